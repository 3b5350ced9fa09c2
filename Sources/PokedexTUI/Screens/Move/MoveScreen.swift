import Loop
import PokedexCore

/// One move: ↑/↓ move through its learners, Enter opens one, `g` shows the next game, `w` the
/// list of its learners in that game, Esc goes back.
enum MoveScreen {
  static let screen = Screen(
    name: "move", title: Hint("Move", es: "Movimiento", fr: "Capacité", de: "Attacke", ja: "わざ"),
    isShown: { $0.app.shownMove != nil }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [
        (.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1)), (.plain(.enter), .open),
        (.char("k"), .moveBy(-1)), (.char("j"), .moveBy(1)), (.wheelUp, .moveBy(-3)),
        (.wheelDown, .moveBy(3)),
      ],
      Hint("learner", es: "Pokémon", fr: "Pokémon", de: "Pokémon", ja: "ポケモン"), footer: .ifRoom,
      footerKeys: 3, action: learners),
    Binding(Binding.pageKeys, .page, action: learners),
    Binding(
      [(.plain(.home), .top), (.plain(.end), .bottom), (.char("G"), .bottom)], .firstLast,
      action: learners),
    Binding([.char("g")], .nextGame, .game, footer: .ifRoom) { state, _ in
      move(.groupCycled, state)
    },
    Binding([.char("w")], .showWho, .whoList) { state, _ in move(.listFilterRequested, state) },
    Binding([.char("r")], .retry, .retry) { state, _ in move(.retryTapped, state) },
    Binding([.plain(.escape), .char("q"), .plain(.backspace)], .back, .back, footer: .always) {
      state, _ in state.app.closesDetail.map(ScreenFeature.Action.app)
    },
    Binding([.char("/")], .startSearch, .search) { _, _ in .app(.tabSelected(.moves)) },
  ]

  @Sendable private static func learners(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    let count = state.app.shownMove?.learners.count ?? 0
    return switch command {
    case .moveBy(let offset): move(.learnerMoved(by: offset), state)
    case .pageDown: move(.learnerMoved(by: state.pageHeight), state)
    case .pageUp: move(.learnerMoved(by: -state.pageHeight), state)
    case .top: move(.learnerMoved(by: -count), state)
    case .bottom: move(.learnerMoved(by: count), state)
    case .open: move(.learnerOpened, state)
    default: nil
    }
  }

  private static func move(_ action: MoveDetailFeature.Action, _ state: ScreenFeature.State)
    -> ScreenFeature.Action?
  {
    state.app.toMove(action).map(ScreenFeature.Action.app)
  }
}
