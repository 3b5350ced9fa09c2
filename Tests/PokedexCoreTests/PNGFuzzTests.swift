import Foundation
import PokedexCore
import TestServer
import Testing

/// Feeds the decoder damaged files and checks that each one either decodes to a consistent
/// image or throws a ``PNGError``; a crash, a hang or another error type fails the test.
///
/// The corpus is the shared sample sprites plus a few generated images (other colour types,
/// bit depths and Adam7, which the samples do not use). Where the shared copy is missing the
/// generated images alone are used, except in CI (`CI=true`), where the missing copy fails
/// the test.
///
/// Iteration `n` draws its mutations from `SeededRandom(seed: 0x5EED_0000 + n)`, so a failure
/// names an iteration that replays the same way on any machine, whatever the sharding.
/// `PNG_FUZZ_ITERATIONS` overrides the 100,000 iterations, e.g. for a longer local run.
@Suite struct PNGFuzzTests {
  static var iterations: Int {
    ProcessInfo.processInfo.environment["PNG_FUZZ_ITERATIONS"].flatMap(Int.init) ?? 100_000
  }

  static let baseSeed: UInt64 = 0x5EED_0000

  /// A file of the corpus, with its chunks and decompressed image data already split out so
  /// that structural mutations can rebuild a well-formed file around a changed part.
  struct Entry: Sendable {
    var name: String
    var file: [UInt8]
    var chunks: [Chunk]
    var imageData: [UInt8]
    /// `imageData` as one fixed-Huffman zlib stream, made once: the test's encoder is too slow
    /// in a debug build to run per iteration.
    var fixedStream: [UInt8]
  }

  struct Chunk: Sendable {
    var type: [UInt8]
    var data: [UInt8]
  }

  @Test(.timeLimit(.minutes(5)))
  func mutatedFilesDecodeOrThrow() async throws {
    let corpus = try Self.corpus()
    let iterations = Self.iterations
    // The work is independent per iteration, so it is spread over the cores.
    let shards = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
    let outcomes = await withTaskGroup(of: Outcome.self) { group in
      for shard in 0..<shards {
        group.addTask {
          await Self.onAThreadOfItsOwn {
            Self.run(corpus, iterations: stride(from: shard, to: iterations, by: shards))
          }
        }
      }
      var total = Outcome()
      for await outcome in group { total.merge(outcome) }
      return total
    }
    for failure in outcomes.failures.prefix(20) { Issue.record(Comment(rawValue: failure)) }
    print(
      "PNG fuzz: \(iterations) files, \(outcomes.decoded) decoded, \(outcomes.rejected) rejected; "
        + "errors seen: \(outcomes.kinds.sorted().joined(separator: ", "))")
    #expect(outcomes.failures.isEmpty)
    #expect(outcomes.decoded + outcomes.rejected == iterations)
    // The mutations must reach past the CRC check, or the fuzzing says little: a healthy
    // share of files decode, and many errors are about more than a CRC.
    if iterations >= 1000 {
      #expect(outcomes.decoded > iterations / 50, "\(outcomes.decoded) decoded")
      #expect(outcomes.kinds.count >= 8, "error kinds seen: \(outcomes.kinds.sorted())")
    }
  }

  struct Outcome: Sendable {
    var decoded = 0
    var rejected = 0
    var kinds: Set<String> = []
    var failures: [String] = []

    mutating func merge(_ other: Outcome) {
      decoded += other.decoded
      rejected += other.rejected
      kinds.formUnion(other.kinds)
      failures += other.failures
    }
  }

