import Foundation
import Loop

/// The offline snapshot's text format: what ``Pokedex/snapshotText()`` writes and
/// ``Pokedex/init(snapshot:)-(String)`` reads.
///
/// The format is line-oriented UTF-8, one record per line, fields separated by tabs, so that it
/// loads with a hand-written byte scanner (no `JSONDecoder` at start-up) and diffs readably when
/// regenerated. The first line names the format version and the command that regenerates it;
/// sections follow, each opened by `@name<TAB>count`, and the file ends with `@end`. Lines
/// starting with `#` are comments that name the columns (left out below, where `⇥` stands for a
/// tab):
///
/// ```
/// pokedex-snapshot ⇥ v1 ⇥ regenerate: scripts/sync-snapshot ...
/// @type-chart ⇥ 18
/// normal ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 0.5 ⇥ 1 ⇥ 0 ⇥ 0.5 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1 ⇥ 1
/// @pokemon ⇥ 1025
/// 25 ⇥ Pikachu ⇥ 1 ⇥ electric ⇥ 35 ⇥ 55 ⇥ 40 ⇥ 50 ⇥ 50 ⇥ 90 ⇥ 4 ⇥ 60 ⇥ 10 ⇥ static|*lightning-rod
///   ⇥ Mouse Pokémon ⇥ de=Pikachu|en=Pikachu|… ⇥ de=Maus-Pokémon|…   (one line in the file)
/// @evolution-chains ⇥ 541
/// 10 ⇥ 0 ⇥ 172 ⇥ pichu
/// 10 ⇥ 1 ⇥ 25 ⇥ pikachu ⇥ level-up;min_happiness=220
/// 10 ⇥ 2 ⇥ 26 ⇥ raichu ⇥ use-item;item=thunder-stone ⇥ use-item;item=thunder-stone;region=…
/// @end
/// ```
///
/// - Type chart: one row per attacking type, in ``PokemonType/allCases`` order, then its
///   multipliers against each defending type in the same order.
/// - Pokémon (the species), then forms (the alternate forms, in the same columns): id, English
///   name, generation, types (`|`-separated), the six base stats, height, weight,
///   evolution-chain id, abilities (`|`-separated; a leading `*` marks the hidden one), English
///   genus, names and genera (`code=text` pairs, `|`-separated, sorted by code), species id,
///   PokeAPI's name of the Pokémon where it is not the species' name (a form's slug, or a
///   species' default Pokémon's: `deoxys-normal`), the form name (`\-` for a species), base
///   experience, EV yield (six
///   numbers), catch rate, base friendship, growth rate, egg groups, gender rate (eighths
///   female, -1 genderless), hatch counter, flags (`legendary`, `mythical`, `baby`). An empty
///   number field means PokeAPI has none.
/// - Evolution chains: each chain's species depth first, one per line: chain id, depth (0 for
///   the root; a node's parent is the nearest line above with one less depth), species id,
///   slug, then one column per ``EvolutionCondition``: the trigger and its requirements as
///   `;`-separated `key=value`s sorted by key.
///
/// Text fields escape `\`, tab, line feed, carriage return and the separators `|`, `=`, `;`,
/// `*` with a backslash (`\t`, `\n`, `\r`, `\|`, ...). An empty text is written `\-`, so that an
/// empty field always means an empty list. Numbers are plain decimal digits; multipliers that
/// are not whole numbers use Swift's shortest round-tripping form (`0.5`).
public enum PokedexSnapshot {
  /// The format version this build writes and reads.
  public static let formatVersion = 2

  /// The first field of the header line.
  static let magic = "pokedex-snapshot"

  /// How to regenerate the file, written into its header for whoever opens it.
  static let regenerateNote =
    "regenerate: scripts/sync-snapshot"
    + " (or: swift run pokedex-tui sync --from <PokeAPI base URL>); do not edit by hand"

  static let typeChartSection = "type-chart"
  static let pokemonSection = "pokemon"
  static let formsSection = "forms"
  static let evolutionSection = "evolution-chains"
  static let endMarker = "@end"

  static let pokemonColumns = [
    "id", "name", "generation", "types", "hp", "attack", "defense", "special-attack",
    "special-defense", "speed", "height", "weight", "evolution-chain", "abilities", "genus",
    "names", "genera", "species", "slug", "form-name", "base-experience", "ev-yield",
    "capture-rate", "base-friendship", "growth-rate", "egg-groups", "gender-rate",
    "hatch-counter", "flags",
  ]
}

/// A snapshot that could not be read: which line, and what was wrong with it.
public struct SnapshotError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The 1-based line number the problem was found on (the last line for a truncated file).
  public var line: Int
  /// What was wrong, for a person to read.
  public var message: String

  /// An error at `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// "pokedex snapshot, line 42: ...".
  public var description: String { "pokedex snapshot, line \(line): \(message)" }

  /// Same as ``description``, so `localizedDescription` is useful too.
  public var errorDescription: String? { description }
}

