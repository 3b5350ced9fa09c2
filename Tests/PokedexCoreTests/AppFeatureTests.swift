import Foundation
import Loop
import LoopTesting
import PokedexCore
import Testing

@MainActor
@Suite(.isolatedShared)
struct AppFeatureTests {
  @Test func favoritingInDetailUpdatesEveryScreenAtOnce() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    store.exhaustivity = .off
    await store.send(.list(.rowTapped(Fixtures.pikachu)))
    await store.skipReceivedActions()
    await store.send(.destination(.presented(.detail(.favoriteTapped))))
    #expect(store.state.detail?.isFavorite == true)
    #expect(store.state.list.favorites == [25])
    #expect(store.state.search.favorites == [25])
    #expect(store.state.favorites.favorites == [25])
    await store.send(.tabSelected(.favorites))
    await store.skipReceivedActions()
    #expect(store.state.favorites.rows == [Fixtures.pikachu])
    await store.send(.favorites(.unfavoriteTapped(25)))
    #expect(store.state.list.favorites.isEmpty)
    #expect(store.state.favorites.rows.isEmpty)
  }

  @Test func aFullFlowChecksOnlyTheEnd() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    await store.send(.list(.rowTapped(Fixtures.charizard)))
    await store.send(.destination(.presented(.detail(.favoriteTapped))))
    await store.send(.destination(.dismiss))
    await store.skipReceivedActions()
    #expect(store.state.detail == nil)
    #expect(store.state.list.favorites == [6])
    #expect(store.state.list.rows.count == Fixtures.all.count)
  }

  @Test func dismissingTheDetailCancelsItsLoad() async {
    let clock = TestClock()
    var client = Fixtures.client
    client.fetchEvolutionChain = { id in
      try await clock.sleep(for: .seconds(5))  // a slow network
      return try await Fixtures.client.fetchEvolutionChain(id)
    }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    await store.send(.list(.rowTapped(Fixtures.pikachu))) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: Fixtures.pikachu))
    }
    await store.receive(.destination(.presented(.detail(.onAppear)))) {
      $0.destination?.detail?.evolution = .loading
      $0.destination?.detail?.matchups = .loading
      $0.destination?.detail?.reference = .loading
    }
    await store.receive(.destination(.presented(.detail(.typeChartReceived(Fixtures.chart))))) {
      $0.destination?.detail?.matchups = .loaded(Fixtures.chart.matchups(against: [.electric]))
    }
    await store.receive(.destination(.presented(.detail(.detailsReceived(Fixtures.pikachu)))))
    let details = try! await Fixtures.client.fetchDetails(Fixtures.pikachu.id)
    await store.receive(.destination(.presented(.detail(.referenceReceived(details, id: 25))))) {
      $0.destination?.detail?.reference = .loaded(details)
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.run()
    // The exhaustive store fails if the chain load were still running or delivered late.
  }

  @Test func favoritesPersistAcrossTwoStoresOnTheSameFile() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-\(UUID().uuidString)")
    // A fresh file-backed registry is what a new process starts with.
    func makeStore(_ registry: SharedRegistry) -> TestStore<AppFeature.State, AppFeature.Action> {
      TestStore(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.pokemonClient = Fixtures.client
        $0.dataDirectory = DataDirectory(url: directory)
        $0.sharedRegistry = registry
      }
    }
    do {
      let registry = SharedRegistry(persistence: .fileSystem)
      let store = makeStore(registry)
      store.exhaustivity = .off
      await store.send(.list(.favoriteToggled(25)))
      await store.send(.list(.favoriteToggled(6)))
      // Saving happens off the caller's thread; the app flushes before it exits, and so here.
      registry.flush()
    }
    let saved = try String(
      contentsOf: directory.appendingPathComponent("favorites.json"), encoding: .utf8)
    #expect(saved.contains("25") && saved.contains("6"))
    let second = makeStore(SharedRegistry(persistence: .fileSystem))
    #expect(second.state.list.favorites == [6, 25])
    #expect(second.state.favorites.favorites == [6, 25])
  }

  /// Another terminal's favourites and order arrive as actions carrying the values (#27): the
  /// shared state takes them (in a replay; live, it already has them), the favourites screen
  /// loads the new ones, and the list re-sorts.
  @Test func savedDataChangedElsewhereReachesEveryScreen() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.send(.tabSelected(.favorites))
    await store.skipReceivedActions()
    #expect(store.state.favorites.rows.isEmpty)

    await store.send(.favorites(.favoritesChangedElsewhere([6, 25])))
    await store.receive(matching: {
      if case .favorites(.favoritesLoaded) = $0 { true } else { false }
    })
    #expect(store.state.list.favorites == [6, 25])
    #expect(store.state.favorites.rows.map(\.id) == [6, 25])

    let byName = SortOrder(key: .name, descending: false)
    await store.send(.list(.sort(.orderChangedElsewhere(byName))))
    await store.skipReceivedActions()
    #expect(store.state.list.sort.order == byName)
    #expect(store.state.favorites.order == byName)
    #expect(store.state.list.rows.count > 2)
    #expect(store.state.list.rows == byName.sorted(store.state.list.rows))
    #expect(store.state.favorites.rows.map(\.id) == [6, 25])  // Charizard, Pikachu
  }

  @Test func favoritesFollowXDGDataHome() {
    #expect(
      DataDirectory.fromEnvironment(["XDG_DATA_HOME": "/x/data", "HOME": "/home/ash"]).url.path
        == "/x/data/pokedex")
    #expect(
      DataDirectory.fromEnvironment(["HOME": "/home/ash"]).url.path
        == "/home/ash/.local/share/pokedex")
  }
}
