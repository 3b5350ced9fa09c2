/// The PNG decoding steps behind ``PNGImage/decode(_:)``: chunks, decompression, unfiltering
/// and conversion to RGBA (PNG specification, third edition, §5–§11).
enum PNGDecoder {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  static func decode(_ file: UnsafeBufferPointer<UInt8>) throws -> PNGImage {
    let chunks = try readChunks(file)
    let header = chunks.header
    let passes = header.passes
    let expected = passes.reduce(0) { $0 + $1.byteCount }
    let data: [UInt8]
    do {
      data = try Inflate.zlib(chunks.imageData, maximumOutputCount: expected)
    } catch InflateError.outputTooLong {
      throw PNGError.imageDataTooLong(expected: expected)
    } catch let error as InflateError {
      throw PNGError.badCompressedData(error)
    }
    guard data.count == expected else {
      throw PNGError.imageDataTooShort(expected: expected, actual: data.count)
    }
    return try Rasterizer(header: header, palette: chunks.palette).rasterize(data, passes: passes)
  }

  // MARK: Chunks

  /// What the chunks say: the header, the palette as RGBA and the concatenated `IDAT` data.
  struct Chunks {
    var header: Header
    /// Four bytes per palette entry, alpha from `tRNS` (255 where it says nothing).
    var palette: [UInt8]
    var imageData: [UInt8]
  }

