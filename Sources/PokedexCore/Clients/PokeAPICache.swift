import Foundation
import Loop

/// PokeAPI's responses on disk, one file per URL with the time it was fetched, so the live
/// client answers from disk while a response is fresh and when PokeAPI cannot be reached.
///
/// - Each file is written atomically (a temporary file renamed over the old one), so a crash
///   or a second Pokédex running at once never leaves half a response behind.
/// - A file that does not read back as an entry for its URL is deleted and treated as missing;
///   the live client also drops an entry whose body no longer decodes, then fetches it again.
/// - The folder stays under ``maxSize`` bytes: after each write the entries fetched longest
///   ago are deleted first.
///
/// ```swift
/// let cache = PokeAPICache(directory: PokeAPICache.defaultDirectory())
/// let client = PokemonClient.live(baseURL: LiveConfiguration.pokeAPI, cache: cache)
/// ```
public final class PokeAPICache: Sendable {
  /// The folder holding the entries.
  public let directory: URL
  /// How old an entry may be before the live client asks PokeAPI again (it still serves an
  /// older one when PokeAPI cannot be reached).
  public let maxAge: Duration
  /// The most bytes the entries may take together.
  public let maxSize: Int

  let now: @Sendable () -> Date
  /// Entry sizes and fetch times, read from the folder on the first write.
  private let index = Locked<Index?>(nil)

  private struct Index {
    var entries: [String: (size: Int, fetchedAt: Date)] = [:]
    var total = 0
  }

  /// A cache in `directory` (created when first written).
  ///
  /// - Parameters:
  ///   - maxAge: when an entry counts as stale; 7 days by default.
  ///   - maxSize: the size bound in bytes; 200 MB by default.
  ///   - now: the current time; tests pass their own to age entries without waiting.
  public init(
    directory: URL, maxAge: Duration = .seconds(7 * 24 * 60 * 60), maxSize: Int = 200_000_000,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.directory = directory
    self.maxAge = maxAge
    self.maxSize = maxSize
    self.now = now
  }

