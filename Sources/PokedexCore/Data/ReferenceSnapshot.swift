import Foundation
import Loop

/// The reference file's text format: what ``PokedexReference/snapshotText()`` writes and
/// ``PokedexReference/init(snapshot:)`` reads. Same rules as ``PokedexSnapshot`` (tabs,
/// escapes, `@section<TAB>count`, `#` comments, `@end`), with these sections:
///
/// - `@versions`: id, slug, version group, generation, names.
/// - `@names`: kind (`egg-group`, `growth-rate`, `stat`, `type`, `item`, `move`), slug, names.
/// - `@abilities`: id, slug, generation, names, short effects, effects (`code=text` pairs).
/// - `@flavor-text`: species, language, the games (version slugs, `|`-separated), the text.
///   Lines are grouped by species in order, so a species' lines can be found without
///   decoding the others.
public enum ReferenceSnapshot {
  /// The format version this build writes and reads.
  public static let formatVersion = 1
  static let magic = "pokedex-reference"
  static let versionsSection = "versions"
  static let namesSection = "names"
  static let abilitiesSection = "abilities"
  static let flavorSection = "flavor-text"
}

extension PokedexReference: CompanionFile {
  /// `pokedex.tsv` → `pokedex-reference.tsv`.
  public static let suffix = "-reference"

  /// The reference file of this reference. The same reference always gives the same text.
  public func snapshotText() -> String {
    var writer = SnapshotWriter()
    writer.line([
      ReferenceSnapshot.magic, "v\(ReferenceSnapshot.formatVersion)",
      PokedexSnapshot.regenerateNote,
    ])
    writer.line(["@" + ReferenceSnapshot.versionsSection, String(versions.count)])
    writer.line(["# id", "slug", "version-group", "generation", "names"])
    for version in versions {
      writer.line([
        String(version.id), SnapshotWriter.escaped(version.slug),
        SnapshotWriter.escaped(version.versionGroup), String(version.generation),
        SnapshotWriter.pairs(version.names),
      ])
    }
    let nameRows = names.sorted { $0.key < $1.key }.flatMap { kind, slugs in
      slugs.sorted { $0.key < $1.key }.map { (kind, $0.key, $0.value) }
    }
    writer.line(["@" + ReferenceSnapshot.namesSection, String(nameRows.count)])
    writer.line(["# kind", "slug", "names"])
    for (kind, slug, byLanguage) in nameRows {
      writer.line([
        SnapshotWriter.escaped(kind), SnapshotWriter.escaped(slug),
        SnapshotWriter.pairs(byLanguage),
      ])
    }
    let abilities = abilities.values.sorted { $0.id < $1.id }
    writer.line(["@" + ReferenceSnapshot.abilitiesSection, String(abilities.count)])
    writer.line(["# id", "slug", "generation", "names", "short-effects", "effects"])
    for ability in abilities {
      writer.line([
        String(ability.id), SnapshotWriter.escaped(ability.slug), String(ability.generation),
        SnapshotWriter.pairs(ability.names), SnapshotWriter.pairs(ability.shortEffects),
        SnapshotWriter.pairs(ability.effects),
      ])
    }
    let flavor = allFlavorTexts.sorted { $0.key < $1.key }
    writer.line([
      "@" + ReferenceSnapshot.flavorSection, String(flavor.map(\.value.count).reduce(0, +)),
    ])
    writer.line(["# species", "language", "games", "text"])
    for (species, texts) in flavor {
      for text in texts {
        writer.line([
          String(species), SnapshotWriter.escaped(text.language),
          SnapshotWriter.list(text.versions.map(SnapshotWriter.escaped)),
          SnapshotWriter.escaped(text.text),
        ])
      }
    }
    writer.end()
    return writer.text
  }

  /// Reads a reference file written by ``snapshotText()``. Everything but the Pokédex entries
  /// is decoded now; the entries' lines are checked for their species and columns and
  /// decoded a species at a time when asked for.
  ///
  /// - Throws: ``SnapshotError`` naming the line and the problem.
  public init(snapshot: Data) throws {
    self = try snapshot.withUnsafeBytes { raw in
      var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return try reader.readReference(from: snapshot)
    }
  }

}

