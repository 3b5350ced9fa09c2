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
    return figures
  }
  return figures
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
func saveWholeValue(_ value: Set<Int>, to url: URL) throws {
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
