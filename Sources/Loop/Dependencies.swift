#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A key for a value in ``DependencyValues``: what the app uses, and what tests get.
///
/// ```swift
/// struct NumberFact: Sendable { var fetch: @Sendable (Int) async throws -> String }
/// extension NumberFact: DependencyKey {
///   static let liveValue = NumberFact { n in "\(n) is a number" }
/// }
/// extension DependencyValues {
///   var numberFact: NumberFact {
///     get { self[NumberFact.self] }
///     set { self[NumberFact.self] = newValue }
///   }
/// }
/// ```
///
/// In a test, reading a key the test did not override gives `testValue`. Keys that do not
/// define `testValue` report an issue naming the key, so a test cannot reach the real world by
/// accident.
public protocol DependencyKey {
  /// The type of the dependency, usually a struct of `@Sendable` closures.
  ///
  /// ```swift
  /// extension NumberFact: DependencyKey {}  // Value == NumberFact
  /// ```
  associatedtype Value: Sendable
  /// What the running app uses.
  ///
  /// ```swift
  /// static let liveValue = NumberFact { n in try await fetchFact(about: n) }
  /// ```
  static var liveValue: Value { get }
  /// What a test gets when it did not override the dependency.
  ///
  /// ```swift
  /// static let testValue = NumberFact { n in
  ///   reportIssue("NumberFact.fetch(\(n)) is not overridden")
  ///   return ""
  /// }
  /// ```
  static var testValue: Value { get }
}

extension DependencyKey {
  /// Reports that the test used this dependency without overriding it, then falls back to
  /// `liveValue` so the test can go on and show further failures.
  ///
  /// ```swift
  /// extension NumberFact: DependencyKey {
  ///   static let liveValue = NumberFact { n in "\(n) is a number" }
  ///   // no testValue: a test that reads \.numberFact without overriding it fails
  /// }
  /// ```
  public static var testValue: Value { notOverridden(name: "\(Self.self)") }

  /// Reports that a test used the dependency `name` without overriding it, then gives
  /// `liveValue`.
  static func notOverridden(name: String, property: String = "<name>") -> Value {
    reportIssue(
      "@Dependency(\(name)) was used in a test without being overridden. "
        + "Override it with withDependencies: { $0.\(property) = ... }.")
    return liveValue
  }
}

/// Whether dependencies resolve to live or test values.
///
/// ```swift
/// let values = DependencyValues(context: .test)
/// ```
public enum DependencyContext: Sendable, Equatable {
  /// Keys resolve to `liveValue`: the app.
  ///
  /// ```swift
  /// DependencyValues(context: .live).continuousClock  // a LiveClock
  /// ```
  case live
  /// Keys resolve to `testValue`: test runners and every `TestStore`.
  ///
  /// ```swift
  /// DependencyValues(context: .test).searchClient  // SearchClient.testValue
  /// ```
  case test
}

/// The dependencies in force: a key's override if one was set, else its live or test value.
///
/// The current values travel with the task (a task local), so every effect started while
/// ``withDependencies(_:operation:)-(_,()->R)`` is in force sees the same values. A store puts
/// its own values in force for its reducer (a per-thread slot, cheaper than a task local on
/// every send) and for every effect it starts; a bare `Task {}` made inside a reducer does not
/// inherit them, which a pure reducer never needs.
///
/// ```swift
/// extension DependencyValues {
///   var searchClient: SearchClient {
///     get { self[SearchClient.self] }
///     set { self[SearchClient.self] = newValue }
///   }
/// }
/// ```
public struct DependencyValues: Sendable {
  /// The overridden values by key type. A store sets a handful, so a search of a short array
  /// does: it is as fast as hashing, and a dictionary keyed by `ObjectIdentifier` would cost
  /// the runtime a scan of every conformance in the program the first time one is made.
  private var overrides: [(key: ObjectIdentifier, value: any Sendable)] = []

  /// Live in an app; test inside a test runner (`swift test`) and in every `TestStore`.
  ///
  /// ```swift
  /// withDependencies { $0.context = .live } operation: { runDemo() }
  /// ```
  public var context: DependencyContext

  /// Values with no overrides, in the given context.
  ///
  /// ```swift
  /// var values = DependencyValues(context: .live)
  /// values.continuousClock = ImmediateClock()
  /// ```
  public init(context: DependencyContext = DependencyValues.isTesting ? .test : .live) {
    self.context = context
  }

