import Loop

/// A value encoded so that equal values always give the same bytes, in every process: object
/// keys sorted, sets and dictionaries in a fixed order, no whitespace.
///
/// `JSONEncoder` with `.sortedKeys` is not enough for a stable hash: a `Set` (and a dictionary
/// whose keys are not strings or integers) encodes in its hash order, and Swift seeds hashing
/// per process. This encoder sorts a set's elements, and a dictionary's entries, by their own
/// canonical text. It exists to fingerprint state (see ``StateFingerprint``); it is not meant to
/// be decoded back (a dictionary with non-string keys becomes a list of `[key, value]` pairs).
package indirect enum CanonicalValue: Equatable, Sendable {
  case null
  case bool(Bool)
  /// A number as text, as Swift prints it.
  case number(String)
  case string(String)
  case array([CanonicalValue])
  case object([String: CanonicalValue])

  /// Encodes `value`.
  package init<T: Encodable>(encoding value: T, cache: EncodingCache? = nil) throws {
    let slot = Slot()
    try encodeValue(value, into: slot, codingPath: [], context: EncodingContext(cache: cache))
    self = slot.resolve()
  }

  /// Compact JSON text with sorted keys.
  package var text: String {
    var bytes = ByteBuffer()
    write(to: &bytes)
    return String(decoding: bytes.bytes, as: UTF8.self)
  }

  /// The text, or nil if it is longer than `limit` bytes (found without writing it all).
  package func text(limit: Int) -> String? {
    var bytes = ByteBuffer(limit: limit)
    write(to: &bytes)
    return bytes.isFull ? nil : String(decoding: bytes.bytes, as: UTF8.self)
  }

  /// The stable hash of the text (see ``stableHash(_:)``), computed without building it.
  package var hash: String {
    var hasher = FNV1a()
    write(to: &hasher)
    return hasher.hex
  }

  private func write(to sink: inout some ByteSink) {
    if sink.isFull { return }
    switch self {
    case .null: sink.append("null".utf8)
    case .bool(let value): sink.append(value ? "true".utf8 : "false".utf8)
    case .number(let text): sink.append(text.utf8)
    case .string(let text): writeString(text, to: &sink)
    case .array(let values):
      sink.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { sink.append(UInt8(ascii: ",")) }
        value.write(to: &sink)
      }
      sink.append(UInt8(ascii: "]"))
    case .object(let members):
      sink.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { sink.append(UInt8(ascii: ",")) }
        writeString(key, to: &sink)
        sink.append(UInt8(ascii: ":"))
        members[key]!.write(to: &sink)
      }
      sink.append(UInt8(ascii: "}"))
    }
  }

  /// The value at a dotted path of object keys, like `app.search.query`.
  package func value(at path: String) -> CanonicalValue? {
    var current = self
    for key in path.split(separator: ".", omittingEmptySubsequences: false) {
      guard case .object(let members) = current, let next = members[String(key)] else {
        return nil
      }
      current = next
    }
    return current
  }

  /// The leaves of the object tree down to `depth` levels, by dotted path: a member that is not
  /// an object, is an empty one, or is one at the last level, is a leaf. The root itself is a
  /// leaf (path `""`) when it is not an object or is empty.
  package func leaves(depth: Int) -> [String: CanonicalValue] {
    var result: [String: CanonicalValue] = [:]
    func walk(_ value: CanonicalValue, path: String, level: Int) {
      guard case .object(let members) = value, !members.isEmpty, level < depth || path.isEmpty
      else {
        result[path] = value
        return
      }
      for (key, member) in members {
        walk(member, path: path.isEmpty ? key : "\(path).\(key)", level: level + 1)
      }
    }
    walk(self, path: "", level: 0)
    return result
  }
}

/// Where canonical text goes: a buffer, or straight into a hash.
private protocol ByteSink {
  mutating func append(_ byte: UInt8)
  /// True once a size limit is passed: writers stop early.
  var isFull: Bool { get }
}

extension ByteSink {
  mutating func append(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { append(byte) }
  }
}

private struct ByteBuffer: ByteSink {
  var bytes: [UInt8] = []
  var limit = Int.max
  var isFull: Bool { bytes.count > limit }
  mutating func append(_ byte: UInt8) { bytes.append(byte) }
}

