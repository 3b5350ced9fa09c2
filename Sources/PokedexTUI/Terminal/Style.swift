/// A 24-bit colour. Views always say what they mean in RGB; `Renderer` maps it down to the
/// terminal's `ColorMode`.
struct Color: Hashable, Sendable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8

  init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// A colour from `0xRRGGBB`, as design tools write it: `Color(hex: 0xEE8130)`.
  init(hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex))
  }

  /// `#RRGGBB`.
  var hexString: String {
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
struct Style: Hashable, Sendable {
  var foreground: Color?
  var background: Color?
  var bold: Bool
  var dim: Bool
  var italic: Bool
  var underline: Bool
  /// Swaps foreground and background (selection bars, a text cursor).
  var reverse: Bool

  init(
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
  static let plain = Style()
}

extension Color {
  static let black = Color(hex: 0x000000)
  static let white = Color(hex: 0xFFFFFF)
}
