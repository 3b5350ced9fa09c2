import Foundation
import Loop

/// The whole Pokédex: six screens (list, search, favourites, moves, items, team), a Pokémon's
/// detail, a move, an item or a comparison presented over them, and the details opened from there (an evolution tree, a move's
/// learners), stacked on top. The terminal front renders this state and sends these actions.
public struct AppFeature: Reducer, Sendable {
  /// The screens a user switches between.
  public enum Tab: String, CaseIterable, Equatable, Sendable, Codable {
    case list, search, favorites, moves, items, team
  }

  public struct State: Equatable, Encodable {
    public var tab: Tab = .list
    public var list = PokemonListFeature.State()
    public var search = SearchFeature.State()
    public var favorites = FavoritesFeature.State()
    /// The move browser.
    public var moves = MovesFeature.State()
    /// The item browser.
    public var items = ItemsFeature.State()
    /// The team and its coverage.
    public var team = TeamFeature.State()
    /// The Pokémon and forms marked for comparing (`c`), oldest first; at most
    /// ``Comparison/capacity``.
    public var marked: [Pokemon] = []
    /// The screen presented over the tabs, if any: presenting is assigning, dismissing is
    /// setting nil (or sending `.destination(.dismiss)`).
    @Presents public var destination: Destination.State?
    /// The details opened from an evolution tree or a move's learners, over the presented
    /// screen; Esc pops them.
    public var path = StackState<PokemonDetailFeature.State>()
    /// The details a link on one of them closed to show a tab (a place's Pokémon in the search,
    /// the list filtered to a move's learners), and the tab they were over: Esc on that tab
    /// goes back to them (``Action/detailsRestored``).
    public var detailsBehind: DetailsBehind?
    /// An item opened from a detail (the item its evolution needs), over the details, which
    /// stay beneath it as they were: Esc goes back to them.
    public var itemOverDetails: ItemDetailFeature.State?
    /// The damage calculator, over everything else while it is open (`d`).
    public var calc: CalcFeature.State?
    /// Whether the data source has sprites to show; told by ``Action/sourceDescribed(hasSprites:)``,
    /// so a recording replays the same way with any source, or none.
    public var sourceHasSprites = false

    public init() {}

    /// The detail on screen: the top of the stack, else the presented one (none while an item
    /// is shown over them).
    public var detail: PokemonDetailFeature.State? {
      itemOverDetails == nil ? path.last ?? destination?.detail : nil
    }

    /// The comparison on screen, if any.
    public var shownComparison: CompareFeature.State? { path.isEmpty ? destination?.compare : nil }

    /// The move on screen: the presented one, when no detail is stacked over it.
    public var shownMove: MoveDetailFeature.State? { path.isEmpty ? destination?.move : nil }

    /// The item on screen: the one over the details, else the presented one when no detail is
    /// stacked over it.
    public var shownItem: ItemDetailFeature.State? {
      itemOverDetails ?? (path.isEmpty ? destination?.item : nil)
    }

    /// The names of the screens open over the tabs, bottom first, for a status line:
    /// `Charmander › Charmeleon`, `Thunderbolt › Pikachu`.
    public func detailPath(in language: Language) -> [String] {
      let root: String? =
        switch destination {
        case .detail(let detail): detail.pokemon.name(in: language)
        case .move(let move): move.move.name(in: language)
        case .item(let item): item.item.name(in: language)
        case .compare(let compare):
          compare.comparison.pokemon.map { $0.name(in: language) }.joined(separator: " · ")
        case nil: nil
        }
      guard let root else { return [] }
      return [root] + path.map { $0.pokemon.name(in: language) }
        + (itemOverDetails.map { [$0.item.name(in: language)] } ?? [])
    }

    /// Keeps the details shown (if any) to go back to once a link has closed them.
    mutating func keepDetailsBehind() {
      guard let destination else { return }
      detailsBehind = DetailsBehind(destination: destination, path: path, tab: tab)
    }

    /// Empties the stack of details and closes the item over them.
    mutating func closeStack() {
      path.removeAll()
      itemOverDetails = nil
    }

