import Foundation

extension Pokedex {
  /// The offline snapshot shipped with the package: every national-dex species, their
  /// evolution chains and the type chart.
  ///
  /// Read from the `pokedex.tsv` resource the first time it is used, then kept. A missing or
  /// corrupt resource is a broken build, so this stops the program with the reason; call
  /// ``loadEmbedded()`` to handle that case yourself.
  ///
  /// ```swift
  /// let pikachu = Pokedex.embedded.pokemon(id: 25)
  /// ```
  public static let embedded: Pokedex = {
    do {
      let file = try embeddedFile.get()
      return try parseEmbedded(file.bytes, at: file.url)
    } catch {
      fatalError("\(error)")
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

  /// The embedded snapshot file and its bytes, read the first time ``embedded`` or
  /// ``embeddedHead`` asks and then kept for both, so start-up reads the file once.
  static let embeddedFile = Result { () throws(EmbeddedSnapshotError) in try readEmbeddedFile() }

  /// Finds and reads the snapshot resource.
  private static func readEmbeddedFile() throws(EmbeddedSnapshotError) -> (url: URL, bytes: Data) {
    guard let url = embeddedResource() else {
      throw EmbeddedSnapshotError(
        "the resource pokedex.tsv is missing from \(Bundle.module.bundlePath); "
          + "regenerate it with scripts/sync-snapshot")
    }
    do {
      return (url, try Data(contentsOf: url))
    } catch {
      throw EmbeddedSnapshotError("cannot read \(url.path): \(error.localizedDescription)")
    }
  }

  /// The whole snapshot in `bytes`, read from `url`.
  private static func parseEmbedded(
    _ bytes: Data, at url: URL
  ) throws(EmbeddedSnapshotError) -> Pokedex {
    do {
      return try Pokedex(snapshot: bytes)
    } catch {
      throw EmbeddedSnapshotError("\(url.path) is corrupt: \(error)")
    }
  }
}

extension Pokedex {
  /// The first ``embeddedHeadCount`` Pokémon of the embedded snapshot and how many it holds,
  /// read from the top of the file alone (a fraction of a millisecond, against a few for the
  /// whole), so the list's first page can be on screen while ``embedded`` loads.
  ///
  /// The bytes are ``embeddedFile``'s, which ``embedded`` then parses whole without reading
  /// the file again.
  static let embeddedHead: (pokemon: [Pokemon], totalCount: Int)? = {
    guard let file = try? embeddedFile.get() else { return nil }
    return try? snapshotHead(file.bytes, count: embeddedHeadCount)
  }()

  /// How many Pokémon ``embeddedHead`` holds: a page and then some.
  static let embeddedHeadCount = 40

  /// Where the snapshot resource is. SwiftPM puts a target's resources in a folder beside the
  /// executable, which is looked for first: asking `Bundle.module` costs a bundle's set-up and
  /// its search through localisation folders, about a millisecond of start-up. `Bundle.module`
  /// remains the answer wherever the layout differs.
  static func embeddedResource() -> URL? {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let beside = executable.deletingLastPathComponent()
      .appendingPathComponent("Loop_PokedexCore.resources/pokedex.tsv")
    if FileManager.default.isReadableFile(atPath: beside.path) { return beside }
    return Bundle.module.url(forResource: "pokedex", withExtension: "tsv")
  }
}

/// The embedded snapshot could not be loaded.
public struct EmbeddedSnapshotError: Error, CustomStringConvertible, LocalizedError {
  /// What went wrong, naming the resource.
  public var description: String

  init(_ description: String) { self.description = "embedded Pokédex: " + description }

  /// Same as ``description``.
  public var errorDescription: String? { description }
}
