extension CellBuffer {
  /// The grid as plain text for snapshot tests: one line per row (every row, so the size shows),
  /// trailing spaces trimmed, wide characters written once.
  public var text: String {
    (0..<height).map { rowText($0) }.joined(separator: "\n")
  }

  /// The grid with its styles, for colour-aware snapshot tests. Each row's text line is followed
  /// by a style line with one mark per cell: `.` for plain, a letter per distinct style in
  /// order of first appearance. A legend after `--` spells out each letter:
  ///
  /// ```
  /// #001 Bulbasaur GRASS
  /// ...............aaaaa
  /// --
  /// a = fg #FFFFFF bg #78C850 bold
  /// ```
  public var styledText: String {
    var marks: [Style: Character] = [:]
    var legend: [String] = []
    var lines: [String] = []
    for row in 0..<height {
      lines.append(rowText(row))
      var line = ""
      for column in 0..<width {
        let style = self[column, row].style
        if style == .plain {
          line.append(".")
        } else if let mark = marks[style] {
          line.append(mark)
        } else {
          let mark = Self.styleMark(marks.count)
          marks[style] = mark
          legend.append("\(mark) = \(Self.describe(style))")
          line.append(mark)
        }
      }
      while line.last == "." { line.removeLast() }
      lines.append(line)
    }
    return (lines + ["--"] + legend).joined(separator: "\n")
  }

  private func rowText(_ row: Int) -> String {
    var line = ""
    for column in 0..<width where !self[column, row].isContinuation {
      line.append(self[column, row].character)
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  private static func styleMark(_ index: Int) -> Character {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    return index < alphabet.count ? alphabet[index] : "?"
  }

  private static func describe(_ style: Style) -> String {
    var parts: [String] = []
    if let foreground = style.foreground { parts.append("fg \(foreground.hexString)") }
    if let background = style.background { parts.append("bg \(background.hexString)") }
    if style.bold { parts.append("bold") }
    if style.dim { parts.append("dim") }
    if style.italic { parts.append("italic") }
    if style.underline { parts.append("underline") }
    if style.reverse { parts.append("reverse") }
    return parts.joined(separator: " ")
  }
}
