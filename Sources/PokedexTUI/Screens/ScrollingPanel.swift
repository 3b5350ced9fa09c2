import Loop
import PokedexCore

/// What the panels drawn over the screen share (the help, the natures table, the team's
/// warnings): each takes every key, scrolls by line, page and end, and closes.
enum ScrollingPanel {
  /// The keys of a panel: ↑↓, Page Up/Down, Home and End scroll it (`scroll`); Esc, q, the
  /// panel's own `toggles` close it with `dismiss` (Ctrl-C quits, under every screen).
  static func bindings(
    scroll:
      @escaping @Sendable (ScreenFeature.Command, ScreenFeature.State, Language) ->
      ScreenFeature.Action?,
    toggles: [(Chord, ScreenFeature.Command)], dismiss: ScreenFeature.Action
  ) -> [Binding] {
    [
      Binding(Binding.rowKeys, .scroll, footer: .ifRoom, footerKeys: 2, action: scroll),
      Binding(Binding.pageKeys, .page, action: scroll),
      Binding(Binding.endKeys, .firstLast, action: scroll),
      Binding(
        [(.plain(.escape), .back), (.char("q"), .back)] + toggles, .close, footer: .always
      ) { _, _, _ in dismiss },
    ]
  }

  /// The first line `command` scrolls a panel to from `now`, `last` the furthest it goes and
  /// `page` the lines of a page; nil for a key that does not scroll, or when it stays.
  static func line(after command: ScreenFeature.Command, from now: Int, last: Int, page: Int)
    -> Int?
  {
    let now = min(now, last)
    let next: Int
    switch command {
    case .moveBy(let lines): next = now + lines
    case .pageDown: next = now + page
    case .pageUp: next = now - page
    case .top: next = 0
    case .bottom: next = last
    default: return nil
    }
    let clamped = min(max(0, next), last)
    return clamped == now ? nil : clamped
  }
}
