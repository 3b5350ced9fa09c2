import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the snapshot format (see ``PokedexSnapshot``) straight from UTF-8 bytes.
///
/// Start-up time matters, so this scans bytes by hand: lines and fields are byte ranges, numbers
/// are parsed from digits, and strings are only built for text fields. Every delimiter is ASCII,
/// so a range between delimiters of valid UTF-8 is itself valid UTF-8. The bytes need not be
/// valid, though: strings are built with `String(decoding:as:)`, which replaces a malformed
/// sequence with U+FFFD, so ``Pokedex/snapshotHead(_:count:)`` can read the top of a file that
/// was never checked as a whole.
struct SnapshotReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var lineNumber = 0
  /// The current line's fields as byte ranges; reused from line to line to avoid allocating.
  var fields: [Range<Int>] = []
  var column = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    // Room for a Pokémon line's 29 fields. Not `reserveCapacity`: that runs the standard
    // library's own copy of the array's code for `Range<Int>`, which finds its storage type
    // by name at run time (a search of every conformance of the program, at start-up).
    fields = Array(repeating: 0..<0, count: 32)
    fields.removeAll(keepingCapacity: true)
  }

  mutating func read() throws(SnapshotError) -> Pokedex {
    try readHeader()
    let typeChart = try readTypeChart()
    let species = try readPokemon()
    let formCount = try readSectionHeader(PokedexSnapshot.formsSection)
    let forms = try readPokemonLines(formCount, section: PokedexSnapshot.formsSection)
    let pokemon = species + forms
    let chains = try readEvolutionChains()
    guard nextLine(), fields.count == 1, text(fields[0]) == PokedexSnapshot.endMarker else {
      throw failure(
        "expected \(PokedexSnapshot.endMarker) after the last section; the file is incomplete")
    }
    if nextLine() { throw failure("unexpected text after \(PokedexSnapshot.endMarker)") }
    return Pokedex(pokemon: pokemon, evolutionChains: chains, typeChart: typeChart)
  }

  /// Reads only as far as the first `count` Pokémon: the header, past the type chart (its lines
  /// are skipped, not read: parsing its 324 numbers was a sixth of reading the head) and the
  /// start of the @pokemon section. Returns them with the section's full count.
  mutating func readHead(_ count: Int) throws(SnapshotError) -> (pokemon: [Pokemon], total: Int) {
    try readHeader()
    try skipSection(PokedexSnapshot.typeChartSection)
    let total = try readSectionHeader(PokedexSnapshot.pokemonSection)
    return (try readPokemonLines(min(count, total)), total)
  }

  /// Moves past a section's header and its lines without reading them. Reading the whole
  /// snapshot checks them; a section shorter than its count fails at the next header.
  mutating func skipSection(_ name: String) throws(SnapshotError) {
    let rows = try readSectionHeader(name)
    guard let next = start(ofLine: rows) else { throw endedEarly(name) }
    (offset, lineNumber) = next
  }

  // MARK: Sections

  mutating func readHeader(
    magic: String = PokedexSnapshot.magic, version expected: Int = PokedexSnapshot.formatVersion
  ) throws(SnapshotError) {
    guard nextLine(includingComments: true), fields.count >= 2, text(fields[0]) == magic else {
      throw failure("not a \(magic) file (the first line must start with \(magic))")
    }
    let version = text(fields[1])
    guard version == "v\(expected)" else {
      throw failure(
        "\(magic) format \(version) is not supported; this build reads "
          + "v\(expected). Regenerate it with scripts/sync-snapshot")
    }
  }

  mutating func readSectionHeader(_ name: String) throws(SnapshotError) -> Int {
    guard nextLine(), fields.count == 2, text(fields[0]) == "@" + name else {
      throw failure("expected the section header @\(name)<TAB>count")
    }
    column = 1
    let count = try integer(fields[1], "count")
    guard count >= 0 else { throw failure("the @\(name) count is negative") }
    return count
  }

  private mutating func readTypeChart() throws(SnapshotError) -> TypeChart {
    let rows = try readSectionHeader(PokedexSnapshot.typeChartSection)
    var multipliers: [[Double]] = []
    multipliers.reserveCapacity(rows)
    for index in 0..<rows {
      try requireLine(in: PokedexSnapshot.typeChartSection)
      let label = SnapshotWriter.typeChartRowLabel(index)
      guard text(fields[0]) == label else {
        throw failure("expected the type chart row for \(label), found \(text(fields[0]))")
      }
      var row: [Double] = []
      row.reserveCapacity(fields.count - 1)
      for field in 1..<fields.count {
        column = field
        guard let value = Double(text(fields[field])) else {
          throw failure("column \(field + 1): \(quoted(fields[field])) is not a number")
        }
        row.append(value)
      }
      multipliers.append(row)
    }
    return TypeChart(multipliers: multipliers)
  }

  /// Reads the @pokemon section. Its lines stand alone, so with a second core the second half
  /// is read on another thread at the same time: loading the snapshot is most of the app's
  /// start-up, and this halves the larger part of it.
  private mutating func readPokemon() throws(SnapshotError) -> [Pokemon] {
    let count = try readSectionHeader(PokedexSnapshot.pokemonSection)
    let firstHalf = count / 2
    guard count >= Self.smallestSplitSection, sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 1,
      let split = start(ofLine: firstHalf)
    else { return try readPokemonLines(count) }
    var second = self
    (second.offset, second.lineNumber) = split
    let halves = Halves(self, second, counts: (firstHalf, count - firstHalf))
    defer { halves.deallocate() }
    DispatchQueue.concurrentPerform(iterations: 2) { half in halves.read(half) }
    let (readers, results) = (halves.readers, halves.results)
    let first = try results[0].get()
    // Where the first half ended must be where the second began, or the section is malformed
    // (a section header inside it, say): read it again in one go for the right error.
    guard readers[0].offset == split.offset else { return try readPokemonLines(count) }
    let rest = try results[1].get()
    (offset, lineNumber) = (readers[1].offset, readers[1].lineNumber)
    return first + rest
  }

  /// Two readers of the @pokemon section and what each read, for the threads that run them.
  private struct Halves: @unchecked Sendable {
    // Safe: each thread reads and writes only its own index of the two buffers, and
    // `concurrentPerform` returns only after both threads are done with them.
    let readers: UnsafeMutablePointer<SnapshotReader>
    let results: UnsafeMutablePointer<Result<[Pokemon], SnapshotError>>
    let counts: (Int, Int)

    init(_ first: SnapshotReader, _ second: SnapshotReader, counts: (Int, Int)) {
      readers = .allocate(capacity: 2)
      readers.initialize(to: first)
      (readers + 1).initialize(to: second)
      results = .allocate(capacity: 2)
      results.initialize(repeating: .success([]), count: 2)
      self.counts = counts
    }

    func read(_ half: Int) {
      let count = half == 0 ? counts.0 : counts.1
      results[half] = Result { () throws(SnapshotError) in
        try readers[half].readPokemonLines(count)
      }
    }

    func deallocate() {
      readers.deinitialize(count: 2)
      readers.deallocate()
      results.deinitialize(count: 2)
      results.deallocate()
    }
  }

  /// Sections shorter than this are read on one thread; splitting them would cost more.
  static let smallestSplitSection = 64

  /// Where the `index`th line from here that is not a comment starts, and the line number before
  /// it (as ``nextLine(includingComments:)`` counts); nil when the text ends first.
  func start(ofLine index: Int) -> (offset: Int, lineNumber: Int)? {
    var position = offset
    var line = lineNumber
    var remaining = index
    while position < bytes.count {
      if bytes[position] != SnapshotSyntax.hash {
        if remaining == 0 { return (position, line) }
        remaining -= 1
      }
      line += 1
      guard let end = self.position(of: SnapshotSyntax.newline, in: position..<bytes.count) else {
        return nil
      }
      position = end + 1
    }
    return nil
  }

  /// Reads `count` lines of the @pokemon section from here.
  private mutating func readPokemonLines(
    _ count: Int, section: String = PokedexSnapshot.pokemonSection
  ) throws(SnapshotError) -> [Pokemon] {
    let columns = PokedexSnapshot.pokemonColumns
    let isForms = section == PokedexSnapshot.formsSection
    var pokemon: [Pokemon] = []
    pokemon.reserveCapacity(count)
    for _ in 0..<count {
      try requireLine(in: section)
      guard fields.count == columns.count else {
        throw failure("a pokemon line has \(columns.count) columns, this one has \(fields.count)")
      }
      func int(_ index: Int) throws(SnapshotError) -> Int {
        column = index
        return try integer(fields[index], columns[index])
      }
      func optionalInt(_ index: Int) throws(SnapshotError) -> Int? {
        fields[index].isEmpty ? nil : try int(index)
      }
      column = 3
      var types: [PokemonType] = []
      try forEachPart(of: fields[3], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in
        let name = try unescaped(range)
        guard let type = PokemonType(rawValue: name) else {
          throw failure("column 4 (types): unknown type \"\(name)\"")
        }
        types.append(type)
      }
      column = 13
      var abilities: [Ability] = []
      try forEachPart(of: fields[13], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in
        let isHidden = !range.isEmpty && bytes[range.lowerBound] == SnapshotSyntax.star
        let name = isHidden ? (range.lowerBound + 1)..<range.upperBound : range
        abilities.append(Ability(name: try unescaped(name), isHidden: isHidden))
      }
      let stats = BaseStats(
        hp: try int(4), attack: try int(5), defense: try int(6), specialAttack: try int(7),
        specialDefense: try int(8), speed: try int(9))
      let id = try int(0)
      let generation = try int(2)
      let height = try int(10)
      let weight = try int(11)
      let chainID = try int(12)
      column = 1
      let name = try unescaped(fields[1])
      column = 14
      let genus = try unescaped(fields[14])
      column = 15
      let names = try pairs(fields[15])
      column = 16
      let genera = try pairs(fields[16])
      let speciesID = try int(17)
      column = 18
      let slug = try unescaped(fields[18])
      column = 19
      let formName = try unescaped(fields[19])
      let baseExperience = try optionalInt(20)
      var effort: [Int] = []
      column = 21
      try forEachPart(of: fields[21], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in effort.append(try integer(range, columns[21]))
      }
      guard effort.count == 6 else { throw failure("column 22 (ev-yield) needs six numbers") }
      var eggGroups: [String] = []
      column = 25
      try forEachPart(of: fields[25], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in eggGroups.append(try unescaped(range))
      }
      column = 28
      let flags = text(fields[28])
      let record = SpeciesRecord(
        captureRate: try int(22), baseFriendship: try optionalInt(23),
        growthRate: fields[24].isEmpty ? "" : try unescaped(fields[24]), eggGroups: eggGroups,
        genderRate: try int(26), hatchCounter: try optionalInt(27),
        isLegendary: flags.contains("legendary"), isMythical: flags.contains("mythical"),
        isBaby: flags.contains("baby"))
      pokemon.append(
        Pokemon(
          id: id, name: name, names: names, types: types, generation: generation,
          stats: stats, height: height, weight: weight, abilities: abilities, genus: genus,
          genera: genera, evolutionChainID: chainID, speciesID: speciesID,
          form: isForms ? FormInfo(slug: slug, formName: formName) : nil,
          defaultSlug: isForms || slug.isEmpty ? nil : slug,
          training: Training(
            evYield: BaseStats(
              hp: effort[0], attack: effort[1], defense: effort[2], specialAttack: effort[3],
              specialDefense: effort[4], speed: effort[5]),
            baseExperience: baseExperience),
          record: record))
    }
    return pokemon
  }

  private mutating func readEvolutionChains() throws(SnapshotError) -> [Int: EvolutionChain] {
    let count = try readSectionHeader(PokedexSnapshot.evolutionSection)
    var chains: [Int: EvolutionChain] = [:]
    chains.reserveCapacity(count)
    // The path from the current chain's root to the last node read; finished nodes are
    // folded into their parent when a shallower line arrives.
    var path: [EvolutionNode] = []
    var chainID = 0

    func finishChain() throws(SnapshotError) {
      while path.count > 1 {
        let child = path.removeLast()
        path[path.count - 1].evolvesTo.append(child)
      }
      if let root = path.popLast() {
        guard chains.updateValue(EvolutionChain(id: chainID, root: root), forKey: chainID) == nil
        else { throw failure("evolution chain \(chainID) appears twice") }
      }
    }

    while true {
      let lineStart = (offset, lineNumber)
      guard nextLine() else {
        throw failure("the file ends inside @\(PokedexSnapshot.evolutionSection)")
      }
      if startsSection() {
        // Leave the next section's header for the caller.
        (offset, lineNumber) = lineStart
        break
      }
      guard fields.count >= 4 else {
        throw failure("an evolution line has at least 4 columns, this one has \(fields.count)")
      }
      column = 0
      let lineChain = try integer(fields[0], "chain")
      column = 1
      let depth = try integer(fields[1], "depth")
      if depth == 0 {
        try finishChain()
        chainID = lineChain
      } else {
        guard !path.isEmpty, lineChain == chainID else {
          throw failure("chain \(lineChain) continues at depth \(depth) without a root line")
        }
        guard depth <= path.count else {
          throw failure("depth \(depth) skips a level (the previous node is at \(path.count - 1))")
        }
        while path.count > depth {
          let child = path.removeLast()
          path[path.count - 1].evolvesTo.append(child)
        }
      }
      column = 2
      let speciesID = try integer(fields[2], "species")
      column = 3
      let name = try unescaped(fields[3])
      var conditions: [EvolutionCondition] = []
      for field in 4..<max(4, fields.count) {
        column = field
        conditions.append(try condition(fields[field]))
      }
      path.append(EvolutionNode(speciesID: speciesID, name: name, conditions: conditions))
    }
    try finishChain()
    guard chains.count == count else {
      throw failure(
        "the @\(PokedexSnapshot.evolutionSection) section has \(chains.count) chains; "
          + "its header says \(count)")
    }
    return chains
  }

  // MARK: Lines and fields

  /// Moves to the next line that is not a comment and splits it at tabs.
  mutating func nextLine(includingComments: Bool = false) -> Bool {
    while offset < bytes.count {
      lineNumber += 1
      let start = offset
      let end = position(of: SnapshotSyntax.newline, in: start..<bytes.count) ?? bytes.count
      offset = end + 1
      if !includingComments, bytes[start] == SnapshotSyntax.hash { continue }
      fields.removeAll(keepingCapacity: true)
      var fieldStart = start
      while let tab = position(of: SnapshotSyntax.tab, in: fieldStart..<end) {
        fields.append(fieldStart..<tab)
        fieldStart = tab + 1
      }
      // Tolerate CRLF line ends from a checkout that converted them; a real CR is escaped.
      let hasCR = end > fieldStart && bytes[end - 1] == SnapshotSyntax.carriageReturn
      fields.append(fieldStart..<(hasCR ? end - 1 : end))
      return true
    }
    return false
  }

  /// The index of the first `byte` in `range`. memchr compares many bytes per step; using it
  /// for lines and fields made loading the full snapshot about an eighth faster than a loop.
  func position(of byte: UInt8, in range: Range<Int>) -> Int? {
    guard !range.isEmpty, let base = bytes.baseAddress,
      let found = memchr(base + range.lowerBound, Int32(byte), range.count)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  mutating func requireLine(in section: String) throws(SnapshotError) {
    guard nextLine(), !startsSection() else { throw endedEarly(section) }
  }

  /// The failure of a section with fewer lines than its header counts.
  func endedEarly(_ section: String) -> SnapshotError {
    failure("the @\(section) section ends before the count in its header")
  }

  /// Whether the current line is a section header or the end marker.
  func startsSection() -> Bool {
    !fields[0].isEmpty && bytes[fields[0].lowerBound] == SnapshotSyntax.at
  }

  /// The part of `range` before its first unescaped `separator`, and the part after it (`nil`
  /// when there is no separator).
  func cut(_ range: Range<Int>, at separator: UInt8) -> (Range<Int>, Range<Int>?) {
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == SnapshotSyntax.backslash {
        index += 2
        continue
      }
      if byte == separator { return (range.lowerBound..<index, (index + 1)..<range.upperBound) }
      index += 1
    }
    return (range, nil)
  }

  /// Calls `body` with each part between unescaped `separator`s; an empty range has no parts.
  /// A callback rather than an array of parts, so lists cost no allocation.
  func forEachPart(
    of range: Range<Int>, separatedBy separator: UInt8,
    _ body: (Range<Int>) throws(SnapshotError) -> Void
  ) throws(SnapshotError) {
    guard !range.isEmpty else { return }
    var rest: Range<Int>? = range
    while let current = rest {
      let (part, next) = cut(current, at: separator)
      try body(part)
      rest = next
    }
  }

  func pairs(_ range: Range<Int>) throws(SnapshotError) -> [String: String] {
    var result: [String: String] = [:]
    // Names and genera come in the five snapshot languages; sizing the table once saves the
    // rehashing that growing 1 → 2 → 4 → 8 would cost.
    if !range.isEmpty { result.reserveCapacity(Language.allCases.count) }
    try forEachPart(of: range, separatedBy: SnapshotSyntax.bar) { entry throws(SnapshotError) in
      let (key, value) = try pair(entry)
      result[key] = value
    }
    return result
  }

  func pair(_ range: Range<Int>) throws(SnapshotError) -> (String, String) {
    let (key, value) = cut(range, at: SnapshotSyntax.equals)
    guard let value, cut(value, at: SnapshotSyntax.equals).1 == nil else {
      throw failure("column \(column + 1): \(quoted(range)) is not key=value")
    }
    return (try unescaped(key), try unescaped(value))
  }

  private func condition(_ range: Range<Int>) throws(SnapshotError) -> EvolutionCondition {
    let (trigger, rest) = cut(range, at: SnapshotSyntax.semicolon)
    var requirements: [String: String] = [:]
    if let rest {
      try forEachPart(of: rest, separatedBy: SnapshotSyntax.semicolon) {
        part throws(SnapshotError) in
        let (key, value) = try pair(part)
        requirements[key] = value
      }
    }
    return EvolutionCondition(trigger: try unescaped(trigger), requirements: requirements)
  }

  func integer(_ range: Range<Int>, _ name: String) throws(SnapshotError) -> Int {
    var index = range.lowerBound
    let negative = index < range.upperBound && bytes[index] == SnapshotSyntax.minus
    if negative { index += 1 }
    guard index < range.upperBound else {
      throw failure("column \(column + 1) (\(name)): \(quoted(range)) is not a whole number")
    }
    var value = 0
    while index < range.upperBound {
      let digit = Int(bytes[index]) &- 48
      guard digit >= 0, digit <= 9 else {
        throw failure("column \(column + 1) (\(name)): \(quoted(range)) is not a whole number")
      }
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(negative ? -digit : digit)
      guard !overflow1, !overflow2 else {
        throw failure("column \(column + 1) (\(name)): \(quoted(range)) is out of range")
      }
      value = sum
      index += 1
    }
    return value
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// Undoes ``SnapshotWriter/escaped(_:)``.
  func unescaped(_ range: Range<Int>) throws(SnapshotError) -> String {
    let slice = UnsafeBufferPointer(rebasing: bytes[range])
    guard slice.contains(SnapshotSyntax.backslash) else {
      if slice.isEmpty {
        throw failure("column \(column + 1) is empty; an empty text is written \\-")
      }
      return String(decoding: slice, as: UTF8.self)
    }
    if slice.count == 2, slice[1] == SnapshotSyntax.minus { return "" }
    var result: [UInt8] = []
    result.reserveCapacity(slice.count)
    var index = 0
    while index < slice.count {
      var byte = slice[index]
      if byte == SnapshotSyntax.backslash {
        index += 1
        guard index < slice.count else {
          throw failure("column \(column + 1): \(quoted(range)) ends with a lone backslash")
        }
        switch slice[index] {
        case UInt8(ascii: "t"): byte = SnapshotSyntax.tab
        case UInt8(ascii: "n"): byte = SnapshotSyntax.newline
        case UInt8(ascii: "r"): byte = SnapshotSyntax.carriageReturn
        case let escaped where SnapshotSyntax.isEscaped(escaped): byte = escaped
        default:
          throw failure("column \(column + 1): unknown escape in \(quoted(range))")
        }
      }
      result.append(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  func quoted(_ range: Range<Int>) -> String {
    let text = text(range)
    return "\"" + (text.count > 40 ? text.prefix(40) + "…" : text) + "\""
  }

  func failure(_ message: String) -> SnapshotError {
    SnapshotError(line: lineNumber, message: message)
  }
}
