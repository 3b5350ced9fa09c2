import Foundation
import PokedexCore
import Testing

/// The decoder against images the tests write themselves (see ``TestPNG``): every colour type
/// at every bit depth PNG allows for it, plain and Adam7, with and without `tRNS`, through
/// stored, fixed-Huffman and mixed zlib streams split over several `IDAT` chunks, and with all
/// five scanline filters. Decoded pixels must equal the source exactly.
@Suite struct PNGGeneratedTests {
  struct Format: Sendable, CustomTestStringConvertible {
    var colorType: Int
    var bitDepth: Int
    var interlaced: Bool

    var testDescription: String {
      "type \(colorType) depth \(bitDepth)\(interlaced ? " Adam7" : "")"
    }
  }

  /// Colour types and the bit depths the specification allows for each (§11.2.1, Table 11.1).
  static let formats: [Format] = [
    (0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]), (4, [8, 16]), (6, [8, 16]),
  ].flatMap { colorType, depths in
    depths.flatMap { depth in
      [false, true].map { Format(colorType: colorType, bitDepth: depth, interlaced: $0) }
    }
  }

  /// Sizes that leave Adam7 passes empty (1×1, 2×3), cut sub-byte rows mid-byte, and are
  /// not multiples of 8.
  static let sizes = [(1, 1), (2, 3), (3, 1), (5, 5), (8, 8), (13, 7), (33, 17)]

  static let compressions: [TestPNG.Compression] = [
    .stored(blockSize: 65535), .fixedHuffman, .alternating(blockSize: 37), .stored(blockSize: 50),
  ]

  /// A random image in `format`; half of them get a `tRNS` chunk (a key colour that some
  /// pixels use, or palette alphas).
  static func source(
    _ format: Format, width: Int, height: Int, transparency: Bool, random: inout SeededRandom
  ) -> TestPNG.Source {
    let depth = format.bitDepth
    var source = TestPNG.Source(
      width: width, height: height, colorType: format.colorType, bitDepth: depth,
      interlaced: format.interlaced, samples: [])
    let paletteCount = min(1 << depth, 200)
    let maximum = format.colorType == 3 ? paletteCount - 1 : (1 << depth) - 1
    // Few distinct values, so that key colours repeat and matches have something to find.
    let values = (0..<6).map { _ in Int.random(in: 0...maximum, using: &random) } + [0, maximum]
    source.samples = (0..<(width * height * source.channels)).map { _ in
      values.randomElement(using: &random)!
    }
    if format.colorType == 3 {
      source.palette = (0..<(paletteCount * 3)).map { _ in UInt8.random(in: 0...255, using: &random)
      }
    }
    guard transparency else { return source }
    switch format.colorType {
    case 0:
      source.transparency = Array(TestPNG.bigEndian(UInt32(source.samples[0])).suffix(2))
    case 2:
      source.transparency = source.samples.prefix(3).flatMap {
        TestPNG.bigEndian(UInt32($0)).suffix(2)
      }
    case 3:
      source.transparency = (0..<min(paletteCount, 3)).map { _ in
        UInt8.random(in: 0...255, using: &random)
      }
    default: break
    }
    return source
  }

  @Test(arguments: formats)
  func decodesExactly(_ format: Format) throws {
    var random = SeededRandom(seed: UInt64(format.colorType * 100 + format.bitDepth))
    var checked = 0
    for (index, (width, height)) in Self.sizes.enumerated() {
      for transparency in [false, true] {
        if transparency && (format.colorType == 4 || format.colorType == 6) { continue }
        let source = Self.source(
          format, width: width, height: height, transparency: transparency, random: &random)
        let compression = Self.compressions[(index + (transparency ? 1 : 0)) % 4]
        let file = TestPNG.encode(source, compression: compression, idatSize: 20 + index * 7)
        let image = try PNGImage.decode(file)
        #expect(image.width == width && image.height == height, "\(source)")
        expectSamePixels(image, source.expectedPixels, "\(source), \(compression)")
        checked += 1
      }
    }
    #expect(checked >= Self.sizes.count)
  }

  @Test func keyColourMakesPixelsTransparent() throws {
    // 16-bit grey: only the exact 16-bit key is transparent, not the same high byte.
    let source = TestPNG.Source(
      width: 3, height: 1, colorType: 0, bitDepth: 16, interlaced: false,
      samples: [0x1234, 0x1235, 0x1234], transparency: [0x12, 0x34])
    let image = try PNGImage.decode(TestPNG.encode(source))
    #expect(image.pixels.enumerated().filter { $0.offset % 4 == 3 }.map(\.element) == [0, 255, 0])
    #expect(image[1, 0] == RGBA(red: 0x12, green: 0x12, blue: 0x12, alpha: 255))
  }

  @Test func everyFilterTypeIsExercised() {
    // Scanline n uses filter n % 5, so any image of five or more scanlines uses all five.
    let source = TestPNG.Source(
      width: 4, height: 5, colorType: 6, bitDepth: 8, interlaced: false,
      samples: Array(repeating: 7, count: 80))
    let lines = TestPNG.scanlines(source)
    #expect(stride(from: 0, to: lines.count, by: 17).map { lines[$0] } == [0, 1, 2, 3, 4])
  }

  @Test func largestAllowedImageDecodes() throws {
    // 4096 × 1 and 1 × 4096 are within the cap on each side.
    for (width, height) in [(4096, 1), (1, 4096)] {
      let source = TestPNG.Source(
        width: width, height: height, colorType: 0, bitDepth: 1, interlaced: true,
        samples: (0..<(width * height)).map { $0 % 3 == 0 ? 1 : 0 })
      let image = try PNGImage.decode(TestPNG.encode(source, compression: .fixedHuffman))
      expectSamePixels(image, source.expectedPixels, "\(source)")
    }
  }

  @Test func decodesData() throws {
    let source = TestPNG.Source(
      width: 2, height: 2, colorType: 2, bitDepth: 8, interlaced: false,
      samples: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
    let image = try PNGImage.decode(Data(TestPNG.encode(source)))
    #expect(image[0, 0] == RGBA(red: 255, green: 0, blue: 0, alpha: 255))
    #expect(image[1, 1] == RGBA(red: 9, green: 9, blue: 9, alpha: 255))
  }

  @Test func skipsAncillaryChunksAndIgnoresDataAfterIEND() throws {
    let source = TestPNG.Source(
      width: 1, height: 1, colorType: 4, bitDepth: 8, interlaced: false, samples: [200, 100])
    let file = TestPNG.encode(
      source,
      extraChunks: [
        TestPNG.chunk("tEXt", Array("Comment\0pika".utf8)), TestPNG.chunk("zzZz", [1, 2, 3]),
      ])
    let image = try PNGImage.decode(file + [1, 2, 3, 4, 5])
    #expect(image[0, 0] == RGBA(red: 200, green: 200, blue: 200, alpha: 100))
  }
}

