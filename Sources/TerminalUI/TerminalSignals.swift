import Glibc

/// What a signal handler tells the event loop through the notification pipe, one byte each.
public enum TerminalNotification: Hashable, Sendable {
  /// SIGWINCH: read the new size and redraw fully.
  case resized
  /// SIGCONT: the session re-entered raw mode and the alternate screen; redraw fully.
  case continued
  /// SIGTERM, SIGHUP or SIGINT, in a session that asked to hear of them: finish up (save what
  /// is unsaved, restore the terminal), then end by the same signal.
  case terminated(signal: Int32)

  /// The byte a handler writes for it.
  public var byte: UInt8 {
    switch self {
    case .resized: 1
    case .continued: 2
    case .terminated(let signal): UInt8(truncatingIfNeeded: 128 + signal)
    }
  }

  /// The notification `byte` stands for, if any.
  public init?(byte: UInt8) {
    switch byte {
    case 1: self = .resized
    case 2: self = .continued
    case 129..<192: self = .terminated(signal: Int32(byte) - 128)
    default: return nil
    }
  }
}

/// Everything the signal handlers need, prepared before they are installed.
///
/// Handlers may only make async-signal-safe calls (write, tcsetattr, sigaction, raise), so
/// they cannot allocate, lock or build byte strings: all of it is ready here beforehand.
private struct SignalContext {
  var input: Int32
  var output: Int32
  /// Write end of the notification pipe (non-blocking: a full pipe drops the byte, which is
  /// fine, since the event loop has unread notifications to act on anyway).
  var notify: Int32
  var saved: termios
  var raw: termios
  /// Whether termination signals go to the event loop (which then saves and exits) rather
  /// than ending the process at once.
  var notifiesTermination: Bool
  var restoreBytes: UnsafeMutableBufferPointer<UInt8>
  var enterBytes: UnsafeMutableBufferPointer<UInt8>
  /// The dispositions we replaced, indexed by signal number, to put back on restore and to
  /// chain to on a crash.
  var previous: UnsafeMutablePointer<sigaction>
}

/// The one session's context, or nil when no session is active.
///
/// `nonisolated(unsafe)` is sound here: it is written only by `TerminalSignals.install` and
/// `uninstall`, never while a handler of ours is installed (install writes it first, uninstall
/// clears it last), and handlers only read it. The memory it points to is never freed, so a
/// handler still running on another thread while a session ends reads valid (if stale) data.
nonisolated(unsafe) private var signalContext: UnsafeMutablePointer<SignalContext>?

/// Installs and removes the session's signal handlers.
public enum TerminalSignals {
  /// Signals that end the process: restore the terminal, then die of the same signal.
  static let termination: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]
  /// Signals that mean a crash (a Swift trap is SIGILL on x86-64, SIGTRAP on arm64).
  static let crash: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]
  private static let all = termination + crash + [SIGTSTP, SIGCONT, SIGWINCH]
  /// One-shot handlers: if restoring itself faults, the default action ends the process.
  private static let resetHandler = Int32(bitPattern: UInt32(SA_RESETHAND))

  /// Prepares the handlers' context and installs them.
  static func install(
    input: Int32, output: Int32, notify: Int32, saved: termios, raw: termios,
    notifiesTermination: Bool
  ) {
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
    previous.initialize(repeating: sigaction(), count: Int(NSIG))
    let context = UnsafeMutablePointer<SignalContext>.allocate(capacity: 1)
    context.initialize(
      to: SignalContext(
        input: input, output: output, notify: notify, saved: saved, raw: raw,
        notifiesTermination: notifiesTermination, restoreBytes: copy(TerminalModes.restore),
        enterBytes: copy(TerminalModes.enter),
        previous: previous))
    signalContext = context
    installAlternateStack()
    for signal in termination {
      let asksLoop = notifiesTermination && signal != SIGQUIT
      handle(
        signal, with: asksLoop ? handleTerminationRequest : handleTermination, flags: resetHandler)
    }
    // On a stack of their own: a stack overflow leaves no room on the thread's stack to run
    // a handler in, and the terminal would stay raw.
    for signal in crash { handleWithDetails(signal, with: handleCrash) }
    handle(SIGTSTP, with: handleStop, flags: SA_RESTART)
    handle(SIGCONT, with: handleContinue, flags: SA_RESTART)
    handle(SIGWINCH, with: handleResize, flags: SA_RESTART)
  }

  /// Puts back the dispositions `install` replaced.
  static func uninstall() {
    guard let context = signalContext else { return }
    for signal in all {
      _ = sigaction(signal, context.pointee.previous + Int(signal), nil)
    }
    signalContext = nil
    // `context` is deliberately leaked (a few hundred bytes per session): a handler that
    // started just before the sigaction calls above may still be reading it.
  }

  /// Gives the calling thread a stack for signal handlers (the one that starts the session runs
  /// the reducers and views, where a runaway recursion would happen). Kept for the process's
  /// life: a handler may run on it at any time.
  public static func installAlternateStack() {
    var current = stack_t()
    guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
    let size = 64 * 1024
    guard let memory = malloc(size) else { return }
    var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: size)
    _ = sigaltstack(&stack, nil)
  }

  /// Installs a crash handler that gets the signal's details, to pass on to the previous one;
  /// one-shot, and on the alternate stack.
  private static func handleWithDetails(
    _ signal: Int32,
    with handler:
      @convention(c) (
        Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?
      ) -> Void
  ) {
    guard let context = signalContext else { return }
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = handler
    action.sa_flags = resetHandler | SA_SIGINFO | SA_ONSTACK
    sigemptyset(&action.sa_mask)
    sigaddset(&action.sa_mask, SIGWINCH)
    sigaddset(&action.sa_mask, SIGCONT)
    _ = sigaction(signal, &action, context.pointee.previous + Int(signal))
  }

  private static func copy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = buffer.initialize(from: bytes)
    return buffer
  }

  private static func handle(
    _ signal: Int32, with handler: @convention(c) (Int32) -> Void, flags: Int32
  ) {
    guard let context = signalContext else { return }
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    action.sa_flags = flags
    // Block the window and continue signals while a handler runs, so they do not interleave
    // their writes with a restore.
    sigemptyset(&action.sa_mask)
    sigaddset(&action.sa_mask, SIGWINCH)
    sigaddset(&action.sa_mask, SIGCONT)
    _ = sigaction(signal, &action, context.pointee.previous + Int(signal))
  }
}

