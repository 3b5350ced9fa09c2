extension Effect {
  /// Runs this effect once `duration` has passed on `clock` without another effect debounced
  /// under `id`: each one cancels the one before it, waiting or running, so only the last of a
  /// burst runs. Cancel a waiting one with `.cancel(id:)`.
  ///
  /// Pass the injected clock, so a test moves time with a `TestClock`:
  ///
  /// ```swift
  /// case .binding(\.query):
  ///   return .run { [query = state.query] send in
  ///     await send(.resultsReceived(try await client.search(query)))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  public func debounce(
    id: some Hashable & Sendable, for duration: Duration, clock: any Clock<Duration>
  ) -> Self {
    if isNone { return self }
    return .concatenate(.run { _ in try await clock.sleep(for: duration) }, self)
      .cancellable(id: id, cancelInFlight: true)
  }

  /// Runs this effect at most once per `interval` on `clock` among the effects throttled under
  /// `id`. The first runs at once and opens the interval; those made before it ends wait, and
  /// when it ends one of them runs and opens the next: the last one made with `latest`, else
  /// the first. The others never run. `.cancel(id:)` cancels the waiting one, and a throttle
  /// after it runs at once.
  ///
  /// ```swift
  /// case .scrolled(let offset):
  ///   return .send(.visibleRowsChanged(offset))
  ///     .throttle(id: CancelID.scroll, for: .milliseconds(100), clock: clock, latest: true)
  /// ```
  public func throttle(
    id: some Hashable & Sendable, for interval: Duration, clock: any Clock<Duration>,
    latest: Bool
  ) -> Self {
    if isNone { return self }
    return Self(
      .throttle(
        self, id: EffectID(id), ThrottleTiming(interval: interval, clock: clock, latest: latest)))
  }
}

/// How a throttle measures its interval.
@usableFromInline
struct ThrottleTiming: Sendable {
  let interval: Duration
  let clock: any Clock<Duration>
  let latest: Bool

  /// An interval starting now.
  func startWindow<Action>() -> ThrottleWindow<Action> { startWindow(on: clock) }

  private func startWindow<C: Clock<Duration>, Action>(on clock: C) -> ThrottleWindow<Action> {
    let end = clock.now.advanced(by: interval)
    return ThrottleWindow(
      isOpen: { clock.now < end }, untilEnd: { try await clock.sleep(until: end, tolerance: nil) })
  }
}

/// A store's record of one throttle id: the interval running and the effect waiting for it.
@usableFromInline
struct ThrottleWindow<Action: Sendable> {
  let isOpen: @Sendable () -> Bool
  let untilEnd: @Sendable () async throws -> Void
  var pending: (effect: Effect<Action>, ids: [EffectID], origin: Action)?
  /// The task that starts `pending` when the interval ends.
  var trailing: EffectHandle?

  init(
    isOpen: @escaping @Sendable () -> Bool, untilEnd: @escaping @Sendable () async throws -> Void
  ) {
    self.isOpen = isOpen
    self.untilEnd = untilEnd
  }

  var isWaiting: Bool { trailing.map { !$0.isCancelled } ?? false }
}

extension StoreCore {
  /// Starts a throttled effect now, or makes it the one waiting for the interval to end.
  @usableFromInline func startThrottled(
    _ effect: Effect<Action>, id: EffectID, _ timing: ThrottleTiming, ids: [EffectID],
    origin: Action, into started: inout [EffectHandle]
  ) {
    let ids = ids + [id]
    guard var window = throttles[id], window.isOpen() || window.isWaiting else {
      // A window that has closed with nothing waiting is spent. Each presented child and stack
      // element throttles under ids of its own, so without this the windows of every screen
      // ever shown would stay.
      throttles = throttles.filter { $0.value.isOpen() || $0.value.isWaiting }
      throttles[id] = timing.startWindow()
      start(effect, ids: ids, origin: origin, into: &started)
      return
    }
    if !window.isWaiting {
      // Nothing waits (or what waited was cancelled with another id): this one will.
      window.pending = nil
      let number = nextTaskNumber  // the one `spawn` gives the waiting task
      let trailing = spawn(ids: ids, origin: origin, priority: nil) {
        [weak self, untilEnd = window.untilEnd] _ in
        do { try await untilEnd() } catch { return }
        guard let children = await self?.throttleIntervalEnded(id, timing, waiting: number)
        else { return }
        await StoreTask(children).finish()
      }
      window.trailing = trailing
      started.append(trailing)
    }
    if timing.latest || window.pending == nil {
      // It starts when the window closes: its cancels are of what runs now.
      window.pending = (effect.stampingCancels(before: nextTaskNumber), ids, origin)
    }
    throttles[id] = window
  }

  /// Starts the effect waiting under `id` and opens the next interval, unless the task
  /// numbered `waiting` that waited for the interval's end was cancelled: its handle says so
  /// the moment it is, the task itself may be cancelled a moment later, on the pool, when many
  /// effects are cancelled at once (see `inlineCancels`).
  private func throttleIntervalEnded(_ id: EffectID, _ timing: ThrottleTiming, waiting: Int)
    -> [EffectHandle]
  {
    guard !Task.isCancelled, running[waiting]?.effect.isCancelled == false,
      let pending = throttles[id]?.pending
    else { return [] }
    throttles[id] = timing.startWindow()
    var started: [EffectHandle] = []
    start(pending.effect, ids: pending.ids, origin: pending.origin, into: &started)
    return started
  }
}
