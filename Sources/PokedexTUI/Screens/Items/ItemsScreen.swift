import Loop
import PokedexCore

/// The item browser: every item, searched as the field is typed into, filtered by kind;
/// Enter opens one.
enum ItemsScreen {
  static let screen = Screen(
    name: "items",
    title: Hint("Items", es: "Objetos", fr: "Objets", de: "Items", ja: "どうぐ"),
    isShown: { $0.app.destination == nil && $0.app.tab == .items },
    bindings: { _ in bindings })

  static let bindings: [Binding] =
    TabBindings.rows + [
      Binding(
        [(.plain(.enter), .open), (.click, .clicked(row: 0))], .open, footer: .ifRoom
      ) { command, state, _ in
        if case .clicked(let row) = command {
          return state.item(at: row).map { .app(.items(.resultTapped($0))) }
        }
        if state.app.items.isAwaitingLookup { return .app(.items(.submitted)) }
        return state.selectedItem.map { .app(.items(.resultTapped($0))) }
      }
    ] + TabBindings.leaving + [
      TabBindings.filters(
        Hint(
          "filter by kind", es: "filtrar por tipo de objeto", fr: "filtrer par sorte",
          de: "nach Art filtern", ja: "種類で絞り込み")),
      Binding([.char("r")], .retry, .retry) { _, _ in .app(.items(.submitted)) },
      SearchFieldScreen.clear,
      TabBindings.back,
    ]
}
