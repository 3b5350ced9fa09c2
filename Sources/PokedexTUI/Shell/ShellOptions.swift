import Foundation
import PokedexCore

/// The command line of `show` and `search`, parsed.
struct ShellOptions: Equatable {
  enum Command: String, Equatable {
    case show, search, ability, move, compare, team, calc, natures, location, item
  }

  var command: Command
  /// The name, number or query: the words that are not options, joined by spaces.
  var query = ""
  /// The words that are not options, one per argument (`compare`'s names).
  var names: [String] = []
  /// `--json`: the answer as JSON.
  var json = false
  /// `--limit N` (search): at most N results; nil for all.
  var limit: Int?
  var showHelp = false
  /// `--moves` (show): the learnset instead of the card.
  var moves = false
  /// `--where` (show): where it is found instead of the card.
  var whereFound = false
  /// `--game G` (show --moves, show --where, move, location): the game group or game; nil
  /// for the newest.
  var game: String?
  /// `--rolls` (calc): the sixteen damage rolls too.
  var rolls = false
  /// `--stealth-rock`, `--spikes N` (calc): hazards on the defender's side.
  var stealthRock = false
  var spikes = 0
  /// `--leech-seed`, `--defender-status poison|toxic|burn` (calc): end-of-turn damage.
  var leechSeed = false
  var defenderStatus: DamageCalc.Field.Status?
  /// The options the app shares (`--lang`, `--no-color`, `--source`, `--api-url`).
  var app = Options()

  var noColor: Bool { app.noColor }

  /// Results `search` prints unless `--limit` says otherwise.
  static let defaultLimit = 20

  /// The options `command` takes, for a typo's "did you mean".
  static func names(of command: Command) -> [String] {
    let own: [String] =
      switch command {
      case .show: ["--moves", "--where", "--game"]
      case .move, .location: ["--game"]
      case .search: ["--limit"]
      case .calc: ["--rolls", "--stealth-rock", "--spikes", "--leech-seed", "--defender-status"]
      default: []
      }
    return own + ["--json", "--help", "--lang", "--no-color", "--source", "--api-url"]
  }

