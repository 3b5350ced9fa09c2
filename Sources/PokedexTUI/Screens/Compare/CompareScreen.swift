import Loop
import PokedexCore

/// The marked Pokémon side by side: Esc goes back; the rest is reading.
enum CompareScreen {
  static let screen = Screen(
    name: "compare",
    title: Hint("Compare", es: "Comparar", fr: "Comparer", de: "Vergleich", ja: "比較"),
    isShown: { $0.app.shownComparison != nil }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [.plain(.escape), .char("q"), .plain(.backspace)], .back, .back, footer: .always
    ) { _, _ in .app(.destination(.dismiss)) },
    Binding([.char("r")], .retry, .retry) { state, _ in
      state.app.shownComparison?.chart.failure == nil
        ? nil : .app(.destination(.presented(.compare(.onAppear))))
    },
  ]
}
