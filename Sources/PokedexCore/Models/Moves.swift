/// A move's damage class: the category the games print beside its type.
public enum DamageClass: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
  case physical, special, status
}

/// A move, with what a Pokédex shows of it.
public struct MoveInfo: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// PokeAPI's id (1…919; shadow moves are left out).
  public var id: Int
  /// PokeAPI's slug: `thunderbolt`.
  public var slug: String
  /// Its type; nil for a type outside the eighteen.
  public var type: PokemonType?
  /// Physical, special or status.
  public var damageClass: DamageClass
  /// Base power, accuracy (percent) and PP; nil where the move has none (status moves, moves
  /// that never miss).
  public var power: Int?
  public var accuracy: Int?
  public var pp: Int?
  /// Priority, -7…5; 0 for most.
  public var priority: Int
  /// PokeAPI's target slug: `selected-pokemon`, `all-opponents`, ...
  public var target: String
  /// The generation it came in.
  public var generation: Int
  /// Names by language code.
  public var names: [String: String]
  /// One-line effects by language code (the games' own text where PokeAPI has no effect
  /// text in a language).
  public var shortEffects: [String: String]
  /// Full effects by language code (English, mostly).
  public var effects: [String: String]
  /// Its side effects' chances, critical-hit stage, drain, healing, stat changes and hits.
  public var meta: MoveMeta
  /// What it was before the games that changed it, oldest change first (``asIn(_:)``).
  public var pastValues: [PastMoveValues]

  /// A move.
  public init(
    id: Int, slug: String, type: PokemonType?, damageClass: DamageClass, power: Int?,
    accuracy: Int?, pp: Int?, priority: Int, target: String, generation: Int,
    names: [String: String], shortEffects: [String: String], effects: [String: String],
    meta: MoveMeta = .none, pastValues: [PastMoveValues] = []
  ) {
    self.id = id
    self.slug = slug
    self.type = type
    self.damageClass = damageClass
    self.power = power
    self.accuracy = accuracy
    self.pp = pp
    self.priority = priority
    self.target = target
    self.generation = generation
    self.names = names
    self.shortEffects = shortEffects
    self.effects = effects
    self.meta = meta
    self.pastValues = pastValues
  }

  /// The name in `language`, else English, else the slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(names, in: language, slug: slug)
  }

  /// The short effect in `language`, else English; empty when PokeAPI has none.
  public func shortEffect(in language: Language) -> String {
    shortEffects[language.rawValue] ?? shortEffects[Language.english.rawValue] ?? ""
  }

  /// The full effect in `language`, else English, else the short effect.
  public func effect(in language: Language) -> String {
    effects[language.rawValue] ?? effects[Language.english.rawValue] ?? shortEffect(in: language)
  }
}

/// A game as learnsets know it (PokeAPI's version group): `scarlet-violet`.
public struct GameGroup: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug.
  public var slug: String
  /// The generation it belongs to.
  public var generation: Int
  /// Its games' slugs: `scarlet`, `violet`.
  public var versions: [String]
  /// Its place in release order (PokeAPI's `order`; ids were given out of it).
  public var order: Int

  /// A game group; without `order`, its id orders it.
  public init(id: Int, slug: String, generation: Int, versions: [String], order: Int? = nil) {
    self.id = id
    self.slug = slug
    self.generation = generation
    self.versions = versions
    self.order = order ?? id
  }
}

/// How a move is learned, as the games list it.
public struct LearnMethod: Sendable, Equatable, Hashable, Codable {
  /// The one-letter code the moves file writes it as.
  public var code: String
  /// PokeAPI's slug: `level-up`, `machine`, `egg`, `tutor`, ...
  public var slug: String
  /// Names by language code.
  public var names: [String: String]

  /// A method.
  public init(code: String, slug: String, names: [String: String]) {
    self.code = code
    self.slug = slug
    self.names = names
  }

  /// The name in `language`, else English, else the slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(names, in: language, slug: slug)
  }
}

/// One move a Pokémon learns in one game, and how.
public struct LearnedMove: Sendable, Equatable, Hashable, Codable {
  /// The move's id.
  public var move: Int
  /// PokeAPI's method slug: `level-up`, `machine`, `egg`, `tutor`, ...
  public var method: String
  /// The level, for level-up moves (0: on evolution or at level 1 in some games); 0 for others.
  public var level: Int

