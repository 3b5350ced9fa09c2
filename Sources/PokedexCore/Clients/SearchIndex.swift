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
///
/// Names are kept as arrays of Unicode scalar values: comparing those is many times cheaper
/// than comparing `Character`s, and a keystroke searches about 5,000 names.
struct SearchIndex: Sendable {
  private struct Name: Sendable {
    let language: Language
    let original: String
    let scalars: [UInt32]
    /// The character offset where each scalar starts (plus the end), for highlights.
    let characterOffsets: [Int]
  }

  private struct Entry: Sendable {
    let pokemon: Pokemon
    let names: [Name]
  }

  private struct Hit {
    let kind: MatchKind
    let entry: Int
    let name: Int
    let scalarRange: Range<Int>?
  }

  private let entries: [Entry]

  init(_ pokemon: [Pokemon]) {
    entries = pokemon.map { pokemon in
      var names: [Name] = []
      var seen = Set<[UInt32]>()
      for language in Language.allCases {
        guard
          let name = pokemon.names[language.rawValue]
            ?? (language == .english ? pokemon.name : nil)
        else { continue }
        let folded = fold(name)
        let scalars = folded.unicodeScalars.map(\.value)
        guard seen.insert(scalars).inserted else { continue }
        var offsets: [Int] = []
        for (index, character) in folded.enumerated() {
          offsets += Array(repeating: index, count: character.unicodeScalars.count)
        }
        offsets.append(folded.count)
        names.append(
          Name(language: language, original: name, scalars: scalars, characterOffsets: offsets))
      }
      return Entry(pokemon: pokemon, names: names)
    }
  }

  func search(_ query: String, filter: PokemonFilter) -> [SearchResult] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return [] }
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
      return numberResults(digits, filter: filter)
    }
    let folded = fold(trimmed).unicodeScalars.map(\.value)
    var hits: [Hit] = []
    for (index, entry) in entries.enumerated() where filter.isEmpty || filter.matches(entry.pokemon)
    {
      if let hit = bestMatch(folded, in: entry, at: index) { hits.append(hit) }
    }
    hits.sort { ($0.kind, $0.entry) < ($1.kind, $1.entry) }
    return hits.map { hit in
      let entry = entries[hit.entry]
      let name = entry.names[hit.name]
      let highlight = hit.scalarRange.map {
        name.characterOffsets[$0.lowerBound]..<name.characterOffsets[$0.upperBound]
      }
      return SearchResult(
        pokemon: entry.pokemon, kind: hit.kind, matchedName: name.original,
        language: name.language, highlight: highlight)
    }
  }

  private func numberResults(_ digits: String, filter: PokemonFilter) -> [SearchResult] {
    guard let number = Int(digits) else { return [] }
    let unpadded = String(digits.drop { $0 == "0" })
    var results: [SearchResult] = []
    for entry in entries where filter.matches(entry.pokemon) {
      let id = entry.pokemon.id
      let kind: MatchKind? =
        number == id
        ? .exact : (!unpadded.isEmpty && String(id).hasPrefix(unpadded) ? .prefix : nil)
      if let kind {
        results.append(
          SearchResult(
            pokemon: entry.pokemon, kind: kind, matchedName: entry.pokemon.number,
            language: nil, highlight: nil))
      }
    }
    return results.sorted { ($0.kind, $0.pokemon.id) < ($1.kind, $1.pokemon.id) }
  }

  private func bestMatch(_ query: [UInt32], in entry: Entry, at index: Int) -> Hit? {
    var best: Hit?
    for (nameIndex, name) in entry.names.enumerated() {
      guard let (kind, range) = match(query, name.scalars) else { continue }
      if best == nil || kind < best!.kind {
        best = Hit(kind: kind, entry: index, name: nameIndex, scalarRange: range)
        if kind == .exact { break }
      }
    }
    return best
  }

  private func match(_ query: [UInt32], _ name: [UInt32]) -> (MatchKind, Range<Int>?)? {
    if query == name { return (.exact, 0..<name.count) }
    if name.starts(with: query) { return (.prefix, 0..<query.count) }
    if query.count <= name.count, let start = firstIndex(of: query, in: name) {
      return (.substring, start..<(start + query.count))
    }
    if query.count >= 3 {
      if withinOneEdit(query[...], name[...]) { return (.typo, nil) }
      if query.count >= 4, name.count > query.count,
        withinOneEdit(query[...], name[..<query.count])
      {
        return (.typo, nil)
      }
    }
    return nil
  }
}

/// Lowercased, accents removed: "Flabébé" → "flabebe".
func fold(_ text: String) -> String {
  text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
}

private func firstIndex(of needle: [UInt32], in haystack: [UInt32]) -> Int? {
  guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
  let first = needle[0]
  for start in 0...(haystack.count - needle.count) where haystack[start] == first {
    if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
  }
  return nil
}

/// Whether `a` becomes `b` by at most one insertion, deletion, substitution or swap of
/// neighbours.
func withinOneEdit<T: Equatable>(_ a: ArraySlice<T>, _ b: ArraySlice<T>) -> Bool {
  if abs(a.count - b.count) > 1 { return false }
  var i = 0
  let aStart = a.startIndex
  let bStart = b.startIndex
  while i < a.count, i < b.count, a[aStart + i] == b[bStart + i] { i += 1 }
  if i == a.count || i == b.count { return abs(a.count - b.count) <= 1 }
  let aRest = a[(aStart + i)...]
  let bRest = b[(bStart + i)...]
  if a.count == b.count {
    if aRest.dropFirst().elementsEqual(bRest.dropFirst()) { return true }  // substitution
    return a.count - i >= 2 && a[aStart + i] == b[bStart + i + 1]
      && a[aStart + i + 1] == b[bStart + i]
      && aRest.dropFirst(2).elementsEqual(bRest.dropFirst(2))  // swap
  }
  return a.count > b.count
    ? aRest.dropFirst().elementsEqual(bRest) : aRest.elementsEqual(bRest.dropFirst())
}
