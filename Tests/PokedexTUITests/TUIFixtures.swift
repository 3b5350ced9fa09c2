import PokedexCore

/// A few dozen made-up Pokémon for terminal tests that must not depend on the real snapshot.
enum TUIFixtures {
  static func pokemon(_ id: Int) -> Pokemon {
    let type = PokemonType.allCases[id % PokemonType.allCases.count]
    return Pokemon(
      id: id, name: "Mon\(id)", names: ["en": "Mon\(id)", "es": "Mon\(id)es"], types: [type],
      generation: 1 + id % 9,
      stats: BaseStats(
        hp: 45, attack: 49, defense: 49, specialAttack: 65, specialDefense: 65, speed: 45),
      height: 7, weight: 69, abilities: [Ability(name: "overgrow", isHidden: false)],
      genus: "Seed Pokémon", evolutionChainID: 1)
  }

  static let pokedex = Pokedex(
    pokemon: (1...45).map(pokemon),
    evolutionChains: [
      1: EvolutionChain(
        id: 1,
        root: EvolutionNode(
          speciesID: 1, name: "mon1",
          evolvesTo: [
            EvolutionNode(
              speciesID: 2, name: "mon2",
              conditions: [
                EvolutionCondition(trigger: "level-up", requirements: ["min_level": "16"])
              ])
          ]))
    ], typeChart: .neutral)

  static let client = PokemonClient.local(pokedex)
}
