/// One line of a guide to where things are found: at a place (and one of its areas), by a
/// method, under conditions, at levels, with a chance, in some of a game group's games.
public struct EncounterLine: Sendable, Equatable, Hashable, Codable {
  /// The Pokémon found (a place's guide lists many; a Pokémon's guide lists only it).
  public var pokemon: Int
  /// The place's id (PokeAPI's location), slug and names; the area's words (`pillar 1`), if
  /// any.
  public var place: Int
  public var placeSlug: String
  public var placeNames: [String: String]
  public var areaPart: [String: String]
  /// The method's slug (`walk`, `old-rod`, `gift`) and the conditions' slugs (`time-night`).
  public var method: String
  public var conditions: [String]
  /// The games of the group it is found in, by slug; all of them, or some (`red` only).
  public var versions: [String]
  public var minLevel: Int
  public var maxLevel: Int
  /// In percent, at most 100.
  public var chance: Int

  /// A line.
  public init(
    pokemon: Int, place: Int, placeSlug: String = "", placeNames: [String: String],
    areaPart: [String: String] = [:],
    method: String, conditions: [String] = [], versions: [String], minLevel: Int,
    maxLevel: Int, chance: Int
  ) {
    (self.pokemon, self.place, self.placeSlug, self.placeNames, self.areaPart) =
      (pokemon, place, placeSlug, placeNames, areaPart)
    (self.method, self.conditions, self.versions) = (method, conditions, versions)
    (self.minLevel, self.maxLevel, self.chance) = (minLevel, maxLevel, chance)
  }

  /// "Turnback Cave (pillar 1)" in `language`, else in English.
  public func placeName(in language: Language) -> String {
    let place =
      placeNames[language.rawValue] ?? placeNames[Language.english.rawValue] ?? "#\(self.place)"
    let part = areaPart[language.rawValue] ?? areaPart[Language.english.rawValue]
    return part.map { "\(place) (\($0))" } ?? place
  }

  /// "18" or "2–5".
  public var levels: String { minLevel == maxLevel ? "\(minLevel)" : "\(minLevel)–\(maxLevel)" }
}

/// Where a Pokémon is found, game group by game group, as a guide reads: each group's lines
/// by place, then method, then level.
public struct PokemonEncounters: Sendable, Equatable, Codable {
  /// The groups in which it is found, or had by evolving what is found there, newest first.
  public var groups: [GameGroup]
  /// Its lines, by group id.
  public var lines: [Int: [EncounterLine]]
  /// For a group in which it is not found but something it evolves from is: that ancestor,
  /// by group id.
  public var origins: [Int: Origin]
  /// Names of the methods, the conditions and the games, by kind (`method`, `condition`,
  /// `version`), slug, then language.
  public var names: [String: [String: [String: String]]]
  /// The newest group PokeAPI has any encounters for (Sword / Shield's expansions): for
  /// later games the data has none.
  public var lastGroupWithData: GameGroup?

  /// Not found in the wild, but had by evolving `pokemon`, which is found at `places`.
  public struct Origin: Sendable, Equatable, Codable {
    public var pokemon: Int
    public var pokemonNames: [String: String]
    /// The places, each once, in the order of its lines; names by language.
    public var places: [[String: String]]

    public init(pokemon: Int, pokemonNames: [String: String], places: [[String: String]]) {
      (self.pokemon, self.pokemonNames, self.places) = (pokemon, pokemonNames, places)
    }
  }

  /// A guide.
  public init(
    groups: [GameGroup] = [], lines: [Int: [EncounterLine]] = [:], origins: [Int: Origin] = [:],
    names: [String: [String: [String: String]]] = [:], lastGroupWithData: GameGroup? = nil
  ) {
    (self.groups, self.lines, self.origins, self.names, self.lastGroupWithData) =
      (groups, lines, origins, names, lastGroupWithData)
  }

  /// The group a guide opens on: the newest in which it is found, else the newest it is had
  /// in by evolving.
  public var defaultGroup: GameGroup? {
    groups.first { lines[$0.id] != nil } ?? groups.first
  }

