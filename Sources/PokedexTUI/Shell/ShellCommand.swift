import Foundation
import Glibc
import Loop
import PokedexCore
import TerminalUI

/// `pokedex-tui show <name|number>` and `pokedex-tui search <query>`: one answer printed to
/// standard output, for scripts and shell start-up files.
///
/// Exit status: 0 with an answer; 1 when the name is unknown or ambiguous (`did you mean …` on
/// standard error), the search finds nothing, or the data cannot be read; 2 for a usage error.
public enum ShellCommand {
  /// The commands, by the word that starts them.
  public static let names: Set<String> = [
    "show", "search", "ability", "move", "compare", "team", "calc", "natures", "location", "item",
  ]

  /// `arguments` with a command moved to the front when options come before it
  /// (`--lang de show pikachu` → `show --lang de pikachu`); others as they are. The options
  /// that take a value are skipped with it, so `--record show` is not a command. `help` and a
  /// command is that command's help (`help show` → `show --help`).
  public static func commandFirst(_ arguments: [String]) -> [String] {
    if arguments.first == "help", arguments.count > 1,
      names.contains(arguments[1]) || arguments[1] == "sync"
    {
      return [arguments[1], "--help"] + arguments.dropFirst(2)
    }
    let takesValue: Set = ["--lang", "--source", "--api-url", "--record", "--replay", "--speed"]
    var index = 0
    while index < arguments.count, arguments[index].hasPrefix("-") {
      index += takesValue.contains(arguments[index]) ? 2 : 1
    }
    guard index > 0, index < arguments.count,
      names.contains(arguments[index]) || arguments[index] == "sync"
    else { return arguments }
    return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
  }

  /// What a command answers: its exit status, what it prints, and what it says on standard
  /// error.
  public struct Answer: Equatable, Sendable {
    public var status: Int32
    public var output = ""
    public var error = ""
  }

  /// Runs command `name` with the arguments after it; returns the exit status.
  public static func run(_ name: String, _ arguments: [String]) async -> Int32 {
    let answer = await answer(
      name, arguments, environment: ProcessEnvironment.atStart,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1)
    // The output first: a note on the error stream comes after what it is about, and not at
    // all when the output could not be written.
    StandardStreams.out(answer.output)
    StandardStreams.error(answer.error)
    return answer.status
  }

  /// What command `name` answers to `arguments` in `environment` (the locale, `NO_COLOR`),
  /// colours only for a terminal: ``run(_:_:)`` writes it; a test reads it without starting a
  /// process.
  public static func answer(
    _ name: String, _ arguments: [String], environment: [String: String], outputIsTerminal: Bool
  ) async -> Answer {
    func refused(_ message: String, status: Int32 = 1) -> Answer {
      Answer(status: status, error: message + "\n")
    }
    let options: ShellOptions
    switch ShellOptions.parse(command: name, arguments, environment: environment) {
    case .failure(let error):
      let language = Options.requestedLanguage(arguments, environment: environment)
      return refused(
        "pokedex-tui \(name): \(error.message(in: language))\n\n"
          + Usage.mistake(command: name, language),
        status: 2)
    case .success(let parsed):
      options = parsed
    }
    if options.showHelp {
      return Answer(status: 0, output: Usage.commands(options.app.language) + "\n")
    }
    if let problem = TerminalApp.dataProblem(in: options.app.language) { return refused(problem) }
    let colorMode =
      outputIsTerminal ? ColorMode.detect(environment, noColorFlag: options.noColor) : .none
    let client = TerminalApp.client(for: options.app)
    let strings = Strings.forLanguage(options.app.language)
    do {
      let output =
        switch options.command {
        case .show where options.whereFound:
          try await showWhere(options, client: client, colorMode: colorMode)
        case .show where options.moves:
          try await showMoves(options, client: client, colorMode: colorMode)
        case .show: try await show(options, client: client, colorMode: colorMode)
        case .move: try await move(options, client: client, colorMode: colorMode)
        case .search: try await search(options, client: client)
        case .ability: try await ability(options, client: client, colorMode: colorMode)
        case .compare: try await compare(options, client: client)
        case .team: try await team(options, client: client)
        case .calc: try calc(options)
        case .natures: try natures(options)
        case .location: try await location(options, client: client, colorMode: colorMode)
        case .item: try await item(options, client: client, colorMode: colorMode)
        }
      switch output {
      case .printed(let text): return Answer(status: 0, output: text)
      case .noted(let text, let note):
        return Answer(status: 0, output: text, error: "pokedex-tui \(name): \(note)\n")
      case .refused(let message): return refused("pokedex-tui \(name): \(message)")
      }
    } catch let problem as PokemonQuery.Problem {
      return refused("pokedex-tui \(name): \(strings.queryProblem(problem.description))")
    } catch let error as PokeAPIError {
      return refused(
        "pokedex-tui \(name): \(error.said.text(in: options.app.language, strings.translated))")
    } catch {
      return refused("pokedex-tui \(name): \(error)")
    }
  }

