// Case paths from a case's embed function alone (issue #28): `Action.search` is enough to
// scope, present, stack, switch on a case and receive, with no computed property per case.
// The property (`CasePath(Action.search, \.search)`) stays the fast path; see `EnumReflection`
// for how the case is read without it.

extension CasePath {
  /// A path from the case's embed function alone: `CasePath(Action.search)`. The case is
  /// read from the value itself (learned with `Mirror` the first time, then from the enum's
  /// layout), so no computed property is needed.
  ///
  /// ```swift
  /// let search = CasePath(Action.search)
  /// search.extract(.search(.queryChanged("pika")))  // .queryChanged("pika")
  /// ```
  ///
  /// An embed function that is not a case's constructor (`{ .scaled($0 * 2) }`, or one that
  /// picks a case by its payload) is reported as an issue at the place the path was made,
  /// naming what it did, and extracts nothing.
  @inlinable
  public init(
    _ embed: @escaping @Sendable (Value) -> Root,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    self.init(embed: embed, extract: EnumReflection.extract(embed, location: location))
  }
}

extension Scope {
  /// Scopes `child` to `state` and the child actions `action` embeds, with no computed
  /// property on the action enum.
  ///
  /// ```swift
  /// Scope(state: \.search, action: Action.search) { SearchFeature() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      state: state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      child: child)
  }
}

/// One case of an enum state and its action, run by a reducer: a destination's or a stack
/// path's cases, one line each.
///
/// ```swift
/// struct Destination: Reducer {
///   enum State: Equatable { case detail(Detail.State), settings(Settings.State) }
///   enum Action { case detail(Detail.Action), settings(Settings.Action) }
///   var body: some ReducerOf<Self> {
///     Case(State.detail, Action.detail) { Detail() }
///     Case(State.settings, Action.settings) { Settings() }
///   }
/// }
/// ```
public struct Case<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  @usableFromInline let scope: Scope<ParentState, ParentAction, Child>

  /// Runs `child` while the state is the case `state` embeds, on the actions `action`
  /// embeds. An action that arrives while the state is another case is reported and ignored.
  ///
  /// ```swift
  /// Case(State.detail, Action.detail) { Detail() }
  /// ```
  @inlinable
  public init<ChildState, ChildAction>(
    _ state: @escaping @Sendable (ChildState) -> ParentState,
    _ action: @escaping @Sendable (ChildAction) -> ParentAction,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    scope = Scope(
      state: CasePath(state, fileID: fileID, filePath: filePath, line: line, column: column),
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      child: child, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Runs the child on its case's actions.
  ///
  /// ```swift
  /// let effect = Case(State.detail, Action.detail) { Detail() }.reduce(into: &state, action: action)
  /// ```
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    scope.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// `ifLet(_:action:then:)` with the child's actions given by
  /// their embed function alone.
  ///
  /// ```swift
  /// .ifLet(\.detail, action: Action.detail) { Detail() }
  /// ```
  @inlinable
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ state: WritableKeyPath<State, ChildState?> & Sendable,
    action: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifLet(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      then: child, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// Presents `destination` with its actions given by their embed function alone.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: Action.destination) { Destination() }
  /// ```
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, Presents<DestinationState>> & Sendable,
    action: @escaping @Sendable (PresentationAction<DestinationAction>) -> Action,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    ifLet(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      destination: destination, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// Presents the state that names its reducer, its actions given by their embed function.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: Action.alert)
  /// ```
  @inlinable
  public func ifLet<DestinationState: ReducerState>(
    _ state: WritableKeyPath<State, Presents<DestinationState>> & Sendable,
    action: @escaping @Sendable (PresentationAction<DestinationState.Feature.Action>) -> Action,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> PresentationReducer<Self, DestinationState.Feature> {
    ifLet(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// A navigation stack, its actions given by their embed function alone.
  ///
  /// ```swift
  /// .forEach(\.path, action: Action.path) { Detail() }
  /// ```
  @inlinable
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, StackState<ElementState>> & Sendable,
    action: @escaping @Sendable (StackAction<ElementState, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> destination element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> StackReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    forEach(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      destination: element, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }

  /// An identified array's elements, their actions given by their embed function alone.
  ///
  /// ```swift
  /// .forEach(\.rows, action: Action.rows) { Row() }
  /// ```
  @inlinable
  public func forEach<ElementState: Identifiable, ElementAction, Element: Reducer>(
    _ state: WritableKeyPath<State, IdentifiedArray<ElementState.ID, ElementState>> & Sendable,
    action: @escaping @Sendable (IdentifiedAction<ElementState.ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IdentifiedForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
    forEach(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      element: element, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }

  /// One case of the enum state, both given by their embed functions alone.
  ///
  /// ```swift
  /// .ifCaseLet(State.loggedIn, action: Action.loggedIn) { LoggedIn() }
  /// ```
  @inlinable
  public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
    _ state: @escaping @Sendable (ChildState) -> State,
    action: @escaping @Sendable (ChildAction) -> Action,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> IfCaseLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    ifCaseLet(
      CasePath(state, fileID: fileID, filePath: filePath, line: line, column: column),
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      then: child, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
