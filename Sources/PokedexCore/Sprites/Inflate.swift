/// Decompression of zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), written here so
/// the PNG decoder needs neither a package nor the system zlib.
///
/// ```swift
/// let bytes = try Inflate.zlib(compressed, maximumOutputCount: 1 << 20)
/// ```
///
/// All three block kinds are supported: stored, fixed Huffman and dynamic Huffman. Malformed
/// input throws an ``InflateError`` that says what was wrong; it never traps, and the output
/// never grows past `maximumOutputCount`, so a tiny "zip bomb" cannot make it allocate much.
public enum Inflate {
  /// Decompresses a zlib stream: checks the two-byte header, inflates the DEFLATE data and
  /// checks the Adler-32 of the result against the stream's trailer.
  ///
  /// - Parameters:
  ///   - data: the whole stream; bytes after the Adler-32 trailer are an error.
  ///   - maximumOutputCount: the most bytes the caller accepts; a stream that would produce
  ///     more throws ``InflateError/outputTooLong(limit:)``.
  /// - Returns: the decompressed bytes.
  /// - Throws: ``InflateError``.
  public static func zlib(_ data: [UInt8], maximumOutputCount: Int = .max) throws -> [UInt8] {
    try data.withUnsafeBufferPointer { input in
      guard input.count >= 2 else { throw InflateError.truncated }
      let cmf = Int(input[0])
      let flags = Int(input[1])
      guard (cmf << 8 | flags) % 31 == 0 else {
        throw InflateError.badZlibHeader("the header check bits are wrong")
      }
      guard cmf & 0x0F == 8 else {
        throw InflateError.badZlibHeader("compression method \(cmf & 0x0F) is not DEFLATE (8)")
      }
      guard cmf >> 4 <= 7 else {
        throw InflateError.badZlibHeader("window size 2^\((cmf >> 4) + 8) is over 32 KiB")
      }
      // A preset dictionary would have to come from outside the stream; PNG never uses one.
      guard flags & 0x20 == 0 else {
        throw InflateError.badZlibHeader("a preset dictionary is required")
      }
      var inflater = Inflater(input: input, start: 2, limit: maximumOutputCount)
      defer { inflater.release() }
      try inflater.run()
      var position = inflater.bytePositionAfterFinalBlock()
      guard position + 4 <= input.count else { throw InflateError.truncated }
      var expected: UInt32 = 0
      for _ in 0..<4 {
        expected = expected << 8 | UInt32(input[position])
        position += 1
      }
      let actual = Adler32.checksum(
        UnsafeBufferPointer(start: inflater.output, count: inflater.count))
      guard actual == expected else {
        throw InflateError.adler32Mismatch(expected: expected, actual: actual)
      }
      guard position == input.count else {
        throw InflateError.trailingData(count: input.count - position)
      }
      return inflater.result()
    }
  }

  /// Inflates raw DEFLATE data (no zlib header or trailer). Bytes after the final block are
  /// ignored, as a raw stream carries no framing that would say where it ends.
  ///
  /// - Parameters:
  ///   - data: the DEFLATE blocks.
  ///   - maximumOutputCount: the most bytes the caller accepts.
  /// - Returns: the decompressed bytes.
  /// - Throws: ``InflateError``.
  public static func deflate(_ data: [UInt8], maximumOutputCount: Int = .max) throws -> [UInt8] {
    try data.withUnsafeBufferPointer { input in
      var inflater = Inflater(input: input, start: 0, limit: maximumOutputCount)
      defer { inflater.release() }
      try inflater.run()
      return inflater.result()
    }
  }
}

