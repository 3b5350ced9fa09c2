import Loop
import LoopTesting
import Testing

/// Flow tests that care about where a feature ends up, not every step on the way.
@MainActor
struct FlowTests {
  @Test func nonExhaustiveFlowChecksOnlyTheEndState() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in [query.uppercased()] }
    }
    store.exhaustivity = .off
    await store.send(.queryChanged("b"))
    await store.send(.queryChanged("bu"))
    await store.send(.queryChanged("bulba"))
    await clock.advance(by: .seconds(1))
    await store.skipReceivedActions()
    #expect(store.state == Search.State(query: "bulba", results: ["BULBA"]))
  }

  @Test func offModeStillFailsOnAWrongAssertion() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.incrementTapped) { $0.count = 7 }
    } matching: { issue in
      text(of: issue).contains("count:\n    expected: 7\n    actual:   1")
    }
  }

  @Test func skipReceivedActionsDropsThemInExhaustiveMode() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.mergeTapped)
    await store.skipReceivedActions()
    await store.send(.sendTapped)
    await store.receive(.logged("sent")) { $0.log = ["a", "b", "sent"] }
  }

  @Test func receiveWithAPredicate() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    await store.send(.sendTapped)
    await store.receive(matching: { $0.logged?.hasPrefix("se") == true }) { $0.log = ["sent"] }
  }
}
