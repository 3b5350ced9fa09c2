import Foundation
import TerminalTesting
import Testing

@testable import Loop

// Issue #27: two terminals, one Pokédex. A file key sees other processes' changes and never
// writes a stale whole value: under the file's lock it re-reads the file and applies its own
// changes on top. These tests run `shared-file-worker` (Tests/SharedFileWorker) as real
// processes on one folder.

/// Runs the worker program built beside this test bundle.
struct Worker {
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("shared-file-worker")
  }

  let process = Process()
  let output = Pipe()
  let input = Pipe()

  /// Starts `shared-file-worker` with `arguments`.
  init(_ arguments: [String]) throws {
    process.executableURL = Self.binary
    process.arguments = arguments
    process.standardOutput = output
    process.standardInput = input
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Waits for the worker to end and returns its last line of output.
  func finish() -> String {
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
      ?? ""
  }

  /// Runs a worker to its end and returns its last line.
  static func run(_ arguments: [String]) throws -> String { try Worker(arguments).finish() }
}

/// Parses a worker's comma-separated line of ids.
func ids(_ line: some StringProtocol) -> Set<Int> {
  Set(line.split(separator: ",").compactMap { Int($0) })
}

func favoritesFile(in folder: URL) -> URL { folder.appendingPathComponent("favorites.json") }

func savedFavorites(in folder: URL) throws -> Set<Int> {
  try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: favoritesFile(in: folder)))
}

@Suite(.waitsOnChildProcesses) struct SharedFilesAcrossProcessesTests {
  /// Two processes toggle different favourites, 500 toggles each, interleaved and saving after
  /// about half of them: the file ends with exactly what each asked for.
  @Test func twoProcessesTogglingDifferentFavouritesLoseNothing_1000Toggles() throws {
    let folder = temporaryDirectory()
    let first = try Worker(["toggle", folder.path, "1", "1", "60", "500"])
    let second = try Worker(["toggle", folder.path, "2", "101", "60", "500"])
    let (mine, theirs) = (first.finish(), second.finish())
    #expect(!mine.hasPrefix("problem") && !theirs.hasPrefix("problem"))
    #expect(try savedFavorites(in: folder) == ids(mine).union(ids(theirs)))
  }

  /// The same, 100 times over, as short bursts that start together (200 processes). Under
  /// the thread sanitizer, whose processes take ten times as long to start and which cannot
  /// see from one process into another, 20 rounds: the 100 run in the plain suite.
  @Test func shortBurstsOfTwoProcessesLoseNothing_100Rounds() throws {
    let rounds = isThreadSanitized ? 20 : 100
    var lost: [String] = []
    for round in 0..<rounds {
      let folder = temporaryDirectory()
      let first = try Worker(["toggle", folder.path, "\(round)", "1", "8", "12"])
      let second = try Worker(["toggle", folder.path, "\(round + 1000)", "11", "8", "12"])
      let expected = ids(first.finish()).union(ids(second.finish()))
      let saved = try savedFavorites(in: folder)
      if saved != expected { lost.append("round \(round): \(saved) for \(expected)") }
    }
    #expect(lost.isEmpty)
  }

  /// A change one process saves reaches another process's value within half a second (and
  /// the later of two changes to one favourite wins), ten changes in a row.
  @Test func aChangeInOneProcessReachesTheOtherWithinHalfASecond() throws {
    let folder = temporaryDirectory()
    let watcher = try Worker(["watch", folder.path])
    defer {
      watcher.input.fileHandleForWriting.closeFile()
      watcher.process.waitUntilExit()
    }
    let lines = LineReader(watcher.output.fileHandleForReading)
    #expect(try lines.next(within: .seconds(10))?.hasPrefix("ready") == true)
    var expected = Set<Int>()
    var slowest = Duration.zero
    for step in 0..<10 {
      let id = [7, 8, 7, 9, 8][step % 5]
      let on = !expected.contains(id)
      if on { expected.insert(id) } else { expected.remove(id) }
      #expect(try Worker.run(["set", folder.path, "\(id)", on ? "on" : "off"]) == line(expected))
      let saved = ContinuousClock.now
      var seen: Set<Int>?
      while seen != expected, let next = try lines.next(within: .seconds(2)) { seen = ids(next) }
      #expect(seen == expected, "step \(step): the watcher never saw \(expected)")
      slowest = max(slowest, saved.duration(to: .now))
    }
    #expect(slowest < .milliseconds(500))
  }

