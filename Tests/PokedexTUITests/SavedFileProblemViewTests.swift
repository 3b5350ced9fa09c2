import Foundation
import Loop
import PokedexCore
import Testing

@testable import PokedexTUI

/// A saved file that could not be read is said above the status line, the team's as the
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

  /// The three lines over the status line, where a problem is said (wrapped, when long).
  @MainActor func problemLines(_ state: ScreenFeature.State) -> String {
    let lines = ScreenView(language: .english).render(state, width: 120, height: 40).text
      .split(separator: "\n", omittingEmptySubsequences: false)
    return lines[36...38].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
  }

  @Test @MainActor func aCorruptTeamFileIsSaidAboveTheStatusLineTheTeamsFirstOnItsTab() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-problems-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let corrupt = try state(
      in: directory.appendingPathComponent("one"), with: ["team.json": Data("not json".utf8)])
    #expect(
      problemLines(corrupt).contains("team.json could not be read (not valid JSON)"),
      "\(problemLines(corrupt))")

    // With the favourites' file wrong too: theirs on the list, the team's on the Team tab.
    var both = try state(
      in: directory.appendingPathComponent("both"),
      with: ["team.json": Data("[1,".utf8), "favorites.json": nil])
    #expect(problemLines(both).contains("favorites.json cannot be read"), "\(problemLines(both))")
    both.app.tab = .team
    #expect(problemLines(both).contains("team.json could not be read"), "\(problemLines(both))")
  }

  /// A standing problem has its own line, over the status line: what a screen says on its last
  /// line (the team's notice after an export or an undo) is drawn above it, not under it, at
  /// every size (an unreadable favourites file hid every export's and import's result).
  @Test @MainActor func aStandingProblemHidesNoNotice() throws {
    // A short path, so that it fits the narrowest screen on one line.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pp-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: directory) }
    var wrongFile = try state(
      in: directory.appendingPathComponent("wrong"), with: ["favorites.json": nil])
    // Without a problem, the notice is on the body's last row, over the status line.
    var fine = try state(in: directory.appendingPathComponent("fine"), with: [:])
    wrongFile.app.tab = .team
    wrongFile.app.team.notice = .nothingToUndo
    fine.app.tab = .team
    fine.app.team.notice = .nothingToUndo
    for (width, height) in [(60, 20), (80, 24), (120, 40)] {
      func lines(_ state: ScreenFeature.State) -> [String] {
        ScreenView(language: .english).render(state, width: width, height: height).text
          .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      }
      let wrong = lines(wrongFile)
      // The problem on lines of its own (the path alone, where it is wider than the screen).
      let first = try #require(wrong.firstIndex { $0.contains("/wrong/favorites") })
      let said = wrong[first..<(height - 1)].joined(separator: " ")
      #expect(said.contains("cannot be read ("), "\(width)x\(height): \(wrong)")
      #expect(said.hasSuffix("until it can be read."), "\(width)x\(height): \(wrong)")
      #expect(wrong[first - 1].contains("Nothing to undo."), "\(width)x\(height): \(wrong)")
      #expect(lines(fine)[height - 2].contains("Nothing to undo."), "\(width)x\(height)")
    }
  }

  /// The record page scrolls to its last line with a problem standing too: the rows the
  /// problem takes are not the page's (PgDn stopped short of the last lines).
  @Test @MainActor func theRecordPageScrollsToItsEndWithAProblemStanding() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pp-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: directory) }
    var state = try state(in: directory, with: ["favorites.json": nil])
    let client = PokemonClient.local(
      Pokedex.embedded, reference: PokedexReference.embedded, moves: PokedexMoves.embedded)
    var detail = PokemonDetailFeature.State(pokemon: try #require(Pokedex.embedded.pokemon(id: 1)))
    detail.reference = .loaded(try await client.fetchDetails(1))
    detail.page = .record
    state.app.destination = .detail(detail)
    (state.width, state.pageHeight) = (40, ScreenView.pageHeight(forTerminalHeight: 12))
    let strings = Strings.forLanguage(.english)
    let problem = ScreenView.problemLines(state, strings: strings, width: 40).count
    let page = try #require(DetailView.recordPage(state, strings: strings, language: .english))
    #expect(problem > 0 && page.rows == 12 - 2 - problem - 4 && page.lines > page.rows)
    detail.recordScroll = page.lines - page.rows
    state.app.destination = .detail(detail)
    let lines = ScreenView(language: .english).render(state, width: 40, height: 12).text
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let last = try #require(
      DetailView(strings: strings, language: .english).recordLines(detail, width: 38)?.last)
    #expect(
      lines[10 - problem].trimmingCharacters(in: .whitespaces)
        == last.text.trimmingCharacters(in: .whitespaces), "\(lines)")
  }
}
