/// Runs a child reducer on part of the parent's state, for the child's actions.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.search, action: CasePath(Action.search, \.search)) { SearchFeature() }
///   Reduce { state, action in ... }
/// }
/// ```
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  /// Where the child's state is: a field of the parent's, or a case of the parent's enum.
  ///
  /// The case's payload is on the heap so a `Scope` stays small: the compiler copies the
  /// reducers it calls down the tree, and small ones are copied in registers.
  @usableFromInline enum ChildState {
    case field(StatePath<ParentState, Child.State>)
    indirect case enumCase(CasePath<ParentState, Child.State>, CodeLocation)
  }

  @usableFromInline let state: ChildState
  /// Where a field's child state lies in the parent's storage, when it has a fixed place: the
  /// `.field` path's own offset, kept outside the enum so the hot path reads it without
  /// copying the enum (and retaining the key path). Nil for a computed property or a case.
  @usableFromInline let fieldOffset: Int?
  @usableFromInline let action: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes `child` to `state` and the actions `action` extracts.
  ///
  /// ```swift
  /// Scope(state: \.favorites, action: CasePath(Action.favorites, \.favorites)) {
  ///   Favorites()
  /// }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let path = StatePath(state)
    self.state = .field(path)
    self.fieldOffset = path.offset
    self.action = action
    self.child = child()
  }

  /// Scopes `child` to one case of the parent's enum state: a destination or a path element,
  /// one case per screen. A child action that arrives while the state is another case is
  /// reported as an issue and ignored.
  ///
  /// ```swift
  /// struct Destination: Reducer {
  ///   enum State: Equatable { case detail(Detail.State), settings(Settings.State) }
  ///   enum Action { case detail(Detail.Action), settings(Settings.Action) }
  ///   var body: some ReducerOf<Self> {
  ///     Scope(state: CasePath(State.detail, \.detail), action: CasePath(Action.detail, \.detail)) {
  ///       Detail()
  ///     }
  ///   }
  /// }
  /// ```
  public init<ChildState, ChildAction>(
    state: CasePath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.state = .enumCase(state, location)
    self.fieldOffset = nil
    self.action = action
    self.child = child()
  }

  /// Runs the child when `action` extracts a child action, and lifts the child's effect into
  /// the parent's actions; ignores other actions.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .search(.queryChanged("pika")))
  /// ```
  @inlinable
  public func reduce(into parent: inout ParentState, action parentAction: ParentAction)
    -> Effect<ParentAction>
  {
    guard let childAction = action.extract(parentAction) else { return .none }
    // A stored field is reached through a pointer from its offset: no copy of `state` out
    // of its enum, so no retain and release of its key path, on every action.
    if let fieldOffset {
      let effect = reduceChild(in: &parent, at: fieldOffset, childAction)
      return effect.isNone ? .none : effect.map(action.embed)
    }
    switch state {
    case .field(let path):
      return path.modify(&parent) { child.reduce(into: &$0, action: childAction) }
        .map(action.embed)
    case .enumCase(let path, let location):
      return reduceCase(into: &parent, path, childAction, location)
    }
  }

  /// Runs the child on the state `offset` bytes into the parent's storage at `parent`.
  @inlinable func reduceChild(
    in parent: UnsafeMutablePointer<ParentState>, at offset: Int, _ childAction: Child.Action
  ) -> Effect<Child.Action> {
    child.reduce(
      into: &(UnsafeMutableRawPointer(parent) + offset).assumingMemoryBound(to: Child.State.self)
        .pointee,
      action: childAction)
  }

  @usableFromInline func reduceCase(
    into parent: inout ParentState, _ path: CasePath<ParentState, Child.State>,
    _ childAction: Child.Action, _ location: CodeLocation
  ) -> Effect<ParentAction> {
    guard var childState = path.extract(parent) else {
      reportIssue(
        "Scope got \(childAction) while its state was another case (\(parent)); the action "
          + "was ignored.", at: location)
      return .none
    }
    let effect = child.reduce(into: &childState, action: childAction)
    parent = path.embed(childState)
    return effect.map(action.embed)
  }
}

/// Identifies the effects of the child an `ifLet` or `forEach` presents, so they can be
/// cancelled when the child goes away.
@usableFromInline
struct ChildEffectsID: Hashable, @unchecked Sendable {
  // Safe: both parts are immutable; the key path is Sendable and the element id is Sendable.
  let path: AnyKeyPath
  let element: AnyHashable?

  @usableFromInline init(path: AnyKeyPath, element: AnyHashable?) {
    self.path = path
    self.element = element
  }
}

