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
  ///
  /// ```swift
  /// struct State: Equatable { var query = ""; var results: [String] = [] }
  /// ```
  associatedtype State
  /// What can happen to the feature: user events and effect results, named as past facts.
  ///
  /// ```swift
  /// enum Action: Equatable, Sendable { case queryChanged(String), resultsReceived([String]) }
  /// ```
  associatedtype Action: Sendable
  /// The reducer `body` is built from; `Never` when `reduce(into:action:)` is written directly.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { Reduce { state, action in .none } }
  /// ```
  associatedtype Body

  /// Applies `action` to `state` and returns the work that follows.
  ///
  /// ```swift
  /// func reduce(into state: inout State, action: Action) -> Effect<Action> {
  ///   switch action {
  ///   case .incrementTapped:
  ///     state.count += 1
  ///     return .none
  ///   }
  /// }
  /// ```
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.search, action: CasePath(Action.search, \.search)) { Search() }
  ///   Reduce { state, action in .none }
  /// }
  /// ```
  @ReducerBuilder<State, Action> var body: Body { get }
}

/// Shorthand for a reducer over `R`'s state and action.
///
/// ```swift
/// var body: some ReducerOf<Self> { Reduce { state, action in .none } }
/// ```
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// Not used: the reducer implements `reduce(into:action:)` itself.
  ///
  /// ```swift
  /// struct Plain: Reducer {  // no body: reduce(into:action:) is written directly
  ///   func reduce(into state: inout Int, action: Void) -> Effect<Void> { .none }
  /// }
  /// ```
  public var body: Never {
    fatalError("\(Self.self) has no body; it implements reduce(into:action:).")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs `body`.
  ///
  /// ```swift
  /// let feature = Search()
  /// let effect = feature.reduce(into: &state, action: .queryChanged("pika"))
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer made from a closure, for the logic of a feature's own actions.
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .incrementTapped:
///     state.count += 1
///     return .none
///   }
/// }
/// ```
public struct Reduce<State, Action: Sendable>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Wraps `reduce`.
  ///
  /// ```swift
  /// Reduce<Int, Bool> { count, isUp in
  ///   count += isUp ? 1 : -1
  ///   return .none
  /// }
  /// ```
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Wraps another reducer, erasing its type.
  ///
  /// ```swift
  /// let erased: Reduce<Search.State, Search.Action> = Reduce(Search())
  /// ```
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = reducer.reduce(into:action:)
  }

  /// Calls the closure.
  ///
  /// ```swift
  /// let effect = Reduce(Search()).reduce(into: &state, action: .queryChanged(""))
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}

/// A reducer that changes nothing and returns no effect.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   if isEnabled { Analytics() } else { EmptyReducer() }
/// }
/// ```
public struct EmptyReducer<State, Action: Sendable>: Reducer {
  /// An empty reducer.
  ///
  /// ```swift
  /// let nothing = EmptyReducer<Search.State, Search.Action>()
  /// ```
  @inlinable public init() {}
  /// Returns ``Effect/none`` and leaves `state` as it is.
  ///
  /// ```swift
  /// EmptyReducer<Int, Bool>().reduce(into: &count, action: true)  // .none
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// Groups reducers into one, run in order. Useful to apply a modifier to several at once.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.search, action: CasePath(Action.search, \.search)) { Search() }
///   Reduce { state, action in .none }
/// }
/// ._printChanges()
/// ```
public struct CombineReducers<State, Action: Sendable, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline let reducers: Reducers

  /// Combines the reducers built by `build`.
  ///
  /// ```swift
  /// CombineReducers { Search(); Favorites() }
  /// ```
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    reducers = build()
  }

  /// Runs each reducer in order and merges their effects.
  ///
  /// ```swift
  /// let effect = CombineReducers { Search() }.reduce(into: &state, action: .queryChanged("a"))
  /// ```
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}

