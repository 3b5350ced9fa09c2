/// The languages the snapshot keeps names in.
public enum Language: String, CaseIterable, Codable, Sendable, Hashable {
  case english = "en"
  case spanish = "es"
  case japanese = "ja"
  case french = "fr"
  case german = "de"
}

/// One national-dex species or one of its alternate forms (a mega evolution, a regional form,
/// Gigantamax, Rotom's appliances, ...), with the facts a Pokédex shows.
public struct Pokemon: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// National-dex number, 1…1025, for a species; PokeAPI's Pokémon id (10001 up) for a form.
  public var id: Int
  /// English name, as written in the games: "Mr. Mime", "Nidoran♀", "Mega Charizard X".
  public var name: String
  /// Names by language code (see ``Language``); only languages PokeAPI has. A form's are its
  /// whole names ("Méga-Dracaufeu X"), or its species' name with the form's where PokeAPI has
  /// no whole name in that language.
  public var names: [String: String]
  /// One or two types, primary first.
  public var types: [PokemonType]
  /// The generation the species was introduced in, 1…9.
  public var generation: Int
  /// Base stats.
  public var stats: BaseStats
  /// Height in decimetres (PokeAPI's unit).
  public var height: Int
  /// Weight in hectograms (PokeAPI's unit).
  public var weight: Int
  /// Abilities in slot order.
  public var abilities: [Ability]
  /// The English genus: "Mouse Pokémon".
  public var genus: String
  /// Genus by language code, where PokeAPI has it.
  public var genera: [String: String]
  /// The id of the species' evolution chain.
  public var evolutionChainID: Int
  /// The newest game's Pokédex entry, as one paragraph, when the live source supplied it; the
  /// embedded snapshot has none.
  public var flavorText: String?
  /// The national-dex number of its species: ``id`` itself unless this is a form.
  public var speciesID: Int
  /// What makes it a form of its species, or nil for the species' default Pokémon.
  public var form: FormInfo?
  /// PokeAPI's name of a species' default Pokémon where it is not the species' name
  /// (`deoxys-normal`, `palafin-zero`); nil for a form, and where the names are one (`pikachu`).
  public var defaultSlug: String?
  /// What a trainer gains from defeating it.
  public var training: Training
  /// Its species' record: catch rate, friendship, growth, breeding, rarity.
  public var record: SpeciesRecord

  /// Makes a Pokémon from all its facts. Without `speciesID` it is its own species.
  public init(
    id: Int, name: String, names: [String: String] = [:], types: [PokemonType],
    generation: Int, stats: BaseStats, height: Int, weight: Int, abilities: [Ability],
    genus: String, genera: [String: String] = [:], evolutionChainID: Int,
    flavorText: String? = nil, speciesID: Int? = nil, form: FormInfo? = nil,
    defaultSlug: String? = nil, training: Training = Training(),
    record: SpeciesRecord = SpeciesRecord()
  ) {
    self.id = id
    self.name = name
    self.names = names
    self.types = types
    self.generation = generation
    self.stats = stats
    self.height = height
    self.weight = weight
    self.abilities = abilities
    self.genus = genus
    self.genera = genera
    self.evolutionChainID = evolutionChainID
    self.flavorText = flavorText
    self.speciesID = speciesID ?? id
    self.form = form
    self.defaultSlug = defaultSlug
    self.training = training
    self.record = record
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, names, types, generation, stats, height, weight, abilities, genus, genera
    case evolutionChainID, flavorText, speciesID, form, defaultSlug, training, record
  }

  /// Decodes a Pokémon; one recorded before forms and records existed is its own species,
  /// with no record.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try c.decode(Int.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
      names: try c.decode([String: String].self, forKey: .names),
      types: try c.decode([PokemonType].self, forKey: .types),
      generation: try c.decode(Int.self, forKey: .generation),
      stats: try c.decode(BaseStats.self, forKey: .stats),
      height: try c.decode(Int.self, forKey: .height),
      weight: try c.decode(Int.self, forKey: .weight),
      abilities: try c.decode([Ability].self, forKey: .abilities),
      genus: try c.decode(String.self, forKey: .genus),
      genera: try c.decode([String: String].self, forKey: .genera),
      evolutionChainID: try c.decode(Int.self, forKey: .evolutionChainID),
      flavorText: try c.decodeIfPresent(String.self, forKey: .flavorText),
      speciesID: try c.decodeIfPresent(Int.self, forKey: .speciesID),
      form: try c.decodeIfPresent(FormInfo.self, forKey: .form),
      defaultSlug: try c.decodeIfPresent(String.self, forKey: .defaultSlug),
      training: try c.decodeIfPresent(Training.self, forKey: .training) ?? Training(),
      record: try c.decodeIfPresent(SpeciesRecord.self, forKey: .record) ?? SpeciesRecord())
  }

  /// Whether this is an alternate form rather than its species' default Pokémon.
  public var isForm: Bool { form != nil }

  /// PokeAPI's name of this Pokémon where it is not its species' name: a form's slug
  /// (`raichu-alola`), or the ``defaultSlug`` (`deoxys-normal`); nil where the species' name
  /// is the Pokémon's (`pikachu`).
  public var slug: String? { form?.slug ?? defaultSlug }

  /// The name in `language`, falling back to English.
  public func name(in language: Language) -> String { names[language.rawValue] ?? name }

  /// ``names`` with the English ``name`` always among them.
  public var everyName: [String: String] {
    names.merging([Language.english.rawValue: name]) { kept, _ in kept }
  }

  /// The genus in `language`, falling back to English.
  public func genus(in language: Language) -> String { genera[language.rawValue] ?? genus }

  /// `#025`; a form shows its species' number.
  public var number: String {
    let digits = String(speciesID)
    return "#" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }
}

