import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One member of the team: a Pokémon or form, and everything a Showdown set says of it.
///
/// What a paste leaves out keeps the games' defaults: level 100, EVs 0, IVs 31, no item, no
/// nature (neutral). A `team.json` written before these fields existed reads with those
/// defaults.
///
/// Each member has an ``id`` of its own, so that two terminals editing the team at once merge
/// member by member (a member one removed stays removed; each one's edits of a member both
/// land). Two members are equal when their sets are: the id tells slots apart, it is not part
/// of the set (a paste has none).
public struct TeamMember: Codable, Hashable, Sendable, Identifiable {
  /// The member's own identity in the team.
  public var id: UUID
  /// The Pokémon's id (a form's, for a form).
  public var pokemon: Int
  /// A forme the paste named that the data has no Pokémon of its own for (`Fire` of
  /// `Arceus-Fire`, `East` of `Gastrodon-East`, `Zero` of `Palafin-Zero`), kept as written and
  /// written back after the Pokémon's name.
  public var forme: String?
  /// The ability's slug, if one was chosen (``noAbility`` for Showdown's `No Ability`).
  public var ability: String?
  /// Up to four moves' slugs.
  public var moves: [String]
  /// The type of its Hidden Power, when it knows that move and the set names one.
  public var hiddenPowerType: PokemonType?
  public var nickname: String?
  public var gender: Gender?
  /// The held item, as Showdown names it (`Choice Scarf`).
  public var item: String?
  public var level: Int
  public var shiny: Bool
  /// Its friendship, when the set names one (the games' default otherwise).
  public var happiness: Int?
  /// Its Tera type, by name: one of the 18 types or `Stellar`.
  public var teraType: String?
  public var evs: Stats
  public var ivs: Stats
  /// Its nature's name (`Jolly`); nil is a neutral one.
  public var nature: String?
  public var gigantamax: Bool
  /// The ball it was caught in, as the set names it.
  public var pokeball: String?
  public var dynamaxLevel: Int?

  /// A member: what is not given has the games' default.
  public init(
    pokemon: Int, forme: String? = nil, ability: String? = nil, moves: [String] = [],
    hiddenPowerType: PokemonType? = nil, nickname: String? = nil, gender: Gender? = nil,
    item: String? = nil, level: Int = 100, shiny: Bool = false, happiness: Int? = nil,
    teraType: String? = nil, evs: Stats = .zero, ivs: Stats = .perfect, nature: String? = nil,
    gigantamax: Bool = false, pokeball: String? = nil, dynamaxLevel: Int? = nil,
    id: UUID = UUID()
  ) {
    self.id = id
    self.pokemon = pokemon
    self.forme = forme
    self.ability = ability
    self.moves = moves
    self.hiddenPowerType = hiddenPowerType
    self.nickname = nickname
    self.gender = gender
    self.item = item
    self.level = level
    self.shiny = shiny
    self.happiness = happiness
    self.teraType = teraType
    self.evs = evs
    self.ivs = ivs
    self.nature = nature
    self.gigantamax = gigantamax
    self.pokeball = pokeball
    self.dynamaxLevel = dynamaxLevel
  }

