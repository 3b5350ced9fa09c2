import Foundation
import Testing

@testable import TerminalUI

/// OSC 52: the text a terminal puts on its clipboard, in base64 between the sequence's ends.
@Suite struct ClipboardTests {
  @Test func theSequenceCarriesTheTextInBase64() {
    #expect(Clipboard.osc52("") == Array("\u{1B}]52;c;\u{07}".utf8))
    #expect(Clipboard.osc52("Garchomp\n") == Array("\u{1B}]52;c;R2FyY2hvbXAK\u{07}".utf8))
    for (text, encoded) in [("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")]
    {
      #expect(Clipboard.base64(Array(text.utf8)) == Array(encoded.utf8))
    }
  }

  /// 1,000 random byte strings (seeded) encode as Foundation encodes them.
  @Test func base64AgreesWithFoundation() {
    var state: UInt64 = 52
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
    for length in 0..<1_000 {
      let bytes = (0..<(length % 97)).map { _ in next() }
      #expect(
        Clipboard.base64(bytes) == Array(Data(bytes).base64EncodedString().utf8), "\(bytes)")
    }
  }
}
