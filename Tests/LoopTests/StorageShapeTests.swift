import Loop
import Testing

/// The small containers Loop keeps instead of dictionaries (see `DependencyValues`, the store's
/// observers and `StackState ==`): they must behave as the dictionaries and `elementsEqual` did.
@MainActor
struct StorageShapeTests {
  private enum Number: DependencyKey {
    static let liveValue = 0
    static let testValue = -1
  }

  private enum Word: DependencyKey {
    static let liveValue = "live"
    static let testValue = "test"
  }

  @Test func overridingAKeyAgainReplacesItsValueAndLeavesOtherKeysAlone() {
    var values = DependencyValues(context: .test)
    #expect(values[Number.self] == -1)
    values[Number.self] = 1
    values[Word.self] = "one"
    values[Number.self] = 2
    #expect(values[Number.self] == 2)
    #expect(values[Word.self] == "one")
    #expect(DependencyValues(context: .live)[Word.self] == "live")
  }

  // Had the ended stream's removal taken the other with it, the send would wake nobody. The
  // limit stops that hang: alone the test takes milliseconds, but its yields wait their turn
  // behind the other main-actor tests, 47 s in the whole suite and 51 s under the sanitizer
  // in one CI run (13703ea), too close to the minute this limit was.
  @Test(.timeLimit(.minutes(5)))
  func aStreamThatEndsLeavesTheOtherItsWakeUps() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    let kept = store.changes
    let dropped = store.changes
    let droppedReader = Task { for await _ in dropped {} }
    droppedReader.cancel()  // ends the stream; its continuation's onTermination removes it
    await droppedReader.value
    for _ in 0..<5 { await Task.yield() }  // the removal is a main-actor job of its own
    store.send(.incrementTapped)
    var iterator = kept.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    #expect(store.state.count == 1)
  }

  @Test func stacksAreEqualOnlyWithTheSameElementsUnderTheSameIDs() {
    let oneTwo = StackState([1, 2])
    #expect(oneTwo == StackState([1, 2]))
    #expect(oneTwo != StackState([1, 3]))
    #expect(oneTwo != StackState([1]))
    #expect(oneTwo != StackState([1, 2, 3]))
    var rebuilt = StackState([1])
    rebuilt.popLast()
    rebuilt.append(1)
    rebuilt.append(2)
    #expect(rebuilt.ids != oneTwo.ids)
    #expect(rebuilt != oneTwo, "same elements, other ids")
  }
}
