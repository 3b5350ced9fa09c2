import Foundation
import Loop
import PokedexCore
import Testing

@testable import PokedexTUI

/// What the user changed while a saved file could not be read is said after exit, so it is
/// never lost without a word: the favourites by name, the order, a team whole as a paste.
/// Root reads every file, so each file is made unreadable by a folder in its place.
@Suite struct UnsavedChangesTests {
  @Test @MainActor func changesToFilesThatCannotBeReadAreToldAtExit() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-unsaved-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    // The favourites read well at first, then something else takes the file's place.
    let favorites = directory.appendingPathComponent("favorites.json")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[1, 2]".utf8).write(to: favorites)
    for name in ["sort.json", "team.json"] {
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    let registry = SharedRegistry(persistence: .fileSystem)
    var state = withDependencies {
      $0.dataDirectory = DataDirectory(url: directory)
      $0.sharedRegistry = registry
    } operation: {
      AppFeature.State()
    }
    state.list.pokemon = .loaded((1...5).map(TUIFixtures.pokemon))
    let told = await state.unsavedChanges(in: .english, client: TUIFixtures.client)
    #expect(told.isEmpty, "nothing changed, nothing to tell: \(told)")

    #expect(state.list.favorites == [1, 2])
    try FileManager.default.removeItem(at: favorites)
    try FileManager.default.createDirectory(at: favorites, withIntermediateDirectories: true)
    state.list.$favorites.withLock { $0 = [1, 40, 20_000] }
    state.list.sort.$order.withLock { $0 = SortOrder(key: .speed, descending: true) }
    state.team.$book.withLock {
      $0.startFirstTeam(named: "Sand")
      // A nickname with an escape (a team.json written by hand): shown, not sent.
      $0.members = [TeamMember(pokemon: 3, moves: ["tackle"], nickname: "Rocky\u{1B}[2J")]
      $0.teams.append(Team(id: UUID(), name: "Rain", members: [TeamMember(pokemon: 4)]))
    }
    registry.flush()
    let lines = await state.unsavedChanges(in: .english, client: TUIFixtures.client)
    let folder = directory.path
    #expect(
      Array(lines.prefix(2)) == [
        "Favourites added in this session and not saved to \(folder)/favorites.json: "
          + "Wigglytuff (#40), #20000.",
        "Favourites removed in this session and not saved to \(folder)/favorites.json: "
          + "Mon2 (#2).",
      ])
    #expect(lines.contains { $0.hasPrefix("The order chosen in this session (") })
    #expect(lines.contains { $0.hasSuffix(") was not saved to \(folder)/sort.json.") })
    let team = try #require(lines.last)
    let (sentence, paste) = try #require(
      team.firstIndex(of: "\n").map { (team[..<$0], team[$0...]) })
    #expect(sentence.hasPrefix("Team changes"))
    #expect(sentence.contains("not saved to \(folder)/team.json; here they are as a paste"))
    // After the sentence's line (the one the exit prints after the program's name), the paste
    // imports as the team that was not saved.
    let pasted = try ShowdownPaste.parseTeams(String(paste)).get()
    #expect(pasted.map(\.name) == ["Sand", "Rain"])
    #expect(pasted.first?.sets.map(\.details.nickname) == ["Rocky␛[2J"])
    #expect(!team.contains("\u{1B}"))
    #expect(pasted.first?.sets.first?.moves == ["Tackle"])
    #expect(pasted.last?.sets.map(\.species) == ["Mon4"])

    // In the display language.
    let german = await state.unsavedChanges(in: .german, client: TUIFixtures.client)
    #expect(
      german.first
        == "In dieser Sitzung hinzugefügte Favoriten, nicht in \(folder)/favorites.json "
        + "gespeichert: Knuddeluff (#40), #20000.")

    // Put back as the file last held them: nothing of the favourites is unsaved any more.
    // (A row not loaded is named by the embedded Pokédex; a number it lacks, by itself.)
    state.list.$favorites.withLock { $0 = [1, 2] }
    registry.flush()
    let after = await state.unsavedChanges(in: .english, client: TUIFixtures.client)
    #expect(!after.contains { $0.contains("favorites.json") }, "\(after)")
    #expect(after.count == lines.count - 2)
  }
}
