/// Turns successive `CellBuffer` frames into the bytes that update the screen.
///
/// It remembers the last frame, the cursor position and the current SGR style, and writes only
/// the glyphs that changed, moving the cursor the cheapest way and changing style only when
/// needed, all inside synchronized-output brackets (`CSI ? 2026 h` … `CSI ? 2026 l`) so the
/// terminal shows the frame at once. An unchanged frame produces no bytes at all.
///
/// A full redraw (the first frame, a size change, or after `requestFullRedraw()`) repaints every
/// cell explicitly instead of clearing the screen: tmux drops content written after a clear
/// inside a synchronized update.
///
/// The output assumes the terminal state `TerminalSession` sets up: no output post-processing
/// and a hidden cursor.
///
/// ```swift
/// var renderer = Renderer(colorMode: .detect(environment))
/// session.write(renderer.frame(view(state, size)))  // once per 16 ms at most, after changes
/// // on .resized / .continued:
/// renderer.requestFullRedraw()
/// ```
public struct Renderer: Sendable {
  /// How colours are written.
  var colorMode: ColorMode {
    didSet {
      if colorMode != oldValue { requestFullRedraw() }
    }
  }

  private var previous: CellBuffer?
  private var needsFullRedraw = true
  /// Where the terminal's cursor is, or nil when unknown (after a full-redraw request, or after
  /// writing into the last column, where terminals disagree about the pending wrap).
  private var cursor: Position?
  /// The terminal's current SGR state, or nil when unknown.
  private var currentStyle: Style?
  /// The style, as views gave it, that ``currentStyle`` was set from: a run of cells in it
  /// needs no quantizing and no SGR change (nil when unknown).
  private var drawnStyle: Style?

  private struct Position: Equatable {
    var column: Int
    var row: Int
  }

  /// A renderer whose first frame draws everything, in `colorMode`.
  ///
  /// ```swift
  /// var renderer = Renderer(colorMode: .detect(ProcessInfo.processInfo.environment))
  /// ```
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Makes the next frame repaint every cell and assume nothing about the cursor or the style.
  /// Call it after SIGWINCH, after SIGCONT, or whenever something else may have drawn.
  public mutating func requestFullRedraw() {
    needsFullRedraw = true
  }

  /// The bytes that turn the previous frame into `buffer`; empty when nothing changed.
  public mutating func frame(_ buffer: CellBuffer) -> [UInt8] {
    let full =
      needsFullRedraw || previous?.width != buffer.width || previous?.height != buffer.height
    if full {
      cursor = nil
      currentStyle = nil
      drawnStyle = nil
    }
    var output = ByteWriter()
    output.append(Self.beginSynchronizedUpdate)
    let headerLength = output.bytes.count
    // Cells are read in place (`cells[index]`), not copied out, on this path over every cell.
    for row in 0..<buffer.height {
      var column = 0
      while column < buffer.width {
        let index = row * buffer.width + column
        if buffer.cells[index].isContinuation {
          column += 1  // drawn with the glyph to its left
          continue
        }
        let glyphWidth = Self.glyphWidth(buffer, at: index, column: column)
        if full || changed(buffer, at: index, width: glyphWidth) {
          moveCursor(to: Position(column: column, row: row), in: buffer, output: &output)
          draw(at: index, width: glyphWidth, in: buffer, output: &output)
        }
        column += glyphWidth
      }
    }
    previous = buffer
    needsFullRedraw = false
    guard output.bytes.count > headerLength else { return [] }
    output.append(Self.endSynchronizedUpdate)
    return output.bytes
  }

  static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  static let endSynchronizedUpdate = "\u{1B}[?2026l"

  // MARK: Diffing

  /// The width of the glyph in the cell at `index`, which is in `column`.
  private static func glyphWidth(_ buffer: CellBuffer, at index: Int, column: Int) -> Int {
    column + 1 < buffer.width && buffer.cells[index + 1].isContinuation ? 2 : 1
  }

  private func changed(_ buffer: CellBuffer, at start: Int, width: Int) -> Bool {
    guard let previous else { return true }
    for index in start..<(start + width) where previous.cells[index] != buffer.cells[index] {
      return true
    }
    return false
  }

