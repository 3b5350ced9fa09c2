import Glibc

/// The one way the commands write text to standard output and standard error, so that a
/// stream that cannot be written ends a command the way a user expects, never with a crash:
///
/// - a reader that went away (`pokedex-tui search p | head -1`: EPIPE) ends the process
///   quietly, by SIGPIPE, as Unix tools do;
/// - any other failure (a full disk, an I/O error, a file grown past its limit) ends it with
///   one line on standard error and status 1.
///
/// Foundation's `FileHandle.write(_:)` and `print` are not used for this: the first stops the
/// process with a trap on any failure, the second drops failures silently.
public enum StandardStreams {
  /// Writes `text` to standard output, or ends the process as described above.
  public static func out(_ text: String) {
    guard let failure = write(text, to: STDOUT_FILENO) else { return }
    if failure == EPIPE {
      // Quietly, as `head` expects of the programs before it: the default action of SIGPIPE.
      signal(SIGPIPE, SIG_DFL)
      raise(SIGPIPE)
    }
    error("pokedex-tui: cannot write the output: \(String(cString: strerror(failure)))\n")
    exit(1)
  }

  /// Writes `text` to standard error. A failure there is ignored: there is nowhere left to
  /// report it, and the exit status still says what happened.
  public static func error(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Makes a write to a closed pipe fail with EPIPE rather than end the process before the
  /// command can decide; call once at the start of a command.
  public static func takeOverBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes every byte of `text` to `descriptor`; returns the error number of a failure.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }
}
