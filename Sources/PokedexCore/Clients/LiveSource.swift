import Foundation
import Loop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One live client's way to PokeAPI: its URLSession, its cache, and the rules every request
/// follows.
///
/// A request for a resource reads the cache first and answers from a fresh entry; otherwise it
/// asks PokeAPI (at most ``LiveConfiguration/maxConcurrentRequests`` at once, retrying 429 and
/// 5xx), stores the answer once it has decoded, and falls back to an older entry when PokeAPI
/// cannot answer. Identical requests in flight at the same time share one fetch.
///
/// With a cache, decoded answers are also kept in memory while they are fresh, so the species
/// list behind every page and search keystroke is read and decoded once, not on every call.
final class LiveSource: Sendable {
  typealias Wire = PokeAPIWire

  /// `…/api/v2/`.
  let apiRoot: URL
  /// What the client knows without asking; nil to ask PokeAPI for everything. Made the first
  /// time a call needs it (see ``LiveConfiguration/snapshot``).
  var snapshot: Pokedex? { lazySnapshot.value }
  /// What the client knows of the reference (see ``LiveConfiguration/reference``).
  var reference: PokedexReference? { lazyReference.value }
  /// What the client knows of moves (see ``LiveConfiguration/moves``).
  var knownMoves: PokedexMoves? { lazyMoves.value }
  /// What the client knows of places and regions (see ``LiveConfiguration/places``).
  var knownPlaces: PokedexEncounters? { lazyPlaces.value }
  /// The move browser's index over ``knownMoves``, built on its first search.
  var knownMoveIndex: MoveSearchIndex? { lazyMoveIndex.value }
  /// The names query terms may give, from the embedded reference and moves.
  var queryNames: QueryNames { lazyQueryNames.value }
  /// The flavor text's language.
  let language: Language
  /// Whether the server is a plain file server over a static copy (see
  /// ``LiveConfiguration/readsStaticFiles``).
  let readsStaticFiles: Bool
  let cache: PokeAPICache?
  /// Where sprite links are read (see ``LiveConfiguration/spriteBaseURL``).
  let spriteRoot: URL?
  private let session: URLSession
  private let fetcher: PokeAPIFetcher
  private let flights = Coalescer<URL, Loaded>()
  private let latestStatus = Locked(DataSourceStatus(source: .live))
  /// Whether the latest request that went to PokeAPI found it unreachable.
  private let unreachable = Locked(false)
  private let lazySnapshot: Lazy<Pokedex?>
  private let lazyReference: Lazy<PokedexReference?>
  private let lazyMoves: Lazy<PokedexMoves?>
  private let lazyPlaces: Lazy<PokedexEncounters?>
  /// The snapshot's names, indexed on the first search.
  private let lazySnapshotIndex: Lazy<SearchIndex?>
  private let lazyMoveIndex: Lazy<MoveSearchIndex?>
  private let lazyQueryNames: Lazy<QueryNames>

  /// Fresh answers already decoded, by URL (only with a cache, whose max age they follow).
  private let memory = Locked(Memory())

  /// A decoded resource, and whether it came from the cache rather than PokeAPI.
  private struct Loaded: Sendable {
    var value: any Sendable
    var isFromCache: Bool
  }

  /// The decoded answers a live source keeps, the least recently used dropped beyond
  /// ``LiveConfiguration/memoryLimit``.
  private struct Memory {
    var entries: [URL: (value: any Sendable, fetchedAt: Date, lastUse: UInt64)] = [:]
    /// Counts uses, to order them.
    var uses: UInt64 = 0
  }

  /// Decoded answers kept in memory at most.
  private let memoryLimit: Int

