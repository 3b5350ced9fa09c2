import Foundation
import PokedexCore
import TestServer
import Testing

/// The sample sprites in `../shared/pokeapi/sprites` (next to the package), read in place,
/// with the same rule as ``SharedPokeAPI``: missing on a developer machine, tests that need
/// them are skipped with the reason; missing in CI (`CI=true`), they run and fail.
enum SharedSprites {
  /// `<package root>/../shared/pokeapi/sprites`, found from this file's path.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    // This file is <package root>/Tests/PokedexCoreTests/<file>.
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appending(path: "shared/pokeapi/sprites", directoryHint: .isDirectory)
  }()

  /// The palette sprites (8-bit colour type 3 with tRNS) the tests know.
  static let paletteIDs = [1, 4, 6, 7, 25, 133, 150, 658, 700]
  /// The 8-bit RGBA sprites (colour type 6) the tests know.
  static let rgbaIDs = [906, 1000, 1025]

  /// Paths under ``directory`` of every sample the tests use.
  static let samplePaths =
    (paletteIDs + rgbaIDs).map { "pokemon/\($0).png" } + ["pokemon/shiny/25.png"]

  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: directory.appending(path: "pokemon/25.png").path)
  }

  static var skipReason: String {
    "The shared sprites are not at \(directory.path); this test needs them "
      + "(they are required when CI=true)."
  }

  /// The bytes of `path` under ``directory``; records an issue and throws when the sprites are
  /// missing (only in CI, since elsewhere ``Testing/Trait/requiresSharedSprites`` skips).
  static func bytes(
    _ path: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [UInt8] {
    guard isAvailable else {
      let message =
        "The shared sprites are required in CI but are missing: expected them at "
        + "\(directory.path)."
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
      throw MissingSprites(description: message)
    }
    return [UInt8](try Data(contentsOf: directory.appending(path: path)))
  }

  /// Thrown by ``bytes(_:sourceLocation:)`` after it has recorded the issue.
  struct MissingSprites: Error, CustomStringConvertible {
    let description: String
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test where the shared sprites exist; skips it with a reason elsewhere, except
  /// in CI, where it runs so that ``SharedSprites/bytes(_:sourceLocation:)`` fails it.
  static var requiresSharedSprites: Self {
    .enabled(
      if: SharedSprites.isAvailable || SharedPokeAPI.isCI,
      Comment(rawValue: SharedSprites.skipReason))
  }
}

/// SplitMix64: a tiny seeded generator, so that generated images and fuzz runs are the same
/// on every run and a failure can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

/// FNV-1a (64-bit) of some bytes: a short fingerprint for pixels checked against values
/// computed once by an independent decoder (see `PNGSampleTests`).
func fnv1a(_ bytes: [UInt8]) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
  return hash
}

/// Expects two RGBA buffers to be equal, reporting the first differing pixel rather than both
/// buffers (which can be thousands of numbers).
func expectSamePixels(
  _ actual: PNGImage, _ expected: [UInt8], _ context: @autoclosure () -> String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual.pixels != expected else { return }
  guard actual.pixels.count == expected.count else {
    let message =
      "\(context()): \(actual.pixels.count / 4) pixels decoded, \(expected.count / 4) expected"
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    return
  }
  let index = actual.pixels.indices.first { actual.pixels[$0] != expected[$0] }! / 4
  let x = index % max(1, actual.width)
  let y = index / max(1, actual.width)
  let found = Array(actual.pixels[(index * 4)..<(index * 4 + 4)])
  let wanted = Array(expected[(index * 4)..<(index * 4 + 4)])
  Issue.record(
    Comment(rawValue: "\(context()): pixel (\(x), \(y)) is \(found), expected \(wanted)"),
    sourceLocation: sourceLocation)
}

