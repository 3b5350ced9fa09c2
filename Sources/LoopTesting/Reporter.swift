import Loop
import Testing
import XCTest

/// Turns Loop's issues into test failures: Swift Testing's `Issue.record` inside a Swift
/// Testing test, `XCTFail` otherwise.
struct TestFailureReporter: IssueReporter {
  func report(_ message: String, at location: CodeLocation) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: Testing.SourceLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column))
    } else {
      XCTFail("\(message) (\(location.fileID):\(location.line))")
    }
  }

  /// Where notes go instead, when set (LoopTesting's own tests read them here).
  /// (A struct around the function: a task local of optional function type crashes in
  /// release builds; see `DismissEffect.Presented`.)
  @TaskLocal static var noteSink: NoteSink?

  struct NoteSink: Sendable {
    let take: @Sendable (String) -> Void
  }

  /// Reports something a non-exhaustive test skipped: a known issue at `location` in a Swift
  /// Testing test (shown, but not failing it), a printed line otherwise.
  static func note(_ message: String, at location: CodeLocation) {
    if let noteSink {
      noteSink.take(message)
    } else if Test.current != nil {
      withKnownIssue {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column))
      }
    } else {
      print("\(message) (\(location.fileID):\(location.line))")
    }
  }

  /// Installs the reporter once per process.
  static let install: Void = { IssueReporters.current = TestFailureReporter() }()
}

/// Makes Loop's issues (an effect's unhandled error, a dependency used without an override, a
/// client's unimplemented endpoint) fail the running test. `TestStore`, `TestClock` and the
/// `.isolatedShared` trait do this for you; call it in tests that use none of them.
///
/// ```swift
/// @Test func unexpectedCallsFailTheTest() {
///   installTestFailureReporter()
///   withKnownIssue { reportIssue("SearchClient.search was called") }
/// }
/// ```
public func installTestFailureReporter() {
  TestFailureReporter.install
}

/// Gives each test (or every test of a suite) its own `SharedRegistry`, so `Shared` values
/// made from the same key in parallel tests do not see each other.
///
/// ```swift
/// @Suite(.isolatedShared) struct FavoritesTests { ... }
/// ```
public struct IsolatedSharedTrait: TestTrait, SuiteTrait, TestScoping {
  /// True: on a suite, every test in it (and in nested suites) gets its own registry.
  ///
  /// ```swift
  /// @Suite(.isolatedShared) struct Outer {
  ///   @Suite struct Inner { @Test func alsoIsolated() {} }
  /// }
  /// ```
  public var isRecursive: Bool { true }

  /// Runs `function` with a fresh in-memory `SharedRegistry` in force, and installs the
  /// test-failure reporter. Swift Testing calls this; tests do not.
  ///
  /// ```swift
  /// @Test(.isolatedShared) func togglingAFavorite() async { ... }
  /// ```
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    TestFailureReporter.install
    try await withDependencies {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    } operation: {
      try await function()
    }
  }
}

extension Trait where Self == IsolatedSharedTrait {
  /// A fresh in-memory `SharedRegistry` for each test.
  ///
  /// ```swift
  /// @Test(.isolatedShared) func favoritesStartEmpty() {
  ///   @Shared(.inMemory("favorites")) var favorites: Set<Int> = []
  ///   #expect(favorites.isEmpty)
  /// }
  /// ```
  public static var isolatedShared: Self { IsolatedSharedTrait() }
}
