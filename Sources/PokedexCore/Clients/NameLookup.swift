/// Finding the one move or ability a person means by a name, as forgiving as the Pokémon's
/// lookup (any language, punctuation aside, one typo forgiven), for the shell's `move` and
/// `ability`.
///
/// ```swift
/// switch try await NameLookup.move("tunderbolt", in: client, language: .english) {
/// case .found(let slug): print(slug)  // thunderbolt
/// case .ambiguous(let names), .unknown(let names): print(names)
/// }
/// ```
public enum NameLookup: Equatable, Sendable {
  /// One matched best: its slug.
  case found(String)
  /// Several matched equally well: their names, best first.
  case ambiguous([String])
  /// None matched; these names come close (perhaps none).
  case unknown(suggestions: [String])

  /// A candidate: its slug, its name to show, how well it matched.
  struct Candidate {
    var slug: String
    var name: String
    var kind: MatchKind?
  }

  /// The move `query` names, its candidates named in `language`.
  public static func move(_ query: String, in client: PokemonClient, language: Language)
    async throws -> NameLookup
  {
    try await decide(query) { text in
      try await client.searchMoves(text, MoveFilter()).map {
        Candidate(slug: $0.move.slug, name: $0.move.name(in: language), kind: $0.kind)
      }
    }
  }

  /// The item `query` names, its candidates named in `language`.
  public static func item(_ query: String, in client: PokemonClient, language: Language)
    async throws -> NameLookup
  {
    try await decide(query) { text in
      try await client.searchItems(text, ItemFilter()).map {
        Candidate(slug: $0.item.slug, name: $0.name(in: language), kind: $0.match)
      }
    }
  }

  /// The ability `query` names, its candidates named in `language`.
  public static func ability(_ query: String, in client: PokemonClient, language: Language)
    async throws -> NameLookup
  {
    let names = try await client.fetchAbilityNames().sorted { $0.key < $1.key }
    let matcher = NameMatcher(
      names.map { NameMatcher.names($0.value, english: titleCased($0.key)) },
      aliases: names.map { [$0.key] })
    return try await decide(query) { text in
      matcher.matches(text).map { match in
        let (slug, byLanguage) = names[match.entry]
        return Candidate(
          slug: slug, name: byLanguage[language.rawValue] ?? byLanguage["en"] ?? slug,
          kind: match.kind)
      }
    }
  }

  /// The best kind of match when one candidate alone has it; else the equally good ones; with
  /// none, the matches of the longest start of the query (three characters or more).
  static func decide(_ query: String, search: (String) async throws -> [Candidate])
    async throws -> NameLookup
  {
    let results = try await search(query)
    if let best = results.first, best.kind != .startTypo {
      let equallyGood = results.prefix { $0.kind == best.kind }
      if equallyGood.count == 1 { return .found(best.slug) }
      return .ambiguous(equallyGood.prefix(PokemonLookup.suggestionLimit).map(\.name))
    }
    let start = Array(query.trimmingCharacters(in: .whitespaces).prefix(32))
    let found = try await longestStartMatches(
      start, from: start.count - 1, search: search, kind: \.kind)
    return .unknown(
      suggestions: (found.isEmpty ? results : found).prefix(PokemonLookup.suggestionLimit).map(
        \.name))
  }

  /// The matches of the longest start of `start` (from `length` characters down to three)
  /// that matches something. A start matched only as a mistyped start of a name gives way to
  /// a shorter one that is a whole name, or one mistyped: `pikachuuuu` is Pikachu (`pikachuu`)
  /// more than Unova Cap Pikachu (`pikachuuu`, its `pikachuun…` mistyped); `teleportation`
  /// stays Telepathy (`telepo`) rather than every name starting `tele`. Empty when no start of
  /// three characters or more matches.
  static func longestStartMatches<Result>(
    _ start: [Character], from length: Int, search: (String) async throws -> [Result],
    kind: (Result) -> MatchKind?
  ) async throws -> [Result] {
    var length = length
    var typoOnly: [Result] = []
    while length >= 3 {
      let found = try await search(String(start[..<length]))
      let better: (MatchKind?) -> Bool =
        typoOnly.isEmpty ? { $0 != .startTypo } : { $0 == .exact || $0 == .typo }
      if found.contains(where: { better(kind($0)) }) { return found }
      if typoOnly.isEmpty { typoOnly = found }
      length -= 1
    }
    return typoOnly
  }
}
