import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

struct HelpTextTests {
  /// The search screen's `?` box of query terms too, each meaning translated.
  @Test(arguments: Language.allCases)
  func everyQueryTermFitsTheSyntaxBox(_ language: Language) {
    let strings = Strings.forLanguage(language)
    for line in PokemonQuery.syntax {
      let meaning = strings.translated(line.meaning)
      if language != .english { #expect(meaning != line.meaning, "\(language): \(line.meaning)") }
      #expect(displayWidth(of: line.term) <= Overlays.helpKeysWidth)
      #expect(
        displayWidth(of: meaning) <= Overlays.helpDescriptionWidth,
        "\(language) syntax for \(line.term) is cut off: \(meaning)")
    }
  }
}

/// A help longer than the terminal is tall scrolls with the list's keys: at 80×24 every line
/// can be reached, the frame's arrows saying where more are.
@MainActor
struct HelpScrollTests {
  @Test(arguments: Language.allCases)
  func everyLineOfTheHelpCanBeReachedOnA24RowTerminal(_ language: Language) {
    var state = ScreenFeature.State()
    state.app.tab = .search
    state.pageHeight = ScreenView.pageHeight(forTerminalHeight: 24)
    state.overlays.showsHelp = true
    let lines = Router.helpLines(state, language: language)
    let view = ScreenView(language: language)
    let top = view.render(state, width: 80, height: 24).text
    #expect(lines.count > state.pageHeight, "the help fits: nothing to scroll")
    #expect(top.contains("↓") && !top.contains(lines.last!.keys))
    // j scrolls a line; End to the last; the last line shows and nothing more goes down.
    #expect(
      ScreenFeature.action(for: .moveBy(1), in: state, language: language)
        == .overlays(.helpScrolled(to: 1)))
    let end = ScreenFeature.action(for: .bottom, in: state, language: language)
    #expect(end == .overlays(.helpScrolled(to: lines.count - state.pageHeight)))
    state.overlays.helpScroll = lines.count - state.pageHeight
    let bottom = view.render(state, width: 80, height: 24).text
    #expect(bottom.contains(lines.last!.keys))
    #expect(bottom.contains("↑"))
    #expect(ScreenFeature.action(for: .moveBy(1), in: state, language: language) == nil)
    // Any other key leaves it as it is; Esc closes it, and it opens again at the top.
    #expect(
      ScreenFeature.action(for: .back, in: state, language: language)
        == .overlays(.helpDismissed))
    var overlays = OverlaysFeature.State(showsHelp: false, helpScroll: 5)
    _ = OverlaysFeature().reduce(into: &overlays, action: .helpShown)
    #expect(overlays.helpScroll == 0)
  }
}