/// Builds a reducer from a list of reducers, `if`, `if`/`else`, `switch` and `for`.
///
/// Every `body` and every closure marked `@ReducerBuilder` uses it:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///   Scope(state: \.list, action: CasePath(Action.list, \.list)) { PokemonList() }
///   if showsSearch {
///     Scope(state: \.search, action: CasePath(Action.search, \.search)) { Search() }
///   }
///   Reduce { state, action in .none }
/// }
/// ```
@resultBuilder
public enum ReducerBuilder<State, Action: Sendable> {
  /// Accepts a reducer over this builder's state and action.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { Search() }
  /// ```
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }

  /// Accepts a reducer that has a `body`, building that body here, once.
  ///
  /// A store builds its reducer once, so every `body` in its tree (a child's inside a
  /// ``Scope``, the child's children) is built once per store instead of again for every
  /// action, which cost far more than running the reducers themselves.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {
  ///   Scope(state: \.search, action: CasePath(Action.search, \.search)) { Search() }  // built once
  /// }
  /// ```
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> BuiltBody<R.Body>
  where
    R.State == State, R.Action == Action, R.Body: Reducer, R.Body.State == State,
    R.Body.Action == Action
  { BuiltBody(reducer.body) }

  /// An empty body: ``EmptyReducer``.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> {}
  /// ```
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// The first reducer of a list.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { Search() }
  /// ```
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  /// Each further reducer of a list, run after the ones before it.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { Search(); Favorites() }
  /// ```
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(accumulated: R0, next: R1)
    -> SequenceReducer<R0, R1>
  where R0.State == State, R0.Action == Action, R1.State == State, R1.Action == Action {
    SequenceReducer(first: accumulated, second: next)
  }

  /// An `if` without `else`.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { if logs { Logger() } }
  /// ```
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> OptionalReducer<R>
  where R.State == State, R.Action == Action { OptionalReducer(wrapped: reducer) }

  /// The first branch of an `if`/`else` or `switch`.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { if online { LiveSync() } else { OfflineQueue() } }
  /// ```
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(first: First)
    -> EitherReducer<First, Second>
  where First.State == State, First.Action == Action { .first(first) }

  /// The second branch of an `if`/`else` or `switch`.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { if online { LiveSync() } else { OfflineQueue() } }
  /// ```
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(second: Second)
    -> EitherReducer<First, Second>
  where Second.State == State, Second.Action == Action { .second(second) }

  /// A `for` loop: one reducer per element.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { for rule in rules { Validator(rule: rule) } }
  /// ```
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ArrayReducer<R>
  where R.State == State, R.Action == Action { ArrayReducer(reducers: reducers) }

  /// An `if #available` branch, type-erased so the body's type does not depend on the OS.
  ///
  /// ```swift
  /// var body: some Reducer<State, Action> { if #available(macOS 15, *) { NewSearch() } }
  /// ```
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(reducer) }
}

/// A reducer's `body`, built once: what ``ReducerBuilder`` makes of a reducer that has one.
///
/// Generic over the body's own type, not over the reducer whose body it is: its type
/// metadata then needs no lookup of an associated type, which at run time means demangling the
/// body's type and checking each of its conformances by scanning the program's conformance
/// records (a millisecond or two of the app's start-up, for its tree of features).
///
/// ```swift
/// var body: some Reducer<State, Action> { Search() }  // BuiltBody<Search.Body>
/// ```
public struct BuiltBody<Content: Reducer>: Reducer {
  /// The body, on the heap: a parent holding this stays one reference wide, so the compiler's
  /// copies of a reducer as it calls down the tree (it copies large structs it passes) stay
  /// small instead of carrying every child with them.
  @usableFromInline let storage: Storage

  @usableFromInline final class Storage {
    @usableFromInline let built: Content
    @inlinable init(_ built: Content) { self.built = built }
  }

