import Foundation
import Loop
import LoopTesting
import Testing

struct Greeting: Sendable {
  var text: @Sendable () -> String
}

extension Greeting: DependencyKey {
  static let liveValue = Greeting { "live" }
  static let testValue = Greeting { "test default" }
}

extension DependencyValues {
  var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }
}

struct Greeter: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable {
    case greetTapped
    case heard(String)
  }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greetTapped:
      state.heard.append("reducer: \(greeting.text())")
      return .run { send in
        // Read inside the effect and inside a task the effect starts.
        await send(.heard("effect: \(greeting.text())"))
        let nested = await Task { @Sendable in greeting.text() }.value
        await send(.heard("nested: \(nested)"))
      }
    case .heard(let line):
      state.heard.append(line)
      return .none
    }
  }
}

@MainActor
struct DependencyTests {
  @Test func testsGetTheTestValueAndOverridesWin() {
    #expect(DependencyValues.isTesting)
    @Dependency(\.greeting) var greeting
    #expect(greeting.text() == "test default")
    withDependencies {
      $0.greeting.text = { "overridden" }
    } operation: {
      #expect(greeting.text() == "overridden")
    }
    #expect(greeting.text() == "test default")
  }

  @Test func theLiveContextGivesLiveValues() {
    withDependencies {
      $0.context = .live
    } operation: {
      @Dependency(\.greeting) var greeting
      #expect(greeting.text() == "live")
    }
  }

  @Test func overridesReachEveryEffectTheStoreStarts() async {
    let store = withDependencies {
      $0.greeting.text = { "from scope" }
    } operation: {
      Store(initialState: Greeter.State()) { Greeter() }
    }
    await store.send(.greetTapped).finish()
    #expect(
      store.state.heard == [
        "reducer: from scope", "effect: from scope", "nested: from scope",
      ])
  }

  @Test func testStoreOverridesReachEffects() async {
    let store = TestStore(initialState: Greeter.State()) {
      Greeter()
    } withDependencies: {
      $0.greeting.text = { "stubbed" }
    }
    await store.send(.greetTapped) { $0.heard = ["reducer: stubbed"] }
    await store.receive(.heard("effect: stubbed")) { $0.heard.append("effect: stubbed") }
    await store.receive(.heard("nested: stubbed")) { $0.heard.append("nested: stubbed") }
  }

  @Test func uuidAndDateAreInjectable() {
    withDependencies {
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 1_000))
    } operation: {
      @Dependency(\.uuid) var uuid
      @Dependency(\.date) var date
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
      #expect(date.now.timeIntervalSince1970 == 1_000)
    }
  }
}
