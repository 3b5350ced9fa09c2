/// Optional child state that is presented: a screen, a sheet, an alert.
///
/// Presenting is assigning, dismissing is setting nil. Each presentation has an identity (the
/// state's `id` when it is `Identifiable`, an enum's case and its payload's `id`): assigning a
/// value with another identity replaces the child, and `ifLet(_:action:destination:)`
/// cancels the replaced child's effects as it does a dismissed one's.
///
/// ```swift
/// struct State: Equatable {
///   @Presents var destination: Destination.State?
/// }
/// // in the reducer
/// state.destination = .detail(Detail.State(id: 25))  // presents
/// state.destination = nil                            // dismisses
/// // in the body
/// .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
/// ```
@propertyWrapper
public struct Presents<State> {
  private var value: State?
  /// Numbers the presentation: a new one starts when a value is assigned over nil or over a
  /// value with another identity, or when a wrapper is made with a value. The effects of the
  /// child are cancelled under this number, so it comes from one process-wide counter: two
  /// wrappers made apart (a state built afresh, a decoded one) never share a number, and
  /// replacing a whole state cancels the old child's effects.
  private(set) var generation = 0

  /// Wraps `wrappedValue`, presented when not nil.
  ///
  /// ```swift
  /// @Presents var alert: AlertState<Action.Alert>?
  /// ```
  public init(wrappedValue: State?) {
    value = wrappedValue
    if wrappedValue != nil { generation = nextPresentationNumber() }
  }

  /// Nothing presented, so `@Presents var destination: Destination.State?` needs no `= nil`.
  ///
  /// ```swift
  /// @Presents var destination: Destination.State?
  /// ```
  public init() { value = nil }

  /// The presented state, or nil.
  ///
  /// ```swift
  /// state.destination = .detail(Detail.State(id: 25))
  /// ```
  public var wrappedValue: State? {
    get { value }
    set {
      if let newValue,
        value.map({ presentationIdentity($0) != presentationIdentity(newValue) })
          ?? true
      {
        generation = nextPresentationNumber()
      }
      value = newValue
    }
  }

  /// The wrapper itself, which `ifLet` reaches through the `$` key path.
  ///
  /// ```swift
  /// .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The current presentation's number, or nil when nothing is presented.
  var presentationID: Int? { value == nil ? nil : generation }

  /// Runs `reducer` on the presented state, which the caller has checked is there.
  mutating func reduce<R: Reducer>(_ reducer: R, _ action: R.Action) -> Effect<R.Action>
  where R.State == State {
    reducer.reduce(into: &value!, action: action)
  }

  /// Ends the presentation without starting another.
  mutating func dismiss() { value = nil }
}

/// The last number handed to a presentation; 0 means none yet.
private let presentationNumbers = Locked(0)

private func nextPresentationNumber() -> Int {
  presentationNumbers.withLock { number in
    number &+= 1
    return number
  }
}

extension Presents: Equatable where State: Equatable {
  /// Compares the presented states only: two presentations of equal states are equal, as a
  /// test's expected state needs.
  ///
  /// ```swift
  /// Presents(wrappedValue: 1) == Presents(wrappedValue: 1)  // true
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Presents: Hashable where State: Hashable {
  /// Hashes the presented state only, as `==` compares it.
  ///
  /// ```swift
  /// Set([Presents(wrappedValue: 1), Presents(wrappedValue: 1)]).count  // 1
  /// ```
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Presents: Sendable where State: Sendable {}

extension Presents: CustomReflectable {
  /// Mirrors the presented state, so diffs show `destination`, not the wrapper's storage.
  ///
  /// ```swift
  /// dump(state.$destination)  // prints the optional state
  /// ```
  public var customMirror: Mirror { Mirror(reflecting: value as Any) }
}

extension Presents: Encodable where State: Encodable {
  /// Encodes the presented state (or null).
  ///
  /// ```swift
  /// try JSONEncoder().encode(state)  // "destination": {...} or null
  /// ```
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}

extension Presents: Decodable where State: Decodable {
  /// Decodes the presented state (or null) as a new presentation.
  ///
  /// ```swift
  /// let state = try JSONDecoder().decode(Feature.State.self, from: data)
  /// ```
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try decoder.singleValueContainer().decode(State?.self))
  }
}

