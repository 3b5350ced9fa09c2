/// An ordered collection of identified elements, looked up by id in constant time: what TCA's
/// `IdentifiedArray` is, for lists of child features.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
/// rows[id: 2]?.isFavorite = true
/// rows[id: 1] = nil             // removes it
/// rows.ids                      // [2]
/// ```
///
/// Ids are unique: appending an element whose id is there already replaces nothing and
/// returns false.
public struct IdentifiedArray<ID: Hashable, Element: Identifiable> where Element.ID == ID {
  /// The elements, in order.
  public var elements: [Element] { storage }
  /// ``elements``, stored.
  @usableFromInline var storage: [Element]
  /// Each id's position in ``elements``, counted as if the elements removed since the index
  /// was last rebuilt were still there (see ``removed``).
  @usableFromInline var positions: [ID: Int]
  /// Where the elements removed since the index was last rebuilt were, in ``positions``'
  /// count, in order: an element's position is its entry less the removed ones before it.
  /// So a removal changes two entries, not the entry of every element after it; the index
  /// is rebuilt once there are more than ``rebuildAfter``.
  @usableFromInline var removed: [Int] = []
  /// Names the ids in their order: a new one (from a process-wide count) whenever an element
  /// is added, removed or replaced by one of another id, so two arrays with the same shape
  /// hold the same ids in the same order. A `forEach` compares it, not the ids, to see
  /// whether an action added or removed rows: O(1) whatever the count.
  @usableFromInline var shape = IdentifiedArrayShape.next()

  @inlinable func id(_ element: Element) -> ID { element.id }

  /// The ids, in order.
  ///
  /// ```swift
  /// state.rows.ids  // [1, 2, 3]
  /// ```
  public var ids: [ID] { elements.map(\.id) }

  /// The element with `id`, or nil. Setting an element replaces it in place (its id must stay
  /// the same); setting nil removes it.
  ///
  /// ```swift
  /// state.rows[id: 25]?.isLoading = true
  /// ```
  @inlinable
  public subscript(id id: ID) -> Element? {
    get { index(id: id).map { storage[$0] } }
    set {
      guard let position = index(id: id) else {
        if let newValue { append(newValue) }
        return
      }
      if let newValue {
        precondition(
          self.id(newValue) == id, "IdentifiedArray: an element's id changed through [id:]")
        storage[position] = newValue
      } else {
        remove(at: position)
      }
    }
  }

  /// Whether an element has `id`.
  ///
  /// ```swift
  /// if state.rows.contains(id: 25) { ... }
  /// ```
  @inlinable
  public func contains(id: ID) -> Bool { positions[id] != nil }

  /// The position of the element with `id`.
  ///
  /// ```swift
  /// state.rows.index(id: 25)  // 0
  /// ```
  @inlinable
  public func index(id: ID) -> Int? {
    guard let entry = positions[id] else { return nil }
    return removed.isEmpty ? entry : entry - removedBefore(entry)
  }

