import Loop

/// A clock that only moves when the test moves it, for testing debounces, timeouts and timers
/// in microseconds.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.queryChanged("pika")) { $0.query = "pika" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(\.resultsReceived) { ... }
/// ```
public final class TestClock: Clock, Sendable {
  /// Time since the clock was made; a `TestClock` starts at zero.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// await clock.advance(by: .seconds(2))
  /// #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  /// ```
  public typealias Instant = ClockOffset

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var cancelled: Set<Int> = []
    var nextID = 0
  }

  private let timeline = Locked(Timeline())

  /// A clock at offset zero. Making one also makes Loop's issues fail the running test.
  ///
  /// ```swift
  /// let clock = TestClock()
  /// let store = TestStore(initialState: Feature.State()) { Feature() } withDependencies: {
  ///   $0.continuousClock = clock
  /// }
  /// ```
  public init() { TestFailureReporter.install }

  /// The current instant: the start plus every advance so far.
  ///
  /// ```swift
  /// let start = clock.now
  /// await clock.advance(by: .milliseconds(300))
  /// #expect(start.duration(to: clock.now) == .milliseconds(300))
  /// ```
  public var now: Instant { timeline.withLock { $0.now } }

  /// Zero: the clock moves in whatever steps the test asks for.
  ///
  /// ```swift
  /// #expect(TestClock().minimumResolution == .zero)
  /// ```
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to reach their deadline.
  ///
  /// ```swift
  /// await store.send(.queryChanged("")) { $0.query = "" }
  /// #expect(clock.pendingSleepCount == 0)  // the debounce was cancelled
  /// ```
  public var pendingSleepCount: Int { timeline.withLock { $0.sleepers.count } }

  /// Suspends until the test advances the clock to `deadline`, or throws on cancellation.
  ///
  /// Effects call this through `Clock.sleep(for:)`; a test moves it along with
  /// ``advance(by:)``:
  ///
  /// ```swift
  /// return .run { send in
  ///   try await clock.sleep(for: .seconds(1))
  ///   await send(.ticked)
  /// }
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow: (any Error)?? = timeline.withLock { timeline in
          if timeline.cancelled.remove(id) != nil { return .some(CancellationError()) }
          if deadline <= timeline.now { return .some(nil) }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .none
        }
        switch resumeNow {
        case .some(.some(let error)): continuation.resume(throwing: error)
        case .some(.none): continuation.resume()
        case .none: break
        }
      }
    } onCancel: {
      let sleeper = timeline.withLock { timeline -> Sleeper? in
        if let index = timeline.sleepers.firstIndex(where: { $0.id == id }) {
          return timeline.sleepers.remove(at: index)
        }
        timeline.cancelled.insert(id)
        return nil
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking each sleeper whose deadline is passed in
  /// deadline order, and letting the effects it wakes run before moving on.
  ///
  /// ```swift
  /// await store.send(.startTapped) { $0.isRunning = true }
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.ticked) { $0.secondsLeft = 2 }
  /// ```
  public func advance(by duration: Duration = .zero) async {
    let target = now.advanced(by: duration)
    await advance(to: target)
  }

  /// Moves time forward to `target` (see ``advance(by:)``).
  ///
  /// ```swift
  /// await clock.advance(to: TestClock.Instant(offset: .seconds(10)))
  /// ```
  public func advance(to target: Instant) async {
    await EffectExecutor.settle()
    while let sleeper = popSleeper(dueBy: target) {
      sleeper.continuation.resume()
      await EffectExecutor.settle()
    }
    timeline.withLock { if $0.now < target { $0.now = target } }
    await EffectExecutor.settle()
  }

  /// Advances until no sleeper is left (at most `limit` wake-ups, against runaway timers).
  ///
  /// ```swift
  /// await store.send(.startTapped) { $0.isRunning = true }
  /// await clock.run()  // every tick of the countdown, at once
  /// await store.skipReceivedActions()
  /// ```
  public func run(limit: Int = 10_000) async {
    await EffectExecutor.settle()
    for _ in 0..<limit {
      guard let next = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) else { return }
      await advance(to: next)
    }
  }

  private func popSleeper(dueBy target: Instant) -> Sleeper? {
    timeline.withLock { timeline in
      guard
        let index = timeline.sleepers.indices
          .filter({ timeline.sleepers[$0].deadline <= target })
          .min(by: { timeline.sleepers[$0].deadline < timeline.sleepers[$1].deadline })
      else { return nil }
      let sleeper = timeline.sleepers.remove(at: index)
      if timeline.now < sleeper.deadline { timeline.now = sleeper.deadline }
      return sleeper
    }
  }
}
