import PokedexCore
import Testing

/// `Inflate` on streams from Python's zlib (dynamic and fixed Huffman, several blocks) and
/// from the test writer (stored, fixed, alternating), plus every kind of damage it reports.
@Suite struct PNGInflateTests {
  /// `b''.join(b'%d,' % (i * i % 251) for i in range(100))`: the input of ``dynamic``.
  static let dynamicInput = Array((0..<100).map { "\($0 * $0 % 251)," }.joined().utf8)

  /// Made with Python 3 (zlib 1.2.13); its first block has BTYPE 2 (dynamic Huffman):
  /// `python3 -c "import zlib; print(list(zlib.compress(b''.join(b'%d,' % (i * i % 251)
  /// for i in range(100)), 9)))"`
  static let dynamic: [UInt8] = [
    0x78, 0xDA, 0x15, 0x90, 0xB9, 0x11, 0xC0, 0x40, 0x08, 0x03, 0x1B, 0x52, 0xC0, 0x7B,
    0x86, 0xFE, 0x1B, 0xF3, 0x12, 0x78, 0x38, 0x0B, 0x3D, 0x80, 0xC9, 0x55, 0x5A, 0xF9,
    0x53, 0xB4, 0xF2, 0xA9, 0x56, 0xAF, 0x34, 0x2E, 0x37, 0x93, 0x07, 0xB5, 0x8A, 0x2E,
    0x8C, 0x85, 0x02, 0x07, 0xD6, 0xE8, 0x4B, 0xB9, 0xD3, 0xAF, 0xC3, 0x4D, 0x91, 0xA9,
    0xF8, 0xF4, 0xC1, 0x0C, 0x3A, 0xD4, 0xE0, 0x37, 0x5D, 0x33, 0x70, 0x3E, 0x85, 0x0D,
    0x9F, 0xA6, 0xE5, 0x1D, 0xF4, 0xC8, 0xC4, 0xD8, 0xA1, 0x0F, 0x06, 0xAD, 0xE5, 0xF5,
    0xB5, 0x3E, 0x6D, 0xF0, 0x00, 0xFA, 0x88, 0x3F, 0x09, 0x44, 0x34, 0x85, 0x06, 0xC1,
    0xA2, 0x81, 0x59, 0x78, 0x36, 0x28, 0x41, 0x41, 0x50, 0x1E, 0xD7, 0x15, 0x3E, 0x1A,
    0x26, 0x34, 0xC6, 0x58, 0x0A, 0x3B, 0x30, 0x97, 0xAD, 0x48, 0x88, 0xC0, 0xD6, 0x68,
    0x16, 0x9A, 0x3C, 0x2E, 0x1B, 0x95, 0xFA, 0x12, 0x30, 0xB2, 0x14, 0x78, 0x3F, 0x3D,
    0x14, 0x17, 0x7D, 0x97, 0x00, 0x5F, 0x82, 0x9C, 0x68, 0xCA, 0x82, 0xD2, 0x49, 0xBC,
    0x6E, 0xEA, 0x32, 0x3D, 0xC4, 0xB7, 0xFD, 0x5D, 0x8A, 0x0D, 0x1A, 0x57, 0x50, 0x9F,
    0x3B, 0x5A, 0xE8, 0x3D, 0x8A, 0x7E, 0x0E, 0x46, 0x43, 0x58,
  ]

  /// Made with Python 3 (zlib 1.2.13); short input, so zlib chose one fixed-Huffman block:
  /// `python3 -c "import zlib; print(list(zlib.compress(b'a pikachu, a pikachu, a raichu', 9)))"`
  static let fixed: [UInt8] = [
    120, 218, 75, 84, 40, 200, 204, 78, 76, 206, 40, 213, 81, 72, 68, 102, 22, 37, 102, 2, 89, 0,
    158, 231, 10, 98,
  ]

  static let namesInput = Array(
    String(
      repeating:
        "bulbasaur ivysaur venusaur charmander charmeleon charizard squirtle wartortle blastoise ",
      count: 3
    ).utf8)

