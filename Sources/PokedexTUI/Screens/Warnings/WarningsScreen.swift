import Loop
import PokedexCore

/// Every warning of the team over the screen (`W` on the team screen): the last import's, by
/// line, while its notice shows, then each member's. The status line has room for one; an
/// import of a long paste can have a dozen. It takes every key: ↑↓ and Page Up/Down scroll it,
/// Esc, q or W close it.
enum WarningsScreen {
  static let screen = Screen(
    name: "warnings",
    title: Hint("Warnings", es: "Avisos", fr: "Avertissements", de: "Warnungen", ja: "警告"),
    takesEveryKey: true, isShown: { $0.overlays.warningsScroll != nil },
    bindings: { _ in bindings })

  /// `W` on the team screen.
  static let openHint = Hint(
    "every warning of the team", es: "todos los avisos del equipo",
    fr: "tous les avertissements de l’équipe", de: "alle Warnungen des Teams",
    ja: "チームの警告をすべて表示")

  static let bindings: [Binding] = [
    Binding(Binding.rowKeys, .scroll, footer: .ifRoom, footerKeys: 2, action: scroll),
    Binding(Binding.pageKeys, .page, action: scroll),
    Binding(
      [
        (.plain(.escape), .back), (.char("q"), .back), (.char("W"), .showWarnings),
        (.ctrl("c"), .quit),
      ],
      .close, footer: .always
    ) { _, _, _ in .overlays(.warningsDismissed) },
  ]

  /// The panel's lines: a heading (`what` empty) before each group, then `⚠` and a warning.
  static func lines(_ state: ScreenFeature.State, language: Language)
    -> [(keys: String, what: String)]
  {
    let strings = Strings.forLanguage(language)
    let team = state.app.team
    var lines: [(keys: String, what: String)] = []
    if case .imported(_, let warnings) = team.notice, !warnings.isEmpty {
      lines.append((strings.translated("The import"), ""))
      lines += warnings.map { ("⚠", $0.text(in: language, strings.translated)) }
    }
    for member in team.members {
      guard let warnings = team.warnings[member.id], !warnings.isEmpty else { continue }
      let name =
        team.loadedMembers.first { $0.member == member }?.pokemon.name(in: language)
        ?? "#\(member.pokemon)"
      lines.append(((member.nickname.map { "\($0) · " } ?? "") + name, ""))
      lines += warnings.map { ("⚠", $0.text(in: language, strings.translated)) }
    }
    if lines.isEmpty { lines.append((strings.translated("No warnings: every set is legal."), "")) }
    return lines
  }

  /// The lines from the first shown on, as many as the page holds.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _ language: Language
  ) -> ScreenFeature.Action? {
    let count = lines(state, language: language).count
    let last = max(0, count - max(1, state.pageHeight - 1))
    let now = min(state.overlays.warningsScroll ?? 0, last)
    let next: Int
    switch command {
    case .moveBy(let lines): next = now + lines
    case .pageDown: next = now + state.pageHeight
    case .pageUp: next = now - state.pageHeight
    default: return nil
    }
    let clamped = min(max(0, next), last)
    return clamped == now ? nil : .overlays(.warningsScrolled(to: clamped))
  }
}
