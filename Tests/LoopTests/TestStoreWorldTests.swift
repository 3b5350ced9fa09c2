import LoopTesting
import Testing

@testable import Loop

// Issue #38, items 2 and 3: a TestStore's assert closures see the store's world (its shared
// values), and its failures say where, counting each effect once.

/// A reader that logs what it read into a shared log its library holds too.
struct Reader: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("reading-log")) var log: [String] = []
  }
  enum Action: Equatable, Sendable { case read }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$log.withLock { $0.append("Read") }
    return .none
  }
}

struct Library: Reducer {
  struct State: Equatable {
    var reader: Reader.State?
    @Shared(.inMemory("reading-log")) var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case opened, closed
    case reader(Reader.Action)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .opened: state.reader = Reader.State()
      case .closed: state.reader = nil
      case .reader: break
      }
      return .none
    }
    .ifLet(\.reader, action: Action.reader) { Reader() }
  }
}

/// A filter typed with a debounce.
struct Filter: Reducer {
  struct State: Equatable { var query = "" }
  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case filtered
  }
  enum CancelID { case filter }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .queryChanged(let query):
      state.query = query
      return .send(.filtered).debounce(id: CancelID.filter, for: .milliseconds(300), clock: clock)
    case .filtered:
      return .none
    }
  }
}