/// Why a zlib or DEFLATE stream could not be decompressed.
public enum InflateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The input ended before the stream did.
  case truncated
  /// The two-byte zlib header is invalid or asks for something unsupported.
  case badZlibHeader(String)
  /// A block header has the reserved block type 3.
  case badBlockType
  /// A stored block's length and its one's complement disagree.
  case storedLengthMismatch
  /// A dynamic block's code lengths do not form a usable Huffman code.
  case badCodeLengths(String)
  /// The bits at this point match no code of the current Huffman table.
  case badHuffmanCode
  /// A decoded symbol is one DEFLATE reserves (literal/length 286–287, distance 30–31).
  case badSymbol(String)
  /// A back-reference points before the start of the output.
  case distanceTooFarBack(distance: Int, available: Int)
  /// The stream decompresses to more than the caller's limit.
  case outputTooLong(limit: Int)
  /// The zlib trailer's Adler-32 does not match the decompressed data.
  case adler32Mismatch(expected: UInt32, actual: UInt32)
  /// Bytes follow the zlib trailer.
  case trailingData(count: Int)

  public var description: String {
    switch self {
    case .truncated: "the compressed data ends early"
    case .badZlibHeader(let reason): "bad zlib header: \(reason)"
    case .badBlockType: "a DEFLATE block has the reserved type 3"
    case .storedLengthMismatch: "a stored block's length does not match its complement"
    case .badCodeLengths(let reason): "bad Huffman code lengths: \(reason)"
    case .badHuffmanCode: "the data holds a bit sequence that is no Huffman code"
    case .badSymbol(let reason): "bad DEFLATE symbol: \(reason)"
    case .distanceTooFarBack(let distance, let available):
      "a back-reference reaches \(distance) bytes back but only \(available) have been output"
    case .outputTooLong(let limit): "the data decompresses to more than \(limit) bytes"
    case .adler32Mismatch(let expected, let actual):
      "Adler-32 mismatch: the stream says \(hex(expected)), the data gives \(hex(actual))"
    case .trailingData(let count): "\(count) bytes follow the end of the zlib stream"
    }
  }
}

/// `0x` and eight hex digits, for checksums in error messages.
func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16)
  return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
}

/// Adler-32 (RFC 1950 §8.2).
enum Adler32 {
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let start = bytes.baseAddress else { return 1 }
    var a: UInt32 = 1
    var b: UInt32 = 0
    var index = 0
    while index < bytes.count {
      // 5552 is the most bytes whose sums cannot overflow 32 bits before the modulo, so the
      // slow division runs once per run rather than once per byte.
      let end = min(index + 5552, bytes.count)
      while index < end {
        // The raw pointer skips the buffer's bounds check, which debug builds keep.
        a &+= UInt32(start[index])
        b &+= a
        index += 1
      }
      a %= 65521
      b %= 65521
    }
    return b << 16 | a
  }
}

// MARK: - The inflater

/// A canonical Huffman code in the inflater's scratch memory.
///
/// Codes of up to ``fastBits`` bits are found with one lookup in `fast`, indexed by the next
/// `fastBits` input bits (DEFLATE packs codes starting from their most significant bit, so the
/// table is filled at bit-reversed positions). Longer codes, which are the rare symbols by
/// construction, are decoded from `counts` and `symbols` one bit at a time.
private struct HuffmanTable {
  static let fastBits = 9
  static let fastSize = 1 << fastBits

  /// `symbol << 4 | length` for codes up to `fastBits` long; 0 where no short code matches.
  let fast: UnsafeMutablePointer<UInt16>
  /// How many codes have each length 0...15.
  let counts: UnsafeMutablePointer<UInt16>
  /// The symbols in canonical order: by code length, then by symbol value.
  let symbols: UnsafeMutablePointer<UInt16>