extension SnapshotReader {
  mutating func readReference(from data: Data) throws(SnapshotError) -> PokedexReference {
    try readHeader(magic: ReferenceSnapshot.magic, version: ReferenceSnapshot.formatVersion)
    var versions: [GameVersion] = []
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.versionsSection)) {
      try requireColumns(5, in: ReferenceSnapshot.versionsSection)
      versions.append(
        GameVersion(
          id: try integer(fields[0], "id"), slug: try unescaped(fields[1]),
          versionGroup: try unescaped(fields[2]), generation: try integer(fields[3], "generation"),
          names: try pairs(fields[4])))
    }
    var names: [String: [String: [String: String]]] = [:]
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.namesSection)) {
      try requireColumns(3, in: ReferenceSnapshot.namesSection)
      names[try unescaped(fields[0]), default: [:]][try unescaped(fields[1])] = try pairs(
        fields[2])
    }
    var abilities: [AbilityInfo] = []
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.abilitiesSection)) {
      try requireColumns(6, in: ReferenceSnapshot.abilitiesSection)
      abilities.append(
        AbilityInfo(
          id: try integer(fields[0], "id"), slug: try unescaped(fields[1]),
          generation: try integer(fields[2], "generation"), names: try pairs(fields[3]),
          shortEffects: try pairs(fields[4]), effects: try pairs(fields[5])))
    }
    // The entries: only each line's species is read, to find where each species' lines are.
    var ranges: [Int: Range<Int>] = [:]
    var firstLines: [Int: Int] = [:]
    var current: (species: Int, start: Int, line: Int)?
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.flavorSection)) {
      let start = offset
      try requireColumns(4, in: ReferenceSnapshot.flavorSection)
      let species = try integer(fields[0], "species")
      if species != current?.species {
        if let current { ranges[current.species] = current.start..<start }
        guard ranges[species] == nil else {
          throw failure("the entries of species \(species) are not together")
        }
        current = (species, start, lineNumber)
        firstLines[species] = lineNumber
      }
    }
    if let current { ranges[current.species] = current.start..<offset }
    guard nextLine(), fields.count == 1, text(fields[0]) == PokedexSnapshot.endMarker else {
      throw failure(
        "expected \(PokedexSnapshot.endMarker) after the last section; the file is incomplete")
    }
    var reference = PokedexReference(
      abilities: abilities, versions: versions, names: names, flavorTexts: [:])
    reference.flavorStore = FlavorStore(bytes: data, ranges: ranges, firstLines: firstLines)
    return reference
  }

  /// The abilities' names alone (slug, then language code), from the sections before the
  /// entries: for screens that name many Pokémon's abilities, without the rest of the file.
  mutating func readAbilityNames() throws(SnapshotError) -> [String: [String: String]] {
    try readHeader(magic: ReferenceSnapshot.magic, version: ReferenceSnapshot.formatVersion)
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.versionsSection)) {
      try requireColumns(5, in: ReferenceSnapshot.versionsSection)
    }
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.namesSection)) {
      try requireColumns(3, in: ReferenceSnapshot.namesSection)
    }
    var names: [String: [String: String]] = [:]
    for _ in 0..<(try readSectionHeader(ReferenceSnapshot.abilitiesSection)) {
      try requireColumns(6, in: ReferenceSnapshot.abilitiesSection)
      names[try unescaped(fields[1])] = try pairs(fields[3])
    }
    return names
  }

  /// Decodes every line from here: one species' entries, cut out of the reference file.
  mutating func readFlavorLines(startingAt line: Int) throws(SnapshotError) -> [FlavorText] {
    lineNumber = line - 1
    var texts: [FlavorText] = []
    while nextLine() {
      guard fields.count == 4 else { throw failure("an entry has 4 columns") }
      var versions: [String] = []
      try forEachPart(of: fields[2], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in versions.append(try unescaped(range))
      }
      texts.append(
        FlavorText(
          language: try unescaped(fields[1]), versions: versions, text: try unescaped(fields[3])))
    }
    return texts
  }

  mutating func requireColumns(_ count: Int, in section: String) throws(SnapshotError) {
    try requireLine(in: section)
    guard fields.count == count else {
      throw failure("a line of @\(section) has \(count) columns, this one has \(fields.count)")
    }
  }
}
