extension Reducer {
  /// Runs `reducer` after this one whenever this one changed the value `value` reads, with the
  /// old and the new value; when the value stayed the same, only this reducer runs.
  ///
  /// `value` is usually a key path (`\.query`); any function of the state works. The reducer
  /// sees the state this one left, and the action that changed it.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.query) { oldQuery, newQuery in
  ///     Reduce { state, _ in
  ///       state.results = []
  ///       return .send(.lookUpRequested)
  ///     }
  ///   }
  /// ```
  public func onChange<Value: Equatable, Then: Reducer>(
    of value: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Then
  ) -> OnChangeReducer<Self, Value, Then> {
    OnChangeReducer(base: self, value: value, reducer: reducer)
  }
}

/// The reducer `onChange(of:_:)` returns.
///
/// ```swift
/// let reducer = BindingReducer<Form.State, Form.Action>()
///   .onChange(of: \.name) { _, _ in Reduce { state, _ in state.isDirty = true; return .none } }
/// ```
public struct OnChangeReducer<Base: Reducer, Value: Equatable, Then: Reducer>: Reducer
where Then.State == Base.State, Then.Action == Base.Action {
  let base: Base
  let value: (Base.State) -> Value
  let reducer: (Value, Value) -> Then

  /// Runs the base reducer, then the `onChange` reducer if the value changed, and merges their
  /// effects.
  ///
  /// ```swift
  /// let effect = reducer.reduce(into: &state, action: .binding(.set(\.name, "Ash")))
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let old = value(state)
    let effect = base.reduce(into: &state, action: action)
    let new = value(state)
    guard old != new else { return effect }
    return effect.merging(reducer(old, new).reduce(into: &state, action: action))
  }
}
