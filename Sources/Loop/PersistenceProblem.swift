/// Why a shared value's file is not as it should be: which file, what happened, and the
/// reason the system or the decoder gave. Its `description` says it in English; an app that
/// speaks another language words it from ``kind``.
///
/// ```swift
/// if let problem = state.$favorites.persistenceProblem {
///   status.show(problem.description)
///   // "/home/ash/.local/share/app/favorites.json could not be read (…); it was moved to
///   //  favorites.json.corrupt-1733390000 and a fresh one was started."
/// }
/// ```
public struct PersistenceProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// What happened to the file.
  public enum Kind: Hashable, Sendable {
    /// It cannot be read: it is kept as it is and nothing is saved over it until it can be.
    case unreadable
    /// It could not be decoded: it was renamed to this name beside it, and the value started
    /// afresh.
    case movedAside(to: String)
    /// It could not be decoded, nor renamed (for this reason): nothing is saved over it until
    /// it is fixed or removed.
    case notMovedAside(because: String)
    /// A save could not make its folder; the next change tries again.
    case folderNotMade
    /// A save could not make or lock this lock file, so it did not write; the next change
    /// tries again.
    case notLocked(lockFile: String)
    /// A save could not encode the value as JSON.
    case notEncoded
    /// A save could not write the file; the file was left as it was.
    case notWritten
  }

  /// What happened.
  public var kind: Kind
  /// The file's path.
  public var path: String
  /// Why, as the system or the decoder said it.
  public var reason: String

  /// A problem of the file at `path`.
  public init(_ kind: Kind, path: String, reason: String) {
    (self.kind, self.path, self.reason) = (kind, path, reason)
  }

  /// Whether the file is refused: kept as it is, and nothing saved over it, until a later
  /// look finds it readable.
  public var isRefusal: Bool {
    switch kind {
    case .unreadable, .notMovedAside: true
    default: false
    }
  }

  /// The problem in English, in one sentence that names the file.
  public var description: String {
    switch kind {
    case .unreadable:
      "\(path) cannot be read (\(reason)); it is kept as it is and nothing is saved over it "
        + "until it can be read."
    case .movedAside(let aside):
      "\(path) could not be read (\(reason)); it was moved to \(aside) and a fresh one was "
        + "started."
    case .notMovedAside(let why):
      "\(path) could not be read (\(reason)) and could not be moved aside (\(why)); nothing is "
        + "saved over it until it is fixed or removed."
    case .folderNotMade:
      "Could not save \(path): its folder cannot be made (\(reason))."
    case .notLocked(let lockFile):
      "Could not save \(path): its lock file \(lockFile) cannot be made or locked (\(reason)), "
        + "so another copy of the app could save at the same time; the file was left as it was."
    case .notEncoded:
      "Could not save \(path): the value cannot be written as JSON (\(reason))."
    case .notWritten:
      "Could not save \(path): \(reason); the file was left as it was."
    }
  }
}
