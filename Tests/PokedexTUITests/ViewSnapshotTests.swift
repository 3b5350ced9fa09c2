import Foundation
import Loop
import LoopTesting
import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

/// Every screen rendered headless and compared with the text committed under `Snapshots/`.
/// Run with `RECORD_SNAPSHOTS=1` to write new snapshots after a deliberate change, then review
/// the diff.
@MainActor
@Suite(.isolatedShared)
struct ViewSnapshotTests {
  static let sizes = [(60, 20), (80, 24), (120, 40)]

  /// A store driven to a state through the same commands a person would use.
  func screen(
    _ commands: [ScreenFeature.Command] = [], language: Language = .english,
    client: PokemonClient = TUIFixtures.client, then actions: [ScreenFeature.Action] = []
  ) async -> ScreenFeature.State {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 20))
    await store.send(.app(.sourceDescribed(hasSprites: client.hasSprites)))
    await store.send(.app(.team(.namingChosen(Strings.forLanguage(language).teamNaming))))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    for command in commands {
      await store.send(command)
      await store.skipReceivedActions()
    }
    for action in actions {
      await store.send(action)
      await store.skipReceivedActions()
    }
    return store.state
  }

  func assertSnapshot(
    _ state: ScreenFeature.State, named name: String, language: Language = .english,
    styled: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for (width, height) in Self.sizes {
      let view = ScreenView(strings: .forLanguage(language), language: language)
      let buffer = view.render(state, width: width, height: height)
      let text = styled ? buffer.styledText : buffer.text
      let file = Self.directory.appendingPathComponent(
        "\(name)-\(width)x\(height)\(styled ? "-styled" : "").txt")
      if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
        try text.write(to: file, atomically: true, encoding: .utf8)
        continue
      }
      let expected = try String(contentsOf: file, encoding: .utf8)
      #expect(
        text == expected, "\(file.lastPathComponent) differs:\n\(text)",
        sourceLocation: sourceLocation)
    }
  }

  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// A query being typed that cannot be read yet names its term beside the field, the last
  /// results kept; `?` there shows the syntax.
  @Test func searchWithAQuery() async throws {
    let typed: [ScreenFeature.Command] = [.startSearch, .typed("mon1 gen:2")]
    let results = await screen(typed)
    let found = results.app.search.results.value?.map(\.pokemon) ?? []
    #expect(found.contains { $0.id == 10 } && found.allSatisfy { $0.generation == 2 })
    let problem = await screen(typed + [.typed("-")])
    #expect(problem.app.search.results == results.app.search.results)
    try assertSnapshot(problem, named: "search-query-problem")
    try assertSnapshot(await screen([.startSearch, .toggleHelp]), named: "search-syntax")
  }

  /// Sorted by a stat, the rows show its value; from 100 columns the selected Pokémon's
  /// preview (types, stats, abilities) fills the right.
  @Test func sortedByAStatWithThePreview() async throws {
    let state = await screen([.nextSortOrder, .nextSortOrder, .moveBy(2)])
    #expect(state.app.list.sort.order.key == .hp)
    try assertSnapshot(state, named: "list-by-hp")
    let wide = ScreenView(strings: .english, language: .english).render(
      state, width: 120, height: 40
    )
    .text
    let selected = try #require(state.selected)
    #expect(wide.contains("\(selected.number) \(selected.name)"))  // the preview's heading
    #expect(wide.contains("Abilities: Overgrow"))
    let narrow = ScreenView(strings: .english, language: .english).render(
      state, width: 99, height: 40
    )
    .text
    #expect(!narrow.contains("Abilities:"))
  }

  /// `c` marks rows (⚖ on them and a count on the status line), `C` opens them side by side.
  @Test func compare() async throws {
    let marked = await screen([.toggleMark, .moveBy(3), .toggleMark])
    #expect(marked.app.marked.map(\.id) == [1, 4])
    try assertSnapshot(marked, named: "compare-marked")
    let state = await screen([.toggleMark, .moveBy(3), .toggleMark, .openCompare])
    #expect(state.app.shownComparison?.comparison.pokemon.map(\.id) == [1, 4])
    try assertSnapshot(state, named: "compare")
    // Esc goes back to the list, the marks kept; on a detail, c marks the one shown.
    #expect(ScreenFeature.action(for: .back, in: state) == .app(.destination(.dismiss)))
    let detail = await screen([.moveBy(5), .open, .toggleMark])
    #expect(detail.app.marked.map(\.id) == [6])
  }

  /// The team screen: members with their ability and moves, the coverage beside them, and
  /// the move picker over it.
  static let teamClient = TUIFixtures.movesClient.with {
    $0.fetchLearnsets = { _ in
      PokemonLearnsets(moves: [1: TUIFixtures.moves[0], 2: TUIFixtures.moves[1]])
    }
    $0.fetchEncounters = { _ in TUIFixtures.encounters }
    $0.searchItems = { query, filter in
      TUIFixtures.items.filter {
        (filter.isEmpty || filter.kinds.contains($0.kind))
          && (query.isEmpty || $0.name(in: .english).lowercased().contains(query.lowercased()))
      }
    }
    $0.fetchItem = { _ in TUIFixtures.leftoversDetail }
  }
  nonisolated static let teamBuilt: [ScreenFeature.Command] = [
    .addToTeam, .moveBy(7), .addToTeam, .moveBy(1), .addToTeam, .previousTab, .open, .open,
    .back, .nextAbility,
  ]

  @Test func team() async throws {
    let state = await screen(Self.teamBuilt, client: Self.teamClient)
    #expect(state.app.team.members.count == 3)
    #expect(state.app.team.members[0].moves == ["tide-crash"])
    try assertSnapshot(state, named: "team")
  }

  /// A tab with no room left at all is marked as cut, as one cut part-way is: at every width
  /// the screen draws, the tab bar ends in `…` whenever it is narrower than its tabs.
  @Test func theTabBarMarksTheTabsItHasNoRoomFor() async {
    let state = await screen()
    for language in [Language.english, .japanese] {
      let view = ScreenView(strings: .forLanguage(language), language: language)
      // The first row, without the spaces that fill it to the right edge.
      func bar(_ width: Int) -> String {
        var row = String(view.render(state, width: width, height: 24).text.prefix { $0 != "\n" })
        while row.last == " " { row.removeLast() }
        return row
      }
      let whole = bar(200)
      for width in ScreenView.minimumWidth..<displayWidth(of: whole) {
        #expect(bar(width).hasSuffix("…"), "\(language) at \(width): \(bar(width))")
      }
      #expect(!bar(displayWidth(of: whole)).hasSuffix("…"))
    }
  }

  /// The coverage grid heads each member's column with the start of its name, cut to the
  /// column's three cells: a Japanese name's characters are two cells each, and three of them
  /// ran into the next column.
  @Test func theCoverageGridsHeadingsKeepToTheirColumns() async throws {
    var state = await screen(Self.teamBuilt, client: Self.teamClient)
    let names = ["ニドラン♀", "カモネギ", "バリヤード"]
    for (index, id) in state.app.team.entries.keys.sorted().enumerated() {
      state.app.team.entries[id]?.pokemon.names[Language.japanese.rawValue] = names[index]
    }
    let view = ScreenView(strings: .forLanguage(.japanese), language: .japanese)
    let text = view.render(state, width: 120, height: 40).text
    let heading = try #require(text.split(separator: "\n").first { $0.contains("防御") })
    let columns = try #require(heading.range(of: "防御")).upperBound
    let headings = heading[columns...].trimmingCharacters(in: .whitespaces)
    // One character of each (two cells), a cell, and the next column four cells on.
    #expect(headings == "ニ  カ  バ", "\(heading)")
  }

  @Test func teamPicker() async throws {
    let state = await screen(Self.teamBuilt + [.open], client: Self.teamClient)
    #expect(state.app.team.picker?.member == 0)
    try assertSnapshot(state, named: "team-picker")
  }

  /// The list of teams (`T`): a backup's two teams joined the one built, the second now
  /// edited and marked, its format beside its name; `r` renames the highlighted one in place.
  @Test func teamList() async throws {
    let backup = [
      Team(id: UUID(), name: "Sand", format: "gen9ou", members: [TeamMember(pokemon: 4)]),
      Team(id: UUID(), name: "Rain", members: []),
    ]
    let state = await screen(
      Self.teamBuilt, client: Self.teamClient,
      then: [
        .app(.team(.importedTeams(backup, warnings: []))), .app(.team(.teamListToggled)),
        .app(.team(.renameStarted)), .app(.team(.renameTyped(" Storm"))),
      ])
    let text = ScreenView(language: .english).render(state, width: 120, height: 40).text
    #expect(state.app.team.book.teams.map(\.name) == ["Team 1", "Sand", "Rain"])
    #expect(state.app.team.book.current?.name == "Sand")
    #expect(text.contains("● Sand Storm▏  [gen9ou]  1/6"))
    try assertSnapshot(state, named: "team-list")
  }

  /// The item picker filtered by typing.
  @Test func teamItemPicker() async throws {
    let items = await screen(
      Self.teamBuilt + [.pickItem, .typed("berr")], client: Self.teamClient)
    #expect(items.app.team.picker?.filter == "berr")
    let text = ScreenView(language: .english).render(items, width: 120, height: 40).text
    #expect(text.contains("⌕ berr") && text.contains("Aguav Berry"))
    // Each item's category by its name, not PokeAPI's slug (`picky-healing`).
    #expect(text.contains("Picky healing") && !text.contains("picky-healing"))
    try assertSnapshot(items, named: "team-items")
    // A filter that matches nothing says so.
    let none = await screen(
      Self.teamBuilt + [.pickItem, .typed("zzzzqq")], client: Self.teamClient)
    #expect(none.app.team.pickerChoices.isEmpty)
    #expect(
      ScreenView(language: .english).render(none, width: 80, height: 24).text.contains(
        "Nothing matches yet."))
  }

  /// The EVs, with the stats they give and what is left of the 510.
  @Test func teamEVs() async throws {
    let evs = await screen(
      Self.teamBuilt + [.editEVs, .adjust(252), .moveBy(1), .adjust(4)], client: Self.teamClient)
    #expect(evs.app.team.members[0].evs == .init(hp: 252, atk: 4, def: 0, spa: 0, spd: 0, spe: 0))
    #expect(evs.app.team.members[0].moves == ["tide-crash"], "\(evs.app.team.members)")
    let shown = ScreenView(language: .english).render(evs, width: 120, height: 40).text
    #expect(shown.contains("EVs  256/510") && shown.contains("254 left"))
    try assertSnapshot(evs, named: "team-evs")
  }

  /// Favourites the data has no Pokémon for are named on a line of their own, above the ones
  /// it has; with none it has, "no favourites yet" is not said.
  @Test func favouritesTheDataLacks() async throws {
    var state = await screen()
    state.app.tab = .favorites
    state.app.favorites.$favorites.withLock { $0 = [1, 99999, 100000] }
    state.app.favorites.loaded = .loaded([TUIFixtures.pokemon(1)])
    state.app.favorites.missing = [99999, 100000]
    let text = ScreenView(language: .english).render(state, width: 120, height: 40).text
    let lines = text.split(separator: "\n").map(String.init)
    let note = try #require(lines.firstIndex { $0.contains("⚠ Not in this Pokédex's data") })
    #expect(lines[note].contains("kept in your favourites: #99999, #100000"))
    #expect(lines[(note + 1)...].contains { $0.contains(TUIFixtures.pokemon(1).name) })
    state.app.favorites.loaded = .loaded([])
    state.app.favorites.$favorites.withLock { $0 = [99999, 100000] }
    let none = ScreenView(language: .english).render(state, width: 80, height: 24).text
    #expect(none.contains("#99999, #100000") && !none.contains("No favourites yet"))
    let french = ScreenView(strings: .forLanguage(.french), language: .french)
      .render(state, width: 120, height: 40).text
    #expect(french.contains("gardés dans vos favoris : #99999, #100000"))
  }

  /// A notice too long for its row (an export's two paths) takes a second row, and a backup
  /// beside the file is named alone, rather than the notice being cut before the file a player
  /// looks for (`team.txt.old-2` was never shown).
  @Test func aLongNoticeTakesTwoRows() async throws {
    var state = await screen(Self.teamBuilt, client: Self.teamClient)
    let folder = "/home/a-player-with-a-long-name/.local/share/pokedex/"
    state.app.team.notice = .written(
      path: folder + "team.txt", previous: folder + "team.txt.old-2")
    for (width, height) in [(80, 24), (120, 40)] {
      let lines = ScreenView(language: .english).render(state, width: width, height: height).text
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let said = lines[(height - 3)...(height - 2)].map { $0.trimmingCharacters(in: .whitespaces) }
        .joined(separator: " ")
      #expect(said.contains("The team is in " + folder + "team.txt."), "\(width)x\(height)")
      // The backup beside it by its name alone: the folder is said once.
      #expect(
        said.hasSuffix("The one it replaced is beside it: team.txt.old-2."),
        "\(width)x\(height): \(lines)")
    }
  }

  /// A paste's EVs over the games' limits (kept, and warned) draw a full bar in the warning
  /// colour at every size, and ← takes 4 from what the paste said. 300 crashed the editor once:
  /// its bar was wider than its row.
  @Test func teamEVsOverTheLimits() async throws {
    var member = TeamMember(pokemon: 1, ability: "levitate")
    member.evs = .init(hp: 300, atk: 999, def: 268, spa: 0, spd: 0, spe: 0)
    let state = await screen(
      [.previousTab], client: Self.teamClient,
      then: [
        .app(.team(.imported([member], warnings: []))), .app(.team(.otherPickerOpened(0, .evs))),
        .app(.team(.evChanged(by: -4))),
      ])
    #expect(state.app.team.members[0].evs.hp == 296)
    for (width, height) in Self.sizes {
      let text = ScreenView(language: .english).render(state, width: width, height: height).text
      #expect(text.contains("EVs  1563/510"), "\(width)x\(height)")
    }
    let text = ScreenView(language: .english).render(state, width: 120, height: 40).text
    #expect(text.contains(" 999 " + String(repeating: "█", count: 16)))
    #expect(text.contains(" 296 " + String(repeating: "█", count: 16)))
    #expect(text.contains(" 268 " + String(repeating: "█", count: 16)))
    #expect(text.contains("   0 " + String(repeating: "·", count: 16)))
    #expect(text.contains("1053 over the 510"))
  }

  /// A paste's sets on the team screen: nickname, item, nature, Tera type beside the ability,
  /// level, EVs and IVs on a line of their own, and ⚠ before a set that is not legal.
  @Test func teamWithSets() async throws {
    var sprout = TeamMember(
      pokemon: 1, ability: "levitate", moves: [TUIFixtures.moves[0].slug], nickname: "Sprout",
      item: "Leftovers", level: 50, teraType: "Water", nature: "Bold")
    sprout.evs.hp = 252
    sprout.evs.def = 252
    sprout.ivs.atk = 0
    let plain = TeamMember(pokemon: 4)
    let state = await screen(
      [.previousTab], client: Self.teamClient,
      then: [.app(.team(.imported([sprout, plain], warnings: [])))])
    let text = ScreenView(language: .english).render(state, width: 120, height: 40).text
    #expect(text.contains("⚠ Sprout · Mon1"))
    #expect(text.contains("@ Leftovers · Bold · Tera Water"))
    #expect(text.contains("Level: 50  EVs: 252 HP / 252 Def  IVs: 0 Atk"))
    // One ability, named as one, and the level in the display language.
    #expect(text.contains("Ability: Levitate") && !text.contains("Abilities: Levitate"))
    let spanish = ScreenView(language: .spanish).render(state, width: 120, height: 40).text
    #expect(spanish.contains("Nivel: 50") && spanish.contains("Habilidad: "), "\(spanish)")
    try assertSnapshot(state, named: "team-sets")
  }

  @Test func teamEmpty() async throws {
    try assertSnapshot(await screen([.previousTab]), named: "team-empty")
  }

  @Test func moveBrowser() async throws {
    let client = TUIFixtures.movesClient
    let browser = await screen([.nextTab, .nextTab, .nextTab], client: client)
    try assertSnapshot(browser, named: "moves")
    let filtered = await screen(
      [.nextTab, .nextTab, .nextTab, .finishEditing, .toggleFilters, .bottom, .toggleFilterEntry],
      client: client)
    try assertSnapshot(filtered, named: "moves-filters")
    let move = await screen(
      [.nextTab, .nextTab, .nextTab, .finishEditing, .open, .moveBy(1)], client: client)
    try assertSnapshot(move, named: "move")
  }

  @Test func list() async throws {
    try assertSnapshot(await screen([.moveBy(3), .toggleFavorite]), named: "list")
  }

  @Test func listWithTheSelectedRowsSprite() async throws {
    let state = await screen([.moveBy(2)], client: TUIFixtures.clientWithSprites)
    #expect(state.selectedRowSprite == TUIFixtures.pokeBall)
    // Beside the selected row at 120 columns; no room for it at 80.
    try assertSnapshot(state, named: "list-sprite", styled: true)
  }

  @Test func aSpriteOnScreenIsLaidOutOncePerView() async throws {
    let state = await screen([.moveBy(2)], client: TUIFixtures.clientWithSprites)
    let view = ScreenView(strings: .english, language: .english)
    let first = view.render(state, width: 120, height: 40)
    #expect(view.render(state, width: 120, height: 40) == first)
    #expect(view.spriteCache.computations == 1)
    #expect(
      first
        == ScreenView(strings: .english, language: .english).render(
          state, width: 120, height: 40))
  }

  @Test func listInColour() async throws {
    try assertSnapshot(await screen([.moveBy(1)]), named: "list", styled: true)
  }

  @Test func listInSpanish() async throws {
    try assertSnapshot(await screen(language: .spanish), named: "list-es", language: .spanish)
  }

  @Test func detailWithSprite() async throws {
    let state = await screen([.open], client: TUIFixtures.clientWithSprites)
    #expect(state.app.detail?.sprite == TUIFixtures.pokeBall)
    try assertSnapshot(state, named: "detail-sprite", styled: true)
  }

  @Test func detailWithShinyWithoutColour() async throws {
    // Under NO_COLOR a sprite would be noise: the stand-in is drawn instead.
    let state = await screen([.open, .toggleShiny], client: TUIFixtures.clientWithSprites)
    let buffer = ScreenView(language: .english, showsColor: false).render(
      state, width: 120, height: 40)
    #expect(!buffer.text.contains("▀"))
    #expect(buffer.text.contains("╭─────────╮"))
    #expect(buffer.text.contains("✦ shiny"))
  }

  @Test func detail() async throws {
    try assertSnapshot(await screen([.open, .toggleFavorite]), named: "detail")
  }

  /// At 80 columns the detail's status line gives the Pokémon's name (in the header above), and
  /// then the counts, their room for the keys, so the pages' keys (`i`, `m` and `e`) are named in
  /// every language; `v` is named only for a Pokémon with another form (this one has none),
  /// and is in the help either way.
  @Test(arguments: Language.allCases)
  func theDetailsFooterNamesItsPagesAt80Columns(_ language: Language) async {
    let state = await screen([.open], language: language)
    let view = ScreenView(strings: .forLanguage(language), language: language)
    let (moves, place, forms) =
      [
        Language.english: ("m moves", "e where", "v forms"),
        .spanish: ("m movimientos", "e dónde", "v formas"),
        .french: ("m capacités", "e où", "v formes"),
        .german: ("m Attacken", "e Fundorte", "v Formen"), .japanese: ("m わざ", "e 生息地", "v すがた"),
      ][language]!
    let narrow = view.render(state, width: 80, height: 24).text.split(separator: "\n")
    let status = String(narrow.last ?? "")
    #expect(status.contains(moves) && status.contains(place), "\(status)")
    #expect(!status.contains(forms), "\(status)")
    #expect(!status.contains("Mon1") && narrow.dropLast().contains { $0.contains("#001 Mon1") })
    let help = Router.helpLines(state, language: language).map { "\($0.keys) \($0.what)" }
    #expect(help.contains { $0.hasPrefix("v ") && $0.hasSuffix(String(forms.dropFirst(2))) })
  }

  @Test func search() async throws {
    let commands = [ScreenFeature.Command.startSearch] + "on1".map { .typed(String($0)) }
    try assertSnapshot(await screen(commands), named: "search")
  }

  @Test func favorites() async throws {
    try assertSnapshot(
      await screen([.toggleFavorite, .moveBy(4), .toggleFavorite, .nextTab, .nextTab]),
      named: "favorites")
  }

  @Test func emptyFavorites() async throws {
    try assertSnapshot(await screen([.previousTab]), named: "favorites-empty")
  }

  @Test func removeAllFavoritesAsks() async throws {
    try assertSnapshot(
      await screen([
        .toggleFavorite, .moveBy(4), .toggleFavorite, .nextTab, .nextTab, .removeAllFavorites,
      ]),
      named: "favorites-remove-all")
  }

  @Test func aDetailOpenedFromTheEvolutionTreeShowsThePath() async throws {
    try assertSnapshot(
      await screen([.moveBy(3), .open, .moveBy(1), .open]), named: "detail-pushed")
  }

  /// A record page longer than the screen scrolls by PgDn and PgUp to its last line and back,
  /// an arrow at its top saying lines are above (on a short terminal it was cut, and ↓ and PgDn
  /// did nothing).
  @Test func theRecordPageScrollsWhereItIsLonger() async throws {
    let opened: [ScreenFeature.Command] = [.open, .togglePage]
    let small = ScreenFeature.Action.resized(pageHeight: 8, width: 40)  // 40x12, the smallest
    var actions: [ScreenFeature.Action] = [small]
    // The embedded data's Bulbasaur: abilities, entry, training, breeding.
    let client = PokemonClient.local(
      Pokedex.embedded, reference: PokedexReference.embedded, moves: PokedexMoves.embedded)
    var state = await screen(opened, client: client, then: actions)
    let detail = try #require(state.app.detail)
    let all = try #require(
      DetailView(strings: .forLanguage(.english), language: .english).recordLines(
        detail, width: 38))
    #expect(all.count > 6, "the fixture's record fits: nothing to scroll")
    func press(_ key: Key) -> ScreenFeature.Action? {
      Router.action(
        for: .key(KeyEvent(key)), in: state, layout: ScreenLayout(state, width: 40, height: 12),
        language: .english)
    }
    func shown() -> [String] {
      ScreenView(language: .english).render(state, width: 40, height: 12).text
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(!shown()[5].hasSuffix("↑"))
    var presses = 0
    while let action = press(.pageDown), presses < 20 {
      actions.append(action)
      state = await screen(opened, client: client, then: actions)
      presses += 1
    }
    #expect(presses > 0 && presses < 20)
    // The last line is on screen, above the status line, and the top says there is more above.
    let bottom = shown()
    #expect(bottom[5].hasSuffix("↑"), "\(bottom)")
    #expect(
      bottom[10].trimmingCharacters(in: .whitespaces)
        == all.last?.text.trimmingCharacters(in: .whitespaces), "\(bottom)")
    // PgUp goes back as far.
    for _ in 0..<presses {
      actions.append(try #require(press(.pageUp)))
      state = await screen(opened, client: client, then: actions)
    }
    #expect(state.app.detail?.recordScroll == 0 && press(.pageUp) == nil)
  }

  /// The ten main screens in each of the five languages, at the three sizes: nothing cut
  /// without a mark, nothing left in English.
  nonisolated static let everyScreen: [(String, [ScreenFeature.Command])] = [
    ("list", [.moveBy(1)]), ("detail", [.open]), ("record", [.open, .togglePage]),
    ("moves", [.open, .toggleMoves]), ("where", [.open, .toggleWhere]),
    ("items", [.previousTab, .previousTab, .moveBy(1)]),
    ("item", [.previousTab, .previousTab, .moveBy(1), .open]),
    ("compare", [.toggleMark, .moveBy(3), .toggleMark, .openCompare]),
    ("team", teamBuilt), ("help", [.toggleHelp]),
  ]

  @Test(arguments: Language.allCases, everyScreen.map(\.0))
  func everyScreenInEveryLanguage(_ language: Language, screenName: String) async throws {
    let commands = try #require(Self.everyScreen.first { $0.0 == screenName }?.1)
    let state = await screen(commands, language: language, client: Self.teamClient)
    try assertSnapshot(state, named: "\(language.rawValue)-\(screenName)", language: language)
  }

  /// The damage calculator over the team: `d` on Garchomp, Heatran typed in as the defender,
  /// the set's next move (Outrage), in each language at the three sizes. The result line and
  /// the KO text are in the display language; the sentence stays Showdown's.
  @Test(arguments: Language.allCases)
  func calculatorInEveryLanguage(_ language: Language) async throws {
    let garchomp = TeamMember(
      pokemon: 445, ability: "rough-skin", moves: ["earthquake", "outrage"],
      item: "Choice Band", evs: .init(hp: 0, atk: 252, def: 0, spa: 0, spd: 4, spe: 252),
      nature: "Jolly")
    let heatran = TeamMember(
      pokemon: 485, ability: "flash-fire", item: "Leftovers",
      evs: .init(hp: 252, atk: 0, def: 4, spa: 0, spd: 252, spe: 0), nature: "Calm")
    let state = await screen(
      [.previousTab], language: language, client: Self.teamClient,
      then: [
        .app(.team(.imported([garchomp], warnings: []))), .app(.team(.onAppear)),
        .app(.calcOpened(attacker: nil, defender: nil)),
        .app(.calc(.fighterChosen(.defender, CalcData.embedded.fighter(heatran)!))),
        .app(.calc(.adjusted(by: 1))),
      ])
    let text = ScreenView(language: language).render(state, width: 120, height: 40).text
    #expect(text.contains("252 Atk Choice Band Garchomp Outrage vs. 252 HP / 4 Def Heatran"))
    let ko: [Language: String] = [
      .english: "after Leftovers recovery", .spanish: "tras recuperación por Restos",
      .french: "après soin des Restes", .german: "nach Heilung durch Überreste",
      .japanese: "たべのこしの回復込み",
    ]
    #expect(text.contains(ko[language]!), "\(text)")
    try assertSnapshot(state, named: "\(language.rawValue)-calc", language: language)
  }

  /// `d` on a member opens the calculator for it, over the team; `?` shows its keys; Esc
  /// closes the help, then the calculator, and the team is as it was.
  @Test func dOpensTheCalculatorAndEscClosesIt() async throws {
    let open = await screen(
      Self.teamBuilt + [.moveBy(1), .openCalculator], client: Self.teamClient)
    let second = open.app.team.members[1]
    #expect(open.app.calc?.attacker?.member?.id == second.id)
    let help = await screen(
      Self.teamBuilt + [.moveBy(1), .openCalculator, .toggleHelp], client: Self.teamClient)
    let lines = Router.helpLines(help, language: .english)
    #expect(lines.first?.keys == "Damage calculator")
    #expect(lines.contains { $0.keys == "Enter" && $0.what == "type a name" })
    let closed = await screen(
      Self.teamBuilt + [.moveBy(1), .openCalculator, .toggleHelp, .back, .back],
      client: Self.teamClient)
    #expect(closed.app.calc == nil && !closed.showsHelp)
    #expect(closed.app.team.members == open.app.team.members)
  }

  /// `N` on the team screen: the natures table over it, by the stat each raises, with the
  /// flavours; ↓ scrolls it where the terminal is short, Esc closes it.
  @Test(arguments: Language.allCases)
  func naturesInEveryLanguage(_ language: Language) async throws {
    let state = await screen([.previousTab, .showNatures])
    #expect(state.overlays.naturesScroll == 0)
    let text = ScreenView(language: language).render(state, width: 120, height: 40).text
    let adamant = try #require(PokedexSets.embedded.nature(named: "adamant"))
    #expect(
      text.contains(
        Strings.forLanguage(language).name(from: adamant.names, slug: "adamant", in: language)))
    try assertSnapshot(state, named: "\(language.rawValue)-natures", language: language)
    let scrolled = await screen([.previousTab, .showNatures, .moveBy(1)])
    #expect(scrolled.overlays.naturesScroll == 1)
    let closed = await screen([.previousTab, .showNatures, .back])
    #expect(closed.overlays.naturesScroll == nil)
  }

  /// `d` on a detail opens the calculator with that Pokémon defending; Esc closes it and the
  /// detail is still there.
  @Test func dOnADetailOpensTheCalculatorAgainstIt() async throws {
    let open = await screen([.open, .openCalculator], client: Self.teamClient)
    let shown = try #require(open.app.detail?.pokemon.id)
    #expect(open.app.calc?.defender?.pokemon.id == shown)
    let closed = await screen([.open, .openCalculator, .back], client: Self.teamClient)
    #expect(closed.app.calc == nil && closed.app.detail?.pokemon.id == shown)
  }

  @Test func help() async throws {
    try assertSnapshot(await screen([.toggleHelp]), named: "help")
  }

  @Test func filters() async throws {
    try assertSnapshot(
      await screen([.toggleFilters, .moveBy(9), .toggleFilterEntry]), named: "filters")
  }

  @Test func listError() async throws {
    var state = await screen()
    state.app.list.pokemon = .failed("Couldn't load Pokémon: Can't reach PokeAPI")
    try assertSnapshot(state, named: "list-error")
  }

  /// A deep evolution stack keeps the status line's last screens, its facts and its hints:
  /// the way there is cut at the left, never the name of the screen shown.
  @Test func aLongPathKeepsItsLastScreensAndTheStatusFacts() {
    var state = ScreenFeature.State()
    state.app.destination = .detail(PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(1)))
    state.app.path = StackState(
      (2...12).map { PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon($0)) })
    let text = ScreenView(strings: .english, language: .english)
      .render(state, width: 80, height: 24).text
    let status = String(text.split(separator: "\n").last ?? "")
    #expect(status.hasPrefix(" … › "), "\(status)")
    #expect(status.contains("Mon11 › Mon12  ★ 0"), "\(status)")
    #expect(status.hasSuffix("? help  Esc back"), "\(status)")
    #expect(ScreenView.breadcrumb(["A", "B"], width: 5) == "A › B")
    #expect(ScreenView.breadcrumb(["Abc", "Def", "Ghi"], width: 13) == "… › Def › Ghi")
    #expect(ScreenView.breadcrumb(["Abc", "Def", "Ghi"], width: 3) == "… › Ghi")
  }

  @Test func aTerminalTooSmallSaysSo() {
    let view = ScreenView(strings: .english, language: .english)
    let text = view.render(ScreenFeature.State(), width: 39, height: 12).text
    #expect(text.contains("terminal too small (need 40×12)"))
    #expect(view.render(ScreenFeature.State(), width: 1, height: 1).text.count == 1)
  }

  @Test func aFourDigitNumberLeavesASpaceBeforeTheName() {
    var state = ScreenFeature.State()
    state.app.list.pokemon = .loaded([TUIFixtures.pokemon(999), TUIFixtures.pokemon(1025)])
    let text = ScreenView(strings: .english, language: .english)
      .render(state, width: 80, height: 24).text
    #expect(text.contains("#1025 Mon1025"))
    #expect(text.contains(" #999 Mon999"))
    let lines = text.split(separator: "\n").map(String.init)
    let columns = ["Mon999 ", "Mon1025 "].compactMap { name in
      lines.first { $0.contains(name) }?.components(separatedBy: name).first?.count
    }
    #expect(columns.count == 2 && columns[0] == columns[1])  // the names line up
  }

  /// At every size below the minimum the message is whole words that fit (wrapped, or the
  /// short form), never a word cut at the edge.
  @Test(arguments: [(30, 8), (20, 3), (12, 1), (11, 2), (5, 1), (3, 1), (1, 1), (39, 11)])
  func theTooSmallMessageFitsInWholeWords(width: Int, height: Int) {
    let view = ScreenView(strings: .english, language: .english)
    let text = view.render(ScreenFeature.State(), width: width, height: height).text
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    let allowed = ["terminal too small (need 40×12)", "40×12 needed", "40×12"]
    if width >= 5 {
      #expect(allowed.contains(words), "\(width)×\(height): \(text)")
    } else {
      #expect(words == String("40×12".prefix(width)), "\(width)×\(height): \(text)")
    }
    #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == height)
  }
}

