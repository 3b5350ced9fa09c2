import Loop
import LoopTesting
import Testing

/// Starts an effect that waits an hour, and notes when it is cancelled.
private struct WaitsAnHour: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable { case start }
  let cancelled: Locked<Bool>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [cancelled] _ in
      await withTaskCancellationHandler {
        try? await Task.sleep(for: .seconds(3600))
      } onCancel: {
        cancelled.withLock { $0 = true }
      }
    }
  }
}

@MainActor
struct TestStoreErgonomicsTests {
  /// The store's engine goes with it and cancels what it still runs: a store whose engine
  /// outlived it (held by its own recorder) left the effect waiting.
  @Test func aStoreThatGoesAwayCancelsTheEffectsItStillRuns() async {
    let cancelled = Locked(false)
    do {
      let store = TestStore(initialState: WaitsAnHour.State()) {
        WaitsAnHour(cancelled: cancelled)
      }
      store.exhaustivity = .off
      await store.send(.start)
      #expect(!cancelled.withLock { $0 })
    }
    for _ in 0..<200 where !cancelled.withLock({ $0 }) {
      try? await Task.sleep(for: .milliseconds(10))
    }
    #expect(cancelled.withLock { $0 }, "the effect was not cancelled when its store went away")
  }

  @Test func withExhaustivityAppliesOnlyInside() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.withExhaustivity(.off) {
      await store.send(.incrementTapped)  // unasserted, and fine here
    }
    #expect(store.exhaustivity == .on)
    await store.send(.incrementTapped) { $0.count = 2 }
  }

  @Test func assertChecksTheStateWithNoAction() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementTapped) { $0.count = 1 }
    store.assert { $0.count = 1 }
    withKnownIssue {
      store.assert { $0.count = 5 }
    } matching: { issue in
      text(of: issue).contains("State after assert is not what the test expected")
        && text(of: issue).contains("count:\n    expected: 5\n    actual:   1")
    }
  }

  @Test func assertAssertsASharedChangeAnEffectMade() async {
    let store = TestStore(initialState: Favorites.State()) { Favorites() }
    await store.send(.toggled(1)) {
      $0.lastToggled = 1
      $0.$favorites.withLock { _ = $0.insert(1) }
    }
    await store.send(.cleared)
    store.assert { $0.$favorites.withLock { $0.removeAll() } }
  }

  @Test func dependenciesCanChangeBetweenSteps() async {
    let store = TestStore(initialState: GreetingReader.State()) {
      GreetingReader()
    } withDependencies: {
      $0.greeting = Greeting { "first" }
    }
    await store.send(.readTapped) { $0.heard = ["reducer: first"] }
    await store.receive(.heard("effect: first")) { $0.heard.append("effect: first") }
    store.dependencies.greeting = Greeting { "second" }
    await store.send(.readTapped) { $0.heard.append("reducer: second") }
    await store.receive(.heard("effect: second")) { $0.heard.append("effect: second") }
  }

  /// An effect that answers at once is delivered inside the step, on the main actor the test
  /// holds: no main-actor job is queued for it, so a job queued before the step never runs
  /// ahead of the delivery (each such job could wake another thread, and made a step as slow
  /// as those wake-ups).
  @Test func anEffectThatAnswersAtOnceIsDeliveredWithinTheStep() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    var deliveriesSeenByAnEarlierJob: Int?
    Task { @MainActor in deliveriesSeenByAnEarlierJob = store.state.deliveries }
    await store.send(.tapped) { $0.taps = 1 }
    #expect(store.state.deliveries == 1)
    // Alone, the step takes no main-actor turn and the job has not run yet; beside other
    // tests with effects in flight it yields, but only after the delivery.
    #expect(
      deliveriesSeenByAnEarlierJob == nil || deliveriesSeenByAnEarlierJob == 1,
      "a main-actor job ran before the effect's action was delivered")
    await store.receive(.delivered) { $0.deliveries = 1 }
  }
}

/// Each tap starts an effect that sends one action back at once.
private struct Echo: Reducer {
  struct State: Equatable {
    var taps = 0
    var deliveries = 0
  }
  enum Action: Equatable, Sendable { case tapped, delivered }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.taps += 1
      return .run { send in await send(.delivered) }
    case .delivered:
      state.deliveries += 1
      return .none
    }
  }
}
