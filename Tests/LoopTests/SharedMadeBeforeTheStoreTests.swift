import LoopTesting
import Testing

@testable import Loop

/// A feature whose state holds a shared value of a key no other test uses: these tests run
/// outside `.isolatedShared`, in the registry every test of the process shares.
private struct MadeBefore: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("made-before-the-store")) var count = 0
  }
  enum Action: Equatable, Sendable { case added }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// State made before a `TestStore`, with no registry of the test's in force, holds its shared
/// values in the registry all of the process's tests share, while the store makes one of its
/// own: the two split, and parallel tests see each other's values. The store says so, where
/// it was silent and the exhaustive checks passed over it (a newcomer's first test did this).
@MainActor
@Suite struct SharedMadeBeforeTheStoreTests {
  @Test func stateMadeBeforeTheStoreIsReportedWithTheFix() async {
    let state = MadeBefore.State()
    withKnownIssue {
      _ = TestStore(initialState: state) { MadeBefore() }
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("initialState's Shared value count was made before the store")
        && message.contains(".isolatedShared") && message.contains("$0.sharedRegistry = registry")
    }
  }

  /// Made in the argument, it is the store's own: nothing to report, and the reducer's change
  /// is asserted as usual.
  @Test func stateMadeInTheArgumentIsTheStores() async {
    let store = TestStore(initialState: MadeBefore.State()) { MadeBefore() }
    await store.send(.added) { $0.$count.withLock { $0 = 1 } }
  }

  /// Under `.isolatedShared` the state made before and the store share the test's registry.
  @Test(.isolatedShared) func underIsolatedSharedStateMadeBeforeIsFine() async {
    let state = MadeBefore.State()
    let store = TestStore(initialState: state) { MadeBefore() }
    await store.send(.added) { $0.$count.withLock { $0 = 1 } }
    #expect(state.count == 1)
  }
}
