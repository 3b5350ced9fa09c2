import Loop
import PokedexCore

extension ScreenFeature {
  /// What a person asked for, whichever key or click said it. ``action(for:in:)`` turns it into
  /// the one action that means it on the screen shown.
  public enum Command: Equatable, Sendable {
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
    /// The list's next order (`o`), or the same order reversed (`O`).
    case nextSortOrder, reverseSortOrder
    case nextPokemon, previousPokemon
    case typed(String)
    case deleteBackward
    case clearQuery
    /// Enter in the search field: stop typing and move through the results.
    case finishEditing
    case clicked(row: Int)
    /// Remove every favourite (Favourites screen); an alert asks first.
    case removeAllFavorites
    /// A key pressed while an alert is open: chooses the button it names.
    case alertKey(Character)
    /// The detail screen's overview or record page (`i`).
    case togglePage
    /// The record page's entry from the next game (`g` on a detail).
    case nextGame
    /// The species' next form (`v` on a detail).
    case nextForm
    /// The detail screen's Moves page (`m`).
    case toggleMoves
    /// `w`: the list of who has the open ability, or who learns the highlighted move.
    case showWho
    /// `c`: mark the selected (or shown) Pokémon for comparing, or unmark it.
    case toggleMark
    /// `C`: the marked Pokémon side by side.
    case openCompare
    /// `a`: the selected (or shown) Pokémon joins the team; on the team screen, the selected
    /// member's next ability.
    case addToTeam
    /// `x` on the team screen: the selected member leaves.
    case removeMember
    /// `E` and `I` on the team screen: the team written to, or read from, `team.txt`.
    case exportTeam, importTeam
  }

  /// The most characters the search field holds (PokedexCore's search matches nothing
  /// longer).
  static let longestQuery = 64

  /// ↑↓, Page Up/Down, Home and End scroll a help longer than the terminal is tall: as many
  /// lines as fit in the box (the page's rows) show, from the first line scrolled to.
  static func helpScrollAction(_ command: Command, _ state: State, _ language: Language)
    -> Action?
  {
    let onSearch = state.app.tab == .search && state.app.destination == nil
    let count =
      onSearch ? PokemonQuery.syntax.count : Strings.forLanguage(language).helpLines.count
    let last = max(0, count - state.pageHeight)
    let now = min(state.overlays.helpScroll, last)
    let next: Int
    switch command {
    case .moveBy(let lines): next = now + lines
    case .pageDown: next = now + state.pageHeight
    case .pageUp: next = now - state.pageHeight
    case .top: next = 0
    case .bottom: next = last
    default: return nil
    }
    let clamped = min(max(0, next), last)
    return clamped == now ? nil : .overlays(.helpScrolled(to: clamped))
  }