  /// The group `name` names among ``groups`` (`red`, `red-blue`, `rb`).
  public func group(named name: String) -> GameGroup? { GameGroup.named(name, in: groups) }

  /// "Red / Blue".
  public func name(of group: GameGroup, in language: Language) -> String {
    PokemonLearnsets.name(of: group, in: language, versionNames: names["version"] ?? [:])
  }

  /// The name of the `kind` (`method`, `condition`, `version`) called `slug` in `language`,
  /// else English, else the slug title-cased.
  public func name(_ kind: String, _ slug: String, in language: Language) -> String {
    localizedName(names[kind]?[slug] ?? [:], in: language, slug: slug)
  }
}

/// What is found at a place, game group by game group.
public struct PlaceEncounters: Sendable, Equatable, Codable {
  public var place: Int
  public var slug: String
  public var placeNames: [String: String]
  /// The region's slug and names.
  public var region: String
  public var regionNames: [String: String]
  /// The groups in which anything is found there, newest first.
  public var groups: [GameGroup]
  /// By group id: each line, by Pokémon in dex order, then area, method and level.
  public var lines: [Int: [EncounterLine]]
  /// The Pokémon the lines name.
  public var pokemon: [Int: Pokemon]
  /// As ``PokemonEncounters/names``.
  public var names: [String: [String: [String: String]]]

  /// A place's guide.
  public init(
    place: Int, slug: String, placeNames: [String: String], region: String = "",
    regionNames: [String: String] = [:], groups: [GameGroup] = [],
    lines: [Int: [EncounterLine]] = [:], pokemon: [Int: Pokemon] = [:],
    names: [String: [String: [String: String]]] = [:]
  ) {
    (self.place, self.slug, self.placeNames, self.region, self.regionNames) =
      (place, slug, placeNames, region, regionNames)
    (self.groups, self.lines, self.pokemon, self.names) = (groups, lines, pokemon, names)
  }

  /// The name in `language`, else English, else the slug title-cased.
  public func name(in language: Language) -> String {
    localizedName(placeNames, in: language, slug: slug)
  }

  /// "Red / Blue".
  public func name(of group: GameGroup, in language: Language) -> String {
    PokemonLearnsets.name(of: group, in: language, versionNames: names["version"] ?? [:])
  }

  /// The name of the `kind` called `slug`, as ``PokemonEncounters/name(_:_:in:)``.
  public func name(_ kind: String, _ slug: String, in language: Language) -> String {
    localizedName(names[kind]?[slug] ?? [:], in: language, slug: slug)
  }

  /// The group `name` names among ``groups``.
  public func group(named name: String) -> GameGroup? { GameGroup.named(name, in: groups) }
}

extension PokedexEncounters {
  /// Pokémon `pokemon`'s guide: its lines sorted per group among `groups`, and, where it is
  /// not found, the nearest Pokémon it evolves from that is (found by `parent`, which gives a
  /// species' pre-evolution).
  ///
  /// - Parameters:
  ///   - versions: every game, for its slug, group and names.
  ///   - pokemonNames: a Pokémon's names by id.
  public func guide(
    of pokemon: Int, groups: [GameGroup], versions: [GameVersion], parent: (Int) -> Int?,
    pokemonNames: (Int) -> [String: String]
  ) -> PokemonEncounters {
    let context = GuideContext(self, groups: groups, versions: versions)
    let own = context.lines(encounters(of: pokemon))
    var origins: [Int: PokemonEncounters.Origin] = [:]
    var ancestor = parent(pokemon)
    var seen: Set<Int> = [pokemon]
    while let current = ancestor, seen.insert(current).inserted {
      for (group, lines) in context.lines(encounters(of: current))
      where own[group] == nil && origins[group] == nil {
        var places: [[String: String]] = []
        var placeIDs: Set<Int> = []
        for line in lines where placeIDs.insert(line.place).inserted {
          places.append(line.placeNames)
        }
        origins[group] = .init(
          pokemon: current, pokemonNames: pokemonNames(current), places: places)
      }
      ancestor = parent(current)
    }
    let found = Set(own.keys).union(origins.keys)
    return PokemonEncounters(
      groups: context.newestFirst.filter { found.contains($0.id) }, lines: own, origins: origins,
      names: context.names(of: own.values), lastGroupWithData: context.lastGroupWithData)
  }

