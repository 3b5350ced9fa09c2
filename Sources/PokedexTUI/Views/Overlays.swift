import PokedexCore

/// Boxes drawn over the current screen: the key help and the filter panel.
struct Overlays {
  var strings: Strings

  func drawHelp(into buffer: inout CellBuffer) {
    let lines = strings.helpLines
    let width = min(buffer.width - 2, 64)
    let height = min(buffer.height - 2, lines.count + 2)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    buffer.drawBox(column: column, row: row, width: width, height: height, title: strings.help)
    for (index, line) in lines.prefix(height - 2).enumerated() {
      let y = row + 1 + index
      buffer.write(line.keys, column: column + 2, row: y, style: Theme.title, maxWidth: 18)
      buffer.write(line.what, column: column + 21, row: y, maxWidth: width - 23)
    }
  }

  func drawFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: PokemonFilter, into buffer: inout CellBuffer
  ) {
    let types = PokemonType.allCases
    let generations = PokemonFilter.allGenerations
    let width = min(buffer.width - 2, 44)
    let height = min(buffer.height - 2, 12)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    buffer.drawBox(column: column, row: row, width: width, height: height, title: strings.filters)
    let rows = height - 3
    for (index, type) in types.enumerated() {
      let x = column + 2 + (index / rows) * 14
      let y = row + 1 + index % rows
      let mark = filter.types.contains(type) ? "[x] " : "[ ] "
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      let end = buffer.write(mark, column: x, row: y, style: style)
      buffer.write(strings.name(of: type), column: end, row: y, style: style, maxWidth: 9)
    }
    for (offset, generation) in generations.enumerated() {
      let index = types.count + offset
      let x = column + 30
      let y = row + 1 + offset % rows
      guard x + 10 < column + width else { break }
      let mark = filter.generations.contains(generation) ? "[x] " : "[ ] "
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      buffer.write("\(mark)\(strings.generation) \(generation)", column: x, row: y, style: style)
    }
    buffer.write(
      "space: toggle  esc: close", column: column + 2, row: row + height - 2, style: Theme.dim,
      maxWidth: width - 4)
  }
}
