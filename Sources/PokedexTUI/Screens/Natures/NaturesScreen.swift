import Loop
import PokedexCore

/// The natures table over the screen (`N` on the team screen): each nature's stats and
/// flavours. It takes every key: ↑↓ and Page Up/Down scroll it, Esc, q or N close it.
enum NaturesScreen {
  static let screen = Screen(
    name: "natures",
    title: Hint("Natures", es: "Naturalezas", fr: "Natures", de: "Wesen", ja: "性格"),
    takesEveryKey: true, isShown: { $0.overlays.naturesScroll != nil },
    bindings: { _ in bindings })

  /// `N` on the team screen.
  static let openHint = Hint(
    "natures", es: "naturalezas", fr: "natures", de: "Wesen", ja: "性格一覧")

  static let bindings = ScrollingPanel.bindings(
    scroll: scroll, toggles: [(.char("N"), .showNatures)], dismiss: .overlays(.naturesDismissed))

  /// The natures from the first shown on, as many as the page holds.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    // The table's heading stays: a page holds one nature fewer.
    let count = PokedexSets.embedded.natures.count
    return ScrollingPanel.line(
      after: command, from: state.overlays.naturesScroll ?? 0,
      last: max(0, count - max(1, state.pageHeight - 1)), page: state.pageHeight
    ).map { .overlays(.naturesScrolled(to: $0)) }
  }
}
