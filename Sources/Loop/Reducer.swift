/// A feature's logic: how an action changes state, and what work follows.
///
/// A reducer is pure: it mutates `state`, returns an ``Effect``, and does no I/O and reads no
/// clock itself. Write either `reduce(into:action:)` or a `body` built from other reducers:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action: Equatable { case incrementTapped }
///   var body: some Reducer<State, Action> {
///     Reduce { state, action in
///       switch action {
///       case .incrementTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// What can happen to the feature: user events and effect results, named as past facts.
  associatedtype Action: Sendable
  /// The reducer `body` is built from; `Never` when `reduce(into:action:)` is written directly.
  associatedtype Body

  /// Applies `action` to `state` and returns the work that follows.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action> var body: Body { get }
}

/// Shorthand for a reducer over `R`'s state and action.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// Not used: the reducer implements `reduce(into:action:)` itself.
  public var body: Never {
    fatalError("\(Self.self) has no body; it implements reduce(into:action:).")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer made from a closure, for the logic of a feature's own actions.
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Wraps `reduce`.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that changes nothing and returns no effect.
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// An empty reducer.
  @inlinable public init() {}
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Groups reducers into one, run in order. Useful to apply a modifier to several at once.
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers built by `build`.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

extension Never: Reducer {
  public typealias State = Never
  public typealias Action = Never
  public typealias Body = Never
  public func reduce(into state: inout Never, action: Never) -> Effect<Never> {}
}

/// Builds a reducer from a list of reducers, `if`, `if`/`else`, `switch` and `for`.
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1)
    -> SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    SequenceReducer(first: accumulated, second: next)
  }

  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action { OptionalReducer(wrapped: reducer) }

  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(first: First)
    -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action { .first(first) }

  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(second: Second)
    -> EitherReducer<First, Second>
  where Second.State == State, Second.Action == Action { .second(second) }

  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ArrayReducer<R>
  where R.State == State, R.Action == Action { ArrayReducer(reducers: reducers) }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(reducer) }
}

/// Two reducers run one after the other; their effects are merged.
public struct SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let first: R0
  @usableFromInline let second: R1

  @inlinable init(first: R0, second: R1) {
    self.first = first
    self.second = second
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let a = first.reduce(into: &state, action: action)
    let b = second.reduce(into: &state, action: action)
    if a.isNone { return b }
    if b.isNone { return a }
    return .merge(a, b)
  }
}

/// A reducer that may be absent (an `if` without `else` in a builder).
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?
  @inlinable init(wrapped: Wrapped?) { self.wrapped = wrapped }
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers (`if`/`else` or `switch` in a builder).
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers from a `for` loop in a builder, run in order.
public struct ArrayReducer<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]
  @inlinable init(reducers: [Element]) { self.reducers = reducers }
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}
