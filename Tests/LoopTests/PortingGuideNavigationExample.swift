// The navigation part of the porting guide (Sources/Loop/Loop.docc/PortingFromTCA.md): a team
// of Pokémon with a presented destination enum (a sheet to add a member, an alert to confirm a
// removal) and a navigation stack of member screens. The article shows the text between each
// pair of markers word for word; `PortingGuideTests` fails when the two disagree.

import Loop

// porting-guide:navigation:begin
struct Team: Reducer {
  struct State: Equatable {
    var members: [String] = []
    @Presents var destination: Destination.State?
    var path = StackState<Member.State>()
  }

  enum Action: Sendable {
    case addTapped
    case removeTapped(String)
    case memberTapped(String)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<Member.State, Member.Action>)
  }

  struct Destination: Reducer {
    enum State: Equatable {
      case addMember(AddMember.State)
      case alert(AlertState<Alert>)
    }

    enum Action: Sendable {
      case addMember(AddMember.Action)
      case alert(Alert)
    }

    enum Alert: Equatable, Sendable {
      case confirmRemove(String)
    }

    var body: some ReducerOf<Self> {
      Case(State.addMember, Action.addMember) { AddMember() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .addMember(AddMember.State())
        return .none

      case .removeTapped(let name):
        state.destination = .alert(
          AlertState(
            title: "Remove \(name)?",
            buttons: [.destructive("Remove", action: .confirmRemove(name)), .cancel("Keep")]))
        return .none

      case .memberTapped(let name):
        state.path.append(Member.State(name: name))
        return .none

      case .destination(.presented(.addMember(.delegate(.saved(let name))))):
        state.members.append(name)
        return .none

      case .destination(.presented(.alert(.confirmRemove(let name)))):
        state.members.removeAll { $0 == name }
        return .none

      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Member() }
  }
}

struct AddMember: Reducer {
  struct State: Equatable {
    var name = ""
    var isChecking = false
  }

  enum Action: Sendable {
    case nameChanged(String)
    case saveTapped
    case checked(Bool)
    case delegate(Delegate)
    enum Delegate: Sendable { case saved(String) }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nameChanged(let name):
        state.name = name
        return .none

      case .saveTapped:
        state.isChecking = true
        return .run { [name = state.name] send in
          try await clock.sleep(for: .milliseconds(200))  // a server checks the name
          await send(.checked(!name.isEmpty))
        }

      case .checked(let isValid):
        state.isChecking = false
        guard isValid else { return .none }
        return .run { [name = state.name] send in
          await send(.delegate(.saved(name)))
          await dismiss()
        }

      case .delegate:
        return .none
      }
    }
  }
}

struct Member: Reducer {
  struct State: Equatable, Sendable {
    var name: String
    var moves: [String]?
  }

  enum Action: Sendable {
    case onAppear
    case movesLoaded([String])
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { send in
        try await clock.sleep(for: .seconds(1))  // a slow network
        await send(.movesLoaded(["Thunderbolt", "Quick Attack"]))
      }
    case .movesLoaded(let moves):
      state.moves = moves
      return .none
    }
  }
}
// porting-guide:navigation:end
