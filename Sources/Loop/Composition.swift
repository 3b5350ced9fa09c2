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
  @inlinable @inline(__always)
  public func reduce(into parent: inout ParentState, action parentAction: ParentAction)
    -> Effect<ParentAction>
  {
    // Always inlined, as `IfLetReducer`'s and `BuiltBody`'s are: a tree of features becomes
    // one function for the store, with no copy of each level's reducer onto the stack to call
    // it (a scoped send through three Scopes and an ifLet, 40 to 28 ns). A feature scoped in
    // several places is copied into each; the app's binary kept its size, and the depth-32
    // compile figure did not move.
    guard let childAction = action.extract(parentAction) else { return .none }
    // A stored field is reached through a pointer from its offset: no copy of `state` out
    // of its enum, so no retain and release of its key path, on every action.
    if let fieldOffset {
      let effect = reduceChild(in: &parent, at: fieldOffset, childAction)
      return effect.isNone ? .none : owned(effect.map(action.embed))
    }
    switch state {
    case .field(let path):
      let effect = path.modify(&parent) { child.reduce(into: &$0, action: childAction) }
      return effect.isNone ? .none : owned(effect.map(action.embed))
    case .enumCase(let path, let location):
      return reduceCase(into: &parent, path, childAction, location)
    }
  }

  /// The child's effect as this scope's child instance owns it: its cancellation ids kept to
  /// it (two `Scope`s of one feature never cancel each other's), and registered under the
  /// parent's too, so a parent's `.cancel(id:)` still reaches them.
  @usableFromInline func owned(_ effect: Effect<ParentAction>) -> Effect<ParentAction> {
    switch state {
    case .field(let path): effect.scoped(to: ChildEffectsID(path: path.keyPath, element: nil))
    case .enumCase(_, let location): effect.scoped(to: ChildEffectsID(path: location, element: nil))
    }
  }

  /// Runs the child on the state `offset` bytes into the parent's storage at `parent`.
  @inlinable @inline(__always) func reduceChild(
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
    return effect.isNone ? .none : owned(effect.map(action.embed))
  }
}

/// Identifies the effects of one child instance (an `ifLet`'s child, a row of a `forEach`, a
/// presented screen, a stack element), so they can be cancelled when it goes away and its
/// cancellation ids kept to it.
@usableFromInline
struct ChildEffectsID: Hashable, @unchecked Sendable {
  // Safe: both parts are immutable, and made only from Sendable values (a Sendable key path,
  // a code location, an element's Sendable id).
  let path: Place
  let element: AnyHashable?

  /// Where the child is in its parent: the key path to its state, or the code location of
  /// the `Scope` or `ifCaseLet` that runs it. Not an `AnyHashable`: making one asks the
  /// runtime whether the value's type (and, for a key path, each class it inherits from)
  /// has a custom representation, a search of every conformance of the program for each new
  /// key path type, a few hundred microseconds of the app's start-up in all.
  @usableFromInline enum Place: Hashable {
    case keyPath(AnyKeyPath)
    case location(CodeLocation)
  }

  @usableFromInline init(path: AnyKeyPath, element: AnyHashable?) {
    self.path = .keyPath(path)
    self.element = element
  }

  @usableFromInline init(path: CodeLocation, element: AnyHashable?) {
    self.path = .location(path)
    self.element = element
  }
}

/// What tells one instance of optional child state from the next one: for `Identifiable`
/// state its id, for enum state its case (and the case's payload's id); other state is told
/// apart only by being there. Replaced by a child of another identity, the old child's
/// effects are cancelled.
@usableFromInline
enum ChildIdentity {
  /// How to find the identity of values of `State`, worked out once per reducer; nil when
  /// the type has none (a child is then told apart only by being there).
  @usableFromInline static func identifier<State>(for type: State.Type) -> (
    (State) -> AnyHashable
  )? {
    if let identifiable = type as? any Identifiable.Type {
      return identifierOfIdentifiable(identifiable, as: State.self)
    }
    guard isEnum(type) else { return nil }
    return { value in presentationIdentity(value) ?? AnyHashable(0) }
  }

