#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A value several features hold at once: a change made through one holder is seen by all of
/// them immediately, because they all point at the same storage.
///
/// ```swift
/// struct State {
///   @Shared(.fileStorage(favoritesURL)) var favorites: Set<Int> = []
/// }
/// // in a reducer:
/// state.$favorites.withLock { _ = $0.insert(25) }
/// ```
///
/// Two `Shared` values made with the same key (within one ``SharedRegistry``) share storage.
/// With ``SharedKey/fileStorage(_:)`` the value is loaded from a JSON file and written back,
/// atomically, after each change. In tests the registry keeps file-backed values in memory
/// unless the test installs `SharedRegistry(persistence: .fileSystem)`.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable {
  let box: SharedBox<Value>

  /// A value shared by copies of this wrapper only, kept in memory.
  ///
  /// ```swift
  /// let count = Shared(wrappedValue: 0)
  /// let copy = count
  /// copy.withLock { $0 += 1 }  // count.wrappedValue == 1
  /// ```
  public init(wrappedValue: Value) {
    box = SharedBox(value: wrappedValue, label: "\(Value.self)", storage: nil)
  }

  /// The value stored under `key`, or `wrappedValue` if nothing is stored there yet.
  ///
  /// ```swift
  /// @Shared(.inMemory("recentSearches")) var recent: [String] = []
  /// ```
  public init(wrappedValue: Value, _ key: SharedKey<Value>) {
    box = DependencyValues.current.sharedRegistry.box(for: key, default: wrappedValue)
  }

  /// The current value. Mutate it with ``withLock(_:)``.
  ///
  /// ```swift
  /// let isFavorite = state.favorites.contains(pokemon.id)
  /// ```
  public var wrappedValue: Value { box.read() }

  /// This wrapper, for `state.$favorites.withLock { ... }`.
  ///
  /// ```swift
  /// let detail = Detail.State(id: 25, favorites: state.$favorites)  // share, don't copy
  /// ```
  public var projectedValue: Shared<Value> {
    get { self }
    set { self = newValue }
  }

  /// Mutates the value under a lock; every holder sees the change when this returns. File
  /// storage writes the new value to disk before returning.
  ///
  /// ```swift
  /// state.$favorites.withLock { favorites in
  ///   if favorites.remove(id) == nil { favorites.insert(id) }
  /// }
  /// ```
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try box.mutate(body)
  }

  /// The last problem persisting this value, in words a person can act on (a corrupt file that
  /// was moved aside, a write that failed). Nil when all is well.
  ///
  /// ```swift
  /// if let problem = state.$favorites.persistenceProblem { status.show(problem) }
  /// ```
  public var persistenceProblem: String? { box.problem }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when both read the same value.
  ///
  /// ```swift
  /// Shared(wrappedValue: 1) == Shared(wrappedValue: 1)  // true
  /// ```
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomReflectable {
  /// Mirrors the value, so diffs and logs show what is shared rather than its storage.
  ///
  /// ```swift
  /// dump(state.$favorites)  // prints the set, not the box holding it
  /// ```
  public var customMirror: Mirror { Mirror(reflecting: wrappedValue) }
}

extension Shared: CustomStringConvertible {
  /// The value's description.
  ///
  /// ```swift
  /// "\(Shared(wrappedValue: [25]))"  // "[25]"
  /// ```
  public var description: String { String(describing: wrappedValue) }
}

/// Where a ``Shared`` value lives.
///
/// ```swift
/// @Shared(.fileStorage(favoritesURL)) var favorites: Set<Int> = []
/// @Shared(.inMemory("query")) var query = ""
/// ```
public struct SharedKey<Value: Sendable>: Sendable {
  let id: String
  let storage: @Sendable () -> SharedStorage<Value>?

  /// Kept in memory under `name`; shared by every `Shared` made with the same name.
  ///
  /// ```swift
  /// @Shared(.inMemory("selectedType")) var selectedType: String? = nil
  /// ```
  public static func inMemory(_ name: String) -> Self {
    Self(id: "memory:\(name)", storage: { nil })
  }
}

extension SharedKey where Value: Codable {
  /// Kept in a JSON file at `url`, loaded on first use and saved after each change.
  ///
  /// Saving writes a temporary file beside `url` and renames it over the old one, so a failed
  /// or interrupted write never damages the previous file. A file that cannot be decoded is
  /// moved aside as `<name>.corrupt-<timestamp>` and the value starts from its default.
  ///
  /// ```swift
  /// let url = dataDirectory.appendingPathComponent("favorites.json")
  /// @Shared(.fileStorage(url)) var favorites: Set<Int> = []
  /// ```
  public static func fileStorage(_ url: URL) -> Self {
    Self(id: "file:\(url.path)", storage: { SharedStorage.jsonFile(url) })
  }
}

/// Reading and writing a shared value somewhere outside memory.
struct SharedStorage<Value: Sendable>: Sendable {
  let name: String
  let load: @Sendable () -> (value: Value?, problem: String?)
  let save: @Sendable (Value) -> String?
}

/// How a ``SharedRegistry`` treats file-backed keys.
///
/// ```swift
/// let registry = SharedRegistry(persistence: .fileSystem)
/// ```
public enum SharedPersistence: Sendable {
  /// Read and write the files (the app).
  ///
  /// ```swift
  /// $0.sharedRegistry = SharedRegistry(persistence: .fileSystem)  // a test of the file itself
  /// ```
  case fileSystem
  /// Keep everything in memory (tests, by default).
  ///
  /// ```swift
  /// $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
  /// ```
  case memoryOnly
}

