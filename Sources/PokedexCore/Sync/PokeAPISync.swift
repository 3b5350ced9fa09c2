import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request the sync could not complete, naming the URL and the reason.
public struct SyncError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The URL that failed, when the failure belongs to one request.
  public var url: URL?
  /// Why, for a person to read: "HTTP 404 Not Found", "the response is not valid JSON", ...
  public var reason: String

  /// An error about `url`.
  public init(url: URL?, reason: String) {
    self.url = url
    self.reason = reason
  }

  /// "GET http://…/pokemon/25/: HTTP 404 Not Found".
  public var description: String {
    guard let url else { return reason }
    return "GET \(url.absoluteString): \(reason)"
  }

  /// Same as ``description``.
  public var errorDescription: String? { description }

  /// The shared fetcher's failure in the sync's words, which are for the developer running it.
  init(_ failure: PokeAPIFailure) {
    let notExpected = "the response is not the JSON expected"
    var reason =
      switch failure.kind {
      case .unreachable: "could not connect to the server"
      case .timedOut: "the request timed out"
      case .connectionLost: "the connection was lost before the response was complete"
      case .truncated: "the response ended before its announced length"
      case .network(let code, let message): "network error \(code): \(message)"
      case .status(let status, _):
        "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
      case .emptyBody: "\(notExpected): the body is empty"
      case .notJSON(let cutShort):
        "\(notExpected): not valid JSON" + (cutShort ? " (cut short)" : "")
      case .wrongShape(let field): "\(notExpected): \(field)"
      case .unexpected(let reason): reason
      }
    if failure.attempts > 1 { reason += " (gave up after \(failure.attempts) attempts)" }
    self.init(url: failure.url, reason: reason)
  }
}

/// How far a sync has got, for a progress display.
public struct SyncProgress: Sendable, Equatable, CustomStringConvertible {
  /// The sync's steps, in the order they run.
  public enum Phase: String, Sendable, CaseIterable {
    case lists = "lists"
    case types = "types"
    case species = "species"
    case pokemon = "pokemon"
    case evolutionChains = "evolution chains"
  }

  /// The current step.
  public var phase: Phase
  /// Requests of this step finished so far.
  public var done: Int
  /// Requests this step makes in all.
  public var total: Int

  /// Progress of one step.
  public init(phase: Phase, done: Int, total: Int) {
    self.phase = phase
    self.done = done
    self.total = total
  }

  /// "species 512/1025".
  public var description: String { "\(phase.rawValue) \(done)/\(total)" }
}

/// Builds a ``Pokedex`` from a PokeAPI-compatible server: pokeapi.co itself, or the static copy
/// served on loopback.
///
/// It lists the species, then reads each species, its default Pokémon, every evolution chain
/// they reference, and the eighteen types' damage relations. Requests run at most
/// ``maxConcurrentRequests`` at a time; each is retried on network errors, 5xx and 429.
///
/// ```swift
/// let sync = PokeAPISync(baseURL: URL(string: "http://127.0.0.1:8123")!)
/// let pokedex = try await sync.run { progress in print(progress) }
/// try pokedex.snapshotText().write(to: output, atomically: true, encoding: .utf8)
/// ```
public struct PokeAPISync: Sendable {
  /// The API root every request and every link resolves against: `…/api/v2/`.
  public let apiRoot: URL
  /// The highest national-dex number to keep.
  public var maxSpeciesID = 1025
  /// Requests in flight at once.
  public var maxConcurrentRequests = 8
  /// Retries after a failed attempt, for the failures a retry can fix.
  public var retries = 3
  /// The wait before the first retry; it doubles for each further one.
  public var retryDelay: Duration = .milliseconds(250)
  /// How long one request may take.
  public var requestTimeout: TimeInterval = 30

  /// A sync reading from `baseURL`: a server root (`https://pokeapi.co`) or its API root
  /// (`https://pokeapi.co/api/v2/`).
  public init(baseURL: URL) {
    apiRoot = Self.apiRoot(for: baseURL)
  }

  /// Reads everything and returns the Pokédex. Runs off the caller's actor, so decoding never
  /// blocks the main actor.
  ///
  /// - Parameter progress: called after each request, one call at a time.
  /// - Throws: ``SyncError`` naming the URL and the reason when a request fails for good or a
  ///   response does not have the expected shape.
  @concurrent
  public func run(
    progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
  ) async throws -> Pokedex {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = max(1, maxConcurrentRequests)
    configuration.timeoutIntervalForRequest = requestTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    var policy = PokeAPIFetcher.Policy()
    policy.attempts = max(0, retries) + 1
    policy.retryDelay = retryDelay
    let fetcher = PokeAPIFetcher(session: session, policy: policy)
    do {
      return try await SyncRun(sync: self, fetcher: fetcher, progress: progress).pokedex()
    } catch let failure as PokeAPIFailure {
      throw SyncError(failure)
    }
  }

  /// Where `link` points under ``apiRoot``. PokeAPI writes links as `/api/v2/type/10/` (the
  /// static copy) or `https://pokeapi.co/api/v2/type/10/` (the live site); both keep only the
  /// part after `/api/v2/`, so a mirror is read from itself.
  func resolve(_ link: String) throws -> URL { try Self.resolve(link, against: apiRoot) }

