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

  static let bindings: [Binding] = [
    Binding(Binding.rowKeys, .scroll, footer: .ifRoom, footerKeys: 2, action: scroll),
    Binding(Binding.pageKeys, .page, action: scroll),
    Binding(
      [
        (.plain(.escape), .back), (.char("q"), .back), (.char("N"), .showNatures),
        (.ctrl("c"), .quit),
      ],
      .close, footer: .always
    ) { _, _, _ in .overlays(.naturesDismissed) },
  ]

  /// The natures from the first shown on, as many as the page holds.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    let count = PokedexSets.embedded.natures.count
    let last = max(0, count - max(1, state.pageHeight - 1))
    let now = min(state.overlays.naturesScroll ?? 0, last)
    let next: Int
    switch command {
    case .moveBy(let lines): next = now + lines
    case .pageDown: next = now + state.pageHeight
    case .pageUp: next = now - state.pageHeight
    default: return nil
    }
    let clamped = min(max(0, next), last)
    return clamped == now ? nil : .overlays(.naturesScrolled(to: clamped))
  }
}
