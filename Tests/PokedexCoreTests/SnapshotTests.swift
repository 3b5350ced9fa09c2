import Foundation
import Testing

@testable import PokedexCore

@Suite struct SnapshotTests {
  /// A Pokédex with every awkward value the format must carry: separators and escapes inside
  /// text, empty strings, negative numbers, a chart with non-integral multipliers, branching
  /// chains and conditions with and without requirements.
  static let awkward: Pokedex = {
    var chart = TypeChart.neutral
    chart.multipliers[PokemonType.fire.index][PokemonType.grass.index] = 2
    chart.multipliers[PokemonType.electric.index][PokemonType.ground.index] = 0
    chart.multipliers[PokemonType.ice.index][PokemonType.steel.index] = 0.25
    chart.multipliers[PokemonType.dark.index][PokemonType.fairy.index] = 1.0 / 3
    let strange = Pokemon(
      id: 7, name: "Tab\there|pipe=eq;semi*star\\back\nline\r\ncrlf",
      names: ["en": "Tab\there", "": "empty key", "ja": "", "x=y": "a|b"],
      types: [.water, .ghost], generation: -1,
      stats: BaseStats(
        hp: 0, attack: -5, defense: 1, specialAttack: 2, specialDefense: 3, speed: 4),
      height: 0, weight: Int.max,
      abilities: [
        Ability(name: "*starts-with-star", isHidden: false), Ability(name: "", isHidden: true),
      ],
      genus: "", genera: [:], evolutionChainID: 3)
    let plain = Pokemon(
      id: 1, name: "Plain", types: [], generation: 1,
      stats: BaseStats(hp: 1, attack: 1, defense: 1, specialAttack: 1, specialDefense: 1, speed: 1),
      height: 1, weight: 1, abilities: [], genus: "Plain Pokémon", evolutionChainID: 3)
    let chain = EvolutionChain(
      id: 3,
      root: EvolutionNode(
        speciesID: 1, name: "plain",
        evolvesTo: [
          EvolutionNode(
            speciesID: 7, name: "strange",
            conditions: [
              EvolutionCondition(trigger: "level-up", requirements: ["min_level": "16"]),
              EvolutionCondition(trigger: ""),
              EvolutionCondition(
                trigger: "odd;trigger", requirements: ["k=ey": "v|al", "": "", "gender": "1"]),
            ],
            evolvesTo: [
              EvolutionNode(speciesID: 8, name: "leaf"),
              EvolutionNode(
                speciesID: 9, name: "branch",
                evolvesTo: [EvolutionNode(speciesID: 10, name: "deep")]),
            ]),
          EvolutionNode(
            speciesID: 11, name: "sibling", conditions: [EvolutionCondition(trigger: "")]),
        ]))
    let single = EvolutionChain(id: 40, root: EvolutionNode(speciesID: 40, name: "alone"))
    return Pokedex(
      pokemon: [strange, plain], evolutionChains: [3: chain, 40: single], typeChart: chart)
  }()

  @Test func roundTripKeepsEveryField() throws {
    let text = Self.awkward.snapshotText()
    #expect(try Pokedex(snapshot: text) == Self.awkward)
    #expect(try Pokedex(snapshot: Data(text.utf8)) == Self.awkward)
  }

  @Test func encodingIsDeterministic() throws {
    let text = Self.awkward.snapshotText()
    #expect(try Pokedex(snapshot: text).snapshotText() == text)
    // Dictionaries hash differently in each process; the text must not depend on their order.
    var shuffled = Self.awkward
    shuffled.evolutionChains = Dictionary(uniqueKeysWithValues: shuffled.evolutionChains.reversed())
    #expect(shuffled.snapshotText() == text)
  }

  @Test func headerNamesTheVersionAndTheRegenerateCommand() {
    let firstLine = Self.awkward.snapshotText().prefix { $0 != "\n" }
    #expect(firstLine.hasPrefix("pokedex-snapshot\tv2\t"))
    #expect(firstLine.contains("scripts/sync-snapshot"))
    #expect(firstLine.contains("pokedex-tui sync --from"))
  }

