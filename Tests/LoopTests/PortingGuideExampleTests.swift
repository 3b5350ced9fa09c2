// The tests of the porting guide's example, shown in the guide word for word (see
// PortingGuideExample.swift).

// porting-guide:test:begin
import Loop
import LoopTesting
import Testing

@MainActor
struct SearchTests {
  struct Offline: Error {}

  @Test func searchesOnceTypingPauses() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in ["\(query) result"] }
    }

    await store.send(.queryChanged("pi")) { $0.query = "pi" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.queryChanged("pika")) { $0.query = "pika" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(Search.Action.resultsReceived) { $0.results = ["pika result"] }
  }

  @Test func clearingTheQueryCancelsTheSearch() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State(results: ["Pikachu"])) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.queryChanged("pika")) { $0.query = "pika" }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
    await store.finish()
  }

  @Test func aFailedSearchShowsAMessage() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.searchClient.search = { _ in throw Offline() }
    }

    await store.send(.queryChanged("mew")) { $0.query = "mew" }
    await store.receive(Search.Action.searchFailed) {
      $0.failure = "Search is unavailable. Try again."
    }
  }

  @Test func resultsArriveNonExhaustively() async {
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.searchClient.search = { query in [query.uppercased()] }
    }
    store.exhaustivity = .off

    await store.send(.queryChanged("eevee"))
    await store.receive(Search.Action.resultsReceived) { $0.results = ["EEVEE"] }
    await store.finish()
  }
}
// porting-guide:test:end
