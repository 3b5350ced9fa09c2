/// The kinds of item a player looks for, each a set of PokeAPI's categories or bag pockets.
public enum ItemKind: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
  case held, berries, evolution, balls, medicine, machines, other

  /// The kind of an item of `category` in `pocket`.
  public static func of(category: String, pocket: String) -> ItemKind {
    if category == "evolution" { return .evolution }
    if heldCategories.contains(category) { return .held }
    switch pocket {
    case "berries": return .berries
    case "pokeballs": return .balls
    case "medicine": return .medicine
    case "machines": return .machines
    default: return .other
    }
  }

  /// The categories of items made to be held in battle.
  static let heldCategories: Set<String> = [
    "held-items", "choice", "bad-held-items", "type-enhancement", "plates", "species-specific",
    "mega-stones", "memories", "jewels", "effort-training", "z-crystals",
  ]
}

/// Which items the item browser shows: those of any chosen kind (none chosen: all).
public struct ItemFilter: Equatable, Hashable, Sendable, Codable {
  public var kinds: Set<ItemKind>

  /// A filter; none by default.
  public init(kinds: Set<ItemKind> = []) { self.kinds = kinds }

  /// Whether it keeps every item.
  public var isEmpty: Bool { kinds.isEmpty }
}

/// One item found by the item browser's search, and where its name matched.
public struct ItemSearchResult: Sendable, Equatable, Identifiable, Codable {
  public var item: PokedexSets.Item
  public var kind: ItemKind
  /// The item's short effect in English and French (PokeAPI has no other), and its Pokédex
  /// text in the other languages where it has one.
  public var shortEffects: [String: String]
  /// How it matched, the name that matched, its language and the matched characters; nil
  /// when listed without a query.
  public var match: MatchKind?
  public var matchedName: String?
  public var language: Language?

  public var id: Int { item.id }

  public init(
    item: PokedexSets.Item, kind: ItemKind, shortEffects: [String: String] = [:],
    match: MatchKind? = nil, matchedName: String? = nil, language: Language? = nil
  ) {
    (self.item, self.kind, self.shortEffects) = (item, kind, shortEffects)
    (self.match, self.matchedName, self.language) = (match, matchedName, language)
  }

  /// Its name in `language`, else English, else its slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(item.names, in: language, slug: item.slug)
  }
}

/// An item in full: names, category, effect, text, fling power, price, games, and who holds
/// it in the wild.
public struct ItemDetail: Sendable, Equatable, Codable {
  public var item: PokedexSets.Item
  public var kind: ItemKind
  public var category: PokedexItems.Category?
  public var entry: PokedexItems.Entry
  public var holders: [Holder]
  /// The games' names by version slug, then language.
  public var versionNames: [String: [String: String]]
  /// A machine's moves, game by game (``PokedexMoves/teachings(of:)``); empty for other items.
  public var teaches: [Teaching]

  /// The move a machine teaches in a run of games, the games in release order.
  public struct Teaching: Sendable, Equatable, Codable {
    /// The move's id and slug, and its names by language code.
    public var move: Int
    public var slug: String
    public var names: [String: String]
    /// The games that teach it by this machine, in release order.
    public var groups: [GameGroup]

    /// Move `move` (`slug`, named `names`) taught in `groups`.
    public init(move: Int, slug: String, names: [String: String], groups: [GameGroup]) {
      (self.move, self.slug, self.names, self.groups) = (move, slug, names, groups)
    }

    /// The move's name in `language`, else English, else its slug title-cased.
    public func moveName(in language: Language) -> String {
      localizedName(names, in: language, slug: slug)
    }
  }

  /// A Pokémon holding it in the wild: how often, in which games (by slug).
  public struct Holder: Sendable, Equatable, Codable {
    public var pokemon: Pokemon
    public var rarity: Int
    public var versions: [String]

