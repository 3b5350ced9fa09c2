import Synchronization

/// Identifies one screen on a ``StackState``. The store hands ids out in order as elements are
/// pushed on any of its stacks (``StackElementIDGenerator``), so an element keeps its id while
/// others are pushed and popped, no two elements of a store share one, and the same pushes
/// give the same ids in a test and a replayed recording.
///
/// ```swift
/// state.path.append(.detail(Detail.State(id: 4)))
/// state.path.ids  // [0]
/// store.send(.path(.element(id: 0, action: .detail(.favoriteTapped))))
/// ```
public struct StackElementID: Hashable, Comparable, Sendable, Codable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The id's number: 0 for the first element a store's stacks ever held, then 1, 2, …
  ///
  /// ```swift
  /// StackElementID(integerLiteral: 3).rawValue  // 3
  /// ```
  public let rawValue: Int

  /// The id with number `value`, so tests write `id: 0`.
  ///
  /// ```swift
  /// let id: StackElementID = 0
  /// ```
  public init(integerLiteral value: Int) { rawValue = value }

  /// Orders ids by when the stack handed them out.
  ///
  /// ```swift
  /// StackElementID(integerLiteral: 0) < 1  // true
  /// ```
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#0`, `#1`, …
  ///
  /// ```swift
  /// "\(StackElementID(integerLiteral: 2))"  // "#2"
  /// ```
  public var description: String { "#\(rawValue)" }

  /// Encodes the number.
  ///
  /// ```swift
  /// try JSONEncoder().encode(StackElementID(integerLiteral: 2))  // 2
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Decodes the number.
  ///
  /// ```swift
  /// try JSONDecoder().decode(StackElementID.self, from: Data("2".utf8))
  /// ```
  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }
}

/// Hands out the ids of a store's stack elements: 0, 1, 2, … for the whole store, so two
/// stacks of one feature (two tabs) never share an id, and a path replaced wholesale gets new
/// ones. Each store has its own, starting at 0 in a `TestStore`, so a test can predict them;
/// the app's stores share one.
///
/// ```swift
/// state.first.path.append(Detail.State(id: 1))   // #0
/// state.second.path.append(Detail.State(id: 2))  // #1
/// state.first.path = StackState([Detail.State(id: 3)])  // #2: the old #0 is cancelled
/// ```
public final class StackElementIDGenerator: Sendable {
  private let nextValue: Locked<Int>
  /// Tells this generator from every other one of the process: each stack element keeps the
  /// serial of the generator that gave it its id, so a store can tell the elements it made
  /// from those made elsewhere (before the store, in another store, decoded from a file).
  @usableFromInline let serial: UInt64
  /// Whether this is the process's own generator (the live value), which every store and
  /// every stack made outside a store share unless a store is given another.
  @usableFromInline let isProcessWide: Bool

  private static let serials = Atomic<UInt64>(0)

  /// A generator whose first id is `first`.
  ///
  /// ```swift
  /// $0.stackElementID = StackElementIDGenerator()
  /// ```
  public convenience init(startingAt first: Int = 0) {
    self.init(startingAt: first, processWide: false)
  }

  init(startingAt first: Int, processWide: Bool) {
    nextValue = Locked(first)
    serial = Self.serials.add(1, ordering: .relaxed).newValue
    isProcessWide = processWide
  }

  /// The number the next id will have.
  ///
  /// ```swift
  /// let before = store.dependencies.stackElementID.peek
  /// ```
  public var peek: Int { nextValue.withLock { $0 } }

  /// The next id, and at least `floor` (the stack's own next number: its ids only grow).
  @usableFromInline func next(atLeast floor: Int) -> StackElementID {
    nextValue.withLock { next in
      let id = Swift.max(next, floor)
      next = id + 1
      return StackElementID(integerLiteral: id)
    }
  }

  /// Makes `next` the number of the next id, whatever was handed out before: a `TestStore`
  /// rewinds its assert closures' generator to the store's ids before each closure runs.
  package func rewind(to next: Int) { nextValue.withLock { $0 = next } }

  /// Never hands out `id` or an earlier one from now on.
  func advance(past id: StackElementID) {
    nextValue.withLock { $0 = Swift.max($0, id.rawValue + 1) }
  }
}

