import Dispatch

/// The clock `@Dependency(\.continuousClock)` gives outside tests: `ContinuousClock`'s time,
/// with sleeps that give back everything they hold the moment they are cancelled.
///
/// A `Task.sleep` that has begun keeps its timer (about 700 bytes) until its deadline even
/// when its task is cancelled: a debounce cancelled by each keystroke keeps one per keystroke
/// for the debounce's length, and 50,000 effects asleep for an hour and cancelled kept 37 MB
/// for that hour (`scaling.cancel` in `Benchmarks/`). This clock's sleeps wait together on
/// one Dispatch timer, and a cancellation drops its sleep at once: it keeps nothing.
///
/// ```swift
/// let clock = LiveClock()
/// try await clock.sleep(for: .milliseconds(300))
/// ```
public struct LiveClock: Clock, Sendable {
  /// `ContinuousClock`'s instants: this clock's time is that clock's.
  public typealias Instant = ContinuousClock.Instant

  /// A clock reading `ContinuousClock`'s time.
  ///
  /// ```swift
  /// let store = Store(initialState: Search.State()) { Search() } withDependencies: {
  ///   $0.continuousClock = LiveClock()  // what a store gets anyway, outside tests
  /// }
  /// ```
  public init() {}

  /// `ContinuousClock.now`.
  ///
  /// ```swift
  /// let start = LiveClock().now
  /// ```
  public var now: Instant { ContinuousClock.now }

  /// `ContinuousClock`'s resolution.
  ///
  /// ```swift
  /// let resolution = LiveClock().minimumResolution
  /// ```
  public var minimumResolution: Duration { ContinuousClock().minimumResolution }

  /// Suspends until `deadline`, or throws `CancellationError` as soon as the task is
  /// cancelled, when nothing of the sleep is left. Every sleep waits on one Dispatch timer set
  /// for the earliest deadline (`tolerance` is not used: the timer has no leeway).
  ///
  /// ```swift
  /// try await LiveClock().sleep(until: .now + .seconds(1))
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let timers = SleepTimers.shared
    let id = timers.reserve()
    defer { timers.forget(id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        timers.sleep(id, until: deadline, continuation)
      }
    } onCancel: {
      timers.cancel(id)
    }
  }
}

/// The sleeps of every `LiveClock`: their deadlines in a heap, their continuations by id, and
/// one Dispatch timer set for the earliest deadline.
///
/// One timer for all, rather than one per sleep: a Dispatch timer's making, arming and
/// cancelling each wake Dispatch's manager thread, and 50,000 of them cancelled at once kept
/// the main actor's jobs waiting for a quarter of a second. A cancelled sleep's continuation
/// is resumed and dropped at once; its heap entry is left until the heap is more than half
/// such entries, when the heap is rebuilt from the live ones.
final class SleepTimers: Sendable {
  static let shared = SleepTimers()

