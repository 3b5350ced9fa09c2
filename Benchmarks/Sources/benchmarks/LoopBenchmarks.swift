import Loop
import LoopTesting
import Observation
import Synchronization

/// How many of `Counter`'s `.start` effects have ended by cancellation, so far:
/// `effect.run+cancel` checks that every one it started did.
let cancelledEffects = Atomic<Int>(0)
/// How many of `Counter`'s `.start` effects began their operation (one cancelled before its
/// task's first turn never does).
let startedEffects = Atomic<Int>(0)

/// A counter, the smallest useful feature.
struct Counter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, delivered, start, stop, noop, merge100 }
  enum CancelID { case work }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment, .delivered:
      state.count &+= 1
      return .none
    case .start:
      return .run { _ in
        startedEffects.add(1, ordering: .relaxed)
        do {
          try await Task.sleep(for: .seconds(60))
        } catch {
          cancelledEffects.add(1, ordering: .relaxed)
          throw error
        }
      }
      .cancellable(id: CancelID.work, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.work)
    case .noop:
      state.count &+= 1
      return .none
    case .merge100:
      return .merge((0..<100).map { _ in .send(.noop) })
    }
  }
}

/// `Nested` spelled without a computed property per case: each `Scope` and the `ifLet` gets
/// the case's embed function alone (issue #28), and reads the case from the enum's layout.
struct NestedEmbed: Reducer {
  typealias State = Nested.State
  typealias Action = Nested.Action
  var body: some Reducer<State, Action> {
    Scope(state: \.middle, action: Action.middle) { MiddleEmbed() }
  }
}

struct MiddleEmbed: Reducer {
  typealias State = Middle.State
  typealias Action = Middle.Action
  var body: some Reducer<State, Action> {
    Scope(state: \.inner, action: Action.inner) { InnerEmbed() }
  }
}

struct InnerEmbed: Reducer {
  typealias State = Inner.State
  typealias Action = Inner.Action
  var body: some Reducer<State, Action> {
    EmptyReducer().ifLet(\.counter, action: Action.counter) { Counter() }
  }
}

/// A counter beside ten fields a view shows, for the cost of observing them.
struct Wide: Reducer {
  struct State: Equatable {
    var count = 0
    var f0 = 0, f1 = 1, f2 = 2, f3 = 3, f4 = 4, f5 = "five", f6 = [6], f7 = false, f8 = 8.0
    var f9: String? = nil
  }
  enum Action: Equatable, Sendable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// A state of many fields, for a view that reads each of them: `values[i]` by key path.
struct Many: Reducer {
  struct State: Equatable { var values: [Int] }
  enum Action: Equatable, Sendable { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.values[0] &+= 1
    return .none
  }
}

/// Three levels of `Scope` and an `ifLet` around the counter.
struct Nested: Reducer {
  struct State: Equatable { var middle = Middle.State() }
  enum Action: Equatable, Sendable {
    case middle(Middle.Action)
    var middle: Middle.Action? { if case .middle(let a) = self { a } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.middle, action: CasePath(Action.middle, \.middle)) { Middle() }
  }
}

struct Middle: Reducer {
  struct State: Equatable { var inner = Inner.State() }
  enum Action: Equatable, Sendable {
    case inner(Inner.Action)
    var inner: Inner.Action? { if case .inner(let a) = self { a } else { nil } }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.inner, action: CasePath(Action.inner, \.inner)) { Inner() }
  }
}

struct Inner: Reducer {
  struct State: Equatable { var counter: Counter.State? = Counter.State() }
  enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    var counter: Counter.Action? { if case .counter(let a) = self { a } else { nil } }
  }
  var body: some Reducer<State, Action> {
    EmptyReducer()
      .ifLet(\.counter, action: CasePath(Action.counter, \.counter)) { Counter() }
  }
}