extension Reducer {
  /// Runs `child` on optional child state when it is present (a presented screen, say).
  ///
  /// The parent runs after the child, so it sees the child's changes. When the parent sets
  /// the child state to nil, every effect the child started is cancelled. A child action that
  /// arrives when the state is nil is reported as an issue and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.detail, action: CasePath(Action.detail, \.detail)) { DetailFeature() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, child: child(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs `element` on the element of an identified array that an action names.
  ///
  /// The action carries the element's id and the element's action. When an element is
  /// removed, the effects it started are cancelled.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .forEach(\.rows, action: CasePath(Action.row, \.row)) { RowFeature() }
  /// ```
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, [ElementState]> & Sendable,
    action: CasePath<Action, (id: ElementState.ID, action: ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> ForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
    ForEachReducer(
      parent: self, element: element(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifLet` returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .ifLet(\.detail, action: CasePath(Action.detail, \.detail)) { Detail() }
/// ```
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let state: WritableKeyPath<Parent.State, Child.State?> & Sendable
  @usableFromInline let statePath: StatePath<Parent.State, Child.State?>
  @usableFromInline let action: CasePath<Parent.Action, Child.Action>
  @usableFromInline let location: CodeLocation

  @inlinable
  init(
    parent: Parent, child: Child, state: WritableKeyPath<Parent.State, Child.State?> & Sendable,
    action: CasePath<Parent.Action, Child.Action>, location: CodeLocation
  ) {
    self.parent = parent
    self.child = child
    self.state = state
    self.statePath = StatePath(state)
    self.action = action
    self.location = location
  }

  /// Runs the child on its state if present, then the parent; cancels the child's effects
  /// when the parent sets the child state to nil.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .detail(.favoriteTapped))
  /// ```
  @inlinable
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    var childEffect = Effect<Parent.Action>.none
    let wasPresent: Bool
    if let childAction = action.extract(parentAction) {
      // One access through the key path both checks the child is there and runs it: each
      // access costs far more than the check itself.
      var effect = Effect<Child.Action>.none
      wasPresent = statePath.modify(&parentState) { childState in
        guard childState != nil else { return false }
        effect = child.reduce(into: &childState!, action: childAction)
        return true
      }
      if !wasPresent {
        reportMissingChild(childAction)
      } else if !effect.isNone {
        childEffect = effect.map(action.embed)
          .cancellable(id: ChildEffectsID(path: state, element: nil))
      }
    } else {
      wasPresent = statePath.modify(&parentState) { $0 != nil }
    }
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    if wasPresent && statePath.modify(&parentState, { $0 == nil }) {
      return .merge(
        childEffect, parentEffect, .cancel(id: ChildEffectsID(path: state, element: nil)))
    }
    return childEffect.merging(parentEffect)
  }

  @usableFromInline func reportMissingChild(_ childAction: Child.Action) {
    reportIssue(
      "ifLet got \(childAction) while its state (\(state)) was nil; the action was ignored.",
      at: location)
  }
}

/// The reducer `forEach` returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .forEach(\.rows, action: CasePath(Action.row, \.row)) { Row() }
/// ```
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
  let parent: Parent
  let element: Element
  let state: WritableKeyPath<Parent.State, [Element.State]> & Sendable
  let action: CasePath<Parent.Action, (id: Element.State.ID, action: Element.Action)>
  let location: CodeLocation

  /// Runs the element the action names, then the parent; cancels the effects of elements the
  /// parent removed.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .row((id: 25, action: .favoriteTapped)))
  /// ```
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if let (id, elementAction) = action.extract(parentAction) {
      if let index = parentState[keyPath: state].firstIndex(where: { $0.id == id }) {
        let embed = action.embed
        elementEffect = element.reduce(
          into: &parentState[keyPath: state][index], action: elementAction
        )
        .map { embed((id, $0)) }
        .cancellable(id: ChildEffectsID(path: state, element: AnyHashable(id)))
      } else {
        reportIssue(
          "forEach got \(elementAction) for id \(id), which is not in \(state); ignored.",
          at: location)
      }
    }
    let idsBefore = parentState[keyPath: state].map(\.id)
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    var cancels: [Effect<Parent.Action>] = []
    let after = parentState[keyPath: state]
    if after.count != idsBefore.count || !zip(after, idsBefore).allSatisfy({ $0.id == $1 }) {
      let remaining = Set(after.map(\.id))
      for id in idsBefore where !remaining.contains(id) {
        cancels.append(.cancel(id: ChildEffectsID(path: state, element: AnyHashable(id))))
      }
    }
    return .merge([elementEffect, parentEffect] + cancels)
  }
}
