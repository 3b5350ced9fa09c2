#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value as a tree, to merge two processes' changes to one file.
///
/// A file key saves by merging three versions of its value: the one this process last read
/// from or wrote to the file (the base), its own now (mine), and the file's now (theirs, which
/// another process may have written since). What mine changed since the base is applied on top
/// of theirs; where both changed the same thing, mine wins, being the later save.
///
/// - Objects merge key by key, recursively.
/// - Arrays of distinct scalars (what a `Set` is in JSON) merge element by element: an element
///   mine added or removed is added or removed, any other keeps theirs'; theirs' order is
///   kept, and elements mine added follow in mine's order. Any other array is a whole: mine's
///   when both changed it.
/// - Anything else that both changed (a number, a string, a change of kind) is mine's.
enum JSONTree: Hashable, Sendable, Codable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONTree])
  case object([String: JSONTree])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .int(value)
    } else if let value = try? container.decode(Double.self) {
      self = .double(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONTree].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONTree].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// `mine`'s changes since `base`, applied to `theirs`. Nil stands for absent (a key not in
  /// an object).
  static func merge(base: JSONTree?, mine: JSONTree?, theirs: JSONTree?) -> JSONTree? {
    if mine == base { return theirs }
    if theirs == base || theirs == mine { return mine }
    switch (base, mine, theirs) {
    case (.object(let base)?, .object(let mine)?, .object(let theirs)?):
      var merged: [String: JSONTree] = [:]
      for key in Set(base.keys).union(mine.keys).union(theirs.keys) {
        merged[key] = merge(base: base[key], mine: mine[key], theirs: theirs[key])
      }
      return .object(merged)
    case (.array(let base)?, .array(let mine)?, .array(let theirs)?)
    where [base, mine, theirs].allSatisfy(isSetOfScalars):
      // A set (or any array of distinct numbers, strings, booleans): element by element.
      // Other arrays (ordered lists, a dictionary encoded as [key, value, ...]) have no
      // element-wise meaning to merge: the later save's array stands.
      return .array(mergeElements(base: base, mine: mine, theirs: theirs))
    default:
      return mine
    }
  }

  private static func isSetOfScalars(_ elements: [JSONTree]) -> Bool {
    var seen = Set<JSONTree>()
    for element in elements {
      switch element {
      case .array, .object: return false
      default: if !seen.insert(element).inserted { return false }
      }
    }
    return true
  }

  private static func mergeElements(base: [JSONTree], mine: [JSONTree], theirs: [JSONTree])
    -> [JSONTree]
  {
    func counts(_ elements: [JSONTree]) -> [JSONTree: Int] {
      elements.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
    let (baseCounts, mineCounts, theirCounts) = (counts(base), counts(mine), counts(theirs))
    func wanted(_ element: JSONTree) -> Int {
      let mineCount = mineCounts[element] ?? 0
      return mineCount != (baseCounts[element] ?? 0) ? mineCount : theirCounts[element] ?? 0
    }
    var merged: [JSONTree] = []
    var placed: [JSONTree: Int] = [:]
    for element in theirs + mine where placed[element, default: 0] < wanted(element) {
      merged.append(element)
      placed[element, default: 0] += 1
    }
    return merged
  }
}

/// A value that merges two processes' changes itself when a file key saves it: what `mine`
/// changed since `base` (what the file held when this process last read or wrote it), applied
/// to `theirs` (what the file holds now, perhaps another process's save).
///
/// `Set` and `Dictionary` (with `Equatable` values) merge this way already; any other
/// `Codable` value merges through its JSON (see `SharedKey.fileStorage(_:)`). Conform a type
/// whose changes need a merge of their own:
///
/// ```swift
/// extension Team: SharedMergeable {
///   static func merge(base: Team, mine: Team, theirs: Team) -> Team {
///     mine.members == base.members ? theirs : mine  // a team is replaced whole
///   }
/// }
/// ```
public protocol SharedMergeable {
  /// `mine`'s changes since `base`, applied to `theirs`; where both changed the same part,
  /// `mine`'s (the later save) should win.
  ///
  /// ```swift
  /// Set.merge(base: [1, 2], mine: [1, 2, 3], theirs: [1])  // [1, 3]
  /// ```
  static func merge(base: Self, mine: Self, theirs: Self) -> Self
}

extension Set: SharedMergeable {
  /// What `mine` added and removed since `base`, applied to `theirs`.
  ///
  /// ```swift
  /// Set.merge(base: [1, 2], mine: [1, 2, 3], theirs: [1])  // [1, 3]
  /// ```
  public static func merge(base: Self, mine: Self, theirs: Self) -> Self {
    theirs.subtracting(base.subtracting(mine)).union(mine.subtracting(base))
  }
}

extension Dictionary: SharedMergeable where Value: Equatable {
  /// Key by key: `mine`'s entry where it changed since `base` (removed included), else
  /// `theirs`'.
  ///
  /// ```swift
  /// Dictionary.merge(base: ["a": 1], mine: ["a": 2], theirs: ["a": 1, "b": 3])  // a 2, b 3
  /// ```
  public static func merge(base: Self, mine: Self, theirs: Self) -> Self {
    var merged = theirs
    for key in Set(base.keys).union(mine.keys) where mine[key] != base[key] {
      merged[key] = mine[key]
    }
    return merged
  }
}

extension SharedStorage where Value: Codable {
  /// `mine`'s changes since `base` applied on top of `theirs`: by the value's own merge
  /// (``SharedMergeable``) when it has one, else through its JSON (see ``JSONTree``); `mine`
  /// when a value cannot go through JSON.
  static func merge(base: Value, mine: Value, theirs: Value) -> Value {
    if let mergeable = Value.self as? any SharedMergeable.Type {
      return mergeByItself(mergeable, base: base, mine: mine, theirs: theirs)
    }
    do {
      let encoder = JSONEncoder()
      let decoder = JSONDecoder()
      func tree(_ value: Value) throws -> JSONTree {
        try decoder.decode(JSONTree.self, from: encoder.encode(value))
      }
      let merged = JSONTree.merge(
        base: try tree(base), mine: try tree(mine), theirs: try tree(theirs))
      return try decoder.decode(Value.self, from: encoder.encode(merged ?? .null))
    } catch {
      return mine
    }
  }

  private static func mergeByItself<M: SharedMergeable>(
    _ type: M.Type, base: Value, mine: Value, theirs: Value
  ) -> Value {
    M.merge(base: base as! M, mine: mine as! M, theirs: theirs as! M) as! Value
  }
}
