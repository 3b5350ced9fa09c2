import Loop
import PokedexCore
import TerminalUI

extension Overlays {
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