    /// The action that gives `action` to the move on screen; nil when none is shown.
    public func toMove(_ action: MoveDetailFeature.Action) -> Action? {
      shownMove == nil ? nil : .destination(.presented(.move(action)))
    }

    /// The action that gives `action` to the item on screen; nil when none is shown.
    public func toItem(_ action: ItemDetailFeature.Action) -> Action? {
      if itemOverDetails != nil { return .itemOverDetails(action) }
      return shownItem == nil ? nil : .destination(.presented(.item(action)))
    }

    /// The action that gives `action` to the detail on screen; nil when none is shown.
    public func toDetail(_ action: PokemonDetailFeature.Action) -> Action? {
      if let id = path.ids.last { return .path(.element(id: id, action: action)) }
      return destination?.detail == nil ? nil : .destination(.presented(.detail(action)))
    }

    /// The action that closes the screen shown over the tabs: the item over the details, else
    /// the top of the stack, else the presented one; nil when none is shown.
    public var closesDetail: Action? {
      if itemOverDetails != nil { return .itemOverDetailsClosed }
      if let id = path.ids.last { return .path(.popFrom(id: id)) }
      return destination == nil ? nil : .destination(.dismiss)
    }
  }

  /// Screens a link closed, kept to go back to.
  public struct DetailsBehind: Equatable, Encodable {
    public var destination: Destination.State
    public var path: StackState<PokemonDetailFeature.State>
    public var tab: Tab
  }

  /// The screens presented over the tabs: a Pokémon's detail, a move, an item, or a
  /// comparison.
  public struct Destination: Reducer, Sendable {
    public enum State: Equatable, Encodable, ReducerState {
      case detail(PokemonDetailFeature.State)
      case move(MoveDetailFeature.State)
      case item(ItemDetailFeature.State)
      case compare(CompareFeature.State)

      public static var reducer: Destination { Destination() }
      /// The detail's state; setting it (to a value) makes this the detail case.
      public var detail: PokemonDetailFeature.State? {
        get { if case .detail(let state) = self { state } else { nil } }
        set { if let newValue { self = .detail(newValue) } }
      }
      /// The comparison's state, when this is one.
      public var compare: CompareFeature.State? {
        if case .compare(let state) = self { state } else { nil }
      }
      /// The item's state, when this is one.
      public var item: ItemDetailFeature.State? {
        if case .item(let state) = self { state } else { nil }
      }
      /// The move's state; setting it (to a value) makes this the move case.
      public var move: MoveDetailFeature.State? {
        get { if case .move(let state) = self { state } else { nil } }
        set { if let newValue { self = .move(newValue) } }
      }
    }

    public enum Action: Equatable, Sendable, Codable {
      case detail(PokemonDetailFeature.Action)
      case move(MoveDetailFeature.Action)
      case item(ItemDetailFeature.Action)
      case compare(CompareFeature.Action)

      public var detail: PokemonDetailFeature.Action? {
        if case .detail(let action) = self { action } else { nil }
      }
      public var move: MoveDetailFeature.Action? {
        if case .move(let action) = self { action } else { nil }
      }
      public var compare: CompareFeature.Action? {
        if case .compare(let action) = self { action } else { nil }
      }
      public var item: ItemDetailFeature.Action? {
        if case .item(let action) = self { action } else { nil }
      }
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Case(State.detail, Action.detail) { PokemonDetailFeature() }
      Case(State.move, Action.move) { MoveDetailFeature() }
      Case(State.item, Action.item) { ItemDetailFeature() }
      Case(State.compare, Action.compare) { CompareFeature() }
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    /// What the data source can do, told once before ``onAppear``.
    case sourceDescribed(hasSprites: Bool)
    case tabSelected(Tab)
    /// Esc on the tab a link showed: the details it closed, as they were.
    case detailsRestored
    case list(PokemonListFeature.Action)
    case search(SearchFeature.Action)
    case favorites(FavoritesFeature.Action)
    case moves(MovesFeature.Action)
    case items(ItemsFeature.Action)
    case team(TeamFeature.Action)
    case destination(PresentationAction<Destination.Action>)
    /// `c`: marks this Pokémon for comparing, or unmarks it; a fifth mark drops the oldest.
    case markToggled(Pokemon)
    /// Opens the marked Pokémon side by side (two or more marked).
    case compareOpened
    case path(StackAction<PokemonDetailFeature.State, PokemonDetailFeature.Action>)
    /// The item shown over the details.
    case itemOverDetails(ItemDetailFeature.Action)
    /// Esc on the item over the details: they show again.
    case itemOverDetailsClosed
    /// `d`: the damage calculator, for team member `attacker` (the team's first when nil)
    /// against Pokémon `defender` (a member of another team when nil).
    case calcOpened(attacker: UUID?, defender: Int?)
    case calcClosed
    case calc(CalcFeature.Action)