/// What happens to a presented child: one of its own actions, or its dismissal.
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
///   var destination: PresentationAction<Destination.Action>? {
///     if case .destination(let action) = self { action } else { nil }
///   }
/// }
/// store.send(.destination(.dismiss))
/// ```
public enum PresentationAction<Action: Sendable>: Sendable {
  /// An action of the presented child.
  ///
  /// ```swift
  /// store.send(.destination(.presented(.detail(.favoriteTapped))))
  /// ```
  case presented(Action)
  /// Dismisses the child: `ifLet` sets its state to nil (after the parent has seen this
  /// action) and cancels its effects.
  ///
  /// ```swift
  /// store.send(.destination(.dismiss))
  /// ```
  case dismiss

  /// The child's action, for case paths: `\.destination?.presented?.detail`.
  ///
  /// ```swift
  /// await store.receive(\.destination?.presented?.detail?.loaded)
  /// ```
  public var presented: Action? { if case .presented(let action) = self { action } else { nil } }

  /// The dismissal, for case paths: `\.destination?.dismiss`.
  ///
  /// ```swift
  /// await store.receive(\.destination?.dismiss) { $0.destination = nil }
  /// ```
  public var dismiss: Void? { if case .dismiss = self { () } else { nil } }
}

/// A feature's presentation action, as TCA spells it.
///
/// ```swift
/// case destination(PresentationActionOf<Destination>)
/// ```
public typealias PresentationActionOf<R: Reducer> = PresentationAction<R.Action>

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Codable where Action: Codable {}

/// A state type that names the reducer that runs it, so `ifLet` and `forEach` need no
/// closure: a destination enum, a stack's path enum, an alert.
///
/// ```swift
/// struct Destination: Reducer {
///   enum State: Equatable, ReducerState {
///     case detail(Detail.State)
///     static var reducer: Destination { Destination() }
///   }
///   ...
/// }
/// .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
/// ```
public protocol ReducerState {
  /// The reducer that runs this state.
  ///
  /// ```swift
  /// typealias Feature = Destination
  /// ```
  associatedtype Feature: Reducer where Feature.State == Self
  /// The reducer to run it with.
  ///
  /// ```swift
  /// static var reducer: Destination { Destination() }
  /// ```
  static var reducer: Feature { get }
}

/// State that goes away by itself once one of its actions is sent: an alert or a dialog,
/// whose every button also closes it.
protocol EphemeralState {}

/// Whether `value` (or an enum case's payload) closes itself after an action.
private func isEphemeral(_ value: Any) -> Bool {
  if value is any EphemeralState { return true }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return payload is any EphemeralState
}

/// What tells one presentation from another: an `Identifiable` value's id; an enum's case and
/// its payload's identity; else the type alone (replacing such a value keeps the child).
func presentationIdentity(_ value: Any) -> AnyHashable? {
  if let identifiable = value as? any Identifiable { return identity(of: identifiable) }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum else { return nil }
  guard let child = mirror.children.first else { return AnyHashable(String(describing: value)) }
  return AnyHashable([AnyHashable(child.label), presentationIdentity(child.value)])
}

private func identity<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

