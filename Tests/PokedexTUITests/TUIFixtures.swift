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

  /// A 24×24 Poké Ball drawn pixel by pixel: red top, white bottom, a black outline and band,
  /// a white button, transparent corners. Four colours keep a styled snapshot readable.
  static let pokeBall: PNGImage = {
    let size = 24
    var pixels: [UInt8] = []
    for y in 0..<size {
      for x in 0..<size {
        let dx = Double(x) - 11.5
        let dy = Double(y) - 11.5
        let distance = (dx * dx + dy * dy).squareRoot()
        let color: [UInt8]
        if distance > 11.5 {
          color = [0, 0, 0, 0]
        } else if distance > 10.3 || abs(dy) < 1.5 && distance > 3.5
          || distance > 2.2 && distance <= 3.5
        {
          color = [32, 32, 32, 255]
        } else if distance <= 2.2 || dy > 0 {
          color = [240, 240, 240, 255]
        } else {
          color = [227, 53, 13, 255]
        }
        pixels += color
      }
    }
    return PNGImage(width: size, height: size, pixels: pixels)
  }()

  /// ``client`` with a sprite (the Poké Ball) for every Pokémon.
  static let clientWithSprites: PokemonClient = {
    var withSprites = client
    withSprites.fetchSprite = { _, _ in pokeBall }
    return withSprites
  }()
}
