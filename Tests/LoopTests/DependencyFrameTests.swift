import Foundation
import LoopTesting
import Testing

@testable import Loop

/// A store puts its dependencies in force for its reducer through a thread-local frame, and for
/// its effects through a task local pushed when each effect starts. These tests pin down the
/// edges of that: stores inside reducers, `withDependencies` inside a reducer, effects started
/// later by `.concatenate`, and values after the send returns.

private struct Nesting: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable { case tapped }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.heard.append("outer: \(greeting.text())")
    // Stores reduce on the main actor, and so does this reducer.
    state.heard += MainActor.assumeIsolated {
      let inner = withDependencies {
        $0.greeting.text = { "inner" }
      } operation: {
        Store(initialState: Greeter.State()) { Greeter() }
      }
      inner.send(.greetTapped)
      return inner.state.heard
    }
    let scoped = withDependencies {
      $0.greeting.text = { "scoped" }
    } operation: {
      greeting.text()
    }
    state.heard.append("scoped: \(scoped)")
    state.heard.append("outer again: \(greeting.text())")
    return .none
  }
}

private struct Sequenced: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable {
    case tapped
    case heard(String)
  }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .tapped:
      return .concatenate(
        .run { send in await send(.heard("first: \(greeting.text())")) },
        .run { send in await send(.heard("second: \(greeting.text())")) })
    case .heard(let line):
      state.heard.append(line)
      return .none
    }
  }
}

private enum UnstubbedKey: DependencyKey {
  static let liveValue = Greeting { "live" }
}

private struct ReadsUnstubbed: Reducer {
  struct State: Equatable { var heard = "" }
  enum Action: Equatable, Sendable { case tapped }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    @Dependency(\.unstubbed) var unstubbed
    state.heard = unstubbed.text()
    return .none
  }
}

/// Hears the greeting on each action; a tap is followed up by a second action in the same send.
private struct Echoing: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable { case tapped, followedUp }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.heard.append(greeting.text())
    return action == .tapped ? .send(.followedUp) : .none
  }
}

/// Hears the greeting while another thread listens for it too, mid-send.
private struct HeardElsewhere: Reducer {
  struct State: Equatable { var here = "", elsewhere = "" }
  enum Action: Equatable, Sendable { case tapped }
  @Dependency(\.greeting) var greeting

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.here = greeting.text()
    state.elsewhere = onAnotherThread { greeting.text() }
    return .none
  }
}

/// Holds each thread that arrives until `count` have.
private final class Rendezvous: @unchecked Sendable {
  // Safe: `arrived` is only read and written with `condition` locked.
  private let condition = NSCondition()
  private let count: Int
  private var arrived = 0

  init(count: Int) { self.count = count }

  func arriveAndWait() {
    condition.lock()
    defer { condition.unlock() }
    arrived += 1
    if arrived == count { condition.broadcast() }
    while arrived < count { condition.wait() }
  }
}

/// Runs `body` on a thread of its own and waits for its answer.
private func onAnotherThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let answer = Locked<T?>(nil)
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    answer.withLock { $0 = body() }
    done.signal()
  }
  thread.start()
  done.wait()
  return answer.withLock { $0! }
}

extension DependencyValues {
  fileprivate var unstubbed: Greeting {
    get { self[UnstubbedKey.self] }
    set { self[UnstubbedKey.self] = newValue }
  }
}

