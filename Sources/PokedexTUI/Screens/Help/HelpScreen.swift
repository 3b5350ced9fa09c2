import Loop
import PokedexCore

/// The help over the screen: the keys of the screens under it, generated from their bindings.
/// It takes every key: the list's keys scroll it, Esc, q or ? close it.
enum HelpScreen {
  static let screen = Screen(
    name: "help", title: Hint("Help", es: "Ayuda", fr: "Aide", de: "Hilfe", ja: "ヘルプ"),
    takesEveryKey: true, isShown: { $0.showsHelp }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(Binding.rowKeys, .scroll, footer: .ifRoom, footerKeys: 2, action: scroll),
    Binding(Binding.pageKeys, .page, action: scroll),
    Binding(Binding.endKeys, .firstLast, action: scroll),
    Binding(
      [
        (.plain(.escape), .back), (.char("q"), .back), (.char("?"), .toggleHelp),
        (.plain(.function(1)), .toggleHelp), (.ctrl("c"), .quit),
      ],
      .close, footer: .always
    ) { _, _, _ in .overlays(.helpDismissed) },
  ]

  /// ↑↓, Page Up/Down, Home and End scroll a help longer than the terminal is tall: as many
  /// lines as fit in the box (the page's rows) show, from the first line scrolled to.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _ language: Language
  ) -> ScreenFeature.Action? {
    let count = Router.helpLines(state, language: language).count
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
}
