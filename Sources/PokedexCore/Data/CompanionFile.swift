import Foundation
import Loop

/// A file the sync writes beside the snapshot, in the snapshot's syntax: `pokedex-moves.tsv`
/// beside `pokedex.tsv`. Where it goes and how it is written are the same for each; what it
/// holds is its own.
public protocol CompanionFile: Sendable {
  /// What its name adds to the snapshot's, before the extension: `-moves`.
  static var suffix: String { get }
  /// The file's text. The same data always gives the same text.
  func snapshotText() -> String
}

extension CompanionFile {
  /// Where the file goes beside the snapshot at `snapshot`: `pokedex.tsv` →
  /// `pokedex-moves.tsv`.
  public static func location(besideSnapshot snapshot: URL) -> URL {
    companionFile(of: snapshot, suffix: suffix)
  }

  /// Writes ``snapshotText()`` to `url` atomically.
  ///
  /// - Returns: the number of bytes written.
  @discardableResult
  public func writeSnapshot(to url: URL) throws -> Int {
    let data = Data(snapshotText().utf8)
    try writeAtomically(data, to: url)
    return data.count
  }

  /// What `read` makes of `data`.
  static func decode<Value>(
    _ data: Data, _ read: (inout SnapshotReader) throws(SnapshotError) -> Value
  ) throws(SnapshotError) -> Value {
    do {
      return try data.withUnsafeBytes { raw throws(SnapshotError) in
        var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
        return try read(&reader)
      }
    } catch {
      throw error as? SnapshotError ?? SnapshotError(line: 0, message: "\(error)")
    }
  }

  /// What `read` makes of the copy shipped beside the embedded snapshot; a failure naming it
  /// when it is missing or cannot be read. `mapped`: the file is mapped rather than read, for a
  /// `read` that looks at its head alone (only the pages it touches are loaded).
  static func readEmbedded<Value>(
    mapped: Bool = false, _ read: (inout SnapshotReader) throws(SnapshotError) -> Value
  ) -> Result<Value, SnapshotError> {
    let url = location(besideSnapshot: Pokedex.embeddedLocation)
    // A file system that cannot map files gets the file read instead.
    let contents =
      (mapped ? try? Data(contentsOf: url, options: .alwaysMapped) : nil)
      ?? FileManager.default.contents(atPath: url.path)
    guard let data = contents else {
      return .failure(SnapshotError(line: 0, message: "\(url.path) is missing"))
    }
    return Result { () throws(SnapshotError) in try decode(data, read) }
  }
}
