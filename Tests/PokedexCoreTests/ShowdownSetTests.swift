import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// Everything a Showdown set says survives a paste: read whatever Showdown reads, written back
/// as Showdown writes it. Pastes of our own making, after Showdown's description of the format.
@Suite struct ShowdownSetTests {
  static let client = EmbeddedMovesTests.client

  /// A set with every field a paste can hold.
  static let fullSet = """
    Sir Chomps (the 2nd) (Garchomp) (F) @ Choice Scarf
    Ability: Rough Skin
    Level: 50
    Shiny: Yes
    Happiness: 160
    Pokeball: Dream Ball
    Dynamax Level: 7
    Tera Type: Steel
    EVs: 4 HP / 252 Atk / 252 Spe
    Jolly Nature
    IVs: 0 SpA / 30 Spe
    - Earthquake
    - Outrage
    - Stone Edge
    - Fire Fang
    """

  @Test func everyFieldOfASetIsRead() throws {
    let set = try #require(try ShowdownPaste.parse(Self.fullSet).get().first)
    #expect(set.species == "Garchomp")
    let details = set.details
    #expect(details.nickname == "Sir Chomps (the 2nd)")
    #expect(details.gender == .female && details.item == "Choice Scarf")
    #expect(details.level == 50 && details.shiny && details.happiness == 160)
    #expect(details.pokeball == "Dream Ball" && details.dynamaxLevel == 7)
    #expect(details.teraType == "Steel" && details.nature == "Jolly")
    #expect(details.evs == TeamMember.Stats(hp: 4, atk: 252, def: 0, spa: 0, spd: 0, spe: 252))
    #expect(details.ivs == TeamMember.Stats(hp: 31, atk: 31, def: 31, spa: 0, spd: 31, spe: 30))
    #expect(set.moves == ["Earthquake", "Outrage", "Stone Edge", "Fire Fang"])
  }

  /// Written back, the paste says everything it said, in Showdown's order.
  @Test func aFullSetIsWrittenBackAsItWasSaid() async throws {
    let imported = try await ShowdownPaste.importTeam(Self.fullSet, in: Self.client).get()
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    let written = try await ShowdownPaste.write(imported.members, from: Self.client)
    #expect(written == Self.fullSet + "\n")
  }

  /// Windows line ends, indents, trailing spaces and stats in any case read as Showdown reads
  /// them; a CRLF paste once imported as one bare Pokémon and replaced the team.
  @Test func crlfIndentsAndCaseAreReadAsShowdownReadsThem() throws {
    let paste =
      "  Garchomp @ Life Orb  \r\n\tAbility: rough skin \r\n  EVS: 4 Hp / 252 atk \r\n"
      + "  adamant nature\r\n  - Earthquake\r\n\r\nRotom-Wash\r\nAbility: No Ability\r\n"
    let sets = try ShowdownPaste.parse(paste).get()
    #expect(sets.map(\.species) == ["Garchomp", "Rotom-Wash"])
    #expect(sets[0].details.item == "Life Orb" && sets[0].ability == "rough skin")
    #expect(sets[0].details.evs.hp == 4 && sets[0].details.evs.atk == 252)
    #expect(sets[0].details.nature == "Adamant" && sets[0].moves == ["Earthquake"])
    #expect(sets[1].line == 7 && sets[1].ability == "No Ability")
    // Old Mac line ends too.
    #expect(try ShowdownPaste.parse("Garchomp\r- Earthquake\r\rPikachu").get().count == 2)
  }

