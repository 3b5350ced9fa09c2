import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A recording made by ``ActionRecorder``, read back: the actions in order, each with the time
/// it arrived and the fingerprint of the state it left.
///
/// ```swift
/// let recording = try Recording<Counter.Action>(contentsOf: URL(fileURLWithPath: "s.jsonl"))
/// for entry in recording.entries { print(entry.time, entry.action) }
/// ```
///
/// LoopTesting's `Replay` feeds a recording through a reducer and checks every state against
/// it; an app can do the same at its own pace with ``divergence(of:after:)``.
public struct Recording<Action: Decodable & Sendable>: Sendable {
  /// One recorded action.
  ///
  /// ```swift
  /// let last: Recording<Counter.Action>.Entry? = recording.entries.last
  /// ```
  public struct Entry: Sendable {
    /// Its position among the actions, from 0.
    ///
    /// ```swift
    /// recording.entries[2].index  // 2
    /// ```
    public var index: Int
    /// Its line in the file, from 1 (the header is line 1).
    ///
    /// ```swift
    /// recording.entries[0].line  // 2: the first action follows the header
    /// ```
    public var line: Int
    /// When it arrived, since the first action.
    ///
    /// ```swift
    /// recording.entries[0].time  // .zero
    /// ```
    public var time: Duration
    /// The action.
    ///
    /// ```swift
    /// if case .incrementTapped = entry.action { taps += 1 }
    /// ```
    public var action: Action
    /// The state after it.
    ///
    /// ```swift
    /// print(entry.fingerprint.hash)
    /// ```
    public var fingerprint: StateFingerprint
    /// Short JSON values of the fields this action changed.
    var values: [String: CanonicalValue]
  }

  /// The recorded actions, in the order they reached the store.
  ///
  /// ```swift
  /// let total = recording.entries.last?.time ?? .zero
  /// ```
  public var entries: [Entry]
  /// The fingerprint of the state before the first action.
  ///
  /// ```swift
  /// let sameStart = try recording.initialFingerprint == StateFingerprint(of: initialState)
  /// ```
  public var initialFingerprint: StateFingerprint
  /// How many levels of fields have their own hash.
  ///
  /// ```swift
  /// recording.fieldDepth  // 3, the recorder's default
  /// ```
  public var fieldDepth: Int
  /// The recorded state's type, as the recorder named it.
  ///
  /// ```swift
  /// recording.stateType  // "MyApp.Counter.State"
  /// ```
  public var stateType: String
  /// The file's name, for messages (nil when read from text).
  ///
  /// ```swift
  /// recording.fileName  // "/tmp/session.jsonl"
  /// ```
  public var fileName: String?
  let initialState: CanonicalValue
  private let fingerprinter: Locked<Fingerprinter>

