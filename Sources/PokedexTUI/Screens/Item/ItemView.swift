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
    // few); they scroll below it, one line each, the highlighted one in view and whole: its
    // games wrap under it, so a line cut at the edge can be read by moving to it.
    let holders = text.holderLines(detail)
    let holderRows = min(holders.count, max(3, inner.height / 2))
    let top = StyledLine.fitted(lines, count: max(4, inner.height - holderRows))
    buffer.writeUnwrapped(top, in: inner)
    let rest = Area(
      column: inner.column, row: inner.row + top.count, width: inner.width,
      height: inner.height - top.count)
    guard rest.height > 0, !holders.isEmpty else { return }
    let selection = min(max(0, state.selection), holders.count - 1)
    var highlighted = holders[selection]
    highlighted.spans[0].style = Theme.selected
    let whole = StyledLine.wrapped([highlighted], width: rest.width).prefix(rest.height)
    let rows = max(1, rest.height - (whole.count - 1))
    let first = max(0, min(selection - rows / 2, holders.count - rows))
    var row = rest.row
    for index in first..<min(holders.count, first + rows) {
      for line in index == selection ? Array(whole) : [holders[index]] {
        buffer.writeUnwrapped(
          [line], in: Area(column: rest.column, row: row, width: rest.width, height: 1))
        row += 1
      }
    }
  }
}
