import Loop
import PokedexCore
import TerminalUI

extension Overlays {
  /// The Pokédex's panel: the 18 types, the generations, forms; `hints` at its foot.
  func drawFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: PokemonFilter, hints: String,
    into buffer: inout CellBuffer
  ) {
    let types = PokemonType.allCases
    let generations = PokemonFilter.allGenerations
    let (column, row, width, height, rows) = drawTypes(
      panel, checked: filter.types, into: &buffer)
    for (offset, generation) in generations.enumerated() {
      let index = types.count + offset
      let x = column + 31
      let y = row + 1 + offset % rows
      guard x + 10 < column + width else { break }
      let mark = filter.generations.contains(generation) ? "[x] " : "[ ] "
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      buffer.write("\(mark)\(strings.generation) \(generation)", column: x, row: y, style: style)
    }
    // The last entry: whether the list shows each species' forms under it.
    if height >= 13 {
      var style = Style.plain
      if panel.highlighted == OverlaysFeature.FilterPanel.formsEntry { style.reverse = true }
      let mark = filter.includesForms ? "[x] " : "[ ] "
      buffer.write(
        mark + strings.translated("Forms"), column: column + 30, row: row + 1 + rows, style: style)
    }
    buffer.write(
      hints, column: column + 2, row: row + height - 2, style: Theme.dim,
      maxWidth: width - 4)
  }

  /// The move browser's panel: the 18 types, then the three categories.
  func drawMoveFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: MoveFilter, hints: String,
    into buffer: inout CellBuffer
  ) {
    let (column, row, width, height, rows) = drawTypes(
      panel, checked: filter.types, into: &buffer)
    for (offset, category) in DamageClass.allCases.enumerated() {
      let index = PokemonType.allCases.count + offset
      let (x, y) = (column + 31, row + 1 + offset)
      guard offset < rows, x + 10 < column + width else { break }
      let mark = filter.categories.contains(category) ? "[x] " : "[ ] "
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      buffer.write(
        mark + strings.translated(category.rawValue.capitalized), column: x, row: y,
        style: style, maxWidth: column + width - 1 - x)
    }
    buffer.write(
      hints, column: column + 2, row: row + height - 2, style: Theme.dim,
      maxWidth: width - 4)
  }

  /// The item browser's panel: a line per kind.
  func drawItemFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: ItemFilter, language: Language, hints: String,
    into buffer: inout CellBuffer
  ) {
    let width = min(buffer.width - 2, 44)
    let height = min(buffer.height - 2, ItemKind.allCases.count + 4)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    buffer.drawBox(column: column, row: row, width: width, height: height, title: strings.filters)
    let names = ItemsListView(strings: strings, language: language)
    for (index, kind) in ItemKind.allCases.enumerated() where index < height - 3 {
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      buffer.write(
        (filter.kinds.contains(kind) ? "[x] " : "[ ] ") + names.name(of: kind), column: column + 2,
        row: row + 1 + index, style: style, maxWidth: width - 4)
    }
    buffer.write(
      hints, column: column + 2, row: row + height - 2, style: Theme.dim, maxWidth: width - 4)
  }

  /// The filter panel's box and its first entries, the 18 types in columns; returns where the
  /// box is and how many entries a column holds.
  private func drawTypes(
    _ panel: OverlaysFeature.FilterPanel, checked: Set<PokemonType>,
    into buffer: inout CellBuffer
  ) -> (column: Int, row: Int, width: Int, height: Int, rows: Int) {
    let width = min(buffer.width - 2, 44)
    let height = min(buffer.height - 2, 13)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    buffer.drawBox(column: column, row: row, width: width, height: height, title: strings.filters)
    let rows = min(9, height - 3)
    for (index, type) in PokemonType.allCases.enumerated() {
      let x = column + 2 + (index / rows) * 14
      let y = row + 1 + index % rows
      let mark = checked.contains(type) ? "[x] " : "[ ] "
      var style = Style.plain
      if index == panel.highlighted { style.reverse = true }
      let end = buffer.write(mark, column: x, row: y, style: style)
      buffer.write(strings.name(of: type), column: end, row: y, style: style, maxWidth: 10)
    }
    return (column, row, width, height, rows)
  }
}
