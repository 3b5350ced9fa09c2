import Loop
import PokedexCore

/// One item: ↑/↓ move through the Pokémon that hold it, Enter opens one, Esc goes back.
enum ItemScreen {
  static let screen = Screen(
    name: "item", title: Hint("Item", es: "Objeto", fr: "Objet", de: "Item", ja: "どうぐ"),
    isShown: { $0.app.shownItem != nil }, bindings: { _ in bindings })

  static let bindings: [Binding] = [
    Binding(
      [
        (.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1)), (.plain(.enter), .open),
        (.char("k"), .moveBy(-1)), (.char("j"), .moveBy(1)), (.wheelUp, .moveBy(-3)),
        (.wheelDown, .moveBy(3)),
      ],
      Hint("holder", es: "Pokémon", fr: "Pokémon", de: "Pokémon", ja: "ポケモン"), footer: .ifRoom,
      footerKeys: 3, action: holders),
    Binding(Binding.pageKeys, .page, action: holders),
    Binding(Binding.endKeys, .firstLast, action: holders),
    Binding([.char("r")], .retry, .retry) { state, _ in item(.retryTapped, state) },
    Binding([.plain(.escape), .char("q"), .plain(.backspace)], .back, .back, footer: .always) {
      state, _ in state.app.closesDetail.map(ScreenFeature.Action.app)
    },
    Binding([.char("/")], .startSearch, .search) { _, _ in .app(.tabSelected(.items)) },
  ]

  @Sendable private static func holders(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    let count = state.app.shownItem?.detail.value?.holders.count ?? 0
    return switch command {
    case .moveBy(let offset): item(.holderMoved(by: offset), state)
    case .top: item(.holderMoved(by: -count), state)
    case .bottom: item(.holderMoved(by: count), state)
    case .pageDown: item(.holderMoved(by: state.pageHeight), state)
    case .pageUp: item(.holderMoved(by: -state.pageHeight), state)
    case .open: item(.holderOpened, state)
    default: nil
    }
  }

  private static func item(_ action: ItemDetailFeature.Action, _ state: ScreenFeature.State)
    -> ScreenFeature.Action?
  {
    state.app.toItem(action).map(ScreenFeature.Action.app)
  }
}
