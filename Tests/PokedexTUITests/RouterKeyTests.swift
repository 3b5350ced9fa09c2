import PokedexCore
import Testing

@testable import PokedexTUI
@testable import TerminalUI

struct RouterKeyTests {
  func command(_ event: InputEvent, _ state: ScreenFeature.State = ScreenFeature.State())
    -> ScreenFeature.Command?
  {
    Router.command(for: event, in: state, layout: ScreenLayout(state, width: 80, height: 24))
  }

  /// Ctrl-U empties the calculator's name being typed, as it empties a search field (it did
  /// nothing there, and the next letters went after the old name).
  @Test func ctrlUEmptiesTheCalculatorsName() {
    var state = ScreenFeature.State()
    var calc = CalcFeature.State(
      opening: CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: 1))
    calc.typing = CalcFeature.Typing(row: .defender, text: "zzzzqq")
    state.app.calc = calc
    let action = Router.action(
      for: .key(.ctrl("u")), in: state, layout: ScreenLayout(state, width: 80, height: 24),
      language: .english)
    #expect(action == .app(.calc(.typed(""))))
  }

  /// Ctrl-C quits from every screen, as the help and the README say: the router reaches it
  /// past each overlay that takes every key (the team's pickers, list and rename field, the
  /// help, the panels, the alert and the calculator once only closed, and the keys typed next
  /// went to the app).
  @Test func ctrlCQuitsFromEveryOverlay() {
    let plain = ScreenFeature.State()
    var team = plain
    team.app.tab = .team
    var calc = plain
    calc.app.calc = CalcFeature.State(
      opening: CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: 1))
    var states: [ScreenFeature.State] = []
    func shown(_ base: ScreenFeature.State, _ change: (inout ScreenFeature.State) -> Void) {
      var state = base
      change(&state)
      states.append(state)
    }
    shown(plain) { $0.app.favorites.alert = FavoritesFeature.removeAllAlert }
    shown(plain) { $0.overlays.showsHelp = true }
    shown(plain) { $0.overlays.naturesScroll = 0 }
    shown(plain) { $0.overlays.warningsScroll = 0 }
    shown(plain) { $0.overlays.filterPanel = OverlaysFeature.FilterPanel() }
    shown(calc) { _ in }
    shown(calc) { $0.app.calc?.typing = CalcFeature.Typing(row: .defender, text: "q") }
    shown(team) { $0.app.team.teamList = .init() }
    shown(team) { $0.app.team.teamList = .init(renaming: "q") }
    for kind in [TeamFeature.State.Picker.Kind.moves, .item, .nature, .evs] {
      shown(team) { $0.app.team.picker = .init(member: 0, kind: kind) }
    }
    // Every overlay that takes every key is among them, each on top where it is shown.
    let tops = states.compactMap { Router.keyed($0).first?.screen }
    #expect(tops.allSatisfy { $0.takesEveryKey })
    #expect(
      Set(tops.map(\.name)) == Set(Router.layers.filter(\.takesEveryKey).map(\.name)),
      "\(tops.map(\.name))")
    for state in states {
      let top = Router.keyed(state).first?.screen.name ?? "none"
      let action = Router.action(
        for: .key(.ctrl("c")), in: state, layout: ScreenLayout(state, width: 80, height: 24),
        language: .english)
      #expect(action == .quitRequested, "\(top)")
      // And `q`, where it is a letter typed or closes the overlay, does not quit there.
      #expect(command(.key(.character("q")), state) != .quit, "\(top)")
    }
  }

  /// A space in a picker's filter is typed, so names of two words can be filtered ("choice
  /// sc", "fire fang"); Enter takes the highlighted row, and Ctrl-U empties the filter.
  @Test func aSpaceIsTypedIntoAPickersFilter() {
    var state = ScreenFeature.State()
    state.app.tab = .team
    for kind in [TeamFeature.State.Picker.Kind.moves, .item, .nature] {
      state.app.team.picker = .init(member: 0, kind: kind, filter: "choice")
      func action(_ key: KeyEvent) -> ScreenFeature.Action? {
        Router.action(
          for: .key(key), in: state, layout: ScreenLayout(state, width: 80, height: 24),
          language: .english)
      }
      #expect(action(.character(" ")) == .app(.team(.pickerFiltered("choice "))), "\(kind)")
      #expect(action(KeyEvent(.enter)) == .app(.team(.pickerToggled)), "\(kind)")
      #expect(action(.ctrl("u")) == .app(.team(.pickerFiltered(""))), "\(kind)")
    }
  }

  /// Home and End go to an item's first and last holder, as on a move's learners (they did
  /// nothing there).
  @Test func homeAndEndGoToAnItemsFirstAndLastHolder() {
    var state = ScreenFeature.State()
    state.app.tab = .items
    var item = ItemDetailFeature.State(item: TUIFixtures.leftovers)
    var detail = TUIFixtures.leftoversDetail
    detail.holders += detail.holders + detail.holders
    item.detail = .loaded(detail)
    state.app.destination = .item(item)
    func action(_ key: KeyEvent) -> ScreenFeature.Action? {
      Router.action(
        for: .key(key), in: state, layout: ScreenLayout(state, width: 80, height: 24),
        language: .english)
    }
    #expect(action(KeyEvent(.end)) == state.app.toItem(.holderMoved(by: 3)).map { .app($0) })
    #expect(action(KeyEvent(.home)) == state.app.toItem(.holderMoved(by: -3)).map { .app($0) })
    #expect(action(.character("G")) == action(KeyEvent(.end)))
  }

  @Test func navigationKeys() {
    #expect(command(.key(.character("j"))) == .moveBy(1))
    #expect(command(.key(KeyEvent(.down))) == .moveBy(1))
    #expect(command(.key(.character("k"))) == .moveBy(-1))
    #expect(command(.key(.character("g"))) == .top)
    #expect(command(.key(.character("G"))) == .bottom)
    #expect(command(.key(KeyEvent(.pageDown))) == .pageDown)
    #expect(command(.key(KeyEvent(.enter))) == .open)
    // The Pokédex is the bottom: Esc has nothing to go back to there, and `s` (the shiny
    // sprite) is a detail's key.
    #expect(command(.key(KeyEvent(.escape))) == nil)
    #expect(command(.key(.character("/"))) == .startSearch)
    #expect(command(.key(.character("f"))) == .toggleFavorite)
    #expect(command(.key(.character("s"))) == nil)
    #expect(command(.key(KeyEvent(.tab))) == .nextTab)
    #expect(command(.key(KeyEvent(.tab, [.shift]))) == .previousTab)
    #expect(command(.key(.character("?"))) == .toggleHelp)
    #expect(command(.key(.ctrl("c"))) == .quit)
    #expect(command(.key(.character("q"))) == .quit)
  }

  /// Typing in a search field: letters and term characters type, but `?` (in no query) shows
  /// the help, on the search screen and the move browser alike (the move browser's field used
  /// to type it, while its footer said `? help`).
  @Test func aQuestionMarkInTheSearchFieldShowsTheSyntax() {
    var state = ScreenFeature.State()
    state.app.tab = .search
    state.cursor.isEditingQuery = true
    #expect(command(.key(.character("?")), state) == .toggleHelp)
    #expect(command(.key(.character(":")), state) == .typed(":"))
    #expect(command(.key(.character("|")), state) == .typed("|"))
    #expect(command(.key(.character("q")), state) == .typed("q"))
    state.app.tab = .moves
    #expect(command(.key(.character("?")), state) == .toggleHelp)
  }

  /// A filter `w` put on the Pokédex (who learns a move, who has an ability) has no entry in
  /// the filter panel: Esc and ⌫ take every filter off, and the footer says so while one is on.
  @Test func escClearsTheFiltersOfThePokedex() {
    var state = ScreenFeature.State()
    state.app.list.filters.filter.learns = PokemonFilter.LearnsFilter(move: "body-slam", group: nil)
    let layout = ScreenLayout(state, width: 80, height: 24)
    for key in [KeyEvent(.escape), KeyEvent(.backspace)] {
      #expect(
        Router.action(for: .key(key), in: state, layout: layout, language: .english)
          == .app(.list(.filters(.clearTapped))))
    }
    let hints = Router.footer(state, language: .english).map(\.text)
    #expect(hints.contains("Esc clear the filters"), "\(hints)")
    // With no filter on, Esc has nothing to do on the Pokédex, and the footer does not offer it.
    let plain = ScreenFeature.State()
    #expect(command(.key(KeyEvent(.escape)), plain) == nil)
    #expect(!Router.footer(plain, language: .english).contains { $0.text.contains("filters") })
  }

  @Test func qGoesBackFromADetail() {
    var state = ScreenFeature.State()
    state.app.destination = .detail(PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(1)))
    #expect(command(.key(.character("q")), state) == .back)
    #expect(command(.key(.character("n")), state) == .nextPokemon)
    #expect(command(.key(.character("s")), state) == .toggleShiny)
    #expect(command(.key(KeyEvent(.escape)), state) == .back)
  }

  /// An open alert takes plain letters as its buttons' keys; a chord is no button, so Ctrl-C
  /// still quits (as `?` says) and Ctrl-U or Alt-R never confirms "Remove all".
  @Test func onlyPlainLettersChooseAnAlertsButtons() {
    var state = ScreenFeature.State()
    state.app.tab = .favorites
    state.app.favorites.alert = FavoritesFeature.removeAllAlert
    #expect(command(.key(.character("r")), state) == .alertKey("r"))
    #expect(command(.key(.character("R")), state) == .alertKey("r"))
    #expect(command(.key(.ctrl("c")), state) == .quit)
    #expect(command(.key(.ctrl("r")), state) != .alertKey("r"))
    #expect(command(.key(.ctrl("u")), state) != .alertKey("u"))
    #expect(command(.key(KeyEvent(.character("r"), [.alt])), state) != .alertKey("r"))
  }

  @Test func lettersTypeOnTheSearchScreen() {
    var state = ScreenFeature.State()
    state.app.tab = .search
    state.cursor.isEditingQuery = true
    #expect(command(.key(KeyEvent(.enter)), state) == .finishEditing)
    #expect(command(.key(.character("q")), state) == .typed("q"))
    #expect(command(.key(.character("j")), state) == .typed("j"))
    #expect(command(.key(KeyEvent(.backspace)), state) == .deleteBackward)
    #expect(command(.key(.ctrl("u")), state) == .clearQuery)
    #expect(command(.paste("pika\nchu"), state) == .typed("pikachu"))
    #expect(command(.key(KeyEvent(.down)), state) == .moveBy(1))
    #expect(command(.key(KeyEvent(.function(1))), state) == .toggleHelp)
    #expect(command(.paste("x")) == nil)
    state.cursor.isEditingQuery = false
    #expect(command(.key(.character("q")), state) == .quit)
    #expect(command(.key(.character("j")), state) == .moveBy(1))
    #expect(command(.key(KeyEvent(.enter)), state) == .open)
  }

  @Test func theWheelScrollsAndAClickPicksTheRowDrawnThere() {
    var state = ScreenFeature.State()
    state.app.list.pokemon = .loaded((1...45).map(TUIFixtures.pokemon))
    state.app.list.totalCount = 45
    state.cursor.selection[.list] = 30
    #expect(command(.mouse(MouseEvent(.wheelDown, .none, column: 5, row: 5)), state) == .moveBy(3))
    let buffer = ScreenView(strings: .english, language: .english)
      .render(state, width: 80, height: 24)
    let lines = buffer.text.split(separator: "\n", omittingEmptySubsequences: false)
    for screenRow in [1, 5, 21] {
      let clicked = command(
        .mouse(MouseEvent(.press, .left, column: 10, row: screenRow)), state)
      guard case .clicked(let index) = clicked else {
        Issue.record("row \(screenRow) gave \(String(describing: clicked))")
        continue
      }
      #expect(lines[screenRow].contains(TUIFixtures.pokemon(index + 1).number))
    }
    #expect(command(.mouse(MouseEvent(.press, .left, column: 10, row: 0)), state) == nil)
  }
}
