/// The stateless half of `InputDecoder`: recognises one key, character or escape sequence at a
/// position in a byte buffer.
enum InputParser {
  /// The outcome of looking at the bytes from one position.
  enum Token: Equatable {
    /// The bytes so far are a valid beginning; wait for more.
    case needMore
    /// `length` bytes were consumed; `event` is nil when they were dropped as unknown or invalid.
    case token(InputEvent?, length: Int)
    /// `ESC [ 200 ~`: what follows is pasted text, up to `ESC [ 201 ~`.
    case pasteStart(length: Int)
  }

  private static let escape: UInt8 = 0x1B

  /// Parses the token starting at `bytes[index]` (which must exist).
  ///
  /// With `atEndOfInput`, nothing more is coming: a lone ESC is the Esc key and partial
  /// sequences are dropped instead of waited for.
  static func parseToken(_ bytes: [UInt8], at index: Int, atEndOfInput: Bool) -> Token {
    let byte = bytes[index]
    switch byte {
    case escape: return parseEscape(bytes, at: index, atEndOfInput: atEndOfInput)
    // Raw mode turns ICRNL off, so Enter arrives as CR; LF comes from Ctrl-J and some terminals.
    case 0x0D, 0x0A: return key(.enter)
    case 0x09: return key(.tab)
    // 0x7F is what most terminals send for Backspace; 0x08 is Ctrl-H, which some send instead.
    case 0x7F, 0x08: return key(.backspace)
    case 0x00: return key(.character(" "), [.control])
    case 0x01...0x1A:
      return key(.character(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a")))), [.control])
    case 0x1C...0x1F:
      return key(
        .character(Character(Unicode.Scalar(byte - 0x1C + UInt8(ascii: "\\")))), [.control])
    case 0x20...0x7E: return key(.character(Character(Unicode.Scalar(byte))))
    default: return parseUTF8(bytes, at: index, atEndOfInput: atEndOfInput)
    }
  }

  private static func key(_ key: Key, _ modifiers: Modifiers = [], length: Int = 1) -> Token {
    .token(.key(KeyEvent(key, modifiers)), length: length)
  }

  // MARK: UTF-8

  private static func parseUTF8(_ bytes: [UInt8], at index: Int, atEndOfInput: Bool) -> Token {
    let lead = bytes[index]
    let length: Int
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .token(nil, length: 1)  // a stray continuation byte or an invalid lead
    }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    var position = index + 1
    while position < index + length {
      guard position < bytes.count else {
        return atEndOfInput ? .token(nil, length: position - index) : .needMore
      }
      let next = bytes[position]
      // Drop only the lead on a bad continuation, so the offending byte is decoded afresh.
      guard next & 0xC0 == 0x80 else { return .token(nil, length: 1) }
      value = value << 6 | UInt32(next & 0x3F)
      position += 1
    }
    let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x1_0000
    guard value >= shortest, let scalar = Unicode.Scalar(value), !(0x80...0x9F).contains(value)
    else {
      return .token(nil, length: length)  // overlong, a surrogate, beyond U+10FFFF, or a C1 control
    }
    return key(.character(Character(scalar)), length: length)
  }

  // MARK: Escape sequences

  private static func parseEscape(_ bytes: [UInt8], at index: Int, atEndOfInput: Bool) -> Token {
    guard index + 1 < bytes.count else {
      return atEndOfInput ? key(.escape) : .needMore
    }
    switch bytes[index + 1] {
    case UInt8(ascii: "["): return parseCSI(bytes, at: index, atEndOfInput: atEndOfInput)
    case UInt8(ascii: "O"): return parseSS3(bytes, at: index, atEndOfInput: atEndOfInput)
    // Esc pressed twice (or Esc before a sequence): the first one is the key.
    case escape: return key(.escape)
    default:
      // ESC before a key is how terminals send Alt+key.
      switch parseToken(bytes, at: index + 1, atEndOfInput: atEndOfInput) {
      case .needMore: return .needMore
      case .token(.key(var keyEvent), let length):
        keyEvent.modifiers.insert(.alt)
        return .token(.key(keyEvent), length: length + 1)
      case .token(_, let length): return .token(nil, length: length + 1)
      case .pasteStart: return .token(nil, length: 1)  // unreachable: that starts with ESC
      }
    }
  }

  /// `ESC O x`: what many terminals send for arrows and F1–F4 in application keypad mode.
  private static func parseSS3(_ bytes: [UInt8], at index: Int, atEndOfInput: Bool) -> Token {
    guard index + 2 < bytes.count else {
      return atEndOfInput ? key(.character("O"), [.alt], length: 2) : .needMore
    }
    let final = bytes[index + 2]
    if let known = letterKey(final) {
      return key(known, length: 3)
    }
    if (0x40...0x7E).contains(final) {
      return .token(nil, length: 3)
    }
    return key(.character("O"), [.alt], length: 2)
  }

  /// `ESC [ parameters intermediates final`.
  private static func parseCSI(_ bytes: [UInt8], at index: Int, atEndOfInput: Bool) -> Token {
    var position = index + 2
    while position < bytes.count {
      let byte = bytes[position]
      if (0x40...0x7E).contains(byte) {
        return interpretCSI(
          bytes[(index + 2)..<position], final: byte, length: position - index + 1)
      }
      guard (0x20...0x3F).contains(byte), position - index < sequenceLimit else {
        // Not a sequence after all (or garbage): drop what we saw, decode this byte afresh.
        return .token(nil, length: position - index)
      }
      position += 1
    }
    guard atEndOfInput else { return .needMore }
    if position == index + 2 { return key(.character("["), [.alt], length: 2) }
    return .token(nil, length: position - index)
  }

  private static var sequenceLimit: Int { InputDecoder.sequenceLimit }

  private static func interpretCSI(_ parameters: ArraySlice<UInt8>, final: UInt8, length: Int)
    -> Token
  {
    let dropped = Token.token(nil, length: length)
    if parameters.first == UInt8(ascii: "<") {
      guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
        let mouse = mouseEvent(parameters.dropFirst(), released: final == UInt8(ascii: "m"))
      else { return dropped }
      return .token(.mouse(mouse), length: length)
    }
    // Private-mode and device replies (`?`, `>`, `=`), intermediates, sub-parameters: not keys.
    guard let numbers = numbers(parameters), numbers.count <= 2 else { return dropped }
    let modifiers = numbers.count == 2 ? modifiers(numbers[1] ?? 1) : []
    if final == UInt8(ascii: "~") {
      switch numbers.first ?? nil {
      case 200: return numbers.count == 1 ? .pasteStart(length: length) : dropped
      case let code?:
        guard let key = tildeKey(code) else { return dropped }
        return .token(.key(KeyEvent(key, modifiers)), length: length)
      case nil: return dropped
      }
    }
    // Letter keys carry a leading 1 only as a placeholder for the modifier parameter; anything
    // else (a cursor position report `CSI 12;40 R`, for one) is not a key.
    guard (numbers.first ?? nil) ?? 1 == 1 else { return dropped }
    if final == UInt8(ascii: "Z") {
      return .token(.key(KeyEvent(.tab, modifiers.union(.shift))), length: length)
    }
    guard let key = letterKey(final) else { return dropped }
    return .token(.key(KeyEvent(key, modifiers)), length: length)
  }

  private static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// `CSI n ~` keys (VT220 style, also used by xterm, rxvt, the Linux console and tmux).
  private static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23...24: .function(code - 12)
    default: nil
    }
  }

  /// xterm's modifier parameter: 1 + (shift 1 | alt 2 | control 4 | meta 8).
  private static func modifiers(_ parameter: Int) -> Modifiers {
    let bits = parameter - 1
    guard (0...255).contains(bits) else { return [] }
    var modifiers: Modifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & (2 | 8) != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }

  /// Semicolon-separated decimal numbers (an empty one is nil), or nil if anything else appears.
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?]? {
    var result: [Int?] = []
    var current: Int?
    for byte in parameters {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        // Saturate: a hostile run of digits must not overflow.
        current = min((current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
      case UInt8(ascii: ";"):
        result.append(current)
        current = nil
      default:
        return nil
      }
    }
    result.append(current)
    return result
  }

  /// SGR mouse: `CSI < button ; column ; row M` (press, motion, wheel) or `m` (release).
  private static func mouseEvent(_ parameters: ArraySlice<UInt8>, released: Bool) -> MouseEvent? {
    guard let numbers = numbers(parameters), numbers.count == 3,
      let code = numbers[0], let column = numbers[1], let row = numbers[2]
    else { return nil }
    var modifiers: Modifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    let kind: MouseEvent.Kind
    let button: MouseEvent.Button
    if code & 64 != 0 {
      // Wheel "buttons" 4 and 5; horizontal wheels (6, 7) and wheel releases are not used.
      guard !released, code & 3 < 2 else { return nil }
      kind = code & 3 == 0 ? .wheelUp : .wheelDown
      button = .none
    } else {
      switch code & 3 {
      case 0: button = .left
      case 1: button = .middle
      case 2: button = .right
      default: return nil  // plain motion with no button: not requested, not used
      }
      kind = code & 32 != 0 ? .drag : released ? .release : .press
    }
    return MouseEvent(
      kind, button, column: max(column - 1, 0), row: max(row - 1, 0), modifiers: modifiers)
  }
}