/// The detail screen's record and Moves pages, drawn.
@MainActor
@Suite(.isolatedShared)
struct DetailPagesViewTests {
  static var client: PokemonClient {
    var client = TUIFixtures.client
    let tackle = MoveInfo(
      id: 33, slug: "tackle", type: .normal, damageClass: .physical, power: 40, accuracy: 100,
      pp: 35, priority: 0, target: "selected-pokemon", generation: 1, names: ["en": "Tackle"],
      shortEffects: [:], effects: [:])
    client.fetchLearnsets = { _ in
      PokemonLearnsets(
        groups: [GameGroup(id: 1, slug: "red-blue", generation: 1, versions: ["red", "blue"])],
        learnsets: [1: [LearnedMove(move: 33, method: "level-up", level: 7)]],
        moves: [33: tackle],
        methods: ["level-up": LearnMethod(code: "L", slug: "level-up", names: ["en": "Level up"])],
        versionNames: ["red": ["en": "Red"], "blue": ["en": "Blue"]])
    }
    client.fetchDetails = { _ in
      PokemonDetails(
        abilities: [
          AbilityInfo(
            id: 65, slug: "overgrow", generation: 3, names: ["en": "Overgrow"],
            shortEffects: ["en": "May make the target flinch."], effects: [:])
        ],
        flavorTexts: [FlavorText(language: "en", versions: ["red"], text: "A test entry.")],
        versions: [
          GameVersion(id: 1, slug: "red", versionGroup: "red-blue", generation: 1, names: [:])
        ])
    }
    return client
  }

  func render(_ commands: [ScreenFeature.Command]) async -> String {
    let state = await ViewSnapshotTests().screen(commands, client: Self.client)
    return ScreenView(strings: .english, language: .english).render(state, width: 100, height: 30)
      .text
  }

  @Test func theMovesPageShowsTheLearnsetByMethod() async {
    let text = await render([.open, .toggleMoves])
    #expect(text.contains("Red / Blue  by level"))
    #expect(text.contains("Level up (1)"))
    #expect(text.contains("Lv 7  Tackle"))
    #expect(!text.contains("Base stats"))  // the overview is not drawn under it
  }

  @Test func theRecordPageShowsAbilitiesExplainedAndTheEntry() async {
    let text = await render([.open, .togglePage])
    #expect(text.contains("Overgrow — May make the target flinch."))
    #expect(text.contains("Pokédex entry (Red)"))
    #expect(text.contains("A test entry."))
  }
}
