import Foundation

/// What a search field holds, read as Pokémon Showdown's `/dexsearch` players know it: free
/// words match names as ever, and terms filter.
///
/// ```
/// dragon type:dragon spe>100 resists:fire      -is:legendary    gen:1-3 weak:water|grass
/// type:fire/flying (both types)   learns:trick-room   ability:levitate   egg:monster   bst>=600
/// ```
///
/// Terms combine with AND; `|` inside a term gives alternatives (any of them), a leading `-` or
/// `!` negates it. ``parse(_:)`` names the first malformed term and what was expected there; it
/// never traps, whatever the input.
public struct PokemonQuery: Equatable, Sendable {
  /// The free words, joined by spaces: the name (or number) searched for; empty for none.
  public var text: String
  /// The terms, all of which an entry must pass.
  public var terms: [Term]

  /// A term: any of its alternatives holds (none of them, when negated).
  public struct Term: Equatable, Sendable {
    public var alternatives: [Condition]
    public var isNegated: Bool
  }

  /// One thing a term asks of an entry.
  public enum Condition: Equatable, Sendable {
    /// Has every one of these types.
    case types([PokemonType])
    /// Came in one of these generations.
    case generation(ClosedRange<Int>)
    /// A base stat (or the total) compared with a number.
    case stat(StatKey, Comparison, Int)
    /// Takes ×2 or more from the type.
    case weak(PokemonType)
    /// Takes ×½ or less (but not nothing) from the type.
    case resists(PokemonType)
    /// Takes nothing from the type.
    case immune(PokemonType)
    /// Has the ability (a name as typed; the source finds the ability).
    case ability(String)
    /// Learns the move (as typed) in the game chosen with `game:`, else the newest in which
    /// anyone learns it.
    case learns(String)
    /// In the egg group (as typed: `dragon`, `water1`, `field`).
    case eggGroup(String)
    /// Found in the wild at the place (as typed: `viridian-forest`, `Vertania-Wald`), in the
    /// game chosen with `game:`, else in any.
    case foundAt(String)
    /// Legendary, mythical, baby, mega, regional or Gigantamax.
    case flag(Flag)
    /// A type term whose types are named in another language (`type:feu`, `weak:wasser`):
    /// the key (`type`, `weak`, `resists`, `immune`) and the names as typed, resolved with
    /// the reference's type names when the query runs.
    case namedTypes(key: String, names: [String])
  }

  /// Showdown's stat names.
  public enum StatKey: String, Equatable, Sendable, CaseIterable {
    case hp, atk, def, spa, spd, spe, bst

    /// The other ways players write each stat, lowercased, without dots, dashes or
    /// underscores: `attack`, `spatk` (`Sp.Atk`, `sp-atk`), `speed`, `total`.
    static let aliases: [String: StatKey] = [
      "attack": .atk, "defense": .def, "defence": .def, "spatk": .spa, "satk": .spa,
      "specialattack": .spa, "spattack": .spa, "spdef": .spd, "sdef": .spd,
      "specialdefense": .spd, "spdefense": .spd, "speed": .spe, "total": .bst, "stats": .bst,
    ]

    /// The longest name a stat goes by (`specialdefense`): no longer start can name one.
    static let longestName = aliases.keys.map(\.count).max() ?? 0

    /// The stat a comparison starts with (`spatk>=100`), and how many characters name it.
    /// Reads no further than the longest name, so a 100,000-character word costs no more
    /// than a short one.
    static func leading(_ text: some StringProtocol) -> (StatKey, Int)? {
      var letters = ""
      var best: (StatKey, Int)?
      for (index, character) in text.prefix(2 * longestName).lowercased().enumerated() {
        if "<>=".contains(character) || letters.count > longestName { break }
        if !".-_".contains(character) { letters.append(character) }
        if let key = StatKey(rawValue: letters) ?? aliases[letters] { best = (key, index + 1) }
      }
      return best
    }

    /// The stat of `stats`.
    public func value(in stats: BaseStats) -> Int {
      switch self {
      case .hp: stats.hp
      case .atk: stats.attack
      case .def: stats.defense
      case .spa: stats.specialAttack
      case .spd: stats.specialDefense
      case .spe: stats.speed
      case .bst: stats.total
      }
    }
  }

