import Foundation
import Loop
import PokedexCore
import PokedexTUI
import TerminalUI

/// Issue #42: memory over a long use. The same Pokémon's detail, with its Moves page, opened
/// and closed again and again at 120×40, a frame drawn after each key: the first rounds read
/// what the screens need (the moves file, the reference) and warm the caches; after them,
/// what each open keeps shows as resident memory that grows from one sample to the next.
@MainActor
func longUseBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("memory.long", include) {
    let store = try await loadedScreen()
    let view = ScreenView(language: .english)
    // Five samples, one every `round` opens (60 and 300 opens in a full run).
    let round = max(4, budget.iterations(60))
    @MainActor func press(_ command: ScreenFeature.Command) async throws {
      guard let action = ScreenFeature.action(for: command, in: store.state) else {
        throw BenchmarkFailure(message: "\(command) means nothing on the screen shown")
      }
      await store.send(action).finish()
      blackHole(view.render(store.state, width: 120, height: 40))
    }
    var samples: [Double] = []
    for _ in 0..<5 {
      for _ in 0..<round {
        try await press(.open)
        try expect(store.state.app.detail?.pokemon.id == 1, "Enter did not open Bulbasaur")
        try await press(.toggleMoves)
        try expect(
          store.state.app.detail?.learnsets.value?.groups.isEmpty == false,
          "the Moves page has no learnsets")
        try await press(.back)
        try expect(store.state.app.detail == nil, "Esc did not close the detail")
      }
      samples.append(try memoryKB().resident)
    }
    let growth = (samples.last ?? 0) - samples[0]
    return [
      Figure(
        "memory.long", "resident after \(round) opens", unit: "KB", value: samples[0]),
      Figure(
        "memory.long", "resident after \(5 * round) opens", unit: "KB", value: samples[4]),
      Figure(
        "memory.long", "growth from \(round) to \(5 * round) opens", unit: "KB", value: growth,
        floor: 100, floorName: "the 100 KB budget"),
    ]
  }
}
