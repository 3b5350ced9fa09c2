import Dispatch

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
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  /// The storage this reads and writes, or a part of another `Shared`'s value.
  let reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) { self.reference = reference }

  /// A value shared by copies of this wrapper only, kept in memory.
  ///
  /// ```swift
  /// let count = Shared(wrappedValue: 0)
  /// let copy = count
  /// copy.withLock { $0 += 1 }  // count.wrappedValue == 1
  /// ```
  public init(wrappedValue: Value) {
    reference = SharedBox(
      value: wrappedValue, label: "\(Value.self)", storage: nil,
      changes: DependencyValues.current.sharedRegistry.changes)
  }

  /// The value stored under `key`, or `wrappedValue` if nothing is stored there yet.
  ///
  /// ```swift
  /// @Shared(.inMemory("recentSearches")) var recent: [String] = []
  /// ```
  public init(wrappedValue: Value, _ key: SharedKey<Value>) {
    reference = DependencyValues.current.sharedRegistry.box(for: key, default: { wrappedValue })
  }

  /// The current value. Mutate it with ``withLock(_:)``.
  ///
  /// ```swift
  /// let isFavorite = state.favorites.contains(pokemon.id)
  /// ```
  public var wrappedValue: Value { reference.read() }

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
  /// storage then writes the new value on a queue of its own (changes made while a write runs
  /// are coalesced); ``SharedRegistry/flush()`` waits for it.
  ///
  /// ```swift
  /// state.$favorites.withLock { favorites in
  ///   if favorites.remove(id) == nil { favorites.insert(id) }
  /// }
  /// ```
  @discardableResult
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try reference.mutate(body)
  }

  /// The problem persisting this value: which file, what happened (a corrupt file that was
  /// moved aside, a file that cannot be read and so is never saved over, a write that failed)
  /// and why. Its description says it in English, in words a person can act on; its kind lets
  /// an app say it in another language. Nil when all is well.
  ///
  /// ```swift
  /// if let problem = state.$favorites.persistenceProblem { status.show(problem.description) }
  /// ```
  public var persistenceProblem: PersistenceProblem? { reference.problem }

  /// The changes this process made that are not in the stored file, because it cannot be
  /// read (and so is never saved over) or the last write failed: the value as the file last
  /// held it (its default if it never could be read) and the value now. Nil when every change
  /// is saved, or the value is not stored in a file; a member (`state.$settings.theme`) tells
  /// its own part only, nil when that part is unchanged. A save still queued counts as unsaved:
  /// call ``SharedRegistry/flush()`` first, so that after exit an app can tell the user what
  /// was not kept.
  ///
  /// ```swift
  /// registry.flush()
  /// if let (stored, now) = state.$favorites.unsavedChange {
  ///   print("not saved: \(now.subtracting(stored).sorted())")
  /// }
  /// ```
  public var unsavedChange: (stored: Value, current: Value)? { reference.unsaved }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when both read the same value.
  ///
  /// ```swift
  /// Shared(wrappedValue: 1) == Shared(wrappedValue: 1)  // true
  /// ```
  public static func == (lhs: Shared, rhs: Shared) -> Bool {
    lhs.reference === rhs.reference || lhs.wrappedValue == rhs.wrappedValue
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

extension Shared: Encodable where Value: Encodable {
  /// Encodes the current value, so a state holding shared values is `Encodable` like any
  /// other (LoopRecording fingerprints and records such states).
  ///
  /// ```swift
  /// struct State: Encodable { @Shared(.inMemory("favorites")) var favorites: Set<Int> = [] }
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(wrappedValue)
  }
}

extension Shared: Decodable where Value: Decodable {
  /// Decodes the value, so a `Codable` state that holds a `Shared` needs no hand-written
  /// `Codable`. The decoded value is shared by the copies of this wrapper only, as
  /// ``init(wrappedValue:)`` makes it: a decoded state that must hold the store's value of a
  /// key assigns it after decoding (`state.$favorites = Shared(.favorites)`).
  ///
  /// ```swift
  /// struct Draft: Codable { @Shared var title: String }
  /// let draft = try JSONDecoder().decode(Draft.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(Value.self))
  }
}

/// Lets a TestStore find which property of its state holds a given shared value.
package protocol SharedStorageIdentity {
  /// The identity of the storage this value reads and writes.
  var sharedStorageID: ObjectIdentifier { get }
  /// Whether this holds a part of the storage's value (``Shared/subscript(dynamicMember:)``,
  /// ``Shared/subscript(id:)``) rather than all of it.
  var isSharedPart: Bool { get }
}

