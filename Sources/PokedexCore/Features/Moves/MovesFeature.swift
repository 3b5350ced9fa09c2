import Loop

/// The move browser: every move, narrowed as you type (debounced as the Pokémon search is) and
/// by type and category; a result opens in ``MoveDetailFeature``.
///
/// ```swift
/// store.send(.moves(.binding(.set(\.query, "thunderbolt"))))
/// ```
public struct MovesFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable, CodableBindings {
    /// What the user typed; empty lists every move.
    public var query = ""
    /// The types and categories kept.
    public var filter = MoveFilter()
    /// The moves of the last finished lookup; `idle` until the screen first appears.
    public var results: LoadState<[MoveSearchResult]> = .idle
    /// The query and filter `results` answer; behind while a lookup is still to come.
    public var resultsFor: Lookup?

    /// A lookup's question.
    public struct Lookup: Equatable, Sendable, Codable {
      public var query: String
      public var filter: MoveFilter
    }

    public init(query: String = "") { self.query = query }

    /// The query is the field a recording's binding sets.
    public static let codableBindings: [CodableBinding<Self>] = [.field("query", \.query)]

    /// Whether the results shown answer an older query or filter.
    public var isAwaitingLookup: Bool { resultsFor != Lookup(query: query, filter: filter) }
  }

  public enum Action: BindableAction, Equatable, Sendable, Codable {
    /// The user typed: `.binding(.set(\.query, text))`.
    case binding(BindingAction<State>)
    /// The screen is shown: the first lookup runs at once.
    case onAppear
    /// Look up what is typed now, without the debounce (Enter, or `r` after a failure).
    case submitted
    case typeToggled(PokemonType)
    case categoryToggled(DamageClass)
    case searchResponse(State.Lookup, [MoveSearchResult])
    case searchFailed(String)
    /// A move was opened; the app presents it.
    case resultTapped(MoveInfo)

    public var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
    public var searchResponse: [MoveSearchResult]? {
      if case .searchResponse(_, let results) = self { results } else { nil }
    }
  }

  enum CancelID { case lookup }

  @Dependency(\.pokemonClient) var client
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.query):
        return lookup(state)

      case .binding, .resultTapped:
        return .none

      case .onAppear:
        return state.results.value == nil ? lookup(state, debounced: false) : .none

      case .submitted:
        return state.isAwaitingLookup ? lookup(state, debounced: false) : .none

      case .typeToggled(let type):
        state.filter.types.formSymmetricDifference([type])
        return lookup(state, debounced: false)

      case .categoryToggled(let category):
        state.filter.categories.formSymmetricDifference([category])
        return lookup(state, debounced: false)

      case .searchResponse(let lookup, let results):
        guard lookup == State.Lookup(query: state.query, filter: state.filter) else { return .none }
        state.results = .loaded(results)
        state.resultsFor = lookup
        return .none

      case .searchFailed(let message):
        state.results = .failed(message)
        return .none
      }
    }
  }

  /// Looks the query and filter up after the debounce (or at once), cancelling the lookup
  /// before it.
  private func lookup(_ state: State, debounced: Bool = true) -> EffectOf<Self> {
    let lookup = State.Lookup(query: state.query, filter: state.filter)
    let search = Effect<Action>.run { send in
      await send(.searchResponse(lookup, try await client.searchMoves(lookup.query, lookup.filter)))
    } catch: { error, send in
      await send(.searchFailed("Couldn't search the moves: \(error)"))
    }
    return debounced
      ? search.debounce(id: CancelID.lookup, for: SearchFeature.debounce, clock: clock)
      : search.cancellable(id: CancelID.lookup, cancelInFlight: true)
  }
}
