import Loop
import PokedexCore

/// The move browser: every move, searched as the field is typed into, filtered by type and
/// category; Enter opens one.
enum MovesScreen {
  static let screen = Screen(
    name: "moves",
    title: Hint("Moves", es: "Movimientos", fr: "Capacités", de: "Attacken", ja: "わざ"),
    isShown: { $0.app.destination == nil && $0.app.tab == .moves },
    bindings: { _ in bindings })

  static let bindings: [Binding] =
    TabBindings.rows + [
      Binding(
        [(.plain(.enter), .open), (.click, .clicked(row: 0))], .open, footer: .ifRoom
      ) { command, state, _ in
        if case .clicked(let row) = command {
          return state.move(at: row).map { .app(.moves(.resultTapped($0))) }
        }
        if state.app.moves.isAwaitingLookup { return .app(.moves(.submitted)) }
        return state.selectedMove.map { .app(.moves(.resultTapped($0))) }
      }
    ] + TabBindings.leaving + [
      TabBindings.filters(
        Hint(
          "filter by type and category", es: "filtrar por tipo y categoría",
          fr: "filtrer par type et catégorie", de: "nach Typ und Kategorie filtern",
          ja: "タイプと分類で絞り込み")),
      Binding([.char("r")], .retry, .retry) { _, _ in .app(.moves(.submitted)) },
      SearchFieldScreen.clear,
      TabBindings.back,
    ]
}
