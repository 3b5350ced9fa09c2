import Foundation
import Glibc
import Testing

@testable import PokedexTUI

/// The test binary doubles as a tiny full-screen app: run with `TERMINAL_SESSION_CHILD` set, this
/// test starts a `TerminalSession` and reacts to keys (`q` quits, `c` crashes, Ctrl-Z suspends).
/// In a normal test run it does nothing.
@Test func terminalSessionChildProcess() throws {
  guard ProcessInfo.processInfo.environment["TERMINAL_SESSION_CHILD"] != nil else { return }
  let session = try TerminalSession()
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
    if !session.readNotifications().isEmpty {
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
      case .key(.ctrl("z")):
        session.suspend()
      default:
        show("CHILD KEY \(event)")
      }
    }
  }
}

private let tmuxPath = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Every way out of a session leaves the terminal as it was, in a real terminal (tmux): quitting,
/// SIGTERM, a crash, and Ctrl-Z followed by `fg`. CI (`CI` set) insists on tmux being there.
@Suite(.enabled(if: tmuxPath != nil || ProcessInfo.processInfo.environment["CI"] != nil))
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
  @Test(arguments: ["enable=no", "interactive=no"])
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
  func startChild(reportWhenDone: Bool = true, backtrace: String = "enable=no") throws -> Int32 {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    // The backtracer is off unless asked for: it would wait for a key after a crash, and take
    // its time. The quotes keep the markers we wait for out of the echoed command line.
    try type(
      "TERMINAL_SESSION_CHILD=1 SWIFT_BACKTRACE=\(backtrace) '\(binary)' --testing-library "
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
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let deadline = ContinuousClock.now + .seconds(20)
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