    public var list: PokemonListFeature.Action? {
      if case .list(let action) = self { action } else { nil }
    }
    public var search: SearchFeature.Action? {
      if case .search(let action) = self { action } else { nil }
    }
    public var favorites: FavoritesFeature.Action? {
      if case .favorites(let action) = self { action } else { nil }
    }
    public var moves: MovesFeature.Action? {
      if case .moves(let action) = self { action } else { nil }
    }
    public var items: ItemsFeature.Action? {
      if case .items(let action) = self { action } else { nil }
    }
    public var team: TeamFeature.Action? {
      if case .team(let action) = self { action } else { nil }
    }
    public var destination: PresentationAction<Destination.Action>? {
      if case .destination(let action) = self { action } else { nil }
    }
    public var path: StackAction<PokemonDetailFeature.State, PokemonDetailFeature.Action>? {
      if case .path(let action) = self { action } else { nil }
    }
    public var calc: CalcFeature.Action? {
      if case .calc(let action) = self { action } else { nil }
    }
    public var itemOverDetails: ItemDetailFeature.Action? {
      if case .itemOverDetails(let action) = self { action } else { nil }
    }
  }

  public init() {}

  public var body: some Reducer<State, Action> {
    Scope(state: \.list, action: CasePath(Action.list, \.list)) { PokemonListFeature() }
    Scope(state: \.search, action: CasePath(Action.search, \.search)) { SearchFeature() }
    Scope(state: \.favorites, action: CasePath(Action.favorites, \.favorites)) {
      FavoritesFeature()
    }
    Scope(state: \.moves, action: CasePath(Action.moves, \.moves)) { MovesFeature() }
    Scope(state: \.items, action: CasePath(Action.items, \.items)) { ItemsFeature() }
    Scope(state: \.team, action: CasePath(Action.team, \.team)) { TeamFeature() }
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .send(.list(.onAppear))

      case .sourceDescribed(let hasSprites):
        state.sourceHasSprites = hasSprites
        return .none

      case .tabSelected(let tab):
        state.detailsBehind = nil
        state.tab = tab
        state.destination = nil
        state.closeStack()
        switch tab {
        case .favorites: return .send(.favorites(.onAppear))
        case .moves: return .send(.moves(.onAppear))
        case .items: return .send(.items(.onAppear))
        case .team: return .send(.team(.onAppear))
        case .list, .search: return .none
        }

      case .markToggled(let pokemon):
        if let index = state.marked.firstIndex(where: { $0.id == pokemon.id }) {
          state.marked.remove(at: index)
        } else {
          state.marked.append(pokemon)
          if state.marked.count > Comparison.capacity { state.marked.removeFirst() }
        }
        return .none

      case .compareOpened:
        guard state.marked.count >= 2 else { return .none }
        state.closeStack()
        state.destination = .compare(CompareFeature.State(pokemon: state.marked))
        return .send(.destination(.presented(.compare(.onAppear))))

      case .moves(.resultTapped(let move)):
        state.closeStack()
        state.destination = .move(MoveDetailFeature.State(move: move))
        return .send(.destination(.presented(.move(.onAppear))))

      case .items(.resultTapped(let item)):
        state.closeStack()
        state.destination = .item(ItemDetailFeature.State(item: item))
        return .send(.destination(.presented(.item(.onAppear))))

      case .destination(.presented(.move(.delegate(.pokemonOpened(let pokemon))))),
        .destination(.presented(.item(.delegate(.pokemonOpened(let pokemon))))):
        state.path.append(
          PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: state.sourceHasSprites))
        return .send(.path(.element(id: state.path.ids.last!, action: .onAppear)))

