/// What the damage calculator knows of items, abilities and moves beyond PokeAPI's numbers,
/// one line per entry: PokeAPI names an item's category and a move's power, not that a Choice
/// Band multiplies Attack by 1.5 or that Body Press hits with Defense. The multipliers are
/// Showdown's, in 4096ths (6144 is ×1.5).
enum CalcEffects {
  // MARK: Items

  /// Items that raise the attacking stat: the stat's category and the 4096ths.
  static let attackItems: [String: (DamageClass, Int)] = [
    "choice-band": (.physical, 6144),
    "choice-specs": (.special, 6144),
  ]

  /// Items that double one species' attacking stat (Light Ball: Pikachu's Attack and Special
  /// Attack), by the species' Showdown name (its formes too: `Marowak-Alola`) and the stat's
  /// category (nil: either).
  static let speciesAttackItems: [String: (species: [String], category: DamageClass?)] = [
    "light-ball": (["Pikachu"], nil),
    "thick-club": (["Cubone", "Marowak"], .physical),
    "deep-sea-tooth": (["Clamperl"], .special),
  ]

  /// Whether Showdown's name `name` is of `species` or one of its formes.
  static func isSpecies(_ name: String, _ species: [String]) -> Bool {
    species.contains { name == $0 || name.hasPrefix($0 + "-") }
  }

  /// Items that raise a move's power when it is of their type (×1.2): type-boosting held
  /// items and plates.
  static let typeItems: [String: PokemonType] = [
    "silk-scarf": .normal, "black-belt": .fighting, "sharp-beak": .flying,
    "poison-barb": .poison, "soft-sand": .ground, "hard-stone": .rock, "silver-powder": .bug,
    "spell-tag": .ghost, "metal-coat": .steel, "charcoal": .fire, "mystic-water": .water,
    "miracle-seed": .grass, "magnet": .electric, "twisted-spoon": .psychic,
    "never-melt-ice": .ice, "dragon-fang": .dragon, "black-glasses": .dark,
    "fairy-feather": .fairy,
    "fist-plate": .fighting, "sky-plate": .flying, "toxic-plate": .poison,
    "earth-plate": .ground, "stone-plate": .rock, "insect-plate": .bug, "spooky-plate": .ghost,
    "iron-plate": .steel, "flame-plate": .fire, "splash-plate": .water,
    "meadow-plate": .grass, "zap-plate": .electric, "mind-plate": .psychic,
    "icicle-plate": .ice, "draco-plate": .dragon, "dread-plate": .dark, "pixie-plate": .fairy,
  ]

  /// Berries that halve a super-effective hit of their type (Chilan Berry: any Normal hit).
  static let resistBerries: [String: PokemonType] = [
    "occa-berry": .fire, "passho-berry": .water, "wacan-berry": .electric,
    "rindo-berry": .grass, "yache-berry": .ice, "chople-berry": .fighting,
    "kebia-berry": .poison, "shuca-berry": .ground, "coba-berry": .flying,
    "payapa-berry": .psychic, "tanga-berry": .bug, "charti-berry": .rock,
    "kasib-berry": .ghost, "haban-berry": .dragon, "colbur-berry": .dark,
    "babiri-berry": .steel, "roseli-berry": .fairy, "chilan-berry": .normal,
  ]

  // MARK: Abilities

  /// Abilities that turn the user's Normal moves into their type, ×1.2.
  static let ateAbilities: [String: PokemonType] = [
    "pixilate": .fairy, "aerilate": .flying, "refrigerate": .ice, "galvanize": .electric,
  ]
  /// Abilities that double the attacking stat of physical moves.
  static let doublesAttack: Set<String> = ["huge-power", "pure-power"]
  /// Abilities that halve super-effective damage (×0.75).
  static let filters: Set<String> = ["solid-rock", "filter", "prism-armor"]
  /// Abilities that halve damage at full HP.
  static let fullHPShields: Set<String> = ["multiscale", "shadow-shield"]
  /// Abilities a Mold Breaker cannot ignore (it ignores every other).
  static let unbreakable: Set<String> = [
    "full-metal-body", "neutralizing-gas", "prism-armor", "shadow-shield", "poison-heal",
  ]
  /// Abilities that ignore the defender's ability.
  static let moldBreakers: Set<String> = ["mold-breaker", "teravolt", "turboblaze"]
  /// Abilities that take no damage from a type (most of them heal or power up instead).
  static let absorbers: [String: PokemonType] = [
    "flash-fire": .fire, "well-baked-body": .fire, "water-absorb": .water, "storm-drain": .water,
    "dry-skin": .water, "volt-absorb": .electric, "lightning-rod": .electric,
    "motor-drive": .electric, "sap-sipper": .grass, "earth-eater": .ground,
  ]
  /// Abilities that block moves of raised priority.
  static let priorityBlockers: Set<String> = ["queenly-majesty", "dazzling", "armor-tail"]
  /// Abilities a contact move takes on (Wandering Spirit swaps them).
  static let abilitySwappers: Set<String> = ["mummy", "lingering-aroma", "wandering-spirit"]

