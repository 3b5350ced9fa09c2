import Loop
import PokedexCore

/// The team tab, and its move picker and list of teams over it.
enum TeamScreen {
  static let team = Screen(
    name: "team", title: Hint("Team", es: "Equipo", fr: "Équipe", de: "Team", ja: "チーム"),
    isShown: { $0.app.destination == nil && $0.app.tab == .team },
    bindings: { _ in teamBindings })

  /// A picker (moves, item, nature, EVs) takes every key: it closes before anything else
  /// happens.
  static let picker = Screen(
    name: "move picker",
    title: Hint("Moves", es: "Movimientos", fr: "Capacités", de: "Attacken", ja: "わざ"),
    takesEveryKey: true,
    isShown: { $0.app.destination == nil && $0.app.tab == .team && $0.app.team.picker != nil },
    bindings: { state in
      switch state.app.team.picker?.kind {
      case .evs: evBindings
      case .item, .nature: choiceBindings
      default: pickerBindings
      }
    })

  /// The list of teams takes every key: switch, create, rename, duplicate, delete.
  static let teamList = Screen(
    name: "teams",
    title: Hint("Teams", es: "Equipos", fr: "Équipes", de: "Teams", ja: "チーム一覧"),
    takesEveryKey: true,
    isShown: {
      $0.app.destination == nil && $0.app.tab == .team && $0.app.team.teamList != nil
    },
    bindings: { _ in teamListBindings })

