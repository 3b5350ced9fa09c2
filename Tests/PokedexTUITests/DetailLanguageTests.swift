import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

/// The screens speak the display language in full, on the embedded data: the detail's
/// evolution tree, abilities and the items its conditions name; the preview's and compare's
/// abilities, whose names are read once one of them shows.
@MainActor
@Suite(.isolatedShared)
struct DetailLanguageTests {
  /// The screen showing embedded Pokémon `id`'s detail once its loads (after `actions`) have
  /// answered.
  func detailScreen(of id: Int, after actions: [PokemonDetailFeature.Action] = [])
    async throws -> ScreenFeature.State
  {
    let pokemon = try await PokemonClient.liveValue.fetchPokemon(id)
    let store = TestStore(
      initialState: PokemonDetailFeature.State(pokemon: pokemon, sourceHasSprites: false)
    ) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    for action in actions { await store.send(action) }
    await store.finish(timeout: .seconds(300))  // a hang-stopper: the loads answer at once
    await store.skipReceivedActions()
    var state = ScreenFeature.State()
    state.app.destination = .detail(store.state)
    return state
  }

  /// The overview of embedded Pokémon `id` once its loads have answered, drawn in `language`.
  func overview(of id: Int, in language: Language) async throws -> String {
    ScreenView(language: language).render(
      try await detailScreen(of: id), width: 120, height: 40, source: ""
    ).text
  }

