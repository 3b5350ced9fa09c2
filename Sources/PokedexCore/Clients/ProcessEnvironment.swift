#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The environment the program started with, read once.
///
/// `ProcessInfo.environment` builds a new dictionary of every variable on each call, and the
/// app's start-up asked for it half a dozen times (options, colours, the terminal's size, the
/// data and cache folders). Nothing here changes the environment after start.
public enum ProcessEnvironment {
  /// Every variable, by name.
  ///
  /// Read from the C `environ` list, as `ProcessInfo` does, without setting up `ProcessInfo`
  /// (a tenth of a millisecond of the app's start-up). An entry without `=` is skipped; of a
  /// name given twice, the first counts, as for `getenv`.
  ///
  /// ```swift
  /// let home = ProcessEnvironment.atStart["HOME"]
  /// ```
  public static let atStart: [String: String] = {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
        let name = String(text[..<equals])
        if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return variables
  }()
}
