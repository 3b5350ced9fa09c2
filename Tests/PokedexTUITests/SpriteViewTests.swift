import PokedexCore
import Testing

@testable import PokedexTUI
@testable import TerminalUI

/// Half-block drawing: which character, which colours, what stays untouched, and the stand-in.
@Suite struct SpriteViewTests {
  static let red = RGBA(red: 255, green: 0, blue: 0, alpha: 255)
  static let blue = RGBA(red: 0, green: 0, blue: 255, alpha: 255)
  static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

  /// An image from rows of pixels.
  static func image(_ rows: [[RGBA]]) -> PNGImage {
    PNGImage(
      width: rows[0].count, height: rows.count,
      pixels: rows.flatMap { $0.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] } })
  }

  static let pikachu = TUIFixtures.pokemon(25)

  func draw(
    _ image: PNGImage?, showsColor: Bool = true, width: Int = 6, height: Int = 3,
    cache: SpriteCellsCache? = nil
  ) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    SpriteView(showsColor: showsColor, language: .english, cache: cache)
      .draw(
        image, of: Self.pikachu, in: Area(column: 0, row: 0, width: width, height: height),
        into: &buffer)
    return buffer
  }

  @Test func twoPixelsShareACell() {
    // Column 0: red over blue. Column 1: transparent over blue. Column 2: red over nothing.
    // Column 3: transparent over transparent.
    let buffer = draw(
      Self.image([
        [Self.red, Self.clear, Self.red, Self.clear],
        [Self.blue, Self.blue, Self.clear, Self.clear],
      ]), width: 3)
    // Cropped to its opaque pixels (3 wide), centred in 3 columns.
    #expect(buffer.text == "▀▄▀\n\n")
    #expect(
      buffer[0, 0].style
        == Style(foreground: Color(hex: 0xFF0000), background: Color(hex: 0x0000FF)))
    #expect(buffer[1, 0].style == Style(foreground: Color(hex: 0x0000FF)))
    #expect(buffer[2, 0].style == Style(foreground: Color(hex: 0xFF0000)))
  }

  @Test func transparentCellsLeaveWhatIsThere() {
    var buffer = CellBuffer(width: 3, height: 1)
    buffer.write("xyz", column: 0, row: 0)
    SpriteView(showsColor: true, language: .english).draw(
      Self.image([[Self.red, Self.clear, Self.red]]), of: Self.pikachu,
      in: Area(column: 0, row: 0, width: 3, height: 1), into: &buffer)
    #expect(buffer.text == "▀y▀")
  }

  @Test func aLargeSpriteShrinksByAnIntegerFactorAndIsCentred() {
    // 8×8 red: at most 4 columns and 1 row (2 pixels) → factor 4 → 2×2 pixels, one cell row.
    let image = Self.image(Array(repeating: Array(repeating: Self.red, count: 8), count: 8))
    let buffer = draw(image, width: 6, height: 1)
    #expect(buffer.text == "  ▀▀")
  }

  @Test func aSpriteReachesTheTerminalInEachColourMode() {
    let buffer = draw(TUIFixtures.pokeBall, width: 24, height: 12)
    func bytes(_ mode: ColorMode) -> String {
      var renderer = Renderer(colorMode: mode)
      return String(decoding: renderer.frame(buffer), as: UTF8.self)
    }
    // Red (#E3350D) as itself, then as the nearest palette entry: levels 215, 95, 0 of the
    // 6×6×6 cube, index 16 + 36·4 + 6·1 + 0 = 166.
    #expect(bytes(.trueColor).contains("38;2;227;53;13"))
    #expect(!bytes(.palette256).contains("38;2;"))
    #expect(bytes(.palette256).contains("38;5;166"))
    #expect(Color(hex: 0xE3350D).xterm256Index == 166)
    #expect(!bytes(.none).contains("38;"))
  }

  @Test func withoutColourOrImageTheInitialStandsIn() {
    let expected = """
      ╭─────────╮
      │    M    │
      ╰─────────╯
      """
    #expect(draw(nil, width: 11, height: 3).text == expected)
    let image = Self.image([[Self.red]])
    #expect(draw(image, showsColor: false, width: 11, height: 3).text == expected)
    // In the colour of the Pokémon's first type.
    #expect(
      draw(nil, width: 11, height: 3)[5, 1].style.foreground
        == Theme.color(of: Self.pikachu.types[0]))
  }

  /// The Poké Ball with its red half blue: the same size, other pixels (as a shiny sprite is).
  static let blueBall = PNGImage(
    width: TUIFixtures.pokeBall.width, height: TUIFixtures.pokeBall.height,
    pixels: stride(from: 0, to: TUIFixtures.pokeBall.pixels.count, by: 4).flatMap { i in
      let pixel = Array(TUIFixtures.pokeBall.pixels[i..<i + 4])
      return pixel == [227, 53, 13, 255] ? [13, 53, 227, 255] : pixel
    })

  @Test func theCacheGivesTheFreshCellsAndRecomputesOnlyForANewKey() {
    let cache = SpriteCellsCache()
    let ball = TUIFixtures.pokeBall
    let fresh = SpriteCells.fitting(ball, columns: 20, rows: 8)
    #expect(cache.cells(for: ball, columns: 20, rows: 8) == fresh)
    #expect(cache.computations == 1)
    #expect(cache.cells(for: ball, columns: 20, rows: 8) == fresh)
    #expect(cache.computations == 1)
    // Any part of the key changed: computed again, and equal to a fresh computation.
    let changes: [(PNGImage, Int, Int)] = [(ball, 40, 8), (ball, 40, 30), (Self.blueBall, 40, 30)]
    for (index, (image, columns, rows)) in changes.enumerated() {
      let cells = cache.cells(for: image, columns: columns, rows: rows)
      #expect(cells == SpriteCells.fitting(image, columns: columns, rows: rows))
      #expect(cache.computations == 2 + index)
    }
    #expect(
      cache.cells(for: Self.blueBall, columns: 40, rows: 30)
        != SpriteCells.fitting(ball, columns: 40, rows: 30))
    // One entry: the first key again is computed again.
    #expect(cache.cells(for: ball, columns: 20, rows: 8) == fresh)
    #expect(cache.computations == 5)
  }

  @Test func drawingThroughTheCacheDrawsTheSameCells() {
    let cache = SpriteCellsCache()
    let fresh = draw(TUIFixtures.pokeBall, width: 20, height: 8)
    #expect(draw(TUIFixtures.pokeBall, width: 20, height: 8, cache: cache) == fresh)
    #expect(draw(TUIFixtures.pokeBall, width: 20, height: 8, cache: cache) == fresh)
    #expect(cache.computations == 1)
    #expect(
      draw(Self.blueBall, width: 20, height: 8, cache: cache)
        == draw(Self.blueBall, width: 20, height: 8))
    #expect(cache.computations == 2)
  }
}
