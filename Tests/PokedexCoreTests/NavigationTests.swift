import Foundation
import Loop
import LoopTesting
import PokedexCore
import Testing

/// The detail as a presented destination, the details pushed from its evolution tree, and the
/// alert that guards removing every favourite: exhaustive, so a load that outlives its screen
/// fails the test.
@MainActor
@Suite(.isolatedShared)
struct NavigationTests {
  /// A client whose evolution chains take `delay` on the test clock, except the first `fast`.
  func client(_ clock: TestClock, delay: Duration = .seconds(5), fast: Int = 0) -> PokemonClient {
    let calls = Locked(0)
    var client = Fixtures.client
    client.fetchEvolutionChain = { id in
      let call = calls.withLock { count in
        defer { count += 1 }
        return count
      }
      if call >= fast { try await clock.sleep(for: delay) }
      return try await Fixtures.client.fetchEvolutionChain(id)
    }
    return client
  }

  func makeStore(_ client: PokemonClient) -> TestStore<AppFeature.State, AppFeature.Action> {
    TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
  }

  /// Presents `pokemon` and takes the loads that answer at once (the chart, the record).
  func open(_ pokemon: Pokemon, _ store: TestStore<AppFeature.State, AppFeature.Action>) async {
    await store.send(.list(.rowTapped(pokemon))) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon))
    }
    await store.receive(.destination(.presented(.detail(.onAppear)))) {
      $0.destination?.detail?.evolution = .loading
      $0.destination?.detail?.matchups = .loading
      $0.destination?.detail?.reference = .loading
    }
    await store.receive(.destination(.presented(.detail(.typeChartReceived(Fixtures.chart))))) {
      $0.destination?.detail?.matchups = .loaded(Fixtures.chart.matchups(against: pokemon.types))
    }
    await store.receive(.destination(.presented(.detail(.detailsReceived(pokemon)))))
  }

  /// Takes the presented `pokemon`'s record, asked for with its overview; it arrives after a
  /// chain that answers at once.
  func receiveRecord(
    of pokemon: Pokemon, _ store: TestStore<AppFeature.State, AppFeature.Action>
  ) async {
    let details = try! await Fixtures.client.fetchDetails(pokemon.id)
    await store.receive(
      .destination(.presented(.detail(.referenceReceived(details, id: pokemon.id))))
    ) {
      $0.destination?.detail?.reference = .loaded(details)
    }
  }

  /// Takes the presented Charmander's evolution chain, loaded.
  func receiveCharmandersChain(_ store: TestStore<AppFeature.State, AppFeature.Action>) async {
    let names = [
      4: Fixtures.charmander.everyName, 5: Fixtures.charmeleon.everyName,
      6: Fixtures.charizard.everyName,
    ]
    await store.receive(
      .destination(.presented(.detail(.evolutionReceived(Fixtures.charmanderChain, names: names))))
    ) {
      $0.destination?.detail?.evolution = .loaded(Fixtures.charmanderChain)
      $0.destination?.detail?.evolutionNames = names
    }
    await receiveRecord(of: Fixtures.charmander, store)
  }

  @Test func aReplacedDestinationCancelsTheOldChildsLoad() async {
    let clock = TestClock()
    let slow = Locked(false)
    var client = Fixtures.client
    client.fetchPokemon = { id in
      if slow.withLock({ $0 }) { try await clock.sleep(for: .seconds(5)) }
      return try await Fixtures.client.fetchPokemon(id)
    }
    let store = makeStore(client)
    await open(Fixtures.pikachu, store)
    let names = [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName]
    await store.receive(
      .destination(.presented(.detail(.evolutionReceived(Fixtures.pikachuChain, names: names))))
    ) {
      $0.destination?.detail?.evolution = .loaded(Fixtures.pikachuChain)
      $0.destination?.detail?.evolutionNames = names
    }
    await receiveRecord(of: Fixtures.pikachu, store)
    // Pikachu's step to the next Pokémon is on its way when Charmander's detail takes its
    // place. Charmander's own loads never step, so only the replacement can cancel it.
    slow.withLock { $0 = true }
    await store.send(.destination(.presented(.detail(.nextTapped))))
    slow.withLock { $0 = false }
    await open(Fixtures.charmander, store)
    await receiveCharmandersChain(store)
    // Had it survived, Raichu would arrive here and replace Charmander on screen.
    await clock.run()
    #expect(store.state.detail?.pokemon == Fixtures.charmander)
  }

  @Test func anEvolutionOpensOnTheStackAndPoppingCancelsItsLoad() async {
    let clock = TestClock()
    let store = makeStore(client(clock, fast: 1))
    await open(Fixtures.charmander, store)
    await receiveCharmandersChain(store)
    await store.send(.destination(.presented(.detail(.evolutionHighlightMoved(by: 1))))) {
      $0.destination?.detail?.evolutionHighlight = 5
    }
    await store.send(.destination(.presented(.detail(.evolutionMemberOpened))))
    await store.receive(
      .destination(.presented(.detail(.delegate(.evolutionOpened(Fixtures.charmeleon)))))
    ) {
      $0.path.append(PokemonDetailFeature.State(pokemon: Fixtures.charmeleon))
    }
    await store.receive(.path(.element(id: 0, action: .onAppear))) {
      $0.path[id: 0]?.evolution = .loading
      $0.path[id: 0]?.matchups = .loading
      $0.path[id: 0]?.reference = .loading
    }
    await store.receive(.path(.element(id: 0, action: .typeChartReceived(Fixtures.chart)))) {
      $0.path[id: 0]?.matchups = .loaded(Fixtures.chart.matchups(against: [.fire]))
    }
    await store.receive(.path(.element(id: 0, action: .detailsReceived(Fixtures.charmeleon))))
    let details = try! await Fixtures.client.fetchDetails(Fixtures.charmeleon.id)
    await store.receive(.path(.element(id: 0, action: .referenceReceived(details, id: 5)))) {
      $0.path[id: 0]?.reference = .loaded(details)
    }
    #expect(store.state.detail?.pokemon == Fixtures.charmeleon)
    #expect(store.state.detailPath(in: .english) == ["Charmander", "Charmeleon"])
    #expect(store.state.closesDetail == .path(.popFrom(id: 0)))
    #expect(
      store.state.toDetail(.favoriteTapped) == .path(.element(id: 0, action: .favoriteTapped)))

    // Esc pops Charmeleon while its chain is still loading: the load is cancelled.
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.run()
    #expect(store.state.closesDetail == .destination(.dismiss))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.state.closesDetail == nil)
  }

  /// Pushing Charmeleon starts its sprite load under the same cancellation id as
  /// Charmander's: that load is Charmeleon's own, and Charmander's, still on its way, arrives
  /// after Esc (it used to be cancelled, leaving the stand-in letter for good).
  @Test func aPushedDetailLeavesThePresentedOnesLoadsAlone() async {
    let clock = TestClock()
    let sprite = PNGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
    var client = Fixtures.client
    client.fetchSprite = { id, _ in
      guard id == Fixtures.charmander.id else { return nil }
      try await clock.sleep(for: .seconds(5))
      return sprite
    }
    let store = makeStore(client)
    store.exhaustivity = .off
    await store.send(.sourceDescribed(hasSprites: true))
    await store.send(.list(.rowTapped(Fixtures.charmander)))
    await store.receive(matching: {
      if case .destination(.presented(.detail(.evolutionReceived))) = $0 { true } else { false }
    })
    await store.send(.destination(.presented(.detail(.evolutionHighlightMoved(by: 1)))))
    await store.send(.destination(.presented(.detail(.evolutionMemberOpened))))
    await store.receive(\.path?.element)
    #expect(store.state.detailPath(in: .english) == ["Charmander", "Charmeleon"])
    await store.send(.path(.popFrom(id: 0)))
    await clock.advance(by: .seconds(5))
    await store.receive(matching: {
      if case .destination(.presented(.detail(.spriteReceived))) = $0 { true } else { false }
    })
    #expect(store.state.destination?.detail?.sprite == sprite)
  }

  @Test func theHighlightStaysInTheTreeAndOpeningTheShownPokemonDoesNothing() async {
    let clock = TestClock()
    let store = makeStore(client(clock, fast: 1))
    await open(Fixtures.charmander, store)
    await receiveCharmandersChain(store)
    await store.send(.destination(.presented(.detail(.evolutionHighlightMoved(by: 5))))) {
      $0.destination?.detail?.evolutionHighlight = 6
    }
    await store.send(.destination(.presented(.detail(.evolutionHighlightMoved(by: -9))))) {
      $0.destination?.detail?.evolutionHighlight = nil  // back on Charmander itself
    }
    await store.send(.destination(.presented(.detail(.evolutionMemberOpened))))
  }
}

