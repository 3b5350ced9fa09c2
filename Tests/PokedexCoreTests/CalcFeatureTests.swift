import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// The calculator screen's feature on the embedded data: a team member's whole set reaches the
/// formula (checked against the sentence parser and against the arithmetic), every row changes
/// what it names, and names typed in find their Pokémon and moves.
@MainActor
@Suite struct CalcFeatureTests {
  let data = CalcData.embedded

  /// The embedded data's calculator, search and move search; anything else fails the test.
  static var client: PokemonClient {
    var client = PokemonClient.unimplemented
    client.calcData = { .embedded }
    client.search = PokemonClient.liveValue.search
    client.searchMoves = PokemonClient.liveValue.searchMoves
    return client
  }

  static let garchomp = TeamMember(
    pokemon: 445, ability: "rough-skin",
    moves: ["earthquake", "outrage", "stone-edge", "fire-fang"], item: "Choice Band",
    teraType: "Ground", evs: .init(hp: 0, atk: 252, def: 0, spa: 0, spd: 4, spe: 252),
    nature: "Jolly")
  static let heatran = TeamMember(
    pokemon: 485, ability: "flash-fire", moves: ["magma-storm"], item: "Leftovers",
    evs: .init(hp: 252, atk: 0, def: 4, spa: 0, spd: 252, spe: 0), nature: "Calm")