  /// Where `link` points under `apiRoot`; see ``resolve(_:)``.
  static func resolve(_ link: String, against apiRoot: URL) throws -> URL {
    guard let range = link.range(of: "/api/v2/"),
      let url = URL(string: apiRoot.absoluteString + link[range.upperBound...])
    else { throw PokeAPIFailure(kind: .unexpected("\"\(link)\" is not a PokeAPI v2 link")) }
    return url
  }

  static func apiRoot(for baseURL: URL) -> URL {
    var text = baseURL.absoluteString
    if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<end]) }
    if !text.hasSuffix("/") { text += "/" }
    if !text.hasSuffix("/api/v2/") { text += "api/v2/" }
    return URL(string: text) ?? baseURL
  }

  /// The number at the end of a resource link: `/api/v2/pokemon-species/25/` → 25.
  static func id(in link: String) -> Int? {
    link.split(separator: "/").last.flatMap { Int($0) }
  }
}

/// One sync's state: the fetcher and the progress callback, so helper methods stay short.
struct SyncRun: Sendable {
  typealias Wire = PokeAPIWire

  let sync: PokeAPISync
  let fetcher: PokeAPIFetcher
  let progress: @Sendable (SyncProgress) -> Void

  func pokedex() async throws -> Pokedex {
    progress(SyncProgress(phase: .lists, done: 0, total: 2))
    let typeLinks = try await list("type", pageSize: 100).filter {
      PokemonType(rawValue: $0.name) != nil
    }
    progress(SyncProgress(phase: .lists, done: 1, total: 2))
    let speciesLinks = try await list("pokemon-species", pageSize: sync.maxSpeciesID)
      .compactMap { link in PokeAPISync.id(in: link.url).map { (id: $0, url: link.url) } }
      .filter { $0.id >= 1 && $0.id <= sync.maxSpeciesID }
      .sorted { $0.id < $1.id }
    progress(SyncProgress(phase: .lists, done: 2, total: 2))

    let typeURLs = try typeLinks.map { try sync.resolve($0.url) }
    let types = try await fetchAll(typeURLs, as: Wire.PokemonTypeResource.self, phase: .types)
    let typeChart = PokeAPIConversion.typeChart(types)

    let speciesURLs = try speciesLinks.map { try sync.resolve($0.url) }
    let species = try await fetchAll(speciesURLs, as: Wire.Species.self, phase: .species)

    let pokemonURLs = try species.map { species in
      let link = species.varieties.first(where: \.isDefault)?.pokemon.url
      return try sync.resolve(link ?? "/api/v2/pokemon/\(species.id)/")
    }
    let pokemon = try await fetchAll(pokemonURLs, as: Wire.Pokemon.self, phase: .pokemon)

    var chainURLs: [Int: URL] = [:]
    var chainIDs: [Int] = []
    for (index, entry) in species.enumerated() {
      guard let link = entry.evolutionChain?.url, let id = PokeAPISync.id(in: link) else {
        throw PokeAPIFailure(
          kind: .unexpected("the species has no evolution_chain link"), url: speciesURLs[index])
      }
      chainIDs.append(id)
      chainURLs[id] = try sync.resolve(link)
    }
    let sortedChainURLs = chainURLs.sorted { $0.key < $1.key }.map(\.value)
    let chains = try await fetchAll(
      sortedChainURLs, as: Wire.EvolutionChain.self, phase: .evolutionChains)

    var models: [Pokemon] = []
    models.reserveCapacity(species.count)
    for index in species.indices {
      models.append(
        try PokeAPIConversion.pokemon(
          species[index], from: speciesURLs[index], pokemon[index], from: pokemonURLs[index],
          evolutionChainID: chainIDs[index]))
    }
    var evolutionChains: [Int: EvolutionChain] = [:]
    for (index, chain) in chains.enumerated() {
      evolutionChains[chain.id] = try EvolutionChain(
        id: chain.id, root: PokeAPIConversion.node(chain.chain, from: sortedChainURLs[index]))
    }
    return Pokedex(pokemon: models, evolutionChains: evolutionChains, typeChart: typeChart)
  }

  /// Every entry of a list endpoint, following `next` links page by page.
  private func list(_ endpoint: String, pageSize: Int) async throws -> [Wire.NamedResource] {
    var url = try sync.resolve("/api/v2/\(endpoint)/?limit=\(pageSize)")
    var seen: Set<URL> = []
    var results: [Wire.NamedResource] = []
    while seen.insert(url).inserted {
      let page = try await fetcher.get(Wire.Page.self, from: url)
      results += page.results
      guard let next = page.next, !page.results.isEmpty else { break }
      url = try sync.resolve(next)
    }
    return results
  }

  /// Fetches `urls` with at most `maxConcurrentRequests` in flight, keeping their order.
  private func fetchAll<Value: Decodable & Sendable>(
    _ urls: [URL], as type: Value.Type, phase: SyncProgress.Phase
  ) async throws -> [Value] {
    var values = [Value?](repeating: nil, count: urls.count)
    progress(SyncProgress(phase: phase, done: 0, total: urls.count))
    try await withThrowingTaskGroup(of: (Int, Value).self) { group in
      var started = 0
      func startNext() {
        guard started < urls.count else { return }
        let index = started
        started += 1
        group.addTask { [fetcher] in (index, try await fetcher.get(type, from: urls[index])) }
      }
      for _ in 0..<max(1, sync.maxConcurrentRequests) { startNext() }
      var done = 0
      while let (index, value) = try await group.next() {
        values[index] = value
        done += 1
        progress(SyncProgress(phase: phase, done: done, total: urls.count))
        startNext()
      }
    }
    return values.map { $0! }
  }
}
