import Foundation
import Loop
import LoopTesting
import Testing

@testable import LoopRecording

/// A timer that ticks once a second on the injected clock, and a set of tags (a `Set` encodes
/// in hash order, which a recording must not depend on).
///
/// Recording needs `Action: Codable` and `State: Encodable`, checked when the code compiles:
/// with a non-Codable action, `Stopwatch().record(into:)` is an error ("requires that
/// 'Stopwatch.Action' conform to 'Encodable'"), so there is no run-time case to test.
struct Stopwatch: Reducer {
  struct State: Equatable, Encodable {
    var elapsed = 0
    var isRunning = false
    var tags: Set<String> = []
    var lap: Lap?
  }
  struct Lap: Equatable, Codable {
    var number: Int
    var at: Int
  }
  enum Action: Equatable, Codable {
    case startTapped
    case ticked
    case stopTapped
    case tagged(String)
    case lapTapped(number: Int)
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTapped:
      state.isRunning = true
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.ticked)
        }
      }
      .cancellable(id: CancelID.timer)
    case .ticked:
      state.elapsed += 1
      return .none
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .tagged(let tag):
      state.tags.insert(tag)
      return .none
    case .lapTapped(let number):
      state.lap = Lap(number: number, at: state.elapsed)
      return .none
    }
  }
}

@MainActor
@Suite(.isolatedShared)
struct RecordReplayTests {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("loop-recording-\(UUID().uuidString).jsonl")

  /// Records a session with a TestStore (so effects run deterministically) and returns the
  /// recorded store's final state.
  func recordSession() async throws -> Stopwatch.State {
    let recorder = try ActionRecorder(url: url)
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch().record(into: recorder)
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.tagged("zeta"))
    await store.send(.startTapped)
    await clock.advance(by: .seconds(3))
    await store.receive(.ticked)
    await store.receive(.ticked)
    await store.receive(.ticked)
    await store.send(.lapTapped(number: 1))
    await store.send(.tagged("alpha"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.stopTapped)
    #expect(recorder.problem == nil)
    #expect(recorder.count == 8)
    return store.state
  }

