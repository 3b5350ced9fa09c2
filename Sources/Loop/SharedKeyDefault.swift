extension SharedKey {
  /// A key together with the value to start from when nothing is stored under it yet, so the
  /// property that uses it needs no `= …`.
  ///
  /// ```swift
  /// extension SharedKey<Set<Int>>.Default {
  ///   static var favorites: Self { Self[.fileStorage(favoritesURL), default: []] }
  /// }
  ///
  /// struct State { @Shared(.favorites) var favorites: Set<Int> }
  /// ```
  public struct Default: Sendable {
    /// Where the value lives.
    ///
    /// ```swift
    /// let key: SharedKey<Set<Int>> = SharedKey<Set<Int>>.Default.favorites.key
    /// ```
    public let key: SharedKey<Value>
    let makeDefault: @Sendable () -> Value

    /// `key`, starting from `value` when nothing is stored there. `value` is only evaluated
    /// then.
    ///
    /// ```swift
    /// static var recentSearches: Self { Self[.inMemory("recentSearches"), default: []] }
    /// ```
    public static subscript(
      _ key: SharedKey<Value>, default value: @autoclosure @escaping @Sendable () -> Value
    ) -> Self {
      Self(key: key, makeDefault: value)
    }
  }
}

extension Shared {
  /// The value stored under `key`, or the key's default if nothing is stored there yet.
  ///
  /// ```swift
  /// @Shared(.favorites) var favorites: Set<Int>
  /// ```
  public init(_ key: SharedKey<Value>.Default) {
    reference = DependencyValues.current.sharedRegistry.box(for: key.key, default: key.makeDefault)
  }

  /// The value stored under `key`, or `wrappedValue` (not the key's default) if nothing is
  /// stored there yet.
  ///
  /// ```swift
  /// @Shared(.favorites) var favorites: Set<Int> = [25]  // a preview starts with Pikachu
  /// ```
  public init(wrappedValue: @autoclosure () -> Value, _ key: SharedKey<Value>.Default) {
    reference = DependencyValues.current.sharedRegistry.box(for: key.key, default: wrappedValue)
  }
}
