import Glibc

/// The terminal modes a full-screen session turns on, and the bytes that turn them off again.
enum TerminalModes {
  /// Alternate screen (saving the cursor), hidden cursor, bracketed paste, and SGR mouse
  /// reporting of presses, releases, drags and the wheel.
  static let enter: [UInt8] = Array(
    ("\u{1B}[?1049h" + "\u{1B}[?25l" + "\u{1B}[?2004h" + "\u{1B}[?1000h" + "\u{1B}[?1002h"
      + "\u{1B}[?1006h").utf8)

  /// Undoes `enter` in reverse order, and first closes a synchronized update and resets SGR in
  /// case we stopped in the middle of a frame (a terminal would otherwise hold back output).
  static let restore: [UInt8] = Array(
    ("\u{1B}[?2026l" + "\u{1B}[0m" + "\u{1B}[?1006l" + "\u{1B}[?1002l" + "\u{1B}[?1000l"
      + "\u{1B}[?2004l" + "\u{1B}[?25h" + "\u{1B}[?1049l").utf8)

  /// `settings` with raw input and output, as `cfmakeraw` would make them: no echo, no line
  /// editing, no signal keys (Ctrl-C, Ctrl-Z, Ctrl-\ arrive as bytes), no flow control, no CR/NL
  /// translation either way, 8-bit characters; and reads that return at once, even when empty.
  ///
  /// Output post-processing is off too, so `\n` only moves down; `Renderer` never relies on it.
  static func raw(_ settings: termios) -> termios {
    var raw = settings
    let inputFlags = IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON
    raw.c_iflag &= ~tcflag_t(inputFlags)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
    raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
    raw.c_cflag |= tcflag_t(CS8)
    // VMIN = 0, VTIME = 0: read() never blocks; the event loop waits in poll() instead, so it
    // can wait for the signal pipe and a timeout at the same time.
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 0
      controlCharacters[Int(VTIME)] = 0
    }
    return raw
  }
}

/// The size of the terminal in cells.
///
/// ```swift
/// let size = session.size  // TerminalSize(columns: 120, rows: 40)
/// ```
public struct TerminalSize: Hashable, Sendable {
  /// The width, in cells.
  public var columns: Int
  /// The height, in cells.
  public var rows: Int

  /// A size of `columns` × `rows` cells.
  ///
  /// ```swift
  /// let small = TerminalSize(columns: 80, rows: 24)
  /// ```
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size `TIOCGWINSZ` reported, or nil when it reported nothing useful (zero, as some
  /// serial lines and containers do).
  init?(_ size: winsize) {
    guard size.ws_col > 0, size.ws_row > 0 else { return nil }
    self.init(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }

  /// The size of the terminal `descriptor` is, else `COLUMNS`/`LINES` of `environment`, else
  /// 80×24: the width to wrap printed text at.
  ///
  /// ```swift
  /// let width = TerminalSize.of(STDOUT_FILENO).columns
  /// ```
  public static func of(_ descriptor: Int32, environment: [String: String] = [:]) -> TerminalSize {
    var reported = winsize()
    let ok = ioctl(descriptor, UInt(TIOCGWINSZ), &reported) == 0
    return resolve(ok ? reported : nil, environment: environment)
  }

  /// The size from `TIOCGWINSZ` if it gave one, else `COLUMNS`/`LINES`, else 80×24. The
  /// environment is read only when `TIOCGWINSZ` gave nothing.
  static func resolve(
    _ reported: winsize?, environment: @autoclosure () -> [String: String]
  ) -> TerminalSize {
    if let reported, let size = TerminalSize(reported) { return size }
    let environment = environment()
    let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    let rows = environment["LINES"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    return TerminalSize(columns: columns ?? 80, rows: rows ?? 24)
  }
}
