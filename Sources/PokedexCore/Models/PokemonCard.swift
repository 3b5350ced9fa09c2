/// Everything a one-shot `show` prints about a Pokémon: its record, its evolution chain with
/// each member's name, its matchups, and its sprite when the source has one.
public struct PokemonCard: Sendable, Equatable {
  /// The Pokémon.
  public var pokemon: Pokemon
  /// Its evolution chain, when it could be read.
  public var evolution: EvolutionChain?
  /// The chain's species' names in the card's language, by id.
  public var evolutionNames: [Int: String]
  /// Its defensive matchups, when the type chart could be read.
  public var matchups: TypeMatchups?
  /// Its sprite, when the source has one.
  public var sprite: PNGImage?
  /// Its abilities explained, its species' entries and its forms, when the source has them.
  public var details: PokemonDetails?

  /// A card from its parts.
  public init(
    pokemon: Pokemon, evolution: EvolutionChain? = nil, evolutionNames: [Int: String] = [:],
    matchups: TypeMatchups? = nil, sprite: PNGImage? = nil
  ) {
    self.pokemon = pokemon
    self.evolution = evolution
    self.evolutionNames = evolutionNames
    self.matchups = matchups
    self.sprite = sprite
  }

  /// The card of Pokémon `id` from `client`, names in `language`. The record must load; the
  /// chain, the matchups and the sprite are left out when they cannot.
  public static func load(
    id: Int, from client: PokemonClient, language: Language, sprite wantsSprite: Bool
  ) async throws -> PokemonCard {
    let pokemon = try await client.fetchPokemon(id)
    var card = PokemonCard(pokemon: pokemon)
    if let chain = try? await client.fetchEvolutionChain(pokemon.evolutionChainID) {
      card.evolution = chain
      for member in chain.speciesIDs {
        let known = member == id ? pokemon : try? await client.fetchPokemon(member)
        card.evolutionNames[member] = known?.name(in: language)
      }
    }
    card.matchups = (try? await client.fetchTypeChart())?.matchups(against: pokemon.types)
    card.details = try? await client.fetchDetails(id)
    if wantsSprite { card.sprite = (try? await client.fetchSprite(id, false)) ?? nil }
    return card
  }

  /// The name shown for species `id` of the chain: its name in the card's language, else its
  /// slug as a name (`mr-mime` → `Mr Mime`).
  public func evolutionName(of node: EvolutionNode) -> String {
    evolutionNames[node.speciesID] ?? node.displayName
  }
}