  /// Reads a member, the fields an older file lacks taking their defaults.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      pokemon: try c.decode(Int.self, forKey: .pokemon),
      forme: try c.decodeIfPresent(String.self, forKey: .forme),
      ability: try c.decodeIfPresent(String.self, forKey: .ability),
      moves: try c.decodeIfPresent([String].self, forKey: .moves) ?? [],
      hiddenPowerType: try c.decodeIfPresent(PokemonType.self, forKey: .hiddenPowerType),
      nickname: try c.decodeIfPresent(String.self, forKey: .nickname),
      gender: try c.decodeIfPresent(Gender.self, forKey: .gender),
      item: try c.decodeIfPresent(String.self, forKey: .item),
      level: try c.decodeIfPresent(Int.self, forKey: .level) ?? 100,
      shiny: try c.decodeIfPresent(Bool.self, forKey: .shiny) ?? false,
      happiness: try c.decodeIfPresent(Int.self, forKey: .happiness),
      teraType: try c.decodeIfPresent(String.self, forKey: .teraType),
      evs: try c.decodeIfPresent(Stats.self, forKey: .evs) ?? .zero,
      ivs: try c.decodeIfPresent(Stats.self, forKey: .ivs) ?? .perfect,
      nature: try c.decodeIfPresent(String.self, forKey: .nature),
      gigantamax: try c.decodeIfPresent(Bool.self, forKey: .gigantamax) ?? false,
      pokeball: try c.decodeIfPresent(String.self, forKey: .pokeball),
      dynamaxLevel: try c.decodeIfPresent(Int.self, forKey: .dynamaxLevel), id: UUID())
    // A member saved before members had ids gets one made from what it is, so every process
    // reading that file gives it the same id.
    id = try c.decodeIfPresent(UUID.self, forKey: .id) ?? Self.legacyID(of: self)
  }

  /// Equal sets, whatever their ids.
  public static func == (lhs: TeamMember, rhs: TeamMember) -> Bool {
    lhs.pokemon == rhs.pokemon && lhs.forme == rhs.forme && lhs.ability == rhs.ability
      && lhs.moves == rhs.moves
      && lhs.hiddenPowerType == rhs.hiddenPowerType && lhs.nickname == rhs.nickname
      && lhs.gender == rhs.gender && lhs.item == rhs.item && lhs.level == rhs.level
      && lhs.shiny == rhs.shiny && lhs.happiness == rhs.happiness
      && lhs.teraType == rhs.teraType && lhs.evs == rhs.evs && lhs.ivs == rhs.ivs
      && lhs.nature == rhs.nature && lhs.gigantamax == rhs.gigantamax
      && lhs.pokeball == rhs.pokeball && lhs.dynamaxLevel == rhs.dynamaxLevel
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(pokemon)
    hasher.combine(ability)
    hasher.combine(moves)
    hasher.combine(nickname)
    hasher.combine(item)
  }

  /// An id made from a member's Pokémon, ability and moves (FNV-1a, twice): the same in every
  /// process that reads one older file.
  static func legacyID(of member: TeamMember) -> UUID {
    let text = "\(member.pokemon)|\(member.ability ?? "")|\(member.moves.joined(separator: ","))"
    func fnv(_ seed: UInt64) -> UInt64 {
      text.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
    let (high, low) = (fnv(0xCBF2_9CE4_8422_2325), fnv(0x8422_2325_CBF2_9CE4))
    let bytes =
      (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }

  /// Its actual stats at its level, by the games' formula: from `base`, its IVs, a quarter of
  /// its EVs, its level and `nature` (a tenth more or less; none is neutral). A Pokémon whose
  /// base HP is 1 (Shedinja) always has 1 HP.
  public func stats(base: BaseStats, nature: PokedexSets.Nature?) -> Stats {
    let bases = [
      base.hp, base.attack, base.defense, base.specialAttack, base.specialDefense, base.speed,
    ]
    var result = Stats.zero
    for index in 0..<6 {
      let core = (2 * bases[index] + ivs[index] + evs[index] / 4) * level / 100
      if index == 0 {
        result[0] = bases[0] == 1 ? 1 : core + level + 10
      } else {
        result[index] = (core + 5) * (nature?.tenths(index) ?? 10) / 10
      }
    }
    return result
  }

  /// `pokemon` as this member is: a forme the data has no Pokémon of its own for keeps its
  /// Pokémon's facts, but Arceus's and Silvally's formes are their type (`Arceus-Fire` is Fire,
  /// by Multitype; `Silvally-Water` Water, by RKS System).
  public func pokemon(_ pokemon: Pokemon) -> Pokemon { Self.typed(pokemon, forme: forme) }

  /// `pokemon` as forme `forme` makes it: Arceus and Silvally of a type's forme
  /// (`Arceus-Fire`) are that type alone; any other forme changes nothing.
  public static func typed(_ pokemon: Pokemon, forme: String?) -> Pokemon {
    guard let forme, let type = PokemonType(rawValue: forme.lowercased()),
      pokemon.abilities.contains(where: { ["multitype", "rks-system"].contains($0.name) })
    else { return pokemon }
    var typed = pokemon
    typed.types = [type]
    return typed
  }

  /// `moves` as this member uses them: Hidden Power with its type, when the set names one.
  public func asUsed(_ moves: [MoveInfo]) -> [MoveInfo] {
    guard let type = hiddenPowerType else { return moves }
    return moves.map { move in
      guard move.slug == "hidden-power" else { return move }
      var typed = move
      typed.type = type
      return typed
    }
  }

  /// Showdown's `Ability: No Ability`, kept as said.
  public static let noAbility = "no-ability"

  /// The most members a team has, and the most moves a member knows.
  public static let teamCapacity = 6
  public static let movesCapacity = 4

  /// A set's gender, as a paste writes it: `(M)` or `(F)`.
  public enum Gender: String, Codable, Hashable, Sendable {
    case male = "M"
    case female = "F"
  }

  /// A value per stat: EVs or IVs.
  public struct Stats: Codable, Hashable, Sendable {
    public var hp, atk, def, spa, spd, spe: Int

    public init(hp: Int, atk: Int, def: Int, spa: Int, spd: Int, spe: Int) {
      (self.hp, self.atk, self.def, self.spa, self.spd, self.spe) = (hp, atk, def, spa, spd, spe)
    }

    /// Every stat at `value`.
    public init(all value: Int) {
      self.init(hp: value, atk: value, def: value, spa: value, spd: value, spe: value)
    }

    public static let zero = Stats(all: 0)
    public static let perfect = Stats(all: 31)

    /// The stats' short names as Showdown writes them, in the games' order.
    public static let names = ["HP", "Atk", "Def", "SpA", "SpD", "Spe"]
    /// The value of the stat at `index` in ``names`` order.
    public subscript(index: Int) -> Int {
      get { [hp, atk, def, spa, spd, spe][index] }
      set {
        switch index {
        case 0: hp = newValue
        case 1: atk = newValue
        case 2: def = newValue
        case 3: spa = newValue
        case 4: spd = newValue
        default: spe = newValue
        }
      }
    }

    /// The index in ``names`` of a stat named as Showdown reads it: in any case, short or long
    /// (`spa`, `SpA`, `Sp. Atk`, `Special Attack`, `Hp`), or nil.
    public static func index(named name: some StringProtocol) -> Int? {
      let key = String(name.lowercased().filter(\.isLetter))
      let aliases: [[String]] = [
        ["hp", "hitpoints"], ["atk", "attack"], ["def", "defense", "defence"],
        ["spa", "spatk", "specialattack", "satk", "spattack"],
        ["spd", "spdef", "specialdefense", "specialdefence", "sdef", "spdefense"],
        ["spe", "speed"],
      ]
      return aliases.firstIndex { $0.contains(key) }
    }

    /// The sum of the six.
    public var total: Int { (0..<6).reduce(0) { $0 + self[$1] } }

    /// The most EVs one stat takes, and all six together.
    public static let mostEVsPerStat = 252
    public static let mostEVs = 510
  }
}

/// One team: its name, the Showdown format its sets are checked in (`gen9ou`), its members.
public struct Team: Codable, Hashable, Sendable, Identifiable {
  public var id: UUID
  public var name: String
  /// Showdown's format, as a backup's header names it; nil checks sets in the newest games.
  public var format: String?
  public var members: [TeamMember]

  public init(id: UUID, name: String, format: String? = nil, members: [TeamMember] = []) {
    self.id = id
    self.name = name
    self.format = format
    self.members = members
  }

  /// The generation its sets are checked in: its format's (`gen4ou` is 4), else the newest.
  public var generation: Int? { format.flatMap(ShowdownPaste.generation(ofFormat:)) }

  /// The id of the team a player's first member starts, and of the team an older
  /// `team.json` (one list of members) reads as: the same in every terminal, so two that
  /// start it at once start one team.
  public static let firstID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
}

/// Every team the player keeps, and the one being edited: what `team.json` holds.
///
/// Teams merge between terminals by id, and their members by id within each (see
/// ``TeamMember``). The team being edited is shared too: switching in one terminal switches
/// every terminal, as the shell's `team use` does.
public struct TeamBook: Codable, Hashable, Sendable {
  public var teams: [Team]
  /// The team being edited; the first when nil or gone.
  public var currentID: UUID?

  public init(teams: [Team] = [], currentID: UUID? = nil) {
    self.teams = teams
    self.currentID = currentID
  }

  /// The index in ``teams`` of the team being edited.
  public var currentIndex: Int? {
    teams.firstIndex { $0.id == currentID } ?? (teams.isEmpty ? nil : 0)
  }

  /// The team being edited, if there is one.
  public var current: Team? { currentIndex.map { teams[$0] } }

  /// The team being edited's members; setting them with no team starts the first one.
  public var members: [TeamMember] {
    get { current?.members ?? [] }
    set {
      if let index = currentIndex {
        teams[index].members = newValue
      } else {
        teams = [Team(id: Team.firstID, name: Self.defaultName(1), members: newValue)]
        currentID = Team.firstID
      }
    }
  }

  /// Starts the first team, named `name`, when there is no team to edit.
  public mutating func startFirstTeam(named name: String) {
    guard current == nil else { return }
    teams = [Team(id: Team.firstID, name: name)]
    currentID = Team.firstID
  }

  /// `Team 3`: the name a new team gets when nothing names it in another language.
  public static func defaultName(_ number: Int) -> String { "Team \(number)" }

  /// A name no team has yet: `name`, else `name (2)`, `name (3)`…; the name of the team at
  /// `renamed` (one taking a paste's name) is free, so a team keeps its own.
  public func unusedName(_ name: String, renaming renamed: Int? = nil) -> String {
    var names = Set(teams.map(\.name))
    // Its own name is free, unless another team holds it too.
    if let renamed, teams.indices.filter({ teams[$0].name == teams[renamed].name }) == [renamed] {
      names.remove(teams[renamed].name)
    }
    if !names.contains(name) { return name }
    return (2...).lazy.map { "\(name) (\($0))" }.first { !names.contains($0) }!
  }

  /// The team `name` names: its name in any case, else its number in the list (from 1).
  public func index(named name: String) -> Int? {
    let key = name.lowercased()
    if let index = teams.firstIndex(where: { $0.name.lowercased() == key }) { return index }
    if let number = Int(name), teams.indices.contains(number - 1) { return number - 1 }
    return nil
  }

  enum CodingKeys: String, CodingKey { case teams, currentID }

  /// Reads a book, or a `team.json` from before there were several teams (a list of
  /// members), as one team.
  public init(from decoder: any Decoder) throws {
    if let members = try? [TeamMember](from: decoder) {
      self.init(
        teams: members.isEmpty
          ? [] : [Team(id: Team.firstID, name: Self.defaultName(1), members: members)])
      return
    }
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      teams: try c.decode([Team].self, forKey: .teams),
      currentID: try c.decodeIfPresent(UUID.self, forKey: .currentID))
  }
}

