import Foundation
import Loop
import PokedexCore
import TestServer
import Testing

/// The sync against the hand-written fixtures in Tests/Fixtures/pokeapi, served on loopback.
@Suite struct SyncTests {
  /// A sync of the fixtures that does not wait long between retries.
  private func fixtureSync(_ server: LoopbackServer) -> PokeAPISync {
    var sync = PokeAPISync(baseURL: server.baseURL)
    sync.retryDelay = .milliseconds(1)
    return sync
  }

  @Test func buildsThePokedexFromTheFixtures() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let pokedex = try await fixtureSync(server).run()
    #expect(pokedex == ExpectedFixturePokedex.value)
  }

  /// Natures (a neutral one has no stats), items with their categories, and past abilities
  /// (a slot the Pokémon did not have then is left out).
  @Test func syncsWhatSetsAreCheckedAgainst() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let sets = try await fixtureSync(server).runAll().sets
    #expect(sets.natures.map(\.slug) == ["hardy", "bold"])
    #expect(sets.nature(named: "Assuré").map { [$0.raised, $0.lowered] } == [2, 1])
    #expect(sets.nature(named: "ずぶとい")?.name == "Bold")
    #expect(sets.natures[0].raised == nil && sets.natures[0].lowered == nil)
    // Bold likes sour food and dislikes spicy; a neutral nature has no taste.
    #expect(sets.natures[1].likes == "sour" && sets.natures[1].hates == "spicy")
    #expect(sets.natures[0].likes == nil && sets.natures[0].hates == nil)
    #expect(sets.items.map(\.slug) == ["fire-stone", "leftovers", "reaper-cloth"])
    #expect(sets.item(named: "Restes")?.category == "held-items")
    #expect(
      sets.pastAbilities == [
        3: [
          PokedexSets.PastAbilities(
            generation: 4, abilities: [Ability(name: "levitate", isHidden: false)])
        ]
      ])
    #expect(try PokedexSets(snapshot: Data(sets.snapshotText().utf8)) == sets)
  }

  /// Encounters: slots of one area, method, conditions and game folded into one line (levels
  /// spanned, chances summed); games with the same line sharing it; a game the copy does not
  /// list left out; an unnamed area told apart by its slug; an empty list and a Pokémon
  /// without a link (an older copy) finding nothing.
  @Test func syncsWhereEachPokemonIsFound() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let table = try await fixtureSync(server).runAll().encounters
    #expect(
      table.encounters == [
        .init(
          pokemon: 1, area: 1, method: 1, versions: [1], minLevel: 3, maxLevel: 5, chance: 30),
        .init(
          pokemon: 1, area: 2, method: 2, conditions: [3], versions: [1, 30], minLevel: 10,
          maxLevel: 12, chance: 60),
      ])
    #expect(table.place(named: "Testwiese")?.slug == "fixture-meadow")
    #expect(table.place(named: "テストのはら")?.region == "fixtoria")
    #expect(table.regions["fixtoria"]?["fr"] == "Fixtorie")
    #expect(table.areas.map(\.part) == [[:], ["en": "b1f"]])
    #expect(table.name(ofArea: 2, in: .french) == "Fixture Cave (b1f)")
    #expect(table.condition(3)?.kind == "time")
    #expect(table.method(1)?.names["de"] == "Im hohen Gras oder in einer Höhle laufen")
    #expect(table.encounters(of: 2).isEmpty && table.encounters(of: 3).isEmpty)
    #expect(try PokedexEncounters(snapshot: Data(table.snapshotText().utf8)) == table)
  }

  /// Items: the effects and the newest text per language, fling power, the newest price,
  /// the generations, the categories' pockets and names, and who holds each in the wild (a
  /// Pokémon outside the Pokédex left out; one line per rarity).
  @Test func syncsWhatItemsDoAndWhoHoldsThem() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let items = try await fixtureSync(server).runAll().items
    #expect(items.entries.map(\.id) == [82, 234, 321])
    let leftovers = try #require(items.entry(234))
    #expect(leftovers.flingPower == 10 && leftovers.cost == 4000)
    #expect(leftovers.generations == [2, 9])
    #expect(leftovers.shortEffects["en"] == "Held: Restores 1/16 max HP each turn.")
    #expect(leftovers.effects["fr"] == "Tenu : soigne 1/16 des PV max à la fin de chaque tour.")
    #expect(
      leftovers.texts == ["en": "A hold item that gradually restores HP.", "fr": "Objet à tenir."])
    #expect(items.entry(82) == PokedexItems.Entry(id: 82))  // a copy without the details
    #expect(items.category("held-items")?.names["fr"] == "Objets tenus")
    #expect(items.category("evolution")?.pocket == "misc")
    #expect(
      items.holders(of: 234) == [
        .init(item: 234, pokemon: 1, rarity: 5, versions: [1]),
        .init(item: 234, pokemon: 1, rarity: 50, versions: [30]),
      ])
    #expect(items.items(heldBy: 1).count == 2)
    #expect(try PokedexItems(snapshot: Data(items.snapshotText().utf8)) == items)
  }

  @Test func readsTheFixturesThroughTheirAPIRootToo() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    var sync = PokeAPISync(baseURL: server.baseURL.appending(path: "api/v2"))
    sync.retryDelay = .milliseconds(1)
    #expect(try await sync.run() == ExpectedFixturePokedex.value)
  }

  @Test func skipsTypesOutsideTheEighteenAndSpeciesPastTheLimit() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    var sync = fixtureSync(server)
    sync.maxSpeciesID = 4
    let pokedex = try await sync.run()
    #expect(pokedex.pokemon.map(\.id) == [1, 2, 3, 4, 10001])
    #expect(pokedex.evolutionChains.keys.sorted() == [1, 2])
    let paths = server.requests.map(\.path)
    #expect(!paths.contains { $0.contains("/type/19") || $0.contains("/type/10002") })
    #expect(!paths.contains { $0.contains("/evolution-chain/3") || $0.contains("species/5") })
  }

  @Test func retriesServerErrorsThenSucceeds() async throws {
    let attempts = AttemptCounter()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      guard request.path == "/api/v2/pokemon/3/" else { return nil }
      return attempts.next(request.path) <= 2 ? .status(503) : nil
    }
    defer { server.stop() }
    #expect(try await fixtureSync(server).run() == ExpectedFixturePokedex.value)
    #expect(server.requests.filter { $0.path == "/api/v2/pokemon/3/" }.count == 3)
  }

  @Test func retriesRateLimitsDroppedConnectionsAndShortBodies() async throws {
    let attempts = AttemptCounter()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      switch (request.path, attempts.next(request.path)) {
      case ("/api/v2/pokemon-species/2/", 1): .status(429)
      case ("/api/v2/evolution-chain/1/", 1): .dropConnection
      case ("/api/v2/type/10/", 1): Response(body: Data(repeating: 32, count: 500), bytesSent: 10)
      default: nil
      }
    }
    defer { server.stop() }
    #expect(try await fixtureSync(server).run() == ExpectedFixturePokedex.value)
  }

  @Test func persistentServerErrorGivesUpNamingTheURL() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/pokemon-species/4/" ? .status(503) : nil
    }
    defer { server.stop() }
    let error = try await #require(throws: SyncError.self) { try await fixtureSync(server).run() }
    let url = server.baseURL.absoluteString + "/api/v2/pokemon-species/4/"
    #expect(error.url?.absoluteString == url)
    #expect(
      error.description == "GET \(url): HTTP 503 Service Unavailable (gave up after 4 attempts)")
    #expect(server.requests.filter { $0.path == "/api/v2/pokemon-species/4/" }.count == 4)
  }

  @Test func notFoundFailsAtOnceNamingTheURL() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/pokemon/2/" ? .notFound : nil
    }
    defer { server.stop() }
    let error = try await #require(throws: SyncError.self) { try await fixtureSync(server).run() }
    let url = server.baseURL.absoluteString + "/api/v2/pokemon/2/"
    #expect(error.description == "GET \(url): HTTP 404 Not Found")
    #expect(error.localizedDescription == error.description)
    #expect(server.requests.filter { $0.path == "/api/v2/pokemon/2/" }.count == 1)
  }

  @Test func garbageBodyFailsNamingTheURL() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/evolution-chain/2/" ? .garbage() : nil
    }
    defer { server.stop() }
    let error = try await #require(throws: SyncError.self) { try await fixtureSync(server).run() }
    let url = server.baseURL.absoluteString + "/api/v2/evolution-chain/2/"
    #expect(error.description.hasPrefix("GET \(url): the response is not the JSON expected"))
    #expect(error.description.contains("not valid JSON"))
  }

  @Test func wrongShapeNamesTheMissingField() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/api/v2/pokemon/5/" ? .json(Data(#"{"id": 5, "height": 8}"#.utf8)) : nil
    }
    defer { server.stop() }
    let error = try await #require(throws: SyncError.self) { try await fixtureSync(server).run() }
    #expect(error.description.contains("/api/v2/pokemon/5/"))
    #expect(error.description.contains("\"weight\" is missing"))
  }

  @Test func unreachableServerIsAClearError() async throws {
    let server = try LoopbackServer()
    let url = server.baseURL
    server.stop()
    var sync = PokeAPISync(baseURL: url)
    sync.retryDelay = .milliseconds(1)
    let error = try await #require(throws: SyncError.self) { try await sync.run() }
    #expect(error.description.contains("\(url.absoluteString)/api/v2/type/?limit=100"))
    #expect(error.description.contains("gave up after 4 attempts"))
  }

  @Test func keepsAtMostTheConfiguredNumberOfRequestsInFlight() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { _ in
      // Slow answers make every request the client allows overlap with the others.
      Thread.sleep(forTimeInterval: 0.03)
      return nil
    }
    defer { server.stop() }
    var sync = fixtureSync(server)
    sync.maxConcurrentRequests = 2
    _ = try await sync.run()
    #expect(server.peakConcurrentRequests == 2)
    #expect(PokeAPISync(baseURL: server.baseURL).maxConcurrentRequests == 8)
  }

  @Test func reportsProgressPhaseByPhase() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let events = ProgressLog()
    _ = try await fixtureSync(server).run { events.append($0) }
    let all = events.all
    var phases: [SyncProgress.Phase] = []
    for event in all where phases.last != event.phase { phases.append(event.phase) }
    #expect(phases == SyncProgress.Phase.allCases)
    for phase in SyncProgress.Phase.allCases {
      let steps = all.filter { $0.phase == phase }
      #expect(steps.map(\.done) == Array(0...(steps.last?.total ?? 0)), "\(phase)")
    }
    // The names of the six stats, the two items the fixtures' evolutions use and the two ways
    // of learning moves; then the fixtures' two natures, three items and their two
    // categories; the two lists of encounters, and the one condition they name.
    #expect(all.contains(SyncProgress(phase: .tables, done: 10, total: 10)))
    #expect(all.contains(SyncProgress(phase: .natures, done: 2, total: 2)))
    #expect(all.contains(SyncProgress(phase: .items, done: 3, total: 3)))
    #expect(all.contains(SyncProgress(phase: .itemCategories, done: 2, total: 2)))
    #expect(all.contains(SyncProgress(phase: .encounters, done: 2, total: 2)))
    #expect(all.last == SyncProgress(phase: .conditions, done: 1, total: 1))
  }

  @Test func reusesConnections() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    var sync = fixtureSync(server)
    sync.maxConcurrentRequests = 1
    _ = try await sync.run()
    #expect(server.requests.count > 10)
    #expect(server.connectionsAccepted < server.requests.count)
  }
}

/// Counts the attempts at each path, from any thread.
final class AttemptCounter: Sendable {
  private let counts = Locked<[String: Int]>([:])

  /// The number of this attempt at `path`, from 1.
  func next(_ path: String) -> Int {
    counts.withLock { counts in
      counts[path, default: 0] += 1
      return counts[path]!
    }
  }
}

/// Collects progress reports from any thread.
final class ProgressLog: Sendable {
  private let events = Locked<[SyncProgress]>([])
  func append(_ event: SyncProgress) { events.withLock { $0.append(event) } }
  var all: [SyncProgress] { events.withLock { $0 } }
}