extension Reducer {
  /// Runs `destination` on the presented child state, and dismisses it on `.dismiss`.
  ///
  /// The child runs first, then the parent, which sees the child's changes; on `.dismiss`
  /// the parent sees the action while the child is still there, then the state becomes nil.
  /// When the child goes away (dismissed, set to nil, or replaced by a child with another
  /// identity), every effect it started is cancelled. Its effects can dismiss it with
  /// `@Dependency(\.dismiss)`. The child's cancellation ids are its own, as in TCA: its
  /// `.cancel(id: CancelID.load)` reaches no other child's effects nor the parent's, while the
  /// parent's `.cancel(id: CancelID.load)` reaches the child's. An alert
  /// or dialog is dismissed by any of its actions. A child
  /// action that arrives with nothing presented is reported as an issue and ignored.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: CasePath(Action.destination, \.destination)) {
  ///     Destination()
  ///   }
  /// ```
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ state: WritableKeyPath<State, Presents<DestinationState>> & Sendable,
    action: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self, destination: destination(), state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs the reducer the presented state names (a destination enum, an alert), as
  /// `ifLet(_:action:destination:)` does.
  ///
  /// ```swift
  /// Reduce { state, action in ... }
  ///   .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
  ///   .ifLet(\.$alert, action: CasePath(Action.alert, \.alert))
  /// ```
  public func ifLet<DestinationState: ReducerState>(
    _ state: WritableKeyPath<State, Presents<DestinationState>> & Sendable,
    action: CasePath<Action, PresentationAction<DestinationState.Feature.Action>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> PresentationReducer<Self, DestinationState.Feature> {
    PresentationReducer(
      parent: self, destination: DestinationState.reducer, state: state, action: action,
      location: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

/// The reducer `ifLet` over ``Presents`` state returns.
///
/// ```swift
/// Reduce { state, action in ... }
///   .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
/// ```
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let destination: Destination
  let state: WritableKeyPath<Parent.State, Presents<Destination.State>> & Sendable
  let action: CasePath<Parent.Action, PresentationAction<Destination.Action>>
  let location: CodeLocation

  /// Runs the child on its action, then the parent; dismisses on `.dismiss`; cancels the
  /// effects of a child that went away.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .destination(.dismiss))
  /// ```
  public func reduce(into parentState: inout Parent.State, action parentAction: Parent.Action)
    -> Effect<Parent.Action>
  {
    let before = parentState[keyPath: state].presentationID
    let presentationAction = action.extract(parentAction)
    var childEffect = Effect<Parent.Action>.none
    if case .presented(let childAction)? = presentationAction {
      if let before {
        let effect = parentState[keyPath: state].reduce(destination, childAction)
        if !effect.isNone {
          let embed = action.embed
          let dismissAction = embed(.dismiss)
          let scope = ChildEffectsID(path: state, element: before)
          childEffect = effect.map { embed(.presented($0)) }
            .asChild(of: scope) { send in send.deliverNow(dismissAction) }
            .cancellable(id: scope)
        }
        if let presented = parentState[keyPath: state].wrappedValue, isEphemeral(presented) {
          parentState[keyPath: state].dismiss()
        }
      } else {
        reportIssue(
          "ifLet got \(childAction) while nothing was presented in \(state); the action was "
            + "ignored.", at: location)
      }
    }
    if case .dismiss? = presentationAction, before == nil {
      // As TCA does: reported where it was sent (the test step, in a test).
      reportIssue(
        ".dismiss was sent to ifLet while nothing was presented in \(state); nothing was "
          + "dismissed.")
    }
    let parentEffect = parent.reduce(into: &parentState, action: parentAction)
    if case .dismiss? = presentationAction, before != nil,
      parentState[keyPath: state].presentationID == before
    {
      parentState[keyPath: state].dismiss()
    }
    guard let before, parentState[keyPath: state].presentationID != before else {
      return childEffect.merging(parentEffect)
    }
    return .merge(
      childEffect, parentEffect, .cancel(id: ChildEffectsID(path: state, element: before)))
  }
}

// MARK: - Dismissing from the child

/// Lets a presented child's effect dismiss it: `await dismiss()`.
///
/// Inside an effect of a child run by `ifLet(_:action:destination:)`
/// it sends that presentation's `.dismiss`; inside an element of a stack it pops the element.
/// Anywhere else it reports an issue naming the call site. A test of a child on its own can
/// override it.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
/// case .saveTapped:
///   return .run { _ in
///     try await client.save()
///     await dismiss()
///   }
/// ```
public struct DismissEffect: Sendable {
  private let override: (@Sendable () async -> Void)?

  /// A dismiss that runs `body` instead, for a test of a child outside its parent. Inside a
  /// presented child the child's own dismissal wins, as in TCA.
  ///
  /// ```swift
  /// let dismissed = LockIsolated(false)
  /// $0.dismiss = DismissEffect { dismissed.setValue(true) }
  /// ```
  public init(_ body: @escaping @Sendable () async -> Void) { override = body }

  init() { override = nil }

  /// Dismisses the child whose effect is running, or reports an issue at the call site when
  /// the effect belongs to no presented child.
  ///
  /// ```swift
  /// await dismiss()
  /// ```
  public func callAsFunction(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    // Inside a presented child, its own dismissal wins over a value set for the whole store:
    // the override is for a child tested on its own.
    if let dismiss = DismissEffect.inPresentation?.dismiss { return await dismiss() }
    if let override { return await override() }
    reportIssue(
      "dismiss() was called from an effect that belongs to no presented child (one run by "
        + "ifLet over @Presents state, or a stack's forEach); nothing was dismissed.",
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// How the child whose effect is running is dismissed; set around each of its effects.
  @TaskLocal static var inPresentation: Presented?

  /// The dismissal of one presented child.
  ///
  /// A struct, not the bare function: Swift 6.3's release build of
  /// `TaskLocal.withValue` crashes in `swift_task_localValuePush` when the value's type is an
  /// optional function type (`(@Sendable () async -> Void)?`), which it was, and opening a
  /// detail in the app's release build ended in a segmentation fault.
  struct Presented: Sendable {
    let dismiss: @Sendable () async -> Void
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the presented child whose effect calls it.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// ```
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// A cancellation id a child feature instance used, kept to that instance: two children of
/// the same feature (two screens on a stack, a pushed one and the presented one, two `Scope`s
/// of one feature) cancel only their own effects by `CancelID.load`.
struct ChildScopedID: Hashable, Sendable {
  let child: ChildEffectsID
  let id: EffectID
}

extension EffectID {
  /// Whether Loop made this id for an owner (a child instance's, or an id kept to one), not a
  /// feature: such ids are never registered under a parent's id of the same value.
  var isOwnerID: Bool { value is ChildScopedID || value is ChildEffectsID }
}

extension Effect {
  /// This effect as one child instance (`scope`) owns it: its cancellation ids (`cancellable`,
  /// `cancel`, `throttle`, and so `debounce`) are kept to that child, so they neither reach
  /// nor are reached by another child's or the parent's.
  @usableFromInline func scoped(to scope: ChildEffectsID) -> Self {
    rewritten(for: scope, dismiss: nil)
  }

  /// This effect as the presented child (or stack element) `scope` runs it: its ids kept to
  /// it as ``scoped(to:)`` does, and `dismiss` in force for its async work, which is what
  /// `await dismiss()` does inside it. `dismiss` gets the effect's own `send`.
  @usableFromInline func asChild(
    of scope: ChildEffectsID, dismiss: @escaping @Sendable @MainActor (Send<Action>) -> Void
  ) -> Self {
    rewritten(for: scope, dismiss: dismiss)
  }

  private func rewritten(
    for scope: ChildEffectsID, dismiss: (@Sendable @MainActor (Send<Action>) -> Void)?
  ) -> Self {
    switch operation {
    case .none, .send: return self
    case .run(let priority, let body):
      guard let dismiss else { return self }
      return Self(
        .run(priority) { send in
          await DismissEffect.$inPresentation.withValue(.init { await dismiss(send) }) {
            await body(send)
          }
        })
    case .merge(let effects):
      return Self(.merge(effects.map { $0.rewritten(for: scope, dismiss: dismiss) }))
    case .concatenate(let effects):
      return Self(.concatenate(effects.map { $0.rewritten(for: scope, dismiss: dismiss) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      let own = Self(
        .cancellable(
          effect.rewritten(for: scope, dismiss: dismiss),
          id: EffectID(ChildScopedID(child: scope, id: id)), cancelInFlight: cancelInFlight))
      // An id the feature chose is also registered under the parent's id of that name, so a
      // parent's `.cancel(id:)` (or `cancelInFlight`) reaches its children's effects of that
      // id, as in TCA; a sibling's never does. (A parent's own registration is rewritten
      // again at its boundary: each effect ends under every prefix of its owner's path.) Ids
      // Loop made for owners are the child's alone.
      if id.isOwnerID { return own }
      return Self(.cancellable(own, id: id, cancelInFlight: false))
    case .cancel(let id):
      return Self(.cancel(EffectID(ChildScopedID(child: scope, id: id))))
    case .cancelMatching(let matches, let before):
      // The ids this child's effects have under its parent: the child's, wrapped.
      return Self(
        .cancelMatching(
          { id in
            guard let scoped = id.value as? ChildScopedID, scoped.child == scope else {
              return false
            }
            return matches(scoped.id)
          }, startedBefore: before))
    case .throttle(let effect, let id, let timing):
      let own = Self(
        .throttle(
          effect.rewritten(for: scope, dismiss: dismiss),
          id: EffectID(ChildScopedID(child: scope, id: id)), timing))
      // Its window is the child's; its effects answer a parent's cancel too, as above.
      if id.isOwnerID { return own }
      return Self(.cancellable(own, id: id, cancelInFlight: false))
    }
  }
}
