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

/// No suite trait: each TestStore gets its own `SharedRegistry`, so these parallel runs
/// toggling the same key never see each other's favourites.
struct SharedIsolationByDefaultTests {
  @Test(arguments: 1...20) func eachTestSeesOnlyItsOwnChange(id: Int) async {
    let store = await TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.toggled(id)) {
      $0.lastToggled = id
      $0.$favorites.withLock { _ = $0.insert(id) }
    }
    // Let the other cases make their changes meanwhile.
    try? await Task.sleep(for: .milliseconds(20))
    #expect(await store.state.favorites == [id])
    await store.send(.toggled(id)) {
      $0.$favorites.withLock { _ = $0.remove(id) }
    }
    #expect(await store.state.favorites.isEmpty)
  }
}
