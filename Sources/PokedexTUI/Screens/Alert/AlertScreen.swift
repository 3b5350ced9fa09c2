import Loop
import PokedexCore

/// An alert over everything (today the one that asks before every favourite goes): it takes
/// every key; a button's letter chooses it, Esc or q backs out.
enum AlertScreen {
  static let screen = Screen(
    name: "alert", title: Hint("Alert", es: "Aviso", fr: "Alerte", de: "Hinweis", ja: "確認"),
    takesEveryKey: true, isShown: { $0.alert != nil }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [(.plain(.escape), .back), (.char("q"), .back)], .back, footer: .always
    ) { _, _, _ in .app(.favorites(.alert(.dismiss))) },
    Binding(
      [(.anyCharacter, .alertKey(" "))],
      Hint(
        "the button's letter", es: "la letra del botón", fr: "la lettre du bouton",
        de: "Buchstabe der Schaltfläche", ja: "ボタンの文字")
    ) { command, state, _ in
      guard case .alertKey(let key) = command, let alert = state.alert else { return nil }
      if key == "q" { return .app(.favorites(.alert(.dismiss))) }
      let keys = AlertKeys.keys(for: alert.buttons.map(\.label))
      guard let index = keys.firstIndex(of: key) else { return nil }
      return .app(.favorites(.alert(alert.buttons[index].presentationAction)))
    },
  ]
}

/// The key that chooses each button of an alert: the first letter of its label not taken by an
/// earlier button (never `q`, which backs out, as Esc does), else its number.
enum AlertKeys {
  static func keys(for labels: [String]) -> [Character] {
    var taken: Set<Character> = ["q"]
    return labels.enumerated().map { index, label in
      let letter = label.lowercased().first { $0.isLetter && !taken.contains($0) }
      let key = letter ?? Character(String(index + 1))
      taken.insert(key)
      return key
    }
  }
}
