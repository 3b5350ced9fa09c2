/// Where a ``Shared`` reads and writes: a value's own storage (``SharedBox``) or a part of
/// another `Shared`'s value. Either way a change goes through the one storage, under its lock,
/// and is saved with it.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value: Sendable
  func read() -> Value
  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R
  /// Mutates the value, saving and counting the change only when `body` says it changed it.
  func update<R>(_ body: (inout Value) throws -> (R, changed: Bool)) rethrows -> R
  var problem: PersistenceProblem? { get }
  /// This process's changes that are not in the stored file (see ``Shared/unsavedChange``).
  var unsaved: (stored: Value, current: Value)? { get }
  /// The storage this reads and writes in the end (the box): itself for a box.
  var root: AnyObject { get }
}

/// A member of a parent `Shared`'s value, by key path: `state.$settings.theme`,
/// `state.$habits[id: id]`.
final class SharedMember<Root: Sendable, Value: Sendable>: SharedReference, @unchecked Sendable {
  // Unchecked only for `keyPath`: a key path is immutable, and the one public way in
  // (`Shared.subscript(dynamicMember:)`, `subscript(id:)`) takes it as `& Sendable`, so every
  // value it captures (an id) is Sendable too. `parent` is a Sendable reference.
  let parent: any SharedReference<Root>
  let keyPath: WritableKeyPath<Root, Value>

  init(parent: any SharedReference<Root>, keyPath: WritableKeyPath<Root, Value> & Sendable) {
    self.parent = parent
    self.keyPath = keyPath
  }

  func read() -> Value { parent.read()[keyPath: keyPath] }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try parent.mutate { try body(&$0[keyPath: keyPath]) }
  }

  func update<R>(_ body: (inout Value) throws -> (R, changed: Bool)) rethrows -> R {
    try parent.update { try body(&$0[keyPath: keyPath]) }
  }

  var problem: PersistenceProblem? { parent.problem }
  /// Nil when this member is as the file holds it, whatever else of the parent changed.
  var unsaved: (stored: Value, current: Value)? {
    guard let unsaved = parent.unsaved else { return nil }
    let (stored, current) = (unsaved.stored[keyPath: keyPath], unsaved.current[keyPath: keyPath])
    return areEqual(stored, current) ? nil : (stored, current)
  }
  var root: AnyObject { parent.root }
}

/// A parent `Shared`'s optional value, unwrapped: a row's element of a shared list. When the
/// parent's value becomes nil (the row was removed), this reads the last value it saw, and
/// writes go nowhere: they must not bring a removed element back.
final class SharedUnwrapped<Value: Sendable>: SharedReference {
  let parent: any SharedReference<Value?>
  private let last: Locked<Value>

  init?(parent: any SharedReference<Value?>) {
    guard let value = parent.read() else { return nil }
    self.parent = parent
    self.last = Locked(value)
  }

  func read() -> Value {
    guard let value = parent.read() else { return last.withLock { $0 } }
    last.withLock { $0 = value }
    return value
  }

  func mutate<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try update { (try body(&$0), changed: true) }
  }

  func update<R>(_ body: (inout Value) throws -> (R, changed: Bool)) rethrows -> R {
    try parent.update { value in
      guard value != nil else {
        var gone = last.withLock { $0 }
        return (try body(&gone).0, changed: false)
      }
      defer { if let value { last.withLock { $0 = value } } }
      return try body(&value!)
    }
  }

  var problem: PersistenceProblem? { parent.problem }
  /// A changed row only: a row added or removed since the file was written is a change of
  /// the list, which the list's own `unsavedChange` tells.
  var unsaved: (stored: Value, current: Value)? {
    guard let unsaved = parent.unsaved, let stored = unsaved.stored, let current = unsaved.current,
      !areEqual(stored, current)
    else { return nil }
    return (stored, current)
  }
  var root: AnyObject { parent.root }
}

extension Shared {
  /// A member of this value, shared: it reads and writes this value's storage, so a change
  /// made through it is seen by every holder of either and saved once, with the rest.
  ///
  /// ```swift
  /// let theme: Shared<Theme> = state.$settings.theme
  /// theme.withLock { $0 = .dark }  // state.settings.theme == .dark, the file saved once
  /// ```
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    Shared<Member>(reference: SharedMember(parent: reference, keyPath: keyPath))
  }

  /// The element with `id` of this shared list, shared: nil in it when there is no such
  /// element; setting nil removes it. Unwrap it with ``init(_:)-(Shared<Value?>)`` to give a row or a detail
  /// its element.
  ///
  /// ```swift
  /// if let habit = Shared(state.$habits[id: id]) {
  ///   state.destination = .detail(HabitDetail.State(habit: habit))
  /// }
  /// ```
  public subscript<ID: Hashable & Sendable, Element: Identifiable & Sendable>(id id: ID)
    -> Shared<Element?>
  where Value == IdentifiedArray<ID, Element> {
    Shared<Element?>(reference: SharedMember(parent: reference, keyPath: \.[id: id]))
  }

  /// `base`'s value, unwrapped; nil when it is nil now. If it becomes nil later (the element
  /// was removed), this keeps reading the last value it saw, and a change made through it is
  /// dropped rather than bringing the element back.
  ///
  /// ```swift
  /// guard let habit = Shared(state.$habits[id: id]) else { return .none }
  /// habit.withLock { $0.doneDays.insert(today) }
  /// ```
  public init?(_ base: Shared<Value?>) {
    guard let unwrapped = SharedUnwrapped(parent: base.reference) else { return nil }
    self.init(reference: unwrapped)
  }
}
