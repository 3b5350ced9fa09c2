import Foundation
import Glibc

/// Owns the terminal while the app runs: raw mode, the alternate screen, a hidden cursor,
/// bracketed paste and mouse reporting, all undone by `restore()` and on every way out of the
/// process (SIGTERM, SIGHUP, SIGINT, SIGQUIT, a crash), and undone and redone around Ctrl-Z.
///
/// Signals reach the event loop as bytes on `notificationDescriptor`, so one `poll()` waits for
/// keys and signals together:
///
/// ```swift
/// guard TerminalSession.standardStreamsAreTerminals() else { exit(2) }  // after a message
/// let session = try TerminalSession()
/// defer { session.restore() }
/// var decoder = InputDecoder()
/// var renderer = Renderer(colorMode: .detect(ProcessInfo.processInfo.environment))
/// while running {
///   let ready = session.wait(timeout: decoder.hasPending ? .milliseconds(25) : nil)
///   for notification in session.readNotifications() { renderer.requestFullRedraw() }
///   let events = ready.input ? decoder.feed(session.readAvailable()) : decoder.timeout()
///   // ... Ctrl-Z arrives as `.key(.ctrl("z"))`: call `session.suspend()`.
///   session.write(renderer.frame(draw(state, session.size)))
/// }
/// ```
///
/// Only one session can be active at a time (signal handlers are process-wide). Its methods may
/// be called from any thread.
public final class TerminalSession: @unchecked Sendable {
  // Safe: every stored property is a constant (descriptors, saved termios) except `isActive`,
  // which is only read and written under `activeLock`; reads and writes go straight to file
  // descriptors, which the kernel serialises.

  /// Why a session could not start.
  public enum StartError: Error, Equatable {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal
    /// Another session is active in this process.
    case alreadyActive
    /// A system call failed, with its `errno`.
    case systemCall(String, Int32)
  }

  /// Whether `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  /// Whether both standard input and standard output are terminals. Check this before starting
  /// a session, to print an error and exit without touching the terminal.
  public static func standardStreamsAreTerminals() -> Bool {
    isTerminal(STDIN_FILENO) && isTerminal(STDOUT_FILENO)
  }

  /// The terminal's input (standard input unless told otherwise).
  public let input: Int32
  /// The terminal's output (standard output unless told otherwise).
  public let output: Int32
  /// The read end of the notification pipe: readable when `readNotifications()` has news.
  public let notificationDescriptor: Int32
  private let notifyDescriptor: Int32
  private let savedSettings: termios

  /// Guards `isActive`, and makes sure only one session in the process is active.
  private static let activeLock = NSLock()
  /// Whether some session currently owns the terminal and the signal handlers.
  // Safe: read and written only while `activeLock` is held (in `init` and `restore`).
  nonisolated(unsafe) private static var sessionActive = false
  /// Whether this session still owns the terminal; guarded by `activeLock`.
  private var isActive = true

