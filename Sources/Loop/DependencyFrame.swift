import LoopThreadSlots

/// The dependencies of the store whose reducer is running on this thread, if one is.
///
/// A store reduces synchronously on the main actor, and a reducer that reads a dependency (a
/// `@Shared` value in a child state it creates, say) must see that store's values. Pushing a
/// task local around every send did that, but cost more than the rest of the send: the push
/// takes the task's status lock, allocates and copies the values. Instead each thread has a
/// ``Cell``, two words of a C thread-local (`LoopThreadSlots`), whose first word holds the
/// frame in force, unretained. Only code inside that loop on this thread sees it, since nothing
/// else runs on the thread until the loop returns; effects get the store's values from a task
/// local pushed once when their task starts (see `StoreCore.spawn`).
///
/// A `TestStore`'s assert closure runs in a frame too, one that also holds the closure's
/// ``TestStep``. The cell's second word points at that frame while the closure runs, so the step
/// stays in force when code inside puts another frame over it (a store made and sent to in
/// the closure, a reducer with `.dependency` called there) or lifts it (`withDependencies`).
///
/// A send reads and writes its thread's cell where it lies, with no call: finding it with
/// `pthread_getspecific` was a fifth of a send (and three calls into the C library, before
/// that, a quarter). It cannot keep the cell's address from one send to the next: the main
/// actor is not bound to one thread (after `dispatchMain`, dispatch's worker threads take turns
/// running it).
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
    guard let pointer = cell[1] else { return nil }
    return Unmanaged<DependencyFrame>.fromOpaque(pointer).takeUnretainedValue().step
  }

  /// A thread's words: the frame in force there (unretained), or nil, then the frame whose step
  /// is in force there (see ``run(_:)``).
  @usableFromInline typealias Cell = UnsafeMutablePointer<UnsafeMutableRawPointer?>

  /// This thread's cell: the first two of its Loop slots, a thread-local in C. In a Linux
  /// executable reading it is a load at a fixed offset from the thread pointer, no call (in a
  /// shared library, or on Darwin, one call into the loader's thread-local look-up);
  /// inlinable, so a send does that.
  @inlinable static var cell: Cell { loop_thread_slots() }

  /// The frame in force on this thread, if any.
  static var current: DependencyFrame? {
    guard let pointer = cell.pointee else { return nil }
    return Unmanaged<DependencyFrame>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Puts `frame` (or none) in force on this thread and returns what it replaced, to pass to
  /// ``restore(_:)``. The caller keeps `frame` alive until then.
  @usableFromInline
  static func enter(_ frame: DependencyFrame?) -> UnsafeMutableRawPointer? {
    let cell = self.cell
    defer { cell.pointee = frame?.pointer }
    return cell.pointee
  }

  /// This frame, unretained, as a ``Cell`` holds it.
  @usableFromInline var pointer: UnsafeMutableRawPointer {
    Unmanaged.passUnretained(self).toOpaque()
  }

  /// Puts back what ``enter(_:)`` replaced.
  @usableFromInline
  static func restore(_ previous: UnsafeMutableRawPointer?) {
    cell.pointee = previous
  }
}
