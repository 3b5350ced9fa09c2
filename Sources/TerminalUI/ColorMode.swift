/// How many colours the terminal can show, and so how `Renderer` writes a `Color`.
public enum ColorMode: Hashable, Sendable {
  /// 24-bit colour (`CSI 38;2;r;g;b m`).
  case trueColor
  /// The xterm 256-colour palette (`CSI 38;5;n m`); RGB is mapped to the nearest entry.
  case palette256
  /// No colour at all; bold, reverse and the other attributes still work.
  case none

  /// The mode for this environment: none when `noColorFlag` (`--no-color`) is set, `NO_COLOR`
  /// is set to anything (see no-color.org) or `TERM` is `dumb`; truecolor when `COLORTERM` is
  /// `truecolor` or `24bit`; 256 colours otherwise.
  ///
  /// ```swift
  /// let mode = ColorMode.detect(ProcessInfo.processInfo.environment, noColorFlag: noColor)
  /// ```
  public static func detect(_ environment: [String: String], noColorFlag: Bool = false) -> ColorMode
  {
    if noColorFlag || environment["NO_COLOR"] != nil || environment["TERM"] == "dumb" {
      return .none
    }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: return .palette256
    }
  }
}

extension Color {
  /// The channel values of the xterm palette's 6×6×6 colour cube (indices 16–231).
  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// The nearest entry of the xterm 256-colour palette, from the colour cube (16–231) or the
  /// grey ramp (232–255). The first 16 entries are skipped: users restyle them freely.
  var xterm256Index: UInt8 {
    // Plain integers, no arrays: the renderer asks for every run of cells in a new colour.
    let (r, g, b) = (Int(red), Int(green), Int(blue))
    let (cubeR, cubeG, cubeB) = (
      Self.nearestCubeLevel(r), Self.nearestCubeLevel(g), Self.nearestCubeLevel(b)
    )
    // Grey ramp entry n (0–23) is 8 + 10n.
    let average = (r + g + b) / 3
    let greyStep = min(max((average - 8 + 5) / 10, 0), 23)
    let grey = 8 + 10 * greyStep
    let cubeDistance = Self.distance(
      (r, g, b), (Self.cubeLevels[cubeR], Self.cubeLevels[cubeG], Self.cubeLevels[cubeB]))
    let greyDistance = Self.distance((r, g, b), (grey, grey, grey))
    if greyDistance < cubeDistance {
      return UInt8(232 + greyStep)
    }
    return UInt8(16 + 36 * cubeR + 6 * cubeG + cubeB)
  }

  /// The colour a 256-colour terminal shows for `xterm256Index` (cube and grey ramp only).
  static func xterm256(_ index: UInt8) -> Color {
    if index >= 232 {
      let level = UInt8(8 + 10 * (Int(index) - 232))
      return Color(red: level, green: level, blue: level)
    }
    let cubeIndex = max(Int(index) - 16, 0)
    return Color(
      red: UInt8(cubeLevels[cubeIndex / 36]), green: UInt8(cubeLevels[cubeIndex / 6 % 6]),
      blue: UInt8(cubeLevels[cubeIndex % 6]))
  }

  private static func nearestCubeLevel(_ value: Int) -> Int {
    // Levels are 0, 95, then every 40: the midpoints decide.
    if value < 48 { return 0 }
    if value < 115 { return 1 }
    return min((value - 35) / 40, 5)
  }

  private static func distance(_ lhs: (Int, Int, Int), _ rhs: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (lhs.0 - rhs.0, lhs.1 - rhs.1, lhs.2 - rhs.2)
    return dr * dr + dg * dg + db * db
  }
}
