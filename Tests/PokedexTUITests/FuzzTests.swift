import Foundation
import Loop
import LoopRecording
import LoopTesting
import PokedexCore
import TestServer
import Testing

@testable import PokedexTUI

/// Issue #32, item 5: thousands of random and mutated inputs to the argument parsers and the
/// recording reader. Each must answer (a parse, or a failure with a message) without crashing
/// or hanging; a crash fails the whole run, a hang its time limit. The generator is seeded, so
/// a failure names the seed and replays.
@MainActor
@Suite(.isolatedShared)
struct FuzzTests {
  /// Words an argument list is made of: real flags, their values, broken ones and noise.
  static let words = [
    "show", "search", "sync", "--json", "--limit", "--lang", "es", "ja", "xx", "--source",
    "live", "embedded", "--api-url", "http://127.0.0.1:1", "not a url", "--no-color",
    "--record", "--replay", "--speed", "0", "-1", "4", "1e9", "nan", "--help", "-h",
    "--version", "--", "-", "=", "--limit=", "--lang=", "pikachu", "25", "#25", "",
    "\u{1B}[2J", "\u{0}", "ピカチュウ", String(repeating: "x", count: 5_000), "--from",
    "--output", "--sprites", "-o", "--x", "-abc",
  ]

  static func randomArguments(_ random: inout SeededGenerator) -> [String] {
    (0..<Int.random(in: 0...8, using: &random)).map { _ in
      var word = words.randomElement(using: &random)!
      if Int.random(in: 0..<4, using: &random) == 0 {
        // A random scalar somewhere in it.
        let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &random)) ?? "?"
        word.insert(Character(scalar), at: word.startIndex)
      }
      return word
    }
  }

  @Test func theArgumentParsersAnswerEveryInput_6000Inputs() {
    var random = SeededGenerator(seed: 26_032)
    var parsed = 0
    for _ in 0..<3_000 {
      let arguments = Self.randomArguments(&random)
      switch Options.parse(arguments, environment: ["LANG": "C.UTF-8"]) {
      case .success: parsed += 1
      case .failure(let error): #expect(!error.message.isEmpty, "\(arguments)")
      }
      let command = Bool.random(using: &random) ? "show" : "search"
      switch ShellOptions.parse(command: command, arguments, environment: [:]) {
      case .success: parsed += 1
      case .failure(let error): #expect(!error.message.isEmpty, "\(arguments)")
      }
    }
    #expect(parsed > 0)  // the generator makes valid lists too, not only noise
  }

  /// A short recorded session of the app, as the fuzzer's starting point.
  func sampleRecording() async throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-fuzz-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature().record(into: recorder)
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = TestClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 10))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.moveBy(3))
    await store.send(.toggleFavorite)
    await store.skipInFlightEffects()
    return try String(contentsOf: url, encoding: .utf8)
  }

  /// 3,000 mutations of a real recording (bytes flipped, inserted, cut, lines swapped or
  /// repeated): each reads as a recording or fails with a message naming a line.
  @Test func theRecordingReaderAnswersEveryInput_3000Inputs() async throws {
    let sample = Array(try await sampleRecording().utf8)
    #expect(
      try Recording<ScreenFeature.Action>(text: String(decoding: sample, as: UTF8.self))
        .entries.count > 2)
    var random = SeededGenerator(seed: 3_200)
    var read = 0
    for round in 0..<3_000 {
      var bytes = sample
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        Self.mutate(&bytes, &random)
      }
      do {
        _ = try Recording<ScreenFeature.Action>(text: String(decoding: bytes, as: UTF8.self))
        read += 1
      } catch {
        #expect(!error.message.isEmpty, "round \(round)")
      }
    }
    #expect(read < 3_000)  // mutations do break recordings: the reader is exercised
  }

  /// One random change to `bytes`.
  static func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
    guard !bytes.isEmpty else {
      bytes = [UInt8.random(in: 0...255, using: &random)]
      return
    }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    switch Int.random(in: 0..<7, using: &random) {
    case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
    case 1: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
    case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
    case 3: bytes = Array(bytes[..<at])  // cut short
    case 4:  // a structural character where it does not belong
      bytes[at] = Array("{}[]\",:\n0-e".utf8).randomElement(using: &random)!
    case 5:  // a line repeated (found in a loop: `split` is slow in a debug build)
      var ends: [Int] = []
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") { ends.append(index) }
        index += 1
      }
      ends.append(bytes.count)
      let line = Int.random(in: 0..<ends.count, using: &random)
      let start = line == 0 ? 0 : ends[line - 1] + 1
      bytes += [UInt8(ascii: "\n")] + bytes[start..<ends[line]]
    default:  // a huge number or string
      let junk = Array((Bool.random(using: &random) ? "9" : "a").utf8)
      bytes.insert(contentsOf: Array(repeating: junk[0], count: 10_000), at: at)
    }
  }
}
