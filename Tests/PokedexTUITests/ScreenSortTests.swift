import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

/// `o` and `O` on the screen: which action they mean where, and the selection following its
/// Pokémon when the rows are reordered.
@MainActor
@Suite(.isolatedShared)
struct ScreenSortTests {
  @Test func oAndOSortTheListAndTheFavouritesButNotTheSearch() {
    #expect(
      Router.command(for: .key(.character("o")), in: ScreenFeature.State(), layout: nil)
        == .nextSortOrder)
    #expect(
      Router.command(for: .key(.character("O")), in: ScreenFeature.State(), layout: nil)
        == .reverseSortOrder)
    var state = ScreenFeature.State()
    #expect(
      ScreenFeature.action(for: .nextSortOrder, in: state) == .app(.list(.sort(.nextKeyTapped))))
    state.app.tab = .favorites
    #expect(
      ScreenFeature.action(for: .reverseSortOrder, in: state) == .app(.list(.sort(.reverseTapped))))
    state.app.tab = .search
    #expect(ScreenFeature.action(for: .nextSortOrder, in: state) == nil)
    state.app.tab = .list
    state.app.destination = .detail(PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(1)))
    #expect(ScreenFeature.action(for: .nextSortOrder, in: state) == nil)
  }

  @Test func theSelectedPokemonStaysSelected() async {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
    }
    store.exhaustivity = .off
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.moveBy(2))
    #expect(store.state.selected?.name == "Mon3")
    // By name, Mon3 comes after Mon1, Mon10…Mon19, Mon2 and Mon20…Mon29: row 22 of all 45
    // (the rest is loaded for the order).
    await store.send(.nextSortOrder)
    #expect(store.state.selected?.name == "Mon3")
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 45)
    #expect(store.state.selected?.name == "Mon3")
    #expect(store.state.selectedIndex == 22)
    await store.send(.reverseSortOrder)
    #expect(store.state.selected?.name == "Mon3")
    #expect(store.state.selectedIndex == 44 - 22)
    // A filter that hides it selects the first row, as filters do.
    await store.send(.app(.list(.filters(.typeToggled(TUIFixtures.pokemon(4).types[0])))))
    await store.skipReceivedActions()
    #expect(store.state.selectedIndex == 0)
    #expect(store.state.rows.allSatisfy { $0.types == TUIFixtures.pokemon(4).types })
    let names = store.state.rows.map(\.name)
    #expect(names == names.sorted(by: >))
  }

  @Test func aMoveWhileTheRestLoadsIsKeptWhenItArrives() async {
    let clock = TestClock()
    var client = TUIFixtures.client
    let fetchPage = client.fetchPage
    client.fetchPage = { limit, offset, filter in
      if offset > 0 { try await clock.sleep(for: .seconds(1)) }  // the rest takes a while
      return try await fetchPage(limit, offset, filter)
    }
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 5))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.moveBy(2))
    await store.send(.reverseSortOrder)  // by number, highest first
    let firstOfLoaded = store.state.rows.first
    // `g` before the other rows arrive: the top row it asked for stays selected, rather than
    // the Pokémon that was on top of the rows loaded so far.
    await store.send(.top)
    await clock.run()
    await store.skipReceivedActions()
    #expect(store.state.rows.count == 45)
    #expect(store.state.rows.first != firstOfLoaded)  // else the test would prove nothing
    #expect(store.state.selectedIndex == 0)
  }

  @Test func theStatusLineNamesTheOrder() async {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
    }
    store.exhaustivity = .off
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    func statusLine(_ language: Language = .english) -> String {
      let text = ScreenView(language: language).render(store.state, width: 120, height: 30).text
      return String(text.split(separator: "\n").last ?? "")
    }
    #expect(!statusLine().contains(" by "))  // dex order says nothing
    await store.send(.nextSortOrder)
    await store.skipReceivedActions()
    #expect(statusLine().contains("1/45  by Name ↑  ★ 0"))
    for _ in 0..<6 { await store.send(.nextSortOrder) }
    #expect(statusLine().contains("by Speed ↓"))
    #expect(statusLine(.spanish).contains("por Velocidad ↓"))
    await store.send(.reverseSortOrder)
    #expect(statusLine().contains("by Speed ↑"))
    let help = ScreenView(language: .english).render(
      {
        var state = store.state
        state.overlays.showsHelp = true
        return state
      }(), width: 120,
      height: 40
    ).text
    #expect(help.contains("sort by the next key / reverse"))
  }
}
