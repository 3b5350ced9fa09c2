import Foundation
import Loop
import LoopTesting
import PokedexCore
import Testing

@MainActor
@Suite(.isolatedShared)
struct SortFeatureTests {
  /// Pokémon `id` with the given speed and HP, the other stats equal.
  nonisolated static func mon(_ id: Int, _ name: String, speed: Int, hp: Int = 50) -> Pokemon {
    Pokemon(
      id: id, name: name, types: [id.isMultiple(of: 2) ? .fire : .water], generation: 1,
      stats: BaseStats(
        hp: hp, attack: 50, defense: 50, specialAttack: 50, specialDefense: 50, speed: speed),
      height: 1, weight: 1, abilities: [], genus: "", evolutionChainID: id)
  }

  /// 45 Pokémon: speed rises with the number (so by Speed, highest first, the list runs
  /// backwards) but for #45, as slow as #1; names do not follow the number.
  nonisolated static let all: [Pokemon] = (1...45).map { id in
    let letter = Character(UnicodeScalar(UInt8(ascii: "z") - UInt8(id % 26)))
    return mon(id, "\(letter)mon\(id)", speed: id == 45 ? 2 : id * 2, hp: id % 3 * 10)
  }

  @Test func theCycleVisitsEveryKeyEachInItsStartingDirection() {
    var order = SortOrder.number
    var seen: [String] = []
    for _ in 0..<SortOrder.Key.allCases.count {
      order = order.next
      seen.append("\(order.key)\(order.descending ? "↓" : "↑")")
    }
    #expect(
      seen == [
        "name↑", "hp↓", "attack↓", "defense↓", "specialAttack↓", "specialDefense↓", "speed↓",
        "total↓", "number↑",
      ])
  }

  @Test func sortingBreaksTiesByNumberAndFoldsNames() {
    let ties = [
      Self.mon(3, "Écho", speed: 10), Self.mon(1, "echo", speed: 10), Self.mon(2, "Abc", speed: 20),
    ]
    #expect(SortOrder(key: .speed, descending: true).sorted(ties).map(\.id) == [2, 1, 3])
    #expect(SortOrder(key: .speed, descending: false).sorted(ties).map(\.id) == [1, 3, 2])
    #expect(SortOrder(key: .name, descending: false).sorted(ties).map(\.id) == [2, 1, 3])
    #expect(SortOrder(key: .name, descending: true).sorted(ties).map(\.id) == [1, 3, 2])
    #expect(SortOrder(key: .number, descending: true).sorted(ties).map(\.id) == [3, 2, 1])
  }

  @Test func theFeatureCyclesAndReversesTheSharedOrder() async {
    let store = TestStore(initialState: SortFeature.State()) { SortFeature() }
    await store.send(.nextKeyTapped) {
      $0.$order.withLock { $0 = SortOrder(key: .name, descending: false) }
    }
    await store.send(.reverseTapped) { $0.$order.withLock { $0.descending = true } }
    await store.send(.nextKeyTapped) {
      $0.$order.withLock { $0 = SortOrder(key: .hp, descending: true) }
    }
  }

  func listStore(_ requests: Log) -> TestStore<PokemonListFeature.State, PokemonListFeature.Action>
  {
    TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, filter in
        requests.append("\(limit)@\(offset)")
        let matching = Self.all.filter(filter.matches)
        let slice = matching.dropFirst(offset).prefix(limit)
        return PokemonPage(pokemon: Array(slice), totalCount: matching.count)
      }
    }
  }

  @Test func aStatOrderLoadsTheRestOnceAndSortsEverything() async {
    let requests = Log()
    let store = listStore(requests)
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Array(Self.all.prefix(20)))
      $0.totalCount = 45
    }
    // Name first: every row is needed, so the 25 not loaded come in one request.
    await store.send(.sort(.nextKeyTapped)) {
      $0.sort.$order.withLock { $0 = SortOrder(key: .name, descending: false) }
      $0.pokemon = .loaded($0.sort.order.sorted(Array(Self.all.prefix(20))))
      $0.isLoadingPage = true
    }
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(SortOrder(key: .name, descending: false).sorted(Self.all))
    }
    #expect(requests.all == ["20@0", "100000@20"])
    #expect(!store.state.canLoadMore)
    // Everything is here now: other orders sort in place and ask for nothing.
    var order = SortOrder(key: .name, descending: false)
    for _ in 0..<6 {
      order = order.next
      let expected = order
      await store.send(.sort(.nextKeyTapped)) {
        $0.sort.$order.withLock { $0 = expected }
        $0.pokemon = .loaded(expected.sorted(Self.all))
      }
    }
    #expect(store.state.sort.order == SortOrder(key: .speed, descending: true))
    #expect(store.state.rows.prefix(3).map(\.id) == [44, 43, 42])
    #expect(store.state.rows.suffix(2).map(\.id) == [1, 45])  // a tie goes by number
    await store.send(.sort(.reverseTapped)) {
      $0.sort.$order.withLock { $0.descending = false }
      $0.pokemon = .loaded($0.sort.order.sorted(Self.all))
    }
    #expect(store.state.rows.prefix(3).map(\.id) == [1, 45, 2])
    // A filter starts again, with every row of the filtered list at once.
    await store.send(.filters(.typeToggled(.fire))) {
      $0.filters.filter.types = [.fire]
      $0.totalCount = nil
      $0.pokemon = .loading
    }
    let fire = Self.all.filter { $0.types == [.fire] }
    let ascending = SortOrder(key: .speed, descending: false)
    await store.receive(\.listReceived) {
      $0.totalCount = 22
      $0.pokemon = .loaded(ascending.sorted(fire))
    }
    #expect(requests.all == ["20@0", "100000@20", "100000@0"])
  }

  @Test func inDexOrderTheListStillPages() async {
    let requests = Log()
    let store = listStore(requests)
    await store.send(.onAppear) { $0.pokemon = .loading }
    await store.receive(\.listReceived) {
      $0.pokemon = .loaded(Array(Self.all.prefix(20)))
      $0.totalCount = 45
    }
    await store.send(.reachedEnd) { $0.isLoadingPage = true }
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(Array(Self.all.prefix(40)))
    }
    #expect(requests.all == ["20@0", "20@20"])
  }

  @Test func theFavouritesFollowTheOrder() async {
    let store = TestStore(initialState: FavoritesFeature.State()) {
      FavoritesFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPokemon = { id in Self.all[id - 1] }
    }
    store.state.$favorites.withLock { $0 = [1, 2, 45] }
    store.state.$order.withLock { $0 = SortOrder(key: .speed, descending: true) }
    await store.send(.onAppear) { $0.loaded = .loading }
    await store.receive(.favoritesLoaded([Self.all[0], Self.all[1], Self.all[44]])) {
      $0.loaded = .loaded([Self.all[0], Self.all[1], Self.all[44]])
    }
    // Speed 4, then 2 and 2 (a tie, by number).
    #expect(store.state.rows.map(\.id) == [2, 1, 45])
  }

  @Test func theOrderSurvivesARestart() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    func makeStore(_ registry: SharedRegistry) -> TestStore<AppFeature.State, AppFeature.Action> {
      TestStore(initialState: AppFeature.State()) {
        AppFeature()
      } withDependencies: {
        $0.pokemonClient = .local(
          Pokedex(pokemon: Self.all, evolutionChains: [:], typeChart: .neutral))
        $0.dataDirectory = DataDirectory(url: directory)
        $0.sharedRegistry = registry
      }
    }
    do {
      let registry = SharedRegistry(persistence: .fileSystem)
      let store = makeStore(registry)
      store.exhaustivity = .off
      await store.send(.list(.sort(.nextKeyTapped)))
      await store.send(.list(.sort(.nextKeyTapped)))
      await store.send(.list(.favoriteToggled(3)))
      registry.flush()
    }
    let saved = try Data(contentsOf: directory.appendingPathComponent("sort.json"))
    #expect(
      try JSONDecoder().decode(SortOrder.self, from: saved) == SortOrder(key: .hp, descending: true)
    )
    let second = makeStore(SharedRegistry(persistence: .fileSystem))
    #expect(second.state.list.sort.order == SortOrder(key: .hp, descending: true))
    #expect(second.state.favorites.order == SortOrder(key: .hp, descending: true))
    #expect(second.state.list.favorites == [3])
  }

  @Test func anUnreadableOrderIsAProblemAndIsNotSavedOver() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    // A folder where the file should be: it exists, and cannot be read as one.
    let file = directory.appendingPathComponent("sort.json")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    let registry = SharedRegistry(persistence: .fileSystem)
    let store = TestStore(initialState: SortFeature.State()) {
      SortFeature()
    } withDependencies: {
      $0.dataDirectory = DataDirectory(url: directory)
      $0.sharedRegistry = registry
    }
    store.exhaustivity = .off
    #expect(store.state.order == .number)
    #expect(store.state.$order.persistenceProblem?.description.contains("sort.json") == true)
    await store.send(.nextKeyTapped)
    registry.flush()
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
  }
}
