#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON value as a tree: what ``MergeTree`` turns back into JSON for `JSONDecoder`.
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
}

/// A value that merges two processes' changes itself when a file key saves it: what `mine`
/// changed since `base` (what the file held when this process last read or wrote it), applied
/// to `theirs` (what the file holds now, perhaps another process's save).
///
/// `Set` and `Dictionary` (with `Equatable` values) merge this way already; any other
/// `Codable` value merges by the Swift types its encoding went through (see
/// `SharedKey.fileStorage(_:)`). Conform a type whose changes need a merge of their own:
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
  /// (``SharedMergeable``) when it has one, else by the types its encoding went through (see
  /// ``MergeTree``); `mine` when the merged value cannot be made (it cannot go through JSON,
  /// or the merge made a value its type refuses to decode).
  static func merge(base: Value, mine: Value, theirs: Value) -> Value {
    if let mergeable = Value.self as? any SharedMergeable.Type {
      return mergeByItself(mergeable, base: base, mine: mine, theirs: theirs)
    }
    do {
      let merged = MergeTree.merge(
        base: try MergeTree(encoding: base), mine: try MergeTree(encoding: mine),
        theirs: try MergeTree(encoding: theirs))
      guard let merged else { return mine }
      return try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(merged.json))
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

extension MergeTree {
  /// `mine`'s changes since `base`, applied to `theirs`, by the kind of each part (nil stands
  /// for absent: a key not in an object, an element not in a collection). Where both changed
  /// the same part in different ways, `mine`'s wins: it is the later save.
  ///
  /// - Fields and dictionaries merge key by key, recursively.
  /// - A set keeps what either side added and drops what either side removed.
  /// - Identified elements merge id by id (an element both sides edited, field by field); an
  ///   element one side removed stays removed, however the other edited it; their order merges
  ///   as a sequence of ids.
  /// - A part both sides added (an element of the same id, the same key) merges as both
  ///   sides' changes to an empty one of its kind.
  /// - Other arrays merge as sequences (``SequenceMerge``): what each side inserted or removed
  ///   in different places both apply; a stretch both changed in different ways is `mine`'s,
  ///   element by element where both kept its length.
  static func merge(base: MergeTree?, mine: MergeTree?, theirs: MergeTree?) -> MergeTree? {
    if mine == base { return theirs }
    // Where both made the same change it is made once, by the merge of its kind below; a
    // list's two equal appends are two appends all the same.
    if theirs == base { return mine }
    // Both sides added it (an element under one id, a key): what each put in it is kept, as
    // changes to an empty one of its kind (two terminals that start the first team at once
    // start one team, with both members); added the same, it is there once. Fields merge so
    // only when both sides wrote the same keys: an enum's case is an object of one key, and
    // two cases' keys together would decode as neither.
    if base == nil, let mine, let theirs {
      if mine == theirs { return mine }
      if let empty = mine.emptyOfItsKind, theirs.emptyOfItsKind == empty,
        mine.hasSameKeys(as: theirs)
      {
        return merge(base: empty, mine: mine, theirs: theirs)
      }
    }
    switch (base, mine, theirs) {
    case (.fields(let base)?, .fields(let mine)?, .fields(let theirs)?):
      return .fields(mergeKeys(base: base, mine: mine, theirs: theirs))
    case (.pairs(let base)?, .pairs(let mine)?, .pairs(let theirs)?):
      return .pairs(mergeKeys(base: base, mine: mine, theirs: theirs))
    case (.set(let base)?, .set(let mine)?, .set(let theirs)?):
      return .set(theirs.subtracting(base.subtracting(mine)).union(mine.subtracting(base)))
    case (
      .identified(let baseIDs, let base)?, .identified(let mineIDs, let mine)?,
      .identified(let theirIDs, let theirs)?
    ):
      var elements = mergeKeys(base: base, mine: mine, theirs: theirs)
      // Removed on either side, it is not brought back by an edit on the other.
      for id in base.keys where mine[id] == nil || theirs[id] == nil { elements[id] = nil }
      let order = SequenceMerge.merge(base: baseIDs, mine: mineIDs, theirs: theirIDs) {
        _, mine, _ in mine
      }
      return .identified(
        ids: SequenceMerge.ordered(elements.keys, by: order, placing: mineIDs + theirIDs),
        elements: elements)
    case (.sequence(let base)?, .sequence(let mine)?, .sequence(let theirs)?):
      return .sequence(
        SequenceMerge.merge(base: base, mine: mine, theirs: theirs) { base, mine, theirs in
          // A stretch both changed. Where both kept its length and changed other parts of
          // each element (one a member's level, the other its item), those are edits of the
          // same elements: merged element by element. Otherwise they are different elements
          // (each replaced one with a new one): both are kept.
          let edits =
            base.count == mine.count && base.count == theirs.count
            && base.indices.allSatisfy { changedApart(base[$0], mine[$0], theirs[$0]) }
          guard edits else { return SequenceMerge.keepingBoth(base, mine, theirs) }
          return base.indices.map { index in
            merge(base: base[index], mine: mine[index], theirs: theirs[index]) ?? mine[index]
          }
        })
    default:
      return mine
    }
  }

  /// Whether `mine` and `theirs` changed different parts of `base` (or the same part the same
  /// way), so merging them loses neither side's change.
  static func changedApart(_ base: MergeTree?, _ mine: MergeTree?, _ theirs: MergeTree?) -> Bool {
    if mine == base || theirs == base || mine == theirs { return true }
    func apart<Key>(_ base: [Key: MergeTree], _ mine: [Key: MergeTree], _ theirs: [Key: MergeTree])
      -> Bool
    {
      Set(base.keys).union(mine.keys).union(theirs.keys).allSatisfy {
        changedApart(base[$0], mine[$0], theirs[$0])
      }
    }
    switch (base, mine, theirs) {
    case (.fields(let base)?, .fields(let mine)?, .fields(let theirs)?):
      return apart(base, mine, theirs)
    case (.pairs(let base)?, .pairs(let mine)?, .pairs(let theirs)?):
      return apart(base, mine, theirs)
    case (.identified(_, let base)?, .identified(_, let mine)?, .identified(_, let theirs)?):
      return apart(base, mine, theirs)
    case (.set?, .set?, .set?), (.sequence?, .sequence?, .sequence?):
      return true  // element by element, neither side's additions or removals are lost
    default:
      return false
    }
  }

  private static func mergeKeys<Key: Hashable>(
    base: [Key: MergeTree], mine: [Key: MergeTree], theirs: [Key: MergeTree]
  ) -> [Key: MergeTree] {
    var merged = theirs
    for key in Set(base.keys).union(mine.keys) where mine[key] != base[key] {
      merged[key] = merge(base: base[key], mine: mine[key], theirs: theirs[key])
    }
    return merged
  }
}
