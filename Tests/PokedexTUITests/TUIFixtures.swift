import Foundation
import PokedexCore
import TerminalTesting

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

extension TUIFixtures {
  /// Three made-up moves for the move browser.
  static let moves = [
    MoveInfo(
      id: 1, slug: "zap", type: .electric, damageClass: .special, power: 90, accuracy: 100,
      pp: 15, priority: 0, target: "selected-pokemon", generation: 1,
      names: ["en": "Zap", "es": "Chispazo"], shortEffects: [:],
      effects: ["en": "Inflicts damage; may paralyze the target."],
      meta: MoveMeta(effectChance: 10, ailment: "paralysis", ailmentChance: 10),
      pastValues: [
        PastMoveValues(
          group: GameGroup(id: 2, slug: "newer", generation: 9, versions: ["newer"]), power: 95)
      ]),
    MoveInfo(
      id: 2, slug: "tide-crash", type: .water, damageClass: .physical, power: 120,
      accuracy: 85, pp: 5, priority: 0, target: "selected-pokemon", generation: 3,
      names: ["en": "Tide Crash"], shortEffects: [:], effects: ["en": "Inflicts damage."]),
    MoveInfo(
      id: 3, slug: "glare-down", type: .normal, damageClass: .status, power: nil,
      accuracy: nil, pp: 30, priority: 1, target: "all-opponents", generation: 2,
      names: ["en": "Glare Down"], shortEffects: [:], effects: ["en": "Lowers Attack."]),
  ]

  /// Zap's learners: Mon1 by level and Mon2 by machine in the newer game, Mon3 by tutor in the
  /// older one.
  static let zap = MoveDetail(
    move: moves[0],
    groups: [
      GameGroup(id: 2, slug: "newer", generation: 9, versions: ["newer"]),
      GameGroup(id: 1, slug: "older", generation: 8, versions: ["older"]),
    ],
    learners: [
      2: [
        MoveLearner(pokemon: pokemon(2), learned: LearnedMove(move: 1, method: "machine")),
        MoveLearner(
          pokemon: pokemon(1), learned: LearnedMove(move: 1, method: "level-up", level: 12)),
      ],
      1: [MoveLearner(pokemon: pokemon(3), learned: LearnedMove(move: 1, method: "tutor"))],
    ],
    methods: [
      "level-up": LearnMethod(code: "L", slug: "level-up", names: ["en": "Level up"]),
      "machine": LearnMethod(code: "M", slug: "machine", names: ["en": "Machine"]),
    ],
    machines: [2: "tm24"], versionNames: ["newer": ["en": "Newer"], "older": ["en": "Older"]])

  /// ``client`` with the three moves: a query keeps the moves whose English name holds it.
  /// Where a Pokémon is found in Red / Blue: a forest in the morning, and a power plant in
  /// Blue only; Gold / Silver's data is the newest. Methods named in three languages, as
  /// PokeAPI names them (Spanish and Japanese fall back to English).
  static let encounters: PokemonEncounters = {
    let forest = [
      "en": "Viridian Forest", "fr": "Forêt de Jade", "de": "Vertania-Wald", "es": "Bosque Verde",
      "ja": "トキワのもり",
    ]
    let plant = ["en": "Power Plant", "fr": "Centrale", "de": "Kraftwerk", "ja": "はつでんしょ"]
    let redBlue = GameGroup(
      id: 1, slug: "red-blue", generation: 1, versions: ["red", "blue"], order: 1)
    let goldSilver = GameGroup(
      id: 3, slug: "gold-silver", generation: 2, versions: ["gold", "silver"], order: 3)
    return PokemonEncounters(
      groups: [redBlue],
      lines: [
        1: [
          EncounterLine(
            pokemon: 1, place: 1, placeSlug: "viridian-forest", placeNames: forest,
            method: "walk", conditions: ["time-morning"], versions: ["red", "blue"],
            minLevel: 3, maxLevel: 5, chance: 5),
          EncounterLine(
            pokemon: 1, place: 2, placeSlug: "power-plant", placeNames: plant,
            areaPart: ["en": "east"], method: "surf", versions: ["blue"], minLevel: 21,
            maxLevel: 24, chance: 25),
        ]
      ],
      names: [
        "method": [
          "walk": [
            "en": "Walking in tall grass or a cave", "fr": "En marchant dans les herbes hautes",
            "de": "Im hohen Gras laufen",
          ],
          "surf": ["en": "Surfing", "fr": "En surfant", "de": "Surfen"],
        ],
        "condition": ["time-morning": ["en": "In the morning", "de": "Am Morgen"]],
        "version": [
          "red": ["en": "Red", "fr": "Rouge", "de": "Rot", "es": "Rojo", "ja": "赤"],
          "blue": ["en": "Blue", "fr": "Bleue", "de": "Blau", "es": "Azul", "ja": "青"],
          "gold": ["en": "Gold", "fr": "Or", "de": "Gold", "es": "Oro", "ja": "金"],
          "silver": ["en": "Silver", "fr": "Argent", "de": "Silber", "es": "Plata", "ja": "銀"],
        ],
      ],
      lastGroupWithData: goldSilver)
  }()

