/// What makes a Pokémon an alternate form of its species.
public struct FormInfo: Sendable, Equatable, Hashable, Codable {
  /// PokeAPI's name of the Pokémon: `charizard-mega-x`, `raichu-alola`, `rotom-wash`.
  public var slug: String
  /// PokeAPI's name of the form alone: `mega-x`, `alola`, `wash`.
  public var formName: String

  /// A form.
  public init(slug: String, formName: String) {
    self.slug = slug
    self.formName = formName
  }

  /// Whether it is a mega evolution (`mega`, `mega-x`, `mega-y`).
  public var isMega: Bool { formName == "mega" || formName.hasPrefix("mega-") }
  /// Whether it is Gigantamax.
  public var isGigantamax: Bool { formName == "gmax" || formName.hasSuffix("-gmax") }
  /// Whether it is a regional form (Alolan, Galarian, Hisuian, Paldean; not the Pikachu in
  /// an Alola cap).
  public var isRegional: Bool {
    ["alola", "galar", "hisui", "paldea"].contains {
      (formName == $0 || formName.hasPrefix($0 + "-")) && !formName.hasSuffix("-cap")
    }
  }
}

/// What defeating a Pokémon gives: effort values and experience.
public struct Training: Sendable, Equatable, Hashable, Codable {
  /// Effort values gained, by stat.
  public var evYield: BaseStats
  /// Base experience; nil where PokeAPI has none.
  public var baseExperience: Int?

  /// Training facts; none by default.
  public init(
    evYield: BaseStats = BaseStats(
      hp: 0, attack: 0, defense: 0, specialAttack: 0, specialDefense: 0, speed: 0),
    baseExperience: Int? = nil
  ) {
    self.evYield = evYield
    self.baseExperience = baseExperience
  }
}

/// A species' record as players look it up: how hard it is to catch, how it grows, how it
/// breeds, and how rare it is. Forms share their species'.
public struct SpeciesRecord: Sendable, Equatable, Hashable, Codable {
  /// Catch rate, 0…255 (higher is easier).
  public var captureRate: Int
  /// Friendship when caught, 0…255; nil where PokeAPI has none.
  public var baseFriendship: Int?
  /// PokeAPI's growth rate slug: `medium-slow`, `fast`, ...
  public var growthRate: String
  /// PokeAPI's egg group slugs: `monster`, `dragon`, `no-eggs`, ...
  public var eggGroups: [String]
  /// Chance of being female in eighths, or -1 for genderless.
  public var genderRate: Int
  /// Egg cycles before hatching; nil where PokeAPI has none.
  public var hatchCounter: Int?
  /// Legendary, mythical and baby.
  public var isLegendary: Bool
  public var isMythical: Bool
  public var isBaby: Bool

  /// A record; an empty one by default (a Pokémon from a source without records).
  public init(
    captureRate: Int = 0, baseFriendship: Int? = nil, growthRate: String = "",
    eggGroups: [String] = [], genderRate: Int = -1, hatchCounter: Int? = nil,
    isLegendary: Bool = false, isMythical: Bool = false, isBaby: Bool = false
  ) {
    self.captureRate = captureRate
    self.baseFriendship = baseFriendship
    self.growthRate = growthRate
    self.eggGroups = eggGroups
    self.genderRate = genderRate
    self.hatchCounter = hatchCounter
    self.isLegendary = isLegendary
    self.isMythical = isMythical
    self.isBaby = isBaby
  }

  /// Whether it has no record (the empty default): the screen then shows none.
  public var isEmpty: Bool { growthRate.isEmpty }

  /// The share of females, 0…1, or nil when genderless.
  public var femaleRatio: Double? { genderRate < 0 ? nil : Double(genderRate) / 8 }

  /// Steps to hatch an egg, PokeAPI's way: 255 steps for each cycle and one more cycle.
  public var hatchSteps: Int? { hatchCounter.map { 255 * ($0 + 1) } }
}