extension Pokedex {
  /// Reads a snapshot written by ``snapshotText()``.
  ///
  /// ```swift
  /// let pokedex = try Pokedex(snapshot: String(contentsOf: url, encoding: .utf8))
  /// ```
  ///
  /// - Throws: ``SnapshotError`` naming the line and the problem when the text is not a
  ///   complete snapshot of this format version.
  public init(snapshot: String) throws {
    var text = snapshot
    self = try text.withUTF8 { bytes in
      var reader = SnapshotReader(bytes: bytes)
      return try reader.read()
    }
  }

  /// The first `count` Pokémon of a snapshot and how many it holds in all, read from the top
  /// of the bytes alone: a first page without the cost of the rest.
  ///
  /// Unlike ``init(snapshot:)-(Data)``, this does not check that the whole text is UTF-8, as
  /// that would read all of it: the reader builds its strings with a decoding that repairs, so
  /// a malformed sequence in the lines read becomes U+FFFD, and one further on goes unseen.
  static func snapshotHead(_ snapshot: Data, count: Int) throws -> (
    pokemon: [Pokemon], totalCount: Int
  ) {
    let head = try snapshot.withUnsafeBytes { raw in
      var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return try reader.readHead(count)
    }
    return (head.pokemon, head.total)
  }

  /// Reads a snapshot written by ``snapshotText()`` from its UTF-8 bytes.
  ///
  /// - Throws: ``SnapshotError`` naming the line and the problem, including bytes that are not
  ///   UTF-8.
  public init(snapshot: Data) throws {
    guard let text = String(validating: snapshot, as: UTF8.self) else {
      throw SnapshotError(
        line: Self.firstLineWithInvalidUTF8(in: snapshot), message: "the text is not valid UTF-8")
    }
    try self.init(snapshot: text)
  }

  /// The snapshot of this Pokédex, in the format described by ``PokedexSnapshot``.
  ///
  /// The same Pokédex always gives the same text: dictionaries are written in key order and
  /// numbers in a fixed form, so a regenerated snapshot only differs where the data does.
  ///
  /// Evolution chains are written under their ``EvolutionChain/id``, which a Pokédex uses as
  /// the dictionary key.
  public func snapshotText() -> String {
    var writer = SnapshotWriter()
    writer.header()
    writer.typeChart(typeChart)
    writer.pokemon(pokemon.filter { !$0.isForm })
    writer.pokemon(pokemon.filter(\.isForm), section: PokedexSnapshot.formsSection)
    writer.evolutionChains(evolutionChains)
    writer.end()
    return writer.text
  }

  /// Writes ``snapshotText()`` to `url` atomically (a temporary file, then a rename), so a
  /// failed write never leaves half a snapshot behind.
  ///
  /// - Returns: the number of bytes written.
  @discardableResult
  public func writeSnapshot(to url: URL) throws -> Int {
    let data = Data(snapshotText().utf8)
    // Written beside it and renamed over it: a full disk leaves the old snapshot whole, and
    // the error names the call and the reason ("write …: No space left on device").
    try writeAtomically(data, to: url)
    return data.count
  }

  private static func firstLineWithInvalidUTF8(in data: Data) -> Int {
    var line = 1
    var start = data.startIndex
    while start < data.endIndex {
      let end = data[start...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
      if String(validating: data[start..<end], as: UTF8.self) == nil { return line }
      line += 1
      start = end == data.endIndex ? end : data.index(after: end)
    }
    return line
  }
}

/// The file beside `snapshot` with `suffix` before its extension: `pokedex.tsv` with
/// `-moves` is `pokedex-moves.tsv`. Where the reference and the moves go.
func companionFile(of snapshot: URL, suffix: String) -> URL {
  let stem = snapshot.deletingPathExtension().lastPathComponent
  let pathExtension = snapshot.pathExtension
  return snapshot.deletingLastPathComponent().appendingPathComponent(
    stem + suffix + (pathExtension.isEmpty ? "" : "." + pathExtension))
}

/// The key names are compared by: folded (lowercase, no accents) and without spaces or
/// punctuation, so `Lightning Rod`, `lightning-rod` and `LIGHTNINGROD` are one name.
func nameKey(_ name: String) -> String {
  let folded = fold(name)
  // ASCII keeps its letters and digits (what `alphanumerics` holds of it), byte by byte.
  if folded.utf8.allSatisfy({ $0 < 0x80 }) {
    return String(
      decoding: folded.utf8.filter { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) },
      as: UTF8.self)
  }
  return String(folded.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
}

/// Builds the snapshot text; every line goes through here so the escaping rules live in one
/// place.
struct SnapshotWriter {
  private(set) var text = ""

  init() {
    // The full snapshot is a few hundred kilobytes; growing the buffer once keeps encoding
    // linear.
    text.reserveCapacity(1 << 19)
  }

  mutating func header() {
    line([
      PokedexSnapshot.magic, "v\(PokedexSnapshot.formatVersion)", PokedexSnapshot.regenerateNote,
    ])
  }

