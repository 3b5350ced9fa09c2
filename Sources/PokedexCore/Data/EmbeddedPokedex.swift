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
      return try loadEmbedded()
    } catch {
      fatalError("\(error)")
    }
  }()

  /// Reads the embedded snapshot resource afresh.
  ///
  /// - Throws: ``EmbeddedSnapshotError`` when the resource is missing, unreadable, or not a
  ///   valid snapshot (then the message includes the ``SnapshotError``'s line and reason).
  public static func loadEmbedded() throws -> Pokedex {
    guard let url = Bundle.module.url(forResource: "pokedex", withExtension: "tsv") else {
      throw EmbeddedSnapshotError(
        "the resource pokedex.tsv is missing from \(Bundle.module.bundlePath); "
          + "regenerate it with scripts/sync-snapshot")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw EmbeddedSnapshotError("cannot read \(url.path): \(error.localizedDescription)")
    }
    do {
      return try Pokedex(snapshot: data)
    } catch {
      throw EmbeddedSnapshotError("\(url.path) is corrupt: \(error)")
    }
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