  /// Three items, and Leftovers in full, held by the fixture Pokédex's first Pokémon.
  static let leftovers = PokedexSets.Item(
    id: 211, slug: "leftovers", category: "held-items",
    names: [
      "en": "Leftovers", "fr": "Restes", "de": "Überreste", "es": "Restos", "ja": "たべのこし",
    ])
  static let items: [ItemSearchResult] = [
    ItemSearchResult(
      item: PokedexSets.Item(
        id: 4, slug: "poke-ball", category: "standard-balls",
        names: ["en": "Poké Ball", "fr": "Poké Ball", "de": "Pokéball", "ja": "モンスターボール"]),
      kind: .balls, shortEffects: ["en": "Tries to catch a wild Pokémon."]),
    ItemSearchResult(
      item: leftovers, kind: .held,
      shortEffects: [
        "en": "Held: Restores 1/16 of its max HP each turn.",
        "fr": "Tenu : restaure 1/16 de ses PV max à chaque tour.",
      ]),
    ItemSearchResult(
      item: PokedexSets.Item(
        id: 82, slug: "fire-stone", category: "evolution",
        names: ["en": "Fire Stone", "fr": "Pierre Feu", "de": "Feuerstein", "ja": "ほのおのいし"]),
      kind: .evolution),
  ]
  static let leftoversDetail = ItemDetail(
    item: leftovers, kind: .held,
    category: PokedexItems.Category(
      slug: "held-items", pocket: "misc",
      names: ["en": "Held items", "fr": "Objets tenus", "de": "Basis-Items"]),
    entry: PokedexItems.Entry(
      id: 211, flingPower: 10, generations: [2, 3, 4, 5, 6, 7, 8, 9],
      shortEffects: items[1].shortEffects,
      texts: [
        "en": "The holder’s HP is slowly but steadily restored throughout every battle.",
        "fr": "Restaure graduellement les PV du porteur durant le combat.",
        "de": "Füllt im Kampf stetig KP auf.",
        "es": "Restaura gradualmente los PS durante el combate.",
        "ja": "持たせると 戦闘中 少しずつ HPが 回復する。",
      ]),
    holders: [
      ItemDetail.Holder(pokemon: pokedex.pokemon[0], rarity: 5, versions: ["red", "blue"])
    ],
    versionNames: [
      "red": ["en": "Red", "fr": "Rouge", "de": "Rot", "es": "Rojo", "ja": "赤"],
      "blue": ["en": "Blue", "fr": "Bleue", "de": "Blau", "es": "Azul", "ja": "青"],
    ])

  static let movesClient = client.with {
    $0.searchMoves = { query, filter in
      moves.filter {
        filter.matches($0)
          && (query.isEmpty || $0.name(in: .english).lowercased().contains(query.lowercased()))
      }
      .map { MoveSearchResult(move: $0) }
    }
    $0.fetchMove = { slug in
      guard slug == "zap" else { throw PokedexError("No move is called \"\(slug)\".") }
      return zap
    }
  }
}

extension PokemonClient {
  func with(_ change: (inout PokemonClient) -> Void) -> PokemonClient {
    var copy = self
    change(&copy)
    return copy
  }
}

extension Tmux {
  /// The built `pokedex-tui`, next to the test bundle.
  static var binary: URL { builtProgram("pokedex-tui") }
}