  // MARK: Moves

  /// What a move's damage is when it is not the formula's.
  enum FixedDamage: Equatable {
    /// The user's level (Seismic Toss).
    case level
    /// A set amount (Dragon Rage's 40).
    case amount(Int)
    /// Half the target's HP (Super Fang).
    case halfTargetHP
    /// The user's HP (Final Gambit).
    case userHP
    /// The target's HP less the user's (Endeavor).
    case targetLessUserHP

    /// Whether using it again does as much again (Seismic Toss), so more uses may knock out.
    var repeats: Bool {
      switch self {
      case .level, .amount: true
      case .halfTargetHP, .userHP, .targetLessUserHP: false
      }
    }
    /// Whether the user's HP sets it.
    var usesAttackerHP: Bool { self == .userHP || self == .targetLessUserHP }
  }

  /// Moves whose damage is not the formula's, at full HP as the calculator has it (as
  /// Showdown's assumes).
  static let fixedDamage: [String: FixedDamage] = [
    "seismic-toss": .level, "night-shade": .level, "sonic-boom": .amount(20),
    "dragon-rage": .amount(40), "super-fang": .halfTargetHP, "natures-madness": .halfTargetHP,
    "ruination": .halfTargetHP, "final-gambit": .userHP, "endeavor": .targetLessUserHP,
  ]
  /// Moves whose power comes from HP (the user's for Flail and Reversal, the target's for the
  /// others): their power at full HP.
  static let fullHPPower: [String: Int] = [
    "flail": 20, "reversal": 20, "wring-out": 120, "crush-grip": 120, "hard-press": 100,
  ]
  /// Moves whose type comes from the user's forme: Ogerpon's Ivy Cudgel, Paldean Tauros's
  /// Raging Bull (the forme's Showdown name, then the type).
  static let typeByForme: [String: [(String, PokemonType)]] = [
    "ivy-cudgel": [
      ("Ogerpon-Wellspring", .water), ("Ogerpon-Hearthflame", .fire),
      ("Ogerpon-Cornerstone", .rock),
    ],
    "raging-bull": [
      ("Tauros-Paldea-Combat", .fighting), ("Tauros-Paldea-Blaze", .fire),
      ("Tauros-Paldea-Aqua", .water),
    ],
  ]
  /// Judgment's, Multi-Attack's and Techno Blast's type, and whether the item gave it: the
  /// plate, memory or drive held, else the type of the user's forme (`Arceus-Fire`,
  /// `Silvally-Water`, `Genesect-Douse`).
  static func heldType(of move: String, attacker: DamageCalc.Side) -> (PokemonType, Bool)? {
    let item = attacker.item?.slug ?? ""
    switch move {
    case "judgment":
      if item.hasSuffix("-plate"), let type = typeItems[item] { return (type, true) }
      return attacker.has("multitype") ? attacker.pokemon.types.first.map { ($0, false) } : nil
    case "multi-attack":
      if item.hasSuffix("-memory"), let type = PokemonType(rawValue: String(item.dropLast(7))) {
        return (type, true)
      }
      return attacker.has("rks-system") ? attacker.pokemon.types.first.map { ($0, false) } : nil
    case "techno-blast":
      let drives: [String: PokemonType] = [
        "douse-drive": .water, "shock-drive": .electric, "burn-drive": .fire, "chill-drive": .ice,
      ]
      if let type = drives[item] { return (type, true) }
      let formes: [String: PokemonType] = [
        "Genesect-Douse": .water, "Genesect-Shock": .electric, "Genesect-Burn": .fire,
        "Genesect-Chill": .ice,
      ]
      return formes[attacker.name].map { ($0, false) }
    default:
      return nil
    }
  }