private enum StackElementIDKey: DependencyKey {
  static let liveValue = StackElementIDGenerator(startingAt: 0, processWide: true)
  /// A fresh one each time: every store pins the one it reads (a `TestStore` makes its own).
  static var testValue: StackElementIDGenerator { StackElementIDGenerator() }
}

extension DependencyValues {
  /// The generator stack elements get their ids from. Override it to start elsewhere.
  ///
  /// ```swift
  /// let store = TestStore(initialState: App.State()) { App() } withDependencies: {
  ///   $0.stackElementID = StackElementIDGenerator(startingAt: 10)
  /// }
  /// ```
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDKey.self] }
    set { self[StackElementIDKey.self] = newValue }
  }

  /// Makes the generator these values resolve to the one they keep: a store reads it for
  /// every push, and a test value would otherwise be a fresh one each time.
  @usableFromInline mutating func pinStackElementIDs() {
    stackElementID = stackElementID
  }
}

/// A navigation stack as state: the screens pushed over a root, bottom first, each with the
/// id its store gave it.
///
/// Push with `append`, pop with `popLast` or `pop(from:)`;
/// `forEach(_:action:destination:)` runs each element's
/// reducer and cancels the effects of elements popped off.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Detail.State>()
/// }
/// state.path.append(Detail.State(id: 5))
/// state.path.last?.id  // 5
/// ```
public struct StackState<Element> {
  /// The elements, bottom first, each with its id and the serial of the generator that gave
  /// it (see ``StackElementIDGenerator``).
  @usableFromInline var entries: [(id: StackElementID, element: Element, maker: UInt64)] = []
  @usableFromInline var nextID = 0

  /// An empty stack.
  ///
  /// ```swift
  /// var path = StackState<Detail.State>()
  /// ```
  public init() {}

  /// A stack holding `elements`, bottom first, with the next ids of the store (0, 1, … outside
  /// one).
  ///
  /// ```swift
  /// let path = StackState([Detail.State(id: 1), Detail.State(id: 4)])
  /// ```
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The elements' ids, bottom first.
  ///
  /// ```swift
  /// state.path.ids.last  // the top screen's id
  /// ```
  public var ids: [StackElementID] { entries.map { $0.id } }

