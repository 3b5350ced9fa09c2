import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One member of the team: a Pokémon or form, and what the player chose for it.
public struct TeamMember: Codable, Equatable, Hashable, Sendable {
  /// The Pokémon's id (a form's, for a form).
  public var pokemon: Int
  /// The ability's slug, if one was chosen.
  public var ability: String?
  /// Up to four moves' slugs, from its learnsets.
  public var moves: [String]

  /// A member.
  public init(pokemon: Int, ability: String? = nil, moves: [String] = []) {
    self.pokemon = pokemon
    self.ability = ability
    self.moves = moves
  }

  /// The most members a team has, and the most moves a member knows.
  public static let teamCapacity = 6
  public static let movesCapacity = 4
}

extension SharedKey<[TeamMember]>.Default {
  /// The team, in `team.json` beside the favourites: saved the same way (fail-closed, merged
  /// between terminals); empty until the player adds someone.
  public static var team: Self {
    let url = DependencyValues.inForce.dataDirectory.url.appendingPathComponent(
      "team.json", isDirectory: false)
    return Self[.fileStorage(url), default: []]
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