  static func readChunks(_ file: UnsafeBufferPointer<UInt8>) throws -> Chunks {
    for index in 0..<min(8, file.count) where file[index] != signature[index] {
      throw PNGError.notPNG
    }
    guard file.count >= 8 else { throw PNGError.truncated("in the signature") }

    var header: Header?
    var palette: [UInt8]?
    var transparency: [UInt8]?
    var imageData: [UInt8] = []
    var imageDataState = 0  // 0: none yet, 1: in the IDAT run, 2: after it
    var offset = 8
    while true {
      guard file.count - offset >= 8 else {
        throw PNGError.truncated(offset == file.count ? "before IEND" : "in a chunk header")
      }
      let length = Int(bigEndian32(file, at: offset))
      let typeBytes = file[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw PNGError.badChunk("a chunk type at byte \(offset + 4) is not four ASCII letters")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else {
        throw PNGError.badChunk("the \(type) chunk claims \(length) bytes (at most 2^31 - 1)")
      }
      let dataStart = offset + 8
      guard length <= file.count - dataStart - 4 else {
        throw PNGError.truncated("in the \(type) chunk")
      }
      let dataEnd = dataStart + length
      let stored = bigEndian32(file, at: dataEnd)
      let actual = CRC32.checksum(UnsafeBufferPointer(rebasing: file[(offset + 4)..<dataEnd]))
      guard stored == actual else {
        throw PNGError.badCRC(chunk: type, expected: stored, actual: actual)
      }
      let body = UnsafeBufferPointer(rebasing: file[dataStart..<dataEnd])
      offset = dataEnd + 4

      if header == nil && type != "IHDR" {
        throw PNGError.badChunk("the first chunk is \(type), not IHDR")
      }
      if imageDataState == 1 && type != "IDAT" { imageDataState = 2 }
      switch type {
      case "IHDR":
        guard header == nil else { throw PNGError.badChunk("a second IHDR chunk") }
        header = try Header(body)
      case "PLTE":
        let colorType = header!.colorType
        guard colorType != 0 && colorType != 4 else {
          throw PNGError.badChunk("a PLTE chunk in a greyscale image")
        }
        guard palette == nil else { throw PNGError.badChunk("a second PLTE chunk") }
        guard imageDataState == 0, transparency == nil else {
          throw PNGError.badChunk("PLTE comes after IDAT or tRNS")
        }
        guard length % 3 == 0, (3...768).contains(length) else {
          throw PNGError.badChunk("PLTE holds \(length) bytes, not 1–256 RGB entries")
        }
        palette = Array(body)
      case "tRNS":
        guard transparency == nil else { throw PNGError.badChunk("a second tRNS chunk") }
        guard imageDataState == 0 else { throw PNGError.badChunk("tRNS comes after IDAT") }
        try header!.validateTransparency(body, paletteCount: palette.map { $0.count / 3 })
        transparency = Array(body)
      case "IDAT":
        guard imageDataState != 2 else {
          throw PNGError.badChunk("the IDAT chunks are not consecutive")
        }
        if imageDataState == 0 && header!.colorType == 3 && palette == nil {
          throw PNGError.badChunk("a palette image has no PLTE before its IDAT")
        }
        imageDataState = 1
        imageData.append(contentsOf: body)
      case "IEND":
        guard imageDataState != 0 else { throw PNGError.badChunk("there is no IDAT chunk") }
        // Anything after IEND is not part of the image.
        var header = header!
        header.transparency = transparency ?? []
        header.paletteCount = (palette?.count ?? 0) / 3
        return Chunks(
          header: header, palette: paletteRGBA(palette ?? [], transparency: transparency),
          imageData: imageData)
      default:
        // Bit 5 of the first letter (lower case) marks an ancillary chunk, safe to skip.
        guard typeBytes.first! & 0x20 != 0 else { throw PNGError.unknownCriticalChunk(type) }
      }
    }
  }

  static func bigEndian32(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
      | UInt32(bytes[offset + 3])
  }

  /// The palette as RGBA, padded to 256 entries so that lookups need no bounds check beyond
  /// the index check the rasterizer does against the real count.
  static func paletteRGBA(_ rgb: [UInt8], transparency: [UInt8]?) -> [UInt8] {
    var rgba = [UInt8](repeating: 0, count: 256 * 4)
    for entry in 0..<(rgb.count / 3) {
      rgba[entry * 4] = rgb[entry * 3]
      rgba[entry * 4 + 1] = rgb[entry * 3 + 1]
      rgba[entry * 4 + 2] = rgb[entry * 3 + 2]
      // For palette images tRNS lists alphas for the first entries only.
      rgba[entry * 4 + 3] = transparency.flatMap { entry < $0.count ? $0[entry] : nil } ?? 255
    }
    return rgba
  }

  // MARK: Header

  /// The `IHDR` fields, validated.
  struct Header {
    var width: Int
    var height: Int
    var bitDepth: Int
    var colorType: Int
    var interlaced: Bool
    /// The raw `tRNS` data for colour types 0 and 2 (a grey or RGB key colour); empty if none.
    var transparency: [UInt8] = []
    /// Palette entries, for checking indices; set for colour type 3.
    var paletteCount = 0

    init(_ body: UnsafeBufferPointer<UInt8>) throws {
      guard body.count == 13 else {
        throw PNGError.badChunk("IHDR holds \(body.count) bytes, not 13")
      }
      width = Int(PNGDecoder.bigEndian32(body, at: 0))
      height = Int(PNGDecoder.bigEndian32(body, at: 4))
      bitDepth = Int(body[8])
      colorType = Int(body[9])
      guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
        throw PNGError.badHeader("the size \(width)×\(height) is not 1 to 2^31 - 1 on each side")
      }
      guard width <= PNGImage.maximumDimension, height <= PNGImage.maximumDimension else {
        throw PNGError.tooLarge(width: width, height: height)
      }
      let allowedDepths: [Int]
      switch colorType {
      case 0: allowedDepths = [1, 2, 4, 8, 16]
      case 3: allowedDepths = [1, 2, 4, 8]
      case 2, 4, 6: allowedDepths = [8, 16]
      default: throw PNGError.badHeader("colour type \(colorType) does not exist")
      }
      guard allowedDepths.contains(bitDepth) else {
        throw PNGError.badHeader("colour type \(colorType) does not allow bit depth \(bitDepth)")
      }
      guard body[10] == 0 else {
        throw PNGError.badHeader("compression method \(body[10]) is not 0 (DEFLATE)")
      }
      guard body[11] == 0 else {
        throw PNGError.badHeader("filter method \(body[11]) is not 0 (adaptive)")
      }
      guard body[12] <= 1 else {
        throw PNGError.badHeader("interlace method \(body[12]) is not 0 (none) or 1 (Adam7)")
      }
      interlaced = body[12] == 1
    }

    /// Samples per pixel.
    var channels: Int {
      switch colorType {
      case 2: 3
      case 4: 2
      case 6: 4
      default: 1
      }
    }

    var bitsPerPixel: Int { channels * bitDepth }

    func validateTransparency(_ body: UnsafeBufferPointer<UInt8>, paletteCount: Int?) throws {
      switch colorType {
      case 0:
        guard body.count == 2 else {
          throw PNGError.badChunk("tRNS holds \(body.count) bytes, a grey image needs 2")
        }
      case 2:
        guard body.count == 6 else {
          throw PNGError.badChunk("tRNS holds \(body.count) bytes, an RGB image needs 6")
        }
      case 3:
        guard let paletteCount else { throw PNGError.badChunk("tRNS comes before PLTE") }
        guard body.count <= paletteCount else {
          throw PNGError.badChunk(
            "tRNS has \(body.count) alphas for a palette of \(paletteCount) colours")
        }
      default:
        throw PNGError.badChunk("a tRNS chunk in an image that has an alpha channel")
      }
    }

    /// The sub-images the data holds, in order: the whole image, or the seven Adam7 passes.
    var passes: [Pass] {
      // (x, y, step across, step down) of each Adam7 pass; §8.2.
      let layout =
        interlaced
        ? [
          (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
          (0, 1, 1, 2),
        ]
        : [(0, 0, 1, 1)]
      return layout.map { x, y, dx, dy in
        let columns = width > x ? (width - x + dx - 1) / dx : 0
        let rows = height > y ? (height - y + dy - 1) / dy : 0
        return Pass(
          x: x, y: y, dx: dx, dy: dy, columns: columns, rows: rows,
          rowBytes: (columns * bitsPerPixel + 7) / 8)
      }
    }
  }

  /// One sub-image of the data: `columns × rows` pixels placed at `(x + i·dx, y + j·dy)`.
  struct Pass {
    var x: Int
    var y: Int
    var dx: Int
    var dy: Int
    var columns: Int
    var rows: Int
    /// Bytes of one scanline, not counting its filter-type byte.
    var rowBytes: Int

    /// Bytes the pass takes in the decompressed data: an empty pass has no scanlines at all,
    /// not even filter-type bytes.
    var byteCount: Int { columns == 0 || rows == 0 ? 0 : rows * (rowBytes + 1) }
  }
}

// MARK: - Unfiltering and conversion

/// Turns the decompressed scanlines into RGBA pixels.
///
/// The loops are written for debug builds, which the tests run: raw pointers instead of
/// arrays, `while` instead of `for`-`in` over ranges (whose iterators are not inlined
/// without optimization), and header values copied into plain stored properties up front.
private struct Rasterizer {
  let width: Int
  let height: Int
  let colorType: Int
  let bitDepth: Int
  let bitsPerPixel: Int
  let paletteCount: Int
  /// The `tRNS` key colour at the image's own depth (grey uses `keyRed`); -1 when there is
  /// none, which no sample equals.
  let keyRed: Int
  let keyGreen: Int
  let keyBlue: Int
  let palette: [UInt8]