  /// Writes the glyph of the cell at `index` at the cursor and advances the cursor past it.
  private mutating func draw(
    at index: Int, width: Int, in buffer: CellBuffer, output: inout ByteWriter
  ) {
    // Runs of cells share a style: most cells get no further than this comparison.
    if buffer.cells[index].style != drawnStyle {
      setStyle(buffer.cells[index].style, output: &output)
    }
    // Most cells are one ASCII byte: append it without the generic append of a UTF-8 view
    // (and an ASCII character's width is one to every terminal).
    let reliableWidth: Bool
    if let byte = asciiByte(of: buffer.cells[index].character) {
      output.bytes.append(byte)
      reliableWidth = true
    } else {
      let character = buffer.cells[index].character
      output.bytes += character.utf8
      reliableWidth = Self.hasReliableWidth(character)
    }
    guard var position = cursor else { return }
    position.column += width
    // In the last column terminals park the cursor in a "pending wrap" state that relative
    // moves handle differently; and a glyph whose width terminals disagree on (emoji) leaves
    // the cursor somewhere we cannot be sure of. Either way, position absolutely next time.
    cursor = position.column < buffer.width && reliableWidth ? position : nil
  }

  /// Whether every terminal agrees on the width `displayWidth` gives this character.
  static func hasReliableWidth(_ character: Character) -> Bool {
    // Most cells are ASCII: answer those without looking up Unicode properties.
    if asciiByte(of: character) != nil { return true }
    for scalar in character.unicodeScalars {
      // The common blocks (`commonWidth`: Latin, punctuation, the box-drawing and block
      // characters a sprite is drawn with) hold no emoji.
      if commonWidth(of: scalar.value) != nil { continue }
      if scalar.value >= 0x1F000 || scalar == "\u{FE0F}" || scalar == "\u{FE0E}"
        || scalar == "\u{200D}" || scalar.properties.isEmojiPresentation
      {
        return false
      }
    }
    return true
  }

  // MARK: Cursor movement

