import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

/// The card's layout: the sprite beside the facts when the terminal is wide enough, above them
/// when it is not; colours only when asked for.
struct CardTextTests {
  let card = PokemonCard(pokemon: TUIFixtures.pokemon(7), sprite: TUIFixtures.pokeBall)
  let text = CardText(strings: .english, language: .english)
  var spriteRows: Int {
    SpriteCells.fitting(
      TUIFixtures.pokeBall, columns: CardText.spriteColumns, rows: CardText.spriteRows
    ).height
  }

  @Test func theSpriteSitsBesideTheFactsWhenTheyFit() {
    let lines = text.lines(card, width: 100).map(\.text)
    #expect(lines.first?.contains("▀") == true || lines.first?.contains("▄") == true)
    #expect(lines.first?.contains("  #007 Mon7  ") == true, "\(lines.first ?? "")")
    let factRows = text.lines(PokemonCard(pokemon: card.pokemon)).count
    #expect(lines.count == max(spriteRows, factRows))
  }

  @Test func theSpriteGoesAboveOnANarrowTerminal() {
    let lines = text.lines(card, width: 40).map(\.text)
    let title = lines.firstIndex { $0.hasPrefix("#007 Mon7") }
    #expect(title == spriteRows + 1)  // the sprite, then a blank line
    #expect(!lines[0].contains("#007"))
  }

  @Test func plainTextHasNoEscapesAndColourHasTheBadge() {
    let lines = text.lines(PokemonCard(pokemon: TUIFixtures.pokemon(7)))
    #expect(!StyledLine.render(lines, colorMode: .none).contains("\u{1B}"))
    let coloured = StyledLine.render(lines, colorMode: .trueColor)
    #expect(coloured.contains("\u{1B}[1;38;2;16;16;16;48;2;115;87;151m GHOST \u{1B}[0m"))
  }
}

/// A line written in styled pieces is marked where it is cut, even when the piece that reached
/// the edge fitted whole and the next one was left out.
@Suite struct StyledLineCutTests {
  @Test func aSpanLeftOutAtTheEdgeIsMarkedAndSpacesAreNot() {
    var buffer = CellBuffer(width: 8, height: 3)
    let area = Area(column: 0, row: 0, width: 6, height: 3)
    var cut = StyledLine("Abra: ", Theme.dim)
    cut.append("Psychic")
    var spaces = StyledLine("Abra: ", Theme.dim)
    spaces.append("   ")
    buffer.writeUnwrapped([cut, spaces, StyledLine("Abra")], in: area)
    #expect(buffer.text == "Abra:…\nAbra:\nAbra")
  }

  /// Spaces that cross the edge are cut without a mark, so the piece after them, cut whole,
  /// has it (it had none: the spaces counted as a piece cut, and marked, though they were not).
  @Test func aSpanAfterSpacesAcrossTheEdgeIsMarked() {
    var buffer = CellBuffer(width: 5, height: 1)
    var line = StyledLine("abc")
    line.append("   ", Theme.dim)
    line.append("def")
    buffer.writeUnwrapped([line], in: Area(column: 0, row: 0, width: 5, height: 1))
    #expect(buffer.text == "abc …")
  }

  /// Lines wrapped into too few rows run on in the last one, which ends with the cut's mark
  /// (the rows past it were left out unsaid).
  @Test func linesPastTheAreaRunOnInItsLastRowMarked() {
    var buffer = CellBuffer(width: 12, height: 2)
    buffer.write(
      [StyledLine("Gaps: Normal"), StyledLine("Fighting"), StyledLine("Flying")],
      in: Area(column: 0, row: 0, width: 12, height: 2))
    #expect(buffer.text == "Gaps: Normal\nFighting Fl…")
  }

