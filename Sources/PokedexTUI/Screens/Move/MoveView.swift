import PokedexCore
import TerminalUI

/// One move: its facts and effect on top, then who learns it in the game shown, by method,
/// one of them highlighted (Enter opens it).
struct MoveView {
  var strings: Strings
  var language: Language

  func draw(_ state: MoveDetailFeature.State, in area: Area, into buffer: inout CellBuffer) {
    let inner = Area(
      column: area.column + 1, row: area.row + 1, width: area.width - 2,
      height: area.height - 1)
    let text = MovesText(strings: strings, language: language)
    let facts = StyledLine.wrapped(
      text.moveLines(state.move, versionNames: state.detail.value?.versionNames ?? [:]),
      width: inner.width)
    // The facts take at most half the screen; the learners the rest.
    let top = StyledLine.fitted(facts, count: max(4, inner.height / 2))
    buffer.writeUnwrapped(top, in: inner)
    let rest = Area(
      column: inner.column, row: inner.row + top.count + 1, width: inner.width,
      height: inner.height - top.count - 1)
    guard rest.height > 1 else { return }
    guard let detail = state.detail.value else {
      let message = state.detail.failure.map(strings.message) ?? strings.loading
      let style = state.detail.failure == nil ? Theme.dim : Theme.error
      buffer.write(message, column: rest.column, row: rest.row, style: style, maxWidth: rest.width)
      return
    }
    guard let group = state.shownGroup else {
      buffer.write(
        strings.translated("No Pokémon learns it."), column: rest.column, row: rest.row,
        style: Theme.dim)
      return
    }
    var heading = StyledLine(detail.name(of: group, in: language), Theme.title)
    // What the move was in that game, where it has changed since.
    let then = text.differences(state.move, in: group)
    if !then.isEmpty { heading.append("  " + then) }
    if detail.groups.count > 1 { heading.append("  (g)", Theme.dim) }
    buffer.writeUnwrapped([heading], in: rest)
    let lines = text.learnerLines(detail, group: group, highlight: state.selection)
    let body = Area(
      column: rest.column, row: rest.row + 1, width: rest.width, height: rest.height - 1)
    // The highlighted learner stays in view.
    buffer.writeSections(
      lines, sections: detail.sections(in: group.id).map(\.learners.count),
      highlight: state.selection, in: body)
  }
}
