/// The parts of PokeAPI's JSON the sync and the live client read.
///
/// Only the needed fields are declared, so the decoder skips the rest (sprites, moves, and
/// flavor text unless ``DetailedSpecies`` asks for it) without building values for them.
enum PokeAPIWire {
  struct NamedResource: Decodable, Sendable {
    let name: String
    let url: String
  }

  struct Link: Decodable, Sendable {
    let url: String
  }

  struct Page: Decodable, Sendable {
    let count: Int?
    let next: String?
    let results: [NamedResource]
  }

  struct Species: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    let genera: [LocalizedGenus]
    let generation: NamedResource
    let evolutionChain: Link?
    let varieties: [Variety]
    // The record; optional, so a copy without it (an older mirror) still reads.
    let captureRate: Int?
    let baseHappiness: Int?
    let growthRate: NamedResource?
    let eggGroups: [NamedResource]?
    let genderRate: Int?
    let hatchCounter: Int?
    let isLegendary: Bool?
    let isMythical: Bool?
    let isBaby: Bool?

    enum CodingKeys: String, CodingKey {
      case id, name, names, genera, generation, varieties
      case evolutionChain = "evolution_chain"
      case captureRate = "capture_rate"
      case baseHappiness = "base_happiness"
      case growthRate = "growth_rate"
      case eggGroups = "egg_groups"
      case genderRate = "gender_rate"
      case hatchCounter = "hatch_counter"
      case isLegendary = "is_legendary"
      case isMythical = "is_mythical"
      case isBaby = "is_baby"
    }
  }

  /// A species with its flavor text: the live client shows the text; the sync, which reads
  /// every species and keeps facts only, decodes ``Species`` and skips it.
  struct DetailedSpecies: Decodable, Sendable {
    let species: Species
    let flavorTextEntries: [FlavorTextEntry]

    enum CodingKeys: String, CodingKey {
      case flavorTextEntries = "flavor_text_entries"
    }

    init(from decoder: any Decoder) throws {
      species = try Species(from: decoder)
      flavorTextEntries = try decoder.container(keyedBy: CodingKeys.self)
        .decode([FlavorTextEntry].self, forKey: .flavorTextEntries)
    }
  }

  struct FlavorTextEntry: Decodable, Sendable {
    let flavorText: String
    let language: NamedResource
    /// The game the text is from; its id orders the games by release.
    let version: NamedResource?

    enum CodingKeys: String, CodingKey {
      case flavorText = "flavor_text"
      case language, version
    }
  }

  struct LocalizedName: Decodable, Sendable {
    let name: String
    let language: NamedResource
  }

  struct LocalizedGenus: Decodable, Sendable {
    let genus: String
    let language: NamedResource
  }

  struct Variety: Decodable, Sendable {
    let isDefault: Bool
    let pokemon: NamedResource

    enum CodingKeys: String, CodingKey {
      case isDefault = "is_default"
      case pokemon
    }
  }

  struct Pokemon: Decodable, Sendable {
    let id: Int
    let height: Int
    let weight: Int
    let types: [TypeSlot]
    let stats: [Stat]
    let abilities: [AbilitySlot]
    /// Absent from some copies; the client then has no sprite to show.
    let sprites: Sprites?
    // For forms and the record; optional, so a trimmed copy still reads.
    let name: String?
    let baseExperience: Int?
    let isDefault: Bool?
    let species: NamedResource?
    let forms: [NamedResource]?
    /// Every move it learns, per game.
    let moves: [MoveSlot]?
    /// The abilities it had before a generation changed them.
    let pastAbilities: [PastAbilities]?
    /// Where its encounters are listed (`/api/v2/pokemon/25/encounters`).
    let locationAreaEncounters: String?

    enum CodingKeys: String, CodingKey {
      case id, height, weight, types, stats, abilities, sprites, name, species, forms, moves
      case pastAbilities = "past_abilities"
      case locationAreaEncounters = "location_area_encounters"
      case baseExperience = "base_experience"
      case isDefault = "is_default"
    }
  }

  /// A Pokémon's abilities up to a generation (`ability` is null for a slot it did not have).
  struct PastAbilities: Decodable, Sendable {
    let generation: NamedResource
    let abilities: [Slot]

    struct Slot: Decodable, Sendable {
      let ability: NamedResource?
      let isHidden: Bool

      enum CodingKeys: String, CodingKey {
        case ability
        case isHidden = "is_hidden"
      }
    }
  }

  /// A nature: the stats it raises and lowers (null for a neutral one), and its names.
  struct Nature: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    let increasedStat: NamedResource?
    let decreasedStat: NamedResource?
    let likesFlavor: NamedResource?
    let hatesFlavor: NamedResource?

    enum CodingKeys: String, CodingKey {
      case id, name, names
      case increasedStat = "increased_stat"
      case decreasedStat = "decreased_stat"
      case likesFlavor = "likes_flavor"
      case hatesFlavor = "hates_flavor"
    }
  }

  /// An item category: its pocket and names.
  struct ItemCategory: Decodable, Sendable {
    let name: String
    let names: [LocalizedName]
    let pocket: NamedResource?
  }

  /// One area where a Pokémon is found: `pokemon/{id}/encounters` is a list of these.
  struct AreaEncounters: Decodable, Sendable {
    let locationArea: NamedResource
    let versionDetails: [Game]

    enum CodingKeys: String, CodingKey {
      case locationArea = "location_area"
      case versionDetails = "version_details"
    }

    struct Game: Decodable, Sendable {
      let version: NamedResource
      let encounterDetails: [Slot]

      enum CodingKeys: String, CodingKey {
        case version
        case encounterDetails = "encounter_details"
      }
    }

    struct Slot: Decodable, Sendable {
      let chance: Int
      let conditionValues: [NamedResource]
      let minLevel: Int
      let maxLevel: Int
      let method: NamedResource

      enum CodingKeys: String, CodingKey {
        case chance, method
        case conditionValues = "condition_values"
        case minLevel = "min_level"
        case maxLevel = "max_level"
      }
    }
  }

  /// A location area: its names and its location (its list of encounters is not read).
  struct LocationArea: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    let location: NamedResource
  }

  /// A location, an encounter method or a region: what the sync keeps of each.
  struct Named: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    /// A location's region.
    let region: NamedResource?
    /// A condition value's condition (`time`, `season`).
    let condition: NamedResource?
  }

  /// An item: its category and names (the rest of PokeAPI's item is not read).
  struct Item: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    let category: NamedResource
    // What the item file keeps; optional, so a trimmed copy still reads.
    let effectEntries: [Effect]?
    let flavorTextEntries: [ItemFlavor]?
    let flingPower: Int?
    let gameIndices: [GameIndex]?
    let heldByPokemon: [Holder]?
    let prices: [Price]?

    enum CodingKeys: String, CodingKey {
      case id, name, names, category, prices
      case effectEntries = "effect_entries"
      case flavorTextEntries = "flavor_text_entries"
      case flingPower = "fling_power"
      case gameIndices = "game_indices"
      case heldByPokemon = "held_by_pokemon"
    }

    struct Effect: Decodable, Sendable {
      let effect: String
      let shortEffect: String
      let language: NamedResource

      enum CodingKeys: String, CodingKey {
        case effect, language
        case shortEffect = "short_effect"
      }
    }

    struct ItemFlavor: Decodable, Sendable {
      let text: String
      let language: NamedResource
      let versionGroup: NamedResource

      enum CodingKeys: String, CodingKey {
        case text, language
        case versionGroup = "version_group"
      }
    }

    struct GameIndex: Decodable, Sendable {
      let generation: NamedResource
    }

    struct Holder: Decodable, Sendable {
      let pokemon: NamedResource
      let versionDetails: [Rarity]

      enum CodingKeys: String, CodingKey {
        case pokemon
        case versionDetails = "version_details"
      }
    }

    struct Rarity: Decodable, Sendable {
      let rarity: Int
      let version: NamedResource
    }

    struct Price: Decodable, Sendable {
      let purchasePrice: Int?
      let versionGroup: NamedResource

      enum CodingKeys: String, CodingKey {
        case purchasePrice = "purchase_price"
        case versionGroup = "version_group"
      }
    }
  }

  /// One move a Pokémon learns, and how in each game.
  struct MoveSlot: Decodable, Sendable {
    let move: NamedResource
    let versionGroupDetails: [LearnDetail]

    enum CodingKeys: String, CodingKey {
      case move
      case versionGroupDetails = "version_group_details"
    }
  }

  /// A link of which only the name is kept: a Pokémon's 600-odd learnset entries name a
  /// method and a game each, and their URLs are never read.
  struct Name: Decodable, Sendable {
    let name: String
  }

  struct LearnDetail: Decodable, Sendable {
    let levelLearnedAt: Int
    let moveLearnMethod: Name
    let versionGroup: Name

    enum CodingKeys: String, CodingKey {
      case levelLearnedAt = "level_learned_at"
      case moveLearnMethod = "move_learn_method"
      case versionGroup = "version_group"
    }
  }

  struct Move: Decodable, Sendable {
    let id: Int
    let name: String
    let type: NamedResource
    let damageClass: NamedResource?
    let power: Int?
    let accuracy: Int?
    let pp: Int?
    let priority: Int
    let target: NamedResource
    let generation: NamedResource
    let names: [LocalizedName]
    let effectChance: Int?
    let effectEntries: [EffectEntry]
    let flavorTextEntries: [AbilityFlavorText]
    let machines: [MoveMachine]
    /// Who learns it, for the live client's list of learners.
    let learnedByPokemon: [NamedResource]?
    let meta: MoveMetaData?
    let statChanges: [MoveStatChange]?
    let pastValues: [PastMoveValues]?

    enum CodingKeys: String, CodingKey {
      case id, name, type, power, accuracy, pp, priority, target, generation, names, machines
      case meta
      case damageClass = "damage_class"
      case effectChance = "effect_chance"
      case effectEntries = "effect_entries"
      case flavorTextEntries = "flavor_text_entries"
      case learnedByPokemon = "learned_by_pokemon"
      case statChanges = "stat_changes"
      case pastValues = "past_values"
    }
  }

  /// A move's `meta`: its side effects' chances and numbers.
  struct MoveMetaData: Decodable, Sendable {
    let ailment: NamedResource?
    let ailmentChance: Int?
    let critRate: Int?
    let drain: Int?
    let healing: Int?
    let flinchChance: Int?
    let statChance: Int?
    let minHits: Int?
    let maxHits: Int?
    let minTurns: Int?
    let maxTurns: Int?

    enum CodingKeys: String, CodingKey {
      case ailment, drain, healing
      case ailmentChance = "ailment_chance"
      case critRate = "crit_rate"
      case flinchChance = "flinch_chance"
      case statChance = "stat_chance"
      case minHits = "min_hits"
      case maxHits = "max_hits"
      case minTurns = "min_turns"
      case maxTurns = "max_turns"
    }
  }

  struct MoveStatChange: Decodable, Sendable {
    let change: Int
    let stat: NamedResource
  }

  /// A move's values before `version_group` changed them.
  struct PastMoveValues: Decodable, Sendable {
    let accuracy: Int?
    let effectChance: Int?
    let power: Int?
    let pp: Int?
    let type: NamedResource?
    let versionGroup: NamedResource

    enum CodingKeys: String, CodingKey {
      case accuracy, power, pp, type
      case effectChance = "effect_chance"
      case versionGroup = "version_group"
    }
  }

  struct MoveMachine: Decodable, Sendable {
    let machine: Link
    let versionGroup: NamedResource

    enum CodingKeys: String, CodingKey {
      case machine
      case versionGroup = "version_group"
    }
  }

  struct Machine: Decodable, Sendable {
    let item: NamedResource
    let move: NamedResource
    let versionGroup: NamedResource

    enum CodingKeys: String, CodingKey {
      case item, move
      case versionGroup = "version_group"
    }
  }

  /// A Pokémon's form: its names, whole (`names`) and of the form alone (`form_names`).
  struct PokemonForm: Decodable, Sendable {
    let id: Int
    let name: String
    let formName: String
    let names: [LocalizedName]
    let formNames: [LocalizedName]
    let versionGroup: NamedResource?

    enum CodingKeys: String, CodingKey {
      case id, name, names
      case formName = "form_name"
      case formNames = "form_names"
      case versionGroup = "version_group"
    }
  }

  struct Ability: Decodable, Sendable {
    let id: Int
    let name: String
    let isMainSeries: Bool
    let generation: NamedResource
    let names: [LocalizedName]
    let effectEntries: [EffectEntry]
    let flavorTextEntries: [AbilityFlavorText]
    /// Who has it; the sync does not need it (it knows every Pokémon's abilities).
    let pokemon: [AbilityHolder]?

    enum CodingKeys: String, CodingKey {
      case id, name, generation, names, pokemon
      case isMainSeries = "is_main_series"
      case effectEntries = "effect_entries"
      case flavorTextEntries = "flavor_text_entries"
    }
  }

  struct AbilityHolder: Decodable, Sendable {
    let isHidden: Bool
    let pokemon: NamedResource

    enum CodingKeys: String, CodingKey {
      case pokemon
      case isHidden = "is_hidden"
    }
  }

  struct EffectEntry: Decodable, Sendable {
    let effect: String
    let shortEffect: String
    let language: NamedResource

    enum CodingKeys: String, CodingKey {
      case effect, language
      case shortEffect = "short_effect"
    }
  }

  struct AbilityFlavorText: Decodable, Sendable {
    let flavorText: String
    let language: NamedResource
    let versionGroup: NamedResource

    enum CodingKeys: String, CodingKey {
      case language
      case flavorText = "flavor_text"
      case versionGroup = "version_group"
    }
  }

  struct Version: Decodable, Sendable {
    let id: Int
    let name: String
    let names: [LocalizedName]
    let versionGroup: NamedResource

    enum CodingKeys: String, CodingKey {
      case id, name, names
      case versionGroup = "version_group"
    }
  }

  struct VersionGroup: Decodable, Sendable {
    let id: Int
    let name: String
    let generation: NamedResource
    let versions: [NamedResource]?
    let order: Int?
  }

  /// A small table's row with names per language: an egg group, a stat, an item, a move.
  /// A growth rate names itself through `descriptions`, which are read the same way.
  struct TableRow: Decodable, Sendable {
    let name: String
    let names: [LocalizedName]

    enum CodingKeys: String, CodingKey { case name, names, descriptions }

    struct Description: Decodable, Sendable {
      let description: String
      let language: NamedResource
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decode(String.self, forKey: .name)
      if let names = try container.decodeIfPresent([LocalizedName].self, forKey: .names) {
        self.names = names
      } else {
        names = try container.decode([Description].self, forKey: .descriptions).map {
          LocalizedName(name: $0.description, language: $0.language)
        }
      }
    }
  }

  struct Sprites: Decodable, Sendable {
    let frontDefault: String?
    let frontShiny: String?

    enum CodingKeys: String, CodingKey {
      case frontDefault = "front_default"
      case frontShiny = "front_shiny"
    }
  }

  struct TypeSlot: Decodable, Sendable {
    let slot: Int
    let type: NamedResource
  }

  struct Stat: Decodable, Sendable {
    let baseStat: Int
    let effort: Int?
    let stat: NamedResource

    enum CodingKeys: String, CodingKey {
      case baseStat = "base_stat"
      case effort, stat
    }
  }

  struct AbilitySlot: Decodable, Sendable {
    let slot: Int
    let isHidden: Bool
    let ability: NamedResource

    enum CodingKeys: String, CodingKey {
      case slot, ability
      case isHidden = "is_hidden"
    }
  }

  struct EvolutionChain: Decodable, Sendable {
    let id: Int
    let chain: ChainLink
  }

  struct ChainLink: Decodable, Sendable {
    let species: NamedResource
    /// Kept as a dictionary so that requirements PokeAPI adds later are carried over too.
    let evolutionDetails: [[String: DetailValue]]
    let evolvesTo: [ChainLink]

    enum CodingKeys: String, CodingKey {
      case species
      case evolutionDetails = "evolution_details"
      case evolvesTo = "evolves_to"
    }
  }

  /// One value of an `evolution_details` entry, already reduced to the text the snapshot keeps;
  /// `nil` for the values that mean "no requirement" (null, false, "", empty lists).
  struct DetailValue: Decodable, Sendable {
    let text: String?
    /// The resource's link, when the value is one (an item, a move): for its names.
    var link: String? = nil

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        text = nil
      } else if let flag = try? container.decode(Bool.self) {
        text = flag ? "true" : nil
      } else if let number = try? container.decode(Int.self) {
        text = String(number)
      } else if let number = try? container.decode(Double.self) {
        text = "\(number)"
      } else if let string = try? container.decode(String.self) {
        text = string.isEmpty ? nil : string
      } else if let resource = try? container.decode(NamedResource.self) {
        text = resource.name
        link = resource.url
      } else if let resources = try? container.decode([NamedResource].self) {
        text = resources.isEmpty ? nil : resources.map(\.name).joined(separator: ",")
      } else {
        // An object without a name: nothing a person could read, so no requirement text.
        text = nil
      }
    }
  }

  struct PokemonTypeResource: Decodable, Sendable {
    let name: String
    let damageRelations: DamageRelations
    let names: [LocalizedName]?

    enum CodingKeys: String, CodingKey {
      case name, names
      case damageRelations = "damage_relations"
    }
  }

  struct DamageRelations: Decodable, Sendable {
    let doubleDamageTo: [NamedResource]
    let halfDamageTo: [NamedResource]
    let noDamageTo: [NamedResource]

    enum CodingKeys: String, CodingKey {
      case doubleDamageTo = "double_damage_to"
      case halfDamageTo = "half_damage_to"
      case noDamageTo = "no_damage_to"
    }
  }
}
