import Foundation
import PokedexCore
import TerminalTesting
import TestServer
import Testing

/// The built app in a real terminal (tmux), driven by keys as a person would, and its
/// command-line behaviour. Uses the embedded snapshot, which is committed with the sources.
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(if: Tmux.isAvailable || isCI, "tmux is not installed; terminal tests skipped"))
struct EndToEndTests {
  static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func requireTmux() throws {
    if !Tmux.isAvailable { Issue.record("CI=true but tmux is missing: .ci/run must install it") }
    try #require(Tmux.isAvailable)
  }

  @Test func browseOpenFavouriteSearchAndQuit() throws {
    try requireTmux()
    let data = try temporaryDirectory()
    let tmux = try Tmux(environment: ["XDG_DATA_HOME": data.path])
    try tmux.type(
      "stty -g > \(data.path)/before; \(Tmux.binary.path); stty -g > \(data.path)/after\n")
    try tmux.waitFor("#001 Bulbasaur")

    try tmux.press("j", "j")
    try tmux.waitFor("▸ #003 Venusaur")
    try tmux.press("Enter")
    let detail = try tmux.waitFor("Seed Pokémon")
    #expect(detail.contains("#003 Venusaur"))
    #expect(detail.contains("Base stats"))

    try tmux.press("f")
    try tmux.waitFor("#003 Venusaur ★")
    try tmux.press("Escape")
    // Back on the list, the selected row carries the star.
    try tmux.waitFor("▸ #003 Venusaur") { screen in
      screen.split(separator: "\n").contains { $0.contains("▸ #003 Venusaur") && $0.contains("★") }
    }

    try tmux.type("/pika")
    let results = try tmux.waitFor("#025 Pikachu")
    #expect(results.contains("/ pika"))
    try tmux.press("Enter")  // leave the search field
    try tmux.press("q")
    try tmux.waitFor("READY$") {
      $0.contains("stty -g") && $0.hasSuffix("READY$\n")
        || $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("READY$")
    }
    try expectTerminalRestored(tmux, data)

    let saved = try String(
      contentsOf: data.appendingPathComponent("pokedex/favorites.json"), encoding: .utf8)
    #expect(saved.contains("3"))

    // A second start finds the favourite on its screen.
    try tmux.type("clear; \(Tmux.binary.path)\n")
    try tmux.waitFor("#001 Bulbasaur")
    try tmux.press("Tab", "Tab")
    try tmux.waitFor("#003 Venusaur")
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  /// The team is saved like the favourites (#31): a team imported by `pokedex-tui team import`
  /// in another terminal reaches the Team screen of an app already open on the same folder, and
  /// a member added there is in the file for the next command.
  @Test func aTeamImportedElsewhereReachesTheOpenTeamScreen() throws {
    try requireTmux()
    let data = try temporaryDirectory()
    let tmux = try Tmux(width: 100, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try tmux.type("\(Tmux.binary.path); echo \"EXIT\"=$?\n")
    try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    try tmux.press("BTab")  // the Team screen, empty
    try tmux.waitFor("No team yet")
    let paste = data.appendingPathComponent("paste.txt")
    try "Garchomp\nAbility: Rough Skin\n- Earthquake\n".write(
      to: paste, atomically: true, encoding: .utf8)
    let importer = Process()
    importer.executableURL = Tmux.binary
    importer.arguments = ["team", "import", paste.path]
    importer.environment = ProcessInfo.processInfo.environment.merging(
      ["XDG_DATA_HOME": data.path]) { _, new in new }
    importer.standardOutput = FileHandle.nullDevice
    try importer.run()
    importer.waitUntilExit()
    #expect(importer.terminationStatus == 0)
    // Through the file system, the reload and the next frame (seconds under the sanitizer).
    try tmux.waitFor("#445 Garchomp", timeout: .seconds(30)) { $0.contains("Earthquake") }
    // E writes team.txt and puts the paste on the terminal's clipboard (OSC 52), which tmux
    // keeps as its buffer when it is allowed to.
    try tmux.command(["set-option", "-g", "set-clipboard", "on"])
    try tmux.press("E")
    try tmux.waitFor("The team is in")
    let exported = "Garchomp\nAbility: Rough Skin\n- Earthquake\n"
    #expect(
      try String(contentsOf: data.appendingPathComponent("pokedex/team.txt"), encoding: .utf8)
        == exported)
    #expect(try tmux.command(["show-buffer"]) == exported)
    try tmux.press("Tab")  // round to the list, its first row selected: Bulbasaur joins
    try tmux.waitFor("▸ #001 Bulbasaur")
    try tmux.press("a", "q")
    try tmux.waitFor("EXIT=0")
    let saved = try JSONDecoder().decode(
      TeamBook.self, from: Data(contentsOf: data.appendingPathComponent("pokedex/team.json"))
    ).members
    #expect(saved.map(\.pokemon) == [445, 1])
    #expect(saved.first?.moves == ["earthquake"])
  }

  /// Two copies of the app on one data folder, as in two terminals (#27): favourites made in
  /// each reach the other's screens without a key press, and when both have quit the file
  /// holds every one of them.
  @Test func twoTerminalsOnOneFolderSeeEachOthersFavourites() throws {
    try requireTmux()
    let data = try temporaryDirectory()
    let first = try Tmux(width: 100, height: 24, environment: ["XDG_DATA_HOME": data.path])
    let second = try Tmux(width: 100, height: 24, environment: ["XDG_DATA_HOME": data.path])
    for tmux in [first, second] {
      try tmux.type("\(Tmux.binary.path); echo \"EXIT\"=$?\n")
      try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    }
    // One terminal's save reaches the other through the file system, its reload and its
    // next frame: seconds when the whole suite runs under the thread sanitizer on two cores
    // (the tests' first failures here were of 10 s waits there, passing alone), so each wait
    // for the other terminal allows 30.
    let across: Duration = .seconds(30)
    try first.press("f")  // Bulbasaur, in the first terminal
    try first.waitFor("★ 1")
    try second.waitFor("★ 1", timeout: across)  // the second's status line follows, untouched
    try second.press("j", "f")  // Ivysaur, in the second
    try second.waitFor("★ 2")
    try first.waitFor("★ 2", timeout: across)
    try first.press("Tab", "Tab")  // the first's Favourites screen lists both
    // Its status line says so: the list screen shows both rows too, and under the sanitizer
    // the Tabs may not have arrived yet (the third favourite then reached a screen still
    // loading, which used to lose it: FavoritesChangedWhileLoadingTests).
    try first.waitFor("Favourites  1/2") {
      $0.contains("#001 Bulbasaur") && $0.contains("#002 Ivysaur")
    }
    try second.press("j", "f")  // Venusaur, while the first shows its favourites
    try first.waitFor("#003 Venusaur", timeout: across)
    for tmux in [first, second] {
      try tmux.press("q")
      try tmux.waitFor("EXIT=0")
    }
    let saved = try JSONDecoder().decode(
      Set<Int>.self,
      from: Data(contentsOf: data.appendingPathComponent("pokedex/favorites.json")))
    #expect(saved == [1, 2, 3])
  }

  @Test func theFirstFrameAlreadyShowsTheList() throws {
    try requireTmux()
    // No "Loading…" frame a moment before the list: the first frame waits for the first page
    // (up to a grace period a loaded machine could exceed, hence a few tries).
    var firstFrames: [String] = []
    for attempt in 1...3 {
      let data = try temporaryDirectory()
      let tmux = try Tmux(environment: ["XDG_DATA_HOME": data.path])
      let output = data.appendingPathComponent("output-\(attempt)")
      try tmux.recordOutput(to: output)
      try tmux.type("\(Tmux.binary.path)\n")
      try tmux.waitFor("#001 Bulbasaur")
      try tmux.press("q")
      try tmux.waitFor("READY$")
      let written = try String(contentsOf: output, encoding: .utf8)
      let firstFrame = try #require(written.components(separatedBy: "\u{1B}[?2026l").first)
      firstFrames.append(firstFrame)
      if firstFrame.contains("Bulbasaur") { break }
    }
    let last = try #require(firstFrames.last)
    #expect(last.contains("Bulbasaur"), "first frames: \(firstFrames)")
    #expect(!last.contains("Loading"))
  }

  @Test func aSlowSourceShowsLoadingOnceTheGraceHasPassed() throws {
    try requireTmux()
    // PokeAPI that takes seconds to answer: the first frame cannot wait for its page. The input
    // thread's wait is the grace timer, so without it this screen would stay empty.
    let server = try LoopbackServer { _ in
      Thread.sleep(forTimeInterval: 3)
      return .status(503)
    }
    defer { server.stop() }
    let data = try temporaryDirectory()
    let tmux = try Tmux(environment: [
      "XDG_DATA_HOME": data.path, "XDG_CACHE_HOME": data.path + "/cache",
    ])
    try tmux.type("\(Tmux.binary.path) --source live --api-url \(server.baseURL.absoluteString)\n")
    let loading = try tmux.waitFor("Loading")
    #expect(!loading.contains("Bulbasaur"))
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test func sigtermRestoresTheTerminal() throws {
    try requireTmux()
    let data = try temporaryDirectory()
    let tmux = try Tmux(environment: ["XDG_DATA_HOME": data.path])
    let pidFile = data.appendingPathComponent("pid").path
    try tmux.type(
      "stty -g > \(data.path)/before; sh -c 'echo $$ > \(pidFile); exec \(Tmux.binary.path)'; "
        + "echo \"status=$?\"; stty -g > \(data.path)/after\n")
    try tmux.waitFor("#001 Bulbasaur")
    let pid = try #require(
      Int32(
        try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(
          in: .whitespacesAndNewlines)))
    kill(pid, SIGTERM)
    try tmux.waitFor("status=143")
    try expectTerminalRestored(tmux, data)
  }

  @Test func lastGoesToTheLastPokemonOfAll() throws {
    try requireTmux()
    let tmux = try Tmux(
      width: 100, height: 30, environment: ["XDG_DATA_HOME": try temporaryDirectory().path])
    try tmux.type("\(Tmux.binary.path)\n")
    // The screen fills (26 rows, two pages), with no key pressed.
    try tmux.waitFor("#026 Raichu") { $0.contains("#001 Bulbasaur") }
    try tmux.press("G")
    let last = try tmux.waitFor("1025/1025")
    #expect(last.contains("▸#1025 Pecharunt"))
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test func theInterfaceIsSpanishUnderASpanishLocale() throws {
    try requireTmux()
    let tmux = try Tmux(
      environment: ["XDG_DATA_HOME": try temporaryDirectory().path, "LANG": "es_ES.UTF-8"])
    try tmux.type("\(Tmux.binary.path)\n")
    let screen = try tmux.waitFor("#001 Bulbasaur")
    #expect(screen.contains("Buscar") && screen.contains("Favoritos"))
    #expect(!screen.contains("Favourites"))
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test func aTerminalTooSmallRecoversWhenEnlarged() throws {
    try requireTmux()
    let tmux = try Tmux(
      width: 30, height: 10, environment: ["XDG_DATA_HOME": try temporaryDirectory().path])
    try tmux.type("\(Tmux.binary.path)\n")
    try tmux.waitFor("terminal too small")
    // Keys pressed on the screen nobody can see do nothing: no detail or help is waiting.
    try tmux.press("Enter", "?", "j")
    try tmux.resize(width: 80, height: 24)
    let grown = try tmux.waitFor("#001 Bulbasaur")
    #expect(!grown.contains("Seed Pokémon") && !grown.contains("Keys"), "\(grown)")
    try tmux.resize(width: 1, height: 1)
    try tmux.resize(width: 100, height: 30)
    try tmux.waitFor("#001 Bulbasaur")
    // q still quits from the small screen.
    try tmux.resize(width: 30, height: 10)
    try tmux.waitFor("terminal too small")
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test(.requiresSharedPokeAPI)
  func theLiveSourceShowsItsStatusThePokedexEntryAndTheSprite() throws {
    try requireTmux()
    let shared = try SharedPokeAPI.require()
    let server = try LoopbackServer(directory: shared)
    defer { server.stop() }
    let data = try temporaryDirectory()
    let tmux = try Tmux(
      width: 120, height: 40,
      environment: [
        "XDG_DATA_HOME": data.path, "XDG_CACHE_HOME": data.path + "/cache",
        "COLORTERM": "truecolor",
      ])
    try tmux.type("\(Tmux.binary.path) --source live --api-url \(server.baseURL.absoluteString)\n")
    try tmux.waitFor("#001 Bulbasaur") { $0.contains(" live") }
    try tmux.type("/pikachu")
    try tmux.waitFor("▸ #025 Pikachu")
    // 120 columns leave room for the selected row's sprite beside it.
    try tmux.waitFor("▸ #025 Pikachu") { $0.contains("▀") }
    try tmux.press("Enter", "Enter")
    // The live detail adds PokeAPI's Pokédex entry, which the embedded snapshot leaves out.
    let detail = try tmux.waitFor("Mouse Pokémon") { $0.contains("electricity") }
    #expect(detail.contains("#025 Pikachu"))

    // The sprite arrives in the background and is drawn in half blocks, in the sprite's own
    // colours; `s` swaps in the shiny one, whose colours differ.
    let sprites = shared.appending(path: "sprites/pokemon")
    let usual = try PNGImage.decode(Data(contentsOf: sprites.appending(path: "25.png")))
    let shiny = try PNGImage.decode(Data(contentsOf: sprites.appending(path: "shiny/25.png")))
    try tmux.waitFor("▀")
    let usualColors = try Self.truecolors(in: try tmux.styledScreen())
    #expect(Self.shows(usual, usualColors), "\(usualColors)")
    try tmux.press("s")
    try tmux.waitFor("✦ shiny") { $0.contains("▀") }
    var shinyColors = Set<String>()
    for _ in 0..<200 where !Self.shows(shiny, shinyColors) {
      Thread.sleep(forTimeInterval: 0.05)
      shinyColors = try Self.truecolors(in: try tmux.styledScreen())
    }
    #expect(Self.shows(shiny, shinyColors), "\(shinyColors)")
    #expect(shinyColors != usualColors)
    try tmux.press("Escape")
    try tmux.waitFor("/ pikachu")  // back on the results before the next key
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  /// The `r;g;b` of every opaque pixel of `image`.
  static func colors(of image: PNGImage) -> Set<String> {
    var colors = Set<String>()
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y].alpha > 0 {
        let pixel = image[x, y]
        colors.insert("\(pixel.red);\(pixel.green);\(pixel.blue)")
      }
    }
    return colors
  }

  /// Whether most of `image`'s colours are on screen (shrinking may merge a few pixels).
  static func shows(_ image: PNGImage, _ screenColors: Set<String>) -> Bool {
    let colors = colors(of: image)
    return screenColors.intersection(colors).count * 4 >= colors.count * 3
  }

  /// The `r;g;b` of every truecolor foreground or background in SGR sequences.
  static func truecolors(in screen: String) throws -> Set<String> {
    let pattern = try Regex(#"[34]8;2;(\d+;\d+;\d+)"#)
    return Set(screen.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
  }

  /// A copy of the app in a folder of its own, beside a resources folder holding `snapshot` as
  /// its Pokédex data, or, for nil, nothing: an install that lost its data. The folder is made
  /// either way, since without one the copy would read the checkout's data instead.
  func installedCopy(snapshot: Data?) throws -> (binary: URL, data: URL) {
    let folder = try temporaryDirectory()
    let binary = folder.appendingPathComponent("pokedex-tui")
    try FileManager.default.copyItem(at: Tmux.binary, to: binary)
    let resources = folder.appendingPathComponent("Loop_PokedexCore.resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    let data = resources.appendingPathComponent("pokedex.tsv")
    try snapshot?.write(to: data)
    return (binary, data)
  }

  @Test func missingOrCorruptDataIsReportedWithoutTakingOverTheTerminal() throws {
    try requireTmux()
    let cases: [(snapshot: Data?, problem: String)] = [
      (nil, "the Pokédex data is missing"),
      (Data("<html>not a snapshot</html>\n".utf8), "the Pokédex data is corrupt"),
    ]
    for (snapshot, problem) in cases {
      let copy = try installedCopy(snapshot: snapshot)
      let scratch = try temporaryDirectory()
      let tmux = try Tmux(environment: ["XDG_DATA_HOME": scratch.path])
      let output = scratch.appendingPathComponent("output")
      try tmux.recordOutput(to: output)
      try tmux.type(
        "stty -g > \(scratch.path)/before; \(copy.binary.path); echo \"status=$?\"; "
          + "stty -g > \(scratch.path)/after\n")
      // The typed line shows `status=$?`; the shell's answer has the number.
      let screen = try tmux.waitFor("status=") { $0.contains(/status=\d/) }
      #expect(screen.split(separator: "\n").contains("status=1"), "\(screen)")
      // tmux copies the pane's output to the file on its own time: wait for the message.
      let expected = "pokedex-tui: \(problem): \(copy.data.path)"
      var written = ""
      let deadline = ContinuousClock.now + .seconds(10)
      repeat {
        written = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        if written.contains("reinstall or rebuild pokedex-tui") { break }
        Thread.sleep(forTimeInterval: 0.05)
      } while ContinuousClock.now < deadline
      #expect(written.contains(expected), "\(written)")
      #expect(written.contains("reinstall or rebuild pokedex-tui"))
      // Not a single frame: the alternate screen was never entered.
      #expect(!written.contains("\u{1B}[?1049h"))
      try expectTerminalRestored(tmux, scratch)
    }
  }

  @Test func dataCorruptPastTheFirstPageIsAnErrorOnScreenNotACrash() throws {
    try requireTmux()
    // The first page comes from the top of the file and the rest is read in the background:
    // cut short after 500 lines, the file still gives the first page.
    let sound = Tmux.binary.deletingLastPathComponent()
      .appendingPathComponent("Loop_PokedexCore.resources/pokedex.tsv")
    let lines = try String(contentsOf: sound, encoding: .utf8).split(separator: "\n")
    let copy = try installedCopy(
      snapshot: Data(lines.prefix(500).map { $0 + "\n" }.joined().utf8))
    let scratch = try temporaryDirectory()
    let tmux = try Tmux(environment: ["XDG_DATA_HOME": scratch.path])
    try tmux.type(
      "stty -g > \(scratch.path)/before; \(copy.binary.path); echo \"status=$?\"; "
        + "stty -g > \(scratch.path)/after\n")
    try tmux.waitFor("#001 Bulbasaur")
    // The last row asks for the next page, which needs the whole file.
    try tmux.press("G")
    try tmux.waitFor("Couldn't load Pokémon: the Pokédex data is corrupt")
    try tmux.press("q")
    try tmux.waitFor("status=0")
    try expectTerminalRestored(tmux, scratch)
  }

  /// `stty -g` before and after match, and `stty -a` shows echo and canonical mode on.
  func expectTerminalRestored(_ tmux: Tmux, _ data: URL) throws {
    let report = data.appendingPathComponent("stty-a")
    try tmux.type("stty -a > \(report.path); echo STTY-DONE\n")
    try tmux.waitFor("STTY-DONE") { $0.components(separatedBy: "STTY-DONE").count > 2 }
    let flags = Set(
      try String(contentsOf: report, encoding: .utf8)
        .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
    #expect(flags.contains("echo") && flags.contains("icanon"))
    #expect(!flags.contains("-echo") && !flags.contains("-icanon"))
    let before = try String(contentsOf: data.appendingPathComponent("before"), encoding: .utf8)
    let after = try String(contentsOf: data.appendingPathComponent("after"), encoding: .utf8)
    #expect(before == after)
  }
}

private var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

/// The command line, without a terminal.
@Suite(.waitsOnChildProcesses)
struct CommandLineTests {
  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = Tmux.binary
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: out, as: UTF8.self),
      String(decoding: err, as: UTF8.self)
    )
  }

  @Test func withoutATerminalItSaysSoAndExits2() throws {
    let result = try run([])
    #expect(result.status == 2)
    #expect(result.error.contains("needs a terminal"))
    #expect(result.output.isEmpty)  // not a single escape sequence
    let german = try run(["--lang", "de"])
    #expect(german.status == 2 && german.error.contains("braucht ein Terminal"))
  }

  @Test func helpVersionAndUnknownFlags() throws {
    let help = try run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("Usage: pokedex-tui"))
    #expect(try run(["--version"]).output == "pokedex-tui 0.1.0\n")
    let unknown = try run(["--frobnicate"])
    #expect(unknown.status == 2)
    #expect(unknown.error.hasPrefix("pokedex-tui: unknown option '--frobnicate'\n"))
    // The reason, the usage lines and where the rest is: not the whole help over it.
    #expect(unknown.error.contains("Usage:"))
    #expect(unknown.error.hasSuffix("\npokedex-tui --help says more.\n"))
    #expect(!unknown.error.contains("Options:"))
    // A word that is no command is not called an option; a typo of one is named.
    let typo = try run(["serach", "pikachu"])
    #expect(typo.status == 2)
    #expect(typo.error.hasPrefix("pokedex-tui: unknown command 'serach' (did you mean search?)\n"))
    let stray = try run(["foo"])
    #expect(stray.error.hasPrefix("pokedex-tui: unknown command 'foo' (the commands are ability,"))
  }
}
