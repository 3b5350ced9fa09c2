import Foundation
import Loop
import PokedexCore
import PokedexTUI

#if canImport(Glibc)
  import Glibc
#endif

/// `pokedex-tui sync --from URL [--output PATH]`: regenerates the embedded snapshot from a
/// PokeAPI-compatible server. `pokedex-tui sync --sprites [--from URL]`: downloads every
/// species' sprites into the cache, for the offline source.
enum SyncCommand {
  static let usage = """
    usage: pokedex-tui sync --from URL [--output PATH] [--showdown FILE]
           pokedex-tui sync --showdown FILE [--output PATH]
           pokedex-tui sync --sprites [--from URL]

      --from URL      a PokeAPI server: https://pokeapi.co, or the static copy served on
                      loopback (scripts/sync-snapshot does that); with --sprites, where
                      sprites/pokemon/<id>.png is read (default: PokeAPI's sprite repository
                      on raw.githubusercontent.com)
      --output PATH   where to write the snapshot
                      (default: Sources/PokedexCore/Resources/pokedex.tsv); its reference
                      (abilities, Pokédex entries, games), its moves, what sets
                      are checked against (natures, items, past abilities) and
                      where each Pokémon is found go beside it:
                      pokedex-reference.tsv, pokedex-moves.tsv, pokedex-sets.tsv,
                      pokedex-encounters.tsv, pokedex-items.tsv
      --showdown FILE Showdown's species table (../shared/showdown/species.tsv): writes
                      Showdown's name for every Pokémon and form of the snapshot (the one
                      just synced, else the one at --output) to pokedex-showdown.tsv beside
                      it, which team import and export read and write; a Pokémon it cannot
                      name fails the command, naming it
      --sprites       download every species' sprite and shiny sprite into the cache
                      ($XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex), six at a time; what
                      is cached already is skipped, so an interrupted run resumes, and
                      sprites the server lacks (404) are counted and skipped. Afterwards the
                      offline Pokédex shows them.
    """

