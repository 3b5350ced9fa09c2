import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// Issue #32, item 5: thousands of mutated PokeAPI responses through the decoder the live
/// client and the sync use. Each decodes, or fails with a `PokeAPIFailure` whose words (as the
/// screen and the sync show them) say what was wrong; none crashes or hangs. Seeded, so a
/// failure replays.
struct ResponseFuzzTests {
  /// Real responses of each shape the client reads, from the fixtures.
  static func sample(_ path: String) throws -> [UInt8] {
    Array(
      try Data(
        contentsOf: PackagePaths.pokeAPIFixtures.appending(path: "api/v2/\(path)/index.json")))
  }

  @Test func everyMutatedResponseDecodesOrSaysWhatIsWrong_4000Inputs() throws {
    let shapes: [(String, ([UInt8]) throws -> Void)] = [
      ("pokemon-species", { try Self.decode(PokeAPIWire.Page.self, $0) }),
      ("pokemon-species/1", { try Self.decode(PokeAPIWire.DetailedSpecies.self, $0) }),
      ("pokemon/1", { try Self.decode(PokeAPIWire.Pokemon.self, $0) }),
      ("evolution-chain/1", { try Self.decode(PokeAPIWire.EvolutionChain.self, $0) }),
    ]
    var random = SeededGenerator(seed: 3_232)
    var decoded = 0
    var failures = Set<String>()
    for (path, decodeShape) in shapes {
      let sample = try Self.sample(path)
      try decodeShape(sample)  // the sample itself is a valid response
      for _ in 0..<1_000 {
        var bytes = sample
        for _ in 0..<Int.random(in: 1...4, using: &random) { Self.mutate(&bytes, &random) }
        do {
          try decodeShape(bytes)
          decoded += 1
        } catch let failure as PokeAPIFailure {
          let words = SyncError(failure).description
          #expect(!words.isEmpty)
          failures.insert("\(failure.kind)".prefix(12).description)
        }
      }
    }
    #expect(decoded < 4_000)
    // Empty, cut short, not JSON and the wrong shape all came up, each told apart.
    #expect(failures.count >= 3, "\(failures)")
  }

  static func decode<Value: Decodable>(_ type: Value.Type, _ bytes: [UInt8]) throws {
    _ = try PokeAPIFetcher.decode(type, from: Data(bytes), url: nil)
  }

  static func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
    guard !bytes.isEmpty else { return }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
    case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
    case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...32, using: &random)))
    case 3: bytes = Array(bytes[..<at])
    case 4: bytes[at] = Array("{}[]\",:0-e ".utf8).randomElement(using: &random)!
    default:
      let junk: UInt8 = Bool.random(using: &random) ? UInt8(ascii: "9") : UInt8(ascii: "[")
      bytes.insert(contentsOf: Array(repeating: junk, count: 5_000), at: at)
    }
  }
}
