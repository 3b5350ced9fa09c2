import Loop
import LoopTesting
import Synchronization

/// How many of `Counter`'s `.start` effects have ended by cancellation, so far:
/// `effect.run+cancel` checks that every one it started did.
let cancelledEffects = Atomic<Int>(0)

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
    let direct = measure(budget, iterations: n) { n in
      var state = Counter.State()
      for _ in 0..<n { blackHole(reduceDirectly(&state, .increment)) }
      blackHole(state)
    }
    let store = Store(initialState: Counter.State()) { Counter() }
    let sends = measure(budget, iterations: n) { n in
      for _ in 0..<n { store.send(.increment) }
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

  figures += try await benchmark("store.send.scoped", include) {
    let n = budget.iterations(500_000)
    let store = Store(initialState: Nested.State()) { Nested() }
    let action = Nested.Action.middle(.inner(.counter(.increment)))
    let sends = measure(budget, iterations: n) { n in
      for _ in 0..<n { store.send(action) }
    }
    // Every send reached the counter through the three levels.
    let count = store.state.middle.inner.counter?.count ?? 0
    let expected = budget.operationsMeasured(iterations: n)
    try expect(count == expected, "the scoped counter reached \(count) after \(expected) sends")
    let direct = measure(budget, iterations: n) { n in
      var state = Counter.State()
      for _ in 0..<n { blackHole(reduceDirectly(&state, .increment)) }
      blackHole(state)
    }
    return [
      Figure(
        "store.send.scoped", "per action, 3 Scopes + ifLet", unit: "ns", samples: sends,
        floor: direct, floorName: "reducer called directly")
    ]
  }

  figures += try await benchmark("effect.run+cancel", include) {
    let n = budget.iterations(100_000)
    let store = Store(initialState: Counter.State()) { Counter() }
    let cancelledBefore = cancelledEffects.load(ordering: .relaxed)
    let samples = await measureAsync(budget, iterations: n) { n in
      for i in 0..<n {
        store.send(.start)
        store.send(.stop)
        // Give the cancelled tasks their turn now and then, as a real event loop does.
        if i % 1_000 == 999 { await Task.yield() }
      }
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
    // Every effect started, and ended because it was cancelled (not after its 60 s sleep).
    let started = budget.operationsMeasured(iterations: n) + n
    var cancelled = 0
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    repeat {
      cancelled = cancelledEffects.load(ordering: .relaxed) - cancelledBefore
      if cancelled >= started { break }
      try await Task.sleep(for: .milliseconds(10))
    } while ContinuousClock.now < deadline
    try expect(
      cancelled == started, "\(cancelled) of \(started) effects ended by cancellation within 10 s")
    return [
      Figure("effect.run+cancel", "start + cancel one effect", unit: "ns", samples: samples),
      Figure(
        "effect.run+cancel", "memory gained by \(n) more (leak check)", unit: "KB",
        value: max(0, after.resident - settled)),
      Figure("effect.run+cancel", "peak resident memory", unit: "KB", value: after.peak),
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
    return [
      Figure(
        "teststore.1000", "\(pairs) send/receive pairs", unit: "ms",
        samples: samples.map { $0 / 1e6 })
    ]
  }
  return figures
}

/// The floor: one reducer call the optimiser cannot fold away (an opaque call, as a store makes).
@inline(never)
func reduceDirectly(_ state: inout Counter.State, _ action: Counter.Action) -> Effect<
  Counter.Action
> {
  Counter().reduce(into: &state, action: action)
}

/// Each tap sends one action back.
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
      return .send(.delivered)
    case .delivered:
      state.deliveries += 1
      return .none
    }
  }
}