extension SharedKey<TeamBook>.Default {
  /// The teams, in `team.json` beside the favourites: saved the same way (fail-closed, merged
  /// between terminals); none until the player adds someone.
  public static var team: Self {
    let url = DependencyValues.inForce.dataDirectory.url.appendingPathComponent(
      "team.json", isDirectory: false)
    return Self[.fileStorage(url), default: TeamBook()]
  }
}

/// What a team covers: for each attacking type, which members are weak to it, resist it or are
/// immune (a weakness three or more share is one to fix); and for each defending type, the
/// best its chosen moves do against it (its members' own types where none are chosen), with
/// the types nothing hits hard named as gaps. Pure, and cheap: what the team screen and
/// `pokedex-tui team` show.
public struct TeamCoverage: Equatable, Sendable {
  /// One attacking type against the team.
  public struct Defense: Equatable, Sendable {
    public var type: PokemonType
    /// The members (by index) it hits for ×2 or more, for ×½ or less, and not at all.
    public var weak: [Int] = []
    public var resist: [Int] = []
    public var immune: [Int] = []
    /// Those of ``weak`` it hits for ×4, and those of ``resist`` for ×¼.
    public var fourTimes: [Int] = []
    public var quarter: [Int] = []
    /// Three or more members are weak to it.
    public var isShared: Bool { weak.count >= 3 }
  }

