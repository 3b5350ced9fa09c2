import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test func pokemonNamesInEveryScript() {
    #expect(displayWidth(of: "ピカチュウ") == 10)
    #expect(displayWidth(of: "Nidoran♀") == 8)
    #expect(displayWidth(of: "Nidoran♂") == 8)
    #expect(displayWidth(of: "Flabébé") == 7)
    #expect(displayWidth(of: "Flabe\u{301}be\u{301}") == 7)
    #expect(displayWidth(of: "皮卡丘") == 6)
    #expect(displayWidth(of: "피카츄") == 6)
    #expect(displayWidth(of: "Mr. Mime") == 8)
  }

  @Test func precomposedAndDecomposedAreOneCharacterOfWidthOne() {
    let decomposed = "e\u{301}"
    #expect(decomposed.count == 1)
    #expect(displayWidth(of: Character(decomposed)) == 1)
    #expect(displayWidth(of: Character("é")) == 1)
  }

  @Test func zeroWidthScalars() {
    for scalar in ["\u{301}", "\u{20DD}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{AD}", "\u{7}"] {
      #expect(displayWidth(of: Character(scalar)) == 0, "\(scalar.unicodeScalars.first!)")
    }
    #expect(displayWidth(of: "a\u{301}\u{302}\u{303}") == 1)
  }

  @Test func asciiIsOneCellWhenPrintableAndNoneWhenAControl() {
    for value in UInt8(0)..<128 {
      let character = Character(Unicode.Scalar(value))
      let expected = (0x20...0x7E).contains(value) ? 1 : 0
      #expect(displayWidth(of: character) == expected, "U+\(String(value, radix: 16))")
    }
    #expect(displayWidth(of: Character("\r\n")) == 0)
    // Keycaps start with an ASCII digit but are not ASCII characters: emoji, two cells.
    #expect(displayWidth(of: Character("1\u{FE0F}\u{20E3}")) == 2)
  }

  /// Every scalar `commonWidth` answers for, on its own and beside each other one of them:
  /// the width it gives is the one Unicode's properties give, and a text of them measures as
  /// the sum of its characters (so each is a character of its own there, CR LF aside, whose
  /// halves are both of no width). And none is an emoji, which the renderer relies on.
  @Test func theCommonScalarsAreMeasuredWithoutTheTablesAsWithThem() {
    let common = (UInt32(0)..<0x3000).compactMap { value -> Unicode.Scalar? in
      commonWidth(of: value) == nil ? nil : Unicode.Scalar(value)
    }
    #expect(common.count > 700)
    #expect(commonWidth(of: 0xAD) == nil && commonWidth(of: 0x300) == nil)
    func byCharacters(_ text: String) -> Int {
      text.reduce(0) { total, character in
        let scalars = character.unicodeScalars
        return total
          + (scalars.count == 1 ? propertyWidth(of: scalars.first!) : displayWidth(of: character))
      }
    }
    for scalar in common {
      #expect(commonWidth(of: scalar.value) == propertyWidth(of: scalar), "U+\(scalar.value)")
      // The renderer takes these as drawn alike by every terminal: none is shown as an emoji.
      #expect(!scalar.properties.isEmojiPresentation, "U+\(scalar.value)")
    }
    // Each beside every one of a sample of neighbours, before and after it.
    let neighbours = common.filter { $0.value % 7 == 0 } + ["\r", "\n", "a", "\u{E9}", "\u{2500}"]
    for scalar in common {
      for neighbour in neighbours {
        for text in [String(scalar) + String(neighbour), String(neighbour) + String(scalar)] {
          #expect(
            displayWidth(of: text) == byCharacters(text), "\(text.unicodeScalars.map(\.value))")
        }
      }
    }
    // A mark after a common scalar joins it: the text is measured by its characters.
    #expect(displayWidth(of: "e\u{301}\u{2500}") == 2)
    #expect(displayWidth(of: Substring("──é\u{301}…")) == 4)
  }

  @Test func wideCharacters() {
    for character: Character in ["ア", "あ", "ー", "。", "中", "한", "Ａ", "！", "😀", "🔥", "⚡", "🇯🇵"] {
      #expect(displayWidth(of: character) == 2, "\(character)")
    }
    // Text-presentation symbols stay narrow unless asked to be emoji.
    #expect(displayWidth(of: Character("♀")) == 1)
    #expect(displayWidth(of: Character("♀\u{FE0F}")) == 2)
    #expect(displayWidth(of: Character("⚡\u{FE0E}")) == 1)
    // Halfwidth katakana is narrow.
    #expect(displayWidth(of: "ｱ") == 1)
    // A family emoji built with zero-width joiners is one two-cell glyph.
    #expect(displayWidth(of: "👨‍👩‍👧") == 2)
  }

  @Test func truncationRespectsWidth() {
    #expect(truncated("Fletchinder", toWidth: 8) == "Fletchi…")
    #expect(truncated("Pichu", toWidth: 8) == "Pichu")
    #expect(truncated("ピカチュウ", toWidth: 7) == "ピカチ…")
    #expect(truncated("ピカチュウ", toWidth: 6) == "ピカ…")
    #expect(truncated("Abc", toWidth: 0) == "")
  }
}
