import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the Pokédex keeps the user's data: `$XDG_DATA_HOME/pokedex/`, else
/// `~/.local/share/pokedex/`.
public struct DataDirectory: Sendable, Equatable {
  /// The folder.
  public var url: URL

  /// A data directory at `url`.
  public init(url: URL) { self.url = url }

  /// The directory the environment names.
  ///
  /// Every path is said to be a folder (`isDirectory: true`): without it, Foundation asks the
  /// file system, and its first such append costs the program a scan of every protocol
  /// conformance (a `Set<UInt8>`'s) on the way to the first frame.
  public static func fromEnvironment(_ environment: [String: String]) -> DataDirectory {
    if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
      return DataDirectory(
        url: URL(fileURLWithPath: xdg, isDirectory: true)
          .appendingPathComponent("pokedex", isDirectory: true))
    }
    let home = environment["HOME"] ?? homeDirectoryFallback()
    return DataDirectory(
      url: URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/share/pokedex", isDirectory: true))
  }
}

private func homeDirectoryFallback() -> String {
  FileManager.default.homeDirectoryForCurrentUser.path
}

extension DataDirectory: DependencyKey {
  /// Worked out once: the environment it reads does not change, and building the URL again
  /// for every state that reads a shared file cost start-up a tenth of a millisecond.
  public static let liveValue = DataDirectory.fromEnvironment(ProcessEnvironment.atStart)
  /// Tests keep shared values in memory, so this folder is never written unless a test
  /// installs a file-system registry and its own directory.
  public static let testValue = DataDirectory(
    url: URL(fileURLWithPath: "/nonexistent/pokedex-tests"))
}

extension DependencyValues {
  /// Where the user's data lives.
  public var dataDirectory: DataDirectory {
    get { self[DataDirectory.self] }
    set { self[DataDirectory.self] = newValue }
  }
}

extension SharedKey<Set<Int>>.Default {
  /// The user's favourite Pokémon ids, in `favorites.json` in the data directory; none until
  /// the user picks one.
  public static var favorites: Self {
    let url = DependencyValues.inForce.dataDirectory.url.appendingPathComponent(
      "favorites.json", isDirectory: false)
    return Self[.fileStorage(url), default: []]
  }
}
