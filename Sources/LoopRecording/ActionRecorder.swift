import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reducer where Action: Codable, State: Encodable {
  /// Records every action this reducer receives to `recorder`'s file, with the time it arrived
  /// and a fingerprint of the state it left. Apply it to the root reducer of a store: every
  /// action reaching the store (sent by the user or by an effect) then goes through it, in
  /// order, and ``Recording`` can read the file back for a replay.
  ///
  /// ```swift
  /// let recorder = try ActionRecorder(url: URL(fileURLWithPath: "session.jsonl"))
  /// let store = Store(initialState: Counter.State()) { Counter().record(into: recorder) }
  /// ```
  ///
  /// Only a feature whose `Action` is `Codable` (and whose `State` is `Encodable`) can be
  /// recorded: this is checked when the code compiles, since `record(into:)` does not exist
  /// otherwise. Give an error inside an action a `Codable` form, such as its message.
  ///
  /// Times are read from `@Dependency(\.continuousClock)`, relative to the first action.
  public func record(into recorder: ActionRecorder) -> RecordingReducer<Self> {
    RecordingReducer(base: self, recorder: recorder)
  }
}

/// The reducer ``Loop/Reducer/record(into:)`` returns.
///
/// ```swift
/// let recording: RecordingReducer<Counter> = Counter().record(into: recorder)
/// ```
public struct RecordingReducer<Base: Reducer>: Reducer
where Base.Action: Codable, Base.State: Encodable {
  let base: Base
  let recorder: ActionRecorder
  @Dependency(\.continuousClock) var clock

  /// Runs the base reducer and writes the action with the state it left (the first action
  /// also writes the header, with the state before it).
  ///
  /// ```swift
  /// var state = Counter.State()
  /// _ = Counter().record(into: recorder).reduce(into: &state, action: .incrementTapped)
  /// // recorder.count == 1
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    recorder.startIfNeeded(state: state, clock: clock)
    let effect = base.reduce(into: &state, action: action)
    recorder.append(action, state: state)
    return effect
  }
}

extension RecordingReducer: Sendable where Base: Sendable {}

/// Writes a recording: one JSON object per line (JSONL), each line written to the file as the
/// action happens, so a recording cut short by a crash still holds every action before it.
///
/// The first line is a header: `{"loop":"recording","version":1,...}` with the format version,
/// the state's type name, the field depth, the initial state's fingerprint and the initial
/// state itself. ``Recording`` reads format 1 and refuses any other with a message naming both.
/// Each following line is one action:
///
/// ```json
/// {"action":{"incrementTapped":{}},"fields":{"count":"af63ac4c86019afc"},
///  "hash":"…","index":0,"time":0.25,"values":{"count":1}}
/// ```
///
/// `time` is in seconds since the first action; `hash` and `fields` are the state's
/// ``StateFingerprint`` after the action; `values` holds the new value of each field that
/// changed, when its JSON is short (at most ``ActionRecorder/valueLimit`` bytes), so a replay
/// that diverges can show what the recorded value was and not only that it differed.
///
/// ```swift
/// let recorder = try ActionRecorder(url: URL(fileURLWithPath: "session.jsonl"))
/// let store = Store(initialState: App.State()) { App().record(into: recorder) }
/// ```
public final class ActionRecorder: Sendable {
  /// The file written.
  ///
  /// ```swift
  /// print("recorded to \(recorder.url.path)")
  /// ```
  public let url: URL
  /// How many levels of fields get their own hash: with 2, `app.search` has one, and
  /// `app.search.query` is folded into it.
  ///
  /// ```swift
  /// let shallow = try ActionRecorder(url: url, fieldDepth: 1)  // shallow.fieldDepth == 1
  /// ```
  public let fieldDepth: Int
  /// Field values longer than this (in bytes of JSON) are kept as a hash only.
  ///
  /// ```swift
  /// ActionRecorder.valueLimit  // 200
  /// ```
  public static let valueLimit = 200

