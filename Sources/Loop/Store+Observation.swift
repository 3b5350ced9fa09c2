import Observation

/// The observation key of a field: a key path of the store itself, one per field of the
/// state, so that a registrar tells observers of `results` from those of `isLoading`.
///
/// A field read as a child store (`scope(state:action:)`) has a key of its own: its observers
/// are told when the child comes, goes or changes identity, while a plain read of the same
/// field is told of every change to it, whichever of the two read it first.
///
/// `@unchecked Sendable`: key paths are immutable once formed, and this one is only hashed and
/// compared (as a registrar's key) and applied to the state on the main actor; `AnyKeyPath`
/// itself is not marked `Sendable`, which a key path's subscript index must be.
struct ObservedField: Hashable, @unchecked Sendable {
  let path: AnyKeyPath
  /// Whether only the field's presence and identity are observed (a child store's read).
  var identityOnly = false
}

/// A field read through a store, and how to tell, from a pointer to the store's state, that
/// it has changed since. Not generic over the state: a store walks its watches after every
/// send, in code the compiler does not specialise for the state's type, and a dictionary of
/// closures over the state had the runtime look up its generic metadata at every step.
struct FieldWatch {
  let field: ObservedField
  let hasChanged: @MainActor (UnsafeRawPointer) -> Bool
}

extension Store: Observable {
  /// Every field of the state, read through the store: `store.results`. In an observation
  /// (SwiftUI's, or `withObservationTracking`) it observes that field alone: an action that
  /// leaves it equal does not notify.
  ///
  /// ```swift
  /// List(store.results) { Text($0.name) }  // redrawn when results change, not isLoading
  /// ```
  public subscript<Value: Equatable>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    observedValue(at: keyPath)
  }

  /// A field whose values cannot be compared: its observers are told of every send.
  @_disfavoredOverload
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    let field = ObservedField(path: keyPath)
    let value = state(observing: field)[keyPath: keyPath]
    watch(field, { _ in true })
    return value
  }

  /// The field at `keyPath`, observed by whoever is tracking and watched until it changes.
  func observedValue<Value: Equatable>(at keyPath: KeyPath<State, Value>) -> Value {
    let field = ObservedField(path: keyPath)
    let value = state(observing: field)[keyPath: keyPath]
    watch(field, Self.changed(keyPath, from: value))
    return value
  }

  /// Tells whether the field at `keyPath` of the state a pointer points at is no longer
  /// `value`. A stored field is read at its offset; through the key path, each send walked
  /// its components.
  static func changed<Value: Equatable>(
    _ keyPath: KeyPath<State, Value>, from value: Value
  ) -> @MainActor (UnsafeRawPointer) -> Bool {
    if let offset = MemoryLayout<State>.offset(of: keyPath) {
      return { state in (state + offset).assumingMemoryBound(to: Value.self).pointee != value }
    }
    return { state in state.assumingMemoryBound(to: State.self).pointee[keyPath: keyPath] != value }
  }

  /// The state, unobserved.
  var currentState: State {
    if let root { return root.state }
    return readScoped()
  }

  /// The state, `field` observed by whoever is tracking.
  func state(observing field: ObservedField) -> State {
    registrar.access(self, keyPath: observationKey(field))
    return currentState
  }

  /// The observation key of a field (a key path into the store, found by its field).
  nonisolated subscript(observed field: ObservedField) -> Int { 0 }

  /// `field`'s observation key, made the first time it is read.
  func observationKey(_ field: ObservedField) -> KeyPath<Store, Int> {
    if let key = observationKeys[field] { return key }
    let key = \Store.[observed: field]
    observationKeys[field] = key
    return key
  }

  /// Watches `field` until it changes: after each send its observers are told when
  /// `hasChanged` (given a pointer to the state) says so, and the watch ends there (an
  /// observation lasts until its first change). The check is made only for a field not
  /// watched yet.
  func watch(
    _ field: ObservedField,
    _ hasChanged: @autoclosure () -> @MainActor (UnsafeRawPointer) -> Bool
  ) {
    guard watchedFields.insert(field).inserted else { return }
    watches.append(FieldWatch(field: field, hasChanged: hasChanged()))
    startWatching()
  }

  /// The whole state read: observed as a field whose every send is a change. Cheap when
  /// repeated (a frame reads the state many times): a flag, and one key made once.
  @usableFromInline func observeWhole() {
    registrar.access(self, keyPath: wholeKey)
    guard !wholeWatched else { return }
    wholeWatched = true
    startWatching()
  }

  /// Joins the runtime's watchers, once.
  func startWatching() {
    guard !isWatched else { return }
    isWatched = true
    runtime.addWatcher { [weak self] in self?.notifyChangedFields() ?? false }
  }

  /// Tells the observers of each watched field that changed, and stops watching it. Returns
  /// whether to stay a watcher (some field is still watched).
  func notifyChangedFields() -> Bool {
    if wholeWatched {
      wholeWatched = false
      registrar.willSet(self, keyPath: wholeKey)
      registrar.didSet(self, keyPath: wholeKey)
    }
    var state = currentState
    var changedAt: [Int] = []
    do {
      // A local copy, read in place: a watch copied out of the store's array was two retains
      // and two releases (its key path, its check's context), a third of the time per field.
      // It ends here, before the watches are changed, so they are not copied again.
      let current = watches
      withUnsafePointer(to: &state) { state in
        current.withUnsafeBufferPointer { watches in
          for index in watches.indices where watches[index].hasChanged(state) {
            changedAt.append(index)
          }
        }
      }
    }
    if !changedAt.isEmpty {
      // Every changed field stops being watched before any observer is told, so an observer
      // that reads one again (from its change handler) watches it anew.
      let changed = changedAt.map { watches[$0].field }
      for index in changedAt.reversed() { watches.remove(at: index) }
      for field in changed { watchedFields.remove(field) }
      for field in changed {
        let key = observationKey(field)
        registrar.willSet(self, keyPath: key)
        registrar.didSet(self, keyPath: key)
        // Kept while the field is watched only, so a store read by index or id (`\.rows[i]`)
        // holds no key for every row it ever showed; the next read makes it again.
        observationKeys[field] = nil
      }
    }
    isWatched = !watches.isEmpty || wholeWatched
    return isWatched
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A field read through the store, and written by sending the binding action, as a
  /// SwiftUI binding (`$store.query`) does: `store.query = "pika"` sends
  /// `.binding(.set(\.query, "pika"))`. Only a feature with bindings has this setter.
  ///
  /// ```swift
  /// TextField("Search", text: $store.query)
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { observedValue(at: keyPath) }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}

