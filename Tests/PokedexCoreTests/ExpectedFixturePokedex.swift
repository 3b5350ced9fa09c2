import PokedexCore

/// What the sync must make of Tests/Fixtures/pokeapi, written out by hand from those files.
enum ExpectedFixturePokedex {
  /// The five species, without the form: what a list of species shows.
  static var species: [Pokemon] { value.pokemon.filter { !$0.isForm } }

  static let value = Pokedex(
    pokemon: [sproutling, bloomguard, emberkit, cinderwisp, glimmerfin, sproutlingBloom],
    evolutionChains: [1: growthChain, 2: emberChain, 3: aloneChain], typeChart: typeChart)

  /// Every fixture Pokémon yields one Special Attack point; none has a base experience or a
  /// species record (the fixtures' species have no growth rate).
  static let oneSpecialAttack = Training(
    evYield: BaseStats(hp: 0, attack: 0, defense: 0, specialAttack: 1, specialDefense: 0, speed: 0))

  /// Sproutling's alternate form: its own types, stats, ability and size; its names from the
  /// form's whole names (French, English) and from its form name beside the species' name
  /// (Spanish); the generation of the game it came in (fixture-group, generation 9).
  static let sproutlingBloom: Pokemon = {
    var form = sproutling
    form.id = 10001
    form.speciesID = 1
    form.form = FormInfo(slug: "sproutling-bloom", formName: "bloom")
    form.name = "Blooming Sproutling"
    form.names = [
      "en": "Blooming Sproutling", "fr": "Germillon Fleuri", "es": "Brotín (Forma Flor)",
    ]
    form.types = [.grass, .fire]
    form.generation = 9
    form.stats = BaseStats(
      hp: 54, attack: 60, defense: 50, specialAttack: 75, specialDefense: 50, speed: 61)
    form.height = 5
    form.weight = 40
    form.abilities = [Ability(name: "flash-fire", isHidden: false)]
    form.training = Training(
      evYield: BaseStats(
        hp: 0, attack: 0, defense: 0, specialAttack: 2, specialDefense: 0, speed: 0),
      baseExperience: 70)
    return form
  }()

  static let sproutling = Pokemon(
    id: 1, name: "Sproutling",
    // `ja` wins over `ja-hrkt`; Korean is not kept.
    names: [
      "de": "Sprössling", "en": "Sproutling", "es": "Brotín", "fr": "Pousselin", "ja": "スプラウ",
    ],
    types: [.grass], generation: 1,
    stats: BaseStats(
      hp: 44, attack: 48, defense: 50, specialAttack: 62, specialDefense: 60, speed: 41),
    height: 6, weight: 72,
    abilities: [
      Ability(name: "overgrow", isHidden: false), Ability(name: "dew-drink", isHidden: true),
    ],
    genus: "Seedling Pokémon",
    // Only `ja-hrkt` has a Japanese genus, so it stands in for `ja`.
    genera: ["en": "Seedling Pokémon", "fr": "Pokémon Semis", "ja": "なえぎポケモン"],
    evolutionChainID: 1, training: oneSpecialAttack)

  static let bloomguard = Pokemon(
    id: 2, name: "Bloomguard",
    names: [
      "de": "Blütenwacht", "en": "Bloomguard", "es": "Guardaflor", "fr": "Floregarde",
      "ja": "ぶるーむがーど",
    ],
    types: [.grass, .poison], generation: 4,
    stats: BaseStats(
      hp: 70, attack: 75, defense: 80, specialAttack: 90, specialDefense: 85, speed: 60),
    height: 12, weight: 240,
    abilities: [
      Ability(name: "overgrow", isHidden: false), Ability(name: "thorn-coat", isHidden: false),
      Ability(name: "dew-drink", isHidden: true),
    ],
    genus: "Guardian Pokémon", genera: ["en": "Guardian Pokémon", "ja": "しゅごポケモン"],
    evolutionChainID: 1, training: oneSpecialAttack)

