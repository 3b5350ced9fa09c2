import Foundation
import Loop
import PokedexCore

/// What the terminal adds to the Pokédex: a cursor on each screen, the help and filter
/// overlays, the selected row's sprite, and the terminal's size. The Pokédex itself
/// (`AppFeature`) stays free of terminal concerns.
///
/// Every key arrives as the one action that means it on the current screen (see
/// ``action(for:in:)``): an `AppFeature` action, or one of the terminal's own children's. So a
/// key is one pass through the reducers and one line in a recording; this reducer only keeps the
/// children in step (a new tab closes the filter panel, opening a row selects it).
public struct ScreenFeature: Reducer, Sendable {
  public init() {}

  public struct State: Equatable, Encodable {
    /// The Pokédex itself.
    public var app = AppFeature.State()
    /// The selected row on each tab, and whether keys type into the search field.
    public var cursor = CursorFeature.State()
    /// The help and the filter panel.
    public var overlays = OverlaysFeature.State()
    /// The selected row's sprite.
    public var rowSprite = RowSpriteFeature.State()
    /// Rows the list area shows; set from the terminal size.
    var pageHeight = 10
    /// The terminal's width in columns, once known; nil means unknown, and the row sprite is
    /// asked for as if the list were wide enough to show it.
    var width: Int?
    var shouldQuit = false
    /// Every ability's names (slug, then language code), for the screens that name many
    /// Pokémon's abilities: the preview, compare and the team. Asked for when one of them
    /// first shows; until then their slugs stand in.
    var abilityNames: [String: [String: String]] = [:]
    var asksAbilityNames = false
    /// What the team said to `a` pressed away from its tab ("Pikachu joined the team", "The
    /// team is full"): the status line shows it for a few seconds, where the team's own notice
    /// is not on screen. (Not in a recording's fingerprint: the team's notice is.)
    var teamEcho: TeamFeature.State.Notice?
    /// The team member the Team tab's cursor is on, by id: when another terminal changes the
    /// team, the cursor stays on that member rather than on its row, where another member
    /// may now be (and `x` would remove it).
    var teamMember: UUID?
    /// The team's members, by id, when `teamMember` was last noted.
    var teamMemberIDs: [UUID] = []

    /// The starting state: the list, nothing loaded.
    public init() {}

    /// What a recording's fingerprint covers: the names are the source's data, recorded
    /// once in the action that brought them rather than encoded after every action.
    private enum CodingKeys: String, CodingKey {
      case app, cursor, overlays, rowSprite, pageHeight, width, shouldQuit, asksAbilityNames
    }

    /// Puts the Team tab's cursor back on the member it was on, wherever another terminal's
    /// change has moved it; on the same row (within the team) when that member is gone.
    mutating func followTeamMember() {
      let members = app.team.members
      if let id = teamMember, let index = members.firstIndex(where: { $0.id == id }) {
        cursor.selection[.team] = index
      } else if let row = cursor.selection[.team] {
        cursor.selection[.team] = min(row, max(0, members.count - 1))
      }
    }

    /// The selected row on the current tab.
    var selectedIndex: Int { cursor.selection[app.tab] ?? 0 }
    var isEditingQuery: Bool { cursor.isEditingQuery }
    var showsHelp: Bool { overlays.showsHelp }
    var filterPanel: OverlaysFeature.FilterPanel? { overlays.filterPanel }
    /// The alert open over the screen, if any (it takes every key).
    var alert: AlertState<FavoritesFeature.Action.Alert>? { app.favorites.alert }

    /// The rows of the current tab, as the views show them.
    var rows: [Pokemon] {
      switch app.tab {
      case .list: app.list.rows
      case .search: app.search.results.value?.map(\.pokemon) ?? []
      case .favorites: app.favorites.rows
      case .moves, .items, .team: []
      }
    }

    /// How many rows the current tab has.
    var rowCount: Int {
      switch app.tab {
      case .search: app.search.results.value?.count ?? 0
      case .moves: app.moves.results.value?.count ?? 0
      case .items: app.items.results.value?.count ?? 0
      case .team: app.team.members.count
      case .list, .favorites: rows.count
      }
    }

    /// The move in row `index` of the move browser.
    func move(at index: Int) -> MoveInfo? {
      guard app.tab == .moves, let results = app.moves.results.value,
        results.indices.contains(index)
      else { return nil }
      return results[index].move
    }

    /// The move browser's selected move.
    var selectedMove: MoveInfo? { move(at: selectedIndex) }

