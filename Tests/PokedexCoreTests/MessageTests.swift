import Testing

@testable import PokedexCore

/// A message made in English and said in any language, and read back from its English words.
@Suite struct MessageTests {
  @Test func aMessageIsSaidWithItsValuesInTheLanguageAsked() {
    let pikachu = Message.Value.name(["en": "Pikachu", "ja": "ピカチュウ"])
    let said = Message(
      "%@ has %@ (%@)", pikachu, .message(Message("%@ moves", .number(4))),
      .list([.verbatim("Surf"), .phrase("one more")]))
    #expect(said.description == "Pikachu has 4 moves (Surf, one more)")
    let german = [
      "%@ has %@ (%@)": "%@ hat %@ (%@)", "%@ moves": "%@ Attacken", "one more": "noch eine",
    ]
    #expect(
      said.text(in: .german) { german[$0] ?? $0 } == "Pikachu hat 4 Attacken (Surf, noch eine)")
    // A name the language lacks is said in English.
    #expect(said.text(in: .japanese) { $0 }.hasPrefix("ピカチュウ has"))
    #expect(said.text(in: .french) { $0 }.hasPrefix("Pikachu has"))
  }

  @Test func aSentenceIsReadBackByItsTemplate() {
    let templates = ["Nothing here.", "%@ is at %@.", "Retry in %@ (%@ tries).", "%@%@ end"]
    #expect(Message.reading("Nothing here.", as: templates) == Message("Nothing here."))
    #expect(Message.reading("Nothing here!", as: templates) == nil)
    #expect(
      Message.reading("Pikachu is at Route 1.", as: templates)
        == Message("%@ is at %@.", .verbatim("Pikachu"), .verbatim("Route 1")))
    // An empty value, and one that runs to the first place the next words are.
    #expect(
      Message.reading(" is at .", as: templates)
        == Message("%@ is at %@.", .verbatim(""), .verbatim("")))
    #expect(
      Message.reading("Retry in 5 s (3 tries).", as: templates)
        == Message("Retry in %@ (%@ tries).", .verbatim("5 s"), .verbatim("3")))
    // Two values side by side: the first takes nothing (as documented).
    #expect(
      Message.reading("ab end", as: templates)
        == Message("%@%@ end", .verbatim(""), .verbatim("ab")))
    #expect(Message.reading("Something else", as: templates) == nil)
  }

  /// PokeAPI's failures read back whole from their English words, the words for what was
  /// asked as words of their own; another source's look-alike is not taken for one.
  @Test func pokeAPIFailuresReadBackFromTheirWords() {
    #expect(
      PokeAPIError.said(describedAs: "There is no Pokémon #25.")
        == Message("There is no %@.", .message(Message("Pokémon #%@", .verbatim("25")))))
    #expect(
      PokeAPIError.said(describedAs: "PokeAPI couldn't find the Pokémon list.")
        == Message("PokeAPI couldn't find %@.", .phrase("the Pokémon list")))
    #expect(
      PokeAPIError.said(
        describedAs: "PokeAPI didn't answer within 1 second for move/33. Retry in a moment.")
        == Message(
          "PokeAPI didn't answer within %@ for %@. Retry in a moment.", .phrase("1 second"),
          .verbatim("move/33")))
    #expect(PokeAPIError.said(describedAs: "There is no evolution chain 5.") == nil)
    #expect(PokeAPIError.said(describedAs: "disk full") == nil)
  }
}
