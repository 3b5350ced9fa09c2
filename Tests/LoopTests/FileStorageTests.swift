import Dispatch
import Foundation
import Testing

@testable import Loop

/// File storage fails closed: what cannot be read is kept byte for byte and never saved over,
/// and writes happen off the caller's thread. Root runs these tests and reads every file, so
/// the failures come from a real folder in the file's place or from a file-system seam whose
/// call truly fails; `EndToEndTests` covers a file an ordinary user cannot read.
@Suite struct FileStorageTests {
  /// Fails chosen calls while their switch is on.
  final class Faults: Sendable {
    let readFails = Locked(false)
    let moveFails = Locked(false)
    let writeFails = Locked(false)
    let writes = Locked(0)
    /// Each write waits for this first, when set.
    let writeGate = Locked<DispatchSemaphore?>(nil)

    var fileSystem: FileSystem {
      FileSystem(
        read: { path throws(FileSystemError) in
          if self.readFails.withLock({ $0 }) {
            throw FileSystemError(call: "open", path: path, code: EACCES)
          }
          return try readFile(path)
        },
        write: { data, url in
          if let gate = self.writeGate.withLock({ $0 }) { _ = gate.wait(timeout: .now() + 10) }
          if self.writeFails.withLock({ $0 }) {
            throw FileSystemError(call: "write", path: url.path, code: ENOSPC)
          }
          self.writes.withLock { $0 += 1 }
          try writeAtomically(data, to: url)
        },
        move: { from, to throws(FileSystemError) in
          if self.moveFails.withLock({ $0 }) {
            throw FileSystemError(call: "link", path: to, code: EACCES)
          }
          try moveWithoutReplacing(from, to)
        })
    }
  }