  /// One defending type against the team's attacks.
  public struct Offense: Equatable, Sendable {
    public var type: PokemonType
    /// The best multiplier any of the attacks has against it.
    public var best: Double
    /// The attacking types that reach it.
    public var by: [PokemonType]
  }

  public var defense: [Defense]
  public var offense: [Offense]

  /// How an ability scales the hits of an attacking type: 0 where it takes them (and often
  /// heals or powers up from them), ½ where it softens them.
  static let abilityScales: [String: [PokemonType: Double]] = [
    "levitate": [.ground: 0], "earth-eater": [.ground: 0],
    "flash-fire": [.fire: 0], "well-baked-body": [.fire: 0],
    "water-absorb": [.water: 0], "storm-drain": [.water: 0], "dry-skin": [.water: 0],
    "volt-absorb": [.electric: 0], "lightning-rod": [.electric: 0], "motor-drive": [.electric: 0],
    "sap-sipper": [.grass: 0],
    "thick-fat": [.fire: 0.5, .ice: 0.5], "heatproof": [.fire: 0.5], "water-bubble": [.fire: 0.5],
    "purifying-salt": [.ghost: 0.5],
  ]

  /// The attacking types three or more members are weak to.
  public var sharedWeaknesses: [PokemonType] { defense.filter(\.isShared).map(\.type) }
  /// The defending types no attack hits for ×2 or more.
  public var gaps: [PokemonType] { offense.filter { $0.best < 2 }.map(\.type) }

