import Foundation
import Testing

/// The static PokeAPI copy in `../shared/pokeapi` (next to the package), and the rule for
/// tests that need it.
///
/// The copy lives outside the repository, so a fresh clone may not have it. The rule: if it is
/// there, the test runs; if it is missing on a developer machine, the test is skipped with the
/// reason; if it is missing in CI (`CI=true`), the test runs and fails, because CI must exercise
/// the real data.
///
/// ```swift
/// @Test(.requiresSharedPokeAPI) func syncMatchesTheSnapshot() async throws {
///   let directory = try SharedPokeAPI.require()
///   ...
/// }
/// ```
public enum SharedPokeAPI {
  /// `<package root>/../shared/pokeapi`, found from this file's path so it does not depend on
  /// the working directory the tests run in.
  public static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    // LoopbackServer's module sits at <package root>/Tests/TestServer/<file>.
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appending(path: "shared/pokeapi", directoryHint: .isDirectory)
  }()

  /// Whether the copy is there (judged by its species list).
  public static var isAvailable: Bool { isCopy(at: directory) }

  static func isCopy(at directory: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: directory.appending(path: "api/v2/pokemon-species/index.json").path)
  }

  /// Whether this run is CI, where a missing copy is a failure rather than a skip.
  public static var isCI: Bool {
    ProcessInfo.processInfo.environment["CI"]?.lowercased() == "true"
  }

  /// Whether a test that needs the copy should run: it is there, or this is CI (where
  /// ``require()`` then fails the test).
  public static var shouldRun: Bool { isAvailable || isCI }

  /// Why a test that needs the copy was skipped.
  public static var skipReason: String {
    "The shared PokeAPI copy is not at \(directory.path); "
      + "this test needs it (it is required when CI=true)."
  }

  /// The copy's folder; records an issue and throws when it is missing (which only happens
  /// in CI, since elsewhere the test is skipped by ``Testing/Trait/requiresSharedPokeAPI``).
  ///
  /// - Parameter directory: where to look; tests of this rule pass a folder that is missing.
  public static func require(
    at directory: URL = directory, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> URL {
    guard isCopy(at: directory) else {
      let message =
        "The shared PokeAPI copy is required in CI but is missing: expected it at "
        + "\(directory.path)."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      throw MissingSharedCopy(description: message)
    }
    return directory
  }

  /// The full copy (`full.tar.gz`: forms, abilities, games, moves), unpacked by the script
  /// beside it into `<package>/.build/pokeapi-full` (the shared folder is read-only in CI;
  /// the script does nothing when that folder already holds this archive). Records an issue
  /// and throws when the copy or the script is missing or the unpacking fails.
  public static func requireFull(sourceLocation: SourceLocation = #_sourceLocation) throws -> URL {
    _ = try require(sourceLocation: sourceLocation)
    switch unpackedFullCopy {
    case .success(let folder): return folder
    case .failure(let failure):
      Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
      throw failure
    }
  }

  /// The full copy unpacked, once per test process: tests that need it at the same time must
  /// not run the script into one folder together (a static `let` is made exactly once).
  private static let unpackedFullCopy = Result { () throws(MissingSharedCopy) -> URL in
    let script = directory.appending(path: "unpack-full")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let target = package.appending(path: ".build/pokeapi-full", directoryHint: .isDirectory)
    let process = Process()
    process.executableURL = script
    process.arguments = [target.path]
    process.standardOutput = FileHandle.nullDevice
    let ran = (try? process.run()) != nil
    if ran { process.waitUntilExit() }
    guard ran, process.terminationStatus == 0,
      FileManager.default.fileExists(
        atPath: target.appending(path: "api/v2/ability/index.json").path)
    else {
      throw MissingSharedCopy(
        description:
          "Could not unpack the full PokeAPI copy with \(script.path) into \(target.path).")
    }
    return target
  }

  /// Thrown by ``require()`` after it has recorded the issue.
  public struct MissingSharedCopy: Error, CustomStringConvertible {
    public let description: String
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test where `../shared/pokeapi` exists; skips it with a reason elsewhere, except
  /// in CI, where the test runs so that ``SharedPokeAPI/require()`` fails it.
  public static var requiresSharedPokeAPI: Self {
    .enabled(if: SharedPokeAPI.shouldRun, Comment(rawValue: SharedPokeAPI.skipReason))
  }
}
