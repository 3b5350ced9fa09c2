import Foundation
import Loop
import LoopRecording
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI

@MainActor
@Suite(.isolatedShared)
struct RecordReplaySessionTests {
  @Test func aRecordedSessionOfTheAppReplaysToTheSameFinalState() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-session-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let clock = TestClock()
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature().record(into: recorder)
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = clock
    }
    store.exhaustivity = .off

    // Browse: the list loads, move down a page, open a Pokémon, favourite it, step to the
    // next one and go back.
    await store.send(.resized(pageHeight: 10))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    await store.send(.command(.moveBy(3)))
    await store.send(.command(.pageDown))
    await store.send(.command(.open))
    await store.skipReceivedActions()
    await store.send(.command(.toggleFavorite))
    await store.send(.command(.nextPokemon))
    await store.skipReceivedActions()
    await clock.advance(by: .seconds(2))
    await store.send(.command(.back))
    await store.skipReceivedActions()
    // Search: type, let the debounce pass, favourite the second result.
    await store.send(.command(.startSearch))
    await store.skipReceivedActions()
    for character in "mon2" {
      await store.send(.command(.typed(String(character))))
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: SearchFeature.debounce)
    await store.skipReceivedActions()
    await store.send(.command(.finishEditing))
    await store.send(.command(.moveBy(1)))
    await store.send(.command(.toggleFavorite))
    await store.skipReceivedActions()
    // Favourites: switch to the tab, which loads them.
    await store.send(.command(.nextTab))
    await store.skipReceivedActions()
    await store.send(.command(.quit))

    let recorded = store.state
    #expect(recorded.app.tab == .favorites)
    #expect(recorded.app.list.favorites == [14, 20])
    #expect(recorded.app.favorites.rows.map(\.id) == [14, 20])
    #expect(recorded.app.search.query == "mon2")
    #expect(recorded.shouldQuit)
    #expect(recorder.problem == nil)

    let recording = try Recording<ScreenFeature.Action>(contentsOf: url)
    // Actions that effects sent are recorded with the ones the test sent, at their times.
    let actions = recording.entries.map(\.action)
    #expect(actions.contains { $0.app?.list?.listReceived != nil })
    #expect(actions.contains { $0.app?.detail == .favoriteTapped })
    let response = try #require(
      recording.entries.first { $0.action.app?.search?.searchResponse != nil })
    #expect(response.time == .milliseconds(2300) + SearchFeature.debounce)  // after the last key
    #expect(recording.entries.count == recorder.count)

    let final = try await Replay(recording, initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
    }.run()
    #expect(final == recorded)
    #expect(final.app.list.favorites == [14, 20])
  }

  /// Whatever the reducers branch on is recorded: a session with a source that has sprites
  /// (they arrive beside the rows) replays to the same states with a source that has none,
  /// and starts from the favourites the recording started with.
  @Test func aSessionWithSpritesReplaysWithASourceWithout() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-sprites-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let initial = ScreenFeature.State()
    initial.app.list.$favorites.withLock { $0 = [3] }
    let store = TestStore(initialState: initial) {
      ScreenFeature().record(into: recorder)
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.clientWithSprites
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.resized(pageHeight: 10, width: 120))
    await store.send(.app(.sourceDescribed(hasSprites: true)))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    for _ in 0..<3 {
      await store.send(.command(.moveBy(1)))
      await store.skipReceivedActions()
    }
    #expect(store.state.rowSprite?.id == 4)

    let recording = try Recording<ScreenFeature.Action>(contentsOf: url)
    #expect(
      recording.entries.contains {
        if case .rowSpriteReceived = $0.action { true } else { false }
      })
    let final = try await Replay(recording, initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client  // no sprites, as offline
    }.run()
    #expect(final == store.state)
    #expect(final.app.list.favorites == [3])
  }
}
