extension Reducer {
  /// Logs every action this reducer receives and the state fields it changed, as
  /// `path: old → new` lines, to `sink` (standard output by default).
  ///
  /// ```swift
  /// Store(initialState: App.State()) { App()._printChanges { log.append($0) } }
  /// ```
  public func _printChanges(to sink: @escaping @Sendable (String) -> Void = { print($0) })
    -> PrintChangesReducer<Self>
  {
    PrintChangesReducer(base: self, sink: sink)
  }
}

/// The reducer `_printChanges(to:)` returns.
///
/// ```swift
/// let store = Store(initialState: App.State()) { App()._printChanges() }
/// ```
public struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let sink: @Sendable (String) -> Void

  /// Runs the base reducer, then writes the action and the fields it changed to the sink.
  ///
  /// ```swift
  /// // received action: Search.Action.queryChanged("pika")
  /// //   query: "" → "pika"
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    let changes = differences(before, state)
    var lines = ["received action: \(render(action))"]
    if changes.isEmpty {
      lines.append("  (no state change)")
    } else {
      for change in changes {
        let name = change.path.isEmpty ? "state" : change.path
        lines.append("  \(name): \(change.expected) → \(change.actual)")
      }
    }
    sink(lines.joined(separator: "\n"))
    return effect
  }
}
