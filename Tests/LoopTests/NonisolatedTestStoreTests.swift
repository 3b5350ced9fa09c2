import Loop
import LoopTesting
import Testing

/// Tests written as TCA's are: nonisolated, with `await TestStore(...)`. The store is released
/// off the main thread, and its end-of-test checks must still run, and never trap.
struct NonisolatedTestStoreTests {
  @Test func anExhaustiveFlowPasses() async {
    let clock = TestClock()
    let store = await TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.sendTapped)
    await store.receive(.logged("sent")) { $0.log = ["sent"] }
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.log = ["sent", "tick"] }
    await store.send(.stopTimer)
  }

  @Test func anUnassertedActionIsStillReported() async {
    await withKnownIssue {
      let store = await TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.sendTapped)
    } matching: { issue in
      text(of: issue).contains("received 1 action(s) the test did not assert")
    }
  }
}
