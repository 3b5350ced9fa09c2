import Foundation
import Glibc
import Loop
import LoopRecording
import PokedexCore
import TerminalUI

/// Starting and stopping the terminal app: options, the terminal check, the session, and what
/// to tell the user after the screen is handed back.
public enum TerminalApp {
  /// Runs the app with the command-line `arguments` (without the program name) and returns
  /// the process exit status: 0 after a normal quit, 2 for a usage error or no terminal, 1
  /// when the Pokédex data is missing or corrupt, a recording cannot be read or written, or a
  /// replay diverged from its recording.
  ///
  /// It runs on the main actor, where the event loop runs too: the program's top-level code is
  /// there already, so start-up makes no round trip through another thread to get the loop
  /// going. Nothing before the first frame suspends (the embedded source's first rows are at
  /// hand, see ``EventLoop``), so that frame is drawn on the process's first thread before the
  /// main actor's first suspension hands the main actor over to one of Dispatch's threads.
  @MainActor
  public static func run(_ arguments: [String]) async -> Int32 {
    let options: Options
    switch Options.parse(arguments, environment: ProcessEnvironment.atStart) {
    case .failure(let error):
      let language = Options.requestedLanguage(arguments, environment: ProcessEnvironment.atStart)
      let message = error.message(in: language)
      printError("pokedex-tui: \(message)\n\n\(Usage.mistake(command: nil, language))")
      return 2
    case .success(let parsed):
      options = parsed
    }
    switch options.mode {
    case .help:
      StandardStreams.out(Usage.app(options.language) + "\n")
      return 0
    case .version:
      StandardStreams.out("pokedex-tui \(Options.version)\n")
      return 0
    case .run:
      break
    }
    let strings = Strings.forLanguage(options.language)
    // A recording to replay is read before anything else, so a bad file is reported at once.
    var replay: Recording<ScreenFeature.Action>?
    if let path = options.replayPath {
      switch readRecording(path) {
      case .failure(let error):
        printError("pokedex-tui: \(error.message(in: options.language))")
        return 1
      case .success(let recording):
        replay = recording
      }
    }
    // Made while the other thread reads the data: neither touches the terminal or a file.
    let client = client(for: options)
    let colorMode = ColorMode.detect(ProcessEnvironment.atStart, noColorFlag: options.noColor)
    // Before the terminal is taken over, so a broken install is a message left on the shell,
    // not a crash on a screen in raw mode. A replay loads nothing, so it needs no data.
    if replay == nil, let problem = dataProblem(in: options.language) {
      printError(problem)
      return 1
    }
    guard TerminalSession.standardStreamsAreTerminals() else {
      printError(
        "pokedex-tui: "
          + strings.translated(
            "needs a terminal: standard input and output must both be a terminal (not a pipe "
              + "or a file)."))
      return 2
    }
    // Loop's run-time issues would scribble over the screen; keep them for after.
    let issues = CollectedIssues()
    IssueReporters.current = issues
    let mode: EventLoop.Mode
    if let replay {
      mode = .replay(replay, speed: options.speed)
    } else if let path = options.recordPath {
      switch makeRecorder(path) {
      case .failure(let error):
        printError("pokedex-tui: \(error.message(in: options.language))")
        return 1
      case .success(let recorder):
        mode = .interactive(recorder: recorder)
      }
    } else {
      mode = .interactive(recorder: nil)
    }
    let session: TerminalSession
    do {
      session = try TerminalSession(notifiesTermination: true)
    } catch {
      printError("pokedex-tui: " + strings.filled("cannot take over the terminal: %@", "\(error)"))
      return 1
    }
    let loop = EventLoop(
      session: session, options: options, colorMode: colorMode, client: client, mode: mode)
    let outcome = await loop.run()
    session.restore()
    for message in issues.messages { printError("pokedex-tui: \(message)") }
    for message in outcome.messages { printError("pokedex-tui: \(message)") }
    if let signal = outcome.signal {
      // End the way the signal would have ended us (the shell reports 128 + its number).
      Glibc.signal(signal, SIG_DFL)
      kill(getpid(), signal)
      return 128 + signal
    }
    return outcome.failed ? 1 : 0
  }

  /// The recording `--replay` names, or what is wrong with it (the file, or a line by number).
  static func readRecording(_ path: String) -> Result<Recording<ScreenFeature.Action>, UsageError> {
    do {
      return .success(try Recording(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      return .failure(UsageError("cannot replay %@", "\(error)"))
    }
  }

  /// A recorder writing to the file `--record` names, or why it cannot.
  static func makeRecorder(_ path: String) -> Result<ActionRecorder, UsageError> {
    do {
      return .success(try ActionRecorder(url: URL(fileURLWithPath: path)))
    } catch {
      return .failure(UsageError("cannot record to %@", "\(error)"))
    }
  }

  /// What is wrong with the embedded Pokédex data, with what to do about it (in `language`;
  /// the data's own problem as it came); nil when the data is there. Both sources read it:
  /// the live one asks PokeAPI only for what it lacks.
  static func dataProblem(in language: Language) -> String? {
    do {
      try Pokedex.checkEmbedded()
      return nil
    } catch {
      return "pokedex-tui: \(error.description)\npokedex-tui: "
        + Strings.forLanguage(language).translated(
          "reinstall or rebuild pokedex-tui (swift build), which puts the "
            + "Loop_PokedexCore.resources folder beside the program; scripts/sync-snapshot "
            + "regenerates the data itself.")
    }
  }

  /// The data source the options ask for. The embedded snapshot has no images; it shows the
  /// sprites the cache holds (`pokedex-tui sync --sprites` fills it).
  /// Its searches rank matches in the display language first.
  static func client(for options: Options) -> PokemonClient {
    switch options.source {
    case .embedded:
      return PokemonClient.liveValue.withCachedSprites(.standard)
        .rankingMatches(in: options.language)
    case .live:
      var configuration = LiveConfiguration()
      if let apiURL = options.apiURL, let url = URL(string: apiURL) {
        configuration.baseURL = url
      }
      configuration.language = options.language
      return PokemonClient.live(configuration: configuration).rankingMatches(in: options.language)
    }
  }

  static func printError(_ message: String) {
    StandardStreams.error(message + "\n")
  }
}

/// Keeps Loop's issue reports while the screen belongs to the app.
final class CollectedIssues: IssueReporter {
  private let stored = Locked<[String]>([])

  func report(_ message: String, at location: CodeLocation) {
    stored.withLock { $0.append(message) }
  }

  var messages: [String] { stored.withLock { $0 } }
}
