import Foundation
import Loop

/// Every move, every game's learnsets, and the machines that teach moves: the third embedded
/// file (`pokedex-moves.tsv`), read on first use. Each Pokémon's learnsets are decoded when
/// asked for; the index of who learns what is built on the first question that needs it.
public struct PokedexMoves: Sendable, Equatable {
  /// Every move but the shadow ones, by id.
  public var moves: [Int: MoveInfo]
  /// The games learnsets are given for, in release order.
  public var groups: [GameGroup]
  /// How moves are learned, by slug.
  public var methods: [String: LearnMethod]
  /// The machine that teaches a move in a game: group id, then move id, then the item's slug
  /// (`tm24`, `hm03`, `tr12`).
  public var machines: [Int: [Int: String]]
  var store: LearnsetStore

  /// Moves from their parts; `learnsets` by Pokémon id, then group id.
  public init(
    moves: [MoveInfo], groups: [GameGroup], methods: [LearnMethod],
    machines: [Int: [Int: String]], learnsets: [Int: [Int: [LearnedMove]]]
  ) {
    self.moves = Dictionary(moves.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    self.groups = groups.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
    self.methods = Dictionary(methods.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
    self.machines = machines
    store = LearnsetStore(decoded: learnsets)
  }

  /// No moves: what a source without them answers with.
  public static let empty = PokedexMoves(
    moves: [], groups: [], methods: [], machines: [:], learnsets: [:])

  /// Pokémon `id`'s learnsets, by group id.
  public func learnsets(of id: Int) -> [Int: [LearnedMove]] { store.learnsets(of: id) }

  /// The groups in which Pokémon `id` learns anything, newest first.
  public func groups(of id: Int) -> [GameGroup] {
    let known = learnsets(of: id)
    return groups.filter { !(known[$0.id]?.isEmpty ?? true) }.reversed()
  }

  /// The group named `slug` (`scarlet-violet`), or the one whose game is `slug` (`scarlet`).
  public func group(named slug: String) -> GameGroup? {
    let key = slug.lowercased()
    return groups.first { $0.slug == key } ?? groups.first { $0.versions.contains(key) }
  }

  /// Every Pokémon that learns move `move` in group `group`, with how, in id order.
  public func learners(of move: Int, in group: Int) -> [(pokemon: Int, learned: LearnedMove)] {
    store.learners(of: move, in: group)
  }

  /// Pokémon `id`'s learnsets with the moves, methods and machines they name.
  public func learnsets(forPokemon id: Int, versionNames: [String: [String: String]])
    -> PokemonLearnsets
  {
    let learned = learnsets(of: id)
    let used = Set(learned.values.joined().map(\.move))
    var usedMachines: [Int: [Int: String]] = [:]
    for (group, entries) in learned {
      for entry in entries where entry.method == "machine" {
        if let item = machines[group]?[entry.move] { usedMachines[group, default: [:]][entry.move] = item }
      }
    }
    return PokemonLearnsets(
      groups: groups(of: id), learnsets: learned,
      moves: moves.filter { used.contains($0.key) }, methods: methods, machines: usedMachines,
      versionNames: versionNames)
  }

  /// `move` and who learns it in each group, the Pokémon named by `pokemon` (those it does not
  /// know are left out).
  public func detail(
    of move: MoveInfo, pokemon: (Int) -> Pokemon?, versionNames: [String: [String: String]]
  ) -> MoveDetail {
    var learners: [Int: [MoveLearner]] = [:]
    for group in groups {
      let found = self.learners(of: move.id, in: group.id).compactMap { entry in
        pokemon(entry.pokemon).map { MoveLearner(pokemon: $0, learned: entry.learned) }
      }
      if !found.isEmpty { learners[group.id] = found }
    }
    var taught: [Int: String] = [:]
    for (group, byMove) in machines { if let item = byMove[move.id] { taught[group] = item } }
    return MoveDetail(
      move: move, groups: groups.filter { learners[$0.id] != nil }.reversed(), learners: learners,
      methods: methods, machines: taught, versionNames: versionNames)
  }

  /// Every Pokémon and every entry: for writing and comparing.
  public var allLearnsets: [Int: [Int: [LearnedMove]]] { store.all() }

  /// The move named `name`: its slug (`thunder-bolt` too), or its name in any language, with
  /// case, accents, spaces and punctuation ignored.
  public func move(named name: String) -> MoveInfo? {
    let key = Self.nameKey(name)
    guard !key.isEmpty else { return nil }
    return moves.values.sorted { $0.id < $1.id }.first { move in
      Self.nameKey(move.slug) == key || move.names.values.contains { Self.nameKey($0) == key }
    }
  }

  static func nameKey(_ name: String) -> String {
    String(fold(name).unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
  }

  public static func == (lhs: PokedexMoves, rhs: PokedexMoves) -> Bool {
    lhs.moves == rhs.moves && lhs.groups == rhs.groups && lhs.methods == rhs.methods
      && lhs.machines == rhs.machines && lhs.allLearnsets == rhs.allLearnsets
  }
}

/// Learnsets, decoded (made by the sync) or as the moves file's lines with each Pokémon's
/// byte range, decoded on demand; the index of learners is built once, when first asked.
final class LearnsetStore: Sendable {
  private let decoded: [Int: [Int: [LearnedMove]]]
  private let bytes: Data
  private let ranges: [Int: Range<Int>]
  private let codes: [Character: String]
  private let learnerIndex: Lazy<[Int: [Int: [(Int, LearnedMove)]]]>

  init(decoded: [Int: [Int: [LearnedMove]]]) {
    self.decoded = decoded
    bytes = Data()
    ranges = [:]
    codes = [:]
    learnerIndex = Lazy { Self.index(decoded) }
  }

  init(bytes: Data, ranges: [Int: Range<Int>], codes: [Character: String]) {
    decoded = [:]
    self.bytes = bytes
    self.ranges = ranges
    self.codes = codes
    let parts = (bytes, ranges, codes)
    learnerIndex = Lazy {
      var all: [Int: [Int: [LearnedMove]]] = [:]
      for (id, range) in parts.1 {
        all[id] = LearnsetCoding.decode(line: parts.0[range], codes: parts.2)
      }
      return Self.index(all)
    }
  }

  func learnsets(of id: Int) -> [Int: [LearnedMove]] {
    if let known = decoded[id] { return known }
    guard let range = ranges[id] else { return [:] }
    return LearnsetCoding.decode(line: bytes[range], codes: codes)
  }

  func all() -> [Int: [Int: [LearnedMove]]] {
    var result = decoded
    for id in ranges.keys { result[id] = learnsets(of: id) }
    return result
  }

  func learners(of move: Int, in group: Int) -> [(pokemon: Int, learned: LearnedMove)] {
    (learnerIndex.value[group]?[move] ?? []).map { (pokemon: $0.0, learned: $0.1) }
  }

  private static func index(_ all: [Int: [Int: [LearnedMove]]]) -> [Int: [Int: [(Int, LearnedMove)]]] {
    var index: [Int: [Int: [(Int, LearnedMove)]]] = [:]
    for id in all.keys.sorted() {
      for (group, entries) in all[id] ?? [:] {
        for entry in entries { index[group, default: [:]][entry.move, default: []].append((id, entry)) }
      }
    }
    return index
  }
}

/// How a Pokémon's learnsets are written on one line: per game group, the entries added to and
/// removed from the previous group's (most games teach what the one before did), each entry as
/// the move's id in two base-36 digits, the method's one-letter code, and for level-up moves the
/// level in two base-36 digits: `1:25L01ZZM` … `25:+0aE/25L01`.
enum LearnsetCoding {
  static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

  /// The fields after the Pokémon's id: `group:adds` or `group:adds/removes`.
  static func encode(_ learnsets: [Int: [LearnedMove]], codes: [String: Character]) -> [String] {
    var previous: Set<LearnedMove> = []
    var fields: [String] = []
    for group in learnsets.keys.sorted() {
      let current = Set(learnsets[group] ?? [])
      let added = current.subtracting(previous).sorted(by: order)
      let removed = previous.subtracting(current).sorted(by: order)
      var field = "\(group):" + added.map { entry($0, codes) }.joined()
      if !removed.isEmpty { field += "/" + removed.map { entry($0, codes) }.joined() }
      fields.append(field)
      previous = current
    }
    return fields
  }

  static func order(_ a: LearnedMove, _ b: LearnedMove) -> Bool {
    (a.move, a.method, a.level) < (b.move, b.method, b.level)
  }

  private static func entry(_ move: LearnedMove, _ codes: [String: Character]) -> String {
    let code = codes[move.method] ?? "?"
    var text = base36(move.move) + String(code)
    if code == "L" { text += base36(move.level) }
    return text
  }

  private static func base36(_ value: Int) -> String {
    let value = min(max(0, value), 36 * 36 - 1)
    return String(decoding: [digits[value / 36], digits[value % 36]], as: UTF8.self)
  }

  /// One line's learnsets (the id and tab included); a malformed field ends the reading there.
  static func decode(line: Data, codes: [Character: String]) -> [Int: [LearnedMove]] {
    var result: [Int: [LearnedMove]] = [:]
    var current: Set<LearnedMove> = []
    let fields = line.split(separator: UInt8(ascii: "\t")).dropFirst()
    for field in fields {
      let trimmed = field.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
      guard let colon = trimmed.firstIndex(of: UInt8(ascii: ":")),
        let group = Int(String(decoding: trimmed[trimmed.startIndex..<colon], as: UTF8.self))
      else { break }
      let body = trimmed[(colon + 1)...]
      let slash = body.firstIndex(of: UInt8(ascii: "/")) ?? body.endIndex
      guard let added = entries(body[body.startIndex..<slash], codes),
        let removed = slash < body.endIndex ? entries(body[(slash + 1)...], codes) : []
      else { break }
      current.subtract(removed)
      current.formUnion(added)
      result[group] = current.sorted(by: order)
    }
    return result
  }

  private static func entries(_ text: Data.SubSequence, _ codes: [Character: String])
    -> [LearnedMove]?
  {
    var result: [LearnedMove] = []
    var index = text.startIndex
    func digit(_ at: Int) -> Int? {
      guard at < text.endIndex else { return nil }
      let byte = text[at]
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(byte - UInt8(ascii: "a")) + 10
      default: return nil
      }
    }
    while index < text.endIndex {
      guard let high = digit(index), let low = digit(index + 1), index + 2 < text.endIndex
      else { return nil }
      let code = Character(UnicodeScalar(text[index + 2]))
      guard let method = codes[code] else { return nil }
      var level = 0
      index += 3
      if code == "L" {
        guard let levelHigh = digit(index), let levelLow = digit(index + 1) else { return nil }
        level = levelHigh * 36 + levelLow
        index += 2
      }
      result.append(LearnedMove(move: high * 36 + low, method: method, level: level))
    }
    return result
  }
}
