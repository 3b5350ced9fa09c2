import Observation

/// Runs a feature: holds its state, feeds actions through its reducer, and runs the effects
/// the reducer returns.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) { Counter() }
/// store.send(.incrementTapped)
/// for await _ in store.changes { render(store.state) }   // once per burst of actions
/// ```
///
/// Effects run on Swift's concurrency pool and send their actions back on the main actor, in
/// the order they were sent. Their tasks are made when the main-actor turn that returned them
/// ends, so an effect cancelled within that turn costs no task. Cancellation ids belong to the store that started the effect, so
/// two stores never cancel each other's work. When the last reference to a store (and its
/// scoped children) goes away, its effects are cancelled.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable> {
  let runtime: any StoreRuntime
  /// Who observes which fields read through the store (see `Store+Observation`).
  let registrar = ObservationRegistrar()
  /// The fields read through the store since they last changed, each with how to tell that
  /// it changed; empty until a view reads one.
  var watches: [FieldWatch] = []
  /// The fields of `watches`, to tell at once whether a field read is watched already: a view
  /// reading N fields looked through the list N times.
  var watchedFields: Set<ObservedField> = []
  /// Each watched field's observation key, made once while it is watched: a key path into a
  /// generic class, made at each read, was demangled and instantiated by the runtime every
  /// time (most of a read's cost).
  var observationKeys: [ObservedField: KeyPath<Store, Int>] = [:]
  /// Whether the store is among its runtime's watchers.
  var isWatched = false
  /// Whether the whole state was read since the last send.
  @usableFromInline var wholeWatched = false
  /// The observation key of the whole state, made once.
  lazy var wholeKey = \Store.[observed: ObservedField(path: \State.self)]
  /// The child stores of optional or presented state, while their child is there.
  var children: [AnyKeyPath: AnyObject] = [:]
  /// The child stores of fields that are always there, by field and the place they were
  /// scoped at (see `scope(state:action:fileID:line:column:)`).
  var scopedChildren: [ScopeKey: AnyObject] = [:]
  let read: @MainActor () -> State
  let write: @MainActor (Action) -> StoreTask
  /// The engine, for a root store: `send` and `state` go to it directly (and are specialised
  /// in the caller's module), skipping the closures scoped stores need.
  @usableFromInline let root: StoreCore<State, Action>?

  /// A store running `reducer` from `initialState`, with the dependencies in force where it is
  /// created, changed by `prepareDependencies`. The initial state is made with those
  /// dependencies too, so its `@Shared` values are those of the store's registry.
  ///
  /// ```swift
  /// let store = Store(initialState: App.State()) {
  ///   App()
  /// } withDependencies: {
  ///   $0.pokemonClient = .embedded
  /// }
  /// ```
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.inForce
    prepareDependencies?(&dependencies)
    dependencies.pinStackElementIDs()
    let initialState = dependencies.withCurrent(initialState)
    // Stacks built before the store took their ids from the process's generator, which this
    // store shares unless it was given another: then it goes on past theirs.
    if !dependencies.stackElementID.isProcessWide {
      dependencies.stackElementID.advance(pastStacksIn: initialState)
    }
    // The body is built once, with the store's dependencies in force: a `body` that branches
    // on a dependency takes this store's branch.
    let reducer = dependencies.withCurrent(reducer)
    let core = StoreCore<State, Action>(
      initialState: initialState, reducer: { reducer.reduce(into: &$0, action: $1) },
      dependencies: dependencies)
    self.init(core: core)
  }

  /// A store over an existing runtime core; LoopTesting builds its TestStore on this.
  @usableFromInline
  package init(core: StoreCore<State, Action>) {
    runtime = core
    root = core
    read = { core.state }
    write = { StoreTask(core.send($0)) }
  }

  init(
    runtime: any StoreRuntime, read: @escaping @MainActor () -> State,
    write: @escaping @MainActor (Action) -> StoreTask
  ) {
    self.runtime = runtime
    self.root = nil
    self.read = read
    self.write = write
  }

  /// The current state. Change it only by sending actions.
  ///
  /// ```swift
  /// screen.draw(ListView(state: store.state.list))
  /// ```
  ///
  /// Read in an observation (SwiftUI's, or `withObservationTracking`), it observes every
  /// change: read the fields a view shows through the store itself (`store.results`) instead.
  @inlinable
  public var state: State {
    observeWhole()
    if let root { return root.state }
    return readScoped()
  }

  /// Sends an action through the reducer and starts the effects it returns.
  ///
  /// The returned task finishes when those effects do; cancel it to cancel them. Actions
  /// those effects send are the store's own, as any action is: the effects of an action sent
  /// in this same turn (`.send` returned by the reducer) are in the task, those of an action a
  /// `.run` sends or a concatenation's later part sends are not (a parent's answer to its
  /// child's delegate action outlives the child).
  ///
  /// ```swift
  /// store.send(.rowSelected(25))
  /// await store.send(.refreshPulled).finish()  // wait for the reload
  /// ```
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    // Optional chaining, not `if let`: a bound copy of `root` is retained and released around
    // the call (two atomic operations, a fifth of a send on some machines), a chained call
    // borrows it.
    if let effects = root?.send(action) { return StoreTask(effects) }
    return writeScoped(action)
  }

  @usableFromInline func readScoped() -> State { read() }
  @usableFromInline func writeScoped(_ action: Action) -> StoreTask { write(action) }

  /// Yields once after each main-actor turn in which actions went through the reducer (fifty
  /// sends in one turn are one element), or a value of the store's shared registry changed
  /// outside its sends (another store's, an effect's, another thread's). Turns that pass while the consumer is busy collapse
  /// into one element, so a view renders at its own pace.
  ///
  /// When the state is `Equatable`, a turn whose actions left it equal to what was last
  /// yielded for, and changed no shared value of the store's registry, yields nothing: a
  /// program loop need not compare states itself. (A shared value compares equal to itself
  /// whatever it holds, so its changes are counted apart; a change of any value of the
  /// registry counts, also one this store's state does not hold.) Without `Equatable`, every
  /// such turn yields.
  ///
  /// ```swift
  /// for await _ in store.changes {
  ///   render(store.state)
  /// }
  /// ```
  public var changes: AsyncStream<Void> { runtime.observe() }

  /// A store for a child feature: its state is read from this store, and its actions are sent
  /// to this store wrapped by `action`. Scoping the same field again at the same place (a
  /// view's body redrawn) gives the same store object, so a view's observation of it lasts
  /// however often a parent's view is redrawn.
  ///
  /// ```swift
  /// let searchStore = store.scope(state: \.search, action: CasePath(Action.search, \.search))
  /// searchStore.send(.queryChanged("pika"))  // arrives as .search(.queryChanged("pika"))
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChild: KeyPath<State, ChildState>, action: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) -> Store<ChildState, ChildAction> {
    // The same store object for the same field scoped at the same place in the code, kept as
    // long as this store: a view that reads through it is told of its changes however often
    // it is scoped again. (A new one each call went away with the frame that made it, and
    // told no observer.) The place tells apart two case paths to one field, which cannot be
    // compared.
    let key = ScopeKey(path: toChild, site: "\(fileID):\(line):\(column)")
    if let cached = scopedChildren[key] as? ChildStore<ChildState, ChildAction> {
      return cached.store
    }
    let read = self.read
    let write = self.write
    let store = Store<ChildState, ChildAction>(
      runtime: runtime,
      read: { read()[keyPath: toChild] },
      write: { write(action.embed($0)) })
    scopedChildren[key] = ChildStore(store: store, identity: nil)
    return store
  }
}

