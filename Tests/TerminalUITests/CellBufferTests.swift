import Testing

@testable import TerminalUI

@Suite struct CellBufferTests {
  @Test func writingReturnsTheNextColumnAndClipsAtTheRightEdge() {
    var buffer = CellBuffer(width: 10, height: 2)
    #expect(buffer.write("#025 ", column: 0, row: 0) == 5)
    #expect(buffer.write("Pikachu", column: 5, row: 0) == 10)
    // Cut at the edge, the text ends in an ellipsis: a reader knows there was more.
    #expect(buffer.text == "#025 Pika…\n")
    buffer.write("Pikachu", column: 5, row: 1, marksCut: false)
    #expect(buffer.text == "#025 Pika…\n     Pikac")
    buffer.write("Pika", column: 6, row: 1)
    #expect(buffer.text == "#025 Pika…\n     PPika")  // what fits is not marked
  }

  /// Spaces cut off are nothing a reader misses: no mark for them, a mark for anything else.
  @Test func onlyTextThatShowsIsMarkedAsCut() {
    var buffer = CellBuffer(width: 4, height: 3)
    buffer.write("Abra    ", column: 0, row: 0)
    buffer.write("Ab  ra", column: 0, row: 1)
    buffer.write("Ab", column: 0, row: 2)
    buffer.markCut(column: 3, row: 2)
    #expect(buffer.text == "Abra\nAb …\nAb …")
  }

  /// What is left after the cut is found by the bytes written so far: characters of several
  /// bytes and of several scalars before it, in a whole text and in a slice of one.
  @Test func theRestAfterACutIsFoundPastCharactersOfManyBytes() {
    var buffer = CellBuffer(width: 4, height: 4)
    buffer.write("e\u{301}─ab", column: 0, row: 0, maxWidth: 3)
    buffer.write("e\u{301}─a   ", column: 0, row: 1, maxWidth: 3)
    let line = ">>é─ピb"
    buffer.write(line[line.index(line.startIndex, offsetBy: 2)...], column: 0, row: 2)
    buffer.write(Substring("é─ピ  "), column: 0, row: 3)
    #expect(buffer.text == "é─…\né─a\né─…\né─ピ")
  }

  @Test func maxWidthClipsBeforeTheEdge() {
    var buffer = CellBuffer(width: 12, height: 1)
    #expect(buffer.write("Bulbasaur", column: 1, row: 0, maxWidth: 4) == 5)
    #expect(buffer.text == " Bul…")
    buffer.write("x", column: 0, row: 0, maxWidth: 0)
    #expect(buffer.text == " Bul…")
  }

  @Test func wideCharactersTakeTwoCells() {
    var buffer = CellBuffer(width: 12, height: 1)
    #expect(buffer.write("ピカチュウ", column: 1, row: 0) == 11)
    #expect(buffer[1, 0].character == "ピ")
    #expect(buffer[2, 0].isContinuation)
    #expect(buffer[3, 0].character == "カ")
    #expect(buffer.text == " ピカチュウ")
  }

  @Test func aWideCharacterThatDoesNotFitBecomesTheCutsMark() {
    var buffer = CellBuffer(width: 6, height: 2)
    buffer.write("xxxxxx", column: 0, row: 0)
    #expect(buffer.write("ピカチ", column: 1, row: 0) == 6)
    #expect(buffer.text == "xピカ…\n")
    #expect(!buffer[5, 0].isContinuation)
    buffer.write("ピカチ", column: 0, row: 1, maxWidth: 3)
    #expect(buffer.text == "xピカ…\nピ…")
    #expect(buffer[2, 1].character == "…")
    // Cut right after a wide glyph, the mark takes the glyph's place, not half of it.
    var wide = CellBuffer(width: 4, height: 1)
    wide.write("aピカ", column: 0, row: 0)
    #expect(wide.text == "aピ…")
    var exact = CellBuffer(width: 5, height: 1)
    exact.write("ピカチ", column: 0, row: 0, maxWidth: 4)
    #expect(exact.text == "ピ…")
    #expect(!exact[3, 0].isContinuation)
  }

