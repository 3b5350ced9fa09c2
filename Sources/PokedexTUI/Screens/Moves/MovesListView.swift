import PokedexCore
import TerminalUI

/// The move browser: the search field, the filters on, and a row per move (name, type,
/// category, power, accuracy, PP), the matched letters underlined.
struct MovesListView {
  var strings: Strings
  var language: Language

  func draw(_ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer) {
    let moves = state.app.moves
    if let row = layout.promptRow {
      var x = buffer.write("/ ", column: 1, row: row, style: Theme.title)
      x = buffer.write(moves.query, column: x, row: row, maxWidth: layout.content.width - x - 1)
      if state.isEditingQuery {
        buffer.write(" ", column: x, row: row, style: Theme.selected)  // the text cursor
      }
    }
    if let row = layout.filterRow {
      var x = buffer.write(" \(strings.filters): ", column: 1, row: row, style: Theme.dim)
      x = buffer.writeBadges(
        moves.filter.types.sorted(), strings: strings, column: x, row: row,
        maxWidth: buffer.width - x - 12)
      let categories = DamageClass.allCases.filter(moves.filter.categories.contains)
      buffer.write(
        categories.map { strings.translated($0.rawValue.capitalized) }.joined(separator: ", "),
        column: x, row: row, style: Theme.dim, maxWidth: buffer.width - x - 1)
    }
    let middle = layout.content.row + layout.content.height / 2
    switch moves.results {
    case .idle, .loading:
      buffer.writeCentered(strings.searching, row: middle, style: Theme.dim)
    case .failed(let message):
      buffer.writeCentered(strings.message(message), row: middle - 1, style: Theme.error)
      buffer.writeCentered(strings.pressRToRetry, row: middle + 1, style: Theme.dim)
    case .loaded(let results):
      guard let rows = layout.rows else {
        buffer.writeCentered(
          strings.translated("No move matches."), row: middle, style: Theme.dim)
        return
      }
      drawRows(results, selected: state.selectedIndex, in: rows, into: &buffer)
    }
  }

  private func drawRows(
    _ results: [MoveSearchResult], selected: Int, in layout: RowsLayout,
    into buffer: inout CellBuffer
  ) {
    let area = layout.area
    let text = MovesText(strings: strings, language: language)
    let nameWidth = min(28, max(14, area.width - 46))
    for index in layout.indices where results.indices.contains(index) {
      guard let y = layout.rect(ofRow: index)?.row else { continue }
      let result = results[index]
      buffer.write(index == selected ? "▸" : " ", column: area.column, row: y, style: Theme.marker)
      let name = result.move.name(in: language)
      let nameColumn = area.column + 2
      buffer.write(name, column: nameColumn, row: y, maxWidth: nameWidth)
      // A match in another language's name (or the slug) is named after the name.
      if let matched = result.matchedName, matched != name {
        let start = nameColumn + displayWidth(of: name) + 1
        buffer.write(
          matched, column: start, row: y, style: Theme.dim,
          maxWidth: max(0, nameColumn + nameWidth - start))
      }
      if let range = result.highlight, result.matchedName == name {
        let characters = Array(name)
        if range.upperBound <= characters.count {
          let start = nameColumn + displayWidth(of: String(characters[..<range.lowerBound]))
          buffer.restyle(
            column: start, row: y,
            width: min(
              displayWidth(of: String(characters[range])), nameColumn + nameWidth - start),
            height: 1
          ) {
            $0.bold = true
            $0.underline = true
          }
        }
      }
      var columns = StyledLine()
      text.moveColumns(result.move, into: &columns)
      let columnsArea = Area(
        column: nameColumn + nameWidth + 1, row: y,
        width: max(0, area.column + area.width - nameColumn - nameWidth - 2), height: 1)
      buffer.writeUnwrapped([columns], in: columnsArea)
    }
  }
}