  /// An entry of a learnset.
  public init(move: Int, method: String, level: Int = 0) {
    self.move = move
    self.method = method
    self.level = level
  }
}

/// How a Moves section orders each method's moves.
public enum LearnsetOrder: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
  /// By level (level-up), by machine number (machines), else by name.
  case level
  case name
  /// Strongest first; moves without power last.
  case power
}

/// A Pokémon's learnsets, with everything they name: the moves, the methods, the machines'
/// numbers, and the games' names.
public struct PokemonLearnsets: Sendable, Equatable, Codable {
  /// The game groups in which it learns anything, newest first.
  public var groups: [GameGroup]
  /// Its learnset per group id.
  public var learnsets: [Int: [LearnedMove]]
  /// Every move its learnsets name, by id.
  public var moves: [Int: MoveInfo]
  /// How moves are learned, by slug.
  public var methods: [String: LearnMethod]
  /// The machines teaching its moves: group id, then move id, then the item (`tm24`).
  public var machines: [Int: [Int: String]]
  /// The games' names by version slug, then language.
  public var versionNames: [String: [String: String]]
  /// The groups (by id) whose learnset is its species' default form's, this form having
  /// none of its own there.
  public var borrowed: Set<Int>

  /// Learnsets; none by default.
  public init(
    groups: [GameGroup] = [], learnsets: [Int: [LearnedMove]] = [:], moves: [Int: MoveInfo] = [:],
    methods: [String: LearnMethod] = [:], machines: [Int: [Int: String]] = [:],
    versionNames: [String: [String: String]] = [:], borrowed: Set<Int> = []
  ) {
    self.borrowed = borrowed
    self.groups = groups
    self.learnsets = learnsets
    self.moves = moves
    self.methods = methods
    self.machines = machines
    self.versionNames = versionNames
  }

  private enum CodingKeys: String, CodingKey {
    case groups, learnsets, moves, methods, machines, versionNames, borrowed
  }

