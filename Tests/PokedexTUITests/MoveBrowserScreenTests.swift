import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

/// The move browser as keys drive it: Tab to it and type, `t` filters, Enter opens a move,
/// ↑/↓ and Enter open a learner over it, `g` the next game, Esc back one screen at a time.
@MainActor
@Suite(.isolatedShared)
struct MoveBrowserScreenTests {
  func store() async -> TestStore<ScreenFeature.State, ScreenFeature.Action> {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.movesClient
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 20))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    return store
  }

  @Test func typingFiltersOpensAMoveAndALearnerOverIt() async {
    let store = await store()
    for _ in 0..<3 { await store.send(.nextTab) }
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .moves)
    #expect(SearchFieldScreen.isTyping(store.state))  // the field takes the keys at once
    #expect(store.state.rowCount == 3)
    await store.send(.typed("a"))
    await store.send(.typed("p"))
    await store.skipReceivedActions()
    #expect(store.state.app.moves.query == "ap")
    #expect(store.state.app.moves.results.value?.map(\.move.slug) == ["zap"])
    // Enter leaves the field; Enter again opens the selected move.
    await store.send(.finishEditing)
    #expect(!SearchFieldScreen.isTyping(store.state))
    await store.send(.open)
    await store.skipReceivedActions()
    let move = store.state.app.shownMove
    #expect(move?.move.slug == "zap")
    #expect(move?.shownGroup?.slug == "newer")
    // The learners by method: level-up (Mon1) before machines (Mon2).
    #expect(move?.learners.map(\.pokemon.id) == [1, 2])
    await store.send(.moveBy(1))
    #expect(store.state.app.shownMove?.selection == 1)
    await store.send(.open)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.pokemon.id == 2)
    #expect(store.state.app.shownMove == nil)
    await store.send(.back)  // back to the move, as it was
    #expect(store.state.app.shownMove?.selection == 1)
    await store.send(.nextGame)
    #expect(store.state.app.shownMove?.shownGroup?.slug == "older")
    #expect(store.state.app.shownMove?.learners.map(\.pokemon.id) == [3])
    await store.send(.back)  // back to the browser, its query kept
    #expect(store.state.app.destination == nil && store.state.app.tab == .moves)
    #expect(store.state.app.moves.query == "ap")
  }

  /// A move's screen names its side effects and what it was before the game that changed
  /// it, and says so beside an older game's name.
  @Test func theMoveScreenShowsSideEffectsAndTheValuesOfAnOlderGame() async {
    let store = await store()
    for _ in 0..<3 { await store.send(.nextTab) }
    await store.send(.finishEditing)
    await store.send(.open)
    await store.skipReceivedActions()
    #expect(store.state.app.shownMove?.shownGroup?.slug == "newer")
    let newer = ScreenView(language: .english).render(store.state, width: 80, height: 24).text
    #expect(newer.contains("Effect chance 10%   Condition Paralysis 10%"))
    #expect(newer.contains("Before Newer   Power 95"))
    #expect(newer.contains("Newer  (g)"))
    await store.send(.nextGame)
    let older = ScreenView(language: .english).render(store.state, width: 80, height: 24).text
    #expect(older.contains("Older  Power 95  (g)"))
    let french = ScreenView(language: .french).render(store.state, width: 80, height: 24).text
    #expect(french.contains("Probabilité d’effet 10%   Altération Paralysie 10%"))
    #expect(french.contains("Older  Puissance 95  (g)"))
  }

  /// `w` on a move: the Pokémon list, narrowed to who learns it in the game shown, the filter
  /// named by the move's and the game's names in the display language (it said the slugs
  /// title-cased: "learns U Turn (Champions)").
  @Test func wShowsTheListOfItsLearnersInTheGameShown() async {
    let store = await store()
    await store.send(.app(.tabSelected(.moves)))
    await store.skipReceivedActions()
    await store.send(.finishEditing)
    await store.send(.open)
    await store.skipReceivedActions()
    await store.send(.nextGame)
    await store.send(.showWho)
    await store.skipReceivedActions()
    #expect(store.state.app.destination == nil && store.state.app.tab == .list)
    let learns = store.state.app.list.filters.filter.learns
    #expect(learns?.move == "zap" && learns?.group == "older")
    let spanish = ScreenView(language: .spanish).render(store.state, width: 100, height: 24).text
    #expect(spanish.contains("aprende Chispazo (Older)"), "\(spanish)")
  }

  @Test func theFilterPanelTogglesTypesAndCategories() async {
    let store = await store()
    await store.send(.app(.tabSelected(.moves)))
    await store.skipReceivedActions()
    await store.send(.finishEditing)
    await store.send(.toggleFilters)
    #expect(store.state.filterPanel != nil)
    // The last entry is the third category, Status.
    await store.send(.bottom)
    #expect(store.state.selectedFilter == PokemonType.allCases.count + 2)
    await store.send(.toggleFilterEntry)
    await store.skipReceivedActions()
    #expect(store.state.app.moves.filter.categories == [.status])
    #expect(store.state.app.moves.results.value?.map(\.move.slug) == ["glare-down"])
    await store.send(.top)
    await store.send(.moveBy(-1))
    #expect(store.state.selectedFilter == 0)
    await store.send(.toggleFilterEntry)  // Normal
    await store.skipReceivedActions()
    #expect(store.state.app.moves.filter.types == [.normal])
    await store.send(.back)
    #expect(store.state.filterPanel == nil)
  }

  @Test func sortingAndFavouritesMeanNothingHere() async {
    let store = await store()
    await store.send(.app(.tabSelected(.moves)))
    await store.skipReceivedActions()
    await store.send(.finishEditing)
    #expect(ScreenFeature.action(for: .nextSortOrder, in: store.state) == nil)
    #expect(ScreenFeature.action(for: .toggleFavorite, in: store.state) == nil)
    // `/` goes back into the field.
    await store.send(.startSearch)
    #expect(SearchFieldScreen.isTyping(store.state))
  }
}