  /// Parses the arguments after the command's name.
  static func parse(command name: String, _ arguments: [String], environment: [String: String])
    -> Result<ShellOptions, UsageError>
  {
    guard let command = Command(rawValue: name) else {
      return .failure(UsageError("unknown command '%@'", name))
    }
    var options = ShellOptions(command: command)
    var words: [String] = []
    var shared: [String] = []
    var remaining = arguments[...]
    var limitGiven = false
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--help", "-h": options.showHelp = true
      case "--moves" where command == .show: options.moves = true
      case "--where" where command == .show: options.whereFound = true
      case "--rolls" where command == .calc: options.rolls = true
      case "--stealth-rock" where command == .calc: options.stealthRock = true
      case "--spikes" where command == .calc:
        guard let value = remaining.popFirst().flatMap(Int.init), (1...3).contains(value) else {
          return .failure(UsageError("--spikes needs 1, 2 or 3 layers"))
        }
        options.spikes = value
      case "--leech-seed" where command == .calc: options.leechSeed = true
      case "--defender-status" where command == .calc:
        guard let value = remaining.popFirst().flatMap(DamageCalc.Field.Status.init) else {
          return .failure(UsageError("--defender-status needs poison, toxic or burn"))
        }
        options.defenderStatus = value
      case "--game" where [.show, .move, .location].contains(command):
        // Another option is not a game (`--game --lang de`).
        guard let value = remaining.first, !value.isEmpty, !value.hasPrefix("--") else {
          return .failure(UsageError("--game needs a game, like: --game scarlet-violet"))
        }
        options.game = remaining.popFirst()
      case "--limit" where command == .search:
        let value = remaining.popFirst()
        guard let value, let limit = Int(value), limit >= 0 else {
          return .failure(
            value.map { UsageError("--limit needs a whole number, 0 for all (not '%@')", $0) }
              ?? UsageError("--limit needs a whole number, 0 for all"))
        }
        options.limit = limit == 0 ? nil : limit
        limitGiven = true
      case "--lang", "--source", "--api-url":
        shared.append(argument)
        if let value = remaining.popFirst() { shared.append(value) }
      case "--no-color":
        shared.append(argument)
      default:
        if argument.hasPrefix("--lang=") {
          shared.append(argument)
        } else if command == .search, argument.hasPrefix("-"),
          argument.contains(where: { ":<>=".contains($0) })
        {
          // A negated term of the query (`-type:normal`, `-hp>100`), not an option.
          words.append(argument)
        } else if command == .calc, argument.hasPrefix("-"), argument.contains(" ") {
          // A calculation whose attacker has a lowered stage (`-1 252 Atk Garchomp …`).
          words.append(argument)
        } else if argument == "--" {
          // Everything after it is words, not options.
          words += remaining
          remaining = []
        } else if argument.hasPrefix("-"), argument.count > 1, Int(argument) == nil {
          return .failure(.unknownOption(argument, among: Self.names(of: command)))
        } else {
          words.append(argument)
        }
      }
    }
    if command == .search, !limitGiven { options.limit = defaultLimit }
    // A game chooses which learnset or which places `show` prints; on its own it has nothing
    // to choose, and saying nothing would look as if it had been used.
    if command == .show, options.game != nil, !options.moves, !options.whereFound,
      !options.showHelp
    {
      return .failure(
        UsageError(
          "--game goes with --moves or --where, like: pokedex-tui show pikachu --moves --game red-blue"
        ))
    }
    // One page at a time, as the usage line says (`[--moves | --where]`): with both, one
    // would be dropped without a word.
    if command == .show, options.moves, options.whereFound, !options.showHelp {
      return .failure(UsageError("--moves and --where cannot be used together"))
    }
    switch Options.parse(shared, environment: environment) {
    case .failure(let error): return .failure(error)
    case .success(let app): options.app = app
    }
    options.query = words.joined(separator: " ")
    options.names = words
    if command == .natures {
      guard words.isEmpty else {
        return .failure(UsageError("natures takes no name, only --json and --lang"))
      }
      return .success(options)
    }
    if command == .team {
      // A subcommand without what it needs says so; an unknown one names them all.
      let missing: UsageError? =
        switch (words.first, words.count) {
        case ("import", 1): UsageError("team import needs a file, or - for standard input")
        case ("use", 1), ("delete", 1):
          UsageError("team %@ needs a team's number or name", words[0])
        case ("new", 1), ("rename", 1): UsageError("team %@ needs a name", words[0])
        default: nil
        }
      if let missing, !options.showHelp { return .failure(missing) }
      let valid =
        switch words.first {
        case nil: true
        case "export", "list", "copy": words.count == 1
        case "import", "use", "delete": words.count == 2
        case "new", "rename": words.count >= 2
        default: false
        }
      guard valid || options.showHelp else {
        return .failure(
          UsageError(
            "team takes nothing, export, import <file|->, list, new <name>, use <team>, "
              + "rename <name>, copy or delete <team>"))
      }
      return .success(options)
    }
    // Two to four names: another number is a usage mistake, said with compare's usage.
    if command == .compare, !words.isEmpty, !(2...Comparison.capacity).contains(words.count),
      !options.showHelp
    {
      return .failure(
        UsageError(
          "compare takes two to four names, not %@ (a name of several words goes in quotes: "
            + "\"mega charizard x\")", String(words.count)))
    }
    if options.query.trimmingCharacters(in: .whitespaces).isEmpty, !options.showHelp {
      let needs =
        switch command {
        case .show: "show needs a name or a number, like: pokedex-tui show pikachu"
        case .search: "search needs something to search for, like: pokedex-tui search pikachu"
        case .ability: "ability needs an ability's name, like: pokedex-tui ability levitate"
        case .move: "move needs a move's name, like: pokedex-tui move thunderbolt"
        case .compare:
          "compare needs two to four names, like: pokedex-tui compare garchomp salamence"
        case .team, .natures: "\(name) needs nothing"
        case .calc:
          "calc needs a calculation, like: pokedex-tui calc \"Garchomp Earthquake vs. Heatran\""
        case .location:
          "location needs a place's name, like: pokedex-tui location \"viridian forest\""
        case .item: "item needs an item's name, like: pokedex-tui item leftovers"
        }
      return .failure(UsageError(needs))
    }
    return .success(options)
  }
}