  /// A save killed at any moment (SIGKILL, 200 times, four processes at a time) leaves the
  /// file as it was or as the save would have left it, never torn; and the temporary files
  /// of killed saves are removed by the next save.
  @Test func aSaveKilledMidWayLeavesTheOldOrTheNewFile_200Kills() async throws {
    let lanes = 4
    let failures = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<lanes {
        group.addTask {
          let folder = temporaryDirectory()
          var failures: [String] = []
          for kill in 0..<(200 / lanes) {
            let worker = try Worker(["churn", folder.path])
            usleep(UInt32.random(in: 5_000...40_000))
            Glibc.kill(worker.process.processIdentifier, SIGKILL)
            worker.process.waitUntilExit()
            guard FileManager.default.fileExists(atPath: favoritesFile(in: folder).path) else {
              continue  // killed before its first save
            }
            do {
              let saved = try savedFavorites(in: folder)
              if saved != Set(0..<10_000) && saved != Set(0..<20_000) {
                failures.append("kill \(kill): a file of \(saved.count) ids")
              }
            } catch {
              failures.append("kill \(kill): the file does not decode (\(error))")
            }
          }
          _ = try Worker.run(["set", folder.path, "1", "on"])
          let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
          let temporaries = names.filter { $0.contains(".tmp-") }
          if !temporaries.isEmpty { failures.append("left behind: \(temporaries)") }
          return failures
        }
      }
      var all: [String] = []
      for try await failures in group { all += failures }
      return all
    }
    #expect(failures.isEmpty)
  }
}

/// Reads lines from a pipe with a deadline.
final class LineReader: Sendable {
  private let lines = Locked<[String]>([])
  private let buffer = Locked(Data())
  private let arrived = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    handle.readabilityHandler = { [self] handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        arrived.signal()
        return
      }
      let complete = buffer.withLock { buffer -> [String] in
        buffer.append(data)
        var lines: [String] = []
        while let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          lines.append(String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self))
          buffer.removeSubrange(buffer.startIndex...end)
        }
        return lines
      }
      lines.withLock { $0 += complete }
      for _ in complete { arrived.signal() }
    }
  }

  /// The next line, or nil when none came within `timeout`.
  func next(within timeout: Duration) throws -> String? {
    let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
    guard arrived.wait(timeout: .now() + seconds) == .success else { return nil }
    return lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}

/// The line a worker prints for `ids`.
func line(_ ids: Set<Int>) -> String { ids.sorted().map(String.init).joined(separator: ",") }

/// The merge a save makes of this process's changes and the file's (issue #27).
@Suite struct SharedMergeTests {
  func merge(_ base: Set<Int>, _ mine: Set<Int>, _ theirs: Set<Int>) -> Set<Int> {
    SharedStorage<Set<Int>>.merge(base: base, mine: mine, theirs: theirs)
  }

  @Test func eachSideKeepsWhatItAddedAndRemoved() {
    #expect(merge([1, 2], [1, 2, 3], [1, 2, 4]) == [1, 2, 3, 4])
    #expect(merge([1, 2, 3], [1, 3], [1, 2]) == [1])
    #expect(merge([], [5], []) == [5])
    #expect(merge([5], [5], []) == [])  // nothing changed here: theirs stands
  }

  @Test func whereBothChangedOneElementTheLaterSaveWins() {
    // Mine is the later save: its removal of 2 wins over their keeping it, and its addition
    // of 3 stands once, though they added it too.
    #expect(merge([1, 2], [1, 3], [1, 2, 3]) == [1, 3])
    #expect(merge([1], [], [1, 7]) == [7])
  }

