import Foundation
import Loop
import LoopTesting
import PokedexCore
import TestServer
import Testing

/// The detail screen over the live source while PokeAPI cannot be reached: what failed says
/// so, the status says PokeAPI is unreachable, and `retryTapped` loads it all once PokeAPI is
/// back (the loopback server stopped, then started again on the same port).
///
/// The limit only stops a hang: alone the tests take a fraction of a second, but they wait
/// behind every other main-actor test while the full-copy sync decodes 500 MB of JSON beside
/// them (a 60 s limit was once exceeded that way in CI, and one test took 105 s of the three
/// minutes this limit was, under the sanitizer in 13703ea's CI).
@MainActor
@Suite(.isolatedShared, .timeLimit(.minutes(5)))
struct LiveUnreachableTests {
  /// The fixtures' server, serving Sproutling's sprite too.
  static func server(port: UInt16 = 0) throws -> LoopbackServer {
    try LoopbackServer(directory: PackagePaths.pokeAPIFixtures, port: port) { request in
      request.path == "/sprites/1.png" ? Response(body: TestSprite.disc(color: (1, 2, 3))) : nil
    }
  }

  func detailStore(_ pokemon: Pokemon, client: PokemonClient)
    -> TestStore<PokemonDetailFeature.State, PokemonDetailFeature.Action>
  {
    let store = TestStore(
      initialState: PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: true)
    ) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    store.exhaustivity = .off
    return store
  }

  @Test func whatFailedSaysSoAndRetryLoadsItWhenPokeAPIIsBack() async throws {
    let first = try Self.server()
    let port = first.port
    let sproutling = try await Live.client(first).fetchPokemon(1)
    #expect(sproutling.flavorText != nil)
    first.stop()
    // A fresh client (nothing in memory, no cache) at the same address, now refused.
    let client = Live.client(first)
    let store = detailStore(Live.withoutFlavor(sproutling), client: client)
    await store.send(.onAppear)
    await store.finish()
    await store.skipReceivedActions()
    #expect(store.state.entryFailed)
    #expect(store.state.spriteFailed)
    #expect(store.state.evolution.failure != nil)
    #expect(store.state.matchups.failure != nil)
    #expect(client.status().description == "offline (PokeAPI unreachable)")

    // Still unreachable: a retry fails the same way.
    await store.send(.retryTapped) {
      $0.entryFailed = false
      $0.spriteFailed = false
      $0.evolution = .loading
    }
    await store.finish()
    await store.skipReceivedActions()
    #expect(store.state.entryFailed && store.state.spriteFailed)

    let back = try Self.server(port: port)
    defer { back.stop() }
    await store.send(.retryTapped)
    await store.finish()
    await store.skipReceivedActions()
    #expect(!store.state.entryFailed)
    #expect(!store.state.spriteFailed)
    #expect(store.state.pokemon.flavorText == sproutling.flavorText)
    #expect(store.state.sprite != nil)
    #expect(store.state.evolution.value?.id == sproutling.evolutionChainID)
    #expect(store.state.matchups.value != nil)
    #expect(client.status().description == "live")
    #expect(Live.paths(back).contains("GET /sprites/1.png"))
  }

  @Test func aSingleStageChainIsNamedOfflineWithoutARequest() async throws {
    let server = try Self.server()
    server.stop()
    // The snapshot knows the chain; the record for the entry cannot be fetched.
    let client = Live.client(server, snapshot: ExpectedFixturePokedex.value)
    let glimmerfin = ExpectedFixturePokedex.glimmerfin
    let store = detailStore(glimmerfin, client: client)
    await store.send(.onAppear)
    await store.finish()
    await store.skipReceivedActions()
    #expect(store.state.evolution.value?.speciesIDs == [glimmerfin.id])
    #expect(store.state.evolutionNames == [glimmerfin.id: glimmerfin.everyName])
    #expect(store.state.entryFailed)
    #expect(client.status().description == "offline (PokeAPI unreachable)")
  }
}
