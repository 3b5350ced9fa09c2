import Loop
import PokedexCore

/// A Pokémon's detail, with its overview, record, Moves and Where pages: ←/→ step through the
/// dex, ↑/↓ and Enter choose on the page shown (an evolution, an ability, one of its holders,
/// a move) or scroll it, `i`, `m` and `e` switch pages, `v` shows the next form, `g` the next
/// game, Esc goes back one screen (or closes the open ability).
enum DetailScreen {
  static let screen = Screen(
    name: "detail",
    title: Hint("Pokémon", es: "Pokémon", fr: "Pokémon", de: "Pokémon", ja: "ポケモン"),
    isShown: { $0.app.detail != nil }, bindings: bindings)

  /// The page's own keys, then those of every page: the pages' keys first in the footer (they
  /// have no other sign), `v` beside them where there is another form to show.
  @Sendable static func bindings(_ state: ScreenFeature.State) -> [Binding] {
    let shown = state.app.detail
    let forms = (shown?.forms.count ?? 0) > 1 ? [formsKey] : [formsKeyUnlisted]
    if shown?.page == .moves {
      return movesPage + [whereKey] + forms + common + [calculator, back]
    }
    if shown?.page == .encounters {
      return wherePage + [movesKey] + forms + common + [calculator, back]
    }
    if shown?.ability != nil {
      return abilityOpen + [movesKey] + forms + common + [whereKey, game, calculator]
    }
    // The pages' keys before the page's chooser, which gives way first on a narrow screen.
    let record = shown?.page == .record
    return [record ? overviewKey : recordKey, movesKey, whereKey] + forms
      + (record ? recordPage : overview) + common + [game, calculator, back]
  }

  /// ↑↓ (and the wheel) with Enter, the one thing a page chooses among (`↑↓` alone in the
  /// footer, leaving room for the pages' keys).
  private static func choosing(
    _ hint: Hint, moved: @escaping @Sendable (Int) -> PokemonDetailFeature.Action,
    opened: PokemonDetailFeature.Action
  ) -> Binding {
    Binding(
      [
        (.plain(.up), .moveBy(-1)), (.plain(.down), .moveBy(1)), (.plain(.enter), .open),
        (.char("k"), .moveBy(-1)), (.char("j"), .moveBy(1)), (.wheelUp, .moveBy(-3)),
        (.wheelDown, .moveBy(3)),
      ], hint, footer: .ifRoom, footerKeys: 2
    ) { command, state, _ in
      if case .moveBy(let offset) = command { return detail(moved(offset), state) }
      return detail(opened, state)
    }
  }

  private static let overview: [Binding] = [
    choosing(
      Hint("evolution", es: "evolución", fr: "évolution", de: "Entwicklung", ja: "進化"),
      moved: { .evolutionHighlightMoved(by: $0) }, opened: .evolutionMemberOpened),
    Binding(
      [.char("I")], .openEvolutionItem,
      Hint(
        "the evolution's item", es: "el objeto de la evolución", fr: "l’objet de l’évolution",
        de: "das Item der Entwicklung", ja: "進化の道具")
    ) { state, _ in detail(.evolutionItemOpened, state) },
  ]

  /// `i` on the overview: the record.
  private static let recordKey = Binding([.char("i")], .togglePage, record, footer: .ifRoom) {
    state, _ in detail(.pageToggled, state)
  }
  /// `i` on the record: the overview.
  private static let overviewKey = Binding(
    [.char("i")], .togglePage, overviewHint, footer: .ifRoom
  ) { state, _ in detail(.pageToggled, state) }

  private static let recordPage: [Binding] = [
    choosing(
      Hint("ability", es: "habilidad", fr: "talent", de: "Fähigkeit", ja: "特性"),
      moved: { .abilitySelectionMoved(by: $0) }, opened: .abilityOpened),
    // A record longer than the screen (a short terminal) scrolls by its pages.
    Binding(Binding.pageKeys, .page) { command, state, language in
      guard let shown = state.app.detail,
        let page = DetailView.recordPage(state, strings: .forLanguage(language), language: language)
      else { return nil }
      let last = max(0, page.lines - page.rows)
      let step = max(1, page.rows - 1)
      let now = min(shown.recordScroll, last)
      let next = min(last, max(0, now + (command == .pageDown ? step : -step)))
      return next == shown.recordScroll ? nil : detail(.recordScrolled(to: next), state)
    },
  ]

