import LoopTesting
import Testing

@testable import Loop

/// A parent that presents an optional child with its own slow effect, and closes a child whose
/// count has gone negative on the child action that shows it.
struct Presenter: Reducer {
  struct State: Equatable {
    var child: Counter.State?
    var rows: [Row] = []
  }
  struct Row: Equatable, Identifiable {
    var id: Int
    var counter = Counter.State()
  }
  enum Action: Equatable, Sendable {
    case presentTapped, dismissTapped
    case present(count: Int)
    case addRow(Int)
    case removeRow(Int)
    case child(Counter.Action)
    case row(id: Int, action: Counter.Action)
    var child: Counter.Action? { if case .child(let action) = self { action } else { nil } }
    var row: (id: Int, action: Counter.Action)? {
      if case .row(let id, let action) = self { (id, action) } else { nil }
    }
  }
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .presentTapped: state.child = Counter.State()
      case .present(let count): state.child = Counter.State(count: count)
      case .child:
        if let child = state.child, child.count < 0 { state.child = nil }
      case .dismissTapped: state.child = nil
      case .addRow(let id): state.rows.append(Row(id: id))
      case .removeRow(let id): state.rows.removeAll { $0.id == id }
      case .row: break
      }
      return .none
    }
    .ifLet(\.child, action: CasePath(Action.child, \.child)) { Counter() }
    .forEach(\.rows, action: CasePath(Action.row, \.row)) {
      Scope(state: \.counter, action: CasePath(embed: { $0 }, extract: { $0 })) { Counter() }
    }
  }
}

@MainActor
struct CompositionTests {
  func makeStore(_ clock: TestClock) -> TestStore<Presenter.State, Presenter.Action> {
    TestStore(initialState: Presenter.State()) {
      Presenter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func ifLetRunsTheChildWhilePresent() async {
    let store = makeStore(TestClock())
    await store.send(.presentTapped) { $0.child = Counter.State() }
    await store.send(.child(.incrementTapped)) { $0.child?.count = 1 }
    await store.send(.dismissTapped) { $0.child = nil }
  }

  @Test func dismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.presentTapped) { $0.child = Counter.State() }
    await store.send(.child(.delayedIncrementTapped))
    await store.send(.dismissTapped) { $0.child = nil }
    // The delayed increment would arrive here (and fail the exhaustive store) had it survived.
    await clock.advance(by: .seconds(1))
  }

