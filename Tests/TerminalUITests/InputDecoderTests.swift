import Testing

@testable import TerminalUI

/// The bytes of `text` (use `\u{1B}` for ESC).
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent {
  .key(KeyEvent(key, modifiers))
}

private func character(_ character: Character, _ modifiers: Modifiers = []) -> InputEvent {
  .key(KeyEvent(.character(character), modifiers))
}

private func mouse(
  _ kind: MouseEvent.Kind, _ button: MouseEvent.Button, _ column: Int, _ row: Int,
  _ modifiers: Modifiers = []
) -> InputEvent {
  .mouse(MouseEvent(kind, button, column: column, row: row, modifiers: modifiers))
}

/// Every sequence the decoder knows, with what it must decode to.
private let knownSequences: [(bytes: [UInt8], events: [InputEvent])] = [
  (bytes("a"), [character("a")]),
  (bytes("Z"), [character("Z")]),
  (bytes(" "), [character(" ")]),
  (bytes("~"), [character("~")]),
  (bytes("é"), [character("é")]),
  (bytes("♀"), [character("♀")]),
  (bytes("ピ"), [character("ピ")]),
  (bytes("😀"), [character("😀")]),
  ([0x0D], [key(.enter)]),
  ([0x0A], [key(.enter)]),
  ([0x09], [key(.tab)]),
  (bytes("\u{1B}[Z"), [key(.tab, [.shift])]),
  ([0x7F], [key(.backspace)]),
  ([0x08], [key(.backspace)]),
  ([0x00], [character(" ", [.control])]),
  ([0x01], [character("a", [.control])]),
  ([0x03], [character("c", [.control])]),
  ([0x1A], [character("z", [.control])]),
  ([0x1C], [character("\\", [.control])]),
  ([0x1F], [character("_", [.control])]),
  (bytes("\u{1B}a"), [character("a", [.alt])]),
  (bytes("\u{1B}J"), [character("J", [.alt])]),
  (bytes("\u{1B}é"), [character("é", [.alt])]),
  ([0x1B, 0x7F], [key(.backspace, [.alt])]),
  ([0x1B, 0x0D], [key(.enter, [.alt])]),
  ([0x1B, 0x03], [character("c", [.control, .alt])]),
  (bytes("\u{1B}[A"), [key(.up)]),
  (bytes("\u{1B}[B"), [key(.down)]),
  (bytes("\u{1B}[C"), [key(.right)]),
  (bytes("\u{1B}[D"), [key(.left)]),
  (bytes("\u{1B}[H"), [key(.home)]),
  (bytes("\u{1B}[F"), [key(.end)]),
  (bytes("\u{1B}OA"), [key(.up)]),
  (bytes("\u{1B}OB"), [key(.down)]),
  (bytes("\u{1B}OC"), [key(.right)]),
  (bytes("\u{1B}OD"), [key(.left)]),
  (bytes("\u{1B}OH"), [key(.home)]),
  (bytes("\u{1B}OF"), [key(.end)]),
  (bytes("\u{1B}[1~"), [key(.home)]),
  (bytes("\u{1B}[7~"), [key(.home)]),
  (bytes("\u{1B}[4~"), [key(.end)]),
  (bytes("\u{1B}[8~"), [key(.end)]),
  (bytes("\u{1B}[2~"), [key(.insert)]),
  (bytes("\u{1B}[3~"), [key(.delete)]),
  (bytes("\u{1B}[5~"), [key(.pageUp)]),
  (bytes("\u{1B}[6~"), [key(.pageDown)]),
  (bytes("\u{1B}[1;5A"), [key(.up, [.control])]),
  (bytes("\u{1B}[1;2B"), [key(.down, [.shift])]),
  (bytes("\u{1B}[1;3C"), [key(.right, [.alt])]),
  (bytes("\u{1B}[1;8D"), [key(.left, [.shift, .alt, .control])]),
  (bytes("\u{1B}[1;5H"), [key(.home, [.control])]),
  (bytes("\u{1B}[5;5~"), [key(.pageUp, [.control])]),
  (bytes("\u{1B}[3;2~"), [key(.delete, [.shift])]),
  (bytes("\u{1B}OP"), [key(.function(1))]),
  (bytes("\u{1B}OQ"), [key(.function(2))]),
  (bytes("\u{1B}OR"), [key(.function(3))]),
  (bytes("\u{1B}OS"), [key(.function(4))]),
  (bytes("\u{1B}[P"), [key(.function(1))]),
  (bytes("\u{1B}[1;2P"), [key(.function(1), [.shift])]),
  (bytes("\u{1B}[1;5S"), [key(.function(4), [.control])]),
  (bytes("\u{1B}[11~"), [key(.function(1))]),
  (bytes("\u{1B}[12~"), [key(.function(2))]),
  (bytes("\u{1B}[13~"), [key(.function(3))]),
  (bytes("\u{1B}[14~"), [key(.function(4))]),
  (bytes("\u{1B}[15~"), [key(.function(5))]),
  (bytes("\u{1B}[24~"), [key(.function(12))]),
  (bytes("\u{1B}[200~hello\rworld\r\n!\u{1B}[201~"), [.paste("hello\nworld\n!")]),
  (bytes("\u{1B}[200~ピカ\u{1B}[A\u{1B}[201~"), [.paste("ピカ\u{1B}[A")]),
  (bytes("\u{1B}[200~\u{1B}[201~"), [.paste("")]),
  (bytes("\u{1B}[<0;10;5M"), [mouse(.press, .left, 9, 4)]),
  (bytes("\u{1B}[<0;10;5m"), [mouse(.release, .left, 9, 4)]),
  (bytes("\u{1B}[<1;1;1M"), [mouse(.press, .middle, 0, 0)]),
  (bytes("\u{1B}[<2;120;40M"), [mouse(.press, .right, 119, 39)]),
  (bytes("\u{1B}[<2;120;40m"), [mouse(.release, .right, 119, 39)]),
  (bytes("\u{1B}[<64;5;6M"), [mouse(.wheelUp, .none, 4, 5)]),
  (bytes("\u{1B}[<65;5;6M"), [mouse(.wheelDown, .none, 4, 5)]),
  (bytes("\u{1B}[<32;7;8M"), [mouse(.drag, .left, 6, 7)]),
  (bytes("\u{1B}[<16;1;2M"), [mouse(.press, .left, 0, 1, [.control])]),
  (bytes("\u{1B}[<4;300;200M"), [mouse(.press, .left, 299, 199, [.shift])]),
]