/// A deliberately simple PNG and zlib writer for tests, written separately from the decoder
/// (its own CRC, Adler-32 and DEFLATE tables from the specifications) so that the two do not
/// share mistakes.
enum TestPNG {
  /// How ``zlib(_:_:)`` compresses.
  enum Compression: Sendable, CustomStringConvertible {
    /// Stored blocks of at most this many bytes.
    case stored(blockSize: Int)
    /// One fixed-Huffman block with back-references.
    case fixedHuffman
    /// Blocks of this size that alternate stored and fixed Huffman, with back-references
    /// that reach across block boundaries.
    case alternating(blockSize: Int)

    var description: String {
      switch self {
      case .stored(let size): "stored(\(size))"
      case .fixedHuffman: "fixed"
      case .alternating(let size): "alternating(\(size))"
      }
    }
  }

  /// An image as PNG stores it before filtering: raw samples, `channels` per pixel.
  struct Source: Sendable, CustomStringConvertible {
    var width: Int
    var height: Int
    var colorType: Int
    var bitDepth: Int
    var interlaced: Bool
    /// `width * height * channels` samples, each below `1 << bitDepth`.
    var samples: [Int]
    /// RGB triples, for colour type 3.
    var palette: [UInt8] = []
    /// The tRNS chunk's data, if any.
    var transparency: [UInt8]?

    var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

    var description: String {
      "\(width)×\(height) type \(colorType) depth \(bitDepth)"
        + (interlaced ? " Adam7" : "") + (transparency == nil ? "" : " tRNS")
    }

    /// The RGBA8 pixels a decoder must produce, from the PNG specification's rules.
    var expectedPixels: [UInt8] {
      let maximum = (1 << bitDepth) - 1
      func eightBit(_ sample: Int) -> UInt8 {
        // 16-bit samples keep their high byte; smaller ones scale to 0...255 exactly.
        UInt8(bitDepth == 16 ? sample >> 8 : sample * 255 / maximum)
      }
      func key16(_ index: Int) -> Int {
        Int(transparency![index * 2]) << 8 | Int(transparency![index * 2 + 1])
      }
      var pixels: [UInt8] = []
      for pixel in 0..<(width * height) {
        let s = Array(samples[(pixel * channels)..<((pixel + 1) * channels)])
        switch colorType {
        case 0:
          let transparent = transparency != nil && s[0] == key16(0)
          pixels += [eightBit(s[0]), eightBit(s[0]), eightBit(s[0]), transparent ? 0 : 255]
        case 2:
          let transparent =
            transparency != nil && s[0] == key16(0) && s[1] == key16(1) && s[2] == key16(2)
          pixels += [eightBit(s[0]), eightBit(s[1]), eightBit(s[2]), transparent ? 0 : 255]
        case 3:
          let alpha = s[0] < (transparency?.count ?? 0) ? transparency![s[0]] : 255
          pixels += Array(palette[(s[0] * 3)..<(s[0] * 3 + 3)]) + [alpha]
        case 4:
          pixels += [eightBit(s[0]), eightBit(s[0]), eightBit(s[0]), eightBit(s[1])]
        default:
          pixels += s.map(eightBit)
        }
      }
      return pixels
    }
  }