  /// The values in force for the current task, when no store is reducing on this thread.
  @TaskLocal static var inTask = DependencyValues()

  /// The values in force here: those of the store reducing on this thread, else the task's.
  @usableFromInline static var current: DependencyValues {
    DependencyFrame.current?.values ?? inTask
  }

  /// The values in force for the current task.
  ///
  /// ```swift
  /// let clock = DependencyValues.inForce.continuousClock
  /// ```
  public static var inForce: DependencyValues { current }

  /// Reads or overrides one dependency by its key type.
  ///
  /// ```swift
  /// get { self[SearchClient.self] }
  /// set { self[SearchClient.self] = newValue }
  /// ```
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      let id = ObjectIdentifier(key)
      for override in overrides where override.key == id { return override.value as! Key.Value }
      return context == .live ? Key.liveValue : Key.testValue
    }
    set {
      let id = ObjectIdentifier(key)
      if let index = overrides.firstIndex(where: { $0.key == id }) {
        overrides[index].value = newValue
      } else {
        overrides.append((id, newValue))
      }
    }
  }

  /// Whether this process is a test runner (`swift test`'s `.xctest` bundle or a process
  /// started with Swift Testing's arguments).
  ///
  /// ```swift
  /// if !DependencyValues.isTesting { enableCrashReporting() }
  /// ```
  public static let isTesting: Bool = {
    let arguments = CommandLine.arguments
    if let first = arguments.first, first.hasSuffix(".xctest") { return true }
    return arguments.contains("--testing-library")
  }()

  /// Runs `body` with these values in force.
  @usableFromInline
  func withCurrent<R>(_ body: () throws -> R) rethrows -> R {
    // A store reducing on this thread would shadow the task local: lift its frame meanwhile.
    let outerFrame = DependencyFrame.enter(nil)
    defer { DependencyFrame.restore(outerFrame) }
    return try DependencyValues.$inTask.withValue(self, operation: body)
  }
}

/// Reads a dependency from the values in force where the wrapper is read.
///
/// ```swift
/// struct Feature: Reducer {
///   @Dependency(\.continuousClock) var clock
///   ...
/// }
/// ```
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Names the dependency to read.
  ///
  /// ```swift
  /// @Dependency(\.searchClient) var searchClient
  /// ```
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The current value.
  ///
  /// ```swift
  /// try await clock.sleep(for: .milliseconds(300))  // `clock` is @Dependency(\.continuousClock)
  /// ```
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// Runs `operation` with the dependencies changed by `update`; effects started inside see the
/// same values.
///
/// ```swift
/// let store = withDependencies { $0.continuousClock = ImmediateClock() } operation: {
///   Store(initialState: Feature.State()) { Feature() }
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void, operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try values.withCurrent(operation)
}

/// Runs async `operation` with the dependencies changed by `update`.
///
/// ```swift
/// let results = try await withDependencies { $0.continuousClock = ImmediateClock() } operation: {
///   try await Search.lookUp("pika")
/// }
/// ```
@discardableResult
public func withDependencies<R>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () async throws -> R,
  isolation: isolated (any Actor)? = #isolation
) async rethrows -> R {
  var values = DependencyValues.current
  try update(&values)
  return try await DependencyValues.$inTask.withValue(values, operation: operation)
}

// MARK: - Built-in dependencies

private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = LiveClock()
  static var testValue: any Clock<Duration> {
    notOverridden(name: "\\.continuousClock", property: "continuousClock")
  }
}

/// Makes UUIDs; inject `.incrementing` in tests for readable, repeatable ids.
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// state.notes.append(Note(id: uuid(), text: ""))
/// ```
public struct UUIDGenerator: Sendable {
  private let make: @Sendable () -> UUID
  /// Wraps a generator function.
  ///
  /// ```swift
  /// let fixed = UUIDGenerator { UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000000")! }
  /// ```
  public init(_ make: @escaping @Sendable () -> UUID) { self.make = make }
  /// A new UUID.
  ///
  /// ```swift
  /// let id = uuid()
  /// ```
  public func callAsFunction() -> UUID { make() }
  /// Random UUIDs.
  ///
  /// ```swift
  /// $0.uuid = .live
  /// ```
  public static let live = UUIDGenerator { UUID() }
  /// `00000000-0000-0000-0000-000000000000`, then `...0001`, and so on.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Notes.State()) { Notes() } withDependencies: {
  ///   $0.uuid = .incrementing
  /// }
  /// ```
  public static var incrementing: UUIDGenerator {
    let counter = Counter()
    return UUIDGenerator {
      let n = counter.next()
      return UUID(uuidString: "00000000-0000-0000-0000-\(hex12(n))")!
    }
  }
}

