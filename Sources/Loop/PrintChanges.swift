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
  ///
  /// A shared value is read before and after as well (a copy of the state holds the same
  /// storage, so a plain comparison would not see it change), and a change of it is written
  /// once, at the first place the state holds it, however many features hold it.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let sharedBefore = sharedValues(in: before).map { ($0.path, $0.storage, render($0.value)) }
    let effect = base.reduce(into: &state, action: action)
    var lines = ["received action: \(render(action))"]
    for change in differences(before, state) {
      let name = change.path.isEmpty ? "state" : change.path
      lines.append("  \(name): \(change.expected) → \(change.actual)")
    }
    let sharedAfter = sharedValues(in: state)
    for (path, storage, old) in sharedBefore {
      let same =
        sharedAfter.first { $0.storage == storage && $0.path == path }
        ?? sharedAfter.first { $0.storage == storage }
      guard let now = same.map({ render($0.value) }), now != old
      else { continue }
      lines.append("  \(path) (shared): \(old) → \(now)")
    }
    if lines.count == 1 { lines.append("  (no state change)") }
    sink(lines.joined(separator: "\n"))
    return effect
  }
}

/// The shared values `state` holds, each once (by its storage), with the path it is first
/// found at, written as Swift would reach it (`detail?.favorites`, `rows[2].tags`).
package func sharedValues(in state: Any) -> [(
  path: String, storage: ObjectIdentifier, value: Any
)] {
  var found: [(path: String, storage: ObjectIdentifier, value: Any)] = []
  var seen = Set<ObjectIdentifier>()
  // Parts of a shared value (a row's element of a shared list) count only where the state
  // holds no whole value of their storage: its change is written there, once.
  var parts: [(path: String, storage: ObjectIdentifier, value: Any)] = []
  func visit(_ value: Any, _ path: String, depth: Int) {
    if let shared = value as? any SharedStorageIdentity {
      if shared.isSharedPart {
        parts.append((path, shared.sharedStorageID, value))
      } else if seen.insert(shared.sharedStorageID).inserted {
        found.append((path, shared.sharedStorageID, value))
      }
      return
    }
    guard depth < 32 else { return }
    let mirror = Mirror(reflecting: value)
    for (index, child) in mirror.children.enumerated() {
      let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
      let name =
        mirror.displayStyle == .optional
        ? "?" : mirror.displayStyle == .collection || label == nil ? "[\(index)]" : ".\(label!)"
      visit(child.value, path + name, depth: depth + 1)
    }
  }
  visit(state, "", depth: 0)
  found += parts.filter { !seen.contains($0.storage) }
  return found.map { (String($0.path.trimmingPrefix(".")), $0.storage, $0.value) }
}
