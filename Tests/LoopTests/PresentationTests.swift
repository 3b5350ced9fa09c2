import Foundation
import LoopTesting
import Testing

@testable import Loop

/// A presented screen: it counts, loads slowly, and can close itself.
struct Sheet: Reducer {
  struct State: Equatable, Identifiable, Codable, Sendable {
    var id: Int
    var count = 0
  }
  enum Action: Equatable, Sendable, Codable {
    case incrementTapped, loadTapped, loaded, closeTapped
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .loadTapped:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.loaded)
      }
    case .loaded:
      state.count += 100
      return .none
    case .closeTapped:
      return .run { _ in await dismiss() }
    }
  }
}

/// Two screens a host can present, one case each.
struct Destination: Reducer {
  enum State: Equatable, ReducerState {
    case sheet(Sheet.State)
    case counter(Counter.State)
    static var reducer: Destination { Destination() }
    var sheet: Sheet.State? { if case .sheet(let state) = self { state } else { nil } }
    var counter: Counter.State? { if case .counter(let state) = self { state } else { nil } }
  }
  enum Action: Equatable, Sendable {
    case sheet(Sheet.Action)
    case counter(Counter.Action)
    var sheet: Sheet.Action? { if case .sheet(let action) = self { action } else { nil } }
    var counter: Counter.Action? { if case .counter(let action) = self { action } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Scope(state: CasePath(State.sheet, \.sheet), action: CasePath(Action.sheet, \.sheet)) {
      Sheet()
    }
    Scope(state: CasePath(State.counter, \.counter), action: CasePath(Action.counter, \.counter)) {
      Counter()
    }
  }
}

/// Presents a destination, an alert and a stack, and notes what it saw.
struct Host: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var alert: AlertState<Action.Alert>?
    var path = StackState<Sheet.State>()
    var log: [String] = []
  }
  enum Action: Equatable, Sendable {
    case showSheet(Int)
    case showCounter
    case destination(PresentationAction<Destination.Action>)
    case removeTapped
    case alert(PresentationAction<Alert>)
    case push(Int)
    case path(StackAction<Sheet.State, Sheet.Action>)
    enum Alert: Equatable, Sendable { case confirmRemove }

    var destination: PresentationAction<Destination.Action>? {
      if case .destination(let action) = self { action } else { nil }
    }
    var alert: PresentationAction<Alert>? {
      if case .alert(let action) = self { action } else { nil }
    }
    var path: StackAction<Sheet.State, Sheet.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showSheet(let id):
        state.destination = .sheet(Sheet.State(id: id))
      case .showCounter:
        state.destination = .counter(Counter.State())
      case .destination(.dismiss):
        state.log.append("dismiss seen with \(state.destination == nil ? "nothing" : "a child")")
      case .removeTapped:
        state.alert = AlertState(
          title: "Remove?",
          buttons: [.destructive("Remove", action: .confirmRemove), .cancel("No")])
      case .alert(.presented(.confirmRemove)):
        state.log.append("removed with the alert \(state.alert == nil ? "closed" : "open")")
      case .push(let id):
        state.path.append(Sheet.State(id: id))
      case .destination, .alert, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
    .ifLet(\.$alert, action: CasePath(Action.alert, \.alert))
    .forEach(\.path, action: CasePath(Action.path, \.path)) { Sheet() }
  }
}

