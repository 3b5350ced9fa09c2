import Foundation
import LoopTesting
import Observation
import Testing

@testable import Loop

/// A search screen as the articles write it: results, a loading flag, a query bound to a text
/// field, a counter nobody shows, and an optional detail.
private struct ObservedSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [Int] = []
    var isLoading = false
    var hits = 0
    var detail: ObservedDetail.State?
    var log: [String] = []
    var note = Note(text: "")
    /// A computed field: it has no place in the state's storage.
    var resultCount: Int { results.count }

    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.query == rhs.query && lhs.results == rhs.results && lhs.isLoading == rhs.isLoading
        && lhs.hits == rhs.hits && lhs.detail == rhs.detail && lhs.log == rhs.log
        && lhs.note.text == rhs.note.text
    }
  }
  /// A field whose values cannot be compared.
  struct Note { var text: String }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case searched([Int])
    case loadingChanged(Bool)
    case hit
    case opened(Int)
    case closed
    case noted(String)
    case detail(ObservedDetail.Action)
    case loadLater(Int)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(let binding):
        state.log.append("binding \(binding)")
      case .searched(let results): state.results = results
      case .loadingChanged(let loading): state.isLoading = loading
      case .hit: state.hits += 1
      case .opened(let id): state.detail = ObservedDetail.State(id: id)
      case .closed: state.detail = nil
      case .noted(let text): state.note = Note(text: text)
      case .detail(.liked):
        state.detail?.likes += 1
      case .loadLater(let value):
        return .run { send in
          try await Task.sleep(for: .milliseconds(1))
          await send(.searched([value]))
        }
      }
      return .none
    }
  }
}

/// Many fields of one kind: `values[i]`.
private struct ManyFields: Reducer {
  struct State: Equatable { var values: [Int] }
  enum Action: Equatable, Sendable { case bump(Int) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .bump(let index) = action { state.values[index] += 1 }
    return .none
  }
}

private enum ObservedDetail {
  struct State: Equatable, Identifiable {
    var id: Int
    var likes = 0
  }
  enum Action: Equatable, Sendable { case liked }
}

/// Loop's `Store` observed field by field, with the Observation framework as SwiftUI uses it.
/// A flag that turns true on an observation's first change (see `observe(_:)`).
/// `@unchecked Sendable`: `withObservationTracking` wants a `Sendable` change handler, and a
/// store tells its observers on the main actor only (in a send, or in its check of a shared
/// change made elsewhere), where the tests read the flag too.
final class Observed: @unchecked Sendable {
  var changed = false
}

/// Runs `view` in an observation; returns a flag that turns true on its first change.
@MainActor func observe(_ view: @escaping () -> Void) -> Observed {
  let observed = Observed()
  withObservationTracking(view) { observed.changed = true }
  return observed
}