  /// Ogerpon's masks, each raising its own forme's moves (×1.2).
  static let masks: [String: String] = [
    "wellspring-mask": "Ogerpon-Wellspring", "hearthflame-mask": "Ogerpon-Hearthflame",
    "cornerstone-mask": "Ogerpon-Cornerstone",
  ]
  /// Terrain Pulse's type in each terrain.
  static let terrainTypes: [DamageCalc.Terrain: PokemonType] = [
    .electric: .electric, .grassy: .grass, .misty: .fairy, .psychic: .psychic,
  ]

  // Kinds of moves that abilities and items look for, as Showdown's flags name them (PokeAPI
  // has no flags).
  /// Biting moves (Strong Jaw ×1.5).
  static let biting: Set<String> = [
    "bite", "crunch", "fire-fang", "ice-fang", "thunder-fang", "poison-fang", "psychic-fangs",
    "hyper-fang", "jaw-lock", "fishious-rend",
  ]
  /// Pulse moves (Mega Launcher ×1.5).
  static let pulse: Set<String> = [
    "water-pulse", "dark-pulse", "aura-sphere", "dragon-pulse", "origin-pulse", "terrain-pulse",
  ]
  /// Slicing moves (Sharpness ×1.5).
  static let slicing: Set<String> = [
    "aerial-ace", "air-cutter", "air-slash", "aqua-cutter", "behemoth-blade", "bitter-blade",
    "ceaseless-edge", "cross-poison", "cut", "fury-cutter", "kowtow-cleave", "leaf-blade",
    "mighty-cleave", "night-slash", "population-bomb", "psyblade", "psycho-cut", "razor-leaf",
    "razor-shell", "sacred-sword", "secret-sword", "slash", "solar-blade", "stone-axe",
    "tachyon-cutter", "x-scissor",
  ]
  /// Punching moves (Iron Fist ×1.2, Punching Glove ×1.1).
  static let punching: Set<String> = [
    "bullet-punch", "comet-punch", "dizzy-punch", "double-iron-bash", "drain-punch",
    "dynamic-punch", "fire-punch", "focus-punch", "hammer-arm", "headlong-rush", "ice-hammer",
    "ice-punch", "jet-punch", "mach-punch", "mega-punch", "meteor-mash", "plasma-fists",
    "power-up-punch", "rage-fist", "shadow-punch", "sky-uppercut", "surging-strikes",
    "thunder-punch", "wicked-blow",
  ]
  /// Sound moves (Punk Rock ×1.3 from its user, ×0.5 into it; Liquid Voice makes them Water).
  static let sound: Set<String> = [
    "alluring-voice", "boomburst", "bug-buzz", "chatter", "clanging-scales",
    "clangorous-soulblaze", "disarming-voice", "echoed-voice", "eerie-spell", "hyper-voice",
    "overdrive", "psychic-noise", "relic-song", "round", "snarl", "snore", "sparkling-aria",
    "torch-song", "uproar",
  ]
  /// Abilities that raise the Attack or Special Attack of one type's moves, by how much (in
  /// 4096ths).
  static let typeAbilities: [String: (PokemonType, Int)] = [
    "steelworker": (.steel, 6144), "dragons-maw": (.dragon, 6144),
    "rocky-payload": (.rock, 6144), "transistor": (.electric, 5325),
    "water-bubble": (.water, 8192),
  ]
  /// Ball and bomb moves (Bulletproof keeps them away).
  static let bullet: Set<String> = [
    "acid-spray", "aura-sphere", "barrage", "beak-blast", "bullet-seed", "egg-bomb",
    "electro-ball", "energy-ball", "focus-blast", "gyro-ball", "ice-ball", "magnet-bomb",
    "mist-ball", "mud-bomb", "octazooka", "pollen-puff", "pyro-ball", "rock-blast",
    "rock-wrecker", "searing-shot", "seed-bomb", "shadow-ball", "sludge-bomb", "syrup-bomb",
    "weather-ball", "zap-cannon",
  ]
  /// Wind moves (Wind Rider takes them in).
  static let wind: Set<String> = [
    "aeroblast", "air-cutter", "bleakwind-storm", "blizzard", "fairy-wind", "gust", "heat-wave",
    "hurricane", "icy-wind", "petal-blizzard", "sandsear-storm", "springtide-storm", "twister",
    "wildbolt-storm",
  ]
  /// Moves that hit through the target's ability, as Mold Breaker does.
  static let ignoreAbilities: Set<String> = [
    "photon-geyser", "sunsteel-strike", "moongeist-beam", "light-that-burns-the-sky",
    "menacing-moonraze-maelstrom", "searing-sunraze-smash",
  ]
  /// Abilities that keep the target from eating its berry (a resist berry does nothing).
  static let unnerving: Set<String> = ["unnerve", "as-one-glastrier", "as-one-spectrier"]

