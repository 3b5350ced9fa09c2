import PokedexCore

/// What every screen shares, under all of them: quit, the tabs, the help.
enum GlobalScreen {
  static let screen = Screen(
    name: "global",
    title: Hint("Everywhere", es: "En todas partes", fr: "Partout", de: "Überall", ja: "どこでも"),
    isShown: { _ in true }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [(.plain(.tab), .nextTab), (.key(.tab, [.shift]), .previousTab)],
      Hint("screens", es: "pantallas", fr: "écrans", de: "Ansicht", ja: "画面"), footer: .ifRoom
    ) { command, state, _ in
      .app(.tabSelected(cycle(state.app.tab, by: command == .nextTab ? 1 : -1)))
    },
    Binding(
      [.char("?"), .plain(.function(1))], .toggleHelp,
      Hint("help", es: "ayuda", fr: "aide", de: "Hilfe", ja: "ヘルプ"), footer: .always
    ) { _, _ in .overlays(.helpShown) },
    Binding([.char("q"), .ctrl("c")], .quit, quitHint, footer: .always) { _, _ in .quitRequested },
  ]

  static let quitHint = Hint("quit", es: "salir", fr: "quitter", de: "Ende", ja: "終了")

  /// Ctrl-C under an overlay that takes every key (where `q` is a letter typed, or closes
  /// it): the router reaches it past such an overlay, as it reaches ``screen`` under the
  /// others, so Ctrl-C quits wherever the help says. Never shown on its own.
  static let quitting = Screen(
    name: "quit", title: screen.title, isShown: { _ in false }, bindings: { _ in [quit] })

  static let quit = Binding([.ctrl("c")], .quit, quitHint) { _, _ in .quitRequested }

  /// The tab `step` places after `tab`, round the end.
  static func cycle(_ tab: AppFeature.Tab, by step: Int) -> AppFeature.Tab {
    let all = AppFeature.Tab.allCases
    let index = all.firstIndex(of: tab)!
    return all[(index + step + all.count) % all.count]
  }
}
