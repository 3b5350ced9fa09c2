import PokedexCore
import Testing

/// The decoder against PokeAPI's real sprites in `../shared/pokeapi/sprites`, read in place.
///
/// The expected values come from an independent decoder run once: Python's `zlib.decompress`
/// on the joined IDAT data, the five filters undone by hand, palette entries looked up with
/// their tRNS alpha (missing alpha = 255), then, over the RGBA bytes, FNV-1a 64, the bounding
/// box of alpha > 0, the number of distinct opaque RGBA values and the most common one:
///
/// ```python
/// raw = zlib.decompress(b''.join(idat_chunks))
/// # per row: f = raw[y * (stride + 1)]; a/b/c = left/up/up-left; Paeth ties go a, b, c
/// rgba = b''.join(plte[3*i:3*i+3] + bytes([trns[i] if i < len(trns) else 255]) for i in rows)
/// fnv = 0xcbf29ce484222325; for c in rgba: fnv = ((fnv ^ c) * 0x100000001b3) % 2**64
/// ```
@Suite struct PNGSampleTests {
  struct Sample: Sendable, CustomTestStringConvertible {
    var path: String
    var fingerprint: UInt64
    /// The bounding box of the pixels with alpha above 0.
    var bounds: Box
    var opaqueCount: Int
    var colorCount: Int
    /// The first opaque pixel in reading order.
    var first: (x: Int, y: Int, color: RGBA)
    /// A colour with the most pixels (906 has two).
    var mostCommon: RGBA

    var testDescription: String { path }
  }

