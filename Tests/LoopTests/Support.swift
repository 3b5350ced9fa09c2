import Loop
import Testing

/// The text of every comment attached to an issue, for checking failure messages.
func text(of issue: Issue) -> String {
  issue.comments.map(\.rawValue).joined(separator: "\n")
}

/// A tiny feature most tests use.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var name = "counter"
  }
  enum Action: Equatable, Sendable {
    case incrementTapped
    case decrementTapped
    case delayedIncrementTapped
    case incrementDelivered
  }
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementTapped, .incrementDelivered:
        state.count += 1
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .delayedIncrementTapped:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.incrementDelivered)
        }
      }
    }
  }
}

/// Collects strings from any thread.
final class Log: Sendable {
  private let lines = Locked<[String]>([])
  func append(_ line: String) { lines.withLock { $0.append(line) } }
  var all: [String] { lines.withLock { $0 } }
}
