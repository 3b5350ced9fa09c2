import PokedexCore

/// The command line, parsed.
struct Options: Equatable {
  enum Mode: Equatable {
    case run
    case help
    case version
  }

  /// Where the Pokémon data comes from.
  enum Source: String, Equatable {
    /// The snapshot built into the app: offline, instant.
    case embedded
    /// PokeAPI over HTTP, through the on-disk cache.
    case live
  }

  var mode = Mode.run
  var language = Language.english
  var noColor = false
  var source = Source.embedded
  /// PokeAPI's address for `--source live`; nil means pokeapi.co.
  var apiURL: String?
  /// `--record PATH`: write every action of the session to this file (JSON lines).
  var recordPath: String?
  /// `--replay PATH`: play this recording back instead of reading keys.
  var replayPath: String?
  /// `--speed N`: how many times faster than recorded a replay plays.
  var speed = 1.0

  static let version = "0.1.0"

  /// Parses the arguments after the program name; a usage error's message is one line.
  /// Without `--lang`, the language follows the locale in `environment` (``localeLanguage(_:)``).
  static func parse(_ arguments: [String], environment: [String: String] = [:])
    -> Result<Options, UsageError>
  {
    var options = Options()
    options.language = localeLanguage(environment)
    var remaining = arguments[...]
    var speedGiven = false
    /// The next argument as a file path, unless it is missing or another option.
    func path() -> String? {
      guard let value = remaining.first, !value.isEmpty, !value.hasPrefix("--") else { return nil }
      return remaining.popFirst()
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h", "help": options.mode = .help
      case "--version": options.mode = .version
      case "--no-color": options.noColor = true
      case "--source":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--source needs a value: embedded or live"))
        }
        guard let source = Source(rawValue: value) else {
          return .failure(
            UsageError("unknown source '%@' for --source (use embedded or live)", value))
        }
        options.source = source
      case "--api-url":
        guard let value = remaining.popFirst(),
          value.hasPrefix("http://") || value.hasPrefix("https://")
        else {
          return .failure(UsageError("--api-url needs an http:// or https:// address"))
        }
        options.apiURL = value
      case "--record":
        guard let value = path() else {
          return .failure(UsageError("--record needs a file to write, like --record session.jsonl"))
        }
        options.recordPath = value
      case "--replay":
        guard let value = path() else {
          return .failure(UsageError("--replay needs a recording, like --replay session.jsonl"))
        }
        options.replayPath = value
      case "--speed":
        let value = remaining.popFirst()
        guard let value, let speed = Double(value), speed.isFinite, speed > 0 else {
          return .failure(
            value.map { UsageError("--speed needs a number above 0, like 4 or 0.5 (not '%@')", $0) }
              ?? UsageError("--speed needs a number above 0, like 4 or 0.5"))
        }
        options.speed = speed
        speedGiven = true
      case "--lang":
        guard let value = remaining.popFirst() else {
          return .failure(UsageError("--lang needs a value: en, es, fr, de or ja"))
        }
        guard let language = language(value) else {
          return .failure(
            UsageError("unknown language '%@' for --lang (use en, es, fr, de or ja)", value))
        }
        options.language = language
      default:
        if argument.hasPrefix("--lang=") {
          let value = String(argument.dropFirst("--lang=".count))
          guard let language = language(value) else {
            return .failure(
              UsageError("unknown language '%@' for --lang (use en, es, fr, de or ja)", value))
          }
          options.language = language
        } else if argument.hasPrefix("-") {
          return .failure(.unknownOption(argument, among: Self.names))
        } else {
          return .failure(Self.unknownCommand(argument))
        }
      }
    }
    if options.recordPath != nil, options.replayPath != nil {
      return .failure(UsageError("--record and --replay cannot be used together"))
    }
    if speedGiven, options.replayPath == nil {
      return .failure(UsageError("--speed only applies to --replay"))
    }
    // The embedded data asks no server: an address given with it would be dropped unsaid.
    if options.apiURL != nil, options.source != .live {
      return .failure(UsageError("--api-url only applies to --source live"))
    }
    return .success(options)
  }

  /// The language the locale asks for, as terminal programs read it: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty (`es_ES.UTF-8` is Spanish,
  /// `ja_JP.UTF-8` Japanese); English for a language the app does not offer, and for `C` or
  /// `POSIX`.
  static func localeLanguage(_ environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    let code = locale?.prefix { $0.isLetter }.lowercased() ?? ""
    return language(code) ?? .english
  }

  /// The language `arguments` ask for with a valid `--lang`, else the locale's: for messages
  /// about arguments that could not all be read.
  static func requestedLanguage(_ arguments: [String], environment: [String: String])
    -> Language
  {
    for (index, argument) in arguments.enumerated() {
      let value =
        argument == "--lang" && index + 1 < arguments.count
        ? arguments[index + 1]
        : argument.hasPrefix("--lang=") ? String(argument.dropFirst("--lang=".count)) : nil
      if let value, let language = language(value) { return language }
    }
    return localeLanguage(environment)
  }

  private static func language(_ code: String) -> Language? { Language(rawValue: code) }
}

/// A command-line mistake, described in one line.
extension Options {
  /// The app's options, for a typo's "did you mean".
  static let names = [
    "--help", "--version", "--lang", "--no-color", "--source", "--api-url", "--record",
    "--replay", "--speed",
  ]

  /// A word where a command goes that is none: the command it is likely a typo of, else the
  /// commands there are.
  static func unknownCommand(_ word: String) -> UsageError {
    let commands = ShellCommand.names.union(["sync"]).sorted()
    // A command after another word (`pokedex-tui lots show`) is a command all the same.
    if commands.contains(word) {
      return UsageError("%@ is a command: it goes first, like: pokedex-tui %@ --help", word, word)
    }
    if let near = Spelling.closest(word, in: commands).first {
      return UsageError("unknown command '%@' (did you mean %@?)", word, near)
    }
    return UsageError(
      "unknown command '%@' (the commands are %@)", word, commands.joined(separator: ", "))
  }
}

struct UsageError: Error, Equatable {
  /// The mistake in English, with `%@` where each of `values` goes (an option, a value).
  var template: String
  var values: [String]
  init(_ template: String, _ values: String...) {
    (self.template, self.values) = (template, values)
  }

  /// An option nobody knows: with the one of `options` it is likely a typo of (`--josn`).
  static func unknownOption(_ argument: String, among options: [String]) -> UsageError {
    if let near = Spelling.closest(argument, in: options).first {
      return UsageError("unknown option '%@' (did you mean %@?)", argument, near)
    }
    return UsageError("unknown option '%@'", argument)
  }

  /// The message in English.
  var message: String { Strings.english.filled(template, values: values) }

  /// Equal when they say the same (a template filled, or the sentence written out).
  static func == (lhs: UsageError, rhs: UsageError) -> Bool { lhs.message == rhs.message }

  /// The message in `language`: for a mistake, the one ``Options/requestedLanguage(_:environment:)``
  /// reads from the arguments as far as they can be read.
  func message(in language: Language) -> String {
    Strings.forLanguage(language).filled(template, values: values)
  }
}
