import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

@MainActor
@Suite(.isolatedShared)
struct ScreenFeatureTests {
  func loadedStore(client: PokemonClient = TUIFixtures.client) async -> TestStore<
    ScreenFeature.State, ScreenFeature.Action
  > {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.app(.sourceDescribed(hasSprites: client.hasSprites)))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    return store
  }

  @Test func theSelectedRowsSpriteFollowsTheSelection() async {
    let asked = Locked<[Int]>([])
    var client = TUIFixtures.client
    client.fetchSprite = { id, shiny in
      asked.withLock { $0.append(id) }
      return shiny || id == 3 ? nil : TUIFixtures.pokeBall  // #3 has no sprite
    }
    let store = await loadedStore(client: client)
    let ball = TUIFixtures.pokeBall
    #expect(store.state.selectedRowSprite == ball)
    store.exhaustivity = .on
    await store.send(.moveBy(1)) {
      $0.cursor.selection[.list] = 1
      $0.rowSprite = RowSpriteFeature.State(wanted: 2)
    }
    await store.receive(.rowSprite(.received(id: 2, ball))) {
      $0.rowSprite.sprite = RowSpriteFeature.RowSprite(id: 2, image: ball)
    }
    await store.send(.moveBy(1)) {
      $0.cursor.selection[.list] = 2
      $0.rowSprite = RowSpriteFeature.State(wanted: 3)
    }
    // Moving nowhere asks for nothing.
    await store.send(.moveBy(-5)) {
      $0.cursor.selection[.list] = 0
      $0.rowSprite.wanted = 1
    }
    await store.receive(.rowSprite(.received(id: 1, ball))) {
      $0.rowSprite.sprite = RowSpriteFeature.RowSprite(id: 1, image: ball)
    }
    await store.send(.moveBy(-1))
    #expect(asked.withLock { $0 } == [1, 2, 3, 1])
    // A sprite that arrives for a row no longer selected is dropped.
    await store.send(.rowSprite(.received(id: 7, ball)))
  }

  /// A client whose `fetchSprite` counts its calls, and says whether it has sprites.
  func countingSprites(_ asked: Locked<[Int]>, hasSprites: Bool) -> PokemonClient {
    var client = TUIFixtures.client
    client.fetchSprite = { id, _ in
      asked.withLock { $0.append(id) }
      return TUIFixtures.pokeBall
    }
    client.hasSprites = hasSprites
    return client
  }

  @Test func onASourceWithoutSpritesMovingStartsNoEffect() async {
    let asked = Locked<[Int]>([])
    let store = await loadedStore(client: countingSprites(asked, hasSprites: false))
    store.exhaustivity = .on
    // The exhaustive store fails on any action an effect sends, and on one still running.
    await store.send(.moveBy(1)) { $0.cursor.selection[.list] = 1 }
    await store.send(.moveBy(1)) { $0.cursor.selection[.list] = 2 }
    await store.send(.top) { $0.cursor.selection[.list] = 0 }
    // Nor does the detail ask, for either sprite.
    store.exhaustivity = .off
    await store.send(.open)
    await store.skipReceivedActions()
    await store.send(.toggleShiny)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.isShiny == true)
    #expect(asked.withLock { $0 } == [])
    #expect(store.state.rowSprite.sprite == nil && store.state.app.detail?.sprite == nil)
  }

  @Test func aListTooNarrowForTheRowSpriteAsksForNone() async {
    let asked = Locked<[Int]>([])
    let store = await loadedStore(client: countingSprites(asked, hasSprites: true))
    let ball = TUIFixtures.pokeBall
    #expect(store.state.selectedRowSprite == ball)  // the width is not known yet
    store.exhaustivity = .on
    let narrow = ListView.minimumWidthForSprite - 1
    await store.send(.resized(pageHeight: 20, width: narrow)) {
      $0.pageHeight = 20
      $0.width = narrow
      $0.rowSprite = RowSpriteFeature.State()
    }
    await store.send(.moveBy(1)) { $0.cursor.selection[.list] = 1 }
    await store.send(.moveBy(1)) { $0.cursor.selection[.list] = 2 }
    #expect(asked.withLock { $0 } == [1])
    // Widening the terminal asks for the selected row's sprite.
    let wide = ListView.minimumWidthForSprite
    await store.send(.resized(pageHeight: 20, width: wide)) {
      $0.width = wide
      $0.rowSprite.wanted = 3
    }
    await store.receive(.rowSprite(.received(id: 3, ball))) {
      $0.rowSprite.sprite = RowSpriteFeature.RowSprite(id: 3, image: ball)
    }
    #expect(asked.withLock { $0 } == [1, 3])
  }

  @Test func movingNearTheEndLoadsTheNextPage() async {
    let store = await loadedStore()
    #expect(store.state.rows.count == 20)
    await store.send(.moveBy(10)) { $0.cursor.selection[.list] = 10 }
    // The move that comes near the end asks for the next page in the same pass.
    await store.send(.moveBy(5)) {
      $0.cursor.selection[.list] = 15
      $0.app.list.isLoadingPage = true
    }
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 40)
    await store.send(.bottom)
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 45)
    await store.send(.moveBy(100)) { $0.cursor.selection[.list] = 44 }
    await store.send(.top) { $0.cursor.selection[.list] = 0 }
    await store.send(.moveBy(-3)) { $0.cursor.selection[.list] = 0 }
  }

  @Test func enterOpensTheSelectedPokemonAndEscGoesBack() async {
    let store = await loadedStore()
    await store.send(.moveBy(2))
    await store.send(.open)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.pokemon.id == 3)
    await store.send(.toggleFavorite)
    await store.skipReceivedActions()
    #expect(store.state.app.list.favorites == [3])
    await store.send(.toggleShiny)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.isShiny == true)
    await store.send(.nextPokemon)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.pokemon.id == 4)
    await store.send(.back)
    await store.skipReceivedActions()
    #expect(store.state.app.detail == nil)
  }

  @Test func typingSearchesAndQuitOnlyFromTheRoot() async {
    let store = await loadedStore()
    await store.send(.startSearch)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .search)
    for character in "mon4" { await store.send(.typed(String(character))) }
    await store.send(.deleteBackward)
    await store.skipReceivedActions()
    #expect(store.state.app.search.query == "mon")
    #expect(store.state.app.search.results.value?.count == 45)
    #expect(store.state.isEditingQuery)
    await store.send(.finishEditing) { $0.cursor.isEditingQuery = false }
    await store.send(.startSearch) { $0.cursor.isEditingQuery = true }
    await store.send(.back) { $0.cursor.isEditingQuery = false }
    #expect(store.state.app.search.query == "mon")
    await store.send(.back)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .list)
    await store.send(.quit) { $0.shouldQuit = true }
  }

  @Test func helpSwallowsCommandsUntilClosed() async {
    let store = await loadedStore()
    await store.send(.toggleHelp) { $0.overlays.showsHelp = true }
    await store.send(.moveBy(1))
    await store.send(.back) { $0.overlays.showsHelp = false }
    // Ctrl-C quits over the help too, as the help itself says (it only closed the help).
    await store.send(.toggleHelp) { $0.overlays.showsHelp = true }
    await store.send(.quit) { $0.shouldQuit = true }
  }

  @Test func theFilterPanelTogglesATypeAndReloads() async {
    let store = await loadedStore()
    await store.send(.toggleFilters) { $0.overlays.filterPanel = OverlaysFeature.FilterPanel() }
    await store.send(.moveBy(9)) { $0.overlays.filterPanel?.highlighted = 9 }  // fire
    await store.send(.toggleFilterEntry) { $0.cursor.selection[.list] = 0 }
    await store.skipReceivedActions()
    #expect(store.state.app.list.filters.filter.types == [.fire])
    #expect(store.state.rows.allSatisfy { $0.types.contains(.fire) })
    #expect(store.state.rows.count == 3)
    await store.send(.back) { $0.overlays.filterPanel = nil }
  }

  /// ← and → move between the panel's three columns: types, types, generations.
  @Test func leftAndRightCrossTheFilterPanelsColumns() async {
    let store = await loadedStore()
    await store.send(.toggleFilters) { $0.overlays.filterPanel = OverlaysFeature.FilterPanel() }
    await store.send(.moveBy(2)) { $0.overlays.filterPanel?.highlighted = 2 }  // flying
    await store.send(.nextPokemon) { $0.overlays.filterPanel?.highlighted = 11 }  // grass
    await store.send(.nextPokemon) { $0.overlays.filterPanel?.highlighted = 20 }  // Gen 3
    await store.send(.nextPokemon)  // the last column: nothing further right
    await store.send(.previousPokemon) { $0.overlays.filterPanel?.highlighted = 11 }
    await store.send(.previousPokemon) { $0.overlays.filterPanel?.highlighted = 2 }
    await store.send(.previousPokemon)
  }

  @Test func tabsCycle() async {
    let store = await loadedStore()
    await store.send(.nextTab)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .search)
    await store.send(.previousTab)
    await store.send(.previousTab)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .team)  // round from the first to the last
    await store.send(.previousTab)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .items)
    await store.send(.previousTab)
    await store.skipReceivedActions()
    #expect(store.state.app.tab == .moves)
  }

  /// `receive` matches through a case path of any depth, written as the payload properties
  /// chained with `?.` (TCA spells it `\.app.search.searchResponse`).
  @Test func receiveMatchesThroughACasePathThreeLevelsDeep() async {
    let store = await loadedStore()
    await store.send(.startSearch)
    await store.skipReceivedActions()
    await store.send(.typed("mon4"))
    await store.receive(\.app?.search?.searchResponse)
    #expect(store.state.app.search.results.value?.first?.pokemon.id == 4)
  }

  /// Paging never shows: `G` goes to the last of all the Pokémon, loading the pages between.
  @Test func bottomLoadsThroughToTheLastPokemon() async {
    let store = await loadedStore()
    #expect(store.state.rows.count == 20)
    await store.send(.bottom) {
      $0.cursor.selection[.list] = 19
      $0.cursor.target = 44
      $0.app.list.isLoadingPage = true
    }
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 45)
    #expect(store.state.selectedIndex == 44)
    #expect(store.state.cursor.target == nil)
    let status = ScreenView(strings: .english, language: .english)
      .render(store.state, width: 80, height: 24).text
    #expect(status.contains("45/45"))
    // Moving within the loaded rows asks for nothing more.
    await store.send(.top) { $0.cursor.selection[.list] = 0 }
  }

  @Test func pageDownPastTheLoadedRowsLoadsThroughToIt() async {
    let store = await loadedStore()
    await store.send(.resized(pageHeight: 30))
    await store.skipReceivedActions()
    let loaded = store.state.rows.count
    #expect(loaded >= 30)  // the screen is filled first
    await store.send(.pageDown)
    await store.send(.pageDown)
    await store.skipReceivedActions()
    #expect(store.state.selectedIndex == 44)  // 0 + 30, then 30 + 30 kept within all 45
  }

  @Test func theFirstLoadFillsATallScreenInOneRequest() async {
    // The first frame waits for a full screen, so the first page asks for the screen's rows:
    // one answer, not a page and then more pages one round trip after another.
    let limits = Locked<[Int]>([])
    var client = TUIFixtures.client
    let fetchPage = client.fetchPage
    client.fetchPage = { limit, offset, filter in
      limits.withLock { $0.append(limit) }
      return try await fetchPage(limit, offset, filter)
    }
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 36, width: 120))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 36)
    #expect(limits.withLock { $0 } == [36])
    #expect(!store.state.isLoadingFirstPage)
  }

  @Test func aShortScreenStillGetsAWholePage() async {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 5, width: 120))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    #expect(store.state.rows.count == PokemonListFeature.pageSize)
  }

  /// A non-exhaustive store whose search debounces on `clock`.
  func searchingStore(_ clock: TestClock) -> TestStore<ScreenFeature.State, ScreenFeature.Action> {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    return store
  }

  /// Enter while the lookup is still debouncing opens a result of what is typed, not of the
  /// results still on screen from before.
  @Test func enterDuringTheDebounceOpensAResultOfWhatIsTyped() async {
    let clock = TestClock()
    let store = searchingStore(clock)
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.startSearch)
    await store.send(.typed("mon1"))
    await clock.advance(by: SearchFeature.debounce)
    await store.skipReceivedActions()
    #expect(store.state.app.search.results.value?.first?.pokemon.id == 1)
    await store.send(.finishEditing) {
      $0.cursor.isEditingQuery = false
    }
    // Back in the field, the query changes; Enter comes before the debounce is over.
    await store.send(.startSearch)
    await store.send(.deleteBackward)
    await store.send(.typed("7"))
    #expect(store.state.app.search.query == "mon7")
    #expect(ScreenFeature.action(for: .open, in: store.state) == .app(.search(.submitted)))
    await store.send(.open)
    await store.skipReceivedActions()
    #expect(store.state.app.detail?.pokemon.id == 7)
  }

  /// `a` away from the Team tab: the status line says what the team made of it (joined, full,
  /// already in) for three seconds, where the team's own notice is not on screen; on the Team
  /// tab the team's notice says it, and nothing is echoed.
  @Test func addingToTheTeamAwayFromItsTabIsSaidOnTheStatusLine() async {
    let clock = TestClock()
    let store = searchingStore(clock)
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    let mon1 = TUIFixtures.pokemon(1)
    await store.send(.app(.team(.memberAdded(mon1))))
    #expect(store.state.teamEcho == .joined(mon1))
    let view = ScreenView(language: .english)
    func status() -> String {
      String(view.render(store.state, width: 120, height: 30).text.split(separator: "\n").last!)
    }
    let said = TeamView(strings: .forLanguage(.english), language: .english).text(of: .joined(mon1))
    #expect(status().hasPrefix(" " + said), "\(status())")
    // Again: already in the team, said as the team says it, and the three seconds start over.
    await clock.advance(by: .seconds(2))
    await store.send(.app(.team(.memberAdded(mon1))))
    #expect(store.state.teamEcho == .alreadyIn(mon1))
    await clock.advance(by: .seconds(2))
    #expect(store.state.teamEcho == .alreadyIn(mon1))
    await clock.advance(by: .seconds(1))
    await store.receive(.teamEchoExpired) { $0.teamEcho = nil }
    #expect(status().hasPrefix(" Pokédex"), "\(status())")
    // On the Team tab the team's notice is on screen: no echo.
    await store.send(.app(.tabSelected(.team)))
    await store.skipReceivedActions()
    await store.send(.app(.team(.memberAdded(TUIFixtures.pokemon(2)))))
    #expect(store.state.teamEcho == nil)
  }

  @Test func leavingTheSearchFieldLooksUpAtOnce() async {
    let clock = TestClock()
    let store = searchingStore(clock)
    await store.send(.startSearch)
    await store.send(.typed("mon7"))
    await store.send(.finishEditing)
    await store.skipReceivedActions()  // no clock advance
    #expect(store.state.app.search.results.value?.first?.pokemon.id == 7)
  }
}