  /// Decodes learnsets; ones recorded before ``borrowed`` existed borrowed nothing.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      groups: try c.decode([GameGroup].self, forKey: .groups),
      learnsets: try c.decode([Int: [LearnedMove]].self, forKey: .learnsets),
      moves: try c.decode([Int: MoveInfo].self, forKey: .moves),
      methods: try c.decode([String: LearnMethod].self, forKey: .methods),
      machines: try c.decode([Int: [Int: String]].self, forKey: .machines),
      versionNames: try c.decode([String: [String: String]].self, forKey: .versionNames),
      borrowed: try c.decodeIfPresent(Set<Int>.self, forKey: .borrowed) ?? [])
  }

  /// The methods in the order a Moves section lists them: level-up, machines, egg, tutor,
  /// then the rest by slug.
  public static let methodOrder = ["level-up", "machine", "egg", "tutor"]

  /// The game a learnset opens on: the newest in which it learns by level-up (Scarlet/Violet
  /// rather than Champions, whose list is only "Train"); the others stay one `g` away.
  public var defaultGroup: GameGroup? {
    GameGroup.defaultGroup(of: groups) { learnsets[$0]?.map(\.method) ?? [] }
  }

  /// Group `slug`, the group of game `slug`, or the group a players' abbreviation names
  /// (`sv`, ``GameGroup/named(_:in:)``); nil when it learns nothing there.
  public func group(named slug: String) -> GameGroup? { GameGroup.named(slug, in: groups) }

  /// "Scarlet / Violet": the group's games' names in `language`.
  public func name(of group: GameGroup, in language: Language) -> String {
    Self.name(of: group, in: language, versionNames: versionNames)
  }

  /// "Scarlet / Violet": `group`'s games named in `language` (else English) by
  /// `versionNames`, else its slug title-cased.
  public static func name(
    of group: GameGroup, in language: Language, versionNames: [String: [String: String]]
  ) -> String {
    let names = group.versions.map { slug in
      versionNames[slug]?[language.rawValue] ?? versionNames[slug]?[Language.english.rawValue]
        ?? titleCased(slug)
    }
    return names.isEmpty ? titleCased(group.slug) : names.joined(separator: " / ")
  }

  /// The learnset of `group` by method, in the section's order, each method's moves in `order`.
  public func sections(in group: Int, order: LearnsetOrder, language: Language) -> [(
    method: String, moves: [LearnedMove]
  )] {
    let entries = learnsets[group] ?? []
    let slugs = Set(entries.map(\.method))
    let ordered =
      Self.methodOrder.filter(slugs.contains)
      + slugs.subtracting(Self.methodOrder).sorted()
    return ordered.map { method in
      (method, sorted(entries.filter { $0.method == method }, in: group, order, language))
    }
  }

  private func sorted(
    _ entries: [LearnedMove], in group: Int, _ order: LearnsetOrder, _ language: Language
  ) -> [LearnedMove] {
    // Each name looked up once, not once per comparison, and folded so that accents and
    // case do not order it (Câlinerie before Croco Larme).
    var names: [Int: String] = [:]
    for entry in entries where names[entry.move] == nil {
      names[entry.move] = fold(moves[entry.move]?.name(in: language) ?? String(entry.move))
    }
    func name(_ entry: LearnedMove) -> String { names[entry.move] ?? "" }
    // Machines by kind and number: HM before TM before TR, TM02 before TM10.
    func machine(_ entry: LearnedMove) -> String {
      guard entry.method == "machine", let number = machineNumber(entry.move, in: group) else {
        return ""
      }
      let letters = number.prefix { $0.isLetter }
      let digits = number.dropFirst(letters.count)
      return letters + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    switch order {
    case .level:
      return entries.sorted {
        ($0.level, machine($0), name($0)) < ($1.level, machine($1), name($1))
      }
    case .name:
      return entries.sorted { (name($0), $0.level) < (name($1), $1.level) }
    case .power:
      // The power the move had in that game (Thunderbolt's 95 before X / Y).
      var powers: [Int: Int] = [:]
      for entry in entries { powers[entry.move] = move(entry.move, in: group)?.power ?? -1 }
      return entries.sorted {
        (-(powers[$0.move] ?? -1), name($0)) < (-(powers[$1.move] ?? -1), name($1))
      }
    }
  }

  /// Move `id` as it was in group `group` (``MoveInfo/asIn(_:)``): Thunderbolt has 95 power
  /// in Gold / Silver, 90 in Scarlet / Violet.
  public func move(_ id: Int, in group: Int) -> MoveInfo? {
    guard let move = moves[id] else { return nil }
    guard !move.pastValues.isEmpty, let game = groups.first(where: { $0.id == group }) else {
      return move
    }
    return move.asIn(game)
  }

  /// "TM24", "HM03", "TR12": the machine teaching move `move` in group `group`.
  public func machineNumber(_ move: Int, in group: Int) -> String? {
    machines[group]?[move]?.uppercased()
  }
}

/// One Pokémon that learns a move, and how.
public struct MoveLearner: Sendable, Equatable, Codable {
  public var pokemon: Pokemon
  public var learned: LearnedMove

  /// A learner.
  public init(pokemon: Pokemon, learned: LearnedMove) {
    self.pokemon = pokemon
    self.learned = learned
  }
}

extension GameGroup {
  /// The abbreviations players write for the game groups (`sv`, `swsh`, `usum`, `bdsp`,
  /// `la`), by the group's slug.
  public static let abbreviations: [String: String] = [
    "rb": "red-blue", "rby": "red-blue", "gs": "gold-silver", "c": "crystal",
    "gsc": "gold-silver", "rs": "ruby-sapphire", "e": "emerald", "rse": "ruby-sapphire",
    "frlg": "firered-leafgreen", "dp": "diamond-pearl", "pt": "platinum", "dpp": "diamond-pearl",
    "hgss": "heartgold-soulsilver", "bw": "black-white", "b2w2": "black-2-white-2",
    "bw2": "black-2-white-2", "xy": "x-y", "oras": "omega-ruby-alpha-sapphire", "sm": "sun-moon",
    "usum": "ultra-sun-ultra-moon", "lgpe": "lets-go-pikachu-lets-go-eevee",
    "swsh": "sword-shield", "ioa": "the-isle-of-armor",
    "ct": "the-crown-tundra", "bdsp": "brilliant-diamond-shining-pearl", "la": "legends-arceus",
    "pla": "legends-arceus", "sv": "scarlet-violet", "za": "legends-za", "plza": "legends-za",
  ]

