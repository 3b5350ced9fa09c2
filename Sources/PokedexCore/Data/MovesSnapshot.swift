import Foundation
import Loop

/// The moves file's format: what ``PokedexMoves/snapshotText()`` writes and
/// ``PokedexMoves/init(snapshot:)`` reads. Same rules as ``PokedexSnapshot``, with sections:
///
/// - `@groups`: id, slug, generation, games (`|`-separated), release order.
/// - `@methods`: code (one letter), slug, names.
/// - `@moves`: id, slug, type, damage class, power, accuracy, PP (empty for none), priority,
///   target, generation, names, short effects, effects, meta, past values. Meta is pairs of
///   what the move has besides power (``MoveMeta``): `chance`, `ailment`, `ailment-chance`,
///   `crit`, `drain`, `healing`, `flinch`, `stat-chance`, `stats` (`attack:2,defense:-1`),
///   `hits` and `turns` (`2-5`). Past values are pairs of the game that changed them and what
///   they were before it (``PastMoveValues``): `x-y=power:95`, with `accuracy`, `pp`,
///   `chance` and `type` likewise.
/// - `@machines`: group id, move id, the item's slug (`tm24`).
/// - `@learnsets`: one line per Pokémon: its id, then one field per group in which it learns
///   anything (see ``LearnsetCoding``), in group order.
public enum MovesSnapshot {
  /// The format version this build writes and reads.
  public static let formatVersion = 2
  static let magic = "pokedex-moves"
  static let groupsSection = "groups"
  static let methodsSection = "methods"
  static let movesSection = "moves"
  static let machinesSection = "machines"
  static let learnsetsSection = "learnsets"
  /// The codes of the four common methods; the rest get letters in slug order.
  static let fixedCodes: [String: Character] = [
    "level-up": "L", "machine": "M", "egg": "E", "tutor": "T",
  ]
  static let otherCodes = Array("ABCDFGHIJKNOPQRSUVWXYZ")

  /// A move's meta as the file's pairs: only what it has.
  static func pairs(_ meta: MoveMeta) -> [String: String] {
    var pairs: [String: String] = [:]
    func put(_ key: String, _ value: Int) { if value != 0 { pairs[key] = String(value) } }
    func put(_ key: String, _ range: ClosedRange<Int>?) {
      if let range { pairs[key] = "\(range.lowerBound)-\(range.upperBound)" }
    }
    if let chance = meta.effectChance { pairs["chance"] = String(chance) }
    if let ailment = meta.ailment { pairs["ailment"] = ailment }
    put("ailment-chance", meta.ailmentChance)
    put("crit", meta.critStage)
    put("drain", meta.drain)
    put("healing", meta.healing)
    put("flinch", meta.flinchChance)
    put("stat-chance", meta.statChance)
    if !meta.statChanges.isEmpty {
      pairs["stats"] = meta.statChanges.map { "\($0.stat):\($0.change)" }.joined(separator: ",")
    }
    put("hits", meta.hits)
    put("turns", meta.turns)
    return pairs
  }

  /// What a move was before a game changed it: `power:95,pp:30`.
  static func text(_ past: PastMoveValues) -> String {
    let parts: [(String, String?)] = [
      ("power", past.power.map(String.init)), ("accuracy", past.accuracy.map(String.init)),
      ("pp", past.pp.map(String.init)), ("chance", past.effectChance.map(String.init)),
      ("type", past.type?.rawValue),
    ]
    return parts.compactMap { key, value in value.map { "\(key):\($0)" } }.joined(separator: ",")
  }

  /// One letter per method slug.
  static func codes(for slugs: [String]) -> [String: Character] {
    var codes = fixedCodes
    var spare = otherCodes[...]
    for slug in slugs.sorted() where codes[slug] == nil {
      codes[slug] = spare.popFirst() ?? "?"
    }
    return codes
  }
}

extension PokedexMoves: CompanionFile {
  /// `pokedex.tsv` → `pokedex-moves.tsv`.
  public static let suffix = "-moves"

