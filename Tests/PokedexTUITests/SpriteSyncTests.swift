import Foundation
import Loop
import PokedexCore
import TerminalTesting
import TestServer
import Testing

/// `pokedex-tui sync --sprites` as a person runs it, against a loopback server that has a few
/// sprites and answers 404 for the rest.
@Suite(.waitsOnChildProcesses, .serialized, .timeLimit(.minutes(5)))
struct SpriteSyncTests {
  /// The sprites the server has, by path.
  static let served: [String: Data] = [
    "/sprites/pokemon/1.png": TestSprite.disc(color: (10, 200, 10)),
    "/sprites/pokemon/4.png": TestSprite.disc(color: (240, 120, 20)),
    "/sprites/pokemon/25.png": TestSprite.disc(color: (250, 200, 40)),
    "/sprites/pokemon/shiny/25.png": TestSprite.disc(color: (250, 150, 40)),
    "/sprites/pokemon/1000.png": TestSprite.disc(color: (200, 180, 60)),
  ]

  /// A server that serves ``served``, 404 for other paths, and drops every connection once
  /// `failAfter` requests have come (nil: never), as a network that goes away mid-run.
  static func server(failAfter: Int?) throws -> LoopbackServer {
    let count = Locked(0)
    return try LoopbackServer { request in
      let seen = count.withLock { count in
        count += 1
        return count
      }
      if let failAfter, seen > failAfter { return Response(dropsConnection: true) }
      guard let body = served[request.path] else { return Response(status: 404) }
      return Response(headers: [("Content-Type", "image/png")], body: body)
    }
  }

  @Test func anInterruptedRunResumesAndTheOfflineSourceShowsTheSprites() throws {
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-sprites-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let shell = ShellCommandTests()

    // The network goes away after 600 requests: the run stops, keeping what it got.
    let flaky = try Self.server(failAfter: 600)
    let first = try shell.run(
      ["sync", "--sprites", "--from", flaky.baseURL.absoluteString], cache: cache)
    flaky.stop()
    #expect(first.status == 1, "status \(first.status): \(first.error.suffix(2000))")
    #expect(first.error.contains("pokedex-tui sync: stopped: GET \(flaky.baseURL.absoluteString)"))
    #expect(first.error.contains("run it again to fetch the rest"))
    let sprites = PokeAPICache(directory: cache.appendingPathComponent("pokedex/pokeapi"))
    #expect(sprites.hasSprite(id: 1, shiny: false) && sprites.hasSprite(id: 25, shiny: true))
    #expect(!sprites.hasSprite(id: 1000, shiny: false))

    // Run again: the four it has are not asked for; the rest are, at most six at a time.
    let server = try Self.server(failAfter: nil)
    defer { server.stop() }
    let second = try shell.run(
      ["sync", "--sprites", "--from", server.baseURL.absoluteString], cache: cache)
    #expect(second.status == 0, "\(second.error)")
    let paths = Set(server.requests.map(\.path))
    #expect(server.requests.count == 2702 - 4)
    for path in ["/sprites/pokemon/1.png", "/sprites/pokemon/4.png", "/sprites/pokemon/25.png"] {
      #expect(!paths.contains(path), "asked again for \(path)")
    }
    #expect(paths.contains("/sprites/pokemon/1000.png"))
    #expect(paths.contains("/sprites/pokemon/shiny/1025.png"))
    #expect(server.peakConcurrentRequests <= 6)
    #expect(
      second.error.contains(
        "sync: 2702 sprites: 1 downloaded, 4 already cached, 2697 not on the server"))
    // Not a terminal: a plain line per tenth, with the count, the rate and the time left.
    let lines = second.error.split(separator: "\n").filter { $0.hasPrefix("sync: sprites ") }
    #expect(lines.count == 11)
    #expect(lines.first?.hasPrefix("sync: sprites 4/2702 (0%)") == true)
    #expect(lines.last?.hasPrefix("sync: sprites 2702/2702 (100%)") == true)
    #expect(lines.dropFirst().allSatisfy { $0.contains("/s") })
    #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasSuffix(" left") })
    #expect(!second.error.contains("\u{1B}"))

    // A third run finds everything it can have and asks only for what the server lacks.
    let requestsBefore = server.requests.count
    let third = try shell.run(
      ["sync", "--sprites", "--from", server.baseURL.absoluteString], cache: cache)
    #expect(third.status == 0)
    #expect(server.requests.count - requestsBefore == 2697)

    // The offline source now has sprites: show finds them in the cache.
    let card = try shell.run(["show", "1000", "--json"], cache: cache)
    #expect(card.output.contains("\"has_sprite\" : true"))
  }

  @Test func spritesAndOutputDoNotMix() throws {
    let result = try ShellCommandTests().run(["sync", "--sprites", "--output", "x.tsv"])
    #expect(result.status == 2)  // a usage mistake
    #expect(result.error.contains("--output is for the snapshot"))
  }

  @Test func theSnapshotSyncShowsTheSameProgress() throws {
    var fixtures = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { fixtures.deleteLastPathComponent() }
    let server = try LoopbackServer(directory: fixtures.appending(path: "Fixtures/pokeapi"))
    defer { server.stop() }
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-snapshot-\(UUID().uuidString).tsv")
    let reference = PokedexReference.location(besideSnapshot: output)
    defer {
      try? FileManager.default.removeItem(at: output)
      try? FileManager.default.removeItem(at: reference)
    }
    let result = try ShellCommandTests().run(
      ["sync", "--from", server.baseURL.absoluteString, "--output", output.path])
    #expect(result.status == 0, "\(result.error)")
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.contains("sync: lists 0/3 (0%)"))
    #expect(lines.contains { $0.hasPrefix("sync: abilities 8/8 (100%)") })
    #expect(lines.contains { $0.hasPrefix("wrote ") && $0.contains("1 forms") })
    // The reference is written beside the snapshot, and reads back.
    let written = try PokedexReference(snapshot: Data(contentsOf: reference))
    #expect(
      written.abilities["flash-fire"]?.shortEffect(in: .english)
        == "Absorbs Fire moves to power up its own.")
    #expect(lines.contains { $0.hasPrefix("sync: species 5/5 (100%)") })
    #expect(lines.contains { $0.hasPrefix("sync: pokemon 6/6 (100%)") })
    #expect(lines.contains { $0.hasPrefix("wrote ") && $0.contains("5 species") })
  }
}
