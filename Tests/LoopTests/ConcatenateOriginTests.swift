import Foundation
import LoopTesting
import Testing

@testable import Loop

/// A feature whose `.started` runs a step and then, in order, sends `.late`; `.other` starts an
/// unrelated effect meanwhile.
struct InOrder: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case started
    case late
    case stopped
    case other
  }
  enum CancelID { case sequence }

  /// Opened by the test to let the first step finish.
  let firstStep: @Sendable () async -> Void
  /// What runs after the first step, when not `.late`.
  var secondStep: (@Sendable () async -> Void)?

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      let second: Effect<Action> =
        if let secondStep { .run { _ in await secondStep() } } else { .send(.late) }
      return .concatenate(.run { _ in await firstStep() }, second)
        .cancellable(id: CancelID.sequence)
    case .late:
      state.log.append("late")
      return .none
    case .stopped:
      return .cancel(id: CancelID.sequence)
    case .other:
      return .run { _ in }
    }
  }
}

@MainActor
struct ConcatenateOriginTests {
  /// An effect a concatenation starts later is named after the action that returned the
  /// concatenation, not after whatever was reduced last.
  @Test func anEffectStartedLaterByAConcatenationNamesItsOwnAction() async throws {
    let gate = Locked(false)
    await withKnownIssue {
      let store = TestStore(initialState: InOrder.State()) {
        InOrder(
          firstStep: {
            while !gate.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(1)) }
          },
          secondStep: { try? await Task.sleep(for: .seconds(60)) })
      }
      await store.send(.started)
      await store.send(.other)  // reduced, with an effect, before the second step starts
      gate.withLock { $0 = true }
      await store.finish(timeout: .milliseconds(200))
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("still running")
        // The concatenation and its running second step are one effect (issue #38).
        && message.components(separatedBy: "InOrder.Action.started").count == 2
        && !message.contains("InOrder.Action.other")
    }
  }

  /// The concatenation checks for cancellation, then hops to the main actor to start its next
  /// effect. Its jobs run on an executor the test holds, so the test can let it pass the check
  /// and cancel it while the hop waits: the next effect (a `.send`) must not deliver.
  @Test func aCancelWhileTheNextEffectHopsOverStopsIt() async throws {
    let held = HeldExecutor()
    let firstStepRan = Locked(false)
    let core = StoreCore<InOrder.State, InOrder.Action>(
      initialState: InOrder.State(),
      reducer: InOrder(firstStep: { firstStepRan.withLock { $0 = true } }).reduce(into:action:),
      dependencies: DependencyValues.inForce)
    core.executor = held
    let store = Store(core: core)
    store.send(.started)
    // Let everything run, a job at a time, until the first step has ended (its task is gone)
    // and the concatenation's next job is waiting on the held executor.
    // The deadline only stops a hang: each turn waits behind every other main-actor test, which
    // in the whole suite under the thread sanitizer on two cores added up to more than two
    // minutes once the suite had grown (2026-12-02); five minutes still ends a real hang.
    let deadline = ContinuousClock.now + .seconds(300)
    while !firstStepRan.withLock({ $0 }) || core.runningEffectCount != 1 || held.pending == 0 {
      try #require(ContinuousClock.now < deadline, "the first step never ended")
      held.runAll()
      await Task.yield()
    }
    // In one main-actor stretch: the concatenation passes its check (its hop to the main actor
    // now waits for this stretch to end), then the cancel.
    held.runAll()
    store.send(.stopped)
    for _ in 0..<20 {
      held.runAll()
      await Task.yield()
    }
    #expect(store.state.log.isEmpty)
  }
}

/// A task executor whose jobs wait until the test runs them.
final class HeldExecutor: TaskExecutor {
  private let jobs = Locked<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  var pending: Int { jobs.withLock { $0.count } }

  /// Runs the jobs waiting now, on this thread.
  func runAll() {
    for job in jobs.withLock({ jobs in
      defer { jobs.removeAll() }
      return jobs
    }) {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
