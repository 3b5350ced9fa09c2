#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The dependencies of the store whose reducer is running on this thread, if one is.
///
/// A store reduces synchronously on the main actor, and a reducer that reads a dependency (a
/// `@Shared` value in a child state it creates, say) must see that store's values. Pushing a
/// task local around every send did that, but cost more than the rest of the send: the push
/// takes the task's status lock, allocates and copies the values. This slot is a thread-local
/// pointer, set and restored around the synchronous reduce loop in a few nanoseconds. Only
/// code inside that loop on this thread sees it, since nothing else runs on the thread until
/// the loop returns; effects get the store's values from a task local pushed once when their
/// task starts (see `StoreCore.spawn`).
@usableFromInline
final class DependencyFrame: Sendable {
  let values: DependencyValues

  @usableFromInline
  init(_ values: DependencyValues) { self.values = values }

  @usableFromInline static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// The frame in force on this thread, if any.
  static var current: DependencyFrame? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<DependencyFrame>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Puts `frame` (or none) in force on this thread and returns what it replaced, to pass to
  /// ``restore(_:)``. The caller keeps `frame` alive until then.
  @usableFromInline
  static func enter(_ frame: DependencyFrame?) -> UnsafeMutableRawPointer? {
    enter(pointer: frame?.pointer, key: Key(key))
  }

  /// ``enter(_:)`` with the frame given as its unretained pointer (``pointer``) and the slot's
  /// `key`, as a store does: it keeps both, so a send loads no reference to retain and skips the
  /// lazy global's check of ``key``. Inlinable, with ``restore(_:key:)``, so a send calls
  /// `pthread_getspecific` and `pthread_setspecific` and nothing more.
  @inlinable
  static func enter(pointer frame: UnsafeMutableRawPointer?, key: Key) -> UnsafeMutableRawPointer? {
    let key = pthread_key_t(key)
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, frame)
    return previous
  }

  /// This frame, unretained, as ``enter(pointer:key:)`` takes it.
  @usableFromInline var pointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  /// Puts back what ``enter(_:)`` replaced.
  @usableFromInline
  static func restore(_ previous: UnsafeMutableRawPointer?) {
    restore(previous, key: Key(key))
  }

  /// The slot's key, as a type every file of the module can name (`pthread_key_t` is Glibc's).
  @usableFromInline typealias Key = UInt

  /// ``key`` as a ``Key``.
  @usableFromInline static var slot: Key { Key(key) }

  /// ``restore(_:)`` with the slot's `key` given.
  @inlinable
  static func restore(_ previous: UnsafeMutableRawPointer?, key: Key) {
    pthread_setspecific(pthread_key_t(key), previous)
  }
}
