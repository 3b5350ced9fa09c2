/// The terminal's clipboard, set with OSC 52: the terminal (or tmux, with `set-clipboard on`)
/// puts the text where the system's paste takes it from. A terminal that does not allow it
/// ignores the sequence, so nothing shows and nothing breaks.
public enum Clipboard {
  /// The bytes that set the clipboard to `text`: `ESC ] 52 ; c ; <base64> BEL`.
  public static func osc52(_ text: String) -> [UInt8] {
    Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
  }

  /// Standard base64 with `=` padding.
  static func base64(_ bytes: [UInt8]) -> [UInt8] {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        out.append(
          position <= chunk.count
            ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
      }
      index += 3
    }
    return out
  }
}
