/// The name in `names` for `language`, else the English one, else `slug` title-cased: how
/// abilities, moves, games and methods are named.
func localizedName(_ names: [String: String], in language: Language, slug: String) -> String {
  names[language.rawValue] ?? names[Language.english.rawValue] ?? titleCased(slug)
}

/// An ability as the Pokédex explains it: its names and what it does, in the snapshot's
/// languages.
public struct AbilityInfo: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// PokeAPI's id.
  public var id: Int
  /// PokeAPI's slug: `levitate`.
  public var slug: String
  /// The generation it came in.
  public var generation: Int
  /// Names by language code.
  public var names: [String: String]
  /// One-line effects by language code.
  public var shortEffects: [String: String]
  /// Full effects by language code.
  public var effects: [String: String]

  /// An ability.
  public init(
    id: Int, slug: String, generation: Int, names: [String: String],
    shortEffects: [String: String], effects: [String: String]
  ) {
    self.id = id
    self.slug = slug
    self.generation = generation
    self.names = names
    self.shortEffects = shortEffects
    self.effects = effects
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
    effects[language.rawValue] ?? effects[Language.english.rawValue]
      ?? shortEffect(in: language)
  }
}

/// A game (PokeAPI's version): `red`, `scarlet`.
public struct GameVersion: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// PokeAPI's id, which orders the games by release.
  public var id: Int
  /// PokeAPI's slug.
  public var slug: String
  /// Its version group's slug: `red-blue`, `scarlet-violet`.
  public var versionGroup: String
  /// The generation it belongs to.
  public var generation: Int
  /// Names by language code: "Scarlet", "Écarlate".
  public var names: [String: String]

  /// A game.
  public init(
    id: Int, slug: String, versionGroup: String, generation: Int, names: [String: String]
  ) {
    self.id = id
    self.slug = slug
    self.versionGroup = versionGroup
    self.generation = generation
    self.names = names
  }

  /// The name in `language`, else English, else the slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(names, in: language, slug: slug)
  }
}

/// One Pokédex entry: a species' text in one language, the same in each of `versions`.
public struct FlavorText: Sendable, Equatable, Hashable, Codable {
  /// The language code.
  public var language: String
  /// The games (version slugs) that print it.
  public var versions: [String]
  /// The text, as one paragraph.
  public var text: String

  /// An entry.
  public init(language: String, versions: [String], text: String) {
    self.language = language
    self.versions = versions
    self.text = text
  }
}

/// What one Pokémon's detail screen shows beyond its row: its abilities explained, its
/// species' entries per game, its sibling forms, and names for the record's tables.
public struct PokemonDetails: Sendable, Equatable, Codable {
  /// The Pokémon's abilities, in its slot order, explained.
  public var abilities: [AbilityInfo]
  /// Its species' Pokédex entries, every language and game the source has.
  public var flavorTexts: [FlavorText]
  /// The games, oldest first, for naming and ordering the entries.
  public var versions: [GameVersion]
  /// The species' default Pokémon and its forms, in id order.
  public var forms: [Pokemon]
  /// Names of the record's slugs (growth rates, egg groups, stats, items, types) by kind,
  /// then slug, then language: `names["egg-group"]["monster"]["fr"]`.
  public var names: [String: [String: [String: String]]]
  /// The items it holds in the wild, how often, in which games; nil from a source without
  /// items (and in recordings made before it was kept).
  public var heldItems: [HeldItem]?

  /// An item a Pokémon holds in the wild.
  public struct HeldItem: Sendable, Equatable, Codable {
    public var item: PokedexSets.Item
    /// In percent.
    public var rarity: Int
    /// The games, by slug.
    public var versions: [String]

    public init(item: PokedexSets.Item, rarity: Int, versions: [String]) {
      (self.item, self.rarity, self.versions) = (item, rarity, versions)
    }
  }

  /// Details.
  public init(
    abilities: [AbilityInfo] = [], flavorTexts: [FlavorText] = [],
    versions: [GameVersion] = [], forms: [Pokemon] = [],
    names: [String: [String: [String: String]]] = [:], heldItems: [HeldItem]? = nil
  ) {
    self.heldItems = heldItems
    self.abilities = abilities
    self.flavorTexts = flavorTexts
    self.versions = versions
    self.forms = forms
    self.names = names
  }

  /// The name of `slug` of `kind` in `language`, else English, else the slug title-cased.
  public func name(_ kind: String, _ slug: String, in language: Language) -> String {
    localizedName(names[kind]?[slug] ?? [:], in: language, slug: slug)
  }

  /// The name in `language` of an item, move, type, species, form (`pokemon`: the forms its
  /// chain's conditions name), place or region an evolution condition names; nil when the
  /// names do not have it.
  public func conditionName(_ slug: String, in language: Language) -> String? {
    for kind in ["item", "move", "type", "pokemon-species", "pokemon", "location", "region"]
    where names[kind]?[slug] != nil {
      return name(kind, slug, in: language)
    }
    return nil
  }

  /// The games with an entry in `language`, newest first.
  public func games(withTextIn language: Language) -> [GameVersion] {
    let slugs = Set(
      flavorTexts.filter { $0.language == language.rawValue }.flatMap(\.versions))
    return versions.filter { slugs.contains($0.slug) }.reversed()
  }

  /// The entry a screen shows in `language`: `game`'s when it has one there, else the newest
  /// game's with text in that language, else the newest in English.
  public func entry(in language: Language, game: String? = nil) -> (
    game: GameVersion, text: String
  )? {
    for code in [language, .english] {
      let games = games(withTextIn: code)
      let chosen = games.first { $0.slug == game } ?? games.first
      if let chosen, let text = flavorText(game: chosen.slug, language: code) {
        return (chosen, text)
      }
    }
    return nil
  }

  /// The entry of `game` in `language`.
  public func flavorText(game: String, language: Language) -> String? {
    flavorTexts.first { $0.language == language.rawValue && $0.versions.contains(game) }?.text
  }
}
