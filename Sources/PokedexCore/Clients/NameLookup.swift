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
    var length = start.count - 1
    while length >= 3 {
      let found = try await search(String(start[..<length]))
      if !found.isEmpty {
        return .unknown(suggestions: found.prefix(PokemonLookup.suggestionLimit).map(\.name))
      }
      length -= 1
    }
    return .unknown(suggestions: results.prefix(PokemonLookup.suggestionLimit).map(\.name))
  }
}
