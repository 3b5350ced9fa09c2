/// A 24-bit colour. Views always say what they mean in RGB; `Renderer` maps it down to the
/// terminal's `ColorMode`.
public struct Color: Hashable, Sendable {
  /// The red, green and blue components, 0–255.
  public var red: UInt8
  /// See ``red``.
  public var green: UInt8
  /// See ``red``.
  public var blue: UInt8

  /// A colour of these components.
  ///
  /// ```swift
  /// let orange = Color(red: 0xEE, green: 0x81, blue: 0x30)
  /// ```
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from `0xRRGGBB`, as design tools write it: `Color(hex: 0xEE8130)`.
  public init(hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex))
  }

  /// `#RRGGBB`.
  public var hexString: String {
    let digits = (UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue))
    let text = String(digits, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - text.count) + text
  }
}

/// How a cell is drawn. `nil` colours mean the terminal's own default foreground/background.
///
/// ```swift
/// let badge = Style(foreground: .white, background: Color(hex: 0xEE8130), bold: true)
/// ```
public struct Style: Hashable, Sendable {
  /// The text's colour; nil for the terminal's own.
  public var foreground: Color?
  /// The cell's colour; nil for the terminal's own.
  public var background: Color?
  /// Bold (or bright) text.
  public var bold: Bool
  /// Faint text, for what matters less.
  public var dim: Bool
  /// Italic text, where the terminal has it.
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Swaps foreground and background (selection bars, a text cursor).
  public var reverse: Bool

  /// A style; everything left out is the terminal's default.
  ///
  /// ```swift
  /// let heading = Style(bold: true, underline: true)
  /// ```
  public init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
    italic: Bool = false, underline: Bool = false, reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's defaults: no colours, no attributes.
  public static let plain = Style()
}

extension Color {
  /// Black, `#000000`.
  public static let black = Color(hex: 0x000000)
  /// White, `#FFFFFF`.
  public static let white = Color(hex: 0xFFFFFF)
}