  /// How many of ``removed`` are before `entry`.
  @inlinable func removedBefore(_ entry: Int) -> Int {
    var (low, high) = (0, removed.count)
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < entry { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// How many removals the index takes before it is rebuilt: a rebuild costs a write per
  /// element, so one per 1/64th of the elements removed keeps a removal O(1) amortised, and
  /// finding a position a binary search over at most that many.
  @inlinable var rebuildAfter: Int { Swift.max(32, storage.count / 64) }

  /// Rebuilds the index so that each entry is the element's position again.
  @inlinable mutating func compact() {
    guard !removed.isEmpty else { return }
    removed.removeAll()
    reindex(from: 0)
  }

  /// Adds `element` at the end unless its id is there already; returns whether it was added.
  ///
  /// ```swift
  /// state.rows.append(Row.State(id: 26))
  /// ```
  @discardableResult
  @inlinable
  public mutating func append(_ element: Element) -> Bool {
    insert(element, at: storage.count)
  }

  /// Inserts `element` at `position` unless its id is there already; returns whether it was
  /// inserted.
  ///
  /// ```swift
  /// state.rows.insert(Row.State(id: 0), at: 0)
  /// ```
  @discardableResult
  @inlinable
  public mutating func insert(_ element: Element, at position: Int) -> Bool {
    let elementID = id(element)
    guard positions[elementID] == nil else { return false }
    shape = IdentifiedArrayShape.next()
    if position == storage.count {
      // After every entry, removed ones included.
      positions[elementID] = storage.count + removed.count
      storage.append(element)
    } else {
      compact()
      storage.insert(element, at: position)
      reindex(from: position)
    }
    return true
  }

  /// Removes and returns the element with `id`, if there is one.
  ///
  /// ```swift
  /// state.rows.remove(id: 25)
  /// ```
  @discardableResult
  @inlinable
  public mutating func remove(id: ID) -> Element? {
    guard let position = index(id: id) else { return nil }
    return remove(at: position)
  }

  /// Removes and returns the element at `position`.
  ///
  /// ```swift
  /// state.rows.remove(at: 0)
  /// ```
  @discardableResult
  @inlinable
  public mutating func remove(at position: Int) -> Element {
    shape = IdentifiedArrayShape.next()
    let element = storage.remove(at: position)
    guard let entry = positions.removeValue(forKey: id(element)) else { return element }
    if position == storage.count && entry == storage.count + removed.count {
      return element  // the last entry: no other moves
    }
    removed.insert(entry, at: removedBefore(entry))
    if removed.count > rebuildAfter { compact() }
    return element
  }

  /// Removes the elements that satisfy `shouldBeRemoved`.
  ///
  /// ```swift
  /// state.rows.removeAll { $0.isDone }
  /// ```
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    let count = storage.count
    try storage.removeAll(where: shouldBeRemoved)
    guard storage.count != count else { return }
    shape = IdentifiedArrayShape.next()
    positions.removeAll(keepingCapacity: true)
    removed.removeAll()
    reindex(from: 0)
  }

  /// Removes every element.
  ///
  /// ```swift
  /// state.rows.removeAll()
  /// ```
  @inlinable
  public mutating func removeAll() {
    shape = IdentifiedArrayShape.next()
    storage.removeAll()
    positions.removeAll()
    removed.removeAll()
  }

  @inlinable mutating func reindex(from start: Int) {
    for position in start..<storage.count { positions[id(storage[position])] = position }
  }
}

/// Hands out the shapes of identified arrays (see `IdentifiedArray.shape`).
@usableFromInline enum IdentifiedArrayShape {
  private static let count = Locked<UInt64>(0)
  @usableFromInline static func next() -> UInt64 {
    count.withLock {
      $0 &+= 1
      return $0
    }
  }
}

extension IdentifiedArray {
  /// The elements of `elements`, in order; of several with one id, the first is kept.
  ///
  /// ```swift
  /// let rows = IdentifiedArray(uniqueElements: pokemon.map(Row.State.init))
  /// ```
  public init(uniqueElements elements: some Sequence<Element>) {
    self.storage = []
    self.positions = [:]
    for element in elements { append(element) }
  }

  /// An empty array.
  ///
  /// ```swift
  /// var rows = IdentifiedArrayOf<Row.State>()
  /// ```
  public init() { self.init(uniqueElements: []) }
}

/// An identified array of `Element`s, by their own ids.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row.State> = []
/// ```
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: ExpressibleByArrayLiteral {
  /// The literal's elements (of several with one id, the first).
  ///
  /// ```swift
  /// let rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  /// ```
  public init(arrayLiteral elements: Element...) { self.init(uniqueElements: elements) }
}

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  /// 0.
  ///
  /// ```swift
  /// rows[rows.startIndex]  // the first element
  /// ```
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of elements.
  ///
  /// ```swift
  /// rows.endIndex == rows.count  // true
  /// ```
  @inlinable
  public var endIndex: Int { storage.count }
  /// The element at `position`. Changing it in place keeps its id; an element of another id
  /// written there (as `sort`, `swapAt` and `reverse` do, one position at a time) takes the
  /// position in the index, so the ids stay found however the elements are reordered.
  ///
  /// ```swift
  /// rows[0].isFavorite = true
  /// rows.sort { $0.name < $1.name }
  /// ```
  @inlinable
  public subscript(position: Int) -> Element {
    get { storage[position] }
    set {
      let oldID = storage[position].id
      guard newValue.id != oldID else {
        storage[position] = newValue
        return
      }
      compact()  // so that the entries below are positions
      storage[position] = newValue
      shape = IdentifiedArrayShape.next()
      if positions[oldID] == position { positions[oldID] = nil }
      positions[newValue.id] = position
    }
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  /// Equal when they hold equal elements in the same order.
  ///
  /// ```swift
  /// IdentifiedArrayOf<Row.State>() == []  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  /// Hashes the elements, as `==` compares them.
  ///
  /// ```swift
  /// Set([rows, rows]).count  // 1
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: CustomReflectable {
  /// Mirrors the elements as an array, so diffs show `rows[1].name`.
  ///
  /// ```swift
  /// dump(state.rows)
  /// ```
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
  }
}

extension IdentifiedArray: CustomStringConvertible {
  /// The elements, as an array prints them.
  ///
  /// ```swift
  /// print(rows)  // [Row.State(id: 1, ...), ...]
  /// ```
  public var description: String { elements.description }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  /// Encodes the elements as a JSON array, in order.
  ///
  /// ```swift
  /// try JSONEncoder().encode(state.rows)
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(elements)
  }
}

extension IdentifiedArray: Decodable where Element: Decodable {
  /// Decodes an array; two elements with one id are an error.
  ///
  /// ```swift
  /// try JSONDecoder().decode(IdentifiedArrayOf<Row.State>.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let decoded = try container.decode([Element].self)
    self.init(uniqueElements: decoded)
    if count != decoded.count {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Two elements have the same id.")
    }
  }
}