/// Decodes `input` in one read, then resolves anything pending as after a quiet period.
private func decodeAll(_ input: [UInt8]) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.feed(input) + decoder.timeout()
}

@Suite struct InputDecoderTests {
  @Test func everyKnownSequenceDecodesInOneRead() {
    for (input, expected) in knownSequences {
      var decoder = InputDecoder()
      #expect(decoder.feed(input) == expected, "\(input)")
      #expect(!decoder.hasPending, "\(input)")
    }
  }

  @Test func everyKnownSequenceSplitAtEveryByteBoundary() {
    for (input, expected) in knownSequences {
      for split in 1..<input.count {
        var decoder = InputDecoder()
        let first = decoder.feed(input[..<split])
        #expect(first.isEmpty, "a prefix of \(input) gave \(first)")
        #expect(decoder.hasPending, "\(input) split at \(split)")
        #expect(decoder.feed(input[split...]) == expected, "\(input) split at \(split)")
        #expect(!decoder.hasPending)
      }
    }
  }

  @Test func everyKnownSequenceFedOneByteAtATime() {
    for (input, expected) in knownSequences {
      var decoder = InputDecoder()
      let events = input.flatMap { decoder.feed([$0]) }
      #expect(events == expected, "\(input)")
    }
  }

  @Test func everyPrefixFollowedByQuietNeverHangs() {
    for (input, _) in knownSequences {
      for split in 1...input.count {
        var decoder = InputDecoder()
        _ = decoder.feed(input[..<split])
        var timeouts = 0
        while decoder.hasPending, timeouts <= InputDecoder.pasteTimeoutLimit {
          _ = decoder.timeout()
          timeouts += 1
        }
        #expect(!decoder.hasPending, "\(input) cut at \(split)")
        // And the decoder still works afterwards.
        #expect(decoder.feed(bytes("x")) == [character("x")])
      }
    }
  }

