import LoopTesting
import Testing

@testable import Loop

/// A screen that loads with a cancellation id of its own, as most features do
/// (`.cancellable(id: CancelID.load, cancelInFlight: true)`).
struct Loader: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var loads = 0
  }
  enum Action: Equatable, Sendable {
    case loadTapped, loaded, stopTapped
  }
  enum CancelID { case load }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loadTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .loaded:
      state.loads += 1
      return .none
    case .stopTapped:
      return .cancel(id: CancelID.load)
    }
  }
}

/// Presents a loader, stacks loaders over it, and can start over from a fresh state.
struct LoaderHost: Reducer {
  struct State: Equatable {
    @Presents var loader: Loader.State? = nil
    var path = StackState<Loader.State>()
  }
  enum Action: Equatable, Sendable {
    case loader(PresentationAction<Loader.Action>)
    case path(StackAction<Loader.State, Loader.Action>)
    case startedOver(Int)

    var loader: PresentationAction<Loader.Action>? {
      if case .loader(let action) = self { action } else { nil }
    }
    var path: StackAction<Loader.State, Loader.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startedOver(let id):
        state = State(loader: Loader.State(id: id))
      case .path(.popFrom):
        // A parent that closes the whole stack when any screen is popped.
        state.path.removeAll()
      case .loader, .path:
        break
      }
      return .none
    }
    .ifLet(\.$loader, action: CasePath(Action.loader, \.loader)) { Loader() }
    .forEach(\.path, action: CasePath(Action.path, \.path)) { Loader() }
  }
}

@MainActor
struct NavigationScopingTests {
  func makeStore(_ state: LoaderHost.State = LoaderHost.State(), clock: TestClock)
    -> TestStore<LoaderHost.State, LoaderHost.Action>
  {
    TestStore(initialState: state) {
      LoaderHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  /// TCA scopes a stack element's cancellation ids to the element: two screens of the same
  /// feature on one stack do not cancel each other's loads.
  @Test func twoElementsOfOneStackKeepTheirOwnCancellationIDs() async {
    let clock = TestClock()
    let store = makeStore(
      LoaderHost.State(path: StackState([Loader.State(id: 1), Loader.State(id: 2)])),
      clock: clock)
    await store.send(.path(.element(id: 0, action: .loadTapped)))
    await store.send(.path(.element(id: 1, action: .loadTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .loaded))) { $0.path[id: 0]?.loads = 1 }
    await store.receive(.path(.element(id: 1, action: .loaded))) { $0.path[id: 1]?.loads = 1 }
  }

  /// As in the Pokédex: a detail pushed over the presented one must not cancel its loads,
  /// nor may its `.cancel(id:)` reach them.
  @Test func aPushedElementDoesNotCancelThePresentedChildsLoad() async {
    let clock = TestClock()
    let store = makeStore(LoaderHost.State(loader: Loader.State(id: 1)), clock: clock)
    await store.send(.loader(.presented(.loadTapped)))
    await store.send(.path(.push(id: 0, state: Loader.State(id: 2)))) {
      $0.path.append(Loader.State(id: 2))
    }
    await store.send(.path(.element(id: 0, action: .loadTapped)))
    await store.send(.path(.element(id: 0, action: .stopTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.loader(.presented(.loaded))) { $0.loader?.loads = 1 }
  }

  /// TCA checks that the id is on the stack before the parent runs: a parent that pops
  /// (or clears) the stack itself on `.popFrom` is not an issue.
  @Test func aParentThatClearsTheStackOnPopIsNotAnIssue() async {
    let store = makeStore(
      LoaderHost.State(path: StackState([Loader.State(id: 1), Loader.State(id: 2)])),
      clock: TestClock())
    await store.send(.path(.popFrom(id: 1))) { $0.path.removeAll() }
  }

  /// A state built afresh holds a new presentation even when its number of presentations
  /// so far is the same as the old one's: the old child's load must not reach the new child.
  @Test func replacingTheWholeStateCancelsTheOldChildsLoad() async {
    let clock = TestClock()
    let store = makeStore(LoaderHost.State(loader: Loader.State(id: 1)), clock: clock)
    await store.send(.loader(.presented(.loadTapped)))
    await store.send(.startedOver(2)) { $0.loader = Loader.State(id: 2) }
    await clock.advance(by: .seconds(1))
  }
}

/// A stack whose screens present sheets of their own.
struct HostStack: Reducer {
  struct State: Equatable {
    var path = StackState<Host.State>()
  }
  enum Action: Equatable, Sendable {
    case path(StackAction<Host.State, Host.Action>)
    var path: StackAction<Host.State, Host.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }
  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.path, action: CasePath(Action.path, \.path)) { Host() }
  }
}

@MainActor
struct NestedDismissTests {
  /// `dismiss()` in a sheet presented by a stack element closes the sheet, not the element;
  /// and the same sheet in two elements keeps its effects apart.
  @Test func aSheetOnAStackElementDismissesItselfOnly() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: HostStack.State(path: StackState([Host.State(), Host.State()]))
    ) {
      HostStack()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .showSheet(1)))) {
      $0.path[id: 0]?.destination = .sheet(Sheet.State(id: 1))
    }
    await store.send(.path(.element(id: 1, action: .showSheet(1)))) {
      $0.path[id: 1]?.destination = .sheet(Sheet.State(id: 1))
    }
    await store.send(.path(.element(id: 0, action: .destination(.presented(.sheet(.loadTapped))))))
    await store.send(.path(.element(id: 1, action: .destination(.presented(.sheet(.closeTapped))))))
    await store.receive(.path(.element(id: 1, action: .destination(.dismiss)))) {
      $0.path[id: 1]?.destination = nil
      $0.path[id: 1]?.log = ["dismiss seen with a child"]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(
      .path(.element(id: 0, action: .destination(.presented(.sheet(.loaded)))))
    ) {
      $0.path[id: 0]?.destination = .sheet(Sheet.State(id: 1, count: 100))
    }
  }
}

