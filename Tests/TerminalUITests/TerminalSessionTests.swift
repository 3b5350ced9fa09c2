import Foundation
import Glibc
import Loop
import TerminalTesting
import Testing

@testable import TerminalUI

/// A pseudo-terminal: the session gets the terminal side, the test plays the terminal emulator
/// on the other side (it reads what the app wrote and types into it).
private final class PseudoTerminal {
  private(set) var controller: Int32
  let terminal: Int32

  init() throws {
    // posix_openpt and friends need feature macros the Glibc module does not define; they are
    // plain libc functions all the same.
    let openpt = try Self.function("posix_openpt", as: (@convention(c) (Int32) -> Int32).self)
    let grantpt = try Self.function("grantpt", as: (@convention(c) (Int32) -> Int32).self)
    let unlockpt = try Self.function("unlockpt", as: (@convention(c) (Int32) -> Int32).self)
    let ptsname = try Self.function(
      "ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
    controller = openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(controller >= 0)
    try #require(grantpt(controller) == 0 && unlockpt(controller) == 0)
    var name = [CChar](repeating: 0, count: 128)
    try #require(ptsname(controller, &name, name.count) == 0)
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    terminal = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    try #require(terminal >= 0)
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
  }

  deinit {
    close(terminal)
    if controller >= 0 { close(controller) }
  }

  /// Closes the emulator's side, as when the terminal window is closed.
  func hangUp() {
    close(controller)
    controller = -1
  }

  private static func function<T>(_ name: String, as type: T.Type) throws -> T {
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name))
    return unsafeBitCast(symbol, to: type)
  }

  /// Everything the app wrote so far, waiting briefly for it to arrive.
  func output() -> String {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    while poll(&descriptor, 1, bytes.isEmpty ? 1000 : 50) > 0 {
      let count = read(controller, &chunk, chunk.count)
      guard count > 0 else { break }
      bytes += chunk[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func type(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(controller, $0.baseAddress, $0.count - 1) }
  }

  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  func settings() -> termios {
    var settings = termios()
    _ = tcgetattr(terminal, &settings)
    return settings
  }
}

private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// Serialized: a session installs process-wide signal handlers, and only one may be active.
@Suite(.serialized) struct TerminalSessionTests {
  @Test func restoreUndoesEveryModeEnterTurnsOn() {
    let enter = text(TerminalModes.enter)
    let restore = text(TerminalModes.restore)
    for mode in ["1049", "25", "2004", "1000", "1002", "1006"] {
      let on = mode == "25" ? "l" : "h"
      let off = mode == "25" ? "h" : "l"
      #expect(enter.contains("\u{1B}[?\(mode)\(on)"), "\(mode)")
      #expect(restore.contains("\u{1B}[?\(mode)\(off)"), "\(mode)")
    }
    // Close any synchronized update and reset colours before leaving, and leave the alternate
    // screen last, so nothing after it lands on the user's main screen.
    #expect(restore.hasPrefix("\u{1B}[?2026l\u{1B}[0m"))
    #expect(restore.hasSuffix("\u{1B}[?1049l"))
    #expect(enter.hasPrefix("\u{1B}[?1049h"))
  }

  @Test func rawModeTurnsOffEchoLineEditingSignalsAndTranslation() {
    var cooked = termios()
    cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
    cooked.c_oflag = tcflag_t(OPOST | ONLCR)
    cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN | ECHOE)
    cooked.c_cflag = tcflag_t(CS7 | PARENB | CREAD)
    let raw = TerminalModes.raw(cooked)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
    #expect(raw.c_cflag & tcflag_t(CSIZE) == tcflag_t(CS8))
    #expect(raw.c_cflag & tcflag_t(PARENB) == 0)
    #expect(raw.c_cflag & tcflag_t(CREAD) != 0)
    withUnsafeBytes(of: raw.c_cc) { controlCharacters in
      #expect(controlCharacters[Int(VMIN)] == 0)
      #expect(controlCharacters[Int(VTIME)] == 0)
    }
  }

  @Test func aPipeIsNotATerminalAndIsLeftUntouched() throws {
    // Close-on-exec from the start, as the child-process suites make theirs: a child another
    // test starts meanwhile keeps none of its ends.
    let descriptors = try closeOnExecPipe()
    defer { descriptors.forEach { close($0) } }
    #expect(!TerminalSession.isTerminal(descriptors[0]))
    #expect(!TerminalSession.isTerminal(descriptors[1]))
    #expect(throws: TerminalSession.StartError.notATerminal) {
      try TerminalSession(input: descriptors[0], output: descriptors[1])
    }
    // Nothing was written: the pipe is empty.
    _ = fcntl(descriptors[0], F_SETFL, O_NONBLOCK)
    var byte: UInt8 = 0
    #expect(read(descriptors[0], &byte, 1) == -1)
  }

  @Test func sizeComesFromTheKernelThenTheEnvironment() {
    let reported = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
    let empty = winsize()
    let environment = ["COLUMNS": "90", "LINES": "30"]
    #expect(
      TerminalSize.resolve(reported, environment: environment)
        == TerminalSize(columns: 120, rows: 40))
    #expect(
      TerminalSize.resolve(empty, environment: environment) == TerminalSize(columns: 90, rows: 30))
    #expect(TerminalSize.resolve(nil, environment: [:]) == TerminalSize(columns: 80, rows: 24))
    #expect(
      TerminalSize.resolve(nil, environment: ["COLUMNS": "0", "LINES": "x"])
        == TerminalSize(columns: 80, rows: 24))
  }

  @Test func pollTimeoutsRoundUpToMilliseconds() {
    #expect(TerminalSession.pollTimeout(nil) == -1)
    #expect(TerminalSession.pollTimeout(.zero) == 0)
    #expect(TerminalSession.pollTimeout(.milliseconds(25)) == 25)
    #expect(TerminalSession.pollTimeout(.microseconds(1)) == 1)
    #expect(TerminalSession.pollTimeout(.seconds(2)) == 2000)
    #expect(TerminalSession.pollTimeout(.seconds(-1)) == 0)
    #expect(TerminalSession.pollTimeout(.seconds(1_000_000_000)) == Int32.max)
  }

  @Test func aSessionOnAPseudoTerminalEntersReadsResizesAndRestores() throws {
    let pty = try PseudoTerminal()
    let cooked = pty.settings()
    pty.resize(columns: 100, rows: 30)
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)

    // Entered: modes on, raw settings.
    #expect(pty.output() == text(TerminalModes.enter))
    let raw = pty.settings()
    #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
    #expect(session.size == TerminalSize(columns: 100, rows: 30))

    // Input arrives byte for byte (Ctrl-C included: it is a key now, not a signal).
    #expect(session.readAvailable().isEmpty)
    pty.type("j\u{3}\u{1B}[A")
    #expect(session.wait(timeout: .seconds(2)).input)
    #expect(session.readAvailable() == Array("j\u{3}\u{1B}[A".utf8))

    // Output goes through untouched.
    session.write(Array("\u{1B}[Hé\n".utf8))
    #expect(pty.output() == "\u{1B}[Hé\n")

    // Signals become notifications.
    #expect(
      session.wait(timeout: .zero) == TerminalSession.Readiness(input: false, notifications: false))
    pty.resize(columns: 50, rows: 10)
    kill(getpid(), SIGWINCH)
    #expect(session.wait(timeout: .seconds(2)).notifications)
    #expect(session.readNotifications() == [.resized])
    #expect(session.size == TerminalSize(columns: 50, rows: 10))
    kill(getpid(), SIGWINCH)
    kill(getpid(), SIGWINCH)
    kill(getpid(), SIGCONT)
    _ = session.wait(timeout: .seconds(2))
    usleep(50_000)
    #expect(Set(session.readNotifications()) == [.resized, .continued])
    #expect(pty.output() == text(TerminalModes.enter))  // SIGCONT re-entered

    // Input that vanishes between poll and read (a flush) is not a hangup.
    #expect(!session.wait(timeout: .zero).hangup)

    // Restored: modes off, settings as they were; a second restore does nothing.
    session.restore()
    #expect(pty.output() == text(TerminalModes.restore))
    let restored = pty.settings()
    #expect(restored.c_lflag == cooked.c_lflag)
    #expect(restored.c_iflag == cooked.c_iflag)
    #expect(restored.c_oflag == cooked.c_oflag)
    session.restore()
    var byte: UInt8 = 0
    #expect(read(pty.controller, &byte, 1) == -1)
  }

  @Test func onlyOneSessionAtATime() throws {
    let pty = try PseudoTerminal()
    let first = try TerminalSession(input: pty.terminal, output: pty.terminal)
    #expect(throws: TerminalSession.StartError.alreadyActive) {
      try TerminalSession(input: pty.terminal, output: pty.terminal)
    }
    first.restore()
    let second = try TerminalSession(input: pty.terminal, output: pty.terminal)
    second.restore()
    // After a restore the handlers are gone: SIGWINCH posts nothing.
    kill(getpid(), SIGWINCH)
    #expect(!second.wait(timeout: .milliseconds(50)).notifications)
  }

  @Test func closingTheTerminalIsAHangup() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    defer { session.restore() }
    pty.hangUp()
    let ready = session.wait(timeout: .seconds(2))
    #expect(ready.input)
    #expect(ready.hangup)
    #expect(session.readAvailable().isEmpty)
  }

  /// The input thread waits with no time limit; when the app quits, waking it is how it learns
  /// to stop (instead of waiting for a key that never comes).
  @Test func wakingTheWaiterEndsAWaitWithNoTimeLimit() throws {
    let pty = try PseudoTerminal()
    let session = try TerminalSession(input: pty.terminal, output: pty.terminal)
    defer { session.restore() }
    let woke = DispatchSemaphore(value: 0)
    let readiness = Locked<TerminalSession.Readiness?>(nil)
    Thread.detachNewThread {
      let ready = session.wait(timeout: nil)
      readiness.withLock { $0 = ready }
      woke.signal()
    }
    Thread.sleep(forTimeInterval: 0.05)
    #expect(readiness.withLock { $0 } == nil)  // still waiting: no key, no signal
    session.wakeWaiter()
    #expect(woke.wait(timeout: .now() + 5) == .success)
    #expect(readiness.withLock { $0 }?.input == false)
    #expect(session.readNotifications().isEmpty)  // the wake-up byte is no notification
  }
}