  func favorites(
    at url: URL, in registry: SharedRegistry, fileSystem: FileSystem = .posix
  ) -> Shared<Set<Int>> {
    withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared(
        wrappedValue: [],
        SharedKey(id: "file:\(url.path)", storage: { .jsonFile(url, fileSystem: fileSystem) }))
    }
  }

  func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

  @Test func readingAFileWholeOrItsFirstBytes() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("loop-read-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
    try bytes.write(to: url)
    #expect(try readFile(url.path) == bytes)
    #expect(try readFile(url.path, upTo: 70_000) == bytes.prefix(70_000))
    #expect(try readFile(url.path, upTo: 3) == bytes.prefix(3))
    #expect(try readFile(url.path, upTo: 200_000) == bytes)
    #expect(try readFile(url.path + ".missing", upTo: 3) == nil)
  }

  @Test func aFolderInPlaceOfTheFileIsNeverSavedOver() throws {
    let directory = temporaryDirectory()
    let url = directory.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: url.appendingPathComponent("keep"))
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry)

    let problem = try #require(value.persistenceProblem)
    #expect(problem.description.contains(url.path))
    #expect(problem.description.contains("Is a directory"))
    #expect(problem.description.contains("nothing is saved over it"))
    // Said by kind too, for an app that words it in its own language.
    #expect(problem.kind == .unreadable && problem.path == url.path && problem.isRefusal)
    #expect(problem.reason.contains("Is a directory"))
    #expect(registry.problems == [problem])

    value.withLock { _ = $0.insert(1) }
    registry.flush()
    #expect(try contents(url.appendingPathComponent("keep")) == "mine")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["favorites.json"])

    // Once the folder is gone, the next change is saved, with the one made before.
    try FileManager.default.removeItem(at: url)
    value.withLock { _ = $0.insert(2) }
    registry.flush()
    #expect(value.persistenceProblem == nil)
    #expect(try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url)) == [1, 2])
  }

  /// A change made while the file was refused is held back; when the watch finds the file
  /// readable again and no further change comes, the held-back change is saved on top of what
  /// the file holds: never left unsaved with `unsavedChange` saying nothing (the app's exit
  /// message relies on it). Here the folder in the file's place is removed.
  @Test func aChangeHeldBackWhileRefusedIsSavedOnceTheFolderInItsPlaceGoes() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry)
    value.withLock { _ = $0.insert(3) }
    registry.flush()
    #expect(value.unsavedChange.map { $0.stored == [] && $0.current == [3] } == true)

    try FileManager.default.removeItem(at: url)
    try expectSavedByTheWatch(value, registry, at: url, as: [3])
  }

  /// The same when the file could not be read (a failing read through the seam) and can be
  /// again, another process (a second registry, saving under the same lock) having added to
  /// it since: both changes are kept, in the file and in both values.
  @Test func aChangeHeldBackWhileRefusedIsSavedOnceTheFileCanBeReadAgain() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    try Data("[1]".utf8).write(to: url)
    let faults = Faults()
    faults.readFails.withLock { $0 = true }
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry, fileSystem: faults.fileSystem)
    value.withLock { _ = $0.insert(3) }
    registry.flush()
    #expect(value.unsavedChange.map { $0.stored == [] && $0.current == [3] } == true)

    faults.readFails.withLock { $0 = false }
    let otherRegistry = SharedRegistry(persistence: .fileSystem)
    let other = favorites(at: url, in: otherRegistry)
    other.withLock { _ = $0.insert(2) }
    otherRegistry.flush()
    try expectSavedByTheWatch(value, registry, at: url, as: [1, 2, 3])
  }

  /// Waits (up to 30 s, with no change made meanwhile) for the file at `url` and `value` to
  /// hold `expected`, with no problem and nothing unsaved.
  func expectSavedByTheWatch(
    _ value: Shared<Set<Int>>, _ registry: SharedRegistry, at url: URL, as expected: Set<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    func onDisk() -> Set<Int>? {
      try? JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url))
    }
    // The value too: the save can come first and the watch bring the other process's change
    // in after it (seen in the sanitizer's run with the suite busy beside it).
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline,
      onDisk() != expected || value.wrappedValue != expected || value.persistenceProblem != nil
    {
      usleep(10_000)
    }
    registry.flush()
    #expect(onDisk() == expected, sourceLocation: sourceLocation)
    #expect(value.wrappedValue == expected, sourceLocation: sourceLocation)
    #expect(value.persistenceProblem == nil, sourceLocation: sourceLocation)
    #expect(value.unsavedChange == nil, sourceLocation: sourceLocation)
  }

  @Test func anUnreadableFileIsKeptByteForByteUntilItCanBeRead() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    try Data("[1,2]".utf8).write(to: url)
    let faults = Faults()
    faults.readFails.withLock { $0 = true }
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry, fileSystem: faults.fileSystem)

    #expect(value.wrappedValue.isEmpty)
    let problem = try #require(value.persistenceProblem)
    #expect(problem.description.contains("\(url.path) cannot be read (Permission denied)"))
    #expect(value.unsavedChange == nil)  // nothing changed yet: nothing to lose
    value.withLock { _ = $0.insert(3) }
    registry.flush()
    #expect(try contents(url) == "[1,2]")
    #expect(faults.writes.withLock { $0 } == 0)
    // What an app tells the user at exit: the change that was not kept, and from what.
    let unsaved = try #require(value.unsavedChange)
    #expect(unsaved.stored == [] && unsaved.current == [3])

    // Readable again: the change after that starts from what the file holds, with the change
    // made while it could not be read applied on top, so neither is lost.
    faults.readFails.withLock { $0 = false }
    value.withLock { _ = $0.insert(4) }
    registry.flush()
    #expect(value.wrappedValue == [1, 2, 3, 4])
    #expect(value.persistenceProblem == nil)
    #expect(value.unsavedChange == nil)
    #expect(try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url)) == [1, 2, 3, 4])
  }

  @Test func aCorruptFileThatCannotBeMovedAsideIsNotSavedOver() throws {
    let directory = temporaryDirectory()
    let url = directory.appendingPathComponent("favorites.json")
    try Data("{bad".utf8).write(to: url)
    let faults = Faults()
    faults.moveFails.withLock { $0 = true }
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry, fileSystem: faults.fileSystem)

    let problem = try #require(value.persistenceProblem)
    #expect(problem.description.contains("could not be moved aside"))
    guard case .notMovedAside = problem.kind else {
      Issue.record("\(problem.kind)")
      return
    }
    value.withLock { _ = $0.insert(9) }
    registry.flush()
    #expect(try contents(url) == "{bad")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["favorites.json"])
  }

  @Test func aCorruptFileNeverTakesTheNameOfAnEarlierOne() throws {
    let directory = temporaryDirectory()
    let url = directory.appendingPathComponent("favorites.json")
    // Earlier corrupt files of this second and the next (should the clock tick meanwhile).
    let now = Int(Date().timeIntervalSince1970)
    let earlier = [now, now + 1].map { "favorites.json.corrupt-\($0)" }
    for name in earlier {
      try Data("earlier \(name)".utf8).write(to: directory.appendingPathComponent(name))
    }
    try Data("{bad".utf8).write(to: url)
    let value = favorites(at: url, in: SharedRegistry(persistence: .fileSystem))

    #expect(
      value.persistenceProblem?.description.contains("was moved to favorites.json.corrupt-") == true
    )
    for name in earlier {
      #expect(try contents(directory.appendingPathComponent(name)) == "earlier \(name)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let aside = try #require(names.first { !earlier.contains($0) && $0.contains(".corrupt-") })
    #expect(try contents(directory.appendingPathComponent(aside)) == "{bad")
    #expect(value.persistenceProblem?.kind == .movedAside(to: aside))
    #expect(!names.contains("favorites.json"))
  }

  @Test func aFolderThatCannotBeMadeIsNamedInTheSystemsWords() throws {
    // The kernel's own folder refuses a new one even to root; the file's folders are made as
    // `mkdir -p` does, and the failure names the folder, not Foundation's "could not be
    // completed".
    let url = URL(fileURLWithPath: "/proc/self/loop-test/favorites.json")
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry)
    value.withLock { _ = $0.insert(2) }
    registry.flush()
    let problem = try #require(value.persistenceProblem)
    #expect(problem.kind == .folderNotMade)
    #expect(problem.reason == "No such file or directory")
    // Folders that are missing are made, however deep, and those there are gone through.
    let deep = temporaryDirectory().appendingPathComponent("a/b/c")
    try makeFolders(deep.path)
    try makeFolders(deep.path)
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: deep.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    // A file where a folder should be is named.
    let file = deep.appendingPathComponent("file")
    try Data().write(to: file)
    let notAFolder = #expect(throws: FileSystemError.self) {
      try makeFolders(file.appendingPathComponent("x").path)
    }
    #expect(notAFolder?.description == "mkdir \(file.path): Not a directory")
  }

  @Test func aFailedWriteKeepsTheOldFileAndTheNextChangeTriesAgain() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    try Data("[1]".utf8).write(to: url)
    let faults = Faults()
    let registry = SharedRegistry(persistence: .fileSystem)
    let announced = Locked(0)
    registry.onProblemChange { announced.withLock { $0 += 1 } }
    let value = favorites(at: url, in: registry, fileSystem: faults.fileSystem)
    #expect(value.wrappedValue == [1])

    faults.writeFails.withLock { $0 = true }
    value.withLock { _ = $0.insert(2) }
    registry.flush()
    #expect(try contents(url) == "[1]")
    let problem = try #require(value.persistenceProblem)
    #expect(problem.description.contains("Could not save \(url.path)"))
    #expect(problem.description.contains("No space left on device"))
    #expect(problem.kind == .notWritten && !problem.isRefusal)
    #expect(announced.withLock { $0 } == 1)
    let unsaved = try #require(value.unsavedChange)
    #expect(unsaved.stored == [1] && unsaved.current == [1, 2])

    faults.writeFails.withLock { $0 = false }
    value.withLock { _ = $0.insert(3) }
    registry.flush()
    #expect(value.persistenceProblem == nil)
    #expect(value.unsavedChange == nil)
    #expect(announced.withLock { $0 } == 2)
    #expect(try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url)) == [1, 2, 3])
  }

  /// A part of a stored value (a member, a row unwrapped) tells its own part of what was not
  /// saved; a value kept in memory only has nothing to save.
  @Test func aPartTellsItsOwnUnsavedChange() throws {
    let url = temporaryDirectory().appendingPathComponent("counts.json")
    try Data(#"{"a":1}"#.utf8).write(to: url)
    let faults = Faults()
    let registry = SharedRegistry(persistence: .fileSystem)
    let counts = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      Shared<[String: Int]>(
        wrappedValue: [:],
        SharedKey(
          id: "file:\(url.path)", storage: { .jsonFile(url, fileSystem: faults.fileSystem) }))
    }
    let a = try #require(Shared(counts[dynamicMember: \.["a"]]))
    faults.writeFails.withLock { $0 = true }
    a.withLock { $0 = 2 }
    registry.flush()
    #expect(counts.unsavedChange.map { [$0.stored, $0.current] } == [["a": 1], ["a": 2]])
    #expect(a.unsavedChange.map { [$0.stored, $0.current] } == [1, 2])
    // A key the file never held: as a member, nil stored; unwrapped as a row, it is an
    // addition to the list, which the list tells.
    let b = counts[dynamicMember: \.["b"]]
    b.withLock { $0 = 5 }
    registry.flush()
    #expect(b.unsavedChange.map { [$0.stored, $0.current] } == [nil, 5])
    #expect(try #require(Shared(b)).unsavedChange == nil)
    #expect(counts.unsavedChange?.current == ["a": 2, "b": 5])
    // A member left as the file holds it has nothing unsaved, whatever else changed.
    let c = counts[dynamicMember: \.["c"]]
    #expect(c.unsavedChange == nil)
    #expect(Shared(wrappedValue: 1).unsavedChange == nil)
  }

  @Test func aBurstOfChangesIsWrittenOffTheCallersThreadAndCoalesced() throws {
    let url = temporaryDirectory().appendingPathComponent("favorites.json")
    let faults = Faults()
    let gate = DispatchSemaphore(value: 0)
    faults.writeGate.withLock { $0 = gate }
    let registry = SharedRegistry(persistence: .fileSystem)
    let value = favorites(at: url, in: registry, fileSystem: faults.fileSystem)

    // The first write waits at the gate; were saving done on this thread, the first change
    // would not return until the gate's ten-second timeout.
    let start = ContinuousClock.now
    for id in 1...50 { value.withLock { _ = $0.insert(id) } }
    #expect(start.duration(to: .now) < .seconds(5))
    #expect(faults.writes.withLock { $0 } == 0)
    faults.writeGate.withLock { $0 = nil }
    gate.signal()
    registry.flush()

    #expect(faults.writes.withLock { $0 } <= 2)
    #expect(try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: url)) == Set(1...50))
  }
}
