import Foundation
import PokedexCore
import TestServer
import Testing

/// Sprites through the live client: found from `/pokemon/{id}/`'s links, read from the
/// server the client talks to, decoded, kept in the on-disk cache, and turned into a clear
/// error when the answer is not an image.
// The limit stops a hang: alone these take a second; in the whole suite under the thread
// sanitizer on two cores they wait their turn behind the rest (past a minute, 2026-12-02).
@Suite(.timeLimit(.minutes(5))) struct LiveSpriteTests {
  /// A 3×2 RGBA image with a transparent corner, as PNG bytes and as the decoder must see it.
  static let source = TestPNG.Source(
    width: 3, height: 2, colorType: 6, bitDepth: 8, interlaced: false,
    samples: [
      255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
      9, 9, 9, 0, 200, 100, 50, 255, 1, 2, 3, 255,
    ])
  static let png = Data(TestPNG.encode(source))
  static let image = PNGImage(width: 3, height: 2, pixels: source.expectedPixels)

  /// The fixtures' server (Sproutling, #1, links `https://example.invalid/sprites/1.png`),
  /// answering that sprite's path with `body`.
  static func server(spriteBody: Data = png) throws -> LoopbackServer {
    try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.path == "/sprites/1.png" ? Response(body: spriteBody) : nil
    }
  }

  @Test func theSpriteComesFromTheLinkUnderTheClientsServer() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let client = Live.client(server)
    #expect(try await client.fetchSprite(1, false) == Self.image)
    #expect(Live.paths(server) == ["GET /api/v2/pokemon/1/", "GET /sprites/1.png"])
    // The fixture links no shiny sprite, and #2 links none at all: nothing to show.
    #expect(try await client.fetchSprite(1, true) == nil)
    #expect(try await client.fetchSprite(2, false) == nil)
  }

  @Test func aSecondRunReadsTheSpriteFromTheCache() async throws {
    let server = try Self.server()
    defer { server.stop() }
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let first = Live.client(server, cache: PokeAPICache(directory: folder.url))
    #expect(try await first.fetchSprite(1, false) == Self.image)
    let requests = server.requests.count

    let second = Live.client(server, cache: PokeAPICache(directory: folder.url))
    #expect(try await second.fetchSprite(1, false) == Self.image)
    #expect(server.requests.count == requests)
    #expect(second.status().description == "live (cached)")
  }

  @Test func anAnswerThatIsNotAPNGIsAnErrorAndIsNotCached() async throws {
    let server = try Self.server(spriteBody: Data("<html>not found</html>".utf8))
    defer { server.stop() }
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let client = Live.client(server, cache: PokeAPICache(directory: folder.url))
    let error = try await Live.error { try await client.fetchSprite(1, false) }
    #expect(error.description.contains("not a PNG image"), "\(error)")
    _ = try? await client.fetchSprite(1, false)
    #expect(Live.count(server, "/sprites/1.png") == 2)
  }

  @Test func spriteLinksAreReadUnderTheConfiguredServer() {
    let local = LiveConfiguration(baseURL: URL(string: "http://127.0.0.1:8123/api/v2/")!)
    #expect(local.spriteBaseURL == URL(string: "http://127.0.0.1:8123/"))
    let mirror = LiveConfiguration(baseURL: URL(string: "https://mirror.example/pokeapi")!)
    #expect(mirror.spriteBaseURL == URL(string: "https://mirror.example/pokeapi/"))
    // PokeAPI's own links point at raw.githubusercontent.com: read them as they are.
    var configuration = LiveConfiguration()
    #expect(configuration.spriteBaseURL == nil)
    // Pointing an existing configuration at another server moves its sprites along.
    configuration.baseURL = URL(string: "http://127.0.0.1:9/")!
    #expect(configuration.spriteBaseURL == URL(string: "http://127.0.0.1:9/"))
  }
}