/// The spellings a TCA port meets: a Hashable state holding a presentation and a stack, and
/// the `…Of` action aliases.
struct PortingSpellingsTests {
  struct State: Hashable {
    @Presents var sheet: Int? = nil
    var path = StackState<Int>()
  }
  enum Action: Equatable, Sendable {
    case loader(PresentationActionOf<Loader>)
    case path(StackActionOf<Loader>)
  }

  @Test func presentationsAndStacksHashWhatTheyCompare() {
    var a = State()
    a.sheet = 1
    a.path.append(5)
    var b = State()
    b.path.append(5)
    b.sheet = 1
    #expect(a == b && a.hashValue == b.hashValue)
    b.path.popLast()
    b.path.append(5)  // the same element under another id
    #expect(a != b)
    #expect(Set([a, b, a]).count == 2)
    let action = Action.path(.element(id: 0, action: .loadTapped))
    #expect(action != .loader(.presented(.loadTapped)))
  }
}

/// Known gap: a presentation's identity is read through `Mirror`, so an enum state with a
/// custom mirror (written to tidy diffs, as Loop's own wrappers do) hides its case, and
/// replacing one case with another keeps the old child's effects running.
struct MirrorIdentityTests {
  enum Screen: Equatable, CustomReflectable {
    case sheet(Sheet.State)
    case settings
    var customMirror: Mirror { Mirror(self, children: [:]) }
  }

  @Test func anotherCaseOfACustomMirroredEnumIsANewPresentation() {
    var presented = Presents<Screen>(wrappedValue: .sheet(Sheet.State(id: 1)))
    let sheet = presented.generation
    presented.wrappedValue = .settings
    withKnownIssue("identity comes from Mirror, which a custom mirror replaces") {
      #expect(presented.generation != sheet)
    }
  }
}

/// A stack whose screens throttle: each screen's throttle window is its own.
struct ThrottlingStack: Reducer {
  struct State: Equatable {
    var path = StackState<Int>()
  }
  enum Action: Equatable, Sendable {
    case path(StackAction<Int, Tapped>)
    var path: StackAction<Int, Tapped>? {
      if case .path(let action) = self { action } else { nil }
    }
  }
  enum Tapped: Equatable, Sendable { case tapped, heard }
  enum CancelID { case tap }
  let clock: any Clock<Duration>

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.path, action: CasePath(Action.path, \.path)) {
        Reduce<Int, Tapped> { _, action in
          guard action == .tapped else { return .none }
          return Effect.send(.heard)
            .throttle(id: CancelID.tap, for: .seconds(1), clock: clock, latest: true)
        }
      }
  }
}

@MainActor
struct ChildThrottleTests {
  /// Screens pushed and popped one after another leave no throttle windows behind: with
  /// per-screen ids, a window kept per id would grow with every screen ever shown.
  @Test func poppedScreensLeaveNoThrottleWindowsBehind() async {
    let clock = TestClock()
    let core = StoreCore<ThrottlingStack.State, ThrottlingStack.Action>(
      initialState: ThrottlingStack.State(),
      reducer: { ThrottlingStack(clock: clock).reduce(into: &$0, action: $1) },
      dependencies: DependencyValues())
    for screen in 0..<20 {
      let id = StackElementID(integerLiteral: screen)
      _ = core.send(.path(.push(id: id, state: screen)))
      _ = core.send(.path(.element(id: id, action: .tapped)))
      _ = core.send(.path(.element(id: id, action: .tapped)))
      _ = core.send(.path(.popFrom(id: id)))
      await clock.advance(by: .seconds(2))
    }
    #expect(core.throttles.count <= 1)
  }

