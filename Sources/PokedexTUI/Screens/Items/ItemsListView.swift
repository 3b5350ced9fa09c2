import PokedexCore
import TerminalUI

/// The item browser: the search field, the kinds kept, and a row per item (name, the name
/// that matched when it is another, its kind, its short effect).
struct ItemsListView {
  var strings: Strings
  var language: Language

  /// A kind's name, as the filter panel and the rows show it.
  func name(of kind: ItemKind) -> String {
    strings.translated(Self.kindNames[kind] ?? kind.rawValue)
  }

  /// The kinds' English names, translated by ``Strings/translated(_:)``.
  static let kindNames: [ItemKind: String] = [
    .held: "Held items", .berries: "Berries", .evolution: "Evolution items", .balls: "Balls",
    .medicine: "Medicine", .machines: "TMs", .other: "Other items",
  ]

  func draw(_ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer) {
    let items = state.app.items
    if let row = layout.promptRow {
      var x = buffer.write("/ ", column: 1, row: row, style: Theme.title)
      x = buffer.write(items.query, column: x, row: row, maxWidth: layout.content.width - x - 1)
      if state.isEditingQuery {
        buffer.write(" ", column: x, row: row, style: Theme.selected)  // the text cursor
      }
    }
    if let row = layout.filterRow {
      let x = buffer.write(" \(strings.filters): ", column: 1, row: row, style: Theme.dim)
      let kinds = ItemKind.allCases.filter(items.filter.kinds.contains)
      buffer.write(
        kinds.map(name(of:)).joined(separator: ", "), column: x, row: row, style: Theme.dim,
        maxWidth: buffer.width - x - 1)
    }
    let middle = layout.content.row + layout.content.height / 2
    switch items.results {
    case .idle, .loading:
      buffer.writeCentered(strings.searching, row: middle, style: Theme.dim)
    case .failed(let message):
      buffer.writeCentered(strings.message(message), row: middle - 1, style: Theme.error)
      buffer.writeCentered(strings.pressRToRetry, row: middle + 1, style: Theme.dim)
    case .loaded(let results):
      guard let rows = layout.rows else {
        buffer.writeCentered(strings.translated("No item matches."), row: middle, style: Theme.dim)
        return
      }
      drawRows(results, selected: state.selectedIndex, in: rows, into: &buffer)
    }
  }

  private func drawRows(
    _ results: [ItemSearchResult], selected: Int, in layout: RowsLayout,
    into buffer: inout CellBuffer
  ) {
    let area = layout.area
    let nameWidth = min(28, max(14, area.width / 3))
    let kindWidth = 16
    for index in layout.indices where results.indices.contains(index) {
      guard let y = layout.rect(ofRow: index)?.row else { continue }
      let result = results[index]
      buffer.write(index == selected ? "▸" : " ", column: area.column, row: y, style: Theme.marker)
      let title = result.name(in: language)
      let nameColumn = area.column + 2
      let end = buffer.write(title, column: nameColumn, row: y, maxWidth: nameWidth)
      // A match in another language's name (or the slug) is named after the name.
      if let matched = result.matchedName, matched != title, end + 1 < nameColumn + nameWidth {
        buffer.write(
          matched, column: end + 1, row: y, style: Theme.dim,
          maxWidth: nameColumn + nameWidth - end - 1)
      }
      var x = nameColumn + nameWidth + 1
      guard x < area.column + area.width else { continue }
      buffer.write(
        name(of: result.kind), column: x, row: y, style: Theme.dim,
        maxWidth: min(kindWidth, area.column + area.width - x))
      x += kindWidth + 1
      let effect = result.shortEffects[language.rawValue] ?? result.shortEffects["en"] ?? ""
      if x < area.column + area.width {
        buffer.write(effect, column: x, row: y, maxWidth: area.column + area.width - x)
      }
    }
  }
}