  /// The action `command` means in `state`, or nil when it means nothing there. Overlays come
  /// first (the help takes only its own keys), then the detail screen, then the lists.
  ///
  /// ```swift
  /// if let action = ScreenFeature.action(for: .toggleFavorite, in: store.state) {
  ///   store.send(action)  // .app(.list(.favoriteToggled(25))) with Pikachu selected
  /// }
  /// ```
  public static func action(
    for command: Command, in state: State, language: Language = .english
  ) -> Action? {
    if let alert = state.alert { return alertAction(command, alert) }
    if state.showsHelp {
      let closes = command == .toggleHelp || command == .back || command == .quit
      return closes ? .overlays(.helpDismissed) : helpScrollAction(command, state, language)
    }
    if state.filterPanel != nil { return filterPanelAction(command, state) }
    if state.app.destination == nil, state.app.tab == .team, state.app.team.picker != nil {
      return pickerAction(command, state)
    }
    if state.app.detail != nil { return detailAction(command, state, language: language) }
    if state.app.shownMove != nil { return moveAction(command, state) }
    if state.app.shownComparison != nil { return compareAction(command, state) }
    let tab = state.app.tab
    switch command {
    case .moveBy(let delta): return move(state, to: state.selectedIndex + delta)
    case .moveTo(let index): return move(state, to: index)
    case .pageDown: return move(state, to: state.selectedIndex + state.pageHeight)
    case .pageUp: return move(state, to: state.selectedIndex - state.pageHeight)
    case .top: return move(state, to: 0)
    case .bottom: return move(state, to: rowsInAll(state) - 1)
    case .clicked(let row) where tab == .moves:
      return state.move(at: row).map { .app(.moves(.resultTapped($0))) }
    case .clicked(let row): return state.pokemon(at: row).flatMap { open($0, on: tab) }
    case .open where tab == .team:
      return state.rowCount == 0 ? nil : .app(.team(.pickerOpened(state.selectedIndex)))
    case .open where tab == .moves:
      if state.app.moves.isAwaitingLookup { return .app(.moves(.submitted)) }
      return state.selectedMove.map { .app(.moves(.resultTapped($0))) }
    case .open:
      // On results of an earlier query, the lookup of what is typed runs first.
      if tab == .search, state.app.search.isAwaitingLookup { return .app(.search(.submitted)) }
      return state.selected.flatMap { open($0, on: tab) }
    case .toggleFavorite:
      return state.selected.map { .app(.list(.favoriteToggled($0.id))) }
    case .toggleMark: return state.selected.map { .app(.markToggled($0)) }
    case .openCompare: return .app(.compareOpened)
    case .addToTeam where tab == .team:
      return state.rowCount == 0 ? nil : .app(.team(.abilityCycled(state.selectedIndex)))
    case .addToTeam: return state.selected.map { .app(.team(.memberAdded($0))) }
    case .removeMember where tab == .team && state.rowCount > 0:
      return .app(.team(.memberRemoved(state.selectedIndex)))
    case .exportTeam where tab == .team: return .app(.team(.exportTapped))
    case .importTeam where tab == .team: return .app(.team(.importTapped))
    case .removeMember, .exportTeam, .importTeam: return nil
    case .back:
      if state.isEditingQuery { return .cursor(.editingFinished) }
      return tab == .list ? nil : .app(.tabSelected(.list))
    case .finishEditing: return .cursor(.editingFinished)
    case .quit: return .quitRequested
    case .startSearch:
      return tab == .search || tab == .moves
        ? .cursor(.editingStarted) : .app(.tabSelected(.search))
    case .nextTab: return .app(.tabSelected(cycle(tab, by: 1)))
    case .previousTab: return .app(.tabSelected(cycle(tab, by: -1)))
    case .toggleHelp: return .overlays(.helpShown)
    case .toggleFilters: return tab == .favorites ? nil : .overlays(.filtersOpened)
    case .retry where tab == .moves: return .app(.moves(.submitted))
    case .retry: return tab == .list ? .app(.list(.retryTapped)) : nil
    case .nextSortOrder, .reverseSortOrder:
      // One order for the list and the favourites; search results keep their ranking.
      guard tab == .list || tab == .favorites else { return nil }
      return .app(.list(.sort(command == .nextSortOrder ? .nextKeyTapped : .reverseTapped)))
    case .typed(let text):
      // The field holds at most `longestQuery` characters: a pasted page would match nothing
      // (no name is that long) and cost every frame that draws it.
      guard let current = query(state) else { return nil }
      let query = String((current + text).prefix(Self.longestQuery))
      return query == current ? nil : setQuery(query, on: tab)
    case .deleteBackward:
      guard let current = query(state), !current.isEmpty else { return nil }
      return setQuery(String(current.dropLast()), on: tab)
    case .clearQuery:
      return query(state) == nil ? nil : setQuery("", on: tab)
    case .removeAllFavorites:
      return tab == .favorites ? .app(.favorites(.removeAllTapped)) : nil
    case .toggleFilterEntry, .nextPokemon, .previousPokemon, .toggleShiny, .alertKey, .togglePage,
      .nextGame, .nextForm, .toggleMoves, .showWho:
      return nil
    }
  }

  /// The search field of the current tab (search, moves), or nil when it has none.
  private static func query(_ state: State) -> String? {
    switch state.app.tab {
    case .search: state.app.search.query
    case .moves: state.app.moves.query
    case .list, .favorites, .team: nil
    }
  }

  /// The action that sets the search field of `tab` to `query`.
  private static func setQuery(_ query: String, on tab: AppFeature.Tab) -> Action? {
    switch tab {
    case .search: .app(.search(.binding(.set(\.query, query))))
    case .moves: .app(.moves(.binding(.set(\.query, query))))
    case .list, .favorites, .team: nil
    }
  }