/// Damaged and invalid files: each must throw a ``PNGError`` that names the problem.
@Suite struct PNGErrorTests {
  static func header(
    width: Int = 2, height: Int = 2, depth: UInt8 = 8, colorType: UInt8 = 0,
    compression: UInt8 = 0, filter: UInt8 = 0, interlace: UInt8 = 0
  ) -> [UInt8] {
    TestPNG.chunk(
      "IHDR",
      TestPNG.bigEndian(UInt32(width)) + TestPNG.bigEndian(UInt32(height))
        + [depth, colorType, compression, filter, interlace])
  }

  /// The chunks of a valid 2×2 8-bit grey image, without the signature.
  static func greyChunks(scanlines: [UInt8] = [0, 1, 2, 0, 3, 4]) -> [[UInt8]] {
    [
      header(), TestPNG.chunk("IDAT", TestPNG.zlib(scanlines, .stored(blockSize: 100))),
      TestPNG.chunk("IEND", []),
    ]
  }

  static func png(_ chunks: [[UInt8]]) -> [UInt8] { TestPNG.signature + chunks.joined() }

  func expect(
    _ file: [UInt8], throws expected: PNGError, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: expected, sourceLocation: sourceLocation) { try PNGImage.decode(file) }
  }

  @Test func validBaseline() throws {
    let image = try PNGImage.decode(Self.png(Self.greyChunks()))
    #expect(image.pixels == [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255, 4, 4, 4, 255])
  }

  @Test func signatureAndTruncation() {
    expect([], throws: .truncated("in the signature"))
    expect(Array(TestPNG.signature.prefix(5)), throws: .truncated("in the signature"))
    expect(Array("GIF89a, not a PNG".utf8), throws: .notPNG)
    expect(TestPNG.signature, throws: .truncated("before IEND"))
    let file = Self.png(Self.greyChunks())
    // Every shorter prefix fails with a reason, never a crash.
    for length in 0..<file.count {
      #expect(throws: PNGError.self) { try PNGImage.decode(Array(file.prefix(length))) }
    }
    expect(Array(file.prefix(20)), throws: .truncated("in the IHDR chunk"))
    expect(Array(file.prefix(36)), throws: .truncated("in a chunk header"))
    expect(Self.png(Array(Self.greyChunks().dropLast())), throws: .truncated("before IEND"))
  }

  @Test func wrongCRC() {
    var chunks = Self.greyChunks()
    chunks[1][10] ^= 0x40
    let error = #expect(throws: PNGError.self) { try PNGImage.decode(Self.png(chunks)) }
    guard case .badCRC(let chunk, _, _) = error else {
      Issue.record("expected a CRC error, got \(String(describing: error))")
      return
    }
    #expect(chunk == "IDAT")
    #expect("\(error!)".hasPrefix("the IDAT chunk is corrupt: its CRC is 0x"))
    // Ancillary chunks are checked too.
    var text = TestPNG.chunk("tEXt", Array("a\0b".utf8))
    text[text.count - 1] ^= 1
    let withText = [Self.header(), text] + Self.greyChunks().dropFirst()
    #expect(throws: PNGError.self) { try PNGImage.decode(Self.png(withText)) }
  }

  @Test func chunkStructure() {
    let idat = Self.greyChunks()[1]
    let iend = TestPNG.chunk("IEND", [])
    expect(Self.png([idat, iend]), throws: .badChunk("the first chunk is IDAT, not IHDR"))
    expect(
      Self.png([Self.header(), Self.header(), idat, iend]), throws: .badChunk("a second IHDR chunk")
    )
    expect(
      Self.png([TestPNG.chunk("IHDR", [0, 0, 0, 2, 0, 0, 0, 2, 8, 0, 0, 0]), idat, iend]),
      throws: .badChunk("IHDR holds 12 bytes, not 13"))
    expect(Self.png([Self.header(), iend]), throws: .badChunk("there is no IDAT chunk"))
    // The zlib stream split over two IDAT chunks with another chunk between them.
    let stream = TestPNG.zlib([0, 1, 2, 0, 3, 4], .stored(blockSize: 100))
    expect(
      Self.png([
        Self.header(), TestPNG.chunk("IDAT", Array(stream.prefix(5))), TestPNG.chunk("tIME", [0]),
        TestPNG.chunk("IDAT", Array(stream.dropFirst(5))), iend,
      ]), throws: .badChunk("the IDAT chunks are not consecutive"))
    expect(
      Self.png([Self.header(), TestPNG.chunk("ABCD", []), idat, iend]),
      throws: .unknownCriticalChunk("ABCD"))
    var badType = TestPNG.chunk("IDAT", [])
    badType[5] = UInt8(ascii: "1")
    expect(
      Self.png([Self.header(), badType]),
      throws: .badChunk("a chunk type at byte 37 is not four ASCII letters"))
    // A length of 2^31 is over PNG's limit, whatever follows.
    let huge = [0x80, 0, 0, 0] + Array("IDAT".utf8) + [0, 0, 0, 0]
    expect(
      Self.png([Self.header(), huge]),
      throws: .badChunk("the IDAT chunk claims 2147483648 bytes (at most 2^31 - 1)"))
    // A length within the limit but past the end of the file.
    let long = [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [0, 0, 0, 0]
    expect(Self.png([Self.header(), long]), throws: .truncated("in the IDAT chunk"))
  }

  @Test func headerValues() {
    let idat = Self.greyChunks()[1]
    let iend = TestPNG.chunk("IEND", [])
    func file(_ header: [UInt8]) -> [UInt8] { Self.png([header, idat, iend]) }
    expect(
      file(Self.header(width: 0)),
      throws: .badHeader("the size 0×2 is not 1 to 2^31 - 1 on each side"))
    expect(
      file(Self.header(height: 0x8000_0000)),
      throws: .badHeader("the size 2×2147483648 is not 1 to 2^31 - 1 on each side"))
    expect(
      file(Self.header(colorType: 5)), throws: .badHeader("colour type 5 does not exist"))
    expect(
      file(Self.header(depth: 4, colorType: 2)),
      throws: .badHeader("colour type 2 does not allow bit depth 4"))
    expect(
      file(Self.header(depth: 16, colorType: 3)),
      throws: .badHeader("colour type 3 does not allow bit depth 16"))
    expect(
      file(Self.header(depth: 3)), throws: .badHeader("colour type 0 does not allow bit depth 3"))
    expect(
      file(Self.header(compression: 1)),
      throws: .badHeader("compression method 1 is not 0 (DEFLATE)"))
    expect(
      file(Self.header(filter: 1)), throws: .badHeader("filter method 1 is not 0 (adaptive)"))
    expect(
      file(Self.header(interlace: 2)),
      throws: .badHeader("interlace method 2 is not 0 (none) or 1 (Adam7)"))
  }

  @Test func declaredSizeOverTheCap() {
    // Rejected from IHDR alone: no pixel memory, however large the claim.
    let iend = TestPNG.chunk("IEND", [])
    for (width, height) in [(4097, 1), (1, 4097), (100_000, 100_000), (0x7FFF_FFFF, 0x7FFF_FFFF)] {
      let file = Self.png([Self.header(width: width, height: height, colorType: 6), iend])
      expect(file, throws: .tooLarge(width: width, height: height))
    }
    #expect(
      "\(PNGError.tooLarge(width: 5000, height: 10))"
        == "the image is 5000×10, over the 4096 pixel limit per side")
    // 4096 × 4096 RGBA at 16 bits passes the cap; its data is 134 MB, so a few bytes of IDAT
    // are reported as too short without allocating that.
    let big = Self.png([
      Self.header(width: 4096, height: 4096, depth: 16, colorType: 6),
      TestPNG.chunk("IDAT", TestPNG.zlib([0, 1, 2, 3], .fixedHuffman)), iend,
    ])
    expect(big, throws: .imageDataTooShort(expected: 4096 * (4096 * 8 + 1), actual: 4))
  }

  @Test func imageDataSize() {
    let iend = TestPNG.chunk("IEND", [])
    func file(_ scanlines: [UInt8]) -> [UInt8] {
      Self.png([
        Self.header(), TestPNG.chunk("IDAT", TestPNG.zlib(scanlines, .fixedHuffman)), iend,
      ])
    }
    expect(file([0, 1, 2, 0, 3]), throws: .imageDataTooShort(expected: 6, actual: 5))
    expect(file([0, 1, 2, 0, 3, 4, 0]), throws: .imageDataTooLong(expected: 6))
    expect(
      Self.png([Self.header(), TestPNG.chunk("IDAT", [0x78, 0x01, 0xFF]), iend]),
      throws: .badCompressedData(.badBlockType))
    // An Adam7 2×2 grey image has passes 1 (1×1), 6 (1×1) and 7 (2×1): 2 + 2 + 3 bytes.
    let interlaced = Self.png([
      Self.header(interlace: 1),
      TestPNG.chunk("IDAT", TestPNG.zlib([0, 9, 0, 9, 0, 9, 9], .stored(blockSize: 9))), iend,
    ])
    #expect((try? PNGImage.decode(interlaced))?.pixels.allSatisfy { $0 == 9 || $0 == 255 } == true)
  }

  @Test func badFilterType() {
    expect(
      Self.png(Self.greyChunks(scanlines: [0, 1, 2, 5, 3, 4])), throws: .badFilterType(5, row: 1))
    #expect("\(PNGError.badFilterType(5, row: 1))" == "scanline 1 has unknown filter type 5")
  }

  @Test func paletteAndTransparencyRules() {
    let iend = TestPNG.chunk("IEND", [])
    let indices = TestPNG.chunk("IDAT", TestPNG.zlib([0, 0, 1, 0, 1, 0], .fixedHuffman))
    let palette = Self.header(colorType: 3)
    let plte = TestPNG.chunk("PLTE", [255, 0, 0, 0, 0, 255])
    expect(
      Self.png([palette, indices, iend]),
      throws: .badChunk("a palette image has no PLTE before its IDAT"))
    expect(
      Self.png([Self.header(), plte, indices, iend]),
      throws: .badChunk("a PLTE chunk in a greyscale image"))
    expect(
      Self.png([palette, plte, plte, indices, iend]), throws: .badChunk("a second PLTE chunk"))
    expect(
      Self.png([palette, TestPNG.chunk("PLTE", [1, 2, 3, 4]), indices, iend]),
      throws: .badChunk("PLTE holds 4 bytes, not 1–256 RGB entries"))
    expect(
      Self.png([palette, indices, plte, iend]),
      throws: .badChunk("a palette image has no PLTE before its IDAT"))
    expect(
      Self.png([Self.header(colorType: 2), indices, plte, iend]),
      throws: .badChunk("PLTE comes after IDAT or tRNS"))
    let trns = TestPNG.chunk("tRNS", [0])
    expect(
      Self.png([palette, trns, plte, indices, iend]), throws: .badChunk("tRNS comes before PLTE"))
    expect(
      Self.png([palette, plte, TestPNG.chunk("tRNS", [0, 0, 0]), indices, iend]),
      throws: .badChunk("tRNS has 3 alphas for a palette of 2 colours"))
    expect(
      Self.png([palette, plte, trns, trns, indices, iend]), throws: .badChunk("a second tRNS chunk")
    )
    expect(
      Self.png([Self.header(), trns, indices, iend]),
      throws: .badChunk("tRNS holds 1 bytes, a grey image needs 2"))
    expect(
      Self.png([Self.header(colorType: 2), trns, indices, iend]),
      throws: .badChunk("tRNS holds 1 bytes, an RGB image needs 6"))
    expect(
      Self.png([Self.header(colorType: 6), trns, indices, iend]),
      throws: .badChunk("a tRNS chunk in an image that has an alpha channel"))
    expect(
      Self.png([palette, plte, indices, trns, iend]), throws: .badChunk("tRNS comes after IDAT"))
    // Index 2 in a palette of two colours.
    let outOfRange = TestPNG.chunk("IDAT", TestPNG.zlib([0, 0, 1, 0, 1, 2], .fixedHuffman))
    expect(
      Self.png([palette, plte, outOfRange, iend]), throws: .badPaletteIndex(2, paletteCount: 2))
  }

  @Test func errorsReadAsSentences() {
    #expect(
      "\(PNGError.truncated("in the IDAT chunk"))" == "the file is truncated in the IDAT chunk")
    #expect(
      "\(PNGError.badCompressedData(.truncated))"
        == "bad image data: the compressed data ends early")
    #expect(
      "\(PNGError.badPaletteIndex(7, paletteCount: 4))"
        == "a pixel uses palette entry 7 but the palette has 4 colours")
  }
}
