import Foundation
import Loop
import LoopTesting
import Testing

/// Reads `\.greeting` in its reducer and in an effect; the effect is made either plainly or
/// inside a `withDependencies` scope.
struct GreetingReader: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable {
    case readTapped, scopedReadTapped
    case heard(String)
  }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .readTapped:
      state.heard.append("reducer: \(greeting.text())")
      return .run { send in await send(.heard("effect: \(greeting.text())")) }
    case .scopedReadTapped:
      return withDependencies {
        $0.greeting = Greeting { "scoped" }
      } operation: {
        .run { send in await send(.heard("effect: \(greeting.text())")) }
      }
    case .heard(let line):
      state.heard.append(line)
      return .none
    }
  }
}

struct GreetingParent: Reducer {
  struct State: Equatable { var child = GreetingReader.State() }
  enum Action: Equatable, Sendable {
    case child(GreetingReader.Action)
    var child: GreetingReader.Action? { if case .child(let a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: CasePath(Action.child, \.child)) {
      GreetingReader()
        .dependency(\.greeting, Greeting { "child" })
    }
  }
}

@MainActor
struct DependencyOverrideTests {
  @Test func anEffectMadeInAWithDependenciesScopeKeepsItsValues() async {
    let store = TestStore(initialState: GreetingReader.State()) {
      GreetingReader()
    } withDependencies: {
      $0.greeting = Greeting { "store" }
    }
    await store.send(.scopedReadTapped)
    await store.receive(.heard("effect: scoped")) { $0.heard = ["effect: scoped"] }
  }

  @Test func aReducerLevelOverrideReachesTheChildAndItsEffects() async {
    let store = TestStore(initialState: GreetingParent.State()) {
      GreetingParent()
    } withDependencies: {
      $0.greeting = Greeting { "store" }
    }
    await store.send(.child(.readTapped)) { $0.child.heard = ["reducer: child"] }
    await store.receive(.child(.heard("effect: child"))) {
      $0.child.heard = ["reducer: child", "effect: child"]
    }
  }

  @Test func transformDependencyChangesTheValueInForce() async {
    let store = TestStore(initialState: GreetingReader.State()) {
      GreetingReader()
        .transformDependency(\.greeting) { greeting in
          let text = greeting.text
          greeting.text = { text().uppercased() }
        }
    } withDependencies: {
      $0.greeting = Greeting { "store" }
    }
    await store.send(.readTapped) { $0.heard = ["reducer: STORE"] }
    await store.receive(.heard("effect: STORE")) { $0.heard = ["reducer: STORE", "effect: STORE"] }
  }
}