/// 64-bit FNV-1a, fed a byte at a time.
private struct FNV1a: ByteSink {
  var state: UInt64 = 0xcbf2_9ce4_8422_2325
  var isFull: Bool { false }
  mutating func append(_ byte: UInt8) {
    state ^= UInt64(byte)
    state = state &* 0x0000_0100_0000_01b3
  }
  var hex: String {
    let hex = String(state, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// A JSON string: UTF-8 passes through; quotes, backslashes and control characters are escaped.
private func writeString(_ text: String, to sink: inout some ByteSink) {
  sink.append(UInt8(ascii: "\""))
  for byte in text.utf8 {
    switch byte {
    case UInt8(ascii: "\""): sink.append(#"\""#.utf8)
    case UInt8(ascii: "\\"): sink.append(#"\\"#.utf8)
    case 0x0A: sink.append(#"\n"#.utf8)
    case 0x0D: sink.append(#"\r"#.utf8)
    case 0x09: sink.append(#"\t"#.utf8)
    case 0..<0x20:
      let hex = String(byte, radix: 16)
      sink.append(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    default: sink.append(byte)
    }
  }
  sink.append(UInt8(ascii: "\""))
}

/// 64-bit FNV-1a of `text`'s UTF-8 bytes, as 16 hex digits: small, fast, and the same in
/// every process (unlike `Hasher`).
package func stableHash(_ text: String) -> String {
  var hasher = FNV1a()
  hasher.append(text.utf8)
  return hasher.hex
}

// MARK: - The encoder

/// Where one value is being built; containers fill it in place. Scalars are stored inline, so
/// only nested values cost a slot of their own.
private final class Slot {
  enum Child {
    case value(CanonicalValue)
    case slot(Slot)

    var resolved: CanonicalValue {
      switch self {
      case .value(let value): value
      case .slot(let slot): slot.resolve()
      }
    }
  }
  enum Content {
    case unset
    case value(CanonicalValue)
    case object([(key: String, child: Child)])
    case array([Child])
  }
  var content = Content.unset

  /// Adds a member to this object (nothing, if this is not an object).
  func setMember(_ name: String, _ child: Child) {
    if case .object(var members) = content {
      content = .unset  // so `members` is the only reference and grows in place
      members.append((name, child))
      content = .object(members)
    }
  }

  func setMember(_ name: String, _ value: CanonicalValue) { setMember(name, .value(value)) }

  /// A new member of this object, to be filled in.
  func addMember(_ name: String) -> Slot {
    let child = Slot()
    setMember(name, .slot(child))
    return child
  }

  /// Appends an element to this array (nothing, if this is not an array).
  func appendValue(_ child: Child) {
    if case .array(var elements) = content {
      content = .unset  // so `elements` is the only reference and grows in place
      elements.append(child)
      content = .array(elements)
    }
  }

  func appendValue(_ value: CanonicalValue) { appendValue(.value(value)) }

  /// A new last element of this array, to be filled in.
  func addElement() -> Slot {
    let child = Slot()
    appendValue(.slot(child))
    return child
  }

  var count: Int {
    if case .array(let elements) = content { return elements.count }
    return 0
  }

  func resolve() -> CanonicalValue {
    switch content {
    case .unset: return .object([:])
    case .value(let value): return value
    case .object(let members):
      // A key written twice keeps its last value, as JSONEncoder does.
      var object = [String: CanonicalValue](minimumCapacity: members.count)
      for member in members { object[member.key] = member.child.resolved }
      return .object(object)
    case .array(let elements): return .array(elements.map(\.resolved))
    }
  }
}

/// Types whose `Encodable` output depends on hash order encode themselves canonically.
private protocol CanonicallyOrdered {
  func canonicalValue(codingPath: [any CodingKey], context: EncodingContext) throws
    -> CanonicalValue
}

extension Set: CanonicallyOrdered where Element: Encodable {
  fileprivate func canonicalValue(codingPath: [any CodingKey], context: EncodingContext) throws
    -> CanonicalValue
  {
    let elements = try map { element in
      try canonical(element, codingPath: codingPath, context: context)
    }
    return .array(sortedCanonically(elements))
  }
}

extension Dictionary: CanonicallyOrdered where Key: Encodable, Value: Encodable {
  fileprivate func canonicalValue(codingPath: [any CodingKey], context: EncodingContext) throws
    -> CanonicalValue
  {
    var members: [String: CanonicalValue] = [:]
    var pairs: [(key: CanonicalValue, value: CanonicalValue)] = []
    for (key, value) in self {
      pairs.append(
        (
          try canonical(key, codingPath: codingPath, context: context),
          try canonical(value, codingPath: codingPath, context: context)
        ))
    }
    // String and integer keys make an object, as JSONEncoder does; other keys, sorted pairs.
    for pair in pairs {
      switch pair.key {
      case .string(let key), .number(let key): members[key] = pair.value
      default:
        let sorted = pairs.sorted { $0.key.text < $1.key.text }
        return .array(sorted.map { .array([$0.key, $0.value]) })
      }
    }
    return .object(members)
  }
}

/// The canonical form of one value: strings and integers (the usual set elements and dictionary
/// keys and values) directly, anything else through the encoder.
private func canonical<T: Encodable>(
  _ value: T, codingPath: [any CodingKey], context: EncodingContext
) throws -> CanonicalValue {
  if let string = value as? String { return .string(string) }
  if let int = value as? Int { return .number(String(int)) }
  let slot = Slot()
  try encodeValue(value, into: slot, codingPath: codingPath, context: context)
  return slot.resolve()
}

/// Numbers by value when every element is a number, else by canonical text.
private func sortedCanonically(_ values: [CanonicalValue]) -> [CanonicalValue] {
  let numbers = values.compactMap { value -> Double? in
    if case .number(let text) = value { return Double(text) }
    return nil
  }
  if numbers.count == values.count {
    // Integers past 2^53 can meet at one Double: their text decides, whatever the set's order.
    return zip(numbers, values).sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1.text < $1.1.text) }
      .map(\.1)
  }
  return values.map { ($0.text, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
}

private func encodeValue<T: Encodable>(
  _ value: T, into slot: Slot, codingPath: [any CodingKey], context: EncodingContext
) throws {
  if T.self is AnyObject.Type || value is any ReferenceBacked { context.sawReference = true }
  if let cacheable = value as? any CacheableArray, cacheable.count >= EncodingCache.minimumCount,
    let cache = context.cache
  {
    try cacheable.encodeCached(into: slot, codingPath: codingPath, context: context, cache: cache)
  } else if let ordered = value as? any CanonicallyOrdered {
    slot.content = .value(try ordered.canonicalValue(codingPath: codingPath, context: context))
  } else {
    try value.encode(to: CanonicalEncoder(slot: slot, codingPath: codingPath, context: context))
  }
}

/// What one encoding pass knows beyond the value at hand.
final class EncodingContext {
  let cache: EncodingCache?
  /// Whether a class instance or a `Shared` value was met: what it encodes can change without
  /// the value holding it changing, so that value must not be cached.
  var sawReference = false
  init(cache: EncodingCache?) { self.cache = cache }
}

/// Values behind a reference (``Shared``): encoding them reads storage that can change while
/// the value holding them stays the same.
protocol ReferenceBacked {}
extension Shared: ReferenceBacked {}

/// The canonical form of large arrays from the last encoding, by coding path, kept with the
/// array itself. An array whose storage is the very one kept (same buffer, same count; keeping
/// it means any mutation copies it first) has the same contents, so its canonical form is
/// reused: with a long list loaded, recording a cursor move does not encode the list again.
/// Arrays holding references (classes, `Shared`) are never kept.
package final class EncodingCache {
  /// Smaller arrays are cheaper to encode than to look up.
  static let minimumCount = 32
  fileprivate var entries: [String: (array: Any, value: CanonicalValue)] = [:]
  package init() {}
}

private protocol CacheableArray {
  var count: Int { get }
  func encodeCached(
    into slot: Slot, codingPath: [any CodingKey], context: EncodingContext, cache: EncodingCache)
    throws
}

extension Array: CacheableArray where Element: Encodable {
  fileprivate func encodeCached(
    into slot: Slot, codingPath: [any CodingKey], context: EncodingContext, cache: EncodingCache
  ) throws {
    let key = codingPath.map(\.stringValue).joined(separator: ".")
    if let entry = cache.entries[key], let kept = entry.array as? [Element], kept.count == count,
      kept.withUnsafeBufferPointer({ old in
        withUnsafeBufferPointer { $0.baseAddress == old.baseAddress }
      })
    {
      slot.content = .value(entry.value)
      return
    }
    let outer = context.sawReference
    context.sawReference = false
    try encode(to: CanonicalEncoder(slot: slot, codingPath: codingPath, context: context))
    let value = slot.resolve()
    slot.content = .value(value)
    if context.sawReference {
      cache.entries[key] = nil
    } else {
      cache.entries[key] = (self, value)
    }
    context.sawReference = context.sawReference || outer
  }
}

private func number(_ value: some BinaryFloatingPoint & LosslessStringConvertible)
  -> CanonicalValue
{
  value.isFinite ? .number(String(value)) : .string(String(value))
}

private struct CanonicalEncoder: Encoder {
  let slot: Slot
  let codingPath: [any CodingKey]
  let context: EncodingContext
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = slot.content {} else { slot.content = .object([]) }
    return KeyedEncodingContainer(
      KeyedContainer<Key>(slot: slot, codingPath: codingPath, context: context))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = slot.content {} else { slot.content = .array([]) }
    return UnkeyedContainer(slot: slot, codingPath: codingPath, context: context)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(slot: slot, codingPath: codingPath, context: context)
  }
}

private struct AnyKey: CodingKey {
  var stringValue: String
  var intValue: Int?
  init(stringValue: String) { self.stringValue = stringValue }
  init(intValue: Int) {
    self.stringValue = "\(intValue)"
    self.intValue = intValue
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: Slot
  let codingPath: [any CodingKey]
  let context: EncodingContext

  private func child(_ key: Key) -> Slot { child(named: key.stringValue) }

  private func child(named name: String) -> Slot { slot.addMember(name) }

  mutating func encodeNil(forKey key: Key) throws { slot.setMember(key.stringValue, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    slot.setMember(key.stringValue, .bool(value))
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    slot.setMember(key.stringValue, .string(value))
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    slot.setMember(key.stringValue, number(value))
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    slot.setMember(key.stringValue, number(value))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    slot.setMember(key.stringValue, .number(String(value)))
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try encodeValue(value, into: child(key), codingPath: codingPath + [key], context: context)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    CanonicalEncoder(slot: child(key), codingPath: codingPath + [key], context: context).container(
      keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    CanonicalEncoder(slot: child(key), codingPath: codingPath + [key], context: context)
      .unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    // The key `Encoder` documents for a superclass's values; `Key` may have no such case.
    CanonicalEncoder(slot: child(named: "super"), codingPath: codingPath, context: context)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    CanonicalEncoder(slot: child(key), codingPath: codingPath + [key], context: context)
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]
  let context: EncodingContext
  var count: Int { slot.count }

  private func next() -> Slot { slot.addElement() }

  mutating func encodeNil() throws { slot.appendValue(.null) }
  mutating func encode(_ value: Bool) throws { slot.appendValue(.bool(value)) }
  mutating func encode(_ value: String) throws { slot.appendValue(.string(value)) }
  mutating func encode(_ value: Double) throws { slot.appendValue(number(value)) }
  mutating func encode(_ value: Float) throws { slot.appendValue(number(value)) }
  mutating func encode(_ value: Int) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { slot.appendValue(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { slot.appendValue(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    let key = AnyKey(intValue: count)
    try encodeValue(value, into: next(), codingPath: codingPath + [key], context: context)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    CanonicalEncoder(slot: next(), codingPath: codingPath, context: context).container(
      keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    CanonicalEncoder(slot: next(), codingPath: codingPath, context: context).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    CanonicalEncoder(slot: next(), codingPath: codingPath, context: context)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let slot: Slot
  let codingPath: [any CodingKey]
  let context: EncodingContext

  mutating func encodeNil() throws { slot.content = .value(.null) }
  mutating func encode(_ value: Bool) throws { slot.content = .value(.bool(value)) }
  mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
  mutating func encode(_ value: Double) throws { slot.content = .value(number(value)) }
  mutating func encode(_ value: Float) throws { slot.content = .value(number(value)) }
  mutating func encode(_ value: Int) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { slot.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { slot.content = .value(.number(String(value))) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    try encodeValue(value, into: slot, codingPath: codingPath, context: context)
  }
}
