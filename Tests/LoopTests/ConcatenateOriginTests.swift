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
        && message.components(separatedBy: "InOrder.Action.started").count == 3
        && !message.contains("InOrder.Action.other")
    }
  }
}
