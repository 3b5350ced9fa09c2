import Foundation
import Loop

#if canImport(Glibc)
  import Glibc
#endif

extension Pokedex {
  /// The offline snapshot shipped with the package: every national-dex species, their
  /// evolution chains and the type chart.
  ///
  /// Read from the `pokedex.tsv` resource the first time it is used, then kept. A missing or
  /// corrupt resource stops the program with the reason, so this suits code that knows the
  /// resource is sound, such as tests. The app reads the snapshot through
  /// ``PokemonClient/liveValue``, whose calls throw an ``EmbeddedSnapshotError`` instead;
  /// ``loadEmbedded()`` throws it too.
  ///
  /// ```swift
  /// let pikachu = Pokedex.embedded.pokemon(id: 25)
  /// ```
  public static let embedded: Pokedex = {
    switch embeddedResult {
    case .success(let pokedex): return pokedex
    case .failure(let error): fatalError("\(error)")
    }
  }()

  /// Reads the embedded snapshot resource afresh.
  ///
  /// - Throws: ``EmbeddedSnapshotError`` when the resource is missing, unreadable, or not a
  ///   valid snapshot (then the message includes the ``SnapshotError``'s line and reason).
  public static func loadEmbedded() throws -> Pokedex {
    let file = try readEmbeddedFile()
    return try parseEmbedded(file.bytes, at: file.url)
  }

  /// The whole embedded snapshot, or why there is none: loaded the first time it is asked
  /// for, then kept, failure included (a broken resource stays broken).
  static let embeddedResult = embeddedFile.flatMap { file in
    Result { () throws(EmbeddedSnapshotError) in try parseEmbedded(file.bytes, at: file.url) }
  }

  /// ``embedded``, or nil when the resource is missing or corrupt.
  public static var embeddedIfAvailable: Pokedex? { try? embeddedResult.get() }

  /// Checks that the embedded snapshot is there and that its top reads, which is what the
  /// first page needs, so a program can report a broken install before it starts. The rest
  /// of the file is not parsed here, to keep start-up short: a fault further on surfaces as
  /// the error of the first call that needs the whole snapshot.
  package static func checkEmbedded() throws(EmbeddedSnapshotError) {
    _ = try embeddedHeadResult.get()
  }

  /// The embedded snapshot file and its bytes, read the first time ``embedded`` asks (or
  /// ``embeddedHead``, when the top of the file was not enough) and then kept.
  static let embeddedFile = Result { () throws(EmbeddedSnapshotError) in try readEmbeddedFile() }

  /// Finds and reads the snapshot resource.
  private static func readEmbeddedFile() throws(EmbeddedSnapshotError) -> (url: URL, bytes: Data) {
    let url = embeddedLocation
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw EmbeddedSnapshotError("the Pokédex data is missing: \(url.path)")
    }
    do {
      return (url, try Data(contentsOf: url))
    } catch {
      throw EmbeddedSnapshotError(
        "the Pokédex data cannot be read: \(url.path): \(error.localizedDescription)")
    }
  }

  /// The whole snapshot in `bytes`, read from `url`.
  private static func parseEmbedded(
    _ bytes: Data, at url: URL
  ) throws(EmbeddedSnapshotError) -> Pokedex {
    do {
      return try Pokedex(snapshot: bytes)
    } catch {
      throw EmbeddedSnapshotError("the Pokédex data is corrupt: \(url.path): \(error)")
    }
  }
}

extension Pokedex {
  /// The first ``embeddedHeadCount`` Pokémon of the embedded snapshot and how many it holds,
  /// read from the top of the file alone (a fraction of a millisecond, against a few for the
  /// whole), so the list's first page can be on screen while ``embedded`` loads.
  ///
  /// Only the first ``embeddedTopBytes`` of the file are read for it: copying the whole file
  /// into memory was a quarter of a millisecond of start-up. ``embedded`` reads the file again,
  /// later.
  static var embeddedHead: (pokemon: [Pokemon], totalCount: Int)? {
    try? embeddedHeadResult.get()
  }

  /// ``embeddedHead``, or why the file cannot give it.
  static let embeddedHeadResult = Result { () throws(EmbeddedSnapshotError) in
    try head(of: embeddedLocation, topBytes: embeddedTopBytes) { () throws(EmbeddedSnapshotError) in
      try embeddedFile.get()
    }
  }

