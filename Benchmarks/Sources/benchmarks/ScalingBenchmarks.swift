import Foundation
import Loop
import Synchronization

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
    // Each sample a mean over 3,200 removals: the index rebuilds itself after 1/64th of the
    // rows are removed (1,563 at 100,000), so the rebuilds are in the figure.
    let removal = pair(.removedFirst, iterations: budget.iterations(3_200))
    return [
      Figure(
        "scaling.forEach", "an action no row sees, \(large) rows", unit: "ns",
        samples: untouched.figure, floor: untouched.floor, floorName: "the same, \(small) rows"),
      Figure(
        "scaling.forEach", "a row's action, \(large) rows", unit: "ns",
        samples: row.figure, floor: row.floor, floorName: "the same, \(small) rows"),
      Figure(
        "scaling.forEach", "a row removed and added, \(large) rows (mean of 3,200)", unit: "ns",
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
  figures += try await benchmark("scaling.cancel", include) {
    // Effects sleeping on the live clock (an hour), all cancelled by one action: the main
    // actor's turn that cancels them, at two sizes, and the heap they leave once they have
    // ended and the store is gone, against bare tasks that sleep with `Task.sleep`.
    let (few, many) = (budget.iterations(1_000), budget.iterations(50_000))
    var turns: (few: [Double], many: [Double]) = ([], [])
    var (kept, waits): ([Double], [Double]) = ([], [])
    for _ in 0..<budget.repetitions {
      turns.few.append(try await Sleepers.cancelTurn(few).nanoseconds / Double(few))
      let (turn, longestWait, heapKept) = try await Sleepers.cancelTurn(many)
      turns.many.append(turn / Double(many))
      waits.append(longestWait / 1e6)
      kept.append(heapKept / Double(many))
    }
    let bareKept = try await Sleepers.bareTasksKeep(many)
    return [
      Figure(
        "scaling.cancel", "cancelling \(many) at once, per effect", unit: "ns",
        samples: turns.many, floor: turns.few, floorName: "the same, \(few) at once"),
      Figure(
        "scaling.cancel", "the main actor's turn that cancels \(many)", unit: "ms",
        samples: turns.many.map { $0 * Double(many) / 1e6 }),
      Figure(
        "scaling.cancel", "the longest a main-actor job waited while they ended", unit: "ms",
        samples: waits),
      Figure(
        "scaling.cancel", "heap kept per effect, \(many) cancelled, the store gone", unit: "B",
        samples: kept, floor: [bareKept], floorName: "bare tasks in Task.sleep, cancelled"),
    ]
  }
  return figures
}

/// Set on the main actor when the effects of `Sleepers.cancelTurn` have all ended.
@MainActor final class Ending {
  var done = false
}

/// Effects that sleep an hour on the clock in force, all under one cancellation id.
struct Sleepers: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable {
    case start(Int)
    case stop
  }
  enum CancelID { case sleeping }
  /// How many effects (and bare tasks) have begun their sleep, so far.
  static let asleep = Atomic<Int>(0)
  /// How many of those sleeps ended by cancellation, so far: each must, or the benchmark
  /// timed something else (a sleep that returned, an error).
  static let cancelled = Atomic<Int>(0)

  /// Sleeps an hour on `clock`, counting the sleep and its cancellation.
  static func sleepAnHour(on clock: any Clock<Duration>) async throws {
    asleep.add(1, ordering: .relaxed)
    do {
      try await clock.sleep(for: .seconds(3_600))
    } catch is CancellationError {
      cancelled.add(1, ordering: .relaxed)
      throw CancellationError()
    }
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let count):
      return .merge(
        (0..<count).map { _ in
          .run { [clock] _ in try await Self.sleepAnHour(on: clock) }
        }
      )
      .cancellable(id: CancelID.sleeping)
    case .stop:
      return .cancel(id: CancelID.sleeping)
    }
  }

  /// Starts `count` effects, waits until each is asleep, and times the send that cancels them
  /// all (this thread's CPU time); then, while they end, the longest a job queued on the main
  /// actor waited; then releases the store, and returns the heap in use it leaves behind.
  @MainActor static func cancelTurn(_ count: Int) async throws
    -> (nanoseconds: Double, longestWait: Double, heapKept: Double)
  {
    let before = try heapInUse()
    var store: Store<State, Action>? = Store(initialState: State()) { Sleepers() }
    let (asleepBefore, cancelledBefore) = (
      asleep.load(ordering: .relaxed), cancelled.load(ordering: .relaxed)
    )
    let started = store!.send(.start(count))
    try await waitFor("\(count) effects asleep") {
      asleep.load(ordering: .relaxed) - asleepBefore == count
    }
    let start = threadCPUNanoseconds()
    store!.send(.stop)
    let turn = threadCPUNanoseconds() - start
    // While the effects end, a job is queued on the main actor again and again, as a frame
    // would be: the longest it waited is the longest the cancellation blocked a frame.
    let ended = ContinuousClock.now
    let ending = Ending()
    // Waited for on the pool: awaited here, each effect's end would be a main-actor job.
    Task.detached {
      await started.finish()
      await MainActor.run { ending.done = true }
    }
    var longestWait = Duration.zero
    while !ending.done {
      let queued = ContinuousClock.now
      await Task.yield()
      longestWait = max(longestWait, queued.duration(to: .now))
      try expect(
        ended.duration(to: .now) < .seconds(10), "\(count) cancelled effects took 10 s to end")
    }
    let ends = cancelled.load(ordering: .relaxed) - cancelledBefore
    try expect(ends == count, "\(ends) of \(count) effects' sleeps ended by cancellation")
    store = nil
    try await settle()
    return (turn, nanoseconds(longestWait), try heapInUse() - before)
  }

  /// The heap in use `count` bare tasks sleeping in `Task.sleep` leave once cancelled and
  /// ended, per task.
  @MainActor static func bareTasksKeep(_ count: Int) async throws -> Double {
    let before = try heapInUse()
    let (asleepBefore, cancelledBefore) = (
      asleep.load(ordering: .relaxed), cancelled.load(ordering: .relaxed)
    )
    let tasks = (0..<count).map { _ in
      Task.detached { try await sleepAnHour(on: ContinuousClock()) }
    }
    try await waitFor("\(count) bare tasks asleep") {
      asleep.load(ordering: .relaxed) - asleepBefore == count
    }
    for task in tasks { task.cancel() }
    for task in tasks { _ = await task.result }
    let ends = cancelled.load(ordering: .relaxed) - cancelledBefore
    try expect(ends == count, "\(ends) of \(count) bare tasks' sleeps ended by cancellation")
    try await settle()
    return (try heapInUse() - before) / Double(count)
  }

  /// Lets the ended tasks' last jobs run and the pool's threads go idle.
  @MainActor private static func settle() async throws {
    for _ in 0..<1_000 { await Task.yield() }
    try await Task.sleep(for: .milliseconds(200))
  }

  @MainActor private static func waitFor(_ what: String, _ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while !condition() {
      try expect(ContinuousClock.now < deadline, "not within 20 s: \(what)")
      try await Task.sleep(for: .milliseconds(5))
    }
  }
}

