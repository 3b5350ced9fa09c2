import Foundation

/// A value shared between threads behind a lock.
///
/// Loop and its tests use this instead of `Synchronization.Mutex`: on Linux `Mutex` locks with
/// raw futexes that the thread sanitizer cannot see, so every access through it is reported as
/// a race under `--sanitize=thread`. `NSLock` is a pthread mutex, which the sanitizer
/// understands.
///
/// Like `Mutex`, it is `Sendable` only when the value is: a lock serialises access to the
/// stored value, not to a class instance that is also reachable from outside it.
package final class Locked<Value> {
  private var value: Value
  private let lock = NSLock()

  /// A lock around `value`.
  package init(_ value: Value) { self.value = value }

  /// Runs `body` with the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

extension Locked: @unchecked Sendable where Value: Sendable {
  // Safe: `value` is only read or written inside `withLock`, while `lock` is held, so no two
  // threads ever touch it at once; `lock` itself is thread-safe; and the value may cross
  // threads because it is Sendable.
}