extension Shared: SharedStorageIdentity {
  package var sharedStorageID: ObjectIdentifier { ObjectIdentifier(reference.root) }
  package var isSharedPart: Bool { reference.root !== reference }
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
  /// Saving writes a temporary file beside `url`, flushes it, renames it over the old one and
  /// flushes the folder, so a failed or interrupted write never damages the previous file.
  /// Writes run on a queue of their own, coalescing bursts of changes.
  ///
  /// It fails closed: a file that cannot be decoded is moved aside as
  /// `<name>.corrupt-<timestamp>` (never over another file) and the value starts from its
  /// default; a file that exists but cannot be read (no permission, a folder in its place, an
  /// I/O error), or a corrupt one that cannot be moved aside, is left byte for byte and nothing
  /// is saved over it, until a later change finds it readable. Either way
  /// ``Shared/persistenceProblem`` says which file and why.
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
  /// The file's path, watched for other processes' changes.
  let path: String?
  let load: @Sendable () -> SharedLoad<Value>
  /// Saves `mine`, this process's value, whose changes since `base` (what the file held when
  /// it was last read or written) go on top of what the file holds now.
  let save: @Sendable (_ base: Value, _ mine: Value) -> SharedSave<Value>
  /// `mine`'s changes since `base` applied to `theirs`.
  let merge: @Sendable (_ base: Value, _ mine: Value, _ theirs: Value) -> Value
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
  /// The values by key, held weakly: a value stays only while some `Shared` holds it, so
  /// keys made per screen or per row (`.inMemory("row-\(id)")`) do not pile up. Entries whose
  /// value went away are swept when the table has doubled since the last sweep.
  private let boxes = Locked<Table>(Table())
  /// Counts the changes of this registry's values, so a store can tell a turn that changed a
  /// shared value from one that changed nothing.
  package let changes = SharedChangeCounter()
  private let problemObservers = Locked<[@Sendable () -> Void]>([])
  private let valueObservers = Locked<[@Sendable () -> Void]>([])
  /// Every file write of this registry's values, one at a time and in order. One queue for
  /// the registry, not one per key: a value released with its save still pending keeps
  /// only that work here until it is done.
  private let writes = DispatchQueue(label: "Loop.SharedRegistry.writes")
  /// Whether file keys touch the disk.
  ///
  /// ```swift
  /// if registry.persistence == .memoryOnly { status.show("Favourites are not saved") }
  /// ```
  public let persistence: SharedPersistence

  private struct Entry {
    weak var box: (any SharedBoxProtocol)?
  }

  private struct Table {
    var entries: [String: Entry] = [:]
    var sweepAt = 64

    mutating func sweepIfGrown() {
      guard entries.count >= sweepAt else { return }
      entries = entries.filter { $0.value.box != nil }
      sweepAt = Swift.max(64, entries.count * 2)
    }
  }

  /// An empty registry.
  ///
  /// ```swift
  /// let registry = SharedRegistry(persistence: .fileSystem)
  /// ```
  public init(persistence: SharedPersistence) {
    self.persistence = persistence
    writes.setSpecific(key: Self.onWrites, value: true)
  }

  /// Set on every registry's writes queue, so code can tell it runs there.
  private static let onWrites = DispatchSpecificKey<Bool>()

  /// The box for `key`, made starting from `value()` if no `Shared` holds one now.
  func box<Value>(for key: SharedKey<Value>, default value: () -> Value) -> SharedBox<Value> {
    if let existing = boxes.withLock({ $0.entries[key.id]?.box as? SharedBox<Value> }) {
      return existing
    }
    let storage = persistence == .fileSystem ? key.storage() : nil
    // A value of this key released a moment ago may still have its save on the way: the
    // file is read once that is done. (Not from the queue itself: an observer that makes a
    // `Shared` runs there, and waiting for its own queue would never end.)
    if storage != nil, DispatchQueue.getSpecific(key: Self.onWrites) == nil { writes.sync {} }
    return boxes.withLock { table in
      if let existing = table.entries[key.id]?.box as? SharedBox<Value> { return existing }
      let box = SharedBox(
        value: value(), label: key.id, storage: storage, writes: writes, changes: changes,
        problemChanged: { [weak self] in self?.problemChanged() },
        valueChanged: { [weak self] in self?.valueChanged() })
      table.sweepIfGrown()
      table.entries[key.id] = Entry(box: box)
      if storage != nil { writes.async { box.watchFile() } }
      return box
    }
  }

