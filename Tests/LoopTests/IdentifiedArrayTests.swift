import Foundation
import LoopTesting
import Testing

@testable import Loop

// Issue #28, item 4: IdentifiedArray, IdentifiedAction and forEach over them, as TCA spells them.

struct Todo: Equatable, Identifiable, Codable, Sendable {
  var id: Int
  var title = ""
  var isDone = false
}

/// Rows kept in an IdentifiedArray, each loading under the same cancellation id.
struct TodoList: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Loader.State> = []
  }
  enum Action: Equatable, Sendable {
    case rows(IdentifiedActionOf<Loader>)
    case removed(Int)
    var rows: IdentifiedActionOf<Loader>? { if case .rows(let a) = self { a } else { nil } }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .removed(let id) = action { state.rows[id: id] = nil }
      return .none
    }
    .forEach(\.rows, action: CasePath(Action.rows, \.rows)) { Loader() }
  }
}

@MainActor
struct IdentifiedArrayTests {
  @Test func lookupGetSetRemoveKeepOrder() {
    var todos: IdentifiedArrayOf<Todo> = [Todo(id: 3), Todo(id: 1), Todo(id: 2)]
    #expect(todos.ids == [3, 1, 2])
    #expect(todos[id: 1] == Todo(id: 1))
    todos[id: 1]?.title = "milk"
    #expect(todos[1].title == "milk")
    todos[id: 3] = nil
    #expect(todos.ids == [1, 2])
    #expect(todos.index(id: 2) == 1)
    let appendedTwice = todos.append(Todo(id: 2, title: "twice"))
    let appended = todos.append(Todo(id: 9))
    #expect(!appendedTwice && appended)
    todos.insert(Todo(id: 0), at: 0)
    #expect(todos.ids == [0, 1, 2, 9])
    let removed = todos.remove(id: 1)
    #expect(removed?.title == "milk")
    #expect(todos.ids == [0, 2, 9] && todos[id: 9] != nil && todos.index(id: 9) == 2)
    todos.removeAll { $0.id == 0 }
    #expect(todos.ids == [2, 9] && todos.index(id: 2) == 0)
    todos.removeAll { $0.id == 9 }  // the last one: no stale index left for it
    #expect(todos[id: 9] == nil && !todos.contains(id: 9))
    let appendedAgain = todos.append(Todo(id: 9))
    #expect(appendedAgain)
    // Reordering keeps every id found.
    todos.append(Todo(id: 5))
    todos.sort { $0.id > $1.id }
    #expect(todos.ids == [9, 5, 2])
    #expect(todos.ids.allSatisfy { todos[id: $0]?.id == $0 })
    todos.swapAt(0, 2)
    todos.reverse()
    #expect(todos.ids == [9, 5, 2])
    #expect(todos.index(id: 2) == 2 && todos.index(id: 9) == 0)
    todos[0].isDone = true
    #expect(todos[id: 9]?.isDone == true)
    #expect(Array(todos.map(\.id)) == [9, 5, 2])
  }

  @Test func codableEquatableAndNoDuplicateIds() throws {
    let todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b")]
    let data = try JSONEncoder().encode(todos)
    #expect(try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: data) == todos)
    let twice = Data(
      #"[{"id":1,"title":"a","isDone":false},{"id":1,"title":"b","isDone":false}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Todo>.self, from: twice)
    }
    #expect(
      IdentifiedArrayOf<Todo>(uniqueElements: [Todo(id: 1), Todo(id: 1, title: "x")]).count == 1)
  }

  @Test func forEachOverAnIdentifiedArrayRunsTheRowAndKeepsItsIDs() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: TodoList.State(rows: [Loader.State(id: 1), Loader.State(id: 2)])
    ) {
      TodoList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .loadTapped)))
    await store.send(.rows(.element(id: 2, action: .loadTapped)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .loaded))) { $0.rows[id: 1]?.loads = 1 }
    await store.receive(.rows(.element(id: 2, action: .loaded))) { $0.rows[id: 2]?.loads = 1 }
    // A removed row's load is cancelled with it.
    await store.send(.rows(.element(id: 2, action: .loadTapped)))
    await store.send(.removed(2)) { $0.rows[id: 2] = nil }
    await clock.advance(by: .seconds(2))
  }
}

