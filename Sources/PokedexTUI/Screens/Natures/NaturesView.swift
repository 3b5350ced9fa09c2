import PokedexCore
import TerminalUI

extension Overlays {
  /// The natures table in a box: its heading, then the natures from `scroll` on (arrows on
  /// the frame where more are), each column as wide as its widest entry.
  func drawNatures(
    _ natures: [PokedexSets.Nature], language: Language, scroll: Int,
    into buffer: inout CellBuffer
  ) {
    let table = strings.naturesTable(natures, in: language)
    let widths = (0..<5).map { column in table.map { displayWidth(of: $0[column]) }.max() ?? 0 }
    let width = min(buffer.width - 2, widths.reduce(0, +) + 2 * 4 + 4)
    let height = min(buffer.height - 2, table.count + 2)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    let rows = height - 3  // the heading stays
    let first = drawPanel(
      column: column, row: row, width: width, height: height,
      title: strings.translated("Natures"), lines: natures.count, shown: rows, scroll: scroll,
      into: &buffer)
    let shown = [table[0]] + table.dropFirst().dropFirst(first).prefix(rows)
    for (index, line) in shown.enumerated() {
      var x = column + 2
      for (part, text) in line.enumerated() {
        let room = column + width - 2 - x
        guard room > 0 else { break }
        buffer.write(
          text, column: x, row: row + 1 + index, style: index == 0 ? Theme.title : .plain,
          maxWidth: min(room, widths[part]))
        x += widths[part] + 2
      }
    }
  }
}
