extension PokemonClient {
  /// This client, its searches ranking matches in `language` first within each kind of match:
  /// with English shown, `dra` lists Dratini and Dragonite before Charizard, whom it finds
  /// by its French name (Dracaufeu); the other languages' matches follow, as before.
  ///
  /// Ranking is the source's, not the screen's: the results an effect delivers are already
  /// in this order, so a recording replays them as they were.
  public func rankingMatches(in language: Language) -> PokemonClient {
    var client = self
    let search = self.search
    let searchMoves = self.searchMoves
    client.search = { query, filter in
      inLanguageFirst(try await search(query, filter), language, kind: \.kind, of: \.language)
    }
    client.searchMoves = { query, filter in
      inLanguageFirst(
        try await searchMoves(query, filter), language, kind: \.kind, of: \.language)
    }
    return client
  }
}

/// `results` with, in each run of one kind of match, those matched in `language` first (the
/// order otherwise kept).
func inLanguageFirst<Result, Kind: Equatable>(
  _ results: [Result], _ language: Language, kind: (Result) -> Kind,
  of matched: (Result) -> Language?
) -> [Result] {
  var ranked: [Result] = []
  ranked.reserveCapacity(results.count)
  var start = 0
  while start < results.count {
    var end = start + 1
    while end < results.count, kind(results[end]) == kind(results[start]) { end += 1 }
    let run = results[start..<end]
    ranked += run.filter { matched($0) == language }
    ranked += run.filter { matched($0) != language }
    start = end
  }
  return ranked
}