/// The six base stats.
public struct BaseStats: Sendable, Equatable, Hashable, Codable {
  public var hp: Int
  public var attack: Int
  public var defense: Int
  public var specialAttack: Int
  public var specialDefense: Int
  public var speed: Int

  /// Stats in the games' order.
  public init(
    hp: Int, attack: Int, defense: Int, specialAttack: Int, specialDefense: Int, speed: Int
  ) {
    self.hp = hp
    self.attack = attack
    self.defense = defense
    self.specialAttack = specialAttack
    self.specialDefense = specialDefense
    self.speed = speed
  }

  /// The sum of all six.
  public var total: Int { hp + attack + defense + specialAttack + specialDefense + speed }

  /// The six values in the games' order.
  public var values: [Int] { [hp, attack, defense, specialAttack, specialDefense, speed] }

  /// PokeAPI's stat slugs in the games' order.
  public static let slugs = [
    "hp", "attack", "defense", "special-attack", "special-defense", "speed",
  ]

  /// Label and value pairs in the games' order.
  public var labelled: [(label: String, value: Int)] {
    [
      ("HP", hp), ("Attack", attack), ("Defense", defense), ("Sp. Atk", specialAttack),
      ("Sp. Def", specialDefense), ("Speed", speed),
    ]
  }
}

/// An ability a species can have.
public struct Ability: Sendable, Equatable, Hashable, Codable {
  /// PokeAPI's slug: "lightning-rod".
  public var name: String
  /// Whether it is the hidden ability.
  public var isHidden: Bool

  /// An ability.
  public init(name: String, isHidden: Bool) {
    self.name = name
    self.isHidden = isHidden
  }

  /// "Lightning Rod".
  public var displayName: String { titleCased(name) }
}

/// `template` with each `%@` replaced by the next of `values`, in order: how a message made in
/// English (a template and its values) is said in any language, its template translated.
///
/// ```swift
/// filled("no move is called \"%@\"", ["Earthkwake"])  // no move is called "Earthkwake"
/// ```
public func filled(_ template: String, _ values: [String]) -> String {
  var result = ""
  var rest = Substring(template)
  for value in values {
    guard let marker = rest.range(of: "%@") else { break }
    result += rest[..<marker.lowerBound] + value
    rest = rest[marker.upperBound...]
  }
  return result + rest
}

/// "thunder-stone" → "Thunder Stone".
///
/// Words are the runs between hyphens (empty ones are dropped), each with its first character
/// upper-cased, joined by single spaces. Written as one loop: `split`, `+` of a `Substring` and
/// `joined` reach generic code whose first use costs run-time look-ups of conformances and
/// associated types, and the app's first frame draws a name on every row.
public func titleCased(_ slug: String) -> String {
  var result = ""
  var startsWord = true
  for character in slug {
    if character == "-" {
      startsWord = true
    } else if startsWord {
      if !result.isEmpty { result.append(" ") }
      result += character.uppercased()
      startsWord = false
    } else {
      result.append(character)
    }
  }
  return result
}
