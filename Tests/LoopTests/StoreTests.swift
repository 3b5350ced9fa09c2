import Loop
import LoopTesting
import Testing

@MainActor
struct StoreTests {
  @Test func sendRunsTheReducerAndExposesState() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    store.send(.decrementTapped)
    #expect(store.state.count == 1)
  }

  @Test func builderComposesReducersInOrder() {
    struct Feature: Reducer {
      struct State: Equatable {
        var log: [String] = []
        var flag = true
      }
      enum Action: Sendable { case tapped }
      var body: some Reducer<State, Action> {
        Reduce { state, _ in
          state.log.append("first")
          return .none
        }
        if true {
          Reduce { state, _ in
            state.log.append("if")
            return .none
          }
        }
        CombineReducers {
          EmptyReducer()
          Reduce { state, _ in
            state.log.append("combined")
            return .none
          }
        }
        for name in ["a", "b"] {
          Reduce { state, _ in
            state.log.append(name)
            return .none
          }
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.tapped)
    #expect(store.state.log == ["first", "if", "combined", "a", "b"])
  }

  @Test func scopeRunsTheChildOnItsState() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.counter(.incrementTapped))
    store.send(.counter(.incrementTapped))
    #expect(store.state.counter.count == 2)
    #expect(store.state.childChanges == 2)

    let child = store.scope(state: \.counter, action: CasePath(Parent.Action.counter, \.counter))
    child.send(.decrementTapped)
    #expect(child.state.count == 1)
    #expect(store.state.counter.count == 1)
  }

  // On a registry of their own: a shared value another test changes in the registry every
  // test shares is a change `changes` yields for (see `Store.changes`).
  @Test func changesYieldOncePerBurst() async {
    var store: Store<Counter.State, Counter.Action>? = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
    let changes = store!.changes
    for _ in 0..<50 { store!.send(.incrementTapped) }
    #expect(store!.state.count == 50)
    store = nil  // finishes the stream
    var elements = 0
    for await _ in changes { elements += 1 }
    #expect(elements == 1)
  }

  @Test func aWaitingObserverWakesOncePerTurn() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
    let changes = store.changes
    let wakes = Log()
    let observer = Task {
      for await _ in changes { wakes.append("woke at \(store.state.count)") }
    }
    await Task.yield()  // the observer is waiting now
    for _ in 0..<50 { store.send(.incrementTapped) }
    for _ in 0..<20 { await Task.yield() }
    #expect(wakes.all == ["woke at 50"])
    observer.cancel()
  }

  @Test func sendReturnsATaskThatFinishesWithTheEffects() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.delayedIncrementTapped).finish()
    #expect(store.state.count == 1)
  }

  @Test func cancellingTheSendTaskCancelsItsEffects() async {
    let store = Store(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.continuousClock = ContinuousClock()
    }
    let task = store.send(.delayedIncrementTapped)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.state.count == 0)
  }

  @Test func reentrantSendsFromEffectsAreProcessedInOrder() async {
    struct Feature: Reducer {
      struct State: Equatable { var log: [Int] = [] }
      enum Action: Sendable {
        case start
        case step(Int)
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .run { send in for i in 0..<100 { await send(.step(i)) } }
        case .step(let i):
          state.log.append(i)
          return i < 100 && i % 10 == 0 ? .send(.step(1000 + i)) : .none
        }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.start).finish()
    var expected: [Int] = []
    for i in 0..<100 {
      expected.append(i)
      if i % 10 == 0 { expected.append(1000 + i) }
    }
    #expect(store.state.log == expected)
  }

  @Test func deinitOfTheStoreCancelsItsEffects() async throws {
    let log = Log()
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    var store: Store<Counter.State, Counter.Action>? = Store(initialState: Counter.State()) {
      Reduce { _, _ in
        .run { _ in
          log.append("started")
          startedContinuation.yield()
          do {
            try await Task.sleep(for: .seconds(30))
            log.append("finished")
          } catch {
            log.append("cancelled")
          }
        }
      }
    }
    let task = store!.send(.incrementTapped)
    for await _ in started { break }
    store = nil
    await task.finish()
    #expect(log.all == ["started", "cancelled"])
  }

  @Test func anEffectCancelledInTheTurnThatStartedItNeverRuns() async throws {
    let log = Log()
    var store: Store<Counter.State, Counter.Action>? = Store(initialState: Counter.State()) {
      Reduce { _, action in
        switch action {
        case .incrementTapped:
          .run { _ in log.append("ran") }.cancellable(id: "work")
        case .decrementTapped:
          .cancel(id: "work")
        default:
          .none
        }
      }
    }
    let cancelled = store!.send(.incrementTapped)
    store!.send(.decrementTapped)
    await cancelled.finish()
    // Released in the turn that sent the action: its effect is cancelled before it starts.
    let released = store!.send(.incrementTapped)
    store = nil
    await released.finish()
    #expect(cancelled.isCancelled && released.isCancelled)
    #expect(log.all == [])
  }

  /// A store makes its effects' tasks when the turn ends; they still carry the task locals of
  /// the code that sent the action, so an issue an effect reports fails the test that sent it.
  @Test func anIssueAPlainStoresEffectReportsBelongsToTheTestThatSentTheAction() async {
    installTestFailureReporter()
    await withKnownIssue {
      let store = Store<Counter.State, Counter.Action>(initialState: Counter.State()) {
        Reduce { _, _ in .run { _ in reportIssue("reported from an effect") } }
      }
      await store.send(.incrementTapped).finish()
    } matching: { issue in
      text(of: issue).contains("reported from an effect")
    }
  }

  /// Cancelling the `StoreTask` before the turn ends, outside the store's own cancellation ids,
  /// also means the effect never gets a task: its operation never runs, awaiting it returns,
  /// and the store stops counting it once the turn is over.
  @Test func aStoreTaskCancelledInItsTurnNeverRunsAndTheStoreForgetsIt() async {
    let log = Log()
    let core = StoreCore<Counter.State, Counter.Action>(
      initialState: Counter.State(),
      reducer: { _, _ in .run { _ in log.append("ran") } },
      dependencies: DependencyValues())
    let store = Store(core: core)
    let task = store.send(.incrementTapped)
    task.cancel()
    #expect(task.isCancelled)
    #expect(core.runningEffectCount == 1)
    await task.finish()
    await Task.yield()  // the turn's job that makes the tasks has run by now
    #expect(core.runningEffectCount == 0)
    #expect(log.all == [])
  }

  /// Awaiting an effect before its task is made waits for the task, then for it to end.
  @Test func finishWaitsForAnEffectWhoseTaskIsNotMadeYet() async {
    let log = Log()
    let store = Store<Counter.State, Counter.Action>(initialState: Counter.State()) {
      Reduce { _, _ in
        .run { _ in
          await Task.yield()
          log.append("ran")
        }
      }
    }
    let task = store.send(.incrementTapped)
    #expect(!task.isCancelled)
    await task.finish()
    #expect(log.all == ["ran"])
  }
}

struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
    var childChanges = 0
  }
  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.counter, action: CasePath(Action.counter, \.counter)) { Counter() }
    Reduce { state, action in
      state.childChanges += 1
      return .none
    }
  }
}