  /// `natures [--json]`: every nature, the stats it raises and lowers and the flavours it
  /// likes and dislikes, in the display language; the neutral ones last.
  static func natures(_ options: ShellOptions) throws -> Output {
    let language = options.app.language
    let natures = PokedexSets.embedded.naturesByStat
    if options.json { return .printed(try ShellJSON.natures(natures, language: language)) }
    return .printed(columns(Strings.forLanguage(language).naturesTable(natures, in: language)))
  }

  /// `rows` as aligned columns, two spaces apart (wide characters counted as two), one line
  /// each.
  static func columns(_ rows: [[String]]) -> String {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? displayWidth(of: $0[column]) : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, text in
        column == row.count - 1
          ? text : text + String(repeating: " ", count: widths[column] - displayWidth(of: text))
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }

  /// `calc "SENTENCE" [--rolls] [--json]`: a damage calculation, read and printed as
  /// Showdown writes it.
  static func calc(_ options: ShellOptions) throws -> Output {
    let parsed: DamageCalc
    do {
      parsed = try CalcSentence.parse(options.query, data: .embedded)
    } catch {
      let strings = Strings.forLanguage(options.app.language)
      return .refused(printable(error.message(or: strings.translated("or"), strings.translated)))
    }
    // The options add to what a pasted line's KO text already set up.
    var calc = parsed
    calc.field.stealthRock = calc.field.stealthRock || options.stealthRock
    if options.spikes > 0 { calc.field.spikes = options.spikes }
    calc.field.leechSeed = calc.field.leechSeed || options.leechSeed
    calc.field.defenderStatus = options.defenderStatus ?? calc.field.defenderStatus
    let result = calc.calculate()
    if options.json { return .printed(try ShellJSON.calc(result)) }
    var text = result.sentence + "\n"
    if options.rolls {
      // One list, or each hit's (as Showdown shows a multi-hit move or Parental Bond).
      let hits = result.hitRolls + (result.child.map { [$0] } ?? [])
      let lists = hits.map { "(" + $0.map(String.init).joined(separator: ", ") + ")" }
      let ordinals = ["1st", "2nd", "3rd"]
      text +=
        "Possible damage amounts: "
        + (lists.count == 1
          ? lists[0]
          : lists.enumerated().map { "\($0 < 3 ? ordinals[$0] : "\($0 + 1)th") Hit: \($1)" }
            .joined(separator: "; ")) + "\n"
    }
    return .printed(text)
  }

  /// What a command has to say: its answer, or why there is none.
  enum Output: Equatable {
    case printed(String)
    /// Printed, with a note for the person reading (on the error stream, out of a pipe's way).
    case noted(String, note: String)
    case refused(String)
  }

  static func show(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let strings = Strings.forLanguage(language)
    let query = options.query
    let lookup = try await PokemonLookup.find(query, in: client)
    switch lookup {
    case .found(let pokemon):
      // A sprite needs colours; in a pipe it would be noise.
      let card = try await PokemonCard.load(
        id: pokemon.id, from: client, language: language,
        sprite: options.json || colorMode != .none)
      if options.json { return .printed(try ShellJSON.card(card, language: language)) }
      let lines = CardText(strings: strings, language: language)
        .lines(card, width: terminalWidth())
      return .printed(StyledLine.render(lines, colorMode: colorMode))
    case .ambiguous, .unknown:
      return .refused(notFound(query, lookup, strings: strings, language: language))
    }
  }

  /// Why `query` names no one Pokémon (`lookup` found several, or none), in the display
  /// language: the candidates or suggestions, the dex's range for a number, a search to try.
  static func notFound(
    _ query: String, _ lookup: PokemonLookup, strings: Strings, language: Language
  ) -> String {
    switch lookup {
    case .found: return ""  // named one: nothing to say
    case .ambiguous(let candidates):
      return strings.filled(
        "\"%@\" could be more than one Pokémon: did you mean %@?", quoted(query),
        list(candidates, language))
    case .unknown(let suggestions):
      if PokemonLookup.isNumber(query) {
        let number = query.hasPrefix("#") ? String(query.dropFirst()) : query
        return strings.filled(
          "there is no Pokémon #%@ (species go from 1 to 1025, other forms from 10001 on)",
          quoted(number))
      }
      // The lookup tried every start of the name down to three letters: a search would find
      // nothing either.
      guard !suggestions.isEmpty else {
        return strings.filled("no Pokémon is called \"%@\", and no name comes close", quoted(query))
      }
      return strings.filled(
        "no Pokémon is called \"%@\": did you mean %@?", quoted(query),
        list(suggestions, language))
    }
  }

