import Foundation

/// The environment the program started with, read once.
///
/// `ProcessInfo.environment` builds a new dictionary of every variable on each call, and the
/// app's start-up asked for it half a dozen times (options, colours, the terminal's size, the
/// data and cache folders). Nothing here changes the environment after start.
public enum ProcessEnvironment {
  /// Every variable, by name.
  ///
  /// ```swift
  /// let home = ProcessEnvironment.atStart["HOME"]
  /// ```
  public static let atStart: [String: String] = ProcessInfo.processInfo.environment
}