  /// Runs the command with the arguments after `sync`; returns the exit status: 2 for a usage
  /// mistake, as every command, 1 when the sync fails.
  static func run(_ arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try Options(arguments)
    } catch {
      printError("pokedex-tui sync: \(error.message) (see pokedex-tui sync --help)")
      return 2
    }
    if options.showHelp {
      StandardStreams.out(usage + "\n")
      return 0
    }
    let printer = ProgressPrinter(isTerminal: isatty(STDERR_FILENO) == 1)
    if options.sprites { return await syncSprites(options, printer: printer) }
    if !options.syncsSnapshot, let table = options.showdown {
      do {
        guard let snapshot = FileManager.default.contents(atPath: options.output.path) else {
          throw PokedexError("cannot read the snapshot at \(options.output.path)")
        }
        let pokedex = try Pokedex(snapshot: snapshot)
        try writeShowdownNames(pokedex: pokedex, table: table, beside: options.output)
        return 0
      } catch {
        printError(
          "pokedex-tui sync: \((error as? LocalizedError)?.errorDescription ?? "\(error)")")
        return 1
      }
    }
    let source = options.source
    let started = ContinuousClock.now
    do {
      let synced = try await PokeAPISync(baseURL: source).runAll(progress: printer.show)
      let (pokedex, reference) = (synced.pokedex, synced.reference)
      printer.finish()
      let referenceURL = PokedexReference.location(besideSnapshot: options.output)
      let movesURL = PokedexMoves.location(besideSnapshot: options.output)
      let size = try pokedex.writeSnapshot(to: options.output)
      let referenceSize = try reference.writeSnapshot(to: referenceURL)
      let movesSize = try synced.moves.writeSnapshot(to: movesURL)
      let setsURL = PokedexSets.location(besideSnapshot: options.output)
      let setsSize = try synced.sets.writeSnapshot(to: setsURL)
      let encountersURL = PokedexEncounters.location(besideSnapshot: options.output)
      let encountersSize = try synced.encounters.writeSnapshot(to: encountersURL)
      let itemsURL = PokedexItems.location(besideSnapshot: options.output)
      let itemsSize = try synced.items.writeSnapshot(to: itemsURL)
      let seconds = (ContinuousClock.now - started).formatted(
        .units(fractionalPart: .show(length: 1)))
      let forms = pokedex.pokemon.filter(\.isForm).count
      printError(
        "wrote \(options.output.relativePath): \(pokedex.pokemon.count - forms) species, "
          + "\(forms) forms, \(pokedex.evolutionChains.count) evolution chains, \(size) bytes; "
          + "\(referenceURL.relativePath): \(reference.abilities.count) abilities, "
          + "\(reference.versions.count) games, \(referenceSize) bytes; "
          + "\(movesURL.relativePath): \(synced.moves.moves.count) moves, "
          + "\(synced.moves.groups.count) game groups, \(movesSize) bytes; "
          + "\(setsURL.relativePath): \(synced.sets.natures.count) natures, "
          + "\(synced.sets.items.count) items, \(setsSize) bytes; "
          + "\(encountersURL.relativePath): \(synced.encounters.encounters.count) encounters at "
          + "\(synced.encounters.places.count) places, \(encountersSize) bytes; "
          + "\(itemsURL.relativePath): \(synced.items.entries.count) items, "
          + "\(synced.items.held.count) held in the wild, \(itemsSize) bytes; in \(seconds)")
      if let table = options.showdown {
        try writeShowdownNames(pokedex: pokedex, table: table, beside: options.output)
      }
      return 0
    } catch {
      printer.finish()
      // A LocalizedError's own words; any other error as it describes itself (Foundation's
      // localizedDescription of those is "The operation could not be completed").
      let reason = (error as? LocalizedError)?.errorDescription ?? "\(error)"
      printError("pokedex-tui sync: \(reason)")
      return 1
    }
  }

  /// Showdown's names for `pokedex`, matched from Showdown's species table, beside the
  /// snapshot at `snapshot`; a Pokémon without one is an error that names it.
  static func writeShowdownNames(pokedex: Pokedex, table: URL, beside snapshot: URL) throws {
    guard let data = FileManager.default.contents(atPath: table.path) else {
      throw PokedexError("cannot read Showdown's species table at \(table.path)")
    }
    let text = String(decoding: data, as: UTF8.self)
    let (names, unmatched) = try ShowdownNames.generate(pokedex: pokedex, speciesTable: text)
    guard unmatched.isEmpty else {
      throw PokedexError(
        "no Showdown name for \(unmatched.count) Pokémon: \(unmatched.joined(separator: ", "))")
    }
    let url = ShowdownNames.location(besideSnapshot: snapshot)
    try Data(names.snapshotText().utf8).write(to: url, options: .atomic)
    printError("wrote \(url.relativePath): \(names.names.count) Showdown names")
  }

  /// `sync --sprites`: every species of the embedded snapshot, into the standard cache.
  static func syncSprites(_ options: Options, printer: ProgressPrinter) async -> Int32 {
    let ids: [Int]
    do {
      ids = try Pokedex.loadEmbedded().pokemon.map(\.id)
    } catch {
      printError("pokedex-tui sync: \(error)")
      return 1
    }
    let cache = PokeAPICache.standard
    let sync = SpriteSync(root: options.source, cache: cache, ids: ids)
    do {
      let summary = try await sync.run { progress in
        printer.show("sprites", done: progress.done, total: progress.total)
      }
      printer.finish()
      printError("sync: \(summary) into \(cache.directory.path)")
      return summary.failed == 0 ? 0 : 1
    } catch let interrupted as SpriteSync.Interrupted {
      printer.finish()
      printError(
        "pokedex-tui sync: stopped: \(interrupted.reason)\n"
          + "sync: \(interrupted.progress); run it again to fetch the rest")
      return 1
    } catch {
      printer.finish()
      printError("pokedex-tui sync: \(error)")
      return 1
    }
  }

  struct Options {
    var source: URL
    var output: URL
    var showHelp = false
    /// `--sprites`: download sprites rather than build the snapshot.
    var sprites = false
    /// `--from` was given: the snapshot is synced (else only the Showdown names are written).
    var syncsSnapshot = true
    /// `--showdown FILE`: Showdown's species table, to name every Pokémon as Showdown does.
    var showdown: URL?

    struct Failure: Error {
      let message: String
    }

    init(_ arguments: [String]) throws(Failure) {
      var source: URL?
      var output = URL(fileURLWithPath: "Sources/PokedexCore/Resources/pokedex.tsv")
      var outputGiven = false
      var wantsSprites = false
      var remaining = arguments[...]
      while let argument = remaining.popFirst() {
        // Accept both "--from URL" and "--from=URL".
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        let name = parts[0]
        func value() throws(Failure) -> String {
          if parts.count == 2 { return parts[1] }
          guard let next = remaining.popFirst() else {
            throw Failure(message: "\(name) needs a value")
          }
          return next
        }
        switch name {
        case "--from":
          let text = try value()
          guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https" else {
            throw Failure(message: "--from needs an http(s) URL, not \"\(text)\"")
          }
          source = url
        case "--output", "-o":
          output = URL(fileURLWithPath: try value())
          outputGiven = true
        case "--sprites":
          wantsSprites = true
        case "--showdown":
          showdown = URL(fileURLWithPath: try value())
        case "--help", "-h":
          showHelp = true
        // The options every command takes: the sync prints no colours, and its messages (for
        // whoever keeps the data) are in English.
        case "--no-color":
          break
        case "--lang":
          let code = try value()
          guard ["en", "es", "fr", "de", "ja"].contains(code) else {
            throw Failure(
              message: "unknown language '\(code)' for --lang (use en, es, fr, de or ja)")
          }
        default:
          throw Failure(message: "unknown argument \"\(argument)\"")
        }
      }
      sprites = wantsSprites
      if wantsSprites, outputGiven {
        throw Failure(message: "--sprites go into the cache; --output is for the snapshot")
      }
      guard let source else {
        if wantsSprites {
          self.source = SpritePaths.canonicalRoot
          self.output = output
          return
        }
        if showHelp || showdown != nil {
          self.source = URL(string: "https://pokeapi.co")!
          self.output = output
          syncsSnapshot = false
          return
        }
        throw Failure(message: "--from URL is required (or --showdown FILE alone)")
      }
      self.source = source
      self.output = output
    }
  }
}