  /// The moves file of these moves. The same moves always give the same text.
  public func snapshotText() -> String {
    var writer = SnapshotWriter()
    let escaped = SnapshotWriter.escaped
    writer.line([
      MovesSnapshot.magic, "v\(MovesSnapshot.formatVersion)", PokedexSnapshot.regenerateNote,
    ])
    writer.line(["@" + MovesSnapshot.groupsSection, String(groups.count)])
    writer.line(["# id", "slug", "generation", "games", "order"])
    for group in groups {
      writer.line([
        String(group.id), escaped(group.slug), String(group.generation),
        SnapshotWriter.list(group.versions.map(escaped)), String(group.order),
      ])
    }
    let codes = MovesSnapshot.codes(for: Array(methods.keys))
    let sortedMethods = methods.values.sorted { (codes[$0.slug] ?? "?") < (codes[$1.slug] ?? "?") }
    writer.line(["@" + MovesSnapshot.methodsSection, String(sortedMethods.count)])
    writer.line(["# code", "slug", "names"])
    for method in sortedMethods {
      writer.line([
        String(codes[method.slug] ?? "?"), escaped(method.slug), SnapshotWriter.pairs(method.names),
      ])
    }
    let sortedMoves = moves.values.sorted { $0.id < $1.id }
    writer.line(["@" + MovesSnapshot.movesSection, String(sortedMoves.count)])
    writer.line([
      "# id", "slug", "type", "class", "power", "accuracy", "pp", "priority", "target",
      "generation", "names", "short-effects", "effects", "meta", "past",
    ])
    for move in sortedMoves {
      writer.line([
        String(move.id), escaped(move.slug), move.type?.rawValue ?? "",
        move.damageClass.rawValue, SnapshotWriter.optional(move.power),
        SnapshotWriter.optional(move.accuracy), SnapshotWriter.optional(move.pp),
        String(move.priority), escaped(move.target), String(move.generation),
        SnapshotWriter.pairs(move.names), SnapshotWriter.pairs(move.shortEffects),
        SnapshotWriter.pairs(move.effects), SnapshotWriter.pairs(MovesSnapshot.pairs(move.meta)),
        SnapshotWriter.pairs(
          Dictionary(
            uniqueKeysWithValues: move.pastValues.map { ($0.group.slug, MovesSnapshot.text($0)) })),
      ])
    }
    let machineRows = machines.keys.sorted().flatMap { group in
      (machines[group] ?? [:]).sorted { $0.key < $1.key }.map { (group, $0.key, $0.value) }
    }
    writer.line(["@" + MovesSnapshot.machinesSection, String(machineRows.count)])
    writer.line(["# group", "move", "item"])
    for (group, move, item) in machineRows {
      writer.line([String(group), String(move), escaped(item)])
    }
    let learnsets = allLearnsets
    writer.line(["@" + MovesSnapshot.learnsetsSection, String(learnsets.count)])
    writer.line(["# pokemon", "per group: group:added/removed (see LearnsetCoding)"])
    for id in learnsets.keys.sorted() {
      writer.line([String(id)] + LearnsetCoding.encode(learnsets[id] ?? [:], codes: codes))
    }
    writer.end()
    return writer.text
  }

  /// Reads a moves file written by ``snapshotText()``. The moves, games, methods and
  /// machines are decoded now; each Pokémon's learnsets when asked for.
  ///
  /// - Throws: ``SnapshotError`` naming the line and the problem.
  public init(snapshot: Data) throws {
    self = try snapshot.withUnsafeBytes { raw in
      var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return try reader.readMoves(from: snapshot)
    }
  }

}

extension SnapshotReader {
  /// A move's meta from the file's pairs (``MovesSnapshot/pairs(_:)``).
  func meta(_ range: Range<Int>) throws(SnapshotError) -> MoveMeta {
    var meta = MoveMeta()
    for (key, value) in try pairs(range) {
      func number(_ text: some StringProtocol) throws(SnapshotError) -> Int {
        guard let number = Int(text) else {
          throw failure("a move's \(key) is a number, not \"\(value)\"")
        }
        return number
      }
      func range() throws(SnapshotError) -> ClosedRange<Int> {
        let parts = value.split(separator: "-")
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low <= high
        else {
          throw failure("a move's \(key) is a range like 2-5, not \"\(value)\"")
        }
        return low...high
      }
      switch key {
      case "chance": meta.effectChance = try number(value)
      case "ailment": meta.ailment = value
      case "ailment-chance": meta.ailmentChance = try number(value)
      case "crit": meta.critStage = try number(value)
      case "drain": meta.drain = try number(value)
      case "healing": meta.healing = try number(value)
      case "flinch": meta.flinchChance = try number(value)
      case "stat-chance": meta.statChance = try number(value)
      case "hits": meta.hits = try range()
      case "turns": meta.turns = try range()
      case "stats":
        for part in value.split(separator: ",") {
          let halves = part.split(separator: ":")
          guard halves.count == 2 else {
            throw failure("a move's stat change is like attack:2, not \"\(part)\"")
          }
          meta.statChanges.append(
            MoveMeta.StatChange(stat: String(halves[0]), change: try number(halves[1])))
        }
      default: throw failure("a move's meta has no \"\(key)\"")
      }
    }
    return meta
  }