  private struct Entry {
    var deadline: ContinuousClock.Instant
    var id: UInt64
    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
    }
  }

  private struct State: @unchecked Sendable {
    // Safe: a `State` is only reached through `SleepTimers.state`'s lock; each continuation is
    // resumed once, by whoever takes it out of `sleeping` under that lock; and a Dispatch
    // timer may be set from any thread (its type just does not say it is Sendable).
    let timer: any DispatchSourceTimer
    var nextID: UInt64 = 0
    /// A min-heap by deadline, holding entries of ended sleeps too (left for a rebuild).
    var heap: [Entry] = []
    var sleeping: [UInt64: CheckedContinuation<Void, any Error>] = [:]
    /// Sleeps cancelled before they began to wait (`sleep` then throws at once).
    var cancelledEarly: Set<UInt64> = []
    /// The deadline the timer is set for.
    var armed: ContinuousClock.Instant?
  }

  private let state: Locked<State>

  private init() {
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "Loop.LiveClock"))
    timer.setEventHandler { SleepTimers.shared.fire() }
    timer.resume()
    state = Locked(State(timer: timer))
  }

  /// An id for a sleep about to begin.
  func reserve() -> UInt64 {
    state.withLock { state in
      defer { state.nextID &+= 1 }
      return state.nextID
    }
  }

  /// Waits for `deadline`, resuming `continuation` then, or at once if `id` was cancelled.
  func sleep(
    _ id: UInt64, until deadline: ContinuousClock.Instant,
    _ continuation: CheckedContinuation<Void, any Error>
  ) {
    let cancelled = state.withLock { state in
      if state.cancelledEarly.remove(id) != nil { return true }
      state.sleeping[id] = continuation
      state.heap.append(Entry(deadline: deadline, id: id))
      Self.siftUp(&state.heap, from: state.heap.count - 1)
      if state.armed.map({ deadline < $0 }) ?? true { arm(&state, for: deadline) }
      return false
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
  }

  /// Ends sleep `id` by cancellation, or notes it cancelled if it has not begun to wait.
  func cancel(_ id: UInt64) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard let continuation = state.sleeping.removeValue(forKey: id) else {
        state.cancelledEarly.insert(id)
        return nil
      }
      if state.heap.count > 64, state.sleeping.count < state.heap.count / 2 {
        state.heap = state.heap.filter { state.sleeping[$0.id] != nil }
        for index in stride(from: state.heap.count / 2 - 1, through: 0, by: -1) {
          Self.siftDown(&state.heap, from: index)
        }
        state.sleeping = state.sleeping.filter { _ in true }  // sheds the emptied capacity
      }
      if state.sleeping.isEmpty { (state.heap, state.sleeping) = ([], [:]) }
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }

  /// Drops what is left of sleep `id` once it has returned or thrown (a cancellation that came
  /// as it ended).
  func forget(_ id: UInt64) {
    state.withLock { state in
      if !state.cancelledEarly.isEmpty { state.cancelledEarly.remove(id) }
    }
  }

  /// The timer fired: resumes every sleep that is due and sets the timer for the next.
  private func fire() {
    let due = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      let now = ContinuousClock.now
      var due: [CheckedContinuation<Void, any Error>] = []
      state.armed = nil
      while let first = state.heap.first {
        guard let continuation = state.sleeping[first.id] else {
          Self.popFirst(&state.heap)
          continue
        }
        guard first.deadline <= now else {
          arm(&state, for: first.deadline)
          break
        }
        Self.popFirst(&state.heap)
        state.sleeping[first.id] = nil
        due.append(continuation)
      }
      if state.sleeping.isEmpty { (state.heap, state.sleeping) = ([], [:]) }
      return due
    }
    for continuation in due { continuation.resume() }
  }

  private func arm(_ state: inout State, for deadline: ContinuousClock.Instant) {
    state.armed = deadline
    let wait = max(.zero, ContinuousClock.now.duration(to: deadline))
    let (seconds, attoseconds) = wait.components
    // A deadline past what an Int counts in nanoseconds (292 years) is as good as never.
    let (whole, overflow) = Int(seconds).multipliedReportingOverflow(by: 1_000_000_000)
    state.timer.schedule(
      deadline: overflow
        ? .distantFuture : .now() + .nanoseconds(whole &+ Int(attoseconds / 1_000_000_000)),
      leeway: .nanoseconds(0))
  }

  private static func popFirst(_ heap: inout [Entry]) {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    if !heap.isEmpty { siftDown(&heap, from: 0) }
  }

  private static func siftUp(_ heap: inout [Entry], from index: Int) {
    var child = index
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private static func siftDown(_ heap: inout [Entry], from index: Int) {
    var parent = index
    while true {
      let (left, right) = (2 * parent + 1, 2 * parent + 2)
      var smallest = parent
      if left < heap.count, heap[left] < heap[smallest] { smallest = left }
      if right < heap.count, heap[right] < heap[smallest] { smallest = right }
      if smallest == parent { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
