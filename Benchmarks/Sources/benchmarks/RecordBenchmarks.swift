import Foundation
import Loop
import LoopRecording
import PokedexCore
import PokedexTUI

/// What recording costs the app per action: a cursor move with every Pokémon loaded, sent to a
/// store whose root feature records to a file, against the same store without recording; and
/// fingerprinting that state from scratch, as when an action changes the list.
@MainActor
func recordBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("record.action", include) {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-record-\(getpid()).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try ActionRecorder(url: url)
    let state = withDependencies {
      $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    } operation: {
      var state = ScreenFeature.State()
      state.app.list.pokemon = .loaded(Pokedex.embedded.pokemon)
      state.app.list.totalCount = Pokedex.embedded.pokemon.count
      return state
    }
    let moves: [ScreenFeature.Action] = [
      .cursor(.moved(.list, to: 1)), .cursor(.moved(.list, to: 0)),
    ]
    let n = budget.iterations(50)
    @MainActor func run(_ store: Store<ScreenFeature.State, ScreenFeature.Action>) -> [Double] {
      measure(budget, iterations: n) { n in
        for i in 0..<n { store.send(moves[i % 2]) }
      }
    }
    let plain = withDependencies {
      $0.context = .live
    } operation: {
      Store(initialState: state) { ScreenFeature() }
    }
    let recorded = withDependencies {
      $0.context = .live
    } operation: {
      Store(initialState: state) { ScreenFeature().record(into: recorder) }
    }
    let floor = run(plain)
    let samples = run(recorded)
    // Both stores took the same moves, and the recording kept a line for each.
    let sent = budget.operationsMeasured(iterations: n)
    try expect(
      recorded.state == plain.state, "the recorded store ended elsewhere than the plain one")
    try expect(recorder.problem == nil, "the recording stopped: \(recorder.problem ?? "")")
    try expect(recorder.count == sent, "\(recorder.count) of \(sent) actions were recorded")
    // What an action that changes the list costs: the whole state encoded and hashed afresh.
    let fresh = try measure(budget, iterations: max(1, n / 10)) { n in
      for _ in 0..<n { blackHole(try StateFingerprint(of: state)) }
    }
    let fingerprint = try StateFingerprint(of: state)
    try expect(
      fingerprint.hash.count == 16 && !fingerprint.fields.isEmpty,
      "the fingerprint has hash \"\(fingerprint.hash)\" and \(fingerprint.fields.count) fields")
    // A header line, then one line an action.
    let file = try Data(contentsOf: url)
    let lines = file.count { $0 == UInt8(ascii: "\n") }
    try expect(lines == sent + 1, "the recording has \(lines) lines for \(sent) actions")
    // A move the plain store is sent now does move the cursor.
    let cursor = plain.state.cursor.selection[.list] ?? 0
    plain.send(.cursor(.moved(.list, to: cursor + 1)))
    let moved = plain.state.cursor.selection[.list] ?? 0
    try expect(moved == cursor + 1, "a move down took the cursor from row \(cursor) to \(moved)")
    return [
      Figure(
        "record.action", "cursor move, 1,025 loaded", unit: "ms", samples: samples.map { $0 / 1e6 },
        floor: floor.map { $0 / 1e6 }, floorName: "same store, not recording"),
      Figure(
        "record.action", "fingerprint, 1,025 loaded, nothing reused", unit: "ms",
        samples: fresh.map { $0 / 1e6 }),
      Figure(
        "record.action", "bytes per line", unit: "B",
        value: Double(file.count) / Double(max(1, recorder.count))),
    ]
  }
}
