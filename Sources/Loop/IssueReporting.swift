#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where in the source a reported issue should point.
///
/// ```swift
/// func expectLoaded(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line) {
///   reportIssue("not loaded", at: CodeLocation(fileID: fileID, filePath: filePath, line: line))
/// }
/// ```
public struct CodeLocation: Sendable, Hashable {
  /// The file as `Module/File.swift`, for messages.
  ///
  /// ```swift
  /// CodeLocation().fileID  // "AppTests/SearchTests.swift"
  /// ```
  public var fileID: String
  /// The file's full path, for the test framework to attribute a failure.
  ///
  /// ```swift
  /// CodeLocation().filePath  // "/work/app/Tests/AppTests/SearchTests.swift"
  /// ```
  public var filePath: String
  /// The line, from 1.
  ///
  /// ```swift
  /// CodeLocation().line  // the caller's line
  /// ```
  public var line: Int
  /// The column, from 1.
  ///
  /// ```swift
  /// CodeLocation().column  // the caller's column
  /// ```
  public var column: Int

  /// Captures the caller's location by default.
  ///
  /// ```swift
  /// let here = CodeLocation()
  /// ```
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
///
/// ```swift
/// struct StatusLineReporter: IssueReporter {
///   let show: @Sendable (String) -> Void
///   func report(_ message: String, at location: CodeLocation) { show(message) }
/// }
/// ```
public protocol IssueReporter: Sendable {
  /// Called once per issue, on whatever thread noticed it.
  ///
  /// ```swift
  /// func report(_ message: String, at location: CodeLocation) {
  ///   log.append("\(location.fileID):\(location.line): \(message)")
  /// }
  /// ```
  func report(_ message: String, at location: CodeLocation)
}

/// The reporters that ship with Loop and the one currently in force.
///
/// ```swift
/// IssueReporters.current = StatusLineReporter { message in status.show(message) }
/// ```
public enum IssueReporters {
  /// Writes `Loop: <message>` to standard error.
  ///
  /// ```swift
  /// IssueReporters.current = IssueReporters.StandardError()
  /// ```
  public struct StandardError: IssueReporter {
    /// A reporter that writes to file descriptor 2.
    ///
    /// ```swift
    /// let reporter = IssueReporters.StandardError()
    /// ```
    public init() {}
    /// Writes `Loop: <message> (<file>:<line>)` and a newline to standard error.
    ///
    /// ```swift
    /// IssueReporters.StandardError().report("oops", at: CodeLocation())
    /// ```
    public func report(_ message: String, at location: CodeLocation) {
      let text = "Loop: \(message) (\(location.fileID):\(location.line))\n"
      var bytes = Array(text.utf8)
      _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
    }
  }

  /// A reporter that prints to standard error.
  ///
  /// ```swift
  /// IssueReporters.current = IssueReporters.standardError
  /// ```
  public static let standardError: any IssueReporter = StandardError()

  private static let installed = Locked<any IssueReporter>(StandardError())

  /// The reporter every ``reportIssue(_:at:)`` goes to. Replace it to collect issues elsewhere
  /// (a terminal app should not scribble over its own screen).
  ///
  /// ```swift
  /// IssueReporters.current = StatusLineReporter { message in status.show(message) }
  /// ```
  public static var current: any IssueReporter {
    get { installed.withLock { $0 } }
    set { installed.withLock { $0 = newValue } }
  }

  /// The location a test step is running at; issues reported without an explicit location
  /// (for example from inside an effect) point there, so a failure lands on the test's line.
  /// For a harness of your own: a `TestStore` step does not set it (it keeps its line in a
  /// record of its own, which ``reportIssue(_:at:)`` looks at first).
  ///
  /// ```swift
  /// IssueReporters.$currentStep.withValue(CodeLocation()) { runStep() }
  /// ```
  @TaskLocal public static var currentStep: CodeLocation?
}

/// Reports a run-time problem to ``IssueReporters/current``.
///
/// When `location` is nil the issue points at the test step in progress, if any.
///
/// ```swift
/// static let testValue = SearchClient { query in
///   reportIssue("SearchClient.search(\(query)) was called but the test did not override it.")
///   return []
/// }
/// ```
public func reportIssue(_ message: String, at location: CodeLocation? = nil) {
  let resolved =
    location ?? TestStep.current?.location ?? IssueReporters.currentStep ?? CodeLocation()
  IssueReporters.current.report(message, at: resolved)
}