/// The team screen as keys drive it: `a` adds from the list, Enter opens the move picker,
/// Enter takes a move, Esc closes it, `a` on the team cycles the ability, `x` removes.
@MainActor
@Suite(.isolatedShared)
struct TeamScreenTests {
  @Test func keysBuildATeam() async {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.movesClient.with {
        $0.fetchLearnsets = { _ in
          PokemonLearnsets(moves: [1: TUIFixtures.moves[0], 2: TUIFixtures.moves[1]])
        }
      }
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 20))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.addToTeam)
    await store.send(.moveBy(2))
    await store.send(.addToTeam)
    await store.send(.app(.tabSelected(.team)))
    await store.skipReceivedActions()
    #expect(store.state.app.team.members.map(\.pokemon) == [1, 3])
    #expect(store.state.rowCount == 2)
    await store.send(.open)
    #expect(store.state.app.team.picker?.member == 0)
    await store.send(.open)
    await store.send(.moveBy(1))
    await store.send(.open)
    #expect(store.state.app.team.members[0].moves.count == 2)
    await store.send(.back)
    #expect(store.state.app.team.picker == nil)
    await store.send(.nextAbility)  // `a` on the team: the next ability
    #expect(store.state.app.team.members[0].ability == "overgrow")
    await store.send(.moveBy(1))
    await store.send(.removeMember)
    #expect(store.state.app.team.members.map(\.pokemon) == [1])
    #expect(ScreenFeature.action(for: .exportTeam, in: store.state) == .app(.team(.exportTapped)))
  }

  /// A non-exhaustive store on the Team tab, its team the fixture Pokémon `ids` (put there as
  /// another terminal's change is).
  func teamScreen(with ids: [Int]) async -> TestStore<ScreenFeature.State, ScreenFeature.Action> {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 20))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    var book = store.state.app.team.book
    book.members = ids.map { TeamMember(pokemon: $0) }
    store.state.app.team.$book.withLock { $0 = book }
    await store.send(.app(.team(.teamChangedElsewhere(book))))
    await store.send(.app(.tabSelected(.team)))
    await store.skipReceivedActions()
    return store
  }

  /// Another terminal removes a member above the one this terminal's cursor is on: the cursor
  /// stays on its member (it stayed on its row, the next member's, which `x` then removed),
  /// and on its row, within the team, when its own member is the one removed.
  @Test func theTeamsCursorStaysOnItsMemberWhenAnotherTerminalChangesTheTeam() async {
    let store = await teamScreen(with: Array(1...4))
    var book = store.state.app.team.book
    await store.send(.moveBy(1))
    await store.send(.moveBy(1))
    #expect(store.state.selectedIndex == 2)  // Mon3
    // Elsewhere: Mon1 removed (the file's change reaches the shared team before its action).
    book.members.removeFirst()
    store.state.app.team.$book.withLock { $0 = book }
    // Another action first (the favourites' reload comes before the team's): the cursor has
    // followed already.
    await store.send(.resized(pageHeight: 20))
    #expect(store.state.selectedIndex == 1)
    await store.send(.app(.team(.teamChangedElsewhere(book))))
    #expect(store.state.selectedIndex == 1)
    #expect(store.state.app.team.members[store.state.selectedIndex].pokemon == 3)
    await store.send(.removeMember)
    #expect(store.state.app.team.members.map(\.pokemon) == [2, 4])
    // The member under the cursor removed elsewhere: the same row, within the team.
    await store.send(.moveBy(1))
    book = store.state.app.team.book
    book.members.removeLast()
    store.state.app.team.$book.withLock { $0 = book }
    await store.send(.app(.team(.teamChangedElsewhere(book))))
    #expect(store.state.selectedIndex == 0 && store.state.app.team.members.map(\.pokemon) == [2])
  }

  /// Two terminals adding a sixth member at once make a team of seven (both are kept, never
  /// one dropped in silence): the Team screen shows all seven within its area at 80×24 (the
  /// seventh's rows were drawn over the status line) and says to take one out, as `W` does.
  @Test func aTeamOfSevenIsShownWholeAndSaidToBeOverItsSize() async {
    let store = await teamScreen(with: Array(1...7))
    let text = ScreenView(language: .english).render(store.state, width: 80, height: 24).text
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for id in 1...7 { #expect(text.contains("Mon\(id) "), "Mon\(id) in:\n\(text)") }
    let warning = "⚠ The team has 7 Pokémon, more than 6"
    #expect(lines.contains { $0.contains(warning) }, "\(text)")
    // Every member's line is above the status line.
    let statusRow = lines.firstIndex { $0.contains(warning) } ?? 0
    #expect(lines.indices.filter { lines[$0].contains("Mon7 ") }.allSatisfy { $0 < statusRow })
    #expect(
      WarningsScreen.lines(store.state, language: .english).contains {
        $0.text.hasPrefix("⚠ The team has 7 Pokémon")
      })
  }
}