@MainActor
func loopBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  var figures: [Figure] = []

  figures += try await benchmark("store.send", include) {
    let n = budget.iterations(1_000_000)
    let store = Store(initialState: Counter.State()) { Counter() }
    var state = Counter.State()
    let (sends, direct) = measurePair(budget, iterations: n) { n in
      for _ in 0..<n { store.send(.increment) }
    } floor: { n in
      for _ in 0..<n { blackHole(reduceDirectly(&state, .increment)) }
      blackHole(state)
    }
    let count = store.state.count
    let expected = budget.operationsMeasured(iterations: n)
    try expect(count == expected, "the counter reached \(count) after \(expected) sends")
    return [
      Figure(
        "store.send", "per action", unit: "ns", samples: sends, floor: direct,
        floorName: "reducer called directly")
    ]
  }

  figures += try await benchmark("store.observed", include) {
    let n = budget.iterations(500_000)
    let plain = Store(initialState: Wide.State()) { Wide() }
    let observed = Store(initialState: Wide.State()) { Wide() }
    // A view that shows the ten fields; the sends change only the counter, so all ten stay
    // observed and every send compares them.
    withObservationTracking {
      blackHole(observed.f0 + observed.f1 + observed.f2 + observed.f3 + observed.f4)
      blackHole((observed.f5, observed.f6, observed.f7, observed.f8, observed.f9))
    } onChange: {
    }
    let (watched, unwatched) = measurePair(budget, iterations: n) { n in
      for _ in 0..<n { observed.send(.increment) }
    } floor: { n in
      for _ in 0..<n { plain.send(.increment) }
    }
    let count = observed.state.count
    let expected = budget.operationsMeasured(iterations: n)
    try expect(count == expected, "the counter reached \(count) after \(expected) sends")
    return [
      Figure(
        "store.observed", "per action, 10 fields observed", unit: "ns", samples: watched,
        floor: unwatched, floorName: "the same store, unobserved")
    ]
  }

  // A view that draws N fields reads each through the store in an observation: each read
  // watches its field unless it is watched already. Per field read, at 10 and at 300 fields:
  // the same when a read costs the same however many fields the view reads.
  figures += try await benchmark("store.observed.read", include) {
    @MainActor func perField(_ fields: Int, _ n: Int) throws -> [Double] {
      let store = Store(initialState: Many.State(values: Array(0..<fields))) { Many() }
      let paths = (0..<fields).map { \Many.State.values[$0] }
      let renders = max(1, n / fields)
      let samples = measure(budget, iterations: renders) { renders in
        for _ in 0..<renders {
          withObservationTracking {
            var sum = 0
            for path in paths { sum &+= store[dynamicMember: path] }
            blackHole(sum)
          } onChange: {
          }
        }
      }
      // Every read gave its field's value, and the view is told when one of them changes.
      var sum = 0
      let changed = Mutex(false)
      withObservationTracking {
        for path in paths { sum &+= store[dynamicMember: path] }
      } onChange: {
        changed.withLock { $0 = true }
      }
      try expect(sum == fields * (fields - 1) / 2, "a view of \(fields) fields read \(sum)")
      store.send(.increment)
      try expect(changed.withLock { $0 }, "a view of \(fields) fields was not told of a change")
      return samples.map { $0 / Double(fields) }
    }
    let n = budget.iterations(300_000)
    let small = try perField(10, n)
    let large = try perField(300, n)
    return [
      Figure(
        "store.observed.read", "per field read, a view of 300 fields", unit: "ns",
        samples: large, floor: small, floorName: "the same, a view of 10 fields")
    ]
  }

  figures += try await benchmark("store.send.scoped", include) {
    let n = budget.iterations(500_000)
    let store = Store(initialState: Nested.State()) { Nested() }
    let action = Nested.Action.middle(.inner(.counter(.increment)))
    // The floor: the same tree written out by hand, each level's case matched and its state
    // reached directly, down to the counter's reducer.
    var state = Nested.State()
    let (sends, direct) = measurePair(budget, iterations: n) { n in
      for _ in 0..<n { store.send(action) }
    } floor: { n in
      for _ in 0..<n { blackHole(reduceTreeDirectly(&state, action)) }
      blackHole(state)
    }
    // Every send reached the counter through the three levels.
    let count = store.state.middle.inner.counter?.count ?? 0
    let expected = budget.operationsMeasured(iterations: n)
    try expect(count == expected, "the scoped counter reached \(count) after \(expected) sends")
    // The same tree with case paths from the embed functions alone, against the property
    // path in turns (issue #28's goal: at most 2×).
    let embedStore = Store(initialState: Nested.State()) { NestedEmbed() }
    let (embedSends, propertySends) = measurePair(budget, iterations: n) { n in
      for _ in 0..<n { embedStore.send(action) }
    } floor: { n in
      for _ in 0..<n { store.send(action) }
    }
    let embedCount = embedStore.state.middle.inner.counter?.count ?? 0
    try expect(
      embedCount == budget.operationsMeasured(iterations: n),
      "the embed-only scoped counter reached \(embedCount) after "
        + "\(budget.operationsMeasured(iterations: n)) sends")
    return [
      Figure(
        "store.send.scoped", "per action, 3 Scopes + ifLet", unit: "ns", samples: sends,
        floor: direct, floorName: "the reducer tree called directly"),
      Figure(
        "store.send.scoped", "the same, case paths from embed functions", unit: "ns",
        samples: embedSends, floor: propertySends, floorName: "the same with case properties"),
    ]
  }

  figures += try await benchmark("effect.run+cancel", include) {
    let n = budget.iterations(100_000)
    let store = Store(initialState: Counter.State()) { Counter() }
    let cancelledBefore = cancelledEffects.load(ordering: .relaxed)
    let startedBefore = startedEffects.load(ordering: .relaxed)
    // Against the floor, in turns: a bare task that sleeps, started and cancelled, the same
    // number of times and with the same yields.
    let settle = { for _ in 0..<1_000 { await Task.yield() } }
    let (samples, bare) = await measureAsyncPair(budget, iterations: n) { n in
      for i in 0..<n {
        store.send(.start)
        store.send(.stop)
        // Give the cancelled tasks their turn now and then, as a real event loop does.
        if i % 1_000 == 999 { await Task.yield() }
      }
    } floor: { n in
      await startAndCancelBareTasks(n)
    } settle: {
      await settle()
    }
    // Let the last cancelled tasks finish, then run the same number again: memory that
    // grows with the number of effects would show as a gain in this second round.
    for _ in 0..<1_000 { await Task.yield() }
    let settled = try memoryKB().resident
    for i in 0..<n {
      store.send(.start)
      store.send(.stop)
      if i % 1_000 == 999 { await Task.yield() }
    }
    for _ in 0..<1_000 { await Task.yield() }
    let after = try memoryKB()
    // Every effect ended because it was cancelled, not after its 60 s sleep: those cancelled
    // before their task's first turn never started their operation, the others were woken
    // from their sleep by the cancellation.
    let operationsStarted = startedEffects.load(ordering: .relaxed) - startedBefore
    let cancelled = try await effectCounts(since: (startedBefore, cancelledBefore)) {
      $1 >= operationsStarted
    }.cancelled
    try expect(
      cancelled == operationsStarted,
      "\(cancelled) of the \(operationsStarted) effects that started ended by cancellation")
    // And the last 1,000 effects, awaited, all finish within the 10 s (a cancel that missed
    // would leave one sleeping for a minute).
    var last: [StoreTask] = []
    for _ in 0..<1_000 {
      last.append(store.send(.start))
      store.send(.stop)
    }
    let awaiting = ContinuousClock.now
    for task in last { await task.finish() }
    try expect(
      awaiting.duration(to: .now) < .seconds(10) && last.allSatisfy(\.isCancelled),
      "the last 1,000 cancelled effects did not all end within 10 s")
    // The memory a second round of bare tasks keeps.
    for _ in 0..<1_000 { await Task.yield() }
    let bareSettled = try memoryKB().resident
    await startAndCancelBareTasks(n)
    for _ in 0..<1_000 { await Task.yield() }
    let bareAfter = try memoryKB()
    // Cancelled in the same turn, an effect never gets a task (the store makes the tasks of a
    // turn's effects when it ends). Cancelled a turn later, it has one: the same against a bare
    // task cancelled after a yield, and again every effect that started ends by cancellation.
    let turns = max(1, n / 100)
    let (nextTurn, bareNextTurn) = await measureAsyncPair(budget, iterations: turns) { turns in
      for _ in 0..<turns {
        store.send(.start)
        await Task.yield()
        store.send(.stop)
      }
    } floor: { turns in
      for _ in 0..<turns {
        let task = Task.detached { try? await Task.sleep(for: .seconds(60)) }
        await Task.yield()
        task.cancel()
      }
    } settle: {
      await settle()
    }
    let inAll = try await effectCounts(since: (startedBefore, cancelledBefore)) {
      $0 > operationsStarted && $1 == $0
    }
    try expect(
      inAll.started > operationsStarted && inAll.cancelled == inAll.started,
      "cancelled a turn later: \(inAll.cancelled) of the \(inAll.started) effects that started "
        + "ended by cancellation (\(operationsStarted) had before)")
    return [
      Figure(
        "effect.run+cancel", "start + cancel one effect", unit: "ns", samples: samples,
        floor: bare, floorName: "a bare Task that sleeps, started and cancelled"),
      Figure(
        "effect.run+cancel", "start, cancel in the next turn", unit: "ns", samples: nextTurn,
        floor: bareNextTurn, floorName: "a bare Task that sleeps, cancelled after a yield"),
      Figure(
        "effect.run+cancel", "memory kept by \(n) more (leak check)", unit: "KB",
        value: max(0, after.resident - settled),
        floor: max(0, bareAfter.resident - bareSettled), floorName: "as many bare Tasks"),
      Figure("effect.run+cancel", "peak resident memory", unit: "KB", value: bareAfter.peak),
    ]
  }

  figures += try await benchmark("effect.merge100", include) {
    let n = budget.iterations(2_000)
    let store = Store(initialState: Counter.State()) { Counter() }
    let samples = measure(budget, iterations: n) { n in
      for _ in 0..<n { store.send(.merge100) }
    }
    // Each merge delivered its 100 actions, and each counted one.
    let delivered = store.state.count
    let expected = 100 * budget.operationsMeasured(iterations: n)
    try expect(delivered == expected, "\(delivered) of \(expected) merged actions were delivered")
    return [
      Figure(
        "effect.merge100", "per action delivered", unit: "ns",
        samples: samples.map { $0 / 101 })
    ]
  }

  figures += try await benchmark("teststore.1000", include) {
    // The test store checks every step (a mismatch is an issue, which fails the benchmark);
    // this counts the steps that got that far.
    let pairs = budget.iterations(1_000)
    var checked = 0
    let samples = await measureAsync(budget, iterations: 1) { repetitions in
      for _ in 0..<repetitions {
        let store = TestStore(initialState: Echo.State()) { Echo() }
        for i in 1...pairs {
          await store.send(.tapped) { $0.taps = i }
          await store.receive(.delivered) { $0.deliveries = i }
        }
        checked += store.state.deliveries
      }
    }
    let expected = pairs * budget.operationsMeasured(iterations: 1)
    try expect(checked == expected, "\(checked) of \(expected) actions were received")
    // The floor: the same actions and effect round trips through a plain store, awaiting
    // each delivered action.
    var delivered = 0
    let plain = await measureAsync(budget, iterations: 1) { repetitions in
      for _ in 0..<repetitions {
        let store = Store(initialState: Echo.State()) { Echo() }
        for _ in 1...pairs { await store.send(.tapped).finish() }
        delivered += store.state.deliveries
      }
    }
    try expect(delivered == expected, "\(delivered) of \(expected) actions were delivered")
    return [
      Figure(
        "teststore.1000", "\(pairs) send/receive pairs", unit: "ms",
        samples: samples.map { $0 / 1e6 }, floor: plain.map { $0 / 1e6 },
        floorName: "the same through a plain Store")
    ]
  }
  figures += try await benchmark("shared.rows", include) {
    // Presents and dismisses children that each hold `@Shared(.inMemory("row-<n>"))`: the
    // registry holds a value only while a `Shared` of its key lives, so the memory kept stays
    // flat however many rows have come and gone. The floor: the same children holding a plain
    // value.
    let n = budget.iterations(100_000)
    let withShared = try await presentAndDismiss(n, shared: true)
    let plain = try await presentAndDismiss(n, shared: false)
    return [
      Figure(
        "shared.rows", "present, change, dismiss one row", unit: "ns",
        samples: withShared.samples, floor: plain.samples,
        floorName: "the same rows without a Shared"),
      Figure(
        "shared.rows", "memory kept by \(n) rows (goal < 2 MB)", unit: "KB",
        value: withShared.keptKB, floor: plain.keptKB, floorName: "rows without a Shared"),
    ]
  }
  return figures
}

