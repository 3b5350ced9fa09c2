import Testing

@testable import TerminalUI

private let words = [
  "Pikachu", "ピカチュウ", "Nidoran♀", "Nidoran♂", "Flabébé", "Flabe\u{301}be\u{301}", "皮卡丘",
  "피카츄", "#025", "😀", "🇯🇵", "Mr. Mime", " ", "│", "█▌",
]

private let styles = [
  Style.plain, Style(bold: true), Style(reverse: true), Style(dim: true, italic: true),
  Style(underline: true), Style(foreground: Color(hex: 0xEE8130)),
  Style(foreground: .white, background: Color(hex: 0x6390F0), bold: true),
  Style(background: Color(hex: 0x7AC74C)), Style(foreground: Color(hex: 0x808080), dim: true),
]

/// A buffer of random Pokémon-ish text, with wide characters near the right edge on purpose.
private func randomBuffer(
  width: Int, height: Int, using generator: inout SeededGenerator
) -> CellBuffer {
  var buffer = CellBuffer(width: width, height: height)
  for row in 0..<height {
    var column = Int.random(in: 0...3, using: &generator)
    while column < width {
      column = buffer.write(
        words.randomElement(using: &generator)!, column: column, row: row,
        style: styles.randomElement(using: &generator)!)
      column += Int.random(in: 0...2, using: &generator)
    }
    // A wide name cut by the right edge.
    buffer.write("ピカチュウ", column: width - 5, row: row, style: styles[row % styles.count])
  }
  return buffer
}