  private static let abilityOpen: [Binding] = [
    choosing(
      Hint(
        "Pokémon with it", es: "Pokémon que la tienen", fr: "Pokémon qui l’ont",
        de: "Pokémon damit", ja: "持つポケモン"),
      moved: { .abilityHolderMoved(by: $0) }, opened: .abilityHolderOpened),
    Binding([.char("w")], .showWho, .whoList) { state, _ in
      detail(.listFilterRequested, state)
    },
    Binding(
      [.plain(.escape), .char("q"), .plain(.backspace)], .back, .close, footer: .always
    ) { state, _ in detail(.abilityClosed, state) },
    Binding([.char("i")], .togglePage, overviewHint) { state, _ in detail(.pageToggled, state) },
  ]

  private static let movesPage: [Binding] = [
    Binding(Binding.rowKeys, .scroll, footer: .ifRoom, footerKeys: 2, action: scrollMoves),
    Binding(Binding.pageKeys, .page, action: scrollMoves),
    nextGame(.moveGroupCycled),
    Binding(
      [.char("o")], .nextSortOrder,
      Hint("order", es: "orden", fr: "ordre", de: "Reihenfolge", ja: "並び順"), footer: .ifRoom
    ) { state, _ in detail(.moveOrderCycled, state) },
    Binding([.char("w")], .showWho, .whoList) { state, _ in
      detail(.listFilterRequested, state)
    },
    Binding([.char("m")], .toggleMoves, overviewHint, footer: .ifRoom) { state, _ in
      detail(.movesPageToggled, state)
    },
    Binding([.char("i")], .togglePage, record) { state, _ in detail(.pageToggled, state) },
  ]

  private static let wherePage: [Binding] = [
    choosing(
      Hint("place", es: "lugar", fr: "lieu", de: "Ort", ja: "場所"),
      moved: { .encounterPlaceMoved(by: $0) }, opened: .encounterPlaceOpened),
    Binding(Binding.pageKeys, .page) { command, state, _ in
      let step = max(1, state.pageHeight / 4)
      return detail(.encounterPlaceMoved(by: command == .pageDown ? step : -step), state)
    },
    Binding([.char("w")], .showWho, .whoFoundThere) { state, _ in
      detail(.encounterPlaceOpened, state)
    },
    nextGame(.encounterGroupCycled),
    Binding([.char("e")], .toggleWhere, overviewHint, footer: .ifRoom) { state, _ in
      detail(.encountersPageToggled, state)
    },
    Binding([.char("i")], .togglePage, record) { state, _ in detail(.pageToggled, state) },
  ]

  @Sendable private static func scrollMoves(
    _ command: ScreenFeature.Command, _ state: ScreenFeature.State, _: Language
  ) -> ScreenFeature.Action? {
    switch command {
    case .moveBy(let offset): detail(.moveScrolled(by: offset), state)
    case .pageDown: detail(.moveScrolled(by: state.pageHeight), state)
    case .pageUp: detail(.moveScrolled(by: -state.pageHeight), state)
    default: nil
    }
  }

  /// `v`: the next form; in the footer where there is one (the forms have no other sign).
  private static let formsKey = forms(footer: .ifRoom)
  /// `v` for a Pokémon of one form (or before its forms are known): in the help alone.
  private static let formsKeyUnlisted = forms(footer: .never)

  private static func forms(footer: Binding.Footer) -> Binding {
    Binding(
      [.char("v")], .nextForm,
      Hint("forms", es: "formas", fr: "formes", de: "Formen", ja: "すがた"), footer: footer
    ) { state, _ in detail(.formCycled, state) }
  }

