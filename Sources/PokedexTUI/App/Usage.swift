import PokedexCore
import TerminalUI

/// The `--help` texts: the app's and its commands' (`show`, `search`, …), in each language
/// the app speaks (`sync`'s, for whoever keeps the data, is in English). Options, commands,
/// query terms and examples are written as typed in every language; the prose around them is
/// translated.
enum Usage {
  /// The words of one language: the usage lines themselves are the same in all.
  struct Texts {
    /// The word before the usage lines: `Usage:`.
    let usage: String
    /// `pokedex-tui --help` after its usage lines.
    let app: String
    /// `pokedex-tui show --help` and every other command's, after their usage lines.
    let commands: String
  }

  /// The texts in `language`.
  static func texts(_ language: Language) -> Texts {
    switch language {
    case .english: english
    case .spanish: spanish
    case .french: french
    case .german: german
    case .japanese: japanese
    }
  }

  /// `pokedex-tui --help` in `language`.
  static func app(_ language: Language) -> String {
    let texts = texts(language)
    return lines(appLines, after: texts.usage) + "\n\n" + texts.app
  }

  /// The commands' `--help` in `language`.
  static func commands(_ language: Language) -> String {
    let texts = texts(language)
    return lines(commandsLines, after: texts.usage) + "\n\n" + texts.commands
  }

  /// What a usage mistake prints under its one-line reason: the usage lines of `command`
  /// (every line of the app's when there is no command), and where the whole help is. The
  /// whole help would bury the reason under forty lines.
  static func mistake(command: String?, _ language: Language) -> String {
    let strings = Strings.forLanguage(language)
    guard let command else {
      return lines(appLines, after: texts(language).usage) + "\n\n"
        + strings.filled("%@ --help says more.", "pokedex-tui")
    }
    // The command's lines, each with the indented lines that continue it.
    var own: [String] = []
    var taking = false
    for line in commandsLines {
      taking = line.hasPrefix(" ") ? taking : line.hasPrefix("pokedex-tui \(command) ")
      if taking { own.append(line) }
    }
    return lines(own.isEmpty ? commandsLines : own, after: texts(language).usage) + "\n\n"
      + strings.filled("%@ --help says more.", "pokedex-tui \(command)")
  }

  /// `lines` after `word`, each under the first.
  static func lines(_ lines: [String], after word: String) -> String {
    let indent = String(repeating: " ", count: displayWidth(of: word) + 1)
    return word + " " + lines.joined(separator: "\n" + indent)
  }

  /// The usage lines of app, as typed in every language, after the word for "Usage:".
  static let appLines = [
    "pokedex-tui [options]",
    "pokedex-tui show <name|number> [--moves | --where] [--game G] [--json]",
    "pokedex-tui search <query> [--limit N] [--json]",
    "pokedex-tui ability <name> [--json]",
    "pokedex-tui move <name> [--game G] [--json]",
    "pokedex-tui compare <name> <name> [<name> <name>] [--json]",
    "pokedex-tui team [--json] | team export | team import <file|->",
    "pokedex-tui team list | new NAME | use TEAM | rename NAME | copy | delete TEAM",
    "pokedex-tui calc \"<calculation>\" [--rolls] [--json]",
    "pokedex-tui natures [--json]",
    "pokedex-tui location <place> [--game G] [--json]",
    "pokedex-tui item <name> [--json]",
    "pokedex-tui sync --from URL [--output PATH] | sync --sprites [--from URL]",
  ]

  /// The usage lines of commands, as typed in every language, after the word for "Usage:".
  static let commandsLines = [
    "pokedex-tui show <name|number> [--json] [options]",
    "pokedex-tui search <query> [--limit N] [--json] [options]",
    "pokedex-tui show <name|number> --moves [--game G] [--json] [options]",
    "pokedex-tui ability <name> [--json] [options]",
    "pokedex-tui move <name> [--game G] [--json] [options]",
    "pokedex-tui compare <name> <name> [<name> <name>] [--json] [options]",
    "pokedex-tui team [--json] | team export | team import <file|->",
    "pokedex-tui team list | new NAME | use TEAM | rename NAME | copy | delete TEAM",
    "pokedex-tui calc \"<calculation>\" [--rolls] [--stealth-rock] [--spikes N]",
    "                 [--leech-seed] [--defender-status poison|toxic|burn] [--json]",
    "pokedex-tui natures [--json]",
    "pokedex-tui show <name|number> --where [--game G] [--json] [options]",
    "pokedex-tui location <place> [--game G] [--json] [options]",
    "pokedex-tui item <name> [--json] [options]",
  ]

  static let english = Texts(
    usage: "Usage:",
    app: """
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
      """,
    commands: """
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
      """)
}
