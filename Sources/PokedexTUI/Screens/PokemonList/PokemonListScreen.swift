import Loop
import PokedexCore

/// The three tabs that list Pokémon: the Pokédex, the search results and the favourites. They
/// share one view (``ListView``) and most keys.
enum PokemonListScreen {
  static let list = Screen(
    name: "list", title: Hint("Pokédex", es: "Pokédex", fr: "Pokédex", de: "Pokédex", ja: "図鑑"),
    isShown: { $0.app.destination == nil && $0.app.tab == .list },
    bindings: { state in
      TabBindings.withWayBack(
        state,
        state.app.list.filters.filter == PokemonFilter()
          ? listBindings : listBindings + [clearFilters])
    })

  static let search = Screen(
    name: "search", title: Hint("Search", es: "Buscar", fr: "Recherche", de: "Suche", ja: "検索"),
    isShown: { $0.app.destination == nil && $0.app.tab == .search },
    bindings: { TabBindings.withWayBack($0, searchBindings) })

  static let favorites = Screen(
    name: "favourites",
    title: Hint("Favourites", es: "Favoritos", fr: "Favoris", de: "Favoriten", ja: "お気に入り"),
    isShown: { $0.app.destination == nil && $0.app.tab == .favorites },
    bindings: { _ in favoritesBindings })

  static let listBindings =
    shared + [
      TabBindings.filters(.filters),
      Binding([.char("r")], .retry, .retry) { _, _ in .app(.list(.retryTapped)) },
      sort,
    ]

  /// Esc or ⌫ on the Pokédex while a filter is on: every filter off, the one `w` chose on a
  /// move's or an ability's learners too (the filter panel has no entry for those). Shown in
  /// the footer then, so the way out of a filter is on the screen.
  static let clearFilters = Binding(
    [.plain(.escape), .plain(.backspace)], .back,
    Hint(
      "clear the filters", es: "quitar los filtros", fr: "retirer les filtres",
      de: "Filter aufheben", ja: "絞り込みを解除"), footer: .always
  ) { _, _ in .app(.list(.filters(.clearTapped))) }

  static let searchBindings =
    shared + [
      TabBindings.filters(.filters),
      SearchFieldScreen.clear,
      TabBindings.back,
    ]

  static let favoritesBindings =
    shared + [
      sort,
      TabBindings.back,
      Binding(
        [.char("X")], .removeAllFavorites,
        Hint(
          "remove all favourites (asks first)", es: "quitar todos los favoritos (pregunta)",
          fr: "retirer tous les favoris (confirmation)",
          de: "alle Favoriten entfernen (mit Rückfrage)", ja: "お気に入りをすべて解除（確認あり）")
      ) { _, _ in .app(.favorites(.removeAllTapped)) },
    ]

  /// The rows, opening one, searching, and what a selected Pokémon can be given.
  private static let shared: [Binding] =
    TabBindings.rows + [
      Binding(
        [(.plain(.enter), .open), (.click, .clicked(row: 0))], .open, footer: .ifRoom
      ) { command, state, _ in
        let tab = state.app.tab
        if case .clicked(let row) = command {
          return state.pokemon(at: row).flatMap { open($0, on: tab) }
        }
        // On results of an earlier query, the lookup of what is typed runs first.
        if tab == .search, state.app.search.isAwaitingLookup {
          return .app(.search(.submitted))
        }
        return state.selected.flatMap { open($0, on: tab) }
      }
    ] + TabBindings.leaving + [
      Binding([.char("f")], .toggleFavorite, .favorite, footer: .ifRoom) { state, _ in
        state.selected.map { .app(.list(.favoriteToggled($0.id))) }
      },
      Binding([.char("c")], .toggleMark, .mark) { state, _ in
        state.selected.map { .app(.markToggled($0)) }
      },
      Binding([.char("a")], .addToTeam, .addToTeam) { state, _ in
        state.selected.map { .app(.team(.memberAdded($0))) }
      },
    ]

  /// One order for the list and the favourites; search results keep their ranking.
  private static let sort = Binding(
    [(.char("o"), .nextSortOrder), (.char("O"), .reverseSortOrder)],
    Hint(
      "sort by the next key / reverse", es: "ordenar por la siguiente clave / invertir",
      fr: "trier par la clé suivante / inverser", de: "nächste Sortierung / umkehren",
      ja: "次の並び順 / 逆順")
  ) { command, _, _ in
    .app(.list(.sort(command == .nextSortOrder ? .nextKeyTapped : .reverseTapped)))
  }

  /// The action that opens `pokemon` from `tab`.
  private static func open(_ pokemon: Pokemon, on tab: AppFeature.Tab) -> ScreenFeature.Action? {
    switch tab {
    case .list: .app(.list(.rowTapped(pokemon)))
    case .search: .app(.search(.resultTapped(pokemon)))
    case .favorites: .app(.favorites(.rowTapped(pokemon)))
    case .moves, .items, .team: nil
    }
  }
}