  init(header: PNGDecoder.Header, palette: [UInt8]) {
    width = header.width
    height = header.height
    colorType = header.colorType
    bitDepth = header.bitDepth
    bitsPerPixel = header.bitsPerPixel
    paletteCount = header.paletteCount
    let key = header.transparency
    func sample(_ index: Int) -> Int { Int(key[index * 2]) << 8 | Int(key[index * 2 + 1]) }
    let hasKey = (colorType == 0 && key.count == 2) || (colorType == 2 && key.count == 6)
    keyRed = hasKey ? sample(0) : -1
    keyGreen = hasKey && colorType == 2 ? sample(1) : -1
    keyBlue = hasKey && colorType == 2 ? sample(2) : -1
    self.palette = palette
  }

  func rasterize(_ data: [UInt8], passes: [PNGDecoder.Pass]) throws -> PNGImage {
    var data = data
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    try data.withUnsafeMutableBufferPointer { data in
      try pixels.withUnsafeMutableBufferPointer { pixels in
        try palette.withUnsafeBufferPointer { palette in
          var start = data.baseAddress!
          var rowNumber = 0
          for pass in passes where pass.byteCount > 0 {
            try unfilter(start, pass: pass, firstRowNumber: rowNumber)
            try convert(start, pass: pass, into: pixels.baseAddress!, palette: palette.baseAddress!)
            start += pass.byteCount
            rowNumber += pass.rows
          }
        }
      }
    }
    return PNGImage(width: width, height: height, pixels: pixels)
  }

