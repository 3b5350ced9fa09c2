import Loop

/// Search as you type: the query is a binding that updates at once, the lookup is debounced by
/// 300 ms on the injected clock, and each keystroke cancels the lookup before it.
///
/// The query may hold terms (``PokemonQuery``: `type:dragon spe>100 -is:legendary`). One that
/// cannot be read is named in ``State/queryProblem`` with what was expected, and the results
/// stay those of the last query that could.
///
/// ```swift
/// store.send(.binding(.set(\.query, "pika")))
/// ```
public struct SearchFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable, CodableBindings {
    /// What the user typed.
    public var query = ""
    /// Results for the last finished lookup; `idle` while the query is empty.
    public var results: LoadState<[SearchResult]> = .idle
    /// The query `results` answer; behind `query` while a lookup is still to come.
    public var resultsQuery: String?
    /// The query's first term that cannot be read (or names nothing), and what was expected;
    /// nil when it reads.
    public var queryProblem: String?
    /// Type and generation filters.
    public var filters = FiltersFeature.State()
    /// The user's favourites, shared with every screen; search only shows them.
    @SharedReader(.favorites) public var favorites: Set<Int>

    public init(query: String = "") { self.query = query }

    /// The query is the field a recording's binding sets; it keeps this name in recordings.
    public static let codableBindings: [CodableBinding<Self>] = [.field("query", \.query)]

    /// Whether the results shown are for an older query (the lookup is still debouncing or on
    /// its way), so acting on them would act on what was typed before.
    public var isAwaitingLookup: Bool {
      !query.allSatisfy(\.isWhitespace) && resultsQuery != query
    }
  }

  /// `Codable` for recordings: the binding case encodes through ``State/codableBindings``, so a
  /// recorded keystroke reads `{"binding":{"_0":{"field":"query","value":"pika"}}}`.
  public enum Action: BindableAction, Equatable, Sendable, Codable {
    /// The user typed: `.binding(.set(\.query, text))`.
    case binding(BindingAction<State>)
    /// The user wants the results of what is typed now: look up at once, without the debounce.
    case submitted
    case searchResponse(query: String, [SearchResult])
    case searchFailed(String)
    /// The query names something the source does not know (`ability:levitat`).
    case queryRejected(query: String, String)
    case resultTapped(Pokemon)
    case filters(FiltersFeature.Action)

    public var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
    public var filters: FiltersFeature.Action? {
      if case .filters(let action) = self { action } else { nil }
    }
    public var searchResponse: [SearchResult]? {
      if case .searchResponse(_, let results) = self { results } else { nil }
    }
  }

  /// How long typing must pause before a lookup runs.
  public static let debounce = Duration.milliseconds(300)
  enum CancelID { case lookup }

  @Dependency(\.pokemonClient) var client
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer()
    Scope(state: \.filters, action: CasePath(Action.filters, \.filters)) { FiltersFeature() }
    Reduce { state, action in
      switch action {
      case .binding(\.query):
        return lookup(&state)

      case .binding:
        return .none

      case .filters:
        state.resultsQuery = nil  // the results were filtered differently
        return lookup(&state)

      case .submitted:
        return state.isAwaitingLookup ? lookup(&state, debounced: false) : .none

      case .searchResponse(let query, let results):
        guard query == state.query else { return .none }
        state.results = .loaded(results)
        state.resultsQuery = query
        state.queryProblem = nil
        return .none

      case .queryRejected(let query, let problem):
        guard query == state.query else { return .none }
        reject(&state, problem)
        return .none

      case .searchFailed(let message):
        state.results = .failed(message)
        return .none

      case .resultTapped:
        return .none
      }
    }
  }

  /// Names the problem and keeps the last results, as the answer to what is typed (Enter acts
  /// on them rather than waiting for a lookup that will not come).
  private func reject(_ state: inout State, _ problem: String) {
    state.queryProblem = problem
    state.resultsQuery = state.query
  }

  /// Looks `state.query` up after the debounce (or at once), cancelling the lookup before it.
  private func lookup(_ state: inout State, debounced: Bool = true) -> EffectOf<Self> {
    let query = state.query
    guard !query.allSatisfy(\.isWhitespace) else {
      state.results = .idle
      state.queryProblem = nil
      return .cancel(id: CancelID.lookup)
    }
    if case .failure(let problem) = PokemonQuery.parse(query) {
      reject(&state, problem.description)
      return .cancel(id: CancelID.lookup)
    }
    let filter = state.filters.filter
    let search = Effect<Action>.run { send in
      await send(.searchResponse(query: query, try await client.search(query, filter)))
    } catch: { error, send in
      if let problem = error as? PokemonQuery.Problem {
        await send(.queryRejected(query: query, problem.description))
      } else {
        await send(.searchFailed("Search failed: \(error)"))
      }
    }
    return debounced
      ? search.debounce(id: CancelID.lookup, for: Self.debounce, clock: clock)
      : search.cancellable(id: CancelID.lookup, cancelInFlight: true)
  }
}
