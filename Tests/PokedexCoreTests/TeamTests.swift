import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// Showdown's paste format read and written, names resolved against the embedded data.
@Suite struct ShowdownPasteTests {
  static let client = EmbeddedMovesTests.client

  static let paste = """
    Chompy (Garchomp) (M) @ Choice Scarf
    Ability: Rough Skin
    EVs: 252 Atk / 4 SpD / 252 Spe
    Jolly Nature
    Tera Type: Steel
    - Earthquake
    - Outrage

    Rotom-Wash @ Leftovers
    Ability: Levitate
    - Hydro Pump
    - Hidden Power [Fire]

    Charizard-Mega-Y
    """

  @Test func setsAreReadPastNicknamesItemsAndFields() throws {
    let sets = try ShowdownPaste.parse(Self.paste).get()
    #expect(sets.map(\.species) == ["Garchomp", "Rotom-Wash", "Charizard-Mega-Y"])
    #expect(sets[0].ability == "Rough Skin" && sets[0].abilityLine == 2)
    #expect(sets[0].moves == ["Earthquake", "Outrage"] && sets[0].moveLines == [6, 7])
    #expect(sets[1].moves == ["Hydro Pump", "Hidden Power"])
    #expect(sets[2].line == 14 && sets[2].ability == nil)
  }

  @Test(arguments: [
    ("Garchomp\nColour: blue", 2, "\"colour:\" is not a field"),
    ("Garchomp\n- A\n- B\n- C\n- D\n- E", 6, "at most 4 moves"),
    ("Garchomp\nwhatever this is", 2, "expected a set's field"),
    ("Garchomp\n-", 2, "expected a move"),
    ("", 1, "the paste has no Pokémon"),
    ((1...7).map { "Mon\($0)" }.joined(separator: "\n\n"), 13, "at most 6 Pokémon"),
    // An escape that would set a terminal's clipboard from the team's export, a bell.
    (
      "Evil\u{1B}]52;c;SGVsbG8=\u{07}Nick (Pikachu)\n- Thunderbolt", 1, "control character (U+001B)"
    ),
    ("Pikachu\n- Thunder\u{07}bolt", 2, "control character (U+0007)"),
  ])
  func aLineThatCannotBeReadIsNamed(_ paste: String, line: Int, message: String) {
    guard case .failure(let problem) = ShowdownPaste.parse(paste) else {
      Issue.record("\(paste.debugDescription) was read")
      return
    }
    #expect(problem.line == line)
    #expect(problem.message.contains(message), "\(problem)")
  }

  @Test func namesResolveOrTheirLineIsNamed() async throws {
    let sets = try ShowdownPaste.parse(Self.paste).get()
    let imported = try await ShowdownPaste.members(sets, in: Self.client).get()
    let members = imported.members
    #expect(imported.warnings.isEmpty)
    #expect(members.map(\.pokemon) == [445, 10009, 10035])
    #expect(members[0].ability == "rough-skin" && members[0].moves == ["earthquake", "outrage"])
    #expect(members[1].moves == ["hydro-pump", "hidden-power"])
    #expect(members[1].hiddenPowerType == .fire)
    // A name nothing is called cannot be read: its line is named, nothing is taken.
    for (paste, line, message) in [
      ("Pikachu\n\nGarchompxyz\n", 3, "Garchompxyz"),
      ("Garchomp\nAbility: Sand Sleepy", 2, "no ability is called \"Sand Sleepy\""),
      ("Garchomp\n- Earthquake\n- Thunderpunchy", 3, "no move is called \"Thunderpunchy\""),
    ] {
      let sets = try ShowdownPaste.parse(paste).get()
      guard case .failure(let problem) = try await ShowdownPaste.members(sets, in: Self.client)
      else {
        Issue.record("\(paste.debugDescription) resolved")
        continue
      }
      #expect(problem.line == line && problem.message.contains(message), "\(problem)")
    }
  }

  /// What is not legal is a warning beside the set, never a refusal: the set keeps it.
  @Test func whatIsNotLegalIsKeptWithAWarning() async throws {
    let paste = "Garchomp\nAbility: Levitate\n- Earthquake\n- Thunderbolt"
    let imported = try await ShowdownPaste.members(
      ShowdownPaste.parse(paste).get(), in: Self.client
    ).get()
    #expect(imported.members[0].ability == "levitate")
    #expect(imported.members[0].moves == ["earthquake", "thunderbolt"])
    #expect(imported.warnings.map(\.line) == [2, 4])
    #expect(imported.warnings[0].message.contains("cannot have the ability \"Levitate\""))
    #expect(imported.warnings[1].message.contains("learns \"Thunderbolt\" in no game"))
  }

