import Foundation
import Loop

/// Teams in the paste format Pokémon Showdown's teambuilder imports and exports, which is how
/// players share teams:
///
/// ```
/// === [gen9ou] Sand ===
///
/// Chompy (Garchomp) (M) @ Choice Scarf
/// Ability: Rough Skin
/// Tera Type: Steel
/// EVs: 252 Atk / 4 SpD / 252 Spe
/// Jolly Nature
/// - Earthquake
/// - Outrage
/// ```
///
/// A set per paragraph: its first line names the species (after a nickname, in brackets), its
/// gender and its item, then one field per line (`Ability:`, `Level:`, `EVs:`, a nature, …)
/// and up to four `- Move` lines. A backup holds several teams, each under a `=== … ===`
/// header with its format. Line ends may be CRLF or LF, lines indented, field names and stats
/// in any case. Nothing a paste says is dropped: a line that cannot be read is a ``Problem``
/// with its number, and nothing of the paste is taken.
public enum ShowdownPaste {
  /// One set as the paste writes it, before its names are looked up.
  public struct PastedSet: Equatable, Sendable {
    /// The species or form, the ability and the moves, as written.
    public var species: String
    public var ability: String?
    public var moves: [String]
    /// Everything else the set says (its `pokemon`, `ability` and `moves` are not yet set).
    public var details: TeamMember
    /// The line numbers (from 1) of the species, the ability and each move.
    public var line: Int
    public var abilityLine: Int?
    public var moveLines: [Int]
    /// The line numbers of the other fields a warning can be about (its nature, EVs, ball,
    /// Gigantamax), so each warning names the line that wrote what it warns of.
    public var fieldLines: [SetCheck.Field: Int] = [:]
  }

  /// One team of a paste: a backup's header gives it a name and a format.
  public struct PastedTeam: Equatable, Sendable {
    public var name: String?
    /// Showdown's format (`gen9ou`), when the header names one.
    public var format: String?
    public var sets: [PastedSet]
    /// The header's line, else the first set's.
    public var line: Int
  }

  /// A line that cannot be taken (or, as a warning, a set that is not legal), and why.
  public struct Problem: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// Its number, from 1.
    public var line: Int
    /// Why, for a front to say in its language.
    public var said: Message

    public init(line: Int, _ said: Message) {
      self.line = line
      self.said = said
    }

    /// Why, in English.
    public var message: String { said.description }

    public var description: String { text(in: .english) { $0 } }