  /// `$XDG_CACHE_HOME/pokedex/pokeapi/`, else `~/.cache/pokedex/pokeapi/`.
  public static func defaultDirectory(
    environment: [String: String] = ProcessEnvironment.atStart
  ) -> URL {
    // The XDG spec says to ignore a relative XDG_CACHE_HOME.
    let base: URL
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg, isDirectory: true)
    } else {
      let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
        ".cache", isDirectory: true)
    }
    return base.appendingPathComponent("pokedex/pokeapi", isDirectory: true)
  }

  /// A cache in ``defaultDirectory(environment:)`` with the default age and size.
  public static var standard: PokeAPICache { PokeAPICache(directory: defaultDirectory()) }

  /// The file that holds (or would hold) the response for `url`.
  public func fileURL(for url: URL) -> URL {
    directory.appendingPathComponent(Self.fileName(for: url))
  }

  /// The bytes the entries take, as this cache last saw the folder.
  public var size: Int { withIndex { $0.total } }

  /// One cached response.
  struct Entry: Sendable {
    var body: Data
    var fetchedAt: Date
    /// Younger than ``PokeAPICache/maxAge``.
    var isFresh: Bool
  }

  /// The response stored for `url`, fresh or not; nil when there is none or it is corrupt (then
  /// the file is deleted).
  func entry(for url: URL) -> Entry? {
    let file = fileURL(for: url)
    guard let data = try? Data(contentsOf: file) else { return nil }
    guard let (fetchedAt, body) = Self.parse(data, expecting: url) else {
      remove(url)
      return nil
    }
    return Entry(body: body, fetchedAt: fetchedAt, isFresh: isFresh(fetchedAt: fetchedAt))
  }

  /// Whether a response fetched at `fetchedAt` is younger than ``maxAge``.
  func isFresh(fetchedAt: Date) -> Bool {
    now().timeIntervalSince(fetchedAt) < maxAge.timeInterval
  }

  /// Keeps `body` as the response for `url`, fetched now, then trims the folder to
  /// ``maxSize``. A failed write is ignored: the cache is an optimisation, and the caller has
  /// its answer either way. (Each entry is written to a temporary file and renamed into place,
  /// so a write that fails, on a full disk say, never leaves a part of an entry to be read
  /// back later.)
  ///
  /// - Returns: when the response counts as fetched, whether or not it was written.
  @discardableResult
  func store(_ body: Data, for url: URL) -> Date {
    let fetchedAt = now()
    try? write(body, for: url, fetchedAt: fetchedAt)
    return fetchedAt
  }

  /// ``store(_:for:)``, for a caller that must know whether the entry was written (`sync
  /// --sprites`, whose whole point the entries are): throws what the file system said.
  func write(_ body: Data, for url: URL, fetchedAt: Date) throws {
    var contents = Data(Self.header(url: url, fetchedAt: fetchedAt, length: body.count).utf8)
    contents.append(body)
    guard contents.count <= maxSize else { return }
    let name = Self.fileName(for: url)
    let file = directory.appendingPathComponent(name)
    try writeAtomically(contents, to: file)
    // Eviction sorts by modification time, which a directory listing gives without opening
    // each file; make it the fetch time, which the header holds.
    try? FileManager.default.setAttributes([.modificationDate: fetchedAt], ofItemAtPath: file.path)
    withIndex { index in
      index.total += contents.count - (index.entries[name]?.size ?? 0)
      index.entries[name] = (contents.count, fetchedAt)
      evict(&index, keeping: name)
    }
  }

  /// Deletes the entry for `url`, if any.
  func remove(_ url: URL) {
    let name = Self.fileName(for: url)
    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
    withIndex { index in
      if let old = index.entries.removeValue(forKey: name) { index.total -= old.size }
    }
  }

  /// Deletes every entry.
  public func removeAll() {
    withIndex { index in
      // Read the folder afresh: another Pokédex may have added entries since.
      for name in loadIndex().entries.keys {
        try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      }
      index = Index()
    }
  }

  private func evict(_ index: inout Index, keeping newest: String) {
    guard index.total > maxSize else { return }
    let oldestFirst = index.entries.sorted { $0.value.fetchedAt < $1.value.fetchedAt }
    for (name, entry) in oldestFirst where index.total > maxSize && name != newest {
      try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
      index.entries[name] = nil
      index.total -= entry.size
    }
  }

  private func withIndex<Result>(_ body: (inout Index) -> Result) -> Result {
    index.withLock { stored in
      var current = stored ?? loadIndex()
      defer { stored = current }
      return body(&current)
    }
  }

  private func loadIndex() -> Index {
    var index = Index()
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: keys)) ?? []
    for file in files where file.pathExtension == Self.fileExtension {
      guard let values = try? file.resourceValues(forKeys: Set(keys)) else { continue }
      let size = values.fileSize ?? 0
      index.entries[file.lastPathComponent] = (size, values.contentModificationDate ?? .distantPast)
      index.total += size
    }
    return index
  }

  // MARK: - The file format

  private static let magic = "pokedex-cache 1"
  private static let fileExtension = "response"

  /// Four lines (a format tag, the URL, the fetch time in seconds since 1970, the body's
  /// length), then the body as received.
  private static func header(url: URL, fetchedAt: Date, length: Int) -> String {
    "\(magic)\n\(url.absoluteString)\n\(fetchedAt.timeIntervalSince1970)\n\(length)\n"
  }

  private static func parse(_ data: Data, expecting url: URL) -> (Date, Data)? {
    var lines: [String] = []
    var start = data.startIndex
    while lines.count < 4 {
      guard let end = data[start...].prefix(4096).firstIndex(of: 0x0A) else { return nil }
      lines.append(String(decoding: data[start..<end], as: UTF8.self))
      start = end + 1
    }
    guard lines[0] == magic, lines[1] == url.absoluteString,
      let seconds = Double(lines[2]), seconds.isFinite, let length = Int(lines[3]),
      data.endIndex - start == length
    else { return nil }
    return (Date(timeIntervalSince1970: seconds), Data(data[start...]))
  }

  /// A 64-bit FNV-1a hash of the URL in hex: short, stable across runs (unlike `hashValue`),
  /// and safe in any file system. A collision only costs a refetch, since the file names its
  /// URL and is checked on read.
  private static func fileName(for url: URL) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in url.absoluteString.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex + "." + fileExtension
  }
}

extension Duration {
  /// The duration in seconds, for Foundation's APIs.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
