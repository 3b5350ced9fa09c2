import Loop
import LoopTesting
import Testing

/// A search feature written the way a user of Loop writes one: the query changes at once, the
/// lookup waits for 300 ms of quiet on the injected clock, and each keystroke cancels the
/// previous lookup.
struct DebouncedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var failure: String?
  }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case resultsReceived(query: String, [String])
    case lookupFailed(String)
    var resultsReceived: [String]? {
      if case .resultsReceived(_, let results) = self { results } else { nil }
    }
  }
  enum CancelID { case lookup }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.lookup) var lookup

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      state.failure = nil
      guard !query.isEmpty else {
        state.results = []
        return .cancel(id: CancelID.lookup)
      }
      return .run { send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.resultsReceived(query: query, try await lookup.search(query)))
      } catch: { error, send in
        await send(.lookupFailed("Search failed: \(error)"))
      }
      .cancellable(id: CancelID.lookup, cancelInFlight: true)
    case .resultsReceived(let query, let results):
      guard query == state.query else { return .none }
      state.results = results
      return .none
    case .lookupFailed(let message):
      state.failure = message
      return .none
    }
  }
}

struct Lookup: Sendable {
  var search: @Sendable (String) async throws -> [String]
}

extension Lookup: DependencyKey {
  static let liveValue = Lookup { query in ["live result for \(query)"] }
  static let testValue = Lookup { query in
    reportIssue("Lookup.search(\(query)) was called without an override.")
    return []
  }
}

extension DependencyValues {
  var lookup: Lookup {
    get { self[Lookup.self] }
    set { self[Lookup.self] = newValue }
  }
}

struct LookupError: Error, CustomStringConvertible {
  var description: String { "the server is down" }
}

@MainActor
struct SearchFeatureTests {
  @Test func typingWithinTheDebounceMakesOneLookupForTheLastQuery() async {
    let clock = TestClock()
    let requests = Locked<[String]>([])
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lookup.search = { query in
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
    await store.receive(\.resultsReceived) { $0.results = ["swift result"] }
    #expect(requests.withLock { $0 } == ["swift"])
  }

  @Test func anEmptyQueryCancelsTheLookupAndClearsResults() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State(results: ["old"])) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.queryChanged("pika")) { $0.query = "pika" }
    await store.send(.queryChanged("")) {
      $0.query = ""
      $0.results = []
    }
    await clock.run()
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func aSlowLookupNeverOverwritesNewerResults() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lookup.search = { query in
        // "pi" is slow: its answer would arrive after the user typed "pik".
        if query == "pi" { try await clock.sleep(for: .seconds(5)) }
        return ["\(query) result"]
      }
    }
    await store.send(.queryChanged("pi")) { $0.query = "pi" }
    await clock.advance(by: .milliseconds(300))  // "pi" lookup starts and hangs
    await store.send(.queryChanged("pik")) { $0.query = "pik" }  // cancels it
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.resultsReceived) { $0.results = ["pik result"] }
    await clock.run()
    #expect(store.state.results == ["pik result"])
  }

  @Test func anErrorBecomesAVisibleMessage() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lookup.search = { _ in throw LookupError() }
    }
    await store.send(.queryChanged("mew")) { $0.query = "mew" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.lookupFailed("Search failed: the server is down")) {
      $0.failure = "Search failed: the server is down"
    }
  }

  @Test func cancellationNeverShowsUpAsAnError() async {
    let clock = TestClock()
    let store = TestStore(initialState: DebouncedSearch.State()) {
      DebouncedSearch()
    } withDependencies: {
      $0.continuousClock = clock
      $0.lookup.search = { query in
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
