import Foundation
import Testing

@testable import PokedexTUI

struct RecordReplayOptionsTests {
  @Test func recordReplayAndSpeedAreParsed() throws {
    #expect(try Options.parse(["--record", "session.jsonl"]).get().recordPath == "session.jsonl")
    let replay = try Options.parse(["--replay", "s.jsonl", "--speed", "4"]).get()
    #expect(replay.replayPath == "s.jsonl")
    #expect(replay.speed == 4)
    #expect(try Options.parse(["--speed", "0.5", "--replay", "s.jsonl"]).get().speed == 0.5)
    #expect(try Options.parse(["--replay", "s.jsonl"]).get().speed == 1)
    #expect(try Options.parse([]).get().recordPath == nil)
    for flag in ["--record FILE", "--replay FILE", "--speed N"] {
      #expect(Usage.app(.english).contains(flag))
    }
  }

  @Test func badValuesSayWhatIsWrong() {
    func message(_ arguments: [String]) -> String? {
      if case .failure(let error) = Options.parse(arguments) { return error.message }
      return nil
    }
    #expect(message(["--record"]) == "--record needs a file to write, like --record session.jsonl")
    #expect(
      message(["--replay", "--speed", "2"])
        == "--replay needs a recording, like --replay session.jsonl")
    #expect(
      message(["--replay", "s.jsonl", "--speed", "0"])
        == "--speed needs a number above 0, like 4 or 0.5 (not '0')")
    #expect(
      message(["--replay", "s.jsonl", "--speed", "abc"])
        == "--speed needs a number above 0, like 4 or 0.5 (not 'abc')")
    #expect(
      message(["--replay", "s.jsonl", "--speed", "-2"])
        == "--speed needs a number above 0, like 4 or 0.5 (not '-2')")
    #expect(
      message(["--replay", "s.jsonl", "--speed", "inf"])
        == "--speed needs a number above 0, like 4 or 0.5 (not 'inf')")
    #expect(
      message(["--replay", "s.jsonl", "--speed"]) == "--speed needs a number above 0, like 4 or 0.5"
    )
    #expect(
      message(["--record", "a.jsonl", "--replay", "b.jsonl"])
        == "--record and --replay cannot be used together")
    #expect(message(["--speed", "2"]) == "--speed only applies to --replay")
  }

  @Test func unreadableRecordingsAndUnwritableFilesAreNamed() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/session.jsonl"
    #expect(
      TerminalApp.readRecording(missing).failure?.message
        == "cannot replay \(missing): no such file")
    #expect(
      TerminalApp.makeRecorder(missing).failure?.message
        == "cannot record to \(missing): No such file or directory")
    // In the display language, the file's own problem as it came.
    #expect(
      TerminalApp.readRecording(missing).failure?.message(in: .french)
        == "impossible de rejouer \(missing): no such file")

    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-bad-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try #require(try? TerminalApp.makeRecorder(url.path).get())
    _ = recorder
    let header = try String(contentsOf: url, encoding: .utf8)
    #expect(header.isEmpty)  // the header is written with the first action
    try "not a recording\n".write(to: url, atomically: true, encoding: .utf8)
    #expect(
      TerminalApp.readRecording(url.path).failure?.message
        == "cannot replay \(url.path), line 1: not a Loop recording (the first line must be its header)"
    )
    // `--record` naming a file that is not a recording keeps it, and says so.
    #expect(
      TerminalApp.makeRecorder(url.path).failure?.message
        == "cannot record to \(url.path): it holds something other than a Loop recording, so it "
        + "is left as it is (record to a new file, or move this one away first)")
    #expect(try String(contentsOf: url, encoding: .utf8) == "not a recording\n")
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
