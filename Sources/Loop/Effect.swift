/// Work a reducer asks the store to do after it changed state: send more actions, run async
/// code, or cancel work already running. Effects are values; the ``Store`` runs them.
///
/// ```swift
/// case .searchTapped:
///   return .run { [query = state.query] send in
///     await send(.resultsReceived(try await client.search(query)))
///   } catch: { error, send in
///     await send(.searchFailed(error.localizedDescription))
///   }
///   .cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  @usableFromInline
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(TaskPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    case cancellable(Effect, id: EffectID, cancelInFlight: Bool)
    case cancel(EffectID)
    /// Cancels the effects of every id that matches: what a `forEach` returns once rows are
    /// gone, so it need not keep the ids it had to learn which went. Started later than the
    /// turn that returned it (after a `.concatenate`'s earlier parts, or as a throttle's
    /// waiting effect), it cancels only effects started before that turn (the number: see
    /// `stampingCancels(before:)`), not those of rows added meanwhile.
    case cancelMatching(@Sendable (EffectID) -> Bool, startedBefore: Int?)
    case throttle(Effect, id: EffectID, ThrottleTiming)
  }

  @usableFromInline let operation: Operation

  @inlinable init(_ operation: Operation) { self.operation = operation }

  /// An effect that does nothing. Returning it costs nothing at run time.
  ///
  /// ```swift
  /// case .incrementTapped:
  ///   state.count += 1
  ///   return .none
  /// ```
  @inlinable public static var none: Self { Self(.none) }

  /// Sends `action` back into the store right after the current action, before any
  /// asynchronous work gets a turn.
  ///
  /// ```swift
  /// case .closeTapped:
  ///   return .send(.delegate(.dismissRequested))
  /// ```
  public static func send(_ action: Action) -> Self { Self(.send(action)) }

  /// Runs async work that may send actions back.
  ///
  /// The work runs with the dependencies in force where the effect was made: the store's, or
  /// those a `withDependencies` scope or a reducer's ``Reducer/dependency(_:_:)`` set.
  ///
  /// If `operation` throws, `handler` gets the error and may send actions describing it.
  /// Cancellation is not an error: when the effect was cancelled (or throws
  /// `CancellationError`), neither `handler` nor the issue reporter hears about it. Without a
  /// handler, any other error is reported with ``reportIssue(_:at:)``.
  ///
  /// ```swift
  /// return .run { [id = state.id] send in
  ///   await send(.detailReceived(try await client.detail(id)))
  /// } catch: { error, send in
  ///   await send(.detailFailed("\(error)"))
  /// }
  /// ```
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (Send<Action>) async throws -> Void,
    catch handler: (@Sendable (any Error, Send<Action>) async -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Self {
    let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    // The dependencies in force where the effect is made (the store's, a reducer's
    // `.dependency(_:_:)`, or a `withDependencies` scope) are the ones it runs with.
    let dependencies = DependencyValues.current
    return Self(
      .run(priority) { send in
        // The send knows where its effect was made, to say so if it is called after the
        // effect ended; and the handler runs with the operation's dependencies.
        let send = send.made(at: location)
        await DependencyValues.$inTask.withValue(dependencies) {
          do {
            try await operation(send)
          } catch {
            if Task.isCancelled || error is CancellationError { return }
            if let handler {
              await handler(error, send)
            } else {
              reportIssue(
                "An effect threw \(error) and has no catch: handler to turn it into an action.",
                at: location)
            }
          }
        }
      })
  }

  /// Runs all effects at the same time.
  ///
  /// ```swift
  /// return .merge(.send(.loadingStarted), .run { send in await send(.loaded(try await load())) })
  /// ```
  public static func merge(_ effects: Effect...) -> Self { merge(effects) }

  /// Runs all effects at the same time.
  ///
  /// ```swift
  /// return .merge(state.rows.map { row in .send(.row((id: row.id, action: .refresh))) })
  /// ```
  public static func merge(_ effects: [Effect]) -> Self {
    // A loop rather than `filter`: in this generic context `filter` reaches `Array`'s
    // `Collection` conformance through a run-time look-up, a scan of every conformance record
    // the first time (some 50 µs of an app's start-up per element type).
    var kept: [Effect] = []
    for effect in effects where !effect.isNone { kept.append(effect) }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(.merge(kept))
    }
  }

  /// This effect and `other` at the same time, like `.merge` of the two,
  /// but decided inline when either is ``none``: reducers combine effects this way on every
  /// action, and most actions have none.
  ///
  /// ```swift
  /// let effect = Child().reduce(into: &state.child, action: action).merging(.send(.logged))
  /// ```
  @inlinable public func merging(_ other: Self) -> Self {
    if isNone { return other }
    if other.isNone { return self }
    return .merge([self, other])
  }

  /// Runs effects one after another: each starts when the previous one has finished.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in try await client.save(draft) }, .send(.saved))
  /// ```
  public static func concatenate(_ effects: Effect...) -> Self { concatenate(effects) }

  /// Runs effects one after another: each starts when the previous one has finished.
  ///
  /// ```swift
  /// return .concatenate(steps.map { step in .run { _ in try await step.perform() } })
  /// ```
  public static func concatenate(_ effects: [Effect]) -> Self {
    let kept = effects.filter { if case .none = $0.operation { false } else { true } }
    switch kept.count {
    case 0: return .none
    case 1: return kept[0]
    default: return Self(.concatenate(kept))
    }
  }

  /// Makes this effect cancellable with `.cancel(id:)`.
  ///
  /// The effect is registered under `id` the moment the store starts it, so a cancel sent in
  /// the same turn finds it. With `cancelInFlight`, effects already running under `id` are
  /// cancelled first: the usual way to keep only the latest request.
  ///
  /// ```swift
  /// return .run { send in await send(.pageReceived(try await client.page(next))) }
  ///   .cancellable(id: CancelID.page, cancelInFlight: true)
  /// ```
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if case .none = operation { return self }
    return Self(.cancellable(self, id: EffectID(id), cancelInFlight: cancelInFlight))
  }

  /// Cancels every effect of this store running under `id`. A cancelled effect never delivers
  /// another action, and one cancelled in the main-actor turn that started it (the store makes
  /// the tasks of a turn's effects once that turn's job is done) never gets a task at all.
  ///
  /// ```swift
  /// case .stopTapped:
  ///   return .cancel(id: CancelID.timer)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self { Self(.cancel(EffectID(id))) }

  /// Turns the actions this effect sends into another action type, typically a parent's.
  ///
  /// ```swift
  /// let childEffect = Search().reduce(into: &state.search, action: searchAction)
  /// return childEffect.map(Action.search)
  /// ```
  @inlinable
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other)
    -> Effect<Other>
  {
    // Most actions a child handles have no effect: that case stays in the caller's code.
    if case .none = operation { return .none }
    return mapped(transform)
  }

  @usableFromInline func mapped<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other)
    -> Effect<Other>
  {
    switch operation {
    case .none: return .none
    case .send(let action): return .send(transform(action))
    case .run(let priority, let body):
      return Effect<Other>(
        .run(priority) { send in
          await body(
            Send<Action>(origin: send.origin) { action, origin in
              send.deliverNow(transform(action), from: origin)
            })
        })
    case .merge(let effects): return Effect<Other>(.merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<Other>(.concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect<Other>(
        .cancellable(effect.map(transform), id: id, cancelInFlight: cancelInFlight))
    case .cancel(let id): return Effect<Other>(.cancel(id))
    case .cancelMatching(let matches, let before):
      return Effect<Other>(.cancelMatching(matches, startedBefore: before))
    case .throttle(let effect, let id, let timing):
      return Effect<Other>(.throttle(effect.map(transform), id: id, timing))
    }
  }

  /// This effect with each `cancelMatching` in it limited to the effects numbered below
  /// `number` (those started before now), for a store that starts it later.
  @usableFromInline func stampingCancels(before number: Int) -> Effect {
    switch operation {
    case .none, .send, .run, .cancel: return self
    case .cancelMatching(let matches, let before):
      return before == nil ? Effect(.cancelMatching(matches, startedBefore: number)) : self
    case .merge(let effects):
      return Effect(.merge(effects.map { $0.stampingCancels(before: number) }))
    case .concatenate(let effects):
      return Effect(.concatenate(effects.map { $0.stampingCancels(before: number) }))
    case .cancellable(let effect, let id, let cancelInFlight):
      return Effect(
        .cancellable(effect.stampingCancels(before: number), id: id, cancelInFlight: cancelInFlight)
      )
    case .throttle(let effect, let id, let timing):
      return Effect(.throttle(effect.stampingCancels(before: number), id: id, timing))
    }
  }

  /// Whether this is ``none``.
  ///
  /// ```swift
  /// #expect(Search().reduce(into: &state, action: .resultsReceived([])).isNone)
  /// ```
  @inlinable public var isNone: Bool { if case .none = operation { true } else { false } }
}

/// The function an effect uses to send actions back to its store.
///
/// Call it with `await send(.something)`. After the effect is cancelled it does nothing, so a
/// late result never reaches the reducer: the store checks it on the main actor, where the
/// action is delivered. Called after its effect ended (captured by a `Task` the effect did not
/// wait for), it delivers nothing and reports an issue naming where the effect was made.
///
/// ```swift
/// return .run { send in
///   for await event in client.events() { await send(.eventArrived(event)) }
/// }
/// ```
public struct Send<Action: Sendable>: Sendable {
  let deliver: @Sendable @MainActor (Action, SendOrigin) -> Void
  /// The effect this send belongs to, for the store to check it is still running.
  @usableFromInline let origin: SendOrigin

  /// Wraps a delivery function; stores make these, tests rarely need to.
  ///
  /// ```swift
  /// let send = Send<Search.Action> { action in received.append(action) }
  /// ```
  public init(_ deliver: @escaping @Sendable @MainActor (Action) -> Void) {
    self.deliver = { action, _ in deliver(action) }
    self.origin = SendOrigin(effect: -1, location: nil)
  }

  /// A send for the effect `origin` names, delivering through `deliver`.
  @usableFromInline init(
    origin: SendOrigin, _ deliver: @escaping @Sendable @MainActor (Action, SendOrigin) -> Void
  ) {
    self.deliver = deliver
    self.origin = origin
  }

  /// This send, knowing the source location of the effect it serves.
  func made(at location: CodeLocation) -> Self {
    Self(origin: SendOrigin(effect: origin.effect, location: location), deliver)
  }

  /// Sends `action` unless the current task has been cancelled.
  ///
  /// It runs where its caller runs, and delivers on the main actor: by a hop from an effect's
  /// own work, at once from main-actor code or from a `TestStore`'s effect (which runs inside
  /// the test's step, on the main actor).
  ///
  /// ```swift
  /// await send(.resultsReceived(results))
  /// ```
  public nonisolated(nonsending) func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    if InlineMainActor.isActive {
      InlineMainActor.run { deliver(action, origin) }
    } else {
      await deliver(action, origin)
    }
  }

  /// Delivers `action` now, unless the current task has been cancelled: what a mapped
  /// `Send` does with its parent's. `inner` is the origin the child's send knew (where its
  /// effect was made), kept when this send knows none.
  @MainActor @usableFromInline func deliverNow(_ action: Action, from inner: SendOrigin? = nil) {
    guard !Task.isCancelled else { return }
    deliver(action, SendOrigin(effect: origin.effect, location: inner?.location ?? origin.location))
  }
}