  /// `team`, `team export`, `team import FILE`, and the teams: `list`, `new`, `use`,
  /// `rename`, `copy`, `delete`.
  static func team(_ options: ShellOptions, client: PokemonClient) async throws -> Output {
    let registry = DependencyValues.inForce.sharedRegistry
    let book = Shared(.team)
    let language = options.app.language
    let strings = Strings.forLanguage(language)
    let naming = strings.teamNaming
    // A team file that cannot be read is never shown as empty, nor saved over.
    if let problem = book.persistenceProblem { return .refused(strings.said(problem)) }
    /// Saves `change`, then says `message`; or why it could not be saved.
    func save(_ message: String, _ change: (inout TeamBook) -> Void) -> Output {
      book.withLock(change)
      registry.flush()
      if let problem = book.persistenceProblem { return .refused(strings.said(problem)) }
      return .printed(message + "\n")
    }
    let words = options.names
    /// A team's name in quotes, whole.
    func named(_ name: String) -> String { "\"" + printable(name) + "\"" }
    switch words.first {
    case "export":
      guard let current = book.wrappedValue.current else { return .printed("") }
      return .printed(printableLines(try await ShowdownPaste.write(current, from: client)))
    case "import":
      let path = words[1]
      // Read as the Team screen's `I` reads, and why not, in words: a file that is not
      // there, a folder, not text, or the system's reason (one this user cannot read).
      let read =
        path == "-"
        ? .success(FileHandle.standardInput.readDataToEndOfFile())
        : TeamFeature.read(URL(fileURLWithPath: path))
      let text: String
      switch read.flatMap(TeamFeature.text) {
      case .success(let read): text = read
      case .failure(.missing):
        return .refused(strings.filled("cannot read %@: there is no such file", quoted(path)))
      case .failure(.folder):
        return .refused(strings.filled("cannot read %@: it is a folder", quoted(path)))
      case .failure(.notText):
        return .refused(
          strings.filled("cannot read %@: it is not text (UTF-8), as a paste is", quoted(path)))
      case .failure(.system(let reason)):
        return .refused(strings.filled("cannot read %@: %@", quoted(path), reason))
      }
      let shown = path == "-" ? strings.translated("standard input") : quoted(path)
      /// A problem of the paste, after the file's name: `"team.txt" line 3: …`.
      func refused(_ problem: ShowdownPaste.Problem) -> Output {
        .refused(shown + " " + problem.text(in: language, strings.translated))
      }
      let teams: [ShowdownPaste.PastedTeam]
      switch ShowdownPaste.parseTeams(text) {
      case .failure(let problem): return refused(problem)
      case .success(let found): teams = found
      }
      let imported: [ShowdownPaste.Imported]
      // A paste without a format is checked in the generation of the team it replaces.
      let generation = teams.count == 1 ? book.wrappedValue.current?.generation : nil
      switch try await ShowdownPaste.members(of: teams, in: client, generation: generation) {
      case .failure(let problem): return refused(problem)
      case .success(let found): imported = found
      }
      // What is not legal is kept as written, and said.
      let warnings = imported.flatMap(\.warnings).map {
        strings.filled("warning: %@", $0.text(in: language, strings.translated)) + "\n"
      }.joined()
      if teams.count == 1 {
        let (team, members) = (teams[0], imported[0].members)
        // The team it replaces is named, so a replacement is never made unsaid.
        let replaced = book.wrappedValue.current.flatMap { $0.members.isEmpty ? nil : $0 }
        let said =
          replaced.map {
            strings.filled(
              "Replaced \"%@\" (%@ Pokémon): the team is now %@ Pokémon (team new NAME before "
                + "an import keeps a team).", printable($0.name), "\($0.members.count)",
              "\(members.count)")
          } ?? strings.filled("The team is now %@ Pokémon.", "\(members.count)")
        let saved = save(said) {
          $0.startFirstTeam(named: naming.team(1))
          $0.members = members
          guard let index = $0.currentIndex else { return }
          if let name = team.name { $0.teams[index].name = $0.unusedName(name, renaming: index) }
          if team.format != nil { $0.teams[index].format = team.format }
        }
        guard case .printed(let said) = saved else { return saved }
        return .printed(said + warnings)
      }
      // A backup: each team joins as a team of its own; the first is the one edited.
      var added: [Team] = []
      var names = book.wrappedValue
      for (team, members) in zip(teams, imported.map(\.members)) {
        let name = names.unusedName(team.name ?? naming.team(names.teams.count + 1))
        let new = Team(id: UUID(), name: name, format: team.format, members: members)
        names.teams.append(new)
        added.append(new)
      }
      let list = added.map { named($0.name) }.joined(separator: ", ")
      let saved = save(
        strings.filled(
          "Added %@ teams: %@; now editing %@.", String(added.count), list, named(added[0].name))
      ) {
        $0.teams += added
        $0.currentID = added[0].id
      }
      guard case .printed(let said) = saved else { return saved }
      return .printed(said + warnings)
    case "list":
      let current = book.wrappedValue.currentIndex
      let lines = book.wrappedValue.teams.enumerated().map { index, team in
        (index == current ? "* " : "  ") + "\(index + 1) " + printable(team.name)
          + (team.format.map { " [\(printable($0))]" } ?? "") + ": "
          + team.members.count.description + " Pokémon"
      }
      return .printed(
        lines.isEmpty
          ? strings.translated("No teams yet.") + "\n" : lines.joined(separator: "\n") + "\n")
    case "new":
      let typed = words.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
      guard !typed.isEmpty else {
        return .refused(strings.translated("a team's name cannot be empty"))
      }
      let name = book.wrappedValue.unusedName(typed)
      return save(strings.filled("Editing the new team \"%@\".", printable(name))) {
        let team = Team(id: UUID(), name: name)
        $0.teams.append(team)
        $0.currentID = team.id
      }
    case "use", "delete":
      guard let index = book.wrappedValue.index(named: words[1]) else {
        // Numbered, as `team list` numbers them: a team is also found by its number.
        let names = book.wrappedValue.teams.enumerated().map { "\($0 + 1) " + named($1.name) }
          .joined(separator: ", ")
        return .refused(
          names.isEmpty
            ? strings.filled("no team is called \"%@\" (there are no teams)", printable(words[1]))
            : strings.filled(
              "no team is called \"%@\" (the teams: %@)", printable(words[1]), names))
      }
      let team = book.wrappedValue.teams[index]
      if words[0] == "use" {
        return save(strings.filled("Editing \"%@\".", printable(team.name))) {
          $0.currentID = team.id
        }
      }
      let deleted = strings.filled(
        "Deleted \"%@\" (%@ Pokémon).", printable(team.name), String(team.members.count))
      return save(deleted) { book in
        book.teams.removeAll { $0.id == team.id }
        if book.currentID == team.id { book.currentID = book.teams.first?.id }
      }
    case "rename", "copy":
      guard let current = book.wrappedValue.current else {
        return .refused(
          strings.translated("there is no team yet: add a Pokémon or import one first"))
      }
      if words[0] == "rename" {
        let typed = words.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else {
          return .refused(strings.translated("a team's name cannot be empty"))
        }
        let name = book.wrappedValue.unusedName(typed)
        let renamed = strings.filled(
          "Renamed \"%@\" to \"%@\".", printable(current.name), printable(name))
        return save(renamed) { book in
          if let index = book.teams.firstIndex(where: { $0.id == current.id }) {
            book.teams[index].name = name
          }
        }
      }
      let name = book.wrappedValue.unusedName(naming.copy(of: current.name))
      return save(strings.filled("Editing the copy \"%@\".", printable(name))) {
        // The copy's members are members of their own, with ids of their own.
        let copy = Team(
          id: UUID(), name: name, format: current.format,
          members: current.members.map { member in
            var member = member
            member.id = UUID()
            return member
          })
        $0.teams.append(copy)
        $0.currentID = copy.id
      }
    default:
      return .printed(
        try await teamText(
          book.wrappedValue.members, generation: book.wrappedValue.current?.generation,
          client: client, language: language, json: options.json))
    }
  }

