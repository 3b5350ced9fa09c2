import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// The move browser's search: as forgiving as the Pokémon's, over the embedded moves.
@Suite struct MoveSearchTests {
  static let client = EmbeddedMovesTests.client

  func firstMatch(_ query: String, _ filter: MoveFilter = MoveFilter()) async throws -> String? {
    try await Self.client.searchMoves(query, filter).first?.move.slug
  }

  @Test func typosPunctuationAndFiveLanguagesFindTheMove() async throws {
    #expect(try await firstMatch("thunderbolt") == "thunderbolt")
    #expect(try await firstMatch("tunderbolt") == "thunderbolt")  // a letter missing
    #expect(try await firstMatch("thunderblot") == "thunderbolt")  // two swapped
    #expect(try await firstMatch("uturn") == "u-turn")  // without its hyphen
    #expect(try await firstMatch("will o wisp") == "will-o-wisp")
    #expect(try await firstMatch("Donnerblitz") == "thunderbolt")  // German
    #expect(try await firstMatch("tonnerre") == "thunderbolt")  // French, lowercased
    #expect(try await firstMatch("10まんボルト") == "thunderbolt")  // Japanese (written "１０")
    #expect(try await firstMatch("psiquico") == "psychic")  // Spanish, without its accent
    #expect(try await Self.client.searchMoves("zzzzqqq", MoveFilter()).isEmpty)
  }

  @Test func matchesRankExactThenPrefixThenInsideAndSayWhere() async throws {
    let results = try await Self.client.searchMoves("thunder", MoveFilter())
    #expect(results.first?.move.slug == "thunder")
    #expect(results.first?.kind == .exact)
    let kinds = results.compactMap(\.kind)
    #expect(kinds == kinds.sorted())
    let bolt = try #require(results.first { $0.move.slug == "thunderbolt" })
    #expect(bolt.kind == .prefix && bolt.highlight == 0..<7 && bolt.matchedName == "Thunderbolt")
  }

  @Test func filtersKeepTheChosenTypesAndCategories() async throws {
    let all = try await Self.client.searchMoves("", MoveFilter())
    let electricSpecial = MoveFilter(types: [.electric], categories: [.special])
    let kept = try await Self.client.searchMoves("", electricSpecial)
    #expect(!kept.isEmpty && kept.count < all.count)
    #expect(kept.allSatisfy { $0.move.type == .electric && $0.move.damageClass == .special })
    #expect(kept.count == all.filter { electricSpecial.matches($0.move) }.count)
    // With a query: Thunderbolt is special, Thunder Punch physical.
    let punch = try await Self.client.searchMoves("thunder", electricSpecial)
    #expect(punch.contains { $0.move.slug == "thunderbolt" })
    #expect(!punch.contains { $0.move.slug == "thunder-punch" })
    let status = try await Self.client.searchMoves("", MoveFilter(categories: [.status]))
    #expect(status.allSatisfy { $0.move.damageClass == .status })
  }
}

/// The move browser's feature: the first lookup at once, typing debounced, filters at once.
@MainActor
@Suite struct MovesFeatureTests {
  static let moves = PokedexMoves.embedded
  static let client = EmbeddedMovesTests.client

  func makeStore(_ clock: TestClock, lookups: Locked<[String]>)
    -> TestStore<MovesFeature.State, MovesFeature.Action>
  {
    TestStore(initialState: MovesFeature.State()) {
      MovesFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.searchMoves = { query, filter in
        lookups.withLock { $0.append(query) }
        return try await Self.client.searchMoves(query, filter)
      }
    }
  }

