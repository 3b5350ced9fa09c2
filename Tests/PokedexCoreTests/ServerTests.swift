import Foundation
import Glibc
import TestServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The loopback server's PokeAPI emulation, on the hand-written fixtures.
@Suite struct ServerTests {
  static func get(_ server: LoopbackServer, _ path: String) async throws -> (Data, Int) {
    let url = try #require(URL(string: server.baseURL.absoluteString + path))
    let (data, response) = try await URLSession.shared.data(from: url)
    return (data, (response as? HTTPURLResponse)?.statusCode ?? 0)
  }

  static func json(_ server: LoopbackServer, _ path: String) async throws -> [String: Any] {
    let (data, status) = try await get(server, path)
    #expect(status == 200)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private static func names(_ page: [String: Any]) -> [String] {
    (page["results"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
  }

  @Test func pagesListsWithCountNextAndPrevious() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let list = server.baseURL.absoluteString + "/api/v2/pokemon-species/"

    let middle = try await Self.json(server, "/api/v2/pokemon-species/?limit=2&offset=2")
    #expect(middle["count"] as? Int == 5)
    #expect(Self.names(middle) == ["emberkit", "cinderwisp"])
    #expect(middle["next"] as? String == list + "?offset=4&limit=2")
    #expect(middle["previous"] as? String == list + "?limit=2")

    let last = try await Self.json(server, "/api/v2/pokemon-species/?offset=3&limit=2")
    #expect(Self.names(last) == ["cinderwisp", "glimmerfin"])
    #expect(last["next"] is NSNull)
    #expect(last["previous"] as? String == list + "?offset=1&limit=2")

    let first = try await Self.json(server, "/api/v2/pokemon-species/")
    #expect(Self.names(first).count == 5)
    #expect(first["next"] is NSNull && first["previous"] is NSNull)

    let past = try await Self.json(server, "/api/v2/pokemon-species/?offset=50")
    #expect(Self.names(past).isEmpty)
  }

  @Test func servesResourcesWithAndWithoutTheTrailingSlash() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let file = try Data(
      contentsOf: PackagePaths.pokeAPIFixtures.appending(path: "api/v2/pokemon/3/index.json"))
    for path in ["/api/v2/pokemon/3/", "/api/v2/pokemon/3", "/api/v2/pokemon/3/index.json"] {
      let (data, status) = try await Self.get(server, path)
      #expect(status == 200, "\(path)")
      #expect(data == file, "\(path)")
    }
  }

  @Test func missingOrOutsideIsNotFound() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    for path in [
      "/api/v2/pokemon/999/", "/api/v2/nothing/", "/", "/api/v2/%2E%2E/%2E%2E/README.md",
    ] {
      #expect(try await Self.get(server, path).1 == 404, "\(path)")
    }
  }

  @Test func handlerOverridesAndFallsThrough() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures) { request in
      request.query["fail"] == "yes" ? .status(502) : nil
    }
    defer { server.stop() }
    #expect(try await Self.get(server, "/api/v2/pokemon/3/?fail=yes").1 == 502)
    #expect(try await Self.get(server, "/api/v2/pokemon/3/").1 == 200)
    #expect(
      server.requests.map(\.description) == [
        "GET /api/v2/pokemon/3/?fail=yes", "GET /api/v2/pokemon/3/",
      ])
  }

  @Test func stopClosesTheListener() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    #expect(try await Self.get(server, "/api/v2/type/").1 == 200)
    server.stop()
    server.stop()
    await #expect(throws: (any Error).self) { try await Self.get(server, "/api/v2/type/") }
  }

  @Test func aStoppedServersPortStaysTakenUntilAServerAsksForIt() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    server.stop()
    // A socket that binds the port the way a new server on port 0 is given one (no
    // SO_REUSEADDR) cannot have it: another test's server cannot land there meanwhile.
    #expect(Self.bindWithoutReuse(server.port) == EADDRINUSE)
    // And a client is refused, as at an address where nothing runs.
    await #expect(throws: (any Error).self) { try await Self.get(server, "/api/v2/type/") }
    // A server that asks for the port gets it back.
    let again = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures, port: server.port)
    defer { again.stop() }
    #expect(try await Self.get(again, "/api/v2/type/").1 == 200)
  }

  /// Binds a fresh socket to 127.0.0.1:`port` without SO_REUSEADDR, and closes it; 0 when
  /// the bind worked, else its errno.
  static func bindWithoutReuse(_ port: UInt16) -> Int32 {
    do {
      let (socket, _) = try loopbackSocket(port: port, listens: false, reusesAddress: false)
      close(socket)
      return 0
    } catch {
      return error.code
    }
  }
}

@Suite struct SharedPokeAPIPolicyTests {
  @Test func missingCopyFailsTheTestThatRequiresIt() {
    let nowhere = URL(fileURLWithPath: "/nonexistent/shared/pokeapi")
    withKnownIssue {
      #expect(throws: SharedPokeAPI.MissingSharedCopy.self) {
        try SharedPokeAPI.require(at: nowhere)
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("required in CI") }
        && issue.comments.contains { $0.rawValue.contains(nowhere.path) }
    }
  }

  @Test func copyIsLookedForNextToThePackage() {
    #expect(
      SharedPokeAPI.directory.standardizedFileURL.path
        == PackagePaths.root.deletingLastPathComponent().appending(path: "shared/pokeapi")
        .standardizedFileURL.path)
  }
}
