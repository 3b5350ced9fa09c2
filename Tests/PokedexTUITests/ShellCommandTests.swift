import Foundation
import PokedexCore
import PokedexTUI
import TerminalTesting
import TestServer
import Testing

/// `show` and `search` run as a script runs them: in a pipe, read back as text and as JSON.
@Suite(.waitsOnChildProcesses)
struct ShellCommandTests {
  struct Run {
    var status: Int32
    var output: String
    var error: String
  }

  /// Runs the built app with `arguments`, standard output and error in pipes, and its cache
  /// in `cache` (a fresh empty one unless given), so no sprite is found by accident.
  func run(_ arguments: [String], cache: URL? = nil, environment: [String: String] = [:]) throws
    -> Run
  {
    let process = Process()
    process.executableURL = Tmux.binary
    process.arguments = arguments
    var variables = ProcessInfo.processInfo.environment
    variables["XDG_CACHE_HOME"] =
      cache?.path
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)").path
    variables["LANG"] = "C.UTF-8"
    variables["LC_ALL"] = nil
    variables["LC_MESSAGES"] = nil
    variables.merge(environment) { _, new in new }
    process.environment = variables
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
      error: String(decoding: err, as: UTF8.self))
  }

  /// What the commands that read the Pokédex and write nothing answer (`show`, `search`,
  /// `ability`, `move`, `compare`, `calc`, `natures`, `location`, `item`), asked in this
  /// process as the program asks them (its data read once for every test), its output a pipe.
  /// The process itself (its exit, its streams) is tested by ``run(_:cache:environment:)``.
  func ask(_ arguments: [String], environment: [String: String] = [:]) async -> Run {
    let arguments = ShellCommand.commandFirst(arguments)
    precondition(Self.readOnly.contains(arguments[0]), "\(arguments[0]) is asked of a process")
    let answer = await ShellCommand.answer(
      arguments[0], Array(arguments.dropFirst()),
      environment: ["LANG": "C.UTF-8"].merging(environment) { _, new in new },
      outputIsTerminal: false)
    return Run(status: answer.status, output: answer.output, error: answer.error)
  }

  /// The commands ``ask(_:environment:)`` may ask.
  static let readOnly: Set = [
    "show", "search", "ability", "move", "compare", "calc", "natures", "location", "item",
  ]

  @Test func showPrintsAPlainCardInAPipe() async throws {
    let card = await ask(["show", "pikachu"])
    #expect(card.status == 0)
    #expect(card.error.isEmpty)
    let lines = card.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "#025 Pikachu   ELECTRIC")
    for expected in [
      "Mouse Pokémon", "Height 0.4 m   Weight 6.0 kg", "Abilities", "Static — ",
      "Lightning Rod (hidden) — ", "Pokédex entry (", "Training and breeding",
      "EV yield 2 Speed  ·  Catch rate 190", "Egg groups Field, Fairy  ·  Gender 50% ♂ 50% ♀",
      "Forms: Pikachu, Pikachu Rock Star", "Base stats", "Speed     90 ████████████",
      "Total    320", "Evolution", "Pichu",
      "└─ Pikachu (Level up with high friendship)",
      "   └─ Raichu (Use Thunder Stone; Use Thunder Stone in Alola into Alolan Raichu)",
      "Weak to ×2  GROUND",
    ] {
      #expect(lines.contains { $0.hasPrefix(expected) }, "missing \(expected)")
    }
    #expect(!card.output.contains("\u{1B}"))  // not one escape sequence in a pipe
    // The same card by number, by its Japanese name, with a typo, and in another case.
    for other in ["25", "#025", "ピカチュウ", "ぴかちゅう", "pikachuu", "PIKACHU"] {
      #expect(await ask(["show", other]).output == card.output, "show \(other)")
    }
  }

  @Test func showInSpanish() async throws {
    let card = await ask(["show", "--lang", "es", "charizard"])
    #expect(card.status == 0)
    #expect(card.output.hasPrefix("#006 Charizard   FUEGO   VOLADOR"))
    #expect(card.output.contains("Estadísticas base"))
    #expect(card.output.contains("Débil a ×4  ROCA"))
    // Options before the command mean the same.
    let before = try run(["--lang", "es", "--no-color", "show", "charizard"])
    #expect(before.status == 0)
    #expect(before.output == card.output)
    // A value is not a command, and an option the command does not take is named.
    let recorded = try run(["--record", "show", "charizard"])
    #expect(recorded.status == 2)
    let stray = try run(["--speed", "2", "show", "charizard"])
    #expect(stray.status == 2)
    #expect(stray.error.contains("pokedex-tui show: unknown option '--speed'"))
  }

  @Test func optionsMayComeBeforeTheCommand() {
    #expect(
      ShellCommand.commandFirst(["--lang", "de", "show", "pikachu"])
        == ["show", "--lang", "de", "pikachu"])
    #expect(ShellCommand.commandFirst(["--no-color", "team"]) == ["team", "--no-color"])
    #expect(ShellCommand.commandFirst(["--record", "show"]) == ["--record", "show"])
    #expect(ShellCommand.commandFirst(["show", "--lang", "de"]) == ["show", "--lang", "de"])
    #expect(ShellCommand.commandFirst(["--lang", "de"]) == ["--lang", "de"])
    #expect(ShellCommand.commandFirst(["--lang", "de", "pikachu"]) == ["--lang", "de", "pikachu"])
  }

  @Test func anAmbiguousOrUnknownNameExits1WithSuggestions() async throws {
    let ambiguous = await ask(["show", "char"])
    #expect(ambiguous.status == 1)
    #expect(ambiguous.output.isEmpty)
    #expect(
      ambiguous.error.hasPrefix(
        "pokedex-tui show: \"char\" could be more than one Pokémon: did you mean Charmander, "
          + "Charmeleon, Charizard"))
    let unknown = await ask(["show", "pikachoo"])
    #expect(unknown.status == 1)
    #expect(unknown.output.isEmpty)
    #expect(
      unknown.error
        == "pokedex-tui show: no Pokémon is called \"pikachoo\": did you mean Pikachu?\n")
    // A start of a name with a typo (Unova Cap Pikachu's `pikachuun…`) is a suggestion, not
    // an answer: the species comes first.
    let startTypo = await ask(["show", "pikachuuu"])
    #expect(startTypo.status == 1)
    #expect(startTypo.error.contains("no Pokémon is called \"pikachuuu\": did you mean Pikachu"))
    // A longer start matched only with a typo of its own (`pikachuuu` again) gives way to a
    // shorter one matched better: it suggested Unova Cap Pikachu alone.
    let longer = await ask(["show", "pikachuuuu"])
    #expect(
      longer.error
        == "pokedex-tui show: no Pokémon is called \"pikachuuuu\": did you mean Pikachu?\n")
    // In the display language, the names in it too, and its own names' matches first.
    let french = await ask(["show", "char", "--lang", "fr"])
    #expect(
      french.error.hasPrefix(
        "pokedex-tui show: « char » peut désigner plusieurs Pokémon : vouliez-vous dire "
          + "Charmillon, Charmina"))
    #expect(french.error.contains(" ou "))
    let german = await ask(["show", "pikachoo", "--lang", "de"])
    #expect(
      german.error == "pokedex-tui show: kein Pokémon heißt „pikachoo“: meintest du Pikachu?\n")
    let nothing = await ask(["show", "xyzzy"])
    #expect(nothing.status == 1)
    // Nothing close: no search is suggested, as one would find nothing either.
    #expect(
      nothing.error == "pokedex-tui show: no Pokémon is called \"xyzzy\", and no name comes close\n"
    )
    let number = await ask(["show", "2000"])
    #expect(number.status == 1)
    #expect(
      number.error
        == "pokedex-tui show: there is no Pokémon #2000 (species go from 1 to 1025, other forms "
        + "from 10001 on)\n")
    // Forms have numbers past 10000, and a number below 1 is a number, not a search term.
    #expect(await ask(["show", "10034"]).status == 0)
    let forms = await ask(["show", "10500"])
    #expect(forms.status == 1 && forms.error.contains("there is no Pokémon #10500 (species"))
    // Numbers are never read as a name with a typo: 1026 is past the dex, not a form.
    let past = await ask(["show", "1026"])
    #expect(past.status == 1 && past.error.contains("there is no Pokémon #1026 (species"))
    #expect(await ask(["show", "#0025"]).status == 0)
    let both = await ask(["show", "pikachu", "--where", "--moves"])
    #expect(both.status == 2)
    #expect(both.error.hasPrefix("pokedex-tui show: --moves and --where cannot be used together"))
    let negative = await ask(["show", "-1"])
    #expect(negative.status == 1)
    #expect(negative.error.hasPrefix("pokedex-tui show: there is no Pokémon #-1 (species"))
  }

  @Test func usageMistakesExit2() async throws {
    let missing = await ask(["show"])
    #expect(missing.status == 2)
    #expect(missing.error.hasPrefix("pokedex-tui show: show needs a name or a number"))
    // Under the reason, show's own usage lines only, and where the whole help is.
    #expect(missing.error.contains("Usage: pokedex-tui show <name|number> [--json] [options]"))
    #expect(missing.error.contains("pokedex-tui show <name|number> --where"))
    #expect(!missing.error.contains("pokedex-tui calc") && !missing.error.contains("--leech-seed"))
    #expect(missing.error.hasSuffix("\n\npokedex-tui show --help says more.\n"))
    let calc = await ask(["calc"])
    #expect(calc.error.contains("[--leech-seed]"), "a command's usage keeps its second line")
    let limit = await ask(["search", "pi", "--limit", "many"])
    #expect(limit.status == 2)
    #expect(limit.error.hasPrefix("pokedex-tui search: --limit needs a whole number"))
    let option = await ask(["show", "pikachu", "--frobnicate"])
    #expect(option.status == 2)
    #expect(option.error.hasPrefix("pokedex-tui show: unknown option '--frobnicate'"))
    // A typo of one of the command's options is named; one of another command's is not.
    let typo = await ask(["search", "pika", "--limt", "3"])
    #expect(
      typo.error.hasPrefix("pokedex-tui search: unknown option '--limt' (did you mean --limit?)"))
    // What a subcommand lacks is named, with the command's usage (exit 2).
    let importing = try run(["team", "import"])
    #expect(importing.status == 2)
    #expect(importing.error.hasPrefix("pokedex-tui team: team import needs a file, or - for"))
    #expect(importing.error.contains("Usage: pokedex-tui team"))
    #expect(
      try run(["team", "rename"]).error.hasPrefix("pokedex-tui team: team rename needs a name"))
    let one = await ask(["compare", "pikachu"])
    #expect(one.status == 2 && one.error.contains("Usage: pokedex-tui compare"))
    #expect(one.error.hasPrefix("pokedex-tui compare: compare takes two to four names, not 1"))
    // `help show` is show's help; a command after another word is said to go first.
    #expect(ShellCommand.commandFirst(["help", "show"]) == ["show", "--help"])
    #expect(ShellCommand.commandFirst(["help"]) == ["help"])
    let elsewhere = await ask(["show", "pikachu", "--limt"])
    #expect(elsewhere.error.hasPrefix("pokedex-tui show: unknown option '--limt'\n"))
    let help = await ask(["show", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("pokedex-tui search <query> [--limit N]"))
    #expect(help.output.contains("--json"))
    // The app's own help names the commands, and the sync's names --sprites.
    let appHelp = try run(["--help"])
    for command in ["show <name|number>", "search <query>", "ability <name>", "move <name>"]
      + ["compare <name> <name>", "team [--json]", "sync --from URL"]
    {
      #expect(appHelp.output.contains("pokedex-tui \(command)"), "\(command)")
    }
    #expect(appHelp.output.contains("o sorts (O reverses)"))
    // The help in the language asked for, or the locale's; a mistake's help too.
    #expect(try run(["--help", "--lang", "de"]).output.hasPrefix("Aufruf: pokedex-tui [options]"))
    let japanese = try run(["show", "--help"], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.output.hasPrefix("使い方: pokedex-tui show <name|number>"))
    let french = await ask(["show", "pikachu", "--frobnicate", "--lang", "fr"])
    #expect(french.status == 2 && french.error.contains("Utilisation : pokedex-tui show"))
    #expect(try run(["sync", "--help"]).output.contains("pokedex-tui sync --sprites [--from URL]"))
    // The options every command takes go with sync too (its messages are English).
    let global = try run(["sync", "--help", "--no-color", "--lang", "de"])
    #expect(global.status == 0 && global.output.contains("pokedex-tui sync --sprites"))
    #expect(try run(["sync", "--lang", "xx"]).status == 2)  // a usage mistake, as elsewhere
    #expect(try run(["sync", "--frobnicate"]).status == 2)
    // PokeAPI's failures in the display language (a port nothing listens on).
    let cache = FileManager.default.temporaryDirectory.appending(path: "pokedex-\(UUID())")
    defer { try? FileManager.default.removeItem(at: cache) }
    let offline = try run(
      ["show", "mewtwo", "--source", "live", "--api-url", "http://127.0.0.1:1", "--lang", "de"],
      environment: ["XDG_CACHE_HOME": cache.path])
    #expect(offline.status == 1 && offline.error.contains("PokeAPI ist nicht erreichbar"))
    // An option after --game is not a game.
    let noGame = await ask(["show", "pikachu", "--game", "--lang", "de"])
    #expect(noGame.status == 2 && noGame.error.contains("--game braucht ein Spiel"))
  }

  /// The fields README.md lists for `show --json`.
  struct CardJSON: Decodable {
    struct Stats: Decodable {
      var hp, attack, defense, specialAttack, specialDefense, speed, total: Int
    }
    struct Evolution: Decodable {
      var id: Int
      var name: String
      var conditions: [Condition]
      var evolvesTo: [Evolution]
    }
    /// One way to evolve: its trigger, some of its fields, its words.
    struct Condition: Decodable, Equatable {
      var trigger: String
      var item: String?
      var fromForm: String?
      var toForm: String?
      var text: String
    }
    struct Matchups: Decodable {
      // `weak_4x` read back from snake case: the digit's letter is capitalised.
      var weak4X, weak2X, resistsHalf, resistsQuarter, immune: [String]
    }
    struct Ability: Decodable {
      var name, displayName: String
      var hidden: Bool
    }
    var id: Int
    var number, name, genus: String
    var names: [String: String]
    var types: [String]
    var generation: Int
    var heightM, weightKg: Double
    var abilities: [Ability]
    var stats: Stats
    var evolution: Evolution?
    var matchups: Matchups?
    var hasSprite: Bool
  }

  func decodeCard(_ text: String) throws -> CardJSON {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(CardJSON.self, from: Data(text.utf8))
  }

  @Test func showJSONHasTheCardsData() async throws {
    let result = await ask(["show", "mewtwo", "--json"])
    #expect(result.status == 0)
    let card = try decodeCard(result.output)
    #expect(card.id == 150 && card.number == "#150" && card.name == "Mewtwo")
    #expect(card.names["ja"] == "ミュウツー")
    #expect(card.types == ["psychic"] && card.generation == 1)
    #expect(card.heightM == 2.0 && card.weightKg == 122.0)
    #expect(card.stats.total == 680 && card.stats.specialAttack == 154)
    #expect(card.abilities.map(\.displayName) == ["Pressure", "Unnerve"])
    #expect(card.abilities.map(\.hidden) == [false, true])
    // A single-stage chain names the species, not its slug.
    #expect(card.evolution?.name == "Mewtwo" && card.evolution?.evolvesTo.isEmpty == true)
    #expect(card.matchups?.weak2X == ["bug", "ghost", "dark"])
    #expect(card.matchups?.resistsHalf == ["fighting", "psychic"])
    #expect(card.hasSprite == false)
    let eevee = try decodeCard(await ask(["show", "eevee", "--json"]).output)
    #expect(eevee.evolution?.evolvesTo.count == 8)
    #expect(
      eevee.evolution?.evolvesTo.first?.conditions == [
        .init(trigger: "use-item", item: "water-stone", text: "Use Water Stone")
      ])
    // Each way says which form it is for, as data and in the display language.
    let sandslash = try decodeCard(
      await ask(["show", "sandslash-alola", "--json", "--lang", "fr"]).output)
    let ways = try #require(sandslash.evolution?.evolvesTo.first?.conditions)
    #expect(ways.count == 2)
    #expect(ways.first?.fromForm == "sandshrew-alola" && ways.first?.toForm == "sandslash-alola")
    #expect(ways.first?.item == "ice-stone")
    #expect(
      ways.first?.text == "Utiliser Pierre Glace depuis Sabelette d’Alola en Sablaireau d’Alola")
    #expect(ways.last?.trigger == "level-up" && ways.last?.fromForm == nil)
    let slowking = try decodeCard(await ask(["show", "slowking", "--json"]).output)
    let kingsRock = slowking.evolution?.evolvesTo.last?.conditions.first?.text
    #expect(kingsRock == "Trade holding King’s Rock")
  }

  @Test func showFindsTheSpriteInTheCache() throws {
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let sprites = PokeAPICache(directory: cache.appendingPathComponent("pokedex/pokeapi"))
    try sprites.storeSprite(TestSprite.disc(color: (250, 200, 40)), id: 25, shiny: false)
    let withSprite = try decodeCard(try run(["show", "25", "--json"], cache: cache).output)
    #expect(withSprite.hasSprite)
    let other = try decodeCard(try run(["show", "26", "--json"], cache: cache).output)
    #expect(!other.hasSprite)
    // In a pipe the card stays text: half-blocks without colours would be noise.
    #expect(!(try run(["show", "25"], cache: cache).output.contains("▀")))
  }

  @Test func searchPrintsRankedResultsOnePerLine() async throws {
    let result = await ask(["search", "nidoran", "--limit", "3"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        #029   Nidoran♀  Poison
        #032   Nidoran♂  Poison
        #030   Nidorina  Poison

        """)
    let japanese = await ask(["search", "ピカ", "--limit", "1"])
    #expect(japanese.output == "#025   Pikachu  Electric  (ピカチュウ)\n")
    // The default limit, and every result with --limit 0. Fewer shown than found is said on
    // the error stream (out of a pipe's way), with how to see them all.
    let limited = await ask(["search", "a"])
    let all = await ask(["search", "a", "--limit", "0"])
    let found = all.output.split(separator: "\n").count
    #expect(limited.output.split(separator: "\n").count == 20 && found > 300)
    #expect(
      limited.error
        == "pokedex-tui search: the first 20 of \(found) are shown; --limit 0 shows them all\n")
    #expect(all.error.isEmpty && result.error.contains("the first 3 of "))
    #expect(await ask(["search", "nidoran", "--limit", "3", "--json"]).error.contains("3 of"))
    let german = await ask(["search", "a", "--lang", "de"])
    #expect(german.error.contains("die ersten 20 von \(found) werden gezeigt"))
    #expect(await ask(["search", "pikachu", "--limit", "100"]).error.isEmpty)
    let none = await ask(["search", "xyzzy"])
    #expect(none.status == 1)
    #expect(none.output.isEmpty)
    #expect(none.error == "pokedex-tui search: no Pokémon match \"xyzzy\"\n")
  }

  /// The query language (#31): terms filter, `--json` gives the same entries, a malformed
  /// term is named (exit 1).
  @Test func searchTakesTheQueryLanguage() async throws {
    let text = await ask(["search", "type:dragon spe>100 resists:fire -is:legendary"])
    #expect(text.status == 0)
    #expect(text.output.contains("Garchomp") && !text.output.contains("Latios"))
    let json = await ask(
      ["search", "type:dragon spe>100 resists:fire -is:legendary", "--json", "--limit", "0"])
    let entries = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(entries.contains { $0["name"] as? String == "Mega Salamence" })
    #expect(entries.allSatisfy { ($0["types"] as? [String])?.contains("dragon") == true })
    let lines = text.output.split(separator: "\n")
    #expect(entries.prefix(lines.count).compactMap { $0["name"] as? String }.count == lines.count)
    let bad = await ask(["search", "char type:Fier"])
    #expect(bad.status == 1)
    #expect(bad.output.isEmpty)
    #expect(
      bad.error
        == "pokedex-tui search: \"type:Fier\": expected a type like fire (or its name in your "
        + "language, like feu)\n", "the term quoted as typed")
    // In the display language, and a type's name in it is a type.
    let french = await ask(["search", "char type:fier", "--lang", "fr"])
    #expect(french.error == "pokedex-tui search: « type:fier » : il faut un type comme feu\n")
    #expect(
      await ask(["search", "type:feu/vol"]).output
        == (await ask(["search", "type:fire/flying"])).output)
  }

  /// `compare` (#31): a table of two to four, the highest marked; `--json` says the same;
  /// a wrong number of names or an unknown one exits 1.
  @Test func compareShowsTwoToFourSideBySide() async throws {
    let text = await ask(["compare", "garchomp", "salamence"])
    #expect(text.status == 0)
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("#445 Garchomp") == true)
    // The names stand over their columns.
    let valueColumn = try #require(lines.first { $0.hasPrefix("Types") }?.firstRange(of: "Dragon"))
    #expect(
      lines.first?.firstRange(of: "#445")?.lowerBound.utf16Offset(in: lines[0])
        == valueColumn.lowerBound.utf16Offset(in: lines[1]))
    #expect(lines.first?.contains("#373 Salamence") == true)
    #expect(
      lines.contains { $0.hasPrefix("Speed") && $0.contains("102 *") && $0.contains("100 (-2)") })
    #expect(lines.contains { $0.hasPrefix("Weak to") && $0.contains("Ice×4") })
    #expect(lines.last == "Speed: Garchomp (102) > Salamence (100)")
    // A ×¼ resistance says so as a ×4 weakness does (Mega Charizard X: Fire and Grass).
    let mega = await ask(["compare", "mega charizard x", "garchomp"]).output
    #expect(mega.contains("Resists    Fire×¼ Grass×¼ Bug Steel Electric "), "\(mega)")
    #expect(
      lines.contains {
        $0.hasPrefix("Abilities") && $0.contains("Sand Veil, Rough Skin (hidden)")
          && $0.contains("Intimidate, Moxie (hidden)")
      })
    // In French: the abilities by their names, the speed line too.
    let french = await ask(["compare", "garchomp", "salamence", "--lang", "fr"]).output
    #expect(french.contains("Voile Sable, Peau Dure (caché)"))
    #expect(french.hasSuffix("Vitesse: Carchacrok (102) > Drattak (100)\n"))
    let json = await ask(["compare", "garchomp", "salamence", "mega charizard x", "--json"])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let pokemon = try #require(parsed["pokemon"] as? [[String: Any]])
    #expect(pokemon.compactMap { $0["id"] as? Int } == [445, 373, 10034])
    let highest = try #require(parsed["highest"] as? [String: [Int]])
    #expect(highest["speed"] == [445] && highest["total"] == [10034])
    let ties = try #require(parsed["speed_ties"] as? [[Int]])
    #expect(ties == [[373, 10034]])
    let one = await ask(["compare", "garchomp"])
    #expect(one.status == 2 && one.error.contains("two to four names"))  // a usage mistake
    let unknown = await ask(["compare", "garchomp", "zzzzzz"])
    #expect(unknown.status == 1 && unknown.error.contains("no Pokémon is called \"zzzzzz\""))
    // Worded as show words it: a number past the dex says its range.
    let number = await ask(["compare", "garchomp", "2000"])
    #expect(number.error.contains("there is no Pokémon #2000 (species go from 1 to 1025"))
  }

  /// `team import`, `team`, `team export` (#31): a Showdown paste in, the team and its
  /// coverage out, the same paste back; a line that cannot be taken changes nothing.
  @Test func aTeamIsImportedShownAndExported() throws {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-team-\(UUID().uuidString)")
    let environment = ["XDG_DATA_HOME": data.path]
    let paste = data.appendingPathComponent("paste.txt")
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    try "Garchomp @ Choice Scarf\nAbility: Rough Skin\n- Earthquake\n- Fire Fang\n\nRotom-Wash\n"
      .write(to: paste, atomically: true, encoding: .utf8)
    let imported = try run(["team", "import", paste.path], environment: environment)
    #expect(imported.status == 0 && imported.output == "The team is now 2 Pokémon.\n")
    let shown = try run(["team"], environment: environment)
    #expect(
      shown.output.hasPrefix("#445 Garchomp  Dragon/Ground  Rough Skin  (Earthquake, Fire Fang)"))
    #expect(shown.output.contains("Ice: weak Garchomp ×4; resist Wash Rotom"))
    #expect(shown.output.contains("Ground: immune Wash Rotom"))  // Levitate
    let french = try run(["team", "--lang", "fr"], environment: environment)
    #expect(french.output.contains("Glace: faible Carchacrok ×4; résiste Motisma Lavage"))
    #expect(french.output.contains("#445 Carchacrok  Dragon/Sol  Peau Dure"))
    #expect(french.output.contains("Lacunes: "))
    #expect(shown.output.contains("Gaps: "))
    #expect(shown.output.contains("#445 Garchomp  Dragon/Ground  Rough Skin"))
    let json = try run(["team", "--json"], environment: environment)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let members = try #require(parsed["members"] as? [[String: Any]])
    #expect(members.compactMap { $0["id"] as? Int } == [445, 10009])
    #expect(members.compactMap { $0["pokemon_id"] as? Int } == [445, 10009])
    #expect(members.compactMap { $0["species"] as? String } == ["Garchomp", "Rotom-Wash"])
    // Its actual stats at level 100, no EVs, 31 IVs, no nature: the games' formula.
    #expect(
      members.first?["stats"] as? [String: Int]
        == ["hp": 357, "atk": 296, "def": 226, "spa": 196, "spd": 206, "spe": 240])
    let exported = try run(["team", "export"], environment: environment)
    #expect(
      exported.output
        == "Garchomp @ Choice Scarf\nAbility: Rough Skin\n- Earthquake\n- Fire Fang\n\nRotom-Wash\n"
    )
    // Imported again over a team with members: the one it replaced is named, and how to keep
    // a team instead.
    let again = try run(["team", "import", paste.path], environment: environment)
    #expect(
      again.output
        == "Replaced \"Team 1\" (2 Pokémon): the team is now 2 Pokémon (team new NAME before an "
        + "import keeps a team).\n", "\(again.output)")
    // A paste with a bad third set: named by its line, the saved team untouched.
    let saved = try Data(contentsOf: data.appendingPathComponent("pokedex/team.json"))
    try "Pikachu\n\nMewtwo\n\nGarchomp\n- Thunderpunchy\n".write(
      to: paste, atomically: true, encoding: .utf8)
    let refused = try run(["team", "import", paste.path], environment: environment)
    #expect(refused.status == 1)
    #expect(refused.error.contains("line 6: no move is called \"Thunderpunchy\""))
    #expect(try Data(contentsOf: data.appendingPathComponent("pokedex/team.json")) == saved)
    // A move it cannot learn is kept, and said.
    try "Garchomp\n- Thunderbolt\n".write(to: paste, atomically: true, encoding: .utf8)
    let warned = try run(["team", "import", paste.path], environment: environment)
    #expect(warned.status == 0)
    #expect(warned.output.contains("warning: line 2: Garchomp learns \"Thunderbolt\" in no game"))
    try Data(saved).write(to: data.appendingPathComponent("pokedex/team.json"))
    #expect(try Data(contentsOf: data.appendingPathComponent("pokedex/team.json")) == saved)
    // A file that cannot be a paste says why, and the team stays.
    let missing = try run(
      ["team", "import", data.appendingPathComponent("nope.txt").path], environment: environment)
    #expect(missing.status == 1 && missing.error.contains("there is no such file"))
    let folder = try run(["team", "import", data.path], environment: environment)
    #expect(folder.status == 1 && folder.error.contains("it is a folder"))
    let binary = data.appendingPathComponent("binary.txt")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
    let garbage = try run(["team", "import", binary.path], environment: environment)
    #expect(garbage.status == 1 && garbage.error.contains("it is not text (UTF-8)"))
    // A read that truly fails (a link to /proc/self/mem, unmapped at its start) says the
    // system's reason, as `I` does; it said "it cannot be read", the same for every cause.
    let unreadable = data.appendingPathComponent("unreadable.txt")
    try FileManager.default.createSymbolicLink(
      atPath: unreadable.path, withDestinationPath: "/proc/self/mem")
    let failed = try run(["team", "import", unreadable.path], environment: environment)
    #expect(failed.status == 1 && failed.error.contains(": Input/output error"), "\(failed.error)")
    #expect(!failed.error.contains("it cannot be read"), "\(failed.error)")
    #expect(try Data(contentsOf: data.appendingPathComponent("pokedex/team.json")) == saved)
    let usage = try run(["team", "delete"], environment: environment)
    #expect(usage.status == 2)  // delete which team?
    // A team file that cannot be decoded is moved aside, and the command says so rather than
    // printing an empty team as if nothing had happened.
    try Data("{ not a team".utf8).write(to: data.appendingPathComponent("pokedex/team.json"))
    let corrupt = try run(["team"], environment: environment)
    #expect(corrupt.status == 1)
    #expect(corrupt.error.contains("team.json"))
    let aside = try FileManager.default.contentsOfDirectory(
      atPath: data.appendingPathComponent("pokedex").path)
    #expect(aside.contains { $0.hasPrefix("team") && $0 != "team.json" && $0 != "team.txt" })
    // Said in the display language, the file and the decoder's reason as they came.
    try Data("{ not a team".utf8).write(to: data.appendingPathComponent("pokedex/team.json"))
    let german = try run(["team", "--lang", "de"], environment: environment)
    #expect(german.status == 1 && german.error.contains("team.json konnte nicht gelesen werden"))
    #expect(german.error.contains("verschoben"), "\(german.error)")
  }

  /// Several teams from the shell: a backup adds each team with its name and format, `list`
  /// marks the one edited, `use`, `new`, `rename`, `copy`, `delete`; an older `team.json` (one
  /// list of members) reads as the first team; export writes the header back.
  @Test func teamsAreListedMadeSwitchedAndDeleted() throws {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-teams-\(UUID().uuidString)")
    let environment = ["XDG_DATA_HOME": data.path]
    let folder = data.appendingPathComponent("pokedex")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    try Data(#"[{"pokemon":445,"moves":["earthquake"]}]"#.utf8)
      .write(to: folder.appendingPathComponent("team.json"))
    #expect(
      try run(["team", "list"], environment: environment).output == "* 1 Team 1: 1 Pokémon\n")
    let paste = data.appendingPathComponent("backup.txt")
    try "=== [gen4ou] Ghosts ===\n\nGengar\nAbility: Levitate\n\n=== Rain ===\n\nPelipper\n"
      .write(to: paste, atomically: true, encoding: .utf8)
    let imported = try run(["team", "import", paste.path], environment: environment)
    #expect(imported.output == "Added 2 teams: \"Ghosts\", \"Rain\"; now editing \"Ghosts\".\n")
    #expect(
      try run(["team", "list"], environment: environment).output
        == "  1 Team 1: 1 Pokémon\n* 2 Ghosts [gen4ou]: 1 Pokémon\n  3 Rain: 1 Pokémon\n")
    // Checked in generation 4, where Gengar had Levitate: no warning.
    let shown = try run(["team"], environment: environment).output
    #expect(shown.hasPrefix("#094 Gengar") && !shown.contains("⚠"))
    #expect(
      try run(["team", "export"], environment: environment).output
        == "=== [gen4ou] Ghosts ===\n\nGengar\nAbility: Levitate\n")
    #expect(
      try run(["team", "use", "rain"], environment: environment).output == "Editing \"Rain\".\n")
    #expect(try run(["team", "copy"], environment: environment).output.contains("Rain (copy)"))
    #expect(
      try run(["team", "rename", "Storm", "Front"], environment: environment).output
        == "Renamed \"Rain (copy)\" to \"Storm Front\".\n")
    #expect(try run(["team", "new", "Rain"], environment: environment).output.contains("Rain (2)"))
    #expect(try run(["team", "delete", "1"], environment: environment).output.contains("Team 1"))
    #expect(
      try run(["team", "list"], environment: environment).output
        == "  1 Ghosts [gen4ou]: 1 Pokémon\n  2 Rain: 1 Pokémon\n  3 Storm Front: 1 Pokémon\n"
        + "* 4 Rain (2): 0 Pokémon\n")
    // A paste named as another team: the team edited takes a name no other team has ("Rain
    // (2)", its own, rather than a second "Rain"); a paste named as itself leaves its name.
    let rain = data.appendingPathComponent("rain.txt")
    for header in ["=== Rain ===", "=== Rain (2) ==="] {
      try "\(header)\n\nPelipper\n".write(to: rain, atomically: true, encoding: .utf8)
      #expect(try run(["team", "import", rain.path], environment: environment).status == 0)
      #expect(
        try run(["team", "list"], environment: environment).output.hasSuffix(
          "  2 Rain: 1 Pokémon\n  3 Storm Front: 1 Pokémon\n* 4 Rain (2): 1 Pokémon\n"), "\(header)"
      )
    }
    // A name first, then a number: a team called "3" is found by its name.
    #expect(try run(["team", "new", "3"], environment: environment).output.contains("\"3\""))
    #expect(try run(["team", "use", "ghosts"], environment: environment).status == 0)
    #expect(try run(["team", "use", "3"], environment: environment).output == "Editing \"3\".\n")
    let empty = try run(["team", "rename", "  "], environment: environment)
    #expect(empty.status == 1 && empty.error.contains("cannot be empty"))
    let unknown = try run(["team", "use", "Snow"], environment: environment)
    #expect(unknown.status == 1 && unknown.error.contains("no team is called \"Snow\""))
    // The teams it names are numbered, as `team list` numbers them (`team use 9` named them
    // without the numbers that also find them).
    let numbered = try run(["team", "use", "9"], environment: environment)
    #expect(
      numbered.status == 1 && numbered.error.contains("(the teams: 1 \""), "\(numbered.error)")
    // In the display language, the team's name as it is (issue #41).
    let german = try run(["team", "use", "3", "--lang", "de"], environment: environment)
    #expect(german.output == "„3“ in Bearbeitung.\n")
    let japanese = try run(["team", "use", "Snow", "--lang", "ja"], environment: environment)
    #expect(japanese.status == 1 && japanese.error.contains("「Snow」というチームはありません"))
    // A copy is named in the display language too, as is a backup's unnamed team.
    let copied = try run(["team", "copy", "--lang", "fr"], environment: environment)
    #expect(copied.output.contains("3 (copie)"), "\(copied.output)")
    let unnamed = data.appendingPathComponent("unnamed.txt")
    try "=== Snow ===\n\nAbomasnow\n\n=== [gen9ou] ===\n\nPikachu\n"
      .write(to: unnamed, atomically: true, encoding: .utf8)
    let added = try run(["team", "import", unnamed.path, "--lang", "es"], environment: environment)
    #expect(added.output.contains("\"Equipo 8\""), "\(added.output)")  // the eighth team
    #expect(try run(["team", "frobnicate"], environment: environment).status == 2)
  }

  /// A nickname with an escape sequence in `team.json` (written by hand, or by a version that
  /// took it from a paste) is shown by `team export`, not obeyed by the terminal it prints to.
  @Test func anExportShowsControlCharactersInsteadOfSendingThem() throws {
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-export-\(UUID().uuidString)")
    let folder = data.appendingPathComponent("pokedex")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: data) }
    try Data(#"[{"pokemon":25,"nickname":"Evil\u001b]52;c;SGk=\u0007"}]"#.utf8)
      .write(to: folder.appendingPathComponent("team.json"))
    let exported = try run(["team", "export"], environment: ["XDG_DATA_HOME": data.path])
    #expect(exported.status == 0)
    #expect(exported.output == "Evil␛]52;c;SGk=␇ (Pikachu)\n")
  }

  /// `move` and `ability` forgive a typo as the Moves tab and `show` do, and name what comes
  /// close when nothing matches (#41); a query may start with a negated term.
  @Test func movesAndAbilitiesForgiveATypo() async throws {
    let move = await ask(["move", "tunderbolt"])
    #expect(move.status == 0 && move.output.hasPrefix("Thunderbolt"))
    let ability = await ask(["ability", "levitat"])
    #expect(ability.status == 0 && ability.output.hasPrefix("Levitate"))
    let french = await ask(["move", "tonerre", "--lang", "fr"])
    #expect(french.status == 0 && french.output.hasPrefix("Tonnerre"))
    let several = await ask(["move", "thunde"])
    #expect(several.status == 1 && several.error.contains("could be more than one"))
    #expect(several.error.contains("Thunderbolt") || several.error.contains("Thunder"))
    let close = await ask(["ability", "levitationzzz"])
    #expect(close.status == 1 && close.error.contains("did you mean Levitate"))
    let none = await ask(["move", "qqqqqq"])
    #expect(none.status == 1 && none.error.contains("no move is called"))
    let negated = await ask(["search", "-type:normal", "hp>=150"])
    #expect(negated.status == 0 && negated.output.contains("Wobbuffet"))
    #expect(!negated.output.contains("Blissey"))
  }

  @Test func searchJSONParsesBack() async throws {
    let result = await ask(["search", "mrmime", "--json"])
    #expect(result.status == 0)
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
    #expect(parsed.count == 1)
    #expect(parsed.first?["id"] as? Int == 122)
    #expect(parsed.first?["name"] as? String == "Mr. Mime")
    #expect(parsed.first?["match"] as? String == "exact")
    #expect(parsed.first?["matched_name"] as? String == "Mr. Mime")
    #expect(parsed.first?["language"] as? String == "en")
    #expect(parsed.first?["types"] as? [String] == ["psychic", "fairy"])
    let two = await ask(["search", "nidoran", "--json", "--limit", "2"])
    let names = try JSONSerialization.jsonObject(with: Data(two.output.utf8)) as? [[String: Any]]
    #expect(names?.compactMap { $0["name"] as? String } == ["Nidoran♀", "Nidoran♂"])
    #expect(names?.compactMap { $0["match"] as? String } == ["prefix", "prefix"])
    // No match is an empty list, not an error, so `jq` reads it either way.
    let none = await ask(["search", "xyzzy", "--json"])
    #expect(none.status == 0)
    #expect(
      (try JSONSerialization.jsonObject(with: Data(none.output.utf8)) as? [Any])?.isEmpty == true)
  }
}

/// `show` on a terminal: colours, and the cached sprite in half-blocks.
@Suite(
  .waitsOnChildProcesses,
  .serialized,
  .enabled(
    if: Tmux.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true",
    "tmux is not installed; terminal tests skipped"))
struct ShellCommandTerminalTests {
  @Test func showOnATerminalIsInColourWithTheSprite() throws {
    try #require(Tmux.isAvailable)
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    try PokeAPICache(directory: cache.appendingPathComponent("pokedex/pokeapi"))
      .storeSprite(TestSprite.disc(color: (250, 200, 40)), id: 25, shiny: false)
    let tmux = try Tmux(
      width: 80, height: 50, environment: ["XDG_CACHE_HOME": cache.path, "COLORTERM": "truecolor"])
    try tmux.type("clear; \(Tmux.binary.path) show pikachu; echo DONE\n")
    try tmux.waitFor("DONE") { $0.contains("Resists") }
    let styled = try tmux.styledScreen()
    let colors = try EndToEndTests.truecolors(in: styled)
    #expect(colors.contains("250;200;40"))  // the sprite
    #expect(colors.contains("247;208;44"))  // the Electric badge
    #expect(try tmux.screen().contains("▀"))
    // NO_COLOR and --no-color: the text alone, and no sprite.
    for (index, command) in [
      "NO_COLOR=1 \(Tmux.binary.path) show pikachu", "\(Tmux.binary.path) show --no-color pikachu",
    ].enumerated() {
      // A marker of its own, printed on a line of its own: the last card's screen cannot pass.
      let marker = "DONE-\(index)"
      try tmux.type("clear; \(command); echo \(marker)\n")
      try tmux.waitFor(marker) { screen in
        screen.contains("Resists") && screen.split(separator: "\n").contains { $0 == marker }
      }
      #expect(try EndToEndTests.truecolors(in: try tmux.styledScreen()).isEmpty, "\(command)")
      #expect(!(try tmux.screen().contains("▀")))
    }
  }

  @Test func theOfflineAppShowsASpriteFromTheCache() throws {
    try #require(Tmux.isAvailable)
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)")
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: data)
    }
    try PokeAPICache(directory: cache.appendingPathComponent("pokedex/pokeapi"))
      .storeSprite(TestSprite.disc(color: (10, 200, 10)), id: 1, shiny: false)
    let tmux = try Tmux(
      width: 120, height: 40,
      environment: [
        "XDG_CACHE_HOME": cache.path, "XDG_DATA_HOME": data.path, "COLORTERM": "truecolor",
      ])
    try tmux.type("\(Tmux.binary.path)\n")
    try tmux.waitFor("#001 Bulbasaur") { $0.contains("offline") }
    let deadline = ContinuousClock.now + .seconds(10)
    var colors = Set<String>()
    while ContinuousClock.now < deadline, !colors.contains("10;200;10") {
      colors = try EndToEndTests.truecolors(in: try tmux.styledScreen())
      Thread.sleep(forTimeInterval: 0.05)
    }
    #expect(colors.contains("10;200;10"))
    try tmux.press("q")
    try tmux.waitFor("READY$")
  }

  @Test func spriteSyncOnATerminalDrawsABar() throws {
    try #require(Tmux.isAvailable)
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-shell-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let server = try SpriteSyncTests.server(failAfter: nil)
    defer { server.stop() }
    let tmux = try Tmux(width: 100, height: 10, environment: ["XDG_CACHE_HOME": cache.path])
    try tmux.type(
      "clear; \(Tmux.binary.path) sync --sprites --from \(server.baseURL.absoluteString); echo DONE\n"
    )
    let screen = try tmux.waitFor("DONE", timeout: .seconds(60)) { $0.contains("sprites:") }
    #expect(screen.contains("sync: sprites ▕████████████████████▏ 2702/2702 100%"))
    #expect(screen.contains("/s"))
    #expect(screen.contains("sync: 2702 sprites: 5 downloaded, 0 already cached"))
  }
}

/// `show` of a form, the fields `show --json` gained for forms and records, and `ability`.
@Suite struct ShellDepthTests {
  let shell = ShellCommandTests()

  func json(_ arguments: [String]) async throws -> [String: Any] {
    let result = await shell.ask(arguments)
    #expect(result.status == 0, "\(result.error)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test func aFormHasItsOwnCardByNumberAndBySlug() async throws {
    let card = await shell.ask(["show", "charizard-mega-x"])
    #expect(card.status == 0)
    #expect(card.output.hasPrefix("#006 Mega Charizard X   FIRE   DRAGON"))
    #expect(card.output.contains("Tough Claws — "))
    #expect(await shell.ask(["show", "10034"]).output == card.output)
    #expect(await shell.ask(["show", "mega", "charizard", "x"]).output == card.output)
  }

  /// PokeAPI keeps Pokédex entries per species: a regional form's card says the entry is its
  /// species' rather than pass Vulpix's fire for Alolan Vulpix's ice.
  @Test func aFormsEntrySaysItIsItsSpecies() async throws {
    let form = await shell.ask(["show", "vulpix-alola"]).output
    #expect(form.contains("\nThe entry of Vulpix: PokeAPI has none for this form\n"))
    #expect(!(await shell.ask(["show", "vulpix"]).output.contains("PokeAPI has none")))
    let german = await shell.ask(["show", "vulpix-alola", "--lang", "de"]).output
    #expect(german.contains("\nDer Eintrag von Vulpix: PokeAPI hat keinen für diese Form\n"))
    #expect(
      try await json(["show", "vulpix-alola", "--json"])["flavor_text_of_species"] as? Bool
        == true)
    #expect(try await json(["show", "vulpix", "--json"])["flavor_text_of_species"] == nil)
  }

  @Test func showJSONAddsFormsRecordAndEffects() async throws {
    let form = try await json(["show", "10034", "--json"])
    #expect(form["id"] as? Int == 10034)
    #expect(form["species_id"] as? Int == 6)
    #expect(form["form_name"] as? String == "mega-x")
    let forms = try #require(form["forms"] as? [[String: Any]])
    #expect(forms.map { $0["id"] as? Int } == [6, 10034, 10035, 10196])
    #expect(forms.first?["form_name"] is NSNull)
    let abilities = try #require(form["abilities"] as? [[String: Any]])
    #expect((abilities.first?["effect"] as? String)?.isEmpty == false)
    #expect(form["flavor_text"] is String && form["flavor_text_version"] is String)
    let training = try #require(form["training"] as? [String: Any])
    #expect(training["catch_rate"] as? Int == 45)
    #expect((training["ev_yield"] as? [String: Int])?["special_attack"] == 3)
    #expect(training["growth_rate"] as? String == "medium-slow")
    let breeding = try #require(form["breeding"] as? [String: Any])
    #expect(breeding["egg_groups"] as? [String] == ["monster", "dragon"])
    #expect(breeding["female_ratio"] as? Double == 0.125)
    #expect(breeding["hatch_steps"] as? Int == 5355)

    // Genderless: null, not absent. A species has no species_id or form_name.
    let magnemite = try await json(["show", "magnemite", "--json"])
    let genderless = try #require(magnemite["breeding"] as? [String: Any])
    #expect(genderless.keys.contains("female_ratio") && genderless["female_ratio"] is NSNull)
    #expect(magnemite["species_id"] == nil && magnemite["form_name"] == nil)
    // The entry follows --lang.
    let french = try await json(["show", "pikachu", "--json", "--lang", "fr"])
    #expect((french["flavor_text"] as? String)?.contains("Pikachu") == true)
  }

  @Test func abilityPrintsItsEffectAndWhoHasIt() async throws {
    let text = await shell.ask(["ability", "levitate"])
    #expect(text.status == 0)
    #expect(text.output.hasPrefix("Levitate  Generation 3\nEvades Ground moves."))
    #expect(text.output.contains("#092  Gastly"))
    let json = try await json(["ability", "Lévitation", "--json"])
    #expect(json["name"] as? String == "levitate")
    let holders = try #require(json["pokemon"] as? [[String: Any]])
    #expect(holders.contains { $0["id"] as? Int == 92 && $0["hidden"] as? Bool == false })
    // Forms are holders too: Galarian Weezing has it.
    #expect(holders.contains { ($0["id"] as? Int ?? 0) > 10000 && $0["species_id"] as? Int == 110 })
    let unknown = await shell.ask(["ability", "teleportation"])
    #expect(unknown.status == 1)
    // What comes close is named (#41).
    #expect(
      unknown.error.contains("no ability is called \"teleportation\": did you mean Telepathy?"))
    let missing = await shell.ask(["ability"])
    #expect(missing.status == 2)
  }
}

/// `show --moves` and `move`: learnsets and learners from the shell.
@Suite struct ShellMovesTests {
  let shell = ShellCommandTests()

  @Test func showMovesPrintsOneGamesLearnsetByMethod() async throws {
    let text = await shell.ask(["show", "pikachu", "--moves", "--game", "scarlet-violet"])
    #expect(text.status == 0, "\(text.error)")
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "#025 Pikachu  Scarlet / Violet")
    #expect(lines.contains { $0.hasPrefix("Level up (") })
    #expect(lines.contains { $0.hasPrefix("Machine (") })
    #expect(lines.contains { $0.hasPrefix("TM126 Thunderbolt") })
    #expect(lines.contains { $0.hasPrefix("Lv 1  Thunder Shock") })
    #expect(lines.contains { $0.hasPrefix("Lv 12 Electro Ball") })
    // A game by one of its versions is the same.
    #expect(
      await shell.ask(["show", "pikachu", "--moves", "--game", "violet"]).output == text.output)

    let json = await shell.ask(["show", "25", "--moves", "--game", "scarlet-violet", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["game"] as? String == "scarlet-violet")
    #expect((object["games"] as? [String])?.contains("red-blue") == true)
    let moves = try #require(object["moves"] as? [[String: Any]])
    let thunderbolt = moves.first {
      ($0["move"] as? [String: Any])?["name"] as? String == "thunderbolt"
        && $0["method"] as? String == "machine"
    }
    #expect(thunderbolt?["machine"] as? String == "tm126")
    #expect(((thunderbolt?["move"] as? [String: Any])?["power"]) as? Int == 90)
  }

  /// The learnset's words in the display language where PokeAPI has none in it: methods,
  /// a move learned on evolving (level 0), a two-digit level with its space, the growth rate
  /// and a move's target.
  @Test func learnsetsAndTheRecordSpeakTheDisplayLanguage() async throws {
    let french = await shell.ask(
      ["show", "charizard", "--moves", "--game", "scarlet-violet"]
        + ["--lang", "fr"]
    ).output
    #expect(french.contains("\nÉvo.  Lame d’Air "))
    // Players' abbreviations name a game as its slug does.
    let abbreviated = await shell.ask([
      "--lang", "de", "show", "pikachu", "--moves", "--game", "sv",
    ])
    #expect(abbreviated.status == 0)
    let levels = await shell.ask(
      ["--lang", "de", "show", "pikachu", "--moves", "--game", "scarlet-violet"]).output
    #expect(abbreviated.output == levels)
    #expect(levels.contains("\nLv. 12 Elektroball "))
    // PokeAPI's German name of the method is English ("Level up"): the game's word is shown.
    #expect(levels.contains("\nLevelaufstieg (") && !levels.contains("Level up"))
    let japanese = await shell.ask(
      ["show", "pikachu", "--moves", "--game", "champions"]
        + ["--lang", "ja"]
    ).output
    #expect(japanese.contains("\nトレーニング ("))
    #expect(
      await shell.ask(["show", "pikachu", "--lang", "es"]).output.contains("Crecimiento medio"))
    let target = await shell.ask(["move", "thunderbolt", "--lang", "fr"]).output
    #expect(target.contains("Cible Un Pokémon choisi"))
  }

  @Test func anUnknownGameIsAnErrorListingTheValidOnes() async throws {
    let wrong = await shell.ask(["show", "pikachu", "--moves", "--game", "pokemon-gold-3000"])
    #expect(wrong.status == 1)
    #expect(wrong.output.isEmpty)
    // A name no game has is said to be no game (it was "Pikachu learns no moves in …", and
    // "is not found in" or "nobody learns" in the others), with every game's slug.
    #expect(wrong.error.contains("no game is called \"pokemon-gold-3000\"; the games are: "))
    #expect(wrong.error.contains("red-blue, yellow") && wrong.error.contains("scarlet-violet"))
    for arguments in [
      ["show", "pikachu", "--where", "--game", "foo"], ["move", "u-turn", "--game", "foo"],
      ["location", "viridian forest", "--game", "foo"],
    ] {
      let answer = await shell.ask(arguments)
      #expect(
        answer.status == 1 && answer.error.contains("no game is called \"foo\""), "\(arguments)")
    }
    let french = await shell.ask(["move", "u-turn", "--game", "foo", "--lang", "fr"])
    #expect(french.error.contains("aucun jeu ne s’appelle « foo »"))
    let noGame = await shell.ask(["show", "pikachu", "--moves", "--game"])
    #expect(noGame.status == 2)
    // A game with nothing to choose (no --moves, no --where) is a mistake, not ignored.
    let alone = await shell.ask(["show", "pikachu", "--game", "red"])
    #expect(alone.status == 2 && alone.output.isEmpty)
    #expect(alone.error.contains("--game goes with --moves or --where"))
    let german = await shell.ask(["show", "pikachu", "--game", "red", "--lang", "de"])
    #expect(german.status == 2 && german.error.contains("--game gehört zu --moves oder --where"))
  }

  @Test func movePrintsItsFactsAndWhoLearnsIt() async throws {
    let text = await shell.ask(["move", "thunderbolt", "--game", "sword-shield"])
    #expect(text.status == 0, "\(text.error)")
    #expect(
      text.output.hasPrefix("Thunderbolt   ELECTRIC  Special\nPower 90   Accuracy 100   PP 15"))
    #expect(text.output.contains("Learned in Sword / Shield"))
    #expect(text.output.contains("#025 Pikachu  Lv 36"))
    let json = await shell.ask(["move", "Tonnerre", "--json", "--game", "scarlet-violet"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect((object["move"] as? [String: Any])?["category"] as? String == "special")
    #expect(object["machine"] as? String == "tm126")
    let learners = try #require(object["learners"] as? [[String: Any]])
    #expect(learners.contains { $0["id"] as? Int == 25 && $0["method"] as? String == "level-up" })
    let unknown = await shell.ask(["move", "teleportation-beam"])
    #expect(unknown.status == 1)
    #expect(
      unknown.error.contains("no move is called \"teleportation-beam\": did you mean Teleport"))
    let wrongGame = await shell.ask(["move", "thunderbolt", "--game", "nope"])
    #expect(wrongGame.status == 1)
    #expect(wrongGame.error.contains("no game is called \"nope\"; the games are: red-green-japan"))
    // A game that is one, where nobody learns it, names the games that teach it.
    let untaught = await shell.ask(["move", "v-create", "--game", "red-blue"])
    #expect(untaught.status == 1)
    #expect(
      untaught.error.contains(
        "nobody learns V-create in \"red-blue\"; games that teach it: sword-shield"))
  }

  /// A move's side effects and its values in older games, in text and JSON: Thunderbolt's
  /// paralysis chance and its 95 power before X / Y, where an older game is shown.
  @Test func aMoveShowsItsSideEffectsAndItsPastValues() async throws {
    let text = await shell.ask(["move", "thunderbolt", "--game", "gold-silver"])
    #expect(text.status == 0, "\(text.error)")
    let lines = text.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.contains("Effect chance 10%   Condition Paralysis 10%"))
    #expect(lines.contains("Before X / Y   Power 95"))
    #expect(lines.contains("Learned in Gold / Silver  Power 95"))
    // In the game of today nothing differs.
    #expect(
      await shell.ask(["move", "thunderbolt", "--game", "sv"]).output.contains(
        "Learned in Scarlet / Violet\n"))
    let german = await shell.ask(["move", "bullet-seed", "--lang", "de"]).output
    #expect(german.contains("Treffer 2-5"))
    #expect(german.contains("Vor Schwarz / Weiß   Stärke 10"))
    let swordsDance = await shell.ask(["move", "swords-dance", "--lang", "fr"]).output
    #expect(swordsDance.contains("Stats Attaque +2"))

    let json = await shell.ask(["move", "thunderbolt", "--game", "gold-silver", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let meta = try #require(object["meta"] as? [String: Any])
    #expect(meta["ailment"] as? String == "paralysis")
    #expect(meta["ailment_chance"] as? Int == 10)
    #expect(meta["effect_chance"] as? Int == 10)
    #expect((object["in_game"] as? [String: Any])?["power"] as? Int == 95)
    #expect((object["move"] as? [String: Any])?["power"] as? Int == 90)
    let past = try #require(object["past_values"] as? [[String: Any]])
    #expect(
      past.count == 1 && past[0]["before"] as? String == "x-y" && past[0]["power"] as? Int == 95)
    let seed = try #require(
      try JSONSerialization.jsonObject(
        with: Data(await shell.ask(["move", "bullet-seed", "--json"]).output.utf8))
        as? [String: Any])
    let hits = seed["meta"] as? [String: Any]
    #expect(hits?["min_hits"] as? Int == 2 && hits?["max_hits"] as? Int == 5)

    // Pikachu's Gold / Silver learnset has the Thunderbolt of its day.
    let learnset = await shell.ask([
      "show", "pikachu", "--moves", "--game", "gold-silver", "--json",
    ])
    let moves = try #require(
      (try JSONSerialization.jsonObject(with: Data(learnset.output.utf8)) as? [String: Any])?[
        "moves"] as? [[String: Any]])
    let thunderbolt = moves.first {
      ($0["move"] as? [String: Any])?["name"] as? String == "thunderbolt"
    }
    #expect((thunderbolt?["move"] as? [String: Any])?["power"] as? Int == 95)
    let lineText = await shell.ask(["show", "pikachu", "--moves", "--game", "gold-silver"]).output
    #expect(
      lineText.split(separator: "\n").contains {
        $0.contains("Thunderbolt") && $0.contains(" 95 100  15")
      })
  }
}

/// `calc`: a damage calculation read and printed as Showdown writes it.
@Suite struct ShellCalcTests {
  let shell = ShellCommandTests()

  @Test func calcPrintsShowdownsLineRollsAndJSON() async throws {
    let sentence = "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"
    let text = await shell.ask(["calc", sentence, "--rolls"])
    #expect(text.status == 0, "\(text.error)")
    let lines = text.output.split(separator: "\n").map(String.init)
    #expect(lines.first == sentence + ": 1020-1204 (264.2 - 311.9%) -- guaranteed OHKO")
    #expect(lines.last?.hasPrefix("Possible damage amounts: (1020, 1032,") == true)
    let json = await shell.ask(["calc", sentence, "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["range"] as? [Int] == [1020, 1204])
    #expect((object["rolls"] as? [Int])?.count == 16)
    #expect(object["ko"] as? String == "guaranteed OHKO")
    #expect(object["description"] as? String == sentence)
    #expect(object["percent"] as? [Double] == [264.2, 311.9])
  }

  /// `--rolls` shows each hit's rolls where the hits differ (Parental Bond's quarter-power
  /// second hit), and `hit_rolls` has both.
  @Test func parentalBondShowsEachHitsRolls() async throws {
    let text = await shell.ask(["calc", "252 Atk Kangaskhan-Mega Crunch vs. Lunala", "--rolls"])
    #expect(text.status == 0, "\(text.error)")
    #expect(text.output.contains("Possible damage amounts: 1st Hit: (188, "))
    #expect(text.output.contains("; 2nd Hit: ("))
    let json = await shell.ask(["calc", "252 Atk Kangaskhan-Mega Crunch vs. Lunala", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let hits = try #require(object["hit_rolls"] as? [[Int]])
    #expect(hits.count == 2 && hits[0].count == 16 && hits[1].last! < hits[0].first!)
    #expect(object["range"] as? [Int] == [280, 334])
  }

  /// A lowered stage starts the sentence with a minus: a calculation, not an option.
  @Test func aSentenceMayStartWithAMinus() async throws {
    let lowered = await shell.ask(["calc", "-1 252 Atk Garchomp Earthquake vs. Heatran"])
    #expect(lowered.status == 0, "\(lowered.error)")
    #expect(lowered.output.hasPrefix("-1 252 Atk Garchomp Earthquake vs."))
    let dashed = await shell.ask(["calc", "--", "-2 Garchomp Earthquake vs. Heatran"])
    #expect(dashed.status == 0 && dashed.output.hasPrefix("-2 0 Atk Garchomp"))
  }

  /// `natures`: the 25, by the stat each raises, the neutral ones last, with the flavours
  /// they like and dislike (PokeAPI's); in the display language; as JSON.
  @Test func naturesListsEachNaturesStatsAndFlavours() async throws {
    let table = await shell.ask(["natures"])
    #expect(table.status == 0, "\(table.error)")
    let lines = table.output.split(separator: "\n")
    #expect(lines.count == 26)
    #expect(lines[0].hasPrefix("Nature") && lines[1].hasPrefix("Lonely"))
    #expect(
      lines[2].split(separator: " ").filter { !$0.isEmpty } == [
        "Adamant", "Attack", "Sp.", "Atk", "Spicy", "Dry",
      ])
    #expect(lines.last!.hasSuffix("—"))
    let german = await shell.ask(["natures", "--lang", "de"])
    #expect(german.output.contains("Hart") && german.output.contains("Scharf"))
    let json = await shell.ask(["natures", "--json"])
    let natures = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
    #expect(natures.count == 25)
    let timid = try #require(natures.first { $0["slug"] as? String == "timid" })
    #expect(timid["raises"] as? String == "speed" && timid["lowers"] as? String == "attack")
    #expect(timid["likes"] as? String == "sweet" && timid["dislikes"] as? String == "spicy")
    #expect(await shell.ask(["natures", "jolly"]).status == 2)
  }

  /// `show --where`: a game's places, and under each how, the levels, the chance and the
  /// games of the pair that have it; a game it is evolved in names what to evolve; a game it
  /// is not in is refused, naming those it is in; as JSON.
  @Test func whereSaysWhereAPokemonIsFound() async throws {
    let red = await shell.ask(["show", "pikachu", "--where", "--game", "rb"])
    #expect(red.status == 0, "\(red.error)")
    let lines = red.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "#025 Pikachu  Red / Blue")
    let forest = try #require(lines.firstIndex(of: "Viridian Forest"))
    #expect(lines[forest + 1].hasPrefix("  Lv 3–5  5%  Walking in tall grass or a cave"))
    #expect(red.output.contains("Kanto Power Plant"))
    // The end of PokeAPI's encounters is said on the newest game shown, not on each.
    #expect(!red.output.contains("PokeAPI's encounters end with"))
    let newest = await shell.ask(["show", "pikachu", "--where"])
    #expect(newest.output.contains("PokeAPI's encounters end with Sword: The Crown Tundra"))
    let raichu = await shell.ask(["show", "raichu", "--where", "--game", "yellow"])
    #expect(raichu.status == 0, "\(raichu.error)")
    #expect(raichu.output.contains("Not found in the wild here: evolve Pikachu, found at"))
    let french = await shell.ask(["show", "pikachu", "--where", "--game", "red", "--lang", "fr"])
    #expect(french.output.contains("Forêt de Jade"))
    #expect(french.output.contains("En marchant dans les herbes hautes ou une grotte"))
    let nowhere = await shell.ask(["show", "pikachu", "--where", "--game", "sv"])
    #expect(nowhere.status == 1)
    #expect(nowhere.error.contains("Pikachu is not found in \"sv\""))
    #expect(nowhere.error.contains("(PokeAPI's encounters end with the-crown-tundra)"))
    #expect(nowhere.error.contains("it is found in: the-isle-of-armor, sword-shield"))
    // A form is not had by evolving its species' ancestor: no advice for Alolan Raichu in Red.
    let alolan = await shell.ask(["show", "raichu-alola", "--where", "--game", "red"])
    #expect(alolan.status == 1 && alolan.output.isEmpty)
    let json = await shell.ask(["show", "magikarp", "--where", "--game", "red", "--json"])
    let guide = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(guide["game"] as? String == "red-blue")
    let found = try #require(guide["encounters"] as? [[String: Any]])
    // The Old and Super Rods (Red's Good Rod hooks only Poliwag and Goldeen), and the
    // Magikarp salesman's gift at Mt. Moon.
    #expect(Set(found.compactMap { $0["method"] as? String }) == ["old-rod", "super-rod", "gift"])
    #expect(found.allSatisfy { ($0["chance"] as? Int ?? 0) <= 100 })
  }

  /// `location`: a place by its name in any language, what is found there per game; an
  /// unknown place or a game it has nothing in exits 1 saying so.
  @Test func locationListsWhatIsFoundAtAPlace() async throws {
    let forest = await shell.ask(["location", "Vertania-Wald", "--game", "red", "--lang", "de"])
    #expect(forest.status == 0, "\(forest.error)")
    #expect(forest.output.hasPrefix("Vertania-Wald  Rot / Blau\n"))
    #expect(forest.output.contains("  Pikachu  "))
    #expect(forest.output.contains("Raupy"))
    let unknown = await shell.ask(["location", "atlantis"])
    #expect(unknown.status == 1 && unknown.error.contains("no place is called \"atlantis\""))
    let german = await shell.ask(["location", "atlantis", "--lang", "de"])
    #expect(german.status == 1 && german.error.contains("kein Ort heißt „atlantis“"))
    // One letter off is forgiven, as `show` forgives it (issue #41).
    let typo = await shell.ask(["location", "viridian-forst", "--game", "red"])
    #expect(typo.status == 0 && typo.output.hasPrefix("Viridian Forest  Red / Blue\n"))
    // Part of several places' names: the candidates, not the first quietly; places of one
    // name told apart by the slugs `location` takes.
    let route = await shell.ask(["location", "victory"])
    #expect(route.status == 1 && route.error.contains("could be more than one place: did you mean"))
    #expect(route.error.contains("Victory Road (kanto-victory-road-2)"))
    #expect(route.error.contains("(kalos-victory-road)"))  // all seven, none left out
    let many = await shell.ask(["location", "route"])
    #expect(many.status == 1 && many.error.hasSuffix(" or …?\n"), "\(many.error)")
    // A name four regions share is not taken as Kanto's quietly; the slug is.
    let shared = await shell.ask(["location", "route 1"])
    #expect(shared.status == 1 && shared.error.contains("Route 1 (galar-route-1)"))
    #expect(await shell.ask(["location", "kanto-route-1"]).output.hasPrefix("Route 1  "))
    // A candidate typed back as the "did you mean" wrote it is that place; a name that is not
    // the slug's place is not.
    let typedBack = await shell.ask(["location", "Route 1 (galar-route-1)"])
    #expect(typedBack.status == 0 && typedBack.output.hasPrefix("Route 1  Sword / Shield"))
    #expect(await shell.ask(["location", "Route 2 (galar-route-1)"]).status == 1)
    let none = await shell.ask(["location", "viridian forest", "--game", "sv"])
    #expect(none.status == 1 && none.error.contains("nothing is found at Viridian Forest in"))
    #expect(await shell.ask(["location"]).status == 2)
  }

  /// `item`: an item by any of its names (one typo forgiven), its effect, text, facts and who
  /// holds it in the wild; an ambiguous or unknown name exits 1 with suggestions; as JSON.
  @Test func itemPrintsAnItemAndWhoHoldsIt() async throws {
    let leftovers = await shell.ask(["item", "leftovers"])
    #expect(leftovers.status == 0, "\(leftovers.error)")
    #expect(leftovers.output.hasPrefix("Leftovers  Held items\n"))
    #expect(leftovers.output.contains("Fling power 10"))
    #expect(leftovers.output.contains("#143 Snorlax"))
    let french = await shell.ask(["item", "restes", "--lang", "fr"])
    #expect(french.output.hasPrefix("Restes  Objets tenus\n"))
    #expect(french.output.contains("Tenu à l’état sauvage (2)"))
    // PokeAPI names categories in English and French alone: the other languages name the
    // kind of item it is, not English ("Healing").
    for (language, heading) in [
      ("de", "Trank  Medizin\n"), ("es", "Poción  Medicinas\n"), ("ja", "キズぐすり  回復\n"),
      ("en", "Potion  Healing\n"), ("fr", "Potion  Soin\n"),
    ] {
      let potion = await shell.ask(["item", "potion", "--lang", language])
      #expect(potion.output.hasPrefix(heading), "\(potion.output.prefix(40))")
    }
    #expect(await shell.ask(["item", "leftovrs"]).output.hasPrefix("Leftovers"))
    let choice = await shell.ask(["item", "choice"])
    #expect(choice.status == 1)
    #expect(choice.error.contains("Choice Band, Choice Scarf or Choice Specs"))
    let none = await shell.ask(["item", "xyzzy"])
    #expect(none.status == 1 && none.error.contains("no item is called \"xyzzy\""))
    let json = await shell.ask(["item", "fire stone", "--json"])
    let item = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(item["kind"] as? String == "evolution" && item["fling_power"] as? Int == 30)
    #expect((item["held_by"] as? [Any])?.isEmpty == true)
    #expect((item["teaches"] as? [Any])?.isEmpty == true)
    #expect(await shell.ask(["item"]).status == 2)
  }

  /// A machine's page says which move it teaches in which games, instead of PokeAPI's effect
  /// (one game's move) beside its newest text (another's): TM24 said "Teaches Thunderbolt"
  /// over Snore's text from Sword/Shield.
  @Test func aMachineSaysWhatItTeachesGameByGame() async throws {
    let tm24 = await shell.ask(["item", "tm24"])
    #expect(tm24.status == 0, "\(tm24.error)")
    let lines = tm24.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("Teaches, game by game"))
    #expect(!tm24.output.contains("Teaches Thunderbolt to a compatible"))
    #expect(!tm24.output.contains("only if the user is asleep"))
    #expect(lines.contains { $0.hasPrefix("  Snore ") && $0.hasSuffix("  Sword / Shield") })
    #expect(
      lines.contains { $0.hasPrefix("  Dragon Breath ") && $0.hasSuffix("Gold / Silver, Crystal") })
    #expect(
      lines.contains {
        $0.hasPrefix("  Thunderbolt ") && $0.hasSuffix("Ruby / Sapphire – Ultra Sun / Ultra Moon")
      })
    let french = await shell.ask(["item", "ct24", "--lang", "fr"])
    #expect(french.output.contains("Enseigne, jeu par jeu"), "\(french.output)")
    #expect(french.output.contains("  Tonnerre "))
    let json = await shell.ask(["item", "tm24", "--json"])
    let item = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let teaches = try #require(item["teaches"] as? [[String: Any]])
    let snore = try #require(teaches.first { $0["move"] as? String == "snore" })
    #expect(snore["groups"] as? [String] == ["sword-shield"])
    #expect(
      snore["move_name"] as? String == "Snore" && snore["games"] as? String == "Sword / Shield")
  }

  @Test func hazardsAreOptions() async throws {
    let text = await shell.ask([
      "calc", "252+ Atk Garchomp Outrage vs. 252 HP / 252 Def Leftovers Garchomp",
      "--stealth-rock", "--spikes", "1",
    ])
    #expect(text.status == 0, "\(text.error)")
    #expect(text.output.hasSuffix("OHKO after Stealth Rock and 1 layer of Spikes\n"))
    #expect(
      await shell.ask(["calc", "Garchomp Outrage vs. Garchomp", "--spikes", "4"]).status == 2)
  }

  @Test func aCalculationThatCannotBeReadExits1NamingTheWord() async throws {
    let typo = await shell.ask(["calc", "Garchomp Earthkwake vs. Heatran"])
    #expect(typo.status == 1)
    #expect(typo.output.isEmpty)
    #expect(typo.error.contains("no move is called \"Earthkwake\": did you mean Earthquake?"))
    // In the display language, Showdown's own words left as they are (issue #41).
    let german = await shell.ask(["calc", "Garchomp Earthkwake vs. Heatran", "--lang", "de"])
    #expect(german.status == 1)
    #expect(german.error.contains("keine Attacke heißt „Earthkwake“: meintest du Earthquake?"))
    let none = await shell.ask(["calc"])
    #expect(none.status == 2)
    #expect(none.error.contains("calc needs a calculation"))
  }
}

/// The README lists exactly what `--json` writes: every key each command prints is named in its
/// bullet, in one style (snake case, digits too: `weak_4x`).
@Suite(.waitsOnChildProcesses)
struct JSONFieldsAreDocumentedTests {
  let shell = ShellCommandTests()

  /// The README's bullet for `command` (`show --json`): its backticked words.
  static func documented(_ command: String) throws -> Set<String> {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let readme = try String(contentsOf: url.appending(path: "README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "- `\(command)`"), "no bullet for \(command)")
    let rest = readme[start.upperBound...]
    let end = rest.range(of: "\n- `")?.lowerBound ?? rest.range(of: "\n\n")!.lowerBound
    var words: Set<String> = []
    for (index, part) in rest[..<end].split(separator: "`", omittingEmptySubsequences: false)
      .enumerated() where index % 2 == 1
    {
      words.insert(String(part))
    }
    return words
  }

  /// Every key of a JSON value, at any depth (a dictionary keyed by language or stat is one
  /// field: its own keys are data).
  static func keys(_ value: Any, dataKeyed: Set<String>) -> Set<String> {
    var found: Set<String> = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        for (key, child) in object {
          found.insert(key)
          if !dataKeyed.contains(key) { walk(child) }
        }
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    walk(value)
    return found
  }

  @Test(arguments: [
    ("show --json", ["show", "eevee", "--json"]),
    ("show --json", ["show", "charizard-mega-x", "--json"]),
    ("show --moves --json", ["show", "pikachu", "--moves", "--json"]),
    ("move --json", ["move", "thunderbolt", "--json"]),
    ("ability --json", ["ability", "levitate", "--json"]),
    ("compare --json", ["compare", "pikachu", "raichu", "--json"]),
    ("search --json", ["search", "pika", "--json"]),
    ("calc --json", ["calc", "Garchomp Earthquake vs. Heatran", "--json"]),
    ("natures --json", ["natures", "--json"]),
    ("show --where --json", ["show", "pikachu", "--where", "--game", "red", "--json"]),
    ("show --where --json", ["show", "raichu", "--where", "--game", "yellow", "--json"]),
    ("location --json", ["location", "viridian forest", "--json"]),
    ("item --json", ["item", "leftovers", "--json"]),
    ("item --json", ["item", "poke ball", "--json"]),
  ])
  func everyKeyIsListedInTheReadme(command: String, arguments: [String]) async throws {
    let result = await shell.ask(arguments)
    #expect(result.status == 0, "\(result.error)")
    let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    let keys = Self.keys(json, dataKeyed: ["names", "ev_yield", "highest"])
    let listed = try Self.documented(command)
    let unlisted = keys.filter { !listed.contains($0) }
    #expect(
      unlisted.isEmpty, "\(command) writes \(unlisted.sorted()) that the README does not list")
    let snake = /^[a-z]+(_[a-z0-9]+)*$/
    #expect(
      keys.allSatisfy { $0.wholeMatch(of: snake) != nil || $0.count == 2 }, "\(keys.sorted())")
    #expect(!keys.contains("weak4x") && !keys.contains("weak2x"))
  }

  /// `machine` is on machine entries alone.
  @Test func aMachineNumberIsOnMachineEntriesOnly() async throws {
    let result = await shell.ask(["show", "pikachu", "--moves", "--game", "sv", "--json"])
    let learnset = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let moves = try #require(learnset["moves"] as? [[String: Any]])
    #expect(moves.contains { $0["machine"] != nil })
    #expect(moves.allSatisfy { ($0["machine"] != nil) == ($0["method"] as? String == "machine") })
  }
}

/// A default form's PokeAPI slug names its entry in `compare` as in `show` (#41).
struct SlugsInCompareTests {
  @Test func compareTakesDefaultFormsSlugs() async throws {
    let result = await ShellCommandTests().ask(
      ["compare", "deoxys-normal", "giratina-altered", "--json"])
    #expect(result.status == 0, "\(result.error)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let ids = (json["pokemon"] as? [[String: Any]])?.compactMap { $0["id"] as? Int }
    #expect(ids == [386, 487])
  }
}