    /// "line 3: …" in `language` (see ``Message/text(in:_:)``).
    public func text(in language: Language, _ translate: (String) -> String) -> String {
      filled(translate("line %@: %@"), [String(line), said.text(in: language, translate)])
    }
  }

  /// The teams of `text`, or the first line that cannot be read.
  public static func parseTeams(_ text: String) -> Result<[PastedTeam], Problem> {
    var teams: [PastedTeam] = []
    var team: PastedTeam?
    var current: PastedSet?
    // The fields the current set has given, so one given again is said, not taken over the first.
    var given: Set<String> = []
    func endSet() {
      guard let set = current else { return }
      if team == nil { team = PastedTeam(sets: [], line: set.line) }
      team?.sets.append(set)
      current = nil
    }
    // `isNewline` takes "\r\n" (one Character in Swift), "\n" and "\r" alike.
    let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      // A control character (an escape, a bell) is no text of a set: kept, it would reach a
      // terminal from the team's export and act there (set the clipboard, clear the screen).
      if let control = raw.unicodeScalars.first(where: {
        $0.properties.generalCategory == .control && $0 != "\t"
      }) {
        return .failure(
          Problem(
            line: number,
            Message(
              "the line holds a control character (%@), which a paste cannot hold",
              .verbatim(String(format: "U+%04X", control.value)))))
      }
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty {
        endSet()
        continue
      }
      if line.hasPrefix("==="), line.hasSuffix("==="), line.count >= 6 {
        endSet()
        if let team { teams.append(team) }
        team = header(line, number: number)
        continue
      }
      if current == nil {
        if (team?.sets.count ?? 0) == TeamMember.teamCapacity {
          return .failure(
            Problem(
              line: number,
              Message("a team has at most %@ Pokémon", .number(TeamMember.teamCapacity))))
        }
        switch firstLine(line, number: number) {
        case .success(let set): current = set
        case .failure(let problem): return .failure(problem)
        }
        given = []
        continue
      }
      if let message = read(line, number: number, into: &current!, given: &given) {
        return .failure(Problem(line: number, message))
      }
    }
    endSet()
    if let team { teams.append(team) }
    teams.removeAll { $0.sets.isEmpty && $0.name == nil }
    guard teams.contains(where: { !$0.sets.isEmpty }) else {
      return .failure(Problem(line: 1, Message("the paste has no Pokémon")))
    }
    if let empty = teams.first(where: { $0.sets.isEmpty }) {
      return .failure(Problem(line: empty.line, Message("this team has no Pokémon")))
    }
    return .success(teams)
  }

  /// The sets of a paste holding one team, or the first line that cannot be read; a backup of
  /// several teams is refused, with their names.
  public static func parse(_ text: String) -> Result<[PastedSet], Problem> {
    parseTeams(text).flatMap { teams in
      guard teams.count == 1 else {
        let names = teams.map { team in
          team.name.map { Message.Value.verbatim("\"\($0)\"") } ?? .phrase("an unnamed team")
        }
        return .failure(
          Problem(
            line: teams[1].line,
            Message(
              "the paste holds %@ teams (%@), and the Pokédex keeps one: import a paste of one of "
                + "them", .number(teams.count), .list(names))))
      }
      return .success(teams[0].sets)
    }
  }

  /// `=== [gen9ou] Name ===`, `=== Name ===`: three signs each side, as Showdown writes them,
  /// so a name may end in one (`=== Rain= ===`).
  private static func header(_ line: String, number: Int) -> PastedTeam {
    var inner = String(line.dropFirst(3).dropLast(3)).trimmingCharacters(in: .whitespaces)
    var format: String?
    if inner.hasPrefix("["), let close = inner.firstIndex(of: "]") {
      format = String(inner[inner.index(after: inner.startIndex)..<close])
      inner = String(inner[inner.index(after: close)...]).trimmingCharacters(in: .whitespaces)
    }
    return PastedTeam(
      name: inner.isEmpty ? nil : inner, format: format?.isEmpty == true ? nil : format,
      sets: [], line: number)
  }

  /// A set's first line: `Nickname (Species) (M) @ Item`, each part but the species optional;
  /// the reason when it cannot be read.
  static func firstLine(_ line: String, number: Int) -> Result<PastedSet, Problem> {
    var text = line
    var details = TeamMember(pokemon: 0)
    if let at = text.range(of: " @ ", options: .backwards) {
      let item = text[at.upperBound...].trimmingCharacters(in: .whitespaces)
      details.item = item.isEmpty ? nil : item
      text = String(text[..<at.lowerBound])
    } else if text.hasSuffix("@") {
      text = String(text.dropLast())
    }
    text = text.trimmingCharacters(in: .whitespaces)
    while let gender = [TeamMember.Gender.male, .female].first(where: {
      text.uppercased().hasSuffix("(\($0.rawValue))")
    }) {
      // `(F) (M)`: one would replace the other unsaid.
      guard details.gender == nil else {
        return .failure(Problem(line: number, Message("%@ is given twice", .verbatim("Gender"))))
      }
      details.gender = gender
      text = text.dropLast(3).trimmingCharacters(in: .whitespaces)
    }
    var species = text
    // A nickname puts the species in the last brackets; the nickname may hold brackets too.
    if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
      let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
        .trimmingCharacters(in: .whitespaces)
      let nickname = text[..<open].trimmingCharacters(in: .whitespaces)
      if !inner.isEmpty, !nickname.isEmpty {
        species = inner
        details.nickname = nickname
      }
    }
    guard !species.isEmpty else {
      return .failure(
        Problem(
          line: number, Message("expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"")))
    }
    return .success(
      PastedSet(
        species: species, ability: nil, moves: [], details: details, line: number,
        abilityLine: nil, moveLines: []))
  }

  /// Reads one line of a set into it; the reason when it cannot. A field given twice in a set
  /// (two `EVs:` lines, two natures) is refused: one would replace the other unsaid.
  private static func read(
    _ line: String, number: Int, into set: inout PastedSet, given: inout Set<String>
  ) -> Message? {
    if line.hasPrefix("-") || line.hasPrefix("~") {
      let move = line.dropFirst().trimmingCharacters(in: .whitespaces)
      guard !move.isEmpty else { return Message("expected a move after \"-\"") }
      guard set.moves.count < TeamMember.movesCapacity else {
        return Message("a Pokémon knows at most %@ moves", .number(TeamMember.movesCapacity))
      }
      let (name, hiddenPower) = hiddenPowerType(in: move)
      if let hiddenPower {
        guard let type = hiddenPower else {
          return Message("\"%@\" names no type", .verbatim(move))
        }
        // `Hidden Power: Ice` and `- Hidden Power [Ice]` agree; two types cannot both stay.
        if let earlier = set.details.hiddenPowerType, earlier != type {
          return Message("%@ is given twice", .verbatim("Hidden Power"))
        }
        set.details.hiddenPowerType = type
      }
      set.moves.append(name)
      set.moveLines.append(number)
      return nil
    }
    if let colon = line.firstIndex(of: ":") {
      let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      let field = ["poke ball", "poké ball", "ball"].contains(key) ? "pokeball" : key
      if key != "hidden power", !given.insert(field).inserted {
        return Message(
          "%@ is given twice", .verbatim(line[..<colon].trimmingCharacters(in: .whitespaces)))
      }
      return Self.field(key, value, into: &set, line: number)
    }
    let words = line.split(separator: " ")
    if words.count == 2, words[1].lowercased() == "nature", words[0].allSatisfy(\.isLetter) {
      guard given.insert("nature").inserted else {
        return Message("%@ is given twice", .verbatim("Nature"))
      }
      set.details.nature = words[0].prefix(1).uppercased() + words[0].dropFirst().lowercased()
      set.fieldLines[.nature] = number
      return nil
    }
    return Message(
      "expected a set's field (\"Ability: …\", \"EVs: …\", \"Jolly Nature\", \"- Move\"), not "
        + "\"%@\"", .verbatim(line))
  }

  /// `Hidden Power [Fire]` or `Hidden Power Fire`: the move's name, and its type (nil when the
  /// move is another; `.some(nil)` when the type cannot be read).
  private static func hiddenPowerType(in move: String) -> (String, PokemonType??) {
    let key = move.lowercased()
    guard key.hasPrefix("hidden power") else { return (move, nil) }
    let rest = key.dropFirst("hidden power".count).trimmingCharacters(
      in: CharacterSet(charactersIn: " []"))
    if rest.isEmpty { return ("Hidden Power", nil) }
    return ("Hidden Power", .some(PokemonType(rawValue: rest)))
  }

  /// One `Key: value` field; the reason when it cannot be read.
  private static func field(
    _ key: String, _ value: String, into set: inout PastedSet, line: Int
  ) -> Message? {
    func number(_ range: ClosedRange<Int>) -> Int? {
      Int(value).flatMap { range.contains($0) ? $0 : nil }
    }
    func yesNo() -> Bool? {
      switch value.lowercased() {
      case "yes", "true": true
      case "no", "false": false
      default: nil
      }
    }
    switch key {
    case "ability":
      guard !value.isEmpty else { return Message("expected an ability after \"Ability:\"") }
      set.ability = value
      set.abilityLine = line
    case "level":
      guard let level = number(1...100) else {
        return Message("a level is 1 to 100, not \"%@\"", .verbatim(value))
      }
      set.details.level = level
    case "shiny":
      guard let shiny = yesNo() else { return Message("expected Yes or No after \"Shiny:\"") }
      set.details.shiny = shiny
    case "gigantamax":
      guard let gigantamax = yesNo() else {
        return Message("expected Yes or No after \"Gigantamax:\"")
      }
      set.details.gigantamax = gigantamax
      set.fieldLines[.gigantamax] = line
    case "happiness":
      guard let happiness = number(0...255) else {
        return Message("happiness is 0 to 255, not \"%@\"", .verbatim(value))
      }
      set.details.happiness = happiness
    case "dynamax level":
      guard let level = number(0...10) else {
        return Message("a Dynamax level is 0 to 10, not \"%@\"", .verbatim(value))
      }
      set.details.dynamaxLevel = level
    case "tera type":
      guard let tera = teraType(value) else {
        return Message("\"%@\" is not a Tera type (the 18 types and Stellar)", .verbatim(value))
      }
      set.details.teraType = tera
      set.fieldLines[.teraType] = line
    case "pokeball", "poke ball", "poké ball", "ball":
      guard !value.isEmpty else { return Message("expected a ball after \"%@:\"", .verbatim(key)) }
      set.details.pokeball = value
      set.fieldLines[.ball] = line
    case "hidden power":
      guard let type = PokemonType(rawValue: value.lowercased()) else {
        return Message("\"%@\" is not a type", .verbatim(value))
      }
      if let earlier = set.details.hiddenPowerType, earlier != type {
        return Message("%@ is given twice", .verbatim("Hidden Power"))
      }
      set.details.hiddenPowerType = type
    case "evs", "ivs":
      let isEV = key == "evs"
      // EVs past the games' 252 are kept and warned of (SetCheck); an IV is 0 to 31.
      switch stats(
        value, base: isEV ? .zero : .perfect, most: isEV ? 999 : 31,
        example: isEV ? "252 Atk / 4 SpD" : "0 Atk / 30 Spe", said: isEV ? 252 : 31)
      {
      case .success(let stats):
        if isEV {
          set.details.evs = stats
          set.fieldLines[.evs] = line
        } else {
          set.details.ivs = stats
        }
      case .failure(let problem): return problem.said
      }
    default:
      return Message("\"%@:\" is not a field of a set", .verbatim(key))
    }
    return nil
  }

  /// `252 Atk / 4 SpD / 252 Spe` over `base`; each value at most `most`.
  /// A mistake is said with `example` and the games' range, 0 to `said` (EVs up to `most`
  /// are read, to be warned of).
  private static func stats(
    _ text: String, base: TeamMember.Stats, most: Int, example: String, said: Int
  ) -> Result<TeamMember.Stats, Problem> {
    var stats = base
    var named: Set<Int> = []
    for part in text.split(separator: "/") {
      let words = part.split(separator: " ")
      guard words.count >= 2, let value = Int(words[0]), (0...most).contains(value),
        let index = TeamMember.Stats.index(named: words.dropFirst().joined(separator: " "))
      else {
        return .failure(
          Problem(
            line: 0,
            Message(
              "expected values like \"%@\" (0 to %@; HP Atk Def SpA SpD Spe), not \"%@\"",
              .verbatim(example), .number(said),
              .verbatim(part.trimmingCharacters(in: .whitespaces)))))
      }
      guard named.insert(index).inserted else {
        return .failure(
          Problem(line: 0, Message("%@ is given twice", .verbatim(TeamMember.Stats.names[index]))))
      }
      stats[index] = value
    }
    return .success(stats)
  }

  /// A Tera type's name as Showdown writes it (`Fire`, `Stellar`), read in any case.
  static func teraType(_ text: String) -> String? {
    let key = text.lowercased()
    if key == "stellar" { return "Stellar" }
    return PokemonType(rawValue: key)?.displayName
  }

  // MARK: - Looking the names up

  /// What an import gives: the members, and the warnings on what is not legal (never a
  /// refusal: the set is kept as written).
  public struct Imported: Equatable, Sendable {
    public var members: [TeamMember]
    public var warnings: [Problem]
  }

  /// The team `sets` name, each name looked up in `client`: a species (or form) as the app's
  /// search finds it, an ability and moves by name in any language or by slug. A name nothing
  /// is called is a ``Problem`` on its line; an ability the Pokémon cannot have or a move it
  /// learns in no game is a warning, and the set keeps it.
  public static func members(_ sets: [PastedSet], in client: PokemonClient) async throws
    -> Result<Imported, Problem>
  {
    var learnsets: [Int: PokemonLearnsets] = [:]
    return try await members(sets, in: client, generation: nil, learnsets: &learnsets)
  }

  /// Each team of a backup looked up, as ``members(_:in:)`` does one; the first name that
  /// cannot be read, in any team, is the ``Problem``.
  ///
  /// A team without a format is checked in `generation` (the newest when nil).
  public static func members(
    of teams: [PastedTeam], in client: PokemonClient, generation: Int? = nil
  ) async throws -> Result<[Imported], Problem> {
    // A backup repeats Pokémon from team to team: each one's learnsets are read once.
    var learnsets: [Int: PokemonLearnsets] = [:]
    var all: [Imported] = []
    for team in teams {
      let checked = team.format.flatMap(Self.generation(ofFormat:)) ?? generation
      switch try await members(
        team.sets, in: client, generation: checked, learnsets: &learnsets)
      {
      case .failure(let problem): return .failure(problem)
      case .success(let imported): all.append(imported)
      }
    }
    return .success(all)
  }

  /// The generation a Showdown format is played in: `gen4ou` → 4, `gen9vgc2024regh` → 9.
  public static func generation(ofFormat format: String) -> Int? {
    let key = format.lowercased()
    guard key.hasPrefix("gen") else { return nil }
    return Int(key.dropFirst(3).prefix { $0.isNumber })
  }

  private static func members(
    _ sets: [PastedSet], in client: PokemonClient, generation: Int?,
    learnsets: inout [Int: PokemonLearnsets]
  ) async throws -> Result<Imported, Problem> {
    var imported = Imported(members: [], warnings: [])
    // Each Pokémon's first line: a second set of it (the same species and form) is kept, and
    // said (a team holds it once, as `a` has it).
    var speciesLines: [Int: Int] = [:]
    // The moves a Pokémon learns in the games up to the team's generation (every game without
    // one), read once per Pokémon.
    func learnable(_ id: Int) async throws -> [MoveInfo] {
      if learnsets[id] == nil { learnsets[id] = try await client.fetchLearnsets(id) }
      return Self.learnable(learnsets[id]!, upTo: generation)
    }
    for set in sets {
      let pokemon: Pokemon
      // Showdown's own name first (`Calyrex-Shadow`, `Indeedee-F`); then a name the table
      // knows before a forme the data has no Pokémon for (`Arceus-Fire`, `Gastrodon-East`),
      // the forme kept; then the app's search, which says when it read a name as another.
      var forme: String?
      if let named = try await showdownPokemon(set.species, in: client) {
        pokemon = named
      } else if let (named, rest) = try await showdownPokemonWithForme(set.species, in: client) {
        // A forme cut short ("Landorus-T", "Rotom-W") is the one Showdown name it starts, in as
        // many parts, and said so ("Tatsugiri-Curly" is not Tatsugiri-Curly-Mega); else the
        // forme is one the data has no Pokémon for, kept as written.
        let written = set.species.split(separator: "-").map(ShowdownNames.key)
        let longer = ShowdownNames.embedded.names.values.filter { name in
          let parts = name.split(separator: "-").map(ShowdownNames.key)
          return parts.count == written.count && parts.dropLast() == written.dropLast()
            && parts.last!.count > written.last!.count && parts.last!.hasPrefix(written.last!)
        }
        if longer.count == 1, let full = longer.first,
          let found = try await showdownPokemon(full, in: client)
        {
          pokemon = found
          imported.warnings.append(
            Problem(
              line: set.line,
              Message("\"%@\" was read as %@", .verbatim(set.species), .verbatim(full))))
        } else {
          (pokemon, forme) = (named, rest)
        }
      } else {
        switch try await PokemonLookup.find(set.species, in: client) {
        case .found(let found):
          pokemon = found
          let key = ShowdownNames.key(set.species)
          let said = [found.name] + Array(found.names.values) + [found.slug ?? ""]
          if !said.contains(where: { ShowdownNames.key($0) == key }) {
            imported.warnings.append(
              Problem(
                line: set.line,
                Message("\"%@\" was read as %@", .verbatim(set.species), found.said)))
          }
        case .ambiguous(let candidates):
          let names = Message.Value.list(candidates.prefix(3).map(\.said))
          return .failure(
            Problem(
              line: set.line, Message("\"%@\" could be %@", .verbatim(set.species), names)))
        case .unknown:
          return .failure(
            Problem(line: set.line, Message("no Pokémon is called \"%@\"", .verbatim(set.species))))
        }
      }
      var member = set.details
      member.pokemon = pokemon.id
      member.forme = forme
      if let first = speciesLines[pokemon.id] {
        imported.warnings.append(
          Problem(
            line: set.line,
            Message(
              "%@ is in the team already (line %@): a team holds a species once",
              .name(pokemon.names.isEmpty ? ["en": pokemon.name] : pokemon.names),
              .verbatim("\(first)"))))
      } else {
        speciesLines[pokemon.id] = set.line
      }
      if let ability = set.ability, let line = set.abilityLine {
        if nameKey(ability) == nameKey("No Ability") {
          member.ability = TeamMember.noAbility
        } else {
          var slug = pokemon.abilities.first { nameKey($0.name) == nameKey(ability) }?.name
          // Its own by English name before any ability so called: Calyrex-Shadow's "As One"
          // is its own (as-one-spectrier), not the first As One (Glastrier's).
          for own in pokemon.abilities where slug == nil {
            do {
              let info = try await client.fetchAbility(own.name).ability
              if nameKey(info.name(in: .english)) == nameKey(ability) { slug = own.name }
            } catch is PokedexError {}
          }
          if slug == nil, let found = try await abilitySlug(ability, in: client) {
            slug = found
            // Found by a name in another language ("Statik"): said how it was read, as a
            // species' or a move's is, since the paste will write its English name.
            let english = try await client.fetchAbility(found).ability.name(in: .english)
            if nameKey(english) != nameKey(ability), nameKey(found) != nameKey(ability) {
              imported.warnings.append(
                Problem(
                  line: line,
                  Message(
                    "\"%@\" was read as %@", .verbatim(ability), SetCheck.abilityName(found))
                ))
            }
          }
          if slug == nil {
            switch try await forgiven(
              ability, try await NameLookup.ability(ability, in: client, language: .english),
              line: line, nothing: "no ability is called \"%@\"",
              close: "no ability is called \"%@\": did you mean %@?", warnings: &imported.warnings,
              named: { SetCheck.abilityName($0) })
            {
            case .success(let found): slug = found
            case .failure(let problem): return .failure(problem)
            }
          }
          guard let slug else { return .failure(Problem(line: line, Message("no ability"))) }
          member.ability = slug
          if let problem = SetCheck.abilityProblem(
            slug, written: .verbatim(ability), of: pokemon, generation: generation)
          {
            imported.warnings.append(Problem(line: line, problem))
          }
        }
      }
      if !set.moves.isEmpty {
        let own = try await learnable(pokemon.id)
        var familyIDs: [Int]?
        for (move, line) in zip(set.moves, set.moveLines) {
          // Names as they are usually written (the slug's, the English) before every language;
          // then what its species' usual form and its pre-evolutions learn (a Gigantamax form's
          // moves, Necrozma-Dusk-Mane's Sunsteel Strike, Armaldo's Rapid Spin from Anorith).
          func learned(_ key: String) async throws -> MoveInfo? {
            func isOwnName(_ move: MoveInfo) -> Bool {
              Self.key(move.slug) == key || Self.key(move.names["en"] ?? "") == key
            }
            for anyLanguage in [false, true] {
              func find(in moves: [MoveInfo]) -> MoveInfo? {
                anyLanguage
                  ? moves.first { $0.names.values.contains { Self.key($0) == key } }
                  : moves.first(where: isOwnName)
              }
              if let found = find(in: own) { return found }
              // Its family's only when its own moves have it not, and read once a set.
              if familyIDs == nil { familyIDs = try await family(of: pokemon, in: client) }
              for id in familyIDs ?? [] {
                if let found = find(in: try await learnable(id)) { return found }
              }
              // A move it does not learn, by its own name, is that move (warned of), not one
              // it learns whose name in some language is the same: "Charge" is not Tackle.
              // (A source that fails stops the import, rather than letting the other match in.)
              if !anyLanguage {
                do {
                  if isOwnName(try await client.fetchMove(key).move) { return nil }
                } catch is PokedexError {}
              }
            }
            return nil
          }
          var found = try await learned(Self.key(move))
          // The move as a warning names it: as written, or as read when a typo was forgiven.
          var said = (Message.Value.verbatim(move), written: true)
          var slug: String? = found?.slug
          if slug == nil { slug = try await moveSlug(move, in: client) }
          if slug == nil {
            switch try await forgiven(
              move, try await NameLookup.move(move, in: client, language: .english), line: line,
              nothing: "no move is called \"%@\"",
              close: "no move is called \"%@\": did you mean %@?", warnings: &imported.warnings,
              named: { SetCheck.named(try await client.fetchMove($0).move.names, slug: $0) })
            {
            case .success(let read):
              slug = read
              found = try await learned(Self.key(read))
              said = (
                SetCheck.named(try await client.fetchMove(read).move.names, slug: read), false
              )
            case .failure(let problem): return .failure(problem)
            }
          }
          guard let slug else { return .failure(Problem(line: line, Message("no move"))) }
          if found == nil, !Self.isFormsOwnMove(slug, of: pokemon.id, upTo: generation) {
            imported.warnings.append(
              Problem(
                line: line,
                SetCheck.learnsInNoGame(pokemon, said.0, upTo: generation, written: said.written)))
          }
          if member.moves.contains(slug) {
            imported.warnings.append(
              Problem(line: line, Message("\"%@\" is there twice", .verbatim(move))))
          }
          member.moves.append(slug)
        }
      }
      SetCheck.name(&member)
      imported.warnings += SetCheck.fieldProblems(
        member, pokemon: pokemon, generation: generation
      ).map {
        Problem(line: set.fieldLines[$0.field] ?? set.line, $0.message)
      }
      imported.members.append(member)
    }
    // In the paste's order: a set's nature or EVs come before its moves, checked after them.
    imported.warnings = imported.warnings.enumerated()
      .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
    return .success(imported)
  }

  /// The moves `learnsets` teach in the games up to `generation` (all of them when nil).
  static func learnable(_ learnsets: PokemonLearnsets, upTo generation: Int?) -> [MoveInfo] {
    guard let generation else { return Array(learnsets.moves.values) }
    var ids = Set<Int>()
    for group in learnsets.groups where group.generation <= generation {
      for learned in learnsets.learnsets[group.id] ?? [] { ids.insert(learned.move) }
    }
    return ids.compactMap { learnsets.moves[$0] }
  }

  /// ``nameKey(_:)`` of `name`, remembered: a paste's lookups compare every move a Pokémon
  /// learns with each of its moves' names, and folding a name is most of that cost.
  static func key(_ name: String) -> String {
    if let known = keys.withLock({ $0[name] }) { return known }
    let key = nameKey(name)
    keys.withLock { $0[name] = key }
    return key
  }

  private static let keys = Locked<[String: String]>([:])

  /// The whole import of a paste holding one team: read, then looked up.
  public static func importTeam(_ text: String, in client: PokemonClient) async throws
    -> Result<Imported, Problem>
  {
    switch parse(text) {
    case .failure(let problem): return .failure(problem)
    case .success(let sets):
      // A header's format (`=== [gen4ou] … ===`) is the generation its sets are checked in.
      let format = (try? parseTeams(text).get())?.first?.format
      var learnsets: [Int: PokemonLearnsets] = [:]
      return try await members(
        sets, in: client, generation: format.flatMap(generation(ofFormat:)),
        learnsets: &learnsets)
    }
  }

  /// The Pokémon Showdown calls `name`, when the shipped table names it and the source's
  /// Pokémon of that id is the one the table means (a source of other data is not misread).
  static func showdownPokemon(_ name: String, in client: PokemonClient) async throws -> Pokemon? {
    guard let id = ShowdownNames.embedded.id(named: name),
      let pokemon = try? await client.fetchPokemon(id),
      try await showdownName(of: pokemon, in: client) != nil
    else { return nil }
    return pokemon
  }

  /// Whether `pokemon` learns the move `slug` in some game: itself, its species' usual form,
  /// or a species it evolves from.
  public static func learns(_ slug: String, _ pokemon: Pokemon, in client: PokemonClient)
    async throws -> Bool
  {
    for id in [pokemon.id] + (try await family(of: pokemon, in: client)) {
      if try await client.fetchLearnsets(id).moves.values.contains(where: { $0.slug == slug }) {
        return true
      }
    }
    return false
  }

  /// Whose moves `pokemon` may also know: its species' usual form (for a form), then the
  /// species it evolves from, nearest first.
  static func family(of pokemon: Pokemon, in client: PokemonClient) async throws -> [Int] {
    var ids = pokemon.isForm ? [pokemon.speciesID] : []
    guard let chain = try? await client.fetchEvolutionChain(pokemon.evolutionChainID) else {
      return ids
    }
    func path(to species: Int, from node: EvolutionNode) -> [Int]? {
      if node.speciesID == species { return [] }
      for next in node.evolvesTo {
        if let rest = path(to: species, from: next) { return [node.speciesID] + rest }
      }
      return nil
    }
    ids += (path(to: pokemon.speciesID, from: chain.root) ?? []).reversed()
    return ids
  }

  /// The longest start of `name` (up to a hyphen) Showdown calls a Pokémon of the data, and
  /// the rest: `Arceus-Fire` is Arceus and `Fire`; `Ogerpon-Wellspring-Tera` is
  /// Ogerpon-Wellspring and `Tera`.
  static func showdownPokemonWithForme(_ name: String, in client: PokemonClient) async throws
    -> (Pokemon, String)?
  {
    var parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    var rest: [String] = []
    while parts.count > 1 {
      rest.insert(parts.removeLast(), at: 0)
      if let pokemon = try await showdownPokemon(parts.joined(separator: "-"), in: client) {
        let forme = rest.joined(separator: "-").trimmingCharacters(in: .whitespaces)
        return forme.isEmpty ? nil : (pokemon, forme)
      }
    }
    return nil
  }

  /// The table's name for `pokemon`, when it starts with its species' English name (so the
  /// table and the source agree on what that id is).
  static func showdownName(of pokemon: Pokemon, in client: PokemonClient) async throws -> String? {
    guard let name = ShowdownNames.embedded.names[pokemon.id] else { return nil }
    let species =
      pokemon.isForm ? (try? await client.fetchPokemon(pokemon.speciesID)) ?? pokemon : pokemon
    return ShowdownNames.key(name).hasPrefix(ShowdownNames.key(species.name)) ? name : nil
  }

  /// A move's or ability's name no exact name matched, as the forgiving lookup reads it: the
  /// one it finds alone (one typo forgiven: `Earthquak`), with a warning that says how it was
  /// read, as a species' is; else a refusal naming what comes close (`nothing` when nothing
  /// does, `close` with the names).
  private static func forgiven(
    _ written: String, _ lookup: NameLookup, line: Int, nothing: String, close: String,
    warnings: inout [Problem], named: (String) async throws -> Message.Value
  ) async throws -> Result<String, Problem> {
    switch lookup {
    case .found(let slug):
      let name = try await named(slug)
      warnings.append(
        Problem(line: line, Message("\"%@\" was read as %@", .verbatim(written), name)))
      return .success(slug)
    case .ambiguous(let names), .unknown(let names):
      guard !names.isEmpty else {
        return .failure(Problem(line: line, Message(nothing, .verbatim(written))))
      }
      return .failure(
        Problem(
          line: line,
          Message(close, .verbatim(written), .list(names.prefix(3).map { .verbatim($0) }))))
    }
  }

  private static func abilitySlug(_ name: String, in client: PokemonClient) async throws -> String?
  {
    do { return try await client.fetchAbility(name).ability.slug } catch is PokedexError {
      return nil
    }
  }

  private static func moveSlug(_ name: String, in client: PokemonClient) async throws -> String? {
    do { return try await client.fetchMove(name).move.slug } catch is PokedexError { return nil }
  }

  // MARK: - Writing

  /// `members` as a paste, in English as Showdown writes it: every field a set has that is not
  /// its default, the species or form by Showdown's name (``ShowdownNames``:
  /// `Ogerpon-Hearthflame`, `Tauros-Paldea-Combat`), the ability and the moves by name.
  public static func write(_ members: [TeamMember], from client: PokemonClient) async throws
    -> String
  {
    var sets: [String] = []
    for member in members {
      let pokemon = try await client.fetchPokemon(member.pokemon)
      var name = pokemon.name
      if let showdown = try await showdownName(of: pokemon, in: client) {
        name = showdown
      } else if let form = pokemon.form {
        let species = try await client.fetchPokemon(pokemon.speciesID)
        let suffix = form.formName.split(separator: "-").map {
          $0.prefix(1).uppercased() + $0.dropFirst()
        }
        name = ([species.name] + suffix).joined(separator: "-")
      }
      if let forme = member.forme { name += "-" + forme }
      var ability: String?
      if let slug = member.ability {
        if slug == TeamMember.noAbility {
          ability = "No Ability"
        } else if let rider = Self.asOne[slug] {
          ability = "As One (\(rider))"
        } else {
          let english = try? await client.fetchAbility(slug).ability.name(in: .english)
          ability = Self.straightApostrophes(english ?? titleCased(slug))
        }
      }
      var moves: [String] = []
      if !member.moves.isEmpty {
        let learnsets = try await client.fetchLearnsets(pokemon.id)
        for slug in member.moves {
          var move = learnsets.moves.values.first { $0.slug == slug }
          if move == nil { move = try? await client.fetchMove(slug).move }
          var text = Self.straightApostrophes(move?.name(in: .english) ?? titleCased(slug))
          if slug == "hidden-power", let type = member.hiddenPowerType {
            text += " [\(type.displayName)]"
          }
          moves.append(text)
        }
      }
      sets.append(lines(member, species: name, ability: ability, moves: moves))
    }
    return sets.joined(separator: "\n\n") + (sets.isEmpty ? "" : "\n")
  }

  /// `team` as a paste under its header, `=== [gen9ou] Sand ===` with a format and
  /// `=== Sand ===` for a name given without one, so that reading it back gives the team its
  /// name (and format) again. A team under the name it was made with (`Team 2`), or with no
  /// members, is the sets alone, as a paste for one team is.
  public static func write(_ team: Team, from client: PokemonClient) async throws -> String {
    let sets = try await write(team.members, from: client)
    if team.format != nil { return header(team) + sets }
    let name = team.name.trimmingCharacters(in: .whitespaces)
    // The names new teams are given, in the five languages (`Team 2`, `Equipo 2`, `チーム2`).
    let isMadeName = ["Team ", "Equipo ", "Équipe ", "チーム"].contains { prefix in
      name.hasPrefix(prefix) && Int(name.dropFirst(prefix.count)).map { $0 > 0 } == true
    }
    guard !name.isEmpty, !isMadeName, !team.members.isEmpty else { return sets }
    return header(team) + sets
  }

  /// `team`'s header line and the blank line after it: `=== [gen9ou] Sand ===`, or
  /// `=== Sand ===` without a format.
  public static func header(_ team: Team) -> String {
    "=== " + (team.format.map { "[\($0)] " } ?? "") + team.name + " ===\n\n"
  }

  /// The moves a form takes on as it becomes that form, which PokeAPI's learnsets leave out,
  /// by the form's id, with the generation they came in: Dusk Mane Necrozma's Sunsteel Strike
  /// and Dawn Wings Necrozma's Moongeist Beam (7), Crowned Zacian's Behemoth Blade and
  /// Crowned Zamazenta's Behemoth Bash (8).
  static let formsOwnMoves: [Int: (move: String, generation: Int)] = [
    10155: ("sunsteel-strike", 7), 10156: ("moongeist-beam", 7), 10188: ("behemoth-blade", 8),
    10189: ("behemoth-bash", 8),
  ]

  /// Whether `move` is the one Pokémon `id` takes on as it becomes its form, in the games up
  /// to `generation` (any, when nil).
  static func isFormsOwnMove(_ move: String, of id: Int, upTo generation: Int?) -> Bool {
    guard let own = formsOwnMoves[id], own.move == move else { return false }
    return (generation ?? own.generation) >= own.generation
  }

  /// Showdown's names of the two As One abilities, which PokeAPI calls alike.
  static let asOne = ["as-one-glastrier": "Glastrier", "as-one-spectrier": "Spectrier"]

  /// Moves' and abilities' names as Showdown writes them, with `'` (`Mind's Eye`).
  static func straightApostrophes(_ name: String) -> String {
    name.replacingOccurrences(of: "\u{2019}", with: "'")
  }

  /// One set's lines, in the order Showdown writes them, with `species`, `ability` and `moves`
  /// as they are to be written.
  public static func lines(_ member: TeamMember, species: String, ability: String?, moves: [String])
    -> String
  {
    var first = species
    if let nickname = member.nickname { first = "\(nickname) (\(species))" }
    if let gender = member.gender { first += " (\(gender.rawValue))" }
    if let item = member.item { first += " @ \(item)" }
    var lines = [first]
    if let ability { lines.append("Ability: \(ability)") }
    if member.level != 100 { lines.append("Level: \(member.level)") }
    if member.shiny { lines.append("Shiny: Yes") }
    if let happiness = member.happiness { lines.append("Happiness: \(happiness)") }
    if let ball = member.pokeball { lines.append("Pokeball: \(ball)") }
    if let level = member.dynamaxLevel { lines.append("Dynamax Level: \(level)") }
    if member.gigantamax { lines.append("Gigantamax: Yes") }
    if let tera = member.teraType { lines.append("Tera Type: \(tera)") }
    if let evs = statsLine(member.evs, leaving: 0) { lines.append("EVs: \(evs)") }
    if let nature = member.nature { lines.append("\(nature) Nature") }
    if let ivs = statsLine(member.ivs, leaving: 31) { lines.append("IVs: \(ivs)") }
    // A Hidden Power's type with no Hidden Power among the moves (an older paste's field).
    if let type = member.hiddenPowerType, !member.moves.contains("hidden-power") {
      lines.append("Hidden Power: \(type.displayName)")
    }
    lines += moves.map { "- \($0)" }
    return lines.joined(separator: "\n")
  }

  /// `252 Atk / 4 SpD`: the stats not at `value`; nil when all are.
  public static func statsLine(_ stats: TeamMember.Stats, leaving value: Int) -> String? {
    let parts = (0..<6).filter { stats[$0] != value }.map {
      "\(stats[$0]) \(TeamMember.Stats.names[$0])"
    }
    return parts.isEmpty ? nil : parts.joined(separator: " / ")
  }
}