/// A row holding a value shared under a key of its own.
struct SharedRow: Reducer {
  struct State: Equatable {
    @Shared var value: Int
    var plain = 0
    init(id: Int, shared: Bool) {
      _value = shared ? Shared(wrappedValue: 0, .inMemory("row-\(id)")) : Shared(wrappedValue: 0)
    }
  }
  enum Action: Equatable, Sendable { case bumped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$value.withLock { $0 += 1 }
    return .none
  }
}

/// Presents one row at a time.
struct RowHost: Reducer {
  struct State: Equatable { @Presents var row: SharedRow.State? = nil }
  enum Action: Equatable, Sendable {
    case presented(Int, shared: Bool)
    case dismissed
    case row(PresentationAction<SharedRow.Action>)
    var row: PresentationAction<SharedRow.Action>? { if case .row(let a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presented(let id, let shared): state.row = SharedRow.State(id: id, shared: shared)
      case .dismissed: state.row = nil
      case .row: break
      }
      return .none
    }
    .ifLet(\.$row, action: CasePath(Action.row, \.row)) { SharedRow() }
  }
}

/// Presents, changes and dismisses `count` rows in a fresh store (rows numbered from a
/// process-wide counter, so no key is used twice), twice over: the time per row of the
/// second round, and the memory the second round kept.
@MainActor func presentAndDismiss(_ count: Int, shared: Bool) async throws -> (
  samples: [Double], keptKB: Double
) {
  let store = Store(initialState: RowHost.State()) { RowHost() }
  func round() {
    for _ in 0..<count {
      rowNumber += 1
      store.send(.presented(rowNumber, shared: shared))
      store.send(.row(.presented(.bumped)))
      store.send(.dismissed)
    }
  }
  round()
  for _ in 0..<100 { await Task.yield() }
  let before = try memoryKB().resident
  let start = ContinuousClock.now
  round()
  let elapsed = start.duration(to: .now)
  for _ in 0..<100 { await Task.yield() }
  let after = try memoryKB().resident
  let perRow =
    Double(elapsed.components.attoseconds) / 1e9
    + Double(elapsed.components.seconds) * 1e9
  return ([perRow / Double(count)], max(0, after - before))
}

