import Loop

/// What a recording keeps of a state: a stable hash of the whole state, and one per field, so
/// a replay can tell *that* it went wrong and *where*.
///
/// The state is encoded canonically through `Encodable` (object keys sorted, sets and
/// dictionaries in a fixed order), and hashed with 64-bit FNV-1a, the same in every process.
/// The fields are the object members down to `fieldDepth` levels, by dotted path: with depth 3
/// an app's state gives paths like `app.search.query` and `cursor.list`; anything deeper is
/// hashed as part of its level-3 ancestor. A field that is absent (an optional `nil` is left
/// out of the encoding) has no entry. Each field's hash is FNV-1a of its canonical JSON; the
/// whole state's hash is FNV-1a of the sorted `path NUL field-hash LF` lines, which cover
/// every part of the state once.
///
/// ```swift
/// let fingerprint = try StateFingerprint(of: Counter.State(count: 2), fieldDepth: 3)
/// fingerprint.fields["count"]   // the hash of "2"
/// ```
public struct StateFingerprint: Sendable, Equatable {
  /// The hash of the whole state: 16 hex digits.
  ///
  /// ```swift
  /// let same = try StateFingerprint(of: a).hash == StateFingerprint(of: b).hash
  /// ```
  public var hash: String
  /// The hash of each field, by dotted path.
  ///
  /// ```swift
  /// let changed = after.fields.filter { before.fields[$0.key] != $0.value }.keys
  /// ```
  public var fields: [String: String]

  /// Fingerprints `state`, with field hashes down to `fieldDepth` levels.
  ///
  /// ```swift
  /// let fingerprint = try StateFingerprint(of: store.state, fieldDepth: 2)
  /// ```
  public init<State: Encodable>(of state: State, fieldDepth: Int = 3) throws {
    self.init(CanonicalState(try CanonicalValue(encoding: state), fieldDepth: fieldDepth))
  }

  init(hash: String, fields: [String: String]) {
    self.hash = hash
    self.fields = fields
  }

  init(_ state: CanonicalState) {
    self.init(hash: state.hash, fields: state.leafHashes)
  }
}

/// A state encoded canonically, with its hashes: what the recorder and the replay compare.
struct CanonicalState {
  let value: CanonicalValue
  let leaves: [String: CanonicalValue]
  let leafHashes: [String: String]
  let hash: String

  /// `previous`, the state fingerprinted before, lends the hash of every field whose value is
  /// unchanged (comparing is quick when the value came from the same ``EncodingCache``).
  init(_ value: CanonicalValue, fieldDepth: Int, previous: CanonicalState? = nil) {
    self.value = value
    let leaves = value.leaves(depth: fieldDepth)
    var hashes: [String: String] = [:]
    for (path, leaf) in leaves {
      if let previous, previous.leaves[path] == leaf, let hash = previous.leafHashes[path] {
        hashes[path] = hash
      } else {
        hashes[path] = leaf.hash
      }
    }
    self.leaves = leaves
    leafHashes = hashes
    // Every part of the state lies under exactly one leaf, so the sorted leaves and their
    // hashes determine it: hashing them, rather than the whole text again, halves the work.
    hash = stableHash(hashes.keys.sorted().map { "\($0)\u{0}\(hashes[$0]!)\n" }.joined())
  }
}

/// Fingerprints one state after another, reusing what did not change since the last one: the
/// canonical form of long arrays kept in the same storage, and the hash of equal fields.
/// Not thread-safe: its owner keeps it behind a lock.
final class Fingerprinter: @unchecked Sendable {
  // Safe: its only owners (ActionRecorder's progress, Recording's fingerprinter) hold it inside
  // a `Locked` and call it only within `withLock`, so one thread at a time uses `last` and the
  // cache.
  let fieldDepth: Int
  private let cache = EncodingCache()
  private var last: CanonicalState?

  init(fieldDepth: Int) { self.fieldDepth = fieldDepth }

  func callAsFunction<State: Encodable>(_ state: State) throws -> CanonicalState {
    let value = try CanonicalValue(encoding: state, cache: cache)
    let canonical = CanonicalState(value, fieldDepth: fieldDepth, previous: last)
    last = canonical
    return canonical
  }
}

extension CanonicalValue: Decodable {
  /// Reads any JSON value (a recording's field values and initial state).
  package init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: JSONKey.self) {
      var members: [String: CanonicalValue] = [:]
      for key in keyed.allKeys {
        members[key.stringValue] = try keyed.decode(CanonicalValue.self, forKey: key)
      }
      self = .object(members)
    } else if var unkeyed = try? decoder.unkeyedContainer() {
      var elements: [CanonicalValue] = []
      while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(CanonicalValue.self)) }
      self = .array(elements)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        self = .null
      } else if let value = try? single.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? single.decode(Int.self) {
        self = .number(String(value))
      } else if let value = try? single.decode(Double.self) {
        self = .number(String(value))
      } else {
        self = .string(try single.decode(String.self))
      }
    }
  }
}

private struct JSONKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
