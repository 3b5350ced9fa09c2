import Foundation
import Loop
import PokedexCore
import PokedexTUI

func pokedexBenchmarks(_ budget: Budget, include: (String) -> Bool) async -> [Figure] {
  var figures: [Figure] = []

  if include("snapshot.load") {
    let before = memoryKB().resident
    var kept: Pokedex?
    let samples = measure(budget, iterations: 1) { n in
      for _ in 0..<n { kept = try? Pokedex.loadEmbedded() }
    }
    let after = memoryKB().resident
    figures.append(
      Figure("snapshot.load", "decode 1,025 species", unit: "ms", samples: samples.map { $0 / 1e6 })
    )
    figures.append(
      Figure("snapshot.load", "resident memory held", unit: "KB", value: max(0, after - before)))
    blackHole(kept)
  }

  if include("search.keystroke") {
    let client = PokemonClient.liveValue
    let english = Pokedex.embedded.pokemon.map { $0.name.lowercased() }
    _ = try? await client.search("warm", PokemonFilter())
    for query in ["p", "pi", "pik", "pika", "pikachu", "pikachuu", "25", "ピカ"] {
      let n = budget.iterations(200)
      let samples = await measureAsync(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(try? await client.search(query, PokemonFilter())) }
      }
      let lowered = query.lowercased()
      let floor = measure(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(english.filter { $0.contains(lowered) }) }
      }
      figures.append(
        Figure(
          "search.keystroke", "\"\(query)\"", unit: "µs", samples: samples.map { $0 / 1e3 },
          floor: floor.map { $0 / 1e3 }, floorName: "lowercase contains over English names"))
    }
  }
  return figures
}

@MainActor
func renderBenchmarks(_ budget: Budget, include: (String) -> Bool) async -> [Figure] {
  guard include("render.frame") else { return [] }
  let store = withDependencies {
    $0.context = .live
    $0.continuousClock = ImmediateClock()
  } operation: {
    Store(initialState: ScreenFeature.State()) { ScreenFeature() }
  }
  await store.send(.resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: 40))).finish()
  await store.send(.app(.onAppear)).finish()
  let view = ScreenView(language: .english)
  let n = budget.iterations(2_000)

  let toBuffer = measure(budget, iterations: n) { n in
    for _ in 0..<n { blackHole(view.render(store.state, width: 120, height: 40)) }
  }
  // Two frames a selection move apart: the diff between them is what a keypress costs.
  let frame = view.render(store.state, width: 120, height: 40)
  await store.send(.command(.moveBy(1))).finish()
  let next = view.render(store.state, width: 120, height: 40)
  let diff = measure(budget, iterations: n) { n in
    var renderer = Renderer(colorMode: .trueColor)
    _ = renderer.frame(frame)
    for i in 0..<n { blackHole(renderer.frame(i % 2 == 0 ? next : frame)) }
  }
  var renderer = Renderer(colorMode: .trueColor)
  let full = renderer.frame(frame).count
  let moved = renderer.frame(next).count
  return [
    Figure(
      "render.frame", "list 120×40 state → cells", unit: "µs", samples: toBuffer.map { $0 / 1e3 }),
    Figure(
      "render.frame", "diff → bytes (selection moved)", unit: "µs", samples: diff.map { $0 / 1e3 }),
    Figure("render.frame", "bytes, full frame", unit: "B", value: Double(full)),
    Figure(
      "render.frame", "bytes, selection one row down", unit: "B", value: Double(moved),
      floor: Double(full), floorName: "full redraw"),
  ]
}