  /// How a stat compares.
  public enum Comparison: String, Equatable, Sendable {
    case less = "<"
    case lessOrEqual = "<="
    case equal = "="
    case greaterOrEqual = ">="
    case greater = ">"

    func holds(_ left: Int, _ right: Int) -> Bool {
      switch self {
      case .less: left < right
      case .lessOrEqual: left <= right
      case .equal: left == right
      case .greaterOrEqual: left >= right
      case .greater: left > right
      }
    }
  }

  /// What `is:` can ask.
  public enum Flag: String, Equatable, Sendable, CaseIterable {
    case legendary, mythical, baby, mega, regional, gmax
  }

  /// The game group `learns:` terms look in (`game:scarlet-violet`); nil: the newest in which
  /// anyone learns the move.
  public var game: String?

  /// A query of `text` alone.
  public init(text: String = "", terms: [Term] = [], game: String? = nil) {
    self.text = text
    self.terms = terms
    self.game = game
  }

  /// Whether it has terms (without them, a search is the name search it always was).
  public var hasTerms: Bool { !terms.isEmpty || game != nil }

  /// The syntax, a line per kind of term, for help screens (`?` on the search screen) and
  /// `--help`.
  public static let syntax: [(term: String, meaning: String)] = [
    ("pikachu, 25", "a name (any language) or number"),
    ("type:fire", "that type; type:fire/flying both"),
    ("gen:1-3", "generations 1 to 3; gen:4 one"),
    ("hp>100", "a base stat: hp atk def spa spd spe bst"),
    ("speed>=100", "also attack, spatk, sp.def, total…"),
    ("weak:water", "takes ×2 or more from water"),
    ("resists:grass", "takes ×½ or less from grass"),
    ("immune:ground", "takes nothing from ground"),
    ("ability:levitate", "has the ability"),
    ("learns:trick-room", "learns it (game:G, else newest)"),
    ("egg:dragon", "in the egg group"),
    ("in:viridian-forest", "found there (game:G, else any)"),
    ("is:legendary", "also mythical baby mega regional gmax"),
    ("-term  !term", "not"),
    ("type:fire|water", "either"),
    ("game:sv", "the game of learns: (sv, swsh, la…)"),
  ]

  /// A term that could not be read: which, and what was expected.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The term as typed.
    public var term: String
    /// What was expected there.
    public var expected: String
    /// The term as it was perhaps meant (`learns:thunderbolt` for `learns:tunderbolt`).
    public var suggestion: String? = nil