    public init(pokemon: Pokemon, rarity: Int, versions: [String]) {
      (self.pokemon, self.rarity, self.versions) = (pokemon, rarity, versions)
    }
  }

  public init(
    item: PokedexSets.Item, kind: ItemKind, category: PokedexItems.Category? = nil,
    entry: PokedexItems.Entry, holders: [Holder] = [],
    versionNames: [String: [String: String]] = [:], teaches: [Teaching] = []
  ) {
    (self.item, self.kind, self.category, self.entry) = (item, kind, category, entry)
    (self.holders, self.versionNames, self.teaches) = (holders, versionNames, teaches)
  }

  private enum CodingKeys: String, CodingKey {
    case item, kind, category, entry, holders, versionNames, teaches
  }

  /// Decodes an item; one recorded before machines named their moves teaches none.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      item: try c.decode(PokedexSets.Item.self, forKey: .item),
      kind: try c.decode(ItemKind.self, forKey: .kind),
      category: try c.decodeIfPresent(PokedexItems.Category.self, forKey: .category),
      entry: try c.decode(PokedexItems.Entry.self, forKey: .entry),
      holders: try c.decode([Holder].self, forKey: .holders),
      versionNames: try c.decode([String: [String: String]].self, forKey: .versionNames),
      teaches: try c.decodeIfPresent([Teaching].self, forKey: .teaches) ?? [])
  }

  /// "Scarlet / Violet": game group `group` named in `language`.
  public func groupName(_ group: GameGroup, in language: Language) -> String {
    PokemonLearnsets.name(of: group, in: language, versionNames: versionNames)
  }

  /// Its name in `language`, else English, else its slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(item.names, in: language, slug: item.slug)
  }

  /// Game `slug`'s name in `language`, else English, else the slug title-cased.
  public func versionName(_ slug: String, in language: Language) -> String {
    localizedName(versionNames[slug] ?? [:], in: language, slug: slug)
  }
}

/// Every item's names, folded for matching, built once: the item browser's search and the
/// shell's `item`, as forgiving as the Pokémon's (typos, punctuation, five languages;
/// `leftovers`, `Restes`, `たべのこし`).
struct ItemSearchIndex: Sendable {
  private let rows: [ItemSearchResult]
  private let matcher: NameMatcher

  /// An item's short effect in each language PokeAPI writes one in (English and French), and
  /// its Pokédex text, on one line, in the others: a list in Japanese says what an item does in
  /// Japanese, as its page does.
  static func summaries(_ entry: PokedexItems.Entry?) -> [String: String] {
    guard let entry else { return [:] }
    var summaries = entry.shortEffects
    for (code, text) in entry.texts where summaries[code] == nil {
      summaries[code] = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
    return summaries
  }

  /// An index over `sets`' items, their kinds and short effects from `items`.
  init(sets: PokedexSets, items: PokedexItems) {
    rows = sets.items.map { item in
      ItemSearchResult(
        item: item,
        kind: ItemKind.of(
          category: item.category, pocket: items.category(item.category)?.pocket ?? ""),
        shortEffects: Self.summaries(items.entry(item.id)))
    }
    matcher = NameMatcher(
      rows.map { NameMatcher.names($0.item.names, english: titleCased($0.item.slug)) },
      aliases: rows.map { [$0.item.slug] })
  }

  /// The items `filter` keeps whose names match `query`, best first; all of them, in id
  /// order, when the query is empty.
  func search(_ query: String, filter: ItemFilter) -> [ItemSearchResult] {
    let keeps = { (row: ItemSearchResult) in filter.isEmpty || filter.kinds.contains(row.kind) }
    if query.allSatisfy(\.isWhitespace) { return rows.filter(keeps) }
    return matcher.matches(query, where: filter.isEmpty ? nil : { keeps(rows[$0]) }).map {
      match in
      var row = rows[match.entry]
      (row.match, row.matchedName, row.language) = (match.kind, match.name, match.language)
      return row
    }
  }
}
