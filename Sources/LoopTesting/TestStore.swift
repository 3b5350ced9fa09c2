import Dispatch
import Loop

/// How strictly a ``TestStore`` checks.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.appeared)
/// await store.receive(\.pageReceived) { $0.rows.count = 20 }
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every action, state change, effect and shared change must be asserted (the default).
  ///
  /// ```swift
  /// store.exhaustivity = .on
  /// ```
  case on
  /// Only what the test asserts is checked. When `showSkippedAssertions` is true, everything
  /// skipped (unasserted state changes, received actions, effects still running at the end)
  /// is listed as a known issue, which does not fail the test.
  ///
  /// ```swift
  /// store.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  case off(showSkippedAssertions: Bool)
  /// `.off(showSkippedAssertions: false)`.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// ```
  public static let off = Exhaustivity.off(showSkippedAssertions: false)
}

/// Tests a feature step by step: every action sent, every action its effects send back, and
/// every state change must be asserted, or the test fails with a field-by-field diff.
///
/// ```swift
/// @MainActor @Test func increment() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementTapped) { $0.count = 1 }
/// }
/// ```
///
/// Besides state mismatches, a test fails when it ends with an action received but not
/// asserted, an effect still running, a change to a `Shared` value nobody asserted, or when
/// a dependency is used without being overridden. Failures point at the test's own line.
///
/// The end-of-test checks run when the store is released. Use it from `@MainActor` tests or,
/// as in TCA, from any async test with `await`:
///
/// ```swift
/// @Test func increment() async {
///   let store = await TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementTapped) { $0.count = 1 }
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action: Sendable> {
  /// How strictly the store checks; `.on` unless set.
  ///
  /// ```swift
  /// store.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  public var exhaustivity: Exhaustivity = .on
  /// How long `receive` and `finish` wait for effects doing real asynchronous work.
  ///
  /// ```swift
  /// store.timeout = .seconds(5)  // a test against a loopback HTTP server
  /// ```
  public var timeout: Duration

  private let core: StoreCore<State, Action>
  private let tracker = SharedChangeTracker()
  private let location: CodeLocation
  /// Where the test's last step (send, receive, assert, finish, skip) was: what an action
  /// received after it and never asserted is reported at.
  private var lastStepLocation: CodeLocation
  @usableFromInline var received: [Reduced] = []
  /// `core.send`, compiled for the test's types (see `init`).
  private let sendAction: (Action) -> [EffectHandle]
  /// The action the test sent, as the store reduced it (nil outside a send).
  @usableFromInline var sent: Reduced?
  @usableFromInline var sendingFromTest = false
  private var lastStepState: State
  /// The store's next stack element id after the last asserted step: an assert closure that
  /// pushes gets the ids the reducer got.
  private var lastStepStackID: Int

  /// A TestStore running `reducer` from `initialState`.
  ///
  /// Dependencies resolve to their test values; `prepareDependencies` overrides them. The
  /// initial state is built with those dependencies in force, so `Shared` values made in the
  /// argument use the store's registry (ones made on a line before it, outside any registry of
  /// the test's, are reported: they would be apart from the reducer's). Unless a registry is in force already (the `.isolatedShared` trait, or
  /// `withDependencies { $0.sharedRegistry = ... }` around the store), each store gets a
  /// fresh in-memory `SharedRegistry`, so parallel tests never see each other's values. To
  /// share values between stores, install one registry for both:
  ///
  /// ```swift
  /// let registry = SharedRegistry(persistence: .memoryOnly)
  /// let first = TestStore(initialState: Favorites.State()) { Favorites() } withDependencies: {
  ///   $0.sharedRegistry = registry
  /// }
  /// ```
  ///
  ///
  /// ```swift
  /// let store = TestStore(initialState: Search.State()) {
  ///   Search()
  /// } withDependencies: {
  ///   $0.continuousClock = ImmediateClock()
  ///   $0.searchClient.search = { query in [query] }
  /// }
  /// ```
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    timeout: Duration = .seconds(1),
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where R.State == State, R.Action == Action {
    let dependencies = Self.testDependencies(prepareDependencies)
    let state = withDependencies({ $0 = dependencies }, operation: initialState)
    // Stacks built before the store (outside its dependencies) keep their ids; the store's
    // own go on past them.
    dependencies.stackElementID.advance(pastStacksIn: state)
    // The body is built with the store's dependencies in force, as `Store` builds it.
    let reducer = withDependencies({ $0 = dependencies }, operation: reducer)
    let core = StoreCore<State, Action>(
      initialState: state, reducer: { reducer.reduce(into: &$0, action: $1) },
      dependencies: dependencies)
    // Made here, in the test's module, these two closures are compiled for its state and
    // action types: a step sends and records through them, not through the engine's generic
    // code, which looks up its types' metadata as it runs (a fifth of a step, optimised).
    self.init(
      core: core, send: { core.send($0) }, timeout: timeout,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    reportSharedMadeBefore(state, storeRegistry: dependencies.sharedRegistry)
    // Unowned both ways: the engine keeps this closure, and the store keeps the engine.
    core.didReduce = { [unowned self, unowned core] action, state in
      let reduced = Reduced(action: action, state: state, stackID: core.nextStackElementID)
      if sendingFromTest {
        sendingFromTest = false
        sent = reduced
      } else {
        received.append(reduced)
      }
    }
  }

  /// Reports each `Shared` value of `state` made before the store, in the registry every test
  /// of the process shares, where the store has another: the reducer's values of the same key
  /// would be apart from it, and a test running beside this one would see its changes.
  @usableFromInline
  func reportSharedMadeBefore(_ state: State, storeRegistry: SharedRegistry) {
    let before = SharedRegistry.processTestRegistry
    guard storeRegistry !== before else { return }
    // The walk over the state only when there is something to find.
    let held = before.heldStorages
    guard !held.isEmpty else { return }
    for shared in sharedValues(in: state) where held.contains(shared.storage) {
      fail(
        "initialState's Shared value \(shared.path) was made before the store, in the registry "
          + "all of this process's tests share, and the store has a registry of its own: its "
          + "reducer's values of that key would be apart from it, and tests running beside this "
          + "one would see its changes. Make the state in the initialState: argument, give the "
          + "test or its suite the .isolatedShared trait, or, to share values between stores on "
          + "purpose, install one registry for them all ($0.sharedRegistry = registry).",
        at: location)
    }
  }

  /// The dependencies of a new store: test values, a registry of its own unless one was
  /// installed, stack ids from 0, then the test's overrides.
  @usableFromInline
  static func testDependencies(_ prepareDependencies: (inout DependencyValues) -> Void)
    -> DependencyValues
  {
    TestFailureReporter.install
    var dependencies = DependencyValues.inForce
    dependencies.context = .test
    if dependencies.sharedRegistry === SharedRegistry.processTestRegistry {
      // Nobody installed a registry: this store gets its own, as each TCA test does.
      dependencies.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
    // Stack element ids from 0 for each store, so a test can predict them.
    dependencies.stackElementID = StackElementIDGenerator()
    prepareDependencies(&dependencies)
    return dependencies
  }

  /// A store over `core`, stepping through `send` (`core.send`, made where the types are
  /// known).
  @usableFromInline
  init(
    core: StoreCore<State, Action>, send: @escaping (Action) -> [EffectHandle],
    timeout: Duration, location: CodeLocation
  ) {
    self.core = core
    sendAction = send
    core.executor = EffectExecutor.shared
    self.location = location
    lastStepLocation = location
    lastStepState = core.state
    lastStepStackID = core.nextStackElementID
    self.timeout = timeout
  }

  // A plain deinit, not an isolated one: an isolated deinit runs without the test's task
  // locals, so its failures would not be attributed to the test. On the main actor (a
  // @MainActor test) it checks right here. Released elsewhere (a nonisolated test that wrote
  // `await TestStore(...)`), it gathers the failures on the main thread and reports them
  // here, in the test's task, so they still land on the test.
  deinit {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { report(endFailures()) }
    } else {
      let failures = DispatchQueue.main.sync {
        MainActor.assumeIsolated { endFailures() }
      }
      report(failures)
    }
  }

  /// A `Store` over this test's runtime, as a view holds it: what goes through it (a field
  /// written, `viewStore.query = "pika"`, which sends the binding action) arrives as a
  /// received action, checked with `receive`.
  ///
  /// ```swift
  /// store.viewStore.query = "pika"
  /// await store.receive(.binding(.set(\.query, "pika"))) { $0.query = "pika" }
  /// ```
  public var viewStore: Store<State, Action> {
    if let made = madeViewStore { return made }
    let made = Store(core: core)
    madeViewStore = made
    return made
  }
  private var madeViewStore: Store<State, Action>?

  /// The dependencies the feature sees. Change them between steps; actions sent after the
  /// change, and effects they start, see the new values.
  ///
  /// ```swift
  /// await store.send(.refreshTapped) { $0.isLoading = true }
  /// store.dependencies.pokemonClient = .failing
  /// await store.send(.retryTapped)
  /// ```
  public var dependencies: DependencyValues {
    get { core.dependencies }
    set {
      let generator = core.dependencies.stackElementID
      core.dependencies = newValue
      assertDependencies = nil
      // Another generator: the next step's ids, and its assert closure's, come from it.
      if newValue.stackElementID !== generator { lastStepStackID = core.nextStackElementID }
    }
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then puts it back.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.appeared)
  ///   await store.skipReceivedActions()
  /// }
  /// ```
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: @MainActor () async throws -> R
  ) async rethrows -> R {
    let outer = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = outer }
    return try await operation()
  }

  /// Checks the state the test has reached, with no action: `updateExpected` sets what the
  /// state should hold, and any field it sets that differs fails the test. It also asserts
  /// changes effects made to `Shared` values.
  ///
  /// ```swift
  /// store.assert { $0.count = 3 }
  /// ```
  public func assert(
    _ updateExpected: (inout State) throws -> Void,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let here = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // Exhaustive, the state of the last asserted step (received actions must be asserted
    // first); otherwise, as TCA does, the store's state now.
    let state = exhaustivity == .on ? lastStepState : core.state
    withoutActuallyEscaping(updateExpected) { updateExpected in
      check(
        step: "assert", before: state, after: state, updateExpected, at: here, expectsChange: false)
    }
  }

  /// The current state.
  ///
  /// ```swift
  /// await clock.run()
  /// #expect(store.state.results == ["pik result"])
  /// ```
  public var state: State { core.state }

  /// Sends `action` as the user would, and checks the state it leaves.
  ///
  /// `updateExpected` gets the state before the action and must turn it into the state
  /// after; omit it when the action changes nothing. Effects the action starts run until they
  /// wait for something the test controls.
  ///
  /// ```swift
  /// await store.send(.queryChanged("pika")) { $0.query = "pika" }
  /// ```
  @discardableResult
  public func send(
    _ action: Action,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async -> TestStoreTask {
    let here = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          "Must handle \(received.count) received action(s) before sending an action:\n"
            + received.map { "  " + brief($0.action) }.joined(separator: "\n"), at: here)
      } else {
        logSkipped(received.map(\.action), at: here)
      }
      lastStepState = received.last!.state
      lastStepStackID = received.last!.stackID
      received.removeAll()
    }
    let before = lastStepState
    sendingFromTest = true
    let tasks = StoreTask(run(at: here) { sendAction(action) })
    let after =
      sent ?? Reduced(action: action, state: core.state, stackID: core.nextStackElementID)
    sent = nil
    check(
      step: "send(\(brief(action)))", before: before, after: after.state, updateExpected,
      at: here)
    lastStepState = after.state
    lastStepStackID = after.stackID
    await EffectExecutor.settle()
    return TestStoreTask(tasks, of: self, action: action, origin: here, timeout: timeout)
  }

  /// Checks that the next action effects sent back equals `expected`, and the state it left.
  ///
  /// ```swift
  /// await clock.advance(by: .seconds(1))
  /// await store.receive(.ticked) { $0.secondsLeft = 2 }
  /// ```
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async where Action: Equatable {
    await receive(
      matching: { $0 == expected }, describedAs: brief(expected), timeout: timeout,
      updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that the next action effects sent back is the case `casePath` names (whatever its
  /// payload), and the state it left. Uses the case-path pattern described on Loop's
  /// `CasePath`:
  ///
  /// ```swift
  /// await store.receive(\.resultsReceived) { $0.results = [pikachu] }
  /// ```
  public func receive<Value>(
    _ casePath: KeyPath<Action, Value?>,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await receive(
      matching: { $0[keyPath: casePath] != nil }, describedAs: "\(casePath)",
      timeout: timeout, updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that the next action effects sent back is the case `embed` makes (whatever its
  /// payload), and the state it left: `receive(Action.resultsReceived)`, with no computed
  /// property on the action enum.
  ///
  /// ```swift
  /// await store.receive(Action.resultsReceived) { $0.results = ["Pikachu"] }
  /// ```
  public func receive<Value>(
    _ embed: @escaping @Sendable (Value) -> Action,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let path = CasePath(embed, fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      matching: { path.extract($0) != nil }, describedAs: "the case \(Value.self) embeds in",
      timeout: timeout, updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that the next action effects sent back is the case `casePath` names with
  /// `payload`, and the state it left.
  ///
  /// ```swift
  /// await store.receive(\.searchResponse, ["Pikachu"]) { $0.results = ["Pikachu"] }
  /// ```
  public func receive<Value: Equatable>(
    _ casePath: KeyPath<Action, Value?>,
    _ payload: Value,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await receive(
      matching: { $0[keyPath: casePath] == payload }, describedAs: "\(casePath) of \(payload)",
      timeout: timeout, updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Checks that the next action effects sent back satisfies `predicate`.
  ///
  /// ```swift
  /// await store.receive(matching: { $0.resultsReceived?.count == 3 }) {
  ///   $0.results = ["Pichu", "Pikachu", "Raichu"]
  /// }
  /// ```
  public func receive(
    matching predicate: @escaping (Action) -> Bool,
    timeout: Duration? = nil,
    assert updateExpected: ((inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await receive(
      matching: predicate, describedAs: "an action matching the predicate", timeout: timeout,
      updateExpected,
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits for every running effect to finish (up to `timeout`), failing if some are still
  /// running then.
  ///
  /// ```swift
  /// await store.send(.saveTapped) { $0.isSaving = true }
  /// await store.finish()
  /// ```
  public func finish(
    timeout: Duration? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let here = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = here
    await waitUntil(timeout: timeout ?? self.timeout) { core.runningEffectCount == 0 }
    let running = core.runningEffectOrigins
    if !running.isEmpty {
      fail(
        "\(running.count) effect(s) still running after finish(timeout:). Started by:\n"
          + running.map { "  " + brief($0) }.joined(separator: "\n"), at: here)
    }
  }

  /// Drops the actions received but not asserted yet (logging them when exhaustivity is
  /// `.off(showSkippedAssertions: true)`).
  ///
  /// ```swift
  /// await clock.run()
  /// await store.skipReceivedActions()  // the ticks are not what this test is about
  /// ```
  public func skipReceivedActions(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    await EffectExecutor.settle()
    let here = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    lastStepLocation = here
    logSkipped(received.map(\.action), at: here)
    if let last = received.last {
      lastStepState = last.state
      lastStepStackID = last.stackID
    }
    received.removeAll()
  }

  /// Cancels every running effect and waits for them to wind down.
  ///
  /// ```swift
  /// await store.send(.startTapped) { $0.isRunning = true }
  /// await store.skipInFlightEffects()  // stop the timer; the test is done with it
  /// ```
  public func skipInFlightEffects() async {
    core.cancelAll()
    await waitUntil(timeout: timeout) { core.runningEffectCount == 0 }
  }

  // MARK: - Checking

  private func receive(
    matching predicate: (Action) -> Bool, describedAs description: @autoclosure () -> String,
    timeout: Duration?, _ updateExpected: ((inout State) throws -> Void)?,
    at here: CodeLocation
  ) async {
    await waitUntil(timeout: timeout ?? self.timeout) {
      exhaustivity == .on ? !received.isEmpty : received.contains { predicate($0.action) }
    }
    guard !received.isEmpty else {
      let running = core.runningEffectCount
      fail(
        "Expected to receive \(description()), but no action was received after waiting "
          + "\(timeout ?? self.timeout)"
          + (running > 0 ? " (\(running) effect(s) still running)." : "."), at: here)
      return
    }
    if exhaustivity != .on {
      guard let index = received.firstIndex(where: { predicate($0.action) }) else {
        fail(
          "Expected to receive \(description()), but received only:\n"
            + received.map { "  " + brief($0.action) }.joined(separator: "\n"), at: here)
        return
      }
      logSkipped(received[..<index].map(\.action), at: here)
      if index > 0 {
        lastStepState = received[index - 1].state
        lastStepStackID = received[index - 1].stackID
      }
      received.removeSubrange(..<index)
    }
    let next = received.remove(at: 0)
    if !predicate(next.action) {
      fail("Expected to receive \(description()), but received \(brief(next.action)).", at: here)
    }
    check(
      step: "receive(\(brief(next.action)))", before: lastStepState, after: next.state,
      updateExpected, at: here)
    lastStepState = next.state
    lastStepStackID = next.stackID
    await EffectExecutor.settle()
  }

  private func check(
    step: @autoclosure () -> String, before: State, after: State,
    _ updateExpected: ((inout State) throws -> Void)?, at here: CodeLocation,
    expectsChange: Bool = true
  ) {
    lastStepLocation = here
    if case .off(true) = exhaustivity, before != after {
      // What the step changed that the closure did not assert: the closure applied to the
      // state before the step, against the state after. (Shared values are not compared here:
      // both sides hold the same storage.)
      var asserted = before
      try? withStoreDependencies(tracking: SharedChangeTracker()) {
        try updateExpected?(&asserted)
      }
      let skipped = differences(asserted, after)
      if !skipped.isEmpty {
        TestFailureReporter.note(
          "TestStore skipped asserting \(skipped.count) state change(s) after \(step()):\n"
            + describe(skipped), at: here)
      }
    }
    var expected = exhaustivity == .on ? before : after
    do {
      if let updateExpected {
        try withStoreDependencies { try updateExpected(&expected) }
      }
    } catch {
      // One issue: a diff against a half-run closure would only mislead.
      fail("The assert closure of \(step()) threw \(error).", at: here)
      for change in tracker.drain() { change.acceptChange() }
      return
    }
    let sharedChanges = tracker.drain()
    if expected != after {
      fail(
        "State after \(step()) is not what the test expected (expected vs actual):\n"
          + describe(differences(expected, after)), at: here)
    } else if expectsChange, updateExpected != nil, exhaustivity == .on, before == after,
      sharedChanges.isEmpty
    {
      fail(
        "Expected state to change after \(step()), but it did not. If no change is expected, "
          + "leave out the assert closure.", at: here)
    }
    for change in sharedChanges {
      defer { change.acceptChange() }
      guard exhaustivity == .on, let pending = change.pendingChange(), !pending.equal else {
        continue
      }
      fail(
        "Shared value \(name(of: change)) after \(step()) is not what the test expected "
          + "(an unasserted change, or an asserted one that did not happen):\n"
          + describe(differences(pending.expected, pending.actual)), at: here)
    }
  }

  /// Runs an assert closure with the store's dependencies, as its reducer runs (a `@Shared`
  /// made in it reads the store's registry, as TCA's assert closures do), and with the store's
  /// stack element ids as they were after the last asserted step, so `$0.path.append(...)` in
  /// it gets the id the reducer's push got.
  ///
  /// The closure runs synchronously on this thread, so the values are put in force as a
  /// store's reducer has them (a per-thread frame), with the step's tracker and `isAsserting`
  /// in the same frame: no task local is pushed, and a task the closure starts inherits none
  /// of them. The frame is made once and kept until the test changes ``dependencies``; each
  /// closure only rewinds its ids (a store made inside a closure shares that generator).
  /// `tracker`, when given, takes the shared changes instead of the store's own tracker (a
  /// frame of its own).
  private func withStoreDependencies<R>(
    tracking tracker: SharedChangeTracker? = nil, _ body: () throws -> R
  ) rethrows -> R {
    let made = assertDependencies ?? makeAssertDependencies()
    made.ids.rewind(to: lastStepStackID)
    guard let tracker else { return try made.frame.run(body) }
    let step = TestStep(tracker: tracker, isAsserting: true)
    return try DependencyFrame(made.values, step: step).run(body)
  }
  private func makeAssertDependencies() -> AssertDependencies {
    var values = core.dependencies
    let ids = StackElementIDGenerator()
    values.stackElementID = ids
    let step = TestStep(tracker: tracker, isAsserting: true)
    let made = AssertDependencies(
      values: values, ids: ids, frame: DependencyFrame(values, step: step))
    assertDependencies = made
    return made
  }
  /// The dependencies assert closures run with, their stack ids and the frame that puts them
  /// in force (see `withStoreDependencies`); nil until the first assert and after
  /// ``dependencies`` changes.
  private var assertDependencies: AssertDependencies?
  private struct AssertDependencies {
    let values: DependencyValues
    let ids: StackElementIDGenerator
    let frame: DependencyFrame
  }

  /// An action the store reduced (the test's, or one its effects sent back), the state the
  /// reduce left and the next stack element id then: what a step checks. (A struct, not a
  /// tuple: this generic code would look up the tuple's type metadata in the runtime's tuple
  /// cache at every step.)
  @usableFromInline struct Reduced {
    @usableFromInline let action: Action
    @usableFromInline let state: State
    @usableFromInline let stackID: Int
    @usableFromInline init(action: Action, state: State, stackID: Int) {
      self.action = action
      self.state = state
      self.stackID = stackID
    }
  }

  /// What the end of the test finds wrong, as messages and where to report them.
  private func endFailures() -> [(message: String, location: CodeLocation)] {
    if case .off(true) = exhaustivity { noteSkippedAtEnd() }
    guard exhaustivity == .on else { return [] }
    let here = location
    var failures: [(message: String, location: CodeLocation)] = []
    if !received.isEmpty {
      failures.append(
        (
          "The store received \(received.count) action(s) the test did not assert:\n"
            + received.map { "  " + brief($0.action) }.joined(separator: "\n"),
          lastStepLocation
        ))
    }
    // One failure per step that started effects still running, at that step's line.
    var byStep: [(location: CodeLocation, origins: [Action])] = []
    for effect in core.runningEffects {
      let location = effect.location ?? here
      if let index = byStep.firstIndex(where: { $0.location == location }) {
        byStep[index].origins.append(effect.origin)
      } else {
        byStep.append((location, [effect.origin]))
      }
    }
    for step in byStep {
      failures.append(
        (
          "\(step.origins.count) effect(s) still running at the end of the test. Started by:\n"
            + step.origins.map { "  " + brief($0) }.joined(separator: "\n")
            + "\nAssert their actions, await store.finish(), or cancel them.", step.location
        ))
    }
    for change in tracker.drain() {
      if let pending = change.pendingChange(), !pending.equal {
        failures.append(
          (
            "Shared value \(name(of: change)) changed after the last step without being asserted:\n"
              + describe(differences(pending.expected, pending.actual)), here
          ))
      }
    }
    return failures
  }

  /// Reports `failures`; safe from any thread (the reporter is).
  nonisolated private func report(_ failures: [(message: String, location: CodeLocation)]) {
    for failure in failures { IssueReporters.current.report(failure.message, at: failure.location) }
  }

  // MARK: - Plumbing

  private func run<R>(at here: CodeLocation, _ body: () -> R) -> R {
    TestStep.$inTask.withValue(TestStep(location: here, tracker: tracker), operation: body)
  }

  private func waitUntil(timeout: Duration, _ condition: () -> Bool) async {
    await EffectExecutor.settle()
    if condition() { return }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
      await EffectExecutor.settle()
      if condition() { return }
    }
  }

  private func logSkipped(_ actions: [Action], at here: CodeLocation) {
    guard case .off(true) = exhaustivity, !actions.isEmpty else { return }
    TestFailureReporter.note(
      "TestStore skipped \(actions.count) received action(s):\n"
        + actions.map { "  " + brief($0) }.joined(separator: "\n"), at: here)
  }

  /// In `.off(showSkippedAssertions: true)`, what the test never asserted by its end.
  private func noteSkippedAtEnd() {
    if !received.isEmpty {
      TestFailureReporter.note(
        "TestStore skipped \(received.count) received action(s) never asserted by the end:\n"
          + received.map { "  " + brief($0.action) }.joined(separator: "\n"), at: location)
    }
    let running = core.runningEffectOrigins
    if !running.isEmpty {
      TestFailureReporter.note(
        "TestStore skipped \(running.count) effect(s) still running at the end. Started by:\n"
          + running.map { "  " + brief($0) }.joined(separator: "\n"), at: location)
    }
  }

  /// An action as text without its module's prefix (`Feature.Action.loaded(42)`), cut short.
  private func brief(_ action: Action) -> String {
    shortened(withoutModulePrefix(render(action)), limit: 160)
  }

  /// `text` with every `Module.` of the action type's module, and of Loop's and Swift's own
  /// types (`Loop.PresentationAction`, `Swift.Int`), taken out where a name starts.
  private func withoutModulePrefix(_ text: String) -> String {
    let typeName = String(reflecting: Action.self)
    let own = typeName.firstIndex(of: ".").map { String(typeName[...$0]) }
    var text = text
    for prefix in [own, "Loop.", "Swift."].compactMap({ $0 }) {
      var result = ""
      var rest = Substring(text)
      while let range = rest.range(of: prefix) {
        result += rest[..<range.lowerBound]
        // Only where a name starts: `MyTests.` but not the end of `OtherMyTests.`.
        if let previous = result.last, isNamePart(previous) { result += prefix }
        rest = rest[range.upperBound...]
      }
      text = result + rest
    }
    return text
  }

  private func isNamePart(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// A shared value's name for messages: the path of the property holding it in the state
  /// (`favorites`, `detail.favorites`) and its key.
  private func name(of change: any SharedChange) -> String {
    // The property holding the whole value, else one holding a part of it (a row's element).
    guard
      let path = path(to: ObjectIdentifier(change), in: core.state, parts: false, depth: 0)
        ?? path(to: ObjectIdentifier(change), in: core.state, parts: true, depth: 0)
    else {
      return change.label
    }
    return "\(path) (\(change.label))"
  }

  private func path(to storage: ObjectIdentifier, in value: Any, parts: Bool, depth: Int)
    -> String?
  {
    guard depth < 8 else { return nil }
    let mirror = Mirror(reflecting: value)
    for (index, child) in mirror.children.enumerated() {
      // An optional's payload as Swift reaches it: `detail?.favorites`.
      var name = mirror.displayStyle == .optional ? "?" : child.label ?? "[\(index)]"
      if name.hasPrefix("_") { name.removeFirst() }
      if let shared = child.value as? any SharedStorageIdentity {
        if shared.sharedStorageID == storage, parts || !shared.isSharedPart { return name }
        continue
      }
      if let inner = path(to: storage, in: child.value, parts: parts, depth: depth + 1) {
        return inner.hasPrefix("[") || inner.hasPrefix("?") ? name + inner : "\(name).\(inner)"
      }
    }
    return nil
  }

  private func fail(_ message: String, at here: CodeLocation) {
    IssueReporters.current.report(message, at: here)
  }
}

/// Whether the current code runs on the main queue, which is the main actor's executor.
///
/// `Thread.isMainThread` cannot tell: after `dispatchMain()` (what `swift test` does) the
/// main queue is drained by pool threads. A queue-specific value set on the main queue can.
private enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

extension TestStore: SentEffectsSource {
  func isRunning(_ effects: StoreTask) -> Bool { core.runningCount(of: effects) > 0 }
  func describeSend(of action: any Sendable) -> String {
    "send(\((action as? Action).map(brief) ?? "\(action)"))"
  }
}
