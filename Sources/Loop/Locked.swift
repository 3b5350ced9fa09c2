#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value shared between threads behind a lock.
///
/// Loop and its tests use this instead of `Synchronization.Mutex`: on Linux `Mutex` locks with
/// raw futexes that the thread sanitizer cannot see, so every access through it is reported as
/// a race under `--sanitize=thread`. This is a pthread mutex, which the sanitizer understands.
///
/// The mutex has memory of its own, as a mutex needs a fixed address, which a stored property
/// does not promise. The object holding the value has no superclass: as a generic subclass of
/// `ManagedBuffer` (one allocation for both) the runtime had to build two generic classes for
/// each type of value, at a cost of about 40 µs each on the way to the app's first frame.
///
/// Copies share the value and the lock. Like `Mutex`, it is `Sendable` only when the value is:
/// a lock serialises access to the stored value, not to a class instance that is also
/// reachable from outside it.
///
/// Inlinable, so each use is specialised for its value's type: unspecialised, every access
/// looks up the storage class's generic metadata in the runtime's cache.
package struct Locked<Value> {
  @usableFromInline final class Storage {
    /// Only touched with the mutex held, so the run-time exclusivity check has nothing to add.
    @exclusivity(unchecked) @usableFromInline var value: Value
    @usableFromInline let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    @usableFromInline init(_ value: Value) {
      self.value = value
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }
  }

  @usableFromInline let storage: Storage

  /// A lock around `value`.
  @inlinable package init(_ value: Value) {
    storage = Storage(value)
  }

  /// Runs `body` with the value while holding the lock.
  @inlinable package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows
    -> Result
  {
    pthread_mutex_lock(storage.mutex)
    defer { pthread_mutex_unlock(storage.mutex) }
    return try body(&storage.value)
  }
}

extension Locked: @unchecked Sendable where Value: Sendable {
  // Safe: the value is only read or written inside `withLock`, while the mutex is held, so no
  // two threads ever touch it at once; the mutex itself is thread-safe; and the value may
  // cross threads because it is Sendable.
}