  /// The team and its coverage, as text or JSON.
  static func teamText(
    _ members: [TeamMember], generation: Int? = nil, client: PokemonClient, language: Language,
    json: Bool
  ) async throws -> String {
    let strings = Strings.forLanguage(language)
    var entries: [ShellJSON.TeamEntry] = []
    for member in members {
      let pokemon = member.pokemon(try await client.fetchPokemon(member.pokemon))
      let learnable = member.moves.isEmpty ? [:] : try await client.fetchLearnsets(pokemon.id).moves
      var moves: [MoveInfo] = []
      for slug in member.moves {
        // A move it cannot learn (kept from a paste, with a warning) is shown too.
        if let move = learnable.values.first(where: { $0.slug == slug }) {
          moves.append(move)
        } else {
          moves.append(try await client.fetchMove(slug).move)
        }
      }
      let warnings = SetCheck.warnings(
        member, pokemon: pokemon,
        legalMoves: try await SetCheck.legalMoves(of: pokemon, upTo: generation, in: client),
        generation: generation
      ) { slug in moves.first { $0.slug == slug } }
      entries.append(
        ShellJSON.TeamEntry(
          pokemon: pokemon, moves: member.asUsed(moves), ability: member.ability, member: member,
          warnings: warnings.map { $0.text(in: language, strings.translated) }))
    }
    let chart = try await client.fetchTypeChart()
    let coverage = TeamCoverage(
      entries.map { ($0.pokemon, $0.moves) }, abilities: entries.map(\.ability), chart: chart)
    if json {
      return try ShellJSON.team(entries, coverage: coverage, language: language)
    }
    guard !entries.isEmpty else {
      return strings.translated(
        "The team is empty: pokedex-tui team import FILE reads a Showdown paste.") + "\n"
    }
    var text = ""
    let abilityNames = (try? await client.fetchAbilityNames()) ?? [:]
    for entry in entries {
      text +=
        "\(entry.pokemon.number) \(printable(entry.pokemon.name(in: language)))  "
        + entry.pokemon.types.map(strings.name(of:)).joined(separator: "/")
      if let ability = entry.ability {
        text +=
          "  "
          + printable(strings.name(from: abilityNames[ability] ?? [:], slug: ability, in: language))
      }
      if !entry.moves.isEmpty {
        text +=
          "  (" + entry.moves.map { printable($0.name(in: language)) }.joined(separator: ", ") + ")"
      }
      text += "\n"
      // The rest of the set, as a paste writes it, and what of it is not legal.
      let name = entry.pokemon.name + (entry.member.forme.map { "-\($0)" } ?? "")
      let paste = ShowdownPaste.lines(entry.member, species: name, ability: nil, moves: [])
        .split(separator: "\n").map(String.init)
      let said = (paste.first == entry.pokemon.name ? [] : [paste[0]]) + paste.dropFirst()
      if !said.isEmpty { text += "    " + printable(said.joined(separator: "  ")) + "\n" }
      let stats = entry.member.stats(
        base: entry.pokemon.stats,
        nature: entry.member.nature.flatMap(PokedexSets.embedded.nature(named:)))
      text +=
        "    "
        + (0..<6).map { "\(stats[$0]) \(TeamMember.Stats.names[$0])" }.joined(separator: " / ")
        + "\n"
      for warning in entry.warnings { text += "    ⚠ " + printable(warning) + "\n" }
    }
    let names = entries.map { printable($0.pokemon.name(in: language)) }
    text += "\n" + strings.translated("Defence") + "\n"
    for row in coverage.defense
    where !(row.weak.isEmpty && row.resist.isEmpty && row.immune.isEmpty) {
      var line = "  " + strings.name(of: row.type) + ":"
      // ×4 and ×¼ are said after the member's name.
      let parts = [
        ("weak", row.weak, row.fourTimes, " ×4"), ("resist", row.resist, row.quarter, " ×¼"),
        ("immune", row.immune, [], ""),
      ]
      for (word, members, marked, mark) in parts where !members.isEmpty {
        let listed = members.map { names[$0] + (marked.contains($0) ? mark : "") }
        line += " " + strings.translated(word) + " " + listed.joined(separator: ", ") + ";"
      }
      text +=
        String(line.dropLast())
        + (row.isShared ? "  " + strings.translated("← shared weakness") : "") + "\n"
    }
    text += "\n" + strings.translated("Offence") + "\n"
    let hit = coverage.offense.filter { $0.best >= 2 }.map { strings.name(of: $0.type) }
    text += "  ×2: " + (hit.isEmpty ? strings.none : hit.joined(separator: " ")) + "\n"
    let gaps = coverage.gaps.map { strings.name(of: $0) }
    text +=
      "  " + strings.translated("Gaps") + ": "
      + (gaps.isEmpty ? strings.none : gaps.joined(separator: " ")) + "\n"
    return text
  }

