import Foundation

/// A decoded PNG image as 8-bit RGBA pixels.
///
/// ```swift
/// let image = try PNGImage.decode(Data(contentsOf: url))
/// let corner = image[0, 0]  // RGBA(red: 0, green: 0, blue: 0, alpha: 0)
/// ```
///
/// Every PNG colour type and bit depth decodes to the same layout, so callers never deal with
/// palettes or 16-bit samples: 16-bit samples keep their high byte, grey levels below 8 bits
/// are scaled to the full 0–255 range, and `tRNS` transparency becomes alpha 0.
public struct PNGImage: Equatable, Sendable {
  /// The largest width or height ``decode(_:)`` accepts; larger images are rejected
  /// from their header, before any pixel memory is allocated. Sprites are 96×96.
  public static let maximumDimension = 4096

  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// Row-major RGBA samples, four bytes per pixel: `pixels[(y * width + x) * 4 + channel]`.
  public let pixels: [UInt8]

  /// An image from its pixels.
  ///
  /// - Precondition: `pixels.count == width * height * 4`, with non-negative sizes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0, "negative image size")
    precondition(pixels.count == width * height * 4, "pixels must hold width × height RGBA")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel in column `x`, row `y` (both from 0 at the top left).
  public subscript(x: Int, y: Int) -> RGBA {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
    let index = (y * width + x) * 4
    return RGBA(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }

  /// Decodes a PNG file.
  ///
  /// Supports colour types 0 (grey), 2 (RGB), 3 (palette, with `tRNS` alpha), 4 (grey and
  /// alpha) and 6 (RGBA) at every bit depth the specification allows for them, with or
  /// without Adam7 interlacing. Every chunk's CRC is checked; ancillary chunks other than
  /// `tRNS` are skipped, and an unknown critical chunk is an error.
  ///
  /// - Throws: ``PNGError`` saying what is wrong with the file. Malformed input never traps
  ///   or hangs, and memory for pixels is only allocated once the header is validated and the
  ///   image data has decompressed to exactly the size the header implies.
  public static func decode(_ data: [UInt8]) throws -> PNGImage {
    try data.withUnsafeBufferPointer { try PNGDecoder.decode($0) }
  }

  /// Decodes a PNG file held in `Data`; see ``decode(_:)``.
  public static func decode(_ data: Data) throws -> PNGImage {
    try decode([UInt8](data))
  }
}

/// Encoded as `{"width": 2, "height": 1, "rgba": "<base64>"}`: a sprite's 36,864 samples as
/// base64 rather than as a JSON array of numbers four times the size.
extension PNGImage: Codable {
  private enum CodingKeys: String, CodingKey { case width, height, rgba }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let width = try container.decode(Int.self, forKey: .width)
    let height = try container.decode(Int.self, forKey: .height)
    let encoded = try container.decode(String.self, forKey: .rgba)
    guard let data = Data(base64Encoded: encoded), width >= 0, height >= 0,
      width <= Self.maximumDimension, height <= Self.maximumDimension,
      data.count == width * height * 4
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .rgba, in: container, debugDescription: "not \(width)×\(height) RGBA pixels")
    }
    self.init(width: width, height: height, pixels: [UInt8](data))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(Data(pixels).base64EncodedString(), forKey: .rgba)
  }
}

/// An 8-bit-per-channel colour with alpha (0 is fully transparent).
public struct RGBA: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The colour without its alpha.
  public var rgb: RGB { RGB(red: red, green: green, blue: blue) }
}

/// An opaque 24-bit colour, as terminals draw it.
public struct RGB: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

/// Why a file could not be decoded as a PNG image. ``description`` reads as a sentence
/// fragment fit for a log or an error line.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file does not start with the PNG signature.
  case notPNG
  /// The file ends early; the text says where.
  case truncated(String)
  /// A chunk's stored CRC-32 does not match its type and data.
  case badCRC(chunk: String, expected: UInt32, actual: UInt32)
  /// A chunk is malformed, misplaced, repeated or missing; the text says which and how.
  case badChunk(String)
  /// A critical chunk this decoder does not know, so the image cannot be shown faithfully.
  case unknownCriticalChunk(String)
  /// The `IHDR` values are invalid or not a combination PNG allows.
  case badHeader(String)
  /// The declared size is over ``PNGImage/maximumDimension`` on a side.
  case tooLarge(width: Int, height: Int)
  /// The image data is not valid zlib data.
  case badCompressedData(InflateError)
  /// The image data decompresses to fewer bytes than the header implies.
  case imageDataTooShort(expected: Int, actual: Int)
  /// The image data decompresses to more bytes than the header implies.
  case imageDataTooLong(expected: Int)
  /// A scanline starts with a filter type other than 0–4.
  case badFilterType(Int, row: Int)
  /// A palette image refers to a colour the palette does not have.
  case badPaletteIndex(Int, paletteCount: Int)

  public var description: String {
    switch self {
    case .notPNG: "not a PNG file (the signature is missing)"
    case .truncated(let place): "the file is truncated \(place)"
    case .badCRC(let chunk, let expected, let actual):
      "the \(chunk) chunk is corrupt: its CRC is \(hex(expected)) but its bytes give \(hex(actual))"
    case .badChunk(let reason): "bad chunk: \(reason)"
    case .unknownCriticalChunk(let name): "unknown critical chunk \(name)"
    case .badHeader(let reason): "bad IHDR: \(reason)"
    case .tooLarge(let width, let height):
      "the image is \(width)×\(height), over the \(PNGImage.maximumDimension) pixel limit per side"
    case .badCompressedData(let error): "bad image data: \(error)"
    case .imageDataTooShort(let expected, let actual):
      "the image data is too short: \(actual) bytes where the header implies \(expected)"
    case .imageDataTooLong(let expected):
      "the image data is too long: over the \(expected) bytes the header implies"
    case .badFilterType(let type, let row): "scanline \(row) has unknown filter type \(type)"
    case .badPaletteIndex(let index, let count):
      "a pixel uses palette entry \(index) but the palette has \(count) colours"
    }
  }
}
