/// Which source answered the Pokédex's latest request, for a status line.
public struct DataSourceStatus: Sendable, Equatable, CustomStringConvertible {
  /// Where the data comes from.
  public enum Source: Sendable, Equatable {
    /// The snapshot built into the app.
    case embedded
    /// PokeAPI over HTTP, with its on-disk cache.
    case live
  }

  /// Where the data comes from.
  public var source: Source
  /// Whether the latest answer came from the on-disk cache without asking PokeAPI (a fresh
  /// entry, or an older one served because PokeAPI could not be reached). Always false for
  /// the embedded snapshot.
  public var isFromCache: Bool
  /// Whether PokeAPI could not be reached the last time it was asked (connection refused,
  /// timed out, dropped); cleared by the next answer it sends. Always false for the embedded
  /// snapshot.
  public var isUnreachable: Bool

  /// A status.
  public init(source: Source, isFromCache: Bool = false, isUnreachable: Bool = false) {
    self.source = source
    self.isFromCache = isFromCache
    self.isUnreachable = isUnreachable
  }

  /// The embedded snapshot.
  public static let embedded = DataSourceStatus(source: .embedded)

  /// "offline", "live", "live (cached)" or "offline (PokeAPI unreachable)".
  public var description: String {
    switch source {
    case .embedded: "offline"
    case .live where isUnreachable: "offline (PokeAPI unreachable)"
    case .live: isFromCache ? "live (cached)" : "live"
    }
  }
}