  /// Whether Knock Off's ×1.5 is lost on `defender`'s item: one it cannot be knocked off
  /// (Arceus's plate, Silvally's memory, Genesect's drive, Ogerpon's mask, a legendary's orb
  /// or core, a Mega Stone on its own species, a Z-Crystal), or a Booster Energy its ability
  /// has used.
  static func keepsItem(_ defender: DamageCalc.Side) -> Bool {
    guard let item = defender.item?.slug else { return false }
    func species(_ names: String...) -> Bool { isSpecies(defender.name, names) }
    let own: [String: String] = [
      "griseous-core": "Giratina", "griseous-orb": "Giratina", "adamant-crystal": "Dialga",
      "lustrous-globe": "Palkia", "blue-orb": "Kyogre", "red-orb": "Groudon",
      "rusted-sword": "Zacian", "rusted-shield": "Zamazenta",
    ]
    if let holder = own[item] { return species(holder) }
    if item.hasSuffix("-plate") { return species("Arceus") }
    if item.hasSuffix("-memory") { return species("Silvally") }
    if item.hasSuffix("-drive") { return species("Genesect") }
    if item.hasSuffix("-mask") { return species("Ogerpon") }
    if item.hasSuffix("ium-z") || item.hasSuffix("-z") { return true }
    if item == "booster-energy" {
      return defender.has("protosynthesis") || defender.has("quark-drive")
    }
    // A Mega Stone names its species: gengarite, charizardite-x.
    let stone = item.hasSuffix("-x") || item.hasSuffix("-y") ? String(item.dropLast(2)) : item
    if stone.hasSuffix("ite"), stone != "eviolite" {
      let name = String(stone.dropLast(3))
      return defender.name.lowercased().hasPrefix(name) && name.count > 2
    }
    return false
  }

  /// Moves that hurt their user when they miss: Reckless raises them as it does recoil moves.
  static let crash: Set<String> = ["jump-kick", "high-jump-kick", "axe-kick", "supercell-slam"]
  /// Moves whose stat change is their user's cost, not a secondary effect (Sheer Force leaves
  /// them as they are).
  static let selfDrawbacks: Set<String> = [
    "clanging-scales", "close-combat", "draco-meteor", "dragon-ascent", "fleur-cannon",
    "hammer-arm", "hyperspace-fury", "ice-hammer", "leaf-storm", "overheat", "psycho-boost",
    "superpower", "v-create", "make-it-rain", "headlong-rush", "armor-cannon", "spin-out",
    "scale-shot",
  ]
  /// Moves that always land a critical hit that PokeAPI gives no critical stage for.
  static let alwaysCritical: Set<String> = ["flower-trick"]
  /// Abilities that keep a critical hit away.
  static let critBlockers: Set<String> = ["battle-armor", "shell-armor"]
  /// Statuses that double Hex's and Infernal Parade's power; Venoshock's and Barb Barrage's
  /// need poison.
  static let statusPower: [String: Set<DamageCalc.Field.Status>] = [
    "hex": [.poison, .toxic, .burn], "infernal-parade": [.poison, .toxic, .burn],
    "venoshock": [.poison, .toxic], "barb-barrage": [.poison, .toxic],
  ]

  /// Moves whose power comes from the order of moves or both Pokémon's Speed: a Showdown
  /// line's `(N BP)` gives it (``DamageCalc/givenPower``).
  static let powerFromOrder: Set<String> = [
    "gyro-ball", "electro-ball", "payback", "bolt-beak", "fishious-rend",
  ]

