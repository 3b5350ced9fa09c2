import PokedexCore

/// A small Pokédex made by hand for tests that must not depend on the shared PokeAPI copy.
enum Fixtures {
  static func pokemon(
    _ id: Int, _ name: String, _ types: [PokemonType], generation: Int = 1, chain: Int,
    names: [String: String] = [:]
  ) -> Pokemon {
    Pokemon(
      id: id, name: name, names: ["en": name].merging(names) { $1 }, types: types,
      generation: generation,
      stats: BaseStats(
        hp: 40 + id % 50, attack: 50, defense: 45, specialAttack: 60, specialDefense: 55,
        speed: 30 + id % 70),
      height: 5 + id % 10, weight: 60 + id, abilities: [Ability(name: "static", isHidden: false)],
      genus: "Test Pokémon", evolutionChainID: chain)
  }

  static let bulbasaur = pokemon(1, "Bulbasaur", [.grass, .poison], chain: 1)
  static let charmander = pokemon(4, "Charmander", [.fire], chain: 2)
  static let charmeleon = pokemon(5, "Charmeleon", [.fire], chain: 2)
  static let charizard = pokemon(6, "Charizard", [.fire, .flying], chain: 2)
  static let pikachu = pokemon(
    25, "Pikachu", [.electric], chain: 10, names: ["ja": "ピカチュウ", "fr": "Pikachu"])
  static let raichu = pokemon(26, "Raichu", [.electric], chain: 10)
  static let nidoranFemale = pokemon(29, "Nidoran♀", [.poison], chain: 11)
  static let charjabug = pokemon(737, "Charjabug", [.bug, .electric], generation: 7, chain: 50)
  static let flabebe = pokemon(669, "Flabébé", [.fairy], generation: 6, chain: 40)
  static let gyarados = pokemon(130, "Gyarados", [.water, .flying], chain: 60)

  static let all = [
    bulbasaur, charmander, charmeleon, charizard, pikachu, raichu, nidoranFemale, gyarados,
    flabebe, charjabug,
  ]

  static let pikachuChain = EvolutionChain(
    id: 10,
    root: EvolutionNode(
      speciesID: 25, name: "pikachu",
      evolvesTo: [
        EvolutionNode(
          speciesID: 26, name: "raichu",
          conditions: [
            EvolutionCondition(trigger: "use-item", requirements: ["item": "thunder-stone"])
          ])
      ]))

  static let charmanderChain = EvolutionChain(
    id: 2,
    root: EvolutionNode(
      speciesID: 4, name: "charmander",
      evolvesTo: [
        EvolutionNode(
          speciesID: 5, name: "charmeleon",
          conditions: [EvolutionCondition(trigger: "level-up", requirements: ["min_level": "16"])],
          evolvesTo: [
            EvolutionNode(
              speciesID: 6, name: "charizard",
              conditions: [
                EvolutionCondition(trigger: "level-up", requirements: ["min_level": "36"])
              ])
          ])
      ]))

  /// A partial chart with the matchups the tests look at; everything else is neutral.
  static let chart: TypeChart = {
    var chart = TypeChart.neutral
    func set(_ attacker: PokemonType, _ defender: PokemonType, _ value: Double) {
      chart.multipliers[attacker.index][defender.index] = value
    }
    set(.electric, .water, 2)
    set(.electric, .flying, 2)
    set(.electric, .ground, 0)
    set(.rock, .fire, 2)
    set(.rock, .flying, 2)
    set(.water, .fire, 2)
    set(.grass, .water, 2)
    set(.grass, .fire, 0.5)
    set(.bug, .fire, 0.5)
    set(.ground, .flying, 0)
    set(.fire, .water, 0.5)
    set(.bug, .flying, 0.5)
    set(.grass, .flying, 0.5)
    return chart
  }()

  static let pokedex = Pokedex(
    pokemon: all, evolutionChains: [2: charmanderChain, 10: pikachuChain], typeChart: chart)

  static let client = PokemonClient.local(pokedex)
}