  @Test func objectsMergeKeyByKeyAndScalarsTakeTheLaterChange() {
    struct Settings: Codable, Equatable {
      var language = "en"
      var columns = 80
      var tags: [String] = []
    }
    let base = Settings()
    let mine = Settings(language: "es", columns: 80, tags: ["a"])
    let theirs = Settings(language: "de", columns: 120, tags: ["b"])
    let merged = SharedStorage<Settings>.merge(base: base, mine: mine, theirs: theirs)
    #expect(merged == Settings(language: "es", columns: 120, tags: ["b", "a"]))
  }

  @Test func aValueThatJSONCannotHoldKeepsMine() {
    #expect(SharedStorage<[Double]>.merge(base: [1], mine: [.infinity], theirs: [2]) == [.infinity])
  }

  @Test func aLockFileThatCannotBeMadeIsAProblemAndNothingIsWritten() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    try Data("[1]".utf8).write(to: url)
    var readOnly = FileSystem.posix
    readOnly.lock = { path throws(FileSystemError) in
      throw FileSystemError(call: "open", path: path, code: EROFS)
    }
    let fileSystem = readOnly
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(
        wrappedValue: Set<Int>(),
        SharedKey(id: "file:\(url.path)", storage: { .jsonFile(url, fileSystem: fileSystem) }))
    }
    value.withLock { _ = $0.insert(2) }
    registry.flush()
    let problem = try #require(value.persistenceProblem)
    #expect(problem.description.contains("lock file"))
    #expect(problem.description.contains("Read-only file system"))
    #expect(try String(contentsOf: url, encoding: .utf8) == "[1]")
  }
}

/// The roster `shared-file-worker roster` edits: a list of members, a set of them, a
/// dictionary keyed by dates, a list of repeated numbers, and one struct whose fields each
/// worker edits its own of.
struct WorkerRoster: Codable, Equatable {
  struct Member: Codable, Hashable {
    var name: String
    var level: Int
  }
  struct Captain: Codable, Equatable {
    var a = -1
    var b = -1
  }
  var members: [Member] = []
  var badges: Set<Member> = []
  var marks: [Date: Double] = [:]
  var rolls: [Int] = []
  var captain = Captain()

  /// What one worker says it did: the members it left, the numbers it appended, the last
  /// step it wrote in its field of the captain.
  struct Report {
    var seed: Int
    var name: String
    var members: [String]
    var rolls: [Int]
    var last: Int

    /// Reads a worker's line, `names;rolls;last`.
    init(seed: Int, name: String, line: String) {
      let parts = line.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
      self.seed = seed
      self.name = name
      members = parts[0].split(separator: ",").map(String.init)
      rolls = parts.count > 1 ? parts[1].split(separator: ",").compactMap { Int($0) } : []
      last = parts.count > 2 ? Int(parts[2]) ?? -2 : -2
    }

    init(seed: Int, name: String, members: [String], rolls: [Int], last: Int) {
      (self.seed, self.name, self.members, self.rolls, self.last) = (
        seed, name, members, rolls, last
      )
    }
  }

  /// What is wrong with this roster, given what each worker says it did; empty when nothing.
  func problems(_ workers: [Report]) -> [String] {
    var problems: [String] = []
    let names = members.map(\.name)
    let expected = workers.flatMap(\.members)
    if Set(names) != Set(expected) || names.count != expected.count {
      problems.append("members \(names.sorted()) for \(expected.sorted())")
    }
    if Set(badges.map(\.name)) != Set(expected) {
      problems.append("badges \(badges.map(\.name).sorted()) for \(expected.sorted())")
    }
    for worker in workers {
      if names.filter({ $0.hasPrefix(worker.name + "-") }) != worker.members {
        problems.append("\(worker.name)'s members out of its order: \(names)")
      }
      let field = worker.name == "A" ? captain.a : captain.b
      if field != worker.last {
        problems.append("\(worker.name)'s field of the captain is \(field), not \(worker.last)")
      }
    }
    let expectedRolls = (workers.flatMap(\.rolls)).sorted()
    if rolls.sorted() != expectedRolls {
      problems.append("rolls \(rolls) for the appended \(expectedRolls)")
    }
    var expectedMarks: [Date: Double] = [:]
    for worker in workers {
      let base = Double(worker.seed % 100_000) * 10_000
      for member in members where worker.members.contains(member.name) {
        expectedMarks[Date(timeIntervalSince1970: base + Double(member.level))] =
          Double(member.level)
      }
    }
    if marks != expectedMarks { problems.append("marks \(marks) for \(expectedMarks)") }
    return problems
  }
}

