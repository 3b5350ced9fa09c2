import Loop
import PokedexCore

/// What the terminal adds to the Pokédex: a cursor on each screen, the help overlay, the filter
/// panel, and which way keys go. The Pokédex itself (`AppFeature`) stays free of terminal
/// concerns; this reducer turns a person's commands into its actions.
public struct ScreenFeature: Reducer, Sendable {
  public init() {}

  public struct State: Equatable, Encodable {
    /// The Pokédex itself.
    public var app = AppFeature.State()
    /// Selected row on each tab.
    public var cursor: [AppFeature.Tab: Int] = [:]
    /// Rows the list area shows; set from the terminal size.
    var pageHeight = 10
    /// The terminal's width in columns, once known; nil means unknown, and the row sprite is
    /// asked for as if the list were wide enough to show it.
    var width: Int?
    var showsHelp = false
    /// Keys type into the search field (after `/`), rather than move through the results.
    var isEditingQuery = false
    /// The filter panel, when open, with its highlighted entry.
    var filterPanel: FilterPanel?
    var shouldQuit = false
    /// The selected row's sprite, shown beside it on a wide terminal; nil until it arrives.
    var rowSprite: RowSprite?

    /// The starting state: the list, nothing loaded.
    public init() {}

    /// The selected row on the current tab.
    var selectedIndex: Int { cursor[app.tab] ?? 0 }

    /// The rows of the current tab, as the views show them.
    var rows: [Pokemon] {
      switch app.tab {
      case .list: app.list.rows
      case .search: app.search.results.value?.map(\.pokemon) ?? []
      case .favorites: app.favorites.rows
      }
    }

    /// The selected Pokémon on the current tab. Read at least twice per action (the row's
    /// sprite follows it), so search results are indexed rather than copied into `rows`.
    var selected: Pokemon? {
      let index = selectedIndex
      if app.tab == .search {
        guard let results = app.search.results.value, results.indices.contains(index) else {
          return nil
        }
        return results[index].pokemon
      }
      let rows = rows
      return rows.indices.contains(index) ? rows[index] : nil
    }
  }

  /// A sprite and the Pokémon it belongs to.
  public struct RowSprite: Equatable, Sendable, Codable {
    var id: Int
    var image: PNGImage
  }

  /// The filter panel lists the 18 types, then the 9 generations.
  public struct FilterPanel: Equatable, Encodable {
    var highlighted = 0
    static let entryCount = PokemonType.allCases.count + PokemonFilter.allGenerations.count
  }

  /// What a person asked for, independent of which key they pressed.
  public enum Command: Equatable, Sendable, Codable {
    case moveBy(Int)
    case moveTo(Int)
    case pageDown, pageUp, top, bottom
    case open
    case back
    case quit
    case toggleFavorite
    /// The shiny sprite on or off (detail screen).
    case toggleShiny
    case startSearch
    case nextTab, previousTab
    case toggleHelp
    case toggleFilters
    case toggleFilterEntry
    case retry
    case nextPokemon, previousPokemon
    case typed(String)
    case deleteBackward
    case clearQuery
    /// Enter in the search field: stop typing and move through the results.
    case finishEditing
    case clicked(row: Int)
  }

  public enum Action: Equatable, Sendable, Codable {
    case app(AppFeature.Action)
    case command(Command)
    /// The terminal's size: the rows the list area shows, and its width in columns (nil when
    /// unknown).
    case resized(pageHeight: Int, width: Int? = nil)
    /// The sprite of the selected row's Pokémon.
    case rowSpriteReceived(id: Int, PNGImage)

    public var app: AppFeature.Action? { if case .app(let action) = self { action } else { nil } }
  }

  /// Load the next page when the cursor comes this close to the last loaded row.
  static let prefetchDistance = 5

  enum CancelID { case rowSprite }

