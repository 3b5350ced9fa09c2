import Testing

@testable import Loop

// Issue #38, item 5: `store.changes` yields only when something an observer can see changed.

/// A note whose state is `Equatable` and holds a shared value.
struct Jotter: Reducer {
  struct State: Equatable {
    var text = ""
    @Shared(.inMemory("note-tags")) var tags: [String] = []
  }
  enum Action: Sendable {
    case typed(String)
    case tagged(String)
    case nothing
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let text): state.text = text
    case .tagged(let tag): state.$tags.withLock { $0.append(tag) }
    case .nothing: break
    }
    return .none
  }
}

/// The same feature over a state that is not `Equatable`.
struct Scratch: Reducer {
  struct State { var text = "" }
  enum Action: Sendable { case nothing }
  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

@MainActor
struct StoreChangesTests {
  /// Counts what `changes` yields, on the main actor as a view would.
  @MainActor final class Observer {
    var count = 0
    var task: Task<Void, Never>?
    init<S, A>(_ store: Store<S, A>) {
      let changes = store.changes
      task = Task { @MainActor [unowned self] in for await _ in changes { count += 1 } }
    }
    /// Observes through `changes` where the state is known to be `Equatable`: the overload
    /// that hands the store the state's `==` rather than having it looked up.
    init<S: Equatable, A>(knownEquatable store: Store<S, A>) {
      let changes = store.changes
      task = Task { @MainActor [unowned self] in for await _ in changes { count += 1 } }
    }
    deinit { task?.cancel() }
  }

  /// Lets the turn's notification run, and the observer take what it yielded: it may run at
  /// a lower priority than the test, so this sleeps (a yield need not let it run), stopping
  /// early once it counted `expected`.
  func settle<S, A>(_ store: Store<S, A>, _ observer: Observer, expecting expected: Int) async {
    while store.root?.hot.pointee.notificationScheduled == true { await Task.yield() }
    for _ in 0..<200 where observer.count < expected {
      try? await Task.sleep(for: .milliseconds(1))
    }
    for _ in 0..<5 { try? await Task.sleep(for: .milliseconds(1)) }
  }

  /// A store of `Scratch` on a registry of its own: a change of a shared value anywhere in
  /// its registry (another test's, in the registry all the process's tests share) is a
  /// change its `changes` yields for.
  func scratchStore() -> StoreOf<Scratch> {
    Store(initialState: Scratch.State()) {
      Scratch()
    } withDependencies: {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
  }

  /// A store of `Jotter` on a registry of its own, in memory.
  func jotterStore() -> StoreOf<Jotter> {
    Store(initialState: Jotter.State()) {
      Jotter()
    } withDependencies: {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
  }

  /// `rounds` rounds of an action that changes nothing, then one that does: expects only the
  /// second to yield, each round.
  func expectOnlyChangesYield(
    _ store: StoreOf<Jotter>, _ observer: Observer, rounds: Int
  ) async {
    for round in 1...rounds {
      store.send(.nothing)
      await settle(store, observer, expecting: round - 1)
      #expect(observer.count == round - 1)
      store.send(.typed("note \(round)"))
      await settle(store, observer, expecting: round)
      #expect(observer.count == round)
    }
  }

  /// 100 rounds of an action that changes nothing, then one that does: only the second
  /// yields.
  @Test func aTurnThatChangesNothingYieldsNothing() async {
    let store = jotterStore()
    let observer = Observer(store)
    await expectOnlyChangesYield(store, observer, rounds: 100)
    // Typing the same text again is no change either.
    store.send(.typed("note 100"))
    await settle(store, observer, expecting: 100)
    #expect(observer.count == 100)
  }

  /// The same, observed where the state is known to be `Equatable` (the `changes` that takes
  /// the state's `==` from its caller): 20 rounds.
  @Test func aTurnThatChangesNothingYieldsNothingWhenTheStateIsKnownEquatable() async {
    let store = jotterStore()
    let observer = Observer(knownEquatable: store)
    await expectOnlyChangesYield(store, observer, rounds: 20)
    store.send(.tagged("work"))  // a shared change alone still counts
    await settle(store, observer, expecting: 21)
    #expect(observer.count == 21)
  }

  /// A scoped store whose state is `Equatable`, over a root whose state is not: it observes
  /// the root, which cannot compare, so every turn with actions yields.
  @Test func aScopedEquatableStateOverARootThatIsNotEquatableYieldsForEveryTurn() async {
    let root = scratchStore()
    let scoped = root.scope(state: \.text, action: CasePath(embed: { $0 }, extract: { $0 }))
    let observer = Observer(knownEquatable: scoped)
    root.send(.nothing)
    await settle(root, observer, expecting: 1)
    #expect(observer.count == 1)
    root.send(.nothing)
    await settle(root, observer, expecting: 2)
    #expect(observer.count == 2)
  }

  /// A change of a shared value alone (the state's `==` cannot see it) yields.
  @Test func aSharedChangeAloneYields() async {
    let store = jotterStore()
    let observer = Observer(store)
    store.send(.tagged("work"))
    await settle(store, observer, expecting: 1)
    #expect(observer.count == 1)
    store.send(.nothing)
    await settle(store, observer, expecting: 1)
    #expect(observer.count == 1)
  }

  /// Without `Equatable` there is nothing to compare with: every turn with actions yields.
  @Test func aStateThatIsNotEquatableYieldsForEveryTurn() async {
    let store = scratchStore()
    let observer = Observer(store)
    store.send(.nothing)
    await settle(store, observer, expecting: 1)
    #expect(observer.count == 1)
  }
}