  /// Moves the cursor to `target` by the shortest of: the absolute position; from where the
  /// cursor is known to be, a carriage return and a move right, or a move by rows and columns;
  /// or the glyphs between reprinted. Each is measured before anything is written, so that only
  /// the one chosen is made (a key press moves the cursor some hundred times).
  private mutating func moveCursor(
    to target: Position, in buffer: CellBuffer, output: inout ByteWriter
  ) {
    if cursor == target { return }
    enum Move { case absolute, carriageReturn, relative }
    var best = Move.absolute
    var bestLength = ByteWriter.cursorPositionLength(row: target.row, column: target.column)
    if let cursor {
      let rows = target.row - cursor.row
      let columns = target.column - cursor.column
      let vertical = rows == 0 ? 0 : ByteWriter.csiLength(abs(rows))
      // A carriage return reaches column 0 in one byte, and is a cheap base for short moves.
      let carriageReturn =
        vertical + 1 + (target.column == 0 ? 0 : ByteWriter.csiLength(target.column))
      if carriageReturn < bestLength { (best, bestLength) = (.carriageReturn, carriageReturn) }
      let relative = vertical + (columns == 0 ? 0 : ByteWriter.csiLength(abs(columns)))
      if relative < bestLength { (best, bestLength) = (.relative, relative) }
      if let reprint = reprintedGapLength(to: target, in: buffer), reprint <= bestLength {
        reprintGap(to: target, in: buffer, output: &output)
        self.cursor = target
        return
      }
      if best != .absolute, rows != 0 {
        output.appendCSI(abs(rows), final: rows > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A"))
      }
      switch best {
      case .absolute: break
      case .carriageReturn:
        output.bytes.append(UInt8(ascii: "\r"))
        if target.column > 0 { output.appendCSI(target.column, final: UInt8(ascii: "C")) }
      case .relative where columns > 0: output.appendCSI(columns, final: UInt8(ascii: "C"))
      case .relative where columns < 0: output.appendCSI(-columns, final: UInt8(ascii: "D"))
      case .relative: break
      }
    }
    if best == .absolute { output.appendCursorPosition(row: target.row, column: target.column) }
    cursor = target
  }

  /// The bytes that rewriting the glyphs between the cursor and `target` takes (same row,
  /// already in the current style), when that is possible: often fewer than a cursor
  /// movement over them.
  private func reprintedGapLength(to target: Position, in buffer: CellBuffer) -> Int? {
    guard let cursor, cursor.row == target.row, cursor.column < target.column,
      target.column - cursor.column <= 8, let currentStyle
    else { return nil }
    var length = 0
    var column = cursor.column
    while column < target.column {
      let cell = buffer[column, target.row]
      guard !cell.isContinuation, quantized(cell.style) == currentStyle,
        Self.hasReliableWidth(cell.character)
      else { return nil }
      length += asciiByte(of: cell.character) == nil ? cell.character.utf8.count : 1
      column += Self.glyphWidth(buffer, at: target.row * buffer.width + column, column: column)
    }
    return column == target.column ? length : nil
  }

  /// Writes the glyphs ``reprintedGapLength(to:in:)`` measured.
  private func reprintGap(to target: Position, in buffer: CellBuffer, output: inout ByteWriter) {
    guard var column = cursor?.column else { return }
    while column < target.column {
      let character = buffer[column, target.row].character
      if let byte = asciiByte(of: character) {
        output.bytes.append(byte)
      } else {
        output.bytes += character.utf8
      }
      column += Self.glyphWidth(buffer, at: target.row * buffer.width + column, column: column)
    }
  }

  // MARK: Style

  /// Sets the terminal's style for a cell in `style`, which is not ``drawnStyle``.
  private mutating func setStyle(_ style: Style, output: inout ByteWriter) {
    drawnStyle = style
    let target = quantized(style)
    if currentStyle == target { return }
    var reset = SGRParameters(0)
    reset.add(Self.attributeParameters(target, colorMode: colorMode))
    if let currentStyle {
      let incremental = Self.changeParameters(from: currentStyle, to: target, colorMode: colorMode)
      output.append(incremental.count < reset.count ? incremental : reset)
    } else {
      output.append(reset)
    }
    currentStyle = target
  }

  /// The style as the terminal will show it in this colour mode, so styles that look the same
  /// compare equal and cost no SGR change.
  private func quantized(_ style: Style) -> Style {
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

  /// The escape sequence that sets `style` from the default one, for text printed outside a
  /// frame (end it with `"\u{1B}[0m"`); empty for the plain style or no colour.
  ///
  /// ```swift
  /// print(Renderer.escapeSequence(Style(bold: true), colorMode: .trueColor) + "Title\u{1B}[0m")
  /// ```
  public static func escapeSequence(_ style: Style, colorMode: ColorMode) -> String {
    let parameters = attributeParameters(style, colorMode: colorMode).text
    return parameters.isEmpty ? "" : "\u{1B}[\(parameters)m"
  }

  /// The SGR parameters that set `style` from the default one.
  static func attributeParameters(_ style: Style, colorMode: ColorMode) -> SGRParameters {
    var parameters = SGRParameters()
    if style.bold { parameters.add(1) }
    if style.dim { parameters.add(2) }
    if style.italic { parameters.add(3) }
    if style.underline { parameters.add(4) }
    if style.reverse { parameters.add(7) }
    if let foreground = style.foreground {
      parameters.add(foreground, base: 38, colorMode: colorMode)
    }
    if let background = style.background {
      parameters.add(background, base: 48, colorMode: colorMode)
    }
    return parameters
  }

  private static func changeParameters(from old: Style, to new: Style, colorMode: ColorMode)
    -> SGRParameters
  {
    var parameters = SGRParameters()
    var old = old
    // SGR 22 turns off bold and dim together.
    if (old.bold && !new.bold) || (old.dim && !new.dim) {
      parameters.add(22)
      old.bold = false
      old.dim = false
    }
    if new.bold && !old.bold { parameters.add(1) }
    if new.dim && !old.dim { parameters.add(2) }
    if new.italic != old.italic { parameters.add(new.italic ? 3 : 23) }
    if new.underline != old.underline { parameters.add(new.underline ? 4 : 24) }
    if new.reverse != old.reverse { parameters.add(new.reverse ? 7 : 27) }
    if new.foreground != old.foreground {
      if let foreground = new.foreground {
        parameters.add(foreground, base: 38, colorMode: colorMode)
      } else {
        parameters.add(39)
      }
    }
    if new.background != old.background {
      if let background = new.background {
        parameters.add(background, base: 48, colorMode: colorMode)
      } else {
        parameters.add(49)
      }
    }
    return parameters
  }
}

/// The parameters of an SGR sequence (`CSI 1;38;5;231 m`), kept as the bytes they are written
/// as: a frame sets a style on every run of cells, and building strings for them was most of the
/// cost of writing one.
struct SGRParameters {
  /// The parameters, separated by `;`, in the first ``count`` bytes: kept inline, as a frame
  /// makes two or three of these for every run of cells in a new style. The longest the
  /// renderer makes, a change of every attribute and both colours in true colour
  /// (`22;1;2;3;4;7;38;2;255;255;255;48;2;255;255;255`), is 47 bytes.
  private var storage = InlineArray<64, UInt8>(repeating: 0)
  /// How many bytes the parameters take.
  private(set) var count = 0

  /// No parameters.
  init() {}

  /// One parameter.
  init(_ number: Int) {
    add(number)
  }

  /// Adds a number, in decimal.
  mutating func add(_ number: Int) {
    if count > 0 { push(UInt8(ascii: ";")) }
    add(digitsOf: number)
  }

  /// Adds all of `other`'s parameters.
  mutating func add(_ other: SGRParameters) {
    guard other.count > 0 else { return }
    if count > 0 { push(UInt8(ascii: ";")) }
    for index in 0..<other.count { push(other.storage[index]) }
  }

  /// Adds a colour as `base;2;r;g;b` (true colour) or `base;5;index` (the 256-colour palette).
  mutating func add(_ color: Color, base: Int, colorMode: ColorMode) {
    add(base)
    switch colorMode {
    case .trueColor:
      add(2)
      add(Int(color.red))
      add(Int(color.green))
      add(Int(color.blue))
    case .palette256, .none:
      add(5)
      add(Int(color.xterm256Index))
    }
  }

  /// Appends the parameters to `bytes`.
  func write(to bytes: inout [UInt8]) {
    for index in 0..<count { bytes.append(storage[index]) }
  }

  /// The parameters as text: `1;38;5;231`.
  var text: String {
    var bytes: [UInt8] = []
    write(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  private mutating func add(digitsOf number: Int) {
    forEachDigit(of: number) { push($0) }
  }

  private mutating func push(_ byte: UInt8) {
    storage[count] = byte
    count += 1
  }
}

/// A growing byte array with the escape sequences the renderer needs.
private struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func append(_ text: String) { bytes += text.utf8 }
  mutating func append(_ more: [UInt8]) { bytes += more }

  /// `CSI parameters m`.
  mutating func append(_ parameters: SGRParameters) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    parameters.write(to: &bytes)
    bytes.append(UInt8(ascii: "m"))
  }

  /// Writes `CSI n final`, leaving out n when it is 1 (the default).
  mutating func appendCSI(_ count: Int, final: UInt8) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if count != 1 { appendDecimal(count) }
    bytes.append(final)
  }

  /// The length of `CSI n final`.
  static func csiLength(_ count: Int) -> Int { count == 1 ? 3 : 3 + digits(count) }

  /// Writes CUP to a 0-based position, leaving out defaults: `CSI H`, `CSI 5H`, `CSI 5;10H`.
  mutating func appendCursorPosition(row: Int, column: Int) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    if row > 0 || column > 0 { appendDecimal(row + 1) }
    if column > 0 {
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(column + 1)
    }
    bytes.append(UInt8(ascii: "H"))
  }

  /// The length of ``appendCursorPosition(row:column:)``'s sequence.
  static func cursorPositionLength(row: Int, column: Int) -> Int {
    if column == 0 { return row == 0 ? 3 : 3 + digits(row + 1) }
    return 4 + digits(row + 1) + digits(column + 1)
  }

  /// Writes `value` (not negative) in decimal.
  private mutating func appendDecimal(_ value: Int) {
    forEachDigit(of: value) { bytes.append($0) }
  }

  /// How many decimal digits `value` (not negative) has.
  private static func digits(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      count += 1
      rest /= 10
    }
    return count
  }
}

/// Calls `body` with each decimal digit of `number` (not negative) as an ASCII byte, the most
/// significant first: escape sequences' numbers, written without making a `String`.
private func forEachDigit(of number: Int, _ body: (UInt8) -> Void) {
  if number >= 10 { forEachDigit(of: number / 10, body) }
  body(UInt8(ascii: "0") + UInt8(number % 10))
}
