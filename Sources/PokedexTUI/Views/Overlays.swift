import Loop
import PokedexCore
import TerminalUI

/// Boxes drawn over the current screen: the key help, the filter panel and an alert.
struct Overlays {
  var strings: Strings

  /// The help box's width on a wide enough terminal.
  static let helpWidth = 64
  /// The columns a key's description has in the help box at ``helpWidth``.
  static let helpDescriptionWidth = helpWidth - 23

  /// The keys, or on the search screen (`querySyntax`) what a query may hold.
  func drawHelp(querySyntax: Bool = false, scroll: Int = 0, into buffer: inout CellBuffer) {
    let lines =
      querySyntax
      ? PokemonQuery.syntax.map { (keys: $0.term, what: strings.translated($0.meaning)) }
      : strings.helpLines
    let width = min(buffer.width - 2, Self.helpWidth)
    let height = min(buffer.height - 2, lines.count + 2)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    let title = querySyntax ? strings.translated("Search syntax") : strings.help
    buffer.drawBox(column: column, row: row, width: width, height: height, title: title)
    // Longer than the box: the lines from `scroll`, and arrows on its frame where more are.
    let first = min(max(0, scroll), max(0, lines.count - (height - 2)))
    if first > 0 { buffer.write("↑", column: column + width - 3, row: row, style: Theme.title) }
    if first + height - 2 < lines.count {
      buffer.write("↓", column: column + width - 3, row: row + height - 1, style: Theme.title)
    }
    for (index, line) in lines.dropFirst(first).prefix(height - 2).enumerated() {
      let y = row + 1 + index
      buffer.write(line.keys, column: column + 2, row: y, style: Theme.title, maxWidth: 18)
      buffer.write(
        line.what, column: column + 21, row: y,
        maxWidth: width - (Self.helpWidth - Self.helpDescriptionWidth))
    }
  }

  func drawFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: PokemonFilter, into buffer: inout CellBuffer
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
      strings.filterPanelHints, column: column + 2, row: row + height - 2, style: Theme.dim,
      maxWidth: width - 4)
  }

  /// The move browser's panel: the 18 types, then the three categories.
  func drawMoveFilters(
    _ panel: OverlaysFeature.FilterPanel, filter: MoveFilter, into buffer: inout CellBuffer
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
      strings.filterPanelHints, column: column + 2, row: row + height - 2, style: Theme.dim,
      maxWidth: width - 4)
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

  /// An alert as a centred box: its title on the frame, its message, and each button with the
  /// key that chooses it (`[r] Remove all   [c] Cancel`); Esc backs out.
  func drawAlert<Action>(_ alert: AlertState<Action>, into buffer: inout CellBuffer) {
    let labels = alert.buttons.map { strings.translated($0.label) }
    // The keys come from the English labels, as the key map reads them, in every language.
    let keys = AlertKeys.keys(for: alert.buttons.map(\.label))
    let choices = zip(keys, labels).map { "[\($0)] \($1)" }.joined(separator: "   ")
    let title = strings.translated(alert.title)
    let width = min(
      buffer.width - 2, max(displayWidth(of: choices) + 4, displayWidth(of: title) + 6, 44))
    let message = alert.message.map(strings.translated) ?? ""
    let lines = ScreenView.wrap(message, width: width - 4) ?? [message]
    let height = min(buffer.height - 2, lines.count + 5)
    let column = (buffer.width - width) / 2
    let row = (buffer.height - height) / 2
    buffer.drawBox(column: column, row: row, width: width, height: height, title: title)
    for (index, line) in lines.prefix(max(0, height - 5)).enumerated() {
      buffer.write(line, column: column + 2, row: row + 2 + index, maxWidth: width - 4)
    }
    var x = column + 2
    let y = row + height - 2
    for (index, (key, label)) in zip(keys, labels).enumerated() {
      let style = alert.buttons[index].role == .destructive ? Theme.error : Style.plain
      x = buffer.write("[\(key)] ", column: x, row: y, style: Theme.title)
      x = buffer.write(label, column: x, row: y, style: style, maxWidth: column + width - 2 - x)
      x += 3
    }
  }
}
