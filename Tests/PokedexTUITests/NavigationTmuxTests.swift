import Foundation
import TerminalTesting
import Testing

/// The detail's navigation stack and the remove-all alert, in a real terminal (tmux).
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(
    if: Tmux.isAvailable || EndToEndTests.isCI, "tmux is not installed; terminal tests skipped"))
struct NavigationTmuxTests {
  func start() throws -> (Tmux, URL) {
    if !Tmux.isAvailable { Issue.record("CI=true but tmux is missing: .ci/run must install it") }
    try #require(Tmux.isAvailable)
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-navigation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let tmux = try Tmux(environment: ["XDG_DATA_HOME": data.path])
    try tmux.type("\(Tmux.binary.path)\n")
    try tmux.waitFor("#001 Bulbasaur")
    return (tmux, data)
  }

  /// The status line (the screen's last line).
  func status(_ screen: String) -> String {
    screen.split(separator: "\n", omittingEmptySubsequences: false)
      .last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
  }

  @Test func evolutionsOpenOnAStackThatEscPopsScreenByScreen() throws {
    let (tmux, _) = try start()
    try tmux.press("Enter")
    try tmux.waitFor("Seed Pokémon") { $0.contains("Ivysaur") }
    try tmux.press("j", "Enter")  // Ivysaur, highlighted in the tree, opens over Bulbasaur
    try tmux.waitFor("Bulbasaur › Ivysaur") { $0.contains("#002 Ivysaur") }
    try tmux.press("j", "Enter")
    let top = try tmux.waitFor("Bulbasaur › Ivysaur › Venusaur") { $0.contains("#003 Venusaur") }
    #expect(status(top).contains("Bulbasaur › Ivysaur › Venusaur"))
    try tmux.press("Escape")
    try tmux.waitFor("#002 Ivysaur") {
      self.status($0).contains("Bulbasaur › Ivysaur") && !self.status($0).contains("Venusaur")
    }
    try tmux.press("Escape")
    try tmux.waitFor("#001 Bulbasaur") {
      !self.status($0).contains("›") && $0.contains("Seed Pokémon")
    }
    try tmux.press("Escape")
    try tmux.waitFor("▸ #001 Bulbasaur")
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  /// The move browser on the embedded data: a typo finds the move, Enter opens it with its
  /// learners, a learner opens over it, and Esc walks back to the browser.
  @Test func aMoveFoundWithATypoOpensWithItsLearners() throws {
    let (tmux, _) = try start()
    try tmux.press("BTab", "BTab", "BTab")  // back round: Team, Items, then Moves
    try tmux.waitFor("▸ Pound")
    try tmux.type("tunderbolt")
    try tmux.waitFor("▸ Thunderbolt") { !$0.contains("Pound") }
    try tmux.press("Enter", "Enter")  // leave the field, open the move
    // The first move opened builds the index of who learns what: 0.1–0.2 s in a release
    // build, seconds in this debug one, tens of seconds under the thread sanitizer.
    let move = try tmux.waitFor("Power 90", timeout: .seconds(90)) { $0.contains("#025 Pikachu") }
    #expect(move.contains("Accuracy 100") && move.contains("PP 15"))
    try tmux.press("Enter")  // the first learner, Pikachu
    try tmux.waitFor("Thunderbolt › Pikachu") { $0.contains("Mouse Pokémon") }
    try tmux.press("Escape")
    try tmux.waitFor("Power 90") { !$0.contains("Mouse Pokémon") }
    try tmux.press("Escape")
    try tmux.waitFor("▸ Thunderbolt") { $0.contains("tunderbolt") }
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  /// The item browser on the embedded data: an item found by its French name, opened with
  /// who holds it, a holder opened over it, and Esc back to the browser; on a detail, `e`
  /// shows where it is found.
  @Test func anItemFoundInAnotherLanguageOpensWithItsHolders() throws {
    let (tmux, _) = try start()
    try tmux.press("BTab", "BTab")  // back round: Team, then Items
    try tmux.waitFor("▸ Master Ball")
    try tmux.type("restes")
    try tmux.waitFor("▸ Leftovers") { !$0.contains("Master Ball") }
    try tmux.press("Enter", "Enter")  // leave the field, open the item
    let item = try tmux.waitFor("Held in the wild (2)", timeout: .seconds(60))
    #expect(item.contains("#143 Snorlax") && item.contains("Fling power 10"))
    try tmux.press("Enter")  // the first holder, Snorlax
    try tmux.waitFor("Leftovers › Snorlax") { $0.contains("Sleeping Pokémon") }
    try tmux.press("e")
    try tmux.waitFor("Where it is found", timeout: .seconds(60))
    try tmux.press("Escape")
    try tmux.waitFor("Held in the wild (2)") { !$0.contains("Sleeping Pokémon") }
    try tmux.press("Escape")
    try tmux.waitFor("▸ Leftovers") { $0.contains("restes") }
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  /// The Where page: Caterpie's places in the newest game it is found in, and `w` on the
  /// first lists who else is found there, in the search; Esc goes back to the page.
  @Test func aPlaceOnTheWherePageListsWhoElseIsFoundThere() throws {
    let (tmux, _) = try start()
    try tmux.press("j", "j", "j", "j", "j", "j", "j", "j", "j")  // #010 Caterpie
    try tmux.waitFor("▸ #010 Caterpie")
    try tmux.press("Enter")
    try tmux.waitFor("Worm Pokémon")
    try tmux.press("e")
    let page = try tmux.waitFor("Where it is found", timeout: .seconds(60))
    #expect(page.contains("Lv "))
    try tmux.press("w")
    let search = try tmux.waitFor("/ in:") { $0.contains("#010 Caterpie") }
    #expect(search.contains(" game:"))
    // Esc goes back to Caterpie's Where page, which the link closed, then to the Pokédex.
    try tmux.press("Escape")
    try tmux.waitFor("Where it is found") { $0.contains("Worm Pokémon") }
    try tmux.press("Escape")
    try tmux.waitFor("▸ #010 Caterpie") { !$0.contains("/ in:") }
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test func removingAllFavouritesAsksAndOnlyAYesRemoves() throws {
    let (tmux, data) = try start()
    try tmux.press("f", "j", "f", "Tab", "Tab")
    try tmux.waitFor("#002 Ivysaur") { $0.contains("#001 Bulbasaur") && $0.contains("★ 2") }
    try tmux.press("X")
    let asked = try tmux.waitFor("Remove all favourites?")
    #expect(asked.contains("[r] Remove all") && asked.contains("[c] Cancel"))
    try tmux.press("Escape")  // backs out
    try tmux.waitFor("#002 Ivysaur") { !$0.contains("Remove all favourites?") }
    try tmux.press("X")
    try tmux.waitFor("Remove all favourites?")
    try tmux.press("c")  // Cancel
    try tmux.waitFor("#002 Ivysaur") {
      !$0.contains("Remove all favourites?") && $0.contains("★ 2")
    }
    try tmux.press("X")
    try tmux.waitFor("Remove all favourites?")
    try tmux.press("r")  // Remove all
    try tmux.waitFor("No favourites yet") { $0.contains("★ 0") }
    try tmux.press("q")
    try tmux.waitFor("READY$")
    let saved = try String(
      contentsOf: data.appendingPathComponent("pokedex/favorites.json"), encoding: .utf8)
    #expect(!saved.contains("1") && !saved.contains("2"), "saved: \(saved)")
  }
}