/// Issue #37: values whose JSON a guess misread (a list of members, a set of them, a
/// dictionary keyed by dates) edited by two processes at once lose nothing.
@Suite(.waitsOnChildProcesses) struct SharedTypedFilesAcrossProcessesTests {
  /// Two `shared-file-worker roster` processes append and remove members of their own at
  /// once, 100 rounds (200 processes; 20 rounds under the thread sanitizer, whose processes
  /// start ten times slower): the file ends with exactly what each left (a member appended
  /// on both sides, or removed on one while the other appends, a set's removal), each key of
  /// the date-keyed dictionary with its own value, every repeated number both appended, and
  /// each one's field of one struct.
  @Test func twoProcessesEditingARosterLoseNothing_100Rounds() throws {
    let rounds = isThreadSanitized ? 20 : 100
    var failures: [String] = []
    for round in 0..<rounds {
      let folder = temporaryDirectory()
      let (seedA, seedB) = (round, round + 1_000)
      let first = try Worker(["roster", folder.path, "\(seedA)", "A", "14"])
      let second = try Worker(["roster", folder.path, "\(seedB)", "B", "14"])
      let (a, b) = (first.finish(), second.finish())
      guard !a.hasPrefix("problem"), !b.hasPrefix("problem") else {
        failures.append("round \(round): \(a) \(b)")
        continue
      }
      let data = try Data(contentsOf: folder.appendingPathComponent("roster.json"))
      let roster = try JSONDecoder().decode(WorkerRoster.self, from: data)
      failures += roster.problems([
        .init(seed: seedA, name: "A", line: a), .init(seed: seedB, name: "B", line: b),
      ]).map { "round \(round): \($0)" }
    }
    #expect(failures.isEmpty)
  }
}

/// Issue #37: a file key whose folder is removed (or renamed) and made again by another
/// process still hears that process's next change.
@Suite(.waitsOnChildProcesses) struct SharedFileFolderRemovedTests {
  /// Waits up to `seconds` for `condition`.
  func eventually(within seconds: Double = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(10_000)
    }
    return condition()
  }

  @Test func aWatchSeesTheNextChangeAfterItsFolderIsRemovedOrRenamed() throws {
    let root = temporaryDirectory()
    let folder = root.appendingPathComponent("data/pokedex", isDirectory: true)
    let registry = SharedRegistry(persistence: .fileSystem)
    let favorites = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(wrappedValue: Set<Int>(), .fileStorage(favoritesFile(in: folder)))
    }
    favorites.withLock { _ = $0.insert(1) }
    registry.flush()
    let removals: [(String, () throws -> Void)] = [
      ("the folder removed", { try FileManager.default.removeItem(at: folder) }),
      (
        "its parent removed",
        { try FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
      ),
      (
        "the folder renamed",
        {
          try FileManager.default.moveItem(
            at: folder, to: root.appendingPathComponent("data/pokedex-old"))
        }
      ),
    ]
    for (step, (what, remove)) in removals.enumerated() {
      try remove()
      // Another process makes the folder again and saves a favourite there.
      let id = 100 + step
      _ = try Worker.run(["set", folder.path, "\(id)", "on"])
      #expect(
        eventually { favorites.wrappedValue.contains(id) },
        "\(what): the value stayed \(favorites.wrappedValue)")
    }
  }
}