    /// The item in row `index` of the item browser.
    func item(at index: Int) -> PokedexSets.Item? {
      guard app.tab == .items, let results = app.items.results.value,
        results.indices.contains(index)
      else { return nil }
      return results[index].item
    }

    /// The item browser's selected item.
    var selectedItem: PokedexSets.Item? { item(at: selectedIndex) }

    /// The Pokémon in row `index` of the current tab. Read at least twice per action (the row's
    /// sprite follows the selection), so search results are indexed rather than copied.
    func pokemon(at index: Int) -> Pokemon? {
      if app.tab == .search {
        guard let results = app.search.results.value, results.indices.contains(index) else {
          return nil
        }
        return results[index].pokemon
      }
      let rows = rows
      return rows.indices.contains(index) ? rows[index] : nil
    }

    /// The selected Pokémon on the current tab.
    var selected: Pokemon? { pokemon(at: selectedIndex) }
  }

  public enum Action: Equatable, Sendable, Codable {
    case app(AppFeature.Action)
    case cursor(CursorFeature.Action)
    case overlays(OverlaysFeature.Action)
    case rowSprite(RowSpriteFeature.Action)
    /// The terminal's size: the rows the list area shows, and its width in columns (nil when
    /// unknown).
    case resized(pageHeight: Int, width: Int? = nil)
    case abilityNamesReceived([String: [String: String]])
    case quitRequested
    /// The team's echo on the status line has been up long enough.
    case teamEchoExpired

    public var app: AppFeature.Action? { if case .app(let action) = self { action } else { nil } }
    public var cursor: CursorFeature.Action? {
      if case .cursor(let action) = self { action } else { nil }
    }
    public var overlays: OverlaysFeature.Action? {
      if case .overlays(let action) = self { action } else { nil }
    }
    public var rowSprite: RowSpriteFeature.Action? {
      if case .rowSprite(let action) = self { action } else { nil }
    }
  }

  /// Load the next page when the cursor comes this close to the last loaded row.
  static let prefetchDistance = 5

  enum CancelID { case rowSprite, teamEcho }

  @Dependency(\.pokemonClient) var client
  @Dependency(\.continuousClock) var clock

  public var body: some Reducer<State, Action> {
    // Built with the body, which a store builds once, rather than again on every action (the
    // tree under it, AppFeature's included, is most of what the first actions cost).
    let screen = self.screen
    Reduce { state, action in
      // The shared team changes as soon as another terminal's file is read, before any action
      // says so: whatever the action, the Team tab's cursor follows its member first.
      if state.app.team.members.map(\.id) != state.teamMemberIDs { state.followTeamMember() }
      let kept = Self.keepsSelectedPokemon(action, state) ? state.selected?.id : nil
      let effect = screen.reduce(into: &state, action: action)
      if let kept { state.reselect(kept) }
      let members = state.app.team.members
      let row = state.cursor.selection[.team] ?? 0
      state.teamMember = members.indices.contains(row) ? members[row].id : nil
      state.teamMemberIDs = members.map(\.id)
      if case .app(.list(.sort)) = action {
        state.cursor.followsPokemonThroughLoad = state.app.list.isLoadingPage
      }
      return .merge(effect, followSelection(&state))
    }
  }