  @Test func theFirstLookupListsEveryMoveThenTypingIsDebounced() async throws {
    let clock = TestClock()
    let lookups = Locked<[String]>([])
    let store = makeStore(clock, lookups: lookups)
    let all = try await Self.client.searchMoves("", MoveFilter())
    await store.send(.onAppear)
    await store.receive(\.searchResponse) {
      $0.results = .loaded(all)
      $0.resultsFor = .init(query: "", filter: MoveFilter())
    }
    await store.send(.onAppear)  // shown again: nothing to look up
    for query in ["s", "su", "sur", "surf"] {
      await store.send(.binding(.set(\.query, query))) { $0.query = query }
      #expect(store.state.isAwaitingLookup)
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(200))
    let surf = try await Self.client.searchMoves("surf", MoveFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(surf)
      $0.resultsFor = .init(query: "surf", filter: MoveFilter())
    }
    #expect(lookups.withLock { $0 } == ["", "surf"])
    #expect(store.state.results.value?.first?.move.slug == "surf")
  }

  @Test func aFilterLooksUpAtOnceAndALateAnswerForAnotherIsDropped() async throws {
    let clock = TestClock()
    let store = makeStore(clock, lookups: Locked([]))
    await store.send(.binding(.set(\.query, "punch"))) { $0.query = "punch" }
    // Toggled before the debounced lookup ran: the filter's lookup replaces it.
    await store.send(.typeToggled(.fire)) { $0.filter.types = [.fire] }
    let fire = try await Self.client.searchMoves("punch", MoveFilter(types: [.fire]))
    await store.receive(\.searchResponse) {
      $0.results = .loaded(fire)
      $0.resultsFor = .init(query: "punch", filter: MoveFilter(types: [.fire]))
    }
    #expect(fire.map(\.move.slug) == ["fire-punch"])
    await clock.run()
    // An answer to a question no longer asked changes nothing.
    await store.send(.searchResponse(.init(query: "kick", filter: MoveFilter()), []))
    await store.send(.categoryToggled(.physical)) { $0.filter.categories = [.physical] }
    await store.receive(\.searchResponse) {
      $0.resultsFor = .init(
        query: "punch", filter: MoveFilter(types: [.fire], categories: [.physical]))
    }
  }

  @Test func aFailedLookupSaysSoAndSubmittingRetries() async throws {
    let clock = TestClock()
    let failing = Locked(true)
    let store = TestStore(initialState: MovesFeature.State()) {
      MovesFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.searchMoves = { query, filter in
        if failing.withLock({ $0 }) { throw PokedexError("the moves file is unreadable") }
        return try await Self.client.searchMoves(query, filter)
      }
    }
    await store.send(.onAppear)
    await store.receive(.searchFailed("Couldn't search the moves: the moves file is unreadable")) {
      $0.results = .failed("Couldn't search the moves: the moves file is unreadable")
    }
    failing.withLock { $0 = false }
    let all = try await Self.client.searchMoves("", MoveFilter())
    await store.send(.submitted)
    await store.receive(\.searchResponse) {
      $0.results = .loaded(all)
      $0.resultsFor = .init(query: "", filter: MoveFilter())
    }
  }
}

/// A move opened from the browser: its learners game by game, each openable over it.
@MainActor
@Suite struct MoveDetailTests {
  nonisolated static let scarletViolet = GameGroup(
    id: 25, slug: "scarlet-violet", generation: 9, versions: ["scarlet", "violet"])
  nonisolated static let swordShield = GameGroup(
    id: 20, slug: "sword-shield", generation: 8, versions: ["sword", "shield"])
  nonisolated static let detail = MoveDetail(
    move: MovesFileTests.thunderbolt, groups: [scarletViolet, swordShield],
    learners: [
      25: [
        MoveLearner(pokemon: Fixtures.bulbasaur, learned: LearnedMove(move: 85, method: "machine")),
        MoveLearner(
          pokemon: Fixtures.pikachu, learned: LearnedMove(move: 85, method: "level-up", level: 36)),
      ],
      20: [
        MoveLearner(pokemon: Fixtures.charmander, learned: LearnedMove(move: 85, method: "tutor"))
      ],
    ],
    methods: [:], machines: [25: "tm126"])

