import Loop

/// The user's favourite Pokémon, in the list's order (``SortFeature``). Unfavouriting here (or
/// anywhere) updates every screen at once, because they all hold the same shared set. Removing
/// them all asks first, with an alert; nothing is removed unless it is confirmed.
public struct FavoritesFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The favourite ids, shared with every screen and saved to disk.
    @Shared(.favorites) public var favorites: Set<Int>
    /// The order the list is in, which the favourites follow.
    @Shared(.sortOrder) public var order: SortOrder = .number
    /// The favourites' details, loaded on appear.
    public var loaded: LoadState<[Pokemon]> = .idle
    /// Favourites the source has no Pokémon for (one made with another source, or a file
    /// edited by hand). They stay in the favourites, and the screen names them.
    public var missing: [Int] = []
    /// The question asked before removing every favourite, while it is open.
    @Presents public var alert: AlertState<Action.Alert>?

    public init() {}

    /// The favourites to show, in the list's order: loaded details still in the shared set.
    public var rows: [Pokemon] {
      let shown = (loaded.value ?? []).filter { favorites.contains($0.id) }
      return order.isDexOrder ? shown : order.sorted(shown)
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case favoritesLoaded([Pokemon])
    /// The favourites the source has, and the ids of those it has no Pokémon for.
    case favoritesPartlyLoaded([Pokemon], missing: [Int])
    case favoritesFailed(String)
    case unfavoriteTapped(Int)
    case rowTapped(Pokemon)
    /// Asks whether to remove every favourite.
    case removeAllTapped
    /// Another copy of the app saved these favourites (the shared file changed under this
    /// one). Carried as an action, with the value, so a recording replays it.
    case favoritesChangedElsewhere(Set<Int>)
    case alert(PresentationAction<Alert>)

    /// The alert's choices.
    public enum Alert: Equatable, Sendable, Codable {
      case removeAllConfirmed
    }

    public var alert: PresentationAction<Alert>? {
      if case .alert(let action) = self { action } else { nil }
    }
  }

  /// The alert that asks before every favourite is removed. Its texts are English; a front
  /// end may translate them.
  public static let removeAllAlert = AlertState<Action.Alert>(
    title: "Remove all favourites?",
    message: "Every Pokémon leaves your favourites. This cannot be undone.",
    buttons: [.destructive("Remove all", action: .removeAllConfirmed), .cancel("Cancel")])

  enum CancelID { case load }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce(favorites(into:action:))
      .ifLet(\.$alert, action: CasePath(Action.alert, \.alert))
  }

  private func favorites(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .favoritesChangedElsewhere(let ids):
      // Already so when the file's change reached this process; a replay sets it here.
      if state.favorites != ids { state.$favorites.withLock { $0 = ids } }
      // Once the screen has asked for its favourites, the new ones' details load too; while
      // that first load is on its way, it starts again with the new set (it had asked for
      // the old one, and its answer would leave the new favourites out for good).
      guard state.loaded != .idle else { return .none }
      return load(&state)

    case .onAppear:
      return load(&state)

    case .favoritesLoaded(let pokemon):
      state.loaded = .loaded(pokemon.sorted { $0.id < $1.id })
      state.missing = []
      return .none

    case .favoritesPartlyLoaded(let pokemon, let missing):
      state.loaded = .loaded(pokemon.sorted { $0.id < $1.id })
      // Those taken out while the load ran are no longer favourites to name.
      let favorites = state.favorites
      state.missing = missing.filter(favorites.contains).sorted()
      return .none

    case .favoritesFailed(let message):
      state.loaded = .failed(message)
      return .none

    case .unfavoriteTapped(let id):
      state.$favorites.withLock { _ = $0.remove(id) }
      state.missing.removeAll { $0 == id }
      return .none

    case .removeAllTapped:
      guard !state.favorites.isEmpty else { return .none }
      state.alert = Self.removeAllAlert
      return .none

    case .alert(.presented(.removeAllConfirmed)):
      state.$favorites.withLock { $0.removeAll() }
      state.missing = []
      return .none

    case .rowTapped, .alert:
      return .none
    }
  }

  /// Loads the favourites' details, unless every one is loaded already; a load on its way is
  /// replaced.
  private func load(_ state: inout State) -> Effect<Action> {
    let favorites = state.favorites
    let ids = favorites.sorted()
    state.missing.removeAll { !favorites.contains($0) }
    // The data's answer for a missing one stands: it is asked again at the next start.
    let known = Set((state.loaded.value ?? []).map(\.id)).union(state.missing)
    if state.loaded.value != nil, ids.allSatisfy(known.contains) { return .none }
    if state.loaded.value == nil { state.loaded = .loading }
    return .run { send in
      // A number the source has no Pokémon for leaves the others shown; any other failure
      // (the network) fails the load, which `r` retries.
      var pokemon: [Pokemon] = []
      var missing: [Int] = []
      for id in ids {
        do {
          pokemon.append(try await client.fetchPokemon(id))
        } catch  where PokedexError.isMissingPokemon(error) {
          missing.append(id)
        }
      }
      await send(
        missing.isEmpty
          ? .favoritesLoaded(pokemon) : .favoritesPartlyLoaded(pokemon, missing: missing))
    } catch: { error, send in
      await send(.favoritesFailed("Couldn't load your favourites: \(error)"))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
