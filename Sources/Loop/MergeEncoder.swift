#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value as its `Encodable` conformance writes it, with the Swift collection each container
/// came from: what a file key's merge needs to know, and what its JSON cannot say (an array may
/// be a `Set`, a list, a list of identified elements, or a dictionary whose keys are neither
/// `String` nor `Int`, which `JSONEncoder` writes as `[key, value, key, value, …]`).
///
/// Made by ``MergeTree/init(encoding:)``, which runs the value's own `encode(to:)` through an
/// encoder of Loop's that asks, at every value it is handed, of what type it is. Never guessed
/// from the JSON's shape.
indirect enum MergeTree: Hashable {
  /// `null`, a boolean, a number or a string.
  case scalar(JSONTree)
  /// A keyed container: a struct's or an enum's fields, or a dictionary keyed by `String`,
  /// `Int` or a `CodingKeyRepresentable` type. Merged key by key.
  case fields([String: MergeTree])
  /// A dictionary with any other keys (`Date`, `UUID`, a plain enum). Merged key by key.
  case pairs([MergeTree: MergeTree])
  /// A `Set`. Merged element by element; its order (different in each process) means nothing.
  case set(Set<MergeTree>)
  /// An array (or `IdentifiedArray`) of `Identifiable` elements with distinct ids. Merged id by
  /// id, each element field by field, the order as a sequence of ids.
  case identified(ids: [AnyHashable], elements: [AnyHashable: MergeTree])
  /// Any other array. Merged as a sequence, as `git` merges lines.
  case sequence([MergeTree])

  /// Encodes `value` with its own `Encodable` conformance, learning the collections' types.
  init<Value: Encodable>(encoding value: Value) throws {
    self = try MergeEncoder.tree(of: value, at: [])
  }

  /// An empty value of this one's kind (an object with no fields, an empty collection), as
  /// the base of a part both sides added; nil for a scalar.
  var emptyOfItsKind: MergeTree? {
    switch self {
    case .scalar: nil
    case .fields: .fields([:])
    case .pairs: .pairs([:])
    case .set: .set([])
    case .identified: .identified(ids: [], elements: [:])
    case .sequence: .sequence([])
    }
  }

  /// Whether both are objects of the same fields, or neither is an object (an enum's case is
  /// an object of one field, its name).
  func hasSameKeys(as other: MergeTree) -> Bool {
    switch (self, other) {
    case (.fields(let mine), .fields(let theirs)): Set(mine.keys) == Set(theirs.keys)
    case (.fields, _), (_, .fields): false
    default: true
    }
  }

  /// The JSON `JSONEncoder` writes for the value this tree was made from (with its default
  /// strategies), so `JSONDecoder` makes a value of the same type from it.
  var json: JSONTree {
    switch self {
    case .scalar(let scalar): scalar
    case .fields(let fields): .object(fields.mapValues(\.json))
    case .pairs(let pairs): .array(pairs.flatMap { [$0.key.json, $0.value.json] })
    case .set(let elements): .array(elements.map(\.json))
    case .identified(let ids, let elements): .array(ids.compactMap { elements[$0]?.json })
    case .sequence(let elements): .array(elements.map(\.json))
    }
  }
}

/// Kinds of collection ``MergeEncoder`` recognises by type, whatever their elements.
private protocol EncodedAsSet {}
private protocol EncodedAsDictionary {}
private protocol EncodedAsIdentified {
  /// The elements' ids, in order.
  var elementIDs: [AnyHashable] { get }
}

extension Set: EncodedAsSet {}
extension Dictionary: EncodedAsDictionary {}
extension Array: EncodedAsIdentified where Element: Identifiable {
  fileprivate var elementIDs: [AnyHashable] { map { AnyHashable($0.id) } }
}