  /// A move's past values from the file's pairs (``MovesSnapshot/text(_:)``), oldest change
  /// first, each game's order taken from `groups`.
  func pastValues(_ range: Range<Int>, groups: [GameGroup]) throws(SnapshotError)
    -> [PastMoveValues]
  {
    var result: [PastMoveValues] = []
    for (slug, text) in try pairs(range) {
      guard let group = groups.first(where: { $0.slug == slug }) else {
        throw failure("a move's past values name the unknown game \"\(slug)\"")
      }
      var past = PastMoveValues(group: group)
      for part in text.split(separator: ",") {
        let halves = part.split(separator: ":").map(String.init)
        guard halves.count == 2 else {
          throw failure("a move's past value is like power:95, not \"\(part)\"")
        }
        if halves[0] == "type" {
          guard let type = PokemonType(rawValue: halves[1]) else {
            throw failure("unknown type \"\(halves[1])\" in a move's past values")
          }
          past.type = type
          continue
        }
        guard let number = Int(halves[1]) else {
          throw failure("a move's past \(halves[0]) is a number, not \"\(halves[1])\"")
        }
        switch halves[0] {
        case "power": past.power = number
        case "accuracy": past.accuracy = number
        case "pp": past.pp = number
        case "chance": past.effectChance = number
        default: throw failure("a move's past values have no \"\(halves[0])\"")
        }
      }
      result.append(past)
    }
    return result.sorted { $0.group.order < $1.group.order }
  }

  mutating func readMoves(from data: Data) throws(SnapshotError) -> PokedexMoves {
    try readHeader(magic: MovesSnapshot.magic, version: MovesSnapshot.formatVersion)
    var groups: [GameGroup] = []
    for _ in 0..<(try readSectionHeader(MovesSnapshot.groupsSection)) {
      try requireColumns(5, in: MovesSnapshot.groupsSection)
      var versions: [String] = []
      try forEachPart(of: fields[3], separatedBy: SnapshotSyntax.bar) {
        range throws(SnapshotError) in versions.append(try unescaped(range))
      }
      groups.append(
        GameGroup(
          id: try integer(fields[0], "id"), slug: try unescaped(fields[1]),
          generation: try integer(fields[2], "generation"), versions: versions,
          order: try integer(fields[4], "order")))
    }
    var methods: [LearnMethod] = []
    var codes: [Character: String] = [:]
    for _ in 0..<(try readSectionHeader(MovesSnapshot.methodsSection)) {
      try requireColumns(3, in: MovesSnapshot.methodsSection)
      let code = text(fields[0])
      guard code.count == 1, let letter = code.first else {
        throw failure("a method's code is one letter, not \(quoted(fields[0]))")
      }
      let slug = try unescaped(fields[1])
      codes[letter] = slug
      methods.append(LearnMethod(code: String(letter), slug: slug, names: try pairs(fields[2])))
    }
    var moves: [MoveInfo] = []
    for _ in 0..<(try readSectionHeader(MovesSnapshot.movesSection)) {
      try requireColumns(15, in: MovesSnapshot.movesSection)
      func optional(_ index: Int, _ name: String) throws(SnapshotError) -> Int? {
        fields[index].isEmpty ? nil : try integer(fields[index], name)
      }
      guard let damageClass = DamageClass(rawValue: text(fields[3])) else {
        throw failure("unknown damage class \(quoted(fields[3]))")
      }
      moves.append(
        MoveInfo(
          id: try integer(fields[0], "id"), slug: try unescaped(fields[1]),
          type: PokemonType(rawValue: text(fields[2])), damageClass: damageClass,
          power: try optional(4, "power"), accuracy: try optional(5, "accuracy"),
          pp: try optional(6, "pp"), priority: try integer(fields[7], "priority"),
          target: try unescaped(fields[8]), generation: try integer(fields[9], "generation"),
          names: try pairs(fields[10]), shortEffects: try pairs(fields[11]),
          effects: try pairs(fields[12]), meta: try meta(fields[13]),
          pastValues: try pastValues(fields[14], groups: groups)))
    }
    var machines: [Int: [Int: String]] = [:]
    for _ in 0..<(try readSectionHeader(MovesSnapshot.machinesSection)) {
      try requireColumns(3, in: MovesSnapshot.machinesSection)
      machines[try integer(fields[0], "group"), default: [:]][try integer(fields[1], "move")] =
        try unescaped(fields[2])
    }
    // Learnsets: only each line's Pokémon is read now, to find the line later.
    var ranges: [Int: Range<Int>] = [:]
    for _ in 0..<(try readSectionHeader(MovesSnapshot.learnsetsSection)) {
      try requireLine(in: MovesSnapshot.learnsetsSection)
      // The line starts where its first field does (comment lines before it are skipped).
      let start = fields[0].lowerBound
      let id = try integer(fields[0], "pokemon")
      guard ranges.updateValue(start..<offset, forKey: id) == nil else {
        throw failure("Pokémon \(id) has two learnset lines")
      }
    }
    guard nextLine(), fields.count == 1, text(fields[0]) == PokedexSnapshot.endMarker else {
      throw failure(
        "expected \(PokedexSnapshot.endMarker) after the last section; the file is incomplete")
    }
    var result = PokedexMoves(
      moves: moves, groups: groups, methods: methods, machines: machines, learnsets: [:])
    result.store = LearnsetStore(bytes: data, ranges: ranges, codes: codes)
    return result
  }
}
