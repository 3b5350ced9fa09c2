/// A clock whose sleeps return at once (after a cancellation check), while its `now` moves
/// forward by the time slept. Use it when a test wants a debounce or timeout to simply pass.
///
/// ```swift
/// withDependencies { $0.continuousClock = ImmediateClock() } operation: { ... }
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// Time since the clock was made.
  ///
  /// ```swift
  /// let clock = ImmediateClock()
  /// try await clock.sleep(for: .seconds(5))
  /// #expect(clock.now == ImmediateClock.Instant(offset: .seconds(5)))
  /// ```
  public typealias Instant = ClockOffset

  private let current = Locked(Instant())

  /// A clock at offset zero.
  ///
  /// ```swift
  /// let store = Store(initialState: Search.State()) { Search() } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  /// }
  /// ```
  public init() {}

  /// The start plus all the time slept so far.
  ///
  /// ```swift
  /// let elapsed = ImmediateClock.Instant().duration(to: clock.now)
  /// ```
  public var now: Instant { current.withLock { $0 } }
  /// Zero: sleeps end exactly at their deadline.
  ///
  /// ```swift
  /// #expect(ImmediateClock().minimumResolution == .zero)
  /// ```
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (if later) and returns without waiting.
  ///
  /// ```swift
  /// try await ImmediateClock().sleep(for: .seconds(300))  // returns at once
  /// ```
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if $0 < deadline { $0 = deadline } }
    await Task.yield()
    try Task.checkCancellation()
  }
}

/// A point on a clock that starts at zero and moves only when told to (``ImmediateClock`` and
/// LoopTesting's `TestClock`): the time advanced since the clock was made.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(1))
/// clock.now.offset  // 1 second
/// ```
public struct ClockOffset: InstantProtocol {
  /// Time since the clock's start.
  ///
  /// ```swift
  /// #expect(clock.now.offset == .milliseconds(300))
  /// ```
  public var offset: Duration
  /// An instant `offset` after the start.
  ///
  /// ```swift
  /// await clock.advance(to: ClockOffset(offset: .seconds(10)))
  /// ```
  public init(offset: Duration = .zero) { self.offset = offset }
  /// The instant `duration` later.
  ///
  /// ```swift
  /// ClockOffset().advanced(by: .seconds(1)).offset  // 1 second
  /// ```
  public func advanced(by duration: Duration) -> ClockOffset {
    ClockOffset(offset: offset + duration)
  }
  /// The time from this instant to `other` (negative if `other` is earlier).
  ///
  /// ```swift
  /// ClockOffset().duration(to: ClockOffset(offset: .seconds(2)))  // 2 seconds
  /// ```
  public func duration(to other: ClockOffset) -> Duration { other.offset - offset }
  /// Whether `lhs` comes before `rhs`.
  ///
  /// ```swift
  /// ClockOffset() < ClockOffset(offset: .milliseconds(1))  // true
  /// ```
  public static func < (lhs: ClockOffset, rhs: ClockOffset) -> Bool { lhs.offset < rhs.offset }
}
