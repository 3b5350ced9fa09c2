import Loop
import LoopTesting
import PokedexCore
import Testing

@MainActor
@Suite(.isolatedShared)
struct SearchFeatureTests {
  @Test func typingWaitsForTheDebounceAndSearchesOnce() async throws {
    let clock = TestClock()
    let queries = Locked<[String]>([])
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.search = { query, filter in
        queries.withLock { $0.append(query) }
        return try await Fixtures.client.search(query, filter)
      }
    }
    for query in ["c", "ch", "cha", "char"] {
      await store.send(.binding(.set(\.query, query))) { $0.query = query }
      await clock.advance(by: .milliseconds(50))
    }
    await clock.advance(by: .milliseconds(249))
    #expect(queries.withLock { $0 }.isEmpty)
    await clock.advance(by: .milliseconds(1))
    let expected = try await Fixtures.client.search("char", PokemonFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(expected)
      $0.resultsQuery = "char"
    }
    #expect(queries.withLock { $0 } == ["char"])
    #expect(
      store.state.results.value?.map(\.pokemon.name).prefix(3) == [
        "Charmander", "Charmeleon", "Charizard",
      ])
  }

  @Test func anEmptyQueryClearsAndCancels() async {
    let clock = TestClock()
    let store = fixtureStore(clock)
    await store.send(.binding(.set(\.query, "pika"))) { $0.query = "pika" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) {
      $0.resultsQuery = "pika"
      $0.results = .loaded([
        SearchResult(
          pokemon: Fixtures.pikachu, kind: .prefix, matchedName: "Pikachu", language: .english,
          highlight: 0..<4)
      ])
    }
    await store.send(.binding(.set(\.query, "pikac"))) { $0.query = "pikac" }
    await store.send(.binding(.set(\.query, ""))) {
      $0.query = ""
      $0.results = .idle
    }
    await clock.run()
  }

  @Test func errorsAreShownAndCancellationIsNot() async {
    let clock = TestClock()
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.search = { query, _ in
        if query == "slow" { try await clock.sleep(for: .seconds(10)) }
        throw PokedexError("Can't reach PokeAPI")
      }
    }
    await store.send(.binding(.set(\.query, "slow"))) { $0.query = "slow" }
    await clock.advance(by: .milliseconds(400))
    await store.send(.binding(.set(\.query, "mew"))) { $0.query = "mew" }  // cancels "slow"
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchFailed("Search failed: Can't reach PokeAPI")) {
      $0.results = .failed("Search failed: Can't reach PokeAPI")
    }
    await clock.run()
  }

  /// A search over the fixtures whose debounce runs on `clock`.
  func fixtureStore(_ clock: TestClock) -> TestStore<SearchFeature.State, SearchFeature.Action> {
    TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient = Fixtures.client
    }
  }

  @Test func filtersApplyAndRerunTheSearch() async throws {
    let clock = TestClock()
    let store = fixtureStore(clock)
    await store.send(.binding(.set(\.query, "char"))) { $0.query = "char" }
    await store.send(.filters(.typeToggled(.flying))) { $0.filters.filter.types = [.flying] }
    await clock.advance(by: .milliseconds(300))
    let flying = try await Fixtures.client.search("char", PokemonFilter(types: [.flying]))
    await store.receive(\.searchResponse) {
      $0.results = .loaded(flying)
      $0.resultsQuery = "char"
    }
    #expect(flying.map(\.pokemon.name) == ["Charizard"])
  }

  /// Submitting while the debounce runs looks up what is typed at once; on current results it
  /// does nothing.
  @Test func submittingLooksUpAtOnce() async throws {
    let clock = TestClock()
    let store = fixtureStore(clock)
    await store.send(.binding(.set(\.query, "pika"))) { $0.query = "pika" }
    #expect(store.state.isAwaitingLookup)
    await store.send(.submitted)  // no clock advance: the debounce is skipped
    let expected = try await Fixtures.client.search("pika", PokemonFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(expected)
      $0.resultsQuery = "pika"
    }
    #expect(!store.state.isAwaitingLookup)
    await store.send(.submitted)
  }
}