    public var description: String {
      "\"\(term)\": expected \(expected)" + (suggestion.map { " (did you mean \($0)?)" } ?? "")
    }
  }

  /// The query `text` says, or the first term that cannot be read.
  public static func parse(_ text: String) -> Result<PokemonQuery, Problem> {
    var query = PokemonQuery()
    var words: [Substring] = []
    // Type: Null's name is not a type term.
    let text = text.replacingOccurrences(
      of: "type: null", with: "type null", options: .caseInsensitive)
    for token in text.split(whereSeparator: \.isWhitespace) {
      guard isTerm(token) else {
        words.append(token)
        continue
      }
      var body = token
      let isNegated = body.first == "-" || body.first == "!"
      if isNegated { body = body.dropFirst() }
      if body.lowercased().hasPrefix("game:") {
        let game = body.dropFirst(5)
        guard !isNegated, !game.isEmpty, !game.contains("|") else {
          return .failure(
            Problem(term: String(token), expected: "one game, like game:scarlet-violet"))
        }
        query.game = game.lowercased()
        continue
      }
      var alternatives: [Condition] = []
      switch condition(body, token: token) {
      case .success(let parsed): alternatives = parsed
      case .failure(let problem): return .failure(problem)
      }
      query.terms.append(Term(alternatives: alternatives, isNegated: isNegated))
    }
    query.text = words.joined(separator: " ")
    return .success(query)
  }

  /// Whether `token` is meant as a term: `key:value`, a stat comparison, or negated.
  private static func isTerm(_ token: Substring) -> Bool {
    if token.contains(":") { return true }
    if token.first == "-" || token.first == "!" { return true }
    guard let (_, length) = StatKey.leading(token) else { return false }
    return token.dropFirst(length).first.map { "<>=".contains($0) } == true
  }

  private static func condition(_ body: Substring, token: Substring) -> Result<
    [Condition], Problem
  > {
    func problem(_ expected: String) -> Result<[Condition], Problem> {
      .failure(Problem(term: String(token), expected: expected))
    }
    if body.isEmpty { return problem("a term after the \(token.prefix(1)), like -is:legendary") }
    // A stat comparison, alternatives included: `spe>100|atk>120`.
    if !body.contains(":") {
      var conditions: [Condition] = []
      for part in body.split(separator: "|", omittingEmptySubsequences: false) {
        guard let stat = statCondition(part) else {
          return problem("a stat comparison like spe>=100 (hp atk def spa spd spe bst)")
        }
        conditions.append(stat)
      }
      return .success(conditions)
    }
    // An alternative may name its own key: `is:legendary|is:mythical`, `type:fire|spe>100`.
    let parts = body.split(separator: "|", omittingEmptySubsequences: false)
    if parts.count > 1, parts.dropFirst().contains(where: { $0.contains(":") || isTerm($0) }) {
      var conditions: [Condition] = []
      var key = ""
      for part in parts {
        let whole = part.contains(":") || isTerm(part) ? part : Substring(key + part)
        if let colon = whole.firstIndex(of: ":") { key = String(whole[...colon]) }
        switch condition(whole, token: token) {
        case .success(let parsed): conditions += parsed
        case .failure(let problem): return .failure(problem)
        }
      }
      return .success(conditions)
    }
    let colon = body.firstIndex(of: ":")!
    let key = body[..<colon].lowercased()
    let values = body[body.index(after: colon)...].split(
      separator: "|", omittingEmptySubsequences: false
    ).map(String.init)  // as typed, so a problem quotes them so; compared case-blind
    guard !values.isEmpty, values.allSatisfy({ !$0.isEmpty }) else {
      return problem("a value after \(key):")
    }
    var conditions: [Condition] = []
    for value in values {
      switch key {
      case "type", "t":
        let names = value.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(names.count), names.allSatisfy({ !$0.isEmpty }) else {
          return problem("a type like fire, or two like fire/flying")
        }
        let types = names.compactMap { PokemonType(rawValue: $0.lowercased()) }
        conditions.append(
          types.count == names.count
            ? .types(types) : .namedTypes(key: "type", names: names.map(String.init)))
      case "gen", "g", "generation":
        guard let range = generations(value) else {
          return problem("a generation 1 to 9, or a range like 1-3")
        }
        conditions.append(.generation(range))
      case "weak", "resists", "resist", "immune":
        let kind = key == "resist" ? "resists" : key
        guard let type = PokemonType(rawValue: value.lowercased()) else {
          guard !value.contains("/") else { return problem("an attacking type like water") }
          conditions.append(.namedTypes(key: kind, names: [value]))
          continue
        }
        conditions.append(
          kind == "weak" ? .weak(type) : kind == "immune" ? .immune(type) : .resists(type))
      case "ability", "a": conditions.append(.ability(value))
      case "learns", "move", "m": conditions.append(.learns(value))
      case "egg": conditions.append(.eggGroup(value))
      case "in", "at": conditions.append(.foundAt(value))
      case "is":
        guard let flag = Flag(rawValue: value.lowercased()) else {
          return problem("legendary, mythical, baby, mega, regional or gmax")
        }
        conditions.append(.flag(flag))
      default:
        return problem(
          "a term: type gen weak resists immune ability learns egg in is game, or a stat")
      }
    }
    return .success(conditions)
  }

  private static func statCondition(_ text: Substring) -> Condition? {
    guard let (key, length) = StatKey.leading(text) else { return nil }
    let rest = text.dropFirst(length)
    let symbols = rest.prefix { "<>=".contains($0) }
    guard let comparison = Comparison(rawValue: String(symbols)),
      let number = Int(rest.dropFirst(symbols.count)), number >= 0
    else { return nil }
    return .stat(key, comparison, number)
  }

  private static func generations(_ value: String) -> ClosedRange<Int>? {
    let bounds = value.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0 != nil }) else { return nil }
    let low = bounds[0]!
    let high = bounds.last!!
    guard (1...9).contains(low), (1...9).contains(high), low <= high else { return nil }
    return low...high
  }
}

