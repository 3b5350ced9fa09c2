import PokedexCore
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
