import Foundation
import HabitsFeature
import LoopTesting
import Testing

@testable import Loop

// The sample app's tests, as the article "A small real app" shows them.

// small-app:tests:begin
/// A store over an empty list; new habits get the ids 0, 1, 2… (`habit(0)`).
@MainActor func makeStore(clock: TestClock = TestClock()) -> TestStore<
  HabitsList.State, HabitsList.Action
> {
  TestStore(initialState: HabitsList.State(file: file)) {
    HabitsList()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
    $0.date = .constant(Date(timeIntervalSince1970: 86_400 * 20_000 + 3_600))
  }
}
let file = URL(fileURLWithPath: "/nonexistent/habits.json")  // tests keep files in memory
func habit(_ n: Int) -> UUID {
  UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012x", n))")!
}

@MainActor
struct HabitsTests {
  @Test func rowsEditTheirHabitsInTheSavedList() async {
    let store = makeStore()
    await store.send(.addTapped(name: "Run")) {
      $0.$habits.withLock { _ = $0.append(Habit(id: habit(0), name: "Run")) }
    }
    await store.send(.rows(.element(id: habit(0), action: .toggleTodayTapped))) {
      $0.$habits.withLock { $0[id: habit(0)]?.doneDays = [20_000] }
    }
  }

  /// The detail's habit is a part of the store's list, so its rename is asserted on the list.
  /// (A detail's expected state compares by value: a `Shared` made in the assert closure
  /// holding the same habit equals it.) A `HabitsList.State` made in an assert closure reads
  /// the store's list, with no `withDependencies` around the test.
  @Test func theDetailRenamesItsHabitAndCloses() async {
    let store = makeStore()
    await store.send(.addTapped(name: "Run")) {
      $0.$habits.withLock { _ = $0.append(Habit(id: habit(0), name: "Run")) }
    }
    await store.send(.openTapped(id: habit(0))) {
      $0.detail = HabitDetail.State(habit: Shared(wrappedValue: Habit(id: habit(0), name: "Run")))
    }
    await store.send(.detail(.presented(.nameChanged("Run 5 km")))) {
      $0.detail?.draftName = "Run 5 km"
    }
    await store.send(.detail(.presented(.saveTapped))) {
      $0.$habits.withLock { $0[id: habit(0)]?.name = "Run 5 km" }
    }
    await store.receive(.detail(.dismiss)) { $0.detail = nil }
    await store.send(.deleteTapped(id: habit(0))) {
      let fresh = HabitsList.State(file: file)
      #expect(fresh.habits[id: habit(0)]?.name == "Run 5 km")
      $0.$habits.withLock { $0[id: habit(0)] = nil }
    }
  }
}
// small-app:tests:end