  /// `compare A B [C D]`: side by side, as text or JSON.
  static func compare(_ options: ShellOptions, client: PokemonClient) async throws -> Output {
    let language = options.app.language
    let strings = Strings.forLanguage(language)
    var pokemon: [Pokemon] = []
    for name in options.names {
      let lookup = try await PokemonLookup.find(name, in: client)
      guard case .found(let found) = lookup else {
        return .refused(notFound(name, lookup, strings: strings, language: language))
      }
      pokemon.append(found)
    }
    let comparison = Comparison(pokemon)
    let chart = try await client.fetchTypeChart()
    if options.json {
      return .printed(try ShellJSON.comparison(comparison, chart: chart, language: language))
    }
    let abilityNames = (try? await client.fetchAbilityNames()) ?? [:]
    var table: [[String]] = [
      [""] + pokemon.map { "\($0.number) \(printable($0.name(in: language)))" },
      [strings.types] + pokemon.map { $0.types.map(strings.name(of:)).joined(separator: "/") },
      [strings.abilities]
        + pokemon.map {
          $0.abilities.map { printable(strings.ability($0, from: abilityNames, in: language)) }
            .joined(separator: ", ")
        },
    ]
    for (index, row) in comparison.rows.enumerated() {
      let label = index < 6 ? strings.statNames[index] : strings.total
      table.append(
        [label]
          + row.values.indices.map { i in
            "\(row.values[i])" + (row.isBest(i) ? " *" : " (\(row.difference(i)))")
          })
    }
    let matchups = pokemon.map { chart.matchups(against: $0.types) }
    for (label, types) in [
      (
        strings.weakTo,
        { (m: TypeMatchups) in m.quadruple.map { ($0, "×4") } + m.double.map { ($0, "") } }
      ),
      (
        strings.resists,
        { (m: TypeMatchups) in m.quarter.map { ($0, "×¼") } + m.half.map { ($0, "") } }
      ),
      (strings.immuneTo, { (m: TypeMatchups) in m.immune.map { ($0, "") } }),
    ] {
      table.append(
        [label]
          + matchups.map { matchup in
            let names = types(matchup).map { strings.name(of: $0.0) + $0.1 }
            return names.isEmpty ? strings.none : names.joined(separator: " ")
          })
    }
    let widths = (0..<(pokemon.count + 1)).map { column in
      table.map { displayWidth(of: $0[column]) }.max() ?? 0
    }
    var text = table.map { row in
      let line = row.enumerated().map { column, cell in
        cell + String(repeating: " ", count: widths[column] - displayWidth(of: cell))
      }.joined(separator: "  ")
      // Trailing spaces only: the header's empty first cell keeps the names over their columns.
      return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }.joined()
    // Who outspeeds whom, as the screen says it: `Speed: Charizard (100) > Blastoise (78)`.
    let speed = strings.statNames[5]
    for pair in comparison.outspeeds {
      text +=
        "\(speed): \(printable(pair.faster.name(in: language))) (\(pair.faster.stats.speed)) > "
        + "\(printable(pair.slower.name(in: language))) (\(pair.slower.stats.speed))\n"
    }
    for (a, b) in comparison.speedTies {
      text +=
        "\(speed): \(printable(a.name(in: language))) = \(printable(b.name(in: language))) "
        + "(\(a.stats.speed))\n"
    }
    return .printed(text)
  }

