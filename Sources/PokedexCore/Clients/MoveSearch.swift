/// Which moves the move browser shows: those of any chosen type and any chosen category (no
/// choice: all).
public struct MoveFilter: Equatable, Hashable, Sendable, Codable {
  /// The types kept; empty keeps every type.
  public var types: Set<PokemonType>
  /// The categories kept (physical, special, status); empty keeps all three.
  public var categories: Set<DamageClass>

  /// A filter; none by default.
  public init(types: Set<PokemonType> = [], categories: Set<DamageClass> = []) {
    self.types = types
    self.categories = categories
  }

  /// Whether it keeps every move.
  public var isEmpty: Bool { types.isEmpty && categories.isEmpty }

  /// Whether `move` is kept.
  public func matches(_ move: MoveInfo) -> Bool {
    (types.isEmpty || move.type.map(types.contains) == true)
      && (categories.isEmpty || categories.contains(move.damageClass))
  }
}

/// One move found by the move browser's search, and where its name matched.
public struct MoveSearchResult: Sendable, Equatable, Identifiable, Codable {
  /// The move found.
  public var move: MoveInfo
  /// How it matched; nil when listed without a query.
  public var kind: MatchKind?
  /// The name that matched (in whichever language); nil when listed without a query.
  public var matchedName: String?
  /// The language of `matchedName`.
  public var language: Language?
  /// The matched characters of `matchedName`, as character offsets; nil for a typo match.
  public var highlight: Range<Int>?

  public var id: Int { move.id }

  /// A result.
  public init(
    move: MoveInfo, kind: MatchKind? = nil, matchedName: String? = nil,
    language: Language? = nil, highlight: Range<Int>? = nil
  ) {
    self.move = move
    self.kind = kind
    self.matchedName = matchedName
    self.language = language
    self.highlight = highlight
  }
}

/// Every move's names, folded for matching, built once: the move browser's search, as
/// forgiving as the Pokémon's (typos, punctuation, five languages; `uturn`, `will o wisp`,
/// `Donnerblitz`, `10まんボルト`).
struct MoveSearchIndex: Sendable {
  private let moves: [MoveInfo]
  private let matcher: NameMatcher

  /// An index over `moves`, in the order results of one kind keep.
  init(_ moves: [MoveInfo]) {
    self.moves = moves
    matcher = NameMatcher(
      moves.map { NameMatcher.names($0.names, english: nil) }, aliases: moves.map { [$0.slug] })
  }

  /// The moves `filter` keeps whose names match `query`, best first; all of them, in the
  /// index's order, when the query is empty.
  func search(_ query: String, filter: MoveFilter) -> [MoveSearchResult] {
    if query.allSatisfy(\.isWhitespace) {
      return moves.filter(filter.matches).map { MoveSearchResult(move: $0) }
    }
    let include: ((Int) -> Bool)? = filter.isEmpty ? nil : { filter.matches(moves[$0]) }
    return matcher.matches(query, where: include).map { match in
      MoveSearchResult(
        move: moves[match.entry], kind: match.kind, matchedName: match.name,
        language: match.language, highlight: match.highlight)
    }
  }
}

extension PokedexMoves {
  /// The move browser's index over these moves, in id order.
  var searchIndex: MoveSearchIndex {
    MoveSearchIndex(moves.values.sorted { $0.id < $1.id })
  }
}