  @Test func aMoveOpensCyclesItsGamesAndOpensALearnerOverIt() async {
    var client = Fixtures.client
    client.searchMoves = { _, _ in [] }
    client.fetchMove = { slug in
      #expect(slug == "thunderbolt")
      return Self.detail
    }
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    await store.send(.tabSelected(.moves)) { $0.tab = .moves }
    await store.receive(.moves(.onAppear))
    await store.receive(\.moves) {
      $0.moves.results = .loaded([])
      $0.moves.resultsFor = .init(query: "", filter: MoveFilter())
    }
    await store.send(.moves(.resultTapped(MovesFileTests.thunderbolt))) {
      $0.destination = .move(MoveDetailFeature.State(move: MovesFileTests.thunderbolt))
    }
    await store.receive(.destination(.presented(.move(.onAppear)))) {
      $0.destination?.move?.detail = .loading
    }
    await store.receive(.destination(.presented(.move(.detailReceived(Self.detail))))) {
      $0.destination?.move?.detail = .loaded(Self.detail)
    }
    #expect(store.state.shownMove?.shownGroup == Self.scarletViolet)  // the newest
    // Level-up before machines, whatever the id order.
    #expect(
      store.state.shownMove?.learners.map(\.pokemon) == [Fixtures.pikachu, Fixtures.bulbasaur])
    #expect(store.state.detailPath(in: .english) == ["Thunderbolt"])
    await store.send(.destination(.presented(.move(.learnerMoved(by: 5))))) {
      $0.destination?.move?.selection = 1  // kept within the learners
    }
    await store.send(.destination(.presented(.move(.groupCycled)))) {
      $0.destination?.move?.group = 20
      $0.destination?.move?.selection = 0
    }
    #expect(store.state.shownMove?.learners.map(\.pokemon) == [Fixtures.charmander])
    await store.send(.destination(.presented(.move(.groupCycled)))) {
      $0.destination?.move?.group = 25  // back to the newest
    }
    // Enter on Pikachu: its detail goes on the stack over the move (its own loads are the
    // navigation tests' concern).
    await store.send(.destination(.presented(.move(.learnerOpened))))
    await store.receive(
      .destination(.presented(.move(.delegate(.pokemonOpened(Fixtures.pikachu)))))
    ) {
      $0.path.append(PokemonDetailFeature.State(pokemon: Fixtures.pikachu))
    }
    store.exhaustivity = .off
    await store.skipReceivedActions()
    #expect(store.state.detail?.pokemon == Fixtures.pikachu)
    #expect(store.state.shownMove == nil)  // covered by the detail
    #expect(store.state.detailPath(in: .english) == ["Thunderbolt", "Pikachu"])
    #expect(store.state.closesDetail == .path(.popFrom(id: 0)))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    #expect(store.state.shownMove?.move == MovesFileTests.thunderbolt)
    #expect(store.state.closesDetail == .destination(.dismiss))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func aMoveThatFailsToLoadSaysSoAndRetries() async {
    let failing = Locked(true)
    let store = TestStore(initialState: MoveDetailFeature.State(move: MovesFileTests.growl)) {
      MoveDetailFeature()
    } withDependencies: {
      $0.pokemonClient.fetchMove = { _ in
        if failing.withLock({ $0 }) { throw PokedexError("PokeAPI is unreachable") }
        return MoveDetail(move: MovesFileTests.growl)
      }
    }
    await store.send(.onAppear) { $0.detail = .loading }
    await store.receive(.detailFailed("Couldn't load the move: PokeAPI is unreachable")) {
      $0.detail = .failed("Couldn't load the move: PokeAPI is unreachable")
    }
    failing.withLock { $0 = false }
    await store.send(.retryTapped) { $0.detail = .loading }
    await store.receive(.detailReceived(MoveDetail(move: MovesFileTests.growl))) {
      $0.detail = .loaded(MoveDetail(move: MovesFileTests.growl))
    }
    // Nobody learns it here: nothing to move through or open.
    #expect(store.state.shownGroup == nil)
    await store.send(.learnerMoved(by: 1))
    await store.send(.learnerOpened)
    await store.send(.groupCycled)
  }
}
