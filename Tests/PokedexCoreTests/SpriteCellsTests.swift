import PokedexCore
import Testing

/// Cropping, integer downscaling and the half-block layout the terminal draws sprites with.
@Suite struct SpriteCellsTests {
  static let clear: [UInt8] = [0, 0, 0, 0]
  static let red: [UInt8] = [255, 0, 0, 255]
  static let blue: [UInt8] = [0, 0, 255, 255]
  static let green: [UInt8] = [0, 128, 0, 255]

  /// An image from rows of RGBA pixels.
  static func image(_ rows: [[[UInt8]]]) -> PNGImage {
    PNGImage(
      width: rows.first?.count ?? 0, height: rows.count, pixels: Array(rows.joined().joined()))
  }

  static let redRGB = RGB(red: 255, green: 0, blue: 0)
  static let blueRGB = RGB(red: 0, green: 0, blue: 255)
  static let greenRGB = RGB(red: 0, green: 128, blue: 0)

  @Test func opaqueBoundsAndCrop() {
    let picture = Self.image([
      [Self.clear, Self.clear, Self.clear, Self.clear],
      [Self.clear, Self.red, Self.clear, Self.clear],
      [Self.clear, Self.clear, Self.blue, Self.clear],
    ])
    #expect(picture.opaqueBounds == PixelRect(x: 1, y: 1, width: 2, height: 2))
    let cropped = picture.croppedToOpaqueBounds()
    #expect(cropped == Self.image([[Self.red, Self.clear], [Self.clear, Self.blue]]))
    #expect(
      picture.cropped(to: PixelRect(x: 2, y: 2, width: 2, height: 1))
        == Self.image([[Self.blue, Self.clear]]))
    // Any alpha above 0 counts as opaque.
    let faint = Self.image([[Self.clear, [9, 9, 9, 1]]])
    #expect(faint.opaqueBounds == PixelRect(x: 1, y: 0, width: 1, height: 1))
  }

  @Test func fullyTransparentImage() {
    let empty = Self.image([[Self.clear, Self.clear], [Self.clear, Self.clear]])
    #expect(empty.opaqueBounds == nil)
    #expect(empty.croppedToOpaqueBounds() == PNGImage(width: 0, height: 0, pixels: []))
    let cells = SpriteCells.fitting(empty, columns: 10, rows: 10)
    #expect(cells.width == 0 && cells.rows.isEmpty)
  }

  @Test func downscaleKeepsTheMostCommonOpaqueColour() {
    let picture = Self.image([
      // Block (0, 0): 3 red, 1 blue → red. Block (1, 0): 1 opaque of 4 → transparent.
      [Self.red, Self.blue, Self.green, Self.clear],
      [Self.red, Self.red, Self.clear, Self.clear],
      // Block (0, 1): 2 opaque of 4 (a tie, blue first) → blue. Block (1, 1): 2 green, 2 blue,
      // green first → green.
      [Self.clear, Self.blue, Self.green, Self.blue],
      [Self.red, Self.clear, Self.blue, Self.green],
    ])
    #expect(picture.downscaled(by: 1) == picture)
    #expect(
      picture.downscaled(by: 2)
        == Self.image([[Self.red, Self.clear], [Self.blue, Self.green]]))
    // One block of all 16: red 4, blue 4, green 3; the tie goes to red, first in reading order.
    #expect(picture.downscaled(by: 4) == Self.image([[Self.red]]))
  }

  @Test func downscaleCoversPartialEdgeBlocks() {
    // 5 × 3 by 2 gives 3 × 2; the right column and bottom row are partial blocks.
    let picture = Self.image([
      [Self.clear, Self.clear, Self.clear, Self.clear, Self.red],
      [Self.clear, Self.clear, Self.clear, Self.clear, Self.clear],
      [Self.blue, Self.clear, Self.clear, Self.clear, Self.green],
    ])
    #expect(
      picture.downscaled(by: 2)
        == Self.image([
          [Self.clear, Self.clear, Self.red],
          [Self.blue, Self.clear, Self.green],
        ]))
  }

  @Test func halfBlockCells() {
    let picture = Self.image([
      [Self.red, Self.clear],
      [Self.blue, Self.green],
      [Self.clear, Self.green],
    ])
    let cells = SpriteCells(picture)
    #expect(cells.width == 2)
    #expect(cells.height == 2)
    #expect(
      cells.rows == [
        [
          SpriteCells.Cell(top: Self.redRGB, bottom: Self.blueRGB),
          SpriteCells.Cell(top: nil, bottom: Self.greenRGB),
        ],
        // The odd last pixel row: bottoms are transparent.
        [
          SpriteCells.Cell(top: nil, bottom: nil),
          SpriteCells.Cell(top: Self.greenRGB, bottom: nil),
        ],
      ])
  }

  @Test func scaleFactor() {
    #expect(SpriteCells.scaleFactor(width: 48, height: 50, columns: 80, rows: 40) == 1)
    #expect(SpriteCells.scaleFactor(width: 48, height: 50, columns: 80, rows: 25) == 1)
    #expect(SpriteCells.scaleFactor(width: 48, height: 50, columns: 80, rows: 24) == 2)
    #expect(SpriteCells.scaleFactor(width: 48, height: 50, columns: 47, rows: 40) == 2)
    #expect(SpriteCells.scaleFactor(width: 96, height: 96, columns: 1, rows: 1) == 96)
  }

  @Test func fittingCropsThenScales() {
    // A 2×2 red square with a transparent margin, in a 1 × 1 cell box: crop to 2×2, then
    // halve to one pixel, drawn as the top half of one cell.
    let picture = Self.image([
      [Self.clear, Self.clear, Self.clear, Self.clear],
      [Self.clear, Self.red, Self.red, Self.clear],
      [Self.clear, Self.red, Self.red, Self.clear],
    ])
    let cells = SpriteCells.fitting(picture, columns: 1, rows: 1)
    #expect(cells.rows == [[SpriteCells.Cell(top: Self.redRGB, bottom: nil)]])
    #expect(SpriteCells.fitting(picture, columns: 0, rows: 5).rows.isEmpty)
    #expect(
      SpriteCells.fitting(picture, columns: 2, rows: 1).rows == [
        [
          SpriteCells.Cell(top: Self.redRGB, bottom: Self.redRGB),
          SpriteCells.Cell(top: Self.redRGB, bottom: Self.redRGB),
        ]
      ])
  }

  @Test(.requiresSharedSprites, arguments: PNGSampleTests.samples)
  func opaqueBoundsOfTheSamples(_ sample: PNGSampleTests.Sample) throws {
    let image = try PNGImage.decode(try SharedSprites.bytes(sample.path))
    let bounds = try #require(image.opaqueBounds)
    #expect(
      PNGSampleTests.Box(x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height)
        == sample.bounds)
    let cropped = image.croppedToOpaqueBounds()
    #expect(cropped.width == sample.bounds.width && cropped.height == sample.bounds.height)
    #expect(
      cropped.opaqueBounds == PixelRect(x: 0, y: 0, width: cropped.width, height: cropped.height))
  }

  @Test(.requiresSharedSprites)
  func spriteBecomesHalfBlockCells() throws {
    let image = try PNGImage.decode(try SharedSprites.bytes("pokemon/25.png"))
    let cells = SpriteCells.fitting(image, columns: 80, rows: 40)
    // Cropped to 48×50 and drawn at full size: 48 columns, 25 rows.
    #expect(cells.width == 48)
    #expect(cells.height == 25)
    let yellow = RGB(red: 246, green: 230, blue: 82)
    #expect(cells.rows.joined().contains { $0.top == yellow || $0.bottom == yellow })
    // The crop leaves no fully transparent edge.
    #expect(cells.rows.first!.contains { $0.top != nil })
    #expect(cells.rows.joined().contains { $0.top == nil && $0.bottom == nil })

    let small = SpriteCells.fitting(image, columns: 30, rows: 10)
    // 50 pixel rows in 10 cell rows (20 pixels) needs a factor of 3: 16 × 17 pixels.
    #expect(small.width == 16)
    #expect(small.height == 9)
  }
}
