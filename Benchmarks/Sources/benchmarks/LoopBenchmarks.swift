import Loop
import LoopTesting

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
      return .run { _ in try await Task.sleep(for: .seconds(60)) }
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
func loopBenchmarks(_ budget: Budget, include: (String) -> Bool) async -> [Figure] {
  var figures: [Figure] = []

  if include("store.send") {
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
    blackHole(store.state)
    figures.append(
      Figure(
        "store.send", "per action", unit: "ns", samples: sends, floor: direct,
        floorName: "reducer called directly"))
  }

  if include("store.send.scoped") {
    let n = budget.iterations(500_000)
    let store = Store(initialState: Nested.State()) { Nested() }
    let action = Nested.Action.middle(.inner(.counter(.increment)))
    let sends = measure(budget, iterations: n) { n in
      for _ in 0..<n { store.send(action) }
    }
    // Every send reached the counter through the three levels (a warm-up run, then the rest).
    precondition(
      store.state.middle.inner.counter?.count == max(1, n / 10) + n * budget.repetitions,
      "store.send.scoped: the scoped counter missed actions")
    let direct = measure(budget, iterations: n) { n in
      var state = Counter.State()
      for _ in 0..<n { blackHole(reduceDirectly(&state, .increment)) }
      blackHole(state)
    }
    figures.append(
      Figure(
        "store.send.scoped", "per action, 3 Scopes + ifLet", unit: "ns", samples: sends,
        floor: direct, floorName: "reducer called directly"))
  }

  if include("effect.run+cancel") {
    let n = budget.iterations(100_000)
    let store = Store(initialState: Counter.State()) { Counter() }
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
    let settled = memoryKB().resident
    for i in 0..<n {
      store.send(.start)
      store.send(.stop)
      if i % 1_000 == 999 { await Task.yield() }
    }
    for _ in 0..<1_000 { await Task.yield() }
    let after = memoryKB()
    figures.append(
      Figure("effect.run+cancel", "start + cancel one effect", unit: "ns", samples: samples))
    figures.append(
      Figure(
        "effect.run+cancel", "memory gained by \(n) more (leak check)", unit: "KB",
        value: max(0, after.resident - settled)))
    figures.append(
      Figure("effect.run+cancel", "peak resident memory", unit: "KB", value: after.peak))
  }

  if include("effect.merge100") {
    let n = budget.iterations(2_000)
    let store = Store(initialState: Counter.State()) { Counter() }
    let samples = measure(budget, iterations: n) { n in
      for _ in 0..<n { store.send(.merge100) }
    }
    figures.append(
      Figure(
        "effect.merge100", "per action delivered", unit: "ns",
        samples: samples.map { $0 / 101 }))
  }

  if include("teststore.1000") {
    let pairs = budget.iterations(1_000)
    let samples = await measureAsync(budget, iterations: 1) { repetitions in
      for _ in 0..<repetitions {
        let store = TestStore(initialState: Echo.State()) { Echo() }
        for i in 1...pairs {
          await store.send(.tapped) { $0.taps = i }
          await store.receive(.delivered) { $0.deliveries = i }
        }
      }
    }
    figures.append(
      Figure(
        "teststore.1000", "\(pairs) send/receive pairs", unit: "ms",
        samples: samples.map { $0 / 1e6 }))
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
