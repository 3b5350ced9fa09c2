extension Reducer {
  /// Runs `element` on the element of a shared identified list that an action names, in
  /// place: a persisted list drives its rows with no copy of it to keep in step.
  ///
  /// The element's reducer runs inside the list's ``Shared/withLock(_:)``, so its change is
  /// one change of the list (saved once, merged with other processes' changes field by field)
  /// and nothing another process or feature does to the list can come between reading the
  /// element and writing it back. The element's state is the list's element itself, so it
  /// must not read or write this same `Shared` (the lock is held); other shared values are
  /// fine. An action that leaves an `Equatable` element as it was changes nothing: no save.
  /// As with every `forEach`, each element's cancellation ids are its own, and the effects
  /// of an element the parent removes are cancelled with the action that removes it. A shared
  /// list also loses elements to other processes and features: an action for an id no longer
  /// in the list (an element's effect reporting back) is dropped, not reported, and the
  /// element's effects are cancelled then.
  ///
  /// ```swift
  /// struct State { @Shared(.habits) var habits: IdentifiedArrayOf<Habit> }
  /// Reduce { state, action in ... }
  ///   .forEach(\.$habits, action: CasePath(Action.habits, \.habits)) { HabitRow() }
  /// ```
  public func forEach<ElementState: Identifiable & Sendable, ElementAction, Element: Reducer>(
    _ state: KeyPath<State, Shared<IdentifiedArray<ElementState.ID, ElementState>>> & Sendable,
    action: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> SharedForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
    // The location is for the embed-function form's case path; an action for a row no
    // longer in the list is no mistake here, so nothing is reported at it.
    SharedForEachReducer(parent: self, element: element(), state: state, action: action)
  }

  /// A shared identified list's elements, their actions given by their embed function alone.
  ///
  /// ```swift
  /// .forEach(\.$habits, action: Action.habits) { HabitRow() }
  /// ```
  public func forEach<ElementState: Identifiable & Sendable, ElementAction, Element: Reducer>(
    _ state: KeyPath<State, Shared<IdentifiedArray<ElementState.ID, ElementState>>> & Sendable,
    action: @escaping @Sendable (IdentifiedAction<ElementState.ID, ElementAction>) -> Action,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> SharedForEachReducer<Self, Element>
  where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
    forEach(
      state,
      action: CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column),
      element: element, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer `forEach` over a shared identified list returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .forEach(\.$habits, action: Action.habits) { HabitRow() }
/// ```
public struct SharedForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable & Sendable, Element.State.ID: Sendable {
  let parent: Parent
  let element: Element
  let state:
    KeyPath<Parent.State, Shared<IdentifiedArray<Element.State.ID, Element.State>>> & Sendable
  let action: CasePath<Parent.Action, IdentifiedAction<Element.State.ID, Element.Action>>
  let elementEquality = equality(of: Element.State.self)

  /// Runs the element the action names inside the list's lock, then the parent; cancels the
  /// effects of elements the parent removed.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .habits(.element(id: id, action: .done)))
  /// ```
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    var elementEffect = Effect<Parent.Action>.none
    if case .element(let id, let elementAction)? = action.extract(parentAction) {
      let list = parentState[keyPath: state]
      let effect: Effect<Element.Action>? =
        list.wrappedValue.contains(id: id)
        ? list.reference.update { list in
          guard let position = list.index(id: id) else { return (nil, changed: false) }
          // An action that leaves an `Equatable` element as it was is no change: nothing to
          // save, nothing for `changes` to yield.
          guard let isEqual = elementEquality else {
            return (element.reduce(into: &list[position], action: elementAction), true)
          }
          let before = list[position]
          let effect = element.reduce(into: &list[position], action: elementAction)
          return (effect, changed: !isEqual(before, list[position]))
        } : nil
      if let effect {
        if !effect.isNone {
          let scope = ChildEffectsID(path: state, element: AnyHashable(id))
          let embed = action.embed
          elementEffect = effect.map { embed(.element(id: id, action: $0)) }
            .scoped(to: scope).cancellable(id: scope)
        }
      } else {
        // Removed by another process or feature since the action was sent: the action is
        // dropped, and what the element still runs is cancelled.
        elementEffect = .cancel(id: ChildEffectsID(path: state, element: AnyHashable(id)))
      }
    }
    // Only the shape is kept (see `IdentifiedForEachReducer`).
    let shape = parentState[keyPath: state].wrappedValue.shape
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    let remaining = parentState[keyPath: state].wrappedValue
    guard remaining.shape != shape else { return elementEffect.merging(parentEffect) }
    return .merge([
      elementEffect, parentEffect, cancelOfElements(notIn: remaining.positions, path: state),
    ])
  }
}