  /// Reads the recording at `url`.
  ///
  /// ```swift
  /// let recording = try Recording<App.Action>(contentsOf: url)
  /// ```
  public init(contentsOf url: URL) throws(RecordingError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      let reason =
        FileManager.default.fileExists(atPath: url.path) ? "cannot read it" : "no such file"
      throw RecordingError(file: url.path, line: nil, message: reason)
    }
    try self.init(text: String(decoding: data, as: UTF8.self), fileName: url.path)
  }

  /// Reads a recording from its text: a header line, then one line per action. Blank lines
  /// are skipped; any other line that is not what the recorder writes is an error naming it.
  ///
  /// The header names the file's format version; one this Loop does not read (older or newer)
  /// is an error saying so, with both versions, before anything else in the file is read:
  /// `recorded by a newer Loop (format 2); this one reads format 1`.
  ///
  /// ```swift
  /// let recording = try Recording<Counter.Action>(text: String(decoding: data, as: UTF8.self))
  /// ```
  public init(text: String, fileName: String? = nil) throws(RecordingError) {
    self.fileName = fileName
    let bytes = Array(text.utf8)
    let decoder = JSONDecoder()
    var header: Header?
    var entries: [Entry] = []
    // Cut at newline bytes rather than newline Characters: the same lines, without telling
    // every character of the file apart first (most of a read's time). A line ending "\r\n"
    // (a file saved on Windows) keeps its "\r", which JSON reads as white space.
    let lines = Self.lineRanges(bytes)
    for offset in 0..<lines.count {
      let number = offset + 1
      let text = bytes[lines[offset]]
      if Self.isBlank(text) { continue }
      let data = Data(text)
      func failure(_ message: String) -> RecordingError {
        RecordingError(file: fileName, line: number, message: message)
      }
      if header == nil {
        // The format is checked before the rest of the header, whose fields may differ in
        // another version.
        guard let start = try? decoder.decode(RecordingHeaderStart.self, from: data),
          start.loop == "recording"
        else { throw failure("not a Loop recording (the first line must be its header)") }
        if let message = formatProblem(start.version) { throw failure(message) }
        do {
          header = try decoder.decode(Header.self, from: data)
        } catch {
          throw failure("the header cannot be read: \(explain(error))")
        }
        continue
      }
      let line: EntryLine
      do {
        line = try decoder.decode(EntryLine.self, from: data)
      } catch {
        throw failure(explain(error))
      }
      guard line.index == entries.count else {
        throw failure("action index \(line.index) where \(entries.count) was expected")
      }
      guard line.time.isFinite, line.time >= 0 else {
        throw failure("time \(line.time) is not a number of seconds since the start")
      }
      entries.append(
        Entry(
          index: line.index, line: number,
          time: .nanoseconds(Int64((line.time * 1e9).rounded())), action: line.action,
          fingerprint: StateFingerprint(hash: line.hash, fields: line.fields),
          values: line.values ?? [:]))
    }
    guard let header else {
      throw RecordingError(file: fileName, line: 1, message: "empty: no header line")
    }
    self.entries = entries
    initialFingerprint = StateFingerprint(hash: header.hash, fields: header.fields)
    fieldDepth = header.fieldDepth
    fingerprinter = Locked(Fingerprinter(fieldDepth: header.fieldDepth))
    stateType = header.stateType
    initialState = header.initialState
  }

  /// Where each line of `bytes` is, without its newline; a newline at the end leaves an empty
  /// last line. A loop of its own rather than `split`, which a debug build ran generically,
  /// a call through a closure for every byte of the file.
  static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      var index = 0
      while index < bytes.count {
        if bytes[index] == UInt8(ascii: "\n") {
          lines.append(start..<index)
          start = index + 1
        }
        index += 1
      }
      lines.append(start..<bytes.count)
    }
    return lines
  }

  /// Whether a line holds only white space (Unicode's, as `Character.isWhitespace` tells it).
  static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
    for byte in line where byte != UInt8(ascii: " ") && !(9...13).contains(byte) {
      // Past ASCII, white space is told by its characters.
      return byte >= 0x80 && String(decoding: line, as: UTF8.self).allSatisfy(\.isWhitespace)
    }
    return true
  }

  /// A part of the recorded initial state, decoded: for an app that must restore something
  /// the recording started with (such as saved favourites) before replaying it.
  ///
  /// ```swift
  /// let favorites = try recording.initialValue(at: "app.list.favorites", as: Set<Int>.self)
  /// ```
  public func initialValue<T: Decodable>(at path: String, as type: T.Type) throws -> T? {
    guard let value = initialState.value(at: path) else { return nil }
    return try JSONDecoder().decode(T.self, from: Data(value.text.utf8))
  }

  /// Compares `state` with the recorded state after entry `index` (nil: the initial state),
  /// and says where they differ, or returns nil when they match.
  ///
  /// ```swift
  /// _ = store.send(entry.action)
  /// if let divergence = recording.divergence(of: store.state, after: entry.index) { ... }
  /// ```
  public func divergence<State: Encodable>(of state: State, after index: Int?)
    -> RecordingDivergence?
  {
    let expected = index.map { entries[$0].fingerprint } ?? initialFingerprint
    let entry = index.map { entries[$0] }
    let canonical: CanonicalState
    do {
      canonical = try fingerprinter.withLock { try $0(state) }
    } catch {
      return RecordingDivergence(
        index: index, line: entry?.line ?? 1, fileName: fileName,
        action: entry.map { shorten(render($0.action)) },
        fields: [.init(path: "", recorded: nil, replayed: "(cannot be encoded: \(error))")])
    }
    guard canonical.hash != expected.hash else { return nil }
    let paths = Set(expected.fields.keys).union(canonical.leafHashes.keys).sorted()
    var fields: [RecordingDivergence.Field] = []
    for path in paths where expected.fields[path] != canonical.leafHashes[path] {
      fields.append(
        .init(
          path: path,
          recorded: expected.fields[path].map { recordedValue(at: path, hash: $0, upTo: index) },
          replayed: canonical.leaves[path].map {
            brief($0.text, hash: canonical.leafHashes[path] ?? "?")
          }))
    }
    return RecordingDivergence(
      index: index, line: entry?.line ?? 1, fileName: fileName,
      action: entry.map { shorten(render($0.action)) }, fields: fields)
  }

  /// The recorded value of `path` as of entry `index`, found on the last line where it changed
  /// (the recorder writes a field's value only when it changes, and only when it is short).
  private func recordedValue(at path: String, hash: String, upTo index: Int?) -> String {
    var position = index
    while let current = position {
      let entry = entries[current]
      if entry.fingerprint.fields[path] == hash, let value = entry.values[path] {
        return brief(value.text, hash: hash)
      }
      if current > 0, entries[current - 1].fingerprint.fields[path] != hash { break }
      position = current > 0 ? current - 1 : nil
    }
    if position == nil, initialFingerprint.fields[path] == hash,
      let value = initialState.value(at: path)
    {
      return brief(value.text, hash: hash)
    }
    return "(not kept; hash \(hash))"
  }

  private struct Header: Decodable {
    var loop: String
    var version: Int
    var stateType: String
    var fieldDepth: Int
    var hash: String
    var fields: [String: String]
    var initialState: CanonicalValue
  }

  private struct EntryLine: Decodable {
    var index: Int
    var time: Double
    var action: Action
    var hash: String
    var fields: [String: String]
    var values: [String: CanonicalValue]?
  }
}