  /// Builds the code for `count` symbols whose code lengths are `lengths[0..<count]`.
  ///
  /// - Parameter allowIncomplete: DEFLATE lets the literal/length and distance codes leave
  ///   codes unused only in the degenerate case of a single code of length 1 (or no codes at
  ///   all); the code-length code must be complete. Over-subscribed codes are always an error.
  func build(
    lengths: UnsafePointer<UInt8>, count: Int, allowIncomplete: Bool, name: String
  ) throws {
    // `while` loops here and below: a dynamic block builds two tables, and `for`-`in` over
    // a range is several times slower in the debug builds the tests run.
    counts.update(repeating: 0, count: 16)
    var symbol = 0
    while symbol < count {
      counts[Int(lengths[symbol])] += 1
      symbol += 1
    }
    counts[0] = 0

    var left = 1
    var longest = 0
    for length in 1...15 {
      left = (left << 1) - Int(counts[length])
      if left < 0 { throw InflateError.badCodeLengths("the \(name) code is over-subscribed") }
      if counts[length] > 0 { longest = length }
    }
    if left > 0 && longest > 0 && !(allowIncomplete && longest == 1) {
      throw InflateError.badCodeLengths("the \(name) code is incomplete")
    }

    // Where each length's symbols start in `symbols` (one small array per table, not per bit).
    var start = [Int](repeating: 0, count: 16)
    var total = 0
    for length in 1...15 {
      start[length] = total
      total += Int(counts[length])
    }
    symbol = 0
    while symbol < count {
      let length = Int(lengths[symbol])
      if length != 0 {
        symbols[start[length]] = UInt16(symbol)
        start[length] += 1
      }
      symbol += 1
    }

    fast.update(repeating: 0, count: Self.fastSize)
    var code = 0
    var next = 0
    for length in 1...Self.fastBits {
      var remaining = Int(counts[length])
      while remaining > 0 {
        let entry = symbols[next] << 4 | UInt16(length)
        next += 1
        var reversed = 0
        var bit = 0
        while bit < length {
          reversed = reversed << 1 | (code >> bit & 1)
          bit += 1
        }
        var index = reversed
        while index < Self.fastSize {
          fast[index] = entry
          index += 1 << length
        }
        code += 1
        remaining -= 1
      }
      code <<= 1
    }
  }
}

/// The decoding state: an input cursor with a bit buffer, and a growing output buffer.
///
/// Everything lives in raw memory owned by this struct (freed by ``release()``), because the
/// tests run debug builds, where array accesses in the per-bit and per-byte loops would cost
/// several times more than the decoding itself.
private struct Inflater {
  let input: UnsafeBufferPointer<UInt8>
  var position: Int
  /// Input bits not consumed yet; the next bit is bit 0.
  var bits: UInt64 = 0
  var bitCount = 0

  let limit: Int
  var output: UnsafeMutablePointer<UInt8>
  var count = 0
  var capacity: Int

  let scratch: UnsafeMutablePointer<UInt16>
  let lengths: UnsafeMutablePointer<UInt8>
  let literals: HuffmanTable
  let distances: HuffmanTable
  let codeLengths: HuffmanTable

  private static let tableSize = HuffmanTable.fastSize + 16 + 288