  /// A calculator opened with `opening`, on the embedded data.
  static func store(_ opening: CalcFeature.Opening) -> TestStore<
    CalcFeature.State, CalcFeature.Action
  > {
    TestStore(initialState: CalcFeature.State(opening: opening)) {
      CalcFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
  }

  /// A store opened as `d` on Garchomp opens it, Heatran on another team.
  func openedOnGarchomp() async -> TestStore<CalcFeature.State, CalcFeature.Action> {
    let opening = CalcFeature.Opening(
      team: Team(id: UUID(), name: "Sand", members: [Self.garchomp]),
      otherTeams: [Team(id: UUID(), name: "Foes", members: [Self.heatran])],
      attacker: Self.garchomp.id, defender: nil)
    let store = Self.store(opening)
    let attacker = data.fighter(Self.garchomp, teamName: "Sand")!
    let defender = data.fighter(Self.heatran, teamName: "Foes")!
    await store.send(.onAppear)
    await store.receive(
      .loaded(
        teammates: [attacker], opponents: [defender], attacker: attacker, defender: defender,
        natures: data.sets.natures, chart: data.pokedex.typeChart)
    ) {
      $0.teammates = [attacker]
      $0.opponents = [defender]
      $0.attacker = attacker
      $0.defender = defender
      $0.natures = self.data.sets.natures
      $0.chart = self.data.pokedex.typeChart
    }
    return store
  }

  /// The member's set as the formula reads it: Jolly (Speed up, Sp. Atk down), 252 Atk, Choice
  /// Band, Rough Skin; Heatran's Calm, Leftovers. The damage is the parser's for the sentence a
  /// player would write, and the hand-worked one: Attack 359 ×1.5 = 538, base
  /// floor(floor(42 × 100 × 538 / 249) / 50) + 2 = 183, then rolls, STAB ×1.5 and ×4.
  @Test func aMembersSetReachesTheFormula() async throws {
    let store = await openedOnGarchomp()
    let attacker = try #require(store.state.attacker?.side)
    #expect(attacker.evs[1] == 252 && attacker.raised == 5 && attacker.lowered == 3)
    #expect(attacker.item?.slug == "choice-band" && attacker.ability?.slug == "rough-skin")
    #expect(store.state.defender?.side.item?.slug == "leftovers")
    #expect(store.state.attacker?.setTera == "ground" && attacker.teraType == nil)
    let result = try #require(store.state.result)
    let expected = (85...100).map { 183 * $0 / 100 * 3 / 2 * 4 }
    #expect(result.perHit == expected)
    let parsed = try CalcSentence.parse(
      "252 Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran", data: data)
    #expect(result.sentence == parsed.calculate().sentence)
    #expect(result.sentence.hasSuffix("-- guaranteed OHKO"))
  }

  /// ↑/↓ to `row`.
  func focus(
    _ store: TestStore<CalcFeature.State, CalcFeature.Action>, on row: CalcFeature.Row
  ) async {
    let rows = CalcFeature.Row.allCases
    let offset = rows.firstIndex(of: row)! - rows.firstIndex(of: store.state.focus)!
    await store.send(.focusMoved(by: offset)) { $0.focus = row }
  }

  /// The sentence the parser makes of `text`, worked out.
  func sentence(_ text: String) throws -> String {
    try CalcSentence.parse(text, data: data).calculate().sentence
  }

  /// A set over the limits (a paste's 999 Attack EVs, kept with a warning): → never lowers a
  /// stat's EVs nor makes them negative, ← stops at none (→ on 300 once gave -485, and on 995
  /// gave 210).
  @Test func evsOverTheLimitsOnlyGoDown() async throws {
    let store = await openedOnGarchomp()
    var fighter = try #require(store.state.defender)
    fighter.side.evs = .init(hp: 0, atk: 999, def: 0, spa: 0, spd: 300, spe: 0)
    func changed(_ stat: Int, by step: Int) -> Int {
      var copy = fighter
      copy.changeEVs(stat, by: step)
      return copy.side.evs[stat]
    }
    #expect(changed(4, by: 1) == 300 && changed(4, by: 1000) == 300 && changed(4, by: 0) == 300)
    #expect(changed(4, by: -1) == 296 && changed(4, by: -1000) == 0)
    #expect(changed(1, by: 1) == 999 && changed(1, by: -1) == 995)
    #expect(changed(2, by: 1) == 0 && changed(2, by: 1000) == 0 && changed(2, by: -1) == 0)
    // Within the limits, as before: 4 more, then the most the 510 leave.
    fighter.side.evs = .init(hp: 0, atk: 252, def: 0, spa: 0, spd: 200, spe: 0)
    #expect(changed(4, by: 1) == 204 && changed(4, by: 1000) == 252 && changed(0, by: 1000) == 58)
  }

  /// Each row changes what it names, and the result follows: each step is checked against
  /// the sentence a player would write for it.
  @Test func everyRowChangesWhatItNames() async throws {
    let store = await openedOnGarchomp()
    // ↑/↓ stop at the first and last rows.
    await store.send(.focusMoved(by: -100)) { $0.focus = .attacker }
    await store.send(.focusMoved(by: 100)) { $0.focus = .defenderStatus }
    // The defender's HP EVs: 4 fewer, then the most the 510 leave (252 a stat), then none.
    await focus(store, on: .defenderHP)
    await store.send(.adjusted(by: -1)) { $0.defender?.side.evs.hp = 248 }
    await store.send(.adjusted(by: 1000)) { $0.defender?.side.evs.hp = 252 }
    await store.send(.adjusted(by: -1000)) { $0.defender?.side.evs.hp = 0 }
    #expect(
      store.state.result?.sentence
        == (try sentence("252 Atk Choice Band Garchomp Earthquake vs. 0 HP / 4 Def Heatran")))
    // The Tera type: the set's first, STAB ×2 over ×1.5.
    await focus(store, on: .attackerTera)
    await store.send(.adjusted(by: 1)) { $0.attacker?.side.teraType = .ground }
    #expect(
      store.state.result?.sentence
        == (try sentence(
          "252 Atk Choice Band Tera Ground Garchomp Earthquake vs. 0 HP / 4 Def Heatran")))
    await store.send(.adjusted(by: -1)) { $0.attacker?.side.teraType = nil }
    // Burned: a physical hit halved.
    await focus(store, on: .burned)
    await store.send(.adjusted(by: 1)) { $0.attacker?.side.burned = true }
    #expect(
      store.state.result?.sentence
        == (try sentence(
          "252 Atk Choice Band burned Garchomp Earthquake vs. 0 HP / 4 Def Heatran")))
    await store.send(.adjusted(by: 1)) { $0.attacker?.side.burned = false }
    // Reflect halves a physical hit; Light Screen does nothing to it and is not named.
    await focus(store, on: .screen)
    await store.send(.adjusted(by: 1)) { $0.field.reflect = true }
    #expect(
      store.state.result?.sentence
        == (try sentence(
          "252 Atk Choice Band Garchomp Earthquake vs. 0 HP / 4 Def Heatran through Reflect")))
    await store.send(.adjusted(by: 1)) {
      $0.field.reflect = false
      $0.field.lightScreen = true
    }
    #expect(store.state.result?.sentence.contains("Light Screen") == false)
    await store.send(.adjusted(by: -1000)) { $0.field.lightScreen = false }
    // Weather cycles round from none to its last: Hail.
    await focus(store, on: .weather)
    await store.send(.adjusted(by: -1)) { $0.field.weather = .hail }
    await store.send(.adjusted(by: 1)) { $0.field.weather = nil }
    // Stealth Rock and Leftovers in the KO text, once it takes more than one hit.
    await focus(store, on: .stealthRock)
    await store.send(.adjusted(by: 1)) { $0.field.stealthRock = true }
    // The next move of the set: Outrage, which Heatran resists.
    await focus(store, on: .move)
    await store.send(.adjusted(by: 1)) { $0.moveIndex = 1 }
    #expect(
      store.state.result?.koText.hasSuffix("after Stealth Rock and Leftovers recovery") == true)
    // The item: none, the set's Choice Band, then the offered ones (Choice Specs, Life Orb).
    await focus(store, on: .attackerItem)
    await store.send(.adjusted(by: 1)) {
      $0.attacker?.side.item = DamageCalc.Named(slug: "choice-specs", name: "Choice Specs")
    }
    await store.send(.adjusted(by: 1)) {
      $0.attacker?.side.item = DamageCalc.Named(slug: "life-orb", name: "Life Orb")
    }
    #expect(store.state.result?.sentence.contains("252 Atk Life Orb Garchomp Outrage") == true)
    // The nature: from Jolly, the next of the natures that change stats (by the stat raised),
    // and the stats it changes follow.
    await focus(store, on: .attackerNature)
    let natures = store.state.natureChoices
    let jolly = try #require(natures.firstIndex { $0?.name == "Jolly" })
    let next = try #require(natures[(jolly + 1) % natures.count])
    await store.send(.adjusted(by: 1)) {
      $0.attacker?.nature = next
      $0.attacker?.side.raised = next.raised
      $0.attacker?.side.lowered = next.lowered
    }
    // One teammate and one opponent: ←/→ on the Pokémon rows keeps them, as changed.
    await focus(store, on: .attacker)
    await store.send(.adjusted(by: 1))
    await focus(store, on: .defender)
    await store.send(.adjusted(by: -1))
  }

  /// A new match-up starts on the move that does the most; `s` swaps the sides; the levels,
  /// a multi-hit move's hits and the nature (neutral, then by the stat raised) change by row.
  @Test func swapLevelsHitsAndNatures() async throws {
    let dragonite = TeamMember(pokemon: 149, moves: ["extreme-speed", "earthquake", "ice-spinner"])
    let opening = CalcFeature.Opening(
      team: Team(id: UUID(), name: "Sand", members: [Self.garchomp]),
      otherTeams: [], attacker: nil, defender: nil)
    let store = Self.store(opening)
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    // Garchomp against itself: Outrage (Dragon into Dragon) beats Earthquake.
    #expect(store.state.move?.slug == "outrage")
    await store.send(.fighterChosen(.defender, try #require(data.fighter(dragonite))))
    // Against Dragonite (Flying): Earthquake does nothing, Outrage most.
    #expect(store.state.move?.slug == "outrage")
    await store.send(.swapped)
    #expect(store.state.attacker?.pokemon.id == 149 && store.state.defender?.pokemon.id == 445)
    // Dragonite's Ice Spinner is four times effective on Garchomp.
    #expect(store.state.move?.slug == "ice-spinner")
    // Levels: one a step, 1 and 100 at the ends.
    await focus(store, on: .attackerLevel)
    await store.send(.adjusted(by: -1)) { $0.attacker?.side.level = 99 }
    await store.send(.adjusted(by: -1000)) { $0.attacker?.side.level = 1 }
    await store.send(.adjusted(by: 1000)) { $0.attacker?.side.level = 100 }
    // A 2–5 hit move: 3 by default, 2 to 5 by hand.
    var calc = store.state
    calc.attacker?.moves = [try #require(data.moves.move(named: "bullet-seed"))]
    calc.moveIndex = 0
    calc.focus = .hits
    calc.adjust(.hits, by: 1)
    #expect(calc.hits == 4 && calc.result?.hits == 4)
    calc.adjust(.hits, by: 1000)
    #expect(calc.hits == 5)
    calc.adjust(.hits, by: -1000)
    #expect(calc.result?.hits == 2)
    // Natures: none first, then +Atk ones (Lonely, Adamant, Naughty, Brave).
    let choices = store.state.natureChoices
    #expect(choices.count == 21 && choices[0] == nil)
    #expect(choices[1...4].allSatisfy { $0?.raised == 1 })
  }

  /// From a detail, with no team: the Pokémon faces itself, knowing no move until one is
  /// typed; a typed move and a typed defender are found by name.
  @Test func namesTypedInFindTheirMoveAndPokemon() async throws {
    let store = Self.store(
      CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: 445))
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    #expect(store.state.attacker?.pokemon.id == 445 && store.state.defender?.pokemon.id == 445)
    #expect(store.state.attacker?.moves == [] && store.state.result == nil)
    await store.send(.typingStarted) { $0.typing = CalcFeature.Typing(row: .move) }
    await store.send(.typed("earthq"))
    await store.receive(matching: { if case .matchesFound = $0 { true } else { false } })
    guard case .move(let first)? = store.state.typing?.matches.first else {
      Issue.record("no move matched: \(String(describing: store.state.typing))")
      return
    }
    #expect(first.slug == "earthquake")
    await store.send(.matchChosen) { $0.typing = nil }
    #expect(store.state.attacker?.moves.map(\.slug) == ["earthquake"])
    let parsed = try CalcSentence.parse(
      "0 Atk Garchomp Earthquake vs. 0 HP / 0 Def Garchomp", data: data)
    #expect(store.state.result?.sentence == parsed.calculate().sentence)
    // The defender, by a name in another language.
    await focus(store, on: .defender)
    await store.send(.typingStarted)
    await store.send(.typed("Heatran"))
    await store.receive(matching: { if case .matchesFound = $0 { true } else { false } })
    await store.send(.matchChosen)
    await store.receive(matching: {
      if case .fighterChosen(.defender, _) = $0 { true } else { false }
    })
    #expect(store.state.defender?.pokemon.id == 485)
    #expect(store.state.result?.sentence.contains("vs. 0 HP / 0 Def Heatran") == true)
    // An item by its name in another language (French "Restes"): Leftovers.
    await focus(store, on: .defenderItem)
    await store.send(.typingStarted)
    await store.send(.typed("Restes"))
    await store.receive(matching: { if case .matchesFound = $0 { true } else { false } })
    guard case .item(let found)? = store.state.typing?.matches.first else {
      Issue.record("no item matched: \(String(describing: store.state.typing))")
      return
    }
    #expect(found.slug == "leftovers")
    await store.send(.matchChosen)
    #expect(store.state.defender?.side.item?.slug == "leftovers")
    #expect(store.state.defender?.items.contains(found) == true)
    #expect(store.state.result?.endOfTurn.texts == ["Leftovers recovery"])
    // Esc while typing leaves everything as it was.
    await store.send(.typingStarted)
    await store.send(.typed("pika"))
    await store.send(.typingCancelled)
    #expect(store.state.typing == nil && store.state.defender?.pokemon.id == 485)
    // A name typed and Enter in one burst (or pasted): Enter comes before the whole name's
    // matches, while those shown are for less of it. The reducer alone, the searches'
    // answers given by hand in that order (the embedded data answers too fast to race).
    let client = PokemonClient.liveValue
    let (garchomp, gardevoir) = (
      try await client.fetchPokemon(445), try await client.fetchPokemon(282)
    )
    var state = store.state
    let feature = CalcFeature()
    state.focus = .defender
    _ = feature.reduce(into: &state, action: .typingStarted)
    _ = feature.reduce(into: &state, action: .typed("Gar"))
    _ = feature.reduce(into: &state, action: .matchesFound([.pokemon(garchomp)]))
    _ = feature.reduce(into: &state, action: .typed("Gardevoir"))
    _ = feature.reduce(into: &state, action: .matchChosen)
    // Garchomp, shown for "Gar", is not taken: Enter waits for the whole name's matches.
    #expect(state.typing?.choosesWhenFound == true && state.typing?.text == "Gardevoir")
    _ = feature.reduce(into: &state, action: .matchesFound([.pokemon(gardevoir)]))
    // Taken once found (the effect loads its set, as Enter on a match does).
    #expect(state.typing == nil)
    // Enter when the whole name matches nothing: the field stays open with what was typed.
    _ = feature.reduce(into: &state, action: .typingStarted)
    _ = feature.reduce(into: &state, action: .typed("Zzzzqx"))
    _ = feature.reduce(into: &state, action: .matchChosen)
    _ = feature.reduce(into: &state, action: .matchesFound([]))
    #expect(state.typing?.text == "Zzzzqx" && state.typing?.choosesWhenFound == nil)
    // Typing on after Enter waits for the new text's matches, without taking the old ones.
    _ = feature.reduce(into: &state, action: .matchChosen)
    _ = feature.reduce(into: &state, action: .typed("Gardevoir"))
    #expect(state.typing?.choosesWhenFound == nil)
  }

  /// With no team and no Pokémon shown, it opens on the attacker's row, for names typed in.
  @Test func anEmptyTeamOpensItForNames() async throws {
    let store = Self.store(
      CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: nil))
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.skipReceivedActions()
    #expect(store.state.attacker == nil && store.state.defender == nil)
    #expect(store.state.focus == .attacker && store.state.chart != nil)
    await store.send(.typingStarted) { $0.typing = CalcFeature.Typing(row: .attacker) }
  }

  /// `d` opens it over the app with the team's first member, and Esc closes it.
  @Test func theAppOpensAndClosesIt() async throws {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
    }
    store.exhaustivity = .off
    await store.send(.calcOpened(attacker: nil, defender: 6))
    await store.skipReceivedActions()
    #expect(store.state.calc?.defender?.pokemon.id == 6)
    #expect(store.state.calc?.opening.team == nil)
    await store.send(.calcClosed)
    #expect(store.state.calc == nil)
  }
}
