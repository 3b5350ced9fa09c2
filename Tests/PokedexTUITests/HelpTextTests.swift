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
}