@MainActor
struct DependencyFrameTests {
  @Test func storesAndOverridesInsideAReducerSeeTheirOwnValues() {
    let store = withDependencies {
      $0.greeting.text = { "outer" }
    } operation: {
      Store(initialState: Nesting.State()) { Nesting() }
    }
    store.send(.tapped)
    #expect(
      store.state.heard == [
        "outer: outer", "reducer: inner", "scoped: scoped", "outer again: outer",
      ])
  }

  @Test func theStoresValuesAreGoneWhenSendReturns() {
    @Dependency(\.greeting) var greeting
    let store = withDependencies {
      $0.greeting.text = { "store" }
    } operation: {
      Store(initialState: Greeter.State()) { Greeter() }
    }
    store.send(.greetTapped).cancel()
    #expect(store.state.heard == ["reducer: store"])
    #expect(greeting.text() == "test default")
  }

  @Test func effectsStartedLaterByConcatenateSeeTheStoresValues() async {
    let store = TestStore(initialState: Sequenced.State()) {
      Sequenced()
    } withDependencies: {
      $0.greeting.text = { "stubbed" }
    }
    await store.send(.tapped)
    await store.receive(.heard("first: stubbed")) { $0.heard = ["first: stubbed"] }
    await store.receive(.heard("second: stubbed")) { $0.heard.append("second: stubbed") }
  }

  /// The store puts its frame in force unretained; one replaced in the middle of a send (a
  /// TestStore's `dependencies` set from inside it) must outlive that send.
  @Test func dependenciesChangedDuringASendTakeEffectWithTheNextSend() {
    var before = DependencyValues(context: .test)
    before.greeting.text = { "before" }
    var after = before
    after.greeting.text = { "after" }
    let core = StoreCore<Echoing.State, Echoing.Action>(
      initialState: Echoing.State(), reducer: { Echoing().reduce(into: &$0, action: $1) },
      dependencies: before)
    weak var replaced: DependencyFrame?
    core.didReduce = { [unowned core] action, _ in
      guard action == .tapped else { return }
      replaced = DependencyFrame.current
      core.dependencies = after
      #expect(replaced != nil, "the frame in force was freed before its send ended")
    }
    _ = core.send(.tapped)
    #expect(core.state.heard == ["before", "before"])
    _ = core.send(.tapped)
    _ = core.send(.followedUp)
    #expect(core.state.heard == ["before", "before", "after", "after", "after"])
  }

  @Test func aStoresValuesAreNotSeenOnAnotherThreadDuringItsSend() {
    let store = withDependencies {
      $0.greeting.text = { "store" }
    } operation: {
      Store(initialState: HeardElsewhere.State()) { HeardElsewhere() }
    }
    store.send(.tapped)
    #expect(store.state == HeardElsewhere.State(here: "store", elsewhere: "test default"))
  }

  /// Each thread has its own slot. 200 threads (the stress count) each put a frame of their
  /// own in force and wait until all have (so every frame is in force at the same moment), read
  /// it back 50 times, wait again, and lift it; no thread may see another's values, nor its own
  /// after lifting them. A slot shared by the threads would show the last frame put there.
  @Test func framesOn200ThreadsAtOnceStayOnTheirOwnThreads() {
    let threads = 200
    let wrong = Locked<[String]>([])
    let allEntered = Rendezvous(count: threads)
    let allRead = Rendezvous(count: threads)
    let group = DispatchGroup()
    for number in 0..<threads {
      group.enter()
      Thread {
        defer { group.leave() }
        var values = DependencyValues(context: .test)
        values.greeting.text = { "thread \(number)" }
        let frame = DependencyFrame(values)
        let outer = DependencyFrame.enter(frame)
        allEntered.arriveAndWait()
        for _ in 0..<50 {
          let heard = DependencyValues.current.greeting.text()
          if heard != "thread \(number)" {
            wrong.withLock { $0.append("\(number) heard \(heard)") }
          }
        }
        allRead.arriveAndWait()
        DependencyFrame.restore(outer)
        let after = DependencyValues.current.greeting.text()
        if after != "test default" { wrong.withLock { $0.append("\(number) after: \(after)") } }
        withExtendedLifetime(frame) {}
      }.start()
    }
    group.wait()
    #expect(wrong.withLock { $0 } == [])
  }

  @Test func aDependencyReadInTheReducerAndNotOverriddenFailsWithItsName() async {
    await withKnownIssue {
      let store = TestStore(initialState: ReadsUnstubbed.State()) { ReadsUnstubbed() }
      await store.send(.tapped) { $0.heard = "live" }
    } matching: { issue in
      text(of: issue).contains("UnstubbedKey) was used in a test without being overridden")
    }
  }
}
