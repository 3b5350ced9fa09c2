import Foundation
import Loop
import LoopTesting
import Observation
import Testing

/// A feature whose effect writes the shared favourites it captured, a while after its action.
private struct LateFavorites: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("late-favorites")) var favorites: Set<Int> = []
    var hits = 0
  }
  enum Action: Equatable, Sendable {
    case addLater(Int)
    case hit
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addLater(let id):
      let favorites = state.$favorites
      return .run { _ in
        try await Task.sleep(for: .milliseconds(5))
        favorites.withLock { _ = $0.insert(id) }
      }
    case .hit:
      state.hits += 1
      return .none
    }
  }
}

/// A view of a store that reads its shared favourites is told when they change outside the
/// store's own sends (issue #43: a Store any UI observes field by field; TCA's `Shared` is
/// observable): by a holder outside any store, by another store of the same registry, by an
/// effect that captured the value, from whatever thread. And its `changes` stream yields.
@MainActor
@Suite(.isolatedShared)
struct SharedObservationTests {
  /// Waits (on the main actor, a turn at a time) until `condition` holds, for up to `limit`
  /// (long, for a loaded machine: it returns as soon as it holds).
  func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while !condition() {
      if ContinuousClock.now > deadline { return false }
      await Task.yield()
      try? await Task.sleep(for: .microseconds(200))
    }
    return true
  }

  @Test func aChangeByAHolderOutsideTheStoreIsSeen() async {
    let store = Store(initialState: LateFavorites.State()) { LateFavorites() }
    let view = observe { _ = store.favorites }
    let holder = Shared(wrappedValue: Set<Int>(), .inMemory("late-favorites"))
    holder.withLock { _ = $0.insert(25) }
    #expect(await eventually { view.changed })
    #expect(store.favorites == [25])
    // A view of another field is not told.
    let hits = observe { _ = store.hits }
    holder.withLock { _ = $0.insert(26) }
    _ = await eventually(within: .milliseconds(100)) { false }  // a chance to be told wrongly
    #expect(!hits.changed)
  }

  @Test func aChangeByAnotherStoreOrAnEffectIsSeen() async {
    let first = Store(initialState: LateFavorites.State()) { LateFavorites() }
    let second = Store(initialState: LateFavorites.State()) { LateFavorites() }
    let view = observe { _ = first.favorites }
    let yielded = Observed()
    let changes = first.changes
    let consumer = Task { @MainActor in
      for await _ in changes {
        yielded.changed = true
        break
      }
    }
    await Task.yield()
    second.send(.addLater(7))
    #expect(await eventually { view.changed })
    #expect(first.favorites == [7])
    #expect(await eventually { yielded.changed })  // the stream yields for it too
    consumer.cancel()
    // The store's own effect, after its action: no further action needed.
    let again = observe { _ = first.favorites }
    first.send(.addLater(8))
    #expect(await eventually { again.changed })
    #expect(first.favorites == [7, 8])
  }

  /// 300 rounds, each a write from a detached task (another thread): the view is told every
  /// time, never missed.
  @Test func writesFromOtherThreadsAreNeverMissed_300Rounds() async {
    let store = Store(initialState: LateFavorites.State()) { LateFavorites() }
    let holder = Shared(wrappedValue: Set<Int>(), .inMemory("late-favorites"))
    var missed: [Int] = []
    for round in 0..<300 {
      let view = observe { _ = store.favorites }
      await Task.detached { holder.withLock { _ = $0.insert(round) } }.value
      if !(await eventually { view.changed }) { missed.append(round) }
    }
    #expect(missed.isEmpty, "rounds missed: \(missed)")
    #expect(store.favorites.count == 300)
  }
}