  init(input: UnsafeBufferPointer<UInt8>, start: Int, limit: Int) {
    self.input = input
    self.position = start
    self.limit = max(0, limit)
    // Start from a guess based on the input, not the limit: the limit may be large and the
    // data may be a few bytes, and a corrupt stream should not cost the limit's memory.
    self.capacity = min(self.limit, max(1024, input.count * 4))
    self.output = .allocate(capacity: max(1, capacity))
    let scratch = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.tableSize * 3)
    self.scratch = scratch
    self.lengths = .allocate(capacity: 288 + 32)
    func table(_ index: Int) -> HuffmanTable {
      let base = scratch + index * Self.tableSize
      return HuffmanTable(
        fast: base, counts: base + HuffmanTable.fastSize,
        symbols: base + HuffmanTable.fastSize + 16)
    }
    literals = table(0)
    distances = table(1)
    codeLengths = table(2)
  }

  func release() {
    output.deallocate()
    scratch.deallocate()
    lengths.deallocate()
  }

  /// Copies the output into an array.
  func result() -> [UInt8] {
    Array(UnsafeBufferPointer(start: output, count: count))
  }

  /// Where the zlib trailer starts: the first whole byte after the final block.
  func bytePositionAfterFinalBlock() -> Int {
    // Whole bytes still in the bit buffer were read ahead and belong to the trailer.
    position - bitCount / 8
  }

  mutating func run() throws {
    var final = false
    while !final {
      final = try take(1) == 1
      switch try take(2) {
      case 0: try storedBlock()
      case 1:
        try buildFixedTables()
        try huffmanBlock()
      case 2:
        try buildDynamicTables()
        try huffmanBlock()
      default: throw InflateError.badBlockType
      }
    }
  }

  // MARK: Bits

  /// Tops the bit buffer up from the input, as far as the input goes.
  @inline(__always)
  mutating func refill() {
    while bitCount <= 56 && position < input.count {
      bits |= UInt64(input[position]) << UInt64(bitCount)
      position += 1
      bitCount += 8
    }
  }

  /// Consumes `count` (0...32) bits and returns them, first bit lowest.
  @inline(__always)
  mutating func take(_ count: Int) throws -> Int {
    if bitCount < count {
      refill()
      if bitCount < count { throw InflateError.truncated }
    }
    let value = Int(truncatingIfNeeded: bits & ((1 << UInt64(count)) - 1))
    bits >>= UInt64(count)
    bitCount -= count
    return value
  }

  /// Decodes one symbol with `table`.
  @inline(__always)
  mutating func decode(_ table: HuffmanTable) throws -> Int {
    if bitCount < 15 { refill() }
    let entry = Int(table.fast[Int(truncatingIfNeeded: bits) & (HuffmanTable.fastSize - 1)])
    let length = entry & 15
    if length != 0 && length <= bitCount {
      bits >>= UInt64(length)
      bitCount -= length
      return entry >> 4
    }
    return try decodeSlowly(table)
  }

  /// Walks the canonical code one bit at a time: for each length, the codes of that length are
  /// consecutive numbers starting at `first`, so the code read so far either falls in that
  /// range or needs another bit.
  mutating func decodeSlowly(_ table: HuffmanTable) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      if length > bitCount { throw InflateError.truncated }
      code |= Int(truncatingIfNeeded: (bits >> UInt64(length - 1)) & 1)
      let count = Int(table.counts[length])
      if code - first < count {
        bits >>= UInt64(length)
        bitCount -= length
        return Int(table.symbols[index + code - first])
      }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw InflateError.badHuffmanCode
  }

  // MARK: Blocks

  mutating func storedBlock() throws {
    // The lengths start at the next byte boundary.
    let skip = bitCount % 8
    bits >>= UInt64(skip)
    bitCount -= skip
    let length = try take(16)
    let complement = try take(16)
    guard length ^ 0xFFFF == complement else { throw InflateError.storedLengthMismatch }
    // Hand any whole bytes read ahead back to the input, then copy straight from it.
    position -= bitCount / 8
    bits = 0
    bitCount = 0
    guard length <= input.count - position else { throw InflateError.truncated }
    guard length > 0, let base = input.baseAddress else { return }
    try reserve(length)
    (output + count).update(from: base + position, count: length)
    count += length
    position += length
  }

  mutating func buildFixedTables() throws {
    // RFC 1951 §3.2.6.
    for symbol in 0..<288 {
      lengths[symbol] =
        switch symbol {
        case 0..<144: 8
        case 144..<256: 9
        case 256..<280: 7
        default: 8
        }
    }
    try literals.build(lengths: lengths, count: 288, allowIncomplete: false, name: "literal")
    for symbol in 0..<32 { lengths[symbol] = 5 }
    try distances.build(lengths: lengths, count: 32, allowIncomplete: false, name: "distance")
  }

  mutating func buildDynamicTables() throws {
    let literalCount = try take(5) + 257
    let distanceCount = try take(5) + 1
    let codeLengthCount = try take(4) + 4
    // The 5-bit fields can say 288 and 32, but symbols 286–287 and 30–31 never occur.
    guard literalCount <= 286 else {
      throw InflateError.badCodeLengths("\(literalCount) literal/length codes (at most 286)")
    }
    guard distanceCount <= 30 else {
      throw InflateError.badCodeLengths("\(distanceCount) distance codes (at most 30)")
    }

    // The code-length code's lengths come in this order so that trailing, usually unused,
    // entries can be left out.
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    for symbol in 0..<19 { lengths[symbol] = 0 }
    for index in 0..<codeLengthCount { lengths[order[index]] = UInt8(try take(3)) }
    try codeLengths.build(
      lengths: lengths, count: 19, allowIncomplete: false, name: "code-length")

    // Literal/length and distance lengths form one sequence; a run may cross between them.
    let total = literalCount + distanceCount
    var index = 0
    while index < total {
      let symbol = try decode(codeLengths)
      var repeatCount = 1
      var value = UInt8(0)
      switch symbol {
      case 0..<16: value = UInt8(symbol)
      case 16:
        guard index > 0 else {
          throw InflateError.badCodeLengths("a repeat code comes before any length")
        }
        value = lengths[index - 1]
        repeatCount = 3 + (try take(2))
      case 17: repeatCount = 3 + (try take(3))
      default: repeatCount = 11 + (try take(7))
      }
      guard index + repeatCount <= total else {
        throw InflateError.badCodeLengths("a repeat runs past the last code")
      }
      for _ in 0..<repeatCount {
        lengths[index] = value
        index += 1
      }
    }
    guard lengths[256] != 0 else {
      throw InflateError.badCodeLengths("the end-of-block symbol has no code")
    }
    try literals.build(
      lengths: lengths, count: literalCount, allowIncomplete: true, name: "literal/length")
    try distances.build(
      lengths: lengths + literalCount, count: distanceCount, allowIncomplete: true,
      name: "distance")
  }

  mutating func huffmanBlock() throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        if count == capacity { try reserve(1) }
        output[count] = UInt8(truncatingIfNeeded: symbol)
        count += 1
        continue
      }
      if symbol == 256 { return }
      let length = try matchLength(symbol)
      let distance = try matchDistance(try decode(distances))
      guard distance <= count else {
        throw InflateError.distanceTooFarBack(distance: distance, available: count)
      }
      try reserve(length)
      // Byte by byte on purpose: the source may overlap the bytes being written (a distance
      // shorter than the length repeats a pattern).
      // Locals, not properties, in the loop: debug builds reload properties on every access.
      let base = output
      var source = count - distance
      var target = count
      let end = count + length
      while target < end {
        base[target] = base[source]
        source += 1
        target += 1
      }
      count = end
    }
  }

  /// The match length for literal/length symbol 257...285 (RFC 1951 §3.2.5).
  mutating func matchLength(_ symbol: Int) throws -> Int {
    let code = symbol - 257
    switch code {
    case 0..<8: return code + 3
    case 8..<28:
      // Groups of four codes share an extra-bit count; each group doubles the step.
      let extra = code / 4 - 1
      let base = ((4 + code % 4) << extra) + 3
      return base + (try take(extra))
    case 28: return 258
    default: throw InflateError.badSymbol("literal/length symbol \(symbol) is reserved")
    }
  }

  /// The match distance for distance symbol 0...29 (RFC 1951 §3.2.5).
  mutating func matchDistance(_ symbol: Int) throws -> Int {
    switch symbol {
    case 0..<4: return symbol + 1
    case 4..<30:
      // Pairs of codes share an extra-bit count; each pair doubles the step.
      let extra = symbol / 2 - 1
      let base = ((2 + symbol % 2) << extra) + 1
      return base + (try take(extra))
    default: throw InflateError.badSymbol("distance symbol \(symbol) is reserved")
    }
  }

  // MARK: Output

  /// Makes room for `extra` more output bytes, doubling the buffer up to the limit.
  mutating func reserve(_ extra: Int) throws {
    guard extra <= limit - count else { throw InflateError.outputTooLong(limit: limit) }
    let needed = count + extra
    if needed <= capacity { return }
    var newCapacity = capacity
    while newCapacity < needed { newCapacity = min(limit, max(newCapacity * 2, 1024)) }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    grown.update(from: output, count: count)
    output.deallocate()
    output = grown
    capacity = newCapacity
  }
}
