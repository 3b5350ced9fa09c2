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

  static let usage = """
    Usage: pokedex-tui show <name|number> [--json] [options]
           pokedex-tui search <query> [--limit N] [--json] [options]
           pokedex-tui show <name|number> --moves [--game G] [--json] [options]
           pokedex-tui ability <name> [--json] [options]
           pokedex-tui move <name> [--game G] [--json] [options]
           pokedex-tui compare <name> <name> [<name> <name>] [--json] [options]
           pokedex-tui team [--json] | team export | team import <file|->
           pokedex-tui team list | new NAME | use TEAM | rename NAME | copy | delete TEAM
           pokedex-tui calc "<calculation>" [--rolls] [--stealth-rock] [--spikes N]
                            [--leech-seed] [--defender-status poison|toxic|burn] [--json]
           pokedex-tui natures [--json]
           pokedex-tui show <name|number> --where [--game G] [--json] [options]
           pokedex-tui location <place> [--game G] [--json] [options]
           pokedex-tui item <name> [--json] [options]

    show prints one Pokémon's card: number, name, genus, types, height, weight, abilities,
    base stats, evolution and type matchups, with its sprite on a colour terminal when the
    cache has it (pokedex-tui sync --sprites) or with --source live. The name may be in any
    language, with one typo; an unknown or ambiguous name exits 1 and suggests names.

    show also prints each ability's effect, the Pokédex entry of the newest game with one,
    the training and breeding record, and the species' forms. A form is named as people
    write it (mega charizard x, charizard-mega-x, alolan raichu, rotom wash) or by its
    number (10034).

    search prints the matching Pokémon, best first, one per line: number, name, types, and
    the name that matched when it is another. Nothing found exits 1. Besides words, the
    query takes terms, all of which must hold: type:fire (type:fire/flying: both),
    gen:1-3, hp>100 (hp atk def spa spd spe bst; < <= = >= >), weak:water, resists:grass,
    immune:ground, ability:levitate, learns:trick-room (in game:scarlet-violet, else the
    newest), in:viridian-forest (found there in the wild, in game: if given), egg:dragon,
    is:legendary|mythical|baby|mega|regional|gmax; - or ! negates a term, | gives
    alternatives. A term that cannot be read exits 1 naming it.

    ability prints an ability's effect and every Pokémon and form that has it (hidden ones
    marked). The name may be in any language (levitate, Lévitation); unknown exits 1.

    show --moves prints the learnset of one game (--game: a game group like scarlet-violet
    or a game like scarlet; default the newest in which it learns anything) by method:
    level-up with levels, machines with their numbers, egg, tutor, others. move prints a
    move (type, category, power, accuracy, PP, priority, target, generation, effect) and
    who learns it in one game, by method. A game that does not exist, or in which nothing
    is learned, exits 1 naming the valid ones.

    compare prints two to four Pokémon side by side (a name of several words in quotes):
    types, abilities, each base stat and the total (* marks the highest, the others show
    their difference to it), weaknesses, resistances, immunities, and who outspeeds whom.

    team prints the team (up to six, saved beside the favourites) with its defensive
    coverage (who is weak to, resists or is immune to each attacking type; weaknesses three
    share are marked) and its offensive coverage (the best its moves do against each type,
    its members' own types where no moves are chosen; the gaps named). team export prints it
    in Pokémon Showdown's paste format; team import reads one (- for standard input) and
    replaces the team, or names the first line it cannot take and changes nothing; a backup
    of several teams (=== [format] Name === headers) adds each as a team of its own. What a
    set has that the games would not allow (in the team's format's generation) is kept and
    marked with a warning.

    Several teams are kept: team list lists them (* the one being edited), team new starts
    one and edits it, team use edits another (by number or name), team rename renames the
    one being edited, team copy duplicates it, team delete deletes one.

    calc reads a damage calculation as Pokémon Showdown writes it and prints it as Showdown
    would, with the damage, its share of the defender's HP and the KO chance (generation 9,
    singles): "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran". The
    attacker: a boost (+2), Lvl N, its EVs (252+ Atk: + or - for its nature, N IVs when not
    31; 252+ Atk (Def) with Power Trick), item, ability, burned, Tera TYPE, the Pokémon by
    Showdown's name, with Power Trick, switching boosted (Pursuit), the move ((3 hits) for a
    multi-hit move). The defender: boost, Lvl N, 252 HP / 4 Def, item, ability, Tera TYPE,
    the Pokémon; then in Sun|Rain|Sand|Snow, in Electric|Grassy|Psychic|Misty Terrain,
    through Reflect|Light Screen, with Power Trick, with an ally's Aurora Veil, on a
    critical hit, in Wonder Room. What is left out is Showdown's default: level 100, 31 IVs,
    no EVs, a neutral nature, the first ability, no item, full HP. The KO chance counts the
    weather, the defender's Leftovers or Black Sludge, Grassy Terrain, --stealth-rock and
    --spikes N (1 to 3) on its side, --leech-seed, and --defender-status poison, toxic or
    burn, as Showdown does. In the app, d on a team member or a detail opens the
    calculator. A word it cannot place exits 1 naming it and what was expected there.

    show --where prints where a Pokémon is found in one game (--game, default the newest
    in which it is): each place, and under it how (walking, surfing, a rod, a gift, …),
    the levels, the chance and the conditions (time, season, swarm, …), with the games of
    the pair that have it when not both do. In a game it is not found in but evolved into,
    it names what to evolve and where that is found. PokeAPI's encounters end with Sword /
    Shield's expansions. location prints what is found at a place (its name in any
    language, or part of it), game by game in the same way.

    item prints an item: its category, effect, Pokédex text, fling power, price, the
    generations it is in, and the Pokémon that hold it in the wild (how often, in which
    games). The name may be in any language, with one typo (leftovers, Restes).

    natures prints the 25 natures: the stat each raises and the one it lowers (by a tenth),
    and the flavour it likes and dislikes; the neutral ones last.

    Options:
      --json         Print JSON instead (fields are listed in the README)
      --rolls        The sixteen damage rolls too (calc)
      --stealth-rock, --spikes N
                     Hazards on the defender's side, in the KO chance (calc)
      --leech-seed, --defender-status poison|toxic|burn
                     End-of-turn damage to the defender, in the KO chance (calc)
      --limit N      At most N results (search; default 20, 0 for all)
      --moves        The learnset instead of the card (show)
      --where        Where it is found instead of the card (show)
      --game G       The game for --moves, --where, move and location (default: the
                     newest)
      --lang en|es|fr|de|ja
                     Names and words in English, Spanish, French, German or Japanese
                     (default: the locale)
      --no-color     No colours (also when NO_COLOR is set; a pipe gets none)
      --source embedded|live
                     Offline snapshot (default) or PokeAPI over HTTP with a local cache
      --api-url URL  PokeAPI's address for --source live
      --help         Show this help
    """

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
          return .failure(UsageError("unknown option '%@'", argument))
        } else {
          words.append(argument)
        }
      }
    }
    if command == .search, !limitGiven { options.limit = defaultLimit }
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