  /// `work`'s result, computed on a new thread rather than on Swift's cooperative pool. The
  /// pool has one thread per core and the shards one per core too: run there, they would hold
  /// every thread for their seconds of work (half a minute under the thread sanitizer), and
  /// every other test in the process would stall meanwhile, the timing ones failing (a request
  /// with a 100 ms timeout took over a minute).
  static func onAThreadOfItsOwn<Value: Sendable>(
    _ work: @escaping @Sendable () -> Value
  ) async -> Value {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: work()) }
    }
  }

  static func run(_ corpus: [Entry], iterations: StrideTo<Int>) -> Outcome {
    var outcome = Outcome()
    for iteration in iterations {
      var random = SeededRandom(seed: baseSeed &+ UInt64(iteration))
      let entry = corpus.randomElement(using: &random)!
      let file = mutate(entry, corpus: corpus, random: &random)
      do {
        let image = try PNGImage.decode(file)
        outcome.decoded += 1
        let sizeIsValid =
          (1...PNGImage.maximumDimension).contains(image.width)
          && (1...PNGImage.maximumDimension).contains(image.height)
          && image.pixels.count == image.width * image.height * 4
        if !sizeIsValid {
          outcome.failures.append(
            "iteration \(iteration) (\(entry.name)): a \(image.width)×\(image.height) image "
              + "with \(image.pixels.count) bytes of pixels")
        }
      } catch let error as PNGError {
        outcome.rejected += 1
        outcome.kinds.insert(kind(of: error))
      } catch {
        outcome.rejected += 1
        outcome.failures.append(
          "iteration \(iteration) (\(entry.name)): \(type(of: error)) is not a PNGError: \(error)")
      }
    }
    return outcome
  }

  /// The error's case name, to see which checks the fuzzing reaches.
  static func kind(of error: PNGError) -> String {
    switch error {
    case .notPNG: "notPNG"
    case .truncated: "truncated"
    case .badCRC: "badCRC"
    case .badChunk: "badChunk"
    case .unknownCriticalChunk: "unknownCriticalChunk"
    case .badHeader: "badHeader"
    case .tooLarge: "tooLarge"
    case .imageDataTooShort: "imageDataTooShort"
    case .imageDataTooLong: "imageDataTooLong"
    case .badFilterType: "badFilterType"
    case .badPaletteIndex: "badPaletteIndex"
    case .badCompressedData(let inner):
      switch inner {
      case .truncated: "inflate.truncated"
      case .badZlibHeader: "inflate.badZlibHeader"
      case .badBlockType: "inflate.badBlockType"
      case .storedLengthMismatch: "inflate.storedLengthMismatch"
      case .badCodeLengths: "inflate.badCodeLengths"
      case .badHuffmanCode: "inflate.badHuffmanCode"
      case .badSymbol: "inflate.badSymbol"
      case .distanceTooFarBack: "inflate.distanceTooFarBack"
      case .outputTooLong: "inflate.outputTooLong"
      case .adler32Mismatch: "inflate.adler32Mismatch"
      case .trailingData: "inflate.trailingData"
      }
    }
  }

  // MARK: Corpus

  static func corpus(sourceLocation: SourceLocation = #_sourceLocation) throws -> [Entry] {
    var files: [(String, [UInt8])] = []
    if SharedSprites.isAvailable || SharedPokeAPI.isCI {
      for path in SharedSprites.samplePaths {
        files.append((path, try SharedSprites.bytes(path, sourceLocation: sourceLocation)))
      }
    }
    files += generated()
    return try files.map { name, file in
      let chunks = parseChunks(file)
      let stream = chunks.filter { $0.type == Array("IDAT".utf8) }.flatMap(\.data)
      let imageData = try Inflate.zlib(stream)
      return Entry(
        name: name, file: file, chunks: chunks, imageData: imageData,
        fixedStream: TestPNG.zlib(imageData, .fixedHuffman))
    }
  }

  /// Small images in the formats the samples lack.
  static func generated() -> [(String, [UInt8])] {
    var random = SeededRandom(seed: 42)
    let formats: [(Int, Int, Bool, [UInt8]?)] = [
      (0, 1, true, [0, 1]), (0, 16, false, nil), (2, 8, true, [0, 1, 0, 2, 0, 3]),
      (2, 16, false, nil), (3, 2, true, [0, 128]), (4, 8, true, nil), (6, 16, true, nil),
      (3, 4, false, nil),
    ]
    return formats.enumerated().map { index, format in
      let (colorType, depth, interlaced, transparency) = format
      var source = TestPNG.Source(
        width: 9 + index, height: 7 + index % 3, colorType: colorType, bitDepth: depth,
        interlaced: interlaced, samples: [], transparency: transparency)
      let maximum = colorType == 3 ? 3 : (1 << depth) - 1
      source.samples = (0..<(source.width * source.height * source.channels)).map { _ in
        Int.random(in: 0...maximum, using: &random)
      }
      if colorType == 3 { source.palette = [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9] }
      let compression: TestPNG.Compression = index % 2 == 0 ? .fixedHuffman : .stored(blockSize: 40)
      return ("generated \(source)", TestPNG.encode(source, compression: compression, idatSize: 50))
    }
  }

  static func parseChunks(_ file: [UInt8]) -> [Chunk] {
    var chunks: [Chunk] = []
    var offset = 8
    while offset + 12 <= file.count {
      let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= file.count - offset - 12 else { break }
      chunks.append(
        Chunk(
          type: Array(file[(offset + 4)..<(offset + 8)]),
          data: Array(file[(offset + 8)..<(offset + 8 + length)])))
      offset += 12 + length
    }
    return chunks
  }

  // MARK: Mutations

  static func mutate(_ entry: Entry, corpus: [Entry], random: inout SeededRandom) -> [UInt8] {
    var file: [UInt8]
    // About half the mutations rebuild a well-formed file around a changed part, so that
    // they reach the header checks, the inflater, the filters and the pixel conversion;
    // the rest damage bytes anywhere, as a bad download would.
    switch Int.random(in: 0..<10, using: &random) {
    case 0..<5:
      file = structural(entry, random: &random)
    default:
      file = entry.file
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        raw(&file, corpus: corpus, random: &random)
      }
      // Repairing the CRCs afterwards lets byte damage inside chunks through to the parts
      // behind the CRC check.
      if Bool.random(using: &random) { repairCRCs(&file) }
    }
    return file
  }

  /// Byte-level damage: flips, interesting values, truncation, deletion, duplication and
  /// splices from another file.
  static func raw(_ file: inout [UInt8], corpus: [Entry], random: inout SeededRandom) {
    guard !file.isEmpty else { return }
    let position = Int.random(in: 0..<file.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      file[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
    case 1:
      file[position] = [0, 1, 0x7F, 0x80, 0xFF].randomElement(using: &random)!
    case 2:
      file[position] = UInt8.random(in: 0...255, using: &random)
    case 3:
      file.removeLast(file.count - position)
    case 4:
      let end = min(file.count, position + Int.random(in: 1...64, using: &random))
      file.removeSubrange(position..<end)
    case 5:
      let end = min(file.count, position + Int.random(in: 1...64, using: &random))
      file.insert(
        contentsOf: file[position..<end], at: Int.random(in: 0...file.count, using: &random))
    default:
      let donor = corpus.randomElement(using: &random)!.file
      let start = Int.random(in: 0..<donor.count, using: &random)
      let piece = donor[start..<min(donor.count, start + Int.random(in: 1...256, using: &random))]
      if Bool.random(using: &random) {
        file.insert(contentsOf: piece, at: position)
      } else {
        file.replaceSubrange(position..<min(file.count, position + piece.count), with: piece)
      }
    }
  }

  /// A well-formed file (right lengths and CRCs) with one part changed: a header field, the
  /// decompressed scanlines (filter types, samples, palette indices, length), a palette or
  /// tRNS chunk, or the order and number of chunks.
  static func structural(_ entry: Entry, random: inout SeededRandom) -> [UInt8] {
    var chunks = entry.chunks
    var imageData = entry.imageData
    var recompress = false
    let ihdr = Array("IHDR".utf8)
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      // A header field set to a random or boundary value.
      guard let index = chunks.firstIndex(where: { $0.type == ihdr }) else { break }
      let field = Int.random(in: 0..<13, using: &random)
      let values: [UInt8] = [0, 1, 2, 3, 4, 6, 8, 16, 0x10, 0x7F, 0xFF]
      chunks[index].data[field] = values.randomElement(using: &random)!
    case 1:
      // Width or height changed a little, so the data is slightly too long or short.
      guard let index = chunks.firstIndex(where: { $0.type == ihdr }) else { break }
      let field = Bool.random(using: &random) ? 3 : 7
      chunks[index].data[field] &+= UInt8.random(in: 1...3, using: &random)
    case 2:
      // Damaged scanlines, recompressed so that the zlib layer is valid.
      for _ in 0..<Int.random(in: 1...4, using: &random) where !imageData.isEmpty {
        let position = Int.random(in: 0..<imageData.count, using: &random)
        imageData[position] = UInt8.random(in: 0...255, using: &random)
      }
      recompress = true
    case 3:
      // Data one row's worth or a few bytes too long or short.
      if Bool.random(using: &random) {
        imageData += (0..<Int.random(in: 1...8, using: &random)).map { _ in 0 }
      } else {
        imageData.removeLast(min(imageData.count, Int.random(in: 1...8, using: &random)))
      }
      recompress = true
    case 4:
      // A chunk removed, duplicated or moved.
      let index = Int.random(in: 0..<chunks.count, using: &random)
      let chunk = chunks.remove(at: index)
      switch Int.random(in: 0..<3, using: &random) {
      case 0: break
      case 1:
        chunks.insert(chunk, at: index)
        chunks.insert(chunk, at: Int.random(in: 0...chunks.count, using: &random))
      default: chunks.insert(chunk, at: Int.random(in: 0...chunks.count, using: &random))
      }
    case 5:
      // A PLTE or tRNS chunk shortened or lengthened.
      let targets = chunks.indices.filter {
        chunks[$0].type == Array("PLTE".utf8) || chunks[$0].type == Array("tRNS".utf8)
      }
      guard let index = targets.randomElement(using: &random) else { break }
      let change = Int.random(in: -6...6, using: &random)
      if change < 0 {
        chunks[index].data.removeLast(min(chunks[index].data.count, -change))
      } else {
        chunks[index].data += (0..<change).map { _ in UInt8.random(in: 0...255, using: &random) }
      }
    case 6:
      // The zlib stream damaged behind a valid CRC.
      var stream = entry.fixedStream
      let position = Int.random(in: 0..<stream.count, using: &random)
      stream[position] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
      chunks.removeAll { $0.type == Array("IDAT".utf8) }
      chunks.insert(
        Chunk(type: Array("IDAT".utf8), data: stream), at: max(0, chunks.count - 1))
    default:
      // An unknown chunk, critical or ancillary.
      let name = Bool.random(using: &random) ? "ABCD" : "abcD"
      chunks.insert(
        Chunk(type: Array(name.utf8), data: [1, 2, 3]),
        at: Int.random(in: 0...chunks.count, using: &random))
    }
    if recompress {
      let stream = TestPNG.zlib(imageData, .stored(blockSize: 65535))
      chunks.removeAll { $0.type == Array("IDAT".utf8) }
      chunks.insert(
        Chunk(type: Array("IDAT".utf8), data: stream), at: max(0, chunks.count - 1))
    }
    return TestPNG.signature
      + chunks.flatMap { chunk in
        TestPNG.bigEndian(UInt32(chunk.data.count)) + chunk.type + chunk.data
          + TestPNG.bigEndian(crc32(chunk.type + chunk.data))
      }
  }

  /// Rewrites the CRC of every chunk whose length still fits in the file.
  static func repairCRCs(_ file: inout [UInt8]) {
    var offset = 8
    while offset + 12 <= file.count {
      let length = file[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= file.count - offset - 12 else { return }
      let crc = crc32(file[(offset + 4)..<(offset + 8 + length)])
      file.replaceSubrange(
        (offset + 8 + length)..<(offset + 12 + length), with: TestPNG.bigEndian(crc))
      offset += 12 + length
    }
  }

  /// CRC-32 through raw pointers and a `while` loop: the fuzz loop checksums megabytes in a
  /// debug build, where the generic version in ``TestPNG`` would dominate the run time.
  static func crc32(_ bytes: some Collection<UInt8>) -> UInt32 {
    TestPNG.crcTable.withUnsafeBufferPointer { table in
      let lookup = table.baseAddress!
      let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
        guard let start = buffer.baseAddress else { return UInt32(0) }
        var c: UInt32 = 0xFFFF_FFFF
        var index = 0
        while index < buffer.count {
          c = lookup[Int((c ^ UInt32(start[index])) & 0xFF)] ^ (c >> 8)
          index += 1
        }
        return c ^ 0xFFFF_FFFF
      }
      return contiguous ?? TestPNG.crc32(bytes)
    }
  }
}
