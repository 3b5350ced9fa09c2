#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value shared between threads behind a lock.
///
/// Loop and its tests use this instead of `Synchronization.Mutex`: on Linux `Mutex` locks with
/// raw futexes that the thread sanitizer cannot see, so every access through it is reported as
/// a race under `--sanitize=thread`. This is a pthread mutex, which the sanitizer understands,
/// kept in the same heap object as the value: one allocation (an `NSLock` beside the value was
/// three, and each effect a store starts has one of these).
///
/// Copies share the value and the lock. Like `Mutex`, it is `Sendable` only when the value is:
/// a lock serialises access to the stored value, not to a class instance that is also
/// reachable from outside it.
package struct Locked<Value> {
  /// The value as the header, the mutex as the one element.
  private final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
    deinit {
      _ = withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
    }
  }

  private let storage: Storage

  /// A lock around `value`.
  package init(_ value: Value) {
    storage = unsafeDowncast(
      Storage.create(minimumCapacity: 1) { _ in value }, to: Storage.self)
    _ = storage.withUnsafeMutablePointerToElements { pthread_mutex_init($0, nil) }
  }

  /// Runs `body` with the value while holding the lock.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try storage.withUnsafeMutablePointers { value, mutex in
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }
}

extension Locked: @unchecked Sendable where Value: Sendable {
  // Safe: the value is only read or written inside `withLock`, while the mutex is held, so no
  // two threads ever touch it at once; the mutex itself is thread-safe; and the value may
  // cross threads because it is Sendable.
}
