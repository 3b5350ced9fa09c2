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
  /// The start of the name with one letter wrong (`pikachuuu`, `Unova Cap Pikachu`'s
  /// `pikachuun…`): the loosest match, after the whole name's typos.
  case startTypo

  public static func < (lhs: MatchKind, rhs: MatchKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One Pokémon found by a search, and where its name matched.
///
/// Codable for recorded actions: its fields under their own names, `language` and `highlight`
/// left out when nil (its `id` is its Pokémon's).
public struct SearchResult: Sendable, Equatable, Identifiable, Codable {
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

/// Every Pokémon's names, folded for matching, built once: a ``NameMatcher`` over the Pokémon,
/// plus the dex number.
///
/// Search ranks exact matches, then prefixes, then substrings, then names one edit away, and
/// within each kind by dex number. A query of digits (`25`, `#025`) matches the number.
struct SearchIndex: Sendable {
  private let pokemon: [Pokemon]
  private let matcher: NameMatcher

  /// The index of `pokemon`, each also found by its name in `showdown` (where that name is
  /// its own, not one it shares with another form).
  init(_ pokemon: [Pokemon], showdown: ShowdownNames = ShowdownNames(names: [:])) {
    self.pokemon = pokemon
    // An entry is found by its names, by PokeAPI's slug (`raichu-alola`, `deoxys-normal`) and
    // by Showdown's name (`Necrozma-Dusk-Mane`), which is how people often write it:
    // `raichu alola`, `charizard mega x`.
    matcher = NameMatcher(
      pokemon.map { NameMatcher.names($0.names, english: $0.name) },
      aliases: pokemon.map { pokemon in
        var aliases = pokemon.slug.map { [$0] } ?? []
        if let name = showdown.names[pokemon.id], !showdown.aliases.contains(pokemon.id) {
          aliases.append(name)
        }
        return aliases
      })
  }

  /// The longest query that can match anything (see ``NameMatcher/longestQuery``).
  static let longestQuery = NameMatcher.longestQuery

  /// The entries `query` finds: its words matched as names (every entry, in dex order, when
  /// it has none) among those `filter` and its terms keep. The terms' names are resolved with
  /// `names` and `moves`, asked for only when a term needs them.
  func search(
    _ query: PokemonQuery, filter: PokemonFilter, chart: @autoclosure () throws -> TypeChart,
    names: () -> QueryNames, moves: () throws -> PokedexMoves,
    foundAt: (String, String?) throws -> Set<Int>? = { _, _ in nil }
  ) throws -> [SearchResult] {
    guard query.hasTerms else { return search(query.text, filter: filter) }
    let context = try QueryContext(
      query, chart: chart(), names: names(),
      learners: { move, game in try moves().learnerIDs(of: move, in: game) }, foundAt: foundAt)
    let keeps = { (pokemon: Pokemon) in
      (filter.isEmpty || filter.matches(pokemon)) && context.matches(query, pokemon)
    }
    guard query.text.allSatisfy(\.isWhitespace) else {
      return search(query.text, filter: filter, keeping: keeps)
    }
    return pokemon.filter(keeps).map { pokemon in
      SearchResult(
        pokemon: pokemon, kind: .exact, matchedName: pokemon.name, language: nil, highlight: nil)
    }
  }

  /// The entries whose names (in any language) or number match `query`, among those `filter`
  /// (and `keeping`, if given) keep, best first.
  func search(
    _ query: String, filter: PokemonFilter, keeping: ((Pokemon) -> Bool)? = nil
  ) -> [SearchResult] {
    let keeps: ((Pokemon) -> Bool)? =
      keeping ?? (filter.isEmpty ? nil : { filter.matches($0) })
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if !digits.isEmpty, digits.count <= Self.longestQuery, digits.allSatisfy(\.isASCII),
      digits.allSatisfy(\.isNumber)
    {
      return numberResults(digits, keeping: keeps)
    }
    let include: ((Int) -> Bool)? = keeps.map { keeps in { keeps(pokemon[$0]) } }
    return matcher.matches(trimmed, where: include).map { match in
      SearchResult(
        pokemon: pokemon[match.entry], kind: match.kind, matchedName: match.name,
        language: match.language, highlight: match.highlight)
    }
  }

  private func numberResults(_ digits: String, keeping keeps: ((Pokemon) -> Bool)?)
    -> [SearchResult]
  {
    guard let number = Int(digits) else { return [] }
    let unpadded = String(digits.drop { $0 == "0" })
    var results: [SearchResult] = []
    // By index: copying each entry out of the array would retain every field of its Pokémon.
    for index in pokemon.indices {
      let id = pokemon[index].id
      let kind: MatchKind? =
        number == id
        ? .exact : (!unpadded.isEmpty && String(id).hasPrefix(unpadded) ? .prefix : nil)
      guard let kind, keeps?(pokemon[index]) != false else { continue }
      let found = pokemon[index]
      results.append(
        SearchResult(
          pokemon: found, kind: kind, matchedName: found.number, language: nil, highlight: nil))
    }
    return results.sorted { ($0.kind, $0.pokemon.id) < ($1.kind, $1.pokemon.id) }
  }
}

/// Names folded for matching (lowercase, no accents), entry by entry, built once; what the
/// Pokémon search and the move search share.
///
/// Each entry's best match is found, and the matches ranked: exact, then prefixes, then
/// substrings, then names one edit away, and within each kind by entry order.
///
/// What people type is forgiven three ways: a name typed without its spaces and punctuation
/// (`mrmime`, `farfetchd`, `hooh`, `uturn`) is an exact match, so it ranks above the names it
/// merely starts; the gender symbols may be typed as letters (`nidoranf`, `nidoran f` find
/// Nidoran♀); and hiragana and katakana are one script to the search (`ぴかちゅう` finds
/// ピカチュウ).
///
/// Names are kept as Unicode scalar values, all of them end to end in one array: comparing
/// scalars is many times cheaper than comparing `Character`s, and the scan over about 5,000
/// names then touches no `String`, `Pokemon` or reference count until it builds the results.
struct NameMatcher: Sendable {
  private struct Name: Sendable {
    let language: Language
    /// The name shown for a match: the name itself, or for an alias its entry's English name.
    let original: String
    /// Whether this is an alias (a slug): matched, but shown as ``original``, unhighlighted.
    let isAlias: Bool
    /// The character offset where each scalar starts (plus the end), for highlights.
    let characterOffsets: [Int]
  }

  private struct Hit {
    let kind: MatchKind
    let entry: Int
    let name: Int
    let scalarRange: Range<Int>?
  }

  /// One entry's best match.
  struct Match {
    /// The entry's index.
    let entry: Int
    let kind: MatchKind
    /// The name that matched, and its language.
    let name: String
    let language: Language
    /// The matched characters of `name`, as character offsets; nil for a typo match.
    let highlight: Range<Int>?
  }

  /// Each entry's names.
  private let names: [[Name]]
  /// Every name's folded scalars, entry after entry, name after name.
  private let scalars: [UInt32]
  /// The most scalars any name has (folded).
  private let longestName: Int
  /// Where each name starts in `scalars`, counting names across entries; then the end.
  private let nameStarts: [Int]
  /// The number (in that count) of each entry's first name; then the number of names.
  private let firstNames: [Int]
  /// Every name's ``compact(_:)`` scalars, laid out as `scalars` is.
  private let compactScalars: [UInt32]
  /// Where each name starts in `compactScalars`; then the end.
  private let compactStarts: [Int]

  /// The names of a Pokémon or a move: its name in each language (`english` where `names` has
  /// no English one).
  static func names(_ names: [String: String], english: String?) -> [(Language, String)] {
    var result: [(Language, String)] = []
    for language in Language.allCases {
      let name = names[language.rawValue] ?? (language == .english ? english : nil)
      if let name { result.append((language, name)) }
    }
    return result
  }

  /// A matcher over entries, each with its names and its aliases (slugs, other tools' names:
  /// `raichu-alola`), which match as English names do but show as the entry's English name.
  /// A name folded the same as another of its entry is kept once.
  init(_ entries: [[(Language, String)]], aliases: [[String]] = []) {
    var scalars: [UInt32] = []
    var nameStarts: [Int] = []
    var firstNames: [Int] = []
    var compactScalars: [UInt32] = []
    var compactStarts: [Int] = []
    names = entries.enumerated().map { entry, candidates in
      firstNames.append(nameStarts.count)
      var names: [Name] = []
      var seen = Set<[UInt32]>()
      let english = candidates.first { $0.0 == .english }?.1
      let entryAliases = entry < aliases.count ? aliases[entry] : []
      let all =
        candidates.map { ($0.0, $0.1, false) } + entryAliases.map { (Language.english, $0, true) }
      for (language, name, isAlias) in all {
        let folded = fold(name)
        let nameScalars = folded.unicodeScalars.map(\.value)
        guard seen.insert(nameScalars).inserted else { continue }
        var offsets: [Int] = []
        for (index, character) in folded.enumerated() {
          offsets += Array(repeating: index, count: character.unicodeScalars.count)
        }
        offsets.append(folded.count)
        names.append(
          Name(
            language: language, original: isAlias ? english ?? name : name,
            isAlias: isAlias && english != nil, characterOffsets: offsets))
        nameStarts.append(scalars.count)
        scalars += nameScalars
        compactStarts.append(compactScalars.count)
        compactScalars += compact(nameScalars)
      }
      return names
    }
    firstNames.append(nameStarts.count)
    nameStarts.append(scalars.count)
    compactStarts.append(compactScalars.count)
    var longest = 0
    for name in 0..<(nameStarts.count - 1) {
      longest = max(longest, nameStarts[name + 1] - nameStarts[name])
    }
    self.longestName = longest
    self.scalars = scalars
    self.nameStarts = nameStarts
    self.firstNames = firstNames
    self.compactScalars = compactScalars
    self.compactStarts = compactStarts
  }

  /// The longest query that can match anything: no name in any language is near it, and one
  /// edit (the typo forgiven) adds a character at most. Longer ones match nothing, which is
  /// known without folding them: a pasted page answers as fast as a word.
  static let longestQuery = 64

  /// Each entry's best match for `query` (trimmed), among the entries `include` keeps (all
  /// when nil), ranked by kind, then entry order; none for an empty query.
  func matches(_ query: String, where include: ((Int) -> Bool)? = nil) -> [Match] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty,
      trimmed.unicodeScalars.prefix(Self.longestQuery + 1).count <= Self.longestQuery
    else { return [] }
    let folded = fold(trimmed).unicodeScalars.map(\.value)
    let compacted = compact(folded)
    // Longer than every name by more than the one edit a typo match forgives, as typed and
    // without its spaces and punctuation: nothing can match.
    if folded.count > longestName + 1, compacted.count > longestName + 1 { return [] }
    let words = Self.words(folded)
    let hits = scan(
      folded, compact: compacted, words: words.count > 1 ? words : nil, include: include)
    // Rank by kind, then entry order. Hits come in entry order, one per entry, so taking each
    // kind in turn is the same as sorting by (kind, entry), without the comparisons.
    var results: [Match] = []
    results.reserveCapacity(hits.count)
    for kind in [MatchKind.exact, .prefix, .substring, .typo, .startTypo] {
      for hit in hits where hit.kind == kind {
        let name = names[hit.entry][hit.name]
        let highlight =
          name.isAlias
          ? nil
          : hit.scalarRange.map {
            name.characterOffsets[$0.lowerBound]..<name.characterOffsets[$0.upperBound]
          }
        results.append(
          Match(
            entry: hit.entry, kind: hit.kind, name: name.original, language: name.language,
            highlight: highlight))
      }
    }
    return results
  }

  /// Each entry's best match for `query`, in entry order.
  private func scan(
    _ query: [UInt32], compact: [UInt32], words: [[UInt32]]?, include: ((Int) -> Bool)?
  ) -> [Hit] {
    var hits: [Hit] = []
    query.withUnsafeBufferPointer { query in
      scalars.withUnsafeBufferPointer { scalars in
        // No scalars at all: no names, or only empty ones (a name that folds to nothing),
        // which are not worth a search.
        guard let base = scalars.baseAddress else { return }
        nameStarts.withUnsafeBufferPointer { nameStarts in
          firstNames.withUnsafeBufferPointer { firstNames in
            for entry in 0..<(firstNames.count - 1) {
              if let include, !include(entry) { continue }
              let first = firstNames[entry]
              var best: Hit?
              for name in first..<firstNames[entry + 1] {
                let scalars = UnsafeBufferPointer(
                  start: base + nameStarts[name], count: nameStarts[name + 1] - nameStarts[name])
                guard
                  let (kind, range) = match(
                    query, compact: compact, words: words, name: name, scalars)
                else { continue }
                if best == nil || kind < best!.kind {
                  best = Hit(kind: kind, entry: entry, name: name - first, scalarRange: range)
                  if kind == .exact { break }
                }
              }
              if let best { hits.append(best) }
            }
          }
        }
      }
    }
    return hits
  }

  /// How name number `name` (its folded `scalars`) matches the query, as typed, as
  /// ``compact(_:)`` leaves it, and (for a query of several words) word by word.
  private func match(
    _ query: UnsafeBufferPointer<UInt32>, compact: [UInt32], words: [[UInt32]]?, name: Int,
    _ scalars: UnsafeBufferPointer<UInt32>
  ) -> (MatchKind, Range<Int>?)? {
    let startsWithQuery =
      query.count <= scalars.count && same(query, from: 0, scalars, from: 0, count: query.count)
    if startsWithQuery, query.count == scalars.count { return (.exact, 0..<scalars.count) }
    if compact.count > 0, compactStarts[name + 1] - compactStarts[name] == compact.count,
      isCompactName(name, compact)
    {
      return (.exact, 0..<scalars.count)
    }
    if startsWithQuery { return (.prefix, 0..<query.count) }
    if query.count <= scalars.count, let start = firstIndex(of: query, in: scalars) {
      return (.substring, start..<(start + query.count))
    }
    if let words, let kind = Self.wordsMatch(words, scalars) { return (kind, nil) }
    if query.count >= 3 {
      if withinOneEdit(query, scalars) { return (.typo, nil) }
      if query.count >= 4, scalars.count > query.count,
        withinOneEdit(query, UnsafeBufferPointer(start: scalars.baseAddress, count: query.count))
      {
        return (.startTypo, nil)
      }
    }
    return nil
  }

  /// Whether name number `name`'s compact scalars are `compact` (of the same count).
  private func isCompactName(_ name: Int, _ compact: [UInt32]) -> Bool {
    compact.withUnsafeBufferPointer { compact in
      compactScalars.withUnsafeBufferPointer {
        same(compact, from: 0, $0, from: compactStarts[name], count: compact.count)
      }
    }
  }

  /// How a query's words match a name's (its folded `scalars`). Each query word is in the
  /// name, whole or as a word's start: a name that lacks one is passed over before it is
  /// split into words.
  private static func wordsMatch(_ words: [[UInt32]], _ scalars: UnsafeBufferPointer<UInt32>)
    -> MatchKind?
  {
    for word in words {
      guard word.withUnsafeBufferPointer({ firstIndex(of: $0, in: scalars) != nil }) else {
        return nil
      }
    }
    return wordsMatch(words, Self.words(Array(scalars)))
  }
}

extension NameMatcher {
  /// A folded name's words: its runs of letters and digits (`necrozma-dusk` → `necrozma`,
  /// `dusk`).
  static func words(_ scalars: [UInt32]) -> [[UInt32]] {
    var words: [[UInt32]] = []
    var word: [UInt32] = []
    for value in scalars {
      if isLetterOrDigit(value) {
        word.append(value)
      } else if !word.isEmpty {
        words.append(word)
        word = []
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }

  /// How a query's words match a name's in any order: each query word is one of the name's
  /// words, or starts one, no two the same. The same words are an exact match (`dusk mane
  /// necrozma`, `gmax charizard` for `charizard-gmax`); fewer, or starts, a prefix one
  /// (`ogerpon wellspring`).
  static func wordsMatch(_ query: [[UInt32]], _ name: [[UInt32]]) -> MatchKind? {
    guard query.count <= name.count else { return nil }
    var used = [Bool](repeating: false, count: name.count)
    var whole = query.count == name.count
    for word in query {
      if let index = name.indices.first(where: { !used[$0] && name[$0] == word }) {
        used[index] = true
      } else if let index = name.indices.first(where: { !used[$0] && name[$0].starts(with: word) })
      {
        used[index] = true
        whole = false
      } else {
        return nil
      }
    }
    return whole ? .exact : .prefix
  }
}

/// Lowercased, accents removed, katakana as hiragana, full-width letters and digits as ASCII:
/// "Flabébé" → "flabebe", "ピカチュウ" → "ぴかちゅう", "１０まんボルト" → "10まんぼると". Each
/// scalar stays one scalar, so offsets into the folded name hold for the original.
func fold(_ text: String) -> String {
  // ASCII (slugs, most English names) only needs its capitals lowered: the same result
  // without Foundation's folding, several times faster.
  if text.utf8.allSatisfy({ $0 < 0x80 }) {
    return String(
      decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
  var scalars = String.UnicodeScalarView()
  for scalar in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    .unicodeScalars
  {
    let value = scalar.value
    switch value {
    // Katakana ァ (U+30A1) to ヶ (U+30F6) sit 0x60 above their hiragana.
    case 0x30A1...0x30F6: scalars.append(Unicode.Scalar(value - 0x60)!)
    // Full-width ！ (U+FF01) to ～ (U+FF5E) sit 0xFEE0 above ASCII; folded again for case.
    case 0xFF01...0xFF5E:
      let ascii = Character(Unicode.Scalar(value - 0xFEE0)!).lowercased()
      scalars.append(contentsOf: ascii.unicodeScalars)
    case 0x3000: scalars.append(" ")  // the ideographic space
    default: scalars.append(scalar)
    }
  }
  return String(scalars)
}

/// A folded name without its spaces and punctuation, with the gender symbols as the letters
/// people type for them: "mr. mime" → "mrmime", "nidoran♀" → "nidoranf".
func compact(_ scalars: [UInt32]) -> [UInt32] {
  scalars.compactMap { value in
    switch value {
    case 0x2640: return UInt32(UInt8(ascii: "f"))
    case 0x2642: return UInt32(UInt8(ascii: "m"))
    default:
      return isLetterOrDigit(value) ? value : nil
    }
  }
}

/// Whether a scalar is a letter or a digit: what a compact name keeps and a word is made of.
func isLetterOrDigit(_ value: UInt32) -> Bool {
  // ASCII, most of every name, without a look-up of Unicode's tables.
  if value < 0x80 {
    return (0x30...0x39).contains(value) || (0x61...0x7A).contains(value | 0x20)
  }
  guard let scalar = Unicode.Scalar(value) else { return false }
  return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
}

private func firstIndex(
  of needle: UnsafeBufferPointer<UInt32>, in haystack: UnsafeBufferPointer<UInt32>
) -> Int? {
  guard needle.count > 0, needle.count <= haystack.count else { return nil }
  let first = needle[0]
  var start = 0
  while start <= haystack.count - needle.count {
    if haystack[start] == first, same(needle, from: 0, haystack, from: start, count: needle.count) {
      return start
    }
    start += 1
  }
  return nil
}

/// Whether `count` scalars of `a` from `aStart` equal those of `b` from `bStart` (both have
/// room for them). A loop of its own rather than `elementsEqual` or `starts(with:)`: a debug
/// build, which specialises nothing, ran those generically, looking up metadata for every
/// name a search passes over.
private func same(
  _ a: UnsafeBufferPointer<UInt32>, from aStart: Int, _ b: UnsafeBufferPointer<UInt32>,
  from bStart: Int, count: Int
) -> Bool {
  var index = 0
  while index < count {
    if a[aStart + index] != b[bStart + index] { return false }
    index += 1
  }
  return true
}

/// Whether `a` becomes `b` by at most one insertion, deletion, substitution or swap of
/// neighbours. Concrete (not generic over collections), so that even a debug build, which
/// specialises nothing, compares without looking up generic metadata for every name: a
/// search for a long unknown name spent most of its time doing that.
func withinOneEdit(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Bool {
  let (aCount, bCount) = (a.count, b.count)
  if aCount - bCount > 1 || bCount - aCount > 1 { return false }
  var i = 0
  while i < aCount, i < bCount, a[i] == b[i] { i += 1 }
  if i == aCount || i == bCount { return true }
  if aCount == bCount {
    if same(a, from: i + 1, b, from: i + 1, count: aCount - i - 1) { return true }  // substitution
    return aCount - i >= 2 && a[i] == b[i + 1] && a[i + 1] == b[i]
      && same(a, from: i + 2, b, from: i + 2, count: aCount - i - 2)  // swap of neighbours
  }
  return aCount > bCount
    ? same(a, from: i + 1, b, from: i, count: bCount - i)
    : same(a, from: i, b, from: i + 1, count: aCount - i)
}
