import Loop
import Testing

/// Counts actions per producer and notes any that arrive out of order or twice.
struct Tally: Reducer {
  struct State: Equatable {
    var next: [Int]
    var total = 0
    var violations: [String] = []
  }
  enum Action: Sendable {
    case startProducers(count: Int, each: Int)
    case produced(producer: Int, sequence: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startProducers(let count, let each):
      return .merge(
        (1...count).map { producer in
          .run { send in
            for sequence in 0..<each {
              await send(.produced(producer: producer, sequence: sequence))
            }
          }
        })
    case .produced(let producer, let sequence):
      if state.next[producer] != sequence {
        state.violations.append(
          "producer \(producer): got \(sequence), expected \(state.next[producer])")
      }
      state.next[producer] = sequence + 1
      state.total += 1
      return .none
    }
  }
}

@MainActor
struct StressTests {
  @Test func oneHundredThousandActionsFromALoopArriveOnceInOrder() {
    let store = Store(initialState: Tally.State(next: [0])) { Tally() }
    for sequence in 0..<100_000 { store.send(.produced(producer: 0, sequence: sequence)) }
    #expect(store.state.total == 100_000)
    #expect(store.state.next[0] == 100_000)
    #expect(store.state.violations.isEmpty)
  }

  @Test func oneHundredThousandActionsFromOneHundredConcurrentEffects() async {
    let store = Store(initialState: Tally.State(next: Array(repeating: 0, count: 101))) { Tally() }
    await store.send(.startProducers(count: 100, each: 1_000)).finish()
    #expect(store.state.total == 100_000)
    #expect(store.state.next.dropFirst().allSatisfy { $0 == 1_000 })
    #expect(store.state.violations.isEmpty)
  }
}
