import Foundation
import Loop
import Testing

/// Many effects cancelled by one action, whose tasks the store cancels off the main actor
/// (more than 64 at once), and the live clock's sleeps, which keep nothing once cancelled.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct ManyCancelledTests {
  /// 100 loops that send as fast as they can, all under one id, cancelled 1–3 ms in, 300 times
  /// (four stores at a time): not one tick is reduced after the action that cancelled them, and
  /// every loop ends.
  @Test func manyLoopsCancelledAtOnceDeliverNothingAfterTheCancel_300Runs() async {
    let (late, notCancelled) = await inLanes(runs: 300) {
      let store = Store(initialState: Loops.State()) { Loops() }
      let started = store.send(.start(100))
      try? await Task.sleep(for: .microseconds(Int.random(in: 1000...3000)))
      store.send(.stop)
      await started.finish()  // every loop ends (the suite's time limit says if not)
      return (store.state.late, started.isCancelled ? 0 : 1)
    }
    #expect(late == 0)
    #expect(notCancelled == 0)
  }

  /// 100 concatenations under one id, each waiting in its first part, cancelled together and
  /// then let go at once, 300 times (four stores at a time): no later part starts, so no
  /// action of theirs is reduced after the cancel. Their tasks are cancelled on the pool (more
  /// than 64), their handles at once, and a concatenation goes by its handle.
  @Test func concatenationsCancelledAtOnceStartNoLaterPart_300Runs() async {
    let (late, _) = await inLanes(runs: 300) {
      let gate = Gate()
      let store = Store(initialState: Loops.State()) { Loops(gate: gate) }
      let started = store.send(.concatenations(100))
      while gate.waiting < 100 { await Task.yield() }
      store.send(.stop)
      gate.open()
      await started.finish()
      return (store.state.late, 0)
    }
    #expect(late == 0)
  }

  /// Runs `run` `runs` times, four stores at a time, and adds up the two counts it returns.
  func inLanes(runs: Int, _ run: @escaping @MainActor () async -> (Int, Int)) async -> (Int, Int) {
    let lanes = 4
    var running: [Task<(Int, Int), Never>] = []
    for lane in 0..<lanes {
      running.append(
        Task { @MainActor in
          var total = (0, 0)
          for _ in stride(from: lane, to: runs, by: lanes) {
            let counts = await run()
            total = (total.0 + counts.0, total.1 + counts.1)
          }
          return total
        })
    }
    var total = (0, 0)
    for lane in running {
      let counts = await lane.value
      total = (total.0 + counts.0, total.1 + counts.1)
    }
    return total
  }

  /// The same 100 loops under a store that is released instead: they all end.
  @Test func releasingAStoreEndsItsManyEffects() async {
    var store: Store<Loops.State, Loops.Action>? = Store(initialState: Loops.State()) { Loops() }
    let started = store!.send(.start(100))
    try? await Task.sleep(for: .milliseconds(2))
    store = nil
    await started.finish()
    #expect(started.isCancelled)
  }

  // MARK: The live clock

  @Test func theLiveClockIsTheDefaultOutsideTests() {
    #expect(DependencyValues(context: .live).continuousClock is LiveClock)
  }

  @Test func aSleepLastsItsDuration() async throws {
    let clock = LiveClock()
    let start = clock.now
    try await clock.sleep(for: .milliseconds(20))
    #expect(start.duration(to: clock.now) >= .milliseconds(20))
  }

  /// Off the main actor, which the other suites keep busy: under the sanitizer on a loaded
  /// machine a thread can wait seconds for a core (once 12 s for the main actor), so the bound
  /// is generous; what it rules out is waiting for the hour.
  @Test nonisolated func aCancelledSleepOfAnHourEndsWhenCancelled() async {
    let clock = LiveClock()
    let sleeping = Task.detached { try await clock.sleep(for: .seconds(3600)) }
    try? await Task.sleep(for: .milliseconds(5))
    let cancelled = ContinuousClock.now
    sleeping.cancel()
    let result = await sleeping.result
    #expect(cancelled.duration(to: .now) < .seconds(60))
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func aSleepInACancelledTaskDoesNotBegin() async {
    let result = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await LiveClock().sleep(for: .seconds(3600))
    }.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  /// Sleeps of 0–300 µs cancelled 0–300 µs in, so that the timer's firing and the cancellation
  /// race, 500 times (eight at a time): each sleep ends once, either when it is due or by
  /// throwing `CancellationError`, never earlier than due unless cancelled.
  @Test func sleepsCancelledAsTheyFireEndOnce_500Runs() async {
    let clock = LiveClock()
    var early = 0
    for _ in 0..<(500 / 8) {
      var sleeps: [(Task<Duration, any Error>, Duration)] = []
      for _ in 0..<8 {
        let due = Duration.microseconds(Int.random(in: 0...300))
        let sleep = Task.detached {
          let start = clock.now
          try await clock.sleep(for: due)
          return start.duration(to: clock.now)
        }
        sleeps.append((sleep, due))
      }
      try? await Task.sleep(for: .microseconds(Int.random(in: 0...300)))
      for (sleep, _) in sleeps { sleep.cancel() }
      for (sleep, due) in sleeps {
        switch await sleep.result {
        case .success(let slept): if slept < due { early += 1 }
        case .failure(let error): #expect(error is CancellationError)
        }
      }
    }
    #expect(early == 0)
  }
}

/// `count` loops that send ticks until cancelled, all under one id; or `count`
/// concatenations whose first part waits on `gate` and whose second sends a tick.
private struct Loops: Reducer {
  struct State: Equatable {
    var stopped = false
    var late = 0
  }
  enum Action: Equatable, Sendable {
    case start(Int)
    case concatenations(Int)
    case stop, tick
  }
  enum CancelID { case loops }
  var gate = Gate()

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenations(let count):
      return .merge(
        (0..<count).map { _ in .concatenate(.run { [gate] _ in await gate.wait() }, .send(.tick)) }
      )
      .cancellable(id: CancelID.loops)
    case .start(let count):
      return .merge(
        (0..<count).map { _ in
          .run { send in
            while !Task.isCancelled {
              await send(.tick)
              await Task.yield()
            }
          }
        }
      )
      .cancellable(id: CancelID.loops)
    case .stop:
      state.stopped = true
      return .cancel(id: CancelID.loops)
    case .tick:
      if state.stopped { state.late += 1 }
      return .none
    }
  }
}

/// Holds its waiters until opened; counts them.
private final class Gate: Sendable {
  private let state = Locked<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))
  var waiting: Int { state.withLock { $0.waiters.count } }

  func wait() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state -> Bool in
        if state.open { return true }
        state.waiters.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.open = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
