import Foundation
import Loop
import LoopTesting
import Testing

@testable import LoopRecording

/// A notebook with two shared values under keys of its own, and a long text.
struct Notebook: Reducer {
  struct State: Equatable, Encodable {
    @Shared(.inMemory("pinned")) var pinned: [String] = []
    var settings = Settings()
    var text = ""
  }
  struct Settings: Equatable, Encodable {
    @Shared(.inMemory("fontSize")) var fontSize = 12
  }
  enum Action: Equatable, Codable {
    case written(String)
    case pinnedTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .written(let text):
      state.text = text
    case .pinnedTapped:
      state.$pinned.withLock { $0.append("page \($0.count + 1)") }
    }
    return .none
  }
}

@MainActor
@Suite(.isolatedShared)
struct ReplaySharedAndBriefTests {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("loop-notebook-\(UUID().uuidString).jsonl")

  func record(_ actions: [Notebook.Action], from state: Notebook.State) async throws
    -> Recording<Notebook.Action>
  {
    let recorder = try ActionRecorder(url: url)
    let store = Store(initialState: state) {
      Notebook().record(into: recorder)
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    for action in actions { store.send(action) }
    return try Recording(contentsOf: url)
  }

  /// Every shared value starts where the recording started, whatever its key and depth (the
  /// app used to restore only a favourites key named by hand).
  @Test func aReplayStartsEverySharedValueWhereTheRecordingDid() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    let recording = try await withDependencies {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    } operation: {
      let start = Notebook.State()
      start.$pinned.withLock { $0 = ["cover"] }
      start.settings.$fontSize.withLock { $0 = 16 }
      return try await record([.pinnedTapped, .written("hello")], from: start)
    }
    let final = try await Replay(recording, initialState: Notebook.State()) { Notebook() }.run()
    #expect(final.pinned == ["cover", "page 2"])
    #expect(final.settings.fontSize == 16)

    let state = Notebook.State()
    #expect(try recording.seedSharedValues(in: state).sorted() == ["pinned", "settings.fontSize"])
  }

  /// A long value that differs shows its size and hash, never the value itself.
  @Test func aLongDivergingValueIsShownBySizeAndHash() async throws {
    defer { try? FileManager.default.removeItem(at: url) }
    let long = String(repeating: "lorem ipsum ", count: 500)
    let recording = try await record([.written(long)], from: Notebook.State())
    let divergence = recording.divergence(
      of: Notebook.State(text: long + "!"), after: 0)
    let message = try #require(divergence).description
    #expect(message.contains("text: recorded ("))
    #expect(message.contains("bytes, hash "))
    // The action is cut short; the field shows no text at all.
    #expect(message.count < url.path.count + 250, "\(message)")
    let fields = message.split(separator: "\n").dropFirst()
    #expect(fields.count == 1)
    for line in fields { #expect(line.count <= 120 && !line.contains("lorem"), "\(line)") }
  }
}
