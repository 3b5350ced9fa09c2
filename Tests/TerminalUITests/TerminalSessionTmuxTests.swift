import Foundation
import Glibc
import TerminalTesting
import Testing

@testable import TerminalUI

/// The test binary doubles as a tiny full-screen app: run with `TERMINAL_SESSION_CHILD` set, this
/// test starts a `TerminalSession` and reacts to keys (`q` quits, `c` crashes, `o` overflows
/// the stack, Ctrl-Z suspends). With `TERMINAL_SESSION_NOTIFY=<file>` termination signals come
/// to its loop, which writes the file before ending by the signal. In a normal test run it does
/// nothing.
@Test func terminalSessionChildProcess() throws {
  let environment = ProcessInfo.processInfo.environment
  guard environment["TERMINAL_SESSION_CHILD"] != nil else { return }
  let finishedMarker = environment["TERMINAL_SESSION_NOTIFY"]
  let session = try TerminalSession(notifiesTermination: finishedMarker != nil)
  var renderer = Renderer(colorMode: .none)
  var decoder = InputDecoder()
  func show(_ message: String) {
    let size = session.size
    var buffer = CellBuffer(width: size.columns, height: size.rows)
    buffer.write(message, column: 0, row: 0)
    session.write(renderer.frame(buffer))
  }
  show("CHILD READY pid=\(getpid()).")
  while true {
    let ready = session.wait(timeout: decoder.hasPending ? .milliseconds(25) : nil)
    for notification in session.readNotifications() {
      if case .terminated(let signal) = notification, let finishedMarker {
        // Finish up as the app does (it saves), then end by the signal.
        _ = FileManager.default.createFile(
          atPath: finishedMarker, contents: Data("finished by \(signal)".utf8))
        session.restore()
        Glibc.signal(signal, SIG_DFL)
        kill(getpid(), signal)
      }
      renderer.requestFullRedraw()
      show("CHILD CONTINUED")
    }
    for event in ready.input ? decoder.feed(session.readAvailable()) : decoder.timeout() {
      switch event {
      case .key(.character("q")):
        session.restore()
        exit(0)
      case .key(.character("c")):
        // An out-of-bounds index, the way a real bug would trap.
        let empty: [Int] = []
        show("\(empty[Int(getpid()) % 2 + 1])")
      case .key(.character("o")):
        show("\(dive(1))")
      case .key(.ctrl("z")):
        session.suspend()
      default:
        show("CHILD KEY \(event)")
      }
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// A test whose child process crashes on purpose: skipped under the thread sanitizer, whose
  /// own crash handling replaces the one under test (`.ci/run` runs these without it).
  static var crashesForReal: Self {
    .disabled(
      if: isThreadSanitized,
      "the thread sanitizer handles crash signals itself; this test runs in the plain build")
  }
}

/// Recurses until the stack runs out.
private func dive(_ depth: Int) -> Int {
  depth == 0 ? 0 : dive(depth &+ 1) &+ 1
}

private let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Every way out of a session leaves the terminal as it was, in a real terminal (tmux): quitting,
/// SIGTERM, a crash, and Ctrl-Z followed by `fg`. CI (`CI` set) insists on tmux being there.
@Suite(
  .waitsOnChildProcesses,
  .enabled(if: tmuxPath != nil || ProcessInfo.processInfo.environment["CI"] != nil))
struct TerminalSessionTmuxTests {
  @Test func quittingRestoresTheTerminal() throws {
    let pane = try Pane()
    try pane.startChild()
    try pane.type("q")
    let screen = try pane.waitFor("EXIT=")
    #expect(screen.contains("EXIT=0"))
    try pane.expectRestored()
  }

  @Test func sigtermRestoresTheTerminalAndExitsWith143() throws {
    let pane = try Pane()
    let pid = try pane.startChild()
    kill(pid, SIGTERM)
    let screen = try pane.waitFor("EXIT=")
    #expect(screen.contains("EXIT=143"))
    try pane.expectRestored()
  }

  /// With the Swift runtime's backtracer off, the default action ends the process; with it on,
  /// our handler passes the signal on and its report lands on the restored main screen.
  @Test(.crashesForReal, arguments: ["enable=no", "interactive=no"])
  func aCrashRestoresTheTerminalAndKeepsTheSignalStatus(backtrace: String) throws {
    let pane = try Pane()
    try pane.startChild(backtrace: backtrace)
    try pane.type("c")
    let screen = try pane.waitFor("EXIT=")
    // A Swift trap is SIGILL on x86-64 and SIGTRAP on arm64.
    #expect(screen.contains("EXIT=\(128 + SIGILL)") || screen.contains("EXIT=\(128 + SIGTRAP)"))
    if backtrace == "interactive=no" {
      #expect(screen.contains("Backtrace took"))
    }
    try pane.expectRestored()
  }

  /// A stack overflow leaves no stack to run a handler on; the crash handlers have their own.
  @Test(.crashesForReal) func aStackOverflowRestoresTheTerminal() throws {
    let pane = try Pane()
    try pane.startChild()
    try pane.type("o")
    let screen = try pane.waitFor("EXIT=")
    #expect(screen.contains("EXIT=\(128 + SIGSEGV)"))
    try pane.expectRestored()
  }

  /// The Swift runtime's backtracer, as it is by default (interactive on a terminal), reports
  /// and then waits for a key; a crash must still end the process and give the terminal back.
  @Test(.crashesForReal) func aCrashUnderTheDefaultBacktracerEndsTheProcess() throws {
    let pane = try Pane()
    let pid = try pane.startChild(backtrace: nil)
    kill(pid, SIGSEGV)
    let screen = try pane.waitFor("EXIT=", timeout: .seconds(60))
    #expect(screen.contains("EXIT=\(128 + SIGSEGV)"))
    try pane.expectRestored()
  }

  /// A session that asks for termination notifications lets its loop finish (the app saves)
  /// before the process ends by the signal.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aTerminationSignalReachesTheLoopFirst(signal: Int32) throws {
    let pane = try Pane()
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("session-finished-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: marker) }
    // Reported afterwards: bash drops the rest of a command line whose job SIGINT ended.
    let pid = try pane.startChild(reportWhenDone: false, notifyingTo: marker.path)
    kill(pid, signal)
    try pane.waitForShell()
    try pane.type(pane.reportExit + "\n")
    let screen = try pane.waitFor("EXIT=")
    #expect(screen.contains("EXIT=\(128 + signal)"))
    try pane.expectRestored()
    #expect(try String(contentsOf: marker, encoding: .utf8) == "finished by \(signal)")
  }

  @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgComesBack() throws {
    let pane = try Pane()
    // Alone on its command line: when a job stops, bash goes on with the rest of the line.
    try pane.startChild(reportWhenDone: false)
    try pane.send("C-z")
    try pane.waitFor("Stopped")
    try pane.expectRestored(whileStopped: true)
    try pane.send("f", "g", "Enter")
    try pane.waitFor("CHILD CONTINUED")
    #expect(try pane.flags() == "alternate=1 cursor=0 mouse=1 sgr=1")
    try pane.type("q")
    try pane.waitForShell()
    try pane.type(pane.reportExit + "\n")
    let screen = try pane.waitFor("EXIT=")
    #expect(screen.contains("EXIT=0"))
    try pane.expectRestored()
  }
}

/// A bash prompt in a private tmux server.
private final class Pane {
  private let socket = "terminal-session-\(getpid())-\(UUID().uuidString.prefix(8))"

  init() throws {
    try tmux(
      "new-session", "-d", "-x", "80", "-y", "24", "env", "-i", "PATH=/usr/bin:/bin",
      "TERM=xterm-256color", "PS1=$ ", "bash", "--norc", "--noprofile")
  }

  deinit { _ = try? tmux("kill-server") }

  /// Starts the child app and waits for its first frame; returns its pid. When it ends, the
  /// shell prints its exit status and the terminal modes.
  @discardableResult
  func startChild(
    reportWhenDone: Bool = true, backtrace: String? = "enable=no", notifyingTo marker: String? = nil
  ) throws -> Int32 {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    // The backtracer is off unless asked for (nil: as it is by default): it takes its time.
    // The quotes keep the markers we wait for out of the echoed command line.
    let settings =
      (backtrace.map { "SWIFT_BACKTRACE=\($0) " } ?? "")
      + (marker.map { "TERMINAL_SESSION_NOTIFY='\($0)' " } ?? "")
    try type(
      "TERMINAL_SESSION_CHILD=1 \(settings)'\(binary)' --testing-library "
        + "swift-testing --filter terminalSessionChildProcess"
        + (reportWhenDone ? "; " + reportExit : "")
        + "\n")
    let screen = try waitFor("CHILD READY")
    #expect(try flags() == "alternate=1 cursor=0 mouse=1 sgr=1")
    let pid = screen.split(separator: "pid=").last?.prefix { $0.isNumber }
    return try #require(pid.flatMap { Int32($0) })
  }

  /// Prints the last exit status and the terminal modes.
  var reportExit: String {
    "echo \"EXIT\"=$?; " + Self.printModes(marker: "MODES-AFTER-EXIT")
  }

  /// Prints the cooked-mode flags as `stty` sees them, on or off (`-echo`), then `marker`.
  private static func printModes(marker: String) -> String {
    "stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(echo|icanon|isig|icrnl|ixon|opost)' | "
      + "tr '\\n' ' '; echo \"\(marker.prefix(2))\"\(marker.dropFirst(2))"
  }

  /// The terminal is cooked again, and the app's modes are off. With `whileStopped`, asks the
  /// shell now; otherwise reads what the shell printed after the child ended.
  func expectRestored(
    whileStopped: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let marker = whileStopped ? "MODES-WHILE-STOPPED" : "MODES-AFTER-EXIT"
    if whileStopped { try type(Self.printModes(marker: marker) + "\n") }
    let screen = try waitFor(marker)
    #expect(
      screen.contains("icrnl ixon opost isig icanon echo \(marker)"),
      sourceLocation: sourceLocation)
    #expect(
      try flags() == "alternate=0 cursor=1 mouse=0 sgr=0", sourceLocation: sourceLocation)
    #expect(!screen.contains("CHILD READY"), sourceLocation: sourceLocation)
  }

  func flags() throws -> String {
    try tmux(
      "display-message", "-p",
      "alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_button_flag} "
        + "sgr=#{mouse_sgr_flag}"
    ).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits until the shell is in the foreground again (keys typed earlier would go to the app,
  /// whose exit discards unread input).
  func waitForShell() throws {
    let deadline = ContinuousClock.now + .seconds(20)
    while ContinuousClock.now < deadline {
      let command = try tmux("display-message", "-p", "#{pane_current_command}")
      if command.trimmingCharacters(in: .whitespacesAndNewlines) == "bash" { return }
      usleep(30_000)
    }
    Issue.record("the app never exited")
  }

  func type(_ text: String) throws { try tmux("send-keys", "-l", text) }
  func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }
  func screen() throws -> String { try tmux("capture-pane", "-p") }

  @discardableResult
  func waitFor(
    _ text: String, timeout: Duration = .seconds(20),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let deadline = ContinuousClock.now + timeout
    var last = ""
    while ContinuousClock.now < deadline {
      last = try screen()
      if last.contains(text) { return last }
      usleep(30_000)
    }
    Issue.record("\"\(text)\" never appeared; the screen:\n\(last)", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try spawn(
      [tmuxPath ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments,
      // The server that `new-session` forks would inherit the pipe and hold it open.
      captureOutput: arguments.first != "new-session")
  }
}