/// The table of shared values by key. The app uses one for the whole process; each test may
/// install its own (see `LoopTesting`'s `.isolatedShared` trait) so parallel tests stay apart.
///
/// ```swift
/// let store = Store(initialState: App.State()) { App() } withDependencies: {
///   $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)  // a demo that saves nothing
/// }
/// ```
public final class SharedRegistry: Sendable {
  private let boxes = Locked<[String: any AnyObject & Sendable]>([:])
  /// Whether file keys touch the disk.
  ///
  /// ```swift
  /// if registry.persistence == .memoryOnly { status.show("Favourites are not saved") }
  /// ```
  public let persistence: SharedPersistence

  /// An empty registry.
  ///
  /// ```swift
  /// let registry = SharedRegistry(persistence: .fileSystem)
  /// ```
  public init(persistence: SharedPersistence) {
    self.persistence = persistence
  }

  func box<Value>(for key: SharedKey<Value>, default value: Value) -> SharedBox<Value> {
    boxes.withLock { boxes in
      if let existing = boxes[key.id] as? SharedBox<Value> { return existing }
      let storage = persistence == .fileSystem ? key.storage() : nil
      let box = SharedBox(value: value, label: key.id, storage: storage)
      boxes[key.id] = box
      return box
    }
  }

  /// Forgets every value, so the next `Shared` of each key loads afresh.
  ///
  /// ```swift
  /// registry.removeAll()  // the next @Shared(.fileStorage(url)) reads the file again
  /// ```
  public func removeAll() { boxes.withLock { $0.removeAll() } }
}

private enum SharedRegistryKey: DependencyKey {
  static let liveValue = SharedRegistry(persistence: .fileSystem)
  static let testValue = SharedRegistry(persistence: .memoryOnly)
}

extension DependencyValues {
  /// The registry `Shared(key)` values are looked up in.
  ///
  /// ```swift
  /// withDependencies { $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly) } operation: {
  ///   ...
  /// }
  /// ```
  public var sharedRegistry: SharedRegistry {
    get { self[SharedRegistryKey.self] }
    set { self[SharedRegistryKey.self] = newValue }
  }
}

// MARK: - Storage and test tracking

/// Lets a TestStore see which shared values changed, and assert on them.
package protocol SharedChange: AnyObject, Sendable {
  var label: String { get }
  /// The value before the unasserted change (or the asserted value), and the current value.
  func pendingChange() -> (expected: Any, actual: Any, equal: Bool)?
  func acceptChange()
}

/// Collects the shared values changed while a TestStore step runs.
package final class SharedChangeTracker: Sendable {
  private let changed = Locked<[ObjectIdentifier: any SharedChange]>([:])
  package init() {}
  func record(_ box: any SharedChange) { changed.withLock { $0[ObjectIdentifier(box)] = box } }
  package func drain() -> [any SharedChange] {
    changed.withLock { boxes in
      defer { boxes.removeAll() }
      return Array(boxes.values).sorted { $0.label < $1.label }
    }
  }
  /// The tracker for the running test step, if any.
  @TaskLocal package static var current: SharedChangeTracker?
  /// True while a TestStore runs a test's `assert` closure: shared values then read and write
  /// the expected copy instead of the real one.
  @TaskLocal package static var isAsserting = false
}

final class SharedBox<Value: Sendable>: SharedChange {
  private struct Contents {
    var value: Value
    var expected: Value?
    var problem: String?
  }

  let label: String
  private let contents: Locked<Contents>
  private let storage: SharedStorage<Value>?

  init(value: Value, label: String, storage: SharedStorage<Value>?) {
    var initial = Contents(value: value)
    if let storage {
      let (loaded, problem) = storage.load()
      if let loaded { initial.value = loaded }
      initial.problem = problem
    }
    self.label = label
    self.storage = storage
    self.contents = Locked(initial)
  }

  var problem: String? { contents.withLock { $0.problem } }

  func read() -> Value {
    let asserting = SharedChangeTracker.isAsserting
    return contents.withLock { asserting ? ($0.expected ?? $0.value) : $0.value }
  }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    let tracker = SharedChangeTracker.current
    if SharedChangeTracker.isAsserting {
      tracker?.record(self)
      return try contents.withLock { contents in
        var expected = contents.expected ?? contents.value
        defer { contents.expected = expected }
        return try body(&expected)
      }
    }
    let result = try contents.withLock { contents in
      if tracker != nil, contents.expected == nil { contents.expected = contents.value }
      let result = try body(&contents.value)
      if let storage { contents.problem = storage.save(contents.value) }
      return result
    }
    tracker?.record(self)
    return result
  }

  package func pendingChange() -> (expected: Any, actual: Any, equal: Bool)? {
    contents.withLock { contents in
      guard let expected = contents.expected else { return nil }
      return (expected, contents.value, areEqual(expected, contents.value))
    }
  }

  package func acceptChange() { contents.withLock { $0.expected = nil } }
}

/// Compares two values with `==` when they are Equatable, else by their reflected text.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  func open<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T).map { lhs == $0 } ?? false }
  if let lhs = lhs as? any Equatable { return open(lhs) }
  return String(reflecting: lhs) == String(reflecting: rhs)
}
