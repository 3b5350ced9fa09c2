import Loop
import LoopTesting
import PokedexCore
import Testing

/// The detail screen's sprite: asked for in the background when the screen appears, swapped
/// for the shiny one on `s`, and never delivered after the screen has closed.
@MainActor
@Suite(.isolatedShared)
struct SpriteLoadingTests {
  typealias Sprites = SpriteFixtures

  /// Pikachu's detail, as ``PokemonDetailFeatureTests`` makes it, with sprites by default.
  func makeStore(client: PokemonClient = Sprites.client)
    -> TestStore<PokemonDetailFeature.State, PokemonDetailFeature.Action>
  {
    PokemonDetailFeatureTests().makeStore(client: client)
  }

  @Test func appearingLoadsTheSpriteAlongsideTheFacts() async {
    let store = makeStore()
    await store.send(.onAppear) {
      $0.evolution = .loading
      $0.matchups = .loading
      $0.reference = .loading
    }
    await store.receive(.typeChartReceived(Fixtures.chart)) {
      $0.matchups = .loaded(Fixtures.chart.matchups(against: [.electric]))
    }
    await store.receive(.spriteReceived(Sprites.usual, id: 25, shiny: false)) {
      $0.sprite = Sprites.usual
    }
    await store.receive(.detailsReceived(Fixtures.pikachu))
    await store.receive(
      .evolutionReceived(
        Fixtures.pikachuChain,
        names: [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName])
    ) {
      $0.evolution = .loaded(Fixtures.pikachuChain)
      $0.evolutionNames = [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName]
    }
    await PokemonDetailFeatureTests().receiveRecord(of: Fixtures.pikachu, store)
  }

  @Test func shinyTogglesBetweenTheTwoSprites() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    store.exhaustivity = .on
    await store.send(.shinyToggled) {
      $0.isShiny = true
      $0.sprite = nil
    }
    await store.receive(.spriteReceived(Sprites.shiny, id: 25, shiny: true)) {
      $0.sprite = Sprites.shiny
    }
    await store.send(.shinyToggled) {
      $0.isShiny = false
      $0.sprite = nil
    }
    await store.receive(.spriteReceived(Sprites.usual, id: 25, shiny: false)) {
      $0.sprite = Sprites.usual
    }
  }

  @Test func aSourceWithoutSpritesLeavesTheStandIn() async {
    // The fixtures' client is like the embedded snapshot: no images, and no action for them.
    let store = makeStore(client: Fixtures.client)
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    #expect(store.state.sprite == nil)
    var failing = Fixtures.client
    failing.fetchSprite = { _, _ in throw PokedexError("Can't reach PokeAPI.") }
    let offline = makeStore(client: failing)
    offline.exhaustivity = .off
    await offline.send(.onAppear)
    await offline.skipReceivedActions()
    #expect(offline.state.sprite == nil)
    #expect(offline.state.evolution == .loaded(Fixtures.pikachuChain))
  }

  @Test func aSourceWithoutSpritesIsNeverAsked() async {
    let asked = Locked(0)
    var client = Fixtures.client
    client.fetchSprite = { _, _ in
      asked.withLock { $0 += 1 }
      return Sprites.usual
    }
    client.hasSprites = false
    let store = makeStore(client: client)
    await store.send(.onAppear) {
      $0.evolution = .loading
      $0.matchups = .loading
      $0.reference = .loading
    }
    await store.receive(.typeChartReceived(Fixtures.chart)) {
      $0.matchups = .loaded(Fixtures.chart.matchups(against: [.electric]))
    }
    await store.receive(.detailsReceived(Fixtures.pikachu))
    await store.receive(
      .evolutionReceived(
        Fixtures.pikachuChain,
        names: [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName])
    ) {
      $0.evolution = .loaded(Fixtures.pikachuChain)
      $0.evolutionNames = [25: Fixtures.pikachu.everyName, 26: Fixtures.raichu.everyName]
    }
    await PokemonDetailFeatureTests().receiveRecord(of: Fixtures.pikachu, store)
    await store.send(.shinyToggled) { $0.isShiny = true }
    #expect(asked.withLock { $0 } == 0)
  }

  @Test func onlyAClientGivenSpritesSaysItHasThem() {
    #expect(!Fixtures.client.hasSprites)
    #expect(!PokemonClient.liveValue.hasSprites)
    #expect(Sprites.client.hasSprites)  // given `fetchSprite` after it was made
    #expect(PokemonClient.unimplemented.hasSprites)  // so an unexpected call fails the test
    #expect(PokemonClient.live(cache: nil).hasSprites)
  }

  @Test func aSpriteForAnotherPokemonOrColourIsIgnored() async {
    let store = makeStore()
    await store.send(.spriteReceived(Sprites.usual, id: 26, shiny: false))
    await store.send(.spriteReceived(Sprites.shiny, id: 25, shiny: true))
    await store.send(.spriteReceived(Sprites.usual, id: 25, shiny: false)) {
      $0.sprite = Sprites.usual
    }
  }

  @Test func steppingToTheNextPokemonDropsTheOldSprite() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    #expect(store.state.sprite == Sprites.usual)
    await store.send(.nextTapped)
    await store.receive(.pokemonReceived(Fixtures.raichu)) {
      $0.pokemon = Fixtures.raichu
      $0.sprite = nil
    }
    await store.skipReceivedActions()
    #expect(store.state.sprite == nil)  // the client has no sprite for #26
  }

  @Test func closingTheDetailCancelsTheDownload() async {
    let clock = TestClock()
    var client = Fixtures.client
    let downloads = Locked(0)
    client.fetchSprite = { _, _ in
      downloads.withLock { $0 += 1 }
      try await clock.sleep(for: .seconds(5))  // a slow network
      return Sprites.usual
    }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    store.exhaustivity = .off
    await store.send(.sourceDescribed(hasSprites: true))
    await store.send(.list(.rowTapped(Fixtures.pikachu)))
    await store.skipReceivedActions()
    #expect(downloads.withLock { $0 } == 1)
    store.exhaustivity = .on
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.run()
    // The exhaustive store fails if the download still ran or delivered its sprite late.
  }
}

/// Two tiny sprites for Pikachu and a client that serves them.
enum SpriteFixtures {
  /// A 2×2 image whose colour tells which sprite it is.
  static func image(_ red: UInt8) -> PNGImage {
    PNGImage(width: 2, height: 2, pixels: Array([red, 0, 0, 255].repeated(4)))
  }
  static let usual = image(10)
  static let shiny = image(200)

  /// The fixtures, plus sprites for Pikachu (#25) alone.
  static let client: PokemonClient = {
    var client = Fixtures.client
    client.fetchSprite = { id, shiny in
      guard id == 25 else { return nil }
      return shiny ? Self.shiny : Self.usual
    }
    return client
  }()

}

extension Array {
  fileprivate func repeated(_ count: Int) -> [Element] {
    Array((0..<count).map { _ in self }.joined())
  }
}