  /// Three blocks made with Python 3 (zlib 1.2.13): a dynamic block, the empty stored block
  /// of a full flush, then a final fixed block that refers back across them:
  /// ```
  /// python3 -c "import zlib; names = b'bulbasaur ivysaur venusaur charmander charmeleon \
  /// charizard squirtle wartortle blastoise ' * 3; c = zlib.compressobj(9); \
  /// print(list(c.compress(names) + c.flush(zlib.Z_FULL_FLUSH) \
  /// + c.compress(b'pikachu raichu pichu') + c.flush()))"
  /// ```
  static let threeBlocks: [UInt8] = [
    0x78, 0xDA, 0xD4, 0xCC, 0x4B, 0x0A, 0x80, 0x30, 0x0C, 0x45, 0xD1, 0xAD, 0x74, 0x6B,
    0xAF, 0x36, 0x60, 0x20, 0xB6, 0x98, 0x4F, 0x8B, 0xAE, 0x5E, 0x09, 0x6E, 0xC2, 0xD1,
    0x3D, 0xA3, 0x5B, 0x43, 0x2A, 0x0C, 0xA1, 0x85, 0xE7, 0x95, 0x9D, 0xD4, 0x23, 0xB1,
    0xED, 0xD0, 0x03, 0xBD, 0xD1, 0x47, 0x12, 0x1A, 0x3D, 0xC9, 0x37, 0xB4, 0x15, 0x3B,
    0x83, 0xD5, 0x85, 0xCA, 0x82, 0xFA, 0x48, 0x55, 0x81, 0xF9, 0x60, 0x7B, 0xF5, 0xB3,
    0xEF, 0x03, 0x00, 0x00, 0xFF, 0xFF, 0x2B, 0xC8, 0xCC, 0x4E, 0x4C, 0xCE, 0x28, 0x55,
    0x28, 0x4A, 0xCC, 0x04, 0x51, 0x05, 0x20, 0x12, 0x00, 0x10, 0x17, 0x6F, 0x2C,
  ]

  @Test func pythonDynamicHuffmanStream() throws {
    // BTYPE is bits 1–2 of the first DEFLATE byte.
    #expect(Self.dynamic[2] >> 1 & 3 == 2)
    #expect(try Inflate.zlib(Self.dynamic) == Self.dynamicInput)
  }

  @Test func pythonFixedHuffmanStream() throws {
    #expect(Self.fixed[2] >> 1 & 3 == 1)
    #expect(try Inflate.zlib(Self.fixed) == Array("a pikachu, a pikachu, a raichu".utf8))
  }