@MainActor
struct PresentationTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStore<Host.State, Host.Action> {
    TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aPresentedChildRunsAndDismissCancelsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.incrementTapped)))) {
      $0.destination = .sheet(Sheet.State(id: 1, count: 1))
    }
    await store.send(.destination(.presented(.sheet(.loadTapped))))
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismiss seen with a child"]
    }
    // Had the load survived the dismissal, the exhaustive store would fail on its action.
    await clock.advance(by: .seconds(2))
  }

  @Test func replacingTheChildWithAnotherCancelsTheOldChildsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.loadTapped))))
    await store.send(.showSheet(2)) { $0.destination = .sheet(Sheet.State(id: 2)) }
    await clock.advance(by: .seconds(2))
    // Another case replaces it too.
    await store.send(.destination(.presented(.sheet(.loadTapped))))
    await store.send(.showCounter) { $0.destination = .counter(Counter.State()) }
    await clock.advance(by: .seconds(2))
  }

  @Test func assigningTheSameChildAgainKeepsItsEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.showSheet(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.loadTapped))))
    await store.send(.showSheet(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.destination(.presented(.sheet(.loaded)))) {
      $0.destination = .sheet(Sheet.State(id: 1, count: 100))
    }
  }

  @Test func theChildDismissesItselfThroughTheDependency() async {
    let store = makeStore()
    await store.send(.showSheet(1)) { $0.destination = .sheet(Sheet.State(id: 1)) }
    await store.send(.destination(.presented(.sheet(.closeTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
      $0.log = ["dismiss seen with a child"]
    }
  }

  @Test func dismissOutsideAPresentedChildNamesTheCallSite() async {
    let store = TestStore(initialState: Sheet.State(id: 1)) { Sheet() }
    await withKnownIssue {
      await store.send(.closeTapped)
      await store.finish()
    } matching: { issue in
      text(of: issue).contains("dismiss() was called from an effect that belongs to no presented")
        && issue.sourceLocation?.fileID.hasSuffix("PresentationTests.swift") == true
        && issue.sourceLocation?.line == 33
    }
  }

  @Test func aTestOfTheChildAloneCanOverrideDismiss() async {
    let dismissed = Locked(false)
    let store = TestStore(initialState: Sheet.State(id: 1)) {
      Sheet()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.withLock { $0 = true } }
    }
    await store.send(.closeTapped)
    await store.finish()
    #expect(dismissed.withLock { $0 })
  }

  @Test func aChildActionWithNothingPresentedIsAnIssue() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.destination(.presented(.sheet(.incrementTapped))))
    } matching: { issue in
      text(of: issue).contains("while nothing was presented")
    }
  }

  @Test func anActionForAnotherCaseOfTheDestinationIsAnIssue() async {
    let store = makeStore()
    await store.send(.showCounter) { $0.destination = .counter(Counter.State()) }
    await withKnownIssue {
      await store.send(.destination(.presented(.sheet(.incrementTapped))))
    } matching: { issue in
      text(of: issue).contains("while its state was another case")
    }
  }

  @Test func anAlertButtonClosesTheAlertBeforeTheParentSeesIt() async {
    let store = makeStore()
    await store.send(.removeTapped) {
      $0.alert = AlertState(
        title: "Remove?", buttons: [.destructive("Remove", action: .confirmRemove), .cancel("No")])
    }
    let remove = store.state.alert!.buttons[0].presentationAction
    await store.send(.alert(remove)) {
      $0.alert = nil
      $0.log = ["removed with the alert closed"]
    }
  }

  @Test func cancellingAnAlertChangesNothingButTheAlert() async {
    let store = makeStore()
    await store.send(.removeTapped) {
      $0.alert = AlertState(
        title: "Remove?", buttons: [.destructive("Remove", action: .confirmRemove), .cancel("No")])
    }
    #expect(store.state.alert!.buttons[1].presentationAction == .dismiss)
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func presentsComparesTheStateOnlyAndMirrorsIt() {
    var a = Presents<Int>(wrappedValue: nil)
    a.wrappedValue = 1
    let first = a.generation
    a.wrappedValue = 1
    #expect(a.generation == first)
    a.wrappedValue = nil
    a.wrappedValue = 1
    #expect(a == Presents(wrappedValue: 1))
    #expect(a.generation != first)
    #expect(Presents(wrappedValue: 1).generation != Presents(wrappedValue: 1).generation)
    #expect(differences(Host.State(), Host.State()).isEmpty)
    var presented = Host.State()
    presented.destination = .counter(Counter.State())
    #expect(differences(Host.State(), presented).map(\.path) == ["destination"])
  }
}