  @Test func aHundredKeysInOneReadKeepTheirOrder() {
    var generator = SeededGenerator(seed: 100)
    let singleEvents = knownSequences.filter { $0.events.count == 1 }
    var input: [UInt8] = []
    var expected: [InputEvent] = []
    for _ in 0..<100 {
      let (sequence, events) = singleEvents.randomElement(using: &generator)!
      input += sequence
      expected += events
    }
    var decoder = InputDecoder()
    #expect(decoder.feed(input) == expected)
    #expect(!decoder.hasPending)
  }

  @Test func typedTextArrivesCharacterByCharacter() {
    #expect(decodeAll(bytes("pika")) == "pika".map { character($0) })
    #expect(decodeAll(bytes("Flabébé")) == "Flabébé".map { character($0) })
  }

  @Test func aLoneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingEscape)
    #expect(decoder.timeout() == [key(.escape)])
    #expect(!decoder.hasPending)
    #expect(decoder.timeout().isEmpty)
  }

  @Test func escapeFollowedByASequenceIsEscapeThenTheKey() {
    #expect(decodeAll(bytes("\u{1B}\u{1B}[A")) == [key(.escape), key(.up)])
    #expect(decodeAll(bytes("\u{1B}\u{1B}")) == [key(.escape), key(.escape)])
  }

  @Test func escapeThenBracketOrOAloneAreAltChords() {
    #expect(decodeAll(bytes("\u{1B}[")) == [character("[", [.alt])])
    #expect(decodeAll(bytes("\u{1B}O")) == [character("O", [.alt])])
    #expect(decodeAll(bytes("\u{1B}O1")) == [character("O", [.alt]), character("1")])
  }

  @Test func unknownAndMalformedSequencesAreDropped() {
    // A cursor position report, a mode report, focus events, an unknown tilde code.
    #expect(decodeAll(bytes("\u{1B}[12;40R")).isEmpty)
    #expect(decodeAll(bytes("\u{1B}[?2026;2$y")).isEmpty)
    #expect(decodeAll(bytes("\u{1B}[I\u{1B}[O")).isEmpty)
    #expect(decodeAll(bytes("\u{1B}[99~")).isEmpty)
    #expect(decodeAll(bytes("\u{1B}Oz")).isEmpty)
    // A stray paste end, a mouse report with too few numbers.
    #expect(decodeAll(bytes("\u{1B}[201~")).isEmpty)
    #expect(decodeAll(bytes("\u{1B}[<0;5M")).isEmpty)
    // A control byte inside a sequence ends it; the byte itself still counts.
    #expect(decodeAll(bytes("\u{1B}[1;\u{01}")) == [character("a", [.control])])
    // Invalid UTF-8: a stray continuation, an overlong form, a surrogate, a cut character.
    #expect(decodeAll([0x80, 0x61]) == [character("a")])
    #expect(decodeAll([0xC0, 0xAF, 0x62]) == [character("b")])
    #expect(decodeAll([0xED, 0xA0, 0x80, 0x63]) == [character("c")])
    #expect(decodeAll([0xE3, 0x83, 0x64]) == [character("d")])
    #expect(decodeAll([0xE3, 0x83]).isEmpty)
  }

  @Test func hugeNumbersInSequencesDoNotOverflow() {
    let digits = String(repeating: "9", count: 40)
    #expect(decodeAll(bytes("\u{1B}[1;\(digits)A")) == [key(.up)])
    #expect(decodeAll(bytes("\u{1B}[<0;\(digits);1M")).count == 1)
    #expect(decodeAll(bytes("\u{1B}[<0;0;0M")) == [mouse(.press, .left, 0, 0)])
  }

  @Test func anEndlessSequenceIsCutOffAtTheLimit() {
    var decoder = InputDecoder()
    _ = decoder.feed(bytes("\u{1B}[" + String(repeating: "1", count: 10_000)))
    #expect(decoder.pendingByteCount < InputDecoder.sequenceLimit)
  }

  @Test func aPasteSplitAcrossManyReadsIsOneEvent() {
    let text = String(repeating: "Pikachu ピカチュウ\n", count: 500)
    let input = bytes("\u{1B}[200~" + text + "\u{1B}[201~x")
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    while start < input.count {
      let end = min(start + 7, input.count)
      events += decoder.feed(input[start..<end])
      start = end
    }
    #expect(events == [.paste(text), character("x")])
  }

  @Test func aHugePasteIsCappedAndStillEnds() {
    let input = bytes(
      "\u{1B}[200~" + String(repeating: "é", count: InputDecoder.pasteLimit) + "\u{1B}[201~q")
    let events = decodeAll(input)
    #expect(events.count == 2)
    guard case .paste(let text) = events.first else {
      Issue.record("no paste in \(events.prefix(1))")
      return
    }
    #expect(text.utf8.count <= InputDecoder.pasteLimit)
    #expect(text.utf8.count > InputDecoder.pasteLimit - 4)
    #expect(text.allSatisfy { $0 == "é" })
    #expect(events.last == character("q"))
  }

  @Test func anUnterminatedPasteIsDeliveredAfterALongQuiet() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[200~abc\u{1B}[20")).isEmpty)
    #expect(decoder.hasPending)
    #expect(!decoder.hasPendingEscape)  // a paste in progress, not an Esc key to resolve
    var events: [InputEvent] = []
    for _ in 0..<InputDecoder.pasteTimeoutLimit { events += decoder.timeout() }
    #expect(events == [.paste("abc")])  // the half end marker is dropped
    #expect(decoder.feed(bytes("j")) == [character("j")])
  }

  @Test func keyEventsMatchInSwitchStatements() {
    let event = InputEvent.key(.ctrl("c"))
    switch event {
    case .key(.ctrl("c")): break
    default: Issue.record("Ctrl-C did not match")
    }
    #expect(decodeAll([0x03]) == [.key(.ctrl("c"))])
    #expect(decodeAll(bytes("j")) == [.key(.character("j"))])
  }

  @Test(arguments: [false, true])
  func aMillionRandomBytesNeverCrashAndAlwaysMakeProgress(escapeHeavy: Bool) {
    var generator = SeededGenerator(seed: escapeHeavy ? 2 : 1)
    // Escape-heavy input is drawn mostly from bytes that occur in sequences, to reach the
    // deeper states (parameters, mouse reports, SS3, pastes) far more often than noise does.
    let alphabet = bytes("\u{1B}[O<;0123456789~ABCDHFMmPZ\u{7F}\r") + [0xE3, 0x83, 0xC3, 0xA9]
    var decoder = InputDecoder()
    var events = 0
    var fed = 0
    while fed < 1_000_000 {
      let count = Int.random(in: 1...64, using: &generator)
      let chunk = (0..<count).map { _ in
        escapeHeavy && Bool.random(using: &generator)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      events += decoder.feed(chunk).count
      fed += count
      #expect(decoder.pendingByteCount <= InputDecoder.pasteLimit + InputDecoder.sequenceLimit)
      if Int.random(in: 0..<50, using: &generator) == 0 { events += decoder.timeout().count }
    }
    for _ in 0...InputDecoder.pasteTimeoutLimit { events += decoder.timeout().count }
    #expect(!decoder.hasPending)
    #expect(events > 100_000)
  }
}

/// SplitMix64: a tiny seeded generator so random tests fail the same way every time.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
