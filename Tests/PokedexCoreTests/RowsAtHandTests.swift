import Loop
import LoopTesting
import PokedexCore
import Testing

/// The list's first rows told as an action (`rowsAtHand`) rather than fetched: taken only when
/// they are exactly what the first request would have brought.
@MainActor
@Suite(.isolatedShared)
struct RowsAtHandTests {
  /// A list state whose screen shows `rows` rows.
  func state(rowsOnScreen rows: Int) -> PokemonListFeature.State {
    var state = PokemonListFeature.State()
    state.rowsOnScreen = rows
    return state
  }

  @Test func rowsThatFillTheScreenAreTheFirstPageAsIfFetched() async {
    let requests = Log()
    let store = TestStore(initialState: state(rowsOnScreen: 30)) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, _ in
        requests.append("\(limit)@\(offset)")
        return PokemonListFeatureTests.page((offset + 1)...(offset + limit), total: 100)
      }
    }
    // As many as the first request asks for, the screenful, are taken, the rest left aside:
    // the list is what it would have been had the rows been fetched.
    await store.send(.rowsAtHand(PokemonListFeatureTests.page(1...40, total: 100))) {
      $0.pokemon = .loaded(PokemonListFeatureTests.page(1...30, total: 100).pokemon)
      $0.totalCount = 100
    }
    await store.send(.onAppear)  // loaded already: no request
    #expect(requests.all.isEmpty)
    await store.send(.reachedEnd) { $0.isLoadingPage = true }
    await store.receive(\.listReceived) {
      $0.isLoadingPage = false
      $0.pokemon = .loaded(PokemonListFeatureTests.page(1...50, total: 100).pokemon)
    }
    #expect(requests.all == ["20@30"])
  }

  @Test func aWholeListShorterThanTheScreenIsTaken() async {
    let store = TestStore(initialState: state(rowsOnScreen: 36)) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient = .unimplemented  // any request fails the test
    }
    let rows = PokemonListFeatureTests.page(1...5, total: 5)
    await store.send(.rowsAtHand(rows)) {
      $0.pokemon = .loaded(rows.pokemon)
      $0.totalCount = 5
    }
    await store.send(.onAppear)
    #expect(!store.state.canLoadMore)
  }

  /// Each case leaves the rows aside, and `onAppear` then asks the source as it always did.
  @Test(arguments: RowsRefusal.allCases)
  func rowsThatAreNotTheFirstPageAreIgnored(_ refusal: RowsRefusal) async {
    let requests = Log()
    let clock = TestClock()
    var initial = state(rowsOnScreen: 36)
    switch refusal {
    case .tooFewForTheScreen, .whileTheFirstPageLoads: break
    case .filtered: initial.filters.filter.types = [.fire]
    case .sorted: initial.sort.$order.withLock { $0 = SortOrder(key: .speed, descending: true) }
    }
    let store = TestStore(initialState: initial) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchPage = { limit, offset, _ in
        requests.append("\(limit)@\(offset)")
        try await clock.sleep(for: .seconds(1))
        return PokemonListFeatureTests.page(101...(100 + min(limit, 50)), total: 50)
      }
    }
    store.exhaustivity = .off
    let rows = PokemonListFeatureTests.page(
      1...(refusal == .tooFewForTheScreen ? 20 : 40), total: 1025)
    if refusal == .whileTheFirstPageLoads {
      await store.send(.onAppear)
      await store.send(.rowsAtHand(rows))
      #expect(store.state.pokemon == .loading, "the rows were taken")
    } else {
      await store.send(.rowsAtHand(rows))
      #expect(store.state.pokemon == .idle, "the rows were taken")
      await store.send(.onAppear)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.listReceived)
    #expect(!store.state.rows.isEmpty)
    #expect(store.state.rows.allSatisfy { $0.id > 100 }, "rows at hand reached the list")
    #expect(requests.all == [refusal == .sorted ? "100000@0" : "36@0"])
  }

  enum RowsRefusal: CaseIterable, Sendable {
    case tooFewForTheScreen, filtered, sorted, whileTheFirstPageLoads
  }
}
