import PokedexCore
import TerminalUI

/// One item: its name, category, effect, text and facts on top, then the Pokémon that hold it
/// in the wild, one highlighted (Enter opens it).
struct ItemView {
  var strings: Strings
  var language: Language

  func draw(_ state: ItemDetailFeature.State, in area: Area, into buffer: inout CellBuffer) {
    let inner = Area(
      column: area.column + 1, row: area.row + 1, width: area.width - 2,
      height: area.height - 1)
    guard let detail = state.detail.value else {
      var title = StyledLine(state.item.name(in: language), Theme.title)
      title.append("  " + (state.detail.failure.map(strings.message) ?? strings.loading), Theme.dim)
      buffer.writeUnwrapped([title], in: inner)
      return
    }
    let text = ItemText(strings: strings, language: language)
    let lines = StyledLine.wrapped(text.lines(detail, withHolders: false), width: inner.width)
    // The top takes what it needs, leaving the holders half the screen (less when they are
    // few); they scroll below it, one line each, the highlighted one in view.
    let holders = text.holderLines(detail)
    let holderRows = min(holders.count, max(3, inner.height / 2))
    let top = StyledLine.fitted(lines, count: max(4, inner.height - holderRows))
    buffer.writeUnwrapped(top, in: inner)
    let rest = Area(
      column: inner.column, row: inner.row + top.count, width: inner.width,
      height: inner.height - top.count)
    guard rest.height > 0, !holders.isEmpty else { return }
    let first = max(0, min(state.selection - rest.height / 2, holders.count - rest.height))
    for (offset, line) in holders.dropFirst(first).prefix(rest.height).enumerated() {
      var shown = line
      if first + offset == state.selection { shown.spans[0].style = Theme.selected }
      buffer.writeUnwrapped(
        [shown], in: Area(column: rest.column, row: rest.row + offset, width: rest.width, height: 1)
      )
    }
  }
}
