/// Everything the offline Pokédex knows: every species, every evolution chain, and the type
/// chart. The embedded snapshot decodes into one of these.
public struct Pokedex: Sendable, Equatable {
  /// Species sorted by national-dex number.
  public var pokemon: [Pokemon]
  /// Evolution chains by id.
  public var evolutionChains: [Int: EvolutionChain]
  /// Attack effectiveness between types.
  public var typeChart: TypeChart

  /// A Pokédex from its parts; `pokemon` is sorted by id.
  public init(pokemon: [Pokemon], evolutionChains: [Int: EvolutionChain], typeChart: TypeChart) {
    self.pokemon = pokemon.sorted { $0.id < $1.id }
    self.evolutionChains = evolutionChains
    self.typeChart = typeChart
  }

  /// The species with national-dex number `id`.
  public func pokemon(id: Int) -> Pokemon? {
    // Ids are dense from 1 in a full snapshot; fall back to a search for partial ones.
    if id >= 1, id <= pokemon.count, pokemon[id - 1].id == id { return pokemon[id - 1] }
    return pokemon.first { $0.id == id }
  }
}