  @Test func aRecordedSessionReplaysToTheSameStates() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    let recorded = try await recordSession()
    let recording = try Recording<Stopwatch.Action>(contentsOf: url)
    #expect(
      recording.entries.map(\.action) == [
        .tagged("zeta"), .startTapped, .ticked, .ticked, .ticked, .lapTapped(number: 1),
        .tagged("alpha"), .stopTapped,
      ])
    #expect(recording.entries.map(\.time) == [0, 0, 1, 2, 3, 3, 3, 3.5].map { .seconds($0) })
    #expect(recording.entries.map(\.line) == Array(2...9))

    let replay = Replay(recording, initialState: Stopwatch.State()) { Stopwatch() }
    let final = try await replay.run()
    #expect(final == recorded)
    #expect(final.elapsed == 3 && final.tags == ["alpha", "zeta"] && !final.isRunning)
    // The clock followed the recorded times; the timer effect never ran.
    #expect(replay.clock.now == ClockOffset(offset: .milliseconds(3500)))
    #expect(replay.clock.pendingSleepCount == 0)
  }

  @Test func aTamperedRecordingStopsAtTheFirstDivergingActionWithAFieldDiff() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try await recordSession()
    var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    // Line 7 is action 5, the lap: pretend lap 2 was pressed.
    #expect(lines[6].contains("\"lapTapped\":{\"number\":1}"))
    lines[6] = lines[6].replacingOccurrences(of: "\"number\":1}", with: "\"number\":2}")
    // A later change must not be reported: the replay stops at the first one.
    lines[7] = lines[7].replacingOccurrences(of: "\"alpha\"", with: "\"omega\"")
    let recording = try Recording<Stopwatch.Action>(
      text: lines.joined(separator: "\n"), fileName: "session.jsonl")

    let replay = Replay(recording, initialState: Stopwatch.State()) { Stopwatch() }
    let error = await #expect(throws: RecordingDivergence.self) { try await replay.run() }
    #expect(error?.index == 5)
    #expect(error?.line == 7)
    #expect(error?.action == "LoopTests.Stopwatch.Action.lapTapped(number: 2)")
    #expect(
      error?.fields == [.init(path: "lap.number", recorded: "1", replayed: "2")])
    #expect(
      error?.description == """
        replay diverged after action 5 (session.jsonl, line 7): LoopTests.Stopwatch.Action.lapTapped(number: 2)
          lap.number: recorded 1, replayed 2
        """)
  }

  @Test func aDifferentStartingStateIsReportedBeforeTheFirstAction() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try await recordSession()
    let recording = try Recording<Stopwatch.Action>(contentsOf: url)
    let replay = Replay(recording, initialState: Stopwatch.State(elapsed: 7)) { Stopwatch() }
    let error = await #expect(throws: RecordingDivergence.self) { try await replay.run() }
    #expect(error?.index == nil)
    #expect(error?.line == 1)
    #expect(error?.fields == [.init(path: "elapsed", recorded: "0", replayed: "7")])
  }

  /// A recording whose lines end "\r\n" (saved by an editor on Windows) reads as the file did,
  /// and a line of only white space (Unicode's too) is skipped without shifting line numbers.
  @Test func aRecordingWithWindowsLineEndingsReadsTheSame() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try await recordSession()
    let text = try String(contentsOf: url, encoding: .utf8)
    let original = try Recording<Stopwatch.Action>(text: text)
    var lines = text.components(separatedBy: "\n")
    lines.insert(" \t\u{00A0}", at: 3)
    let windows = try Recording<Stopwatch.Action>(text: lines.joined(separator: "\r\n"))
    #expect(windows.entries.map(\.action) == original.entries.map(\.action))
    #expect(windows.entries.map(\.time) == original.entries.map(\.time))
    #expect(
      windows.entries.map(\.line) == original.entries.map { $0.line < 4 ? $0.line : $0.line + 1 })
    #expect(windows.entries.count == 8)
  }

  /// The reader's line cutter gives the lines `split` at newline bytes gives, empty ones
  /// included (none lost, none joined, a final newline leaving an empty last line): 2,000
  /// seeded byte strings, newlines and carriage returns frequent, empty and all-newline ones
  /// among them.
  @Test func linesAreCutAsSplitWouldCutThem_2000Strings() {
    var random = SeededRandom(seed: 0x11E5)
    let alphabet: [UInt8] = [10, 10, 13, 32, 97, 123, 125, 0xE3]
    for round in 0..<2_000 {
      let bytes = (0..<random.next(40)).map { _ in alphabet[random.next(alphabet.count)] }
      let expected = bytes.split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
      let cut = Recording<Int>.lineRanges(bytes).map { Array(bytes[$0]) }
      #expect(cut == expected, "round \(round): \(bytes)")
    }
  }

  @Test func aMalformedLineIsReportedWithItsNumber() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try await recordSession()
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    func read(replacingLine number: Int, with text: String) -> RecordingError? {
      var edited = lines
      edited[number - 1] = text
      do {
        _ = try Recording<Stopwatch.Action>(
          text: edited.joined(separator: "\n"), fileName: "s.jsonl")
        return nil
      } catch {
        return error
      }
    }
    #expect(
      read(replacingLine: 4, with: "{\"index\": 2, oops")?.description
        == "s.jsonl, line 4: not valid JSON")
    #expect(
      read(replacingLine: 5, with: lines[4].replacingOccurrences(of: "\"hash\"", with: "\"hush\""))
        == RecordingError(file: "s.jsonl", line: 5, message: "missing \"hash\""))
    let unknownAction = read(
      replacingLine: 3, with: lines[2].replacingOccurrences(of: "startTapped", with: "explode"))
    #expect(unknownAction?.line == 3)
    #expect(unknownAction?.message.hasPrefix("unexpected value at action") == true)
    #expect(
      read(replacingLine: 6, with: lines[6])
        == RecordingError(
          file: "s.jsonl", line: 6, message: "action index 5 where 4 was expected"))
    #expect(
      read(replacingLine: 1, with: "{}")
        == RecordingError(
          file: "s.jsonl", line: 1,
          message: "not a Loop recording (the first line must be its header)"))
    #expect(
      throws: RecordingError(file: "/no/such/file.jsonl", line: nil, message: "no such file")
    ) {
      try Recording<Stopwatch.Action>(contentsOf: URL(fileURLWithPath: "/no/such/file.jsonl"))
    }
  }

  @Test func aRecordingOfAnotherFormatSaysWhichFormatItIsAndWhichIsRead() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try await recordSession()
    let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines[0].contains("\"version\":1"))
    func read(header: String) -> RecordingError? {
      let text = ([header] + lines.dropFirst()).joined(separator: "\n")
      do {
        _ = try Recording<Stopwatch.Action>(text: text, fileName: "s.jsonl")
        return nil
      } catch {
        return error
      }
    }
    let older = lines[0].replacingOccurrences(of: "\"version\":1", with: "\"version\":0")
    #expect(
      read(header: older)?.description
        == "s.jsonl, line 1: recorded by an older Loop (format 0); this one reads format 1")
    // A newer format may lay out its header otherwise: the version is still what is reported.
    let newer = #"{"loop":"recording","version":2,"state":{}}"#
    #expect(
      read(header: newer)?.description
        == "s.jsonl, line 1: recorded by a newer Loop (format 2); this one reads format 1")
    #expect(
      read(header: #"{"loop":"recording"}"#)?.message
        == "the header has no format version; this Loop reads format 1")
    let damaged = lines[0].replacingOccurrences(of: "\"fieldDepth\"", with: "\"depth\"")
    #expect(
      read(header: damaged)?.message == "the header cannot be read: missing \"fieldDepth\"")
    #expect(read(header: lines[0]) == nil)
  }

  @Test func aPlainStoreRecordsEveryActionItReduces() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let store = Store(initialState: Stopwatch.State()) {
      Stopwatch().record(into: recorder)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.send(.tagged("b"))
    store.send(.tagged("a"))
    store.send(.lapTapped(number: 4))
    let recording = try Recording<Stopwatch.Action>(contentsOf: url)
    #expect(recording.entries.map(\.action) == [.tagged("b"), .tagged("a"), .lapTapped(number: 4)])
    #expect(recording.entries.allSatisfy { $0.time == .zero })
    let final = try await Replay(recording, initialState: Stopwatch.State()) { Stopwatch() }.run()
    #expect(final == store.state)
  }

  /// A path that names something else (notes, a paste) must not cost that file: the recorder
  /// empties only a file that is empty, blank, or an earlier recording, whose first line not
  /// blank is a recording's header (a header's fields after `loop` may be another format's).
  @Test func aFileThatIsNotARecordingIsLeftAsItIsAndAnEarlierRecordingIsReplaced() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    let refusal =
      "it holds something other than a Loop recording, so it is left as it is "
      + "(record to a new file, or move this one away first)"
    let kept = [
      "my notes\n", "{\"loop\":\"not a recording\"}\n", "\n\n{\"index\":0}\n", "no line end",
      "{\"loop\": \"recording\"\n",  // a header cut short is not one
      String(repeating: "x", count: 300_000),  // refused at its first byte, not read whole
    ]
    for text in kept {
      try text.write(to: url, atomically: true, encoding: .utf8)
      #expect(throws: RecordingError(file: url.path, line: nil, message: refusal)) {
        try ActionRecorder(url: url)
      }
      #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }

    func record(_ actions: [Stopwatch.Action]) throws {
      let recorder = try ActionRecorder(url: url)
      let store = Store(initialState: Stopwatch.State()) {
        Stopwatch().record(into: recorder)
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      for action in actions { store.send(action) }
    }
    for text in ["", "\n \t\r\n"] {
      try text.write(to: url, atomically: true, encoding: .utf8)
      try record([.tagged("a")])
      #expect(
        try Recording<Stopwatch.Action>(contentsOf: url).entries.map(\.action) == [.tagged("a")])
    }
    // A longer recording, then a shorter one over it: nothing of the first is left.
    try record([.tagged("x"), .tagged("y"), .lapTapped(number: 2)])
    try record([.startTapped])
    #expect(
      try Recording<Stopwatch.Action>(contentsOf: url).entries.map(\.action) == [.startTapped])
    // An earlier recording led by blank lines (which a replay skips) is one too; so is a header
    // of a format this Loop does not read.
    let earlier = try String(contentsOf: url, encoding: .utf8)
    let long =
      "{\"initialState\":\"" + String(repeating: "y", count: 100_000)
      + "\",\"loop\":\"recording\"}\n"
    for text in ["\n\r\n" + earlier, "{\"loop\":\"recording\",\"version\":99}\n", long] {
      try text.write(to: url, atomically: true, encoding: .utf8)
      try record([.stopTapped])
      #expect(
        try Recording<Stopwatch.Action>(contentsOf: url).entries.map(\.action) == [.stopTapped])
    }
  }

  /// A pipe is written as a plain writer writes it (opened for writing alone, so it waits for
  /// its reader and is not read back): the reader gets the whole recording.
  @Test func aRecordingIsWrittenToAPipe() async throws {
    let fifo = FileManager.default.temporaryDirectory
      .appendingPathComponent("loop-fifo-\(UUID().uuidString)").path
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    // The reading end first (without waiting for a writer), so the recorder's open finds it.
    let reading = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reading >= 0)
    defer { close(reading) }
    do {
      let recorder = try ActionRecorder(url: URL(fileURLWithPath: fifo))
      let store = Store(initialState: Stopwatch.State()) {
        Stopwatch().record(into: recorder)
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      store.send(.tagged("piped"))
      #expect(recorder.problem == nil)
    }
    // The recorder is gone and its end closed: the pipe holds the recording, then its end.
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reading, &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    let recording = try Recording<Stopwatch.Action>(text: String(decoding: bytes, as: UTF8.self))
    #expect(recording.entries.map(\.action) == [.tagged("piped")])
  }

  /// The recorder reuses the encoding of a long array kept in the same storage; an array
  /// changed in place, or one holding a `Shared` value, must still be seen to change.
  @Test func longArraysChangedInPlaceOrHoldingSharedValuesAreFingerprintedAfresh() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    struct Row: Equatable, Codable {
      var name: String
    }
    struct Holder: Equatable, Encodable {
      @Shared(.inMemory("score")) var score = 0
    }
    struct Table: Reducer {
      struct State: Equatable, Encodable {
        var rows = (0..<100).map { Row(name: "row \($0)") }
        var holders = (0..<40).map { _ in Holder() }
        var cursor = 0
      }
      enum Action: Equatable, Codable {
        case renamed(Int, String)
        case scored(Int)
        case moved
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .renamed(let index, let name): state.rows[index].name = name
        case .scored(let score): state.holders[0].$score.withLock { $0 = score }
        case .moved: state.cursor += 1
        }
        return .none
      }
    }
    let recorder = try ActionRecorder(url: url)
    let store = Store(initialState: Table.State()) {
      Table().record(into: recorder)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let actions: [Table.Action] = [.moved, .renamed(3, "three"), .moved, .scored(7), .moved]
    for action in actions { store.send(action) }
    // Each entry's fingerprint is what a fresh, uncached encoding gives for that state.
    let recording = try Recording<Table.Action>(contentsOf: url)
    let rows = recording.entries.map { $0.fingerprint.fields["rows"] }
    let holders = recording.entries.map { $0.fingerprint.fields["holders"] }
    #expect(rows[1] != rows[0] && rows[2] == rows[1] && rows[4] == rows[1])
    #expect(holders[2] == holders[0] && holders[3] != holders[2] && holders[4] == holders[3])
    #expect(recording.entries.last?.fingerprint == (try StateFingerprint(of: store.state)))
    let final = try await Replay(recording, initialState: Table.State()) { Table() }.run()
    #expect(final == store.state)
  }

  @Test func fingerprintsAreStableAndNameTheFields() throws {
    // FNV-1a 64 of the field's JSON `2`, and of the line `count NUL <that hash> LF`, computed
    // independently: hashes must not change between processes or versions, or old recordings
    // would stop replaying.
    struct Small: Encodable { var count = 2 }
    #expect(try StateFingerprint(of: Small()).fields == ["count": "af63af4c8601a015"])
    #expect(try StateFingerprint(of: Small()).hash == "c30484c91781cffa")

    var grown = Set<Int>(minimumCapacity: 4096)
    for number in (0..<500).reversed() { grown.insert(number) }
    let a = try StateFingerprint(of: ["ids": Set(0..<500)])
    let b = try StateFingerprint(of: ["ids": grown])
    #expect(a == b)

    let state = Stopwatch.State(elapsed: 1, tags: ["x"], lap: .init(number: 1, at: 1))
    let fingerprint = try StateFingerprint(of: state, fieldDepth: 1)
    #expect(Set(fingerprint.fields.keys) == ["elapsed", "isRunning", "tags", "lap"])
    #expect(Set(try StateFingerprint(of: state).fields.keys).contains("lap.number"))
  }
}
