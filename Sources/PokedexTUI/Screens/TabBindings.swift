import Loop
import PokedexCore

/// What the five tabs share: moving through their rows, and the keys that leave them.
enum TabBindings {
  /// ↑↓ j k and the wheel, Page Up/Down, g G Home End: the selected row.
  static let rows: [Binding] = [
    Binding(Binding.rowKeys, .move, footer: .ifRoom, footerKeys: 2, action: moveRows),
    Binding(Binding.pageKeys, .page, action: moveRows),
    Binding(Binding.endKeys, .firstLast, action: moveRows),
  ]

  /// `/` searches (on a tab with a field, the field takes the keys again), `C` compares the
  /// marked Pokémon.
  static let leaving: [Binding] = [
    Binding([.char("/")], .startSearch, .search, footer: .ifRoom) { state, _ in
      let tab = state.app.tab
      return tab == .search || tab == .moves || tab == .items
        ? .cursor(.editingStarted) : .app(.tabSelected(.search))
    },
    Binding([.char("C")], .openCompare, .compare) { _, _ in .app(.compareOpened) },
  ]

  /// Esc and ⌫ on the tab a link on a detail showed (a place's Pokémon, a move's learners):
  /// back to the details it closed, before anything else the keys do there.
  static let backToDetails = Binding(
    [.plain(.escape), .plain(.backspace)], .back,
    Hint(
      "back to the Pokémon", es: "volver al Pokémon", fr: "retour au Pokémon",
      de: "zurück zum Pokémon", ja: "ポケモンに戻る"), footer: .always
  ) { _, _ in .app(.detailsRestored) }

  /// `bindings`, with Esc going back to the details a link closed while they are kept.
  static func withWayBack(_ state: ScreenFeature.State, _ bindings: [Binding]) -> [Binding] {
    state.app.detailsBehind == nil ? bindings : [backToDetails] + bindings
  }

  /// Esc and ⌫ on a tab other than the Pokédex: back to it.
  static let back = Binding(
    [.plain(.escape), .plain(.backspace)], .back,
    Hint("to the Pokédex", es: "a la Pokédex", fr: "au Pokédex", de: "zum Pokédex", ja: "図鑑へ")
  ) { _, _ in .app(.tabSelected(.list)) }

  /// `t`, F2 or Ctrl-F: the filter panel of the tab, saying what it filters by.
  static func filters(_ hint: Hint) -> Binding {
    Binding([.char("t"), .plain(.function(2)), .ctrl("f")], .toggleFilters, hint) { _, _ in
      .overlays(.filtersOpened)
    }
  }

  @Sendable static func moveRows(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    switch command {
    case .moveBy(let delta): move(state, to: state.selectedIndex + delta)
    case .pageDown: move(state, to: state.selectedIndex + state.pageHeight)
    case .pageUp: move(state, to: state.selectedIndex - state.pageHeight)
    case .top: move(state, to: 0)
    case .bottom: move(state, to: rowsInAll(state) - 1)
    default: nil
    }
  }

  /// A move, kept within the rows: on the list, all of them, loaded or not (the pages load
  /// through to it).
  private static func move(_ state: ScreenFeature.State, to index: Int) -> ScreenFeature.Action {
    let count = rowsInAll(state)
    return .cursor(.moved(state.app.tab, to: count == 0 ? 0 : min(max(0, index), count - 1)))
  }

  /// How many rows the current tab has, counting the list's not loaded yet.
  private static func rowsInAll(_ state: ScreenFeature.State) -> Int {
    guard state.app.tab == .list, let total = state.app.list.totalCount else {
      return state.rowCount
    }
    return max(total, state.rowCount)
  }
}
