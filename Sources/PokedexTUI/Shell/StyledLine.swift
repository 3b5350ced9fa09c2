import TerminalUI

/// A line of text in styled pieces, for output that is printed rather than drawn on a screen.
struct StyledLine: Equatable {
  /// A piece of the line and how it looks.
  struct Span: Equatable {
    var text: String
    var style: Style
  }

  var spans: [Span] = []

  /// An empty line.
  init() {}

  /// A line of one piece. Its text may come from outside (a name, a flavor text): only its
  /// ``printable(_:)`` form is kept, so the line's text never holds a control character and
  /// the only escape sequences in ``render(_:colorMode:)``'s output are its own.
  init(_ text: String, _ style: Style = .plain) {
    spans = [Span(text: printable(text), style: style)]
  }

  /// Adds a piece (kept in its ``printable(_:)`` form).
  mutating func append(_ text: String, _ style: Style = .plain) {
    spans.append(Span(text: printable(text), style: style))
  }

  /// The text without styles.
  var text: String { spans.map(\.text).joined() }

  /// The lines as text, each ending in a newline: without colour, the text alone (trailing
  /// spaces trimmed); otherwise each styled piece between its SGR sequence and a reset, with the
  /// colours written as `colorMode` can show them.
  static func render(_ lines: [StyledLine], colorMode: ColorMode) -> String {
    var output = ""
    for line in lines {
      if colorMode == .none {
        var text = line.text
        while text.last == " " { text.removeLast() }
        output += text
      } else {
        for span in line.spans {
          if span.style == .plain {
            output += span.text
          } else {
            let start = Renderer.escapeSequence(span.style, colorMode: colorMode)
            output += start.isEmpty ? span.text : "\(start)\(span.text)\u{1B}[0m"
          }
        }
      }
      output += "\n"
    }
    return output
  }
}

extension StyledLine {
  /// The first `count` of `lines`; when more do not fit, the last row shown says how many
  /// (`… +3`), so a short terminal does not cut a page's text unsaid.
  static func fitted(_ lines: [StyledLine], count: Int) -> [StyledLine] {
    guard lines.count > count, count > 0 else { return Array(lines.prefix(max(0, count))) }
    return lines.prefix(count - 1) + [StyledLine("… +\(lines.count - count + 1)", Theme.dim)]
  }

  /// How many of `word`'s first characters fit in `room` columns, one fewer where the next
  /// would be a closing mark at the start of a line (0 when not even one fits).
  static func fittingPrefix(of word: String, room: Int) -> Int {
    var (count, used) = (0, 0)
    for character in word {
      let width = displayWidth(of: String(character))
      guard used + width <= room else { break }
      (count, used) = (count + 1, used + width)
    }
    // Back past closing marks, so the next line begins with none (ュー, ！？), keeping one
    // character at least.
    let characters = Array(word)
    while count > 1, count < characters.count, closingMarks.contains(characters[count]) {
      count -= 1
    }
    return count
  }

  /// Marks that do not begin a line: they stay with the character before them.
  static let closingMarks: Set<Character> = [
    "、", "。", "，", "．", "ー", "）", "」", "』", "！", "？", "・", "…", "っ", "ゃ", "ゅ", "ょ", "ッ",
    "ャ", "ュ", "ョ", "ァ", "ィ", "ゥ", "ェ", "ォ", "ぁ", "ぃ", "ぅ", "ぇ", "ぉ", "〜",
  ]

  /// `lines` broken at spaces so that none is wider than `width`; an indented line's
  /// continuations hang two columns deeper (up to half the width), so an entry of a list still
  /// reads as one. Unindented text wraps flush. The ideographic space (U+3000), which parts
  /// the words of PokeAPI's Japanese texts, breaks a line as a space does; a word wider than a
  /// line (Japanese written without spaces) breaks between its characters.
  static func wrapped(_ lines: [StyledLine], width: Int) -> [StyledLine] {
    func isSpace(_ character: Character?) -> Bool { character == " " || character == "\u{3000}" }
    var result: [StyledLine] = []
    for line in lines {
      let leading = line.text.prefix { $0 == " " }.count
      let indent = min(leading == 0 ? 0 : leading + 2, width / 2)
      var current = StyledLine()
      var used = 0
      // Where the line's own text starts: past its leading spaces, or past the indent.
      var start = leading
      for span in line.spans {
        var word = ""
        func flush() {
          let wordWidth = displayWidth(of: word)
          if used > start, used + wordWidth > width {
            result.append(current)
            current = StyledLine(String(repeating: " ", count: indent))
            (used, start) = (indent, indent)
            word = String(word.drop { isSpace($0) })
          }
          // A word wider than a whole line (Japanese without spaces): as much as fits, and the
          // rest on the next lines; a closing mark does not begin a line.
          while used + displayWidth(of: word) > width {
            let cut = Self.fittingPrefix(of: word, room: width - used)
            guard cut > 0 else { break }
            current.append(String(word.prefix(cut)), span.style)
            result.append(current)
            current = StyledLine(String(repeating: " ", count: indent))
            (used, start) = (indent, indent)
            word = String(word.dropFirst(cut))
          }
          current.append(word, span.style)
          used += displayWidth(of: word)
          word = ""
        }
        for character in span.text {
          if isSpace(character), !word.isEmpty, !isSpace(word.last) { flush() }
          word.append(character)
        }
        if !word.isEmpty { flush() }
      }
      result.append(current)
    }
    return result
  }
}