  /// Adam7's passes as (x, y, step across, step down), written out from the specification.
  static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
    (0, 1, 1, 2),
  ]

  /// A complete PNG file for `source`. Scanline `n` of the data uses filter `n % 5`, so every
  /// image of five or more scanlines uses all five filters.
  static func encode(
    _ source: Source, compression: Compression = .stored(blockSize: 65535),
    idatSize: Int = 100, extraChunks: [[UInt8]] = []
  ) -> [UInt8] {
    var header: [UInt8] = []
    header += bigEndian(UInt32(source.width)) + bigEndian(UInt32(source.height))
    header += [UInt8(source.bitDepth), UInt8(source.colorType), 0, 0, source.interlaced ? 1 : 0]
    var file = signature + chunk("IHDR", header) + extraChunks.joined()
    if source.colorType == 3 { file += chunk("PLTE", source.palette) }
    if let transparency = source.transparency { file += chunk("tRNS", transparency) }
    let data = zlib(scanlines(source), compression)
    var start = 0
    repeat {
      let end = min(data.count, start + idatSize)
      file += chunk("IDAT", Array(data[start..<end]))
      start = end
    } while start < data.count
    return file + chunk("IEND", [])
  }

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The filtered scanlines of every pass, each preceded by its filter type.
  static func scanlines(_ source: Source) -> [UInt8] {
    let passes = source.interlaced ? adam7 : [(0, 0, 1, 1)]
    let bitsPerPixel = source.channels * source.bitDepth
    let step = max(1, bitsPerPixel / 8)
    var output: [UInt8] = []
    var scanline = 0
    for (x0, y0, dx, dy) in passes {
      let xs = Array(stride(from: x0, to: source.width, by: dx))
      let ys = Array(stride(from: y0, to: source.height, by: dy))
      if xs.isEmpty || ys.isEmpty { continue }
      let rowBytes = (xs.count * bitsPerPixel + 7) / 8
      var previous = [UInt8](repeating: 0, count: rowBytes)
      for y in ys {
        var packer = BitPacker()
        for x in xs {
          for channel in 0..<source.channels {
            let sample = source.samples[(y * source.width + x) * source.channels + channel]
            packer.append(sample, bits: source.bitDepth)
          }
        }
        let raw = packer.bytes
        precondition(raw.count == rowBytes)
        let filter = scanline % 5
        scanline += 1
        output.append(UInt8(filter))
        for index in 0..<rowBytes {
          let a = index >= step ? Int(raw[index - step]) : 0
          let b = Int(previous[index])
          let c = index >= step ? Int(previous[index - step]) : 0
          let prediction: Int
          switch filter {
          case 0: prediction = 0
          case 1: prediction = a
          case 2: prediction = b
          case 3: prediction = (a + b) / 2
          default:
            let p = a + b - c
            let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
            prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
          }
          output.append(UInt8(truncatingIfNeeded: Int(raw[index]) - prediction))
        }
        previous = raw
      }
    }
    return output
  }

  /// Packs samples most significant bit first, as PNG scanlines do.
  struct BitPacker {
    var bytes: [UInt8] = []
    var used = 8

    mutating func append(_ value: Int, bits: Int) {
      if bits == 16 {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
        return
      }
      if used == 8 {
        bytes.append(0)
        used = 0
      }
      bytes[bytes.count - 1] |= UInt8(value << (8 - used - bits))
      used += bits
    }
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func crc32<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    // A pointer and a `while` loop: the fuzz test checksums megabytes in a debug build.
    bytes.withUnsafeBufferPointer { buffer in
      var (a, b): (UInt32, UInt32) = (1, 0)
      guard let start = buffer.baseAddress else { return 1 }
      var index = 0
      while index < buffer.count {
        a = (a + UInt32(start[index])) % 65521
        b = (b + a) % 65521
        index += 1
      }
      return b << 16 | a
    }
  }

  /// A zlib stream of `data`.
  static func zlib(_ data: [UInt8], _ compression: Compression) -> [UInt8] {
    // 0x78 0x01: DEFLATE with a 32 KiB window, no dictionary, and check bits making the pair
    // a multiple of 31.
    var writer = BitWriter()
    switch compression {
    case .stored(let size):
      storedBlocks(data[...], blockSize: size, final: true, into: &writer)
    case .fixedHuffman:
      fixedBlock(data, range: 0..<data.count, final: true, into: &writer)
    case .alternating(let size):
      var start = 0
      var stored = true
      repeat {
        let end = min(data.count, start + size)
        let final = end == data.count
        if stored {
          storedBlocks(data[start..<end], blockSize: size, final: final, into: &writer)
        } else {
          fixedBlock(data, range: start..<end, final: final, into: &writer)
        }
        stored.toggle()
        start = end
      } while start < data.count
    }
    writer.flush()
    return [0x78, 0x01] + writer.bytes + bigEndian(adler32(data))
  }

  static func storedBlocks(
    _ data: ArraySlice<UInt8>, blockSize: Int, final: Bool, into writer: inout BitWriter
  ) {
    var start = data.startIndex
    repeat {
      let end = min(data.endIndex, start + blockSize)
      writer.write(final && end == data.endIndex ? 1 : 0, bits: 1)
      writer.write(0, bits: 2)
      writer.flush()
      let length = end - start
      writer.bytes += [UInt8(length & 0xFF), UInt8(length >> 8)]
      writer.bytes += [UInt8(~length & 0xFF), UInt8(~length >> 8 & 0xFF)]
      writer.bytes += data[start..<end]
      start = end
    } while start < data.endIndex
  }

  // RFC 1951 §3.2.5, written out.
  static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// One fixed-Huffman block for `data[range]`, with greedy matches found through a table of
  /// where each three-byte string last occurred (anywhere earlier in `data`, so matches may
  /// reach into earlier blocks).
  static func fixedBlock(
    _ data: [UInt8], range: Range<Int>, final: Bool, into writer: inout BitWriter
  ) {
    writer.write(final ? 1 : 0, bits: 1)
    writer.write(1, bits: 2)
    var recent: [Int: [Int]] = [:]
    func key(_ position: Int) -> Int {
      Int(data[position]) << 16 | Int(data[position + 1]) << 8 | Int(data[position + 2])
    }
    for position in stride(from: max(0, range.lowerBound - 4096), to: range.lowerBound, by: 1)
    where position + 2 < data.count {
      recent[key(position), default: []].append(position)
    }
    var position = range.lowerBound
    while position < range.upperBound {
      var bestLength = 0
      var bestDistance = 0
      if position + 2 < range.upperBound {
        for candidate in (recent[key(position)] ?? []).suffix(8).reversed()
        where position - candidate <= 32768 {
          var length = 0
          while length < 258 && position + length < range.upperBound
            && data[candidate + length] == data[position + length]
          {
            length += 1
          }
          if length > bestLength {
            bestLength = length
            bestDistance = position - candidate
          }
        }
      }
      let advance = bestLength >= 3 ? bestLength : 1
      if bestLength >= 3 {
        let code = lengthBases.lastIndex { $0 <= bestLength }!
        writeFixedLiteral(257 + code, into: &writer)
        writer.write(bestLength - lengthBases[code], bits: lengthExtraBits[code])
        let distanceCode = distanceBases.lastIndex { $0 <= bestDistance }!
        writer.writeCode(distanceCode, length: 5)
        writer.write(
          bestDistance - distanceBases[distanceCode], bits: distanceExtraBits[distanceCode])
      } else {
        writeFixedLiteral(Int(data[position]), into: &writer)
      }
      for covered in position..<(position + advance) where covered + 2 < data.count {
        recent[key(covered), default: []].append(covered)
      }
      position += advance
    }
    writeFixedLiteral(256, into: &writer)
  }

  /// The fixed literal/length code (RFC 1951 §3.2.6).
  static func writeFixedLiteral(_ symbol: Int, into writer: inout BitWriter) {
    switch symbol {
    case 0...143: writer.writeCode(0x30 + symbol, length: 8)
    case 144...255: writer.writeCode(0x190 + symbol - 144, length: 9)
    case 256...279: writer.writeCode(symbol - 256, length: 7)
    default: writer.writeCode(0xC0 + symbol - 280, length: 8)
    }
  }

  /// Writes DEFLATE's bit stream: values from their least significant bit, Huffman codes from
  /// their most significant bit.
  struct BitWriter {
    var bytes: [UInt8] = []
    var buffer = 0
    var count = 0

    mutating func write(_ value: Int, bits: Int) {
      buffer |= value << count
      count += bits
      while count >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        count -= 8
      }
    }

    mutating func writeCode(_ code: Int, length: Int) {
      var reversed = 0
      for bit in 0..<length { reversed |= (code >> bit & 1) << (length - 1 - bit) }
      write(reversed, bits: length)
    }

    /// Pads to a byte boundary with zero bits.
    mutating func flush() {
      if count > 0 { write(0, bits: 8 - count) }
    }
  }
}
