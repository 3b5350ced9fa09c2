import Foundation
import PokedexCore
import Testing

/// The search index scans a flat array of scalars and ranks by taking each kind of match in
/// turn; these tests hold it to the plain version it replaced, which matched each name's
/// scalars and then sorted every hit by (kind, dex number), over the whole embedded Pokédex.
struct SearchRankingTests {
  static let pokedex = Pokedex.embedded
  // Shared by every test case, not made per case: each one is an index of the whole Pokédex,
  // and 56 cases building two apiece kept every thread of the cooperative pool busy (seconds,
  // and under the thread sanitizer, long enough for other tests' timeouts to fire late).
  static let client = PokemonClient.local(SearchRankingTests.pokedex)
  static let reference = ReferenceSearch(SearchRankingTests.pokedex.speciesThenForms)
  var client: PokemonClient { Self.client }
  var reference: ReferenceSearch { Self.reference }

  static let queries =
    (UnicodeScalar("a").value...UnicodeScalar("z").value).map { String(UnicodeScalar($0)!) }
    + [
      "pi", "pik", "pika", "pikachu", "pikachuu", "pikahcu", "pkachu", "charj", "char", "mr",
      "on", "ra", "ze", "saur", "bulbsaur", "glurak", "é", "flabebe", "nidoran♀", "ピ", "ピカ",
      "ピカチュウ", "リザ", "fée", "25", "#025", "1", "  eevee ", "xyzzy", "mrmime", "mr mime",
      "porygonz", "nidoranf", "ぴか", "ぴかちゅう", "hooh", "mega", "raichu alola", "rotom",
    ]

  @Test(arguments: queries)
  func sameResultsAsAFullSort(_ query: String) async throws {
    let filters = [
      PokemonFilter(), PokemonFilter(types: [.fire, .water]), PokemonFilter(generations: [1]),
    ]
    for filter in filters {
      let results = try await client.search(query, filter)
      let expected = reference.search(query, filter: filter)
      #expect(results == expected, "query \(query), filter \(filter)")
    }
  }

  /// The first results for `query`: name and kind.
  func top(_ query: String, _ count: Int = 1) async throws -> [String] {
    try await client.search(query, PokemonFilter()).prefix(count).map {
      "\($0.pokemon.name) \($0.kind)"
    }
  }

  @Test func aNameTypedWithoutItsPunctuationIsAnExactMatch() async throws {
    #expect(try await top("mrmime") == ["Mr. Mime exact"])
    #expect(try await top("mr mime") == ["Mr. Mime exact"])
    #expect(try await top("farfetchd") == ["Farfetch’d exact"])
    #expect(try await top("hooh") == ["Ho-Oh exact"])
    // Porygon and Porygon2 are one letter off; the compact name wins.
    #expect(try await top("porygonz", 2) == ["Porygon-Z exact", "Porygon typo"])
    // Above the names it is merely a prefix of: Mime Jr. starts "mime", Mr. Mime is exact.
    #expect(try await top("mimejr", 1) == ["Mime Jr. exact"])
    #expect(try await top("tapukoko") == ["Tapu Koko exact"])
  }

  @Test func genderSymbolsMayBeTypedAsLetters() async throws {
    #expect(try await top("nidoranf") == ["Nidoran♀ exact"])
    #expect(try await top("nidoran f") == ["Nidoran♀ exact"])
    #expect(try await top("NidoranM") == ["Nidoran♂ exact"])
    // The symbol itself still works, and the bare name still finds both.
    #expect(try await top("nidoran♀") == ["Nidoran♀ exact"])
    #expect(try await top("nidoran", 2) == ["Nidoran♀ prefix", "Nidoran♂ prefix"])
  }

  /// A form is found however people write it: its name, PokeAPI's slug, the slug's words in
  /// either order of the species and the region, and its names in other languages.
  @Test func formsAreFoundByNameSlugAndOtherLanguages() async throws {
    let cases: [(String, String)] = [
      ("mega charizard x", "Mega Charizard X"), ("charizard-mega-x", "Mega Charizard X"),
      ("charizard mega x", "Mega Charizard X"), ("alolan raichu", "Alolan Raichu"),
      ("raichu alola", "Alolan Raichu"), ("raichu-alola", "Alolan Raichu"),
      ("rotom wash", "Wash Rotom"), ("wash rotom", "Wash Rotom"),
      ("Méga-Dracaufeu X", "Mega Charizard X"), ("Mega-Glurak X", "Mega Charizard X"),
      ("Rotom Lavado", "Wash Rotom"), ("ウォッシュロトム", "Wash Rotom"),
    ]
    for (query, name) in cases {
      #expect(try await top(query) == ["\(name) exact"], "\(query)")
    }
    // The species' own name still comes first, its forms after it.
    #expect(try await top("charizard", 2) == ["Charizard exact", "Mega Charizard X prefix"])
    // A form's number finds it.
    #expect(try await top("10034") == ["Mega Charizard X exact"])
  }