  /// The Pokédex, the terminal's own parts, and what keeps them in step.
  @ReducerBuilder<State, Action>
  private var screen: some Reducer<State, Action> {
    Scope(state: \.app, action: CasePath(Action.app, \.app)) { AppFeature() }
    Scope(state: \.cursor, action: CasePath(Action.cursor, \.cursor)) { CursorFeature() }
    Scope(state: \.overlays, action: CasePath(Action.overlays, \.overlays)) { OverlaysFeature() }
    Scope(state: \.rowSprite, action: CasePath(Action.rowSprite, \.rowSprite)) {
      RowSpriteFeature()
    }
    Reduce { state, action in
      switch action {
      case .app(.tabSelected(let tab)):
        state.overlays.filterPanel = nil
        state.cursor.isEditingQuery = tab == .search || tab == .moves || tab == .items
        clampCursor(&state)
        if tab == .team { return askAbilityNames(&state) }
      case .app(.compareOpened):
        clampCursor(&state)
        return askAbilityNames(&state)
      case .app(.team(.memberAdded)) where state.app.tab != .team || state.app.destination != nil:
        // Away from the team's tab its notice is not on screen: the status line echoes it.
        state.teamEcho = state.app.team.notice
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(3))
          await send(.teamEchoExpired)
        }
        .cancellable(id: CancelID.teamEcho, cancelInFlight: true)
      case .app(.calcOpened):
        // The calculator names both sides' abilities, at any width.
        clampCursor(&state)
        return askAbilityNames(&state)
      case .app(.list(.listReceived)):
        return loadThrough(&state)
      case .app(.search(.submitted)):
        state.cursor.opensSearchResult = true
      case .app(.search(.searchResponse(let query, _))):
        clampCursor(&state)
        guard state.cursor.opensSearchResult, query == state.app.search.query else { break }
        state.cursor.opensSearchResult = false
        guard let pokemon = state.selected else { break }
        return inPass(.search(.resultTapped(pokemon)), &state)
      case .cursor(.editingFinished) where state.app.tab == .moves:
        // Leaving the field asks for the results of what it holds at once.
        return state.app.moves.isAwaitingLookup ? inPass(.moves(.submitted), &state) : .none
      case .cursor(.editingFinished) where state.app.tab == .items:
        return state.app.items.isAwaitingLookup ? inPass(.items(.submitted), &state) : .none
      case .cursor(.editingFinished) where state.app.search.isAwaitingLookup:
        return inPass(.search(.submitted), &state)
      case .app(.list(.listFailed)):
        state.cursor.target = nil
        clampCursor(&state)
      case .app(.list(.filters)), .app(.search(.filters)), .app(.moves(.typeToggled)),
        .app(.moves(.categoryToggled)), .app(.items(.kindToggled)):
        state.cursor.selection[state.app.tab] = 0
        state.cursor.target = nil
      case .app(.list(.rowTapped(let pokemon))), .app(.search(.resultTapped(let pokemon))),
        .app(.favorites(.rowTapped(let pokemon))):
        // Opened by a click on a row other than the selected one: it becomes the selection.
        if let index = state.rows.firstIndex(of: pokemon) {
          state.cursor.selection[state.app.tab] = index
        }
      case .app(.moves(.resultTapped(let move))):
        if let index = state.app.moves.results.value?.firstIndex(where: { $0.move == move }) {
          state.cursor.selection[.moves] = index
        }
      case .app(.items(.resultTapped(let item))):
        if let index = state.app.items.results.value?.firstIndex(where: { $0.item == item }) {
          state.cursor.selection[.items] = index
        }
      case .app:
        clampCursor(&state)
      case .cursor(.moved(.list, let index)):
        // Past the loaded rows: the pages load through to it (see `loadThrough`).
        let loaded = state.app.list.rows.count
        if index >= loaded, state.app.list.canLoadMore {
          state.cursor.target = index
          state.cursor.selection[.list] = max(0, loaded - 1)
          return loadMore(&state)
        }
        state.cursor.target = nil
        state.cursor.selection[.list] = min(index, max(0, loaded - 1))
        return prefetch(&state)
      case .resized(let pageHeight, let width):
        state.pageHeight = max(1, pageHeight)
        state.width = width
        state.app.list.rowsOnScreen = state.pageHeight
        return .merge(fillScreen(&state), askAbilityNamesForThePreview(&state))
      case .abilityNamesReceived(let names):
        state.abilityNames = names
      case .quitRequested:
        state.shouldQuit = true
      case .teamEchoExpired:
        state.teamEcho = nil
      case .cursor, .overlays, .rowSprite:
        break
      }
      return .none
    }
  }

  /// The preview (a wide terminal) names the selected Pokémon's abilities.
  private func askAbilityNamesForThePreview(_ state: inout State) -> Effect<Action> {
    guard let width = state.width, width >= ListView.minimumWidthForPreview else { return .none }
    return askAbilityNames(&state)
  }

  /// Asks for the abilities' names once; a source that cannot give them leaves the slugs.
  private func askAbilityNames(_ state: inout State) -> Effect<Action> {
    guard !state.asksAbilityNames else { return .none }
    state.asksAbilityNames = true
    return .run { send in
      await send(.abilityNamesReceived(try await client.fetchAbilityNames()))
    } catch: { _, _ in
    }
  }

  /// Whether `action` reorders the rows shown, so the selection follows its Pokémon rather than
  /// its row: a new order, or the rest of a sorted list arriving.
  static func keepsSelectedPokemon(_ action: Action, _ state: State) -> Bool {
    switch action {
    case .app(.list(.sort)): true
    case .app(.list(.listReceived(let offset, _))):
      offset > 0 && !state.app.list.sort.order.isDexOrder && state.cursor.followsPokemonThroughLoad
    default: false
    }
  }

  /// The Pokémon whose sprite belongs beside the selected row: none while a detail is open,
  /// and none while the list is too narrow to show a sprite.
  static func rowSpriteTarget(_ state: State) -> Int? {
    guard state.app.destination == nil, state.isWideEnoughForRowSprite else { return nil }
    return state.selected?.id
  }

  /// When the selection lands on another Pokémon, drops the old sprite and asks for the new
  /// one; the next move cancels the request. A source without sprites is never asked.
  private func followSelection(_ state: inout State) -> Effect<Action> {
    guard state.app.sourceHasSprites else { return .none }
    let target = Self.rowSpriteTarget(state)
    guard target != state.rowSprite.wanted else { return .none }
    state.rowSprite.wanted = target
    if state.rowSprite.sprite != nil, state.rowSprite.sprite?.id != target {
      state.rowSprite.sprite = nil
    }
    guard let target else { return .cancel(id: CancelID.rowSprite) }
    return .run { send in
      if let image = try? await client.fetchSprite(target, false) {
        await send(.rowSprite(.received(id: target, image)))
      }
    }
    .cancellable(id: CancelID.rowSprite, cancelInFlight: true)
  }

  /// Near the end of the loaded rows, the next page is asked for in this same pass.
  private func prefetch(_ state: inout State) -> Effect<Action> {
    guard state.selectedIndex >= state.app.list.rows.count - Self.prefetchDistance,
      state.app.list.canLoadMore
    else { return .none }
    return loadMore(&state)
  }

  /// A page arrived: go on towards the row the user asked for, or until the screen is full,
  /// so paging never shows.
  private func loadThrough(_ state: inout State) -> Effect<Action> {
    let loaded = state.app.list.rows.count
    if let target = state.cursor.target {
      if target < loaded || !state.app.list.canLoadMore {
        state.cursor.target = nil
        state.cursor.selection[.list] = min(target, max(0, loaded - 1))
        return prefetch(&state)
      }
      state.cursor.selection[.list] = max(0, loaded - 1)
      return loadMore(&state)
    }
    clampCursor(&state)
    return fillScreen(&state)
  }

  /// Asks for another page while the loaded rows do not fill the list's area.
  private func fillScreen(_ state: inout State) -> Effect<Action> {
    let list = state.app.list
    guard list.pokemon.value != nil, list.rows.count < state.pageHeight, list.canLoadMore
    else { return .none }
    return loadMore(&state)
  }

  /// The list's next page, in this same pass.
  private func loadMore(_ state: inout State) -> Effect<Action> {
    inPass(.list(.reachedEnd), &state)
  }

  /// Runs the Pokédex on `action` within the action being reduced, rather than sending it as
  /// a second action: a key stays one pass and one recorded line.
  private func inPass(_ action: AppFeature.Action, _ state: inout State) -> Effect<Action> {
    AppFeature().reduce(into: &state.app, action: action).map(Action.app)
  }

  private func clampCursor(_ state: inout State) {
    let count = state.rowCount
    if state.selectedIndex >= count { state.cursor.selection[state.app.tab] = max(0, count - 1) }
  }
}

extension ScreenFeature.State {
  /// Selects the row of Pokémon `id` on the current tab, when it is shown.
  mutating func reselect(_ id: Int) {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
    cursor.selection[app.tab] = index
  }

  /// The filter panel's highlighted entry (0 when closed).
  var selectedFilter: Int { overlays.filterPanel?.highlighted ?? 0 }

  /// Whether the list has room for the selected row's sprite (``ListView`` draws it only from
  /// ``ListView/minimumWidthForSprite`` columns); true while the width is unknown.
  var isWideEnoughForRowSprite: Bool {
    width.map { $0 >= ListView.minimumWidthForSprite } ?? true
  }

  /// Whether the list's first screenful is still on its way (the first frame waits for it):
  /// its first page, or the pages after it that fill a tall terminal.
  var isLoadingFirstPage: Bool {
    app.list.pokemon.isLoading || (app.list.isLoadingPage && app.list.rows.count < pageHeight)
  }

  /// The sprite of the selected row, once it has arrived.
  var selectedRowSprite: PNGImage? {
    guard let sprite = rowSprite.sprite, sprite.id == selected?.id else { return nil }
    return sprite.image
  }
}
