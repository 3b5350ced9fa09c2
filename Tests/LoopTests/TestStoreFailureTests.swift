import Loop
import LoopTesting
import Testing

/// An action holding a presentation's, for the names messages give actions.
enum SheetForMessages: Equatable, Sendable { case sheet(PresentationAction<Int>) }

/// Every way a TestStore fails a test, provoked on purpose and checked by its message.
@MainActor
struct TestStoreFailureTests {
  @Test func stateMismatchShowsFieldPathExpectedAndActual() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTapped) { $0.count = 2 }
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("send(Counter.Action.incrementTapped)")
        && !message.contains("LoopTests.")
        && message.contains("count:\n    expected: 2\n    actual:   1")
        && !message.contains("name")
    }
  }

  /// An action's name in a message leaves out its own module, and Loop's and Swift's: a
  /// presentation's action reads `PresentationAction<Int>.dismiss`, not
  /// `Loop.PresentationAction<Swift.Int>.dismiss`.
  @Test func messagesLeaveOutLoopsAndSwiftsModuleNames() async {
    await withKnownIssue {
      let store = TestStore(initialState: 0) {
        Reduce<Int, SheetForMessages> { state, _ in
          state += 1
          return .none
        }
      }
      await store.send(.sheet(.dismiss)) { $0 = 5 }
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("send(SheetForMessages.sheet(PresentationAction<Int>.dismiss))")
        && !message.contains("Loop.") && !message.contains("Swift.")
    }
  }

  @Test func failuresPointAtTheTestsLine() async {
    let sendLine = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTapped) { $0.count = 5 }
    } matching: { issue in
      issue.sourceLocation?.fileName == "TestStoreFailureTests.swift"
        && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func anExpectedChangeThatDidNotHappen() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State(count: 3)) {
        Reduce<Counter.State, Counter.Action> { _, _ in .none }
      }
      await store.send(.incrementTapped) { $0.count = 3 }
    } matching: { issue in
      text(of: issue).contains("Expected state to change after send")
    }
  }

  @Test func anUnassertedChange() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTapped)
    } matching: { issue in
      text(of: issue).contains("count:\n    expected: 0\n    actual:   1")
    }
  }

  @Test func anActionReceivedButNotAsserted() async {
    await withKnownIssue {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.sendTapped)
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("received 1 action(s) the test did not assert")
        && message.contains("logged(\"sent\")")
    }
  }

  @Test func sendingWhileActionsAreUnasserted() async {
    await withKnownIssue {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.sendTapped)
      await store.send(.tick) { $0.log = ["sent", "tick"] }
    } matching: { issue in
      text(of: issue).contains("Must handle 1 received action(s) before sending an action")
    }
  }

  @Test func receivingTheWrongAction() async {
    await withKnownIssue {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.send(.sendTapped)
      await store.receive(.tick) { $0.log = ["sent"] }
    } matching: { issue in
      text(of: issue).contains(
        "Expected to receive Effects.Action.tick, but received Effects.Action.logged(\"sent\")")
    }
  }

  @Test func anEffectStillRunningAtTheEnd() async {
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer)
    } matching: { issue in
      let message = text(of: issue)
      return message.contains("1 effect(s) still running at the end of the test")
        && message.contains("startTimer")
    }
  }

  @Test func finishFailsWhenEffectsOutliveTheTimeout() async {
    await withKnownIssue {
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await store.send(.startTimer)
      await store.finish(timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    } matching: { issue in
      text(of: issue).contains("1 effect(s) still running after finish(timeout:)")
    }
  }

  @Test func aDependencyUsedWithoutOverride() async {
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.delayedIncrementTapped)
      // The fallback is the real clock: on a loaded machine its second may pass first.
      await store.skipInFlightEffects()
      await store.skipReceivedActions()
    } matching: { issue in
      text(of: issue).contains(
        "@Dependency(\\.continuousClock) was used in a test without being overridden. "
          + "Override it with withDependencies: { $0.continuousClock = ... }")
    }
  }

  @Test func aReceiveTimeoutSaysHowLongItWaited() async {
    await withKnownIssue {
      let store = TestStore(initialState: Effects.State()) { Effects() }
      await store.receive(.tick, timeout: .milliseconds(30))
    } matching: { issue in
      text(of: issue).contains(
        "Expected to receive Effects.Action.tick, but no action was received after waiting "
          + "0.03 seconds")
    }
  }

  @Test func aThrowingAssertClauseGivesOneIssue() async {
    struct Oops: Error {}
    let issues = Log()
    await withKnownIssue {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementTapped) { _ in throw Oops() }
    } matching: { issue in
      issues.append(text(of: issue))
      return true
    }
    #expect(issues.all.count == 1)
    #expect(issues.all.first?.contains("threw Oops()") == true)
  }

  @Test func anEffectStillRunningPointsAtTheSendThatStartedIt() async {
    let sendLine = #line + 8
    await withKnownIssue {
      let clock = TestClock()
      let store = TestStore(initialState: Effects.State()) {
        Effects()
      } withDependencies: {
        $0.continuousClock = clock
      }
      await store.send(.startTimer)
    } matching: { issue in
      text(of: issue).contains("still running at the end of the test")
        && issue.sourceLocation?.line == sendLine
    }
  }

  @Test func aSkippedReceiveIsFineWhenExhaustivityIsOff() async {
    let store = TestStore(initialState: Effects.State()) { Effects() }
    store.exhaustivity = .off
    await store.send(.mergeTapped)
    await store.receive(.logged("b")) { $0.log = ["a", "b"] }
  }
}
