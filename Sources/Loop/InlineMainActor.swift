#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this thread is running a `TestStore`'s effect jobs inside a main-actor job.
///
/// A `TestStore` runs its effects' jobs on an executor that only runs them when a test step
/// lets them, synchronously, from the main actor (`EffectExecutor.runUntilIdle`). While it
/// does, the main actor is held by the step, so an effect's `send` and its end can touch the
/// store at once instead of queueing a main-actor job: on Linux each such job can wake another
/// thread, and a step then took as long as those wake-ups (tens of microseconds each, more on
/// an idle machine). The flag is a thread-local, set only around those synchronous runs.
@usableFromInline
package enum InlineMainActor {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// Whether the current code runs inside ``runJobs(_:)``.
  package static var isActive: Bool { pthread_getspecific(key) != nil }

  /// Runs `jobs` (which run effect jobs synchronously) with the flag set on this thread.
  @MainActor package static func runJobs<R>(_ jobs: () -> R) -> R {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    defer { pthread_setspecific(key, previous) }
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
