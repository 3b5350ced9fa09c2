import Foundation
import Loop
import PokedexCore
import PokedexTUI

/// What recording costs the app per action: a cursor move with every Pokémon loaded, sent to a
/// store whose root feature records to a file, against the same store without recording; and
/// fingerprinting that state from scratch, as when an action changes the list.
@MainActor
func recordBenchmarks(_ budget: Budget, include: (String) -> Bool) -> [Figure] {
  guard include("record.action") else { return [] }
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("bench-record-\(getpid()).jsonl")
  defer { try? FileManager.default.removeItem(at: url) }
  guard let recorder = try? ActionRecorder(url: url) else { return [] }
  let state = withDependencies {
    $0.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
  } operation: {
    var state = ScreenFeature.State()
    state.app.list.pokemon = .loaded(Pokedex.embedded.pokemon)
    state.app.list.totalCount = Pokedex.embedded.pokemon.count
    return state
  }
  let moves: [ScreenFeature.Action] = [.command(.moveBy(1)), .command(.moveBy(-1))]
  let n = budget.iterations(50)
  func run(_ store: Store<ScreenFeature.State, ScreenFeature.Action>) -> [Double] {
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
  // What an action that changes the list costs: the whole state encoded and hashed afresh.
  let fresh = measure(budget, iterations: max(1, n / 10)) { n in
    for _ in 0..<n { blackHole(try? StateFingerprint(of: state)) }
  }
  let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
  return [
    Figure(
      "record.action", "cursor move, 1,025 loaded", unit: "ms", samples: samples.map { $0 / 1e6 },
      floor: floor.map { $0 / 1e6 }, floorName: "same store, not recording"),
    Figure(
      "record.action", "fingerprint, 1,025 loaded, nothing reused", unit: "ms",
      samples: fresh.map { $0 / 1e6 }),
    Figure(
      "record.action", "bytes per line", unit: "B",
      value: Double(bytes) / Double(max(1, recorder.count))),
  ]
}
