/// One thing the user did at the terminal, decoded from raw bytes by `InputDecoder`.
///
/// ```swift
/// switch event {
/// case .key(KeyEvent(.character("j"))), .key(KeyEvent(.down)): moveDown()
/// case .key(.ctrl("c")): quit()
/// case .mouse(let mouse) where mouse.kind == .wheelDown: scroll(by: 3)
/// case .paste(let text): insert(text)
/// default: break
/// }
/// ```
enum InputEvent: Hashable, Sendable {
  /// A key press, with the modifiers the terminal reported.
  case key(KeyEvent)
  /// A mouse press, release, drag or wheel turn (SGR mouse reporting).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste was on, delivered whole. Line breaks are `"\n"`.
  case paste(String)
}

/// A key and the modifiers held with it.
struct KeyEvent: Hashable, Sendable {
  /// The key itself.
  var key: Key
  /// Shift, Alt and Control as far as the terminal reports them.
  ///
  /// Printable characters carry their shifted form in `key` (`"J"`, not `.shift` + `"j"`).
  var modifiers: Modifiers

  /// A key with optional modifiers: `KeyEvent(.up)`, `KeyEvent(.tab, [.shift])`.
  init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A printable character without modifiers.
  static func character(_ character: Character) -> KeyEvent { KeyEvent(.character(character)) }

  /// Control plus a letter, as raw mode delivers Ctrl-C, Ctrl-Z and friends: `.ctrl("c")`.
  static func ctrl(_ letter: Character) -> KeyEvent { KeyEvent(.character(letter), [.control]) }
}

/// The keys the decoder knows.
enum Key: Hashable, Sendable {
  /// A printable character (letters arrive lowercase with `.control` for Ctrl chords).
  case character(Character)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  /// F1 through F12.
  case function(Int)
}

/// Modifier keys held during a key or mouse event.
struct Modifiers: OptionSet, Hashable, Sendable {
  let rawValue: UInt8
  init(rawValue: UInt8) { self.rawValue = rawValue }

  static let shift = Modifiers(rawValue: 1)
  /// Alt (Option, Meta): sent as ESC before the key or as a CSI modifier parameter.
  static let alt = Modifiers(rawValue: 2)
  static let control = Modifiers(rawValue: 4)
}

/// A mouse event from SGR mouse reporting, in 0-based screen cells.
struct MouseEvent: Hashable, Sendable {
  /// What happened.
  enum Kind: Hashable, Sendable {
    case press, release
    /// The pointer moved while `button` was held.
    case drag
    case wheelUp, wheelDown
  }

  /// Which button; `.none` for wheel events.
  enum Button: Hashable, Sendable {
    case left, middle, right, none
  }

  var kind: Kind
  var button: Button
  /// 0-based column (the terminal reports 1-based).
  var column: Int
  /// 0-based row (the terminal reports 1-based).
  var row: Int
  var modifiers: Modifiers

  init(_ kind: Kind, _ button: Button, column: Int, row: Int, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
