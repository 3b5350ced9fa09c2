import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// Natures, items and past abilities (`pokedex-sets.tsv`), a set's actual stats, and what of a
/// set the games would not allow: said as warnings, the set kept whole.
@Suite struct SetCheckTests {
  static let client = EmbeddedMovesTests.client
  static let sets = PokedexSets.embedded

  @Test func theShippedFileReadsBackAsItIsWritten() throws {
    let sets = Self.sets
    #expect(sets.natures.count == 25)
    #expect(sets.items.count > 2000)
    #expect(try PokedexSets(snapshot: Data(sets.snapshotText().utf8)) == sets)
  }

  @Test func naturesAndItemsAreFoundByAnyOfTheirNames() {
    let sets = Self.sets
    let jolly = sets.nature(named: "jolly")
    #expect(jolly?.name == "Jolly" && jolly?.raised == 5 && jolly?.lowered == 3)
    #expect(sets.nature(named: "Jovial")?.slug == "jolly")  // French
    #expect(sets.nature(named: "ようき")?.slug == "jolly")
    #expect(sets.nature(named: "Hardy").map { [$0.raised, $0.lowered] } == [nil, nil])
    #expect(sets.nature(named: "Foo") == nil)
    #expect(sets.item(named: "choice-scarf")?.name == "Choice Scarf")
    #expect(sets.item(named: "Mouchoir Choix")?.name == "Choice Scarf")
    #expect(sets.item(named: "CHOICE SCARF")?.category == "choice")
    // PokeAPI's curly apostrophe is written as Showdown writes it.
    #expect(sets.item(named: "kings rock")?.name == "King's Rock")
    #expect(sets.item(named: "Leftovers")?.names["fr"] == "Restes")
    #expect(sets.lastGeneration(withAbility: "levitate", pokemon: 94) == 6)
    #expect(sets.lastGeneration(withAbility: "cursed-body", pokemon: 94) == nil)
  }

