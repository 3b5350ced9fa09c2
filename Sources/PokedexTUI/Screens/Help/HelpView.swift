import Loop
import PokedexCore
import TerminalUI

/// Boxes drawn over the current screen: the key help, the filter panel and an alert.
struct Overlays {
  var strings: Strings

  /// The help box's width on a wide enough terminal.
  static let helpWidth = 66
  /// The columns a key's description has in the help box at ``helpWidth``.
  static let helpDescriptionWidth = helpWidth - 25
  /// The columns the keys have, left of the descriptions.
  static let helpKeysWidth = Binding.widestLabel

  /// A panel's box, titled, with arrows on its frame where lines above or below are hidden;
  /// returns the first of `lines` to show, `shown` at a time from `scroll` (kept in range).
  func drawPanel(
    column: Int, row: Int, width: Int, height: Int, title: String, lines: Int, shown: Int,
    scroll: Int, into buffer: inout CellBuffer
  ) -> Int {
    buffer.drawBox(column: column, row: row, width: width, height: height, title: title)
    let first = min(max(0, scroll), max(0, lines - shown))
    if first > 0 { buffer.write("↑", column: column + width - 3, row: row, style: Theme.title) }
    if first + shown < lines {
      buffer.write("↓", column: column + width - 3, row: row + height - 1, style: Theme.title)
    }
    return first
  }

  /// The help: `lines` from ``Router/helpLines(_:language:)``, a line with keys and no text
  /// being a screen's title, from line `scroll` when they are more than the box holds.
  func drawHelp(
    _ lines: [(keys: String, what: String)], scroll: Int = 0, into buffer: inout CellBuffer
  ) {
    let width = min(buffer.width - 2, Self.helpWidth)
    let height = min(buffer.height - 2, lines.count + 2)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    let first = drawPanel(
      column: column, row: row, width: width, height: height, title: strings.help,
      lines: lines.count, shown: height - 2, scroll: scroll, into: &buffer)
    for (index, line) in lines.dropFirst(first).prefix(height - 2).enumerated() {
      let y = row + 1 + index
      if line.what.isEmpty {
        buffer.write(
          line.keys, column: column + 2, row: y, style: Theme.highlight, maxWidth: width - 4)
        continue
      }
      buffer.write(
        line.keys, column: column + 2, row: y, style: Theme.title, maxWidth: Self.helpKeysWidth)
      buffer.write(
        line.what, column: column + 3 + Self.helpKeysWidth, row: y,
        maxWidth: width - (Self.helpWidth - Self.helpDescriptionWidth))
    }
  }
}
