import Loop
import LoopTesting
import PokedexCore
import Testing

@MainActor
@Suite(.isolatedShared)
struct PokemonListFeatureTests {
  nonisolated static func page(_ ids: ClosedRange<Int>, total: Int) -> PokemonPage {
    PokemonPage(
      pokemon: ids.map { Fixtures.pokemon($0, "Mon\($0)", [.normal], chain: $0) },
      totalCount: total)
  }

  @Test func initialLoadOfAShortPage() async {
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Fixtures.all.sorted { $0.id < $1.id })
      $0.totalCount = Fixtures.all.count
    }
    #expect(!store.state.canLoadMore)
    await store.send(.reachedEnd)  // nothing more to load: no effect, no change
  }

  @Test func reachedEndTwiceQuicklyLoadsOnePage() async {
    let requests = Log()
    let clock = TestClock()
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, _ in
        requests.append("\(limit)@\(offset)")
        if offset > 0 { try await clock.sleep(for: .seconds(1)) }  // a page in flight
        return Self.page((offset + 1)...(offset + limit), total: 100)
      }
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Self.page(1...20, total: 100).pokemon)
      $0.totalCount = 100
    }
    #expect(store.state.canLoadMore)
    await store.send(.reachedEnd) { $0.isLoadingPage = true }
    await store.send(.reachedEnd)  // guarded: a page is already loading
    await clock.advance(by: .seconds(1))
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(Self.page(1...40, total: 100).pokemon)
    }
    #expect(requests.all == ["20@0", "20@20"])
  }

  @Test func theFirstPageAsksForTheRowsOnScreenAndLaterPagesForAPage() async {
    let requests = Log()
    var initial = PokemonListFeature.State()
    initial.rowsOnScreen = 33
    let store = TestStore(initialState: initial) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, _ in
        requests.append("\(limit)@\(offset)")
        return Self.page((offset + 1)...(offset + limit), total: 100)
      }
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Self.page(1...33, total: 100).pokemon)
      $0.totalCount = 100
    }
    await store.send(.reachedEnd) { $0.isLoadingPage = true }
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(Self.page(1...53, total: 100).pokemon)
    }
    #expect(requests.all == ["33@0", "20@33"])
  }

  @Test func aFailedPageKeepsTheListAndRetries() async {
    let failNext = Flag(true)
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, _ in
        if offset > 0, failNext.take() { throw PokedexError("Can't reach PokeAPI") }
        return Self.page((offset + 1)...(offset + limit), total: 60)
      }
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Self.page(1...20, total: 60).pokemon)
      $0.totalCount = 60
    }
    await store.send(.reachedEnd) { $0.isLoadingPage = true }
    await store.receive(.listFailed(offset: 20, "Couldn't load Pokémon: Can't reach PokeAPI")) {
      $0.isLoadingPage = false
      $0.pageFailure = "Couldn't load Pokémon: Can't reach PokeAPI"
    }
    #expect(store.state.rows.count == 20)
    #expect(store.state.failure == "Couldn't load Pokémon: Can't reach PokeAPI")
    await store.send(.reachedEnd)  // no load while failed
    await store.send(.retryTapped) {
      $0.pageFailure = nil
      $0.isLoadingPage = true
    }
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(Self.page(1...40, total: 60).pokemon)
    }
  }

  @Test func aFailedFirstPageShowsTheErrorAndRetries() async {
    let failNext = Flag(true)
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { _, _, _ in
        if failNext.take() { throw PokedexError("Can't reach PokeAPI") }
        return Self.page(1...5, total: 5)
      }
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(.listFailed(offset: 0, "Couldn't load Pokémon: Can't reach PokeAPI")) {
      $0.pokemon = .failed("Couldn't load Pokémon: Can't reach PokeAPI")
    }
    await store.send(.reachedEnd)
    await store.send(.retryTapped) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Self.page(1...5, total: 5).pokemon)
      $0.totalCount = 5
    }
  }

  @Test func changingAFilterReloadsFromTheFirstPage() async {
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Fixtures.all.sorted { $0.id < $1.id })
      $0.totalCount = Fixtures.all.count
    }
    await store.send(.filters(.typeToggled(.fire))) {
      $0.filters.filter.types = [.fire]
      $0.pokemon = .loading
      $0.totalCount = nil
    }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded([Fixtures.charmander, Fixtures.charmeleon, Fixtures.charizard])
      $0.totalCount = 3
    }
    await store.send(.filters(.generationToggled(7))) {
      $0.filters.filter.generations = [7]
      $0.pokemon = .loading
      $0.totalCount = nil
    }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded([])
      $0.totalCount = 0
    }
  }

  @Test func favoriteToggledChangesTheSharedSet() async {
    let store = TestStore(initialState: PokemonListFeature.State()) { PokemonListFeature() }
    await store.send(.favoriteToggled(25)) { $0.$favorites.withLock { _ = $0.insert(25) } }
    await store.send(.favoriteToggled(25)) { $0.$favorites.withLock { _ = $0.remove(25) } }
  }
}

/// A thread-safe boolean that can be taken once.
final class Flag: Sendable {
  private let value: Locked<Bool>
  init(_ value: Bool) { self.value = Locked(value) }
  func take() -> Bool {
    value.withLock { v in
      defer { v = false }
      return v
    }
  }
}

/// Collects strings from any thread.
final class Log: Sendable {
  private let lines = Locked<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