/// A scoped child store's key: its field, and where in the code it was scoped. Only ever
/// held by a store, on the main actor, so it need not be `Sendable`.
struct ScopeKey: Hashable {
  let path: AnyKeyPath
  let site: String
}

/// The store of a feature, named by its reducer: `StoreOf<Search>` is
/// `Store<Search.State, Search.Action>`.
///
/// ```swift
/// let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

/// The work started by one `send`: await it, or cancel it.
///
/// ```swift
/// let task = store.send(.appeared)
/// task.cancel()  // the screen went away before the load finished
/// ```
public struct StoreTask: Sendable, Hashable {
  @usableFromInline let effects: [EffectHandle]

  @inlinable
  package init(_ effects: [EffectHandle]) { self.effects = effects }

  /// Waits for the effects to finish.
  ///
  /// ```swift
  /// await store.send(.syncTapped).finish()
  /// ```
  public func finish() async {
    await withTaskCancellationHandler {
      for effect in effects { await effect.finish() }
    } onCancel: {
      for effect in effects { effect.cancel() }
    }
  }

  /// Cancels the effects.
  ///
  /// ```swift
  /// loading.cancel()
  /// ```
  public func cancel() { for effect in effects { effect.cancel() } }

  /// Whether every effect has been cancelled (true when there were none).
  ///
  /// ```swift
  /// if !loading.isCancelled { loading.cancel() }
  /// ```
  public var isCancelled: Bool { effects.allSatisfy(\.isCancelled) }
}

extension Store where State: Equatable {
  /// Yields once after each main-actor turn whose actions changed the state, or a shared
  /// value of the store's registry, as `changes` on any store does.
  ///
  /// Chosen where the state is known to be `Equatable`: a root store then takes the state's
  /// `==` from here, where the other asks the runtime whether the state is `Equatable` (a
  /// search of every conformance of the program, a tenth of a millisecond of an app's start).
  ///
  /// ```swift
  /// for await _ in store.changes {
  ///   render(store.state)
  /// }
  /// ```
  public var changes: AsyncStream<Void> {
    guard let root else { return runtime.observe() }
    return root.observe(isEqual: { $0 == $1 })
  }
}

