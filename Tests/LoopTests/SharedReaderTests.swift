import Foundation
import Loop
import LoopTesting
import Testing

extension SharedKey<[String]>.Default {
  /// Recent searches, starting from one entry, counting how often the default is made.
  static var recent: Self {
    Self[.inMemory("recent"), default: madeDefault(["pikachu"])]
  }
}

private let defaultsMade = Locked(0)
private func madeDefault(_ value: [String]) -> [String] {
  defaultsMade.withLock { $0 += 1 }
  return value
}

/// A feature that writes a shared count and shows it through a reader of the same key.
struct SharedTally: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("tally")) var count = 0
    @SharedReader(.inMemory("tally")) var shown = 0
  }
  enum Action: Equatable, Sendable { case incrementTapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

@MainActor
struct SharedReaderTests {
  /// Runs `body` with a registry of its own, as a fresh app would.
  func inFreshRegistry<R>(_ body: () -> R) -> R {
    withDependencies {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    } operation: {
      body()
    }
  }

  @Test func aReaderSeesEveryWriteThroughTheShared() {
    let count = Shared(wrappedValue: 0)
    let reader = count.reader
    count.withLock { $0 += 1 }
    #expect(reader.wrappedValue == 1)
    #expect(SharedReader(count) == reader)
    #expect("\(reader)" == "1")
    #expect(reader.persistenceProblem == nil)
  }

  @Test func aReaderEncodesAndMirrorsItsValue() throws {
    var reader = Shared(wrappedValue: [25]).reader
    #expect(String(decoding: try JSONEncoder().encode(reader), as: UTF8.self) == "[25]")
    #expect(Mirror(reflecting: reader).children.map { $0.value as? Int } == [25])
    reader.projectedValue = Shared(wrappedValue: [133]).reader
    #expect(reader.wrappedValue == [133])
  }

  @Test func aReaderOfAKeyReadsWhatIsStoredThereNotItsOwnDefault() {
    inFreshRegistry {
      let stored = Shared(wrappedValue: 3, .inMemory("n"))
      let reader = SharedReader(wrappedValue: 99, .inMemory("n"))
      #expect(reader.wrappedValue == 3)
      stored.withLock { $0 = 4 }
      #expect(reader.wrappedValue == 4)
    }
  }

  @Test func aReaderHasNoSetter() {
    let path: AnyKeyPath = \SharedReader<Int>.wrappedValue
    #expect(!(path is WritableKeyPath<SharedReader<Int>, Int>))
  }

  @Test func aKeysDefaultIsUsedOnlyWhenNothingIsStored() {
    inFreshRegistry {
      let before = defaultsMade.withLock { $0 }
      let recent = Shared(.recent)
      #expect(recent.wrappedValue == ["pikachu"])
      #expect(SharedReader(.recent).wrappedValue == ["pikachu"])
      #expect(defaultsMade.withLock { $0 } == before + 1)  // the second found it stored
    }
    inFreshRegistry {
      let stored = Shared(wrappedValue: ["mew"], .inMemory("recent"))
      #expect(Shared(.recent).wrappedValue == ["mew"])
      #expect(stored.wrappedValue == ["mew"])
    }
  }

  @Test func anInitialValueWinsOverTheKeysDefault() {
    inFreshRegistry {
      struct State { @Shared(.recent) var recent = ["eevee"] }
      #expect(State().recent == ["eevee"])
    }
  }

  @Test func aTestStoreShowsTheWriteThroughTheReader() async {
    let store = TestStore(initialState: SharedTally.State()) { SharedTally() }
    await store.send(.incrementTapped) { $0.$count.withLock { $0 = 1 } }
    #expect(store.state.shown == 1)
  }

  @Test func aWriteSeenOnlyThroughAReaderMustStillBeAsserted() async {
    await withKnownIssue {
      let store = TestStore(initialState: SharedTally.State()) { SharedTally() }
      await store.send(.incrementTapped)
    } matching: { issue in
      text(of: issue).contains("Shared value count (memory:tally)")
    }
  }
}
