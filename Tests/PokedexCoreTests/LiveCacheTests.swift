import Foundation
import Loop
import TestServer
import Testing

@testable import PokedexCore

/// The on-disk cache behind the live client: a second run costs nothing, an offline run still
/// answers, old entries are refreshed, broken ones replaced, and the folder stays small.
// The limit stops a hang: alone these take a second; in the whole suite under the thread
// sanitizer on two cores they wait their turn behind the rest (past a minute, 2026-12-02).
@Suite(.timeLimit(.minutes(5))) struct LiveCacheTests {
  typealias Expected = ExpectedFixturePokedex

  /// Everything the list and detail screens ask for.
  private func browse(_ client: PokemonClient) async throws -> [String] {
    let page = try await client.fetchPage(20, 0, PokemonFilter())
    let detail = try await client.fetchPokemon(1)
    let chain = try await client.fetchEvolutionChain(detail.evolutionChainID)
    let chart = try await client.fetchTypeChart()
    #expect(page.pokemon.map(Live.withoutFlavor) == Expected.species)
    #expect(chain == Expected.growthChain)
    #expect(chart == Expected.typeChart)
    return [detail.flavorText ?? "no flavor text"]
  }

  @Test func aSecondRunIsServedFromDiskWithoutARequest() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }

    let first = Live.client(server, cache: PokeAPICache(directory: folder.url))
    let answers = try await browse(first)
    #expect(first.status().description == "live")
    let requests = server.requests.count
    // The list, five species and their forms, a chain, the type list and its three types of
    // the eighteen; the detail of #1 was already on disk from the page.
    #expect(requests == 1 + 10 + 1 + 1 + 3)

    // A new client, as after a restart, with the same folder.
    let second = Live.client(server, cache: PokeAPICache(directory: folder.url))
    #expect(try await browse(second) == answers)
    #expect(server.requests.count == requests)
    #expect(second.status() == DataSourceStatus(source: .live, isFromCache: true))
    #expect(second.status().description == "live (cached)")
  }

  @Test func anOfflineRunAnswersFromDiskEvenWhenStale() async throws {
    // Offline means the server's port refuses connections. Another test's server could be
    // given that port once it is free, so it is reserved right after the server stops; in the
    // rare case another server got it first, the scenario starts again.
    for _ in 1...5 {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let now = ManualNow()
      let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
      let answers = try await browse(
        Live.client(server, cache: PokeAPICache(directory: folder.url, now: now.closure)))
      server.stop()
      guard let offline = RefusingPort(port: server.port) else { continue }
      try await expectOfflineAnswers(answers, server, folder, now)
      withExtendedLifetime(offline) {}
      return
    }
    Issue.record("The stopped server's port was taken every time.")
  }

  private func expectOfflineAnswers(
    _ answers: [String], _ server: LoopbackServer, _ folder: TemporaryDirectory, _ now: ManualNow
  ) async throws {
    let offline = Live.client(server, cache: PokeAPICache(directory: folder.url, now: now.closure))
    #expect(try await browse(offline) == answers)
    #expect(offline.status().isFromCache)

    // A month on, every entry is stale, and PokeAPI still cannot be reached: old answers
    // beat none.
    now.advance(by: .seconds(30 * 24 * 60 * 60))
    let later = Live.client(server, cache: PokeAPICache(directory: folder.url, now: now.closure))
    #expect(try await browse(later) == answers)
    #expect(later.status().isFromCache)
    #expect(later.status().description == "offline (PokeAPI unreachable)")

    // What was never fetched is still an error.
    let error = try await Live.error { try await later.fetchEvolutionChain(3) }
    #expect(error.kind == .unreachable)
  }

  @Test func anEntryOlderThanTheMaxAgeIsFetchedAgain() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let now = ManualNow()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url, maxAge: .seconds(3600), now: now.closure)
    let client = Live.client(server, cache: cache)
    let species = "/api/v2/pokemon-species/3/"

    _ = try await client.fetchPokemon(3)
    now.advance(by: .seconds(3599))
    _ = try await client.fetchPokemon(3)
    #expect(Live.count(server, species) == 1)
    #expect(client.status().isFromCache)

    now.advance(by: .seconds(2))
    _ = try await client.fetchPokemon(3)
    #expect(Live.count(server, species) == 2)
    #expect(!client.status().isFromCache)
    // The refetch restarted the entry's age.
    now.advance(by: .seconds(3599))
    _ = try await client.fetchPokemon(3)
    #expect(Live.count(server, species) == 2)

    // The default age is a week.
    #expect(PokeAPICache(directory: folder.url).maxAge == .seconds(7 * 24 * 60 * 60))
  }

  @Test func aFreshAnswerIsKeptInMemoryNotReadFromDiskAgain() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let now = ManualNow()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url, maxAge: .seconds(3600), now: now.closure)
    let client = Live.client(server, cache: cache, snapshot: Expected.value)
    let list = "/api/v2/pokemon-species/"
    let url = try #require(URL(string: server.baseURL.absoluteString + list + "?limit=100000"))

    _ = try await client.fetchPage(2, 0, PokemonFilter())
    #expect(Live.count(server, list) == 1)
    // Were the list read from disk again, this would be dropped as corrupt and fetched anew.
    let garbage = Data("not a cache entry at all".utf8)
    try garbage.write(to: cache.fileURL(for: url))

    now.advance(by: .seconds(3599))
    let second = try await client.fetchPage(2, 2, PokemonFilter())
    #expect(second.pokemon.map(\.id) == [3, 4])
    #expect(try await client.search("ember", PokemonFilter()).map(\.pokemon.id) == [3])
    #expect(Live.count(server, list) == 1)
    #expect(client.status().isFromCache)
    #expect(try Data(contentsOf: cache.fileURL(for: url)) == garbage)

    // Once older than the max age, it is fetched again, and kept on disk again.
    now.advance(by: .seconds(2))
    _ = try await client.fetchPage(2, 4, PokemonFilter())
    #expect(Live.count(server, list) == 2)
    #expect(!client.status().isFromCache)
    #expect(try Data(contentsOf: cache.fileURL(for: url)) != garbage)
  }

  @Test func memoryKeepsTheMostRecentlyUsedAnswersUpToItsLimit() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url)
    var configuration = Live.configuration(server, cache: cache)
    configuration.memoryLimit = 2
    let client = PokemonClient.live(configuration: configuration)
    func chain(_ id: Int) -> String { "/api/v2/evolution-chain/\(id)/" }

    for id in [1, 2, 1, 3] { _ = try await client.fetchEvolutionChain(id) }
    // Chain 2 was used least recently, so 3 took its place. With every file on disk broken,
    // only chain 2 is read from disk, found corrupt and fetched again.
    for id in 1...3 {
      let url = try #require(URL(string: server.baseURL.absoluteString + chain(id)))
      try Data("not a cache entry at all".utf8).write(to: cache.fileURL(for: url))
    }
    #expect(try await client.fetchEvolutionChain(1) == Expected.growthChain)
    #expect(try await client.fetchEvolutionChain(3).id == 3)
    #expect(try await client.fetchEvolutionChain(2) == Expected.emberChain)
    #expect((1...3).map { Live.count(server, chain($0)) } == [1, 2, 1])
  }

  @Test(arguments: [
    "garbage", "truncated", "body of the wrong shape", "someone else's URL", "empty",
  ])
  func aCorruptEntryIsDroppedAndFetchedAgain(damage: String) async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url)
    let species = "/api/v2/pokemon-species/3/"
    let url = try #require(URL(string: server.baseURL.absoluteString + species))
    _ = try await Live.client(server, cache: cache).fetchPokemon(3)
    let file = cache.fileURL(for: url)
    let good = try Data(contentsOf: file)

    let broken: Data =
      switch damage {
      case "garbage": Data("not a cache entry at all".utf8)
      case "truncated": good.prefix(good.count - 40)
      case "body of the wrong shape":
        // Same length, so only decoding the body can tell.
        Data(
          String(decoding: good, as: UTF8.self).replacingOccurrences(
            of: "\"names\"", with: "\"namez\""
          ).utf8)
      case "someone else's URL":
        Data(
          String(decoding: good, as: UTF8.self).replacingOccurrences(of: "/3/\n", with: "/9/\n")
            .utf8)
      default: Data()
      }
    #expect(broken != good)
    try broken.write(to: file)

    let client = Live.client(server, cache: cache)
    #expect(try await client.fetchPokemon(3).name == "Emberkit")
    #expect(Live.count(server, species) == 2)
    #expect(try Data(contentsOf: file) != broken)
    // The replacement serves the next run.
    _ = try await Live.client(server, cache: PokeAPICache(directory: folder.url)).fetchPokemon(3)
    #expect(Live.count(server, species) == 2)
  }

  @Test func aFailedAnswerIsNeverStored() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let failing = Locked(true)
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/pokemon-species/3/" && failing.withLock { $0 } ? .garbage() : nil
    }
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url)
    let client = Live.client(server, cache: cache)
    _ = try await Live.error { try await client.fetchPokemon(3) }
    let url = try #require(
      URL(string: server.baseURL.absoluteString + "/api/v2/pokemon-species/3/"))
    #expect(!FileManager.default.fileExists(atPath: cache.fileURL(for: url).path))
    failing.withLock { $0 = false }
    #expect(try await client.fetchPokemon(3).name == "Emberkit")
    #expect(FileManager.default.fileExists(atPath: cache.fileURL(for: url).path))
  }

  @Test func theOldestEntriesAreEvictedBeyondTheSizeBound() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let now = ManualNow()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let maxSize = 4_000
    let cache = PokeAPICache(directory: folder.url, maxSize: maxSize, now: now.closure)
    let client = Live.client(server, cache: cache)
    func url(_ path: String) throws -> URL {
      try #require(URL(string: server.baseURL.absoluteString + "/api/v2/" + path))
    }
    func isCached(_ path: String) throws -> Bool {
      FileManager.default.fileExists(atPath: cache.fileURL(for: try url(path)).path)
    }

    for id in 1...5 {
      _ = try await client.fetchEvolutionChain(id <= 3 ? id : 1)
      _ = try await client.fetchPokemon(id)
      now.advance(by: .seconds(60))
    }
    #expect(cache.size <= maxSize)
    #expect(cache.size > maxSize / 2)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    let onDisk = try files.reduce(0) { total, name in
      let attributes = try FileManager.default.attributesOfItem(
        atPath: folder.url.appending(path: name).path)
      return total + ((attributes[.size] as? NSNumber)?.intValue ?? 0)
    }
    #expect(onDisk == cache.size)
    // The first fetched are gone, the last are kept.
    #expect(try !isCached("pokemon-species/1/"))
    #expect(try !isCached("pokemon/1/"))
    #expect(try isCached("pokemon-species/5/"))
    #expect(try isCached("pokemon/5/"))
    // A new cache on the same folder finds the same size.
    #expect(PokeAPICache(directory: folder.url, maxSize: maxSize).size == cache.size)
    #expect(PokeAPICache(directory: folder.url).maxSize == 200_000_000)
  }

  @Test func aResponseLargerThanTheWholeBoundIsNotKept() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let tiny = PokeAPICache(directory: folder.url, maxSize: 100)
    #expect(try await Live.client(server, cache: tiny).fetchPokemon(2).name == "Bloomguard")
    #expect(tiny.size == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test func removeAllEmptiesTheFolder() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let cache = PokeAPICache(directory: folder.url)
    _ = try await Live.client(server, cache: cache).fetchPokemon(1)
    #expect(cache.size > 0)
    cache.removeAll()
    #expect(cache.size == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }

  @Test func theFolderFollowsXDG() {
    #expect(
      PokeAPICache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"])
        .path == "/x/cache/pokedex/pokeapi")
    #expect(
      PokeAPICache.defaultDirectory(environment: ["HOME": "/home/a"]).path
        == "/home/a/.cache/pokedex/pokeapi")
    // The XDG spec says a relative (or empty) path is to be ignored.
    #expect(
      PokeAPICache.defaultDirectory(environment: ["XDG_CACHE_HOME": "cache", "HOME": "/home/a"])
        .path == "/home/a/.cache/pokedex/pokeapi")
    #expect(
      PokeAPICache.defaultDirectory(environment: ["XDG_CACHE_HOME": "", "HOME": "/home/a"]).path
        == "/home/a/.cache/pokedex/pokeapi")
  }
}