  /// Written and read back, a team is the same team.
  @Test func aWrittenTeamReadsBackTheSame() async throws {
    let team = [
      TeamMember(pokemon: 445, ability: "rough-skin", moves: ["earthquake", "dragon-claw"]),
      TeamMember(pokemon: 10100, moves: ["thunderbolt"]),  // Alolan Raichu
      TeamMember(pokemon: 122),
      TeamMember(pokemon: 10034, ability: "tough-claws"),
    ]
    let written = try await ShowdownPaste.write(team, from: Self.client)
    #expect(written.contains("Raichu-Alola\n- Thunderbolt"))
    #expect(written.contains("Charizard-Mega-X\nAbility: Tough Claws"))
    let sets = try ShowdownPaste.parse(written).get()
    #expect(try await ShowdownPaste.members(sets, in: Self.client).get().members == team)
  }
}

/// What a team covers, defending and attacking.
@Suite struct TeamCoverageTests {
  static let pokedex = Pokedex.embedded

  func pokemon(_ id: Int) throws -> Pokemon { try #require(Self.pokedex.pokemon(id: id)) }

  @Test func sharedWeaknessesAndGapsAreNamed() throws {
    // Three Pokémon weak to Ice: Garchomp (×4), Dragonite (×4), Salamence (×4).
    let members = try [445, 149, 373].map { (pokemon: try pokemon($0), moves: [MoveInfo]()) }
    let coverage = TeamCoverage(members, chart: Self.pokedex.typeChart)
    let ice = try #require(coverage.defense.first { $0.type == .ice })
    #expect(ice.weak == [0, 1, 2] && ice.isShared)
    #expect(ice.fourTimes == [0, 1, 2])
    // Grass: ¼ for the two Dragon/Flying, neutral for Garchomp (Dragon ½, Ground ×2).
    let grass = try #require(coverage.defense.first { $0.type == .grass })
    #expect(grass.resist == [1, 2] && grass.quarter == [1, 2] && grass.weak.isEmpty)
    let fire = try #require(coverage.defense.first { $0.type == .fire })
    #expect(fire.resist == [0, 1, 2] && fire.quarter.isEmpty)  // Flying takes Fire as it comes
    #expect(coverage.sharedWeaknesses.contains(.ice))
    let electric = try #require(coverage.defense.first { $0.type == .electric })
    #expect(electric.immune == [0])  // Garchomp is part Ground
    // No moves chosen: their own types attack. Dragon hits Dragon ×2, Ground hits Steel ×2,
    // and nothing of Dragon, Ground or Flying hits Fairy ×2.
    #expect(coverage.offense.first { $0.type == .dragon }?.best == 2)
    #expect(!coverage.gaps.contains(.steel) && coverage.gaps.contains(.fairy))
  }

  /// An ability that takes a type's hits away or halves them counts: the chosen one, or the
  /// only one a Pokémon can have.
  @Test func abilitiesTakeOrSoftenATypesHits() throws {
    let chart = Self.pokedex.typeChart
    let rotomWash = try pokemon(10009)  // Levitate is all it has
    let snorlax = try pokemon(143)  // Immunity, Thick Fat or Gluttony
    let ground = { (coverage: TeamCoverage) in coverage.defense.first { $0.type == .ground }! }
    let fire = { (coverage: TeamCoverage) in coverage.defense.first { $0.type == .fire }! }
    let unchosen = TeamCoverage([(rotomWash, []), (snorlax, [])], chart: chart)
    #expect(ground(unchosen).immune == [0] && ground(unchosen).weak.isEmpty)
    #expect(fire(unchosen).resist == [0])  // Water resists Fire; Snorlax takes it as it comes
    let thickFat = TeamCoverage(
      [(rotomWash, []), (snorlax, [])], abilities: [nil, "thick-fat"], chart: chart)
    #expect(fire(thickFat).resist == [0, 1])
    #expect(thickFat.defense.first { $0.type == .ice }?.resist == [0, 1])  // Water, Thick Fat
    #expect(ground(thickFat).immune == [0])
  }

  @Test func chosenMovesReplaceTheTypesTheyAttackWith() throws {
    let moves = PokedexMoves.embedded
    let fireFang = try #require(moves.move(named: "fire-fang"))
    let swordsDance = try #require(moves.move(named: "swords-dance"))
    let garchomp = try pokemon(445)
    let coverage = TeamCoverage(
      [(garchomp, [fireFang, swordsDance])], chart: Self.pokedex.typeChart)
    // Fire Fang is its only damaging move: Steel is hit ×2, Dragon no longer.
    #expect(coverage.offense.first { $0.type == .steel }?.best == 2)
    #expect(coverage.offense.first { $0.type == .steel }?.by == [.fire])
    #expect(coverage.gaps.contains(.dragon))
  }
}

/// The team screen's feature: members from any screen, abilities and moves chosen, the paste
/// written and read back.
@MainActor
@Suite(.isolatedShared)
struct TeamFeatureTests {
  static let client = EmbeddedMovesTests.client

