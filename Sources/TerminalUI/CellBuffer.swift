/// One screen cell: a grapheme and its style.
public struct Cell: Hashable, Sendable {
  /// What is drawn here; `" "` for blank cells and for continuations.
  public var character: Character
  /// How it is drawn.
  public var style: Style
  /// True for the right half of a wide character, whose glyph lives in the cell to the left.
  public var isContinuation: Bool

  /// A cell drawing `character` in `style`.
  ///
  /// ```swift
  /// let cursor = Cell("_", style: Style(reverse: true))
  /// ```
  public init(_ character: Character = " ", style: Style = .plain, isContinuation: Bool = false) {
    self.character = character
    self.style = style
    self.isContinuation = isContinuation
  }

  /// A blank cell.
  public static let blank = Cell()
}

/// A width×height grid of cells that views draw into; `Renderer` turns it into bytes.
///
/// Writing knows display width: a wide character takes two cells (the second a continuation),
/// a wide character that would straddle the clip edge becomes a space, and overwriting either
/// half of a wide character blanks the other half, so the grid never holds half a glyph.
///
/// ```swift
/// var buffer = CellBuffer(width: 80, height: 24)
/// let end = buffer.write("#025 ", column: 0, row: 2, style: Style(dim: true))
/// buffer.write("ピカチュウ", column: end, row: 2, maxWidth: 12)
/// print(buffer.text)
/// ```
public struct CellBuffer: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Row-major.
  private(set) var cells: [Cell]

  /// A blank grid; negative sizes count as 0.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at a position inside the grid.
  public subscript(column: Int, row: Int) -> Cell {
    precondition(contains(column: column, row: row), "cell (\(column), \(row)) is outside")
    return cells[row * width + column]
  }

  /// Whether the position is inside the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < width && row >= 0 && row < height
  }

  /// Writes `text` on one row starting at `column`, clipped at the right edge and after
  /// `maxWidth` cells; returns the column after the last cell written (where the next piece of
  /// text on this row would go). Control characters and stray zero-width characters are skipped;
  /// parts left of column 0 are clipped. Text cut at the right ends in `…` (unless
  /// `marksCut` is false), so a reader knows there was more.
  ///
  ///
  /// For `String` and `Substring` alone (see `displayWidth(of:)`).
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: Style = .plain, maxWidth: Int? = nil,
    marksCut: Bool = true
  ) -> Int {
    writeText(text, column: column, row: row, style: style, maxWidth: maxWidth, marksCut: marksCut)
  }

  /// Writes part of a text on one row, as the `String` version above writes a whole one.
  @discardableResult
  public mutating func write(
    _ text: Substring, column: Int, row: Int, style: Style = .plain, maxWidth: Int? = nil,
    marksCut: Bool = true
  ) -> Int {
    writeText(text, column: column, row: row, style: style, maxWidth: maxWidth, marksCut: marksCut)
  }

  @inline(__always) private mutating func writeText(
    _ text: some StringProtocol, column: Int, row: Int, style: Style, maxWidth: Int?,
    marksCut: Bool
  ) -> Int {
    guard row >= 0, row < height else { return column }
    let limit = min(width, maxWidth.map { column + max($0, 0) } ?? width)
    var x = column
    // The UTF-8 bytes before the current character: where the rest starts, should it be cut.
    var offset = 0
    for character in text {
      defer { offset += character.utf8.count }
      let characterWidth = displayWidth(of: character)
      if characterWidth == 0 { continue }
      guard x < limit else {
        // Only spaces left: nothing a reader would miss, so no mark.
        let rest = text.utf8.index(text.startIndex, offsetBy: offset)
        if marksCut, text[rest...].contains(where: { !$0.isWhitespace }) {
          markCut(at: limit - 1, from: column, row: row, style: style)
        }
        break
      }
      if characterWidth == 2, x + 1 >= limit {
        // Half a wide glyph cannot be drawn: the cell it would have started in marks the cut.
        if x >= 0 { put(Cell(marksCut ? "…" : " ", style: style), column: x, row: row) }
        return x + 1
      }
      if x >= 0 {
        put(Cell(character, style: style), column: x, row: row)
        if characterWidth == 2 {
          put(Cell(" ", style: style, isContinuation: true), column: x + 1, row: row)
        }
      } else if x + characterWidth > 0 {
        put(Cell(" ", style: style), column: 0, row: row)  // the visible right half of a glyph
      }
      x += characterWidth
    }
    return max(x, column)
  }

  /// Marks text cut at the right edge of a run of cells: puts `…` in cell `column` of `row`,
  /// over a wide glyph's right half by blanking its left half too. For text written in pieces
  /// (styled spans), where the piece that is cut is not the one that reached the edge.
  public mutating func markCut(column: Int, row: Int, style: Style = .plain) {
    guard row >= 0, row < height else { return }
    markCut(at: column, from: 0, row: row, style: style)
  }

  /// Puts `…` in cell `x` of `row` (not left of `start`), over a wide glyph's right half by
  /// blanking its left half too.
  private mutating func markCut(at x: Int, from start: Int, row: Int, style: Style) {
    guard x >= max(start, 0), x < width else { return }
    if cells[row * width + x].isContinuation, x - 1 >= max(start, 0) {
      put(Cell("…", style: style), column: x - 1, row: row)
      put(Cell(" ", style: style), column: x, row: row)
    } else {
      put(Cell("…", style: style), column: x, row: row)
    }
  }

  /// Sets every cell of the rectangle (clipped to the grid) to `character` in `style`.
  /// `character` should be one cell wide; anything else fills with spaces.
  public mutating func fill(
    column: Int, row: Int, width fillWidth: Int, height fillHeight: Int,
    with character: Character = " ", style: Style = .plain
  ) {
    let fillCharacter: Character = displayWidth(of: character) == 1 ? character : " "
    let columns = Self.clip(column, length: fillWidth, to: width)
    let rows = Self.clip(row, length: fillHeight, to: height)
    guard !columns.isEmpty else { return }
    for y in rows {
      for x in columns { put(Cell(fillCharacter, style: style), column: x, row: y) }
    }
  }

  /// Changes the style of every cell in the rectangle, keeping the characters (for example to
  /// highlight a selected row or the matched part of a name).
  public mutating func restyle(
    column: Int, row: Int, width styleWidth: Int, height styleHeight: Int,
    _ change: (inout Style) -> Void
  ) {
    let columns = Self.clip(column, length: styleWidth, to: width)
    let rows = Self.clip(row, length: styleHeight, to: height)
    guard !columns.isEmpty else { return }
    for y in rows {
      for x in columns { change(&cells[y * width + x].style) }
      // Keep both halves of a wide glyph in one style: the renderer draws it once.
      let first = y * width + columns.lowerBound
      if columns.lowerBound > 0, cells[first].isContinuation {
        cells[first].style = cells[first - 1].style
      }
      let last = columns.upperBound - 1
      if last + 1 < width, cells[y * width + last + 1].isContinuation {
        cells[y * width + last + 1].style = cells[y * width + last].style
      }
    }
  }

  /// The part of `start..<start + length` inside `0..<limit`, possibly empty.
  private static func clip(_ start: Int, length: Int, to limit: Int) -> Range<Int> {
    let lower = min(max(start, 0), limit)
    return lower..<max(lower, min(start + max(length, 0), limit))
  }

  /// Blanks the whole grid.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// Stores one cell, first blanking what remains of any wide glyph it cuts in half.
  private mutating func put(_ cell: Cell, column: Int, row: Int) {
    let index = row * width + column
    if cells[index].isContinuation, column > 0 {
      cells[index - 1] = Cell(" ", style: cells[index - 1].style)
    }
    if column + 1 < width, cells[index + 1].isContinuation {
      cells[index + 1] = Cell(" ", style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
