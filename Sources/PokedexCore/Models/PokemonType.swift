/// The eighteen Pokémon types.
public enum PokemonType: String, CaseIterable, Codable, Sendable, Hashable, Comparable {
  case normal, fighting, flying, poison, ground, rock, bug, ghost, steel
  case fire, water, grass, electric, psychic, ice, dragon, dark, fairy

  /// The type's name as players write it: "Fire".
  public var displayName: String { titleCased(rawValue) }

  /// Types sort in PokeAPI's (and the games') order.
  public static func < (lhs: PokemonType, rhs: PokemonType) -> Bool {
    lhs.index < rhs.index
  }

  /// Position in `allCases`.
  public var index: Int { Self.allCases.firstIndex(of: self)! }
}

/// How much damage each attacking type does to each defending type.
///
/// Read from PokeAPI's `/type/` resources into the snapshot; each entry is 0, ½, 1 or 2.
public struct TypeChart: Sendable, Equatable, Codable {
  /// `multipliers[attacker.index][defender.index]`.
  public var multipliers: [[Double]]

  /// A chart where every matchup is neutral.
  public static let neutral = TypeChart(
    multipliers: Array(
      repeating: Array(repeating: 1, count: PokemonType.allCases.count),
      count: PokemonType.allCases.count))

  /// A chart from its table of multipliers.
  public init(multipliers: [[Double]]) { self.multipliers = multipliers }

  /// The multiplier for `attacker` hitting a single `defender` type.
  public func multiplier(_ attacker: PokemonType, against defender: PokemonType) -> Double {
    multipliers[attacker.index][defender.index]
  }

  /// The multiplier for `attacker` hitting a Pokémon with `defenders` (one or two types).
  public func multiplier(_ attacker: PokemonType, against defenders: [PokemonType]) -> Double {
    defenders.reduce(1) { $0 * multiplier(attacker, against: $1) }
  }

  /// Every attacking type grouped by its multiplier against `defenders`.
  public func matchups(against defenders: [PokemonType]) -> TypeMatchups {
    var matchups = TypeMatchups()
    for attacker in PokemonType.allCases {
      switch multiplier(attacker, against: defenders) {
      case 4...: matchups.quadruple.append(attacker)
      case 2..<4: matchups.double.append(attacker)
      case 0: matchups.immune.append(attacker)
      case ..<0.5: matchups.quarter.append(attacker)
      case ..<1: matchups.half.append(attacker)
      default: break
      }
    }
    return matchups
  }
}

/// A Pokémon's defensive matchups: which attacking types hit it hard, softly, or not at all.
public struct TypeMatchups: Sendable, Equatable, Codable {
  /// Weak ×4.
  public var quadruple: [PokemonType] = []
  /// Weak ×2.
  public var double: [PokemonType] = []
  /// Resists ×½.
  public var half: [PokemonType] = []
  /// Resists ×¼.
  public var quarter: [PokemonType] = []
  /// Takes no damage.
  public var immune: [PokemonType] = []

  /// Empty matchups.
  public init() {}
}
