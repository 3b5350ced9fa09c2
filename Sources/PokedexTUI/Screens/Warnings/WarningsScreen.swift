import Loop
import PokedexCore
import TerminalUI

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

  static let bindings = ScrollingPanel.bindings(
    scroll: scroll, toggles: [(.char("W"), .showWarnings)],
    dismiss: .overlays(.warningsDismissed))

  /// The panel's lines: a heading before each group (the import, a member), then its
  /// warnings.
  static func lines(_ state: ScreenFeature.State, language: Language)
    -> [(text: String, isHeading: Bool)]
  {
    let strings = Strings.forLanguage(language)
    let team = state.app.team
    var lines: [(text: String, isHeading: Bool)] = []
    func add(_ heading: String, _ warnings: [String]) {
      lines.append((heading, true))
      lines += warnings.map { ("⚠ " + $0, false) }
    }
    if case .imported(_, let warnings) = team.notice, !warnings.isEmpty {
      add(
        strings.translated("The import"),
        warnings.map { $0.text(in: language, strings.translated) })
    }
    if let tooMany = TeamView.tooMany(team, strings) {
      add(team.book.current?.name ?? "—", [tooMany])
    }
    for member in team.members {
      guard let warnings = team.warnings[member.id], !warnings.isEmpty else { continue }
      let name =
        team.loadedMembers.first { $0.member == member }?.pokemon.name(in: language)
        ?? "#\(member.pokemon)"
      add(
        (member.nickname.map { "\($0) · " } ?? "") + name,
        warnings.map { $0.text(in: language, strings.translated) })
    }
    if lines.isEmpty {
      lines.append((strings.translated("No warnings: every set is legal."), false))
    }
    return lines
  }

  /// The lines from the first shown on, as many as the page holds.
  @Sendable static func scroll(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _ language: Language
  ) -> ScreenFeature.Action? {
    let count = lines(state, language: language).count
    return ScrollingPanel.line(
      after: command, from: state.overlays.warningsScroll ?? 0,
      last: max(0, count - state.pageHeight), page: state.pageHeight
    ).map { .overlays(.warningsScrolled(to: $0)) }
  }
}

extension Overlays {
  /// The team's warnings in a box as wide as the terminal allows (a warning with its "did you
  /// mean" runs to some 70 columns), the lines from `scroll` on, arrows on the frame where
  /// more are.
  func drawWarnings(
    _ lines: [(text: String, isHeading: Bool)], scroll: Int, into buffer: inout CellBuffer
  ) {
    let widest = lines.map { displayWidth(of: $0.text) }.max() ?? 0
    let width = min(buffer.width - 2, max(40, widest + 4))
    let height = min(buffer.height - 2, lines.count + 2)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    let first = drawPanel(
      column: column, row: row, width: width, height: height,
      title: strings.translated("Warnings"), lines: lines.count, shown: height - 2,
      scroll: scroll, into: &buffer)
    for (index, line) in lines.dropFirst(first).prefix(height - 2).enumerated() {
      buffer.write(
        line.text, column: column + 2, row: row + 1 + index,
        style: line.isHeading ? Theme.highlight : .plain, maxWidth: width - 4)
    }
  }
}