  func makeStore(directory: URL? = nil) -> TestStore<TeamFeature.State, TeamFeature.Action> {
    let store = TestStore(initialState: TeamFeature.State()) {
      TeamFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
      if let directory { $0.dataDirectory = DataDirectory(url: directory) }
    }
    store.exhaustivity = .off
    return store
  }

  @Test func sixJoinChoosingAbilitiesAndFourMoves() async throws {
    let store = makeStore()
    let pokedex = Pokedex.embedded
    for id in [445, 373, 149, 6, 25, 122] {
      await store.send(.memberAdded(try #require(pokedex.pokemon(id: id))))
    }
    await store.skipReceivedActions()
    #expect(store.state.members.map(\.pokemon) == [445, 373, 149, 6, 25, 122])
    await store.send(.memberAdded(try #require(pokedex.pokemon(id: 1))))
    #expect(store.state.members.count == 6)  // a seventh is refused
    #expect(store.state.notice == .full)
    // Abilities: none chosen, then each Garchomp can have, then none again.
    await store.send(.abilityCycled(0))
    #expect(store.state.members[0].ability == "sand-veil")
    // The next change takes the notice away: it told of the refused seventh, not of this.
    #expect(store.state.notice == nil)
    await store.send(.abilityCycled(0))
    #expect(store.state.members[0].ability == "rough-skin")  // hidden
    await store.send(.abilityCycled(0))
    #expect(store.state.members[0].ability == nil)
    // Five moves toggled: the fifth does not fit; toggling one again takes it out.
    await store.send(.pickerOpened(0))
    for _ in 0..<5 {
      await store.send(.pickerToggled)
      await store.send(.pickerMoved(by: 1))
    }
    // The picker lists the moves of the newest games first, then the others.
    let listed = store.state.pickerChoices.compactMap { choice -> (String, Bool)? in
      if case .move(let move, let inGame) = choice { (move.slug, inGame) } else { nil }
    }
    #expect(listed.count == store.state.entries[445]?.learnable.count)
    #expect(listed.first?.1 == true && listed.last?.1 == false)
    #expect(listed.drop { $0.1 }.allSatisfy { !$0.1 })
    let learnable = listed.map(\.0)
    #expect(store.state.members[0].moves == Array(learnable.prefix(4)))
    // The fifth was refused with its reason, which goes with the picker when it closes.
    #expect(store.state.notice == .movesFull)
    await store.send(.pickerClosed)
    #expect(store.state.notice == nil)
    await store.send(.pickerOpened(0))
    await store.send(.pickerMoved(by: -5))
    await store.send(.pickerToggled)
    #expect(store.state.members[0].moves == Array(learnable[1..<4]))
    // Typing filters by any language's name: "seisme" is French for Earthquake.
    await store.send(.pickerFiltered("séisme"))
    #expect(
      store.state.pickerChoices.map { choice in
        if case .move(let move, _) = choice { move.slug } else { "" }
      } == ["earthquake"])
    await store.send(.pickerToggled)
    #expect(store.state.members[0].moves.last == "earthquake")
    await store.send(.pickerClosed)
    #expect(store.state.coverage?.defense.first { $0.type == .ice }?.isShared == true)
    await store.send(.memberRemoved(1))
    #expect(store.state.members.map(\.pokemon) == [445, 149, 6, 25, 122])
  }

  /// Several teams (`T`): a new one, a copy with members of its own, a switch, a rename, a
  /// delete taken back with `u`; a backup's teams join as teams of their own, each with its
  /// name and format, and the edited team's paste keeps its header.
  @Test func severalTeamsAreMadeSwitchedRenamedCopiedAndDeleted() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-teams-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = makeStore(directory: directory)
    let garchomp = try #require(Pokedex.embedded.pokemon(id: 445))
    await store.send(.memberAdded(garchomp))
    await store.skipReceivedActions()
    #expect(store.state.book.teams.map(\.name) == ["Team 1"])
    #expect(store.state.book.teams[0].id == Team.firstID)
    await store.send(.teamListToggled)
    await store.send(.teamCreated())
    #expect(store.state.book.teams.map(\.name) == ["Team 1", "Team 2"])
    #expect(store.state.members.isEmpty && store.state.notice == .editing("Team 2"))
    // Back to the first, copied: the copy's member is the same set with an id of its own.
    await store.send(.teamListMoved(by: -1))
    await store.send(.teamChosen)
    #expect(store.state.book.current?.name == "Team 1" && store.state.teamList == nil)
    await store.send(.teamListToggled)
    await store.send(.teamCopied())
    let copy = try #require(store.state.book.current)
    #expect(copy.name == "Team 1 (copy)" && copy.members == store.state.book.teams[0].members)
    #expect(copy.members[0].id != store.state.book.teams[0].members[0].id)
    // Ctrl-U empties the name typed so far; Esc leaves the name as it was.
    await store.send(.renameStarted)
    await store.send(.renameCleared)
    #expect(store.state.teamList?.renaming == "")
    await store.send(.renameCancelled)
    #expect(store.state.book.current?.name == "Team 1 (copy)" && store.state.teamList != nil)
    // Renamed as typed; a name in use gets a number.
    await store.send(.renameStarted)
    for _ in 0..<"1 (copy)".count { await store.send(.renameErased) }
    await store.send(.renameTyped("2\n"))
    await store.send(.renameFinished)
    #expect(store.state.book.teams.map(\.name) == ["Team 1", "Team 2", "Team 2 (2)"])
    // Deleted, then back with u.
    let before = store.state.book
    await store.send(.teamDeleted)
    #expect(store.state.book.teams.map(\.name) == ["Team 1", "Team 2"])
    #expect(store.state.notice == .deleted("Team 2 (2)"))
    await store.send(.undoTapped)
    #expect(store.state.book == before)
    // A backup of two teams joins as two teams, the first edited.
    let file = TeamFeature.pasteFile(in: DataDirectory(url: directory))
    try "=== [gen4ou] Ghosts ===\n\nGengar\nAbility: Levitate\n\n=== Team 1 ===\n\nPikachu\n"
      .write(to: file, atomically: true, encoding: .utf8)
    await store.send(.importTapped)
    await store.skipReceivedActions()
    #expect(
      store.state.book.teams.map(\.name) == [
        "Team 1", "Team 2", "Team 2 (2)", "Ghosts", "Team 1 (2)",
      ])
    #expect(store.state.book.current?.format == "gen4ou")
    #expect(store.state.members.map(\.pokemon) == [94])
    // Checked in its format's generation: Gengar had Levitate in generation 4.
    // The names it took: "Team 1" was taken.
    #expect(store.state.notice == .importedTeams(names: ["Ghosts", "Team 1 (2)"], warnings: []))
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "=== [gen4ou] Ghosts ===\n\nGengar\nAbility: Levitate\n")
  }

