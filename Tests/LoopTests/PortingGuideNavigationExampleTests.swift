// The tests of the porting guide's navigation example; the article shows the region between the
// markers word for word.

// porting-guide:navigation-test:begin
import Loop
import LoopTesting
import Testing

@MainActor
struct TeamTests {
  @Test func addingAMemberClosesTheSheet() async {
    let clock = TestClock()
    let store = TestStore(initialState: Team.State()) {
      Team()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off  // a flow: only where it ends matters
    await store.send(.addTapped)
    await store.send(.destination(.presented(.addMember(.nameChanged("Pikachu")))))
    await store.send(.destination(.presented(.addMember(.saveTapped))))
    await clock.advance(by: .milliseconds(200))
    await store.receive({ Team.Action.destination(.presented(.addMember(.delegate($0)))) })
    await store.finish()
    #expect(store.state.members == ["Pikachu"])
    #expect(store.state.destination == nil)  // the sheet dismissed itself
  }

  @Test func removingAsksFirst() async {
    var team = Team.State()
    team.members = ["Pikachu", "Eevee"]
    let store = TestStore(initialState: team) { Team() }
    await store.send(.removeTapped("Pikachu")) {
      $0.destination = .alert(
        AlertState(
          title: "Remove Pikachu?",
          buttons: [.destructive("Remove", action: .confirmRemove("Pikachu")), .cancel("Keep")]))
    }
    await store.send(.destination(.presented(.alert(.confirmRemove("Pikachu"))))) {
      $0.destination = nil  // any button closes the alert
      $0.members = ["Eevee"]
    }
  }

  @Test func poppingAMemberCancelsItsLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: Team.State()) {
      Team()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.memberTapped("Pikachu")) {
      $0.path.append(Member.State(name: "Pikachu"))
    }
    await store.send(.path(.element(id: 0, action: .onAppear)))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.run()  // the moves never arrive: popping cancelled their load
  }
}
// porting-guide:navigation-test:end