/// Which effect of a store a ``Send`` serves, and where that effect was made.
@usableFromInline
struct SendOrigin: Sendable {
  /// The store's number for the effect; -1 for a send no store made.
  @usableFromInline let effect: Int
  @usableFromInline let location: CodeLocation?

  @inlinable init(effect: Int, location: CodeLocation?) {
    self.effect = effect
    self.location = location
  }
}

/// A type-erased cancellation identifier. Built only from `Hashable & Sendable` values.
///
/// Two ids are equal when they hold equal values of the same type. Not `AnyHashable`: making
/// one costs dynamic casts (for bridged and custom representations), and every cancellable
/// effect and every cancel makes one.
@usableFromInline
struct EffectID: Hashable, Sendable {
  @usableFromInline let value: any Hashable & Sendable
  /// The value's hash, seeded with its type.
  @usableFromInline let hash: Int

  @inlinable init<Value: Hashable & Sendable>(_ value: Value) {
    self.value = value
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(Value.self))
    hasher.combine(value)
    hash = hasher.finalize()
  }

  @usableFromInline static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.hash == rhs.hash && lhs.value.isEqual(to: rhs.value)
  }

  @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension Hashable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Hashable) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// Shorthand for the effects of feature `R`: `Effect<R.Action>`.
///
/// ```swift
/// func lookUp(_ query: String) -> EffectOf<Search> {
///   .run { send in await send(.resultsReceived(try await client.search(query))) }
/// }
/// ```
public typealias EffectOf<R: Reducer> = Effect<R.Action>