  @Test func emptyPokedexRoundTrips() throws {
    let empty = Pokedex(pokemon: [], evolutionChains: [:], typeChart: TypeChart(multipliers: []))
    #expect(try Pokedex(snapshot: empty.snapshotText()) == empty)
  }

  @Test func acceptsWindowsLineEnds() throws {
    let text = Self.awkward.snapshotText().replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try Pokedex(snapshot: text) == Self.awkward)
  }

  // MARK: Errors

  /// The line number of `search` in the awkward snapshot's text, 1-based.
  private func lineNumber(of search: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.firstIndex { $0.hasPrefix(search) } ?? -1) + 1
  }

  private func error(
    replacing target: String, with replacement: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> SnapshotError {
    let text = Self.awkward.snapshotText()
    #expect(text.contains(target), sourceLocation: sourceLocation)
    let broken = text.replacingOccurrences(of: target, with: replacement)
    return try #require(throws: SnapshotError.self, sourceLocation: sourceLocation) {
      try Pokedex(snapshot: broken)
    }
  }

  @Test func badNumberNamesTheLineAndColumn() throws {
    let text = Self.awkward.snapshotText()
    let error = try error(replacing: "\n1\tPlain\t1\t", with: "\n1\tPlain\tone\t")
    #expect(error.line == lineNumber(of: "1\tPlain", in: text))
    #expect(error.description.contains("line \(error.line)"))
    #expect(error.message.contains("column 3 (generation)"))
    #expect(error.message.contains("\"one\""))
  }

  @Test func unknownTypeIsNamed() throws {
    let error = try error(replacing: "\twater|ghost\t", with: "\twater|shadow\t")
    #expect(error.message.contains("unknown type \"shadow\""))
  }

  @Test func wrongColumnCountIsReported() throws {
    let error = try error(replacing: "\tPlain Pokémon\t", with: "\t")
    #expect(error.message.contains("has 29 columns, this one has 28"))
  }

  @Test func unsupportedVersionSaysHowToRegenerate() throws {
    let error = try error(replacing: "pokedex-snapshot\tv2\t", with: "pokedex-snapshot\tv1\t")
    #expect(error.line == 1)
    #expect(error.message.contains("v1 is not supported"))
    #expect(error.message.contains("scripts/sync-snapshot"))
  }

  @Test func notASnapshotAtAll() throws {
    let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: "{\"json\": 1}") }
    #expect(error.line == 1)
    #expect(error.message.contains("not a pokedex-snapshot file"))
  }

  @Test func truncatedFileIsDetected() throws {
    let text = Self.awkward.snapshotText()
    for cut in ["@end\n", "40\t0\t40\talone\n@end\n"] {
      let truncated = String(text.dropLast(cut.count))
      let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: truncated) }
      #expect(error.message.contains("incomplete") || error.message.contains("ends"), "\(error)")
    }
    let half = String(text.prefix(text.count / 2))
    #expect(throws: SnapshotError.self) { try Pokedex(snapshot: half) }
  }

  @Test func countMismatchIsReported() throws {
    let error = try error(replacing: "@pokemon\t2", with: "@pokemon\t3")
    #expect(error.message.contains("@pokemon section ends before the count"))
    let chains = try self.error(replacing: "@evolution-chains\t2", with: "@evolution-chains\t3")
    #expect(chains.message.contains("has 2 chains; its header says 3"))
  }

  /// 200 Pokémon: enough for the reader to read the @pokemon section in two halves at once.
  static let large: Pokedex = {
    let pokemon = (1...200).map { id in
      Pokemon(
        id: id, name: "Mon\(id)", names: ["en": "Mon\(id)", "ja": "モン\(id)"],
        types: [PokemonType.allCases[id % 18]], generation: 1 + id % 9,
        stats: BaseStats(
          hp: id, attack: 1, defense: 2, specialAttack: 3, specialDefense: 4, speed: 5),
        height: id, weight: id * 2,
        abilities: [Ability(name: "a\(id)", isHidden: id.isMultiple(of: 2))],
        genus: "Genus \(id)", evolutionChainID: 3)
    }
    return Pokedex(
      pokemon: pokemon, evolutionChains: awkward.evolutionChains, typeChart: awkward.typeChart)
  }()

  @Test func aLargeSectionReadInTwoHalvesKeepsItsOrder() throws {
    var text = Self.large.snapshotText()
    #expect(try Pokedex(snapshot: text) == Self.large)
    // Comments anywhere in the section, the middle included, are skipped as before.
    for id in [1, 100, 101, 150] {
      text = text.replacingOccurrences(
        of: "\n\(id)\tMon\(id)\t", with: "\n# note\n\(id)\tMon\(id)\t")
    }
    #expect(try Pokedex(snapshot: text) == Self.large)
  }

  @Test(arguments: [3, 99, 100, 101, 102, 199, 200])
  func anErrorInEitherHalfNamesItsLine(id: Int) throws {
    let text = Self.large.snapshotText()
    let generation = "\n\(id)\tMon\(id)\t\(1 + id % 9)\t"
    #expect(text.contains(generation))
    let broken = text.replacingOccurrences(of: generation, with: "\n\(id)\tMon\(id)\tx\t")
    let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: broken) }
    #expect(error.line == lineNumber(of: "\(id)\tMon\(id)\t", in: text), "\(error)")
    #expect(error.message.contains("column 3 (generation)"), "\(error)")
  }

  @Test func theHeadOfASnapshotIsItsFirstPokemonAndTheirCount() throws {
    let data = Data(Self.large.snapshotText().utf8)
    let head = try Pokedex.snapshotHead(data, count: 40)
    #expect(head.pokemon == Array(Self.large.pokemon.prefix(40)))
    #expect(head.totalCount == 200)
    let all = try Pokedex.snapshotHead(Data(Self.awkward.snapshotText().utf8), count: 40)
    #expect(all.pokemon == Self.awkward.pokemon)
    #expect(all.totalCount == 2)
    #expect(throws: SnapshotError.self) { try Pokedex.snapshotHead(Data("{}".utf8), count: 1) }
  }

  @Test func theHeadPassesOverTheTypeChartAndTheWholeChecksIt() throws {
    let text = Self.large.snapshotText()
    let chart = try #require(text.range(of: "\nnormal\t"))
    // A number in the chart that is not one: the head is still read, the whole refuses it.
    let broken = text.replacingCharacters(in: chart, with: "\nnormal\tx")
    let head = try Pokedex.snapshotHead(Data(broken.utf8), count: 40)
    #expect(head.pokemon == Array(Self.large.pokemon.prefix(40)))
    let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: broken) }
    #expect(error.line == lineNumber(of: "normal\t", in: text), "\(error)")
    // A chart with a row missing swallows the next header: the head fails there.
    let lines = text.components(separatedBy: "\n")
    let row = try #require(lines.firstIndex { $0.hasPrefix("normal\t") })
    let short = (lines[..<row] + lines[(row + 1)...]).joined(separator: "\n")
    let shortError = try #require(throws: SnapshotError.self) {
      try Pokedex.snapshotHead(Data(short.utf8), count: 40)
    }
    #expect(shortError.message.contains("@pokemon"), "\(shortError)")
  }

  @Test func theAppReadsTheHeadFromTheTopOfTheFileAndTheWholeWhenTheTopFallsShort() throws {
    let text = Self.large.snapshotText()
    let bytes = Data(text.utf8)
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-head-\(UUID().uuidString).tsv")
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let expected = Array(Self.large.pokemon.prefix(Pokedex.embeddedHeadCount))
    var wholeReads = 0
    func whole() throws(EmbeddedSnapshotError) -> (url: URL, bytes: Data) {
      wholeReads += 1
      return (url, bytes)
    }
    // The top ends in the middle of the line after the head: the top is enough.
    let next = try #require(bytes.firstRange(of: Data("\n41\tMon41\t".utf8)))
    let top = try Pokedex.head(of: url, topBytes: next.lowerBound + 6, whole: whole)
    #expect(top.pokemon == expected)
    #expect(top.totalCount == 200)
    #expect(wholeReads == 0)
    // It ends inside the head's last line: the whole file is read.
    let short = try Pokedex.head(of: url, topBytes: next.lowerBound - 3, whole: whole)
    #expect(short.pokemon == expected)
    #expect(short.totalCount == 200)
    #expect(wholeReads == 1)
    // A file that cannot be opened reports the whole file's error.
    let missing = url.appendingPathExtension("missing")
    let error = try #require(throws: EmbeddedSnapshotError.self) {
      try Pokedex.head(of: missing, topBytes: 4096) { () throws(EmbeddedSnapshotError) in
        throw EmbeddedSnapshotError("the Pokédex data is missing: \(missing.path)")
      }
    }
    #expect(error.description == "the Pokédex data is missing: \(missing.path)")
    // A top that does not parse is checked against the whole, whose error names the file.
    let corrupt = Data("pokedex-snapshot\tv0\n".utf8)
    try corrupt.write(to: url)
    let refused = try #require(throws: EmbeddedSnapshotError.self) {
      try Pokedex.head(of: url, topBytes: 4096) { () throws(EmbeddedSnapshotError) in
        (url, corrupt)
      }
    }
    #expect(refused.description.hasPrefix("the Pokédex data is corrupt: \(url.path): "))
  }

  @Test func theHeadReadsOnlyItsOwnLinesAndRepairsBadUTF8InThem() throws {
    var data = Data(Self.large.snapshotText().utf8)
    // A malformed byte past the head is never read, and one inside it becomes U+FFFD; the
    // whole snapshot still refuses both.
    let later = try #require(data.firstRange(of: Data("\tGenus 150\t".utf8)))
    data[later.lowerBound + 1] = 0xFF
    let inside = try #require(data.firstRange(of: Data("\tMon3\t".utf8)))
    data[inside.lowerBound + 2] = 0xFF
    let head = try Pokedex.snapshotHead(data, count: 40)
    #expect(head.totalCount == 200)
    #expect(head.pokemon.map(\.id) == Array(1...40))
    #expect(head.pokemon[2].name == "M\u{FFFD}n3")
    #expect(head.pokemon[3...] == Self.large.pokemon[3..<40])
    let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: data) }
    #expect(error.message.contains("UTF-8"))
  }

  @Test func aShortSectionIsCaughtWhereverItEnds() throws {
    let text = Self.large.snapshotText()
    let error = try #require(throws: SnapshotError.self) {
      try Pokedex(snapshot: text.replacingOccurrences(of: "@pokemon\t200", with: "@pokemon\t201"))
    }
    #expect(error.message.contains("@pokemon section ends before the count"), "\(error)")
    // Fewer lines than the count, ending inside what would be the second half.
    let cut = try #require(throws: SnapshotError.self) {
      try Pokedex(snapshot: text.replacingOccurrences(of: "@pokemon\t200", with: "@pokemon\t199"))
    }
    #expect(cut.line == lineNumber(of: "200\tMon200\t", in: text), "\(cut)")
  }

  @Test func badEscapeIsReported() throws {
    let error = try error(replacing: "\tPlain\t", with: "\tPl\\ain\t")
    #expect(error.message.contains("unknown escape"))
  }

  @Test func skippedDepthIsReported() throws {
    let error = try error(replacing: "3\t2\t8\tleaf", with: "3\t3\t8\tleaf")
    #expect(error.message.contains("skips a level"))
  }

  @Test func invalidUTF8NamesTheLine() throws {
    var data = Data(Self.awkward.snapshotText().utf8)
    let plain = try #require(data.firstRange(of: Data("Plain Pokémon".utf8)))
    data[plain.lowerBound] = 0xFF
    let text = Self.awkward.snapshotText()
    let error = try #require(throws: SnapshotError.self) { try Pokedex(snapshot: data) }
    #expect(error.line == lineNumber(of: "1\tPlain", in: text))
    #expect(error.message.contains("UTF-8"))
  }
}
