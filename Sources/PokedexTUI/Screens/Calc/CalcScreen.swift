import Loop
import PokedexCore

/// The damage calculator over everything: ↑/↓ a row, ←/→ change it, Enter types a name on the
/// attacker, move and defender rows; Esc closes it. It takes every key, so nothing under it
/// changes while it is open.
enum CalcScreen {
  static let screen = Screen(
    name: "calculator",
    title: Hint(
      "Damage calculator", es: "Calculadora de daño", fr: "Calculateur de dégâts",
      de: "Schadensrechner", ja: "ダメージ計算"),
    takesEveryKey: true,
    isShown: { $0.app.calc != nil && $0.app.calc?.typing == nil },
    bindings: { _ in bindings })

  /// A name typed on the attacker, move or defender row, with what it matches under it.
  static let typing = Screen(
    name: "calculator name",
    title: Hint(
      "Name in the calculator", es: "Nombre en la calculadora", fr: "Nom dans le calculateur",
      de: "Name im Schadensrechner", ja: "ダメージ計算の名前"),
    takesEveryKey: true,
    isShown: { $0.app.calc?.typing != nil },
    bindings: { _ in typingBindings })

  /// `d` on the team screen and a detail: the calculator.
  static let openHint = Hint(
    "damage", es: "daño", fr: "dégâts", de: "Schaden", ja: "ダメージ")

  static let bindings: [Binding] = [
    Binding(Binding.rowKeys, .move, footer: .ifRoom, footerKeys: 2) { command, _, _ in
      guard case .moveBy(let offset) = command else { return nil }
      return calc(.focusMoved(by: offset))
    },
    Binding(
      [
        (.plain(.left), .adjust(-1)), (.plain(.right), .adjust(1)), (.char("h"), .adjust(-1)),
        (.char("l"), .adjust(1)), (.plain(.home), .adjust(-1000)), (.plain(.end), .adjust(1000)),
      ],
      Hint("change", es: "cambiar", fr: "changer", de: "ändern", ja: "変更"), footer: .ifRoom,
      footerKeys: 2
    ) { command, _, _ in
      guard case .adjust(let step) = command else { return nil }
      return calc(.adjusted(by: step))
    },
    Binding(
      [.plain(.enter)], .open,
      Hint(
        "type a name", es: "escribir un nombre", fr: "taper un nom", de: "Namen tippen",
        ja: "名前を入力"),
      footer: .ifRoom
    ) { state, _ in
      state.app.calc?.focus.takesName == true ? calc(.typingStarted) : nil
    },
    Binding(
      [.char("?"), .plain(.function(1))], .toggleHelp,
      Hint("help", es: "ayuda", fr: "aide", de: "Hilfe", ja: "ヘルプ"), footer: .always
    ) { _, _ in .overlays(.helpShown) },
    Binding(
      [.char("s")], .swapSides,
      Hint("swap sides", es: "cambiar lados", fr: "inverser", de: "Seiten tauschen", ja: "攻守交代"),
      footer: .ifRoom
    ) { _, _ in calc(.swapped) },
    Binding(
      [(.plain(.escape), .back), (.char("q"), .back)], .close, footer: .always
    ) { _, _, _ in .app(.calcClosed) },
  ]

  static let typingBindings: [Binding] = [
    Binding(
      [(.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1))], .move, footer: .ifRoom,
      footerKeys: 2
    ) { command, _, _ in
      guard case .moveBy(let offset) = command else { return nil }
      return calc(.matchMoved(by: offset))
    },
    Binding(
      [.plain(.enter)], .open,
      Hint("choose", es: "elegir", fr: "choisir", de: "wählen", ja: "選ぶ"), footer: .ifRoom
    ) { _, _ in calc(.matchChosen) },
    Binding(
      [(.text, .typed(""))],
      .typeName
    ) { command, state, _ in
      guard case .typed(let text) = command, let typing = state.app.calc?.typing else {
        return nil
      }
      return calc(.typed(typing.text + text))
    },
    Binding(
      [.plain(.backspace)], .deleteBackward,
      .deleteCharacter
    ) { state, _ in
      guard let text = state.app.calc?.typing?.text, !text.isEmpty else { return nil }
      return calc(.typed(String(text.dropLast())))
    },
    // Ctrl-U empties the name, as it empties a search field.
    Binding([.ctrl("u")], .clearQuery, .clear) { _, _ in calc(.typed("")) },
    Binding([(.plain(.escape), .back)], .close, footer: .always) { _, _, _ in
      calc(.typingCancelled)
    },
  ]

  private static func calc(_ action: CalcFeature.Action) -> ScreenFeature.Action {
    .app(.calc(action))
  }
}