  @Test func pythonStreamOfThreeBlocks() throws {
    #expect(
      try Inflate.zlib(Self.threeBlocks) == Self.namesInput + Array("pikachu raichu pichu".utf8))
  }

  static let compressions: [TestPNG.Compression] = [
    .stored(blockSize: 65535), .stored(blockSize: 7), .fixedHuffman, .alternating(blockSize: 300),
  ]

  @Test(arguments: compressions)
  func streamsFromTheTestWriter(_ compression: TestPNG.Compression) throws {
    var random = SeededRandom(seed: 7)
    // Text-like runs for long matches, plus noise for literals of every value.
    let text = Array(String(repeating: "pikachu uses thunderbolt! ", count: 200).utf8)
    let noise = (0..<3000).map { _ in UInt8.random(in: 0...255, using: &random) }
    for data in [[], [42], text, noise, text + noise + text, [UInt8](repeating: 9, count: 70_000)] {
      let stream = TestPNG.zlib(data, compression)
      #expect(try Inflate.zlib(stream) == data)
      // Raw DEFLATE is the stream without its 2-byte header and 4-byte trailer.
      #expect(try Inflate.deflate(Array(stream.dropFirst(2).dropLast(4))) == data)
    }
  }

  @Test func largeStoredBlocksAndLongMatches() throws {
    // Over 64 KiB forces several stored blocks; a long run forces length-258 matches with
    // distance 1.
    let data = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 / 1000) }
    #expect(try Inflate.zlib(TestPNG.zlib(data, .stored(blockSize: 65535))) == data)
    #expect(try Inflate.zlib(TestPNG.zlib(data, .fixedHuffman)) == data)
  }

  // MARK: Errors

  func expect(
    _ stream: [UInt8], throws expected: InflateError, limit: Int = .max,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(throws: expected, sourceLocation: sourceLocation) {
      try Inflate.zlib(stream, maximumOutputCount: limit)
    }
  }

  @Test func badHeaders() {
    expect([], throws: .truncated)
    expect([0x78], throws: .truncated)
    expect([0x78, 0x02, 0x03, 0x00], throws: .badZlibHeader("the header check bits are wrong"))
    // 0x79 0x18 passes the check bits but names method 9.
    expect(
      [0x79, 0x18, 0x03, 0x00],
      throws: .badZlibHeader("compression method 9 is not DEFLATE (8)"))
    // 0x88 0x1C: a 64 KiB window, which zlib does not define.
    expect([0x88, 0x1C, 0x03, 0x00], throws: .badZlibHeader("window size 2^16 is over 32 KiB"))
    // 0x78 0xBB: FDICT set.
    expect([0x78, 0xBB, 0x03, 0x00], throws: .badZlibHeader("a preset dictionary is required"))
  }

  @Test func badTrailers() {
    let good = TestPNG.zlib(Array("hello".utf8), .fixedHuffman)
    var wrongSum = good
    wrongSum[wrongSum.count - 1] ^= 1
    let error = #expect(throws: InflateError.self) { try Inflate.zlib(wrongSum) }
    guard case .adler32Mismatch(let expected, let actual) = error else {
      Issue.record("expected an Adler-32 mismatch, got \(String(describing: error))")
      return
    }
    #expect(expected == actual ^ 1)
    expect(Array(good.dropLast()), throws: .truncated)
    expect(good + [0], throws: .trailingData(count: 1))
  }

  @Test func badBlocks() {
    // Final block, type 3.
    expect([0x78, 0x01, 0b111], throws: .badBlockType)
    // A stored block whose complement is wrong.
    expect([0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFE], throws: .storedLengthMismatch)
    // A stored block longer than what follows.
    expect([0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 1, 2], throws: .truncated)
    // A fixed block that ends in the middle.
    expect(Array(TestPNG.zlib(Array("pikachu".utf8), .fixedHuffman).prefix(5)), throws: .truncated)
  }

  /// Writes a fixed-Huffman block with the given literal/length symbols and (distance code,
  /// extra bits) pairs, for streams that no encoder would produce.
  func fixedStream(_ build: (inout TestPNG.BitWriter) -> Void) -> [UInt8] {
    var writer = TestPNG.BitWriter()
    writer.write(1, bits: 1)
    writer.write(1, bits: 2)
    build(&writer)
    writer.flush()
    return [0x78, 0x01] + writer.bytes + [0, 0, 0, 1]
  }

  @Test func badSymbolsAndDistances() {
    // A match before any output.
    expect(
      fixedStream { writer in
        TestPNG.writeFixedLiteral(257, into: &writer)  // length 3
        writer.writeCode(0, length: 5)  // distance 1
      }, throws: .distanceTooFarBack(distance: 1, available: 0))
    expect(
      fixedStream { writer in
        TestPNG.writeFixedLiteral(286, into: &writer)
      }, throws: .badSymbol("literal/length symbol 286 is reserved"))
    expect(
      fixedStream { writer in
        TestPNG.writeFixedLiteral(65, into: &writer)
        TestPNG.writeFixedLiteral(257, into: &writer)
        writer.writeCode(30, length: 5)
      }, throws: .badSymbol("distance symbol 30 is reserved"))
  }

  /// A dynamic block header: HLIT, HDIST and HCLEN, then the code-length code lengths.
  func dynamicStream(
    literals: Int, distances: Int, codeLengths: [Int], _ rest: (inout TestPNG.BitWriter) -> Void
  ) -> [UInt8] {
    var writer = TestPNG.BitWriter()
    writer.write(1, bits: 1)
    writer.write(2, bits: 2)
    writer.write(literals - 257, bits: 5)
    writer.write(distances - 1, bits: 5)
    writer.write(codeLengths.count - 4, bits: 4)
    for length in codeLengths { writer.write(length, bits: 3) }
    rest(&writer)
    writer.flush()
    return [0x78, 0x01] + writer.bytes + [0, 0, 0, 1]
  }

  @Test func badDynamicCodes() {
    // Code-length code lengths are sent in the order 16, 17, 18, 0, 8, 7, 9, 6, ...
    expect(
      dynamicStream(literals: 287, distances: 1, codeLengths: [0, 0, 0, 1]) { _ in },
      throws: .badCodeLengths("287 literal/length codes (at most 286)"))
    expect(
      dynamicStream(literals: 257, distances: 31, codeLengths: [0, 0, 0, 1]) { _ in },
      throws: .badCodeLengths("31 distance codes (at most 30)"))
    // Three codes of length 1 cannot exist.
    expect(
      dynamicStream(literals: 257, distances: 1, codeLengths: [1, 1, 1, 0]) { _ in },
      throws: .badCodeLengths("the code-length code is over-subscribed"))
    // A single code of length 2 leaves most of the code-length code unused.
    expect(
      dynamicStream(literals: 257, distances: 1, codeLengths: [0, 0, 0, 2]) { _ in },
      throws: .badCodeLengths("the code-length code is incomplete"))
    // Code-length code: symbol 16 (repeat) and 0 both of length 1; a repeat first is an error.
    expect(
      dynamicStream(literals: 257, distances: 1, codeLengths: [1, 0, 0, 1]) { writer in
        writer.writeCode(1, length: 1)  // symbol 0 has code 0, 16 has code 1
      }, throws: .badCodeLengths("a repeat code comes before any length"))
    // Code-length code: 18 (long run of zeros) and 0 of length 1; 258 zeros give every
    // literal/length and distance a length of 0, so end-of-block has no code.
    expect(
      dynamicStream(literals: 257, distances: 1, codeLengths: [0, 0, 1, 1]) { writer in
        writer.writeCode(1, length: 1)  // 18: 11 + 127 zeros
        writer.write(127, bits: 7)
        writer.writeCode(1, length: 1)  // 18: 11 + 108 zeros
        writer.write(108, bits: 7)
        writer.writeCode(0, length: 1)  // 0
      }, throws: .badCodeLengths("the end-of-block symbol has no code"))
    // Runs that overshoot the 258 lengths.
    expect(
      dynamicStream(literals: 257, distances: 1, codeLengths: [0, 0, 1, 1]) { writer in
        for _ in 0..<3 {
          writer.writeCode(1, length: 1)
          writer.write(127, bits: 7)
        }
      }, throws: .badCodeLengths("a repeat runs past the last code"))
  }

  @Test func unusedHuffmanCode() {
    // Code-length code: 0 has length 1, 1 and 18 length 2. Every literal gets length 0
    // except end-of-block (length 1), and the one distance code gets length 1: both are the
    // degenerate single-code case DEFLATE allows, so the bit pattern 1 means nothing.
    let badCode = dynamicStream(
      literals: 257, distances: 1,
      codeLengths: [0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]
    ) { writer in
      // Canonical codes for {0, 1, 18} with lengths {1, 2, 2}: 0 → 0, 1 → 10, 18 → 11.
      writer.writeCode(0b11, length: 2)  // 18: 11 + 127 zeros
      writer.write(127, bits: 7)
      writer.writeCode(0b11, length: 2)  // 18: 11 + 107 zeros (256 in all)
      writer.write(107, bits: 7)
      writer.writeCode(0b10, length: 2)  // end-of-block: length 1
      writer.writeCode(0b10, length: 2)  // the one distance code: length 1
      writer.writeCode(1, length: 1)  // not a code: end-of-block is 0
    }
    expect(badCode, throws: .badHuffmanCode)
  }

  @Test func outputLimit() throws {
    let data = [UInt8](repeating: 1, count: 10_000)
    // A few bytes that expand a thousand times must stop at the caller's limit.
    let bomb = TestPNG.zlib(data, .fixedHuffman)
    #expect(bomb.count < 100)
    expect(bomb, throws: .outputTooLong(limit: 9_999), limit: 9_999)
    #expect(try Inflate.zlib(bomb, maximumOutputCount: 10_000) == data)
    expect(TestPNG.zlib(data, .stored(blockSize: 4096)), throws: .outputTooLong(limit: 0), limit: 0)
  }

  @Test func errorsReadAsSentences() {
    #expect("\(InflateError.truncated)" == "the compressed data ends early")
    #expect(
      "\(InflateError.adler32Mismatch(expected: 0x1234, actual: 0xABCD_EF01))"
        == "Adler-32 mismatch: the stream says 0x00001234, the data gives 0xabcdef01")
  }
}