  /// Takes over the terminal: saves its settings, installs the signal handlers, enters raw
  /// mode and the alternate screen. The first frame should be a full redraw.
  ///
  /// With `notifiesTermination`, SIGTERM, SIGHUP and SIGINT arrive as
  /// `.terminated(signal:)` notifications for the event loop to finish up and then end the
  /// process itself (a second such signal ends it at once); without, they restore the terminal
  /// and end the process straight away.
  public init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, notifiesTermination: Bool = false
  ) throws(StartError) {
    guard Self.isTerminal(input), Self.isTerminal(output) else { throw .notATerminal }
    var settings = termios()
    guard tcgetattr(input, &settings) == 0 else { throw .systemCall("tcgetattr", errno) }
    var pipeDescriptors: [Int32] = [-1, -1]
    guard pipe(&pipeDescriptors) == 0 else { throw .systemCall("pipe", errno) }
    for descriptor in pipeDescriptors {
      // Non-blocking both ways: a handler must never block on a full pipe, and draining it
      // must stop when it is empty. Close-on-exec: children have no business with it.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    Self.activeLock.lock()
    defer { Self.activeLock.unlock() }
    guard !Self.sessionActive else {
      pipeDescriptors.forEach { _ = close($0) }
      throw .alreadyActive
    }
    self.input = input
    self.output = output
    notificationDescriptor = pipeDescriptors[0]
    notifyDescriptor = pipeDescriptors[1]
    savedSettings = settings
    var raw = TerminalModes.raw(settings)
    TerminalSignals.install(
      input: input, output: output, notify: notifyDescriptor, saved: settings, raw: raw,
      notifiesTermination: notifiesTermination)
    Self.sessionActive = true
    _ = tcsetattr(input, TCSANOW, &raw)
    write(TerminalModes.enter)
  }

  deinit {
    restore()
    _ = close(notificationDescriptor)
    _ = close(notifyDescriptor)
  }

  /// Gives the terminal back as it was: modes off, main screen, cursor shown, saved settings.
  /// Safe to call more than once; later calls do nothing.
  public func restore() {
    Self.activeLock.lock()
    defer { Self.activeLock.unlock() }
    guard isActive else { return }
    isActive = false
    Self.sessionActive = false
    // Handlers first, so a late SIGCONT cannot re-enter after we have left.
    TerminalSignals.uninstall()
    write(TerminalModes.restore)
    var settings = savedSettings
    // TCSAFLUSH drops unread input: late mouse reports must not spill into the shell.
    _ = tcsetattr(input, TCSAFLUSH, &settings)
  }

  /// Suspends the app the way Ctrl-Z does in a cooked terminal: restores the terminal and stops
  /// the process; when the shell continues it, re-enters and posts `.continued` (redraw fully).
  /// Raw mode delivers Ctrl-Z as a key, so the app calls this for `.key(.ctrl("z"))`.
  public func suspend() {
    // kill, not raise: raise targets the calling thread, and threads of the concurrency pool
    // (libdispatch workers) block signals like this one, so it would never be delivered.
    _ = kill(getpid(), SIGTSTP)
  }

  /// The terminal's current size (after a `.resized` notification, read it again).
  public var size: TerminalSize {
    var reported = winsize()
    let ok = ioctl(output, UInt(TIOCGWINSZ), &reported) == 0
    return TerminalSize.resolve(
      ok ? reported : nil, environment: ProcessInfo.processInfo.environment)
  }

  /// What `wait(timeout:)` found ready.
  public struct Readiness: Equatable, Sendable {
    /// Input (or a hangup) is waiting: call `readAvailable()`.
    public var input: Bool
    /// A signal posted a notification: call `readNotifications()`.
    public var notifications: Bool
    /// The terminal hung up: no more input will come. (Usually SIGHUP ends the process first.)
    /// Without it, an empty `readAvailable()` just means the bytes went away (a flush, say).
    public var hangup: Bool = false
  }

  /// Waits until input or a notification is ready, or `timeout` passes (nil: no limit).
  /// A signal that interrupts the wait comes back as `notifications` when it posted one.
  public func wait(timeout: Duration?) -> Readiness {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: notificationDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    var milliseconds = Self.pollTimeout(timeout)
    while poll(&descriptors, nfds_t(descriptors.count), milliseconds) < 0 {
      guard errno == EINTR else { return Readiness(input: false, notifications: false) }
      milliseconds = 0  // interrupted by a signal: look once more, without waiting
    }
    let closed = Int16(POLLHUP | POLLERR | POLLNVAL)
    return Readiness(
      input: descriptors[0].revents & (Int16(POLLIN) | closed) != 0,
      notifications: descriptors[1].revents & Int16(POLLIN) != 0,
      hangup: descriptors[0].revents & closed != 0)
  }

  /// `poll()`'s timeout for `duration`: milliseconds rounded up, -1 for no limit.
  static func pollTimeout(_ duration: Duration?) -> Int32 {
    guard let duration else { return -1 }
    let (seconds, attoseconds) = duration.components
    if seconds < 0 || (seconds == 0 && attoseconds <= 0) { return 0 }
    // Round up, so a 25 ms escape timeout never wakes early and finds nothing to do.
    let milliseconds = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(clamping: min(seconds, 3_000_000) * 1000 + milliseconds)
  }

  /// Ends a `wait(timeout:)` in progress on another thread (or the next one) at once, with
  /// `notifications` set and nothing to read.
  public func wakeWaiter() {
    var byte: UInt8 = 0
    _ = Glibc.write(notifyDescriptor, &byte, 1)
  }

  /// Drains the notification pipe: each kind at most once, in the order first seen.
  public func readNotifications() -> [TerminalNotification] {
    var notifications: [TerminalNotification] = []
    var bytes = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(notificationDescriptor, &bytes, bytes.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      for byte in bytes[..<count] {
        if let notification = TerminalNotification(byte: byte),
          !notifications.contains(notification)
        {
          notifications.append(notification)
        }
      }
    }
    return notifications
  }

  /// Everything the terminal has sent so far, without blocking; empty when nothing is waiting.
  public func readAvailable() -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(input, &chunk, chunk.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      result += chunk[..<count]
      if count < chunk.count { break }
    }
    return result
  }

  /// Writes all of `bytes`, retrying after interruptions and short writes.
  public func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(output, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN {
          // Someone made the terminal non-blocking: wait until it takes more.
          var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, 100)
        } else {
          return  // the terminal is gone; nothing useful is left to do with the bytes
        }
      }
    }
  }
}