  /// On a move: ↑/↓ move through its learners, Enter opens one, `g` shows the next game, `w`
  /// the list of its learners in that game, Esc goes back to the browser.
  private static func moveAction(_ command: Command, _ state: State) -> Action? {
    let move = { (action: MoveDetailFeature.Action) in state.app.toMove(action).map(Action.app) }
    let count = state.app.shownMove?.learners.count ?? 0
    switch command {
    case .moveBy(let offset): return move(.learnerMoved(by: offset))
    case .pageDown: return move(.learnerMoved(by: state.pageHeight))
    case .pageUp: return move(.learnerMoved(by: -state.pageHeight))
    case .top: return move(.learnerMoved(by: -count))
    case .bottom: return move(.learnerMoved(by: count))
    case .open: return move(.learnerOpened)
    case .nextGame: return move(.groupCycled)
    case .showWho: return move(.listFilterRequested)
    case .retry: return move(.retryTapped)
    case .back: return state.app.closesDetail.map(Action.app)
    case .quit: return .quitRequested
    case .toggleHelp: return .overlays(.helpShown)
    case .nextTab: return .app(.tabSelected(cycle(state.app.tab, by: 1)))
    case .previousTab: return .app(.tabSelected(cycle(state.app.tab, by: -1)))
    case .startSearch: return .app(.tabSelected(.moves))
    default: return nil
    }
  }

  /// The team's move picker: ↑/↓ move, Space or Enter takes a move in or out (four at
  /// most), Esc closes it.
  private static func pickerAction(_ command: Command, _ state: State) -> Action? {
    switch command {
    case .moveBy(let offset): return .app(.team(.pickerMoved(by: offset)))
    case .pageDown: return .app(.team(.pickerMoved(by: state.pageHeight)))
    case .pageUp: return .app(.team(.pickerMoved(by: -state.pageHeight)))
    case .open, .toggleFilterEntry, .typed(" "): return .app(.team(.pickerToggled))
    case .back, .quit: return .app(.team(.pickerClosed))
    default: return nil
    }
  }

  /// On the compare screen: Esc goes back; the rest is reading.
  private static func compareAction(_ command: Command, _ state: State) -> Action? {
    switch command {
    case .back: return .app(.destination(.dismiss))
    case .quit: return .quitRequested
    case .toggleHelp: return .overlays(.helpShown)
    case .nextTab: return .app(.tabSelected(cycle(state.app.tab, by: 1)))
    case .previousTab: return .app(.tabSelected(cycle(state.app.tab, by: -1)))
    case .retry:
      return state.app.shownComparison?.chart.failure == nil
        ? nil : .app(.destination(.presented(.compare(.onAppear))))
    default: return nil
    }
  }

  /// An open alert takes every key: a button's key chooses it, Esc (or q) backs out.
  private static func alertAction(
    _ command: Command, _ alert: AlertState<FavoritesFeature.Action.Alert>
  ) -> Action? {
    switch command {
    case .back, .quit, .alertKey("q"): return .app(.favorites(.alert(.dismiss)))
    case .alertKey(let key):
      let keys = AlertKeys.keys(for: alert.buttons.map(\.label))
      guard let index = keys.firstIndex(of: key) else { return nil }
      return .app(.favorites(.alert(alert.buttons[index].presentationAction)))
    default: return nil
    }
  }

  /// On a detail: ←/→ step through the dex, ↑/↓ through the evolution tree (the abilities on
  /// the record page, the Pokémon of an open ability), Enter opens the highlighted one, `i`
  /// switches pages, `v` shows the next form, `g` the next game's entry, Esc goes back one
  /// screen (or closes the open ability).
  private static func detailAction(_ command: Command, _ state: State, language: Language)
    -> Action?
  {
    let tab = state.app.tab
    let detail = { (action: PokemonDetailFeature.Action) in
      state.app.toDetail(action).map(Action.app)
    }
    let shown = state.app.detail
    let abilityOpen = shown?.ability != nil
    let onRecord = shown?.page == .record
    let onMoves = shown?.page == .moves
    switch command {
    case .moveBy(let offset) where onMoves: return detail(.moveScrolled(by: offset))
    case .pageDown where onMoves: return detail(.moveScrolled(by: state.pageHeight))
    case .pageUp where onMoves: return detail(.moveScrolled(by: -state.pageHeight))
    case .nextGame where onMoves: return detail(.moveGroupCycled)
    case .nextSortOrder where onMoves: return detail(.moveOrderCycled)
    case .toggleMoves: return detail(.movesPageToggled)
    case .showWho where abilityOpen || onMoves: return detail(.listFilterRequested)
    case .back where abilityOpen: return detail(.abilityClosed)
    case .moveBy(let offset) where abilityOpen: return detail(.abilityHolderMoved(by: offset))
    case .open where abilityOpen: return detail(.abilityHolderOpened)
    case .moveBy(let offset) where onRecord: return detail(.abilitySelectionMoved(by: offset))
    case .open where onRecord: return detail(.abilityOpened)
    case .togglePage: return detail(.pageToggled)
    case .nextGame: return detail(.gameCycled(language))
    case .nextForm: return detail(.formCycled)
    case .back: return state.app.closesDetail.map(Action.app)
    case .quit: return .quitRequested
    case .toggleFavorite: return detail(.favoriteTapped)
    case .toggleMark: return shown.map { .app(.markToggled($0.pokemon)) }
    case .addToTeam: return shown.map { .app(.team(.memberAdded($0.pokemon))) }
    case .openCompare: return .app(.compareOpened)
    case .toggleShiny: return detail(.shinyToggled)
    case .retry: return detail(.retryTapped)
    case .nextPokemon: return detail(.nextTapped)
    case .previousPokemon: return detail(.previousTapped)
    case .moveBy(let offset): return detail(.evolutionHighlightMoved(by: offset))
    case .open: return detail(.evolutionMemberOpened)
    case .toggleHelp: return .overlays(.helpShown)
    case .nextTab: return .app(.tabSelected(cycle(tab, by: 1)))
    case .previousTab: return .app(.tabSelected(cycle(tab, by: -1)))
    case .startSearch: return .app(.tabSelected(.search))
    default: return nil
    }
  }

