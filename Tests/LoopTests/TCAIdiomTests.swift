import Loop
import LoopTesting
import Testing

// Issue #28, item 1: TestStore idioms TCA users write every day, behaving as in TCA.

/// A timer that ticks every second until stopped, and a search answered with a payload.
struct Ticking: Reducer {
  struct State: Equatable {
    var seconds = 0
    var results: [String] = []
    var isOn = false
  }
  enum Action: Equatable, Sendable {
    case startTapped, ticked
    case searched(String)
    case searchResponse([String])
    case slowTapped, slowDone

    var searchResponse: [String]? { if case .searchResponse(let r) = self { r } else { nil } }
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isOn = true
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    case .ticked:
      state.seconds += 1
      return .none
    case .searched(let query):
      return .send(.searchResponse([query.uppercased()]))
    case .searchResponse(let results):
      state.results = results
      return .none
    case .slowTapped:
      // Real asynchronous work, not on the test's clock.
      return .run { send in
        try await Task.sleep(for: .milliseconds(30))
        await send(.slowDone)
      }
    case .slowDone:
      return .none
    }
  }
}

/// A destination whose state enum's case property has a setter, as the porting guide shows.
struct Counting: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case incremented, closeTapped }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incremented:
      state.count += 1
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

struct DestinationHost: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State? = nil
  }
  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    var destination: PresentationAction<Destination.Action>? {
      if case .destination(let a) = self { a } else { nil }
    }
  }
  struct Destination: Reducer {
    enum State: Equatable, ReducerState {
      case detail(Counting.State)
      static var reducer: Destination { Destination() }
      var detail: Counting.State? {
        get { if case .detail(let s) = self { s } else { nil } }
        set { if let newValue { self = .detail(newValue) } }
      }
    }
    enum Action: Equatable, Sendable {
      case detail(Counting.Action)
      var detail: Counting.Action? { if case .detail(let a) = self { a } else { nil } }
    }
    var body: some ReducerOf<Self> {
      Scope(state: CasePath(State.detail, \.detail), action: CasePath(Action.detail, \.detail)) {
        Counting()
      }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
  }
}

@MainActor
struct TCAIdiomTests {
  @Test func assertWithExhaustivityOffComparesAgainstTheCurrentState() async {
    let store = TestStore(initialState: Ticking.State()) { Ticking() }
    store.exhaustivity = .off
    await store.send(.searched("pika"))
    // The response was received but not asserted: the state now holds its results.
    store.assert { $0.results = ["PIKA"] }
  }

  @Test func cancellingTheTaskOfASendEndsItsEffectBeforeTheTestEnds() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticking.State()) {
      Ticking()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.startTapped) { $0.isOn = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.seconds = 1 }
    await timer.cancel()
    #expect(timer.isCancelled)
  }

  @Test func finishReturnsAsSoonAsRealWorkEnds() async {
    let store = TestStore(initialState: Ticking.State()) { Ticking() }
    let slow = await store.send(.slowTapped)
    let started = ContinuousClock.now
    await slow.finish(timeout: .seconds(60))
    // Long before the minute: 30 ms of work (seconds under a loaded thread sanitizer run).
    #expect(started.duration(to: .now) < .seconds(30))
    await store.receive(.slowDone)
  }

  @Test func finishThatTimesOutSaysWhereTheEffectWasStarted() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticking.State()) {
      Ticking()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.startTapped) { $0.isOn = true }
    await withKnownIssue {
      await timer.finish(timeout: .milliseconds(20))
    } matching: { issue in
      text(of: issue).contains("startTapped")
        && text(of: issue).contains("TCAIdiomTests.swift")
        && text(of: issue).contains("did not finish within")
    }
    await timer.cancel()
  }

  @Test func receiveByCaseAndPayload() async {
    let store = TestStore(initialState: Ticking.State()) { Ticking() }
    await store.send(.searched("pika"))
    await store.receive(\.searchResponse, ["PIKA"]) { $0.results = ["PIKA"] }
  }

  @Test func receiveByCaseAndTheWrongPayloadFails() async {
    let store = TestStore(initialState: Ticking.State()) { Ticking() }
    store.timeout = .milliseconds(50)
    await store.send(.searched("pika"))
    await withKnownIssue {
      await store.receive(\.searchResponse, ["CHU"]) { $0.results = ["PIKA"] }
    }
  }

  @Test func assertionsWriteThroughAnEnumCaseAndReceiveTheDismissal() async {
    let store = TestStore(
      initialState: DestinationHost.State(destination: .detail(Counting.State()))
    ) { DestinationHost() }
    await store.send(.destination(.presented(.detail(.incremented)))) {
      $0.destination?.detail?.count = 1
    }
    await store.send(.destination(.presented(.detail(.closeTapped))))
    await store.receive(\.destination?.dismiss) { $0.destination = nil }
  }
}