  /// Undoes the per-scanline filters in place (§7.3, §9). Each filter predicts a byte from
  /// the byte one pixel to the left (`a`), the byte above (`b`) and the byte above-left (`c`);
  /// before the first scanline of a pass they are all zero.
  func unfilter(_ start: UnsafeMutablePointer<UInt8>, pass: PNGDecoder.Pass, firstRowNumber: Int)
    throws
  {
    // Filters work on bytes, one "pixel" back, and a pixel is at least one byte.
    let step = max(1, bitsPerPixel / 8)
    let count = pass.rowBytes
    // A zero row above the first scanline lets every filter use the same loop.
    let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    zeros.initialize(repeating: 0, count: count)
    defer { zeros.deallocate() }
    var above = zeros
    // The first `lead` bytes have no pixel to their left, so `a` and `c` are zero there.
    let lead = min(step, count)
    var row = 0
    while row < pass.rows {
      let line = start + row * (count + 1)
      let filter = Int(line[0])
      let current = line + 1
      var index = 0
      switch filter {
      case 0: break
      case 1:
        index = lead
        while index < count {
          current[index] &+= current[index - step]
          index += 1
        }
      case 2:
        while index < count {
          current[index] &+= above[index]
          index += 1
        }
      case 3:
        while index < lead {
          current[index] &+= above[index] >> 1
          index += 1
        }
        while index < count {
          current[index] &+= UInt8((Int(current[index - step]) + Int(above[index])) >> 1)
          index += 1
        }
      case 4:
        // With `a` and `c` zero the predictor is always `b`.
        while index < lead {
          current[index] &+= above[index]
          index += 1
        }
        while index < count {
          let a = Int(current[index - step])
          let b = Int(above[index])
          let c = Int(above[index - step])
          // Paeth: whichever of a, b, c is closest to a + b - c; ties go to a, then b.
          var toA = b - c
          var toB = a - c
          var toC = toA + toB
          if toA < 0 { toA = -toA }
          if toB < 0 { toB = -toB }
          if toC < 0 { toC = -toC }
          let predictor = toA <= toB && toA <= toC ? a : toB <= toC ? b : c
          current[index] &+= UInt8(truncatingIfNeeded: predictor)
          index += 1
        }
      default:
        throw PNGError.badFilterType(filter, row: firstRowNumber + row)
      }
      above = current
      row += 1
    }
  }

  /// Writes the unfiltered scanlines of `pass` as RGBA pixels.
  func convert(
    _ start: UnsafeMutablePointer<UInt8>, pass: PNGDecoder.Pass,
    into pixels: UnsafeMutablePointer<UInt8>, palette: UnsafePointer<UInt8>
  ) throws {
    let columns = pass.columns
    let stride = pass.dx * 4
    var row = 0
    while row < pass.rows {
      let line = start + row * (pass.rowBytes + 1) + 1
      let target = pixels + ((pass.y + row * pass.dy) * width + pass.x) * 4
      switch (colorType, bitDepth) {
      case (6, 8):
        if stride == 4 {
          target.update(from: line, count: columns * 4)
        } else {
          copyPixels(from: line, to: target, count: columns, stride: stride)
        }
      case (3, 8):
        try lookUp(line, into: target, count: columns, stride: stride, palette: palette)
      default:
        try convertSamples(line, into: target, count: columns, stride: stride, palette: palette)
      }
      row += 1
    }
  }

  /// Copies RGBA8 pixels to every `stride` bytes (an Adam7 pass).
  func copyPixels(
    from line: UnsafeMutablePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int,
    stride: Int
  ) {
    var column = 0
    var source = line
    var destination = target
    while column < count {
      destination.update(from: source, count: 4)
      source += 4
      destination += stride
      column += 1
    }
  }

  /// Looks 8-bit palette indices up in the RGBA palette.
  func lookUp(
    _ line: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int,
    stride: Int, palette: UnsafePointer<UInt8>
  ) throws {
    var column = 0
    var destination = target
    while column < count {
      let index = Int(line[column])
      guard index < paletteCount else {
        throw PNGError.badPaletteIndex(index, paletteCount: paletteCount)
      }
      let entry = palette + index * 4
      destination[0] = entry[0]
      destination[1] = entry[1]
      destination[2] = entry[2]
      destination[3] = entry[3]
      destination += stride
      column += 1
    }
  }

