import Loop
import LoopTesting
import PokedexCore
import Testing

@MainActor
@Suite(.isolatedShared)
struct PokemonDetailFeatureTests {
  func makeStore(
    _ pokemon: Pokemon = Fixtures.pikachu, client: PokemonClient = Fixtures.client
  ) -> TestStore<PokemonDetailFeature.State, PokemonDetailFeature.Action> {
    TestStore(
      initialState: PokemonDetailFeature.State(
        pokemon: pokemon, sourceHasSprites: client.hasSprites)
    ) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
  }

  /// Takes the record the detail asks for with the overview (its names of abilities and
  /// evolution items), as the fixtures' source gives it.
  func receiveRecord(
    of pokemon: Pokemon, _ store: TestStore<PokemonDetailFeature.State, PokemonDetailFeature.Action>
  ) async {
    let details = try! await Fixtures.client.fetchDetails(pokemon.id)
    await store.receive(.referenceReceived(details, id: pokemon.id)) {
      $0.reference = .loaded(details)
    }
  }

  @Test func appearingLoadsMatchupsAndTheEvolutionChain() async {
    let store = makeStore()
    await store.send(.onAppear) {
      $0.evolution = .loading
      $0.matchups = .loading
      $0.reference = .loading
    }
    await store.receive(.typeChartReceived(Fixtures.chart)) {
      $0.matchups = .loaded(Fixtures.chart.matchups(against: [.electric]))
    }
    await store.receive(.detailsReceived(Fixtures.pikachu))  // the same record: no change
    await store.receive(
      .evolutionReceived(
        Fixtures.pikachuChain,
        names: [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName])
    ) {
      $0.evolution = .loaded(Fixtures.pikachuChain)
      $0.evolutionNames = [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName]
    }
    await receiveRecord(of: Fixtures.pikachu, store)
    #expect(store.state.matchups.value?.immune == [])
    #expect(store.state.matchups.value?.half == [])
  }

  @Test func aMissingChainIsAVisibleError() async {
    let store = makeStore(Fixtures.bulbasaur)  // chain 1 is not in the fixtures
    await store.send(.onAppear) {
      $0.evolution = .loading
      $0.matchups = .loading
      $0.reference = .loading
    }
    await store.receive(.typeChartReceived(Fixtures.chart)) {
      $0.matchups = .loaded(Fixtures.chart.matchups(against: [.grass, .poison]))
    }
    await store.receive(.detailsReceived(Fixtures.bulbasaur))
    await store.receive(
      .evolutionFailed("Couldn't load the evolution chain: There is no evolution chain 1.")
    ) {
      $0.evolution = .failed("Couldn't load the evolution chain: There is no evolution chain 1.")
    }
    await receiveRecord(of: Fixtures.bulbasaur, store)
  }

  @Test func favoriteTappedTogglesTheSharedFavorites() async {
    let store = makeStore()
    await store.send(.favoriteTapped) { $0.$favorites.withLock { _ = $0.insert(25) } }
    #expect(store.state.isFavorite)
    await store.send(.favoriteTapped) { $0.$favorites.withLock { _ = $0.remove(25) } }
    #expect(!store.state.isFavorite)
  }

  @Test func nextAndPreviousStepThroughTheDex() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    await store.send(.nextTapped)
    await store.receive(.pokemonReceived(Fixtures.raichu)) {
      $0.pokemon = Fixtures.raichu
    }
    await store.skipReceivedActions()
    // Same chain: the evolution stays loaded, the matchups follow the new Pokémon.
    #expect(store.state.evolution == .loaded(Fixtures.pikachuChain))
    await store.send(.previousTapped)
    await store.receive(.pokemonReceived(Fixtures.pikachu)) { $0.pokemon = Fixtures.pikachu }
    await store.skipReceivedActions()
    store.exhaustivity = .on
    await store.send(.previousTapped)  // #24 is not in the fixtures
    await store.receive(.pokemonFailed("Couldn't load Pokémon #24: There is no Pokémon #24.")) {
      $0.evolution = .failed("Couldn't load Pokémon #24: There is no Pokémon #24.")
    }
  }

  @Test func aFullerRecordReplacesTheListRow() async {
    var fuller = Fixtures.pikachu
    fuller.flavorText = "It keeps its tail raised to monitor its surroundings."
    var client = Fixtures.client
    client.fetchPokemon = { [fuller] _ in fuller }
    let store = makeStore(client: client)
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.receive(.detailsReceived(fuller)) { $0.pokemon = fuller }
  }

  @Test func theFirstPokemonHasNoPrevious() async {
    let store = makeStore(Fixtures.bulbasaur)
    await store.send(.previousTapped)
  }
}
