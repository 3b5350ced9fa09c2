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
    await store.send(.moveBy(3))
    await store.send(.pageDown)
    await store.send(.open)
    await store.skipReceivedActions()
    await store.send(.toggleFavorite)
    await store.send(.nextPokemon)
    await store.skipReceivedActions()
    await clock.advance(by: .seconds(2))
    await store.send(.back)
    await store.skipReceivedActions()
    // Search: type, let the debounce pass, favourite the second result.
    await store.send(.startSearch)
    await store.skipReceivedActions()
    for character in "mon2" {
      await store.send(.typed(String(character)))
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: SearchFeature.debounce)
    await store.skipReceivedActions()
    await store.send(.finishEditing)
    await store.send(.moveBy(1))
    await store.send(.toggleFavorite)
    await store.skipReceivedActions()
    // Favourites: switch to the tab, which loads them.
    await store.send(.nextTab)
    await store.skipReceivedActions()
    await store.send(.quit)

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
    #expect(actions.contains { $0.app?.destination?.presented?.detail == .favoriteTapped })
    // Keystrokes are search bindings, and bindings round-trip through the recording's JSON.
    #expect(actions.contains { $0.app?.search?.binding == .set(\.query, "mon2") })
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
      await store.send(.moveBy(1))
      await store.skipReceivedActions()
    }
    #expect(store.state.rowSprite.sprite?.id == 4)

    let recording = try Recording<ScreenFeature.Action>(contentsOf: url)
    #expect(
      recording.entries.contains {
        $0.action.rowSprite != nil
      })
    let final = try await Replay(recording, initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client  // no sprites, as offline
    }.run()
    #expect(final == store.state)
    #expect(final.app.list.favorites == [3])
  }

  /// A key is one action through one reducer pass, so one line in a recording (a key that
  /// starts no effect records nothing else).
  @Test func aKeyIsOneRecordedLine() async throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-key-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature().record(into: recorder)
    } withDependencies: {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    store.exhaustivity = .on
    for (key, expected) in [
      ("j", ScreenFeature.Action.cursor(.moved(.list, to: 1))),
      ("?", .overlays(.helpShown)),
    ] {
      let before = recorder.count
      let layout = ScreenLayout(store.state, width: 80, height: 24)
      let command = try #require(
        Router.command(for: .key(.character(Character(key))), in: store.state, layout: layout))
      let action = try #require(ScreenFeature.action(for: command, in: store.state))
      #expect(action == expected)
      await store.send(action) {
        if key == "j" { $0.cursor.selection[.list] = 1 } else { $0.overlays.showsHelp = true }
      }
      #expect(recorder.count == before + 1, "key \(key)")
    }
    let recording = try Recording<ScreenFeature.Action>(contentsOf: url)
    #expect(
      recording.entries.suffix(2).map(\.action) == [
        .cursor(.moved(.list, to: 1)), .overlays(.helpShown),
      ])
  }
}
