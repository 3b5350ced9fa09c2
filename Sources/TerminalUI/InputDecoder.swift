/// Turns the bytes a terminal sends in raw mode into `InputEvent`s.
///
/// Pure and incremental: feed it whatever `read()` returned, in any chunking, and it returns the
/// events that are complete so far, keeping the rest (half a UTF-8 character, half an escape
/// sequence, an unfinished paste) for the next call. It never traps and never holds more than a
/// bounded number of bytes; sequences it does not understand are dropped.
///
/// A lone ESC is ambiguous (the Esc key, or the start of a sequence still in flight), so it stays
/// pending until more bytes arrive or the caller reports a quiet period:
///
/// ```swift
/// var decoder = InputDecoder()
/// // poll() stdin with a 25 ms timeout while decoder.hasPending, otherwise without one
/// if stdinReadable {
///   handle(decoder.feed(session.readAvailable()))
/// } else if decoder.hasPending {
///   handle(decoder.timeout())
/// }
/// ```
public struct InputDecoder: Sendable {
  /// The most pasted text kept; the rest of a longer paste is discarded.
  public static let pasteLimit = 64 * 1024
  /// The longest escape sequence accepted; longer ones are garbage and are dropped.
  public static let sequenceLimit = 64
  /// Quiet periods (`timeout()` calls) after which an unterminated paste is delivered as is,
  /// so a terminal that never sends the end marker cannot swallow all later keys.
  public static let pasteTimeoutLimit = 40

  /// Bytes received but not yet decoded (a partial sequence or character).
  private var pending: [UInt8] = []
  /// The text of a bracketed paste in progress, or nil outside a paste.
  private var paste: [UInt8]?
  private var pasteTruncated = false
  private var pasteTimeouts = 0

  /// A decoder with nothing pending.
  ///
  /// ```swift
  /// var decoder = InputDecoder()
  /// ```
  public init() {}

  /// Whether bytes are waiting for more input; if so, call `timeout()` after ~25 ms of quiet.
  public var hasPending: Bool { !pending.isEmpty || paste != nil }

  /// Whether a lone ESC (or ESC plus the start of a sequence) is waiting to be resolved.
  public var hasPendingEscape: Bool { paste == nil && pending.first == 0x1B }

  /// How many undecoded bytes are held (for tests: it must stay bounded).
  public var pendingByteCount: Int { pending.count + (paste?.count ?? 0) }

  /// Decodes `bytes` together with whatever was pending and returns the complete events, in order.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    pasteTimeouts = 0
    return decodePending(atEndOfInput: false)
  }

  /// Reports that no byte arrived for a while: a pending ESC becomes the Esc key (or Alt plus
  /// `[`/`O`), a half-received character or sequence is dropped.
  public mutating func timeout() -> [InputEvent] {
    if paste != nil {
      pasteTimeouts += 1
      guard pasteTimeouts >= Self.pasteTimeoutLimit else { return [] }
      // The end marker never came: hand over what we have rather than eat every later key.
      var events = [finishPaste()]
      events += decodePending(atEndOfInput: true)
      return events
    }
    return decodePending(atEndOfInput: true)
  }

  private mutating func decodePending(atEndOfInput: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var index = 0
    decoding: while index < pending.count {
      if paste != nil {
        switch consumePaste(from: index) {
        case .ended(let next):
          events.append(finishPaste())
          index = next
          continue decoding
        case .waiting(let keepFrom):
          index = keepFrom
          break decoding
        }
      }
      switch InputParser.parseToken(pending, at: index, atEndOfInput: atEndOfInput) {
      case .needMore:
        // Only a short partial sequence or character waits here: parseToken caps lengths.
        break decoding
      case .token(let event, let length):
        if let event { events.append(event) }
        index += length
      case .pasteStart(let length):
        paste = []
        pasteTruncated = false
        pasteTimeouts = 0
        index += length
      }
    }
    pending.removeFirst(index)
    return events
  }

  // MARK: Bracketed paste

  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 201 ~

  private enum PasteProgress {
    /// The end marker was found; decoding resumes at this index.
    case ended(Int)
    /// No end marker yet; bytes from this index on (a possible partial marker) stay pending.
    case waiting(Int)
  }

  /// Moves paste bytes from `pending[start...]` into `paste`, up to the end marker.
  private mutating func consumePaste(from start: Int) -> PasteProgress {
    let marker = Self.pasteEnd
    var scan = start
    while let escape = pending[scan...].firstIndex(of: 0x1B) {
      let available = min(marker.count, pending.count - escape)
      if pending[escape..<(escape + available)].elementsEqual(marker[..<available]) {
        appendToPaste(pending[start..<escape])
        return available == marker.count ? .ended(escape + marker.count) : .waiting(escape)
      }
      scan = escape + 1
    }
    appendToPaste(pending[start...])
    return .waiting(pending.count)
  }

  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    guard var text = paste else { return }
    paste = nil  // avoid a copy-on-write of the whole paste while appending
    let room = Self.pasteLimit - text.count
    if bytes.count > room { pasteTruncated = true }
    text.append(contentsOf: bytes.prefix(max(0, room)))
    paste = text
  }

  private mutating func finishPaste() -> InputEvent {
    var text = String(decoding: paste ?? [], as: UTF8.self)
    if pasteTruncated, text.last == "\u{FFFD}" {
      text.removeLast()  // the cut fell inside a character
    }
    paste = nil
    pasteTimeouts = 0
    // Terminals send line breaks in pastes as CR; callers want one convention.
    text = text.replacingCRLF()
    return .paste(text)
  }
}

extension String {
  /// `"\r\n"` and lone `"\r"` as `"\n"`.
  fileprivate func replacingCRLF() -> String {
    guard unicodeScalars.contains("\r") else { return self }
    var result = String.UnicodeScalarView()
    var previousWasCR = false
    for scalar in unicodeScalars {
      if scalar == "\n", previousWasCR {
        previousWasCR = false
        continue
      }
      previousWasCR = scalar == "\r"
      result.append(previousWasCR ? "\n" : scalar)
    }
    return String(result)
  }
}