@MainActor
struct StackTests {
  func makeStore(_ clock: TestClock = TestClock()) -> TestStore<Host.State, Host.Action> {
    TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func idsComeFromTheStackAndStayWithTheirElements() {
    var path = StackState<String>()
    path.append("a")
    path.append("b")
    path.popLast()
    path.append("c")
    #expect(path.ids == [0, 2])
    #expect(path[id: 2] == "c")
    path.append("d")
    path.pop(from: 2)
    #expect(Array(path) == ["a"])
    let reused = path.push("e", id: 1)
    let fresh = path.push("e", id: 7)
    #expect(!reused && fresh)
    #expect(path.ids == [0, 7])
  }

  @Test func aStackRoundTripsThroughJSON() throws {
    var path = StackState([Sheet.State(id: 4)])
    path.append(Sheet.State(id: 5, count: 2))
    path.pop(from: 0)
    path.append(Sheet.State(id: 6))
    let data = try JSONEncoder().encode(path)
    var decoded = try JSONDecoder().decode(StackState<Sheet.State>.self, from: data)
    #expect(decoded == path)
    decoded.append(Sheet.State(id: 7))
    #expect(decoded.ids == [2, 3])
    let backwards = Data(
      #"[{"id":3,"element":{"id":1,"count":0}},{"id":1,"element":{"id":2,"count":0}}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(StackState<Sheet.State>.self, from: backwards)
    }
  }

  @Test func elementsRunAndPoppingCancelsTheirEffects() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.push(1)) { $0.path.append(Sheet.State(id: 1)) }
    await store.send(.push(2)) { $0.path.append(Sheet.State(id: 2)) }
    await store.send(.path(.element(id: 0, action: .incrementTapped))) {
      $0.path[id: 0]?.count = 1
    }
    await store.send(.path(.element(id: 0, action: .loadTapped)))
    await store.send(.path(.element(id: 1, action: .loadTapped)))
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    // Only the element still on the stack hears back.
    await store.receive(.path(.element(id: 0, action: .loaded))) { $0.path[id: 0]?.count = 101 }
    await store.send(.path(.element(id: 0, action: .loadTapped)))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.advance(by: .seconds(1))
  }

  @Test func anElementDismissesItselfByPopping() async {
    let store = makeStore()
    await store.send(.push(1)) { $0.path.append(Sheet.State(id: 1)) }
    await store.send(.push(2)) { $0.path.append(Sheet.State(id: 2)) }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.popLast() }
  }

  /// A pop and a push are received by key path, as an element's action is: each case has a
  /// property of its name (`receive(\.path?.popFrom)` did not compile).
  @Test func aPopIsReceivedByKeyPath() async {
    let store = makeStore()
    await store.send(.push(1)) { $0.path.append(Sheet.State(id: 1)) }
    await store.send(.push(2)) { $0.path.append(Sheet.State(id: 2)) }
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(\.path?.popFrom, 1) { $0.path.popLast() }
    let push = StackAction<Sheet.State, Sheet.Action>.push(id: 3, state: Sheet.State(id: 9))
    #expect(push.push?.id == 3 && push.push?.state == Sheet.State(id: 9) && push.popFrom == nil)
    #expect(StackAction<Sheet.State, Sheet.Action>.popFrom(id: 2).push == nil)
  }

  @Test func pushesAndPopsByActionCheckTheirIds() async {
    let store = makeStore()
    await store.send(.path(.push(id: 3, state: Sheet.State(id: 9)))) {
      $0.path.push(Sheet.State(id: 9), id: 3)
    }
    await withKnownIssue {
      await store.send(.path(.push(id: 2, state: Sheet.State(id: 8))))
    } matching: { issue in
      text(of: issue).contains("which the stack")
    }
    await withKnownIssue {
      await store.send(.path(.popFrom(id: 5)))
    } matching: { issue in
      text(of: issue).contains("which is not on the stack")
    }
    await withKnownIssue {
      await store.send(.path(.element(id: 5, action: .incrementTapped)))
    } matching: { issue in
      text(of: issue).contains("#5, which is not on the stack")
    }
  }
}