  /// The new name of a team, while it is typed.
  static let renaming = Screen(
    name: "team name",
    title: Hint(
      "Team name", es: "Nombre del equipo", fr: "Nom de l'équipe", de: "Teamname", ja: "チーム名"),
    takesEveryKey: true,
    isShown: {
      $0.app.destination == nil && $0.app.tab == .team && $0.app.team.teamList?.renaming != nil
    },
    bindings: { _ in renamingBindings })

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
        [.char("i")], .pickItem,
        Hint("item", es: "objeto", fr: "objet", de: "Item", ja: "持ち物"), footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.otherPickerOpened(state.selectedIndex, .item)))
      },
      Binding(
        [.char("n")], .pickNature,
        Hint("nature", es: "naturaleza", fr: "nature", de: "Wesen", ja: "性格"), footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.otherPickerOpened(state.selectedIndex, .nature)))
      },
      Binding(
        [.char("v")], .editEVs,
        Hint("EVs", es: "EV", fr: "EV", de: "EVs", ja: "努力値"), footer: .ifRoom
      ) { state, _ in
        state.rowCount == 0 ? nil : .app(.team(.otherPickerOpened(state.selectedIndex, .evs)))
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
      Binding(
        [.char("T")], .teams,
        Hint("teams", es: "equipos", fr: "équipes", de: "Teams", ja: "チーム一覧"),
        footer: .ifRoom
      ) { _, _ in .app(.team(.teamListToggled)) },
      Binding([.char("N")], .showNatures, NaturesScreen.openHint) { _, _ in
        .overlays(.naturesShown)
      },
      Binding([.char("W")], .showWarnings, WarningsScreen.openHint) { _, _ in
        .overlays(.warningsShown)
      },
      Binding([.char("d")], .openCalculator, CalcScreen.openHint, footer: .ifRoom) { state, _ in
        // With no member yet, it opens for names typed in.
        let members = state.app.team.members
        let member = members.indices.contains(state.selectedIndex) ? state.selectedIndex : nil
        return .app(.calcOpened(attacker: member.map { members[$0].id }, defender: nil))
      },
    ] + TabBindings.leaving + [TabBindings.back]

  static let teamListBindings: [Binding] = [
    Binding(Binding.rowKeys, .move, footer: .ifRoom, footerKeys: 2) { command, _, _ in
      guard case .moveBy(let offset) = command else { return nil }
      return .app(.team(.teamListMoved(by: offset)))
    },
    Binding(
      [.plain(.enter)], .open,
      Hint(
        "edit this team", es: "editar este equipo", fr: "éditer cette équipe",
        de: "dieses Team bearbeiten", ja: "このチームを編集"),
      footer: .ifRoom
    ) { _, _ in .app(.team(.teamChosen)) },
    Binding(
      [.char("n")], .newTeam,
      Hint("new", es: "nuevo", fr: "nouvelle", de: "neu", ja: "新規"), footer: .ifRoom
    ) { _, _ in .app(.team(.teamCreated())) },
    Binding(
      [.char("r")], .renameTeam,
      Hint("rename", es: "renombrar", fr: "renommer", de: "umbenennen", ja: "名前を変更"),
      footer: .ifRoom
    ) { _, _ in .app(.team(.renameStarted)) },
    Binding(
      [.char("c")], .copyTeam,
      Hint("copy", es: "copiar", fr: "copier", de: "kopieren", ja: "複製"), footer: .ifRoom
    ) { _, _ in .app(.team(.teamCopied())) },
    Binding(
      [.char("d")], .deleteTeam,
      Hint("delete", es: "borrar", fr: "supprimer", de: "löschen", ja: "削除"),
      footer: .ifRoom
    ) { _, _ in .app(.team(.teamDeleted)) },
    Binding(
      [.char("u")], .undo,
      Hint("undo", es: "deshacer", fr: "annuler", de: "rückgängig", ja: "元に戻す"),
      footer: .ifRoom
    ) { _, _ in .app(.team(.undoTapped)) },
    Binding(
      [(.plain(.escape), .back), (.char("q"), .back), (.char("T"), .teams)], .close,
      footer: .always
    ) { _, _, _ in .app(.team(.teamListToggled)) },
  ]

  static let renamingBindings: [Binding] = [
    Binding(
      [(.text, .typed(""))],
      .typeName
    ) { command, _, _ in
      guard case .typed(let text) = command else { return nil }
      return .app(.team(.renameTyped(text)))
    },
    Binding(
      [.plain(.backspace)], .deleteBackward,
      .deleteCharacter
    ) { _, _ in .app(.team(.renameErased)) },
    Binding([.ctrl("u")], .clearQuery, .clear) { _, _ in .app(.team(.renameCleared)) },
    Binding(
      [.plain(.enter)], .open,
      Hint(
        "keep the name", es: "guardar el nombre", fr: "garder le nom", de: "Namen behalten",
        ja: "名前を決定"),
      footer: .ifRoom
    ) { _, _ in .app(.team(.renameFinished)) },
    Binding([(.plain(.escape), .back)], .close, footer: .always) { _, _, _ in
      .app(.team(.renameCancelled))
    },
  ]

  /// ↑ ↓ and the wheel: a picker's rows (letters and spaces type its filter: "choice scarf").
  static let arrowKeys: [(Chord, ScreenFeature.Command)] = [
    (.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1)), (.wheelUp, .moveBy(-3)),
    (.wheelDown, .moveBy(3)),
  ]

  static let pickerBindings: [Binding] = [
    Binding(arrowKeys, .move, footer: .ifRoom, footerKeys: 2, action: movePicker),
    Binding(Binding.pageKeys, .page, action: movePicker),
    Binding(
      [(.plain(.enter), .open)],
      Hint(
        "take / drop", es: "elegir / quitar", fr: "prendre / retirer", de: "wählen / entfernen",
        ja: "選ぶ / 外す"), footer: .ifRoom
    ) { _, _, _ in .app(.team(.pickerToggled)) },
    Binding(
      [(.text, .typed(""))],
      Hint(
        "type to filter", es: "escribir para filtrar", fr: "taper pour filtrer",
        de: "tippen zum Filtern", ja: "入力で絞り込む"), footer: .ifRoom
    ) { command, state, _ in
      guard case .typed(let text) = command, let picker = state.app.team.picker else { return nil }
      return .app(.team(.pickerFiltered(picker.filter + text)))
    },
    Binding(
      [.plain(.backspace)], .deleteBackward,
      .deleteCharacter
    ) { state, _ in
      guard let picker = state.app.team.picker, !picker.filter.isEmpty else { return nil }
      return .app(.team(.pickerFiltered(String(picker.filter.dropLast()))))
    },
    Binding([.ctrl("u")], .clearQuery, .clear) { state, _ in
      state.app.team.picker?.filter.isEmpty == false ? .app(.team(.pickerFiltered(""))) : nil
    },
    Binding([(.plain(.escape), .back)], .close, footer: .always) { _, _, _ in
      .app(.team(.pickerClosed))
    },
  ]

  /// The item and nature pickers: as the move picker, but Enter chooses one.
  static let choiceBindings: [Binding] = pickerBindings.map { binding in
    guard binding.keys.contains(where: { $0.command == .open }) else { return binding }
    return Binding(
      [(.plain(.enter), .open)],
      Hint("choose", es: "elegir", fr: "choisir", de: "wählen", ja: "選ぶ"), footer: .ifRoom
    ) { _, _, _ in .app(.team(.pickerToggled)) }
  }

  /// The EVs: ↑ ↓ a stat, ← → 4 fewer or more, Home and End none or the most the limits
  /// (252 a stat, 510 in all) leave.
  static let evBindings: [Binding] = [
    Binding(arrowKeys, .move, footer: .ifRoom, footerKeys: 2, action: movePicker),
    Binding(
      [
        (.plain(.left), .adjust(-4)), (.plain(.right), .adjust(4)), (.plain(.home), .adjust(-252)),
        (.plain(.end), .adjust(252)),
      ],
      Hint("−4 / +4", es: "−4 / +4", fr: "−4 / +4", de: "−4 / +4", ja: "−4 / +4"), footer: .ifRoom,
      footerKeys: 2
    ) { command, _, _ in
      guard case .adjust(let change) = command else { return nil }
      return .app(.team(.evChanged(by: change)))
    },
    Binding(
      [
        (.plain(.escape), .back), (.plain(.enter), .open), (.char("q"), .back),
      ],
      .close, footer: .always
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
