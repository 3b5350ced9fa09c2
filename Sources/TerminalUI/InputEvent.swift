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
public enum InputEvent: Hashable, Sendable {
  /// A key press, with the modifiers the terminal reported.
  case key(KeyEvent)
  /// A mouse press, release, drag or wheel turn (SGR mouse reporting).
  case mouse(MouseEvent)
  /// Text pasted while bracketed paste was on, delivered whole. Line breaks are `"\n"`.
  case paste(String)
}

/// A key and the modifiers held with it.
public struct KeyEvent: Hashable, Sendable {
  /// The key itself.
  public var key: Key
  /// Shift, Alt and Control as far as the terminal reports them.
  ///
  /// Printable characters carry their shifted form in `key` (`"J"`, not `.shift` + `"j"`).
  public var modifiers: Modifiers

  /// A key with optional modifiers: `KeyEvent(.up)`, `KeyEvent(.tab, [.shift])`.
  public init(_ key: Key, _ modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A printable character without modifiers.
  public static func character(_ character: Character) -> KeyEvent {
    KeyEvent(.character(character))
  }

  /// Control plus a letter, as raw mode delivers Ctrl-C, Ctrl-Z and friends: `.ctrl("c")`.
  public static func ctrl(_ letter: Character) -> KeyEvent {
    KeyEvent(.character(letter), [.control])
  }
}

/// The keys the decoder knows.
public enum Key: Hashable, Sendable {
  /// A printable character (letters arrive lowercase with `.control` for Ctrl chords).
  case character(Character)
  case enter, tab, backspace, escape
  case up, down, left, right
  case home, end, pageUp, pageDown, insert, delete
  /// F1 through F12.
  case function(Int)
}

/// Modifier keys held during a key or mouse event.
public struct Modifiers: OptionSet, Hashable, Sendable {
  /// The modifiers' bits.
  public let rawValue: UInt8
  /// The modifiers whose bits `rawValue` holds.
  ///
  /// ```swift
  /// let none = Modifiers(rawValue: 0)
  /// ```
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift (Shift-Tab, shifted arrows).
  public static let shift = Modifiers(rawValue: 1)
  /// Alt (Option, Meta): sent as ESC before the key or as a CSI modifier parameter.
  public static let alt = Modifiers(rawValue: 2)
  /// Control: `KeyEvent.ctrl("c")`.
  public static let control = Modifiers(rawValue: 4)
}

/// A mouse event from SGR mouse reporting, in 0-based screen cells.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    case press, release
    /// The pointer moved while `button` was held.
    case drag
    case wheelUp, wheelDown
  }

  /// Which button; `.none` for wheel events.
  public enum Button: Hashable, Sendable {
    case left, middle, right, none
  }

  /// What happened.
  public var kind: Kind
  /// Which button.
  public var button: Button
  /// 0-based column (the terminal reports 1-based).
  public var column: Int
  /// 0-based row (the terminal reports 1-based).
  public var row: Int
  /// The modifier keys held.
  public var modifiers: Modifiers

  /// An event at `column`, `row` (0-based).
  ///
  /// ```swift
  /// let click = MouseEvent(.press, .left, column: 4, row: 10)
  /// ```
  public init(_ kind: Kind, _ button: Button, column: Int, row: Int, modifiers: Modifiers = []) {
    self.kind = kind
    self.button = button
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
