import Foundation

/// A value shared between threads behind a lock.
///
/// `Synchronization.Mutex` would do, but on Linux it locks with raw futexes that the thread
/// sanitizer cannot see, so accesses through it are reported as races. `NSLock` is a pthread
/// mutex, which the sanitizer understands, so tests using this module stay clean under
/// `--sanitize=thread`.
public final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  /// A lock around `value`.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with the value while holding the lock.
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