  /// An item's holders show one line each, but the highlighted one whole: its games wrap under
  /// it (Snorlax holds Leftovers in more games than 80 columns show; the rest had been cut).
  @Test func theHighlightedHolderShowsEveryGame() async throws {
    let store = TestStore(initialState: ItemDetailFeature.State(item: TUIFixtures.leftovers)) {
      ItemDetailFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    store.exhaustivity = .off
    await store.send(.onAppear)
    await store.finish(timeout: .seconds(300))  // a hang-stopper: the load answers at once
    await store.skipReceivedActions()
    let detail = try #require(store.state.detail.value)
    let index = try #require(detail.holders.firstIndex { $0.pokemon.id == 143 })
    let games = detail.holders[index].versions.map { detail.versionName($0, in: .english) }
    await store.send(.holderMoved(by: index))
    var state = ScreenFeature.State()
    state.app.destination = .item(store.state)
    let screen = ScreenView(language: .english).render(state, width: 80, height: 24).text
    let rows = screen.split(separator: "\n").map(String.init)
    let first = try #require(rows.firstIndex { $0.contains("#143") })
    #expect(!rows[first].contains("…"), "\(screen)")
    let shown = rows[first...].prefix { $0.contains("#143") || $0.hasPrefix("     ") }
      .joined(separator: " ")
    for game in games { #expect(shown.contains(game), "\(game): \(screen)") }
  }

  /// The Where page longer than the screen counts the lines below its foot on its last row
  /// (they scroll into view), where the rest had run on into that row, a place's heading
  /// joined to another's entry.
  @Test func theWherePageCountsWhatIsBelowItsFoot() async throws {
    let state = try await detailScreen(of: 25, after: [.encountersPageToggled])
    for language in [Language.english, .japanese] {
      let rows = ScreenView(language: language).render(state, width: 80, height: 24).text
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let foot = String(rows[rows.count - 2].drop { $0 == " " })
      #expect(foot.hasPrefix("… +"), "\(language): \(rows.joined(separator: "\n"))")
      #expect(Int(foot.dropFirst(3)).map { $0 > 1 } == true, "\(foot)")
    }
  }

  /// The footer names `v` for a Pokémon with another form to show (Charizard's Megas), not for
  /// one without (Bulbasaur): the forms have no other sign on the overview's first rows.
  @Test func theFooterNamesFormsWhereThereAreSome() async throws {
    let charizard = try await overview(of: 6, in: .english).split(separator: "\n").last ?? ""
    #expect(charizard.contains("v forms"), "\(charizard)")
    let bulbasaur = try await overview(of: 1, in: .english).split(separator: "\n").last ?? ""
    #expect(!bulbasaur.contains("v forms") && bulbasaur.contains("e where"), "\(bulbasaur)")
  }

  @Test func theOverviewNamesTheChainAbilitiesAndItemsInTheDisplayLanguage() async throws {
    let charizard = try await overview(of: 6, in: .french)
    #expect(charizard.contains("Salamèche"))
    #expect(charizard.contains("Reptincel"))
    #expect(charizard.contains("Talents: Brasier, Force Soleil (caché)"))
    #expect(!charizard.contains("Charmeleon"))
    #expect(!charizard.contains("Blaze"))

    let pikachu = try await overview(of: 25, in: .german)
    #expect(pikachu.contains("Donnerstein"))
    #expect(!pikachu.contains("Thunder Stone"))

    // Moves and species the conditions name, from the record's names.
    let primeape = try await overview(of: 57, in: .french)
    #expect(primeape.contains("Poing de Colère"))
    let mantyke = try await overview(of: 458, in: .french)
    #expect(mantyke.contains("Rémoraid"))

    let english = try await overview(of: 6, in: .english)
    #expect(english.contains("Charmeleon"))
    #expect(english.contains("Abilities: Blaze, Solar Power (hidden)"))
  }

  @Test func thePreviewAndCompareNameAbilitiesOnceWideOrOpened() async throws {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 20, width: 80))
    #expect(!store.state.asksAbilityNames)  // no preview at 80 columns: nothing to name
    // The team screen names its members' abilities: its tab asks for them too.
    let team = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    team.exhaustivity = .off
    await team.send(.resized(pageHeight: 20, width: 80))
    await team.send(.app(.tabSelected(.team)))
    #expect(team.state.asksAbilityNames)
    await team.receive(matching: {
      if case .abilityNamesReceived(let names) = $0 {
        names["levitate"]?["fr"] == "Lévitation"
      } else {
        false
      }
    })
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.resized(pageHeight: 36, width: 120))
    await store.receive(matching: {
      if case .abilityNamesReceived = $0 { true } else { false }
    })
    let french = ScreenView(language: .french)
    let list = french.render(store.state, width: 120, height: 40, source: "").text
    #expect(list.contains("Talents: Engrais, Chlorophylle (caché)"))
    let rows = store.state.app.list.rows
    await store.send(.app(.markToggled(rows[0])))
    await store.send(.app(.markToggled(rows[3])))
    await store.send(.app(.compareOpened))
    let compare = french.render(store.state, width: 120, height: 40, source: "").text
    #expect(compare.contains("Brasier, Force Soleil (caché)"))
    #expect(!compare.contains("Blaze"))
    // The calculator names both sides' abilities at any width: opened at 80 columns, where no
    // preview asked for the names, it asks.
    let calc = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
    }
    calc.exhaustivity = .off
    await calc.send(.resized(pageHeight: 20, width: 80))
    await calc.send(.app(.calcOpened(attacker: nil, defender: 445)))
    #expect(calc.state.asksAbilityNames)
    await calc.receive(matching: {
      if case .abilityNamesReceived = $0 { true } else { false }
    })
    await calc.skipReceivedActions()
    let german = ScreenView(language: .german).render(calc.state, width: 80, height: 24).text
    #expect(german.contains("Sandschleier"), "\(german)")
    #expect(!german.contains("Sand Veil"))
  }

  @Test func theTeamsNoticesAreWordedInTheDisplayLanguage() throws {
    let charmander = try #require(Pokedex.embedded.pokemon(id: 4))
    let french = TeamView(strings: .forLanguage(.french), language: .french)
    #expect(french.text(of: .joined(charmander)) == "Salamèche rejoint l’équipe.")
    #expect(
      french.text(of: .imported(count: 3, warnings: []))
        == "L’équipe compte maintenant 3 Pokémon. u annule.")
    let german = TeamView(strings: .forLanguage(.german), language: .german)
    #expect(german.text(of: .full) == "Das Team ist voll (6).")
    #expect(
      german.text(of: .failed("Couldn't import: /t/team.txt cannot be read."))
        == "Import fehlgeschlagen: /t/team.txt cannot be read.")
    // The paste's problems and warnings in the display language, with the Pokémon's names.
    let unknown = Message("no Pokémon is called \"%@\"", .verbatim("Xyz"))
    #expect(
      german.text(of: .refused(ShowdownPaste.Problem(line: 2, unknown)))
        == "Import fehlgeschlagen: Zeile 2: kein Pokémon heißt „Xyz“.")
    let female = ShowdownPaste.Problem(line: 1, Message("%@ is never female", charmander.said))
    #expect(
      french.text(of: .imported(count: 3, warnings: [female, female]))
        == "L’équipe compte maintenant 3 Pokémon. u annule. ⚠ ligne 1 : Salamèche n’est jamais "
        + "femelle (+1, W les liste)")
    let english = TeamView(strings: .forLanguage(.english), language: .english)
    #expect(
      english.text(of: .written(path: "/t/team.txt", previous: nil))
        == "The team is in /t/team.txt.")
  }

  @Test func theStatusLineGivesEachDetailPagesOwnKeys() {
    var detail = PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(7))
    var state = ScreenFeature.State()
    let french = ScreenView(language: .french)
    for (page, hint) in [
      (PokemonDetailFeature.State.Page.overview, "i fiche"), (.record, "↑↓ talent"),
      (.moves, "o ordre"),
    ] {
      detail.page = page
      state.app.destination = .detail(detail)
      let status =
        french.render(state, width: 120, height: 40, source: "").text
        .split(separator: "\n").last.map(String.init) ?? ""
      #expect(status.contains(hint), "\(page): \(status)")
    }
  }
}
