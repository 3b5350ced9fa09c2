import Loop

/// Search as you type: the query updates at once, the lookup runs after 300 ms of quiet on the
/// injected clock, and each keystroke cancels the lookup before it.
public struct SearchFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// What the user typed.
    public var query = ""
    /// Results for the last finished lookup; `idle` while the query is empty.
    public var results: LoadState<[SearchResult]> = .idle
    /// The query `results` answer; behind `query` while a lookup is still to come.
    public var resultsQuery: String?
    /// Type and generation filters.
    public var filters = FiltersFeature.State()
    /// The user's favourites, shared with every screen.
    @Shared(.favorites) public var favorites: Set<Int> = []

    public init(query: String = "") { self.query = query }

    /// Whether the results shown are for an older query (the lookup is still debouncing or on
    /// its way), so acting on them would act on what was typed before.
    public var isAwaitingLookup: Bool {
      !query.allSatisfy(\.isWhitespace) && resultsQuery != query
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case queryChanged(String)
    /// The user wants the results of what is typed now: look up at once, without the debounce.
    case submitted
    case searchResponse(query: String, [SearchResult])
    case searchFailed(String)
    case resultTapped(Pokemon)
    case filters(FiltersFeature.Action)

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
    Scope(state: \.filters, action: CasePath(Action.filters, \.filters)) { FiltersFeature() }
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return lookup(&state)

      case .filters:
        state.resultsQuery = nil  // the results were filtered differently
        return lookup(&state)

      case .submitted:
        return state.isAwaitingLookup ? lookup(&state, after: nil) : .none

      case .searchResponse(let query, let results):
        guard query == state.query else { return .none }
        state.results = .loaded(results)
        state.resultsQuery = query
        return .none

      case .searchFailed(let message):
        state.results = .failed(message)
        return .none

      case .resultTapped:
        return .none
      }
    }
  }

  /// Looks `state.query` up after `delay` of quiet (none: at once), cancelling the lookup
  /// before it.
  private func lookup(_ state: inout State, after delay: Duration? = Self.debounce)
    -> Effect<Action>
  {
    let query = state.query
    guard !query.allSatisfy(\.isWhitespace) else {
      state.results = .idle
      return .cancel(id: CancelID.lookup)
    }
    let filter = state.filters.filter
    return .run { send in
      if let delay { try await clock.sleep(for: delay) }
      await send(.searchResponse(query: query, try await client.search(query, filter)))
    } catch: { error, send in
      await send(.searchFailed("Search failed: \(error)"))
    }
    .cancellable(id: CancelID.lookup, cancelInFlight: true)
  }
}