  init(_ configuration: LiveConfiguration) {
    apiRoot = PokeAPISync.apiRoot(for: configuration.baseURL)
    let lazySnapshot = configuration.lazySnapshot
    self.lazySnapshot = lazySnapshot
    lazyReference = configuration.lazyReference
    lazyMoves = configuration.lazyMoves
    lazyPlaces = configuration.lazyPlaces
    // As the embedded source's: each form after its species, and found by Showdown's name too.
    lazySnapshotIndex = Lazy {
      lazySnapshot.value.map { pokedex in
        let pokemon = pokedex.speciesThenForms
        return SearchIndex(pokemon, showdown: ShowdownNames.embedded.agreeing(with: pokemon))
      }
    }
    let lazyMoves = configuration.lazyMoves
    lazyMoveIndex = Lazy { lazyMoves.value?.searchIndex }
    let lazyReference = configuration.lazyReference
    lazyQueryNames = Lazy {
      QueryNames(reference: lazyReference.value, moves: lazyMoves.value)
    }
    language = configuration.language
    readsStaticFiles = configuration.readsStaticFiles
    cache = configuration.cache
    memoryLimit = max(1, configuration.memoryLimit)
    spriteRoot = configuration.spriteBaseURL
    let limit = min(max(configuration.maxConcurrentRequests, 1), 6)
    let sessionConfiguration = URLSessionConfiguration.ephemeral
    sessionConfiguration.httpMaximumConnectionsPerHost = limit
    // The fetcher enforces the real timeout; URLSession's is only a backstop behind it.
    sessionConfiguration.timeoutIntervalForRequest =
      configuration.requestTimeout.timeInterval.rounded(.up) + 5
    sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
    sessionConfiguration.urlCache = nil
    session = URLSession(configuration: sessionConfiguration)
    var policy = PokeAPIFetcher.Policy()
    policy.attempts = max(1, configuration.maxAttempts)
    policy.retryDelay = configuration.retryDelay
    policy.maxRetryAfter = configuration.maxRetryAfter
    policy.timeout = configuration.requestTimeout
    policy.retriesConnectionFailures = false
    fetcher = PokeAPIFetcher(
      session: session, policy: policy, limiter: AsyncLimiter(limit: limit),
      clock: configuration.clock)
  }

  deinit { session.finishTasksAndInvalidate() }

  /// The source of the latest answer, and whether PokeAPI is unreachable.
  var status: DataSourceStatus {
    var status = latestStatus.withLock { $0 }
    status.isUnreachable = unreachable.withLock { $0 }
    return status
  }

  /// Runs one client call: notes where its answers came from for ``status``, and turns a
  /// failure into a ``PokeAPIError`` with a message for the person waiting.
  func answer<Value: Sendable>(_ call: () async throws -> Value) async throws -> Value {
    let log = OriginLog()
    let value: Value
    do {
      value = try await OriginLog.$current.withValue(log) { try await call() }
    } catch let failure as PokeAPIFailure {
      throw PokeAPIError(failure, timeout: fetcher.policy.timeout)
    }
    if let isFromCache = log.isFromCache {
      latestStatus.withLock { $0.isFromCache = isFromCache }
    }
    return value
  }

  /// The URL of `path` under the API root: `pokemon/25/`.
  func url(_ path: String) -> URL {
    let path = readsStaticFiles ? Self.staticFile(for: path) : path
    return URL(string: apiRoot.absoluteString + path) ?? apiRoot.appendingPathComponent(path)
  }

  /// Where a link inside a resource points, under this source's API root.
  func resolve(_ link: String) throws -> URL {
    let resolved = try PokeAPISync.resolve(link, against: apiRoot)
    guard readsStaticFiles else { return resolved }
    return url(String(resolved.absoluteString.dropFirst(apiRoot.absoluteString.count)))
  }

  /// A static copy's file for an API path: `pokemon/25/` → `pokemon/25/index.json`, and
  /// `pokemon-species/?limit=20` → `pokemon-species/index.json` (the whole list, unpaged).
  static func staticFile(for path: String) -> String {
    var file = path.prefix { $0 != "?" }
    if !file.hasSuffix("/") { file += "/" }
    return file + "index.json"
  }

  /// The JSON resource at `url`, from the cache or PokeAPI. Always ask for a URL as the same
  /// type.
  func get<Value: Decodable & Sendable>(_: Value.Type, at url: URL) async throws -> Value {
    try await get(at: url) { data in try PokeAPIFetcher.decode(Value.self, from: data, url: url) }
  }

