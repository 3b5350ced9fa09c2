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

  /// Installs the reporter once per process.
  static let install: Void = { IssueReporters.current = TestFailureReporter() }()
}

/// Makes Loop's issues (an effect's unhandled error, a dependency used without an override, a
/// client's unimplemented endpoint) fail the running test. `TestStore`, `TestClock` and the
/// `.isolatedShared` trait do this for you; call it in tests that use none of them.
public func installTestFailureReporter() {
  TestFailureReporter.install
}

/// Gives each test (or every test of a suite) its own ``SharedRegistry``, so `Shared` values
/// made from the same key in parallel tests do not see each other.
///
/// ```swift
/// @Suite(.isolatedShared) struct FavoritesTests { ... }
/// ```
public struct IsolatedSharedTrait: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

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
  /// A fresh in-memory ``SharedRegistry`` for each test.
  public static var isolatedShared: Self { IsolatedSharedTrait() }
}
