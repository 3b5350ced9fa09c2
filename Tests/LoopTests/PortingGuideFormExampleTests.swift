// The tests of the porting guide's form, shown in the guide word for word (see
// PortingGuideFormExample.swift).

// porting-guide:form-test:begin
import Loop
import LoopTesting
import Testing

@MainActor
struct SettingsTests {
  @Test func typingChecksTheNameAndSavesOncePaused() async {
    let clock = TestClock()
    let store = TestStore(initialState: Settings.State()) {
      Settings()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.binding(.set(\.displayName, "Blaine of Cinnabar Island"))) {
      $0.displayName = "Blaine of Cinnabar Island"
      $0.nameError = "Keep it to 20 characters."
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(.binding(.set(\.displayName, "Blaine"))) {
      $0.displayName = "Blaine"
      $0.nameError = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.autosaved) { $0.savedName = "Blaine" }
  }

  @Test func turningNotificationsOffResetsTheHour() async {
    let store = TestStore(initialState: Settings.State(notificationsOn: true, digestHour: 7)) {
      Settings()
    }

    await store.send(.binding(.set(\.notificationsOn, false))) {
      $0.notificationsOn = false
      $0.digestHour = 9
    }
  }
}
// porting-guide:form-test:end
