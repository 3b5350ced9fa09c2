#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where in the source a reported issue should point.
public struct CodeLocation: Sendable, Hashable {
  public var fileID: String
  public var filePath: String
  public var line: Int
  public var column: Int

  /// Captures the caller's location by default.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Receives the problems Loop notices at run time: an effect that threw without a `catch:`,
/// a child action sent to absent state, a dependency a test forgot to override.
///
/// The app gets ``IssueReporters/standardError``. `LoopTesting` installs one that fails the
/// running test, so the same code path becomes a test failure.
public protocol IssueReporter: Sendable {
  /// Called once per issue, on whatever thread noticed it.
  func report(_ message: String, at location: CodeLocation)
}

/// The reporters that ship with Loop and the one currently in force.
public enum IssueReporters {
  /// Writes `Loop: <message>` to standard error.
  public struct StandardError: IssueReporter {
    public init() {}
    public func report(_ message: String, at location: CodeLocation) {
      let text = "Loop: \(message) (\(location.fileID):\(location.line))\n"
      var bytes = Array(text.utf8)
      _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
  }

  /// A reporter that prints to standard error.
  public static let standardError: any IssueReporter = StandardError()

  private static let installed = Locked<any IssueReporter>(StandardError())

  /// The reporter every ``reportIssue(_:at:)`` goes to. Replace it to collect issues elsewhere
  /// (a terminal app should not scribble over its own screen).
  public static var current: any IssueReporter {
    get { installed.withLock { $0 } }
    set { installed.withLock { $0 = newValue } }
  }

  /// The location a test step is running at; issues reported without an explicit location
  /// (for example from inside an effect) point there, so a failure lands on the test's line.
  @TaskLocal public static var currentStep: CodeLocation?
}

/// Reports a run-time problem to ``IssueReporters/current``.
///
/// When `location` is nil the issue points at the test step in progress, if any.
public func reportIssue(_ message: String, at location: CodeLocation? = nil) {
  let resolved = location ?? IssueReporters.currentStep ?? CodeLocation()
  IssueReporters.current.report(message, at: resolved)
}
