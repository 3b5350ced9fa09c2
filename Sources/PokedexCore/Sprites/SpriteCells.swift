/// A sprite laid out for a text terminal with upper-half-block characters (`▀`): each cell
/// shows two pixels, the top one as the character's foreground colour and the bottom one as
/// its background colour.
///
/// ```swift
/// let image = try PNGImage.decode(spriteData)
/// let cells = SpriteCells.fitting(image, columns: 40, rows: 20)
/// for (row, line) in cells.rows.enumerated() {
///   for (column, cell) in line.enumerated() {
///     // cell.top → foreground of "▀", cell.bottom → background; nil → leave the terminal's
///     // own background showing.
///   }
/// }
/// ```
///
/// This is a plain value with no terminal types, so that the terminal code can map it to its
/// own cells and colour modes.
public struct SpriteCells: Equatable, Sendable {
  /// One character cell: two vertically stacked pixels. `nil` is a transparent pixel.
  public struct Cell: Hashable, Sendable {
    /// The upper pixel: the foreground colour of `▀`.
    public var top: RGB?
    /// The lower pixel: the background colour of `▀`.
    public var bottom: RGB?

    public init(top: RGB?, bottom: RGB?) {
      self.top = top
      self.bottom = bottom
    }
  }

  /// Cells across (the image's width in pixels).
  public let width: Int
  /// Rows of cells from the top; each row holds ``width`` cells and covers two pixel rows.
  public let rows: [[Cell]]

  /// Cells down: half the image's height, rounded up.
  public var height: Int { rows.count }

  /// The cells for every pixel of `image`, at one pixel per half cell.
  ///
  /// Any pixel with alpha above 0 is drawn, at full strength: the terminal's background
  /// colour is unknown, so there is nothing to blend with (PokeAPI's sprites only use alpha
  /// 0 and 255). An odd last pixel row leaves the bottom halves of the last cell row
  /// transparent.
  public init(_ image: PNGImage) {
    func color(_ x: Int, _ y: Int) -> RGB? {
      guard y < image.height else { return nil }
      let pixel = image[x, y]
      return pixel.alpha > 0 ? pixel.rgb : nil
    }
    width = image.width
    rows = stride(from: 0, to: image.height, by: 2).map { y in
      (0..<image.width).map { x in Cell(top: color(x, y), bottom: color(x, y + 1)) }
    }
  }

  /// `image` cropped to its opaque pixels, then shrunk by the smallest integer factor that
  /// fits it in `columns × rows` cells (a cell is one pixel wide and two pixels tall).
  ///
  /// Empty when the box has no room or the image is entirely transparent.
  public static func fitting(_ image: PNGImage, columns: Int, rows: Int) -> SpriteCells {
    let cropped = image.croppedToOpaqueBounds()
    guard columns > 0, rows > 0, cropped.width > 0 else {
      return SpriteCells(PNGImage(width: 0, height: 0, pixels: []))
    }
    let factor = scaleFactor(
      width: cropped.width, height: cropped.height, columns: columns, rows: rows)
    return SpriteCells(cropped.downscaled(by: factor))
  }

  /// The smallest integer factor that shrinks a `width × height` image into `columns × rows`
  /// half-block cells. Integer factors keep pixel art's pixels square and its edges sharp.
  ///
  /// - Precondition: every argument is at least 1.
  public static func scaleFactor(width: Int, height: Int, columns: Int, rows: Int) -> Int {
    precondition(width > 0 && height > 0 && columns > 0 && rows > 0, "sizes must be positive")
    func ceilingDivision(_ value: Int, _ divisor: Int) -> Int { (value + divisor - 1) / divisor }
    let across = ceilingDivision(width, columns)
    let down = ceilingDivision(height, rows * 2)
    return max(across, down)
  }
}

/// A rectangle of pixels: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelRect: Hashable, Sendable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

extension PNGImage {
  /// The smallest rectangle holding every pixel with alpha above 0; `nil` if there is none.
  public var opaqueBounds: PixelRect? {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    for y in 0..<height {
      for x in 0..<width where pixels[(y * width + x) * 4 + 3] > 0 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    guard maxX >= 0 else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// The part of the image inside `rect`.
  ///
  /// - Precondition: `rect` lies within the image.
  public func cropped(to rect: PixelRect) -> PNGImage {
    precondition(
      rect.x >= 0 && rect.y >= 0 && rect.width >= 0 && rect.height >= 0
        && rect.x + rect.width <= width && rect.y + rect.height <= height,
      "the crop rectangle is outside the image")
    var result: [UInt8] = []
    result.reserveCapacity(rect.width * rect.height * 4)
    for y in rect.y..<(rect.y + rect.height) {
      let start = (y * width + rect.x) * 4
      result.append(contentsOf: pixels[start..<(start + rect.width * 4)])
    }
    return PNGImage(width: rect.width, height: rect.height, pixels: result)
  }

  /// The image cropped to ``opaqueBounds``, so that a sprite's transparent margin does not
  /// take screen space; a 0×0 image if every pixel is transparent.
  public func croppedToOpaqueBounds() -> PNGImage {
    guard let bounds = opaqueBounds else { return PNGImage(width: 0, height: 0, pixels: []) }
    return cropped(to: bounds)
  }

  /// The image shrunk by an integer `factor`: each `factor × factor` block of pixels (smaller
  /// at the right and bottom edges when the size is not a multiple) becomes one pixel.
  ///
  /// The new pixel is a representative of its block, not an average: averaging would invent
  /// colours pixel art does not have and blur its outlines into its fill. The block is
  /// transparent when fewer than half of its pixels are opaque (alpha above 0); otherwise it
  /// takes the most common opaque colour of the block, the first in reading order on a tie,
  /// so the result is deterministic.
  ///
  /// - Precondition: `factor >= 1`.
  public func downscaled(by factor: Int) -> PNGImage {
    precondition(factor >= 1, "the scale factor must be at least 1")
    if factor == 1 { return self }
    let newWidth = (width + factor - 1) / factor
    let newHeight = (height + factor - 1) / factor
    var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
    var counts: [UInt32: Int] = [:]
    var order: [UInt32] = []
    for blockY in 0..<newHeight {
      for blockX in 0..<newWidth {
        counts.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        var blockSize = 0
        for y in (blockY * factor)..<min(height, (blockY + 1) * factor) {
          for x in (blockX * factor)..<min(width, (blockX + 1) * factor) {
            blockSize += 1
            let index = (y * width + x) * 4
            guard pixels[index + 3] > 0 else { continue }
            let key =
              UInt32(pixels[index]) << 24 | UInt32(pixels[index + 1]) << 16
              | UInt32(pixels[index + 2]) << 8 | UInt32(pixels[index + 3])
            if counts[key] == nil { order.append(key) }
            counts[key, default: 0] += 1
          }
        }
        guard order.count > 0, counts.values.reduce(0, +) * 2 >= blockSize else { continue }
        let most = counts.values.max()!
        let chosen = order.first { counts[$0] == most }!
        let target = (blockY * newWidth + blockX) * 4
        result[target] = UInt8(truncatingIfNeeded: chosen >> 24)
        result[target + 1] = UInt8(truncatingIfNeeded: chosen >> 16)
        result[target + 2] = UInt8(truncatingIfNeeded: chosen >> 8)
        result[target + 3] = UInt8(truncatingIfNeeded: chosen)
      }
    }
    return PNGImage(width: newWidth, height: newHeight, pixels: result)
  }
}