@MainActor var rowNumber = 0

/// The floor: one reducer call the optimiser cannot fold away (an opaque call, as a store makes).
@inline(never)
func reduceDirectly(_ state: inout Counter.State, _ action: Counter.Action) -> Effect<
  Counter.Action
> {
  Counter().reduce(into: &state, action: action)
}

/// What `Nested`'s three Scopes and ifLet do, by hand: match each level's case, reach the
/// counter's state in place, and lift its effect back up.
@inline(never)
func reduceTreeDirectly(_ state: inout Nested.State, _ action: Nested.Action) -> Effect<
  Nested.Action
> {
  guard case .middle(.inner(.counter(let counterAction))) = action,
    state.middle.inner.counter != nil
  else { return .none }
  return Counter().reduce(into: &state.middle.inner.counter!, action: counterAction)
    .map { .middle(.inner(.counter($0))) }
}

/// How many of `Counter`'s `.start` effects have started and how many ended by cancellation
/// since `baseline`, once `done` holds for the two or 10 s have passed.
@MainActor func effectCounts(
  since baseline: (started: Int, cancelled: Int), until done: (Int, Int) -> Bool
) async throws -> (started: Int, cancelled: Int) {
  let deadline = ContinuousClock.now.advanced(by: .seconds(10))
  while true {
    let started = startedEffects.load(ordering: .relaxed) - baseline.started
    let cancelled = cancelledEffects.load(ordering: .relaxed) - baseline.cancelled
    if done(started, cancelled) || ContinuousClock.now >= deadline { return (started, cancelled) }
    try await Task.sleep(for: .milliseconds(10))
  }
}

/// Starts `count` detached tasks that each sleep for a minute, cancelling each at once.
func startAndCancelBareTasks(_ count: Int) async {
  for i in 0..<count {
    let task = Task.detached {
      do {
        try await Task.sleep(for: .seconds(60))
      } catch {
        cancelledBareTasks.add(1, ordering: .relaxed)
      }
    }
    task.cancel()
    if i % 1_000 == 999 { await Task.yield() }
  }
}

/// How many of `startAndCancelBareTasks`' tasks have ended by cancellation.
let cancelledBareTasks = Atomic<Int>(0)

/// Each tap starts an effect that sends one action back.
struct Echo: Reducer {
  struct State: Equatable {
    var taps = 0
    var deliveries = 0
  }
  enum Action: Equatable, Sendable { case tapped, delivered }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      state.taps += 1
      return .run { send in await send(.delivered) }
    case .delivered:
      state.deliveries += 1
      return .none
    }
  }
}