  /// The first ``embeddedHeadCount`` Pokémon of the snapshot at `url`, read from its first
  /// `topBytes` up to the last whole line. When those do not hold the head (it is longer, the
  /// file cannot be opened, or what is there does not parse), `whole` reads the whole file and
  /// the head comes from it, with its error: the message is then the same as for the whole
  /// snapshot.
  static func head(
    of url: URL, topBytes: Int,
    whole: () throws(EmbeddedSnapshotError) -> (url: URL, bytes: Data)
  ) throws(EmbeddedSnapshotError) -> (pokemon: [Pokemon], totalCount: Int) {
    if let top = readTop(of: url, bytes: topBytes),
      let head = try? snapshotHead(top, count: embeddedHeadCount)
    {
      return head
    }
    let file = try whole()
    do {
      return try snapshotHead(file.bytes, count: embeddedHeadCount)
    } catch {
      throw EmbeddedSnapshotError("the Pokédex data is corrupt: \(file.url.path): \(error)")
    }
  }

  /// Up to `bytes` bytes from the start of the file at `url`, ending after its last newline
  /// there (all of a shorter file); nil when it cannot be opened or read.
  private static func readTop(of url: URL, bytes: Int) -> Data? {
    // No file, or one that cannot be read: nil, and the whole-file path reports why.
    guard let top = try? readFile(url.path, upTo: bytes) else { return nil }
    // A full buffer may end inside a line; a file shorter than the buffer ended already.
    guard top.count == bytes else { return top }
    guard let lastNewline = top.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
    return top.prefix(through: lastNewline)
  }

  /// How much of the file ``embeddedHead`` reads: the head is 13 KB today.
  static let embeddedTopBytes = 32 * 1024

  /// How many Pokémon ``embeddedHead`` holds: a page and then some.
  static let embeddedHeadCount = 40

  /// The files the embedded data is read from: the snapshot, then its reference.
  public static var embeddedFiles: [URL] {
    [
      embeddedLocation, PokedexReference.location(besideSnapshot: embeddedLocation),
      PokedexMoves.location(besideSnapshot: embeddedLocation),
      ShowdownNames.location(besideSnapshot: embeddedLocation),
      PokedexSets.location(besideSnapshot: embeddedLocation),
      PokedexEncounters.location(besideSnapshot: embeddedLocation),
      PokedexItems.location(besideSnapshot: embeddedLocation),
    ]
  }

