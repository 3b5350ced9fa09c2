import Foundation
import Loop
import PokedexCore
import TestServer
import Testing

/// The live client against the hand-written fixtures (Tests/Fixtures/pokeapi) on loopback:
/// what it asks for, how little, and what it makes of the answers.
// The limit stops a hang: alone these take a second; in the whole suite under the thread
// sanitizer on two cores they wait their turn behind the rest (past a minute, 2026-12-02).
@Suite(.timeLimit(.minutes(5))) struct LiveClientTests {
  typealias Expected = ExpectedFixturePokedex

  @Test func pagesDetailsChainsAndTypesFromTheServer() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let client = Live.client(server)
    #expect(client.status() == DataSourceStatus(source: .live))

    let page = try await client.fetchPage(3, 1, PokemonFilter())
    #expect(page.totalCount == 5)
    #expect(page.pokemon.map(Live.withoutFlavor) == Array(Expected.value.pokemon[1...3]))

    let sproutling = try await client.fetchPokemon(1)
    #expect(Live.withoutFlavor(sproutling) == Expected.sproutling)
    #expect(try await client.fetchEvolutionChain(2) == Expected.emberChain)
    #expect(try await client.fetchTypeChart() == Expected.typeChart)
    #expect(client.status() == DataSourceStatus(source: .live, isFromCache: false))
    #expect(client.status().description == "live")

    // Links written as https://pokeapi.co/api/v2/… are read from this server too.
    #expect(server.requests.allSatisfy { $0.path.hasPrefix("/api/v2/") })
  }

  @Test func flavorTextIsTheNewestGamesAsOneParagraph() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    // Version 30 is newer than version 12, although 12 comes later in the list; the form
    // feed, the soft hyphen across a line break, the double space and the tab all go.
    #expect(
      try await Live.client(server).fetchPokemon(1).flavorText
        == "The newest entry, from a later game: its leaf has a surprise in store.")
    // A species without entries has none.
    #expect(try await Live.client(server).fetchPokemon(2).flavorText == nil)
  }

  @Test(arguments: [
    (Language.spanish, "Brota una hoja cuando está contenta."),
    // Only kana: `ja-hrkt` stands in, and its line break becomes an ideographic space.
    (Language.japanese, "はっぱが\u{3000}のびる\u{3000}ポケモン。"),
    // No French entry: English instead.
    (Language.french, "The newest entry, from a later game: its leaf has a surprise in store."),
  ])
  func flavorTextInTheRequestedLanguage(language: Language, text: String) async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    var configuration = Live.configuration(server)
    configuration.language = language
    #expect(
      try await PokemonClient.live(configuration: configuration).fetchPokemon(1).flavorText == text)
  }

  @Test func aPageTheSnapshotKnowsCostsOneRequest() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let client = Live.client(server, snapshot: Expected.value)
    let page = try await client.fetchPage(20, 0, PokemonFilter())
    #expect(page.pokemon == Expected.species)
    #expect(Live.paths(server) == ["GET /api/v2/pokemon-species/?limit=100000"])

    // The list is the only thing a second page, a search or a filtered page needs again.
    _ = try await client.fetchPage(2, 2, PokemonFilter(types: [.fire]))
    #expect(try await client.search("ember", PokemonFilter()).map(\.pokemon.id) == [3])
    #expect(server.requests.count == 3)
    #expect(Set(Live.paths(server)) == ["GET /api/v2/pokemon-species/?limit=100000"])
  }

  @Test func theSnapshotIsMadeWhenFirstNeededNotWhenTheClientIsBuilt() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let made = Locked(0)
    var configuration = LiveConfiguration(
      baseURL: server.baseURL, cache: nil, snapshot: Self.snapshot(counting: made))
    let copy = configuration
    let client = PokemonClient.live(configuration: configuration)
    #expect(made.withLock { $0 } == 0)

    #expect(try await client.fetchEvolutionChain(1) == Expected.growthChain)
    #expect(try await client.fetchTypeChart() == Expected.typeChart)
    #expect(server.requests.isEmpty)
    #expect(made.withLock { $0 } == 1)
    // Copies of the configuration share the snapshot once made; setting one replaces it.
    #expect(copy.snapshot == Expected.value)
    #expect(made.withLock { $0 } == 1)
    configuration.snapshot = nil
    #expect(configuration.snapshot == nil)
    #expect(copy.snapshot == Expected.value)
  }

  /// The fixtures' Pokédex, counting how many times it is asked for.
  private static func snapshot(counting made: Locked<Int>) -> Pokedex {
    made.withLock { $0 += 1 }
    return Expected.value
  }

  @Test func onlyWhatTheSnapshotLacksIsFetched() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let partial = Pokedex(
      pokemon: Array(Expected.value.pokemon.prefix(3)), evolutionChains: [1: Expected.growthChain],
      typeChart: Expected.typeChart)
    let client = Live.client(server, snapshot: partial)
    let page = try await client.fetchPage(20, 0, PokemonFilter())
    #expect(page.pokemon.map(Live.withoutFlavor) == Expected.species)
    #expect(
      Set(Live.paths(server)) == [
        "GET /api/v2/pokemon-species/?limit=100000",
        "GET /api/v2/pokemon-species/4/", "GET /api/v2/pokemon/4/",
        "GET /api/v2/pokemon-species/5/", "GET /api/v2/pokemon/5/",
      ])
    #expect(server.requests.count == 5)

    // Chain 1 and the type chart are in the snapshot; chain 2 is not.
    #expect(try await client.fetchEvolutionChain(1) == Expected.growthChain)
    #expect(try await client.fetchTypeChart() == Expected.typeChart)
    #expect(server.requests.count == 5)
    #expect(try await client.fetchEvolutionChain(2) == Expected.emberChain)
    #expect(Live.paths(server).last == "GET /api/v2/evolution-chain/2/")
  }

  @Test func aKnownPokemonsDetailAsksOnlyForItsFlavorText() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let client = Live.client(server, snapshot: Expected.value)
    let sproutling = try await client.fetchPokemon(1)
    #expect(Live.withoutFlavor(sproutling) == Expected.sproutling)
    #expect(sproutling.flavorText?.hasPrefix("The newest entry") == true)
    #expect(Live.paths(server) == ["GET /api/v2/pokemon-species/1/"])
  }

  @Test func filteredPagesAndSearchesFromTheServer() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let client = Live.client(server)
    let fire = try await client.fetchPage(1, 1, PokemonFilter(types: [.fire]))
    #expect(fire.totalCount == 2)
    #expect(fire.pokemon.map(\.name) == ["Cinder-Wisp ♀"])
    let fourth = try await client.fetchPage(20, 0, PokemonFilter(generations: [4]))
    #expect(fourth.pokemon.map(\.id) == [2])

    let ember = try await client.search("ember", PokemonFilter())
    #expect(ember.map(\.pokemon.id) == [3])
    #expect(ember.first?.kind == .prefix)
    #expect(ember.first.map { Live.withoutFlavor($0.pokemon) } == Expected.emberkit)
    // Species the snapshot lacks are found by slug or number, then shown by their names.
    let cinder = try await client.search("cinder", PokemonFilter())
    #expect(cinder.map(\.matchedName) == ["Cinder-Wisp ♀"])
    #expect(cinder.first?.highlight == 0..<6)
    #expect(try await client.search("#004", PokemonFilter()).map(\.pokemon.id) == [4])
    #expect(try await client.search("sprout", PokemonFilter(types: [.fire])).isEmpty)
    #expect(try await client.search("  ", PokemonFilter()).isEmpty)
  }

  @Test func identicalRequestsInFlightShareOneFetch() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let latch = Latch()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { _ in
      // Held answers keep the first requests in flight while the other callers arrive.
      latch.hold()
    }
    defer {
      latch.open()
      server.stop()
    }
    // With a cache, a caller too late to join the fetch reads its result from disk, so a
    // slow machine cannot make this test fail; without sharing, there would be eight fetches.
    let client = Live.client(server, cache: PokeAPICache(directory: folder.url))
    let names = try await withThrowingTaskGroup(of: String.self) { group in
      group.addTask { try await client.fetchPokemon(3).name }
      try await Live.eventually { server.requests.count == 2 }
      for _ in 1..<8 { group.addTask { try await client.fetchPokemon(3).name } }
      try await Task.sleep(for: .milliseconds(100))
      latch.open()
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(names == Array(repeating: "Emberkit", count: 8))
    #expect(Live.count(server, "/api/v2/pokemon-species/3/") == 1)
    #expect(Live.count(server, "/api/v2/pokemon/3/") == 1)
  }

  @Test func oneCallersCancellationLeavesTheSharedFetchToTheOthers() async throws {
    let latch = Latch()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/pokemon-species/3/" ? latch.hold() : nil
    }
    defer {
      latch.open()
      server.stop()
    }
    let client = Live.client(server)
    let staying = Task { try await client.fetchPokemon(3) }
    try await Live.eventually { Live.count(server, "/api/v2/pokemon-species/3/") == 1 }
    let leaving = Task { try await client.fetchPokemon(3) }
    // Time for the second caller to join the fetch under way (it needs no I/O to do so).
    try await Task.sleep(for: .milliseconds(100))
    leaving.cancel()
    await #expect(throws: CancellationError.self) { try await leaving.value }
    latch.open()
    #expect(try await staying.value.name == "Emberkit")
    #expect(Live.count(server, "/api/v2/pokemon-species/3/") == 1)
  }

  @Test(arguments: [(2, 2), (6, 6), (50, 6)])
  func atMostTheConfiguredNumberOfRequestsAreInFlight(configured: Int, bound: Int) async throws {
    let latch = Latch()
    // Every request after the list waits, so the client's requests pile up to its bound.
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.query.isEmpty ? latch.hold() : nil
    }
    defer {
      latch.open()
      server.stop()
    }
    var configuration = Live.configuration(server)
    configuration.maxConcurrentRequests = configured
    let client = PokemonClient.live(configuration: configuration)
    let page = Task { try await client.fetchPage(5, 0, PokemonFilter()) }
    try await Live.eventually { server.requests.count == 1 + bound }
    // Room for a request past the bound to arrive, if the client were to send one.
    try await Task.sleep(for: .milliseconds(100))
    #expect(server.requests.count == 1 + bound)
    latch.open()
    #expect(try await page.value.pokemon.count == 5)
    #expect(server.requests.count == 11)
    #expect(server.peakConcurrentRequests == bound)
  }

  @Test func aStaticCopyIsReadFileByFile() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    var configuration = Live.configuration(server)
    configuration.readsStaticFiles = true
    let client = PokemonClient.live(configuration: configuration)
    let page = try await client.fetchPage(2, 1, PokemonFilter())
    #expect(page.pokemon.map(\.id) == [2, 3])
    #expect(page.totalCount == 5)
    #expect(try await client.fetchEvolutionChain(2) == Expected.emberChain)
    #expect(try await client.fetchTypeChart() == Expected.typeChart)
    #expect(server.requests.allSatisfy { $0.path.hasSuffix("/index.json") && $0.query.isEmpty })
    #expect(Live.paths(server).first == "GET /api/v2/pokemon-species/index.json")
    let error = try await Live.error { try await client.fetchPokemon(9) }
    #expect(error.description == "There is no Pokémon #9.")
  }

  @Test func theEmbeddedClientSaysSo() {
    #expect(Fixtures.client.status() == .embedded)
    #expect(Fixtures.client.status().description == "offline")
  }
}
