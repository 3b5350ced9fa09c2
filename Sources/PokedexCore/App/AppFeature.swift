import Loop

/// The whole Pokédex: three screens (list, search, favourites) and at most one Pokémon detail
/// presented over them. The terminal front renders this state and sends these actions.
public struct AppFeature: Reducer, Sendable {
  /// The screens a user switches between.
  public enum Tab: String, CaseIterable, Equatable, Sendable, Codable {
    case list, search, favorites
  }

  public struct State: Equatable, Encodable {
    public var tab: Tab = .list
    public var list = PokemonListFeature.State()
    public var search = SearchFeature.State()
    public var favorites = FavoritesFeature.State()
    /// The presented detail, if any: presenting is assigning, dismissing is setting nil.
    public var detail: PokemonDetailFeature.State?
    /// Whether the data source has sprites to show; told by ``Action/sourceDescribed(hasSprites:)``,
    /// so a recording replays the same way with any source, or none.
    public var sourceHasSprites = false

    public init() {}
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    /// What the data source can do, told once before ``onAppear``.
    case sourceDescribed(hasSprites: Bool)
    case tabSelected(Tab)
    case list(PokemonListFeature.Action)
    case search(SearchFeature.Action)
    case favorites(FavoritesFeature.Action)
    case detail(PokemonDetailFeature.Action)

    public var list: PokemonListFeature.Action? {
      if case .list(let action) = self { action } else { nil }
    }
    public var search: SearchFeature.Action? {
      if case .search(let action) = self { action } else { nil }
    }
    public var favorites: FavoritesFeature.Action? {
      if case .favorites(let action) = self { action } else { nil }
    }
    public var detail: PokemonDetailFeature.Action? {
      if case .detail(let action) = self { action } else { nil }
    }
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.list, action: CasePath(Action.list, \.list)) { PokemonListFeature() }
    Scope(state: \.search, action: CasePath(Action.search, \.search)) { SearchFeature() }
    Scope(state: \.favorites, action: CasePath(Action.favorites, \.favorites)) {
      FavoritesFeature()
    }
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .send(.list(.onAppear))

      case .sourceDescribed(let hasSprites):
        state.sourceHasSprites = hasSprites
        return .none

      case .tabSelected(let tab):
        state.tab = tab
        state.detail = nil
        return tab == .favorites ? .send(.favorites(.onAppear)) : .none

      case .list(.rowTapped(let pokemon)), .search(.resultTapped(let pokemon)),
        .favorites(.rowTapped(let pokemon)):
        state.detail = PokemonDetailFeature.State(
          pokemon: pokemon, sourceHasSprites: state.sourceHasSprites)
        return .send(.detail(.onAppear))

      case .detail(.delegate(.dismissRequested)):
        state.detail = nil
        // Favourites may have changed on the detail screen; pick up any new ones.
        return state.tab == .favorites ? .send(.favorites(.onAppear)) : .none

      case .list, .search, .favorites, .detail:
        return .none
      }
    }
    .ifLet(\.detail, action: CasePath(Action.detail, \.detail)) { PokemonDetailFeature() }
  }
}