@MainActor
@Suite(.isolatedShared)
struct RemoveAllFavoritesTests {
  func makeStore(favorites: Set<Int>) -> TestStore<FavoritesFeature.State, FavoritesFeature.Action>
  {
    let state = FavoritesFeature.State()
    state.$favorites.withLock { $0 = favorites }
    return TestStore(initialState: state) {
      FavoritesFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
  }

  @Test func cancellingTheConfirmationLeavesFavouritesUntouched() async {
    let store = makeStore(favorites: [4, 25])
    await store.send(.removeAllTapped) { $0.alert = FavoritesFeature.removeAllAlert }
    let cancel = try! #require(store.state.alert?.buttons.first { $0.role == .cancel })
    await store.send(.alert(cancel.presentationAction)) { $0.alert = nil }
    #expect(store.state.favorites == [4, 25])
  }

  @Test func confirmingRemovesEveryFavourite() async {
    let store = makeStore(favorites: [4, 25])
    await store.send(.removeAllTapped) { $0.alert = FavoritesFeature.removeAllAlert }
    let remove = try! #require(store.state.alert?.buttons.first { $0.role == .destructive })
    await store.send(.alert(remove.presentationAction)) {
      $0.alert = nil
      $0.$favorites.withLock { $0.removeAll() }
    }
  }

  @Test func withNoFavouritesNothingIsAsked() async {
    let store = makeStore(favorites: [])
    await store.send(.removeAllTapped)
  }
}

@Suite(.isolatedShared)
struct DetailStateCodingTests {
  @Test func aDetailRoundTripsThroughJSONWithEveryField() throws {
    var detail = PokemonDetailFeature.State(pokemon: Fixtures.charmander, sourceHasSprites: true)
    detail.evolution = .loaded(Fixtures.charmanderChain)
    detail.evolutionNames = [4: ["en": "Charmander", "fr": "Salamèche"]]
    detail.matchups = .loaded(Fixtures.chart.matchups(against: [.fire]))
    detail.sprite = PNGImage(width: 1, height: 1, pixels: [255, 0, 0, 255])
    detail.entryFailed = true
    detail.spriteFailed = true
    detail.isShiny = true
    detail.evolutionHighlight = 5
    let ability = AbilityInfo(
      id: 66, slug: "blaze", generation: 3, names: ["en": "Blaze"],
      shortEffects: ["en": "Powers up Fire moves."], effects: [:])
    detail.reference = .loaded(PokemonDetails(abilities: [ability], forms: [Fixtures.charmander]))
    detail.page = .record
    detail.game = "red"
    detail.abilitySelection = 1
    detail.ability = .loaded(
      AbilityDetail(
        ability: ability, holders: [.init(pokemon: Fixtures.charmander, isHidden: false)]))
    detail.abilityHolderSelection = 2
    detail.cyclesFormWhenLoaded = true
    detail.learnsets = .loaded(
      PokemonLearnsets(groups: [
        GameGroup(id: 1, slug: "red-blue", generation: 1, versions: ["red"])
      ]))
    detail.moveGroup = 1
    detail.moveOrder = .power
    detail.moveScroll = 3
    detail.recordScroll = 6
    detail.encounters = .loaded(
      PokemonEncounters(groups: [
        GameGroup(id: 1, slug: "red-blue", generation: 1, versions: ["red"])
      ]))
    detail.encounterGroup = 1
    detail.encounterPlace = 4
    // Every stored field but the shared favourites differs from a fresh detail's, so a field
    // the coding leaves out shows as a difference below.
    let fresh = PokemonDetailFeature.State(pokemon: Fixtures.charmander)
    let changed = Mirror(reflecting: detail).children.filter { child in
      let other = Mirror(reflecting: fresh).children.first { $0.label == child.label }
      return String(describing: child.value) != other.map { String(describing: $0.value) }
    }
    #expect(changed.count == Mirror(reflecting: detail).children.count - 2)  // pokemon, favorites
    let decoded = try JSONDecoder().decode(
      PokemonDetailFeature.State.self, from: JSONEncoder().encode(detail))
    #expect(decoded == detail)
  }
}

/// Favourites saved by another copy of the app while this one's Favourites screen is still
/// loading: the load starts again with them (it used to finish with the old set, and the new
/// favourite never showed, as a loaded two-terminal run found).
@MainActor
@Suite(.isolatedShared)
struct FavoritesChangedWhileLoadingTests {
  @Test func aChangeDuringTheFirstLoadIsLoadedToo() async {
    let clock = TestClock()
    var client = Fixtures.client
    client.fetchPokemon = { id in
      try await clock.sleep(for: .seconds(1))
      return try await Fixtures.client.fetchPokemon(id)
    }
    let state = FavoritesFeature.State()
    state.$favorites.withLock { $0 = [6] }
    let store = TestStore(initialState: state) {
      FavoritesFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    await store.send(.onAppear) { $0.loaded = .loading }
    await clock.advance(by: .milliseconds(500))  // Charizard's answer is half way
    state.$favorites.withLock { $0 = [6, 25] }  // the file changed under this process
    await store.send(.favoritesChangedElsewhere([6, 25]))
    await clock.advance(by: .seconds(5))
    let both = [Fixtures.charizard, Fixtures.pikachu]
    await store.receive(.favoritesLoaded(both)) { $0.loaded = .loaded(both) }
    #expect(store.state.rows.map(\.id) == [6, 25])
  }
}

/// A favourite the data has no Pokémon for (made with `--source live`, or a file edited by
/// hand) is kept and named; the others still show. One unknown number used to fail the whole
/// screen ("There is no Pokémon #99999", and `r` failed again).
@MainActor
@Suite(.isolatedShared)
struct FavoritesTheDataLacksTests {
  @Test func theOthersShowAndTheUnknownOnesAreKept() async {
    let state = FavoritesFeature.State()
    state.$favorites.withLock { $0 = [6, 99999, 25, 100000] }
    let store = TestStore(initialState: state) {
      FavoritesFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    await store.send(.onAppear) { $0.loaded = .loading }
    let both = [Fixtures.charizard, Fixtures.pikachu]
    await store.receive(.favoritesPartlyLoaded(both, missing: [99999, 100000])) {
      $0.loaded = .loaded(both)
      $0.missing = [99999, 100000]
    }
    #expect(store.state.rows.map(\.id) == [6, 25])
    #expect(store.state.favorites == [6, 25, 99999, 100000])
    // Taken out elsewhere, a missing one is no longer named; nothing is asked again (the data
    // said the others are missing: the exhaustive store fails on any load).
    state.$favorites.withLock { $0 = [6, 25, 100000] }
    await store.send(.favoritesChangedElsewhere([6, 25, 100000])) { $0.missing = [100000] }
    await store.send(.onAppear)
    // A load's answer that names one taken out meanwhile does not bring it back.
    await store.send(.favoritesPartlyLoaded(both, missing: [100000, 99999]))
    await store.send(.removeAllTapped) { $0.alert = FavoritesFeature.removeAllAlert }
    await store.send(.alert(.presented(.removeAllConfirmed))) {
      $0.alert = nil
      $0.$favorites.withLock { $0 = [] }
      $0.missing = []
    }
  }

  /// A failure to ask (the network) is not an answer: the load fails as a whole, for `r`.
  @Test func aFailureToAskStillFailsTheLoad() async {
    var client = Fixtures.client
    client.fetchPokemon = { id in
      if id == 25 { throw PokedexError("Can't reach PokeAPI.") }
      return try await Fixtures.client.fetchPokemon(id)
    }
    let state = FavoritesFeature.State()
    state.$favorites.withLock { $0 = [6, 25, 99999] }
    let store = TestStore(initialState: state) {
      FavoritesFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    await store.send(.onAppear) { $0.loaded = .loading }
    await store.receive(.favoritesFailed("Couldn't load your favourites: Can't reach PokeAPI.")) {
      $0.loaded = .failed("Couldn't load your favourites: Can't reach PokeAPI.")
    }
  }
}