  /// The storages of the values something holds now (``Shared``'s `sharedStorageID`).
  package var heldStorages: Set<ObjectIdentifier> {
    boxes.withLock { Set($0.entries.values.compactMap { $0.box.map { ObjectIdentifier($0) } }) }
  }

  /// How many values something holds now.
  package var heldCount: Int { boxes.withLock { $0.entries.values.count { $0.box != nil } } }

  private var held: [any SharedBoxProtocol] {
    boxes.withLock { $0.entries.values.compactMap(\.box) }
  }

  /// Waits until every change made so far to a persisted value is written (or has failed),
  /// those of values no longer held included. Saving happens on a queue of its own, so call
  /// this before the process exits.
  ///
  /// ```swift
  /// let outcome = await loop.run()
  /// DependencyValues.inForce.sharedRegistry.flush()  // then exit
  /// ```
  public func flush() { writes.sync {} }

  /// The persistence problem of every value that has one (see ``Shared/persistenceProblem``),
  /// sorted, for a message after the app exits.
  ///
  /// ```swift
  /// for problem in registry.problems { print("warning: \(problem)") }
  /// ```
  public var problems: [PersistenceProblem] {
    held.compactMap(\.problem).sorted { $0.description < $1.description }
  }

  /// Calls `action`, on whatever thread noticed it, whenever a value's persistence problem
  /// appears, changes or goes away (a write in the background can fail after the change that
  /// caused it has been drawn).
  ///
  /// ```swift
  /// registry.onProblemChange { events.yield(.redraw) }
  /// ```
  public func onProblemChange(_ action: @escaping @Sendable () -> Void) {
    problemObservers.withLock { $0.append(action) }
  }

  private func problemChanged() {
    for observer in problemObservers.withLock({ $0 }) { observer() }
  }

  /// Calls `action`, on whatever thread noticed it, whenever a value changed because another
  /// process changed its file: a front end redraws (and tells its reducers, so a recording
  /// replays the same).
  ///
  /// ```swift
  /// registry.onValueChange { events.yield(.savedDataChanged) }
  /// ```
  public func onValueChange(_ action: @escaping @Sendable () -> Void) {
    valueObservers.withLock { $0.append(action) }
  }

  private func valueChanged() {
    for observer in valueObservers.withLock({ $0 }) { observer() }
  }

  /// Forgets every value, so the next `Shared` of each key loads afresh.
  ///
  /// ```swift
  /// registry.removeAll()  // the next @Shared(.fileStorage(url)) reads the file again
  /// ```
  public func removeAll() { boxes.withLock { $0 = Table() } }
}

private enum SharedRegistryKey: DependencyKey {
  static let liveValue = SharedRegistry(persistence: .fileSystem)
  static let testValue = SharedRegistry.processTestRegistry
}

extension SharedRegistry {
  /// The registry tests get when nobody installed one: one per process. A `TestStore` replaces
  /// it with a fresh registry of its own, so parallel tests do not see each other's values.
  package static let processTestRegistry = SharedRegistry(persistence: .memoryOnly)
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
      // Most steps change no shared value: no array made, nothing sorted.
      if boxes.isEmpty { return [] }
      defer { boxes.removeAll() }
      return Array(boxes.values).sorted { $0.label < $1.label }
    }
  }
}

/// How many times the values of a registry have changed (by any holder, or by another
/// process through the file).
package final class SharedChangeCounter: Sendable {
  private let count = Locked<UInt64>(0)
  /// Who is told of each change (the stores whose views read their fields), by number.
  private let listeners = Locked<(next: Int, calls: [Int: @Sendable () -> Void])>((0, [:]))
  package init() {}
  package var value: UInt64 { count.withLock { $0 } }
  func increment() {
    count.withLock { $0 &+= 1 }
    let calls = listeners.withLock { $0.calls.isEmpty ? [] : Array($0.calls.values) }
    for call in calls { call() }
  }
  /// Calls `call` after each change, on the thread that made it, until ``stopListening(_:)``
  /// with the number returned.
  package func listen(_ call: @escaping @Sendable () -> Void) -> Int {
    listeners.withLock {
      let number = $0.next
      $0.next += 1
      $0.calls[number] = call
      return number
    }
  }
  package func stopListening(_ number: Int) { listeners.withLock { $0.calls[number] = nil } }
  /// The counter of values nobody counts (the default of a bare box).
  static let unregistered = SharedChangeCounter()
}

/// What a ``SharedRegistry`` asks of every value it holds, whatever its type.
protocol SharedBoxProtocol: AnyObject, Sendable {
  var problem: PersistenceProblem? { get }
}