  mutating func typeChart(_ chart: TypeChart) {
    section(PokedexSnapshot.typeChartSection, count: chart.multipliers.count)
    line(["# attacker"] + PokemonType.allCases.map(\.rawValue))
    for (index, row) in chart.multipliers.enumerated() {
      line([Self.typeChartRowLabel(index)] + row.map(Self.number))
    }
  }

  mutating func pokemon(
    _ pokemon: [Pokemon], section name: String = PokedexSnapshot.pokemonSection
  ) {
    section(name, count: pokemon.count)
    line(["# " + PokedexSnapshot.pokemonColumns[0]] + PokedexSnapshot.pokemonColumns.dropFirst())
    for p in pokemon {
      let stats = p.stats
      line([
        String(p.id), Self.escaped(p.name), String(p.generation),
        p.types.map(\.rawValue).joined(separator: "|"),
        String(stats.hp), String(stats.attack), String(stats.defense),
        String(stats.specialAttack), String(stats.specialDefense), String(stats.speed),
        String(p.height), String(p.weight), String(p.evolutionChainID),
        p.abilities.map { ($0.isHidden ? "*" : "") + Self.escaped($0.name) }
          .joined(separator: "|"),
        Self.escaped(p.genus), Self.pairs(p.names), Self.pairs(p.genera),
        String(p.speciesID), Self.escaped(p.slug ?? ""),
        Self.escaped(p.form?.formName ?? ""), Self.optional(p.training.baseExperience),
        Self.list(p.training.evYield.values.map(String.init)),
        String(p.record.captureRate), Self.optional(p.record.baseFriendship),
        p.record.growthRate.isEmpty ? "" : Self.escaped(p.record.growthRate),
        Self.list(p.record.eggGroups.map(Self.escaped)), String(p.record.genderRate),
        Self.optional(p.record.hatchCounter),
        Self.list(
          [
            p.record.isLegendary ? "legendary" : nil, p.record.isMythical ? "mythical" : nil,
            p.record.isBaby ? "baby" : nil,
          ].compactMap { $0 }),
      ])
    }
  }

  mutating func evolutionChains(_ chains: [Int: EvolutionChain]) {
    section(PokedexSnapshot.evolutionSection, count: chains.count)
    line(["# chain", "depth", "species", "name", "conditions (trigger;requirement=value;...)"])
    for chain in chains.values.sorted(by: { $0.id < $1.id }) {
      node(chain.root, chainID: chain.id, depth: 0)
    }
  }

  mutating func end() { line([PokedexSnapshot.endMarker]) }

  private mutating func node(_ node: EvolutionNode, chainID: Int, depth: Int) {
    let conditions = node.conditions.map { condition in
      ([Self.escaped(condition.trigger)]
        + condition.requirements.sorted { $0.key < $1.key }.map {
          Self.escaped($0.key) + "=" + Self.escaped($0.value)
        }).joined(separator: ";")
    }
    line(
      [String(chainID), String(depth), String(node.speciesID), Self.escaped(node.name)]
        + conditions)
    for child in node.evolvesTo { self.node(child, chainID: chainID, depth: depth + 1) }
  }

  private mutating func section(_ name: String, count: Int) {
    line(["@" + name, String(count)])
  }

  mutating func line(_ fields: [String]) {
    for (index, field) in fields.enumerated() {
      if index > 0 { text.append("\t") }
      text.append(field)
    }
    text.append("\n")
  }

  /// Rows past the eighteen types can only come from a hand-made chart; they are labelled by
  /// index so the file still reads back exactly.
  static func typeChartRowLabel(_ index: Int) -> String {
    index < PokemonType.allCases.count ? PokemonType.allCases[index].rawValue : String(index)
  }

  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15, !(value == 0 && value.sign == .minus) {
      return String(Int(value))
    }
    return "\(value)"
  }

  /// A number, or an empty field for none.
  static func optional(_ value: Int?) -> String { value.map(String.init) ?? "" }

  /// Parts already escaped, `|`-separated.
  static func list(_ parts: [String]) -> String { parts.joined(separator: "|") }

  static func pairs(_ dictionary: [String: String]) -> String {
    dictionary.sorted { $0.key < $1.key }.map { escaped($0.key) + "=" + escaped($0.value) }
      .joined(separator: "|")
  }

  static func escaped(_ text: String) -> String {
    if text.isEmpty { return "\\-" }
    guard text.utf8.contains(where: { SnapshotSyntax.isEscaped($0) }) else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 4)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\\", "|", "=", ";", "*":
        result.unicodeScalars.append("\\")
        result.unicodeScalars.append(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// The bytes that structure a snapshot line.
enum SnapshotSyntax {
  static let tab = UInt8(ascii: "\t")
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let backslash = UInt8(ascii: "\\")
  static let bar = UInt8(ascii: "|")
  static let equals = UInt8(ascii: "=")
  static let semicolon = UInt8(ascii: ";")
  static let star = UInt8(ascii: "*")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let minus = UInt8(ascii: "-")

  static func isEscaped(_ byte: UInt8) -> Bool {
    switch byte {
    case tab, newline, carriageReturn, backslash, bar, equals, semicolon, star: true
    default: false
    }
  }
}
