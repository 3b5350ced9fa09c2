import Loop

/// A row of `ScaleList`: a count its own action raises.
struct ScaleRow: Reducer {
  struct State: Identifiable, Equatable, Sendable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable, Sendable { case tapped }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// A list of rows run by `forEach`, and a stack of the same rows: how Loop's costs grow with
/// the number of rows and the depth of the stack.
struct ScaleList: Reducer {
  struct State: Sendable {
    var rows: IdentifiedArrayOf<ScaleRow.State>
    var stack = StackState<ScaleRow.State>()
    var other = 0
    init(rows: Int, depth: Int) {
      self.rows = IdentifiedArray(uniqueElements: (0..<rows).map { ScaleRow.State(id: $0) })
      stack = StackState((0..<depth).map { ScaleRow.State(id: $0) })
    }
  }
  enum Action: Sendable {
    case touched, removedFirst, pushed, popped
    case rows(IdentifiedActionOf<ScaleRow>)
    case stack(StackAction<ScaleRow.State, ScaleRow.Action>)
    var rows: IdentifiedActionOf<ScaleRow>? { if case .rows(let a) = self { a } else { nil } }
    var stack: StackAction<ScaleRow.State, ScaleRow.Action>? {
      if case .stack(let a) = self { a } else { nil }
    }
  }
  // Case paths by property: this measures the forEach, not the reading of an enum's case by
  // its embed function alone (`store.send.scoped` has that figure).
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .touched: state.other &+= 1
      case .removedFirst:
        // Removes the first row and puts it back at the end: the count stays the same.
        let row = state.rows.remove(at: 0)
        state.rows.append(row)
      case .pushed: state.stack.append(ScaleRow.State(id: -1))
      case .popped: _ = state.stack.popLast()
      case .rows, .stack: break
      }
      return .none
    }
    .forEach(\.rows, action: CasePath(Action.rows, \.rows)) { ScaleRow() }
    .forEach(\.stack, action: CasePath(Action.stack, \.stack)) { ScaleRow() }
  }
}

/// Each figure at a large size, with the same at a small size as its floor: a ratio near 1
/// means the cost does not grow with the size.
@MainActor func scalingBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws
  -> [Figure]
{
  var figures: [Figure] = []
  let (small, large) = (1_000, 100_000)

  /// Times `action` sent to a store of `rows` rows, at both sizes.
  func pair(_ action: ScaleList.Action, iterations: Int, depth: (Int, Int) = (0, 0))
    -> (figure: [Double], floor: [Double])
  {
    let big = Store(initialState: ScaleList.State(rows: large, depth: depth.1)) { ScaleList() }
    let little = Store(initialState: ScaleList.State(rows: small, depth: depth.0)) {
      ScaleList()
    }
    return measurePair(budget, iterations: iterations) { n in
      for _ in 0..<n { big.send(action) }
    } floor: { n in
      for _ in 0..<n { little.send(action) }
    }
  }

  figures += try await benchmark("scaling.forEach", include) {
    let n = budget.iterations(20_000)
    let untouched = pair(.touched, iterations: n)
    let row = pair(.rows(.element(id: 7, action: .tapped)), iterations: n)
    let removal = pair(.removedFirst, iterations: budget.iterations(200))
    return [
      Figure(
        "scaling.forEach", "an action no row sees, \(large) rows", unit: "ns",
        samples: untouched.figure, floor: untouched.floor, floorName: "the same, \(small) rows"),
      Figure(
        "scaling.forEach", "a row's action, \(large) rows", unit: "ns",
        samples: row.figure, floor: row.floor, floorName: "the same, \(small) rows"),
      Figure(
        "scaling.forEach", "a row removed and added, \(large) rows", unit: "ns",
        samples: removal.figure, floor: removal.floor, floorName: "the same, \(small) rows"),
    ]
  }

  figures += try await benchmark("scaling.stack", include) {
    let n = budget.iterations(2_000)
    let (shallow, deep) = (10, 1_000)
    let big = Store(initialState: ScaleList.State(rows: 0, depth: deep)) { ScaleList() }
    let little = Store(initialState: ScaleList.State(rows: 0, depth: shallow)) { ScaleList() }
    let samples = measurePair(budget, iterations: n) { n in
      for _ in 0..<n {
        big.send(.pushed)
        big.send(.popped)
      }
    } floor: { n in
      for _ in 0..<n {
        little.send(.pushed)
        little.send(.popped)
      }
    }
    try expect(big.state.stack.count == deep, "the deep stack holds \(big.state.stack.count)")
    return [
      Figure(
        "scaling.stack", "a push and a pop, depth \(deep)", unit: "ns",
        samples: samples.figure, floor: samples.floor, floorName: "the same, depth \(shallow)")
    ]
  }
  return figures
}