  static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: 255)
  }

  /// A pixel rectangle: columns `x..<x + width`, rows `y..<y + height`.
  struct Box: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  static func box(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Box {
    Box(x: x, y: y, width: width, height: height)
  }

  static let samples: [Sample] = [
    Sample(
      path: "pokemon/1.png", fingerprint: 0x15ac_6c68_b384_c18c, bounds: box(29, 30, 39, 36),
      opaqueCount: 824, colorCount: 14, first: (47, 30, rgb(82, 98, 41)),
      mostCommon: rgb(57, 148, 148)),
    Sample(
      path: "pokemon/4.png", fingerprint: 0x0d15_c65a_e907_9ac1, bounds: box(31, 27, 34, 42),
      opaqueCount: 784, colorCount: 15, first: (38, 27, rgb(139, 41, 0)),
      mostCommon: rgb(255, 148, 65)),
    Sample(
      path: "pokemon/6.png", fingerprint: 0x2ae1_bd2a_48d3_93c8, bounds: box(9, 9, 76, 79),
      opaqueCount: 3723, colorCount: 14, first: (65, 9, rgb(230, 65, 16)),
      mostCommon: rgb(238, 131, 41)),
    Sample(
      path: "pokemon/7.png", fingerprint: 0x9bc0_5f6f_2bc7_25fc, bounds: box(29, 30, 41, 38),
      opaqueCount: 846, colorCount: 14, first: (38, 30, rgb(65, 115, 98)),
      mostCommon: rgb(90, 172, 156)),
    Sample(
      path: "pokemon/25.png", fingerprint: 0x786b_67e0_8188_fb0d, bounds: box(23, 24, 48, 50),
      opaqueCount: 1193, colorCount: 12, first: (31, 24, rgb(41, 41, 41)),
      mostCommon: rgb(246, 230, 82)),
    Sample(
      path: "pokemon/133.png", fingerprint: 0xf841_a5ef_0031_95bd, bounds: box(24, 28, 48, 42),
      opaqueCount: 914, colorCount: 10, first: (39, 28, rgb(164, 98, 74)),
      mostCommon: rgb(213, 156, 74)),
    Sample(
      path: "pokemon/150.png", fingerprint: 0x5546_c70b_5365_d04b, bounds: box(17, 15, 63, 65),
      opaqueCount: 1542, colorCount: 11, first: (53, 15, rgb(131, 123, 156)),
      mostCommon: rgb(222, 213, 230)),
    Sample(
      path: "pokemon/658.png", fingerprint: 0x0168_3567_53ca_05d0, bounds: box(10, 15, 75, 65),
      opaqueCount: 2064, colorCount: 15, first: (25, 15, rgb(27, 42, 89)),
      mostCommon: rgb(46, 73, 153)),
    Sample(
      path: "pokemon/700.png", fingerprint: 0x6c08_716d_574e_ab99, bounds: box(28, 19, 43, 58),
      opaqueCount: 1379, colorCount: 12, first: (34, 19, rgb(138, 40, 67)),
      mostCommon: rgb(255, 245, 245)),
    Sample(
      path: "pokemon/906.png", fingerprint: 0xdd5c_a925_a96c_8c18, bounds: box(29, 26, 38, 43),
      opaqueCount: 963, colorCount: 18, first: (39, 26, rgb(63, 86, 54)),
      mostCommon: rgb(170, 184, 143)),
    Sample(
      path: "pokemon/1000.png", fingerprint: 0xf08c_95dd_1448_b9bd, bounds: box(23, 10, 49, 75),
      opaqueCount: 1571, colorCount: 15, first: (46, 10, rgb(145, 114, 40)),
      mostCommon: rgb(255, 213, 45)),
    Sample(
      path: "pokemon/1025.png", fingerprint: 0x1e91_9843_1c67_1c3d, bounds: box(16, 24, 64, 48),
      opaqueCount: 1888, colorCount: 11, first: (23, 24, rgb(43, 42, 44)),
      mostCommon: rgb(255, 132, 197)),
    Sample(
      path: "pokemon/shiny/25.png", fingerprint: 0xf68f_806f_3fd4_9137,
      bounds: box(23, 24, 48, 50), opaqueCount: 1193, colorCount: 12,
      first: (31, 24, rgb(41, 41, 41)), mostCommon: rgb(255, 197, 49)),
  ]

  @Test(.requiresSharedSprites, arguments: samples)
  func decodesTheSample(_ sample: Sample) throws {
    let image = try PNGImage.decode(try SharedSprites.bytes(sample.path))
    #expect(image.width == 96)
    #expect(image.height == 96)
    #expect(image.pixels.count == 96 * 96 * 4)
    for (x, y) in [(0, 0), (95, 0), (0, 95), (95, 95)] {
      #expect(image[x, y].alpha == 0, "corner (\(x), \(y)) is transparent")
    }
    #expect(fnv1a(image.pixels) == sample.fingerprint)

    var counts: [RGBA: Int] = [:]
    var first: (Int, Int, RGBA)?
    var (minX, minY, maxX, maxY) = (96, 96, -1, -1)
    for y in 0..<96 {
      for x in 0..<96 where image[x, y].alpha > 0 {
        counts[image[x, y], default: 0] += 1
        if first == nil { first = (x, y, image[x, y]) }
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
    let bounds = Box(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    #expect(bounds == sample.bounds)
    #expect(counts.values.reduce(0, +) == sample.opaqueCount)
    #expect(counts.count == sample.colorCount)
    // Compared by count: 906 has two colours tied for the most pixels.
    #expect(counts[sample.mostCommon] == counts.values.max())
    #expect(first?.0 == sample.first.x && first?.1 == sample.first.y)
    #expect(first?.2 == sample.first.color)
    // PokeAPI's sprites are hard-edged: every pixel is fully opaque or fully transparent.
    #expect(
      stride(from: 3, to: image.pixels.count, by: 4).allSatisfy {
        image.pixels[$0] == 0 || image.pixels[$0] == 255
      })
  }

  @Test(.requiresSharedSprites)
  func shinyPikachuDiffersOnlyInColour() throws {
    let normal = try PNGImage.decode(try SharedSprites.bytes("pokemon/25.png"))
    let shiny = try PNGImage.decode(try SharedSprites.bytes("pokemon/shiny/25.png"))
    for index in stride(from: 3, to: normal.pixels.count, by: 4) {
      #expect(normal.pixels[index] == shiny.pixels[index])
    }
    #expect(normal.pixels != shiny.pixels)
  }
}
