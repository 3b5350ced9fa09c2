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

  /// Pokémon `id`'s learnset in group `group` alone (only that group's entries are made).
  public func learnset(of id: Int, in group: Int) -> [LearnedMove] {
    store.learnset(of: id, in: group)
  }

  /// The groups in which Pokémon `id` learns anything, newest first.
  public func groups(of id: Int) -> [GameGroup] {
    let known = learnsets(of: id)
    return groups.filter { !(known[$0.id]?.isEmpty ?? true) }.reversed()
  }

  /// The group named `slug` (`scarlet-violet`), the one whose game is `slug` (`scarlet`), or
  /// the one an abbreviation names (`sv`).
  public func group(named slug: String) -> GameGroup? { GameGroup.named(slug, in: groups) }

  /// Every Pokémon that learns move `move` in group `group`, with how, in id order.
  public func learners(of move: Int, in group: Int) -> [(pokemon: Int, learned: LearnedMove)] {
    store.learners(of: move, in: group)
  }

  /// The ids of every Pokémon that learns move `move` in the group `game` names (a group's or
  /// a game's slug), else in the group its learners open on (``MoveDetail/defaultGroup``; none
  /// when nobody ever learns it); nil when `game` names no group.
  func learnerIDs(of move: Int, in game: String?) -> Set<Int>? {
    let group: GameGroup?
    if let game {
      guard let named = self.group(named: game) else { return nil }
      group = named
    } else {
      group = GameGroup.defaultGroup(of: groups.reversed()) { group in
        learners(of: move, in: group).map(\.learned.method)
      }.flatMap { learners(of: move, in: $0.id).isEmpty ? nil : $0 }
    }
    return group.map { Set(learners(of: move, in: $0.id).map(\.pokemon)) } ?? []
  }

  /// Pokémon `id`'s learnsets with the moves, methods and machines they name.
  ///
  /// A form (`form`, when given) with no list of its own in any game learns what its
  /// species' default form learns in the games of its generation and later (Gigantamax
  /// Charizard, Charizard's), and ``PokemonLearnsets/borrowed`` says which games those are. A
  /// form with lists of its own keeps to them: Alolan Raichu learns nothing in Red/Blue or in
  /// Brilliant Diamond.
  public func learnsets(
    forPokemon id: Int, versionNames: [String: [String: String]], form: Pokemon? = nil
  ) -> PokemonLearnsets {
    var learned = learnsets(of: id)
    var borrowed: Set<Int> = []
    // Only a form with no list in any game (Gigantamax, most Megas): one with lists of its own
    // (Alolan Raichu) is not in the games it has none for.
    if let form, form.isForm, learned.values.allSatisfy(\.isEmpty) {
      let species = learnsets(of: form.speciesID)
      for group in groups where group.generation >= form.generation {
        guard learned[group.id]?.isEmpty ?? true, let own = species[group.id], !own.isEmpty
        else { continue }
        learned[group.id] = own
        borrowed.insert(group.id)
      }
    }
    var used: [Int: MoveInfo] = [:]
    var usedMachines: [Int: [Int: String]] = [:]
    for (group, entries) in learned {
      for entry in entries {
        if used[entry.move] == nil { used[entry.move] = moves[entry.move] }
        if entry.method == "machine", let item = machines[group]?[entry.move] {
          usedMachines[group, default: [:]][entry.move] = item
        }
      }
    }
    return PokemonLearnsets(
      groups: groups.filter { !(learned[$0.id]?.isEmpty ?? true) }.reversed(), learnsets: learned,
      moves: used, methods: methods, machines: usedMachines, versionNames: versionNames,
      borrowed: borrowed)
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

  /// What machine `item` (`tm24`) teaches, game by game: runs of games in release order that
  /// teach the same move, a run broken where a game with machines lacks this one. TM24 is
  /// Thunderbolt in Red/Blue, DragonBreath in Gold/Silver, Snore in Sword/Shield.
  public func teachings(of item: String) -> [ItemDetail.Teaching] {
    var runs: [ItemDetail.Teaching] = []
    var open = false
    for group in groups {
      guard let byMove = machines[group.id] else { continue }
      guard let moveID = byMove.first(where: { $0.value == item })?.key,
        let move = moves[moveID]
      else {
        open = false
        continue
      }
      if open, runs[runs.count - 1].move == move.id {
        runs[runs.count - 1].groups.append(group)
      } else {
        runs.append(
          ItemDetail.Teaching(move: move.id, slug: move.slug, names: move.names, groups: [group]))
      }
      open = true
    }
    return runs
  }

  /// Every Pokémon and every entry: for writing and comparing.
  public var allLearnsets: [Int: [Int: [LearnedMove]]] { store.all() }

  /// The move named `name`: its slug (`thunder-bolt` too) or English name, else its name in
  /// any language, with case, accents, spaces and punctuation ignored. A move's own name comes
  /// before another's in some language: "Charge" is Charge, not Tackle (French "Charge").
  public func move(named name: String) -> MoveInfo? {
    let key = nameKey(name)
    guard !key.isEmpty else { return nil }
    let sorted = moves.values.sorted { $0.id < $1.id }
    return sorted.first { nameKey($0.slug) == key || nameKey($0.names["en"] ?? "") == key }
      ?? sorted.first { move in move.names.values.contains { nameKey($0) == key } }
  }

  public static func == (lhs: PokedexMoves, rhs: PokedexMoves) -> Bool {
    lhs.moves == rhs.moves && lhs.groups == rhs.groups && lhs.methods == rhs.methods
      && lhs.machines == rhs.machines && lhs.allLearnsets == rhs.allLearnsets
  }
}