  /// Moves whose damage comes from what a calculation does not have, and why: an English
  /// template, `%@` the move's name. (PokeAPI gives them no power; the formula would have
  /// worked them out at a power of 1.)
  static let damageUnknown: [String: String] = {
    var reasons: [String: String] = [:]
    for (slugs, reason) in [
      (
        ["counter", "mirror-coat", "metal-burst", "bide", "comeuppance"],
        "%@ does damage from what its user takes: the calculator cannot know it"
      ),
      (
        ["guillotine", "horn-drill", "fissure", "sheer-cold"],
        "%@ knocks the target out when it hits, whatever its HP"
      ),
      (["psywave", "magnitude", "present"], "%@'s damage is left to chance"),
      (["beat-up"], "%@'s damage comes from the user's party: the calculator cannot know it"),
      (["spit-up"], "%@'s power comes from Stockpile: the calculator cannot know it"),
      (
        ["natural-gift"],
        "%@'s power and type come from the Berry held: the calculator cannot know them"
      ),
      (["fling"], "%@'s power comes from the item flung: the calculator cannot know it"),
      (["trump-card"], "%@'s power comes from its PP left: the calculator cannot know it"),
      (
        ["gyro-ball", "electro-ball"],
        "%@'s power comes from both Pokémon's Speed: the calculator does not work it out"
      ),
    ] {
      for slug in slugs { reasons[slug] = reason }
    }
    return reasons
  }()
  /// Special moves that hit the target's Defense.
  static let hitsDefense: Set<String> = ["psyshock", "psystrike", "secret-sword"]
  /// Physical moves that make no contact (PokeAPI has no contact flag; every other physical
  /// move makes contact, as in the games): Tough Claws, Fluffy and a Mummy between hits go by
  /// it.
  static let physicalWithoutContact: Set<String> = [
    "acid-downpour--physical", "all-out-pummeling--physical", "aqua-cutter", "attack-order",
    "aura-wheel", "barb-barrage", "barrage", "beak-blast", "beat-up",
    "black-hole-eclipse--physical", "blazing-torque", "bloom-doom--physical", "bone-club",
    "bone-rush", "bonemerang", "breakneck-blitz--physical", "bulldoze", "bullet-seed",
    "combat-torque", "continental-crush--physical", "corkscrew-crash--physical",
    "devastating-drake--physical", "diamond-storm", "dragon-darts", "drum-beating", "earthquake",
    "egg-bomb", "explosion", "feint", "fissure", "fling", "flower-trick", "freeze-shock",
    "fusion-bolt", "gigaton-hammer", "gigavolt-havoc--physical", "glacial-lance", "grav-apple",
    "gunk-shot", "hydro-vortex--physical", "hyperspace-fury", "ice-shard", "icicle-crash",
    "icicle-spear", "inferno-overdrive--physical", "ivy-cudgel", "lands-wrath", "last-respects",
    "leafage", "magical-torque", "magnet-bomb", "magnitude", "max-airstream", "max-darkness",
    "max-flare", "max-flutterby", "max-geyser", "max-hailstorm", "max-knuckle", "max-lightning",
    "max-mindstorm", "max-ooze", "max-overgrowth", "max-phantasm", "max-quake", "max-rockfall",
    "max-starfall", "max-steelspike", "max-strike", "max-wyrmwind", "metal-burst", "meteor-assault",
    "mountain-gale", "natural-gift", "never-ending-nightmare--physical", "noxious-torque",
    "order-up", "pay-day", "petal-blizzard", "pin-missile", "poison-sting", "poltergeist",
    "precipice-blades", "present", "psycho-cut", "pyro-ball", "raging-fury", "razor-leaf",
    "rock-blast", "rock-slide", "rock-throw", "rock-tomb", "rock-wrecker", "sacred-fire",
    "salt-cure", "sand-tomb", "sappy-seed", "savage-spin-out--physical", "scale-shot",
    "secret-power", "seed-bomb", "self-destruct", "shadow-bone", "shattered-psyche--physical",
    "sinister-arrow-raid", "sky-attack", "smack-down", "spike-cannon", "spirit-shackle",
    "splintered-stormshards", "stone-edge", "subzero-slammer--physical",
    "supersonic-skystrike--physical", "tectonic-rage--physical", "thousand-arrows",
    "thousand-waves", "triple-arrows", "twineedle", "twinkle-tackle--physical", "wicked-torque",
  ]
  /// Special moves that make contact.
  static let specialWithContact: Set<String> = [
    "draining-kiss", "electro-drift", "grass-knot", "infestation", "petal-dance", "trump-card",
    "wring-out",
  ]

