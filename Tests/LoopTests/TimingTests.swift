import Loop
import LoopTesting
import Testing

/// A feature whose actions arrive debounced or throttled on the injected clock.
struct Timed: Reducer {
  struct State: Equatable { var delivered: [Int] = [] }
  enum Action: Equatable, Sendable {
    case debounced(Int)
    case throttled(Int, latest: Bool)
    case delivered(Int)
    case cancelTapped
  }
  enum CancelID { case debounce, throttle }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .debounced(let number):
        return .send(.delivered(number))
          .debounce(id: CancelID.debounce, for: .milliseconds(300), clock: clock)
      case .throttled(let number, let latest):
        return .send(.delivered(number))
          .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
      case .delivered(let number):
        state.delivered.append(number)
        return .none
      case .cancelTapped:
        return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.throttle))
      }
    }
  }
}

/// `Timed` as a child, so its debounces and throttles are mapped into a parent's actions.
struct TimedParent: Reducer {
  struct State: Equatable { var child = Timed.State() }
  enum Action: Equatable, Sendable {
    case child(Timed.Action)
    var child: Timed.Action? { if case .child(let action) = self { action } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: CasePath(Action.child, \.child)) { Timed() }
  }
}

/// A presented child whose close button is throttled and debounced: `dismiss()` must still
/// reach its presentation through both.
struct ThrottledSheet: Reducer {
  struct State: Equatable, Identifiable { var id = 1 }
  enum Action: Equatable, Sendable { case closeTapped, closeDebounced }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let close = Effect<Action>.run { _ in await dismiss() }
    switch action {
    case .closeTapped:
      return close.throttle(id: "close", for: .seconds(1), clock: clock, latest: false)
    case .closeDebounced:
      return close.debounce(id: "close", for: .seconds(1), clock: clock)
    }
  }
}

struct SheetHost: Reducer {
  struct State: Equatable { @Presents var sheet: ThrottledSheet.State? = .init() }
  enum Action: Equatable, Sendable {
    case sheet(PresentationAction<ThrottledSheet.Action>)
    var sheet: PresentationAction<ThrottledSheet.Action>? {
      if case .sheet(let action) = self { action } else { nil }
    }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$sheet, action: CasePath(Action.sheet, \.sheet)) { ThrottledSheet() }
  }
}

@MainActor
struct TimingTests {
  let clock = TestClock()

  func makeStore() -> TestStore<Timed.State, Timed.Action> {
    TestStore(initialState: Timed.State()) {
      Timed()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func debounceDeliversOnlyTheLastOfABurst() async {
    let store = makeStore()
    for number in 1...3 {
      await store.send(.debounced(number))
      await clock.advance(by: .milliseconds(200))
    }
    await clock.advance(by: .milliseconds(99))  // 299 ms after the last
    #expect(store.state.delivered.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.delivered(3)) { $0.delivered = [3] }
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func aCancelledDebounceNeverDelivers() async {
    let store = makeStore()
    await store.send(.debounced(1))
    #expect(clock.pendingSleepCount == 1)
    await store.send(.cancelTapped)
    await clock.run()
    #expect(clock.pendingSleepCount == 0)
    #expect(store.state.delivered.isEmpty)
  }

  @Test func throttleWithLatestDeliversTheFirstAtOnceAndTheLastAtTheEnd() async {
    let store = makeStore()
    await store.send(.throttled(1, latest: true))
    await store.receive(.delivered(1)) { $0.delivered = [1] }
    await clock.advance(by: .milliseconds(100))
    await store.send(.throttled(2, latest: true))
    await clock.advance(by: .milliseconds(100))
    await store.send(.throttled(3, latest: true))
    await clock.advance(by: .milliseconds(799))
    #expect(store.state.delivered == [1])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.delivered(3)) { $0.delivered = [1, 3] }
    // Delivering 3 opened the next interval: 4 waits for its end.
    await clock.advance(by: .milliseconds(500))
    await store.send(.throttled(4, latest: true))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.delivered(4)) { $0.delivered = [1, 3, 4] }
    // Once an interval passes with nothing throttled, the next one runs at once.
    await clock.advance(by: .seconds(1))
    await store.send(.throttled(5, latest: true))
    await store.receive(.delivered(5)) { $0.delivered = [1, 3, 4, 5] }
  }

  @Test func throttleWithoutLatestDeliversTheFirstOfTheWaitingOnes() async {
    let store = makeStore()
    await store.send(.throttled(1, latest: false))
    await store.receive(.delivered(1)) { $0.delivered = [1] }
    await store.send(.throttled(2, latest: false))
    await store.send(.throttled(3, latest: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.delivered(2)) { $0.delivered = [1, 2] }
    await clock.run()
    #expect(store.state.delivered == [1, 2])
  }

  @Test func cancellingAThrottleDropsTheWaitingOneAndEndsTheInterval() async {
    let store = makeStore()
    await store.send(.throttled(1, latest: true))
    await store.receive(.delivered(1)) { $0.delivered = [1] }
    await store.send(.throttled(2, latest: true))
    await store.send(.cancelTapped)
    await clock.run()
    #expect(store.state.delivered == [1])
    await store.send(.throttled(3, latest: true))
    await store.receive(.delivered(3)) { $0.delivered = [1, 3] }
  }

  @Test func aThrottledEffectStillWaitingFailsTheTestAtItsEnd() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.throttled(1, latest: true))
      await store.receive(.delivered(1)) { $0.delivered = [1] }
      await store.send(.throttled(2, latest: true))
    } matching: { issue in
      text(of: issue).contains("1 effect(s) still running at the end of the test")
    }
  }

  @Test func aChildsThrottleAndDebounceReachTheParent() async {
    let store = TestStore(initialState: TimedParent.State()) {
      TimedParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child(.throttled(1, latest: true)))
    await store.receive(.child(.delivered(1))) { $0.child.delivered = [1] }
    await store.send(.child(.throttled(2, latest: true)))
    await store.send(.child(.debounced(3)))
    await clock.advance(by: .milliseconds(300))
    await store.receive(.child(.delivered(3))) { $0.child.delivered = [1, 3] }
    await clock.advance(by: .milliseconds(700))
    await store.receive(.child(.delivered(2))) { $0.child.delivered = [1, 3, 2] }
  }

  @Test func aPresentedChildDismissesItselfFromAThrottledOrDebouncedEffect() async {
    for action in [ThrottledSheet.Action.closeTapped, .closeDebounced] {
      let store = TestStore(initialState: SheetHost.State()) {
        SheetHost()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.sheet(.presented(action)))
      await clock.advance(by: .seconds(1))
      await store.receive(.sheet(.dismiss)) { $0.sheet = nil }
    }
  }
}
