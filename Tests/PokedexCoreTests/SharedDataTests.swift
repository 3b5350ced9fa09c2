import Foundation
import PokedexCore
import TestServer
import Testing

/// The sync against the real PokeAPI copy in ../shared/pokeapi; skipped where the copy is
/// absent, and a failure in CI if it is (see ``SharedPokeAPI``).
@Suite struct SharedDataTests {
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

/// The sync of the full copy (forms, abilities, games: some 500 MB of JSON) against the
/// committed files. Its own suite, so CI's thread-sanitizer run can leave it out: a minute of
/// JSON decoding there, with the sync's concurrency already covered by `SyncTests`.
@Suite struct FullCopySyncTests {
  /// The full copy: the sync reads every species, form, ability and game from it.
  @Test(.requiresSharedPokeAPI, .timeLimit(.minutes(5)))
  func syncReproducesTheCommittedSnapshot() async throws {
    let directory = try SharedPokeAPI.requireFull()
    let server = try LoopbackServer(directory: directory)
    defer { server.stop() }
    let folder = FileManager.default.temporaryDirectory
      .appending(path: "pokedex-sync-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    let synced = try await PokeAPISync(baseURL: server.baseURL).runAll()
    let (pokedex, reference) = (synced.pokedex, synced.reference)
    let output = folder.appending(path: "pokedex.tsv")
    try pokedex.writeSnapshot(to: output)
    try reference.writeSnapshot(to: PokedexReference.location(besideSnapshot: output))
    try synced.moves.writeSnapshot(to: PokedexMoves.location(besideSnapshot: output))
    try synced.sets.writeSnapshot(to: PokedexSets.location(besideSnapshot: output))
    try synced.encounters.writeSnapshot(to: PokedexEncounters.location(besideSnapshot: output))
    try synced.items.writeSnapshot(to: PokedexItems.location(besideSnapshot: output))

    for (generated, committed) in [
      (output, PackagePaths.embeddedSnapshot),
      (
        PokedexReference.location(besideSnapshot: output),
        PokedexReference.location(besideSnapshot: PackagePaths.embeddedSnapshot)
      ),
      (
        PokedexMoves.location(besideSnapshot: output),
        PokedexMoves.location(besideSnapshot: PackagePaths.embeddedSnapshot)
      ),
      (
        PokedexSets.location(besideSnapshot: output),
        PokedexSets.location(besideSnapshot: PackagePaths.embeddedSnapshot)
      ),
      (
        PokedexEncounters.location(besideSnapshot: output),
        PokedexEncounters.location(besideSnapshot: PackagePaths.embeddedSnapshot)
      ),
      (
        PokedexItems.location(besideSnapshot: output),
        PokedexItems.location(besideSnapshot: PackagePaths.embeddedSnapshot)
      ),
    ] {
      #expect(
        try Data(contentsOf: generated) == Data(contentsOf: committed),
        "\(committed.lastPathComponent) differs from a fresh sync; run scripts/sync-snapshot.")
    }
    #expect(pokedex.pokemon.count == 1351)
    #expect(pokedex.pokemon.filter(\.isForm).count == 326)
    expectKnownFacts(pokedex)
    #expect(reference.abilities["levitate"]?.shortEffect(in: .english) == "Evades Ground moves.")
    #expect(reference.versions.first?.slug == "red")
    #expect(synced.moves.moves.count == 919)  // the shadow moves left out
    #expect(synced.moves.learnsets(of: 25)[25]?.contains { $0.move == 85 } == true)
    let sets = synced.sets
    #expect(sets.natures.count == 25)
    #expect(sets.nature(named: "jolly").map { [$0.raised, $0.lowered] } == [5, 3])
    #expect(sets.nature(named: "Hardy")?.raised == nil)
    #expect(sets.item(named: "Choice Scarf")?.category == "choice")
    #expect(sets.item(named: "Mouchoir Choix")?.slug == "choice-scarf")
    #expect(sets.item(named: "kings rock")?.name == "King's Rock")
    #expect(sets.lastGeneration(withAbility: "levitate", pokemon: 94) == 6)
    // 3 lists; 18 types; 1025 species; 1351 Pokémon; 326 forms; one per chain; the games
    // and their version groups; the abilities; the names.
    #expect(server.requests.count > 3 + 18 + 1025 + 1351 + 326 + pokedex.evolutionChains.count)
  }

}
