import PokedexCore
import Testing

@testable import PokedexTUI
@testable import TerminalUI

/// `W` on the team screen lists every warning of the last import, where the status line has
/// room for one and said only how many more there were.
@MainActor
struct WarningsPanelTests {
  @Test func everyWarningOfAnImportIsListed() {
    var state = ScreenFeature.State()
    state.app.tab = .team
    var warnings = (1...11).map { line in
      ShowdownPaste.Problem(line: line, Message("\"%@\" is not a nature", .verbatim("Foo\(line)")))
    }
    // A long one, with its "did you mean", is shown whole.
    warnings.append(
      ShowdownPaste.Problem(
        line: 12,
        Message(
          "no item is called \"%@\": did you mean %@?", .verbatim("Choise Scarf Deluxe Foo12"),
          .list([.verbatim("Choice Scarf")]))))
    state.app.team.notice = .imported(count: 1, warnings: warnings)
    let view = ScreenView(language: .english)
    let before = view.render(state, width: 120, height: 40, source: nil).text
    #expect(before.contains("(+11, W lists them)"))
    #expect(!before.contains("Foo12"))
    let layout = ScreenLayout(state, width: 120, height: 40)
    let open = Router.action(
      for: .key(KeyEvent(.character("W"))), in: state, layout: layout, language: .english)
    #expect(open == .overlays(.warningsShown))
    _ = OverlaysFeature().reduce(into: &state.overlays, action: .warningsShown)
    let panel = view.render(state, width: 120, height: 40, source: nil).text
    #expect(panel.contains("Warnings") && panel.contains("The import"))
    for line in 1...11 {
      #expect(panel.contains("line \(line): \"Foo\(line)\" is not a nature"), "line \(line)")
    }
    #expect(
      panel.contains(
        "line 12: no item is called \"Choise Scarf Deluxe Foo12\": did you mean Choice Scarf?"))
    // Esc closes it; on a short terminal ↓ scrolls it.
    let panelLayout = ScreenLayout(state, width: 120, height: 40)
    #expect(
      Router.action(
        for: .key(KeyEvent(.escape)), in: state, layout: panelLayout, language: .english)
        == .overlays(.warningsDismissed))
    state.pageHeight = 5
    #expect(
      Router.action(
        for: .key(KeyEvent(.down)), in: state, layout: panelLayout, language: .english)
        == .overlays(.warningsScrolled(to: 1)))
    // At the last page (13 lines, 5 a page: from line 8), ↓ has nothing more to show.
    state.overlays.warningsScroll = 8
    #expect(
      Router.action(
        for: .key(KeyEvent(.down)), in: state, layout: panelLayout, language: .english) == nil)
    // Nothing to warn of: the panel says so.
    state.app.team.notice = nil
    let none = view.render(state, width: 120, height: 40, source: nil).text
    #expect(none.contains("No warnings: every set is legal."))
  }
}
