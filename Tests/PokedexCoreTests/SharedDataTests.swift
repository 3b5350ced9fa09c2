import Foundation
import PokedexCore
import TestServer
import Testing

/// The sync against the real PokeAPI copy in ../shared/pokeapi; skipped where the copy is
/// absent, and a failure in CI if it is (see ``SharedPokeAPI``).
@Suite struct SharedDataTests {
  @Test(.requiresSharedPokeAPI, .timeLimit(.minutes(3)))
  func syncReproducesTheCommittedSnapshot() async throws {
    let directory = try SharedPokeAPI.require()
    let server = try LoopbackServer(directory: directory)
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "pokedex-sync-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let pokedex = try await PokeAPISync(baseURL: server.baseURL).run()
    let output = folder.appending(path: "pokedex.tsv")
    try pokedex.writeSnapshot(to: output)

    let generated = try Data(contentsOf: output)
    let committed = try Data(contentsOf: PackagePaths.embeddedSnapshot)
    #expect(
      generated == committed,
      "The committed snapshot differs from a fresh sync; run scripts/sync-snapshot and commit it.")
    #expect(pokedex.pokemon.count == 1025)
    expectKnownFacts(pokedex)
    // Every request after the two lists is one resource: 18 types, 1025 species and Pokémon,
    // and one per chain.
    #expect(server.requests.count == 2 + 18 + 1025 * 2 + pokedex.evolutionChains.count)
  }

  @Test(.requiresSharedPokeAPI)
  func serverPagesListsLikePokeAPI() async throws {
    let server = try LoopbackServer(directory: try SharedPokeAPI.require())
    defer { server.stop() }
    let page = try await ServerTests.json(server, "/api/v2/type/")
    #expect(page["count"] as? Int == 21)
    #expect((page["results"] as? [Any])?.count == 20)
    #expect(
      page["next"] as? String == server.baseURL.absoluteString + "/api/v2/type/?offset=20&limit=20")
  }
}