  /// PokeAPI's Japanese texts part their words with the ideographic space (U+3000): a line
  /// breaks there as at a space, and only the space at a break is left out.
  @Test func japaneseTextBreaksAtItsIdeographicSpaces() {
    let line = StyledLine("性別が　同じだと　闘争心を　燃やして　強くなる。")
    let wrapped = StyledLine.wrapped([line], width: 20).map(\.text)
    #expect(wrapped == ["性別が　同じだと", "闘争心を　燃やして", "強くなる。"])
    #expect(wrapped.joined(separator: "　") == line.text)
  }

  /// Japanese written without spaces (PokeAPI's encounter methods) is wider than a line as
  /// one word: it breaks between its characters, every one kept, and a closing mark does not
  /// begin a line. (It was written whole and cut at the edge, the rest never shown.)
  @Test func aWordWiderThanALineBreaksBetweenItsCharacters() {
    let method = "マックスレイドバトルで野生のダイマックス・キョダイマックスポケモンを捕まえる"
    let wrapped = StyledLine.wrapped([StyledLine("  " + method)], width: 30).map(\.text)
    #expect(wrapped.count == 3, "\(wrapped)")
    #expect(wrapped.allSatisfy { displayWidth(of: $0) <= 30 }, "\(wrapped)")
    #expect(wrapped.map { String($0.drop { $0 == " " }) }.joined() == method)
    // Continuations hang under the entry, as other wrapped lines do.
    #expect(wrapped.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
    // "ー" stays with the character before it.
    let marked = StyledLine.wrapped([StyledLine("アイウエオカキクケコー")], width: 20).map(\.text)
    #expect(marked == ["アイウエオカキクケ", "コー"])
    // Two closing marks in a row (ュー) stay with the character before them both.
    let two = StyledLine.wrapped([StyledLine("アイウエオカキクケュー")], width: 20).map(\.text)
    #expect(two == ["アイウエオカキク", "ケュー"])
    // A long word in Latin letters breaks too.
    #expect(
      StyledLine.wrapped([StyledLine("a Donaudampfschifffahrt")], width: 10).map(\.text)
        == ["a", "Donaudampf", "schifffahr", "t"])
  }

  /// Type badges with no room for the second are marked as cut, not left out unsaid (the
  /// Team screen at 80 columns showed Rapid Strike Urshifu as Fighting alone); with no room
  /// for even the first, the mark stands in the last column.
  @Test func typeBadgesWithNoRoomAreMarked() {
    var buffer = CellBuffer(width: 20, height: 1)
    let strings = Strings.forLanguage(.english)
    let end = buffer.writeBadges(
      [.fighting, .water], strings: strings, column: 0, row: 0, maxWidth: 14)
    #expect(buffer.text.hasPrefix(" FIGHTING  …"), "\(buffer.text)")
    #expect(end == 12)
    var narrow = CellBuffer(width: 20, height: 1)
    narrow.writeBadges([.fighting], strings: strings, column: 2, row: 0, maxWidth: 5)
    #expect(narrow.text.hasPrefix("  …"), "\(narrow.text)")
    var room = CellBuffer(width: 30, height: 1)
    room.writeBadges([.fighting, .water], strings: strings, column: 0, row: 0, maxWidth: 30)
    #expect(!room.text.contains("…"))
  }

  /// A page's top cut to the rows it has (an item's or a move's at 80x24) says how many lines
  /// it left out, on its last row: they were cut unsaid, with nothing to scroll to them.
  @Test func linesCutToTheRowsTheyHaveSayHowManyAreLeft() {
    let lines = (1...6).map { StyledLine("line \($0)") }
    #expect(
      StyledLine.fitted(lines, count: 4).map(\.text) == ["line 1", "line 2", "line 3", "… +3"])
    #expect(StyledLine.fitted(lines, count: 6).map(\.text) == lines.map(\.text))
    #expect(StyledLine.fitted(lines, count: 9).count == 6)
    #expect(StyledLine.fitted(lines, count: 0).isEmpty)
  }
}