  /// The games' formula, checked against values Showdown's teambuilder shows.
  @Test func actualStatsFollowTheGamesFormula() throws {
    let garchomp = try #require(Pokedex.embedded.pokemon.first { $0.id == 445 })
    var member = TeamMember(
      pokemon: 445, evs: .init(hp: 4, atk: 252, def: 0, spa: 0, spd: 0, spe: 252),
      nature: "Jolly")
    let jolly = Self.sets.nature(named: "Jolly")
    #expect(
      member.stats(base: garchomp.stats, nature: jolly)
        == .init(hp: 358, atk: 359, def: 226, spa: 176, spd: 206, spe: 333))
    member.level = 50
    #expect(member.stats(base: garchomp.stats, nature: jolly).spe == 169)
    #expect(member.stats(base: garchomp.stats, nature: jolly).hp == 184)
    member.ivs = .zero
    member.evs = .zero
    member.level = 100
    #expect(
      member.stats(base: garchomp.stats, nature: nil)
        == .init(hp: 326, atk: 265, def: 195, spa: 165, spd: 175, spe: 209))
    let shedinja = try #require(Pokedex.embedded.pokemon.first { $0.id == 292 })
    #expect(TeamMember(pokemon: 292).stats(base: shedinja.stats, nature: nil).hp == 1)
  }

  /// A forme kept as text (the data has no Pokémon for it) is its Pokémon, but Arceus's and
  /// Silvally's are their type: Arceus-Fire's coverage counts Fire, not Normal.
  @Test func arceusAndSilvallyFormesAreTheirType() async throws {
    let imported = try await ShowdownPaste.importTeam(
      "Arceus-Fire\n\nSilvally-Water\n\nGastrodon-East\n", in: Self.client
    ).get()
    var types: [[PokemonType]] = []
    for member in imported.members {
      types.append(member.pokemon(try await Self.client.fetchPokemon(member.pokemon)).types)
    }
    #expect(imported.members.map(\.forme) == ["Fire", "Water", "East"])
    #expect(types == [[.fire], [.water], [.water, .ground]])
  }

  /// An item, a nature and a ball are named as Showdown names them, from any language or case.
  @Test func importNamesItemsNaturesAndBallsAsShowdownDoes() async throws {
    let paste = """
      Garchomp @ mouchoir choix
      jovial Nature
      Pokeball: ultra

      Pikachu @ light-ball
      Pokeball: Dream Ball
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    let (garchomp, pikachu) = (imported.members[0], imported.members[1])
    #expect(garchomp.item == "Choice Scarf" && garchomp.nature == "Jolly")
    #expect(garchomp.pokeball == "Ultra Ball")
    #expect(pikachu.item == "Light Ball" && pikachu.pokeball == "Dream Ball")
  }

  /// What the games would not allow is said beside the line that wrote it, in the paste's
  /// order, and kept as written.
  @Test func whatTheGamesWouldNotAllowIsAWarningAndKept() async throws {
    let paste = """
      Garchomp @ Zorblax Orb
      EVs: 255 Atk / 252 Spe / 252 HP
      Foo Nature
      Gigantamax: Yes
      Pokeball: Teapot
      - Earthquake
      - Earthquake

      Magnezone (F)

      Chansey (M)
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    let messages = imported.warnings.map(\.description)
    #expect(
      messages == [
        "line 1: no item is called \"Zorblax Orb\"",
        "line 2: 255 Atk EVs: a stat takes at most 252",
        "line 2: the EVs add up to 759, more than 510",
        "line 3: \"Foo\" is not a nature",
        "line 4: Garchomp has no Gigantamax form",
        "line 5: \"Teapot\" is not a Poké Ball",
        "line 7: \"Earthquake\" is there twice",
        "line 9: Magnezone has no gender",
        "line 11: Chansey is never male",
      ])
    let garchomp = imported.members[0]
    #expect(garchomp.item == "Zorblax Orb" && garchomp.nature == "Foo")
    #expect(garchomp.pokeball == "Teapot" && garchomp.gigantamax)
    #expect(garchomp.moves == ["earthquake", "earthquake"])
    #expect(imported.members[1].gender == .female && imported.members[2].gender == .male)
    // Charizard has a Gigantamax form; Gigantamax is no warning there.
    let charizard = try await ShowdownPaste.importTeam(
      "Charizard\nGigantamax: Yes\n", in: Self.client
    ).get()
    #expect(charizard.warnings.isEmpty)
  }

  /// An ability named in another language ("Statik", German for Static) is read, and said so,
  /// as a typo is, since the paste will write its English name; a species twice is kept, and
  /// said (a team holds a species once, as `a` has it).
  @Test func anotherLanguagesAbilityAndASpeciesTwiceAreSaid() async throws {
    let paste = "Pikachu\nAbility: Statik\n\nRaichu\nAbility: Static\n\nPikachu\n"
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(imported.members.map(\.pokemon) == [25, 26, 25])
    #expect(imported.members[0].ability == "static")
    #expect(
      imported.warnings.map(\.description) == [
        "line 2: \"Statik\" was read as Static",
        "line 7: Pikachu is in the team already (line 1): a team holds a species once",
      ])
    // A form's own move, which it takes on as it becomes the form and PokeAPI's learnsets
    // leave out, is legal: Dusk Mane Necrozma's Sunsteel Strike, Crowned Zacian's Behemoth
    // Blade; not in a generation before the move.
    let forms = try await ShowdownPaste.importTeam(
      "Necrozma-Dusk-Mane\nAbility: Prism Armor\n- Sunsteel Strike\n\n"
        + "Zacian-Crowned\nAbility: Intrepid Sword\n- Behemoth Blade\n", in: Self.client
    ).get()
    #expect(forms.warnings.isEmpty, "\(forms.warnings)")
    #expect(!ShowdownPaste.isFormsOwnMove("behemoth-blade", of: 10188, upTo: 7))
    #expect(!ShowdownPaste.isFormsOwnMove("sunsteel-strike", of: 10188, upTo: nil))
    // Two forms of one species are two members, as `a` has them: nothing said.
    let rotoms = try await ShowdownPaste.importTeam(
      "Rotom-Wash\nAbility: Levitate\n\nRotom-Heat\nAbility: Levitate\n", in: Self.client
    ).get()
    #expect(rotoms.members.count == 2 && rotoms.warnings.isEmpty, "\(rotoms.warnings)")
  }

  /// A typo is read as the one move or ability it comes close to, and said; an item or nature
  /// nothing is called is kept as written, with what it comes close to; a move nothing comes
  /// near alone is refused with the names that do.
  @Test func typosAreReadOrSuggestedAsTheShellDoes() async throws {
    let paste = """
      Garchomp @ Choise Scarf
      Ability: Rough Skn
      Jolyy Nature
      - Earthquak
      """
    let imported = try await ShowdownPaste.importTeam(paste, in: Self.client).get()
    #expect(
      imported.warnings.map(\.description) == [
        "line 1: no item is called \"Choise Scarf\": did you mean Choice Scarf?",
        "line 2: \"Rough Skn\" was read as Rough Skin",
        "line 3: \"Jolyy\" is not a nature: did you mean Jolly?",
        "line 4: \"Earthquak\" was read as Earthquake",
      ])
    let garchomp = try #require(imported.members.first)
    #expect(garchomp.ability == "rough-skin" && garchomp.moves == ["earthquake"])
    #expect(garchomp.item == "Choise Scarf" && garchomp.nature == "Jolyy")
    // Read as a move Garchomp does not learn: the warning names the move it was read as.
    let thunder = try await ShowdownPaste.importTeam("Garchomp\n- Thundr\n", in: Self.client)
      .get()
    #expect(
      thunder.warnings.map(\.description) == [
        "line 2: \"Thundr\" was read as Thunder", "line 2: Garchomp learns Thunder in no game",
      ])
    guard
      case .failure(let refused) = try await ShowdownPaste.importTeam(
        "Garchomp\n- Earthqxyz\n", in: Self.client)
    else {
      Issue.record("a move nothing is called alone was taken")
      return
    }
    #expect(
      refused.description == "line 2: no move is called \"Earthqxyz\": did you mean Earthquake?")
  }

  /// A backup's format is the generation a set is checked in: Gengar had Levitate until
  /// generation 6, and Garchomp learns Scale Shot from generation 8.
  @Test func aFormatChecksTheSetInItsGeneration() async throws {
    let set = "Gengar\nAbility: Levitate\n\nGarchomp\n- Scale Shot\n"
    let old = try await ShowdownPaste.importTeam("=== [gen4ou] Old ===\n\n" + set, in: Self.client)
      .get()
    #expect(
      old.warnings.map(\.description) == [
        "line 7: Garchomp learns \"Scale Shot\" in no game up to generation 4"
      ])
    let now = try await ShowdownPaste.importTeam(set, in: Self.client).get()
    #expect(
      now.warnings.map(\.description) == [
        "line 2: Gengar had the ability \"Levitate\" only up to generation 6"
      ])
    #expect(old.members.map(\.ability) == ["levitate", nil])
    // A Pokémon or form newer than the format, and a Tera type before generation 9, are said
    // on their own lines; in generation 9 they are not.
    let newer = "Great Tusk\nTera Type: Ground\n\nRaichu-Alola\n"
    let gen4 = try await ShowdownPaste.importTeam(
      "=== [gen4ou] Old ===\n\n" + newer, in: Self.client
    ).get()
    #expect(
      gen4.warnings.map(\.description) == [
        "line 3: Great Tusk came in generation 9", "line 4: Tera types came in generation 9",
        "line 6: Alolan Raichu came in generation 7",
      ])
    let gen9 = try await ShowdownPaste.importTeam(
      "=== [gen9ou] New ===\n\n" + newer, in: Self.client
    ).get()
    #expect(gen9.warnings.isEmpty, "\(gen9.warnings)")
    #expect(ShowdownPaste.generation(ofFormat: "gen9vgc2024regh") == 9)
    #expect(ShowdownPaste.generation(ofFormat: "gen4ou") == 4)
    #expect(ShowdownPaste.generation(ofFormat: "ou") == nil)
  }

  /// In an older format, an ability is checked as the games had it then: none that came
  /// later, no hidden ability before generation 5, the one it had instead (Gengar's Levitate
  /// until generation 6, so not Cursed Body).
  @Test func abilitiesAreCheckedAsTheGamesHadThem() async throws {
    let paste = """
      === [gen4ou] Old ===

      Gengar
      Ability: Cursed Body

      Garchomp
      Ability: Rough Skin

      Infernape
      Ability: Iron Fist

      Dragonite
      Ability: Inner Focus

      === [gen6ou] Kalos ===

      Gengar
      Ability: Cursed Body
      """
    let teams = try ShowdownPaste.parseTeams(paste).get()
    let imported = try await ShowdownPaste.members(of: teams, in: Self.client).get()
    #expect(
      imported.flatMap(\.warnings).map(\.description) == [
        "line 4: \"Cursed Body\" came in generation 5",
        "line 7: hidden abilities came in generation 5",
        "line 10: hidden abilities came in generation 5",
        "line 18: Gengar cannot have the ability \"Cursed Body\" in generation 6",
      ])
    let gengar = try await Self.client.fetchPokemon(94)
    #expect(SetCheck.abilities(of: gengar, in: 4).map(\.name) == ["levitate"])
    #expect(SetCheck.abilities(of: gengar, in: 7).map(\.name) == ["cursed-body"])
    #expect(SetCheck.abilities(of: gengar, in: 2).isEmpty)
  }

  /// EVs past the games' limits are kept and said, not refused.
  @Test func evsPastTheLimitsAreKeptAndSaid() async throws {
    let imported = try await ShowdownPaste.importTeam(
      "Garchomp\nEVs: 300 SpA\n", in: Self.client
    ).get()
    #expect(imported.members[0].evs.spa == 300)
    #expect(imported.warnings.map(\.message) == ["300 SpA EVs: a stat takes at most 252"])
  }

  /// A saved member's warnings come in the order a paste writes what each is about: the
  /// first line (species, item), the ability, the other fields (Tera type before nature, as
  /// Showdown writes them), then the moves.
  @Test func aSavedMembersWarningsComeInThePastesOrder() async throws {
    let tusk = try await Self.client.fetchPokemon(984)
    let member = TeamMember(
      pokemon: 984, ability: "levitate", moves: ["fly"], item: "Zorblax Orb", teraType: "Ground",
      nature: "Foo")
    let warnings = SetCheck.warnings(member, pokemon: tusk, legalMoves: [], generation: 4)
      .map(\.description)
    #expect(
      warnings == [
        "Great Tusk came in generation 9", "no item is called \"Zorblax Orb\"",
        "Great Tusk cannot have the ability \"Levitate\" in generation 4",
        "Tera types came in generation 9", "\"Foo\" is not a nature",
        "Great Tusk learns Fly in no game up to generation 4",
      ], "\(warnings)")
  }

  /// Hidden Power attacks with the type the set names: Zapdos's Hidden Power Ice hits Ground.
  @Test func hiddenPowerCountsWithItsType() async throws {
    let imported = try await ShowdownPaste.importTeam(
      "=== [gen7ou] HP ===\n\nZapdos\n- Hidden Power [Ice]\n- Thunderbolt\n", in: Self.client
    ).get()
    let member = imported.members[0]
    let zapdos = try await Self.client.fetchPokemon(145)
    let learnable = try await Self.client.fetchLearnsets(145).moves.values
    let moves = member.moves.compactMap { slug in learnable.first { $0.slug == slug } }
    let chart = try await Self.client.fetchTypeChart()
    let coverage = TeamCoverage([(zapdos, member.asUsed(moves))], chart: chart)
    #expect(coverage.offense.first { $0.type == .ground }?.best == 2)
    #expect(
      TeamCoverage([(zapdos, moves)], chart: chart).offense.first { $0.type == .ground }?.best != 2)
  }

  /// The saved team is checked the same way the import was: one check for the shell, the
  /// screen and the import.
  @Test func aSavedMemberIsCheckedAsItsImportWas() async throws {
    let gengar = try await Self.client.fetchPokemon(94)
    let member = TeamMember(pokemon: 94, ability: "levitate", moves: ["shadow-ball", "scale-shot"])
    let legal = try await SetCheck.legalMoves(of: gengar, upTo: nil, in: Self.client)
    #expect(legal.contains("shadow-ball") && !legal.contains("scale-shot"))
    #expect(
      SetCheck.warnings(member, pokemon: gengar, legalMoves: legal, generation: nil).map(
        \.description)
        == [
          "Gengar had the ability \"Levitate\" only up to generation 6",
          "Gengar learns Scale Shot in no game",
        ])
    let gen4 = try await SetCheck.legalMoves(of: gengar, upTo: 4, in: Self.client)
    #expect(
      SetCheck.warnings(member, pokemon: gengar, legalMoves: gen4, generation: 4).map(\.description)
        == [
          "Gengar learns Scale Shot in no game up to generation 4"
        ])
  }
}
