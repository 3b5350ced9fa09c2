// The Loop side of the porting guide's form (Sources/Loop/Loop.docc/PortingFromTCA.md): fields
// set by bindings, a check run when one changes, and an autosave debounced on the injected
// clock. The article shows the text between the markers word for word; `PortingGuideTests`
// fails when the two disagree.

import Loop

// porting-guide:form-feature:begin
struct Settings: Reducer {
  struct State: Equatable {
    var displayName = ""
    var nameError: String?
    var notificationsOn = false
    var digestHour = 9
    var savedName = ""
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case autosaved
  }

  enum CancelID { case autosave }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.displayName) { _, name in
        Reduce { state, _ in
          state.nameError = name.count > 20 ? "Keep it to 20 characters." : nil
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.notificationsOn):
        if !state.notificationsOn { state.digestHour = 9 }
        return .none

      case .binding(\.displayName):
        return .send(.autosaved)
          .debounce(id: CancelID.autosave, for: .seconds(1), clock: clock)

      case .binding:
        return .none

      case .autosaved:
        if state.nameError == nil { state.savedName = state.displayName }
        return .none
      }
    }
  }
}
// porting-guide:form-feature:end