  /// The group among `groups` that `name` names: its slug (`scarlet-violet`), one of its
  /// games (`scarlet`), or an abbreviation (`sv`); case aside.
  public static func named(_ name: String, in groups: [GameGroup]) -> GameGroup? {
    let key = name.lowercased()
    let slug = abbreviations[key] ?? key
    return groups.first { $0.slug == slug } ?? groups.first { $0.versions.contains(key) }
  }

  /// The game a list of learned moves opens on, among `groups` (newest first), given the
  /// methods used in each (by group id): the newest with a level-up, else with a machine, an
  /// egg or a tutor, else the newest. Every screen and command uses this one rule, so a
  /// Pokémon opens on the same game everywhere.
  static func defaultGroup(of groups: [GameGroup], methods: (Int) -> [String]) -> GameGroup? {
    // Asked on every frame of a Moves page: each pass stops at the first group that has it
    // (Scarlet/Violet is the second), rather than reading every group's methods first.
    let levelUp = PokemonLearnsets.methodOrder[0]
    if let found = groups.first(where: { methods($0.id).contains(levelUp) }) { return found }
    let inGame = Set(PokemonLearnsets.methodOrder)
    return groups.first { methods($0.id).contains(where: inGame.contains) } ?? groups.first
  }

  /// The group `g` shows after `shown`: from the default, the others newest first (Champions
  /// is one `g` from Scarlet/Violet), and back to the default after the oldest.
  static func next(after shown: GameGroup?, in groups: [GameGroup], default first: GameGroup?)
    -> GameGroup?
  {
    let cycle = (first.map { [$0] } ?? []) + groups.filter { $0.id != first?.id }
    guard !cycle.isEmpty else { return nil }
    let index = cycle.firstIndex { $0.id == shown?.id } ?? -1
    return cycle[(index + 1) % cycle.count]
  }
}

/// A move and who learns it, game by game.
public struct MoveDetail: Sendable, Equatable, Codable {
  /// The move.
  public var move: MoveInfo
  /// The game groups in which anyone learns it, newest first.
  public var groups: [GameGroup]
  /// Who learns it, per group id, in id order.
  public var learners: [Int: [MoveLearner]]
  /// How moves are learned, by slug.
  public var methods: [String: LearnMethod]
  /// The machine teaching it, per group id (`tm24`).
  public var machines: [Int: String]
  /// The games' names by version slug, then language.
  public var versionNames: [String: [String: String]]

  /// The game its learners open on: the newest in which anyone learns it by level-up, else
  /// by a machine, an egg or a tutor, else the newest.
  public var defaultGroup: GameGroup? {
    GameGroup.defaultGroup(of: groups) { learners[$0]?.map(\.learned.method) ?? [] }
  }

  /// A move's detail.
  public init(
    move: MoveInfo, groups: [GameGroup] = [], learners: [Int: [MoveLearner]] = [:],
    methods: [String: LearnMethod] = [:], machines: [Int: String] = [:],
    versionNames: [String: [String: String]] = [:]
  ) {
    self.move = move
    self.groups = groups
    self.learners = learners
    self.methods = methods
    self.machines = machines
    self.versionNames = versionNames
  }

  /// Group `slug`, the group of game `slug`, or the group a players' abbreviation names
  /// (`sv`, ``GameGroup/named(_:in:)``); nil when nobody learns it there.
  public func group(named slug: String) -> GameGroup? { GameGroup.named(slug, in: groups) }

  /// "Scarlet / Violet".
  public func name(of group: GameGroup, in language: Language) -> String {
    PokemonLearnsets.name(of: group, in: language, versionNames: versionNames)
  }

  /// Who learns it in group `group`, by method in a Moves section's order (level-up, machines,
  /// egg, tutor, then the rest by slug), each method's learners in id order.
  public func sections(in group: Int) -> [(method: String, learners: [MoveLearner])] {
    let all = learners[group] ?? []
    let slugs = Set(all.map(\.learned.method))
    let order = PokemonLearnsets.methodOrder
    let methods = order.filter(slugs.contains) + slugs.subtracting(order).sorted()
    return methods.map { method in (method, all.filter { $0.learned.method == method }) }
  }

  /// Who learns it in group `group`, in the order of ``sections(in:)``: the rows a screen
  /// lists and a highlight counts through.
  public func orderedLearners(in group: Int) -> [MoveLearner] {
    sections(in: group).flatMap(\.learners)
  }
}