final class SharedBox<Value: Sendable>: SharedChange, SharedBoxProtocol, SharedReference {
  private struct Contents {
    var value: Value
    var expected: Value?
    /// What the stored file held when this process last read or wrote it: the base this
    /// process's own changes are measured from when it saves. Nil without storage.
    var synced: Value?
    /// Why the stored copy could not be loaded; kept until a load succeeds.
    var loadProblem: PersistenceProblem?
    /// The stored file exists but could not be read: nothing may be saved over it.
    var savingRefused = false
    /// A save is queued and has not started: changes made meanwhile go with it.
    var saveQueued = false
    /// A look at the file (another process changed it) is queued and has not started.
    var reloadQueued = false
  }

  let label: String
  private let contents: Locked<Contents>
  private let storage: SharedStorage<Value>?
  /// Where saves and reloads run, one at a time: the registry's queue. Nil without storage.
  private let writes: DispatchQueue?
  private let saveProblem = Locked<PersistenceProblem?>(nil)
  private let problemChanged: @Sendable () -> Void
  private let valueChanged: @Sendable () -> Void
  private let changes: SharedChangeCounter
  /// The watch on the file, while this box lives.
  private let watch = Locked<FileWatcher.Watch?>(nil)

  init(
    value: Value, label: String, storage: SharedStorage<Value>?,
    writes: DispatchQueue? = nil, changes: SharedChangeCounter = .unregistered,
    problemChanged: @escaping @Sendable () -> Void = {},
    valueChanged: @escaping @Sendable () -> Void = {}
  ) {
    var initial = Contents(value: value)
    if let storage {
      initial.synced = value
      _ = Self.take(storage.load(), into: &initial, merge: storage.merge)
    }
    self.label = label
    self.storage = storage
    self.writes = storage == nil ? nil : writes ?? DispatchQueue(label: "Loop.SharedBox")
    self.problemChanged = problemChanged
    self.valueChanged = valueChanged
    self.changes = changes
    self.contents = Locked(initial)
  }

  /// Folds what a load found into `contents`: the file's value with this process's unsaved
  /// changes applied on top of it (see ``MergeTree``). Returns whether the value changed.
  private static func take(
    _ load: SharedLoad<Value>, into contents: inout Contents,
    merge: (Value, Value, Value) -> Value
  ) -> Bool {
    switch load {
    case .loaded(let theirs):
      let before = contents.value
      contents.value = merge(contents.synced ?? before, before, theirs)
      contents.synced = theirs
      contents.loadProblem = nil
      contents.savingRefused = false
      return !areEqual(before, contents.value)
    case .absent, .unchanged:
      // A file that could not be read is readable (or gone) now: the refusal is over. A file
      // moved aside stays reported: it is absent because of that.
      if contents.savingRefused {
        contents.loadProblem = nil
        contents.savingRefused = false
      }
    case .movedAside(let problem):
      contents.loadProblem = problem
      contents.savingRefused = false
    case .refused(let problem):
      contents.loadProblem = problem
      contents.savingRefused = true
    }
    return false
  }

  var problem: PersistenceProblem? {
    saveProblem.withLock { $0 } ?? contents.withLock { $0.loadProblem }
  }

  var unsaved: (stored: Value, current: Value)? {
    guard storage != nil else { return nil }
    let failed = saveProblem.withLock { $0 != nil }
    return contents.withLock { contents in
      guard contents.savingRefused || contents.saveQueued || failed,
        let stored = contents.synced, !areEqual(stored, contents.value)
      else { return nil }
      return (stored, contents.value)
    }
  }

  var root: AnyObject { self }

  /// Starts watching the file for other processes' changes, then looks at it once: a change
  /// made between the first load and the watch is not missed.
  func watchFile() {
    guard let path = storage?.path else { return }
    let watch = FileWatcher.shared.watch(path) { [weak self] in self?.fileChanged() }
    self.watch.withLock { $0 = watch }
    fileChanged()
  }

