import Loop
import LoopTesting
import Testing

/// What a debounced search relies on beyond the porting guide's own tests (its `Search`
/// feature, in PortingGuideExample.swift): exactly one lookup after the last keystroke, a
/// cancelled slow lookup that never lands, and cancellation that never reads as a failure.
@MainActor
struct SearchFeatureTests {
  @Test func typingWithinTheDebounceMakesOneLookupForTheLastQuery() async {
    let clock = TestClock()
    let requests = Locked<[String]>([])
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        requests.withLock { $0.append(query) }
        return ["\(query) result"]
      }
    }

    for query in ["s", "sw", "swi", "swift"] {
      await store.send(.queryChanged(query)) { $0.query = query }
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(199))  // 299 ms after the last keystroke
    #expect(requests.withLock { $0 }.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(Search.Action.resultsReceived) { $0.results = ["swift result"] }
    #expect(requests.withLock { $0 } == ["swift"])
  }

  @Test func aSlowLookupNeverOverwritesNewerResults() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        // "pi" is slow: its answer would arrive after the user typed "pik".
        if query == "pi" { try await clock.sleep(for: .seconds(5)) }
        return ["\(query) result"]
      }
    }
    await store.send(.queryChanged("pi")) { $0.query = "pi" }
    await clock.advance(by: .milliseconds(300))  // "pi" lookup starts and hangs
    await store.send(.queryChanged("pik")) { $0.query = "pik" }  // cancels it
    await clock.advance(by: .milliseconds(300))
    await store.receive(Search.Action.resultsReceived) { $0.results = ["pik result"] }
    await clock.run()
    #expect(store.state.results == ["pik result"])
  }

  @Test func cancellationNeverShowsUpAsAnError() async {
    let clock = TestClock()
    let store = TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        try await clock.sleep(for: .seconds(1))
        return [query]
      }
    }
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(500))  // lookup in flight
    await store.send(.queryChanged("")) { $0.query = "" }
    await clock.run()
    await store.finish()
    #expect(store.state.failure == nil)
  }
}