  @Test func japaneseNamesAreFoundFromEitherKanaScript() async throws {
    let hiragana = try await client.search("ぴかちゅう", PokemonFilter())
    #expect(hiragana.first?.pokemon.id == 25)
    #expect(hiragana.first?.kind == .exact)
    #expect(hiragana.first?.matchedName == "ピカチュウ")
    #expect(hiragana.first?.highlight == 0..<5)
    let prefix = try await client.search("ふしぎ", PokemonFilter()).map(\.pokemon.id)
    #expect(prefix.prefix(3) == [1, 2, 3])
    // Katakana typed finds the same as before.
    #expect(try await client.search("ピカチュウ", PokemonFilter()).first?.pokemon.id == 25)
  }

  @Test func aOneLetterQueryMatchesHundreds() async throws {
    // Enough results that a ranking mistake in the middle would show.
    #expect(try await client.search("p", PokemonFilter()).count > 300)
  }
}

/// The search as it was first written, kept as the ranking's specification.
struct ReferenceSearch {
  struct Name {
    let language: Language
    let original: String
    let isAlias: Bool
    let scalars: [UInt32]
    /// `compact(scalars)`, made once per name rather than once per query.
    let compact: [UInt32]
    let characterOffsets: [Int]
  }

  struct Hit {
    let kind: MatchKind
    let entry: Int
    let name: Int
    let scalarRange: Range<Int>?
  }

  let entries: [(pokemon: Pokemon, names: [Name])]

  init(_ pokemon: [Pokemon]) {
    entries = pokemon.map { pokemon in
      var names: [Name] = []
      var seen = Set<[UInt32]>()
      // PokeAPI's slug is one more English name, shown as the English name.
      let candidates: [(Language, String?)] =
        Language.allCases.map {
          ($0, pokemon.names[$0.rawValue] ?? ($0 == .english ? pokemon.name : nil))
        } + [(.english, pokemon.slug)]
      for (position, (language, name)) in candidates.enumerated() {
        let isAlias = position == Language.allCases.count
        guard let name else { continue }
        let folded = Self.fold(name)
        let scalars = folded.unicodeScalars.map(\.value)
        guard seen.insert(scalars).inserted else { continue }
        var offsets: [Int] = []
        for (index, character) in folded.enumerated() {
          offsets += Array(repeating: index, count: character.unicodeScalars.count)
        }
        offsets.append(folded.count)
        names.append(
          Name(
            language: language, original: isAlias ? pokemon.name : name, isAlias: isAlias,
            scalars: scalars, compact: Self.compact(scalars), characterOffsets: offsets))
      }
      return (pokemon, names)
    }
  }

  static func fold(_ text: String) -> String {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    return String(folded.map { hiraganaOf[$0] ?? $0 })
  }

  /// Each katakana letter's hiragana, by table rather than the index's arithmetic.
  static let hiraganaOf = Dictionary(
    uniqueKeysWithValues: zip(
      "ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ",
      "ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ"))

  /// Letters and digits only, ♀ and ♂ as f and m.
  static func compact(_ scalars: [UInt32]) -> [UInt32] {
    let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
      .replacingOccurrences(of: "♀", with: "f").replacingOccurrences(of: "♂", with: "m")
    return text.unicodeScalars.filter {
      $0.properties.isAlphabetic || $0.properties.numericType != nil
    }
    .map(\.value)
  }