/// The format version `ActionRecorder` writes and `Recording` reads. Change it whenever a
/// recording in the old format would be misread (a field renamed, a hash computed otherwise).
let recordingFormat = 1

/// Why a recording of format `version` cannot be read, or nil when it can.
func formatProblem(_ version: Int?) -> String? {
  guard let version else {
    return "the header has no format version; this Loop reads format \(recordingFormat)"
  }
  if version == recordingFormat { return nil }
  let age = version < recordingFormat ? "an older" : "a newer"
  return "recorded by \(age) Loop (format \(version)); this one reads format \(recordingFormat)"
}

/// An action or a message, cut to fit a line.
private func shorten(_ text: String) -> String { shortened(text, limit: 80) }

/// A field's value as a divergence shows it: itself when short, else its size and hash, so a
/// long value (an image's pixels) never floods the screen.
private func brief(_ text: String, hash: String) -> String {
  text.utf8.count <= 80 ? text : "(\(text.utf8.count) bytes, hash \(hash))"
}

/// A line of a recording that cannot be read, or a recording file that cannot be opened.
///
/// ```swift
/// do { _ = try Recording<Counter.Action>(contentsOf: url) } catch { print(error) }
/// // session.jsonl, line 4: not valid JSON
/// ```
public struct RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, if the recording was read from one.
  ///
  /// ```swift
  /// error.file  // "session.jsonl"
  /// ```
  public var file: String?
  /// The line, from 1; nil when the problem is the file itself.
  ///
  /// ```swift
  /// error.line  // 4
  /// ```
  public var line: Int?
  /// What is wrong, in one line.
  ///
  /// ```swift
  /// error.message  // "not valid JSON"
  /// ```
  public var message: String

  /// An error about `line` of `file`.
  ///
  /// ```swift
  /// RecordingError(file: "s.jsonl", line: 4, message: "not valid JSON")
  /// ```
  public init(file: String?, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// The place and the message on one line.
  ///
  /// ```swift
  /// RecordingError(file: "s.jsonl", line: 3, message: "not valid JSON").description
  /// // "s.jsonl, line 3: not valid JSON"
  /// ```
  public var description: String {
    let place = [file, line.map { "line \($0)" }].compactMap { $0 }.joined(separator: ", ")
    return place.isEmpty ? message : "\(place): \(message)"
  }
}

