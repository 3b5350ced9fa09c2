extension Clock where Duration == Swift.Duration {
  /// Yields once every `interval` on this clock, until the task is cancelled: the timer an
  /// effect loops over. With a `TestClock`, each `advance(by:)` of an interval yields once.
  ///
  /// ```swift
  /// case .startTimerTapped:
  ///   return .run { send in
  ///     for await _ in clock.timer(interval: .seconds(1)) { await send(.ticked) }
  ///   }
  ///   .cancellable(id: CancelID.timer)
  /// ```
  public func timer(interval: Duration) -> ClockTimer {
    ClockTimer(interval: interval) { [self] deadline in
      try await sleep(until: deadline, tolerance: nil)
    } start: { [self] in
      now
    } advance: { instant, interval in
      instant.advanced(by: interval)
    }
  }
}

/// The ticks of `clock.timer(interval:)`: one per interval, measured from the start, so
/// a late tick does not push the later ones back.
public struct ClockTimer: AsyncSequence, Sendable {
  /// A tick carries nothing; count them if you need to.
  public typealias Element = Void
  let interval: Duration
  let sleepUntil: @Sendable (any Sendable) async throws -> Void
  let start: @Sendable () -> any Sendable
  let advance: @Sendable (any Sendable, Duration) -> any Sendable

  init<Instant: InstantProtocol & Sendable>(
    interval: Duration, sleepUntil: @escaping @Sendable (Instant) async throws -> Void,
    start: @escaping @Sendable () -> Instant,
    advance: @escaping @Sendable (Instant, Duration) -> Instant
  ) where Instant.Duration == Duration {
    self.interval = interval
    self.sleepUntil = { try await sleepUntil($0 as! Instant) }
    self.start = start
    self.advance = { advance($0 as! Instant, $1) }
  }

  /// The ticks, as they come.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) { ... }
  /// ```
  public func makeAsyncIterator() -> Iterator { Iterator(timer: self) }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let timer: ClockTimer
    var next: (any Sendable)?

    init(timer: ClockTimer) { self.timer = timer }

    /// The next tick; nil once the task is cancelled.
    ///
    /// ```swift
    /// var ticks = clock.timer(interval: .seconds(1)).makeAsyncIterator()
    /// await ticks.next()
    /// ```
    public mutating func next() async -> Void? {
      let deadline = timer.advance(next ?? timer.start(), timer.interval)
      do {
        try await timer.sleepUntil(deadline)
      } catch {
        return nil
      }
      next = deadline
      return Task.isCancelled ? nil : ()
    }
  }
}
