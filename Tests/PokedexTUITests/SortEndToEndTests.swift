import Foundation
import TerminalTesting
import Testing

/// `o` in a real terminal: the order changes, names itself, follows the selection and is
/// still there after a restart.
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(
    if: Tmux.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true",
    "tmux is not installed; terminal tests skipped"))
struct SortEndToEndTests {
  @Test func oSortsTheListAndTheOrderSurvivesARestart() throws {
    try #require(Tmux.isAvailable, "CI=true but tmux is missing: .ci/run must install it")
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let tmux = try Tmux(width: 100, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try tmux.type("\(Tmux.binary.path)\n")
    try tmux.waitFor("#001 Bulbasaur")
    try tmux.press("o")
    // Bulbasaur stays selected wherever it went; the whole list is sorted.
    let byName = try tmux.waitFor("by Name ↑")
    #expect(byName.contains("▸ #001 Bulbasaur"))
    #expect(byName.contains("/1025  by Name ↑"))
    try tmux.press("g")
    try tmux.waitFor("▸ #460 Abomasnow")
    try tmux.press("o")
    try tmux.waitFor("by HP ↓") { $0.contains("▸ #460 Abomasnow") }
    try tmux.press("g")
    try tmux.waitFor("▸ #242 Blissey")
    try tmux.press("O")
    try tmux.waitFor("by HP ↑")
    try tmux.press("O")
    try tmux.waitFor("by HP ↓")
    try tmux.press("q")
    // The app drops unread input as it gives the terminal back: type once the shell has it.
    try tmux.waitForShell()
    try tmux.type("clear; \(Tmux.binary.path)\n")
    // The order is back at once; the rows it sorts arrive just after the first frame.
    try tmux.waitFor("▸ #242 Blissey") { $0.contains("by HP ↓") }
    try tmux.press("q")
    try tmux.waitFor("READY$")
    let saved = try String(
      contentsOf: data.appendingPathComponent("pokedex/sort.json"), encoding: .utf8)
    #expect(saved.contains("\"hp\""))
  }
}
