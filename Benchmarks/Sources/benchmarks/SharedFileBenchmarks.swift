import Foundation
import Loop

/// `shared.save` (issue #27): a file key's save now takes the file's lock, reads the file as
/// it is, applies this process's changes on top (so two terminals lose nothing) and writes the
/// result atomically. The floor is the save before #27, written out here: encode the whole
/// value and write it atomically (temporary file, flush, rename, flush the folder). Both are
/// wall-clock time, as the save runs on the registry's queue; goal ≤ 2×.
@MainActor
func sharedFileBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  var figures: [Figure] = []
  figures += try await benchmark("shared.save", include) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("loop-bench-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var figures: [Figure] = []
    for size in [50, 1_000] {
      let n = budget.iterations(200)
      let url = folder.appendingPathComponent("favorites-\(size).json")
      let floorURL = folder.appendingPathComponent("floor-\(size).json")
      let registry = SharedRegistry(persistence: .fileSystem)
      let favorites = withDependencies {
        $0.sharedRegistry = registry
      } operation: {
        Shared(wrappedValue: Set<Int>(), .fileStorage(url))
      }
      favorites.withLock { $0 = Set(0..<size) }
      registry.flush()
      var plain = Set(0..<size)
      var figure: [Double] = []
      var floor: [Double] = []
      for _ in 0..<budget.repetitions {
        figure.append(
          wallClockPerOperation(n) { i in
            favorites.withLock { if $0.remove(size + i % 3) == nil { $0.insert(size + i % 3) } }
            registry.flush()
          })
        floor.append(
          try wallClockPerOperation(n) { i in
            if plain.remove(size + i % 3) == nil { plain.insert(size + i % 3) }
            try saveWholeValue(plain, to: floorURL)
          })
      }
      let saved = try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url))
      try expect(
        saved == favorites.wrappedValue && favorites.persistenceProblem == nil,
        "the file holds \(saved.count) ids, the value \(favorites.wrappedValue.count)")
      figures.append(
        Figure(
          "shared.save", "one change saved, \(size) ids", unit: "µs",
          samples: figure.map { $0 / 1_000 }, floor: floor.map { $0 / 1_000 },
          floorName: "the whole value written atomically, no lock or re-read"))

      // Two registries on one file, as two processes: each save finds the other's change in
      // the file, so it decodes, merges and writes (and each watcher reads the other's save).
      let other = SharedRegistry(persistence: .fileSystem)
      let theirs = withDependencies {
        $0.sharedRegistry = other
      } operation: {
        Shared(wrappedValue: Set<Int>(), .fileStorage(url))
      }
      var pairs: [Double] = []
      var pairFloor: [Double] = []
      for _ in 0..<budget.repetitions {
        pairs.append(
          wallClockPerOperation(n) { i in
            favorites.withLock { if $0.remove(-1 - i % 3) == nil { $0.insert(-1 - i % 3) } }
            registry.flush()
            theirs.withLock { if $0.remove(-10 - i % 3) == nil { $0.insert(-10 - i % 3) } }
            other.flush()
          })
        pairFloor.append(
          try wallClockPerOperation(n) { i in
            if plain.remove(-1 - i % 3) == nil { plain.insert(-1 - i % 3) }
            try saveWholeValue(plain, to: floorURL)
            if plain.remove(-10 - i % 3) == nil { plain.insert(-10 - i % 3) }
            try saveWholeValue(plain, to: floorURL)
          })
      }
      let merged = try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url))
      try expect(
        merged.isSuperset(of: 0..<size) && merged.count <= size + 6,
        "two writers left \(merged.count) ids for \(size)")
      figures.append(
        Figure(
          "shared.save", "two processes in turn, a save each, \(size) ids", unit: "µs",
          samples: pairs.map { $0 / 1_000 }, floor: pairFloor.map { $0 / 1_000 },
          floorName: "two whole values written atomically"))
    }
    figures += try teamSaveFigures(budget, in: folder)
    return figures
  }
  return figures
}

/// A team as the Pokédex keeps one: a struct holding a list of members (no ids), which a save
/// merges as a sequence, by the types learned while encoding (issue #37).
struct BenchTeam: Codable, Equatable, Sendable {
  struct Member: Codable, Hashable, Sendable {
    var pokemon: Int
    var ability: String?
    var moves: [String]
  }
  var members: [Member]

  static func of(_ count: Int) -> BenchTeam {
    BenchTeam(
      members: (0..<count).map {
        Member(pokemon: $0 + 1, ability: "ability-\($0)", moves: ["a", "b", "c", "d"])
      })
  }
}

