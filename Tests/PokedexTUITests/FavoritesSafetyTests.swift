import Foundation
import Glibc
import TerminalTesting
import Testing

/// The favourites file in the real app, as an ordinary user meets it. Root runs the tests and
/// reads and writes any file, so the app runs as `nobody` (`setpriv`), from a copy any user can
/// reach, against files root owns.
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(if: Tmux.isAvailable || isCI, "tmux is not installed; terminal tests skipped"))
struct FavoritesSafetyTests {
  /// The app and its resources copied where `nobody` can run them (the checkout may sit under
  /// a folder only root can enter).
  static let unprivilegedApp: Result<URL, any Error> = Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-unprivileged-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let built = Tmux.binary.deletingLastPathComponent()
    for name in try FileManager.default.contentsOfDirectory(atPath: built.path)
    where name == "pokedex-tui" || name.hasSuffix(".resources") {
      // Copied by a process of its own: a descriptor open for writing in this process leaks
      // into any child another test forks meanwhile, and the copy cannot run until that child
      // ends (ETXTBSY, seen for minutes under the sanitizer).
      _ = try spawn(
        ["/bin/cp", "-R", built.appendingPathComponent(name).path, folder.path],
        captureOutput: false)
    }
    _ = try spawn(["/bin/chmod", "-R", "a+rX", folder.path], captureOutput: false)
    let app = folder.appendingPathComponent("pokedex-tui")
    // Run it once as nobody, so a first start's cost (loading a fresh copy) is not charged to
    // a test's wait for the first frame, and a copy nobody cannot run fails here, plainly.
    // Another test's child, forked while the copy was open for writing, holds that descriptor
    // until it execs, and until then running the copy fails with ETXTBSY: that is retried.
    let run =
      "/usr/bin/setpriv --reuid=nobody --regid=nogroup --clear-groups '\(app.path)' "
      + "--version 2>&1; echo \"exit status $?\""
    var output = ""
    for _ in 0..<50 {
      output = try spawn(["/bin/sh", "-c", run], captureOutput: true)
      guard output.contains("Text file busy") else { break }
      usleep(100_000)
    }
    // Standard error comes too (a coverage build adds a line about its profile file).
    let versionLine = output.split(separator: "\n").contains { $0.hasPrefix("pokedex-tui ") }
    guard versionLine, output.hasSuffix("exit status 0\n") else {
      let modes = try spawn(
        ["/bin/sh", "-c", "ls -ld '\(folder.path)' '\(app.path)' 2>&1"], captureOutput: true)
      throw TmuxError("the copy at \(app.path) does not run as nobody:\n\(output)\(modes)")
    }
    return app
  }

  /// A data folder whose `pokedex/` belongs to `owner`, with `favorites.json` holding `saved`
  /// (root's, with `mode`).
  func dataFolder(owner: String, saved: String, mode: Int) throws -> (root: URL, file: URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-safety-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("pokedex")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("favorites.json")
    try Data(saved.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
    _ = try spawn(["/bin/chmod", "755", root.path], captureOutput: false)
    _ = try spawn(["/bin/chown", owner, folder.path], captureOutput: false)
    return (root, file)
  }

  func startAsNobody(_ tmux: Tmux, data: URL, arguments: String = "") throws {
    let app = try Self.unprivilegedApp.get()
    try tmux.type(
      "setpriv --reuid=nobody --regid=nogroup --clear-groups \(app.path) \(arguments) "
        + "2> \(data.path)/err; echo \"EXIT\"=$?\n")
  }

  func requirements() throws {
    if !Tmux.isAvailable { Issue.record("CI=true but tmux is missing: .ci/run must install it") }
    try #require(Tmux.isAvailable)
    try #require(getuid() == 0, "these tests need root, to make files nobody cannot touch")
  }

  @Test func aFileTheUserCannotReadIsShownAndNeverSavedOver() throws {
    try requirements()
    let saved = "[\n  4,\n  7\n]"
    let (data, file) = try dataFolder(owner: "nobody", saved: saved, mode: 0o600)
    let tmux = try Tmux(width: 220, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try startAsNobody(tmux, data: data)
    // A copy of the debug build starting as another user can be slow on a busy machine. The
    // problem is on the first frame's second-last line: wait for it too, as a capture can
    // come while tmux is still taking in a frame (seen once, on a loaded machine).
    let problem = "\(file.path) cannot be read (Permission denied)"
    let screen = try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30)) {
      $0.contains(problem)
    }
    #expect(screen.contains(problem))

    try tmux.press("f")  // favourite Bulbasaur: shown, but not saved over the file
    try tmux.waitFor("★ 1")  // the status line's count
    try tmux.press("j", "f")
    try tmux.waitFor("★ 2")
    try tmux.press("q")
    try tmux.waitFor("EXIT=0")
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    let folder = file.deletingLastPathComponent()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["favorites.json"])
    let message = try String(contentsOf: data.appendingPathComponent("err"), encoding: .utf8)
    #expect(message.contains("pokedex-tui: \(file.path) cannot be read (Permission denied)"))
    #expect(message.contains("nothing is saved over it"))
    // The two favourites made meanwhile are not kept: the user is told which.
    #expect(
      message.contains(
        "Favourites added in this session and not saved to \(file.path): Bulbasaur (#1), "
          + "Ivysaur (#2)."), "\(message)")
  }

  /// The team's export into a folder the user cannot write (root's, as `nobody`) says so in the
  /// system's words, and writes nothing there.
  @Test func anExportIntoAFolderTheUserCannotWriteSaysWhy() throws {
    try requirements()
    let (data, favorites) = try dataFolder(owner: "root", saved: "[]", mode: 0o644)
    let folder = favorites.deletingLastPathComponent()
    let tmux = try Tmux(width: 220, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try startAsNobody(tmux, data: data)
    try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    try tmux.press("BTab")  // the Team tab, the last
    try tmux.waitFor("No team yet")
    try tmux.press("E")
    let shown = try tmux.waitFor("Couldn't export the team")
    #expect(
      shown.contains("\(folder.path)/team.txt cannot be written (Permission denied)"), "\(shown)")
    try tmux.press("q")
    try tmux.waitFor("EXIT=0")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["favorites.json"])
  }

  /// A recording file the user may write but not read (mode 200, as `nobody`; root opens any
  /// file for reading, so only an ordinary user meets this): an empty one is recorded into,
  /// opened for writing alone, and one that holds something is left as it is, with the reason,
  /// since nothing can tell that it is an old recording to replace.
  @Test func aRecordingFileTheUserCannotReadIsWrittenOnlyWhenEmpty() throws {
    try requirements()
    let (data, favorites) = try dataFolder(owner: "nobody", saved: "[]", mode: 0o644)
    func writeOnly(_ name: String, holding text: String) throws -> URL {
      let file = favorites.deletingLastPathComponent().appendingPathComponent(name)
      try Data(text.utf8).write(to: file)
      _ = try spawn(["/bin/chown", "nobody", file.path], captureOutput: false)
      _ = try spawn(["/bin/chmod", "200", file.path], captureOutput: false)
      return file
    }
    let empty = try writeOnly("empty.loop", holding: "")
    let recording = try Tmux(width: 120, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try startAsNobody(recording, data: data, arguments: "--record \(empty.path)")
    try recording.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    try recording.press("j")
    try recording.waitFor("2/")
    try recording.press("q")
    try recording.waitFor("EXIT=0")
    let recorded = try String(contentsOf: empty, encoding: .utf8)  // root reads it
    let header = recorded.prefix { $0 != "\n" }
    #expect(header.hasPrefix("{") && header.contains(#""loop":"recording""#), "\(recorded)")
    #expect(recorded.split(separator: "\n").count > 1, "no action recorded: \(recorded)")

    let kept = try writeOnly("kept.loop", holding: "my notes\n")
    let refused = try Tmux(width: 120, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try startAsNobody(refused, data: data, arguments: "--record \(kept.path)")
    let screen = try refused.waitFor("EXIT=", timeout: .seconds(30))
    #expect(!screen.contains("EXIT=0"), "\(screen)")
    #expect(try String(contentsOf: kept, encoding: .utf8) == "my notes\n")
    let message = try String(contentsOf: data.appendingPathComponent("err"), encoding: .utf8)
    #expect(
      message.contains("it cannot be read, to see that it is a recording, so it is left as it is"),
      "\(message)")
  }

  /// The team is kept by the same storage: `team` and `team import` as `nobody`, against a
  /// `team.json` only root can read, name it, change nothing and exit 1.
  @Test func aTeamTheUserCannotReadIsNamedAndNeverSavedOver() throws {
    try requirements()
    let saved = #"[{"ability":"static","id":25,"moves":[]}]"#
    let (data, favorites) = try dataFolder(owner: "nobody", saved: "[]", mode: 0o644)
    let file = favorites.deletingLastPathComponent().appendingPathComponent("team.json")
    try Data(saved.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let app = try Self.unprivilegedApp.get()
    func asNobody(_ command: String) throws -> String {
      try spawn(
        [
          "/bin/sh", "-c",
          "\(command) | XDG_DATA_HOME='\(data.path)' setpriv --reuid=nobody --regid=nogroup "
            + "--clear-groups '\(app.path)' team \(command == "true" ? "" : "import -") 2>&1; "
            + "echo \"exit status $?\"",
        ], captureOutput: true)
    }
    let problem = "\(file.path) cannot be read (Permission denied)"
    let shown = try asNobody("true")
    #expect(shown.contains("pokedex-tui team: \(problem)"), "\(shown)")
    #expect(shown.hasSuffix("exit status 1\n"), "\(shown)")
    let imported = try asNobody("printf 'Pikachu\\nAbility: Static\\n- Thunderbolt\\n'")
    #expect(imported.contains(problem), "\(imported)")
    #expect(imported.contains("nothing is saved over it"), "\(imported)")
    #expect(imported.hasSuffix("exit status 1\n"), "\(imported)")
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    let folder = file.deletingLastPathComponent()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        == ["favorites.json", "team.json"])
  }

  /// `team import FILE` as `nobody`, of a paste only root can read: the system's reason is
  /// said (it was "it cannot be read" for any cause), it exits 1 and no team is saved.
  @Test func aPasteTheUserCannotReadIsNamedWithItsReason() throws {
    try requirements()
    let (data, favorites) = try dataFolder(owner: "nobody", saved: "[]", mode: 0o644)
    let paste = data.appendingPathComponent("paste.txt")
    try Data("Pikachu\nAbility: Static\n- Thunderbolt\n".utf8).write(to: paste)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: paste.path)
    let app = try Self.unprivilegedApp.get()
    let output = try spawn(
      [
        "/bin/sh", "-c",
        "XDG_DATA_HOME='\(data.path)' setpriv --reuid=nobody --regid=nogroup --clear-groups "
          + "'\(app.path)' team import '\(paste.path)' 2>&1; echo \"exit status $?\"",
      ], captureOutput: true)
    #expect(output.contains(": Permission denied"), "\(output)")
    #expect(output.hasSuffix("exit status 1\n"), "\(output)")
    #expect(
      try FileManager.default.contentsOfDirectory(
        atPath: favorites.deletingLastPathComponent().path) == ["favorites.json"])
  }

  @Test func aFailedSaveIsShownAndTheNextChangeTriesAgain() throws {
    try requirements()
    // nobody reads the file but cannot write in its folder (root's, 755).
    let (data, file) = try dataFolder(owner: "root", saved: "[\n  4\n]", mode: 0o644)
    let tmux = try Tmux(width: 220, height: 30, environment: ["XDG_DATA_HOME": data.path])
    try startAsNobody(tmux, data: data)
    try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    try tmux.press("f")
    // The save stops at the lock file, which nobody cannot make in root's folder (#27: a lock
    // that cannot be had is a problem shown, never a save without it).
    let screen = try tmux.waitFor("Could not save \(file.path)")
    #expect(screen.contains("lock file"))
    #expect(try String(contentsOf: file, encoding: .utf8) == "[\n  4\n]")

    _ = try spawn(
      ["/bin/chown", "nobody", file.deletingLastPathComponent().path], captureOutput: false)
    try tmux.press("j", "f")  // favourite Ivysaur too: this save succeeds, with Bulbasaur's
    try tmux.waitFor("#002 Ivysaur") { !$0.contains("Could not save") }
    try tmux.press("q")
    try tmux.waitFor("EXIT=0")
    let favorites = try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: file))
    #expect(favorites == [1, 2, 4])
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aFavouriteMadeJustBeforeASignalIsSaved(signal: Int32) throws {
    try requirements()
    let (data, file) = try dataFolder(owner: "nobody", saved: "[]", mode: 0o666)
    let tmux = try Tmux(width: 120, height: 30, environment: ["XDG_DATA_HOME": data.path])
    let app = try Self.unprivilegedApp.get()
    let pidFile = data.appendingPathComponent("pid").path
    try tmux.type("sh -c 'echo $$ > \(pidFile); exec \(app.path)'; echo \"EXIT\"=$?\n")
    try tmux.waitFor("#001 Bulbasaur", timeout: .seconds(30))
    let pid = try #require(
      Int32(
        try String(contentsOfFile: pidFile, encoding: .utf8)
          .trimmingCharacters(in: .whitespacesAndNewlines)))
    try tmux.press("G", "f")
    try tmux.waitFor("★ 1")  // the status line's count: the key was handled
    kill(pid, signal)
    try tmux.waitFor("EXIT=\(128 + signal)")
    let favorites = try JSONDecoder().decode(Set<Int>.self, from: Data(contentsOf: file))
    #expect(favorites.count == 1)
  }
}

private var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