  @Dependency(\.pokemonClient) var client

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      let before = Self.rowSpriteTarget(state)
      let effect = screen.reduce(into: &state, action: action)
      return .merge(effect, followSelection(&state, from: before))
    }
  }

  /// The Pokédex, and the commands and sizes of the screen around it.
  @ReducerBuilder<State, Action>
  private var screen: some Reducer<State, Action> {
    Scope(state: \.app, action: CasePath(Action.app, \.app)) { AppFeature() }
    Reduce { state, action in
      switch action {
      case .rowSpriteReceived(let id, let image):
        if id == Self.rowSpriteTarget(state) { state.rowSprite = RowSprite(id: id, image: image) }
        return .none
      case .app(.tabSelected(let tab)):
        state.filterPanel = nil
        state.isEditingQuery = tab == .search
        return clampCursor(&state)
      case .app:
        return clampCursor(&state)
      case .resized(let pageHeight, let width):
        state.pageHeight = max(1, pageHeight)
        state.width = width
        return .none
      case .command(let command):
        return handle(command, &state)
      }
    }
  }

  private func handle(_ command: Command, _ state: inout State) -> Effect<Action> {
    if state.showsHelp {
      if command == .toggleHelp || command == .back || command == .quit { state.showsHelp = false }
      return .none
    }
    if state.filterPanel != nil {
      return handleFilterPanel(command, &state)
    }
    if state.app.detail != nil {
      return handleDetail(command, &state)
    }
    switch command {
    case .moveBy(let delta): return move(&state, to: state.selectedIndex + delta)
    case .moveTo(let index): return move(&state, to: index)
    case .pageDown: return move(&state, to: state.selectedIndex + state.pageHeight)
    case .pageUp: return move(&state, to: state.selectedIndex - state.pageHeight)
    case .top: return move(&state, to: 0)
    case .bottom: return move(&state, to: state.rows.count - 1)
    case .clicked(let row):
      let effect = move(&state, to: row)
      return .merge(effect, state.selectedIndex == row ? open(&state) : .none)
    case .open: return open(&state)
    case .toggleFavorite:
      guard let pokemon = state.selected else { return .none }
      return .send(.app(.list(.favoriteToggled(pokemon.id))))
    case .back:
      if state.isEditingQuery {
        state.isEditingQuery = false
        return .none
      }
      return state.app.tab == .list ? .none : .send(.app(.tabSelected(.list)))
    case .finishEditing:
      state.isEditingQuery = false
    case .quit: state.shouldQuit = true
    case .startSearch:
      if state.app.tab == .search {
        state.isEditingQuery = true
        return .none
      }
      return .send(.app(.tabSelected(.search)))
    case .nextTab: return .send(.app(.tabSelected(cycle(state.app.tab, by: 1))))
    case .previousTab: return .send(.app(.tabSelected(cycle(state.app.tab, by: -1))))
    case .toggleHelp: state.showsHelp = true
    case .toggleFilters:
      if state.app.tab != .favorites { state.filterPanel = FilterPanel() }
    case .retry:
      if state.app.tab == .list { return .send(.app(.list(.retryTapped))) }
    case .typed(let text):
      guard state.app.tab == .search else { return .none }
      return .send(.app(.search(.queryChanged(state.app.search.query + text))))
    case .deleteBackward:
      guard state.app.tab == .search, !state.app.search.query.isEmpty else { return .none }
      return .send(.app(.search(.queryChanged(String(state.app.search.query.dropLast())))))
    case .clearQuery:
      guard state.app.tab == .search else { return .none }
      return .send(.app(.search(.queryChanged(""))))
    case .toggleFilterEntry, .nextPokemon, .previousPokemon, .toggleShiny:
      break
    }
    return .none
  }

  private func handleDetail(_ command: Command, _ state: inout State) -> Effect<Action> {
    switch command {
    case .back: return .send(.app(.detail(.closeTapped)))
    case .quit: state.shouldQuit = true
    case .toggleFavorite: return .send(.app(.detail(.favoriteTapped)))
    case .toggleShiny: return .send(.app(.detail(.shinyToggled)))
    case .nextPokemon, .moveBy(1): return .send(.app(.detail(.nextTapped)))
    case .previousPokemon, .moveBy(-1): return .send(.app(.detail(.previousTapped)))
    case .toggleHelp: state.showsHelp = true
    case .nextTab: return .send(.app(.tabSelected(cycle(state.app.tab, by: 1))))
    case .previousTab: return .send(.app(.tabSelected(cycle(state.app.tab, by: -1))))
    case .startSearch: return .send(.app(.tabSelected(.search)))
    default: break
    }
    return .none
  }

  private func handleFilterPanel(_ command: Command, _ state: inout State) -> Effect<Action> {
    let count = FilterPanel.entryCount
    switch command {
    case .moveBy(let delta):
      let highlighted = min(max(0, state.selectedFilter + delta), count - 1)
      state.filterPanel?.highlighted = highlighted
    case .top: state.filterPanel?.highlighted = 0
    case .bottom: state.filterPanel?.highlighted = count - 1
    case .back, .toggleFilters, .quit: state.filterPanel = nil
    case .toggleFilterEntry, .open, .typed(" "):
      let entry = state.selectedFilter
      let filterAction: FiltersFeature.Action =
        entry < PokemonType.allCases.count
        ? .typeToggled(PokemonType.allCases[entry])
        : .generationToggled(PokemonFilter.allGenerations[entry - PokemonType.allCases.count])
      state.cursor[state.app.tab] = 0
      return state.app.tab == .search
        ? .send(.app(.search(.filters(filterAction))))
        : .send(.app(.list(.filters(filterAction))))
    default: break
    }
    return .none
  }

  /// The Pokémon whose sprite belongs beside the selected row: none while a detail is open,
  /// and none while the list is too narrow to show a sprite.
  static func rowSpriteTarget(_ state: State) -> Int? {
    guard state.app.detail == nil, state.isWideEnoughForRowSprite else { return nil }
    return state.selected?.id
  }

  /// When the selection lands on another Pokémon, drops the old sprite and asks for the new
  /// one; the next move cancels the request. A source without sprites is never asked.
  private func followSelection(_ state: inout State, from before: Int?) -> Effect<Action> {
    guard state.app.sourceHasSprites else { return .none }
    let target = Self.rowSpriteTarget(state)
    guard target != before else { return .none }
    if state.rowSprite != nil, state.rowSprite?.id != target { state.rowSprite = nil }
    guard let target else { return .cancel(id: CancelID.rowSprite) }
    return .run { send in
      if let image = try? await client.fetchSprite(target, false) {
        await send(.rowSpriteReceived(id: target, image))
      }
    }
    .cancellable(id: CancelID.rowSprite, cancelInFlight: true)
  }

  private func move(_ state: inout State, to index: Int) -> Effect<Action> {
    let count = state.rows.count
    state.cursor[state.app.tab] = count == 0 ? 0 : min(max(0, index), count - 1)
    if state.app.tab == .list, state.selectedIndex >= count - Self.prefetchDistance,
      state.app.list.canLoadMore
    {
      return .send(.app(.list(.reachedEnd)))
    }
    return .none
  }

  private func open(_ state: inout State) -> Effect<Action> {
    guard let pokemon = state.selected else { return .none }
    switch state.app.tab {
    case .list: return .send(.app(.list(.rowTapped(pokemon))))
    case .search: return .send(.app(.search(.resultTapped(pokemon))))
    case .favorites: return .send(.app(.favorites(.rowTapped(pokemon))))
    }
  }

  private func clampCursor(_ state: inout State) -> Effect<Action> {
    let count = state.rows.count
    if state.selectedIndex >= count { state.cursor[state.app.tab] = max(0, count - 1) }
    return .none
  }

  private func cycle(_ tab: AppFeature.Tab, by step: Int) -> AppFeature.Tab {
    let all = AppFeature.Tab.allCases
    let index = all.firstIndex(of: tab)!
    return all[(index + step + all.count) % all.count]
  }
}

extension ScreenFeature.State {
  /// The filter panel's highlighted entry (0 when closed).
  var selectedFilter: Int { filterPanel?.highlighted ?? 0 }

  /// Whether the list has room for the selected row's sprite (``ListView`` draws it only from
  /// ``ListView/minimumWidthForSprite`` columns); true while the width is unknown.
  var isWideEnoughForRowSprite: Bool {
    width.map { $0 >= ListView.minimumWidthForSprite } ?? true
  }

  /// Whether the list's first page is still on its way (the first frame waits for it).
  var isLoadingFirstPage: Bool { app.list.pokemon.isLoading }

  /// The sprite of the selected row, once it has arrived.
  var selectedRowSprite: PNGImage? {
    guard let rowSprite, rowSprite.id == selected?.id else { return nil }
    return rowSprite.image
  }
}
