import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

/// The detail screen's overview speaks the display language in full, on the embedded data:
/// the evolution tree's names, the abilities, and the items its conditions name.
@MainActor
@Suite(.isolatedShared)
struct DetailLanguageTests {
  /// The overview of embedded Pokémon `id` once its loads have answered, drawn in `language`.
  func overview(of id: Int, in language: Language) async throws -> String {
    let pokemon = try await PokemonClient.liveValue.fetchPokemon(id)
    let store = TestStore(
      initialState: PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: false)
    ) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.finish(timeout: .seconds(60))
    await store.skipReceivedActions()
    var state = ScreenFeature.State()
    state.app.destination = .detail(store.state)
    return ScreenView(language: language).render(state, width: 120, height: 40, source: "").text
  }

  @Test func theOverviewNamesTheChainAbilitiesAndItemsInTheDisplayLanguage() async throws {
    let charizard = try await overview(of: 6, in: .french)
    #expect(charizard.contains("Salamèche"))
    #expect(charizard.contains("Reptincel"))
    #expect(charizard.contains("Talents: Brasier, Force Soleil (caché)"))
    #expect(!charizard.contains("Charmeleon"))
    #expect(!charizard.contains("Blaze"))

    let pikachu = try await overview(of: 25, in: .german)
    #expect(pikachu.contains("Donnerstein"))
    #expect(!pikachu.contains("Thunder Stone"))

    let english = try await overview(of: 6, in: .english)
    #expect(english.contains("Charmeleon"))
    #expect(english.contains("Abilities: Blaze, Solar Power (hidden)"))
  }
}