/// A row whose effect reports back after a second.
struct TimedRow: Reducer {
  struct State: Equatable, Identifiable, Sendable { var id: Int }
  enum Action: Equatable, Sendable { case started, finished }
  @Dependency(\.continuousClock) var clock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard action == .started else { return .none }
    return .run { send in
      try await clock.sleep(for: .seconds(1))
      await send(.finished)
    }
  }
}

struct TimedRows: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<TimedRow.State> = [.init(id: 1), .init(id: 2)]
  }
  enum Action: Equatable, Sendable {
    case replacedInPlace, replacedWhole, edited
    case rows(IdentifiedActionOf<TimedRow>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .replacedInPlace: state.rows[0] = TimedRow.State(id: 3)
      case .replacedWhole: state.rows = [.init(id: 4), .init(id: 2)]
      case .edited: state.rows.sort { $0.id < $1.id }
      case .rows: break
      }
      return .none
    }
    .forEach(\.rows, action: Action.rows) { TimedRow() }
  }
}

/// A row replaced by one of another id, the count unchanged (in place, or the whole array
/// assigned), has its effects cancelled; rows only reordered keep theirs.
@MainActor
@Test func aRowReplacedByAnotherIDHasItsEffectsCancelled() async {
  let clock = TestClock()
  let store = TestStore(initialState: TimedRows.State()) {
    TimedRows()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.rows(.element(id: 1, action: .started)))
  await store.send(.replacedInPlace) { $0.rows[0] = TimedRow.State(id: 3) }
  await store.send(.rows(.element(id: 3, action: .started)))
  await store.send(.replacedWhole) { $0.rows = [.init(id: 4), .init(id: 2)] }
  await store.send(.rows(.element(id: 2, action: .started)))
  await store.send(.edited) { $0.rows = [.init(id: 2), .init(id: 4)] }
  await clock.advance(by: .seconds(1))
  // Only row 2's effect, which was reordered and not replaced, reports back.
  await store.receive(.rows(.element(id: 2, action: .finished)))
}

/// The index after removals (issue #42: a removal rewrites two entries, not every one after
/// it): 10 seeded runs of 400 random changes each, so the index is rebuilt many times over
/// (after 32 removals at these sizes), each checked against a plain array after every change.
@Test func theIndexFindsEveryElementThroughRandomChanges() {
  for seed in 0..<10 {
    var random = ObservationRandom(seed: UInt64(seed))
    var rows = IdentifiedArrayOf<Todo>()
    var model: [Todo] = []
    var nextID = 0
    var gone: Set<Int> = []
    for step in 0..<400 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0...2:
        nextID += 1
        rows.append(Todo(id: nextID))
        model.append(Todo(id: nextID))
      case 3 where !model.isEmpty:
        let position = Int.random(in: 0...model.count, using: &random)
        nextID += 1
        rows.insert(Todo(id: nextID), at: position)
        model.insert(Todo(id: nextID), at: position)
      case 4 where !model.isEmpty, 5 where !model.isEmpty:
        let position = Int.random(in: 0..<model.count, using: &random)
        let removed = model.remove(at: position)
        #expect(rows.remove(at: position) == removed)
        gone.insert(removed.id)
      case 6 where !model.isEmpty:
        let id = model[Int.random(in: 0..<model.count, using: &random)].id
        rows[id: id] = nil
        model.removeAll { $0.id == id }
        gone.insert(id)
      case 7 where model.count > 1:
        let (a, b) = (
          Int.random(in: 0..<model.count, using: &random),
          Int.random(in: 0..<model.count, using: &random)
        )
        rows.swapAt(a, b)
        model.swapAt(a, b)
      case 8 where !model.isEmpty:
        let id = model[Int.random(in: 0..<model.count, using: &random)].id
        rows[id: id]?.title = "step \(step)"
        model[model.firstIndex { $0.id == id }!].title = "step \(step)"
      case 9 where step % 50 == 0:
        rows.removeAll { $0.id % 7 == 0 }
        model.removeAll { $0.id % 7 == 0 }
      default:
        if let last = model.last {  // re-adding a removed id at the end
          rows.remove(id: last.id)
          rows.append(last)
        }
      }
      #expect(rows.elements == model, "seed \(seed), step \(step)")
      for (position, row) in model.enumerated() where rows.index(id: row.id) != position {
        let found = rows.index(id: row.id).map(String.init) ?? "nil"
        Issue.record("seed \(seed), step \(step): \(row.id) at \(position), index says \(found)")
      }
      let present = Set(model.map(\.id))
      for id in gone where !present.contains(id) {
        #expect(!rows.contains(id: id) && rows[id: id] == nil, "seed \(seed), step \(step)")
      }
    }
  }
}

