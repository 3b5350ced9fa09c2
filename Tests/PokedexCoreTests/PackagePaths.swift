import Foundation

/// Files of this package, found from this file's path so tests do not depend on the working
/// directory.
enum PackagePaths {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  static let embeddedSnapshot = root.appending(path: "Sources/PokedexCore/Resources/pokedex.tsv")

  /// The hand-written PokeAPI-shaped fixtures (see Tests/Fixtures/README.md).
  static let pokeAPIFixtures = root.appending(path: "Tests/Fixtures/pokeapi")
}