  /// New teams, copies and a backup's unnamed teams are named as the front's words say (its
  /// display language), told once as an action (issue #41).
  @Test func teamsAreNamedInTheFrontsWords() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-teams-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = makeStore(directory: directory)
    await store.send(.namingChosen(.init(team: "Équipe %@", copy: "%@ (copie)")))
    let garchomp = try #require(Pokedex.embedded.pokemon(id: 445))
    await store.send(.memberAdded(garchomp))
    await store.skipReceivedActions()
    #expect(store.state.book.teams.map(\.name) == ["Équipe 1"])
    await store.send(.teamListToggled)
    await store.send(.teamCreated())
    await store.send(.teamCopied())
    #expect(store.state.book.teams.map(\.name) == ["Équipe 1", "Équipe 2", "Équipe 2 (copie)"])
    let file = TeamFeature.pasteFile(in: DataDirectory(url: directory))
    try "=== [gen9ou] ===\n\nPikachu\n\n=== Mine ===\n\nEevee\n"
      .write(to: file, atomically: true, encoding: .utf8)
    await store.send(.importTapped)
    await store.skipReceivedActions()
    #expect(
      store.state.book.teams.map(\.name).suffix(2) == ["Équipe 1 (2)", "Mine"],
      "\(store.state.book.teams.map(\.name))")
  }

  /// Another terminal changes the team while a picker is open here (the shared team changes
  /// as soon as the file does, before the action that tells of it): the picker follows its
  /// member to its new place, and when the member is gone it closes and says so; a choice never
  /// lands on another member (a tour gave Garchomp the item chosen for Pikachu).
  @Test func anOpenPickerFollowsItsMemberAndClosesWhenAnotherTerminalRemovesIt() async throws {
    let store = makeStore()
    let pokedex = Pokedex.embedded
    let (garchomp, gengar, pikachu) = (
      try #require(pokedex.pokemon(id: 445)), try #require(pokedex.pokemon(id: 94)),
      try #require(pokedex.pokemon(id: 25))
    )
    for pokemon in [garchomp, gengar, pikachu] { await store.send(.memberAdded(pokemon)) }
    await store.skipReceivedActions()
    let leftovers = try #require(PokedexSets.embedded.item(named: "Leftovers"))

    // Gengar's item picker; another terminal takes Garchomp, before it, out of the team.
    await store.send(.otherPickerOpened(1, .item))
    store.state.$book.withLock { $0.members.remove(at: 0) }
    #expect(store.state.pickedIndex == 0)
    await store.send(.pickerFiltered("leftovers"))
    await store.send(.pickerToggled)
    #expect(store.state.members.map(\.pokemon) == [94, 25])
    #expect(store.state.members.map(\.item) == [leftovers.name, nil])

    // Pikachu's nature picker; another terminal takes Pikachu out: the choice goes nowhere.
    await store.send(.otherPickerOpened(1, .nature))
    store.state.$book.withLock { $0.members.remove(at: 1) }
    #expect(store.state.pickedIndex == nil)
    await store.send(.pickerFiltered("jolly"))
    await store.send(.pickerToggled)
    #expect(store.state.members.map(\.nature) == [nil])
    #expect(store.state.picker == nil)
    #expect(store.state.notice == .removedElsewhere(pikachu))

    // The same told by the action that follows the file's change, and for the EVs.
    await store.send(.memberAdded(pikachu))
    await store.skipReceivedActions()
    await store.send(.otherPickerOpened(1, .evs))
    var elsewhere = store.state.book
    elsewhere.members.remove(at: 1)
    await store.send(.teamChangedElsewhere(elsewhere))
    await store.skipReceivedActions()
    #expect(store.state.picker == nil)
    await store.send(.evChanged(by: 252))
    #expect(store.state.members.map(\.evs.hp) == [0])
  }

  /// The item and nature pickers (battle items, the 25 natures, filtered by typing in any
  /// language) and the EVs within 252 a stat and 510 in all.
  @Test func itemNatureAndEVsAreEditedWithinTheRules() async throws {
    let store = makeStore()
    await store.send(.memberAdded(try #require(Pokedex.embedded.pokemon(id: 445))))
    await store.skipReceivedActions()
    await store.send(.otherPickerOpened(0, .item))
    #expect(store.state.pickerChoices.first == .item(nil))
    #expect(
      store.state.pickerChoices.contains(.item(PokedexSets.embedded.item(named: "Leftovers"))))
    // No key items or TMs: what a Pokémon holds in battle.
    #expect(!store.state.pickerChoices.contains(.item(PokedexSets.embedded.item(named: "Bicycle"))))
    await store.send(.pickerFiltered("mouchoir ch"))
    #expect(store.state.pickerChoices == [.item(PokedexSets.embedded.item(named: "Choice Scarf"))])
    await store.send(.pickerToggled)
    #expect(store.state.members[0].item == "Choice Scarf" && store.state.picker == nil)
    await store.send(.otherPickerOpened(0, .nature))
    #expect(store.state.pickerChoices.count == 26)  // none, then the 25
    await store.send(.pickerFiltered("jov"))
    await store.send(.pickerToggled)
    #expect(store.state.members[0].nature == "Jolly")
    // Reopened, the member's own nature is highlighted.
    await store.send(.otherPickerOpened(0, .nature))
    #expect(
      store.state.pickerChoices[store.state.picker!.highlighted]
        == .nature(PokedexSets.embedded.nature(named: "Jolly")))
    await store.send(.pickerClosed)
    await store.send(.otherPickerOpened(0, .evs))
    await store.send(.evChanged(by: 300))
    #expect(store.state.members[0].evs.hp == 252)
    await store.send(.pickerMoved(by: 1))
    await store.send(.evChanged(by: 252))
    await store.send(.pickerMoved(by: 1))
    await store.send(.evChanged(by: 252))
    #expect(store.state.members[0].evs.def == 6)  // 510 in all
    await store.send(.evChanged(by: -8))
    #expect(store.state.members[0].evs.def == 0)
    await store.send(.undoTapped)
    #expect(store.state.members[0].evs.def == 6)
    #expect(store.state.members[0].evs.total == 510)
    // A set over the limits (a paste's): → never takes EVs away.
    store.state.$book.withLock {
      $0.members[0].evs = .init(hp: 100, atk: 252, def: 0, spa: 0, spd: 0, spe: 252)
    }
    await store.send(.otherPickerOpened(0, .evs))  // u closed it
    #expect(store.state.picker?.kind == .evs && store.state.picker?.highlighted == 0)
    await store.send(.evChanged(by: 4))
    #expect(store.state.members[0].evs.hp == 100)
    await store.send(.evChanged(by: -4))
    #expect(store.state.members[0].evs.hp == 96)
  }

  /// A name for a team taking a paste's: its own stays its own; another team's, or one it
  /// shares with another team, gets a number.
  @Test func aTeamTakingANameKeepsItsOwnButNoOtherTeams() {
    let names = ["Rain", "Sun", "Rain"]
    let book = TeamBook(teams: names.map { Team(id: UUID(), name: $0) })
    #expect(book.unusedName("Sun", renaming: 1) == "Sun")
    #expect(book.unusedName("Rain", renaming: 1) == "Rain (2)")
    #expect(book.unusedName("Rain", renaming: 0) == "Rain (2)")  // team 2 is "Rain" too
    #expect(book.unusedName("Hail", renaming: 0) == "Hail")
    #expect(book.unusedName("Sun") == "Sun (2)")
  }

  /// `I` with no `team.txt`, a folder in its place, or bytes that are not text; `E` with a
  /// folder where `team.txt` or its backup goes: each says which and changes nothing (they
  /// said "cannot be read" alike, and `E` "NSCocoaErrorDomain error 512").
  @Test func aPasteFileInTheWayIsNamedWithWhy() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-team-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = makeStore(directory: directory)
    store.state.$book.withLock { $0.members = [TeamMember(pokemon: 25)] }
    let file = TeamFeature.pasteFile(in: DataDirectory(url: directory))
    let book = store.state.book
    func imported() async -> TeamFeature.State.Notice? {
      await store.send(.importTapped)
      await store.skipReceivedActions()
      #expect(store.state.book == book)
      return store.state.notice
    }
    #expect(await imported() == .unreadable(path: file.path, .missing))
    try Data([0x50, 0x69, 0xFF, 0xFE, 0x0A]).write(to: file)
    #expect(await imported() == .unreadable(path: file.path, .notText))
    // E keeps those bytes aside (team.txt.old) and writes the team.
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let aside = file.appendingPathExtension("old")
    #expect(store.state.notice == .written(path: file.path, previous: aside.path))
    #expect(try Data(contentsOf: aside) == Data([0x50, 0x69, 0xFF, 0xFE, 0x0A]))
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    #expect(await imported() == .unreadable(path: file.path, .folder))
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    #expect(store.state.notice == .unwritable(path: file.path, .folder))
    // A team.txt whose read truly fails (a link to /proc/self/mem, unmapped at its start): I
    // says why, and E does not replace what it could not keep aside.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(
      atPath: file.path, withDestinationPath: "/proc/self/mem")
    // The system's reason, not Foundation's "The operation could not be completed".
    #expect(await imported() == .unreadable(path: file.path, .system("Input/output error")))
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    guard case .unwritable(file.path, .system) = store.state.notice else {
      Issue.record("\(String(describing: store.state.notice))")
      return
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "/proc/self/mem")
    // A folder where no file can be made, even by root (the kernel's own): the export says the
    // system's reason, where it said Foundation's "The operation could not be completed".
    let kernels = makeStore(directory: URL(fileURLWithPath: "/proc/self"))
    kernels.state.$book.withLock { $0.members = [TeamMember(pokemon: 25)] }
    await kernels.send(.exportTapped)
    await kernels.skipReceivedActions()
    let systemWords = Set((1..<134).map { String(cString: strerror(Int32($0))) })
    guard case .unwritable("/proc/self/team.txt", .system(let reason)) = kernels.state.notice,
      systemWords.contains(reason)
    else {
      Issue.record("\(String(describing: kernels.state.notice))")
      return
    }
    // A missing folder that cannot be made (the kernel's again) is said in the system's words
    // too, where it was Foundation's.
    let unmade = makeStore(directory: URL(fileURLWithPath: "/proc/self/pokedex"))
    unmade.state.$book.withLock { $0.members = [TeamMember(pokemon: 25)] }
    await unmade.send(.exportTapped)
    await unmade.skipReceivedActions()
    #expect(
      unmade.state.notice
        == .unwritable(path: "/proc/self/pokedex/team.txt", .system("No such file or directory")))
    // A folder where the backup goes: team.txt (another paste) is not replaced.
    try FileManager.default.removeItem(at: file)
    try "Mew\n".write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: aside)
    try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: false)
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let second = directory.appendingPathComponent("team.txt.old-2")
    #expect(store.state.notice == .written(path: file.path, previous: second.path))
    #expect(try String(contentsOf: second, encoding: .utf8) == "Mew\n")
  }

  @Test func theTeamIsWrittenAsAPasteAndReadBack() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-team-feature-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = makeStore(directory: directory)
    let team = [
      TeamMember(pokemon: 445, ability: "rough-skin", moves: ["earthquake"]),
      TeamMember(pokemon: 10009),
    ]
    store.state.$book.withLock { $0.members = team }
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let file = TeamFeature.pasteFile(in: DataDirectory(url: directory))
    #expect(store.state.notice == .written(path: file.path, previous: nil))
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "Garchomp\nAbility: Rough Skin\n- Earthquake\n\nRotom-Wash\n")
    store.state.$book.withLock { $0.members = [] }
    await store.send(.importTapped)
    await store.skipReceivedActions()
    #expect(store.state.members == team)
    // A paste with a line it cannot take changes nothing (the team, its name and format, what
    // `u` would take back) and says which; with a header and Windows line ends too.
    let refusal = "no move is called \"Thunderpunchy\": did you mean Thunder Punch?"
    let control = "the line holds a control character (U+001B), which a paste cannot hold"
    for (paste, line, reason) in [
      ("Garchomp\n- Thunderpunchy\n", 2, refusal),
      ("=== [gen4ou] Old School ===\r\n\r\nGarchomp\r\n- Thunderpunchy\r\n", 4, refusal),
      ("Garchomp\r\n\r\nEvil\u{1B}]52;c;SGk=\u{07} (Pikachu)\r\n", 3, control),
      (
        "Garchomp\r\n  EVs: 252 Atk \r\nAbility: Rough Skin\r\nEVs:  4 SpD\r\n", 4,
        "EVs is given twice"
      ),
    ] {
      let (book, undo) = (store.state.book, store.state.undo)
      try paste.write(to: file, atomically: true, encoding: .utf8)
      await store.send(.importTapped)
      await store.skipReceivedActions()
      #expect(store.state.members == team)
      #expect(store.state.book == book && store.state.undo == undo)
      guard case .refused(let problem) = store.state.notice else {
        Issue.record("\(String(describing: store.state.notice))")
        continue
      }
      #expect(problem.description == "line \(line): " + reason)
    }
  }

  /// `x` and `I` can be taken back with `u`, each change on its own and member by member (a
  /// member another terminal added since stays); a species already in the team is not added
  /// twice; `E` keeps a different team.txt beside, as team.txt.old.
  @Test func destructiveKeysCanBeTakenBack() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("team-undo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = makeStore(directory: directory)
    let pokedex = Pokedex.embedded
    let garchomp = try #require(pokedex.pokemon(id: 445))
    let gengar = try #require(pokedex.pokemon(id: 94))
    await store.send(.memberAdded(garchomp))
    await store.send(.memberAdded(gengar))
    await store.skipReceivedActions()
    await store.send(.memberAdded(garchomp))
    #expect(store.state.members.map(\.pokemon) == [445, 94])
    #expect(store.state.notice == .alreadyIn(garchomp))
    let ids = store.state.members.map(\.id)
    // x, then another terminal adds a member, then u: the removed one is back in its place,
    // the other terminal's stays.
    await store.send(.memberRemoved(0))
    #expect(store.state.notice == .removed(garchomp))
    let pikachu = TeamMember(pokemon: 25)
    var elsewhere = store.state.book
    elsewhere.members.append(pikachu)
    await store.send(.teamChangedElsewhere(elsewhere))
    await store.skipReceivedActions()
    await store.send(.undoTapped)
    #expect(store.state.members.map(\.id) == ids + [pikachu.id])
    #expect(store.state.notice == .undone)
    // An edit whose member another terminal then removed: u has nothing to take back, and
    // says so rather than "undone"; the team is left as the other terminal made it.
    let withPikachu = store.state.book
    await store.send(.abilityCycled(2))
    elsewhere = store.state.book
    elsewhere.members.removeLast()
    await store.send(.teamChangedElsewhere(elsewhere))
    await store.skipReceivedActions()
    await store.send(.undoTapped)
    #expect(store.state.notice == .undoChangedNothing)
    #expect(store.state.members.map(\.id) == ids)
    await store.send(.teamChangedElsewhere(withPikachu))  // and back, for what follows
    await store.skipReceivedActions()
    // An ability chosen, then taken back.
    await store.send(.abilityCycled(0))
    #expect(store.state.members[0].ability != nil)
    await store.send(.undoTapped)
    #expect(store.state.members[0].ability == nil)
    // I over the team, then u: the team as it was.
    let before = store.state.members
    await store.send(.imported([TeamMember(pokemon: 6)], warnings: []))
    #expect(store.state.members.map(\.pokemon) == [6])
    await store.send(.undoTapped)
    #expect(store.state.members == before)
    // A paste whose header names the team and its format: u puts back the name and the
    // format too, so the sets are checked in the games they were checked in before.
    // Each is one change of the shared team, so another terminal never sees the members
    // without the name and format that came with them.
    let changes = store.dependencies.sharedRegistry.changes
    let label = try #require(store.state.book.current).name
    var counted = changes.value
    await store.send(
      .imported([TeamMember(pokemon: 94)], warnings: [], name: "Old School", format: "gen4ou"))
    #expect(store.state.book.current?.name == "Old School")
    #expect(store.state.book.current?.format == "gen4ou")
    #expect(changes.value == counted + 1)
    // The same paste again (what E wrote, read back by I): the team keeps its own name, which
    // no other team holds (it became "Old School (2)").
    await store.send(
      .imported([TeamMember(pokemon: 94)], warnings: [], name: "Old School", format: "gen4ou"))
    #expect(store.state.book.current?.name == "Old School")
    #expect(store.state.book.teams.filter { $0.name.hasPrefix("Old School") }.count == 1)
    // u: that second import changes nothing, and says so (it said "undone" before).
    await store.send(.undoTapped)
    #expect(store.state.book.current?.name == "Old School")
    #expect(store.state.notice == .undoChangedNothing)
    counted = changes.value
    await store.send(.undoTapped)
    #expect(store.state.notice == .undone)
    #expect(store.state.members == before)
    #expect(store.state.book.current?.name == label)
    #expect(store.state.book.current?.format == nil)
    #expect(changes.value == counted + 1)
    // The additions too, one by one, then nothing more.
    await store.send(.undoTapped)
    await store.send(.undoTapped)
    #expect(store.state.members.map(\.pokemon) == [25])
    await store.send(.undoTapped)
    #expect(store.state.notice == .nothingToUndo)
    #expect(store.state.members.map(\.pokemon) == [25])
    // E over a different team.txt keeps that one as team.txt.old.
    let file = TeamFeature.pasteFile(in: DataDirectory(url: directory))
    try "Mew\n".write(to: file, atomically: true, encoding: .utf8)
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let aside = file.appendingPathExtension("old")
    #expect(store.state.notice == .written(path: file.path, previous: aside.path))
    #expect(try String(contentsOf: aside, encoding: .utf8) == "Mew\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "Pikachu\n")
    // Written again, the same: nothing to keep aside.
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    #expect(store.state.notice == .written(path: file.path, previous: nil))
    // Another team exported over it: the first backup (the hand-written Mew) stays, this
    // team.txt goes beside it as team.txt.old-2 (a tour lost a hand-written paste this way).
    await store.send(.imported([TeamMember(pokemon: 6)], warnings: []))
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let second = directory.appendingPathComponent("team.txt.old-2")
    #expect(store.state.notice == .written(path: file.path, previous: second.path))
    #expect(try String(contentsOf: aside, encoding: .utf8) == "Mew\n")
    #expect(try String(contentsOf: second, encoding: .utf8) == "Pikachu\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "Charizard\n")
    // Back to Pikachu: what it replaces (Charizard) is new, so -3; Pikachu's own backup stays.
    await store.send(.undoTapped)
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    let third = directory.appendingPathComponent("team.txt.old-3")
    #expect(store.state.notice == .written(path: file.path, previous: third.path))
    #expect(try String(contentsOf: third, encoding: .utf8) == "Charizard\n")
    // A team.txt that a backup holds already is not kept twice.
    await store.send(.imported([TeamMember(pokemon: 6)], warnings: []))
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    #expect(store.state.notice == .written(path: file.path, previous: second.path))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasPrefix("team.txt") }.sorted()
        == ["team.txt", "team.txt.old", "team.txt.old-2", "team.txt.old-3"])
    // Not kept twice either when an earlier number was removed: -3 holds Charizard already.
    try FileManager.default.removeItem(at: second)
    await store.send(.undoTapped)
    await store.send(.exportTapped)
    await store.skipReceivedActions()
    #expect(store.state.notice == .written(path: file.path, previous: third.path))
    #expect(!FileManager.default.fileExists(atPath: second.path))
  }
}