@MainActor
struct HabitsMoreTests {
  @Test func theFilterWaitsForTypingToPause() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.queryChanged("r")) { $0.query = "r" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("ru")) { $0.query = "ru" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryApplied) { $0.appliedQuery = "ru" }
  }

  @Test func aReminderFiresAndIsCancelledWithItsRow() async {
    let clock = TestClock()
    let store = makeStore(clock: clock)
    await store.send(.addTapped(name: "Run")) {
      $0.$habits.withLock { _ = $0.append(Habit(id: habit(0), name: "Run")) }
    }
    await store.send(.rows(.element(id: habit(0), action: .remindTapped)))
    await clock.advance(by: .seconds(10))
    await store.receive(.rows(.element(id: habit(0), action: .reminderFired))) {
      $0.reminders = ["Time for Run"]
    }
    await store.send(.rows(.element(id: habit(0), action: .remindTapped)))
    await store.send(.deleteTapped(id: habit(0))) { $0.$habits.withLock { $0[id: habit(0)] = nil } }
    await clock.advance(by: .seconds(10))  // the deleted row's reminder never fires
  }

  /// `changes` yields for a turn that changed something, not for one that did not (a
  /// reminder tapped changes nothing yet). 50 rounds.
  @Test func theProgramLoopRedrawsOnlyOnChange() async {
    let store = Store(initialState: HabitsList.State(file: file)) {
      HabitsList()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.uuid = .incrementing
      $0.date = .constant(Date(timeIntervalSince1970: 0))
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    }
    var frames = 0
    let changes = store.changes
    let printer = Task { @MainActor in for await _ in changes { frames += 1 } }
    defer { printer.cancel() }
    // Lets the turn's notification run (the store's own flag says when), then gives the
    // printer, which may run at a lower priority than the test, time to count what came
    // (sleeps, not yields: a yield need not let a lower priority run); it stops early once
    // `frames` reaches `expected`.
    func settle(expecting expected: Int) async {
      while store.root?.hot.pointee.notificationScheduled == true { await Task.yield() }
      for _ in 0..<200 where frames < expected { try? await Task.sleep(for: .milliseconds(1)) }
      for _ in 0..<5 { try? await Task.sleep(for: .milliseconds(1)) }
    }
    store.send(.addTapped(name: "Run"))
    await settle(expecting: 1)
    #expect(frames == 1)
    for round in 1...50 {
      store.send(.rows(.element(id: habit(0), action: .remindTapped))).cancel()
      await settle(expecting: round)
      #expect(frames == round)
      store.send(.rows(.element(id: habit(0), action: .toggleTodayTapped)))
      await settle(expecting: round + 1)
      #expect(frames == round + 1)
    }
  }

  /// The program itself: commands on its standard input, the list saved to its file.
  @Test func theProgramKeepsHabitsInItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("habits.json").path
    let first = try run(
      ["--file", path],
      input: "add Run\nadd Read\ndone 2\nsave\nopen 1\nname Run 5 km\nsave\nfly\ndone 7\nquit\n")
    #expect(first.status == 0)
    #expect(
      first.error
        == "habits: save needs an open habit (open N first)\n"
        + "habits: unknown command “fly” (see habits --help)\nhabits: no habit 7\n")
    // The last list. (The detail closes in an effect, which `quit` may come before: the last
    // frame may still show it.)
    let frames = Array(first.output.components(separatedBy: "— habits").dropFirst())
    #expect(frames.last?.hasPrefix(" (2)\n  1  Run 5 km\n  2  Read  ✓ today\n") == true)
    let saved = try JSONDecoder().decode(
      [Habit].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(saved.map(\.name) == ["Run 5 km", "Read"])
    #expect(saved[1].doneDays.count == 1)
    // A second run starts from the file.
    let second = try run(["--file", path], input: "delete 1\n")
    #expect(second.output.hasSuffix("— habits (1)\n  1  Read  ✓ today\n"), "\(second.output)")
    let bad = try run(["--verbose"], input: "")
    #expect(bad.status == 2 && bad.error.contains("unknown argument --verbose"))
  }

  /// Commands typed on Windows (CRLF) or with tabs and runs of spaces read as plain ones; a
  /// message to a standard error that cannot be written (a full disk) does not stop the
  /// program.
  @Test func crlfOddSpacingAndAFullStandardErrorAreTakenInStride() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("habits-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("habits.json").path
    let typed = try run(["--file", path], input: "add   Run 5 km \r\ndone\t 1\r\n\r\nquit\r\n")
    #expect(typed.status == 0 && typed.error.isEmpty, "\(typed.error)")
    let saved = try JSONDecoder().decode(
      [Habit].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(saved.map(\.name) == ["Run 5 km"] && saved[0].doneDays.count == 1)
    let program = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("habits").path
    let full = try run(
      ["/bin/sh", "-c", "'\(program)' --file '\(path)' 2>/dev/full; echo EXIT=$?"],
      input: "fly\nquit\n", executable: "/bin/sh")
    #expect(full.output.hasSuffix("EXIT=0\n"), "\(full.output)")
  }

  /// Runs `habits` (or `executable`) with `arguments`, `input` on its standard input.
  func run(_ arguments: [String], input: String, executable: String? = nil) throws -> (
    status: Int32, output: String, error: String
  ) {
    let process = Process()
    process.executableURL =
      executable.map { URL(fileURLWithPath: $0) }
      ?? URL(fileURLWithPath: CommandLine.arguments[0])
      .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("habits")
    process.arguments = executable == nil ? arguments : Array(arguments.dropFirst())
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let error = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      String(decoding: error, as: UTF8.self)
    )
  }
}

/// The article "A small real app" shows these regions of the sample's files word for word, so
/// its code is code that compiles and passes.
@Test(arguments: [
  ("row", "HabitsFeature/Habit.swift"),
  ("detail", "HabitsFeature/Habit.swift"),
  ("list", "HabitsFeature/HabitsList.swift"),
  ("program", "habits/main.swift"),
  ("tests", "Tests/HabitsTests.swift"),
])
func theArticleShowsTheSamplesCode(region: String, file: String) throws {
  let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
  let source = try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8)
  let article = try String(
    contentsOf: sample.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Loop/Loop.docc/ASmallRealApp.md"), encoding: .utf8)
  let body = try #require(
    source.components(separatedBy: "// small-app:\(region):begin\n").dropFirst().first?
      .components(separatedBy: "// small-app:\(region):end").first,
    "\(file) has no \(region) region")
  #expect(
    article.contains("```swift\n" + body + "```"),
    "ASmallRealApp.md must show the \(region) region of \(file) exactly")
}