/// The names a query's terms may give, each a key (``nameKey(_:)``: `Water Absorb`,
/// `water-absorb` and `absorbeau` alike) to what it names. Built once, on the first query
/// with terms.
struct QueryNames: Sendable {
  /// Ability slugs by the key of their slug and of each of their names.
  var abilities: [String: String] = [:]
  /// Move ids, the same way.
  var moves: [String: Int] = [:]
  /// Move slugs by id.
  var moveSlugs: [Int: String] = [:]
  /// Egg-group slugs, the same way (`field` finds `ground`).
  var eggGroups: [String: String] = [:]
  /// Types by the key of each of their names (`feu`, `wasser`, `ほのお`).
  var types: [String: PokemonType] = [:]

  /// The names of `reference`'s abilities and egg groups and of `moves`' moves; where two
  /// share a key, the lower id (or slug) keeps it.
  init(reference: PokedexReference?, moves table: PokedexMoves?) {
    for ability in (reference?.abilities.values ?? [:].values).sorted(by: { $0.id < $1.id }) {
      for name in [ability.slug] + ability.names.values.sorted() {
        let key = nameKey(name)
        if abilities[key] == nil { abilities[key] = ability.slug }
      }
    }
    for move in (table?.moves.values ?? [:].values).sorted(by: { $0.id < $1.id }) {
      moveSlugs[move.id] = move.slug
      for name in [move.slug] + move.names.values.sorted() {
        let key = nameKey(name)
        if moves[key] == nil { moves[key] = move.id }
      }
    }
    // In a fixed order, so that a name two types shared would read the same in every run.
    for (slug, names) in (reference?.names["type"] ?? [:]).sorted(by: { $0.key < $1.key }) {
      guard let type = PokemonType(rawValue: slug) else { continue }
      for name in names.values.sorted() {
        let key = nameKey(name)
        if types[key] == nil { types[key] = type }
      }
    }
    for (slug, names) in (reference?.names["egg-group"] ?? [:]).sorted(by: { $0.key < $1.key }) {
      for name in [slug] + names.values.sorted() {
        let key = nameKey(name)
        if eggGroups[key] == nil { eggGroups[key] = slug }
      }
    }
  }
}

/// What a query's terms are checked against, looked up once per query: the type chart, and the
/// names the terms give resolved (an ability's slug, a move's learners, an egg group's slug).
struct QueryContext {
  /// The type chart, for `weak:`, `resists:` and `immune:`.
  var chart: TypeChart
  /// The ability slug each `ability:` term names.
  var abilities: [String: String] = [:]
  /// The learners' ids of each `learns:` term.
  var learners: [String: Set<Int>] = [:]
  /// The egg-group slug each `egg:` term names.
  var eggGroups: [String: String] = [:]
  /// Who is found at the place each `in:` term names.
  var found: [String: Set<Int>] = [:]
  /// The types each type term named in another language names, by the names as typed.
  var types: [[String]: [PokemonType]] = [:]