/// Renders `buffer` onto `terminal` and checks the screen shows exactly the buffer.
private func render(
  _ buffer: CellBuffer, with renderer: inout Renderer, onto terminal: inout TerminalEmulator,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [UInt8] {
  let output = renderer.frame(buffer)
  terminal.feed(output)
  let differences = terminal.differences(from: buffer, colorMode: renderer.colorMode)
  #expect(differences.isEmpty, "\(differences.prefix(5))", sourceLocation: sourceLocation)
  #expect(terminal.unexpected.isEmpty, "\(terminal.unexpected)", sourceLocation: sourceLocation)
  #expect(!terminal.synchronizedUpdateOpen, sourceLocation: sourceLocation)
  return output
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

@Suite struct RendererTests {
  @Test(arguments: [ColorMode.trueColor, .palette256, .none])
  func theFirstFrameCoversEveryCell(colorMode: ColorMode) {
    var generator = SeededGenerator(seed: 1)
    var renderer = Renderer(colorMode: colorMode)
    var terminal = TerminalEmulator(width: 80, height: 24)
    let output = render(
      randomBuffer(width: 80, height: 24, using: &generator), with: &renderer, onto: &terminal)
    #expect(text(output).hasPrefix("\u{1B}[?2026h"))
    #expect(text(output).hasSuffix("\u{1B}[?2026l"))
  }

  @Test func anUnchangedFrameWritesNothing() {
    var generator = SeededGenerator(seed: 2)
    let buffer = randomBuffer(width: 80, height: 24, using: &generator)
    var renderer = Renderer(colorMode: .trueColor)
    #expect(!renderer.frame(buffer).isEmpty)
    #expect(renderer.frame(buffer).isEmpty)
    #expect(renderer.frame(buffer).isEmpty)
  }

  @Test func aOneCharacterChangeIsAHandfulOfBytes() {
    var buffer = CellBuffer(width: 80, height: 24)
    buffer.write("Search: pik", column: 2, row: 1)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 80, height: 24)
    _ = render(buffer, with: &renderer, onto: &terminal)
    buffer.write("a", column: 13, row: 1)
    let output = render(buffer, with: &renderer, onto: &terminal)
    #expect(text(output) == "\u{1B}[?2026h\u{1B}[2;14Ha\u{1B}[?2026l")
    #expect(output.count < 30)
  }

  @Test func nearbyChangesUseShortRelativeMoves() {
    var buffer = CellBuffer(width: 80, height: 24)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 80, height: 24)
    _ = render(buffer, with: &renderer, onto: &terminal)
    // Two changes close together on a row: the gap is reprinted, not jumped.
    buffer.write("a", column: 10, row: 5)
    buffer.write("b", column: 12, row: 5)
    #expect(text(render(buffer, with: &renderer, onto: &terminal)).contains("a b"))
    // A change right below the last one: one short vertical move.
    buffer.write("c", column: 13, row: 6)
    let output = text(render(buffer, with: &renderer, onto: &terminal))
    #expect(output == "\u{1B}[?2026h\u{1B}[Bc\u{1B}[?2026l")
  }

  /// Each way of moving the cursor, chosen where it is the shortest, with counts of one, two
  /// and three digits: a length counted wrong picks a longer move or writes a wrong one. The
  /// cursor stands after the last cell written.
  @Test func eachMoveIsChosenWhereItIsTheShortest() {
    var buffer = CellBuffer(width: 200, height: 120)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 200, height: 120)
    _ = render(buffer, with: &renderer, onto: &terminal)
    let steps: [(row: Int, column: Int, move: String?)] = [
      (5, 10, nil),
      (5, 70, "\u{1B}[59C"),  // right: 5 bytes, against \r CSI 70 C (6) and CSI 6;71 H (7)
      (100, 150, nil),
      (100, 5, "\r\u{1B}[5C"),  // a carriage return and right: 5, against CSI 146 D (6)
      (103, 5, "\u{1B}[3B\u{1B}[D"),  // down and left: 7, against CSI 104;6 H (8)
      (104, 0, "\u{1B}[B\r"),  // down to column 0: 4, against CSI 105 H (6)
      (0, 0, "\u{1B}[H"),  // home: 3
      (104, 50, nil),
      (93, 51, "\u{1B}[11A"),  // up eleven: 5, against CSI 94;52 H (8)
    ]
    for step in steps {
      buffer.write("x", column: step.column, row: step.row)
      let output = text(render(buffer, with: &renderer, onto: &terminal))
      if let move = step.move {
        #expect(output == "\u{1B}[?2026h" + move + "x\u{1B}[?2026l", "\(step)")
      }
    }
  }

  @Test func aRunInOneStyleSetsTheStyleOnce() {
    var buffer = CellBuffer(width: 40, height: 2)
    let fire = Style(foreground: .white, background: Color(hex: 0xEE8130), bold: true)
    buffer.write(" FIRE ", column: 0, row: 0, style: fire)
    buffer.write(" FIRE ", column: 0, row: 1, style: fire)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 40, height: 2)
    let output = text(render(buffer, with: &renderer, onto: &terminal))
    let setFire = "\u{1B}[0;1;38;2;255;255;255;48;2;238;129;48m"
    #expect(output.components(separatedBy: setFire).count == 2)
    // Four style changes in all: badge, plain, badge (incremental this time), plain.
    #expect(output.components(separatedBy: "m").count == 5)
  }

  @Test func colourModesWriteTheirOwnSequences() {
    var buffer = CellBuffer(width: 4, height: 1)
    buffer.write("x", column: 0, row: 0, style: Style(foreground: Color(hex: 0xEE8130)))
    var trueColor = Renderer(colorMode: .trueColor)
    var palette = Renderer(colorMode: .palette256)
    var none = Renderer(colorMode: .none)
    #expect(text(trueColor.frame(buffer)).contains("38;2;238;129;48m"))
    #expect(text(palette.frame(buffer)).contains("38;5;209m"))
    #expect(!text(none.frame(buffer)).contains("38;"))
  }

  @Test func randomEditsAlwaysLeaveTheScreenEqualToTheBuffer() {
    var generator = SeededGenerator(seed: 3)
    for colorMode in [ColorMode.trueColor, .palette256] {
      var renderer = Renderer(colorMode: colorMode)
      var terminal = TerminalEmulator(width: 60, height: 20)
      var buffer = randomBuffer(width: 60, height: 20, using: &generator)
      _ = render(buffer, with: &renderer, onto: &terminal)
      for _ in 0..<200 {
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
          let column = Int.random(in: -2..<62, using: &generator)
          let row = Int.random(in: 0..<20, using: &generator)
          if Bool.random(using: &generator) {
            buffer.write(
              words.randomElement(using: &generator)!, column: column, row: row,
              style: styles.randomElement(using: &generator)!)
          } else {
            buffer.fill(
              column: column, row: row, width: Int.random(in: 1...8, using: &generator),
              height: Int.random(in: 1...3, using: &generator),
              style: styles.randomElement(using: &generator)!)
          }
        }
        _ = render(buffer, with: &renderer, onto: &terminal)
      }
    }
  }

  @Test func shrinkingToOneCellAndGrowingBackRepaintsEverything() {
    var generator = SeededGenerator(seed: 4)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 80, height: 24)
    for (width, height) in [(80, 24), (1, 1), (80, 24), (2, 1), (1, 3), (80, 24)] {
      terminal.resize(width: width, height: height)
      _ = render(
        randomBuffer(width: width, height: height, using: &generator), with: &renderer,
        onto: &terminal)
    }
  }

  @Test func fiftyRandomResizesNeverLeaveStaleCells() {
    var generator = SeededGenerator(seed: 5)
    var renderer = Renderer(colorMode: .palette256)
    var terminal = TerminalEmulator(width: 80, height: 24)
    for _ in 0..<50 {
      let width = Int.random(in: 1...140, using: &generator)
      let height = Int.random(in: 1...50, using: &generator)
      terminal.resize(width: width, height: height)
      renderer.requestFullRedraw()  // what the app does on SIGWINCH
      _ = render(
        randomBuffer(width: width, height: height, using: &generator), with: &renderer,
        onto: &terminal)
    }
  }

  @Test func aFullRedrawRepaintsEveryCellWithoutClearing() {
    var generator = SeededGenerator(seed: 6)
    let buffer = randomBuffer(width: 50, height: 10, using: &generator)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 50, height: 10)
    _ = render(buffer, with: &renderer, onto: &terminal)
    // Something else drew over the screen (say, we were suspended): the same frame again must
    // repaint every cell, not just the changed ones.
    terminal.scramble()
    renderer.requestFullRedraw()
    let output = render(buffer, with: &renderer, onto: &terminal)
    #expect(!text(output).contains("\u{1B}[2J"))
    #expect(renderer.frame(buffer).isEmpty)
  }

  @Test(arguments: [Style.plain, Style(foreground: Color(hex: 0xEE8130), bold: true)])
  func aFullRedrawSetsTheStyleAgainWhateverWasLeft(style: Style) {
    var buffer = CellBuffer(width: 20, height: 3)
    buffer.fill(column: 0, row: 0, width: 20, height: 3, with: "x", style: style)
    var renderer = Renderer(colorMode: .trueColor)
    var terminal = TerminalEmulator(width: 20, height: 3)
    _ = render(buffer, with: &renderer, onto: &terminal)
    // Another program drew, and left the terminal in reverse video and underline.
    terminal.scramble()
    terminal.feed(Array("\u{1B}[7;4m".utf8))
    renderer.requestFullRedraw()
    _ = render(buffer, with: &renderer, onto: &terminal)
  }

  @Test func wideCharactersReplacedByNarrowOnesLeaveNoHalves() {
    var buffer = CellBuffer(width: 10, height: 1)
    buffer.write("ピカチュウ", column: 0, row: 0)
    var renderer = Renderer(colorMode: .none)
    var terminal = TerminalEmulator(width: 10, height: 1)
    _ = render(buffer, with: &renderer, onto: &terminal)
    buffer.write("x", column: 3, row: 0)
    _ = render(buffer, with: &renderer, onto: &terminal)
    buffer.write("ab", column: 0, row: 0)
    buffer.write("ピカ", column: 5, row: 0)
    _ = render(buffer, with: &renderer, onto: &terminal)
    #expect(buffer.text == "ab x ピカ")
  }
}