  static func search(_ options: ShellOptions, client: PokemonClient) async throws -> Output {
    var results = try await client.search(options.query, PokemonFilter())
    let found = results.count
    if let limit = options.limit { results = Array(results.prefix(limit)) }
    let language = options.app.language
    // Fewer shown than found is said, so a list cut at the limit is not taken for all.
    let cut =
      results.count < found
      ? Strings.forLanguage(language).filled(
        "the first %@ of %@ are shown; --limit 0 shows them all", "\(results.count)", "\(found)")
      : nil
    func output(_ text: String) -> Output { cut.map { .noted(text, note: $0) } ?? .printed(text) }
    if options.json { return output(try ShellJSON.results(results, language: language)) }
    guard !results.isEmpty else {
      return .refused(
        Strings.forLanguage(options.app.language).filled(
          "no Pokémon match \"%@\"", quoted(options.query)))
    }
    let strings = Strings.forLanguage(language)
    let width =
      results.map { displayWidth(of: printable($0.pokemon.name(in: language))) }.max() ?? 0
    return output(
      results.map { result in
        let name = printable(result.pokemon.name(in: language))
        let padding = String(repeating: " ", count: width - displayWidth(of: name))
        var line = numberColumn(result.pokemon) + "  " + name + padding + "  "
        line += result.pokemon.types.map(strings.name(of:)).joined(separator: "/")
        if result.language != nil, printable(result.matchedName) != name {
          line += "  (\(printable(result.matchedName)))"
        }
        return line + "\n"
      }.joined())
  }

  static func ability(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let detail: AbilityDetail
    do {
      detail = try await client.fetchAbility(options.query)
    } catch let error as PokedexError {
      guard error.message.hasPrefix("No ability is called") else { return .refused(error.message) }
      // A typo is forgiven as `show` forgives one, or named with what comes close.
      let lookup = try await NameLookup.ability(options.query, in: client, language: language)
      guard case .found(let slug) = lookup else {
        return .refused(
          notFound(
            lookup, options, unknown: "no ability is called \"%@\": did you mean %@?",
            none: "no ability is called \"%@\" (in any of the five languages, like: pokedex-tui "
              + "ability levitate)"))
      }
      detail = try await client.fetchAbility(slug)
    }
    if options.json { return .printed(try ShellJSON.ability(detail, language: language)) }
    let strings = Strings.forLanguage(language)
    let ability = detail.ability
    var lines = [StyledLine(ability.name(in: language), Theme.title)]
    lines[0].append("  " + strings.translated("Generation") + " \(ability.generation)", Theme.dim)
    let short = ability.shortEffect(in: language)
    if !short.isEmpty { lines.append(StyledLine(short)) }
    let effect = ability.effect(in: language)
    if effect != short, !effect.isEmpty {
      lines.append(StyledLine())
      lines += effect.split(separator: "\n", omittingEmptySubsequences: false).map {
        StyledLine(String($0))
      }
    }
    lines.append(StyledLine())
    lines.append(
      StyledLine(strings.translated("Pokémon with it") + " (\(detail.holders.count))", Theme.title))
    for holder in detail.holders {
      var line = StyledLine(numberColumn(holder.pokemon) + " ", Theme.dim)
      line.append(holder.pokemon.name(in: language))
      if holder.isHidden { line.append(" (\(strings.hidden))", Theme.dim) }
      lines.append(line)
    }
    return .printed(StyledLine.render(lines, colorMode: colorMode))
  }

  /// `show NAME --moves [--game G]`: one game's learnset.
  static func showMoves(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let pokemon: Pokemon
    switch try await PokemonLookup.find(options.query, in: client) {
    case .found(let found): pokemon = found
    case .ambiguous, .unknown:
      // The card's wording for names that find no single Pokémon.
      var plain = options
      plain.moves = false
      return try await show(plain, client: client, colorMode: colorMode)
    }
    let learnsets = try await client.fetchLearnsets(pokemon.id)
    let name = printable(pokemon.name(in: language))
    let strings = Strings.forLanguage(language)
    guard !learnsets.groups.isEmpty else {
      return .refused(strings.filled("%@ learns no moves in this Pokédex's data", name))
    }
    let group: GameGroup
    if let game = options.game {
      if let unknown = unknownGame(game, language: language) { return .refused(unknown) }
      guard let chosen = learnsets.group(named: game) else {
        return .refused(
          strings.filled(
            "%@ learns no moves in \"%@\"; it learns moves in: %@", name, quoted(game),
            learnsets.groups.map(\.slug).joined(separator: ", ")))
      }
      group = chosen
    } else {
      group = learnsets.defaultGroup ?? learnsets.groups[0]
    }
    if options.json {
      return .printed(try ShellJSON.learnset(pokemon, learnsets, group: group, language: language))
    }
    var heading = StyledLine(pokemon.number + " ", Theme.dim)
    heading.append(pokemon.name(in: language), Theme.title)
    heading.append("  " + learnsets.name(of: group, in: language), Theme.dim)
    let note =
      learnsets.borrowed.contains(group.id)
      ? [StyledLine(strings.translated(MovesText.borrowedNote), Theme.dim)] : []
    let lines =
      [heading] + note + [StyledLine()]
      + MovesText(strings: strings, language: language).learnsetLines(
        learnsets, group: group, order: .level)
    return .printed(StyledLine.render(lines, colorMode: colorMode))
  }