/// Shows sync progress on standard error: on a terminal, one line rewritten in place with a
/// bar, the count, the rate and the time left; in a log, a plain line per step and per tenth
/// of it.
final class ProgressPrinter: Sendable {
  private let isTerminal: Bool
  private let now: @Sendable () -> ContinuousClock.Instant
  private struct Last {
    /// The step shown, when it started and how far it was then (a resumed run starts part way).
    var label: String?
    var started: ContinuousClock.Instant?
    var doneAtStart = 0
    /// The percent (terminal) or tenth (log) last shown.
    var step = -1
    var drawn = false
  }
  private let last = Locked(Last())

  init(
    isTerminal: Bool,
    now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.isTerminal = isTerminal
    self.now = now
  }

  @Sendable func show(_ progress: SyncProgress) {
    show(progress.phase.rawValue, done: progress.done, total: progress.total)
  }

  /// Shows `done` of `total` for the step called `label`.
  func show(_ label: String, done: Int, total: Int) {
    let time = now()
    let line: String? = last.withLock { last in
      if last.label != label {
        last = Last(label: label, started: time, doneAtStart: done, step: -1, drawn: last.drawn)
      }
      let percent = total == 0 ? 100 : done * 100 / total
      // Redraw on each whole percent at most; thousands of escape sequences slow a terminal.
      let step = isTerminal ? percent : percent / 10
      guard step != last.step else { return nil }
      last.step = step
      last.drawn = true
      let pace = Self.pace(
        done: done - last.doneAtStart, left: total - done, elapsed: time - (last.started ?? time))
      if isTerminal {
        return "\r\u{1B}[2Ksync: \(label) \(Self.bar(percent)) \(done)/\(total) \(percent)%\(pace)"
      }
      return "sync: \(label) \(done)/\(total) (\(percent)%)\(pace)\n"
    }
    if let line { writeError(line) }
  }

  /// ", 42/s, 12s left", once there is a rate to tell.
  static func pace(done: Int, left: Int, elapsed: Duration) -> String {
    let (whole, attoseconds) = elapsed.components
    let seconds = Double(whole) + Double(attoseconds) / 1e18
    guard done > 0, seconds > 0.05 else { return "" }
    let rate = Double(done) / seconds
    let remaining = Int((Double(left) / rate).rounded(.up))
    let rateText = rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)
    let leftText = left == 0 ? "" : ", \(duration(remaining)) left"
    return ", \(rateText)/s\(leftText)"
  }

  /// "42s", "3m05s".
  static func duration(_ seconds: Int) -> String {
    seconds < 60 ? "\(seconds)s" : "\(seconds / 60)m" + String(format: "%02ds", seconds % 60)
  }

  /// A bar of 20 cells for `percent`.
  static func bar(_ percent: Int) -> String {
    let filled = min(20, max(0, percent / 5))
    return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
      + "▏"
  }

  /// Ends the in-place line so what follows starts on a fresh one.
  func finish() {
    let drawn = last.withLock { last in
      defer { last.drawn = false }
      return last.drawn
    }
    if isTerminal, drawn { writeError("\n") }
  }
}

func printError(_ text: String) { writeError(text + "\n") }

private func writeError(_ text: String) { StandardStreams.error(text) }
