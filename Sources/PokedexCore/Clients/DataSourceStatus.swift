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
  public var description: String { description(in: .english) }

  /// The status in `language`, for a status line: "offline" in English, "sin conexión" in
  /// Spanish, "オフライン" in Japanese.
  public func description(in language: Language) -> String {
    let words = Words.in(language)
    switch source {
    case .embedded: return words.offline
    case .live where isUnreachable: return words.unreachable
    case .live: return isFromCache ? words.cached : words.live
    }
  }

  /// The four descriptions in one language.
  private struct Words {
    var offline: String
    var live: String
    var cached: String
    var unreachable: String

    static func `in`(_ language: Language) -> Words {
      switch language {
      case .english:
        Words(
          offline: "offline", live: "live", cached: "live (cached)",
          unreachable: "offline (PokeAPI unreachable)")
      case .spanish:
        Words(
          offline: "sin conexión", live: "en línea", cached: "en línea (caché)",
          unreachable: "sin conexión (PokeAPI inaccesible)")
      case .french:
        Words(
          offline: "hors ligne", live: "en ligne", cached: "en ligne (cache)",
          unreachable: "hors ligne (PokeAPI injoignable)")
      case .german:
        Words(
          offline: "offline", live: "online", cached: "online (Cache)",
          unreachable: "offline (PokeAPI nicht erreichbar)")
      case .japanese:
        Words(
          offline: "オフライン", live: "オンライン", cached: "オンライン(キャッシュ)",
          unreachable: "オフライン(PokeAPI不通)")
      }
    }
  }
}
