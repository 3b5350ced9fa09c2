import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

struct HelpTextTests {
  /// On a wide terminal the help box shows every key's description whole, in every language
  /// (the Spanish line for `X` used to lose its last word).
  @Test(arguments: Language.allCases)
  func everyDescriptionFitsTheHelpBox(_ language: Language) {
    for line in Strings.forLanguage(language).helpLines {
      #expect(
        displayWidth(of: line.what) <= Overlays.helpDescriptionWidth,
        "\(language) help for \(line.keys) is cut off: \(line.what)")
    }
  }

  /// The search screen's `?` box of query terms too, each meaning translated.
  @Test(arguments: Language.allCases)
  func everyQueryTermFitsTheSyntaxBox(_ language: Language) {
    let strings = Strings.forLanguage(language)
    for line in PokemonQuery.syntax {
      let meaning = strings.translated(line.meaning)
      if language != .english { #expect(meaning != line.meaning, "\(language): \(line.meaning)") }
      #expect(displayWidth(of: line.term) <= 18)
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
    state.pageHeight = ScreenView.pageHeight(forTerminalHeight: 24)
    state.overlays.showsHelp = true
    let lines = Strings.forLanguage(language).helpLines
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