  /// On every page.
  private static let common: [Binding] = [
    Binding(
      [
        (.plain(.left), .previousPokemon), (.plain(.right), .nextPokemon),
        (.char("p"), .previousPokemon), (.char("n"), .nextPokemon),
        (.char("h"), .previousPokemon), (.char("l"), .nextPokemon),
      ],
      Hint("dex", es: "dex", fr: "dex", de: "Dex", ja: "図鑑"), footer: .ifRoom, footerKeys: 2
    ) { command, state, _ in
      detail(command == .nextPokemon ? .nextTapped : .previousTapped, state)
    },
    Binding([.char("f")], .toggleFavorite, .favorite, footer: .ifRoom) { state, _ in
      detail(.favoriteTapped, state)
    },
    Binding(
      [.char("s")], .toggleShiny,
      Hint(
        "shiny sprite on / off", es: "sprite variocolor sí / no",
        fr: "sprite chromatique oui / non", de: "schillerndes Sprite an / aus",
        ja: "色違いの表示 オン / オフ")
    ) { state, _ in detail(.shinyToggled, state) },
    Binding([.char("c")], .toggleMark, .mark) { state, _ in
      state.app.detail.map { .app(.markToggled($0.pokemon)) }
    },
    Binding([.char("C")], .openCompare, .compare) { _, _ in .app(.compareOpened) },
    Binding([.char("a")], .addToTeam, .addToTeam) { state, _ in
      state.app.detail.map { .app(.team(.memberAdded($0.pokemon))) }
    },
    Binding([.char("r")], .retry, .retry) { state, _ in detail(.retryTapped, state) },
    Binding([.char("/")], .startSearch, .search) { _, _ in .app(.tabSelected(.search)) },
  ]

  /// `d`: the calculator with this Pokémon as the defender (last in the footer, the first to
  /// give way).
  private static let calculator = Binding(
    [.char("d")], .openCalculator, CalcScreen.openHint, footer: .ifRoom
  ) { state, _ in
    state.app.detail.map { .app(.calcOpened(attacker: nil, defender: $0.pokemon.id)) }
  }

  /// `m`: the Moves page (on it, `m` goes back to the overview).
  private static let movesKey = Binding(
    [.char("m")], .toggleMoves,
    Hint("moves", es: "movimientos", fr: "capacités", de: "Attacken", ja: "わざ"), footer: .ifRoom
  ) { state, _ in detail(.movesPageToggled, state) }

  /// `e`: the Where page, where it is found (on it, `e` goes back to the overview).
  private static let whereKey = Binding(
    [.char("e")], .toggleWhere,
    Hint("where", es: "dónde", fr: "où", de: "Fundorte", ja: "生息地"), footer: .ifRoom
  ) { state, _ in detail(.encountersPageToggled, state) }

  /// Esc, q or ⌫: back one screen (with an ability open, they close it instead).
  private static let back = Binding(
    [.plain(.escape), .char("q"), .plain(.backspace)], .back, .back, footer: .always
  ) { state, _ in state.app.closesDetail.map(ScreenFeature.Action.app) }

  private static let record = Hint(
    "record", es: "ficha", fr: "fiche", de: "Steckbrief", ja: "データ")
  private static let overviewHint = Hint(
    "overview", es: "resumen", fr: "aperçu", de: "Übersicht", ja: "概要")

  /// `g` on the overview and the record: the next game's entry.
  private static let game = nextGame(.gameCycled(.english))

  /// `g`: the next game's entry (the record's), or the Moves page's next game.
  private static func nextGame(_ action: PokemonDetailFeature.Action) -> Binding {
    Binding([.char("g")], .nextGame, .game, footer: .ifRoom) { state, language in
      if case .gameCycled = action { return detail(.gameCycled(language), state) }
      return detail(action, state)
    }
  }

  private static func detail(_ action: PokemonDetailFeature.Action, _ state: ScreenFeature.State)
    -> ScreenFeature.Action?
  {
    state.app.toDetail(action).map(ScreenFeature.Action.app)
  }
}