  /// The general conversion, one sample at a time, for every other colour type and depth.
  func convertSamples(
    _ line: UnsafeMutablePointer<UInt8>, into target: UnsafeMutablePointer<UInt8>, count: Int,
    stride: Int, palette: UnsafePointer<UInt8>
  ) throws {
    let depth = bitDepth
    // Grey below 8 bits: scaling by 255 / (2^depth - 1) maps the range onto 0...255 exactly.
    let scale = depth < 8 ? 255 / ((1 << depth) - 1) : 1
    var column = 0
    var destination = target
    while column < count {
      switch colorType {
      case 0:
        let grey = sample(line, column, depth: depth)
        let value = UInt8(truncatingIfNeeded: depth == 16 ? grey >> 8 : grey * scale)
        destination[0] = value
        destination[1] = value
        destination[2] = value
        destination[3] = grey == keyRed ? 0 : 255
      case 2:
        let red = sample(line, column * 3, depth: depth)
        let green = sample(line, column * 3 + 1, depth: depth)
        let blue = sample(line, column * 3 + 2, depth: depth)
        destination[0] = eightBits(red, depth: depth)
        destination[1] = eightBits(green, depth: depth)
        destination[2] = eightBits(blue, depth: depth)
        destination[3] = red == keyRed && green == keyGreen && blue == keyBlue ? 0 : 255
      case 3:
        let index = sample(line, column, depth: depth)
        guard index < paletteCount else {
          throw PNGError.badPaletteIndex(index, paletteCount: paletteCount)
        }
        destination.update(from: palette + index * 4, count: 4)
      case 4:
        let grey = eightBits(sample(line, column * 2, depth: depth), depth: depth)
        destination[0] = grey
        destination[1] = grey
        destination[2] = grey
        destination[3] = eightBits(sample(line, column * 2 + 1, depth: depth), depth: depth)
      default:
        var channel = 0
        while channel < 4 {
          destination[channel] = eightBits(
            sample(line, column * 4 + channel, depth: depth), depth: depth)
          channel += 1
        }
      }
      destination += stride
      column += 1
    }
  }

  /// Sample number `index` of a scanline at `depth` bits, as stored (not scaled). Samples
  /// below 8 bits are packed from the most significant bit of each byte.
  func sample(_ line: UnsafeMutablePointer<UInt8>, _ index: Int, depth: Int) -> Int {
    switch depth {
    case 8: return Int(line[index])
    case 16: return Int(line[index * 2]) << 8 | Int(line[index * 2 + 1])
    default:
      let bit = index * depth
      let shift = 8 - depth - bit % 8
      return (Int(line[bit / 8]) >> shift) & ((1 << depth) - 1)
    }
  }

  /// An 8- or 16-bit sample as 8 bits: 16-bit samples keep their high byte, which is within
  /// one step of exact rounding and is what most decoders do when stripping to 8 bits.
  func eightBits(_ sample: Int, depth: Int) -> UInt8 {
    UInt8(truncatingIfNeeded: depth == 16 ? sample >> 8 : sample)
  }
}

/// CRC-32 as PNG uses it (ISO 3309 / ITU-T V.42, reflected polynomial 0xEDB88320).
enum CRC32 {
  /// The CRC of every byte value, so each input byte costs one lookup rather than eight
  /// shifts.
  static let table: [UInt32] = (0..<256).map { byte in
    var value = UInt32(byte)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    guard let start = bytes.baseAddress else { return 0 }
    return table.withUnsafeBufferPointer { table in
      // Raw pointers skip the buffers' bounds checks, which debug builds keep.
      let lookup = table.baseAddress!
      var crc: UInt32 = 0xFFFF_FFFF
      var index = 0
      while index < bytes.count {
        crc = lookup[Int((crc ^ UInt32(start[index])) & 0xFF)] ^ (crc >> 8)
        index += 1
      }
      return crc ^ 0xFFFF_FFFF
    }
  }
}
