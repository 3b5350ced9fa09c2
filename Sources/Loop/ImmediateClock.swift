/// A clock whose sleeps return at once (after a cancellation check), while its `now` moves
/// forward by the time slept. Use it when a test wants a debounce or timeout to simply pass.
///
/// ```swift
/// withDependencies { $0.continuousClock = ImmediateClock() } operation: { ... }
/// ```
public final class ImmediateClock: Clock, Sendable {
  public typealias Instant = ClockOffset

  private let current = Locked(Instant())

  /// A clock at offset zero.
  public init() {}

  public var now: Instant { current.withLock { $0 } }
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (if later) and returns without waiting.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if $0 < deadline { $0 = deadline } }
    await Task.yield()
    try Task.checkCancellation()
  }
}

/// A point on a clock that starts at zero and moves only when told to (``ImmediateClock`` and
/// LoopTesting's `TestClock`): the time advanced since the clock was made.
public struct ClockOffset: InstantProtocol {
  /// Time since the clock's start.
  public var offset: Duration
  /// An instant `offset` after the start.
  public init(offset: Duration = .zero) { self.offset = offset }
  public func advanced(by duration: Duration) -> ClockOffset {
    ClockOffset(offset: offset + duration)
  }
  public func duration(to other: ClockOffset) -> Duration { other.offset - offset }
  public static func < (lhs: ClockOffset, rhs: ClockOffset) -> Bool { lhs.offset < rhs.offset }
}
