import LoopThreadSlots

/// Whether this thread is running a `TestStore`'s effect jobs inside a main-actor job.
///
/// A `TestStore` runs its effects' jobs on an executor that only runs them when a test step
/// lets them, synchronously, from the main actor (`EffectExecutor.runUntilIdle`). While it
/// does, the main actor is held by the step, so an effect's `send` and its end can touch the
/// store at once instead of queueing a main-actor job: on Linux each such job can wake another
/// thread, and a step then took as long as those wake-ups (tens of microseconds each, more on
/// an idle machine). The flag is a thread-local word, set only around those synchronous runs.
@usableFromInline
package enum InlineMainActor {
  /// The thread's slot for the flag (see `LoopThreadSlots`): after the dependency frames'.
  private static var flag: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    loop_thread_slots() + 2
  }

  /// Whether the current code runs inside ``runJobs(_:)``.
  package static var isActive: Bool { flag.pointee != nil }

  /// Runs `jobs` (which run effect jobs synchronously) with the flag set on this thread.
  @MainActor package static func runJobs<R>(_ jobs: () -> R) -> R {
    let previous = flag.pointee
    flag.pointee = UnsafeMutableRawPointer(bitPattern: 1)
    defer { flag.pointee = previous }
    return jobs()
  }

  /// Runs `body` on the main actor, which the caller holds: call only when ``isActive``.
  package static func run(_ body: @MainActor () -> Void) {
    MainActor.assumeIsolated(body)
  }

  /// Runs `body` on the main actor: at once inside ``runJobs(_:)``, else after a hop there.
  @usableFromInline
  package nonisolated(nonsending) static func perform(_ body: @Sendable @MainActor () -> Void)
    async
  {
    if isActive { run(body) } else { await body() }
  }
}