  @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("ピカチ", column: 0, row: 0)
    buffer.write("a", column: 1, row: 0)  // the right half of ピ
    #expect(buffer.text == " aカチ")
    buffer.write("b", column: 2, row: 0)  // the left half of カ
    #expect(buffer.text == " ab チ")
    #expect(!buffer[3, 0].isContinuation)
    buffer.write("ウ", column: 3, row: 0)  // straddles the old チ
    #expect(buffer.text == " abウ")
    #expect(buffer[5, 0] == .blank)
  }

  @Test func combiningMarksStayWithTheirBase() {
    var buffer = CellBuffer(width: 10, height: 1)
    #expect(buffer.write("Flabe\u{301}be\u{301}", column: 0, row: 0) == 7)
    #expect(buffer[4, 0].character == "e\u{301}")
    #expect(buffer.write("Nidoran♀", column: 0, row: 0) == 8)
    #expect(buffer.text == "Nidoran♀")
  }

  @Test func controlCharactersAndNegativeColumnsAreSkipped() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("a\tb\nc", column: 0, row: 0)
    #expect(buffer.text == "abc")
    buffer.write("ピカチ", column: -1, row: 0)
    #expect(buffer.text == " カチ")
    buffer.write("zz", column: 0, row: 5)
    buffer.write("zz", column: 0, row: -1)
    #expect(buffer.text == " カチ")
  }

  @Test func fillAndClear() {
    var buffer = CellBuffer(width: 5, height: 3)
    buffer.write("ピカ", column: 0, row: 1)
    buffer.fill(column: 1, row: 0, width: 10, height: 2, with: "#")
    #expect(buffer.text == " ####\n ####\n")
    buffer.fill(column: -3, row: 2, width: 4, height: 9, with: "ピ")
    #expect(buffer.text == " ####\n ####\n")
    // Rectangles wholly outside the grid change nothing.
    buffer.fill(column: 9, row: 9, width: 2, height: 2, with: "x")
    buffer.fill(column: -9, row: -9, width: 2, height: 2, with: "x")
    buffer.restyle(column: 7, row: 4, width: 2, height: 2) { $0.bold = true }
    #expect(buffer.text == " ####\n ####\n")
    buffer.clear()
    #expect(buffer == CellBuffer(width: 5, height: 3))
  }

  @Test func restyleKeepsCharactersAndWholeGlyphs() {
    var buffer = CellBuffer(width: 6, height: 1)
    buffer.write("aピb", column: 0, row: 0)
    let reverse = Style(reverse: true)
    buffer.restyle(column: 0, row: 0, width: 2, height: 1) { $0.reverse = true }
    #expect(buffer.text == "aピb")
    #expect(buffer[1, 0].style == reverse)
    #expect(buffer[2, 0].style == reverse)
    #expect(buffer[3, 0].style == .plain)
  }

  @Test func degenerateSizesAreEmpty() {
    var buffer = CellBuffer(width: -3, height: 0)
    buffer.write("abc", column: 0, row: 0)
    buffer.fill(column: 0, row: 0, width: 3, height: 3)
    #expect(buffer.text == "")
    var narrow = CellBuffer(width: 1, height: 1)
    narrow.write("ピ", column: 0, row: 0, marksCut: false)
    #expect(narrow.text == "")
    #expect(narrow[0, 0] == .blank)
  }

  @Test func styledTextSnapshot() {
    var buffer = CellBuffer(width: 28, height: 2)
    let grass = Style(foreground: .white, background: Color(hex: 0x7AC74C), bold: true)
    let poison = Style(foreground: .white, background: Color(hex: 0xA33EA1), bold: true)
    var column = buffer.write("#001 ", column: 0, row: 0, style: Style(dim: true))
    column = buffer.write("Bulbasaur ", column: column, row: 0)
    column = buffer.write("GRASS", column: column, row: 0, style: grass)
    buffer.write("POISON", column: column + 1, row: 0, style: poison)
    buffer.write("フシギダネ", column: 5, row: 1, style: Style(underline: true))
    #expect(
      buffer.styledText == """
        #001 Bulbasaur GRASS POISON
        aaaaa..........bbbbb.cccccc
             フシギダネ
        .....dddddddddd
        --
        a = dim
        b = fg #FFFFFF bg #7AC74C bold
        c = fg #FFFFFF bg #A33EA1 bold
        d = underline
        """)
  }
}
