import Testing

@testable import TerminalUI

@Suite struct ColorModeTests {
  @Test func detectionFollowsTheEnvironment() {
    #expect(ColorMode.detect(["COLORTERM": "truecolor", "TERM": "xterm-256color"]) == .trueColor)
    #expect(ColorMode.detect(["COLORTERM": "24bit"]) == .trueColor)
    #expect(ColorMode.detect(["TERM": "xterm-256color"]) == .palette256)
    #expect(ColorMode.detect([:]) == .palette256)
    #expect(ColorMode.detect(["COLORTERM": "truecolor", "NO_COLOR": ""]) == .none)
    #expect(ColorMode.detect(["COLORTERM": "truecolor", "NO_COLOR": "1"]) == .none)
    #expect(ColorMode.detect(["TERM": "dumb", "COLORTERM": "truecolor"]) == .none)
    #expect(ColorMode.detect(["COLORTERM": "truecolor"], noColorFlag: true) == .none)
  }

  @Test func nearestPaletteEntries() {
    #expect(Color(hex: 0x000000).xterm256Index == 16)
    #expect(Color(hex: 0xFFFFFF).xterm256Index == 231)
    #expect(Color(hex: 0xFF0000).xterm256Index == 196)
    #expect(Color(hex: 0x00FF00).xterm256Index == 46)
    #expect(Color(hex: 0x0000FF).xterm256Index == 21)
    #expect(Color(hex: 0x5F87AF).xterm256Index == 67)  // exactly a cube colour
    #expect(Color(hex: 0x808080).xterm256Index == 244)  // grey ramp: 8 + 10 × 12 = 128
    #expect(Color(hex: 0x767676).xterm256Index == 243)
    #expect(Color(hex: 0x121212).xterm256Index == 233)
    #expect(Color(hex: 0xEE8130).xterm256Index == 209)  // Fire's orange: #FF875F
  }

  @Test func everyPaletteColourMapsToItself() {
    for index in UInt8(16)...255 {
      #expect(Color.xterm256(index).xterm256Index == index)
    }
  }

  @Test func everyColourMapsToTheNearestEntry() {
    var generator = SeededGenerator(seed: 256)
    for _ in 0..<2_000 {
      let color = Color(
        red: .random(in: 0...255, using: &generator),
        green: .random(in: 0...255, using: &generator),
        blue: .random(in: 0...255, using: &generator))
      let chosen = distance(color, Color.xterm256(color.xterm256Index))
      let best = (16...255).map { distance(color, Color.xterm256(UInt8($0))) }.min()!
      #expect(chosen == best, "\(color.hexString)")
    }
  }

  private func distance(_ lhs: Color, _ rhs: Color) -> Int {
    let red = Int(lhs.red) - Int(rhs.red)
    let green = Int(lhs.green) - Int(rhs.green)
    let blue = Int(lhs.blue) - Int(rhs.blue)
    return red * red + green * green + blue * blue
  }
}
