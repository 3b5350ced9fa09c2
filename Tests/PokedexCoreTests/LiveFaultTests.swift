import Foundation
import Loop
import PokedexCore
import TestServer
import Testing

/// Every fault the live client must survive, from a loopback server failing on purpose: each
/// becomes a ``PokeAPIError`` with a message for a person, and asking again once the server
/// behaves gets the answer.
// The limit stops a hang: alone these take a second; in the whole suite under the thread
// sanitizer on two cores they wait their turn behind the rest (past a minute, 2026-12-02).
@Suite(.timeLimit(.minutes(5))) struct LiveFaultTests {
  /// A server over the fixtures that answers `fault` for species 3 while `failing` is set.
  private final class FaultyServer: Sendable {
    let server: LoopbackServer
    private let failing = Locked(true)

    init(_ fault: @escaping @Sendable (Request) -> Response?) throws {
      let failing = self.failing
      server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
        guard request.path == "/api/v2/pokemon-species/3/", failing.withLock({ $0 }) else {
          return nil
        }
        return fault(request)
      }
    }

    func heal() { failing.withLock { $0 = false } }
    var attempts: Int { Live.count(server, "/api/v2/pokemon-species/3/") }
  }

  /// Fetches #3 through a fault, checks the error, heals the server and fetches again.
  private func expectFault(
    _ fault: @escaping @Sendable (Request) -> Response?, kind: PokeAPIError.Kind,
    message: String, attempts: ClosedRange<Int>, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let faulty = try FaultyServer(fault)
    defer { faulty.server.stop() }
    let client = Live.client(faulty.server)
    let error = try await Live.error(sourceLocation: sourceLocation) {
      try await client.fetchPokemon(3)
    }
    #expect(error.kind == kind, sourceLocation: sourceLocation)
    // Only a 404 says the Pokémon is not there (the favourites keep and name such a number);
    // every other fault is a failure to ask.
    #expect(
      PokedexError.isMissingPokemon(error) == (kind == .notFound), sourceLocation: sourceLocation)
    #expect(error.description == message, sourceLocation: sourceLocation)
    #expect("\(error)" == message, sourceLocation: sourceLocation)
    // Kept as English text by a feature, the message reads back whole, for a front to say in
    // its language.
    #expect(PokeAPIError.said(describedAs: message) == error.said, sourceLocation: sourceLocation)
    #expect(attempts.contains(faulty.attempts), sourceLocation: sourceLocation)
    faulty.heal()
    #expect(try await client.fetchPokemon(3).name == "Emberkit", sourceLocation: sourceLocation)
  }

  @Test func notFoundIsAnUnknownPokemon() async throws {
    try await expectFault(
      { _ in .notFound }, kind: .notFound, message: "There is no Pokémon #3.", attempts: 1...1)
  }

  @Test func serverErrorsAreRetriedThreeTimesThenReported() async throws {
    try await expectFault(
      { _ in .status(503) }, kind: .serverError(status: 503),
      message: "PokeAPI is having trouble (HTTP 503, tried 3 times). Retry later.", attempts: 3...3)
    try await expectFault(
      { _ in .status(500) }, kind: .serverError(status: 500),
      message: "PokeAPI is having trouble (HTTP 500, tried 3 times). Retry later.", attempts: 3...3)
  }

  @Test func rateLimitsAreRetriedThreeTimesThenReported() async throws {
    try await expectFault(
      { _ in .status(429) }, kind: .rateLimited,
      message: "PokeAPI is limiting requests (HTTP 429, tried 3 times). Retry in a moment.",
      attempts: 3...3)
  }

  @Test func otherStatusesAreReportedAtOnce() async throws {
    try await expectFault(
      { _ in .status(400) }, kind: .httpStatus(400),
      message: "PokeAPI refused the request for Pokémon #3 (HTTP 400).", attempts: 1...1)
  }

  @Test func aTransientFailureThatClearsIsNeverSeen() async throws {
    let attempts = AttemptCounter()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      switch (request.path, attempts.next(request.path)) {
      case ("/api/v2/pokemon-species/3/", 1): .status(503)
      case ("/api/v2/pokemon-species/3/", 2): .status(429)
      case ("/api/v2/pokemon/3/", 1): .dropConnection
      default: nil
      }
    }
    defer { server.stop() }
    #expect(try await Live.client(server).fetchPokemon(3).name == "Emberkit")
    #expect(Live.count(server, "/api/v2/pokemon-species/3/") == 3)
    // Two or more: curl may resend on its own after a dropped connection (see below).
    #expect(Live.count(server, "/api/v2/pokemon/3/") >= 2)
  }

  @Test func retryAfterIsHonoured() async throws {
    let attempts = AttemptCounter()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      guard request.path == "/api/v2/pokemon-species/3/", attempts.next(request.path) == 1 else {
        return nil
      }
      return Response(status: 429, headers: [("Retry-After", "2")])
    }
    defer { server.stop() }
    let clock = RecordingClock()
    var configuration = Live.configuration(server)
    configuration.clock = clock
    #expect(try await PokemonClient.live(configuration: configuration).fetchPokemon(3).id == 3)
    // The server's two seconds, not the 1 ms backoff.
    #expect(clock.sleeps == [.seconds(2)])
  }

  @Test func aTinyRetryAfterIsReallyWaited() async throws {
    let attempts = AttemptCounter()
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      guard request.path == "/api/v2/pokemon-species/3/", attempts.next(request.path) == 1 else {
        return nil
      }
      return Response(status: 503, headers: [("Retry-After", "0.05")])
    }
    defer { server.stop() }
    var configuration = Live.configuration(server)
    configuration.clock = ContinuousClock()
    let start = ContinuousClock.now
    #expect(try await PokemonClient.live(configuration: configuration).fetchPokemon(3).id == 3)
    #expect(ContinuousClock.now - start >= .milliseconds(50))
  }

  @Test func aRetryAfterLongerThanTheLimitIsReportedAtOnce() async throws {
    try await expectFault(
      { _ in Response(status: 429, headers: [("Retry-After", "120")]) }, kind: .rateLimited,
      message: "PokeAPI is limiting requests (HTTP 429). Retry in 120 seconds.", attempts: 1...1)
  }

  @Test func aBodyCutShortIsReported() async throws {
    // Content-Length promises 500 bytes; the connection closes after 10.
    try await expectFault(
      { _ in Response(body: Data(repeating: 32, count: 500), bytesSent: 10) }, kind: .truncated,
      message: "PokeAPI's answer for Pokémon #3 was cut off (tried 3 times). Retry.",
      attempts: 3...3)
  }

  @Test func jsonThatStopsHalfwayIsReported() async throws {
    try await expectFault(
      { _ in .json(Data(#"{"id": 3, "name": "emberkit", "names": [{"#.utf8)) },
      kind: .truncated, message: "PokeAPI's answer for Pokémon #3 was cut off. Retry.",
      attempts: 1...1)
  }

  @Test func aDroppedConnectionIsReported() async throws {
    try await expectFault(
      { _ in .dropConnection }, kind: .connectionLost,
      message: "The connection to PokeAPI closed before an answer (tried 3 times). Retry.",
      // curl itself sends a request again once when a kept-alive connection it reused turns
      // out to be closed, so the server may see a few more than the client's three.
      attempts: 3...6)
  }

  @Test func htmlIsNotJSON() async throws {
    try await expectFault(
      { _ in .garbage("<html><body>Bad gateway</body></html>") }, kind: .notJSON,
      message: "PokeAPI's answer for Pokémon #3 isn't JSON.", attempts: 1...1)
  }

  @Test func anEmptyBodyIsReported() async throws {
    try await expectFault(
      { _ in .json(Data()) }, kind: .emptyBody,
      message: "PokeAPI's answer for Pokémon #3 was empty.", attempts: 1...1)
  }

  @Test func theWrongShapeNamesTheField() async throws {
    try await expectFault(
      { _ in .json(Data(#"{"id": 3, "name": "emberkit"}"#.utf8)) },
      kind: .wrongShape("\"names\" is missing at the top level"),
      message:
        "PokeAPI's answer for Pokémon #3 isn't in the expected shape: "
        + "\"names\" is missing at the top level.",
      attempts: 1...1)
    try await expectFault(
      { _ in
        .json(Data(#"{"id": "three", "name": "emberkit"}"#.utf8))
      }, kind: .wrongShape("expected Int at id"),
      message: "PokeAPI's answer for Pokémon #3 isn't in the expected shape: expected Int at id.",
      attempts: 1...1)
  }

  @Test func aSlowServerTimesOut() async throws {
    let latch = Latch()
    let answered = Locked(false)
    let faulty = try FaultyServer { _ in
      defer { answered.withLock { $0 = true } }
      return latch.hold()
    }
    defer {
      latch.open()
      faulty.server.stop()
    }
    var configuration = Live.configuration(faulty.server)
    configuration.requestTimeout = .milliseconds(100)
    let client = PokemonClient.live(configuration: configuration)
    let start = ContinuousClock.now
    let error = try await Live.error { try await client.fetchPokemon(3) }
    // The server holds its answer back (until the latch opens, below, or a minute passes): the
    // client gave up on its own while the server was still holding, after its 0.1 s. No upper
    // bound in wall time: in the loaded sanitizer run, the resumption of a fired timer can wait
    // tens of seconds for a thread of the cooperative pool, which says nothing about the client.
    let waited = ContinuousClock.now - start
    let serverAnsweredFirst = answered.withLock { $0 }
    #expect(waited >= .milliseconds(100))
    #expect(!serverAnsweredFirst)
    #expect(error.kind == .timedOut)
    #expect(
      error.description
        == "PokeAPI didn't answer within 0.1 seconds for Pokémon #3. Retry in a moment.")
    // Not retried: a person is waiting.
    #expect(faulty.attempts == 1)
    faulty.heal()
    latch.open()
    // The same client answers once the server does. Its timeout is still 0.1 s, which a loaded
    // machine can miss even for a healthy server, so it may take a retry or two, as a person's.
    var healed: Pokemon?
    for _ in 0..<20 where healed == nil { healed = try? await client.fetchPokemon(3) }
    #expect(healed?.name == "Emberkit")
  }

  @Test func anUnreachableServerSaysSo() async throws {
    let refusing = try #require(RefusingPort())
    defer { withExtendedLifetime(refusing) {} }
    let url = refusing.url
    let client = PokemonClient.live(
      configuration: LiveConfiguration(baseURL: url, cache: nil, snapshot: nil))
    let error = try await Live.error { try await client.fetchPage(20, 0, PokemonFilter()) }
    #expect(error.kind == .unreachable)
    #expect(error.description == "Can't reach PokeAPI. Check the connection, then retry.")
    #expect(
      error.url?.absoluteString == url.absoluteString + "/api/v2/pokemon-species/?limit=100000")
    #expect(error.resource == "the Pokémon list")
  }

  @Test func cancellingCancelsTheRequestInFlight() async throws {
    let latch = Latch()
    let clientHungUp = Locked(false)
    let faulty = try FaultyServer { request in
      // Hold the answer until the client hangs up (or the test lets go).
      while !latch.isOpened {
        if request.clientHasHungUp {
          clientHungUp.withLock { $0 = true }
          break
        }
        Thread.sleep(forTimeInterval: 0.002)
      }
      return nil
    }
    defer {
      latch.open()
      faulty.server.stop()
    }
    // With the snapshot, the detail is one request: the species, which hangs.
    let client = Live.client(faulty.server, snapshot: ExpectedFixturePokedex.value)
    let task = Task { try await client.fetchPokemon(3) }
    try await Live.eventually { faulty.attempts == 1 }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    // The server, still holding its answer, sees the connection closed: the URLSession task
    // was cancelled, not left to finish in the background.
    try await Live.eventually { clientHungUp.withLock { $0 } }
    try await Live.eventually { faulty.server.openConnections == 0 }
    #expect(faulty.attempts == 1)
  }

  @Test func cancellingDuringABackoffStopsTheRetries() async throws {
    let faulty = try FaultyServer { _ in .status(503) }
    defer { faulty.server.stop() }
    var configuration = Live.configuration(faulty.server)
    configuration.clock = ContinuousClock()
    configuration.retryDelay = .seconds(30)
    let task = Task { try await PokemonClient.live(configuration: configuration).fetchPokemon(3) }
    try await Live.eventually { faulty.attempts == 1 }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(faulty.attempts == 1)
  }
}