/// The bytes the allocator has handed out and not had back, over all its arenas: the "in use"
/// of glibc's `malloc_stats` total (`mallinfo` counts the main arena only, and neither is in
/// Swift's Glibc module). `malloc_stats` prints to the standard error, which is pointed at a
/// file while it runs.
func heapInUse() throws -> Double {
  typealias Stats = @convention(c) () -> Void
  guard let symbol = dlsym(nil, "malloc_stats") else {
    throw BenchmarkFailure(message: "malloc_stats not found")
  }
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "benchmarks-malloc-stats-\(getpid())"
  ).path
  fflush(nil)
  let saved = dup(2)
  let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard saved >= 0, file >= 0 else { throw BenchmarkFailure(message: "cannot open \(path)") }
  dup2(file, 2)
  close(file)
  unsafeBitCast(symbol, to: Stats.self)()
  fflush(nil)
  dup2(saved, 2)
  close(saved)
  defer { unlink(path) }
  let text = try String(contentsOfFile: path, encoding: .utf8)
  // Each arena's lines, then "Total (incl. mmap):" with its own: the last "in use" is the total.
  guard let line = text.split(separator: "\n").last(where: { $0.contains("in use bytes") }),
    let bytes = line.split(separator: "=").last.flatMap({
      Double($0.trimmingCharacters(in: .whitespaces))
    })
  else { throw BenchmarkFailure(message: "malloc_stats printed no total: \(text)") }
  return bytes
}