  /// `show NAME --where [--game G]`: where a Pokémon is found in one game group.
  static func showWhere(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let pokemon: Pokemon
    switch try await PokemonLookup.find(options.query, in: client) {
    case .found(let found): pokemon = found
    case .ambiguous, .unknown:
      var plain = options
      plain.whereFound = false
      return try await show(plain, client: client, colorMode: colorMode)
    }
    let guide = try await client.fetchEncounters(pokemon.id)
    let name = printable(pokemon.name(in: language))
    var group = guide.defaultGroup
    if let game = options.game {
      if let unknown = unknownGame(game, language: language) { return .refused(unknown) }
      guard let chosen = guide.group(named: game) else {
        let strings = Strings.forLanguage(language)
        let games = guide.groups.map(\.slug)
        let end = guide.lastGroupWithData.map {
          // A slug, as the games listed after it: what --game takes.
          strings.filled(" (PokeAPI's encounters end with %@)", $0.slug)
        }
        return .refused(
          strings.filled("%@ is not found in \"%@\" in this Pokédex's data", name, quoted(game))
            + (end ?? "")
            + (games.isEmpty
              ? "" : strings.filled("; it is found in: %@", games.joined(separator: ", "))))
      }
      group = chosen
    }
    if options.json {
      return .printed(try ShellJSON.encounters(pokemon, guide, group: group, language: language))
    }
    let strings = Strings.forLanguage(language)
    var heading = StyledLine(pokemon.number + " ", Theme.dim)
    heading.append(pokemon.name(in: language), Theme.title)
    if let group { heading.append("  " + guide.name(of: group, in: language), Theme.dim) }
    let lines =
      [heading, StyledLine()]
      + EncounterText(strings: strings, language: language).pokemonLines(
        guide, group: group, name: name)
    return .printed(
      StyledLine.render(StyledLine.wrapped(lines, width: terminalWidth()), colorMode: colorMode))
  }

  /// `location NAME [--game G]`: what is found at a place in one game group.
  static func location(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let strings = Strings.forLanguage(language)
    let guide: PlaceEncounters
    do {
      guide = try await client.fetchPlace(options.query)
    } catch let error as PlaceNotFound {
      // Places of one name (a Victory Road in each region) are told apart by their slugs,
      // which `location` takes.
      func names(_ places: some Collection<PokedexEncounters.Place>) -> [String] {
        let names = places.map { $0.name(in: language) }
        return zip(places, names).map { place, name in
          names.filter { $0 == name }.count > 1 ? "\(name) (\(place.slug))" : name
        }
      }
      let lookup: NameLookup =
        error.candidates.isEmpty
        ? .unknown(suggestions: names(error.suggestions))
        // Eight at most, and a mark when there are more ("route" is part of 200 names).
        : .ambiguous(
          names(error.candidates.prefix(8)) + (error.candidates.count > 8 ? ["…"] : []))
      return .refused(
        notFound(
          lookup, options, unknown: "no place is called \"%@\": did you mean %@?",
          none: "no place is called \"%@\" (in any of the five languages, like: pokedex-tui "
            + "location viridian-forest)",
          ambiguous: "\"%@\" could be more than one place: did you mean %@?"))
    }
    let name = printable(guide.name(in: language))
    guard var group = guide.groups.first else {
      return .refused(strings.filled("nothing is found at %@ in this Pokédex's data", name))
    }
    if let game = options.game {
      if let unknown = unknownGame(game, language: language) { return .refused(unknown) }
      guard let chosen = guide.group(named: game) else {
        return .refused(
          strings.filled(
            "nothing is found at %@ in \"%@\"; something is in: %@", name, quoted(game),
            guide.groups.map(\.slug).joined(separator: ", ")))
      }
      group = chosen
    }
    if options.json {
      return .printed(try ShellJSON.place(guide, group: group, language: language))
    }
    var heading = StyledLine(guide.name(in: language), Theme.title)
    heading.append("  " + guide.name(of: group, in: language), Theme.dim)
    let lines =
      [heading, StyledLine()]
      + EncounterText(strings: strings, language: language).placeLines(guide, group: group)
    return .printed(
      StyledLine.render(StyledLine.wrapped(lines, width: terminalWidth()), colorMode: colorMode))
  }

  /// `item NAME`: an item in full, and who holds it in the wild.
  static func item(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let detail: ItemDetail
    do {
      detail = try await client.fetchItem(options.query)
    } catch let error as PokedexError {
      guard error.message.hasPrefix("No item is called") else { return .refused(error.message) }
      // What comes close, or the items the name could be.
      let lookup = try await NameLookup.item(options.query, in: client, language: language)
      guard case .found(let slug) = lookup else {
        return .refused(
          notFound(
            lookup, options, unknown: "no item is called \"%@\": did you mean %@?",
            none: "no item is called \"%@\" (in any of the five languages, like: pokedex-tui "
              + "item leftovers)",
            ambiguous: "\"%@\" could be more than one item: did you mean %@?"))
      }
      detail = try await client.fetchItem(slug)
    }
    if options.json { return .printed(try ShellJSON.item(detail, language: language)) }
    let lines = ItemText(strings: .forLanguage(language), language: language).lines(detail)
    return .printed(
      StyledLine.render(StyledLine.wrapped(lines, width: terminalWidth()), colorMode: colorMode))
  }