/// Where a replay's state first differed from the recording: the action, its line, and each
/// field whose hash differs, with the recorded value (when the recording kept it) and the
/// replayed one.
///
/// ```text
/// replay diverged after action 2 (session.jsonl, line 4): Counter.Action.incrementTapped
///   count: recorded 3, replayed 2
/// ```
public struct RecordingDivergence: Error, Sendable, CustomStringConvertible {
  /// One field that differs.
  ///
  /// ```swift
  /// for field in divergence.fields { print(field.path, field.recorded ?? "-", field.replayed ?? "-") }
  /// ```
  public struct Field: Sendable, Equatable {
    /// Its dotted path, like `app.search.query`.
    ///
    /// ```swift
    /// field.path  // "count"
    /// ```
    public var path: String
    /// The recorded value as JSON, or a note that only its hash was kept; nil when the field
    /// was absent in the recording.
    ///
    /// ```swift
    /// field.recorded  // "3"
    /// ```
    public var recorded: String?
    /// The replayed value as JSON; nil when the field is absent after the replay.
    ///
    /// ```swift
    /// field.replayed  // "2"
    /// ```
    public var replayed: String?
  }

  /// The diverging action's index; nil when the initial states already differ.
  ///
  /// ```swift
  /// divergence.index  // 2
  /// ```
  public var index: Int?
  /// The diverging action's line in the recording (1 for the header).
  ///
  /// ```swift
  /// divergence.line  // 4
  /// ```
  public var line: Int
  /// The recording's file name, if any.
  ///
  /// ```swift
  /// divergence.fileName  // "session.jsonl"
  /// ```
  public var fileName: String?
  /// The diverging action, printed; nil for the initial state.
  ///
  /// ```swift
  /// divergence.action  // "Counter.Action.incrementTapped"
  /// ```
  public var action: String?
  /// The fields that differ.
  ///
  /// ```swift
  /// divergence.fields.map(\.path)  // ["count"]
  /// ```
  public var fields: [Field]

  /// The action and its place on one line, then one line per field.
  ///
  /// ```swift
  /// print(divergence)
  /// // replay diverged after action 2 (session.jsonl, line 4): Counter.Action.incrementTapped
  /// //   count: recorded 3, replayed 2
  /// ```
  public var description: String {
    let place = [fileName, "line \(line)"].compactMap { $0 }.joined(separator: ", ")
    var text =
      if let index, let action {
        "replay diverged after action \(index) (\(place)): \(action)"
      } else {
        "replay diverged before the first action: the initial state differs (\(place))"
      }
    for field in fields {
      let name = field.path.isEmpty ? "(state)" : field.path
      text +=
        "\n  \(name): recorded \(field.recorded ?? "(absent)"), "
        + "replayed \(field.replayed ?? "(absent)")"
    }
    return text
  }
}

/// A ``Shared`` value that a recording can set to what it held when the recording started.
protocol RecordedShared {
  func seed(from value: CanonicalValue) throws
}

extension Shared: RecordedShared where Value: Decodable {
  func seed(from value: CanonicalValue) throws {
    let decoded = try JSONDecoder().decode(Value.self, from: Data(value.text.utf8))
    withLock { $0 = decoded }
  }
}

extension Recording {
  /// Sets every `Shared` value in `state` (found in its stored properties and optionals, at
  /// any depth) to what the recording's initial state holds at its path, and returns those
  /// paths. Shared values live outside the state, so a replay must restore them before its
  /// first action: saved favourites, say, whatever the key they are stored under.
  ///
  /// ```swift
  /// let state = App.State()  // made in the replay's own (in-memory) shared registry
  /// try recording.seedSharedValues(in: state)  // ["app.list.favorites"]
  /// ```
  @discardableResult
  public func seedSharedValues<State>(in state: State) throws -> [String] {
    var seeded: [String] = []
    func walk(_ value: Any, path: String) throws {
      if let shared = value as? any RecordedShared {
        if let recorded = initialState.value(at: path) {
          try shared.seed(from: recorded)
          seeded.append(path)
        }
        return
      }
      let mirror = Mirror(reflecting: value)
      switch mirror.displayStyle {
      case .struct:
        for child in mirror.children {
          guard let label = child.label else { continue }
          // A property wrapper's storage is `_name`; the state encodes it as `name`.
          let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
          try walk(child.value, path: path.isEmpty ? name : "\(path).\(name)")
        }
      case .optional:
        if let wrapped = mirror.children.first { try walk(wrapped.value, path: path) }
      default:
        // Collections, enums and classes are not searched: a long array would cost time for
        // nothing, and a class could lead back to itself.
        return
      }
    }
    try walk(state, path: "")
    return seeded
  }
}

/// The part of a recording's header every format version shares.
struct RecordingHeaderStart: Decodable {
  var loop: String
  var version: Int?
}
