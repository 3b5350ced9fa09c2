import Loop

/// The browsable list of every Pokémon, loaded a page at a time as the user scrolls.
public struct PokemonListFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The rows loaded so far. `failed` only when the first page failed; a later page's
    /// failure keeps the rows and sets `pageFailure`.
    public var pokemon: LoadState<[Pokemon]> = .idle
    /// A page after the first is on its way.
    public var isLoadingPage = false
    /// Why the last page after the first failed; cleared by `retryTapped`.
    public var pageFailure: String?
    /// How many Pokémon the filtered list has, once known.
    public var totalCount: Int?
    /// Type and generation filters.
    public var filters = FiltersFeature.State()
    /// The user's favourites, shared with every screen.
    @Shared(.favorites) public var favorites: Set<Int>

    public init() {}

    /// The rows loaded so far.
    public var rows: [Pokemon] { pokemon.value ?? [] }

    /// Whether another page can be asked for.
    public var canLoadMore: Bool {
      guard let totalCount, pokemon.value != nil else { return false }
      return rows.count < totalCount
    }

    /// The user-facing failure, if any, with what to do about it.
    public var failure: String? { pokemon.failure ?? pageFailure }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case reachedEnd
    case retryTapped
    case listReceived(offset: Int, PokemonPage)
    case listFailed(offset: Int, String)
    case rowTapped(Pokemon)
    case favoriteToggled(Int)
    case filters(FiltersFeature.Action)

    public var filters: FiltersFeature.Action? {
      if case .filters(let action) = self { action } else { nil }
    }
    public var listReceived: PokemonPage? {
      if case .listReceived(_, let page) = self { page } else { nil }
    }
  }

  /// Rows per page.
  public static let pageSize = 20
  enum CancelID { case page }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.filters, action: CasePath(Action.filters, \.filters)) { FiltersFeature() }
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard case .idle = state.pokemon else { return .none }
        return load(&state, offset: 0)

      case .reachedEnd:
        guard !state.isLoadingPage, !state.pokemon.isLoading, state.pageFailure == nil,
          state.canLoadMore
        else { return .none }
        return load(&state, offset: state.rows.count)

      case .retryTapped:
        if state.pokemon.failure != nil { return load(&state, offset: 0) }
        guard state.pageFailure != nil else { return .none }
        state.pageFailure = nil
        return load(&state, offset: state.rows.count)

      case .listReceived(let offset, let page):
        state.isLoadingPage = false
        state.totalCount = page.totalCount
        state.pokemon = .loaded(offset == 0 ? page.pokemon : state.rows + page.pokemon)
        return .none

      case .listFailed(let offset, let message):
        state.isLoadingPage = false
        if offset == 0 {
          state.pokemon = .failed(message)
        } else {
          state.pageFailure = message
        }
        return .none

      case .favoriteToggled(let id):
        state.$favorites.withLock { $0.toggle(id) }
        return .none

      case .filters:
        state.totalCount = nil
        state.pageFailure = nil
        return load(&state, offset: 0)

      case .rowTapped:
        return .none
      }
    }
  }

  private func load(_ state: inout State, offset: Int) -> Effect<Action> {
    if offset == 0 {
      state.pokemon = .loading
      state.isLoadingPage = false
    } else {
      state.isLoadingPage = true
    }
    let filter = state.filters.filter
    return .run { send in
      let page = try await client.fetchPage(Self.pageSize, offset, filter)
      await send(.listReceived(offset: offset, page))
    } catch: { error, send in
      await send(.listFailed(offset: offset, "Couldn't load Pokémon: \(error)"))
    }
    .cancellable(id: CancelID.page, cancelInFlight: true)
  }
}

extension Set {
  /// Inserts `member` if absent, removes it if present.
  mutating func toggle(_ member: Element) {
    if remove(member) == nil { insert(member) }
  }
}
