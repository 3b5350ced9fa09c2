import Loop
import PokedexCore

/// The search field of the search and move tabs while it takes the keys (after `/`, or on
/// arriving at the tab): characters type, ⌫ deletes, Enter or Esc go to the results, whose keys
/// then work as on any list, as in `less` or `vim`.
enum SearchFieldScreen {
  static let screen = Screen(
    name: "search field",
    title: Hint(
      "Search field", es: "Campo de búsqueda", fr: "Champ de recherche", de: "Suchfeld",
      ja: "検索欄"),
    isShown: isTyping, bindings: { _ in bindings })

  /// The most characters the field holds (PokedexCore's search matches nothing longer).
  static let longestQuery = 64

  /// Whether printable keys go into the search field.
  @Sendable static func isTyping(_ state: ScreenFeature.State) -> Bool {
    [.search, .moves, .items].contains(state.app.tab) && state.isEditingQuery
      && state.app.destination == nil && state.filterPanel == nil && !state.showsHelp
  }

  static let bindings: [Binding] = [
    Binding(
      [(.plain(.enter), .finishEditing), (.plain(.escape), .back)],
      Hint("results", es: "resultados", fr: "résultats", de: "Ergebnisse", ja: "結果へ"),
      footer: .ifRoom, footerKeys: 2
    ) { _, _, _ in .cursor(.editingFinished) },
    // No query has a question mark: it shows the help, whose last part is the query syntax.
    Binding(
      [.char("?")], .toggleHelp, Hint("help", es: "ayuda", fr: "aide", de: "Hilfe", ja: "ヘルプ"),
      footer: .always
    ) { _, _ in .overlays(.helpShown) },
    Binding(
      [(.text, .typed(""))],
      Hint(
        "type the query", es: "escribir la búsqueda", fr: "taper la recherche",
        de: "Suche eintippen", ja: "検索語を入力")
    ) { command, state, _ in
      // At most `longestQuery` characters: a pasted page would match nothing (no name is that
      // long) and cost every frame that draws it.
      guard case .typed(let text) = command, let current = query(state) else { return nil }
      let query = String((current + text).prefix(longestQuery))
      return query == current ? nil : setQuery(query, on: state.app.tab)
    },
    Binding(
      [.plain(.backspace)], .deleteBackward,
      .deleteCharacter
    ) { state, _ in
      guard let current = query(state), !current.isEmpty else { return nil }
      return setQuery(String(current.dropLast()), on: state.app.tab)
    },
  ]

  /// The search field of the current tab (search, moves, items), or nil when it has none.
  static func query(_ state: ScreenFeature.State) -> String? {
    switch state.app.tab {
    case .search: state.app.search.query
    case .moves: state.app.moves.query
    case .items: state.app.items.query
    case .list, .favorites, .team: nil
    }
  }

  /// The action that sets the search field of `tab` to `query`.
  static func setQuery(_ query: String, on tab: AppFeature.Tab) -> ScreenFeature.Action? {
    switch tab {
    case .search: .app(.search(.binding(.set(\.query, query))))
    case .moves: .app(.moves(.binding(.set(\.query, query))))
    case .items: .app(.items(.binding(.set(\.query, query))))
    case .list, .favorites, .team: nil
    }
  }

  /// Ctrl-U: the field emptied, whether it takes the keys or not.
  static let clear = Binding([.ctrl("u")], .clearQuery, .clear) { state, _ in
    query(state) == nil ? nil : setQuery("", on: state.app.tab)
  }
}
