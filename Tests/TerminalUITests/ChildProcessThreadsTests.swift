import Foundation
import TerminalTesting
import Testing

/// The trait that keeps tests waiting on child processes off the threads the rest share.
@Suite(.waitsOnChildProcesses) struct ChildProcessThreadsTests {
  static func threadName() -> String { Thread.current.name ?? "" }

  @Test func aTestOfTheSuiteRunsOnTheThreadsKeptForIt() {
    #expect(Self.threadName().hasPrefix("child waits"))
  }

  @Test func soDoTheTasksItStarts() async {
    // Worker tests wait on their children from a task group's tasks.
    let names = await withTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { Self.threadName() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(names.allSatisfy { $0.hasPrefix("child waits") }, "\(names)")
    // Without the preference, a task runs on the threads every test shares.
    let detached = await Task.detached { Self.threadName() }.value
    #expect(!detached.hasPrefix("child waits"))
  }
}