/// Learnsets, decoded (made by the sync) or as the moves file's lines with each Pokémon's
/// byte range, decoded on demand. Who learns a move is found when first asked, by one pass over
/// the lines that keeps that move's entries alone, and remembered.
final class LearnsetStore: Sendable {
  private let decoded: [Int: [Int: [LearnedMove]]]
  /// `decoded`'s entries packed (`move << 16 | code << 8 | level`), for finding learners.
  private let decodedPacked: [Int: [Int: [UInt32]]]
  private let bytes: Data
  private let ranges: [Int: Range<Int>]
  private let codes: [UInt8: String]
  /// Who learns each move asked about so far: move → group → packed entries (`pokemon << 32 |
  /// move << 16 | code << 8 | level`), in Pokémon order.
  private let learnersByMove = Locked<[Int: [Int: [UInt64]]]>([:])

  init(decoded: [Int: [Int: [LearnedMove]]]) {
    // In the order the file decodes to, so a written and read learnset compares equal.
    let decoded = decoded.mapValues { $0.mapValues { $0.sorted(by: LearnsetCoding.order) } }
    self.decoded = decoded
    bytes = Data()
    ranges = [:]
    var methods: [String: UInt8] = [:]
    var codes: [UInt8: String] = [:]
    for slug in Set(decoded.values.flatMap(\.values).joined().map(\.method)).sorted() {
      let code = UInt8(methods.count + 1)
      methods[slug] = code
      codes[code] = slug
    }
    self.codes = codes
    decodedPacked = decoded.mapValues { groups in
      groups.mapValues { entries in
        entries.map { LearnsetCoding.pack($0.move, methods[$0.method] ?? 0, $0.level) }
      }
    }
  }

  init(bytes: Data, ranges: [Int: Range<Int>], codes: [Character: String]) {
    decoded = [:]
    self.bytes = bytes
    self.ranges = ranges
    var byteCodes: [UInt8: String] = [:]
    for (letter, slug) in codes { if let ascii = letter.asciiValue { byteCodes[ascii] = slug } }
    self.codes = byteCodes
    decodedPacked = [:]
  }

  func learnsets(of id: Int) -> [Int: [LearnedMove]] {
    if let known = decoded[id] { return known }
    guard let range = ranges[id] else { return [:] }
    return LearnsetCoding.decodePacked(line: bytes[range]).mapValues(unpacked)
  }

  func learnset(of id: Int, in group: Int) -> [LearnedMove] {
    if let known = decoded[id] { return known[group] ?? [] }
    guard let range = ranges[id] else { return [] }
    return unpacked(LearnsetCoding.decodePacked(line: bytes[range])[group] ?? [])
  }

  /// Packed entries as moves, in ``LearnsetCoding/order(_:_:)``. Entries come sorted by their
  /// packed value, the method's letter standing for its name: mostly that order already, so
  /// they are sorted only when they are not.
  private func unpacked(_ entries: [UInt32]) -> [LearnedMove] {
    var moves: [LearnedMove] = []
    moves.reserveCapacity(entries.count)
    var inOrder = true
    for index in 0..<entries.count {
      guard let move = unpack(entries[index]) else { continue }
      if inOrder, moves.count > 0, !LearnsetCoding.order(moves[moves.count - 1], move) {
        inOrder = false
      }
      moves.append(move)
    }
    return inOrder ? moves : moves.sorted(by: LearnsetCoding.order)
  }

  func all() -> [Int: [Int: [LearnedMove]]] {
    var result = decoded
    for id in ranges.keys { result[id] = learnsets(of: id) }
    return result
  }

  func learners(of move: Int, in group: Int) -> [(pokemon: Int, learned: LearnedMove)] {
    (learners(of: move)[group] ?? []).compactMap { packed in
      unpack(UInt32(truncatingIfNeeded: packed)).map { (pokemon: Int(packed >> 32), learned: $0) }
    }
  }