  /// Where the snapshot resource is, or where it belongs when it is missing.
  ///
  /// SwiftPM puts a target's resources in a folder beside the executable. When that folder is
  /// there, its file is the answer, present or not: a folder without it is a broken install.
  /// Without the folder (the program was copied elsewhere alone), the copy in the source
  /// checkout the program was built from is read, as long as it is still there.
  ///
  /// Not `Bundle.module`: setting it up costs about a millisecond of start-up, and when it
  /// finds no bundle it stops the program instead of answering nil.
  static func embeddedResource(
    executable: URL = runningProgram, sourceCopy: @autoclosure () -> URL = sourceResource
  ) -> URL {
    let folder = executable.deletingLastPathComponent()
      .appendingPathComponent("Loop_PokedexCore.resources", isDirectory: true)
    let beside = folder.appendingPathComponent("pokedex.tsv", isDirectory: false)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return beside
    }
    let sourceCopy = sourceCopy()
    return FileManager.default.isReadableFile(atPath: sourceCopy.path) ? sourceCopy : beside
  }

  /// ``embeddedResource(executable:sourceCopy:)`` for this program, found once.
  static let embeddedLocation = embeddedResource()

  /// The program's file: the kernel's answer for `/proc/self/exe` has its links resolved
  /// already (`resolvingSymlinksInPath` looked at each folder of the path in turn).
  static var runningProgram: URL {
    var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &path, path.count - 1)
    guard count > 0 else {
      return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    return URL(
      fileURLWithPath: String(decoding: path[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    )
  }

  /// `Resources/pokedex.tsv` in the source checkout this file was compiled in.
  static let sourceResource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Resources/pokedex.tsv")
}

extension PokedexReference {
  /// The reference shipped beside the embedded snapshot (`pokedex-reference.tsv`), or why it
  /// cannot be read: loaded the first time a detail screen asks, then kept.
  static let embeddedResult = Result { () throws(EmbeddedSnapshotError) in try readEmbedded() }

  /// Reads the embedded reference afresh (``embedded`` reads it once and keeps it).
  ///
  /// - Throws: ``EmbeddedSnapshotError`` when the file is missing, unreadable or corrupt.
  public static func loadEmbedded() throws -> PokedexReference {
    try readEmbedded()
  }

  private static func readEmbedded() throws(EmbeddedSnapshotError) -> PokedexReference {
    try readCompanion(
      location(besideSnapshot: Pokedex.embeddedLocation), named: "the Pokédex reference",
      PokedexReference.init(snapshot:))
  }

  /// The embedded reference's abilities' names (slug, then language code), read from the
  /// head of its file alone: the entries after them are nine tenths of it, and a screen that
  /// names many Pokémon's abilities needs none of them.
  ///
  /// - Throws: ``EmbeddedSnapshotError`` when the file is missing, unreadable or corrupt.
  static func embeddedAbilityNames() throws(EmbeddedSnapshotError) -> [String: [String: String]] {
    let url = location(besideSnapshot: Pokedex.embeddedLocation)
    let what = "the Pokédex reference"
    // Mapped, not read: only the pages of the head are touched (a tenth of the file).
    let head: Data
    do {
      head = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      let problem =
        FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "is missing"
      throw EmbeddedSnapshotError("\(what) \(problem): \(url.path)")
    }
    do {
      return try head.withUnsafeBytes { raw throws(SnapshotError) in
        var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
        return try reader.readAbilityNames()
      }
    } catch {
      throw EmbeddedSnapshotError("\(what) is corrupt: \(url.path): \(error)")
    }
  }

  /// The embedded reference; stops the program when it is missing or corrupt, so it suits
  /// tests. The app reads it through ``PokemonClient/liveValue``, whose calls throw instead.
  public static var embedded: PokedexReference {
    switch embeddedResult {
    case .success(let reference): return reference
    case .failure(let error): fatalError("\(error)")
    }
  }
}

extension PokedexMoves {
  /// The moves shipped beside the embedded snapshot (`pokedex-moves.tsv`), or why they cannot
  /// be read: loaded the first time a Moves section, `move` or a learnset asks, then kept.
  static let embeddedResult = Result { () throws(EmbeddedSnapshotError) in try readEmbedded() }

  /// Reads the embedded moves afresh.
  ///
  /// - Throws: ``EmbeddedSnapshotError`` when the file is missing, unreadable or corrupt.
  public static func loadEmbedded() throws -> PokedexMoves { try readEmbedded() }

  /// Every game group of the embedded moves (the moves read once, as for a Moves section);
  /// empty when they cannot be read.
  public static var embeddedGroups: [GameGroup] { (try? embeddedResult.get())?.groups ?? [] }

  /// The embedded moves; stops the program when they are missing or corrupt (for tests).
  public static var embedded: PokedexMoves {
    switch embeddedResult {
    case .success(let moves): return moves
    case .failure(let error): fatalError("\(error)")
    }
  }

  private static func readEmbedded() throws(EmbeddedSnapshotError) -> PokedexMoves {
    try readCompanion(
      location(besideSnapshot: Pokedex.embeddedLocation), named: "the Pokédex moves",
      PokedexMoves.init(snapshot:))
  }
}

/// A file shipped beside the embedded snapshot, parsed by `parse`; a missing, unreadable or
/// corrupt one is an error naming it (`what`) and its path.
private func readCompanion<Value>(
  _ url: URL, named what: String, _ parse: (Data) throws -> Value
) throws(EmbeddedSnapshotError) -> Value {
  let bytes: Data
  do {
    bytes = try Data(contentsOf: url)
  } catch {
    let problem =
      FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "is missing"
    throw EmbeddedSnapshotError("\(what) \(problem): \(url.path)")
  }
  do {
    return try parse(bytes)
  } catch {
    throw EmbeddedSnapshotError("\(what) is corrupt: \(url.path): \(error)")
  }
}

/// The embedded snapshot could not be loaded.
public struct EmbeddedSnapshotError: Error, CustomStringConvertible, LocalizedError {
  /// What went wrong, naming the resource: `the Pokédex data is missing: /…/pokedex.tsv`.
  public var description: String

  init(_ description: String) { self.description = description }

  /// Same as ``description``.
  public var errorDescription: String? { description }
}