extension Store {
  /// A store for a child feature whose state may be absent (an optional field, an enum's
  /// case): nil while it is, and the same store object while the child is there (with the
  /// same id, for an `Identifiable` child). Read in an observation, the child's coming and
  /// going is observed.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.destination?.detail, action: CasePath(...)) {
  ///   DetailView(store: detail)
  /// }
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChild: KeyPath<State, ChildState?>, action: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    func identity(_ child: ChildState?) -> AnyHashable? {
      guard let child else { return nil }
      guard let identifiable = child as? any Identifiable else { return AnyHashable(true) }
      return Self.id(of: identifiable)
    }
    let field = ObservedField(path: toChild, identityOnly: true)
    let present = state(observing: field)[keyPath: toChild]
    let shown = identity(present)
    watch(
      field,
      { identity($0.assumingMemoryBound(to: State.self).pointee[keyPath: toChild]) != shown })
    guard var last = present else {
      children[toChild] = nil
      return nil
    }
    if let cached = children[toChild] as? ChildStore<ChildState, ChildAction>,
      cached.identity == shown
    {
      return cached.store
    }
    let read = self.read
    let write = self.write
    // The child reads its last state once it has gone, so a view still on screen for an
    // animation draws it rather than failing.
    let store = Store<ChildState, ChildAction>(
      runtime: runtime,
      read: {
        if let now = read()[keyPath: toChild] { last = now }
        return last
      },
      write: { write(action.embed($0)) })
    children[toChild] = ChildStore(store: store, identity: shown)
    return store
  }
}

extension Store {
  /// The id of an `Identifiable` value, type-erased.
  nonisolated static func id<Value: Identifiable>(of value: Value) -> AnyHashable {
    AnyHashable(value.id)
  }
}

/// A child store kept while its child is there, with the child's identity then.
@MainActor
final class ChildStore<State, Action: Sendable> {
  let store: Store<State, Action>
  let identity: AnyHashable?

  init(store: Store<State, Action>, identity: AnyHashable?) {
    self.store = store
    self.identity = identity
  }
}