/// What happens to one element of an identified array: its own action, by id. TCA's
/// `IdentifiedAction`.
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
///   var rows: IdentifiedActionOf<Row>? { if case .rows(let a) = self { a } else { nil } }
/// }
/// store.send(.rows(.element(id: 25, action: .favoriteTapped)))
/// ```
public enum IdentifiedAction<ID: Hashable & Sendable, Action: Sendable>: Sendable {
  /// The action of the element with `id`.
  ///
  /// ```swift
  /// store.send(.rows(.element(id: 25, action: .favoriteTapped)))
  /// ```
  case element(id: ID, action: Action)

  /// The element's id and action, for case paths: `\.rows?.element`.
  ///
  /// ```swift
  /// await store.receive(\.rows?.element)
  /// ```
  public var element: (id: ID, action: Action)? {
    if case .element(let id, let action) = self { (id, action) } else { nil }
  }
}

/// The identified action of feature `R`, as TCA spells it.
///
/// ```swift
/// case rows(IdentifiedActionOf<Row>)
/// ```
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}
extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}

extension Reducer {
  /// Runs `element` on the element of an identified array that an action names.
  ///
  /// Each element's cancellation ids are its own (two rows loading under `CancelID.load` do
  /// not cancel each other), and when an element is removed, the effects it started are
  /// cancelled. An action for an id not in the array is reported as an issue and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: CasePath(Action.rows, \.rows)) { Row() }
  /// ```
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>> & Sendable,
    action: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IdentifiedForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
    IdentifiedForEachReducer(
      parent: self, element: element(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `forEach` over an ``IdentifiedArray`` returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .forEach(\.rows, action: CasePath(Action.rows, \.rows)) { Row() }
/// ```
public struct IdentifiedForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  @usableFromInline let parent: Parent
  @usableFromInline let element: Element
  @usableFromInline let state:
    WritableKeyPath<Parent.State, IdentifiedArray<Element.State.ID, Element.State>>
      & Sendable
  @usableFromInline let action:
    CasePath<Parent.Action, IdentifiedAction<Element.State.ID, Element.Action>>
  @usableFromInline let location: CodeLocation

  @usableFromInline init(
    parent: Parent, element: Element,
    state: WritableKeyPath<Parent.State, IdentifiedArray<Element.State.ID, Element.State>>
      & Sendable,
    action: CasePath<Parent.Action, IdentifiedAction<Element.State.ID, Element.Action>>,
    location: CodeLocation
  ) {
    (self.parent, self.element, self.state, self.action, self.location) =
      (parent, element, state, action, location)
  }

  /// Runs the element the action names, then the parent; cancels the effects of elements the
  /// parent removed.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .rows(.element(id: 25, action: .tapped)))
  /// ```
  ///
  /// Inlinable, so it is specialised for the app's reducers, as the stack's is.
  @inlinable
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = action.extract(parentAction) {
      if let position = parentState[keyPath: state].index(id: id) {
        let scope = ChildEffectsID(path: state, element: AnyHashable(id))
        var child = parentState[keyPath: state][position]
        let effect = element.reduce(into: &child, action: elementAction)
        parentState[keyPath: state][position] = child
        if !effect.isNone {
          let embed = action.embed
          elementEffect = effect.map { embed(.element(id: id, action: $0)) }
            .scoped(to: scope).cancellable(id: scope)
        }
      } else {
        reportIssue(
          "forEach got \(elementAction) for id \(id), which is not in \(state); ignored.",
          at: location)
      }
    }
    // Only the shape is kept: holding the index would make the parent's first change to it
    // copy it whole.
    let shape = parentState[keyPath: state].shape
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    guard parentState[keyPath: state].shape != shape else {
      return elementEffect.merging(parentEffect)
    }
    return .merge([
      elementEffect, parentEffect,
      cancelOfElements(notIn: parentState[keyPath: state].positions, path: state),
    ])
  }
}

/// The cancellation of the effects of every element of the `forEach` at `path` whose id is
/// not in `remaining` (an ``IdentifiedArray``'s index): what a `forEach` (shared or not)
/// returns once its parent added or removed rows. The store finds those among the effects
/// it runs, so nothing of the rows before the change is kept to learn which went.
@usableFromInline func cancelOfElements<ID: Hashable & Sendable, Action: Sendable>(
  notIn remaining: [ID: Int], path: AnyKeyPath
) -> Effect<Action> {
  let own = ChildEffectsID(path: path, element: nil)
  return Effect(
    .cancelMatching(
      { id in
        guard let child = id.value as? ChildEffectsID, child.path == own.path,
          let element = child.element?.base as? ID
        else { return false }
        return remaining[element] == nil
      }, startedBefore: nil))
}