  private static func filterPanelAction(_ command: Command, _ state: State) -> Action? {
    let count = OverlaysFeature.FilterPanel.entryCount(on: state.app.tab)
    switch command {
    case .moveBy(let delta):
      return .overlays(.filterHighlighted(min(max(0, state.selectedFilter + delta), count - 1)))
    // ← → move between the panel's columns of nine: types, types, generations (or categories).
    case .previousPokemon, .nextPokemon:
      let (column, entry) = (PokemonType.allCases.count / 2, state.selectedFilter)
      if command == .nextPokemon {
        return entry < 2 * column
          ? .overlays(.filterHighlighted(min(entry + column, count - 1))) : nil
      }
      return entry >= column ? .overlays(.filterHighlighted(entry - column)) : nil
    case .top: return .overlays(.filterHighlighted(0))
    case .bottom: return .overlays(.filterHighlighted(count - 1))
    case .back, .toggleFilters, .quit: return .overlays(.filtersClosed)
    case .toggleFilterEntry, .open, .typed(" "):
      let entry = state.selectedFilter
      let types = PokemonType.allCases
      if state.app.tab == .moves {
        return entry < types.count
          ? .app(.moves(.typeToggled(types[entry])))
          : .app(.moves(.categoryToggled(DamageClass.allCases[entry - types.count])))
      }
      let filter: FiltersFeature.Action =
        entry < types.count
        ? .typeToggled(types[entry])
        : entry == OverlaysFeature.FilterPanel.formsEntry
          ? .formsToggled : .generationToggled(PokemonFilter.allGenerations[entry - types.count])
      return state.app.tab == .search
        ? .app(.search(.filters(filter))) : .app(.list(.filters(filter)))
    default: return nil
    }
  }

  /// A move, kept within the rows: on the list, all of them, loaded or not (the pages load
  /// through to it).
  private static func move(_ state: State, to index: Int) -> Action {
    let count = rowsInAll(state)
    return .cursor(.moved(state.app.tab, to: count == 0 ? 0 : min(max(0, index), count - 1)))
  }

  /// How many rows the current tab has, counting the list's not loaded yet.
  private static func rowsInAll(_ state: State) -> Int {
    guard state.app.tab == .list, let total = state.app.list.totalCount else {
      return state.rowCount
    }
    return max(total, state.rowCount)
  }

  private static func open(_ pokemon: Pokemon, on tab: AppFeature.Tab) -> Action? {
    switch tab {
    case .list: .app(.list(.rowTapped(pokemon)))
    case .search: .app(.search(.resultTapped(pokemon)))
    case .favorites: .app(.favorites(.rowTapped(pokemon)))
    case .moves, .team: nil
    }
  }

  private static func cycle(_ tab: AppFeature.Tab, by step: Int) -> AppFeature.Tab {
    let all = AppFeature.Tab.allCases
    let index = all.firstIndex(of: tab)!
    return all[(index + step + all.count) % all.count]
  }
}

/// The key that chooses each button of an alert: the first letter of its label not taken by an
/// earlier button (never `q`, which backs out, as Esc does), else its number.
enum AlertKeys {
  static func keys(for labels: [String]) -> [Character] {
    var taken: Set<Character> = ["q"]
    return labels.enumerated().map { index, label in
      let letter = label.lowercased().first { $0.isLetter && !taken.contains($0) }
      let key = letter ?? Character(String(index + 1))
      taken.insert(key)
      return key
    }
  }
}
