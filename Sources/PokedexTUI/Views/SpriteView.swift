import Loop
import PokedexCore
import TerminalUI

/// A Pokémon's sprite in half-block cells, or a stand-in when there is no image to show.
///
/// Each cell is `▀` with the upper pixel as its foreground and the lower one as its background;
/// a cell whose upper pixel is transparent uses `▄` instead, and a fully transparent cell is
/// left alone, so the terminal's own background shows through. Colours are truecolor here; the
/// renderer maps them to the 256-colour palette when that is all the terminal has.
struct SpriteView {
  /// Whether colours reach the screen. Without them (`NO_COLOR`, `--no-color`) a sprite is
  /// noise, so the stand-in is drawn instead.
  var showsColor: Bool
  /// The language of the name whose initial the stand-in shows.
  var language: Language
  /// Keeps the last sprite's cells between frames; nil computes them on every draw.
  var cache: SpriteCellsCache?

  /// Draws `image` (or the stand-in for `pokemon` when it is nil), cropped to its opaque
  /// pixels, shrunk by the smallest integer factor that fits `area`, and centred across it.
  /// Returns the rows it used from the top of `area`.
  @discardableResult
  func draw(
    _ image: PNGImage?, of pokemon: Pokemon, in area: Area, into buffer: inout CellBuffer
  ) -> Int {
    guard area.width > 0, area.height > 0 else { return 0 }
    guard showsColor, let image else {
      return drawStandIn(for: pokemon, in: area, into: &buffer)
    }
    let cells =
      cache?.cells(for: image, columns: area.width, rows: area.height)
      ?? SpriteCells.fitting(image, columns: area.width, rows: area.height)
    let left = area.column + (area.width - cells.width) / 2
    for (rowIndex, row) in cells.rows.enumerated() {
      for (columnIndex, cell) in row.enumerated() {
        let column = left + columnIndex
        let y = area.row + rowIndex
        switch (cell.top, cell.bottom) {
        case (nil, nil):
          continue
        case (let top?, let bottom):
          let style = Style(foreground: Color(top), background: bottom.map(Color.init))
          buffer.write("▀", column: column, row: y, style: style)
        case (nil, let bottom?):
          buffer.write("▄", column: column, row: y, style: Style(foreground: Color(bottom)))
        }
      }
    }
    return cells.height
  }

  /// The Pokémon's initial in a box, in the colour of its first type.
  private func drawStandIn(
    for pokemon: Pokemon, in area: Area, into buffer: inout CellBuffer
  ) -> Int {
    let width = min(area.width, 11)
    let height = min(area.height, 5)
    guard width >= 3, height >= 3 else { return 0 }
    let color = pokemon.types.first.map(Theme.color(of:))
    let style = Style(foreground: color, bold: true)
    let column = area.column + (area.width - width) / 2
    let horizontal = String(repeating: "─", count: width - 2)
    buffer.write("╭" + horizontal + "╮", column: column, row: area.row, style: style)
    for y in (area.row + 1)..<(area.row + height - 1) {
      buffer.write("│", column: column, row: y, style: style)
      buffer.write("│", column: column + width - 1, row: y, style: style)
    }
    buffer.write("╰" + horizontal + "╯", column: column, row: area.row + height - 1, style: style)
    let initial = pokemon.name(in: language).first.map { String($0).uppercased() } ?? "?"
    buffer.write(initial, column: column + width / 2, row: area.row + height / 2, style: style)
    return height
  }
}

/// The cells of the last sprite drawn, so that a frame whose sprite and box are unchanged does
/// not scan, crop and shrink the image again.
///
/// One entry is enough: a screen shows one sprite (the detail's, or the selected row's). The
/// cache belongs to the view (each ``ScreenView`` has one), not to the state, which is recorded;
/// it changes how fast a frame is drawn, never what it shows.
final class SpriteCellsCache: Sendable {
  /// What the cells depend on. The image is compared itself rather than by Pokémon and
  /// colours, so a changed image can never show stale cells; comparing an image with the copy
  /// of itself kept here stops at their shared storage, so a hit costs no pixel scan.
  private struct Key: Equatable {
    var image: PNGImage
    var columns: Int
    var rows: Int
  }

  private struct Contents {
    var last: (key: Key, cells: SpriteCells)?
    var computations = 0
  }

  private let contents = Locked(Contents())

  /// How many times the cells were computed rather than reused.
  var computations: Int { contents.withLock { $0.computations } }

  /// `SpriteCells.fitting(image, columns: columns, rows: rows)`, reused when the previous call
  /// asked for the same.
  func cells(for image: PNGImage, columns: Int, rows: Int) -> SpriteCells {
    let key = Key(image: image, columns: columns, rows: rows)
    if let hit = contents.withLock({ $0.last?.key == key ? $0.last?.cells : nil }) { return hit }
    let cells = SpriteCells.fitting(image, columns: columns, rows: rows)
    contents.withLock {
      $0.last = (key, cells)
      $0.computations += 1
    }
    return cells
  }
}

extension Color {
  /// The terminal colour of a sprite pixel.
  init(_ rgb: RGB) { self.init(red: rgb.red, green: rgb.green, blue: rgb.blue) }
}
