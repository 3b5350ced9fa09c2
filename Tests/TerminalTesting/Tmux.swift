import Foundation
import Glibc
import Testing

/// Drives a real terminal: a private tmux server running a shell, into which tests type and
/// from which they read the screen, as a person would.
///
/// tmux must be installed (`.ci/run` installs it). Without it the tests are skipped with a
/// reason, except in CI (`CI=true`), where a missing tmux is a failure.
public final class Tmux {
  public let socket = "pokedex-test-\(UUID().uuidString.prefix(8))"
  public let width: Int
  public let height: Int

  public static let path: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }

  public static var isAvailable: Bool { path != nil }

  /// Why the terminal tests cannot run here, if they cannot.
  public static var unavailableReason: String? {
    isAvailable ? nil : "tmux is not installed (apt-get install -y tmux); terminal tests skipped"
  }

  /// The program `name` built with the tests, next to the test bundle.
  public static func builtProgram(_ name: String) -> URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent(name)
  }

  /// Starts a shell in a `width`×`height` window with `environment` set.
  public init(width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
    self.width = width
    self.height = height
    var command = [
      "env", "-i", "PATH=/usr/bin:/bin", "HOME=\(NSTemporaryDirectory())",
      "TERM=xterm-256color", "PS1=READY$ ",
    ]
    command += environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    command += ["bash", "--norc", "--noprofile"]
    // The server forks from this call and keeps its output open: give it no pipe to hold.
    try run(
      ["new-session", "-d", "-x", String(width), "-y", String(height), "-s", "main"] + command,
      capturingOutput: false)
    try waitFor("READY$")
  }

  deinit { _ = try? run(["kill-server"]) }

  /// Runs any other tmux command on this server (`["show-buffer"]`) and returns its output.
  @discardableResult
  public func command(_ arguments: [String]) throws -> String { try run(arguments) }

  /// Types text (each character literally) into the pane.
  public func type(_ text: String) throws { try run(["send-keys", "-t", "main", "-l", text]) }

  /// Sends tmux key names: `Enter`, `Escape`, `Down`, `C-c`...
  public func press(_ keys: String...) throws { try run(["send-keys", "-t", "main"] + keys) }

  /// Resizes the window.
  public func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", "main", "-x", String(width), "-y", String(height)])
  }

  /// The visible screen as text.
  public func screen() throws -> String { try run(["capture-pane", "-p", "-t", "main"]) }

  /// Copies everything the pane's program writes from now on into `file`, raw.
  public func recordOutput(to file: URL) throws {
    try run(["pipe-pane", "-o", "-t", "main", "cat > '\(file.path)'"])
  }

  /// The visible screen with its colours and attributes as SGR escape sequences.
  public func styledScreen() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", "main"])
  }

  /// How long a wait lasts unless a test says: 10 s, or 30 s for a program built with the
  /// thread sanitizer, which runs it several times slower (its app loads its data in seconds).
  public static let defaultTimeout: Duration =
    isThreadSanitized ? .seconds(30) : .seconds(10)

  /// Waits until the screen shows `text` (and `predicate` holds), or fails after `timeout`.
  @discardableResult
  public func waitFor(
    _ text: String, timeout: Duration = Tmux.defaultTimeout,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ predicate: (String) -> Bool = { _ in true }
  ) throws -> String {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    var last = ""
    while ContinuousClock.now < deadline {
      last = try screen()
      if last.contains(text), predicate(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record(
      "Timed out waiting for \"\(text)\". The screen was:\n\(last)", sourceLocation: sourceLocation)
    throw TmuxError("timed out waiting for \(text)")
  }

  /// Waits until the shell is the pane's foreground program again and shows its prompt.
  ///
  /// The app leaves its screen a moment before it gives the terminal back (and drops unread
  /// input as it does), so text typed as soon as the prompt shows could be lost; after this
  /// returns, the shell reads what is typed.
  @discardableResult
  public func waitForShell(
    timeout: Duration = Tmux.defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try waitFor("READY$", timeout: timeout, sourceLocation: sourceLocation) { _ in
      let foreground = try? run(["display-message", "-p", "-t", "main", "#{pane_current_command}"])
      return foreground?.trimmingCharacters(in: .whitespacesAndNewlines) == "bash"
    }
  }

  @discardableResult
  private func run(_ arguments: [String], capturingOutput: Bool = true) throws -> String {
    guard let path = Self.path else { throw TmuxError("tmux is not installed") }
    return try spawn(
      [path, "-L", socket, "-f", "/dev/null"] + arguments, captureOutput: capturingOutput)
  }
}

public struct TmuxError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
