import Foundation
import TerminalTesting
import Testing

/// The trait that keeps tests waiting on child processes off the threads the rest share.
@Suite(.waitsOnChildProcesses) struct ChildProcessThreadsTests {
  static var kept: Bool { ChildProcessThreads.isCurrentThreadKept }

  @Test func aTestOfTheSuiteRunsOnTheThreadsKeptForIt() {
    #expect(Self.kept)
  }

  @Test func soDoTheTasksItStarts() async {
    // Worker tests wait on their children from a task group's tasks.
    let kept = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<4 { group.addTask { Self.kept } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(kept == [true, true, true, true])
  }

  @Test func itComesBackThereAfterASuspension() async throws {
    // A test that awaits and then blocks again (a child's output, then its exit).
    try await Task.sleep(for: .milliseconds(10))
    #expect(Self.kept)
  }
}
