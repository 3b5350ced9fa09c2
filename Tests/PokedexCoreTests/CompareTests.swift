import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// Two to four Pokémon side by side: the highest of each stat, the differences, who is faster.
@Suite struct ComparisonTests {
  func mon(_ id: Int, speed: Int, attack: Int) -> Pokemon {
    var pokemon = Fixtures.pikachu
    pokemon.id = id
    pokemon.name = "Mon\(id)"
    pokemon.stats.speed = speed
    pokemon.stats.attack = attack
    return pokemon
  }

  @Test func eachStatsHighestAndTheDifferencesToIt() {
    let (a, b, c) = (
      mon(1, speed: 100, attack: 50), mon(2, speed: 80, attack: 70), mon(3, speed: 100, attack: 60)
    )
    let comparison = Comparison([a, b, c])
    let rows = comparison.rows
    #expect(
      rows.map(\.label) == ["HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed", "Total"])
    let attack = rows[1]
    #expect(attack.values == [50, 70, 60] && attack.best == 70)
    #expect((0..<3).map(attack.isBest) == [false, true, false])
    #expect((0..<3).map(attack.difference) == [-20, 0, -10])
    let speed = rows[5]
    #expect((0..<3).map(speed.isBest) == [true, false, true])  // a tie: both highest
    #expect(rows[6].values == [a, b, c].map(\.stats.total))
    #expect(comparison.outspeeds.map { [$0.faster.id, $0.slower.id] } == [[1, 2], [3, 2]])
    #expect(comparison.speedTies.map { [$0.0.id, $0.1.id] } == [[1, 3]])
  }
}

/// Marking with `c` and opening the comparison with `C`.
@MainActor
@Suite(.isolatedShared)
struct CompareFeatureTests {
  @Test func marksKeepTheLastFourAndTwoOpenTheComparison() async {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Fixtures.client
    }
    await store.send(.compareOpened)  // nothing marked: nothing opens
    await store.send(.markToggled(Fixtures.bulbasaur)) { $0.marked = [Fixtures.bulbasaur] }
    await store.send(.compareOpened)  // one is not a comparison
    await store.send(.markToggled(Fixtures.bulbasaur)) { $0.marked = [] }  // unmarked
    let five = [Fixtures.bulbasaur, Fixtures.charmander, Fixtures.charizard, Fixtures.pikachu]
    for pokemon in five {
      await store.send(.markToggled(pokemon)) { $0.marked.append(pokemon) }
    }
    // A fifth mark drops the oldest.
    await store.send(.markToggled(Fixtures.charmeleon)) {
      $0.marked = [Fixtures.charmander, Fixtures.charizard, Fixtures.pikachu, Fixtures.charmeleon]
    }
    await store.send(.compareOpened) {
      $0.destination = .compare(CompareFeature.State(pokemon: $0.marked))
    }
    let marked = store.state.marked
    func compare(_ chart: LoadState<TypeChart>) -> AppFeature.Destination.State {
      var state = CompareFeature.State(pokemon: marked)
      state.chart = chart
      return .compare(state)
    }
    await store.receive(.destination(.presented(.compare(.onAppear)))) {
      $0.destination = compare(.loading)
    }
    await store.receive(.destination(.presented(.compare(.chartReceived(Fixtures.chart))))) {
      $0.destination = compare(.loaded(Fixtures.chart))
    }
    #expect(store.state.shownComparison?.matchups?.count == 4)
    #expect(
      store.state.detailPath(in: .english) == ["Charmander · Charizard · Pikachu · Charmeleon"])
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.state.marked.count == 4)  // the marks stay for another look
  }
}
