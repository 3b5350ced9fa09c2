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
/// takes the task's status lock, allocates and copies the values. Instead each thread has a
/// ``Cell``: made the first time the thread puts a frame in force and freed when the thread
/// ends, its first word holds the frame in force, unretained. Only code inside that loop on this
/// thread sees it, since nothing else runs on the thread until the loop returns; effects get the
/// store's values from a task local pushed once when their task starts (see `StoreCore.spawn`).
///
/// A `TestStore`'s assert closure runs in a frame too, one that also holds the closure's
/// ``TestStep``. The cell's second word points at that frame while the closure runs, so the step
/// stays in force when code inside puts another frame over it (a store made and sent to in
/// the closure, a reducer with `.dependency` called there) or lifts it (`withDependencies`).
///
/// A send finds its thread's cell with one look-up and writes it directly (three calls into the
/// C library before, a quarter of a send). It cannot keep the cell from one send to the next:
/// the main actor is not bound to one thread (after `dispatchMain`, dispatch's worker threads
/// take turns running it).
@usableFromInline
package final class DependencyFrame: Sendable {
  @usableFromInline let values: DependencyValues
  /// The test step of an assert closure run in this frame (a store's frame has none): see
  /// ``TestStep/current``.
  let step: TestStep?

  /// A store's frame: `values`, with no test step.
  @usableFromInline
  init(_ values: DependencyValues) {
    self.values = values
    step = nil
  }

  /// A frame for a `TestStore`'s assert closure: `values`, and the closure's `step`.
  package init(_ values: DependencyValues, step: TestStep) {
    self.values = values
    self.step = step
  }

  /// Runs synchronous `body` with this frame's values (and its step, if it has one) in force on
  /// this thread, then puts back what was in force, as a store does around its reducer: no task
  /// local is pushed, so a task `body` starts does not inherit them.
  package func run<R>(_ body: () throws -> R) rethrows -> R {
    let cell = Self.cell
    let (outerFrame, outerStep) = (cell[0], cell[1])
    cell[0] = pointer
    if step != nil { cell[1] = pointer }
    defer { (cell[0], cell[1]) = (outerFrame, outerStep) }
    return try withExtendedLifetime(self) { try body() }
  }

  /// The step of the assert closure running on this thread, if one is (see ``run(_:)``).
  static var stepInForce: TestStep? {
    guard let pointer = existingCell?[1] else { return nil }
    return Unmanaged<DependencyFrame>.fromOpaque(pointer).takeUnretainedValue().step
  }

  /// A thread's slot: the frame in force there (unretained), or nil, then the frame whose step
  /// is in force there (see ``run(_:)``).
  @usableFromInline typealias Cell = UnsafeMutablePointer<UnsafeMutableRawPointer?>

  /// The key of each thread's ``Cell``; a thread's cell is freed when the thread ends.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    // `free` takes the cell as Glibc (optional) and Darwin (not) both pass it.
    let status = pthread_key_create(&key) { cell in free(cell) }
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
  }()

  /// This thread's cell, if it has put a frame in force before.
  static var existingCell: Cell? {
    pthread_getspecific(key)?.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
  }

  /// This thread's cell, made if it has none.
  static var cell: Cell { cell(key: slot) }

  /// The slot's key, as a type every file of the module can name (`pthread_key_t` is Glibc's).
  @usableFromInline typealias Key = UInt

  /// ``key`` as a ``Key``, for a store to keep: reading the global each send would check that
  /// it was made.
  @usableFromInline static var slot: Key { Key(key) }

  /// This thread's cell, made if it has none; `key` is ``slot``. Inlinable, so a send makes one
  /// call (`pthread_getspecific`) to find it.
  @inlinable static func cell(key: Key) -> Cell {
    if let cell = pthread_getspecific(pthread_key_t(key)) {
      return cell.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }
    return makeCell()
  }

  /// Makes this thread's cell, holding no frame.
  @usableFromInline static func makeCell() -> Cell {
    // With `malloc`, as the key's destructor frees it.
    guard let memory = malloc(2 * MemoryLayout<UnsafeMutableRawPointer?>.stride) else {
      fatalError("out of memory for a thread's dependency cell")
    }
    let cell = memory.bindMemory(to: UnsafeMutableRawPointer?.self, capacity: 2)
    cell.initialize(repeating: nil, count: 2)
    let status = pthread_setspecific(key, cell)
    precondition(status == 0, "pthread_setspecific failed (\(status))")
    return cell
  }

  /// The frame in force on this thread, if any.
  static var current: DependencyFrame? {
    guard let pointer = existingCell?.pointee else { return nil }
    return Unmanaged<DependencyFrame>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Puts `frame` (or none) in force on this thread and returns what it replaced, to pass to
  /// ``restore(_:)``. The caller keeps `frame` alive until then.
  @usableFromInline
  static func enter(_ frame: DependencyFrame?) -> UnsafeMutableRawPointer? {
    guard let frame else {
      // Lifting the frame from a thread that never had one changes nothing: make no cell.
      guard let cell = existingCell else { return nil }
      defer { cell.pointee = nil }
      return cell.pointee
    }
    let cell = self.cell
    defer { cell.pointee = frame.pointer }
    return cell.pointee
  }

  /// This frame, unretained, as a ``Cell`` holds it.
  @usableFromInline var pointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  /// Puts back what ``enter(_:)`` replaced.
  @usableFromInline
  static func restore(_ previous: UnsafeMutableRawPointer?) {
    // A thread with no cell had nothing in force, and `enter` left nothing there.
    existingCell?.pointee = previous
  }
}
