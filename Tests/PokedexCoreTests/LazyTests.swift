import Dispatch
import Foundation
import Loop
import Testing

@testable import PokedexCore

/// `Lazy` builds its value outside its lock. The readers run on threads of their own and every
/// wait is bounded, so a reader stuck behind another's `make` fails the test instead of hanging
/// it.
@Suite struct LazyTests {
  /// A value whose identity tells which call of `make` built it.
  final class Made: Sendable {
    let call: Int
    init(_ call: Int) { self.call = call }
  }

  /// A deadline far beyond any healthy wait here, which takes microseconds even on a loaded
  /// machine.
  static var patience: DispatchTime { .now() + 10 }

  @Test func aReaderDoesNotWaitForAnotherReadersSlowMake() throws {
    let firstMakeStarted = DispatchSemaphore(value: 0)
    let finishFirstMake = DispatchSemaphore(value: 0)
    let calls = Locked(0)
    let lazy = Lazy<Made> {
      let call = calls.withLock { calls in
        calls += 1
        return calls
      }
      if call == 1 {
        firstMakeStarted.signal()
        _ = finishFirstMake.wait(timeout: Self.patience)
      }
      return Made(call)
    }
    let first = Reader(lazy)
    try #require(firstMakeStarted.wait(timeout: Self.patience) == .success)
    let second = Reader(lazy)
    let secondReturnedFirst = second.finished(by: Self.patience)
    finishFirstMake.signal()
    #expect(secondReturnedFirst, "the second reader waited for the first reader's make")
    try #require(first.finished(by: Self.patience) && second.finished(by: Self.patience))
    // The second make finished first, so its value is the one kept, for both readers.
    #expect(second.value?.call == 2)
    #expect(first.value === second.value)
  }

  @Test func readersRacingThroughMakeAllGetTheFirstValueKept() throws {
    let readers = 4
    let makesStarted = Locked(0)
    let allStarted = DispatchSemaphore(value: 0)
    let lazy = Lazy<Made> {
      // Every reader is inside make before any returns: the value kept must still be one.
      let started = makesStarted.withLock { count in
        count += 1
        return count
      }
      if started == readers {
        for _ in 1..<readers { allStarted.signal() }
      } else {
        _ = allStarted.wait(timeout: Self.patience)
      }
      return Made(started)
    }
    let all = (0..<readers).map { _ in Reader(lazy) }
    for reader in all { try #require(reader.finished(by: Self.patience)) }
    #expect(makesStarted.withLock { $0 } == readers, "readers waited for each other's make")
    let kept = try #require(all[0].value)
    #expect(all.allSatisfy { $0.value === kept })
    // Once a value is kept, make is not called again.
    #expect(lazy.value === kept)
    #expect(makesStarted.withLock { $0 } == readers)
  }

  /// Reads `lazy.value` on a thread of its own.
  final class Reader: Sendable {
    private let result = Locked<Made?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ lazy: Lazy<Made>) {
      Thread.detachNewThread { [result, done] in
        let value = lazy.value
        result.withLock { $0 = value }
        done.signal()
      }
    }

    /// Whether the read has returned by `deadline`; once true, stays true.
    func finished(by deadline: DispatchTime) -> Bool {
      guard done.wait(timeout: deadline) == .success else { return false }
      done.signal()
      return true
    }

    var value: Made? { result.withLock { $0 } }
  }
}