  private struct Progress {
    var descriptor: Int32
    var index = 0
    var stopwatch: (@Sendable () -> Duration)?
    var lastFields: [String: String] = [:]
    var problem: String?
    let fingerprint: Fingerprinter
    let encoder: JSONEncoder = {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return encoder
    }()
  }
  private let progress: Locked<Progress>

  /// Creates the file at `url`, or empties an earlier recording there; throws if it cannot be
  /// written. A file holding anything else is left as it is, and the error says so: a wrong
  /// path must not cost the file it names.
  ///
  /// ```swift
  /// let recorder = try ActionRecorder(url: URL(fileURLWithPath: "/tmp/session.jsonl"))
  /// ```
  public init(url: URL, fieldDepth: Int = 3) throws(RecordingError) {
    let descriptor = Self.openForRecording(url.path)
    guard descriptor >= 0 else {
      throw RecordingError(
        file: url.path, line: nil,
        message: String(cString: strerror(errno)))
    }
    if let refusal = Self.refusalToEmpty(descriptor) {
      close(descriptor)
      throw RecordingError(file: url.path, line: nil, message: refusal)
    }
    self.url = url
    self.fieldDepth = max(1, fieldDepth)
    progress = Locked(
      Progress(descriptor: descriptor, fingerprint: Fingerprinter(fieldDepth: self.fieldDepth)))
  }

  deinit { progress.withLock { _ = close($0.descriptor) } }