  /// What is found at `place`, per group among `groups`.
  public func guide(
    ofPlace place: Place, groups: [GameGroup], versions: [GameVersion],
    pokemon: (Int) -> Pokemon?
  ) -> PlaceEncounters {
    let context = GuideContext(self, groups: groups, versions: versions)
    let lines = context.lines(encounters(at: place.id)[...])
    var found: [Int: Pokemon] = [:]
    for line in lines.values.joined() where found[line.pokemon] == nil {
      found[line.pokemon] = pokemon(line.pokemon)
    }
    return PlaceEncounters(
      place: place.id, slug: place.slug, placeNames: place.names, region: place.region,
      regionNames: regions[place.region] ?? [:],
      groups: context.newestFirst.filter { lines[$0.id] != nil }, lines: lines,
      pokemon: found, names: context.names(of: lines.values))
  }
}

extension PokedexEncounters {
  /// The one place `name` names, as `location` and the query's `in:` read it: its slug, or a
  /// whole name of one place in any language; else part of the names of one place alone; else
  /// the one place one letter off, as `show` forgives a typo.
  ///
  /// - Throws: ``PlaceNotFound`` with the candidates when several places fit (a name regions
  ///   share, "Route 1"; part of many names), or with the names that come close when none does.
  public func place(called name: String) throws(PlaceNotFound) -> Place {
    // A candidate as a "did you mean" names it, "Route 1 (kanto-route-1)": its slug decides.
    if let open = name.lastIndex(of: "("), name.hasSuffix(")") {
      let slug = String(name[name.index(after: open)...].dropLast())
      let shown = nameKey(String(name[..<open]))
      if let named = place(named: slug), nameKey(named.slug) == nameKey(slug),
        shown == nameKey(named.name(in: .english))
          || named.names.values.contains(where: { nameKey($0) == shown })
      {
        return named
      }
    }
    var found = place(named: name)
    if let exact = found, nameKey(exact.slug) != nameKey(name) {
      // A name, not a slug: several regions may have a place of that name ("Route 1").
      let same = places(named: name)
      if same.count > 1 { throw PlaceNotFound(query: name, candidates: same) }
      found = same.first ?? exact
    }
    if found == nil {
      // Part of a name: one place alone, else the candidates named.
      let candidates = places(matching: name)
      guard candidates.count <= 1 else { throw PlaceNotFound(query: name, candidates: candidates) }
      found = candidates.first
    }
    if found == nil {
      let close = places(closeTo: name)
      guard close.count == 1 else { throw PlaceNotFound(query: name, suggestions: close) }
      found = close.first
    }
    guard let place = found else { throw PlaceNotFound(query: name) }
    return place
  }

  /// Who is found at the place `name` names (``place(called:)``) in the group `game` names
  /// among `groups` (nil: in any game), or nil when no place is called that.
  ///
  /// - Throws: ``PokemonQuery/Problem`` when several places fit `name` (naming them by their
  ///   slugs, which pick one) or `game` names no group.
  func pokemon(at name: String, game: String?, groups: [GameGroup], versions: [GameVersion])
    throws -> Set<Int>?
  {
    let place: Place
    do {
      place = try self.place(called: name)
    } catch {
      guard !error.candidates.isEmpty else { return nil }
      let slugs = error.candidates.prefix(8).map(\.slug).joined(separator: ", ")
      throw PokemonQuery.Problem(
        term: "in:\(name)",
        expected: "one place, by its slug: " + slugs + (error.candidates.count > 8 ? ", …" : ""))
    }
    var games: Set<Int>?
    if let game {
      guard let group = GameGroup.named(game, in: groups) else {
        throw PokemonQuery.Problem(term: "game:\(game)", expected: "a game, like scarlet-violet")
      }
      games = Set(versions.filter { group.versions.contains($0.slug) }.map(\.id))
    }
    var found: Set<Int> = []
    for line in encounters(at: place.id)
    where games.map({ !$0.isDisjoint(with: line.versions) }) ?? true {
      found.insert(line.pokemon)
    }
    return found
  }
}

