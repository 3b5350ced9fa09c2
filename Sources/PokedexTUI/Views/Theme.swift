import PokedexCore
import TerminalUI

/// Colours and styles the views share. Colours are truecolor; the renderer maps them down to
/// 256 colours or drops them, so selection and emphasis also use attributes.
enum Theme {
  static func color(of type: PokemonType) -> Color {
    switch type {
    case .normal: Color(hex: 0xA8A77A)
    case .fighting: Color(hex: 0xC22E28)
    case .flying: Color(hex: 0xA98FF3)
    case .poison: Color(hex: 0xA33EA1)
    case .ground: Color(hex: 0xE2BF65)
    case .rock: Color(hex: 0xB6A136)
    case .bug: Color(hex: 0xA6B91A)
    case .ghost: Color(hex: 0x735797)
    case .steel: Color(hex: 0xB7B7CE)
    case .fire: Color(hex: 0xEE8130)
    case .water: Color(hex: 0x6390F0)
    case .grass: Color(hex: 0x7AC74C)
    case .electric: Color(hex: 0xF7D02C)
    case .psychic: Color(hex: 0xF95587)
    case .ice: Color(hex: 0x96D9D6)
    case .dragon: Color(hex: 0x6F35FC)
    case .dark: Color(hex: 0x705746)
    case .fairy: Color(hex: 0xD685AD)
    }
  }

  /// A type badge: dark text on the type's colour.
  static func badge(_ type: PokemonType) -> Style {
    Style(foreground: Color(hex: 0x101010), background: color(of: type), bold: true)
  }

  static let title = Style(bold: true)
  static let dim = Style(dim: true)
  static let selected = Style(reverse: true)
  static let marker = Style(foreground: Color(hex: 0xCC0000), bold: true)
  static let star = Style(foreground: Color(hex: 0xF7D02C), bold: true)
  static let error = Style(foreground: Color(hex: 0xE5484D), bold: true)
  static let highlight = Style(bold: true, underline: true)
  static let bar = Style(foreground: Color(hex: 0x4CAF50))
  static let header = Style(foreground: Color(hex: 0xFFFFFF), background: Color(hex: 0xCC0000))
  static let activeTab = Style(
    foreground: Color(hex: 0xCC0000), background: Color(hex: 0xFFFFFF), bold: true)
  static let status = Style(reverse: true)
}

extension CellBuffer {
  /// Writes type badges (` FIRE `) from `column`; returns the column after the last one.
  @discardableResult
  mutating func writeBadges(
    _ types: [PokemonType], strings: Strings, column: Int, row: Int, maxWidth: Int
  ) -> Int {
    var x = column
    for type in types {
      let label = strings.badge(of: type)
      guard x + displayWidth(of: label) <= column + maxWidth else {
        // A type with no room is marked as cut, not left out unsaid (the last column, when
        // even the mark has none after the badges).
        let mark = min(x, column + maxWidth - 1)
        if mark >= column { x = write("…", column: mark, row: row, style: Theme.dim) }
        break
      }
      x = write(label, column: x, row: row, style: Theme.badge(type))
      x = write(" ", column: x, row: row)
    }
    return x
  }

  /// Writes `lines`, wrapped at words, from the top of `area` down as far as it goes; what
  /// does not fit runs on in the last row, which ends cut with its mark (`Gaps: Normal Fi…`).
  mutating func write(_ lines: [StyledLine], in area: Area) {
    var wrapped = StyledLine.wrapped(lines, width: area.width)
    if area.height > 0, wrapped.count > area.height {
      var last = wrapped[area.height - 1]
      for line in wrapped[area.height...] {
        last.append(" ")
        for span in line.spans { last.append(span.text, span.style) }
      }
      wrapped[area.height - 1] = last
    }
    writeUnwrapped(wrapped, in: area)
  }

  /// Writes `lines` from the top of `area` down as far as it goes, each cut at its edge.
  mutating func writeUnwrapped(_ lines: [StyledLine], in area: Area) {
    let right = area.column + area.width
    for (index, line) in lines.prefix(area.height).enumerated() {
      var x = area.column
      // Whether the last span written fitted whole (one that did not marked its own cut).
      var fitted = true
      for (number, span) in line.spans.enumerated() {
        guard x < right else {
          // The spans before filled the line: mark the cut if what is left shows anything.
          let rest = line.spans[number...]
          if number > 0, fitted, rest.contains(where: { $0.text.contains { !$0.isWhitespace } }) {
            markCut(column: right - 1, row: area.row + index, style: line.spans[number - 1].style)
          }
          break
        }
        // Spaces past the edge are cut without a mark: they leave the next span to mark it.
        let visible = span.text.lastIndex { !$0.isWhitespace }.map { span.text[...$0] } ?? ""
        fitted = displayWidth(of: String(visible)) <= right - x
        x = write(
          span.text, column: x, row: area.row + index, style: span.style, maxWidth: right - x)
      }
    }
  }

  /// Writes `lines`, a heading and then its items for each count of `sections`, scrolled so
  /// that item `highlight` (counted across the sections, headings left out) stays in view.
  mutating func writeSections(
    _ lines: [StyledLine], sections: [Int], highlight: Int, in area: Area
  ) {
    var line = 0
    var remaining = highlight
    for count in sections {
      line += 1
      if remaining < count {
        line += remaining
        break
      }
      remaining -= count
      line += count
    }
    let first = max(0, min(line - area.height / 2, lines.count - area.height))
    writeUnwrapped(Array(lines.dropFirst(first)), in: area)
  }

  /// Writes `text` centred on `row` within `width` columns from `column`.
  mutating func writeCentered(
    _ text: String, row: Int, column: Int = 0, width: Int? = nil,
    style: Style = .plain
  ) {
    let span = width ?? self.width
    let start = column + max(0, (span - displayWidth(of: text)) / 2)
    write(text, column: start, row: row, style: style, maxWidth: span)
  }

  /// Draws a box border and returns nothing; the inside is cleared.
  mutating func drawBox(
    column: Int, row: Int, width boxWidth: Int, height boxHeight: Int,
    title: String
  ) {
    fill(column: column, row: row, width: boxWidth, height: boxHeight)
    let horizontal = String(repeating: "─", count: max(0, boxWidth - 2))
    write("┌" + horizontal + "┐", column: column, row: row)
    for y in (row + 1)..<(row + boxHeight - 1) {
      write("│", column: column, row: y)
      write("│", column: column + boxWidth - 1, row: y)
    }
    write("└" + horizontal + "┘", column: column, row: row + boxHeight - 1)
    write(" \(title) ", column: column + 2, row: row, style: Theme.title)
  }
}
