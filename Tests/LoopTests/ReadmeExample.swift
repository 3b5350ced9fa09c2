// README:begin
import Loop
import LoopTesting
import Testing

struct Countdown: Reducer {
  struct State: Equatable {
    var secondsLeft = 3
    var isRunning = false
  }
  enum Action: Equatable, Sendable { case startTapped, ticked }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { [secondsLeft = state.secondsLeft] send in
        for _ in 0..<secondsLeft {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
    case .ticked:
      state.secondsLeft -= 1
      state.isRunning = state.secondsLeft > 0
      return .none
    }
  }
}

@MainActor @Test func countdownTicksToZero() async {
  let clock = TestClock()
  let store = TestStore(initialState: Countdown.State()) {
    Countdown()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.startTapped) { $0.isRunning = true }
  await clock.advance(by: .seconds(3))
  await store.receive(.ticked) { $0.secondsLeft = 2 }
  await store.receive(.ticked) { $0.secondsLeft = 1 }
  await store.receive(.ticked) {
    $0.secondsLeft = 0
    $0.isRunning = false
  }
}
// README:end