  /// The resource at `url` as `decode` reads its body, from the cache or PokeAPI. A body that
  /// `decode` rejects is never stored.
  func get<Value: Sendable>(
    at url: URL, decode: @escaping @Sendable (Data) throws -> Value
  ) async throws -> Value {
    let loaded: Loaded
    if let value = recalled(url) {
      loaded = Loaded(value: value, isFromCache: true)
    } else {
      loaded = try await flights.value(for: url) { [self] in
        try await load(from: url, decode: decode)
      }
    }
    OriginLog.current?.note(isFromCache: loaded.isFromCache)
    guard let value = loaded.value as? Value else {
      throw PokeAPIFailure(kind: .unexpected("\(url) was read as two different types"), url: url)
    }
    return value
  }

  private func load<Value: Sendable>(
    from url: URL, decode: (Data) throws -> Value
  ) async throws -> Loaded {
    var stale: Value?
    if let entry = cache?.entry(for: url) {
      do {
        let value = try decode(entry.body)
        if entry.isFresh {
          remember(value, for: url, fetchedAt: entry.fetchedAt)
          return Loaded(value: value, isFromCache: true)
        }
        stale = value
      } catch {
        // A body that no longer decodes is as good as missing: drop it and fetch afresh.
        cache?.remove(url)
      }
    }
    do {
      let data: Data
      do {
        data = try await fetcher.data(from: url)
        unreachable.withLock { $0 = false }
      } catch let failure as PokeAPIFailure {
        if failure.meansUnreachable { unreachable.withLock { $0 = true } }
        throw failure
      }
      let value = try decode(data)
      // Stored only once it decodes, so a broken answer never replaces a good entry.
      if let fetchedAt = cache?.store(data, for: url) {
        remember(value, for: url, fetchedAt: fetchedAt)
      }
      return Loaded(value: value, isFromCache: false)
    } catch let failure as PokeAPIFailure {
      // Offline, or PokeAPI failing: an old answer beats none. A 404 means it is gone.
      if case .status(404, _) = failure.kind { throw failure }
      guard let stale else { throw failure }
      return Loaded(value: stale, isFromCache: true)
    }
  }

  /// The answer kept in memory for `url`, if it is still fresh by the cache's max age.
  private func recalled(_ url: URL) -> (any Sendable)? {
    guard let cache else { return nil }
    return memory.withLock { memory in
      guard let entry = memory.entries[url] else { return nil }
      guard cache.isFresh(fetchedAt: entry.fetchedAt) else {
        memory.entries[url] = nil
        return nil
      }
      memory.uses += 1
      memory.entries[url]?.lastUse = memory.uses
      return entry.value
    }
  }

  /// Keeps a fresh answer in memory, dropping the least recently used beyond the limit.
  private func remember(_ value: any Sendable, for url: URL, fetchedAt: Date) {
    memory.withLock { memory in
      memory.uses += 1
      memory.entries[url] = (value, fetchedAt, memory.uses)
      guard memory.entries.count > memoryLimit,
        let oldest = memory.entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
      else { return }
      memory.entries[oldest] = nil
    }
  }

  /// The snapshot's search index, built on first use.
  var snapshotIndex: SearchIndex? { lazySnapshotIndex.value }
}

/// Where the answers to one client call came from, collected across the tasks it starts.
final class OriginLog: Sendable {
  /// The log of the client call running in this task, if any.
  @TaskLocal static var current: OriginLog?

  private let origins = Locked((network: false, cache: false))

  /// Notes one resource's origin.
  func note(isFromCache: Bool) {
    origins.withLock { origins in
      if isFromCache { origins.cache = true } else { origins.network = true }
    }
  }

  /// True when every resource came from the cache, false when any came from PokeAPI, nil when
  /// none was read (the snapshot answered alone).
  var isFromCache: Bool? {
    origins.withLock { $0.network ? false : $0.cache ? true : nil }
  }
}

extension PokeAPIFailure {
  /// Whether the failure says PokeAPI cannot be reached at all, rather than that it answered
  /// badly: no connection, no answer in time, or a connection dropped before any.
  var meansUnreachable: Bool {
    switch kind {
    case .unreachable, .timedOut, .connectionLost, .network: true
    default: false
    }
  }
}