  /// A context for `query`: every name its terms give is looked up, and one that names
  /// nothing is a ``PokemonQuery/Problem``. `learners` gives who learns a move (by id) in a
  /// game (nil: the newest in which anyone does), or nil when there is no such game.
  /// `foundAt` gives who is found at a place (a name as typed) in a game (nil: any), or nil
  /// when no place is called that.
  init(
    _ query: PokemonQuery, chart: TypeChart, names: QueryNames,
    learners: (Int, String?) throws -> Set<Int>?,
    foundAt: (String, String?) throws -> Set<Int>? = { _, _ in nil }
  ) throws {
    self.chart = chart
    func problem(_ term: String, _ expected: String) -> PokemonQuery.Problem {
      PokemonQuery.Problem(term: term, expected: expected)
    }
    /// The problem with `key:name`, suggesting the name in `table` closest to it (by its
    /// slug, as terms are written), when one is within two edits.
    func unknown<Value>(
      _ key: String, _ name: String, _ expected: String, in table: [String: Value],
      slug: (Value) -> String?
    ) -> PokemonQuery.Problem {
      let near = Spelling.closest(name, in: Array(table.keys)).first.flatMap { table[$0] }
      return PokemonQuery.Problem(
        term: "\(key):\(name)", expected: expected,
        suggestion: near.flatMap(slug).map { "\(key):\($0)" })
    }
    for term in query.terms {
      for condition in term.alternatives {
        switch condition {
        case .ability(let name):
          guard let slug = names.abilities[nameKey(name)] else {
            throw unknown(
              "ability", name, "an ability's name, like levitate", in: names.abilities
            ) { $0 }
          }
          abilities[name] = slug
        case .learns(let name):
          guard let move = names.moves[nameKey(name)] else {
            throw unknown("learns", name, "a move's name, like trick-room", in: names.moves) {
              names.moveSlugs[$0]
            }
          }
          guard let ids = try learners(move, query.game) else {
            throw problem("game:\(query.game ?? "")", "a game, like scarlet-violet")
          }
          self.learners[name] = ids
        case .foundAt(let place):
          guard let ids = try foundAt(place, query.game) else {
            throw problem("in:\(place)", "a place's name, like viridian-forest")
          }
          found[place] = ids
        case .eggGroup(let name):
          guard let slug = names.eggGroups[nameKey(name)] else {
            throw unknown("egg", name, "an egg group, like dragon or field", in: names.eggGroups) {
              $0
            }
          }
          eggGroups[name] = slug
        case .namedTypes(let key, let words):
          let found = words.compactMap { names.types[nameKey($0)] }
          guard found.count == words.count else {
            throw problem(
              "\(key):\(words.joined(separator: "/"))",
              "a type like fire (or its name in your language, like feu)")
          }
          types[words] = found
        default: break
        }
      }
    }
  }

  /// Whether `pokemon` passes every term of `query`.
  func matches(_ query: PokemonQuery, _ pokemon: Pokemon) -> Bool {
    query.terms.allSatisfy { term in
      term.alternatives.contains { holds($0, pokemon) } != term.isNegated
    }
  }

  private func holds(_ condition: PokemonQuery.Condition, _ pokemon: Pokemon) -> Bool {
    switch condition {
    case .types(let types): return types.allSatisfy(pokemon.types.contains)
    case .generation(let range): return range.contains(pokemon.generation)
    case .stat(let key, let comparison, let number):
      return comparison.holds(key.value(in: pokemon.stats), number)
    case .weak(let type): return chart.multiplier(type, against: pokemon.types) >= 2
    case .resists(let type):
      let multiplier = chart.multiplier(type, against: pokemon.types)
      return multiplier > 0 && multiplier <= 0.5
    case .immune(let type): return chart.multiplier(type, against: pokemon.types) == 0
    case .ability(let name):
      let slug = abilities[name]
      return pokemon.abilities.contains { $0.name == slug }
    case .learns(let name): return learners[name]?.contains(pokemon.id) == true
    case .foundAt(let place): return found[place]?.contains(pokemon.id) == true
    case .eggGroup(let name):
      guard let slug = eggGroups[name] else { return false }
      return pokemon.record.eggGroups.contains(slug)
    case .namedTypes(let key, let words):
      let types = self.types[words] ?? []
      switch key {
      case "type": return holds(.types(types), pokemon)
      case "weak": return types.first.map { holds(.weak($0), pokemon) } ?? false
      case "immune": return types.first.map { holds(.immune($0), pokemon) } ?? false
      default: return types.first.map { holds(.resists($0), pokemon) } ?? false
      }
    case .flag(let flag):
      switch flag {
      case .legendary: return pokemon.record.isLegendary
      case .mythical: return pokemon.record.isMythical
      case .baby: return pokemon.record.isBaby
      case .mega: return pokemon.form?.isMega == true
      case .regional: return pokemon.form?.isRegional == true
      case .gmax: return pokemon.form?.isGigantamax == true
      }
    }
  }
}
