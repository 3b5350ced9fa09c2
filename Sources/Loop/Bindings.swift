/// A change to one field of `Root`, as a value: which field (a writable key path) and what it
/// becomes. A form sends these instead of one action per field, and ``BindingReducer`` applies
/// them.
///
/// ```swift
/// await store.send(.binding(.set(\.query, "pika"))) { $0.query = "pika" }
/// ```
///
/// Two binding actions are equal when they set the same field to equal values, so a test can
/// `receive` one by value. In a `switch`, a key path matches the binding of that field, whatever
/// the value:
///
/// ```swift
/// case .binding(\.query):
///   return lookUp(state.query)
/// ```
public struct BindingAction<Root>: Sendable, Equatable {
  /// The field this action sets.
  ///
  /// ```swift
  /// let binding = BindingAction<Form.State>.set(\.name, "Ash")
  /// #expect(binding.keyPath == \Form.State.name)
  /// ```
  public let keyPath: PartialKeyPath<Root> & Sendable
  /// The new value, for comparing and describing the action.
  let newValue: any Equatable & Sendable
  let setter: @Sendable (inout Root) -> Void

  /// An action that sets the field at `keyPath` to `value`.
  ///
  /// ```swift
  /// store.send(.binding(.set(\.isSubscribed, true)))
  /// ```
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(keyPath: keyPath, newValue: value) { $0[keyPath: keyPath] = value }
  }

  /// Sets the field in `root`: what ``BindingReducer`` does.
  ///
  /// ```swift
  /// var state = Form.State()
  /// BindingAction.set(\.name, "Ash").apply(to: &state)  // state.name == "Ash"
  /// ```
  public func apply(to root: inout Root) { setter(&root) }

  /// The new value, if the action sets the field at `keyPath`.
  ///
  /// ```swift
  /// BindingAction<Form.State>.set(\.name, "Ash").value(at: \.name)  // "Ash"
  /// ```
  public func value<Value>(at keyPath: KeyPath<Root, Value>) -> Value? {
    (self.keyPath as AnyKeyPath) == keyPath ? newValue as? Value : nil
  }

  /// Equal when both set the same field to equal values.
  ///
  /// ```swift
  /// BindingAction<Form.State>.set(\.name, "Ash") == .set(\.name, "Ash")  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool {
    func equals<Value: Equatable>(_ value: Value) -> Bool { value == rhs.newValue as? Value }
    return (lhs.keyPath as AnyKeyPath) == rhs.keyPath && equals(lhs.newValue)
  }

  /// Whether `binding` sets the field at `keyPath`: what lets a `switch` write
  /// `case .binding(\.query):`.
  ///
  /// ```swift
  /// switch action {
  /// case .binding(\.name): state.nameIsValid = !state.name.isEmpty
  /// default: break
  /// }
  /// ```
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, binding: Self) -> Bool {
    (binding.keyPath as AnyKeyPath) == keyPath
  }
}

extension BindingAction: CustomDebugStringConvertible {
  /// The action as code, so a TestStore's messages name the field and the value:
  /// `.set(\State.name, "Ash")`.
  ///
  /// ```swift
  /// String(reflecting: BindingAction<Form.State>.set(\.name, "Ash"))
  /// ```
  public var debugDescription: String {
    ".set(\(keyPath), \(String(reflecting: newValue)))"
  }
}

/// An action enum with a case that carries a ``BindingAction`` of its feature's state, which
/// ``BindingReducer`` applies.
///
/// The enum case `case binding(BindingAction<State>)` meets the `binding(_:)` requirement; the
/// property is the usual case-path property (see ``CasePath``):
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case submitTapped
///
///   var binding: BindingAction<State>? {
///     if case .binding(let action) = self { action } else { nil }
///   }
/// }
/// ```
public protocol BindableAction: Sendable {
  /// The state the bindings change.
  ///
  /// ```swift
  /// enum Action: BindableAction { case binding(BindingAction<Form.State>) /* ... */ }
  /// ```
  associatedtype State
  /// Wraps a binding action; an enum case of this name and payload provides it.
  ///
  /// ```swift
  /// let action = Form.Action.binding(.set(\.name, "Ash"))
  /// ```
  static func binding(_ action: BindingAction<State>) -> Self
  /// The binding action this action carries, or nil for every other case. Given: read from
  /// the `binding` case itself (see `CasePath(_:)`); write it only as the fast path.
  ///
  /// ```swift
  /// Form.Action.submitTapped.binding  // nil
  /// ```
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The `binding` case's payload, read from the case itself: no property to write.
  ///
  /// ```swift
  /// Form.Action.binding(.set(\.name, "Ash")).binding  // .set(\.name, "Ash")
  /// ```
  public var binding: BindingAction<State>? {
    BindingCasePaths.path(for: Self.self).extract(self)
  }
}

/// Each `BindableAction` type's case path to its `binding` case, made once: the first value
/// seen teaches it the case, and later ones read it from the enum's layout.
enum BindingCasePaths {
  private static let paths = Locked<[ObjectIdentifier: any Sendable]>([:])

  static func path<Action: BindableAction>(for type: Action.Type) -> CasePath<
    Action, BindingAction<Action.State>
  > {
    let key = ObjectIdentifier(type)
    if let path = paths.withLock({ $0[key] }) as? CasePath<Action, BindingAction<Action.State>> {
      return path
    }
    let path = CasePath<Action, BindingAction<Action.State>>(
      embed: Action.binding, extract: EnumReflection.extract(Action.binding, location: nil))
    paths.withLock { $0[key] = path }
    return path
  }
}

/// Applies the ``BindingAction``s a feature receives to its state, and ignores other actions.
///
/// Put it first in the `body`, so the reducers after it see the new value:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.name):
///       state.nameIsValid = !state.name.isEmpty
///       return .none
///     case .binding, .submitTapped:
///       return .none
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action: BindableAction>: Reducer
where Action.State == State {
  /// A reducer that applies bindings.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { BindingReducer() }
  /// ```
  @inlinable public init() {}

  /// Sets the field the binding names; does nothing for other actions.
  ///
  /// ```swift
  /// let effect = BindingReducer<Form.State, Form.Action>()
  ///   .reduce(into: &state, action: .binding(.set(\.name, "Ash")))  // .none
  /// ```
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    action.binding?.apply(to: &state)
    return .none
  }
}
