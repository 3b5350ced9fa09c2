import Foundation
import Loop
import LoopTesting
import Testing

/// A form: two fields set by bindings, a check that runs when the name is bound, and a count
/// of edits kept by `onChange`.
struct Profile: Reducer {
  struct State: Equatable, CodableBindings {
    var name = ""
    var age = 0
    var nameIsValid = false
    var nameEdits = 0

    static let codableBindings: [CodableBinding<Self>] = [.field("name", \.name)]
  }
  enum Action: BindableAction, Equatable, Codable {
    case binding(BindingAction<State>)
    case resetTapped

    var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.name) { _, _ in
        Reduce { state, _ in
          state.nameEdits += 1
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.nameIsValid = !state.name.isEmpty
        return .none
      case .binding:
        return .none
      case .resetTapped:
        return .send(.binding(.set(\.age, 0)))
      }
    }
  }
}

@MainActor
struct BindingTests {
  @Test func aBindingSetsItsFieldAndMatchesByKeyPath() async {
    let store = TestStore(initialState: Profile.State()) { Profile() }
    await store.send(.binding(.set(\.name, "Ash"))) {
      $0.name = "Ash"
      $0.nameIsValid = true
      $0.nameEdits = 1
    }
    // Another field's binding does not match `case .binding(\.name)`.
    await store.send(.binding(.set(\.age, 10))) { $0.age = 10 }
  }

  @Test func onChangeRunsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Profile.State(name: "Ash", nameIsValid: true)) {
      Profile()
    }
    await store.send(.binding(.set(\.name, "Ash")))  // the same name: no edit counted
    await store.send(.binding(.set(\.name, ""))) {
      $0.name = ""
      $0.nameIsValid = false
      $0.nameEdits = 1
    }
  }

  @Test func onChangeAloneSeesTheOldAndNewValue() {
    let reducer = Reduce<Profile.State, Profile.Action> { state, _ in
      state.age += 1
      return .none
    }
    .onChange(of: \.age) { old, new in
      Reduce { state, _ in
        state.name = "\(old)→\(new)"
        return .none
      }
    }
    var state = Profile.State()
    _ = reducer.reduce(into: &state, action: .resetTapped)
    #expect(state.name == "0→1")
  }

  @Test func aBindingIsReceivedByValue() async {
    let store = TestStore(initialState: Profile.State(age: 30)) { Profile() }
    await store.send(.resetTapped)
    await store.receive(.binding(.set(\.age, 0))) { $0.age = 0 }
  }

  @Test func bindingToTheWrongValueFailsWithTheFieldAndBothValues() async {
    await withKnownIssue {
      let store = TestStore(initialState: Profile.State()) { Profile() }
      await store.send(.binding(.set(\.name, "Ash"))) {
        $0.name = "Misty"
        $0.nameIsValid = true
        $0.nameEdits = 1
      }
    } matching: { issue in
      let message = text(of: issue)
      return message.contains(#"send(Profile.Action.binding(.set(\State.name, "Ash")))"#)
        && message.contains("name:\n    expected: \"Misty\"\n    actual:   \"Ash\"")
    }
  }

  @Test func receivingTheWrongBindingFailsNamingBoth() async {
    await withKnownIssue {
      let store = TestStore(initialState: Profile.State(age: 30)) { Profile() }
      await store.send(.resetTapped)
      await store.receive(.binding(.set(\.age, 1))) { $0.age = 0 }
    } matching: { issue in
      text(of: issue).contains(
        #"Expected to receive Profile.Action.binding(.set(\State.age, 1)), "#
          + #"but received Profile.Action.binding(.set(\State.age, 0))"#)
    }
  }

  @Test func bindingsAreEqualByFieldAndValue() {
    typealias Binding = BindingAction<Profile.State>
    #expect(Binding.set(\.name, "Ash") == .set(\.name, "Ash"))
    #expect(Binding.set(\.name, "Ash") != .set(\.name, "Misty"))
    #expect(Binding.set(\.age, 0) != .set(\.nameEdits, 0))
    #expect(Binding.set(\.name, "Ash").value(at: \.name) == "Ash")
    #expect(Binding.set(\.name, "Ash").value(at: \.age) == nil)
  }

  @Test func aBindingOfAListedFieldRoundTripsThroughJSON() throws {
    let action = Profile.Action.binding(.set(\.name, "Ash"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys  // a keyed container's order is not fixed otherwise
    let json = try encoder.encode(action)
    #expect(
      String(decoding: json, as: UTF8.self) == #"{"binding":{"_0":{"field":"name","value":"Ash"}}}"#
    )
    #expect(try JSONDecoder().decode(Profile.Action.self, from: json) == action)
  }

  @Test func aBindingOfAnUnlistedFieldDoesNotEncodeOrDecode() {
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Profile.Action.binding(.set(\.age, 3)))
    }
    let unknown = Data(#"{"binding":{"_0":{"field":"age","value":3}}}"#.utf8)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Profile.Action.self, from: unknown)
    }
    #expect("\(String(describing: error))".contains("has no field named age"))
  }
}