  /// `move NAME [--game G]`: a move and who learns it in one game.
  static func move(_ options: ShellOptions, client: PokemonClient, colorMode: ColorMode)
    async throws -> Output
  {
    let language = options.app.language
    let detail: MoveDetail
    do {
      detail = try await client.fetchMove(options.query)
    } catch let error as PokedexError {
      guard error.message.hasPrefix("No move is called") else { return .refused(error.message) }
      // A typo is forgiven as the Moves tab forgives one, or named with what comes close.
      let lookup = try await NameLookup.move(options.query, in: client, language: language)
      guard case .found(let slug) = lookup else {
        return .refused(
          notFound(
            lookup, options, unknown: "no move is called \"%@\": did you mean %@?",
            none: "no move is called \"%@\" (in any of the five languages, like: pokedex-tui "
              + "move thunderbolt)"))
      }
      detail = try await client.fetchMove(slug)
    }
    var group = detail.defaultGroup
    if let game = options.game {
      if let unknown = unknownGame(game, language: language) { return .refused(unknown) }
      guard let chosen = detail.group(named: game) else {
        let valid = detail.groups.map(\.slug).joined(separator: ", ")
        let strings = Strings.forLanguage(language)
        let move = printable(detail.move.name(in: language))
        return .refused(
          valid.isEmpty
            ? strings.filled("nobody learns %@ in \"%@\"; no game teaches it", move, quoted(game))
            : strings.filled(
              "nobody learns %@ in \"%@\"; games that teach it: %@", move, quoted(game), valid))
      }
      group = chosen
    }
    if options.json {
      return .printed(try ShellJSON.move(detail, group: group, language: language))
    }
    let text = MovesText(strings: Strings.forLanguage(language), language: language)
    var lines = text.moveLines(detail.move, versionNames: detail.versionNames)
    if let group {
      lines.append(StyledLine())
      var heading = StyledLine(
        Strings.forLanguage(language).translated("Learned in") + " "
          + detail.name(of: group, in: language), Theme.title)
      let then = text.differences(detail.move, in: group)
      if !then.isEmpty { heading.append("  " + then) }
      lines.append(heading)
      lines += text.learnerLines(detail, group: group)
    }
    return .printed(StyledLine.render(lines, colorMode: colorMode))
  }

  /// Standard output's width in columns (80 when it is not a terminal).
  static func terminalWidth() -> Int {
    TerminalSize.of(STDOUT_FILENO).columns
  }

  /// `#025 ` or `#1025`: numbers line up whatever their digits.
  static func numberColumn(_ pokemon: Pokemon) -> String {
    pokemon.number + String(repeating: " ", count: max(0, 5 - pokemon.number.count))
  }

  /// Why `--game` names no game group at all (a typo rather than a game the Pokémon or move
  /// is absent from), with every group's slug; nil when it names one.
  static func unknownGame(_ game: String, language: Language) -> String? {
    let groups = PokedexMoves.embeddedGroups
    guard !groups.isEmpty, GameGroup.named(game, in: groups) == nil else { return nil }
    let slugs = groups.sorted { $0.order < $1.order }.map(\.slug)
    return Strings.forLanguage(language).filled(
      "no game is called \"%@\"; the games are: %@", quoted(game), slugs.joined(separator: ", "))
  }

  /// What the user typed, as a message may repeat it: printable, and cut after 40 characters
  /// (a 100,000-character name needs no echo).
  static func quoted(_ query: String) -> String {
    let shown = printable(String(query.prefix(40)))
    return query.count > 40 ? shown + "…" : shown
  }

  /// The refusal of a move's or ability's name that matched several, or none: `unknown` names
  /// what comes close, `none` says there is nothing close (both `%@` templates, translated).
  private static func notFound(
    _ lookup: NameLookup, _ options: ShellOptions, unknown: String, none: String,
    ambiguous: String = "\"%@\" could be more than one move or ability: did you mean %@?"
  ) -> String {
    let strings = Strings.forLanguage(options.app.language)
    let query = options.query
    func list(_ names: [String]) -> String {
      let names = names.map(printable)
      guard names.count > 1 else { return names.first ?? "" }
      return names.dropLast().joined(separator: ", ") + " \(strings.translated("or")) "
        + names.last!
    }
    switch lookup {
    case .ambiguous(let names):
      return strings.filled(ambiguous, quoted(query), list(names))
    case .unknown(let suggestions) where !suggestions.isEmpty:
      return strings.filled(unknown, quoted(query), list(suggestions))
    default:
      return strings.filled(none, quoted(query))
    }
  }

  /// "Charmander, Charmeleon or Charizard".
  private static func list(_ pokemon: [Pokemon], _ language: Language) -> String {
    let names = pokemon.map { printable($0.name(in: language)) }
    guard names.count > 1 else { return names.first ?? "" }
    let or = Strings.forLanguage(language).translated("or")
    return names.dropLast().joined(separator: ", ") + " \(or) " + names.last!
  }
}
