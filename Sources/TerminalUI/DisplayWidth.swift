/// How many terminal cells `character` occupies: 0, 1 or 2.
///
/// 0 for combining marks, zero-width joiners, variation selectors and control characters; 2 for
/// East Asian Wide and Fullwidth characters (CJK, kana, Hangul, fullwidth forms) and emoji shown
/// as pictures; 1 for everything else. `"ピ"` is 2, `"♀"` is 1, `"é"` is 1 whether precomposed
/// or `e` + U+0301.
public func displayWidth(of character: Character) -> Int {
  if let ascii = asciiByte(of: character) { return ascii >= 0x20 && ascii != 0x7F ? 1 : 0 }
  let scalars = character.unicodeScalars
  var rest = scalars.makeIterator()
  guard let first = rest.next() else { return 0 }
  guard rest.next() != nil else {
    // One scalar, as nearly everything a frame draws is: most need no look-up of Unicode
    // properties (those were a quarter of a frame's drawing).
    return commonWidth(of: first.value) ?? propertyWidth(of: first)
  }
  // An explicit presentation selector decides an emoji's width.
  if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
  if scalars.contains("\u{FE0E}") { return 1 }
  return propertyWidth(of: first)
}

/// The byte of a character that is a single ASCII byte (CR LF is two), nil for any other.
///
/// What `Character.asciiValue` answers for those, without its walk over the character's
/// Unicode scalars: a one-byte UTF-8 sequence is ASCII. Drawing a frame asks for every cell.
@inline(__always) func asciiByte(of character: Character) -> UInt8? {
  let utf8 = character.utf8
  return utf8.count == 1 ? utf8.first : nil
}

/// The width of a scalar that is always a character of its own (no mark or joiner attaches to
/// it or is it) and whose width is known without Unicode's tables: ASCII, the Latin letters
/// and signs, dashes, quotes and the ellipsis, the box-drawing and block characters. Nil for
/// any other. These are nearly all a frame draws.
@inline(__always) func commonWidth(of value: UInt32) -> Int? {
  switch value {
  case 0..<0x80: value >= 0x20 && value != 0x7F ? 1 : 0
  case 0xA0..<0x300 where value != 0xAD: 1  // not the soft hyphen, which has no width
  case 0x2010..<0x2028, 0x2500..<0x25A0: 1
  default: nil
  }
}

/// The sum of the widths of the characters of `text`.
///
/// For `String` and `Substring` alone, not any `StringProtocol`: called from another module, a
/// generic function is not specialised, and walked the text through its protocol's witnesses.
public func displayWidth(of text: String) -> Int { totalWidth(of: text) }

/// The sum of the widths of the characters of `text`.
public func displayWidth(of text: Substring) -> Int { totalWidth(of: text) }

@inline(__always) private func totalWidth(of text: some StringProtocol) -> Int {
  // Where every scalar is a character of its own, the widths are added up scalar by scalar,
  // without breaking the text into characters.
  var total = 0
  for scalar in text.unicodeScalars {
    guard let width = commonWidth(of: scalar.value) else {
      return text.reduce(0) { $0 + displayWidth(of: $1) }
    }
    total += width
  }
  return total
}

/// `text` cut to at most `maxWidth` cells, ending in `ellipsis` when something was cut.
///
/// ```swift
/// truncated("Fletchinder", toWidth: 8)  // "Fletchi…"
/// ```
public func truncated(_ text: String, toWidth maxWidth: Int, ellipsis: String = "…") -> String {
  guard displayWidth(of: text) > maxWidth else { return text }
  let ellipsisWidth = displayWidth(of: ellipsis)
  guard maxWidth >= ellipsisWidth else { return "" }
  var result = ""
  var width = 0
  for character in text {
    let characterWidth = displayWidth(of: character)
    if width + characterWidth > maxWidth - ellipsisWidth { break }
    result.append(character)
    width += characterWidth
  }
  return result + ellipsis
}

/// The width of a single scalar as the first (or only) scalar of a character.
func propertyWidth(of scalar: Unicode.Scalar) -> Int {
  let properties = scalar.properties
  switch properties.generalCategory {
  case .nonspacingMark, .enclosingMark, .format, .control:
    return 0  // combining marks, ZWJ/ZWNJ, variation selectors, soft hyphen, bidi controls
  default:
    break
  }
  // Hangul medial vowels and final consonants join the preceding syllable.
  if (0x1160...0x11FF).contains(scalar.value) { return 0 }
  if properties.isEmojiPresentation || isEastAsianWide(scalar.value) { return 2 }
  return 1
}

/// East Asian Width W or F outside the emoji (which `isEmojiPresentation` covers), from
/// Unicode's EastAsianWidth.txt, merged into blocks; the standard library does not expose it.
private func isEastAsianWide(_ value: UInt32) -> Bool {
  // Everything below the Hangul Jamo block is narrow; this is the common case, keep it fast.
  guard value >= 0x1100 else { return false }
  for range in eastAsianWideRanges {
    if value < range.lowerBound { return false }  // the table is sorted
    if range.contains(value) { return true }
  }
  return false
}

private let eastAsianWideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F,  // Hangul Jamo leading consonants
  0x2329...0x232A,  // angle brackets
  0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
  0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
  0x3400...0x4DBF,  // CJK Extension A
  0x4DC0...0x4DFF,  // Yijing hexagram symbols
  0x4E00...0x9FFF,  // CJK unified ideographs
  0xA000...0xA4CF,  // Yi
  0xA960...0xA97F,  // Hangul Jamo Extended-A
  0xAC00...0xD7A3,  // Hangul syllables
  0xF900...0xFAFF,  // CJK compatibility ideographs
  0xFE10...0xFE19,  // vertical forms
  0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
  0xFF01...0xFF60,  // fullwidth ASCII variants
  0xFFE0...0xFFE6,  // fullwidth signs
  0x16FE0...0x16FE4,  // ideographic symbols
  0x16FF0...0x16FF1,
  0x17000...0x18CFF,  // Tangut, Khitan
  0x18D00...0x18D08,
  0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
  0x1F200...0x1F2FF,  // enclosed ideographic supplement
  0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
  0x30000...0x3FFFD,  // CJK Extensions G–H
]
