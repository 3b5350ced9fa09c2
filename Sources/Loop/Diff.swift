/// One field that differs between two values.
package struct FieldDifference: Equatable, Sendable {
  /// Where the field is, like `results[0].name`; empty for the whole value.
  package var path: String
  package var expected: String
  package var actual: String
}

/// The fields that differ between `expected` and `actual`, found by walking both with
/// `Mirror`: structs and tuples field by field, arrays by index (when the counts match),
/// enums by case and then payload. Anything else is compared by its printed form.
package func differences(_ expected: Any, _ actual: Any, path: String = "")
  -> [FieldDifference]
{
  let expectedText = render(expected)
  let actualText = render(actual)
  if expectedText == actualText { return [] }
  let left = Mirror(reflecting: expected)
  let right = Mirror(reflecting: actual)
  let whole = [FieldDifference(path: path, expected: expectedText, actual: actualText)]

  switch (left.displayStyle, right.displayStyle) {
  case (.struct, .struct), (.class, .class), (.tuple, .tuple):
    let leftChildren = Array(left.children)
    let rightChildren = Array(right.children)
    guard leftChildren.count == rightChildren.count, !leftChildren.isEmpty else { return whole }
    var result: [FieldDifference] = []
    for (index, (l, r)) in zip(leftChildren, rightChildren).enumerated() {
      let name = fieldName(l.label, index: index)
      let childPath = path.isEmpty ? name : "\(path).\(name)"
      result += differences(l.value, r.value, path: childPath)
    }
    return result.isEmpty ? whole : result
  case (.collection, .collection):
    let leftChildren = Array(left.children)
    let rightChildren = Array(right.children)
    guard leftChildren.count == rightChildren.count else { return whole }
    var result: [FieldDifference] = []
    for (index, (l, r)) in zip(leftChildren, rightChildren).enumerated() {
      result += differences(l.value, r.value, path: "\(path)[\(index)]")
    }
    return result.isEmpty ? whole : result
  case (.enum, .enum), (.optional, .optional):
    let l = left.children.first
    let r = right.children.first
    guard let l, let r, l.label == r.label else { return whole }
    let nested = differences(l.value, r.value, path: path)
    return nested.isEmpty ? whole : nested
  default:
    return whole
  }
}

private func fieldName(_ label: String?, index: Int) -> String {
  guard let label else { return "\(index)" }
  // Property wrappers store their value as `_name`; show the name the user wrote.
  if label.hasPrefix("_") { return String(label.dropFirst()) }
  return label
}

/// A value printed the way a diff shows it.
package func render(_ value: Any) -> String {
  if let string = value as? String { return String(reflecting: string) }
  return String(reflecting: value)
}

/// `text`, cut to `limit` characters with "…" when longer: a payload of twenty Pokémon would
/// bury a message.
package func shortened(_ text: String, limit: Int) -> String {
  text.count <= limit ? text : String(text.prefix(limit)) + "…"
}

/// Formats differences as indented lines: `path: expected ..., actual ...`.
package func describe(_ differences: [FieldDifference], indent: String = "  ") -> String {
  differences.map { difference in
    let name = difference.path.isEmpty ? "(value)" : difference.path
    return "\(indent)\(name):\n\(indent)  expected: \(difference.expected)\n"
      + "\(indent)  actual:   \(difference.actual)"
  }.joined(separator: "\n")
}