  @Test func noAbilityAndHiddenPowerAreKept() async throws {
    let paste = "Rotom-Wash\nAbility: No Ability\n- Hidden Power Ice\n"
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.members[0].ability == TeamMember.noAbility)
    #expect(imported.members[0].hiddenPowerType == .ice)
    let written = try await ShowdownPaste.write(imported.members, from: Self.client)
    #expect(written == "Rotom-Wash\nAbility: No Ability\n- Hidden Power [Ice]\n")
  }

  /// A backup's teams are read with their names and formats; the Pokédex keeps one team, so a
  /// backup of several is refused with their names rather than merged or cut.
  @Test func aBackupsHeadersNameTeamsNotPokemon() throws {
    let backup = """
      === [gen7ou] Electric Hail ===

      Garchomp
      - Earthquake

      === [gen9vgc2024regg] Rain ===

      Pelipper @ Damp Rock
      Ability: Drizzle

      === Untitled ===
      Pikachu

      """
    let teams = try ShowdownPaste.parseTeams(backup).get()
    #expect(teams.map(\.name) == ["Electric Hail", "Rain", "Untitled"])
    #expect(teams.map(\.format) == ["gen7ou", "gen9vgc2024regg", nil])
    #expect(teams.map { $0.sets.map(\.species) } == [["Garchomp"], ["Pelipper"], ["Pikachu"]])
    guard case .failure(let problem) = ShowdownPaste.parse(backup) else {
      Issue.record("a backup of three teams was taken as one")
      return
    }
    #expect(problem.line == 6)
    #expect(problem.message.contains("3 teams (\"Electric Hail\", \"Rain\", \"Untitled\")"))
    // One team under a header is a team.
    let one = "=== [gen9ou] Sand ===\n\nGarchomp\n- Earthquake\n"
    #expect(try ShowdownPaste.parse(one).get().map(\.species) == ["Garchomp"])
    // A header is three signs each side, so a name keeps a sign of its own.
    let signs = try ShowdownPaste.parseTeams(
      "=== [gen9ou] Rain= ===\nPelipper\n\n=== =Sun ===\nTorkoal"
    )
    .get()
    #expect(signs.map(\.name) == ["Rain=", "=Sun"])
  }

  /// A team whose name ends in a sign comes back whole through export and import, and is read
  /// from a CRLF paste with odd spacing around its header and first line.
  @Test func aNameWithASignRoundTrips() async throws {
    let team = Team(
      id: UUID(), name: "Rain=", format: "gen9ou",
      members: [TeamMember(pokemon: 279, ability: "drizzle", gender: .female)])
    let written = try await ShowdownPaste.write(team, from: Self.client)
    #expect(written.hasPrefix("=== [gen9ou] Rain= ===\n"), "\(written)")
    let read = try ShowdownPaste.parseTeams(written).get()
    #expect(read.map(\.name) == ["Rain="] && read.map(\.format) == ["gen9ou"])
    // Without a format, the name alone in the header: it came back without one before.
    var plain = team
    plain.format = nil
    plain.name = "My Team"
    let unformatted = try await ShowdownPaste.write(plain, from: Self.client)
    #expect(unformatted.hasPrefix("=== My Team ===\n\nPelipper"), "\(unformatted)")
    let back = try ShowdownPaste.parseTeams(unformatted).get()
    #expect(back.map(\.name) == ["My Team"] && back.map(\.format) == [nil])
    let crlfPlain = "===   My Team   ===  \r\n\r\n  Pelipper   (F)  \r\n"
    #expect(try ShowdownPaste.parseTeams(crlfPlain).get().map(\.name) == ["My Team"])
    // The name a team was made with is not written: the sets alone, as before.
    plain.name = "Team 2"
    #expect(try await ShowdownPaste.write(plain, from: Self.client).hasPrefix("Pelipper"))
    for made in ["Equipo 2", "Équipe 3", "チーム4"] {  // as new teams are named in Spanish…
      plain.name = made
      #expect(try await ShowdownPaste.write(plain, from: Self.client).hasPrefix("Pelipper"))
    }
    let crlf = "===   [gen9ou]   Rain=   ===  \r\n\r\n  Pelipper   (F)  \r\nAbility: Drizzle\r\n"
    let teams = try ShowdownPaste.parseTeams(crlf).get()
    #expect(teams.map(\.name) == ["Rain="] && teams.map(\.format) == ["gen9ou"])
    #expect(teams[0].sets.map(\.species) == ["Pelipper"])
    #expect(teams[0].sets[0].details.gender == .female)
  }

  /// Two genders on one line cannot both be kept: the line is refused with the reason, where
  /// the last one read used to replace the first unsaid.
  @Test func twoGendersAreRefused() throws {
    guard case .failure(let problem) = ShowdownPaste.parse("Garchomp\n\nPelipper (F) (M)\n")
    else {
      Issue.record("two genders were read")
      return
    }
    #expect(problem.line == 3 && problem.message == "Gender is given twice")
    // The same line in a CRLF paste, with odd spacing, is named with its number too.
    guard case .failure(let crlf) = ShowdownPaste.parse("Garchomp\r\n\r\n Pelipper  (F)  (M) \r\n")
    else {
      Issue.record("two genders were read from a CRLF paste")
      return
    }
    #expect(crlf.line == 3 && crlf.message == "Gender is given twice")
    #expect(try ShowdownPaste.parse("Pelipper (F)").get()[0].details.gender == .female)
  }

  /// Showdown names the data has no Pokémon of its own for (a type's Arceus, a cosmetic form,
  /// a species' usual form by its forme) are that Pokémon with the forme kept and written back;
  /// a name read as another is said.
  @Test func formesTheDataLacksAreKeptAndATypoIsSaid() async throws {
    let paste = """
      Arceus-Fire @ Flame Plate
      Ability: Multitype

      Gastrodon-East

      Palafin-Zero

      Tatsugiri-Curly (m)

      Garchompp
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.members.map(\.pokemon) == [493, 423, 964, 978, 445])
    #expect(imported.members.map(\.forme) == ["Fire", "East", "Zero", "Curly", nil])
    #expect(imported.members[3].gender == .male)
    #expect(imported.warnings.map(\.line) == [10])
    #expect(imported.warnings.first?.message == "\"Garchompp\" was read as Garchomp")
    let written = try await ShowdownPaste.write(imported.members, from: Self.client)
    #expect(
      written
        == "Arceus-Fire @ Flame Plate\nAbility: Multitype\n\nGastrodon-East\n\nPalafin-Zero\n\n"
        + "Tatsugiri-Curly (M)\n\nGarchomp\n")
  }

  /// What a pre-evolution or a form's species learns is legal: no warning.
  @Test func aFamilysMovesAreLegal() async throws {
    let paste = "Armaldo\n- Rapid Spin\n\nCharizard-Gmax\n- Protect\n- Flamethrower\n"
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    #expect(imported.members[0].moves == ["rapid-spin"])
  }

  /// Showdown's spellings: As One by its rider, a straight apostrophe, long stat names; a stat
  /// given twice is named rather than one of them dropped.
  @Test func showdownsSpellingsAreWrittenAndRead() async throws {
    let paste = """
      Calyrex-Shadow
      Ability: As One (Spectrier)

      Ursaluna-Bloodmoon
      Ability: Mind's Eye
      EVs: 4 Sp. Def / 252 Special Attack / 252 speed
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(
      imported.members[1].evs == TeamMember.Stats(hp: 0, atk: 0, def: 0, spa: 252, spd: 4, spe: 252)
    )
    let written = try await ShowdownPaste.write(imported.members, from: Self.client)
    #expect(written.contains("Ability: As One (Spectrier)\n"))
    #expect(written.contains("Ability: Mind's Eye\n"))
    guard case .failure(let problem) = ShowdownPaste.parse("Garchomp\nEVs: 252 Atk / 4 Atk") else {
      Issue.record("a stat given twice was read")
      return
    }
    #expect(problem.line == 2 && problem.message.contains("Atk is given twice"))
  }

  /// A name two things share is the one this Pokémon has: Calyrex-Shadow's "As One" is its
  /// own (it became Glastrier's, with a warning that it could not have it), and "Charge" is
  /// Charge, not Tackle, whose French name it is (Garchomp learns Tackle: it was taken as
  /// that, legal and unsaid). A move's name in another language still reads ("Séisme").
  @Test func aNameIsThisPokemonsOwnBeforeAnotherLanguagesName() async throws {
    let paste = """
      Calyrex-Shadow
      Ability: As One
      - Astral Barrage

      Garchomp
      - Charge
      - Séisme

      Togekiss
      - Spotlight
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.members.map(\.ability) == ["as-one-spectrier", nil, nil])
    #expect(imported.members[1].moves == ["charge", "earthquake"])
    #expect(imported.members[2].moves == ["spotlight"])
    #expect(imported.warnings.map(\.line) == [6, 10], "\(imported.warnings)")
    #expect(imported.warnings.allSatisfy { $0.message.contains("learns") })
    let written = try await ShowdownPaste.write(imported.members, from: Self.client)
    #expect(written.contains("Ability: As One (Spectrier)\n"))
    #expect(written.contains("- Charge\n- Earthquake\n") && written.contains("- Spotlight\n"))
    // The lookups themselves, by any name: a move's or ability's own name comes first.
    let moves = try PokedexMoves.embeddedResult.get()
    #expect(moves.move(named: "Charge")?.slug == "charge")
    #expect(moves.move(named: "Spotlight")?.slug == "spotlight")
    #expect(moves.move(named: "Séisme")?.slug == "earthquake")
  }

  /// A forme cut short is the one Showdown name it starts, and said: "Landorus-T" was kept as
  /// Landorus (Incarnate) with a forme "T", and warned that it could not have Intimidate.
  @Test func aFormeCutShortIsTheOneItStartsAndSaid() async throws {
    let paste = "Landorus-T\nAbility: Intimidate\n\nRotom-W\n\nGastrodon-East\n"
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    let landorus = try #require(ShowdownNames.embedded.id(named: "Landorus-Therian"))
    let rotom = try #require(ShowdownNames.embedded.id(named: "Rotom-Wash"))
    #expect(imported.members.prefix(2).map(\.pokemon) == [landorus, rotom])
    #expect(imported.members.prefix(2).map(\.forme) == [nil, nil])
    #expect(
      imported.warnings.map(\.message) == [
        "\"Landorus-T\" was read as Landorus-Therian", "\"Rotom-W\" was read as Rotom-Wash",
      ])
    // A forme the data has no Pokémon for is kept as written.
    #expect(imported.members[2].forme == "East")
  }

  /// A field given twice in one set is refused with its line: the second replaced the first
  /// unsaid (two EVs lines kept only the last). Hidden Power's type given twice alike, unless
  /// both name the same type.
  @Test func aFieldGivenTwiceInASetIsRefused() throws {
    for (paste, line, field) in [
      ("Garchomp\nEVs: 252 Atk\nEVs: 4 SpD / 252 Spe\n", 3, "EVs"),
      ("Garchomp\nAbility: Rough Skin\nability: Sand Veil\n", 3, "ability"),
      ("Garchomp\nJolly Nature\n- Earthquake\nAdamant Nature\n", 4, "Nature"),
      ("Garchomp\nTera Type: Fire\nLevel: 50\nTera Type: Steel\n", 4, "Tera Type"),
      ("Garchomp\nPokeball: Dream Ball\nBall: Poke Ball\n", 3, "Ball"),
      ("Pikachu\nHidden Power: Ice\n- Hidden Power [Fire]\n", 3, "Hidden Power"),
      ("Pikachu\n- Hidden Power [Ice]\nHidden Power: Fire\n", 3, "Hidden Power"),
    ] {
      guard case .failure(let problem) = ShowdownPaste.parse(paste) else {
        Issue.record("read: \(paste)")
        continue
      }
      #expect(problem.line == line && problem.message == "\(field) is given twice", "\(paste)")
    }
    // The next set may give them again; Hidden Power's type twice the same is one type.
    let sets = try ShowdownPaste.parse(
      "Garchomp\nEVs: 252 Atk\n\nPikachu\nEVs: 252 Spe\nHidden Power: Ice\n- Hidden Power [Ice]\n"
    ).get()
    #expect(sets.map(\.details.evs.atk) == [252, 0])
    #expect(sets[1].details.hiddenPowerType == .ice)
  }

  /// Each team of a backup is looked up; a name nothing is called in any of them stops it.
  @Test func aBackupsTeamsAreLookedUpEach() async throws {
    let backup = "=== A ===\nGarchomp\n- Earthquake\n\n=== B ===\nGarchomp\n\nRotom-Wash\n"
    let teams = try ShowdownPaste.parseTeams(backup).get()
    let imported = try await ShowdownPaste.members(of: teams, in: Self.client).get()
    #expect(imported.map { $0.members.map(\.pokemon) } == [[445], [445, 10009]])
    #expect(imported[0].members[0].moves == ["earthquake"])
    let bad = try ShowdownPaste.parseTeams(backup + "\n=== C ===\nNotamon\n").get()
    guard case .failure(let problem) = try await ShowdownPaste.members(of: bad, in: Self.client)
    else {
      Issue.record("a backup with an unknown Pokémon was taken")
      return
    }
    #expect(problem.line == 11 && problem.message.contains("Notamon"))
  }

  @Test(arguments: [
    ("Garchomp\nLevel: 0", 2, "a level is 1 to 100"),
    ("Garchomp\nEVs: 252 Strength", 2, "not \"252 Strength\""),
    // Each with an example of its own kind and the games' range (EVs to 999 are read, to be
    // warned of, but 252 is the most a stat takes).
    ("Garchomp\nEVs: lots", 2, "like \"252 Atk / 4 SpD\" (0 to 252;"),
    ("Garchomp\nIVs: 32 HP", 2, "like \"0 Atk / 30 Spe\" (0 to 31;"),
    ("Garchomp\nTera Type: Shadow", 2, "not a Tera type"),
    ("Garchomp\nShiny: maybe", 2, "Yes or No"),
    ("Garchomp\n- Hidden Power [Bird]", 2, "names no type"),
    ("=== Empty ===\n\n=== Full ===\nPikachu", 1, "this team has no Pokémon"),
  ])
  func aFieldThatCannotBeReadIsNamed(_ paste: String, line: Int, message: String) {
    guard case .failure(let problem) = ShowdownPaste.parseTeams(paste) else {
      Issue.record("\(paste.debugDescription) was read")
      return
    }
    #expect(problem.line == line && problem.message.contains(message), "\(problem)")
  }

  /// 1,000 random sets (seeded): written and read back, every field is the same.
  @Test func randomSetsSurviveARoundTrip() throws {
    var random = SeededGenerator(seed: 40)
    let natures = ["Jolly", "Adamant", "Modest", "Timid", "Bold", "Calm", "Hardy"]
    let teras = PokemonType.allCases.map(\.displayName) + ["Stellar"]
    let words = ["Chomp", "Sir (X)", "Bob", "Ünïcode", "A-B", "Mr. Mime"]
    for round in 0..<1_000 {
      var member = TeamMember(pokemon: 0)
      func maybe<T>(_ value: @autoclosure () -> T) -> T? {
        Bool.random(using: &random) ? value() : nil
      }
      member.nickname = maybe(words.randomElement(using: &random)!)
      member.gender = maybe(Bool.random(using: &random) ? .male : .female)
      member.item = maybe(
        ["Choice Scarf", "Leftovers", "Booster Energy"].randomElement(using: &random)!)
      member.level = Int.random(in: 1...100, using: &random)
      member.shiny = Bool.random(using: &random)
      member.happiness = maybe(Int.random(in: 0...255, using: &random))
      member.pokeball = maybe("Dream Ball")
      member.dynamaxLevel = maybe(Int.random(in: 0...10, using: &random))
      member.gigantamax = Bool.random(using: &random)
      member.teraType = maybe(teras.randomElement(using: &random)!)
      member.nature = maybe(natures.randomElement(using: &random)!)
      for stat in 0..<6 {
        member.evs[stat] = Bool.random(using: &random) ? Int.random(in: 0...252, using: &random) : 0
        member.ivs[stat] = Bool.random(using: &random) ? Int.random(in: 0...31, using: &random) : 31
      }
      let moves = ["Earthquake", "Outrage", "Hidden Power", "U-turn", "Will-O-Wisp"]
      let chosen = Array(
        moves.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
      if chosen.contains("Hidden Power") {
        member.hiddenPowerType = PokemonType.allCases.randomElement(using: &random)
      }
      let names = chosen.map {
        $0 == "Hidden Power" ? "Hidden Power [\(member.hiddenPowerType!.displayName)]" : $0
      }
      let ability = maybe("Rough Skin")
      let text = ShowdownPaste.lines(member, species: "Garchomp", ability: ability, moves: names)
      let sets = try ShowdownPaste.parse(text).get()
      #expect(sets.count == 1, "round \(round)")
      #expect(sets[0].details == member, "round \(round):\n\(text)")
      #expect(sets[0].species == "Garchomp" && sets[0].ability == ability, "round \(round)")
      #expect(sets[0].moves == chosen, "round \(round)")
    }
  }

  /// The issue's property over the embedded data: 1,000 random sets (seeded) of every
  /// Pokémon and form Showdown names, with abilities and moves of their own, items, natures
  /// and balls from the synced tables, exported and imported again in teams of six, come back
  /// equal (`import(export(team)) == team`).
  @Test func randomTeamsSurviveExportAndImport_1000Sets() async throws {
    var random = SeededGenerator(seed: 4040)
    let names = ShowdownNames.embedded
    let pool = names.names.keys.filter { !names.aliases.contains($0) }.sorted()
    let sets = PokedexSets.embedded
    // Items and balls whose name reads back as themselves (a few share an English name).
    let items = sets.items.filter { sets.item(named: $0.name) == $0 }
    let held = items.filter { !$0.category.hasSuffix("balls") }
    let balls = items.filter { $0.category.hasSuffix("balls") }
    let teras = PokemonType.allCases.map(\.displayName) + ["Stellar"]
    let words = ["Chomp", "Sir (X)", "Bob", "Ünïcode", "A-B", "Mr. Mime"]
    var members: [TeamMember] = []
    for _ in 0..<1_000 {
      let id = pool.randomElement(using: &random)!
      let pokemon = try await Self.client.fetchPokemon(id)
      var member = TeamMember(pokemon: id)
      func maybe<T>(_ value: @autoclosure () -> T) -> T? {
        Bool.random(using: &random) ? value() : nil
      }
      member.ability = maybe(pokemon.abilities.randomElement(using: &random)?.name) ?? nil
      let learnable = try await Self.client.fetchLearnsets(id).moves.values.map(\.slug).sorted()
      member.moves = Array(
        learnable.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
      if member.moves.contains("hidden-power") {
        member.hiddenPowerType = PokemonType.allCases.randomElement(using: &random)
      }
      member.nickname = maybe(words.randomElement(using: &random)!)
      member.gender = maybe(Bool.random(using: &random) ? .male : .female)
      member.item = maybe(held.randomElement(using: &random)!.name)
      member.level = Int.random(in: 1...100, using: &random)
      member.shiny = Bool.random(using: &random)
      member.happiness = maybe(Int.random(in: 0...255, using: &random))
      member.pokeball = maybe(balls.randomElement(using: &random)!.name)
      member.dynamaxLevel = maybe(Int.random(in: 0...10, using: &random))
      member.gigantamax = Bool.random(using: &random)
      member.teraType = maybe(teras.randomElement(using: &random)!)
      member.nature = maybe(sets.natures.randomElement(using: &random)!.name)
      for stat in 0..<6 {
        member.evs[stat] = Bool.random(using: &random) ? Int.random(in: 0...252, using: &random) : 0
        member.ivs[stat] = Bool.random(using: &random) ? Int.random(in: 0...31, using: &random) : 31
      }
      members.append(member)
    }
    var failures: [String] = []
    for start in stride(from: 0, to: members.count, by: TeamMember.teamCapacity) {
      let team = Array(members[start..<min(start + TeamMember.teamCapacity, members.count)])
      let paste = try await ShowdownPaste.write(team, from: Self.client)
      switch try await ShowdownPaste.importTeam(paste, in: Self.client) {
      case .failure(let problem): failures.append("\(problem)\n\(paste)")
      case .success(let imported):
        for (before, after) in zip(team, imported.members) where before != after {
          failures.append("\(before)\n  came back as\n\(after)\n\(paste)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) differ; the first: \(failures.first ?? "")")
  }

  /// A team saved before sets had their fields reads with the games' defaults.
  @Test func anOlderTeamFileReadsWithTheDefaults() throws {
    let old = #"[{"pokemon":445,"ability":"rough-skin","moves":["earthquake"]}]"#
    let members = try JSONDecoder().decode([TeamMember].self, from: Data(old.utf8))
    #expect(members == [TeamMember(pokemon: 445, ability: "rough-skin", moves: ["earthquake"])])
    #expect(members[0].level == 100 && members[0].ivs == .perfect && members[0].evs == .zero)
  }
}