  private static func identifierOfIdentifiable<I: Identifiable, State>(
    _ type: I.Type, as state: State.Type
  ) -> (State) -> AnyHashable {
    { value in AnyHashable((value as! I).id) }
  }
}

/// Whether `type` is an enum (not an optional): its metadata's kind says so, without a value
/// to reflect.
@usableFromInline func isEnum(_ type: Any.Type) -> Bool {
  // The first word of a type's metadata is its kind; 0x201 is an enum (0x202 an optional).
  unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x201
}

extension Reducer {
  /// Runs `child` on optional child state when it is present (a presented screen, say).
  ///
  /// The parent runs after the child, so it sees the child's changes. When the parent sets
  /// the child state to nil, or replaces it with a child of another identity (another `id` of
  /// `Identifiable` state, another case of an enum), every effect the child started is
  /// cancelled. The child's cancellation ids are its own, as in TCA. A child action that
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
  /// The action carries the element's id and the element's action. Each element's
  /// cancellation ids are its own (two rows loading under `CancelID.load` do not cancel each
  /// other), and when an element is removed, the effects it started are cancelled.
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
  /// The child's identity, when its type has one (`Identifiable`, an enum).
  @usableFromInline let identify: ((Child.State) -> AnyHashable)?

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
    self.identify = ChildIdentity.identifier(for: Child.State.self)
  }

  /// Runs the child on its state if present, then the parent; cancels the child's effects
  /// when the parent sets the child state to nil or replaces it with a child of another
  /// identity. The child's cancellation ids are its own.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .detail(.favoriteTapped))
  /// ```
  @inlinable @inline(__always)
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    // Most children are neither `Identifiable` nor enums: for them, presence is all there is
    // to compare, a plain Bool on the path every passing action takes.
    guard identify != nil else { return reduceByPresence(into: &parentState, parentAction) }
    return reduceByIdentity(into: &parentState, parentAction)
  }

  @inlinable @inline(__always)
  func reduceByPresence(into parentState: inout Parent.State, _ parentAction: Parent.Action)
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
        let scope = ChildEffectsID(path: state, element: nil)
        childEffect = effect.map(action.embed).scoped(to: scope).cancellable(id: scope)
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

  @usableFromInline
  func reduceByIdentity(into parentState: inout Parent.State, _ parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    let identify = identify!
    var childEffect = Effect<Parent.Action>.none
    // The identity is taken after the child ran, as TCA takes it: a child that changes its
    // own id (a detail showing the next Pokémon) keeps the effects it starts now. Those it
    // started as the instance it was are cancelled (they were that instance's), and the parent
    // replacing or removing it cancels the rest.
    var before = parentState[keyPath: state].map(identify)
    if let childAction = action.extract(parentAction) {
      if before != nil {
        let effect = child.reduce(into: &parentState[keyPath: state]!, action: childAction)
        let after = parentState[keyPath: state].map(identify)
        if let old = before, after != old {
          before = after
          childEffect = .cancel(id: ChildEffectsID(path: state, element: old))
        }
        if !effect.isNone, let identity = before {
          let scope = ChildEffectsID(path: state, element: identity)
          childEffect = childEffect.merging(
            effect.map(action.embed).scoped(to: scope).cancellable(id: scope))
        }
      } else {
        reportMissingChild(childAction)
      }
    }
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    if let before, parentState[keyPath: state].map(identify) != before {
      return .merge(
        childEffect, parentEffect, .cancel(id: ChildEffectsID(path: state, element: before)))
    }
    return childEffect.merging(parentEffect)
  }

  @usableFromInline func reportMissingChild(_ childAction: Child.Action) {
    reportIssue(
      "ifLet got \(childAction) while its state (\(state)) was nil; the action was ignored.",
      at: location)
  }
}

