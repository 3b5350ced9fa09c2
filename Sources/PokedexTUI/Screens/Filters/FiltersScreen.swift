import Loop
import PokedexCore

/// The type and generation filter panel (on the move browser, types and categories). It takes
/// every key: the arrows move through its columns, Space or Enter ticks an entry, Esc closes.
enum FiltersScreen {
  static let screen = Screen(
    name: "filters", title: Hint("Filters", es: "Filtros", fr: "Filtres", de: "Filter", ja: "絞り込み"),
    takesEveryKey: true, isShown: { $0.filterPanel != nil }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [(.char(" "), .toggleFilterEntry), (.plain(.enter), .open)],
      Hint("tick", es: "marcar", fr: "cocher", de: "an/aus", ja: "切り替え"), footer: .ifRoom
    ) { _, state, _ in toggle(state) },
    Binding(
      Binding.rowKeys, .move, footer: .ifRoom, footerKeys: 2
    ) { command, state, _ in
      guard case .moveBy(let delta) = command else { return nil }
      return highlight(state.selectedFilter + delta, state)
    },
    // The panel's columns of nine: types, types, generations (or categories).
    Binding(
      [
        (.plain(.left), .previousPokemon), (.plain(.right), .nextPokemon),
        (.char("h"), .previousPokemon), (.char("l"), .nextPokemon),
      ],
      Hint("column", es: "columna", fr: "colonne", de: "Spalte", ja: "列"), footer: .ifRoom,
      footerKeys: 2
    ) { command, state, _ in
      let (column, entry) = (PokemonType.allCases.count / 2, state.selectedFilter)
      if command == .nextPokemon {
        return entry < 2 * column ? highlight(entry + column, state) : nil
      }
      return entry >= column ? highlight(entry - column, state) : nil
    },
    Binding(Binding.endKeys, .firstLast) { command, state, _ in
      highlight(command == .top ? 0 : Int.max, state)
    },
    Binding(
      [
        (.plain(.escape), .back), (.char("t"), .toggleFilters),
        (.plain(.function(2)), .toggleFilters),
        (.ctrl("f"), .toggleFilters), (.char("q"), .back),
      ],
      .close, footer: .always
    ) { _, _, _ in .overlays(.filtersClosed) },
  ]

  private static func highlight(_ entry: Int, _ state: ScreenFeature.State)
    -> ScreenFeature.Action
  {
    let count = OverlaysFeature.FilterPanel.entryCount(on: state.app.tab)
    return .overlays(.filterHighlighted(min(max(0, entry), count - 1)))
  }

  /// Ticks the highlighted entry, or clears its tick, in the filter of the tab under the panel.
  private static func toggle(_ state: ScreenFeature.State) -> ScreenFeature.Action? {
    let entry = state.selectedFilter
    let types = PokemonType.allCases
    if state.app.tab == .items {
      return .app(.items(.kindToggled(ItemKind.allCases[min(entry, ItemKind.allCases.count - 1)])))
    }
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
  }
}
