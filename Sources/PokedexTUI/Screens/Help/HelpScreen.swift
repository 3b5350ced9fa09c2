import Loop
import PokedexCore

/// The help over the screen: the keys of the screens under it, generated from their bindings.
/// It takes every key: the list's keys scroll it, Esc, q or ? close it.
enum HelpScreen {
  static let screen = Screen(
    name: "help", title: Hint("Help", es: "Ayuda", fr: "Aide", de: "Hilfe", ja: "ヘルプ"),
    takesEveryKey: true, isShown: { $0.showsHelp }, bindings: { _ in bindings })

  static let bindings = ScrollingPanel.bindings(
    scroll: scroll, toggles: [(.char("?"), .toggleHelp), (.plain(.function(1)), .toggleHelp)],
    dismiss: .overlays(.helpDismissed))

  /// ↑↓, Page Up/Down, Home and End scroll a help longer than the terminal is tall: as many
  /// lines as fit in the box (the page's rows) show, from the first line scrolled to.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _ language: Language
  ) -> ScreenFeature.Action? {
    let count = Router.helpLines(state, language: language).count
    return ScrollingPanel.line(
      after: command, from: state.overlays.helpScroll, last: max(0, count - state.pageHeight),
      page: state.pageHeight
    ).map { .overlays(.helpScrolled(to: $0)) }
  }
}