/// `shared.save` for a team, alone and with a second registry editing it in turns (each save
/// merges the other's change); and a burst: the time a burst of changes (a field bound
/// to a shared value as the user types) takes on the caller's thread, against what it would
/// take if each change were a transaction on the file (lock, look, encode, write, flush).
@MainActor
func teamSaveFigures(_ budget: Budget, in folder: URL) throws -> [Figure] {
  var figures: [Figure] = []
  let size = 6
  let n = budget.iterations(200)
  let url = folder.appendingPathComponent("team.json")
  let floorURL = folder.appendingPathComponent("team-floor.json")
  let registry = SharedRegistry(persistence: .fileSystem)
  let other = SharedRegistry(persistence: .fileSystem)
  func team(in registry: SharedRegistry) -> Shared<BenchTeam> {
    withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: BenchTeam.of(0), .fileStorage(url))
    }
  }
  let mine = team(in: registry)
  let theirs = team(in: other)
  mine.withLock { $0 = BenchTeam.of(size) }
  registry.flush()
  var plain = BenchTeam.of(size)
  var alone: [Double] = []
  var turns: [Double] = []
  var floor: [Double] = []
  var pairFloor: [Double] = []
  for _ in 0..<budget.repetitions {
    alone.append(
      wallClockPerOperation(n) { i in
        mine.withLock { $0.members[0].moves[0] = "m\(i % 7)" }
        registry.flush()
      })
    floor.append(
      try wallClockPerOperation(n) { i in
        plain.members[0].moves[0] = "m\(i % 7)"
        try saveWholeValue(plain, to: floorURL)
      })
    turns.append(
      wallClockPerOperation(n) { i in
        mine.withLock { $0.members[1].ability = "mine-\(i % 5)" }
        registry.flush()
        theirs.withLock { $0.members[2].ability = "theirs-\(i % 5)" }
        other.flush()
      })
    pairFloor.append(
      try wallClockPerOperation(n) { i in
        plain.members[1].ability = "mine-\(i % 5)"
        try saveWholeValue(plain, to: floorURL)
        plain.members[2].ability = "theirs-\(i % 5)"
        try saveWholeValue(plain, to: floorURL)
      })
  }
  registry.flush()
  other.flush()
  let saved = try JSONDecoder().decode(BenchTeam.self, from: Data(contentsOf: url))
  try expect(
    saved.members.count == size && saved.members[1].ability?.hasPrefix("mine") == true
      && saved.members[2].ability?.hasPrefix("theirs") == true,
    "two writers left \(saved.members.map(\.ability))")
  figures.append(
    Figure(
      "shared.save", "one change saved, a team of \(size)", unit: "µs",
      samples: alone.map { $0 / 1_000 }, floor: floor.map { $0 / 1_000 },
      floorName: "the whole value written atomically, no lock or re-read"))
  figures.append(
    Figure(
      "shared.save", "two processes in turn, a save each, a team of \(size)", unit: "µs",
      samples: turns.map { $0 / 1_000 }, floor: pairFloor.map { $0 / 1_000 },
      floorName: "two whole values written atomically"))

  // A burst of 20 changes, as a name typed into a field bound to the team: what the caller
  // (the main actor) spends, then the save coalesced behind it; against a transaction per
  // change, all on the caller.
  let burst = 20
  let bursts = budget.iterations(20)
  var inCaller: [Double] = []
  var whole: [Double] = []
  var transactions: [Double] = []
  for _ in 0..<budget.repetitions {
    var caller = Duration.zero
    let start = ContinuousClock.now
    for b in 0..<bursts {
      let typing = ContinuousClock.now
      for k in 0..<burst { mine.withLock { $0.members[3].ability = "burst-\(b)-\(k)" } }
      caller += typing.duration(to: .now)
      registry.flush()
    }
    inCaller.append(nanoseconds(caller) / Double(bursts))
    whole.append(nanoseconds(start.duration(to: .now)) / Double(bursts))
    transactions.append(
      try wallClockPerOperation(bursts) { b in
        for k in 0..<burst {
          plain.members[3].ability = "burst-\(b)-\(k)"
          try transaction(plain, at: floorURL)
        }
      })
  }
  figures.append(
    Figure(
      "shared.save", "a burst of 20 changes typed: time in withLock, on the caller", unit: "µs",
      samples: inCaller.map { $0 / 1_000 }, floor: transactions.map { $0 / 1_000 },
      floorName: "a transaction per change (lock, look, encode, write, flush) on the caller"))
  figures.append(
    Figure(
      "shared.save", "a burst of 20 changes typed, until saved", unit: "µs",
      samples: whole.map { $0 / 1_000 }, floor: transactions.map { $0 / 1_000 },
      floorName: "a transaction per change (lock, look, encode, write, flush) on the caller"))
  return figures
}

/// One change as a transaction on the file would make it: the file's lock taken, its identity
/// looked at (a changed file would be read and decoded here too), the value encoded and
/// written atomically, the lock released.
func transaction<Value: Encodable>(_ value: Value, at url: URL) throws {
  let lockPath = url.deletingLastPathComponent()
    .appendingPathComponent(".\(url.lastPathComponent).lock").path
  let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
  guard lock >= 0 else { throw BenchmarkFailure(message: "cannot open \(lockPath)") }
  defer { close(lock) }
  flock(lock, LOCK_EX)
  var info = stat()
  _ = stat(url.path, &info)
  try saveWholeValue(value, to: url)
}

/// Wall-clock nanoseconds per call of `body` over `count` calls.
func wallClockPerOperation(_ count: Int, _ body: (Int) throws -> Void) rethrows -> Double {
  let start = ContinuousClock.now
  for i in 0..<count { try body(i) }
  let elapsed = start.duration(to: .now)
  return (Double(elapsed.components.seconds) * 1e18 + Double(elapsed.components.attoseconds))
    / 1e9 / Double(count)
}

/// The save before #27: the whole value, encoded and written over the file atomically.
func saveWholeValue(_ value: some Encodable, to url: URL) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let data = try encoder.encode(value)
  let temporary = url.deletingLastPathComponent()
    .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())").path
  let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw BenchmarkFailure(message: "cannot open \(temporary)") }
  _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
  fsync(fd)
  close(fd)
  rename(temporary, url.path)
  let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  fsync(folder)
  close(folder)
}