  /// The element with `id`, or nil; assigning nil pops it and everything above it.
  ///
  /// ```swift
  /// state.path[id: 0]?.isFavorite = true
  /// ```
  public subscript(id id: StackElementID) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
      if let newValue {
        entries[index].element = newValue
      } else {
        entries.removeSubrange(index...)
      }
    }
  }

  /// Pushes `element` with the next id of the store whose reducer runs (see
  /// ``StackElementIDGenerator``): ids are unique among all the stacks of a store.
  ///
  /// ```swift
  /// state.path.append(Detail.State(id: 5))
  /// ```
  public mutating func append(_ element: Element) {
    let generator = DependencyValues.current.stackElementID
    let id = generator.next(atLeast: nextID)
    entries.append((id, element, generator.serial))
    nextID = id.rawValue + 1
  }

  /// Pushes `element` with `id`, which must be new to this stack; returns false (and pushes
  /// nothing) when the stack has handed out `id` or a later one already. The store's
  /// generator then never hands out `id` again.
  ///
  /// ```swift
  /// state.path.push(Detail.State(id: 5), id: 3)
  /// ```
  @discardableResult
  public mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard id.rawValue >= nextID else { return false }
    let generator = DependencyValues.current.stackElementID
    entries.append((id, element, generator.serial))
    nextID = id.rawValue + 1
    generator.advance(past: id)
    return true
  }

  @usableFromInline typealias Entries = [(id: StackElementID, element: Element, maker: UInt64)]

  /// Whether the stack holds exactly the elements of `before` (by id and maker), in order:
  /// at once when it is the same storage (nothing changed it), else one pass.
  @inlinable func hasEntries(_ before: Entries) -> Bool {
    guard entries.count == before.count else { return false }
    let same = entries.withUnsafeBufferPointer { now in
      before.withUnsafeBufferPointer { $0.baseAddress == now.baseAddress }
    }
    return same || Self.commonPrefix(before, entries) == entries.count
  }

  /// How many elements at the bottom of `lhs` and `rhs` are the same elements (id and maker).
  @inlinable static func commonPrefix(_ lhs: Entries, _ rhs: Entries) -> Int {
    var index = 0
    while index < lhs.count, index < rhs.count, lhs[index].id == rhs[index].id,
      lhs[index].maker == rhs[index].maker
    {
      index += 1
    }
    return index
  }

  /// Gives a new id, from the store's generator, to each element not among `before` that
  /// another generator made: a stack built before the store or outside it (a deep link, a
  /// stack decoded from disk) never shares an id with one the store made, so the effects of
  /// an element it replaced never reach the newcomer. Elements at the bottom that `before`
  /// holds in the same places are not looked at again.
  @inlinable mutating func adoptNewcomers(notIn before: Entries) {
    let generator = DependencyValues.current.stackElementID
    let kept = Self.commonPrefix(before, entries)
    var known: Set<StackEntryKey>?  // made at the first element another generator made
    for index in entries.indices.dropFirst(kept) where entries[index].maker != generator.serial {
      let key = StackEntryKey(id: entries[index].id, maker: entries[index].maker)
      if known == nil {
        known = Set(before[kept...].map { StackEntryKey(id: $0.id, maker: $0.maker) })
      }
      guard known?.contains(key) != true else { continue }
      let id = generator.next(atLeast: nextID)
      entries[index].id = id
      entries[index].maker = generator.serial
      nextID = id.rawValue + 1
    }
  }

  /// Pops the top element and returns it, or nil when the stack is empty.
  ///
  /// ```swift
  /// state.path.popLast()
  /// ```
  @discardableResult
  public mutating func popLast() -> Element? { entries.popLast()?.element }

  /// Pops the element with `id` and every element above it.
  ///
  /// ```swift
  /// state.path.pop(from: id)
  /// ```
  public mutating func pop(from id: StackElementID) { self[id: id] = nil }

  /// Pops every element above the one with `id`.
  ///
  /// ```swift
  /// state.path.pop(to: rootID)
  /// ```
  public mutating func pop(to id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange((index + 1)...)
  }

  /// Pops everything.
  ///
  /// ```swift
  /// state.path.removeAll()
  /// ```
  public mutating func removeAll() { entries.removeAll() }
}

extension StackState: RandomAccessCollection, MutableCollection {
  /// 0.
  ///
  /// ```swift
  /// state.path[state.path.startIndex]  // the bottom element
  /// ```
  public var startIndex: Int { 0 }
  /// The number of elements.
  ///
  /// ```swift
  /// state.path.endIndex == state.path.count  // true
  /// ```
  public var endIndex: Int { entries.count }
  /// The element at `position`, bottom first.
  ///
  /// ```swift
  /// state.path[0]  // the bottom element
  /// ```
  public subscript(position: Int) -> Element {
    get { entries[position].element }
    set { entries[position].element = newValue }
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the same elements are on the stack under the same ids.
  ///
  /// ```swift
  /// StackState([1, 2]) == StackState([1, 2])  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // Index by index, not `elementsEqual`: unspecialised, that generic asks the runtime for
    // the array's `Collection` conformance, a scan of the whole program's the first time.
    guard lhs.entries.count == rhs.entries.count else { return false }
    for index in lhs.entries.indices {
      let left = lhs.entries[index]
      let right = rhs.entries[index]
      guard left.id == right.id, left.element == right.element else { return false }
    }
    return true
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements, as `==` compares them.
  ///
  /// ```swift
  /// Set([StackState([1]), StackState([1])]).count  // 1
  /// ```
  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.id)
      hasher.combine(entry.element)
    }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  /// Mirrors the elements, bottom first, as an array, so diffs show `path[1].name`.
  ///
  /// ```swift
  /// dump(state.path)
  /// ```
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: entries.map(\.element), displayStyle: .collection)
  }
}

extension StackState: Encodable where Element: Encodable {
  /// Encodes `[{"id": 0, "element": …}, …]`, bottom first.
  ///
  /// ```swift
  /// try JSONEncoder().encode(state.path)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for entry in entries { try container.encode(Entry(id: entry.id, element: entry.element)) }
  }
}