  /// The file at `path` open to be written: a regular file (or a new one) for reading too, so
  /// that what it holds is looked at before it is emptied; a write-only one, which cannot be,
  /// for writing alone. Anything else (a terminal, a pipe, `/dev/null`) as a plain writer
  /// would open it, so a pipe still waits for its reader and fails when it goes.
  private static func openForRecording(_ path: String) -> Int32 {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      return open(path, O_WRONLY | O_CLOEXEC)
    }
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor < 0, errno == EACCES else { return descriptor }
    return open(path, O_WRONLY | O_CLOEXEC)
  }

  /// Empties the regular file open at `descriptor` when it is empty, blank, or a recording
  /// (its first line not blank is a recording's header); otherwise says why it is kept. Other
  /// files (a terminal, `/dev/null`) are written as they are.
  private static func refusalToEmpty(_ descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let notARecording =
      "it holds something other than a Loop recording, so it is left as it is (record to a new "
      + "file, or move this one away first)"
    var line: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")]
    if status.st_size > 0, fcntl(descriptor, F_GETFL) & O_ACCMODE == O_WRONLY {
      return "it cannot be read, to see that it is a recording, so it is left as it is"
    }
    reading: while status.st_size > 0 {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        return
          "cannot read it to see that it is a recording (\(String(cString: strerror(errno)))), "
          + "so it is left as it is"
      }
      if count == 0 { break }
      for byte in buffer[..<count] {
        if byte == UInt8(ascii: "\n") {
          if line.contains(where: { !blank.contains($0) }) { break reading }
          line.removeAll(keepingCapacity: true)
        } else if line.allSatisfy(blank.contains), !blank.contains(byte), byte != UInt8(ascii: "{")
        {
          // A header is a JSON object: a file whose first word is not one (a gigabyte of
          // something else) is refused without being read to its end.
          return notARecording
        } else {
          line.append(byte)
        }
      }
    }
    let isRecording =
      line.allSatisfy(blank.contains)
      || (try? JSONDecoder().decode(RecordingHeaderStart.self, from: Data(line)))?.loop
        == "recording"
    guard isRecording else { return notARecording }
    guard ftruncate(descriptor, 0) == 0, lseek(descriptor, 0, SEEK_SET) == 0 else {
      return "cannot empty it (\(String(cString: strerror(errno))))"
    }
    return nil
  }

  /// How many actions have been recorded.
  ///
  /// ```swift
  /// await store.send(.incrementTapped).finish()
  /// recorder.count  // 1
  /// ```
  public var count: Int { progress.withLock { $0.index } }

  /// The first problem that stopped the recording (an action or state that failed to encode,
  /// a write that failed), or nil.
  ///
  /// ```swift
  /// if let problem = recorder.problem { print("the recording stopped: \(problem)") }
  /// ```
  public var problem: String? { progress.withLock { $0.problem } }

  func startIfNeeded<State: Encodable>(
    state: State, clock: @autoclosure () -> any Clock<Duration>
  ) {
    progress.withLock { progress in
      guard progress.stopwatch == nil, progress.problem == nil else { return }
      progress.stopwatch = stopwatch(clock())
      do {
        let canonical = try progress.fingerprint(state)
        let header: [String: CanonicalValue] = [
          "loop": .string("recording"),
          "version": .number(String(recordingFormat)),
          "stateType": .string(String(reflecting: State.self)),
          "fieldDepth": .number(String(fieldDepth)),
          "hash": .string(canonical.hash),
          "fields": .object(canonical.leafHashes.mapValues { .string($0) }),
          "initialState": canonical.value,
        ]
        progress.lastFields = canonical.leafHashes
        writeLine(CanonicalValue.object(header).text, &progress)
      } catch {
        stop(&progress, "the state could not be encoded: \(error)")
      }
    }
  }

  func append<State: Encodable, Action: Encodable>(_ action: Action, state: State) {
    progress.withLock { progress in
      guard progress.problem == nil, let stopwatch = progress.stopwatch else { return }
      do {
        let actionText = String(decoding: try progress.encoder.encode(action), as: UTF8.self)
        let canonical = try progress.fingerprint(state)
        var values: [String: CanonicalValue] = [:]
        for (path, hash) in canonical.leafHashes where progress.lastFields[path] != hash {
          let value = canonical.leaves[path]!
          if value.text(limit: Self.valueLimit) != nil { values[path] = value }
        }
        progress.lastFields = canonical.leafHashes
        let seconds = stopwatch().secondsText
        let line =
          "{\"action\":\(actionText),"
          + "\"fields\":\(CanonicalValue.object(canonical.leafHashes.mapValues { .string($0) }).text),"
          + "\"hash\":\"\(canonical.hash)\",\"index\":\(progress.index),"
          + "\"time\":\(seconds),\"values\":\(CanonicalValue.object(values).text)}"
        progress.index += 1
        writeLine(line, &progress)
      } catch {
        stop(&progress, "action \(progress.index) could not be encoded: \(error)")
      }
    }
  }

  private func writeLine(_ line: String, _ progress: inout Progress) {
    let descriptor = progress.descriptor
    let end = lseek(descriptor, 0, SEEK_CUR)
    do {
      try Array((line + "\n").utf8).withUnsafeBytes {
        try writeAll(descriptor, $0, path: url.path)
      }
    } catch {
      // A line cut short by a full disk is taken back: the recording stays whole lines, and
      // replays up to where it stopped.
      if end >= 0, ftruncate(descriptor, end) == 0 { lseek(descriptor, end, SEEK_SET) }
      stop(&progress, "cannot \(error)")
    }
  }

  private func stop(_ progress: inout Progress, _ message: String) {
    progress.problem = "Recording stopped: \(message)"
    reportIssue(progress.problem!)
  }
}

/// A closure telling the time elapsed on `clock` since it was called.
private func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
where C.Duration == Duration {
  let start = clock.now
  return { start.duration(to: clock.now) }
}

extension Duration {
  /// The duration in seconds to the nanosecond, as a JSON number: `1.4350511`, `3`. (A
  /// recording reads it back rounded to the nanosecond, so it survives `Double` exactly.)
  var secondsText: String {
    let (seconds, attoseconds) = components
    let nanoseconds = attoseconds / 1_000_000_000
    guard nanoseconds > 0 else { return "\(seconds)" }
    var fraction = String(nanoseconds)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(seconds).\(fraction)"
  }
}
