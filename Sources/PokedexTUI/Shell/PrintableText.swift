/// Text from outside (PokeAPI, the cache, a recording, a file, an argument) as it may reach a
/// terminal: printable characters only. A string that holds `ESC ] 52 ; …` must not set the
/// user's clipboard, retitle the window or clear the screen, in a pipe no more than on a
/// terminal (a pipe often ends on one).
///
/// Tabs, line and page breaks become spaces (PokeAPI's flavor texts break lines with `\n` and
/// `\u{0C}`); every other C0 control, ESC and DEL are shown as their control pictures (`␛`),
/// and C1 controls (U+0080–U+009F, which some terminals obey as escape sequences) as `�`, so
/// nothing is silently lost. The full-screen app skips control characters when it draws.
///
/// ```swift
/// printable("Pika\u{1B}]52;c;aGk=\u{07}chu")  // "Pika␛]52;c;aGk=␇chu"
/// ```
func printable(_ text: String) -> String {
  // Most text has nothing to replace: check before building a copy.
  guard text.unicodeScalars.contains(where: isControl) else { return text }
  var scalars = String.UnicodeScalarView()
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D: scalars.append(" ")
    case 0x00...0x1F: scalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
    case 0x7F: scalars.append("\u{2421}")
    case 0x80...0x9F: scalars.append("\u{FFFD}")
    default: scalars.append(scalar)
    }
  }
  return String(scalars)
}

/// `text` with each line made ``printable(_:)`` and its line breaks kept: a paste printed to
/// the terminal, whose nickname (from a `team.json` written by hand or by a version that took
/// one) holds an escape sequence, shows it (`␛`) instead of obeying it.
///
/// ```swift
/// printableLines("Evil\u{1B}[2J (Pikachu)\n- Surf\n")  // "Evil␛[2J (Pikachu)\n- Surf\n"
/// ```
func printableLines(_ text: String) -> String {
  text.split(separator: "\n", omittingEmptySubsequences: false).map { printable(String($0)) }
    .joined(separator: "\n")
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
}

/// JSON text with DEL and the C1 controls escaped (`\u009b`) as well as the C0 controls
/// `JSONEncoder` escapes: the same JSON, which no terminal can take for an escape sequence.
/// They can only stand inside strings, where `\u` escapes mean the same characters.
func terminalSafeJSON(_ json: String) -> String {
  guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else {
    return json
  }
  var result = ""
  for scalar in json.unicodeScalars {
    if (0x7F...0x9F).contains(scalar.value) {
      result += "\\u00" + String(scalar.value, radix: 16)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}