extension StackState: Decodable where Element: Decodable {
  /// Decodes what ``encode(to:)`` wrote; later pushes get ids after the last one.
  ///
  /// ```swift
  /// let path = try JSONDecoder().decode(StackState<Detail.State>.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    while !container.isAtEnd {
      let entry = try container.decode(Entry<Element>.self)
      guard push(entry.element, id: entry.id) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "Stack element id \(entry.id) is out of order.")
      }
    }
  }
}

private struct Entry<Element> {
  var id: StackElementID
  var element: Element
}
extension Entry: Encodable where Element: Encodable {}
extension Entry: Decodable where Element: Decodable {}

/// What happens on a navigation stack: an element's own action, a push, or a pop.
///
/// ```swift
/// enum Action {
///   case path(StackAction<Detail.State, Detail.Action>)
///   var path: StackAction<Detail.State, Detail.Action>? {
///     if case .path(let action) = self { action } else { nil }
///   }
/// }
/// store.send(.path(.popFrom(id: 0)))
/// ```
public enum StackAction<State: Sendable, Action: Sendable>: Sendable {
  /// An action of the element with `id`.
  ///
  /// ```swift
  /// store.send(.path(.element(id: 0, action: .favoriteTapped)))
  /// ```
  case element(id: StackElementID, action: Action)
  /// Pushes `state` with `id` (after the parent has seen the action); `id` must be new to the
  /// stack.
  ///
  /// ```swift
  /// store.send(.path(.push(id: 2, state: Detail.State(id: 6))))
  /// ```
  case push(id: StackElementID, state: State)
  /// Pops the element with `id` and everything above it (after the parent has seen the
  /// action), cancelling their effects.
  ///
  /// ```swift
  /// store.send(.path(.popFrom(id: 1)))
  /// ```
  case popFrom(id: StackElementID)

  /// The element's id and action, for case paths: `\.path?.element`.
  ///
  /// ```swift
  /// await store.receive(\.path?.element)
  /// ```
  public var element: (id: StackElementID, action: Action)? {
    if case .element(let id, let action) = self { (id, action) } else { nil }
  }

  /// The pushed element's id and state, for case paths: `\.path?.push`.
  ///
  /// ```swift
  /// await store.receive(\.path?.push) { $0.path.append(Detail.State(id: 6)) }
  /// ```
  public var push: (id: StackElementID, state: State)? {
    if case .push(let id, let state) = self { (id, state) } else { nil }
  }

  /// The id popped from, for case paths: `\.path?.popFrom`.
  ///
  /// ```swift
  /// await store.receive(\.path?.popFrom) { $0.path.popLast() }
  /// ```
  public var popFrom: StackElementID? {
    if case .popFrom(let id) = self { id } else { nil }
  }
}

/// A feature's stack action, as TCA spells it.
///
/// ```swift
/// case path(StackActionOf<Detail>)
/// ```
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action> where R.State: Sendable

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}