  static let emberkit = Pokemon(
    id: 3, name: "Emberkit",
    names: ["en": "Emberkit", "es": "Ascuagato", "fr": "Braisinet", "ja": "エンバキット"],
    types: [.fire], generation: 9,
    stats: BaseStats(
      hp: 40, attack: 55, defense: 38, specialAttack: 60, specialDefense: 45, speed: 70),
    height: 4, weight: 35,
    abilities: [
      Ability(name: "blaze", isHidden: false), Ability(name: "flash-fire", isHidden: true),
    ],
    genus: "Ember Pokémon", genera: ["de": "Glut-Pokémon", "en": "Ember Pokémon"],
    evolutionChainID: 2, training: oneSpecialAttack)

  static let cinderwisp = Pokemon(
    id: 4, name: "Cinder-Wisp ♀",
    names: ["de": "Asche=Licht|Irrlicht", "en": "Cinder-Wisp ♀", "fr": "Mèche; Cendrée"],
    types: [.fire, .ghost], generation: 8,
    stats: BaseStats(
      hp: 65, attack: 70, defense: 60, specialAttack: 105, specialDefense: 80, speed: 95),
    height: 11, weight: 180,
    abilities: [
      Ability(name: "blaze", isHidden: false), Ability(name: "cursed-body", isHidden: true),
    ],
    genus: "Wisp Pokémon", genera: ["en": "Wisp Pokémon"], evolutionChainID: 2,
    training: oneSpecialAttack)

  static let glimmerfin = Pokemon(
    id: 5, name: "Glimmerfin", names: ["en": "Glimmerfin"], types: [.water], generation: 6,
    stats: BaseStats(
      hp: 50, attack: 40, defense: 45, specialAttack: 70, specialDefense: 75, speed: 88),
    height: 8, weight: 95,
    abilities: [
      Ability(name: "swift-swim", isHidden: false), Ability(name: "water-veil", isHidden: true),
    ],
    genus: "Shimmer Pokémon", genera: ["en": "Shimmer Pokémon"], evolutionChainID: 3,
    training: oneSpecialAttack)

  static let growthChain = EvolutionChain(
    id: 1,
    root: EvolutionNode(
      speciesID: 1, name: "sproutling",
      evolvesTo: [
        EvolutionNode(
          speciesID: 2, name: "bloomguard",
          conditions: [
            // The fixture repeats this row for a second game; it is kept once.
            EvolutionCondition(trigger: "level-up", requirements: ["min_level": "16"]),
            EvolutionCondition(
              trigger: "level-up",
              requirements: [
                "known_move_type": "fairy", "min_happiness": "160", "time_of_day": "night",
              ]),
          ])
      ]))

  static let emberChain = EvolutionChain(
    id: 2,
    root: EvolutionNode(
      speciesID: 3, name: "emberkit",
      evolvesTo: [
        EvolutionNode(
          speciesID: 4, name: "cinderwisp",
          conditions: [
            EvolutionCondition(trigger: "use-item", requirements: ["item": "fire-stone"]),
            // Every present requirement is kept, including a field PokeAPI might add later.
            EvolutionCondition(
              trigger: "trade",
              requirements: [
                "gender": "1", "held_item": "reaper-cloth", "min_cinder_count": "3",
                "needs_multiplayer": "true", "relative_physical_stats": "0",
              ]),
          ])
      ]))

  static let aloneChain = EvolutionChain(
    id: 3, root: EvolutionNode(speciesID: 5, name: "glimmerfin"))

  static let typeChart: TypeChart = {
    var chart = TypeChart.neutral
    func set(_ attacker: PokemonType, _ defenders: [PokemonType], _ multiplier: Double) {
      for defender in defenders { chart.multipliers[attacker.index][defender.index] = multiplier }
    }
    set(.poison, [.grass, .fairy], 2)
    set(.poison, [.poison, .ground, .ghost], 0.5)
    set(.poison, [.steel], 0)
    set(.fire, [.grass, .steel], 2)
    set(.fire, [.fire, .water], 0.5)
    set(.grass, [.water], 2)
    set(.grass, [.fire, .grass], 0.5)
    return chart
  }()
}
