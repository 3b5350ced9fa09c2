#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a search result matched the query.
public enum MatchKind: Int, Sendable, Comparable, Codable {
  /// The whole name, or the dex number.
  case exact
  /// The start of the name (or of the dex number's digits).
  case prefix
  /// Somewhere inside the name.
  case substring
  /// The name with one letter wrong, missing, extra or swapped.
  case typo

  public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One Pokémon found by a search, and where its name matched.
public struct SearchResult: Sendable, Equatable, Identifiable {
  /// The Pokémon found.
  public var pokemon: Pokemon
  /// How it matched.
  public var kind: MatchKind
  /// The name that matched (in whichever language), or the number for a number match.
  public var matchedName: String
  /// The language of `matchedName`; nil for a number match.
  public var language: Language?
  /// The matched characters of `matchedName`, as character offsets; nil for a typo match.
  public var highlight: Range<Int>?

  public var id: Int { pokemon.id }

  /// A result.
  public init(
    pokemon: Pokemon, kind: MatchKind, matchedName: String, language: Language?,
    highlight: Range<Int>?
  ) {
    self.pokemon = pokemon
    self.kind = kind
    self.matchedName = matchedName
    self.language = language
    self.highlight = highlight
  }
}

/// Every Pokémon's names, folded for matching (lowercase, no accents), built once.
///
/// Search ranks exact matches, then prefixes, then substrings, then names one edit away, and
/// within each kind by dex number. A query of digits (`25`, `#025`) matches the number.
struct SearchIndex: Sendable {
  private struct Entry: Sendable {
    let pokemon: Pokemon
    let names: [(language: Language, original: String, folded: [Character])]
  }

  private let entries: [Entry]

  init(_ pokemon: [Pokemon]) {
    entries = pokemon.map { pokemon in
      var names: [(Language, String, [Character])] = []
      var seen = Set<String>()
      for language in Language.allCases {
        guard
          let name = pokemon.names[language.rawValue] ?? (language == .english ? pokemon.name : nil)
        else { continue }
        let folded = fold(name)
        if seen.insert(String(folded)).inserted { names.append((language, name, folded)) }
      }
      return Entry(pokemon: pokemon, names: names)
    }
  }

  func search(_ query: String, filter: PokemonFilter) -> [SearchResult] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return [] }
    var results: [SearchResult] = []
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
      for entry in entries where filter.matches(entry.pokemon) {
        if let kind = numberMatch(digits, entry.pokemon.id) {
          results.append(
            SearchResult(
              pokemon: entry.pokemon, kind: kind, matchedName: entry.pokemon.number,
              language: nil, highlight: nil))
        }
      }
    } else {
      let folded = fold(trimmed)
      for entry in entries where filter.matches(entry.pokemon) {
        if let best = bestMatch(folded, in: entry) { results.append(best) }
      }
    }
    return results.sorted { ($0.kind, $0.pokemon.id) < ($1.kind, $1.pokemon.id) }
  }

  private func numberMatch(_ digits: String, _ id: Int) -> MatchKind? {
    guard let number = Int(digits) else { return nil }
    if number == id { return .exact }
    let unpadded = String(digits.drop { $0 == "0" })
    return !unpadded.isEmpty && String(id).hasPrefix(unpadded) ? .prefix : nil
  }

  private func bestMatch(_ query: [Character], in entry: Entry) -> SearchResult? {
    var best: SearchResult?
    for name in entry.names {
      guard let (kind, range) = match(query, name.folded) else { continue }
      if best == nil || kind < best!.kind {
        best = SearchResult(
          pokemon: entry.pokemon, kind: kind, matchedName: name.original,
          language: name.language, highlight: range)
        if kind == .exact { break }
      }
    }
    return best
  }

  private func match(_ query: [Character], _ name: [Character]) -> (MatchKind, Range<Int>?)? {
    if query == name { return (.exact, 0..<name.count) }
    if name.starts(with: query) { return (.prefix, 0..<query.count) }
    if query.count <= name.count, let start = firstIndex(of: query, in: name) {
      return (.substring, start..<(start + query.count))
    }
    if query.count >= 3 {
      if withinOneEdit(query, name) { return (.typo, nil) }
      if query.count >= 4, name.count > query.count,
        withinOneEdit(query, Array(name.prefix(query.count)))
      {
        return (.typo, nil)
      }
    }
    return nil
  }
}

/// Lowercased, accents removed: "Flabébé" → "flabebe".
func fold(_ text: String) -> [Character] {
  Array(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
}

private func firstIndex(of needle: [Character], in haystack: [Character]) -> Int? {
  guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
  for start in 0...(haystack.count - needle.count)
  where haystack[start] == needle[0]
    && haystack[start..<(start + needle.count)].elementsEqual(needle)
  {
    return start
  }
  return nil
}

/// Whether `a` becomes `b` by at most one insertion, deletion, substitution or swap of
/// neighbours.
func withinOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
  if abs(a.count - b.count) > 1 { return false }
  var i = 0
  while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
  if i == a.count || i == b.count { return abs(a.count - b.count) <= 1 }
  if a.count == b.count {
    if a[(i + 1)...] == b[(i + 1)...] { return true }  // substitution
    return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i]
      && a[(i + 2)...] == b[(i + 2)...]  // swap
  }
  return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
}