extension Reducer {
  /// Runs `element` on the stack element an action names, and pushes and pops on
  /// `.push` and `.popFrom`.
  ///
  /// The element runs first, then the parent. Push and pop happen after the parent has seen
  /// the action. When elements leave the stack (popped by an action, by the parent, or by an
  /// element's `await dismiss()`), every effect they started is cancelled. Each element's
  /// cancellation ids are its own, as in TCA, so two elements of one feature never cancel each
  /// other's loads. An action for an id
  /// not on the stack is reported as an issue and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: CasePath(Action.path, \.path)) { Detail() }
  /// ```
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: CasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    StackReducer(
      parent: self, element: element(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs the reducer the elements' state names (a path enum), as
  /// `forEach(_:action:destination:)` does.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.path, action: CasePath(Action.path, \.path))
  /// ```
  public func forEach<ElementState: ReducerState>(
    _ state: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: CasePath<Action, StackAction<ElementState, ElementState.Feature.Action>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> StackReducer<Self, ElementState.Feature> {
    StackReducer(
      parent: self, element: ElementState.reducer, state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `forEach` over a ``StackState`` returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .forEach(\.path, action: CasePath(Action.path, \.path)) { Detail() }
/// ```
public struct StackReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let state: WritableKeyPath<Parent.State, StackState<Element.State>> & Sendable
  @usableFromInline let action: CasePath<Parent.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let location: CodeLocation

  /// Runs the element the action names, then the parent, then the push or pop; cancels the
  /// effects of elements no longer on the stack.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .path(.popFrom(id: 0)))
  /// ```
  ///
  /// Inlinable, so it is specialised for the app's reducers: unspecialised, it has the runtime
  /// look up the parent's associated types, a scan of every conformance the first time.
  @inlinable
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    let stackAction = action.extract(parentAction)
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = stackAction {
      if let effect = parentState[keyPath: state].reduce(element, elementAction, at: id) {
        if !effect.isNone {
          let embed = action.embed
          let scope = ChildEffectsID(path: state, element: id)
          elementEffect = effect.map { embed(.element(id: id, action: $0)) }
            .asChild(of: scope) { send in send.deliverNow(embed(.popFrom(id: id))) }
            .cancellable(id: scope)
        }
      } else {
        reportIssue(
          "forEach got \(elementAction) for \(id), which is not on the stack \(state); "
            + "ignored.", at: location)
      }
    }
    // Held, not copied: most actions leave the stack alone, and then it is the same storage
    // after them, which is O(1) to see whatever the depth.
    let before = parentState[keyPath: state].entries
    // As in TCA, a pop is checked against the stack the parent was given: a parent that pops
    // or clears the stack itself on `.popFrom` is not an issue.
    var popsAStackElement = false
    if case .popFrom(let id)? = stackAction {
      popsAStackElement = before.contains { $0.id == id }
    }
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    if !parentState[keyPath: state].hasEntries(before) {
      parentState[keyPath: state].adoptNewcomers(notIn: before)
    }
    switch stackAction {
    case .push(let id, let element)?:
      if !parentState[keyPath: state].push(element, id: id) {
        reportIssue(
          "forEach got a push with \(id), which the stack \(state) has already used; ignored.",
          at: location)
      }
    case .popFrom(let id)?:
      if !popsAStackElement {
        reportIssue(
          "forEach got a pop from \(id), which is not on the stack \(state); ignored.",
          at: location)
      }
      parentState[keyPath: state].pop(from: id)
    case .element?, nil:
      break
    }
    let effect = elementEffect.merging(parentEffect)
    // Most actions leave the stack as it was.
    guard !parentState[keyPath: state].hasEntries(before) else { return effect }
    let after = parentState[keyPath: state].entries
    let kept = StackState<Element.State>.commonPrefix(before, after)
    let remaining = Set(after[kept...].map(\.id))
    var cancels = [effect]
    for entry in before[kept...] where !remaining.contains(entry.id) {
      cancels.append(.cancel(id: ChildEffectsID(path: state, element: entry.id)))
    }
    return .merge(cancels)
  }
}

/// An element's place in a stack's history: its id, and the generator that made it.
@usableFromInline
struct StackEntryKey: Hashable, Sendable {
  @usableFromInline let id: StackElementID
  @usableFromInline let maker: UInt64
  @inlinable init(id: StackElementID, maker: UInt64) {
    self.id = id
    self.maker = maker
  }
}

/// What finds the ids of the stacks in a state, whatever their element type.
private protocol StackIDsHolder {
  var highestID: Int? { get }
}

extension StackState: StackIDsHolder {
  fileprivate var highestID: Int? { entries.map(\.id.rawValue).max() }
}

extension StackElementIDGenerator {
  /// Never hands out an id that a stack in `state` holds: a store given a state with stacks
  /// built before it (or outside it) goes on after their ids.
  @usableFromInline package func advance(pastStacksIn state: Any) {
    var highest: Int?
    func visit(_ value: Any, depth: Int) {
      if let stack = value as? any StackIDsHolder, let id = stack.highestID {
        highest = Swift.max(highest ?? id, id)
      }
      guard depth < 64 else { return }  // a graph of objects that refer to each other
      for child in Mirror(reflecting: value).children { visit(child.value, depth: depth + 1) }
    }
    visit(state, depth: 0)
    if let highest { advance(past: StackElementID(integerLiteral: highest)) }
  }
}

extension StackState {
  /// Runs `reducer` on the element with `id` in place; nil when no element has that id.
  @inlinable mutating func reduce<R: Reducer>(
    _ reducer: R, _ action: R.Action, at id: StackElementID
  )
    -> Effect<R.Action>?
  where R.State == Element {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return reducer.reduce(into: &entries[index].element, action: action)
  }
}