@MainActor
struct TestStoreWorldTests {
  /// No registry installed by the test: the store has its own, and a `@Shared` made in an
  /// assert closure must read that one.
  @Test func aSharedMadeInAnAssertClosureReadsTheStoresValue() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.opened) { $0.reader = Reader.State() }
    await store.send(.reader(.read)) { $0.$log.withLock { $0 = ["Read"] } }
    await store.send(.closed) { $0.reader = nil }
    // The new reader's log is the store's, which holds "Read".
    await store.send(.opened) { $0.reader = Reader.State() }
    #expect(store.state.reader?.log == ["Read"])
  }

  /// Assert closures keep their dependencies from one step to the next; a change the test
  /// makes to the store's dependencies between steps reaches the next closure.
  @Test func anAssertClosureSeesDependenciesChangedBetweenSteps() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    var seen: [SharedRegistry] = []
    await store.send(.opened) {
      $0.reader = Reader.State()
      seen.append(DependencyValues.inForce.sharedRegistry)
    }
    let other = SharedRegistry(persistence: .memoryOnly)
    store.dependencies.sharedRegistry = other
    store.assert { _ in seen.append(DependencyValues.inForce.sharedRegistry) }
    await store.send(.closed) {
      $0.reader = nil
      seen.append(DependencyValues.inForce.sharedRegistry)
    }
    #expect(seen.count == 3)
    #expect(seen.first !== other)
    #expect(seen.dropFirst().allSatisfy { $0 === other })
  }

  /// An assert closure that changes a shared value inside `withDependencies` writes the
  /// expected copy, not the real value: the assertion of a value the step did not leave is a
  /// failure, and the real log keeps what the reducer wrote.
  @Test func anAssertClosureWritesTheExpectedSharedInsideWithDependencies() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.opened) { $0.reader = Reader.State() }
    await withKnownIssue {
      await store.send(.reader(.read)) { state in
        withDependencies { _ in
        } operation: {
          state.$log.withLock { $0 = ["Not read"] }
        }
      }
    } matching: { issue in
      text(of: issue).contains("Shared value")
    }
    #expect(store.state.log == ["Read"])
  }

  /// A reducer with `.dependency` called inside an assert closure (a frame of its own over the
  /// closure's) still writes the expected copy of a shared value, and the change counts as
  /// asserted.
  @Test func aReducerRunInAnAssertClosureWritesTheExpectedShared() async {
    let store = TestStore(initialState: Library.State()) { Library() }
    await store.send(.opened) { $0.reader = Reader.State() }
    await store.send(.reader(.read)) { state in
      _ = Reader().dependency(\.context, .test).reduce(into: &state.reader!, action: .read)
    }
    #expect(store.state.log == ["Read"])
  }

  /// Each assert closure's stack ids start at the store's next id: a closure that pushed and
  /// failed does not move the next closure's ids on.
  @Test func anAssertClosuresPushesDoNotMoveTheNextClosuresIDs() async {
    let store = TestStore(initialState: LinkedTab.State()) {
      LinkedTab()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.pushed(1)) { $0.path.append(Loader.State(id: 1)) }
    withKnownIssue {
      store.assert { $0.path.append(Loader.State(id: 9)) }
    } matching: { issue in
      text(of: issue).contains("not what the test expected")
    }
    await store.send(.pushed(2)) { $0.path.append(Loader.State(id: 2)) }
    #expect(store.state.path.count == 2)
  }

  /// A test that gives the store another stack id generator between steps: the next assert
  /// closure's push gets the id the reducer's push got from it, not one of the old generator.
  @Test func anAssertClosurePushesWithAGeneratorSetBetweenSteps() async {
    let store = TestStore(initialState: LinkedTab.State()) {
      LinkedTab()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }
    await store.send(.pushed(1)) { $0.path.append(Loader.State(id: 1)) }
    store.dependencies.stackElementID = StackElementIDGenerator(startingAt: 50)
    await store.send(.pushed(2)) { $0.path.append(Loader.State(id: 2)) }
    #expect(store.state.path.ids.map(\.rawValue) == [0, 50])
  }

  /// An issue reported without a location from a reducer, or from an effect it starts, points
  /// at the test's line that sent the action.
  @Test func anIssueFromAReducerOrItsEffectPointsAtTheSend() async {
    let sendLine = #line + 8
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) {
        Reduce<Counter.State, Counter.Action> { _, _ in
          reportIssue("from the reducer")
          return .run { _ in reportIssue("from the effect") }
        }
      }
      await store.send(.incrementTapped)
    } matching: { issue in
      (text(of: issue).contains("from the reducer") || text(of: issue).contains("from the effect"))
        && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func aPendingDebounceIsOneEffectStillRunning() async {
    await withKnownIssue {
      let store = TestStore(initialState: Filter.State()) {
        Filter()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.queryChanged("pika")) { $0.query = "pika" }
    } matching: { issue in
      text(of: issue).contains("1 effect(s) still running at the end of the test")
    }
  }

  @Test func anUnassertedReceivedActionIsReportedAtTheLastStep() async {
    let clock = TestClock()
    let lastStepLine = #line + 6
    await withKnownIssue {
      let store = makeFilterStore(clock)  // a helper makes the store, elsewhere
      await store.send(.queryChanged("pika")) { $0.query = "pika" }
      await clock.advance(by: .milliseconds(300))
      // `.filtered` arrives and is never asserted.
      await store.finish()
    } matching: { issue in
      text(of: issue).contains("received 1 action(s) the test did not assert")
        && issue.sourceLocation?.fileName == "TestStoreWorldTests.swift"
        && issue.sourceLocation?.line == lastStepLine
    }
  }

  func makeFilterStore(_ clock: TestClock) -> TestStore<Filter.State, Filter.Action> {
    TestStore(initialState: Filter.State()) {
      Filter()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }
}

/// Issue #38, item 4: `_printChanges` shows a shared value's change, once.
@MainActor
struct PrintSharedChangesTests {
  @Test func aSharedChangeIsPrintedOnceWhereverItIsHeld() {
    let lines = Locked<[String]>([])
    let store = withDependencies {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    } operation: {
      Store(initialState: Library.State()) {
        Library()._printChanges { text in lines.withLock { $0.append(text) } }
      }
    }
    store.send(.opened)
    store.send(.reader(.read))
    let printed = lines.withLock { $0 }
    #expect(printed.count == 2)
    let read = printed.last ?? ""
    #expect(read.contains("received action: "))
    // The library and its reader hold the one log: it is written once, with both values.
    #expect(read.components(separatedBy: "(shared)").count == 2, "\(read)")
    #expect(read.contains("log (shared): [] → [\"Read\"]"), "\(read)")
    #expect(!read.contains("(no state change)"))
  }
}
