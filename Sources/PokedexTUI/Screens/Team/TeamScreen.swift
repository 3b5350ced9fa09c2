import Loop
import PokedexCore

/// The team tab, and its move picker over it.
enum TeamScreen {
  static let team = Screen(
    name: "team", title: Hint("Team", es: "Equipo", fr: "Équipe", de: "Team", ja: "チーム"),
    isShown: { $0.app.destination == nil && $0.app.tab == .team },
    bindings: { _ in teamBindings })

  /// The picker takes every key: it closes before anything else happens.
  static let picker = Screen(
    name: "move picker",
    title: Hint("Moves", es: "Movimientos", fr: "Capacités", de: "Attacken", ja: "わざ"),
    takesEveryKey: true,
    isShown: { $0.app.destination == nil && $0.app.tab == .team && $0.app.team.picker != nil },
    bindings: { _ in pickerBindings })

  static let teamBindings: [Binding] =
    TabBindings.rows + [
      Binding(
        [.plain(.enter)], .open,
        Hint("moves", es: "movimientos", fr: "capacités", de: "Attacken", ja: "わざ"),
        footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.pickerOpened(state.selectedIndex)))
      },
      Binding(
        [.char("a")], .nextAbility,
        Hint("ability", es: "habilidad", fr: "talent", de: "Fähigkeit", ja: "特性"),
        footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.abilityCycled(state.selectedIndex)))
      },
      Binding(
        [.char("x")], .removeMember,
        Hint("remove", es: "quitar", fr: "retirer", de: "entfernen", ja: "外す"), footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.memberRemoved(state.selectedIndex)))
      },
      Binding(
        [.char("u")], .undo,
        Hint("undo", es: "deshacer", fr: "annuler", de: "rückgängig", ja: "元に戻す"),
        footer: .ifRoom
      ) { _, _ in .app(.team(.undoTapped)) },
      Binding(
        [.char("E")], .exportTeam,
        Hint(
          "export to team.txt", es: "exportar a team.txt", fr: "exporter dans team.txt",
          de: "nach team.txt exportieren", ja: "team.txt に書き出す")
      ) { _, _ in .app(.team(.exportTapped)) },
      Binding(
        [.char("I")], .importTeam,
        Hint(
          "import team.txt", es: "importar team.txt", fr: "importer team.txt",
          de: "team.txt importieren", ja: "team.txt を読み込む")
      ) { _, _ in .app(.team(.importTapped)) },
    ] + TabBindings.leaving + [TabBindings.back]

  static let pickerBindings: [Binding] = [
    Binding(Binding.rowKeys, .move, footer: .ifRoom, footerKeys: 2, action: movePicker),
    Binding(Binding.pageKeys, .page, action: movePicker),
    Binding(
      [(.char(" "), .toggleFilterEntry), (.plain(.enter), .open)],
      Hint(
        "take / drop", es: "elegir / quitar", fr: "prendre / retirer", de: "wählen / entfernen",
        ja: "選ぶ / 外す"), footer: .ifRoom
    ) { _, _, _ in .app(.team(.pickerToggled)) },
    Binding(
      [(.plain(.escape), .back), (.char("q"), .back), (.ctrl("c"), .quit)], .close,
      footer: .always
    ) { _, _, _ in .app(.team(.pickerClosed)) },
  ]

  @Sendable private static func movePicker(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    switch command {
    case .moveBy(let offset): .app(.team(.pickerMoved(by: offset)))
    case .pageDown: .app(.team(.pickerMoved(by: state.pageHeight)))
    case .pageUp: .app(.team(.pickerMoved(by: -state.pageHeight)))
    default: nil
    }
  }
}