      case .list(.rowTapped(let pokemon)), .search(.resultTapped(let pokemon)),
        .favorites(.rowTapped(let pokemon)):
        state.closeStack()
        state.destination = .detail(
          PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: state.sourceHasSprites))
        return .send(.destination(.presented(.detail(.onAppear))))

      case .destination(.presented(.detail(.delegate(.evolutionOpened(let pokemon))))),
        .path(.element(_, .delegate(.evolutionOpened(let pokemon)))):
        state.path.append(
          PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: state.sourceHasSprites))
        return .send(.path(.element(id: state.path.ids.last!, action: .onAppear)))

      case .destination(.presented(.detail(.delegate(.placeSearched(let query))))),
        .path(.element(_, .delegate(.placeSearched(let query)))):
        // The search tab, asking who is found there: the details close, kept to go back to.
        state.keepDetailsBehind()
        state.closeStack()
        state.destination = nil
        state.tab = .search
        return .send(.search(.binding(.set(\.query, query))))

      case .destination(.presented(.detail(.delegate(.itemOpened(let slug, let names))))),
        .path(.element(_, .delegate(.itemOpened(let slug, let names)))):
        // The item over the details, which stay as they are beneath it: Esc goes back to them.
        state.itemOverDetails = ItemDetailFeature.State(
          item: PokedexSets.Item(id: 0, slug: slug, category: "", names: names))
        return .send(.itemOverDetails(.onAppear))

      case .itemOverDetails(.delegate(.pokemonOpened(let pokemon))):
        // A holder opens over the details in the item's place: Esc goes back to the detail
        // the item was opened from.
        state.itemOverDetails = nil
        state.path.append(
          PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: state.sourceHasSprites))
        return .send(.path(.element(id: state.path.ids.last!, action: .onAppear)))

      case .itemOverDetailsClosed:
        state.itemOverDetails = nil
        return .none

      case .detailsRestored:
        guard let behind = state.detailsBehind else { return .none }
        state.detailsBehind = nil
        state.tab = behind.tab
        state.destination = behind.destination
        state.path = behind.path
        state.itemOverDetails = nil
        // Their loads were cancelled as they closed: each detail asks again (one still loading
        // then would have stayed so).
        var loads: [Effect<Action>] = state.path.ids.map {
          .send(.path(.element(id: $0, action: .onAppear)))
        }
        if state.destination?.detail != nil {
          loads.insert(.send(.destination(.presented(.detail(.onAppear)))), at: 0)
        }
        return .merge(loads)

      case .destination(.presented(.detail(.delegate(.listFiltered(let change))))),
        .destination(.presented(.move(.delegate(.listFiltered(let change))))),
        .path(.element(_, .delegate(.listFiltered(let change)))):
        // The list, narrowed: the details close (kept to go back to) and the list shows who
        // matches.
        state.keepDetailsBehind()
        state.closeStack()
        state.destination = nil
        state.tab = .list
        return .send(.list(.filters(change)))

      case .destination(.dismiss):
        state.closeStack()
        // Favourites may have changed on the detail screen; pick up any new ones.
        return state.tab == .favorites ? .send(.favorites(.onAppear)) : .none

      case .calcOpened(let attacker, let defender):
        let book = state.team.book
        let current = book.current
        state.calc = CalcFeature.State(
          opening: CalcFeature.Opening(
            team: current, otherTeams: book.teams.filter { $0.id != current?.id },
            attacker: attacker, defender: defender))
        return .send(.calc(.onAppear))

      case .calcClosed:
        state.calc = nil
        return .none

      case .list, .search, .favorites, .moves, .items, .team, .destination, .path, .calc,
        .itemOverDetails:
        return .none
      }
    }
    .ifLet(\.$destination, action: CasePath(Action.destination, \.destination))
    .forEach(\.path, action: CasePath(Action.path, \.path)) { PokemonDetailFeature() }
    .ifLet(\.calc, action: CasePath(Action.calc, \.calc)) { CalcFeature() }
    .ifLet(\.itemOverDetails, action: CasePath(Action.itemOverDetails, \.itemOverDetails)) {
      ItemDetailFeature()
    }
  }
}
