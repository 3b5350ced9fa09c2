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

  /// A status.
  public init(source: Source, isFromCache: Bool = false) {
    self.source = source
    self.isFromCache = isFromCache
  }

  /// The embedded snapshot.
  public static let embedded = DataSourceStatus(source: .embedded)

  /// "offline", "live" or "live (cached)".
  public var description: String {
    switch source {
    case .embedded: "offline"
    case .live: isFromCache ? "live (cached)" : "live"
    }
  }
}
