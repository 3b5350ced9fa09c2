/// Everything the offline Pokédex knows: every species and alternate form, every evolution
/// chain, and the type chart. The embedded snapshot decodes into one of these.
public struct Pokedex: Sendable, Equatable {
  /// Species and forms sorted by id: the species by national-dex number, then the forms
  /// (10001 up).
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

  /// The species with national-dex number `id`, or the form with PokeAPI id `id`.
  public func pokemon(id: Int) -> Pokemon? {
    // Species ids are dense from 1 in a full snapshot; the rest is found by halving.
    if id >= 1, id <= pokemon.count, pokemon[id - 1].id == id { return pokemon[id - 1] }
    var (low, high) = (0, pokemon.count)
    while low < high {
      let middle = (low + high) / 2
      if pokemon[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < pokemon.count && pokemon[low].id == id ? pokemon[low] : nil
  }

  /// The species Pokémon `id` (a species or a form) evolves from, or nil for a chain's first.
  public func parent(ofSpecies id: Int) -> Int? {
    let species = pokemon(id: id)?.speciesID ?? id
    guard let chain = pokemon(id: species).flatMap({ evolutionChains[$0.evolutionChainID] })
    else { return nil }
    func find(_ node: EvolutionNode) -> Int? {
      if node.evolvesTo.contains(where: { $0.speciesID == species }) { return node.speciesID }
      return node.evolvesTo.lazy.compactMap(find).first
    }
    return find(chain.root)
  }

  /// Species `id`'s Pokémon: the species first, then its forms in id order.
  public func forms(ofSpecies id: Int) -> [Pokemon] {
    (pokemon(id: id).map { [$0] } ?? [])
      + pokemon.reversed().prefix { $0.isForm }.filter { $0.speciesID == id }.reversed()
  }

  /// The names, by slug then language, of the forms `chain`'s conditions are about
  /// (`from_form`, `to_form`).
  public func formNames(namedIn chain: EvolutionChain) -> [String: [String: String]] {
    let slugs = chain.slugs(of: ["from_form", "to_form"])
    guard !slugs.isEmpty else { return [:] }
    var names: [String: [String: String]] = [:]
    for entry in pokemon {
      if let slug = entry.slug, slugs.contains(slug) { names[slug] = entry.everyName }
    }
    return names
  }

  /// Every species, each followed by its forms: the list's order when it shows forms.
  public var speciesThenForms: [Pokemon] {
    var formsBySpecies: [Int: [Pokemon]] = [:]
    for entry in pokemon where entry.isForm {
      formsBySpecies[entry.speciesID, default: []].append(entry)
    }
    return pokemon.filter { !$0.isForm }.flatMap { [$0] + (formsBySpecies[$0.id] ?? []) }
  }
}