  /// Keeps a body built once.
  ///
  /// ```swift
  /// let search = BuiltBody(Search().body)
  /// ```
  @inlinable public init(_ body: Content) { storage = Storage(body) }

  /// Runs the body built at init.
  ///
  /// ```swift
  /// let effect = BuiltBody(Search().body).reduce(into: &state, action: .queryChanged("pika"))
  /// ```
  @inlinable @inline(__always)
  public func reduce(into state: inout Content.State, action: Content.Action)
    -> Effect<Content.Action>
  {
    storage.built.reduce(into: &state, action: action)
  }
}

/// Two reducers run one after the other; their effects are merged.
///
/// ``ReducerBuilder`` makes these from lists; you rarely name the type:
///
/// ```swift
/// var body: some Reducer<State, Action> { Search(); Favorites() }  // SequenceReducer
/// ```
public struct SequenceReducer<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let first: R0
  @usableFromInline let second: R1

  @inlinable init(first: R0, second: R1) {
    self.first = first
    self.second = second
  }

  /// Runs the first reducer, then the second, and merges their effects.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .appeared)
  /// ```
  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let a = first.reduce(into: &state, action: action)
    return a.merging(second.reduce(into: &state, action: action))
  }
}

/// A reducer that may be absent (an `if` without `else` in a builder).
///
/// ```swift
/// var body: some Reducer<State, Action> { if logs { Logger() } }  // OptionalReducer
/// ```
public struct OptionalReducer<Wrapped: Reducer>: Reducer {
  @usableFromInline let wrapped: Wrapped?
  @inlinable init(wrapped: Wrapped?) { self.wrapped = wrapped }
  /// Runs the wrapped reducer if there is one; else returns ``Effect/none``.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .appeared)
  /// ```
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    wrapped?.reduce(into: &state, action: action) ?? .none
  }
}

/// One of two reducers (`if`/`else` or `switch` in a builder).
///
/// ```swift
/// var body: some Reducer<State, Action> { if online { LiveSync() } else { OfflineQueue() } }
/// ```
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  /// The `if` branch (or an earlier `switch` case).
  ///
  /// ```swift
  /// let chosen = EitherReducer<LiveSync, OfflineQueue>.first(LiveSync())
  /// ```
  case first(First)
  /// The `else` branch (or a later `switch` case).
  ///
  /// ```swift
  /// let chosen = EitherReducer<LiveSync, OfflineQueue>.second(OfflineQueue())
  /// ```
  case second(Second)

  /// Runs the chosen branch.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .appeared)
  /// ```
  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case .first(let reducer): reducer.reduce(into: &state, action: action)
    case .second(let reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers from a `for` loop in a builder, run in order.
///
/// ```swift
/// var body: some Reducer<State, Action> { for rule in rules { Validator(rule: rule) } }
/// ```
public struct ArrayReducer<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]
  @inlinable init(reducers: [Element]) { self.reducers = reducers }
  /// Runs every reducer in order and merges their effects.
  ///
  /// ```swift
  /// let effect = body.reduce(into: &state, action: .appeared)
  /// ```
  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<
    Element.Action
  > {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

/// A writable key path into a reducer's state, with the offset of the stored property it names
/// when it names one: reaching the child's state is then pointer arithmetic, where a key path
/// projection is several calls into the runtime. ``Scope`` and `ifLet` reach their child's
/// state through one on every action.
@usableFromInline
struct StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// Where the value lies in `Root`'s storage; nil for a computed property or a class.
  @usableFromInline let offset: Int?

  @inlinable init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Calls `body` with the value in `root`, in place.
  @inlinable func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    guard let offset else { return body(&root[keyPath: keyPath]) }
    // `offset(of:)` gave the stored property's place in `Root`'s inline storage, which holds a
    // `Value` there: `root` is held exclusively for the call.
    return withUnsafeMutablePointer(to: &root) { pointer in
      body(&(UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self).pointee)
    }
  }
}