  /// The coverage of `members`: each Pokémon with its chosen moves (none: its own types
  /// attack, as same-type moves would) and its chosen ability (by index in `abilities`; nil or
  /// missing: the one it always has, if it has only one), which can take a type's hits away
  /// (Levitate: Ground) or halve them (Thick Fat: Fire and Ice).
  public init(
    _ members: [(pokemon: Pokemon, moves: [MoveInfo])], abilities: [String?] = [],
    chart: TypeChart
  ) {
    let scales = members.indices.map { index in
      let chosen = abilities.indices.contains(index) ? abilities[index] : nil
      let only = Set(members[index].pokemon.abilities.map(\.name))
      return Self.abilityScales[chosen ?? (only.count == 1 ? only.first! : "")] ?? [:]
    }
    defense = PokemonType.allCases.map { attacker in
      var row = Defense(type: attacker)
      for (index, member) in members.enumerated() {
        let multiplier =
          chart.multiplier(attacker, against: member.pokemon.types) * (scales[index][attacker] ?? 1)
        if multiplier == 0 {
          row.immune.append(index)
        } else if multiplier >= 2 {
          row.weak.append(index)
          if multiplier >= 4 { row.fourTimes.append(index) }
        } else if multiplier <= 0.5 {
          row.resist.append(index)
          if multiplier <= 0.25 { row.quarter.append(index) }
        }
      }
      return row
    }
    var attacks = Set<PokemonType>()
    for member in members {
      let damaging = member.moves.filter { $0.damageClass != .status }.compactMap(\.type)
      attacks.formUnion(damaging.isEmpty ? member.pokemon.types : damaging)
    }
    let ordered = PokemonType.allCases.filter(attacks.contains)
    offense = PokemonType.allCases.map { defender in
      let best = ordered.map { chart.multiplier($0, against: defender) }.max() ?? 0
      let by = ordered.filter { chart.multiplier($0, against: defender) == best && best >= 2 }
      return Offense(type: defender, best: best, by: by)
    }
  }
}