@MainActor
protocol StoreRuntime: AnyObject {
  func observe() -> AsyncStream<Void>
  /// Calls `check` after each outermost send, until it returns false (its store is gone).
  func addWatcher(_ check: @escaping @MainActor () -> Bool)
}

/// The engine behind a root ``Store`` (and a `TestStore`): the state, the action queue, and the
/// table of running effects with their cancellation ids.
@MainActor
@usableFromInline
package final class StoreCore<State, Action: Sendable>: StoreRuntime {
  /// The fields every send touches, behind a pointer. Each access to a stored property of a
  /// class pays a runtime exclusivity check, and those were a third of a send's cost; these are
  /// only touched on the main actor, one at a time.
  @usableFromInline struct Hot {
    @usableFromInline var state: State
    @usableFromInline var queue: [Action] = []
    @usableFromInline var isSending = false
    @usableFromInline var didReduce: ((Action, State) -> Void)?
    /// A wake-up of the observers is on its way for this turn.
    @usableFromInline var notificationScheduled = false
    /// The store's dependencies, put in force on this thread while the reducer runs.
    @usableFromInline var dependencyFrame: DependencyFrame {
      didSet {
        framePointer = dependencyFrame.pointer
        stackElementIDs = dependencyFrame.values.stackElementID
      }
    }
    /// The frame's `values.stackElementID`, looked up once per frame: a `TestStore` reads the
    /// next id after every reduce, and the look-up scans the overrides and casts.
    @usableFromInline var stackElementIDs: StackElementIDGenerator
    /// ``dependencyFrame``, unretained: what a send puts in force. Loading the reference
    /// instead would retain and release it around every send.
    @usableFromInline var framePointer: UnsafeMutableRawPointer
    /// Frames replaced while a send had them in force, kept until the next replacement.
    @usableFromInline var retiredFrames: [DependencyFrame] = []
    /// The running effects by number, and the numbers under each cancellation id.
    @usableFromInline var nextTaskNumber = 0
    @usableFromInline var running: [Int: RunningEffect] = [:]
    @usableFromInline var byID: [EffectID: EffectNumbers] = [:]
    /// What effects send their actions back through, once the first is started: each
    /// effect's ``Send`` holds it with the effect's number.
    @usableFromInline var sendBack: (@Sendable @MainActor (Action, SendOrigin) -> Void)?
    /// Effects sent this turn whose tasks are made when it ends, and whether that is scheduled.
    @usableFromInline var waiting: [WaitingEffect] = []
    @usableFromInline var waitingScheduled = false
    /// The `changes` streams being consumed, by number; every send checks whether there are
    /// any. There are one or two, so an array: a dictionary keyed by `Int` would cost the
    /// runtime a scan of every conformance in the program when the app's first one is made.
    @usableFromInline var observers: [(key: Int, continuation: AsyncStream<Void>.Continuation)] =
      []
    /// The stores whose fields a view read (see `Store`'s observation), checked after each
    /// outermost send; empty, a send pays one test.
    @usableFromInline var watchers: [@MainActor () -> Bool] = []

    @usableFromInline init(state: State, dependencies: DependencyValues) {
      self.state = state
      let frame = DependencyFrame(dependencies)
      self.dependencyFrame = frame
      self.framePointer = frame.pointer
      self.stackElementIDs = dependencies.stackElementID
    }
  }

  @usableFromInline let hot: UnsafeMutablePointer<Hot>

  @inlinable package internal(set) var state: State {
    get { hot.pointee.state }
    _modify { yield &hot.pointee.state }
  }
  @usableFromInline let reducer: (inout State, Action) -> Effect<Action>
  /// The dependencies the reducer sees (and the effects it makes capture). A TestStore
  /// changes them between steps.
  package var dependencies: DependencyValues {
    get { hot.pointee.dependencyFrame.values }
    set {
      // A send in progress has the current frame in force, unretained: keep it alive.
      if isSending {
        hot.pointee.retiredFrames.append(hot.pointee.dependencyFrame)
      } else {
        hot.pointee.retiredFrames.removeAll()
      }
      hot.pointee.dependencyFrame = DependencyFrame(newValue)
    }
  }
  /// Where effect tasks run; nil means Swift's global pool. TestStore passes its own, before
  /// the first action is sent.
  @usableFromInline package var executor: (any TaskExecutor)?
  /// Called after each action is reduced, with the state it left. TestStore records here.
  @inlinable package var didReduce: ((Action, State) -> Void)? {
    get { hot.pointee.didReduce }
    set { hot.pointee.didReduce = newValue }
  }

  @inlinable var queue: [Action] {
    get { hot.pointee.queue }
    _modify { yield &hot.pointee.queue }
  }
  @inlinable var isSending: Bool {
    get { hot.pointee.isSending }
    set { hot.pointee.isSending = newValue }
  }
  @inlinable var nextTaskNumber: Int {
    get { hot.pointee.nextTaskNumber }
    set { hot.pointee.nextTaskNumber = newValue }
  }
  @inlinable var running: [Int: RunningEffect] {
    get { hot.pointee.running }
    _modify { yield &hot.pointee.running }
  }
  @inlinable var byID: [EffectID: EffectNumbers] {
    get { hot.pointee.byID }
    _modify { yield &hot.pointee.byID }
  }
  @inlinable var observers: [(key: Int, continuation: AsyncStream<Void>.Continuation)] {
    get { hot.pointee.observers }
    _modify { yield &hot.pointee.observers }
  }
  /// The throttles in progress (see `Effect.throttle`), by id.
  @usableFromInline var throttles: [EffectID: ThrottleWindow<Action>] = [:]
  private var nextObserver = 0
  /// What the observers were last told of: the state and the count of shared changes then,
  /// kept when the state is `Equatable` (see ``Store/changes-1d6jq``).
  private var notified: (state: State, sharedChanges: UInt64)?
  private var isEqual: ((State, State) -> Bool)?
  /// The changes of the store's shared values (its registry's), which the state's `==` does
  /// not see: a `Shared` compares equal to itself whatever it holds.
  private var sharedChanges: SharedChangeCounter?
  /// The registry's counter this store listens to, and its listener's number, once a view
  /// reads its fields or a `changes` stream is consumed: a shared value changed outside this
  /// store's sends (by another store, an effect, a holder anywhere) is then checked as a send
  /// would be.
  private var listening: (counter: SharedChangeCounter, number: Int)?
  /// Whether a check of a change outside the sends is on its way to the main actor.
  private var pendingCheck: Locked<Bool>?
  /// The registry's count of changes when the watchers were last checked.
  @usableFromInline var checkedSharedChanges: UInt64 = 0

  @usableFromInline
  package init(
    initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action>,
    dependencies: DependencyValues
  ) {
    self.hot = .allocate(capacity: 1)
    hot.initialize(to: Hot(state: initialState, dependencies: dependencies))
    self.reducer = reducer
  }

  isolated deinit {
    if let listening { listening.counter.stopListening(listening.number) }
    cancelAll()
    // Their tasks cannot reach this store any more, so they no longer count as running.
    if executor != nil { ExecutorEffects.running -= running.count }
    if hot.pointee.notificationScheduled { notifyObservers() }  // the last turn's change
    for observer in observers { observer.continuation.finish() }
    hot.deinitialize(count: 1)
    hot.deallocate()
  }

  /// How many effects are still running.
  package var runningEffectCount: Int { running.count }

  /// The id the next stack element pushed will get.
  @inlinable package var nextStackElementID: Int {
    hot.pointee.stackElementIDs.peek
  }

  /// How many of `effects` are still running (their tasks have not ended on the main actor).
  package func runningCount(of effects: StoreTask) -> Int {
    effects.effects.count { effect in running.values.contains { $0.effect === effect } }
  }

  /// The actions whose effects are still running, oldest first.
  package var runningEffectOrigins: [Action] { runningEffects.map(\.origin) }

  /// The running effects, oldest first: the action whose reducer started each, and the test
  /// step in progress when it started (the `TestStep` of the `TestStore` sending, else
  /// `IssueReporters.currentStep`), if any.
  ///
  /// An effect that is a part of a `.concatenate` still running (as the sleep of a `debounce`
  /// is) is not listed: the concatenation stands for it.
  package var runningEffects: [(origin: Action, location: CodeLocation?)] {
    running.filter { $0.value.partOf.map { running[$0] == nil } ?? true }
      .sorted { $0.key < $1.key }.map { ($0.value.origin, $0.value.location) }
  }

  /// An effect and what it was started for.
  @usableFromInline struct RunningEffect {
    @usableFromInline let effect: EffectHandle
    @usableFromInline let ids: [EffectID]
    @usableFromInline let origin: Action
    @usableFromInline let location: CodeLocation?
    /// The number of the `.concatenate` this effect is a part of, if any.
    @usableFromInline var partOf: Int?

    @inlinable init(
      effect: EffectHandle, ids: [EffectID], origin: Action, location: CodeLocation?
    ) {
      self.effect = effect
      self.ids = ids
      self.origin = origin
      self.location = location
    }
  }

  /// An effect whose task is made when the current turn ends.
  @usableFromInline struct WaitingEffect {
    @usableFromInline let effect: EffectHandle
    @usableFromInline let number: Int
    @usableFromInline let priority: TaskPriority?
    @usableFromInline let operation: @Sendable (Send<Action>) async -> Void

    @inlinable init(
      effect: EffectHandle, number: Int, priority: TaskPriority?,
      operation: @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.effect = effect
      self.number = number
      self.priority = priority
      self.operation = operation
    }
  }

  /// Cancels every running effect.
  package func cancelAll() {
    cancel(running.values.map(\.effect))
  }

  /// Cancels `effects`; a store that runs its effects on an executor of its own (a
  /// `TestStore`) cancels every task before it returns, so a test's steps stay in order.
  @inlinable func cancel(_ effects: [EffectHandle]) {
    EffectHandle.cancel(effects, inline: inlineCancels)
  }

  /// How many effects' tasks a cancellation cancels before it returns (see
  /// `EffectHandle.cancel(_:inline:)`).
  @inlinable var inlineCancels: Int { executor == nil ? 64 : .max }

  /// Reduces `action`, then any actions queued meanwhile, and returns the effect tasks started.
  ///
  /// Inlinable so a client's store is specialised for its own state and action types: in the
  /// generic form most of a send goes to looking up type metadata.
  @inlinable
  package func send(_ action: Action) -> [EffectHandle] {
    let started = dispatch(action)
    // The fields observers read are compared once the whole send is done, so that what they
    // do on a change (send again) is not queued behind it.
    if !hot.pointee.watchers.isEmpty && !isSending {
      noteSharedChangesChecked()
      checkWatchers()
    }
    return started
  }

  /// Calls each watcher; drops those whose store is gone.
  @usableFromInline func checkWatchers() {
    let watchers = hot.pointee.watchers
    var gone: [Int] = []
    for (index, watcher) in watchers.enumerated() where !watcher() { gone.append(index) }
    guard !gone.isEmpty else { return }
    // By position: watchers added while these ran (a view read a field again) come after.
    for index in gone.reversed() { hot.pointee.watchers.remove(at: index) }
  }

  func addWatcher(_ check: @escaping @MainActor () -> Bool) {
    hot.pointee.watchers.append(check)
    listenToSharedChanges()
  }

  /// Records the registry's count of changes as seen by this check of the watchers.
  @usableFromInline func noteSharedChangesChecked() {
    if let listening { checkedSharedChanges = listening.counter.value }
  }

  /// Listens to the registry's changes, once: each one made outside a send of this store is
  /// checked for the watchers and the `changes` streams after it, on the main actor.
  func listenToSharedChanges() {
    guard listening == nil else { return }
    let counter = hot.pointee.dependencyFrame.values.sharedRegistry.changes
    checkedSharedChanges = counter.value
    // One check on its way at a time: a burst of writes from another thread is one main-actor
    // job, not one per write.
    let pending = Locked(false)
    self.pendingCheck = pending
    let number = counter.listen { [weak self] in
      let start = pending.withLock { waiting in
        defer { waiting = true }
        return !waiting
      }
      guard start else { return }
      Task { @MainActor in self?.sharedValuesChanged() }
    }
    listening = (counter, number)
  }

  /// A shared value changed: when not by a send of this store (whose end checks), the fields
  /// views read are compared again and the `changes` streams told, as after a send.
  func sharedValuesChanged() {
    pendingCheck?.withLock { $0 = false }
    guard !isSending, let listening else { return }
    let now = listening.counter.value
    guard now != checkedSharedChanges else { return }
    checkedSharedChanges = now
    if !hot.pointee.watchers.isEmpty { checkWatchers() }
    if !observers.isEmpty && !hot.pointee.notificationScheduled { scheduleNotification() }
  }

  /// Reduces `action` (or queues it behind the one being reduced) and starts its effects.
  @inlinable
  func dispatch(_ action: Action) -> [EffectHandle] {
    guard !isSending else {
      queue.append(action)
      return []
    }
    isSending = true
    // The reducer sees this store's dependencies through a thread-local frame, not a task
    // local: a task-local push per send cost more than the rest of the send.
    let cell = DependencyFrame.cell
    let outerFrame = cell.pointee
    cell.pointee = hot.pointee.framePointer
    defer {
      cell.pointee = outerFrame  // the frame lives as long as `self`
      isSending = false
    }
    var started: [EffectHandle] = []
    reduce(action, into: &started)
    // Actions sent by `.send` effects meanwhile, in order.
    if !queue.isEmpty {
      var index = 0
      while index < queue.count {
        let next = queue[index]
        index += 1
        reduce(next, into: &started)
      }
      queue.removeAll(keepingCapacity: true)
    }
    // Once per main-actor turn, however many sends the turn makes.
    if !observers.isEmpty && !hot.pointee.notificationScheduled { scheduleNotification() }
    return started
  }

  @inlinable @inline(__always)
  func reduce(_ action: Action, into started: inout [EffectHandle]) {
    let effect = reducer(&state, action)
    didReduce?(action, state)
    if !effect.isNone { start(effect, ids: [], origin: action, into: &started) }
  }

  /// Wakes the observers after the current main-actor job, so all the sends of one turn
  /// are one change.
  @usableFromInline func scheduleNotification() {
    hot.pointee.notificationScheduled = true
    Task { @MainActor [weak self] in self?.notifyObservers() }
  }

  func notifyObservers() {
    hot.pointee.notificationScheduled = false
    if let isEqual, let sharedChanges {
      let now = (state: state, sharedChanges: sharedChanges.value)
      if let notified, notified.sharedChanges == now.sharedChanges, isEqual(notified.state, state) {
        return  // the turn's actions changed nothing an observer can see
      }
      notified = now
    }
    for observer in observers { observer.continuation.yield() }
  }

  /// Starts `effect` under the cancellation `ids`, on behalf of `origin`: the action whose
  /// reducer returned it, named in messages about effects still running.
  ///
  /// Inlinable, as `send` is, with what it calls: unspecialised, starting and cancelling an
  /// effect spent a fifth of its time looking up the metadata of the tables' generic types.
  @inlinable func start(
    _ effect: Effect<Action>, ids: [EffectID], origin: Action,
    into started: inout [EffectHandle]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // Queued behind the current action while one is reducing. The action's effects are the
      // store's, as any action's: a later part of an effect that sends it (a concatenation's,
      // a throttle's waiting one) neither waits on them nor takes them with it when cancelled.
      _ = send(action)
    case .run(let priority, let operation):
      started.append(spawn(ids: ids, origin: origin, priority: priority, operation))
    case .merge(let effects):
      for effect in effects { start(effect, ids: ids, origin: origin, into: &started) }
    case .concatenate(let effects):
      let number = nextTaskNumber  // the one `spawn` gives the concatenation
      // Its later parts start after this turn: their cancels are of what runs now.
      let effects = effects.map { $0.stampingCancels(before: number) }
      started.append(
        spawn(ids: ids, origin: origin, priority: nil) { [weak self] _ in
          for effect in effects {
            guard !Task.isCancelled, let self else { return }
            await StoreTask(self.startNext(effect, ids: ids, origin: origin, partOf: number))
              .finish()
          }
        })
    case .cancellable(let effect, let id, let cancelInFlight):
      if cancelInFlight { cancel(id) }
      start(effect, ids: ids + [id], origin: origin, into: &started)
    case .cancel(let id):
      cancel(id)
    case .cancelMatching(let matches, let before):
      // Collected first: cancelling changes the table. (A row's throttle windows are under
      // ids of the row's own, as a plain `.cancel(id:)` of the row leaves them.)
      let ids = byID.keys.filter(matches)
      for id in ids {
        if let before { cancel(id, startedBefore: before) } else { cancel(id) }
      }
      if before == nil, !throttles.isEmpty { dropThrottles(ownedBy: matches) }
    case .throttle(let effect, let id, let timing):
      startThrottled(effect, id: id, timing, ids: ids, origin: origin, into: &started)
    }
  }

  /// Starts a `.concatenate`'s next effect, unless the concatenation was cancelled while it
  /// came over to the main actor (its check before the hop is not enough: a `.send` would
  /// then deliver after the cancel).
  @inlinable func startNext(
    _ effect: Effect<Action>, ids: [EffectID], origin: Action, partOf concatenation: Int
  ) -> [EffectHandle] {
    // Its handle says so the moment it is cancelled; its task may be cancelled a moment
    // later, on the pool, when many effects are cancelled at once (see `inlineCancels`).
    guard !Task.isCancelled, running[concatenation]?.effect.isCancelled == false else {
      return []
    }
    var started: [EffectHandle] = []
    let first = nextTaskNumber
    start(effect, ids: ids, origin: origin, into: &started)
    // What it spawned is a part of the concatenation (for the count of running effects); not
    // the effects of an action it sent, which are the store's.
    let parts = Set(started)
    for number in first..<nextTaskNumber
    where running[number].map({ parts.contains($0.effect) }) == true {
      running[number]?.partOf = concatenation
    }
    return started
  }

  @inlinable func spawn(
    ids: [EffectID], origin: Action, priority: TaskPriority?,
    _ operation: @escaping @Sendable (Send<Action>) async -> Void
  ) -> EffectHandle {
    let number = nextTaskNumber
    nextTaskNumber += 1
    // `.run` puts in force the dependencies of the place the effect was made. An effect
    // cancelled before its task gets a turn (a `.cancel(id:)` in the same turn, a child
    // dismissed) never runs its operation.
    let effect: EffectHandle
    // The test step it starts in (where an issue about it points), if any.
    let location: CodeLocation?
    if let executor {
      // A TestStore's executor: the effect starts when the test lets effects run. Only a
      // TestStore's steps are `TestStep`s: a plain store does not look for one.
      location = TestStep.inTask?.location ?? IssueReporters.currentStep
      let send = Send(
        origin: SendOrigin(effect: number, location: nil), hot.pointee.sendBack ?? makeSendBack())
      ExecutorEffects.running += 1
      effect = EffectHandle(
        Task(executorPreference: executor, priority: priority) { [weak self] in
          if !Task.isCancelled { await operation(send) }
          await InlineMainActor.perform { self?.finished(number) }
        })
    } else {
      // Its task is made when this main-actor turn ends, with the others of the turn: one
      // cancelled before then never gets one (and never starts its operation: a `Task.sleep`
      // begun and then cancelled keeps its Dispatch timer until the deadline).
      location = IssueReporters.currentStep
      effect = EffectHandle()
      hot.pointee.waiting.append(
        WaitingEffect(effect: effect, number: number, priority: priority, operation: operation))
      if !hot.pointee.waitingScheduled {
        hot.pointee.waitingScheduled = true
        Task { @MainActor [weak self] in self?.startWaitingEffects() }
      }
    }
    running[number] = RunningEffect(effect: effect, ids: ids, origin: origin, location: location)
    for id in ids { byID.add(number, effect, under: id) }
    return effect
  }

  /// Makes the tasks of the effects sent in the turn that ended, except those cancelled in it.
  /// This job was started by that turn's first effect, so the tasks keep that turn's task
  /// locals (a test's, to which an issue an effect reports belongs).
  @usableFromInline func startWaitingEffects() {
    hot.pointee.waitingScheduled = false
    let effects = hot.pointee.waiting
    hot.pointee.waiting.removeAll(keepingCapacity: true)
    let sendBack = hot.pointee.sendBack ?? makeSendBack()
    for waiting in effects {
      let made = waiting.effect.start {
        Self.effectTask(
          waiting, of: self,
          sending: Send(origin: SendOrigin(effect: waiting.number, location: nil), sendBack))
      }
      if !made { finished(waiting.number) }
    }
  }

  /// The task of `effect`: its operation runs on the pool (this function is not main-actor
  /// isolated, so neither is the task's closure), then its end is told to the main actor.
  nonisolated static func effectTask(
    _ effect: WaitingEffect, of core: StoreCore, sending send: Send<Action>
  ) -> Task<Void, Never> {
    Task(priority: effect.priority) {
      [weak core, number = effect.number, operation = effect.operation] in
      if !Task.isCancelled { await operation(send) }
      core?.ended(number)
    }
  }

  /// Effects whose tasks have ended, for the main actor to take off the running table.
  ///
  /// Not a hop to the main actor per effect: 50,000 effects cancelled at once then queued
  /// 50,000 jobs there. The ends gather here and one job takes them, at most `endsPerJob` at a
  /// time, each such job a fraction of a millisecond.
  nonisolated let endings = Locked<[Int]>([])
  nonisolated static var endsPerJob: Int { 1_024 }

  /// Notes that effect `number`'s task has ended: the first end of a batch asks the main actor
  /// to take them.
  nonisolated func ended(_ number: Int) {
    let first = endings.withLock { ends in
      ends.append(number)
      return ends.count == 1
    }
    if first { Task { @MainActor [weak self] in self?.takeEnds() } }
  }

  /// Takes up to `endsPerJob` ended effects off the table, and asks for another turn while
  /// more are waiting.
  func takeEnds() {
    let (batch, more) = endings.withLock { ends in
      let batch = Array(ends.prefix(Self.endsPerJob))
      ends.removeFirst(batch.count)
      return (batch, !ends.isEmpty)
    }
    for number in batch { finished(number) }
    if more { Task { @MainActor [weak self] in self?.takeEnds() } }
  }

  /// What every effect's `Send` delivers through, made once: it holds only a weak reference.
  @inlinable func makeSendBack() -> @Sendable @MainActor (Action, SendOrigin) -> Void {
    let sendBack: @Sendable @MainActor (Action, SendOrigin) -> Void = { [weak self] in
      self?.deliver($0, from: $1)
    }
    hot.pointee.sendBack = sendBack
    return sendBack
  }

  /// Reduces an action an effect sent, if that effect is still running and not cancelled.
  ///
  /// Checked here, on the main actor where the action is reduced, and not before the effect's
  /// hop to it: a cancel that the reducer made while the action was on its way must win.
  @inlinable func deliver(_ action: Action, from origin: SendOrigin) {
    guard let entry = running[origin.effect] else { return reportLateSend(action, origin) }
    if entry.effect.isCancelled { return }
    _ = send(action)
  }

  @usableFromInline func reportLateSend(_ action: Action, _ origin: SendOrigin) {
    let place = origin.location.map { " (made at \($0.fileID):\($0.line))" } ?? ""
    reportIssue(
      "An effect\(place) sent \(action) after its effect ended, so it was not delivered. "
        + "A send captured by a Task the effect does not wait for outlives it: await that work "
        + "inside the effect.", at: origin.location)
  }

  @inlinable func finished(_ number: Int) {
    guard let entry = running.removeValue(forKey: number) else { return }
    if executor != nil { ExecutorEffects.running -= 1 }
    for id in entry.ids { byID.remove(number, under: id) }
  }

  /// Forgets the throttle windows of the child instances whose id `owner` matches (a child
  /// dismissed, a row removed): the next instance's first throttled effect runs at once, not
  /// in the window the last one opened (a child not told apart by an id shares its scope).
  @usableFromInline func dropThrottles(ownedBy owner: (EffectID) -> Bool) {
    throttles = throttles.filter { key, _ in !Self.owners(of: key).contains(where: owner) }
  }

  /// The ids of the child instances a throttle window's id is under, as the store knows them:
  /// each child scope on the way down, wrapped in the scopes above it (a row of a list inside
  /// a `Scope` is under the scope's id, and under the row's wrapped in it).
  @usableFromInline static func owners(of key: EffectID) -> [EffectID] {
    guard let scoped = key.value as? ChildScopedID else { return [] }
    return [EffectID(scoped.child)]
      + owners(of: scoped.id).map { EffectID(ChildScopedID(child: scoped.child, id: $0)) }
  }

  /// Cancels the effects under `id` numbered below `limit`, those started before it.
  @inlinable func cancel(_ id: EffectID, startedBefore limit: Int) {
    switch byID[id] {
    case .none, .changing: return
    case .one(let number, let effect):
      guard number < limit else { return }
      byID[id] = nil
      effect.cancel()
    case .many(let effects):
      let older = effects.filter { $0.key < limit }
      for number in older.keys { byID.remove(number, under: id) }
      EffectHandle.cancel(older.values, inline: inlineCancels)
    }
  }

  @inlinable func cancel(_ id: EffectID) {
    throttles[id] = nil
    if !throttles.isEmpty { dropThrottles { $0 == id } }
    switch byID.removeValue(forKey: id) {
    case .none, .changing: return
    case .one(_, let effect): effect.cancel()
    case .many(let effects): EffectHandle.cancel(effects.values, inline: inlineCancels)
    }
  }

  func observe() -> AsyncStream<Void> { observe(isEqual: nil) }

  /// ``observe()`` with the state's `==` given by a caller that knows the state is
  /// `Equatable`; without it, it is looked up at run time.
  func observe(isEqual given: ((State, State) -> Bool)?) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let key = nextObserver
    nextObserver += 1
    listenToSharedChanges()
    if observers.isEmpty, let isEqual = given ?? equality(of: State.self) {
      // Nothing was told while nobody observed: start from now.
      let counter = hot.pointee.dependencyFrame.values.sharedRegistry.changes
      (self.isEqual, sharedChanges, notified) = (isEqual, counter, (state, counter.value))
    }
    observers.append((key, continuation))
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.observers.removeAll { $0.key == key } }
    }
    return stream
  }
}