/// What turning file lines into guide lines needs: the games by id, their groups, the names.
private struct GuideContext {
  let table: PokedexEncounters
  let newestFirst: [GameGroup]
  /// Each game's group and slug, by the game's id: one look-up per game of an encounter.
  let slotOfVersion: [Int: (group: Int, slug: String)]
  let versionNames: [String: [String: String]]
  let lastGroupWithData: GameGroup?

  init(_ table: PokedexEncounters, groups: [GameGroup], versions: [GameVersion]) {
    self.table = table
    newestFirst = groups.sorted { $0.order > $1.order }
    var groupOfVersion: [String: Int] = [:]
    for group in groups { for version in group.versions { groupOfVersion[version] = group.id } }
    var slotOfVersion: [Int: (group: Int, slug: String)] = [:]
    for version in versions {
      if let group = groupOfVersion[version.slug] {
        slotOfVersion[version.id] = (group, version.slug)
      }
    }
    self.slotOfVersion = slotOfVersion
    versionNames = Dictionary(
      versions.map { ($0.slug, $0.names) }, uniquingKeysWith: { a, _ in a })
    let withData = Set(
      versions.filter { table.versionsWithData.contains($0.id) }.map(\.slug))
    lastGroupWithData = newestFirst.first { $0.versions.contains(where: withData.contains) }
  }

  /// The names of what `lines` (of any groups) name: their methods, conditions and games.
  func names(of lines: some Sequence<[EncounterLine]>) -> [String: [String: [String: String]]] {
    // Each slug once (a line's method is most often the one before's), then its names.
    var methods: Set<String> = []
    var conditions: Set<String> = []
    var previous = ""
    for line in lines.joined() {
      if line.method != previous {
        methods.insert(line.method)
        previous = line.method
      }
      for condition in line.conditions { conditions.insert(condition) }
    }
    func named(_ kind: String, _ slugs: Set<String>) -> [String: [String: String]] {
      let all = table.termNames[kind] ?? [:]
      var names: [String: [String: String]] = [:]
      for slug in slugs { names[slug] = all[slug] }
      return names
    }
    return [
      "method": named("method", methods), "condition": named("condition", conditions),
      "version": versionNames,
    ]
  }

  /// `encounters` as guide lines per group id, sorted by place, area, method, levels.
  func lines(_ encounters: ArraySlice<PokedexEncounters.Encounter>) -> [Int: [EncounterLine]] {
    var byGroup: [Int: [(area: Int, method: Int, line: EncounterLine)]] = [:]
    for encounter in encounters {
      guard let area = table.area(encounter.area), let method = table.method(encounter.method)
      else { continue }
      let place = table.place(area.place)
      // The encounter's games by group: a few, so a list searched in order.
      var perGroup: [(group: Int, versions: [String])] = []
      for id in encounter.versions {
        guard let (group, slug) = slotOfVersion[id] else { continue }
        if let index = perGroup.firstIndex(where: { $0.group == group }) {
          perGroup[index].versions.append(slug)
        } else {
          perGroup.append((group, [slug]))
        }
      }
      for (group, versions) in perGroup {
        let line = EncounterLine(
          pokemon: encounter.pokemon, place: area.place, placeSlug: place?.slug ?? area.slug,
          placeNames: place.flatMap { $0.names.isEmpty ? nil : $0.names }
            ?? [Language.english.rawValue: titleCased(place?.slug ?? area.slug)],
          areaPart: area.part, method: method.slug,
          conditions: encounter.conditions.compactMap { table.condition($0)?.slug },
          versions: versions, minLevel: encounter.minLevel, maxLevel: encounter.maxLevel,
          chance: encounter.shownChance)
        byGroup[group, default: []].append((encounter.area, encounter.method, line))
      }
    }
    return byGroup.mapValues { entries in
      entries.sorted { a, b in
        (a.line.place, a.area, a.line.pokemon, a.method, a.line.minLevel, a.line.maxLevel)
          < (b.line.place, b.area, b.line.pokemon, b.method, b.line.minLevel, b.line.maxLevel)
      }
      .map(\.line)
    }
  }
}