  /// A child dismissed while its throttle's window is open, then another presented in its
  /// place (an `ifLet` child with no id shares its scope), and a row removed and added again
  /// under its id: the new instance's first throttled action runs at once, not in the window
  /// the last one opened.
  @Test func aNewChildsFirstThrottledActionRunsAtOnce() async {
    let clock = TestClock()
    let store = TestStore(initialState: ThrottleHost.State()) { ThrottleHost(clock: clock) }
    await store.send(.child(.tapped))
    await store.receive(.child(.fired)) { $0.child?.fired = 1 }
    await store.send(.closed) { $0.child = nil }
    await store.send(.opened) { $0.child = ThrottleHost.Child.State() }
    await store.send(.child(.tapped))
    await store.receive(.child(.fired)) { $0.child?.fired = 1 }
    await store.skipInFlightEffects()

    // The same inside a Scope, where the child's ids are wrapped once more.
    let scoped = TestStore(initialState: Scoped.State()) {
      Scope(state: \Scoped.State.host, action: CasePath(Scoped.Action.host, \.host)) {
        ThrottleHost(clock: clock)
      }
    }
    await scoped.send(.host(.child(.tapped)))
    await scoped.receive(.host(.child(.fired))) { $0.host.child?.fired = 1 }
    await scoped.send(.host(.closed)) { $0.host.child = nil }
    await scoped.send(.host(.opened)) { $0.host.child = ThrottleHost.Child.State() }
    await scoped.send(.host(.child(.tapped)))
    await scoped.receive(.host(.child(.fired))) { $0.host.child?.fired = 1 }
    await scoped.skipInFlightEffects()

    // A row removed with a tap waiting, then added again under its id: its tap runs at once.
    let rows = TestStore(initialState: ThrottleRows.State()) { ThrottleRows(clock: clock) }
    await rows.send(.row(.element(id: 7, action: .tapped)))
    await rows.receive(.row(.element(id: 7, action: .fired))) { $0.rows[id: 7]?.fired = 1 }
    await rows.send(.row(.element(id: 7, action: .tapped)))  // waits for the window
    await rows.send(.removed) { $0.rows = [] }
    await rows.send(.added) { $0.rows = [ThrottleRows.Row(id: 7)] }
    await rows.send(.row(.element(id: 7, action: .tapped)))
    await rows.receive(.row(.element(id: 7, action: .fired))) { $0.rows[id: 7]?.fired = 1 }
    await rows.skipInFlightEffects()
  }
}

/// A parent presenting a child that throttles its taps, one second apart.
private struct ThrottleHost: Reducer {
  struct Child: Reducer {
    struct State: Equatable { var fired = 0 }
    enum Action: Equatable, Sendable { case tapped, fired }
    let clock: any Clock<Duration>
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tapped:
        return .send(.fired).throttle(id: "taps", for: .seconds(1), clock: clock, latest: false)
      case .fired:
        state.fired += 1
        return .none
      }
    }
  }
  struct State: Equatable { var child: Child.State? = Child.State() }
  enum Action: Equatable, Sendable {
    case child(Child.Action)
    case closed, opened
    var child: Child.Action? { if case .child(let action) = self { action } else { nil } }
  }
  let clock: any Clock<Duration>
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child: return .none
      case .closed: state.child = nil
      case .opened: state.child = Child.State()
      }
      return .none
    }
    .ifLet(\.child, action: CasePath(Action.child, \.child)) { Child(clock: clock) }
  }
}

/// Rows, each throttling its taps as `ThrottleHost`'s child does.
private struct ThrottleRows: Reducer {
  struct Row: Equatable, Identifiable, Sendable {
    var id: Int
    var fired = 0
  }
  struct State: Equatable { var rows: IdentifiedArray<Int, Row> = [Row(id: 7)] }
  enum Action: Equatable, Sendable {
    case row(IdentifiedAction<Int, ThrottleHost.Child.Action>)
    case removed, added
    var row: IdentifiedAction<Int, ThrottleHost.Child.Action>? {
      if case .row(let action) = self { action } else { nil }
    }
  }
  let clock: any Clock<Duration>
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .row: break
      case .removed: state.rows = []
      case .added: state.rows = [Row(id: 7)]
      }
      return .none
    }
    .forEach(\.rows, action: CasePath(Action.row, \.row)) {
      Scope(state: \.fired, action: CasePath(embed: { $0 }, extract: { $0 })) {
        Reduce<Int, ThrottleHost.Child.Action> { fired, action in
          var child = ThrottleHost.Child.State(fired: fired)
          let effect = ThrottleHost.Child(clock: clock).reduce(into: &child, action: action)
          fired = child.fired
          return effect
        }
      }
    }
  }
}

/// `ThrottleHost` inside a `Scope`.
private enum Scoped {
  struct State: Equatable { var host = ThrottleHost.State() }
  enum Action: Equatable, Sendable {
    case host(ThrottleHost.Action)
    var host: ThrottleHost.Action? { if case .host(let action) = self { action } else { nil } }
  }
}
