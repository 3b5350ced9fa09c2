import Loop

/// Runs TestStore effects only when a test lets them, so every step of a test sees the same
/// interleaving on every run.
///
/// Effect tasks prefer this executor; their jobs queue up here instead of on the global pool.
/// ``settle()`` (called by every TestStore step and every `TestClock.advance`) runs queued jobs
/// on the main actor and yields to it in turns, until neither side has work left: effects run
/// up to the point where they wait for something the test controls (a clock, a timeout).
final class EffectExecutor: TaskExecutor {
  static let shared = EffectExecutor()

  private let jobs = Locked<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Runs queued jobs (and the jobs they queue) until none is left; returns how many ran.
  @discardableResult
  func runUntilIdle() -> Int {
    var count = 0
    while true {
      let batch = jobs.withLock { jobs in
        defer { jobs.removeAll() }
        return jobs
      }
      if batch.isEmpty { return count }
      for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
      count += batch.count
    }
  }

  /// Lets effects and the main actor run in turns until both are idle.
  @MainActor
  static func settle() async {
    shared.runUntilIdle()
    for _ in 0..<100_000 {
      await Task.yield()
      if shared.runUntilIdle() == 0 { return }
    }
  }
}