/// The encoder behind ``MergeTree/init(encoding:)``.
private final class MergeEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  let slot: Slot

  init(slot: Slot, codingPath: [any CodingKey]) {
    self.slot = slot
    self.codingPath = codingPath
  }

  /// The tree of `value`: a scalar, a type `JSONEncoder` writes specially, or what its own
  /// `encode(to:)` writes, marked with the kind of collection `Value` is.
  static func tree<Value: Encodable>(of value: Value, at codingPath: [any CodingKey]) throws
    -> MergeTree
  {
    if let scalar = scalar(value) { return .scalar(scalar) }
    // What JSONEncoder writes in its own way, by default: Data as base64, a URL as its string,
    // a Decimal as a number.
    if let data = value as? Data { return .scalar(.string(data.base64EncodedString())) }
    if let url = value as? URL { return .scalar(.string(url.absoluteString)) }
    if value is Decimal {
      return .scalar(try JSONDecoder().decode(JSONTree.self, from: JSONEncoder().encode(value)))
    }
    let slot = Slot()
    try value.encode(to: MergeEncoder(slot: slot, codingPath: codingPath))
    let tree = slot.tree
    guard case .sequence(let elements) = tree else { return tree }
    if value is any EncodedAsSet {
      let set = Set(elements)
      return set.count == elements.count ? .set(set) : tree
    }
    if value is any EncodedAsDictionary, elements.count.isMultiple(of: 2) {
      var pairs: [MergeTree: MergeTree] = [:]
      for index in stride(from: 0, to: elements.count, by: 2) {
        pairs[elements[index]] = elements[index + 1]
      }
      return pairs.count * 2 == elements.count ? .pairs(pairs) : tree
    }
    if let identified = value as? any EncodedAsIdentified {
      let ids = identified.elementIDs
      guard ids.count == elements.count, Set(ids).count == ids.count else { return tree }
      return .identified(
        ids: ids, elements: Dictionary(uniqueKeysWithValues: zip(ids, elements)))
    }
    return tree
  }

  /// `value` as a JSON scalar, when it is one of the types encoders write directly.
  static func scalar(_ value: Any) -> JSONTree? {
    switch value {
    case let value as Bool: .bool(value)
    case let value as String: .string(value)
    case let value as Int: .int(value)
    case let value as Double: .double(value)
    // As JSONEncoder writes a Float: its shortest decimal form, not the nearest Double's.
    case let value as Float: .double(Double("\(value)") ?? Double(value))
    case let value as Int8: .int(Int(value))
    case let value as Int16: .int(Int(value))
    case let value as Int32: .int(Int(value))
    case let value as Int64: .int(Int(value))
    case let value as UInt8: .int(Int(value))
    case let value as UInt16: .int(Int(value))
    case let value as UInt32: .int(Int(value))
    case let value as UInt: Int(exactly: value).map { .int($0) } ?? .double(Double(value))
    case let value as UInt64: Int(exactly: value).map { .int($0) } ?? .double(Double(value))
    default: nil
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.makeKeyed()
    return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.makeUnkeyed()
    return UnkeyedContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(slot: slot, codingPath: codingPath)
  }
}

/// Where one value's encoding goes while it is being written.
private final class Slot {
  enum Content {
    case empty
    case done(MergeTree)
    case keyed([String: Slot])
    case unkeyed([Slot])
  }
  var content = Content.empty

  init() {}
  init(_ tree: MergeTree) { content = .done(tree) }

  func makeKeyed() { if case .keyed = content {} else { content = .keyed([:]) } }
  func makeUnkeyed() { if case .unkeyed = content {} else { content = .unkeyed([]) } }

  func set(_ key: String, _ slot: Slot) {
    guard case .keyed(var fields) = content else { return }
    content = .empty  // one reference to the dictionary while it changes
    fields[key] = slot
    content = .keyed(fields)
  }

  func append(_ slot: Slot) {
    guard case .unkeyed(var elements) = content else { return }
    content = .empty
    elements.append(slot)
    content = .unkeyed(elements)
  }

  var count: Int {
    if case .unkeyed(let elements) = content { elements.count } else { 0 }
  }

  var tree: MergeTree {
    switch content {
    case .empty: .fields([:])  // a value that wrote nothing: `{}`, as JSONEncoder writes it
    case .done(let tree): tree
    case .keyed(let fields): .fields(fields.mapValues(\.tree))
    case .unkeyed(let elements): .sequence(elements.map(\.tree))
    }
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws {
    slot.set(key.stringValue, Slot(.scalar(.null)))
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    slot.set(key.stringValue, Slot(try MergeEncoder.tree(of: value, at: codingPath + [key])))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = Slot()
    child.makeKeyed()
    slot.set(key.stringValue, child)
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = Slot()
    child.makeUnkeyed()
    slot.set(key.stringValue, child)
    return UnkeyedContainer(slot: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder { superEncoder(named: SuperKey.super) }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key) }

  private func superEncoder(named key: any CodingKey) -> any Encoder {
    let child = Slot()
    slot.set(key.stringValue, child)
    return MergeEncoder(slot: child, codingPath: codingPath + [key])
  }
}

/// The key `superEncoder()` writes under, as JSONEncoder names it.
private struct SuperKey: CodingKey {
  static let `super` = SuperKey(stringValue: "super")
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// An unkeyed container's position, for coding paths.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]
  var count: Int { slot.count }

  mutating func encodeNil() throws { slot.append(Slot(.scalar(.null))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = IndexKey(count)
    slot.append(Slot(try MergeEncoder.tree(of: value, at: codingPath + [key])))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = IndexKey(count)
    let child = Slot()
    child.makeKeyed()
    slot.append(child)
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = IndexKey(count)
    let child = Slot()
    child.makeUnkeyed()
    slot.append(child)
    return UnkeyedContainer(slot: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = IndexKey(count)
    let child = Slot()
    slot.append(child)
    return MergeEncoder(slot: child, codingPath: codingPath + [key])
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { slot.content = .done(.scalar(.null)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    slot.content = .done(try MergeEncoder.tree(of: value, at: codingPath))
  }
}
