import Loop
import LoopTesting
import Testing

@MainActor
struct TestStoreErgonomicsTests {
  @Test func withExhaustivityAppliesOnlyInside() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off) {
      await store.send(.incrementTapped)  // unasserted, and fine here
    }
    #expect(store.exhaustivity == .on)
    await store.send(.incrementTapped) { $0.count = 2 }
  }

  @Test func assertChecksTheStateWithNoAction() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementTapped) { $0.count = 1 }
    store.assert { $0.count = 1 }
    withKnownIssue {
      store.assert { $0.count = 5 }
    } matching: { issue in
      text(of: issue).contains("State after assert is not what the test expected")
        && text(of: issue).contains("count:\n    expected: 5\n    actual:   1")
    }
  }

  @Test func assertAssertsASharedChangeAnEffectMade() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.toggled(1)) {
      $0.lastToggled = 1
      $0.$favorites.withLock { _ = $0.insert(1) }
    }
    await store.send(.cleared)
    store.assert { $0.$favorites.withLock { $0.removeAll() } }
  }

  @Test func dependenciesCanChangeBetweenSteps() async {
    let store = TestStore(initialState: GreetingReader.State()) {
      GreetingReader()
    } withDependencies: {
      $0.greeting = Greeting { "first" }
    }
    await store.send(.readTapped) { $0.heard = ["reducer: first"] }
    await store.receive(.heard("effect: first")) { $0.heard.append("effect: first") }
    store.dependencies.greeting = Greeting { "second" }
    await store.send(.readTapped) { $0.heard.append("reducer: second") }
    await store.receive(.heard("effect: second")) { $0.heard.append("effect: second") }
  }
}
