import Loop

/// Runs TestStore effects only when a test lets them, so every step of a test sees the same
/// interleaving on every run.
///
/// Effect tasks prefer this executor; their jobs queue up here instead of on the global pool.
/// ``settle()`` (called by every TestStore step and every `TestClock.advance`) runs queued jobs
/// on the main actor and yields to it in turns, until neither side has work left: effects run
/// up to the point where they wait for something the test controls (a clock, a timeout).
/// While the jobs run, an effect's `send` and its end reach the store at once (see
/// `InlineMainActor`), so an effect that answers without waiting is done within the step,
/// without a main-actor turn; only effects that hop elsewhere (another actor, main-actor code
/// of their own) need the yields.
final class EffectExecutor: TaskExecutor {
  static let shared = EffectExecutor()

  /// The jobs queued, and how many have run, by any caller of ``runUntilIdle()`` (a batch is
  /// counted when the next one is taken: the count is whole once ``runUntilIdle()`` returns,
  /// the only time ``settle()`` reads it).
  private let queue = Locked(Queue())
  private struct Queue {
    var jobs: [UnownedJob] = []
    var executed = 0
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.withLock { $0.jobs.append(job) }
  }

  /// Runs queued jobs (and the jobs they queue) until none is left; returns how many ran.
  ///
  /// Only on the main actor: the jobs run inside the caller's main-actor job, and an effect's
  /// `send` and end reach its store at once (``InlineMainActor``).
  @MainActor @discardableResult
  func runUntilIdle() -> Int {
    InlineMainActor.runJobs(runQueuedJobs)
  }

  private func runQueuedJobs() -> Int {
    var count = 0
    // Batches are swapped out of the queue, and the emptied array swapped back in with its
    // buffer: one lock per batch, and no allocation once the buffers are big enough.
    var batch: [UnownedJob] = []
    while true {
      let ran = batch.count
      batch.removeAll(keepingCapacity: true)
      queue.withLock { queue in
        queue.executed += ran
        swap(&queue.jobs, &batch)
      }
      if batch.isEmpty { return count }
      for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
      count += batch.count
    }
  }

  /// Lets effects and the main actor run in turns until both are idle.
  ///
  /// Tests running in parallel share this executor, so another test's `settle` may run this
  /// test's jobs while this one yields; the jobs' hops to the main actor then come after this
  /// `settle`'s turn. So idle means a turn in which nobody ran a job, not only this caller.
  ///
  /// When no TestStore has an effect running (`ExecutorEffects.running`, counted on the main
  /// actor from the moment an effect is started until its task's last step there) and no job
  /// is queued, nothing can be on its way to any store, so it returns without yielding: a
  /// step whose effects are done costs no turn of the main actor.
  @MainActor
  static func settle() async {
    // Nothing queued and nothing running: nothing to run (most steps end here).
    if ExecutorEffects.running == 0, shared.isIdle { return }
    shared.runUntilIdle()
    for _ in 0..<100_000 {
      if ExecutorEffects.running == 0, shared.isIdle { return }
      let before = shared.executed
      await Task.yield()
      if shared.runUntilIdle() == 0, shared.executed == before { return }
    }
  }

  /// Whether no job is queued.
  private var isIdle: Bool { queue.withLock { $0.jobs.isEmpty } }
  /// How many jobs have run, by any caller of ``runUntilIdle()``.
  private var executed: Int { queue.withLock { $0.executed } }
}