/// Tells the current date; inject `.constant(...)` in tests.
///
/// ```swift
/// @Dependency(\.date) var date
/// state.savedAt = date.now
/// ```
public struct DateGenerator: Sendable {
  private let make: @Sendable () -> Date
  /// Wraps a date function.
  ///
  /// ```swift
  /// let live = DateGenerator { Date() }
  /// ```
  public init(_ make: @escaping @Sendable () -> Date) { self.make = make }
  /// The current date.
  ///
  /// ```swift
  /// state.savedAt = date.now
  /// ```
  public var now: Date { make() }
  /// The current date.
  ///
  /// ```swift
  /// state.savedAt = date()
  /// ```
  public func callAsFunction() -> Date { make() }
  /// Always `date`.
  ///
  /// ```swift
  /// $0.date = .constant(Date(timeIntervalSince1970: 0))
  /// ```
  public static func constant(_ date: Date) -> DateGenerator { DateGenerator { date } }
}

private enum UUIDKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static var testValue: UUIDGenerator { notOverridden(name: "\\.uuid", property: "uuid") }
}
private enum DateKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static var testValue: DateGenerator { notOverridden(name: "\\.date", property: "date") }
}

extension DependencyValues {
  /// The clock effects sleep on. Live: ``LiveClock`` (`ContinuousClock`'s time, with sleeps
  /// that keep nothing once cancelled). Tests: `ImmediateClock` or `TestClock`.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// ```
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// Makes UUIDs.
  ///
  /// ```swift
  /// @Dependency(\.uuid) var uuid
  /// ```
  public var uuid: UUIDGenerator {
    get { self[UUIDKey.self] }
    set { self[UUIDKey.self] = newValue }
  }

  /// Tells the date.
  ///
  /// ```swift
  /// @Dependency(\.date) var date
  /// ```
  public var date: DateGenerator {
    get { self[DateKey.self] }
    set { self[DateKey.self] = newValue }
  }
}

private final class Counter: Sendable {
  private let value = Locked(0)
  func next() -> Int {
    value.withLock { n in
      defer { n += 1 }
      return n
    }
  }
}

private func hex12(_ n: Int) -> String {
  let hex = String(n, radix: 16)
  return String(repeating: "0", count: max(0, 12 - hex.count)) + hex
}

// MARK: - Reducer-level overrides

extension Reducer {
  /// This reducer with the dependency at `keyPath` set to `value`, for its reducing, its
  /// children's and the effects they start.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(state: \.search, action: CasePath(Action.search, \.search)) {
  ///     Search()
  ///       .dependency(\.continuousClock, ImmediateClock())
  ///   }
  /// }
  /// ```
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>, _ value: Value
  ) -> DependencyOverrideReducer<Self> {
    DependencyOverrideReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// This reducer with the dependency at `keyPath` changed by `transform`, for its reducing,
  /// its children's and the effects they start.
  ///
  /// ```swift
  /// Search()
  ///   .transformDependency(\.searchClient) { client in
  ///     let search = client.search
  ///     client.search = { query in try await search(query.lowercased()) }
  ///   }
  /// ```
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (inout Value) -> Void
  ) -> DependencyOverrideReducer<Self> {
    DependencyOverrideReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``
/// return: runs its base with changed dependencies in force.
///
/// ```swift
/// let search = Search().dependency(\.continuousClock, ImmediateClock())
/// ```
public struct DependencyOverrideReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  /// Runs the base reducer with the changed values in force (through the same per-thread
  /// slot a store uses, not a task local), so effects it makes capture them.
  ///
  /// ```swift
  /// let effect = Search().dependency(\.uuid, .incrementing).reduce(into: &state, action: .add)
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var values = DependencyValues.current
    update(&values)
    let frame = DependencyFrame(values)
    let outerFrame = DependencyFrame.enter(frame)
    defer { DependencyFrame.restore(outerFrame) }
    return withExtendedLifetime(frame) { base.reduce(into: &state, action: action) }
  }
}