// MARK: Handlers (async-signal-safe calls only)

/// Writes all of `bytes` to `descriptor`, retrying after interruptions.
private func writeAll(_ descriptor: Int32, _ bytes: UnsafeMutableBufferPointer<UInt8>) {
  guard let base = bytes.baseAddress else { return }
  var offset = 0
  while offset < bytes.count {
    let written = write(descriptor, base + offset, bytes.count - offset)
    if written > 0 {
      offset += written
    } else if written < 0, errno == EINTR {
      continue
    } else {
      return  // the terminal is gone or will not take more; nothing else to do here
    }
  }
}

/// Leaves the alternate screen and cooked mode, as `TerminalSession.restore()` does.
private func restoreTerminal(_ context: UnsafeMutablePointer<SignalContext>) {
  writeAll(context.pointee.output, context.pointee.restoreBytes)
  // TCSAFLUSH also drops unread input, so mouse reports in flight never reach the shell.
  _ = tcsetattr(context.pointee.input, TCSAFLUSH, &context.pointee.saved)
}

private func notify(_ context: UnsafeMutablePointer<SignalContext>, _ event: TerminalNotification) {
  var byte = event.byte
  _ = write(context.pointee.notify, &byte, 1)
}

/// The first SIGTERM, SIGHUP or SIGINT in a session that notifies: the event loop saves, restores
/// the terminal and ends the process by the same signal. Should the loop not get there, the
/// next one of these signals restores the terminal and ends the process at once.
private func handleTerminationRequest(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext {
    notify(context, .terminated(signal: signal))
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handleTermination
    action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
    sigemptyset(&action.sa_mask)
    for other in TerminalSignals.termination where other != SIGQUIT {
      _ = sigaction(other, &action, nil)
    }
  }
  errno = savedErrno
}

private func handleTermination(_ signal: Int32) {
  if let context = signalContext { restoreTerminal(context) }
  // SA_RESETHAND already restored the default action; the raised signal is blocked until this
  // handler returns, then kills the process with the signal's own exit status (128 + n).
  _ = raise(signal)
}

private func handleCrash(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ machine: UnsafeMutableRawPointer?
) {
  if let context = signalContext {
    restoreTerminal(context)
    // The Swift runtime's backtracer, when interactive, waits for a key on standard input
    // after its report; give it none.
    let null = open("/dev/null", O_RDONLY)
    if null >= 0 { _ = dup2(null, context.pointee.input) }
    // Let whoever had the signal before (the backtracer, which then prints to a usable screen)
    // handle it here, with the crash's own details.
    let previous = context.pointee.previous + Int(signal)
    _ = sigaction(signal, previous, nil)
    let handler = previous.pointee.__sigaction_handler
    if previous.pointee.sa_flags & SA_SIGINFO != 0, let chained = handler.sa_sigaction {
      chained(signal, info, machine)
    } else if let chained = handler.sa_handler,
      unsafeBitCast(chained, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    {
      chained(signal)
    }
  }
  // Whatever ran before, the process ends now: a backtracer returns from a signal that was
  // sent rather than caused (`kill -SEGV`), and the app would go on with its terminal given
  // back. The default action, unblocked, ends it with the signal's own status.
  var fatal = sigaction()
  fatal.__sigaction_handler.sa_handler = SIG_DFL
  _ = sigaction(signal, &fatal, nil)
  var unblocked = sigset_t()
  sigemptyset(&unblocked)
  sigaddset(&unblocked, signal)
  _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
  _ = raise(signal)
}

private func handleStop(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext { restoreTerminal(context) }
  // Stop for real; SIGCONT resumes us here, after `handleContinue` has re-entered.
  _ = raise(SIGSTOP)
  errno = savedErrno
}

private func handleContinue(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext {
    // In the background, tcsetattr stops us with SIGTTOU until `fg`, then fails with EINTR.
    while tcsetattr(context.pointee.input, TCSANOW, &context.pointee.raw) != 0, errno == EINTR {}
    writeAll(context.pointee.output, context.pointee.enterBytes)
    notify(context, .continued)
  }
  errno = savedErrno
}

private func handleResize(_ signal: Int32) {
  let savedErrno = errno
  if let context = signalContext { notify(context, .resized) }
  errno = savedErrno
}
