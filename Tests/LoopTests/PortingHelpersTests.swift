import Foundation
import LoopTesting
import Testing

@testable import Loop

// Issue #28, item 5: what TCA's @DependencyClient and friends write, without macros.

struct NumberClient: Sendable {
  var fact: @Sendable (Int) async throws -> String
  var favorite: @Sendable () -> Int
  var history: @Sendable (Int, Int) async -> [Int]
  var parse: @Sendable (String) throws -> Int
}

extension NumberClient: DependencyKey {
  static let liveValue = NumberClient(
    fact: { "\($0) is a number" }, favorite: { 7 }, history: { _, _ in [] }, parse: { Int($0) ?? 0 }
  )
  static let testValue = NumberClient(
    fact: unimplemented("NumberClient.fact"),
    favorite: unimplemented("NumberClient.favorite", placeholder: 0),
    history: unimplemented("NumberClient.history", placeholder: []),
    parse: unimplemented("NumberClient.parse"))
}

struct Clocked: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable, Sendable { case started, ticked }
  @Dependency(\.continuousClock) var clock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .started:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.ticked) }
      }
    case .ticked:
      state.ticks += 1
      return .none
    }
  }
}

struct Note: Codable, Equatable {
  var title: String
  @Shared var tags: [String]
}

@MainActor
struct PortingHelpersTests {
  @Test func anUnimplementedEndpointFailsTheTestThatCallsItAndNamesIt() async {
    let client = NumberClient.testValue
    await withKnownIssue {
      _ = try? await client.fact(3)
    } matching: {
      text(of: $0).contains("Unimplemented: NumberClient.fact was called")
        && text(of: $0).contains("withDependencies: { $0.numberClient.fact = { ... } }")
    }
    withKnownIssue {
      #expect(client.favorite() == 0)  // the placeholder
    } matching: {
      text(of: $0).contains("NumberClient.favorite")
    }
    await withKnownIssue {
      #expect(await client.history(1, 2) == [])
    } matching: {
      text(of: $0).contains("NumberClient.history")
    }
    withKnownIssue {
      #expect(throws: Unimplemented.self) { try client.parse("1") }
    } matching: {
      text(of: $0).contains("NumberClient.parse")
    }
  }

  /// The override an unimplemented endpoint's report suggests is the client's name in lower
  /// camel case, a leading acronym whole; a name that is not `Type.endpoint` gets the template.
  @Test func theSuggestedOverrideIsTheClientsName() {
    func expect(_ name: String, suggests override: String) {
      withKnownIssue {
        let call: @Sendable () -> Int = unimplemented(name, placeholder: 0)
        _ = call()
      } matching: { issue in
        text(of: issue).contains("withDependencies: { \(override) = { ... } }")
      }
    }
    expect("APIClient.fetch", suggests: "$0.apiClient.fetch")
    expect("URLSession.data", suggests: "$0.urlSession.data")
    expect("API.fetch", suggests: "$0.api.fetch")
    expect("Client.fact(_:)", suggests: "$0.<client>.<endpoint>")
    expect("A.B.c", suggests: "$0.<client>.<endpoint>")
  }

  @Test func aTimerTicksOncePerIntervalOnTheTestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Clocked.State()) {
      Clocked()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let timer = await store.send(.started)
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.ticked) { $0.ticks = 2 }
    await store.receive(.ticked) { $0.ticks = 3 }
    await timer.cancel()
  }

  @Test func aSharedFieldInACodableStateNeedsNoHandWrittenCodable() throws {
    let note = Note(title: "team", tags: ["fire", "water"])
    let data = try JSONEncoder().encode(note)
    #expect(String(decoding: data, as: UTF8.self).contains(#""tags":["fire","water"]"#))
    let decoded = try JSONDecoder().decode(Note.self, from: data)
    #expect(decoded == note)
    decoded.$tags.withLock { $0.append("grass") }
    #expect(decoded.tags == ["fire", "water", "grass"])
    #expect(note.tags == ["fire", "water"])  // its own value, not the one it was encoded from
  }
}