extension Reducer {
  /// Runs `child` on one case of the parent's enum state, while the state is that case.
  ///
  /// The parent runs after the child, so it sees the child's changes. When the state becomes
  /// another case (or the same case for a child of another identity), every effect the child
  /// started is cancelled, and the child's cancellation ids are its own. A child action that
  /// arrives while the state is another case is reported as an issue and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifCaseLet(CasePath(State.loggedIn, \.loggedIn), action: CasePath(Action.loggedIn, \.loggedIn)) {
  ///     LoggedIn()
  ///   }
  /// ```
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: CasePath<State, ChildState>,
    action: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IfCaseLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfCaseLetReducer(
      parent: self, child: child(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifCaseLet` returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .ifCaseLet(CasePath(State.loading, \.loading), action: CasePath(Action.loading, \.loading)) {
///     Loading()
///   }
/// ```
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let child: Child
  let state: CasePath<Parent.State, Child.State>
  let action: CasePath<Parent.Action, Child.Action>
  let location: CodeLocation
  let identify: ((Child.State) -> AnyHashable)?

  init(
    parent: Parent, child: Child, state: CasePath<Parent.State, Child.State>,
    action: CasePath<Parent.Action, Child.Action>, location: CodeLocation
  ) {
    self.parent = parent
    self.child = child
    self.state = state
    self.action = action
    self.location = location
    self.identify = ChildIdentity.identifier(for: Child.State.self)
  }

  /// Runs the child while the state is its case, then the parent; cancels the child's effects
  /// when the case (or the child's identity) changes.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .loading(.loaded))
  /// ```
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    var childEffect = Effect<Parent.Action>.none
    var before = identity(of: parentState)
    if let childAction = action.extract(parentAction) {
      if let old = before, var childState = state.extract(parentState) {
        let effect = child.reduce(into: &childState, action: childAction)
        parentState = state.embed(childState)
        // Taken after the child ran, as in `ifLet`: a child that changed its own identity
        // keeps what it starts now, and its earlier effects are cancelled.
        let identity = identity(of: parentState) ?? old
        if identity != old {
          before = identity
          childEffect = .cancel(id: ChildEffectsID(path: location, element: old))
        }
        if !effect.isNone {
          // The location tells this ifCaseLet's children from those of any other.
          let scope = ChildEffectsID(path: location, element: identity)
          childEffect = childEffect.merging(
            effect.map(action.embed).scoped(to: scope).cancellable(id: scope))
        }
      } else {
        reportIssue(
          "ifCaseLet got \(childAction) while the state was another case (\(parentState)); "
            + "the action was ignored.", at: location)
      }
    }
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    if let before, identity(of: parentState) != before {
      return .merge(
        childEffect, parentEffect, .cancel(id: ChildEffectsID(path: location, element: before)))
    }
    return childEffect.merging(parentEffect)
  }

  /// The child's identity, nil when the state is another case.
  private func identity(of parentState: Parent.State) -> AnyHashable? {
    guard let childState = state.extract(parentState) else { return nil }
    return identify?(childState) ?? AnyHashable(0)
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
        let scope = ChildEffectsID(path: state, element: AnyHashable(id))
        let effect = element.reduce(
          into: &parentState[keyPath: state][index], action: elementAction)
        if !effect.isNone {
          // The row's cancellation ids are its own: two rows loading under one id do not
          // cancel each other.
          elementEffect = effect.map { embed((id, $0)) }.scoped(to: scope).cancellable(id: scope)
        }
      } else {
        reportIssue(
          "forEach got \(elementAction) for id \(id), which is not in \(state); ignored.",
          at: location)
      }
    }
    let idsBefore = parentState[keyPath: state].map(\.id)
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    let cancels: [Effect<Parent.Action>] = cancelsOfRemovedElements(
      before: idsBefore, after: parentState[keyPath: state].map(\.id), path: state)
    return .merge([elementEffect, parentEffect] + cancels)
  }
}

/// The cancellation of every element's effects whose id was in `before` and is not in
/// `after`: what a `forEach` (over an array or an ``IdentifiedArray``) returns once its
/// parent has run. Nothing when the ids are the same, as they are for most actions.
func cancelsOfRemovedElements<ID: Hashable, Action: Sendable>(
  before: [ID], after: [ID], path: AnyKeyPath
) -> [Effect<Action>] {
  guard after != before else { return [] }
  let remaining = Set(after)
  return before.filter { !remaining.contains($0) }.map {
    .cancel(id: ChildEffectsID(path: path, element: AnyHashable($0)))
  }
}
