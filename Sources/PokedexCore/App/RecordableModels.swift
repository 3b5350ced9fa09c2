// Codable forms of the values that travel in actions, so the app's root feature can be
// recorded and replayed (see Loop's `ActionRecorder`). Written out by hand where the type is
// declared in a file of its own concern, rather than synthesized there.

extension SearchResult: Codable {
  private enum CodingKeys: String, CodingKey {
    case pokemon, kind, matchedName, language, highlight
  }

  /// Reads a result written by ``encode(to:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      pokemon: try container.decode(Pokemon.self, forKey: .pokemon),
      kind: try container.decode(MatchKind.self, forKey: .kind),
      matchedName: try container.decode(String.self, forKey: .matchedName),
      language: try container.decodeIfPresent(Language.self, forKey: .language),
      highlight: try container.decodeIfPresent(Range<Int>.self, forKey: .highlight))
  }

  /// Writes the result's fields (its `id` is its Pokémon's).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(pokemon, forKey: .pokemon)
    try container.encode(kind, forKey: .kind)
    try container.encode(matchedName, forKey: .matchedName)
    try container.encodeIfPresent(language, forKey: .language)
    try container.encodeIfPresent(highlight, forKey: .highlight)
  }
}
