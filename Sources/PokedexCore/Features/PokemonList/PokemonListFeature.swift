import Loop

/// The browsable list of every Pokémon, loaded a page at a time as the user scrolls.
///
/// Sorting: the source pages in dex order (pages of 20 suit a network source), and a page of
/// Pokémon sorted by Speed cannot be had from it without every row. So in dex order the list
/// pages as before, and in any other order (``SortFeature``) it asks for all the rows it lacks
/// in one request and sorts them here (from the start, when a filter changes or the app opens
/// sorted, so a partly sorted list never shows). That costs nothing extra where it matters: the embedded
/// source answers from memory, and the live one reads every species' record for any filtered
/// page already. The rows loaded are always the first ones in dex order, so the next request's
/// offset is simply how many there are, whichever order they are shown in.
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
    /// The order the rows are shown in, shared with the favourites and saved.
    public var sort = SortFeature.State()
    /// The user's favourites, shared with every screen.
    @Shared(.favorites) public var favorites: Set<Int>
    /// How many rows the screen shows, as the front end reports it (the terminal's
    /// `ScreenFeature` copies its page height here on each `.resized`): the first page asks for
    /// at least that many, so one answer fills the screen (the first frame waits for it).
    public var rowsOnScreen = PokemonListFeature.pageSize

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
    /// The first rows of the unfiltered list in dex order, which the data source held without
    /// a request (``PokemonClient/rowsAtHand``), told before ``onAppear``. When they hold what
    /// the first request would bring (nothing is loaded or loading, the list has no filter and
    /// is in dex order, and they fill the first page), that much of them becomes the first page,
    /// exactly as if it had been fetched, and ``onAppear`` asks for nothing; otherwise they are
    /// ignored.
    case rowsAtHand(PokemonPage)
    case reachedEnd
    case retryTapped
    case listReceived(offset: Int, PokemonPage)
    case listFailed(offset: Int, String)
    case rowTapped(Pokemon)
    case favoriteToggled(Int)
    case filters(FiltersFeature.Action)
    case sort(SortFeature.Action)

    public var sort: SortFeature.Action? {
      if case .sort(let action) = self { action } else { nil }
    }
    public var filters: FiltersFeature.Action? {
      if case .filters(let action) = self { action } else { nil }
    }
    public var listReceived: PokemonPage? {
      if case .listReceived(_, let page) = self { page } else { nil }
    }
  }

  /// Rows per page.
  public static let pageSize = 20
  /// The limit that asks for every row after the offset, outside dex order.
  public static let allRows = 100_000
  enum CancelID { case page }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.filters, action: CasePath(Action.filters, \.filters)) { FiltersFeature() }
    Scope(state: \.sort, action: CasePath(Action.sort, \.sort)) { SortFeature() }
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard case .idle = state.pokemon else { return .none }
        return load(&state, offset: 0)

      case .rowsAtHand(let page):
        let size = Self.firstPageSize(state)
        guard case .idle = state.pokemon, state.filters.filter.isEmpty,
          state.sort.order.isDexOrder, page.pokemon.count >= min(size, page.totalCount)
        else { return .none }
        state.totalCount = page.totalCount
        state.pokemon = .loaded(Array(page.pokemon.prefix(size)))
        return .none

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
        let rows = offset == 0 ? page.pokemon : state.rows + page.pokemon
        let order = state.sort.order
        state.pokemon = .loaded(order.isDexOrder ? rows : order.sorted(rows))
        return loadRestForOrder(&state)

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

      case .sort:
        if let rows = state.pokemon.value { state.pokemon = .loaded(state.sort.order.sorted(rows)) }
        return loadRestForOrder(&state)

      case .rowTapped:
        return .none
      }
    }
  }

  /// Outside dex order every row is needed: asks for those not loaded yet, unless they are on
  /// their way or the last request failed (`r` retries it).
  private func loadRestForOrder(_ state: inout State) -> Effect<Action> {
    guard !state.sort.order.isDexOrder, state.canLoadMore, !state.isLoadingPage,
      state.pageFailure == nil
    else { return .none }
    return load(&state, offset: state.rows.count)
  }

  /// How many rows the first request asks for: a page, or the screenful when that is more.
  private static func firstPageSize(_ state: State) -> Int { max(pageSize, state.rowsOnScreen) }

  private func load(_ state: inout State, offset: Int) -> Effect<Action> {
    if offset == 0 {
      state.pokemon = .loading
      state.isLoadingPage = false
    } else {
      state.isLoadingPage = true
    }
    let filter = state.filters.filter
    // Outside dex order, every row from `offset` at once (see the type's comment).
    let firstPage = offset == 0 ? Self.firstPageSize(state) : Self.pageSize
    let limit = state.sort.order.isDexOrder ? firstPage : Self.allRows
    return .run { send in
      let page = try await client.fetchPage(limit, offset, filter)
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
