import Foundation
import TerminalTesting
import Testing

/// A terminal resized while the app is stopped (Ctrl-Z): when `fg` continues it, the new size
/// must reach the store, not just the renderer (the list loads more rows to fill the taller
/// screen, which only the store's page height asks for).
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(
    if: Tmux.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true",
    "tmux is not installed; terminal tests skipped"))
struct SuspendResizeTests {
  @Test func aResizeWhileSuspendedReachesTheStoreAfterFg() throws {
    try #require(Tmux.isAvailable, "CI=true but tmux is missing: .ci/run must install it")
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let tmux = try Tmux(width: 80, height: 24, environment: ["XDG_DATA_HOME": data.path])
    try tmux.type("\(Tmux.binary.path)\n")
    let small = try tmux.waitFor("#020 Raticate")
    #expect(!small.contains("#021"))
    try tmux.press("C-z")
    try tmux.waitFor("Stopped")
    try tmux.resize(width: 100, height: 40)
    try tmux.type("fg\n")
    // 36 rows of list now: the pages load through to fill them, and the status fits the width.
    let tall = try tmux.waitFor("#036 Clefable")
    #expect(tall.contains("#001 Bulbasaur"))
    #expect(tall.split(separator: "\n").last?.contains("1/1025") == true)
    try tmux.press("G")
    try tmux.waitFor("1025/1025")
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }
}
