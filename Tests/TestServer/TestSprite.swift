import Foundation

/// Small PNG files made in code, for tests that serve or cache sprites without the shared copy.
public enum TestSprite {
  /// A `size`×`size` RGBA PNG: a disc of `color` on a transparent ground (so it crops, like a
  /// real sprite), the pixel data stored uncompressed.
  public static func disc(size: Int = 16, color: (UInt8, UInt8, UInt8)) -> Data {
    var raw: [UInt8] = []
    let centre = Double(size - 1) / 2
    for y in 0..<size {
      raw.append(0)  // filter: none
      for x in 0..<size {
        let dx = Double(x) - centre
        let dy = Double(y) - centre
        let inside = (dx * dx + dy * dy).squareRoot() <= Double(size) / 2 - 0.5
        raw += inside ? [color.0, color.1, color.2, 255] : [0, 0, 0, 0]
      }
    }
    var header = bigEndian(UInt32(size)) + bigEndian(UInt32(size))
    header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, no interlace
    let file =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
      + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    return Data(file)
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var output: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65535)
      let length = UInt16(end - start)
      output.append(end == data.count ? 1 : 0)
      output += [
        UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
      ]
      output += data[start..<end]
      start = end
    } while start < data.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return output + bigEndian(b << 16 | a)
  }

  private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
