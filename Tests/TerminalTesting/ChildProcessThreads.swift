import Foundation
import Testing

extension Trait where Self == ChildProcessThreads {
  /// Runs each test of the suite on threads kept for tests that wait on child processes.
  ///
  /// Such a test blocks its thread while the child runs (`waitpid`, `read`, a terminal polled
  /// with `Thread.sleep`). On the threads every other test's tasks share, as many as there are
  /// cores, two such tests at once stopped the rest of the suite while their children ran:
  /// the sanitizer's run left its two cores idle nearly half of the time (220 s). Here four
  /// run at a time, and the rest of the suite goes on beside them (122 s; `swift test` 97 s
  /// to 78 s).
  ///
  /// ```swift
  /// @Suite(.serialized, .waitsOnChildProcesses) struct EndToEndTests { … }
  /// ```
  public static var waitsOnChildProcesses: Self { ChildProcessThreads() }
}

/// The trait behind ``Testing/Trait/waitsOnChildProcesses``.
public struct ChildProcessThreads: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  /// Whether the caller runs on the threads kept for these tests.
  public static var isCurrentThreadKept: Bool { ChildProcessExecutor.shared.isCurrent }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(ChildProcessExecutor.shared) { try await function() }
  }
}

/// Threads of its own that run the jobs given to them in turn.
final class ChildProcessExecutor: TaskExecutor, @unchecked Sendable {
  // Safe: `jobs` and `threads` are only touched with `condition` locked.
  static let shared = ChildProcessExecutor(threads: 4)

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var threads: [pthread_t] = []

  /// Whether the caller runs on one of these threads.
  var isCurrent: Bool {
    condition.lock()
    defer { condition.unlock() }
    return threads.contains(pthread_self())
  }

  private init(threads: Int) {
    for _ in 0..<threads {
      Thread {
        self.condition.lock()
        self.threads.append(pthread_self())
        self.condition.unlock()
        self.work()
      }.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func work() {
    while true {
      condition.lock()
      while jobs.isEmpty { condition.wait() }
      let job = jobs.removeFirst()
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