@MainActor
@Suite struct StoreObservationTests {
  /// A view that read some fields re-runs exactly when one of them changes, and never
  /// otherwise: 1,000 random action sequences (seeded), each step's fields read and the
  /// action chosen at random, checked against the fields compared before and after.
  @Test func aViewIsToldExactlyWhenAFieldItReadChanges_1000Sequences() {
    var random = ObservationRandom(seed: 43)
    var mistakes: [String] = []
    for sequence in 0..<1_000 {
      let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
      for step in 0..<8 {
        let reads = (0..<4).map { _ in Bool.random(using: &random) }
        let observed = observe {
          if reads[0] { _ = store.query }
          if reads[1] { _ = store.results }
          if reads[2] { _ = store.isLoading }
          if reads[3] { _ = store.hits }
        }
        let before = store.state
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          store.send(.binding(.set(\.query, ["", "pika", "char"].randomElement(using: &random)!)))
        case 1: store.send(.searched([[], [25], [4, 5]].randomElement(using: &random)!))
        case 2: store.send(.loadingChanged(Bool.random(using: &random)))
        case 3: store.send(.hit)
        case 4: store.send(.opened(Int.random(in: 1...3, using: &random)))
        default: store.send(.noted("x"))
        }
        let after = store.state
        let expected =
          (reads[0] && before.query != after.query) || (reads[1] && before.results != after.results)
          || (reads[2] && before.isLoading != after.isLoading)
          || (reads[3] && before.hits != after.hits)
        if observed.changed != expected {
          mistakes.append(
            "sequence \(sequence) step \(step): told \(observed.changed), reads \(reads)")
        }
      }
    }
    #expect(mistakes.isEmpty, "\(mistakes.count): \(mistakes.prefix(3))")
  }

  /// A view of many fields (300, by key paths with an index) is told of a change to any one
  /// of them, again after reading it anew, and not of a change to a field it did not read.
  @Test func aViewOfManyFieldsIsToldOfAChangeToAnyOfThem() {
    let store = Store(initialState: ManyFields.State(values: Array(repeating: 0, count: 301))) {
      ManyFields()
    }
    let paths = (0..<300).map { \ManyFields.State.values[$0] }
    func view() -> Observed { observe { for path in paths { _ = store[dynamicMember: path] } } }
    for round in 0..<3 {
      let observed = view()
      _ = view()  // read again before the change: watched once, told once
      store.send(.bump(300))  // a field no view read
      #expect(!observed.changed, "round \(round)")
      store.send(.bump(150 + round))
      #expect(observed.changed, "round \(round)")
      // A field's key is kept while it is watched: the changed one's went with its watch.
      #expect(store.observationKeys.count == 299, "round \(round)")
      #expect(store.watchedFields.count == 299 && store.watches.count == 299)
    }
  }

  /// Reading the state whole observes everything; a field whose values cannot be compared
  /// is told of every send.
  @Test func theWholeStateAndUncomparableFieldsObserveEverySend() {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let whole = observe { _ = store.state.query }
    store.send(.hit)
    #expect(whole.changed)
    let note = observe { _ = store.note.text }
    store.send(.noted("same"))
    #expect(note.changed)
    let query = observe { _ = store.query }
    store.send(.hit)
    #expect(!query.changed)
  }

  /// A computed field and a stored one inside a stored struct are observed as any field: told
  /// when their value changes, not when a send leaves it equal.
  @Test func computedAndNestedFieldsAreToldOnlyOfTheirChanges() {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let count = observe { _ = store.resultCount }
    store.send(.searched([]))  // another array, the same count
    #expect(!count.changed)
    store.send(.searched([4, 5]))
    #expect(count.changed && store.resultCount == 2)
    let sameCount = observe { _ = store.resultCount }
    store.send(.searched([6, 7]))
    #expect(!sameCount.changed)
    let nested = observe { _ = store[dynamicMember: \.note.text] as String }
    store.send(.hit)
    #expect(!nested.changed)
    store.send(.noted("changed"))
    #expect(nested.changed)
  }

  /// `store.query = "pika"` sends the binding action, which the reducer sees as any other.
  @Test func writingAFieldSendsTheBindingAction() {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let observed = observe { _ = store.query }
    store.query = "pika"
    #expect(store.query == "pika" && observed.changed)
    #expect(store.log == ["binding \(BindingAction<ObservedSearch.State>.set(\.query, "pika"))"])
  }

  /// The TestStore sees a write through the store a view holds as the binding action.
  @Test func theTestStoreShowsTheBindingAction() async {
    let store = TestStore(initialState: ObservedSearch.State()) { ObservedSearch() }
    store.viewStore.query = "pika"
    await store.receive(.binding(.set(\.query, "pika"))) {
      $0.query = "pika"
      $0.log = ["binding \(BindingAction<ObservedSearch.State>.set(\.query, "pika"))"]
    }
  }

  /// A field scoped again gives the same store object, so a view that reads through a child
  /// store scoped in its own body (not kept anywhere else) is told of the child's changes; a
  /// new store each call went away with the frame that made it, and told nobody.
  @Test func aScopedFieldIsTheSameStoreEachTime() {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let identity = CasePath<ObservedSearch.Action, ObservedSearch.Action>(
      embed: { $0 }, extract: { $0 })
    func scoped() -> Store<String, ObservedSearch.Action> {
      store.scope(state: \.query, action: identity)
    }
    #expect(scoped() === scoped())
    let view = observe { _ = scoped().state }
    store.send(.hit)
    #expect(view.changed)
    // Scoped elsewhere in the code, with another case path, the same field is another store,
    // its actions its own; the first is still the one the view observes.
    let other = store.scope(
      state: \.query,
      action: CasePath<ObservedSearch.Action, Int>(
        embed: { .opened($0) }, extract: { if case .opened(let id) = $0 { id } else { nil } }))
    other.send(4)
    #expect(store.state.detail?.id == 4)
    let sameType = store.scope(state: \.query, action: identity)
    #expect(sameType !== scoped())
    #expect(scoped() === scoped())
    let again = observe { _ = scoped().state }
    store.send(.hit)
    #expect(again.changed)
  }

  /// A scoped child store notifies only for its own state; an optional child is nil while it
  /// is absent, the same store while its id is the same, a new one for another id, and its
  /// coming and going is observed.
  @Test func scopedAndPresentedChildStores() {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let path = \ObservedSearch.State.detail
    let action = CasePath(ObservedSearch.Action.detail) {
      if case .detail(let a) = $0 { a } else { nil }
    }
    let presence = observe { _ = store.scope(state: path, action: action) }
    #expect(store.scope(state: path, action: action) == nil)
    store.send(.opened(1))
    #expect(presence.changed)
    let detail = try! #require(store.scope(state: path, action: action))
    let likes = observe { _ = detail.likes }
    store.send(.hit)  // the parent's own field
    #expect(!likes.changed)
    detail.send(.liked)
    #expect(likes.changed && detail.likes == 1)
    #expect(store.scope(state: path, action: action) === detail)
    store.send(.opened(2))
    let other = try! #require(store.scope(state: path, action: action))
    #expect(other !== detail && other.id == 2)
    let gone = observe { _ = store.scope(state: path, action: action) }
    store.send(.closed)
    #expect(gone.changed && store.scope(state: path, action: action) == nil)
    // A child store kept by a view after its child went reads its last state.
    #expect(other.id == 2)
  }

  /// A field read both as a child store and directly keeps two observations: the child store's
  /// observers hear of its coming, going and identity, the direct readers of every change,
  /// whichever read first.
  @Test(arguments: [true, false])
  func aChildStoreAndADirectReadOfOneFieldAreObservedApart(scopeFirst: Bool) {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let path = \ObservedSearch.State.detail
    let action = CasePath(ObservedSearch.Action.detail) {
      if case .detail(let a) = $0 { a } else { nil }
    }
    store.send(.opened(1))
    var presence: Observed?
    var value: Observed?
    if scopeFirst {
      presence = observe { _ = store.scope(state: path, action: action) }
      value = observe { _ = store.detail }
    } else {
      value = observe { _ = store.detail }
      presence = observe { _ = store.scope(state: path, action: action) }
    }
    store.send(.detail(.liked))  // the same child, changed
    #expect(value?.changed == true)
    #expect(presence?.changed == false)
    presence = observe { _ = store.scope(state: path, action: action) }
    value = observe { _ = store.detail }
    store.send(.opened(2))  // another child
    #expect(value?.changed == true)
    #expect(presence?.changed == true)
  }

  /// An effect's action, arriving in a later main-actor turn, notifies as a send does.
  @Test func observationAcrossTasksOnTheMainActor() async throws {
    let store = Store(initialState: ObservedSearch.State()) { ObservedSearch() }
    let observed = observe { _ = store.results }
    await store.send(.loadLater(7)).finish()
    #expect(observed.changed && store.results == [7])
  }
}

/// A small seeded generator: a failing sequence replays.
struct ObservationRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state ^ (state >> 29)
  }
}