  func search(_ query: String, filter: PokemonFilter) -> [SearchResult] {
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return [] }
    let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
    if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
      return numberResults(digits, filter: filter)
    }
    let folded = Self.fold(trimmed).unicodeScalars.map(\.value)
    let compactQuery = Self.compact(folded)
    var hits: [Hit] = []
    for (index, entry) in entries.enumerated() where filter.isEmpty || filter.matches(entry.pokemon)
    {
      var best: Hit?
      for (nameIndex, name) in entry.names.enumerated() {
        guard let (kind, range) = match(folded, compactQuery, name) else { continue }
        if best == nil || kind < best!.kind {
          best = Hit(kind: kind, entry: index, name: nameIndex, scalarRange: range)
          if kind == .exact { break }
        }
      }
      if let best { hits.append(best) }
    }
    hits.sort { ($0.kind, $0.entry) < ($1.kind, $1.entry) }
    return hits.map { hit in
      let entry = entries[hit.entry]
      let name = entry.names[hit.name]
      let highlight =
        name.isAlias
        ? nil
        : hit.scalarRange.map {
          name.characterOffsets[$0.lowerBound]..<name.characterOffsets[$0.upperBound]
        }
      return SearchResult(
        pokemon: entry.pokemon, kind: hit.kind, matchedName: name.original,
        language: name.language, highlight: highlight)
    }
  }

  func numberResults(_ digits: String, filter: PokemonFilter) -> [SearchResult] {
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

  /// How `query` (and `compactQuery`, its `compact` form) matches `entry`'s name.
  func match(_ query: [UInt32], _ compactQuery: [UInt32], _ entry: Name)
    -> (MatchKind, Range<Int>?)?
  {
    let name = entry.scalars
    if query == name { return (.exact, 0..<name.count) }
    if !compactQuery.isEmpty, compactQuery == entry.compact { return (.exact, 0..<name.count) }
    if name.starts(with: query) { return (.prefix, 0..<query.count) }
    if query.count <= name.count, let start = firstIndex(of: query, in: name) {
      return (.substring, start..<(start + query.count))
    }
    if let kind = wordsMatch(query, name) { return (kind, nil) }
    if query.count >= 3 {
      if withinOneEdit(query[...], name[...]) { return (.typo, nil) }
      if query.count >= 4, name.count > query.count,
        withinOneEdit(query[...], name[..<query.count])
      {
        return (.startTypo, nil)
      }
    }
    return nil
  }

  /// Several words in any order: each the whole of one of the name's words (exact when all
  /// are, and as many) or its start, found by trying every order.
  func wordsMatch(_ query: [UInt32], _ name: [UInt32]) -> MatchKind? {
    func words(_ scalars: [UInt32]) -> [String] {
      String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
    // A one-word query never matches word by word: known before any name is split.
    let queryWords = words(query)
    guard queryWords.count > 1 else { return nil }
    let nameWords = words(name)
    guard queryWords.count <= nameWords.count else { return nil }
    var best: MatchKind?
    func place(_ rest: ArraySlice<String>, _ free: Set<Int>, _ whole: Bool) {
      guard let word = rest.first else {
        let kind: MatchKind = whole && free.isEmpty ? .exact : .prefix
        if best == nil || kind < best! { best = kind }
        return
      }
      for index in free where nameWords[index].hasPrefix(word) {
        place(rest.dropFirst(), free.subtracting([index]), whole && nameWords[index] == word)
      }
    }
    place(queryWords[...], Set(nameWords.indices), true)
    return best
  }

  func firstIndex(of needle: [UInt32], in haystack: [UInt32]) -> Int? {
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    let first = needle[0]
    for start in 0...(haystack.count - needle.count) where haystack[start] == first {
      if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
    }
    return nil
  }

  func withinOneEdit(_ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>) -> Bool {
    if abs(a.count - b.count) > 1 { return false }
    var i = 0
    let aStart = a.startIndex
    let bStart = b.startIndex
    while i < a.count, i < b.count, a[aStart + i] == b[bStart + i] { i += 1 }
    if i == a.count || i == b.count { return abs(a.count - b.count) <= 1 }
    let aRest = a[(aStart + i)...]
    let bRest = b[(bStart + i)...]
    if a.count == b.count {
      if aRest.dropFirst().elementsEqual(bRest.dropFirst()) { return true }
      return a.count - i >= 2 && a[aStart + i] == b[bStart + i + 1]
        && a[aStart + i + 1] == b[bStart + i]
        && aRest.dropFirst(2).elementsEqual(bRest.dropFirst(2))
    }
    return a.count > b.count
      ? aRest.dropFirst().elementsEqual(bRest) : aRest.elementsEqual(bRest.dropFirst())
  }
}
