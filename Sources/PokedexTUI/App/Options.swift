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

  static let usage = """
    Usage: pokedex-tui [options]
           pokedex-tui show <name|number> [--moves | --where] [--game G] [--json]
           pokedex-tui search <query> [--limit N] [--json]
           pokedex-tui ability <name> [--json]
           pokedex-tui move <name> [--game G] [--json]
           pokedex-tui compare <name> <name> [<name> <name>] [--json]
           pokedex-tui team [--json] | team export | team import <file|->
           pokedex-tui team list | new NAME | use TEAM | rename NAME | copy | delete TEAM
           pokedex-tui calc "<calculation>" [--rolls] [--json]
           pokedex-tui natures [--json]
           pokedex-tui location <place> [--game G] [--json]
           pokedex-tui item <name> [--json]
           pokedex-tui sync --from URL [--output PATH]

    A terminal Pokédex: every Pokémon and form, offline. show prints one Pokémon's card,
    search the Pokémon a query finds, ability and move who has an ability or learns a
    move, compare Pokémon side by side, team the saved team, calc a damage calculation as
    Showdown writes it, natures the natures' stats and flavours, location what is found
    at a place, item an item and who holds it, for scripts (pokedex-tui show --help says
    more). Their --lang, --no-color, --source and --api-url
    go before or after the command.

    Options:
      --lang en|es|fr|de|ja
                     Interface and Pokémon names in English, Spanish, French, German or
                     Japanese (default: the locale, from LC_ALL, LC_MESSAGES or LANG; else
                     English)
      --no-color     No colours (also when NO_COLOR is set or TERM=dumb)
      --source embedded|live
                     Offline snapshot (default) or PokeAPI over HTTP with a local cache
      --api-url URL  PokeAPI's address for --source live (default https://pokeapi.co)
      --record FILE  Record the session (every action, with its time) to FILE
      --replay FILE  Play a recorded session back at its recorded speed, checking that
                     every screen state matches the recording; any key stops it
      --speed N      Replay N times faster (2, 0.5, ...; default 1); only with --replay
      --help         Show this help
      --version      Show the version

    Keys: arrows or j/k move, Enter opens, Esc or q goes back, / searches, f favourites,
    s shiny sprite, o sorts (O reverses), t filters, r retries, Tab switches screens,
    ? lists every key.
    """

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
      case "--help", "-h": options.mode = .help
      case "--version": options.mode = .version
      case "--no-color": options.noColor = true
      case "--source":
        guard let value = remaining.popFirst(), let source = Source(rawValue: value) else {
          return .failure(UsageError("--source needs a value: embedded or live"))
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
          return .failure(UsageError("--lang needs a value: %@", languageChoices))
        }
        guard let language = language(value) else {
          return .failure(
            UsageError("unknown language '%@' for --lang (use %@)", value, languageChoices))
        }
        options.language = language
      default:
        if argument.hasPrefix("--lang=") {
          let value = String(argument.dropFirst("--lang=".count))
          guard let language = language(value) else {
            return .failure(
              UsageError("unknown language '%@' for --lang (use %@)", value, languageChoices))
          }
          options.language = language
        } else {
          return .failure(UsageError("unknown option '%@'", argument))
        }
      }
    }
    if options.recordPath != nil, options.replayPath != nil {
      return .failure(UsageError("--record and --replay cannot be used together"))
    }
    if speedGiven, options.replayPath == nil {
      return .failure(UsageError("--speed only applies to --replay"))
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

  /// The codes `--lang` takes, for its messages: `en, es, fr, de or ja`.
  static let languageChoices = "en, es, fr, de or ja"

  private static func language(_ code: String) -> Language? { Language(rawValue: code) }
}

/// A command-line mistake, described in one line.
struct UsageError: Error, Equatable {
  /// The mistake in English, with `%@` where each of `values` goes (an option, a value).
  var template: String
  var values: [String]
  init(_ template: String, _ values: String...) {
    (self.template, self.values) = (template, values)
  }

  /// The message in English.
  var message: String { Strings.english.filled(template, values: values) }

  /// Equal when they say the same (a template filled, or the sentence written out).
  static func == (lhs: UsageError, rhs: UsageError) -> Bool { lhs.message == rhs.message }

  /// The message in the language `arguments` ask for, as far as they can be read (a
  /// `--lang` the parse stopped before, else the locale's).
  func message(for arguments: [String], environment: [String: String]) -> String {
    Strings.forLanguage(Options.requestedLanguage(arguments, environment: environment))
      .filled(template, values: values)
  }
}