  /// Who learns `move`, by group: each line scanned for that move's entries alone (a few
  /// milliseconds for every Pokémon), once per move.
  private func learners(of move: Int) -> [Int: [UInt64]] {
    if let known = learnersByMove.withLock({ $0[move] }) { return known }
    var found: [Int: [UInt64]] = [:]
    func add(_ id: Int, _ groups: [Int: [UInt32]]) {
      for (group, entries) in groups {
        for entry in entries where Int(entry >> 16) == move {
          found[group, default: []].append(UInt64(id) << 32 | UInt64(entry))
        }
      }
    }
    for id in decodedPacked.keys.sorted() { add(id, decodedPacked[id] ?? [:]) }
    for id in ranges.keys.sorted() {
      if let range = ranges[id] {
        add(id, LearnsetCoding.decodePacked(line: bytes[range], move: UInt32(move)))
      }
    }
    learnersByMove.withLock { $0[move] = found }
    return found
  }

  private func unpack(_ packed: UInt32) -> LearnedMove? {
    guard let method = codes[UInt8(truncatingIfNeeded: packed >> 8)] else { return nil }
    return LearnedMove(move: Int(packed >> 16), method: method, level: Int(packed & 0xFF))
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

  /// An entry as one number: `move << 16 | code << 8 | level`.
  static func pack(_ move: Int, _ code: UInt8, _ level: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: move) << 16 | UInt32(code) << 8 | UInt32(min(max(0, level), 255))
  }

  /// One line's learnsets as packed entries (see ``pack(_:_:_:)``, with the method's letter as
  /// its code), sorted; a malformed field ends the reading there. With `only`, the entries of
  /// that move alone, and only the groups that have any.
  static func decodePacked(line: Data, move only: UInt32? = nil) -> [Int: [UInt32]] {
    var result: [Int: [UInt32]] = [:]
    var current: [UInt32] = []
    line.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var index = 0
      // Past the Pokémon's id.
      while index < bytes.count, bytes[index] != UInt8(ascii: "\t") { index += 1 }
      func digit(_ at: Int) -> UInt32? {
        guard at < bytes.count else { return nil }
        switch bytes[at] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(bytes[at] - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
          return UInt32(bytes[at] - UInt8(ascii: "a")) + 10
        default: return nil
        }
      }
      while index < bytes.count, bytes[index] == UInt8(ascii: "\t") {
        index += 1
        var group = 0
        while index < bytes.count, let value = digit(index), value < 10 {
          group = group * 10 + Int(value)
          index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
        index += 1
        var removing = false
        var added: [UInt32] = []
        var removed: [UInt32] = []
        while index < bytes.count {
          let byte = bytes[index]
          if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
          {
            break
          }
          if byte == UInt8(ascii: "/") {
            removing = true
            index += 1
            continue
          }
          guard let high = digit(index), let low = digit(index + 1), index + 2 < bytes.count
          else { return }
          let code = bytes[index + 2]
          var level: UInt32 = 0
          index += 3
          if code == UInt8(ascii: "L") {
            guard let levelHigh = digit(index), let levelLow = digit(index + 1) else { return }
            level = levelHigh * 36 + levelLow
            index += 2
          }
          let move = high * 36 + low
          if let only, move != only { continue }
          let entry = move << 16 | UInt32(code) << 8 | min(level, 255)
          if removing { removed.append(entry) } else { added.append(entry) }
        }
        // Most groups change nothing for one move (`only`), or little.
        if added.count > 0 || removed.count > 0 {
          sort(&added)
          sort(&removed)
          current = applying(added: added, removed: removed, to: current)
        }
        if only == nil || !current.isEmpty { result[group] = current }
      }
    }
    return result
  }

  /// Sorts `values` in place. Concrete, and an insertion sort: the file writes a group's
  /// entries in move order, so few move. (A debug build runs the standard library's generic
  /// sort through value witnesses: it was most of the time a learnset took to read.)
  static func sort(_ values: inout [UInt32]) {
    values.withUnsafeMutableBufferPointer { values in
      var index = 1
      while index < values.count {
        let value = values[index]
        var place = index
        while place > 0, values[place - 1] > value {
          values[place] = values[place - 1]
          place -= 1
        }
        values[place] = value
        index += 1
      }
    }
  }

  /// `current` without `removed` and with `added`, sorted, each entry once (all three sorted;
  /// an entry both removed and added stays).
  static func applying(added: [UInt32], removed: [UInt32], to current: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(current.count + added.count)
    current.withUnsafeBufferPointer { current in
      added.withUnsafeBufferPointer { added in
        removed.withUnsafeBufferPointer { removed in
          var (kept, new, gone) = (0, 0, 0)
          func append(_ value: UInt32) {
            if result.count == 0 || result[result.count - 1] != value { result.append(value) }
          }
          while kept < current.count || new < added.count {
            if kept < current.count, new == added.count || current[kept] <= added[new] {
              let value = current[kept]
              kept += 1
              while gone < removed.count, removed[gone] < value { gone += 1 }
              if gone < removed.count, removed[gone] == value { continue }
              append(value)
            } else {
              append(added[new])
              new += 1
            }
          }
        }
      }
    }
    return result
  }
}
