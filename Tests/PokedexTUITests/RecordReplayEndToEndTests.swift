import Foundation
import LoopRecording
import PokedexCore
import PokedexTUI
import TerminalTesting
import TestServer
import Testing

/// `--record` and `--replay` in a real terminal (tmux): a session recorded by keys plays back
/// to the same screens, stops on a key, and reports a tampered recording after exit.
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(
    if: Tmux.isAvailable || EndToEndTests.isCI, "tmux is not installed; terminal tests skipped"))
struct RecordReplayEndToEndTests {
  /// A session recorded with `--source live` (sprites arrive beside the rows and on the detail)
  /// replays offline, with no server and the embedded source: what the reducers branch on is
  /// in the recording.
  @Test(.requiresSharedPokeAPI)
  func aLiveSessionReplaysOffline() throws {
    if !Tmux.isAvailable { Issue.record("CI=true but tmux is missing: .ci/run must install it") }
    try #require(Tmux.isAvailable)
    let shared = try SharedPokeAPI.require()
    let server = try LoopbackServer(directory: shared)
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-live-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    let session = data.appendingPathComponent("session.jsonl").path
    let tmux = try Tmux(
      width: 120, height: 40,
      environment: ["XDG_DATA_HOME": data.path, "XDG_CACHE_HOME": data.path + "/cache"])
    try tmux.type(
      "\(Tmux.binary.path) --source live --api-url \(server.baseURL.absoluteString) "
        + "--record \(session); echo \"recorded=$?\"\n")
    try tmux.waitFor("#001 Bulbasaur") { $0.contains(" live") }
    try tmux.waitFor("▸ #001 Bulbasaur") { $0.contains("▀") }  // the row's sprite
    // The copy has sprites for #1, #4, #6 and #7 among the first page, not for #2 and #3.
    try tmux.press("j", "j", "j")
    try tmux.waitFor("▸ #004 Charmander") { $0.contains("▀") }
    try tmux.press("Enter")
    // The detail itself (its matchups), not the list's preview, which at 120 columns shows
    // the genus and the sprite too: a later Esc and q sent before Enter is handled would
    // arrive together as Alt-q.
    try tmux.waitFor("Lizard Pokémon") { $0.contains("▀") && $0.contains("Matchups") }
    try tmux.press("Escape")
    try tmux.waitFor("▸ #004 Charmander")
    try tmux.press("q")
    try tmux.waitFor("recorded=0")
    server.stop()

    try tmux.type(
      "clear; \(Tmux.binary.path) --replay \(session) --speed 8; echo \"replayed=$?\"\n")
    // "replayed=" alone is on the screen as soon as the command is typed: wait for its value.
    let replayed = try tmux.waitFor("replayed=", timeout: .seconds(30)) {
      $0.contains(#/replayed=\d/#)
    }
    #expect(replayed.contains("replayed=0"))
    // The message wraps at the pane's width.
    let unwrapped = replayed.split(separator: "\n").joined()
    #expect(unwrapped.contains("every state matched the recording"))
  }

  @Test func aRecordedSessionReplaysInTheTerminal() throws {
    if !Tmux.isAvailable { Issue.record("CI=true but tmux is missing: .ci/run must install it") }
    try #require(Tmux.isAvailable)
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    let session = data.appendingPathComponent("session.jsonl").path
    let tmux = try Tmux(environment: ["XDG_DATA_HOME": data.path])

    try tmux.type("\(Tmux.binary.path) --record \(session); echo \"recorded=$?\"\n")
    try tmux.waitFor("#001 Bulbasaur")
    try tmux.press("j", "j")
    try tmux.waitFor("▸ #003 Venusaur")
    try tmux.press("Enter")
    try tmux.waitFor("Seed Pokémon")
    try tmux.press("f")
    try tmux.waitFor("#003 Venusaur ★")
    try tmux.press("Escape")
    try tmux.waitFor("▸ #003 Venusaur") { screen in
      screen.split(separator: "\n").contains { $0.contains("▸ #003 Venusaur") && $0.contains("★") }
    }
    try tmux.type("/pika")
    try tmux.waitFor("#025 Pikachu")
    try tmux.press("Enter")
    try tmux.press("q")
    let recorded = try tmux.waitFor("recorded=0")
    #expect(recorded.contains("pokedex-tui: recorded "))

    // The app starts with the names of new teams in its language and the rows the embedded
    // source holds, each told as an action: the first screen asks the source for nothing.
    let actions = try Recording<ScreenFeature.Action>(contentsOf: URL(fileURLWithPath: session))
      .entries.map(\.action)
    #expect(actions.dropFirst(2).first == .app(.team(.namingChosen(.init()))))
    let rowsAtHand = try #require(actions.dropFirst(3).first?.app?.list)
    guard case .rowsAtHand(let rows) = rowsAtHand else {
      Issue.record("the fourth action is \(rowsAtHand), not the rows at hand")
      return
    }
    #expect(rows.pokemon.first?.name == "Bulbasaur")
    #expect(actions.dropFirst(4).first == .app(.onAppear))
    #expect(
      !actions.contains {
        if case .app(.list(.listReceived(offset: 0, _))) = $0 { true } else { false }
      })

    // The replay plays the same screens without reading the favourites file, and ends where
    // the session did.
    try FileManager.default.removeItem(at: data.appendingPathComponent("pokedex"))
    try tmux.type(
      "clear; \(Tmux.binary.path) --replay \(session) --speed 4; echo \"replayed=$?\"\n")
    try tmux.waitFor("replayed=0")
    let replayed = try tmux.screen()
    #expect(replayed.contains("every state matched the recording"))
    #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("pokedex").path))

    // Slowed down, any key stops it.
    try tmux.type(
      "clear; \(Tmux.binary.path) --replay \(session) --speed 0.25; echo \"stopped=$?\"\n")
    try tmux.waitFor("any key stops")
    try tmux.press("x")
    let stopped = try tmux.waitFor("stopped=0")
    #expect(stopped.contains("replay stopped after"))

    // A recording edited to favourite another Pokémon diverges, and says where.
    let lines = try String(contentsOfFile: session, encoding: .utf8).components(separatedBy: "\n")
    let favourite = try #require(lines.firstIndex { $0.contains("\"favoriteTapped\"") })
    var edited = lines
    edited[favourite] = edited[favourite].replacingOccurrences(
      of: "\"favoriteTapped\":{}", with: "\"nextTapped\":{}")
    try edited.joined(separator: "\n").write(toFile: session, atomically: true, encoding: .utf8)
    try tmux.type(
      "clear; \(Tmux.binary.path) --replay \(session) --speed 8; echo \"diverged=$?\"\n")
    let diverged = try tmux.waitFor("diverged=1")
    #expect(diverged.contains("replay diverged after action"))
    #expect(diverged.contains("line \(favourite + 1)"))
  }
}
