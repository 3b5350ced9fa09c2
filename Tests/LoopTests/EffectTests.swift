import Loop
import LoopTesting
import Testing

/// A feature that exercises every kind of effect.
struct Effects: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case sendTapped, mergeTapped, concatenateTapped, startTimer, stopTimer, tick
    case startAndCancelSameTurn, failingTapped, cancelledFailingTapped, uncaughtTapped
    case logged(String)
    var logged: String? { if case .logged(let line) = self { line } else { nil } }
  }
  enum CancelID { case timer, slow }
  struct Boom: Error {}
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sendTapped:
      return .send(.logged("sent"))
    case .mergeTapped:
      return .merge(.send(.logged("a")), .none, .send(.logged("b")))
    case .concatenateTapped:
      return .concatenate(
        .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.logged("slow first"))
        },
        .send(.logged("then second")))
    case .startTimer:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.log.append("tick")
      return .none
    case .startAndCancelSameTurn:
      return .merge(
        .run { send in await send(.logged("must not arrive")) }.cancellable(id: CancelID.slow),
        .cancel(id: CancelID.slow))
    case .failingTapped:
      return .run { _ in
        throw Boom()
      } catch: { error, send in
        await send(.logged("caught \(error)"))
      }
    case .cancelledFailingTapped:
      return .run { _ in
        try await clock.sleep(for: .seconds(5))
      } catch: { error, send in
        await send(.logged("should not see \(error)"))
      }
      .cancellable(id: CancelID.slow)
    case .uncaughtTapped:
      return .run { _ in throw Boom() }
    case .logged(let line):
      state.log.append(line)
      return .none
    }
  }
}

@MainActor
struct EffectTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStore<Effects.State, Effects.Action> {
    TestStore(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func sendDeliversRightAfterTheAction() async {
    let store = makeStore()
    await store.send(.sendTapped)
    await store.receive(.logged("sent")) { $0.log = ["sent"] }
  }

  @Test func mergeRunsAllAndSkipsNone() async {
    let store = makeStore()
    await store.send(.mergeTapped)
    await store.receive(.logged("a")) { $0.log = ["a"] }
    await store.receive(.logged("b")) { $0.log = ["a", "b"] }
  }

  @Test func concatenateWaitsForEachEffect() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.concatenateTapped)
    await clock.advance(by: .seconds(1))
    #expect(store.state.log.isEmpty)
    await clock.advance(by: .seconds(1))
    await store.receive(.logged("slow first")) { $0.log = ["slow first"] }
    await store.receive(.logged("then second")) { $0.log = ["slow first", "then second"] }
  }

  @Test func cancellableTimerStopsOnCancel() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.log = ["tick"] }
    await store.send(.startTimer)  // cancelInFlight: still one timer
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.log = ["tick", "tick"] }
    await store.send(.stopTimer)
    await clock.advance(by: .seconds(10))
    #expect(clock.pendingSleepCount == 0)
  }

  @Test func cancelInTheSameTurnFindsAnEffectThatHasNotStarted() async {
    let store = makeStore()
    await store.send(.startAndCancelSameTurn)
    await store.finish()
  }

  @Test func errorsReachCatch() async {
    let store = makeStore()
    await store.send(.failingTapped)
    await store.receive(.logged("caught Boom()")) { $0.log = ["caught Boom()"] }
  }

  @Test func cancellationNeverReachesCatch() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.cancelledFailingTapped)
    await store.skipInFlightEffects()
    await clock.run()
    await store.finish()
    #expect(store.state.log.isEmpty)
  }

  @Test func anErrorWithoutCatchIsReported() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.uncaughtTapped)
    } matching: { issue in
      text(of: issue).contains("An effect threw Boom()")
    }
  }

  @Test func mapWrapsChildActions() async {
    let store = TestStore(initialState: Wrapper.State()) {
      Wrapper()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.effects(.sendTapped))
    await store.receive(.effects(.logged("sent"))) { $0.effects.log = ["sent"] }
  }

  @Test func aCancelledEffectNeverDeliversALateResult() async {
    // A live store on the real clock: the effect's result arrives after the cancel.
    let store = Store(initialState: Effects.State()) {
      Effects()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    let timer = store.send(.startTimer)
    store.send(.stopTimer)
    await timer.finish()
    try? await Task.sleep(for: .milliseconds(1100))
    #expect(store.state.log.isEmpty)
  }

  @Test func twoStoresNeverCancelEachOthersEffects() async {
    let clock = TestClock()
    let first = makeStore(clock)
    let second = makeStore(clock)
    await first.send(.startTimer)
    await second.send(.startTimer)
    await second.send(.stopTimer)
    await clock.advance(by: .seconds(1))
    await first.receive(.tick) { $0.log = ["tick"] }
    await first.send(.stopTimer)
  }
}

struct Wrapper: Reducer {
  struct State: Equatable { var effects = Effects.State() }
  enum Action: Equatable, Sendable {
    case effects(Effects.Action)
    var effects: Effects.Action? { if case .effects(let action) = self { action } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.effects, action: CasePath(Action.effects, \.effects)) { Effects() }
  }
}

/// A parent that lifts a child's effects of every kind into its own actions with `map`.
struct Mapped: Reducer {
  struct State: Equatable { var got: [Int] = [] }
  enum Action: Equatable, Sendable {
    case start, stop
    case got(Int)
  }
  enum SlowID { case slow }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .start:
        let child: Effect<Int> = .merge(
          .send(1),
          .concatenate(.send(2), .send(3)),
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(4)
          }
          .cancellable(id: SlowID.slow))
        return child.map(Action.got)
      case .stop:
        return Effect<Int>.cancel(id: SlowID.slow).map(Action.got)
      case .got(let value):
        state.got.append(value)
        return Effect<Int>.none.map(Action.got)
      }
    }
  }
}

@MainActor
struct EffectMapTests {
  @Test func mergingWithNoneIsTheOtherEffect() {
    #expect(Effect<Int>.none.merging(.none).isNone)
    #expect(!Effect<Int>.send(1).merging(.none).isNone)
    #expect(!Effect<Int>.none.merging(.send(1)).isNone)
  }

  @Test func mapOfNoneIsNone() {
    #expect(Effect<Int>.none.map { "\($0)" }.isNone)
    #expect(!Effect<Int>.send(1).map { "\($0)" }.isNone)
  }

  @Test func mapLiftsMergedConcatenatedAndCancellableEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mapped.State()) {
      Mapped()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.receive(.got(1)) { $0.got = [1] }
    await store.receive(.got(2)) { $0.got = [1, 2] }
    await store.receive(.got(3)) { $0.got = [1, 2, 3] }
    await clock.advance(by: .seconds(1))
    await store.receive(.got(4)) { $0.got = [1, 2, 3, 4] }
  }

  @Test func aMappedCancelStopsTheMappedCancellable() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mapped.State()) {
      Mapped()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start)
    await store.receive(.got(1)) { $0.got = [1] }
    await store.receive(.got(2)) { $0.got = [1, 2] }
    await store.receive(.got(3)) { $0.got = [1, 2, 3] }
    await store.send(.stop)
    // Had the cancel not reached the slow effect, `.got(4)` would arrive here.
    await clock.advance(by: .seconds(1))
  }
}