  @Test func aChildActionAfterWhichTheParentDismissesCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.presentTapped) { $0.child = Counter.State() }
    await store.send(.child(.delayedIncrementTapped))
    await store.send(.child(.decrementTapped)) { $0.child = nil }
    // The delayed increment would arrive here (and fail the exhaustive store) had it survived.
    await clock.advance(by: .seconds(1))
  }

  @Test func anEffectTheDismissingChildActionStartsIsCancelledToo() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.present(count: -1)) { $0.child = Counter.State(count: -1) }
    await store.send(.child(.delayedIncrementTapped)) { $0.child = nil }
    await clock.advance(by: .seconds(1))
  }

  @Test func aChildActionWithoutChildStateIsReported() async {
    await withKnownIssue {
      let store = makeStore(TestClock())
      await store.send(.child(.incrementTapped))
    } matching: { issue in
      text(of: issue).contains("while its state (") && text(of: issue).contains("was nil")
    }
  }

  @Test func forEachRunsTheElementNamedByTheAction() async {
    let store = makeStore(TestClock())
    await store.send(.addRow(1)) { $0.rows = [Presenter.Row(id: 1)] }
    await store.send(.addRow(2)) { $0.rows.append(Presenter.Row(id: 2)) }
    await store.send(.row(id: 2, action: .incrementTapped)) { $0.rows[1].counter.count = 1 }
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.addRow(1)) { $0.rows = [Presenter.Row(id: 1)] }
    await store.send(.addRow(2)) { $0.rows.append(Presenter.Row(id: 2)) }
    await store.send(.row(id: 1, action: .delayedIncrementTapped))
    await store.send(.row(id: 2, action: .delayedIncrementTapped))
    await store.send(.removeRow(1)) { $0.rows.removeFirst() }
    await clock.advance(by: .seconds(1))
    await store.receive(.row(id: 2, action: .incrementDelivered)) {
      $0.rows[0].counter.count = 1
    }
  }

  @Test func printChangesWritesActionsAndDiffs() {
    let log = Log()
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges { log.append($0) }
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.incrementTapped)
    store.send(.delayedIncrementTapped)
    #expect(
      log.all == [
        "received action: LoopTests.Counter.Action.incrementTapped\n  count: 0 → 1",
        "received action: LoopTests.Counter.Action.delayedIncrementTapped\n  (no state change)",
      ])
  }

  @Test func diffsNameTheFieldsThatChanged() {
    struct Inner: Equatable {
      var name: String
      var tags: [String]
    }
    struct Outer: Equatable {
      var inner: Inner
      var load: Loading
      var same = 1
    }
    let before = Outer(inner: Inner(name: "Pikachu", tags: ["a", "b"]), load: .loading)
    let after = Outer(inner: Inner(name: "Raichu", tags: ["a", "c"]), load: .loaded(25))
    let found = differences(before, after).map { "\($0.path): \($0.expected) → \($0.actual)" }
    #expect(
      found == [
        "inner.name: \"Pikachu\" → \"Raichu\"",
        "inner.tags[1]: \"b\" → \"c\"",
        "load: LoopTests.Loading.loading → LoopTests.Loading.loaded(25)",
      ])
  }

  @Test func immediateClockSleepsReturnAtOnceAndMoveNow() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    try await clock.sleep(for: .seconds(3600))
    #expect(start.duration(to: clock.now) == .seconds(3600))
  }
}

/// Three `Scope`s over the same child, its state reached three ways: a stored field, a field
/// of a stored field, and a computed property (which has no fixed place in the parent).
struct ThreeWays: Reducer {
  struct State: Equatable {
    var stored = Counter.State()
    var nested = Holder()
    var hidden = Counter.State(name: "hidden")
    var computed: Counter.State {
      get { hidden }
      set { hidden = newValue }
    }
  }
  struct Holder: Equatable { var counter = Counter.State(name: "nested") }
  enum Action: Equatable, Sendable {
    case stored(Counter.Action)
    case nested(Counter.Action)
    case computed(Counter.Action)
    var stored: Counter.Action? { if case .stored(let a) = self { a } else { nil } }
    var nested: Counter.Action? { if case .nested(let a) = self { a } else { nil } }
    var computed: Counter.Action? { if case .computed(let a) = self { a } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.stored, action: CasePath(Action.stored, \.stored)) { Counter() }
    Scope(state: \.nested.counter, action: CasePath(Action.nested, \.nested)) { Counter() }
    Scope(state: \.computed, action: CasePath(Action.computed, \.computed)) { Counter() }
  }
}

@MainActor
struct ScopePathTests {
  @Test func eachScopeChangesOnlyItsOwnChildWhereverItsStateLies() async {
    let clock = TestClock()
    let store = TestStore(initialState: ThreeWays.State()) {
      ThreeWays()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.stored(.incrementTapped)) { $0.stored.count = 1 }
    await store.send(.nested(.decrementTapped)) { $0.nested.counter.count = -1 }
    await store.send(.computed(.incrementTapped)) { $0.hidden.count = 1 }
    // A child's effect comes back wrapped in its own case, through each kind of path.
    await store.send(.stored(.delayedIncrementTapped))
    await store.send(.nested(.delayedIncrementTapped))
    await store.send(.computed(.delayedIncrementTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.stored(.incrementDelivered)) { $0.stored.count = 2 }
    await store.receive(.nested(.incrementDelivered)) { $0.nested.counter.count = 0 }
    await store.receive(.computed(.incrementDelivered)) { $0.hidden.count = 2 }
  }
}

/// An enum payload for the diff test (the Pokédex's `LoadState` lives in PokedexCore).
enum Loading: Equatable {
  case loading
  case loaded(Int)
}