/// Rows of a list shown in a sheet: removing a row cancels its effects and no other's, through
/// the sheet's ownership of its effects.
struct SheetOfRows: Reducer {
  struct State: Equatable {
    @Presents var sheet: TimedRows.State?
  }
  enum Action: Equatable, Sendable {
    case opened
    case sheet(PresentationAction<TimedRows.Action>)
    var sheet: PresentationAction<TimedRows.Action>? {
      if case .sheet(let a) = self { a } else { nil }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .opened = action { state.sheet = TimedRows.State() }
      return .none
    }
    .ifLet(\.$sheet, action: CasePath(Action.sheet, \.sheet)) { TimedRows() }
  }
}

@MainActor
@Test func aRowRemovedInASheetHasItsEffectsCancelledAndNoOther() async {
  let clock = TestClock()
  let store = TestStore(initialState: SheetOfRows.State()) {
    SheetOfRows()
  } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.opened) { $0.sheet = TimedRows.State() }
  await store.send(.sheet(.presented(.rows(.element(id: 1, action: .started)))))
  await store.send(.sheet(.presented(.rows(.element(id: 2, action: .started)))))
  // Row 1 goes (replaced by 4, the whole array assigned); row 2 stays.
  await store.send(.sheet(.presented(.replacedWhole))) {
    $0.sheet?.rows = [.init(id: 4), .init(id: 2)]
  }
  await clock.advance(by: .seconds(1))
  await store.receive(.sheet(.presented(.rows(.element(id: 2, action: .finished)))))
}

/// `TimedRows` with every effect of a change to the rows put off by half a second, as a
/// `.concatenate` (or `.debounce`) after a parent's own work puts it off.
struct PutOffRows: Reducer {
  typealias State = TimedRows.State
  typealias Action = TimedRows.Action
  @Dependency(\.continuousClock) var clock
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect = TimedRows().reduce(into: &state, action: action)
    // A row's own effect runs at once; what a change to the rows returns waits.
    if case .rows = action { return effect }
    if effect.isNone { return effect }
    return .concatenate([.run { _ in try? await clock.sleep(for: .milliseconds(500)) }, effect])
  }
}

/// The cancel of a removed row's effects, started late, cancels only what ran when the row
/// went: a row added meanwhile keeps its effect (review of 6d24265).
@MainActor
@Test func aCancelStartedLateSparesRowsAddedMeanwhile() async {
  let clock = TestClock()
  let store = TestStore(initialState: TimedRows.State()) {
    PutOffRows()
  } withDependencies: {
    $0.continuousClock = clock
  }
  // Row 1 goes (its cancel waits half a second), then row 4 goes for row 3, which starts.
  await store.send(.replacedWhole) { $0.rows = [.init(id: 4), .init(id: 2)] }
  await store.send(.replacedInPlace) { $0.rows[0] = TimedRow.State(id: 3) }
  await store.send(.rows(.element(id: 3, action: .started)))
  await clock.advance(by: .milliseconds(500))  // both cancels run: row 3 is in neither's past
  await clock.advance(by: .milliseconds(500))
  await store.receive(.rows(.element(id: 3, action: .finished)))
}