  /// Whether move `slug` makes contact when it hits as a physical move (`physical`) or a
  /// special one.
  static func makesContact(_ slug: String, physical: Bool) -> Bool {
    physical ? !physicalWithoutContact.contains(slug) : specialWithContact.contains(slug)
  }
  /// Moves that hit as many times as they can by default (each hit may miss in the games).
  static let mostHits: Set<String> = ["triple-axel", "triple-kick", "population-bomb"]
  /// How many times the moves hit that PokeAPI gives no count for (their meta is empty).
  static let hitsPokeAPILacks: [String: ClosedRange<Int>] = [
    "population-bomb": 1...10, "triple-dive": 3...3, "twin-beam": 2...2, "tachyon-cutter": 2...2,
  ]
  /// Moves whose power rises with each hit: the first hit's power.
  static let risingHits: [String: Int] = ["triple-axel": 20, "triple-kick": 10]
  /// Moves that raise the user's Special Attack by a stage before they hit.
  static let chargesSpecialAttack: Set<String> = ["meteor-beam", "electro-shot"]
  /// Moves with more power when super effective (×5461/4096).
  static let superEffectiveBoost: Set<String> = ["electro-drift", "collision-course"]
  /// Moves whose type no -ate ability changes.
  static let keepsType: Set<String> = [
    "weather-ball", "revelation-dance", "judgment", "techno-blast", "multi-attack",
    "natural-gift", "terrain-pulse", "struggle", "tera-blast",
  ]
  /// Moves whose power comes from friendship: at its most, as Showdown assumes.
  static let fullFriendship: [String: Int] = [
    "return": 102, "frustration": 102, "pika-papow": 102, "veevee-volley": 102,
  ]
  /// Moves whose power comes from the user's HP (no Tera floor of 60).
  static let hpPower: Set<String> = ["eruption", "water-spout", "dragon-energy"]
  /// Moves whose power comes from the target's weight (Low Kick, Grass Knot).
  static let targetWeight: Set<String> = ["low-kick", "grass-knot"]
  /// Moves whose power comes from the user's weight against the target's.
  static let weightRatio: Set<String> = ["heavy-slam", "heat-crash"]

  /// Low Kick's and Grass Knot's power for a target of `kilograms`.
  static func powerForWeight(_ kilograms: Double) -> Int {
    switch kilograms {
    case ..<10: 20
    case ..<25: 40
    case ..<50: 60
    case ..<100: 80
    case ..<200: 100
    default: 120
    }
  }

  /// Heavy Slam's and Heat Crash's power for a user `ratio` times as heavy as the target.
  static func powerForRatio(_ ratio: Double) -> Int {
    switch ratio {
    case 5...: 120
    case 4...: 100
    case 3...: 80
    case 2...: 60
    default: 40
    }
  }
}

extension MoveInfo {
  /// Whether it has a secondary effect (a chance to burn, flinch, lower a stat, raise its
  /// user's): what Sheer Force gives up for ×1.3.
  var hasSecondaryEffect: Bool {
    (meta.effectChance ?? 0) > 0 && !CalcEffects.selfDrawbacks.contains(slug)
  }
  /// Whether it hurts its user: recoil, or a crash when it misses (Reckless).
  var isReckless: Bool { meta.drain < 0 || CalcEffects.crash.contains(slug) }
  /// Whether it always lands a critical hit (Wicked Blow, Frost Breath).
  var alwaysCrits: Bool { meta.critStage >= 3 || CalcEffects.alwaysCritical.contains(slug) }
}

extension MoveInfo {
  /// The attacker's stat this move hits with (1 Atk, 3 SpA; Body Press's 2, Defense), by
  /// index in ``TeamMember/Stats``.
  public var attackingStat: Int { slug == "body-press" ? 2 : damageClass == .physical ? 1 : 3 }
  /// The defender's stat it hits (2 Def, 4 SpD; Psyshock's Def).
  public var defendingStat: Int {
    damageClass == .physical || CalcEffects.hitsDefense.contains(slug) ? 2 : 4
  }
}

extension MoveInfo {
  /// Whether it is a Z-move or a Max move (one PP; `max-`, `g-max-`): none of them exists in
  /// generation 9, which the calculator works out.
  public var isZOrMaxMove: Bool {
    (pp == 1 && damageClass != .status) || slug.hasPrefix("max-") || slug.hasPrefix("g-max-")
  }
}