/// How many effects are running, over all stores that run effects on an executor of their own
/// (TestStores). When none is, no effect of any TestStore has work queued anywhere, so a test
/// step has nothing to wait for.
@MainActor
@usableFromInline
package enum ExecutorEffects {
  @usableFromInline package static var running = 0
}

extension Dictionary where Key == EffectID, Value == EffectNumbers {
  /// Adds the effect `number` under `id`.
  ///
  /// Not `self[id]?.insert(number)`: that goes through three nested `_modify` accessors, and
  /// each allocated its coroutine frame, three allocations per effect started.
  @inlinable mutating func add(_ number: Int, _ effect: EffectHandle, under id: EffectID) {
    if var numbers = removeValue(forKey: id) {
      numbers.insert(number, effect)
      self[id] = numbers
    } else {
      self[id] = .one(number, effect)
    }
  }

  /// Removes the effect `number` from under `id`, and `id` when no effect is left under it.
  @inlinable mutating func remove(_ number: Int, under id: EffectID) {
    guard var numbers = removeValue(forKey: id) else { return }
    if !numbers.remove(number) { self[id] = numbers }
  }
}

/// The effects running under one cancellation id, by number, with their handles: nearly
/// always one, which needs no dictionary. Cancelling the id cancels the handles kept here,
/// without looking each up in the running table (half the cost of cancelling 50,000).
@usableFromInline
enum EffectNumbers {
  case one(Int, EffectHandle)
  case many([Int: EffectHandle])
  /// Only while `.many`'s dictionary is changed: the enum lets go of it, so it is changed in
  /// place rather than copied.
  case changing

  @inlinable mutating func insert(_ number: Int, _ effect: EffectHandle) {
    switch self {
    case .one(let first, let firstEffect):
      self = .many([first: firstEffect, number: effect])
    case .many(var effects):
      self = .changing
      effects[number] = effect
      self = .many(effects)
    case .changing:
      self = .one(number, effect)
    }
  }

  /// Removes `number`; returns whether none is left.
  @inlinable mutating func remove(_ number: Int) -> Bool {
    switch self {
    case .one(let only, _):
      return only == number
    case .many(var effects):
      self = .changing
      effects[number] = nil
      self = .many(effects)
      return effects.isEmpty
    case .changing:
      return true
    }
  }
}

/// `==` for values of `T`, when `T` is `Equatable`.
func equality<T>(of type: T.Type) -> ((T, T) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  func test<E: Equatable>(_: E.Type) -> (T, T) -> Bool {
    { lhs, rhs in (lhs as! E) == (rhs as! E) }
  }
  return test(equatable)
}
