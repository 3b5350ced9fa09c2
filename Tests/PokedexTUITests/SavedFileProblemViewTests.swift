import Foundation
import Loop
import PokedexCore
import Testing

@testable import PokedexTUI

/// A saved file that could not be read is said on the status line, the team's as the
/// favourites' are (a corrupt `team.json` was moved aside with no word until the app quit).
@Suite struct SavedFileProblemViewTests {
  /// The state of a data folder holding `files` (a name and its bytes; nil for a folder in
  /// the file's place), as the app reads it at start.
  @MainActor func state(in directory: URL, with files: [String: Data?]) throws
    -> ScreenFeature.State
  {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, data) in files {
      let url = directory.appendingPathComponent(name)
      if let data {
        try data.write(to: url)
      } else {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      }
    }
    return withDependencies {
      $0.dataDirectory = DataDirectory(url: directory)
      $0.sharedRegistry = SharedRegistry(persistence: .fileSystem)
    } operation: {
      ScreenFeature.State()
    }
  }

  @MainActor func statusLine(_ state: ScreenFeature.State) -> String {
    let lines = ScreenView(language: .english).render(state, width: 120, height: 40).text
      .split(separator: "\n", omittingEmptySubsequences: false)
    return String(lines[38])
  }

  @Test @MainActor func aCorruptTeamFileIsSaidOnTheStatusLineTheTeamsFirstOnItsTab() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-problems-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let corrupt = try state(
      in: directory.appendingPathComponent("one"), with: ["team.json": Data("not json".utf8)])
    #expect(
      statusLine(corrupt).contains("team.json could not be read (not valid JSON)"),
      "\(statusLine(corrupt))")

    // With the favourites' file wrong too: theirs on the list, the team's on the Team tab.
    var both = try state(
      in: directory.appendingPathComponent("both"),
      with: ["team.json": Data("[1,".utf8), "favorites.json": nil])
    #expect(statusLine(both).contains("favorites.json cannot be read"), "\(statusLine(both))")
    both.app.tab = .team
    #expect(statusLine(both).contains("team.json could not be read"), "\(statusLine(both))")
  }
}
