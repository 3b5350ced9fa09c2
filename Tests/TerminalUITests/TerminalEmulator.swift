@testable import TerminalUI

/// Just enough of an xterm to check what `Renderer` writes: printable text with display widths,
/// CR, LF, cursor positioning and movement, SGR, and the synchronized-output brackets. Anything
/// else is recorded in `unexpected`, so a test can insist the renderer never sends it (a clear
/// screen, for one).
struct TerminalEmulator {
  private(set) var width: Int
  private(set) var height: Int
  private(set) var cells: [Cell]
  private(set) var column = 0
  private(set) var row = 0
  /// xterm's "pending wrap": the last column was written; the next character wraps first.
  private var pendingWrap = false
  private var style = Style.plain
  /// Sequences or events the renderer should never cause.
  private(set) var unexpected: [String] = []
  private(set) var synchronizedUpdateOpen = false

  /// A terminal whose every cell holds visible garbage, so a frame must paint all of it.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Self.garbage, count: width * height)
  }

  static let garbage = Cell("§", style: Style(foreground: Color(hex: 0x123456), italic: true))

  /// What a real terminal might do on resize: keep nothing we can rely on.
  mutating func resize(width: Int, height: Int) {
    self.width = width
    self.height = height
    cells = Array(repeating: Self.garbage, count: width * height)
    column = min(column, max(width - 1, 0))
    row = min(row, max(height - 1, 0))
    pendingWrap = false
  }

  /// Fills the screen with garbage again, as if another program had drawn over it.
  mutating func scramble() {
    cells = Array(repeating: Self.garbage, count: width * height)
  }

  subscript(column: Int, row: Int) -> Cell { cells[row * width + column] }

  mutating func feed(_ bytes: [UInt8]) {
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        index = escapeSequence(bytes, from: index)
      case 0x0D:
        column = 0
        pendingWrap = false
        index += 1
      case 0x0A:
        lineFeed()
        index += 1
      case 0x00..<0x20, 0x7F:
        unexpected.append("control byte \(byte)")
        index += 1
      default:
        // A run of text up to the next control byte.
        var end = index
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != 0x7F { end += 1 }
        for character in String(decoding: bytes[index..<end], as: UTF8.self) {
          print(character)
        }
        index = end
      }
    }
  }

  /// The differences between the screen and `buffer` as the renderer should have drawn it.
  func differences(from buffer: CellBuffer, colorMode: ColorMode) -> [String] {
    guard buffer.width == width, buffer.height == height else {
      return ["size \(width)×\(height) ≠ \(buffer.width)×\(buffer.height)"]
    }
    var differences: [String] = []
    for y in 0..<height {
      for x in 0..<width {
        var expected = buffer[x, y]
        expected.style = Self.shown(expected.style, colorMode: colorMode)
        if self[x, y] != expected {
          differences.append("(\(x), \(y)): \(self[x, y]) ≠ \(expected)")
        }
      }
    }
    return differences
  }

  /// How a terminal in `colorMode` shows `style`.
  static func shown(_ style: Style, colorMode: ColorMode) -> Style {
    var style = style
    switch colorMode {
    case .trueColor: break
    case .palette256:
      style.foreground = style.foreground.map { .xterm256($0.xterm256Index) }
      style.background = style.background.map { .xterm256($0.xterm256Index) }
    case .none:
      style.foreground = nil
      style.background = nil
    }
    return style
  }

  // MARK: Printing

  private mutating func print(_ character: Character) {
    let glyphWidth = displayWidth(of: character)
    guard glyphWidth > 0 else {
      unexpected.append("zero-width character \(character.unicodeScalars.map(\.value))")
      return
    }
    if pendingWrap || (glyphWidth == 2 && column == width - 1) {
      unexpected.append("wrapped at (\(column), \(row))")
      column = 0
      lineFeed()
    }
    put(Cell(character, style: style), at: column)
    if glyphWidth == 2 {
      put(Cell(" ", style: style, isContinuation: true), at: column + 1)
    }
    column += glyphWidth
    if column >= width {
      column = width - 1
      pendingWrap = true
    }
  }

  /// Like xterm: writing over either half of a wide glyph erases the other half.
  private mutating func put(_ cell: Cell, at x: Int) {
    let index = row * width + x
    if cells[index].isContinuation, x > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if x + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if row == height - 1 {
      unexpected.append("scrolled")
    } else {
      row += 1
    }
  }

  // MARK: Escape sequences

  private mutating func escapeSequence(_ bytes: [UInt8], from start: Int) -> Int {
    guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
      unexpected.append("non-CSI escape")
      return start + 1
    }
    var end = start + 2
    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
    guard end < bytes.count else {
      unexpected.append("unterminated CSI")
      return end
    }
    let parameters = String(decoding: bytes[(start + 2)..<end], as: UTF8.self)
    controlSequence(parameters, final: Character(Unicode.Scalar(bytes[end])))
    return end + 1
  }

  private mutating func controlSequence(_ parameters: String, final: Character) {
    if parameters.hasPrefix("?") {
      if parameters == "?2026", final == "h" || final == "l" {
        if synchronizedUpdateOpen == (final == "h") { unexpected.append("unbalanced 2026") }
        synchronizedUpdateOpen = final == "h"
      } else {
        unexpected.append("mode \(parameters)\(final)")
      }
      return
    }
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0)
    }
    let first = max(numbers.first.flatMap { $0 } ?? 1, 1)
    switch final {
    case "H":
      let target = numbers.count > 1 ? max(numbers[1] ?? 1, 1) : 1
      row = min(first, height) - 1
      column = min(target, width) - 1
    case "A": row = max(row - first, 0)
    case "B": row = min(row + first, height - 1)
    case "C": column = min(column + first, width - 1)
    case "D": column = max(column - first, 0)
    case "m": selectGraphicRendition(numbers.map { $0 ?? 0 })
    default: unexpected.append("CSI \(parameters)\(final)")
    }
    pendingWrap = false
  }

  private mutating func selectGraphicRendition(_ numbers: [Int]) {
    var index = 0
    while index < numbers.count {
      switch numbers[index] {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 22:
        style.bold = false
        style.dim = false
      case 23: style.italic = false
      case 24: style.underline = false
      case 27: style.reverse = false
      case 39: style.foreground = nil
      case 49: style.background = nil
      case 38, 48:
        let isForeground = numbers[index] == 38
        var color: Color?
        if index + 4 < numbers.count, numbers[index + 1] == 2 {
          color = Color(
            red: UInt8(numbers[index + 2]), green: UInt8(numbers[index + 3]),
            blue: UInt8(numbers[index + 4]))
          index += 4
        } else if index + 2 < numbers.count, numbers[index + 1] == 5 {
          color = .xterm256(UInt8(numbers[index + 2]))
          index += 2
        } else {
          unexpected.append("bad colour in \(numbers)")
        }
        if isForeground { style.foreground = color } else { style.background = color }
      default:
        unexpected.append("SGR \(numbers[index])")
      }
      index += 1
    }
  }

}
