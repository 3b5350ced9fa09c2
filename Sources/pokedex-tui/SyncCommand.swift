import Foundation
import Loop
import PokedexCore

#if canImport(Glibc)
  import Glibc
#endif

/// `pokedex-tui sync --from URL [--output PATH]`: regenerates the embedded snapshot from a
/// PokeAPI-compatible server.
enum SyncCommand {
  static let usage = """
    usage: pokedex-tui sync --from URL [--output PATH]

      --from URL      a PokeAPI server: https://pokeapi.co, or the static copy served on
                      loopback (scripts/sync-snapshot does that)
      --output PATH   where to write the snapshot
                      (default: Sources/PokedexCore/Resources/pokedex.tsv)
    """

  /// Runs the command with the arguments after `sync`; returns the exit status.
  static func run(_ arguments: [String]) async -> Int32 {
    let options: Options
    do {
      options = try Options(arguments)
    } catch {
      printError("pokedex-tui sync: \(error.message) (see pokedex-tui sync --help)")
      return 1
    }
    if options.showHelp {
      print(usage)
      return 0
    }
    let printer = ProgressPrinter(isTerminal: isatty(STDERR_FILENO) == 1)
    let started = ContinuousClock.now
    do {
      let pokedex = try await PokeAPISync(baseURL: options.source).run(progress: printer.show)
      printer.finish()
      let size = try pokedex.writeSnapshot(to: options.output)
      let seconds = (ContinuousClock.now - started).formatted(
        .units(fractionalPart: .show(length: 1)))
      printError(
        "wrote \(options.output.relativePath): \(pokedex.pokemon.count) species, "
          + "\(pokedex.evolutionChains.count) evolution chains, \(size) bytes in \(seconds)")
      return 0
    } catch {
      printer.finish()
      printError("pokedex-tui sync: \(error.localizedDescription)")
      return 1
    }
  }

  struct Options {
    var source: URL
    var output: URL
    var showHelp = false

    struct Failure: Error {
      let message: String
    }

    init(_ arguments: [String]) throws(Failure) {
      var source: URL?
      var output = URL(fileURLWithPath: "Sources/PokedexCore/Resources/pokedex.tsv")
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
        case "--help", "-h":
          showHelp = true
        default:
          throw Failure(message: "unknown argument \"\(argument)\"")
        }
      }
      guard let source else {
        if showHelp {
          self.source = URL(string: "https://pokeapi.co")!
          self.output = output
          return
        }
        throw Failure(message: "--from URL is required")
      }
      self.source = source
      self.output = output
    }
  }
}

/// Shows sync progress on standard error: one line rewritten in place on a terminal, or a line
/// per phase and every tenth of it when the output is a log.
final class ProgressPrinter: Sendable {
  private let isTerminal: Bool
  private let last = Locked<(phase: SyncProgress.Phase?, step: Int, drawn: Bool)>((nil, -1, false))

  init(isTerminal: Bool) { self.isTerminal = isTerminal }

  @Sendable func show(_ progress: SyncProgress) {
    let line: String? = last.withLock { last in
      let step = progress.total == 0 ? 10 : progress.done * 10 / progress.total
      if isTerminal {
        // Redraw on each whole percent at most; thousands of escape sequences slow a terminal.
        let percent = progress.total == 0 ? 100 : progress.done * 100 / progress.total
        guard progress.phase != last.phase || percent != last.step else { return nil }
        last = (progress.phase, percent, true)
        return "\r\u{1B}[2Ksync: \(progress) (\(percent)%)"
      }
      guard progress.phase != last.phase || step != last.step else { return nil }
      last = (progress.phase, step, true)
      return "sync: \(progress)\n"
    }
    if let line { writeError(line) }
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

private func writeError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
