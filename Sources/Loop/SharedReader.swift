/// A ``Shared`` value seen read-only: for a feature that shows a shared value but must not
/// change it. It reads the same storage as the `Shared` values of its key, so it sees their
/// writes at once; it has no `withLock`, so the compiler refuses a write.
///
/// ```swift
/// struct State {
///   @SharedReader(.favorites) var favorites: Set<Int>
/// }
/// // a parent hands over its own value, read-only:
/// let search = Search.State(favorites: state.$favorites.reader)
/// ```
@propertyWrapper
public struct SharedReader<Value: Sendable>: Sendable {
  let reference: any SharedReference<Value>

  /// Reads what `shared` holds, now and after every change made through it.
  ///
  /// ```swift
  /// let count = Shared(wrappedValue: 0)
  /// let reader = SharedReader(count)
  /// count.withLock { $0 += 1 }  // reader.wrappedValue == 1
  /// ```
  public init(_ shared: Shared<Value>) { reference = shared.reference }

  /// The value stored under `key`, or `wrappedValue` if nothing is stored there yet.
  ///
  /// ```swift
  /// @SharedReader(.inMemory("recentSearches")) var recent: [String] = []
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: SharedKey<Value>) {
    reference = DependencyValues.current.sharedRegistry.box(for: key, default: wrappedValue)
  }

  /// The value stored under `key`, or the key's default if nothing is stored there yet.
  ///
  /// ```swift
  /// @SharedReader(.favorites) var favorites: Set<Int>
  /// ```
  public init(_ key: SharedKey<Value>.Default) {
    reference = DependencyValues.current.sharedRegistry.box(for: key.key, default: key.makeDefault)
  }

  /// The current value.
  ///
  /// ```swift
  /// let isFavorite = state.favorites.contains(pokemon.id)
  /// ```
  public var wrappedValue: Value { reference.read() }

  /// This reader, for `state.$favorites.persistenceProblem` or to hand it to a child.
  ///
  /// ```swift
  /// let child = Row.State(favorites: state.$favorites)
  /// ```
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// The problem persisting the value, as ``Shared/persistenceProblem`` says it.
  ///
  /// ```swift
  /// if let problem = state.$favorites.persistenceProblem { status.show(problem.description) }
  /// ```
  public var persistenceProblem: PersistenceProblem? { reference.problem }
}

extension Shared {
  /// A read-only view of this value, for a feature that only shows it.
  ///
  /// ```swift
  /// let search = Search.State(favorites: state.$favorites.reader)
  /// ```
  public var reader: SharedReader<Value> { SharedReader(self) }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when both read the same value.
  ///
  /// ```swift
  /// SharedReader(Shared(wrappedValue: 1)) == SharedReader(Shared(wrappedValue: 1))  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference === rhs.reference || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomReflectable {
  /// Mirrors the value, so diffs and logs show what is shared rather than its storage.
  ///
  /// ```swift
  /// dump(state.$favorites)  // prints the set
  /// ```
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension SharedReader: CustomStringConvertible {
  /// The value's description.
  ///
  /// ```swift
  /// "\(SharedReader(Shared(wrappedValue: [25])))"  // "[25]"
  /// ```
  public var description: String { String(describing: wrappedValue) }
}

extension SharedReader: Encodable where Value: Encodable {
  /// Encodes the current value, as ``Shared`` does.
  ///
  /// ```swift
  /// struct State: Encodable { @SharedReader(.favorites) var favorites: Set<Int> }
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension SharedReader: SharedStorageIdentity {
  package var sharedStorageID: ObjectIdentifier { ObjectIdentifier(reference.root) }
  package var isSharedPart: Bool { reference.root !== reference }
}
