import Loop
import Testing

@testable import LoopTesting

/// `.off(showSkippedAssertions: true)` lists everything the test did not assert.
@MainActor
struct SkippedAssertionTests {
  @Test func everySkippedThingIsListed() async {
    let notes = Log()
    let clock = TestClock()
    await TestFailureReporter.$noteSink.withValue(.init { notes.append($0) }) {
      let store = TestStore(initialState: Counter.State()) {
        Counter()
      } withDependencies: {
        $0.continuousClock = clock
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementTapped)
      let effects = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      effects.exhaustivity = .off(showSkippedAssertions: true)
      await effects.send(.startTimer)
      await effects.send(.sendTapped)
    }
    let all = notes.all.joined(separator: "\n---\n")
    #expect(all.contains("skipped asserting 1 state change(s) after send("))
    #expect(all.contains("count:\n    expected: 0\n    actual:   1"))
    #expect(all.contains("skipped 1 received action(s) never asserted by the end"))
    #expect(all.contains("logged(\"sent\")"))
    #expect(all.contains("1 effect(s) still running at the end"))
    #expect(all.contains("startTimer"))
  }
}