  func read() -> Value {
    // In a TestStore's assert closure, shared values read the expected copy. Only an assert
    // closure's frame asserts, and it is in the thread's cell: no task local is read (a
    // step's task local, `TestStep.inTask`, never asserts).
    let asserting = DependencyFrame.stepInForce?.isAsserting == true
    return contents.withLock { asserting ? ($0.expected ?? $0.value) : $0.value }
  }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try update { (try body(&$0), changed: true) }
  }

  func update<R>(_ body: (inout Value) throws -> (R, changed: Bool)) rethrows -> R {
    let step = TestStep.current
    let tracker = step?.tracker
    if step?.isAsserting == true {
      tracker?.record(self)
      return try contents.withLock { contents in
        var expected = contents.expected ?? contents.value
        defer { contents.expected = expected }
        return try body(&expected).0
      }
    }
    var refusalChanged = false
    var saves = false
    var changed = true
    let result = try contents.withLock { contents in
      if tracker != nil, contents.expected == nil { contents.expected = contents.value }
      let wasRefused = contents.savingRefused
      if wasRefused, let storage {
        // The file could not be read before: look again, and take what it holds now, so
        // nothing in it is lost when this change is saved.
        let before = contents.loadProblem
        _ = Self.take(storage.load(), into: &contents, merge: storage.merge)
        refusalChanged = contents.loadProblem != before
      }
      let result: R
      (result, changed) = try body(&contents.value)
      // A change is saved; so are changes held back while the file was refused, even when
      // this update changed nothing.
      if changed || wasRefused { saves = queueSave(&contents, onlyIfUnsynced: !changed) }
      return result
    }
    if changed {
      tracker?.record(self)
      changes.increment()
    }
    if refusalChanged { problemChanged() }
    // The queued work holds the box, so a save still pending when the last `Shared` goes is
    // written all the same.
    if saves { writes?.async { self.save() } }
    return result
  }

  /// Queues a save unless the file may not be written or a save is queued already; with
  /// `onlyIfUnsynced`, only when the value holds changes the file does not. Returns whether
  /// it did.
  private func queueSave(_ contents: inout Contents, onlyIfUnsynced: Bool = false) -> Bool {
    guard storage != nil, !contents.savingRefused, !contents.saveQueued else { return false }
    if onlyIfUnsynced, let synced = contents.synced, areEqual(synced, contents.value) {
      return false
    }
    contents.saveQueued = true
    return true
  }

  /// Saves this process's changes: the storage merges them into what the file holds now.
  private func save() {
    guard let storage else { return }
    let (base, mine, refused) = contents.withLock { contents in
      contents.saveQueued = false
      return (contents.synced ?? contents.value, contents.value, contents.savingRefused)
    }
    if refused { return }
    var changed = false
    switch storage.save(base, mine) {
    case .saved(let merged, let movedAside):
      var movedAsideNow = false
      changed = contents.withLock { contents in
        let before = contents.value
        // Changes made while the save ran stay on top of what was written.
        contents.value =
          areEqual(before, mine) ? merged : storage.merge(mine, before, merged)
        contents.synced = merged
        if let movedAside, contents.loadProblem != movedAside {
          contents.loadProblem = movedAside
          movedAsideNow = true
        }
        return !areEqual(before, contents.value)
      }
      setSaveProblem(nil)
      if movedAsideNow { problemChanged() }
    case .failed(let problem):
      setSaveProblem(problem)
    case .refused(let problem):
      contents.withLock { contents in
        contents.loadProblem = problem
        contents.savingRefused = true
      }
      problemChanged()
    }
    if changed { taken() }
  }

  /// Another process's change is in the value now.
  private func taken() {
    changes.increment()
    valueChanged()
  }

  private func setSaveProblem(_ problem: PersistenceProblem?) {
    let changed = saveProblem.withLock { last in
      defer { last = problem }
      return last != problem
    }
    if changed { problemChanged() }
  }

  /// Another process may have changed the file: read it (on the queue saves run on), and take
  /// its changes under this process's own.
  private func fileChanged() {
    let queued = contents.withLock { contents in
      defer { contents.reloadQueued = true }
      return contents.reloadQueued
    }
    guard !queued else { return }
    writes?.async { [weak self] in self?.reload() }
  }

  private func reload() {
    guard let storage else { return }
    var problemBefore: PersistenceProblem?
    var problemAfter: PersistenceProblem?
    var saves = false
    // The file is read under the lock, as a change that finds the file refused reads it:
    // read outside, an answer from before that change could be taken after it.
    let changed = contents.withLock { contents in
      contents.reloadQueued = false
      problemBefore = contents.loadProblem
      defer { problemAfter = contents.loadProblem }
      let wasRefused = contents.savingRefused
      let changed = Self.take(storage.load(), into: &contents, merge: storage.merge)
      // Changes made while the file was refused were held back: now that it can be read
      // (or is gone), they are saved on top of what it holds.
      if wasRefused { saves = queueSave(&contents, onlyIfUnsynced: true) }
      return changed
    }
    if problemBefore != problemAfter { problemChanged() }
    if changed { taken() }
    if saves { save() }
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
