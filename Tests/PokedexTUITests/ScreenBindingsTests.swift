import TerminalUI
import Testing

@testable import PokedexCore
@testable import PokedexTUI

/// Every screen's keys, as the router, the footer and the help see them: each binding has a
/// hint in all five languages, no screen binds one key twice, the stacking order is the one
/// written in ``Router/layers``, and what the footer names is what the keys do.
struct ScreenBindingsTests {
  /// A state showing each screen (and each page of the detail), named.
  static var states: [(String, ScreenFeature.State)] {
    var states: [(String, ScreenFeature.State)] = []
    func add(_ name: String, _ change: (inout ScreenFeature.State) -> Void) {
      var state = ScreenFeature.State()
      state.app.list.pokemon = .loaded((1...30).map(TUIFixtures.pokemon))
      change(&state)
      states.append((name, state))
    }
    add("list") { _ in }
    add("search, typing") {
      $0.app.tab = .search
      $0.cursor.isEditingQuery = true
    }
    add("search, results") { $0.app.tab = .search }
    add("favourites") { $0.app.tab = .favorites }
    add("moves, typing") {
      $0.app.tab = .moves
      $0.cursor.isEditingQuery = true
    }
    add("moves, results") { $0.app.tab = .moves }
    add("team") { $0.app.tab = .team }
    add("team, picker") {
      $0.app.tab = .team
      $0.app.team.picker = TeamFeature.State.Picker(member: 0)
    }
    add("team, teams") {
      $0.app.tab = .team
      $0.app.team.teamList = TeamFeature.State.TeamList()
    }
    add("team, renaming a team") {
      $0.app.tab = .team
      $0.app.team.teamList = TeamFeature.State.TeamList(renaming: "Sand")
    }
    for page in [PokemonDetailFeature.State.Page.overview, .record, .moves] {
      add("detail, \(page)") {
        var detail = PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(1))
        detail.page = page
        $0.app.destination = .detail(detail)
      }
    }
    add("detail, ability open") {
      var detail = PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(1))
      detail.page = .record
      detail.ability = .loading
      $0.app.destination = .detail(detail)
    }
    add("move") { $0.app.destination = .move(MoveDetailFeature.State(move: TUIFixtures.moves[0])) }
    add("compare") {
      $0.app.destination = .compare(CompareFeature.State(pokemon: [1, 2].map(TUIFixtures.pokemon)))
    }
    add("calculator over the team") {
      $0.app.tab = .team
      $0.app.calc = CalcFeature.State(
        opening: CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: 1))
    }
    add("calculator, typing a name") {
      var calc = CalcFeature.State(
        opening: CalcFeature.Opening(team: nil, otherTeams: [], attacker: nil, defender: 1))
      calc.typing = CalcFeature.Typing(row: .defender, text: "gar")
      $0.app.calc = calc
    }
    add("natures over the team") {
      $0.app.tab = .team
      $0.overlays.naturesScroll = 0
    }
    add("warnings over the team") {
      $0.app.tab = .team
      $0.overlays.warningsScroll = 0
    }
    add("item browser") { $0.app.tab = .items }
    add("item over the tabs") {
      $0.app.tab = .items
      $0.app.destination = .item(ItemDetailFeature.State(item: TUIFixtures.leftovers))
    }
    add("help over the list") { $0.overlays.showsHelp = true }
    add("filters over the list") { $0.overlays.filterPanel = OverlaysFeature.FilterPanel() }
    add("alert over the favourites") {
      $0.app.tab = .favorites
      $0.app.favorites.alert = FavoritesFeature.removeAllAlert
    }
    return states
  }

  @Test func everyScreenIsShownBySomeState() {
    let shown = Set(Self.states.flatMap { Router.keyed($0.1).map(\.screen.name) })
    #expect(shown == Set(Router.layers.map(\.name)))
  }

  @Test func everyBindingHasAHintInEachLanguageThatFitsTheHelp() {
    for (name, state) in Self.states {
      for (screen, bindings) in Router.keyed(state) {
        #expect(screen.title.all.allSatisfy { !$0.isEmpty }, "\(screen.name)")
        for binding in bindings {
          #expect(!binding.keys.isEmpty, "\(name): a binding without keys")
          for language in Language.allCases {
            let hint = binding.hint.text(in: language)
            #expect(!hint.trimmingCharacters(in: .whitespaces).isEmpty, "\(name), \(language)")
            #expect(
              displayWidth(of: hint) <= Overlays.helpDescriptionWidth,
              "\(name), \(language): '\(hint)' is cut off in the help")
            let keys = binding.label(in: language, footer: false)
            #expect(
              displayWidth(of: keys) <= Overlays.helpKeysWidth,
              "\(name), \(language): keys '\(keys)'")
          }
        }
      }
    }
  }

  /// A translated hint differs from the English one, but for the words that are the same in
  /// that language (`Pokémon`, `dex`, `Fav`, German's `Team`, `Filter` and `EVs`, French's
  /// `nature` and `natures`: the games' own words there).
  @Test(arguments: [Language.spanish, .french, .german, .japanese])
  func theHintsAreTranslated(_ language: Language) {
    let same: Set<String> = [
      "Pokémon", "dex", "Dex", "fav", "Fav", "Team", "Filter", "nature", "natures", "EVs",
      "−4 / +4",
    ]
    for (name, state) in Self.states {
      for (_, bindings) in Router.keyed(state) {
        for binding in bindings where !same.contains(binding.hint.text(in: language)) {
          #expect(
            binding.hint.text(in: language) != binding.hint.english,
            "\(name), \(language): '\(binding.hint.english)' is not translated")
        }
      }
    }
  }

  @Test func noScreenBindsOneKeyTwice() {
    for (name, state) in Self.states {
      for (screen, bindings) in Router.keyed(state) {
        var seen: Set<Chord> = []
        for chord in bindings.flatMap({ $0.keys.map(\.chord) }) {
          #expect(!seen.contains(chord), "\(name): \(screen.name) binds \(chord) twice")
          seen.insert(chord)
        }
      }
    }
  }

  /// The order is written once, as data, and keys reach the screens in it.
  @Test func theScreensStackInTheOrderWritten() {
    #expect(
      Router.layers.map(\.name) == [
        "alert", "help", "natures", "warnings", "calculator name", "calculator", "filters",
        "team name",
        "teams",
        "move picker", "detail", "move", "item",
        "compare", "search field", "list", "search", "favourites", "moves", "items", "team",
        "global", "quit",
      ])
    let stacks = Dictionary(
      uniqueKeysWithValues: Self.states.map { ($0.0, Router.keyed($0.1).map(\.screen.name)) })
    #expect(stacks["list"] == ["list", "global"])
    #expect(stacks["search, typing"] == ["search field", "search", "global"])
    #expect(stacks["detail, overview"] == ["detail", "global"])
    // The calculator takes every key: nothing under it changes while it is open, and only
    // Ctrl-C reaches past it, to quit.
    #expect(stacks["calculator over the team"] == ["calculator", "quit"])
    #expect(stacks["natures over the team"] == ["natures", "quit"])
    #expect(stacks["warnings over the team"] == ["warnings", "quit"])
    #expect(stacks["calculator, typing a name"] == ["calculator name", "quit"])
    // An overlay that takes every key stops them there.
    #expect(stacks["help over the list"] == ["help", "quit"])
    #expect(stacks["team, picker"] == ["move picker", "quit"])
    #expect(stacks["alert over the favourites"] == ["alert", "quit"])
  }

  @Test func aKeyGoesToTheTopmostScreenThatBindsIt() {
    let key = { (character: Character) in InputEvent.key(KeyEvent(.character(character))) }
    let state = { (name: String) in Self.states.first { $0.0 == name }!.1 }
    // `q` goes back from a detail (the detail binds it) and quits from a tab (only the global
    // bindings do); Tab reaches the global bindings from both.
    #expect(Router.command(for: key("q"), in: state("detail, overview"), layout: nil) == .back)
    #expect(Router.command(for: key("q"), in: state("list"), layout: nil) == .quit)
    for name in ["detail, overview", "list", "move"] {
      #expect(
        Router.command(for: .key(KeyEvent(.tab)), in: state(name), layout: nil) == .nextTab)
    }
    // The list's keys are not reached from a detail over it: `o` sorts nothing there.
    #expect(
      Router.action(for: key("o"), in: state("detail, overview"), layout: nil, language: .english)
        == nil)
    #expect(Router.action(for: key("o"), in: state("list"), layout: nil, language: .english) != nil)
    // The help over the list takes `j` to scroll, not to move the list.
    #expect(
      Router.command(for: key("j"), in: state("help over the list"), layout: nil) == .moveBy(1))
    #expect(
      Router.action(for: key("f"), in: state("help over the list"), layout: nil, language: .english)
        == nil)
  }

  /// What the footer names, each key does: its first key reaches the binding it names.
  @Test(arguments: Language.allCases)
  func theFooterNamesWhatTheKeysDo(_ language: Language) {
    for (name, state) in Self.states {
      var taken: Set<Chord> = []
      var named: [String] = []
      for (_, bindings) in Router.keyed(state) {
        for binding in bindings where binding.footer != .never {
          guard let chord = binding.keys.first?.chord, !chord.isTaken(by: taken) else { continue }
          named.append(binding.hint.text(in: language))
          guard case .key(let key, let modifiers) = chord else { continue }
          let command = Router.command(
            for: .key(KeyEvent(key, modifiers)), in: state, layout: nil)
          #expect(
            command.map(binding.handles) == true,
            "\(name): the footer's '\(binding.hint.english)' key gives \(String(describing: command))"
          )
        }
        for binding in bindings { taken.formUnion(binding.keys.map(\.chord)) }
      }
      let footer = Router.footer(state, language: language)
      #expect(footer.count == Set(footer.map(\.text)).count, "\(name): an item twice")
      #expect(footer.allSatisfy { item in named.contains { item.text.hasSuffix(" " + $0) } })
      // The lasting items leave most of the smallest terminal's status line to the rest.
      let lasting = footer.filter(\.always).map(\.text).joined(separator: "  ")
      #expect(displayWidth(of: lasting) <= 22, "\(name): \(lasting)")
    }
  }

  /// The fixes the generated hints brought: the detail's footer names `m`, the move browser's
  /// offers no `f fav`, and the team's `a` is called what it does there.
  @Test func theFootersSayWhatTheScreenDoes() {
    let state = { (name: String) in Self.states.first { $0.0 == name }!.1 }
    let footer = { (name: String) in
      Router.footer(state(name), language: .english).map(\.text).joined(separator: "  ")
    }
    #expect(footer("detail, overview").contains("m moves"))
    #expect(footer("detail, overview").contains("Esc back"))
    #expect(!footer("detail, overview").contains("q quit"))
    #expect(!footer("moves, results").contains("f fav"))
    #expect(footer("team").contains("a ability"))
    #expect(footer("list").contains("q quit"))
    #expect(footer("detail, moves").contains("o order"))
  }

  @Test func theFooterDropsWhatDoesNotFitFromTheEndKeepingTheLasting() {
    let items = [
      Router.FooterItem(text: "↑↓ move", always: false),
      Router.FooterItem(text: "Enter open", always: false),
      Router.FooterItem(text: "? help", always: true),
      Router.FooterItem(text: "q quit", always: true),
    ]
    #expect(Router.fit(items, width: 80) == "↑↓ move  Enter open  ? help  q quit")
    #expect(Router.fit(items, width: 30) == "↑↓ move  ? help  q quit")
    #expect(Router.fit(items, width: 14) == "? help  q quit")
    #expect(Router.fit(items, width: 10) == nil)
  }

  /// Shift, Ctrl or Alt held with an arrow, Page Up, Home or ⌫ does what the key alone does
  /// (terminals send them as other sequences); Shift-Tab keeps its own meaning.
  @Test func modifiersOnKeysThatAreNotCharactersChangeNothing() {
    let state = { (name: String) in Self.states.first { $0.0 == name }!.1 }
    let list = state("list")
    for modifiers in [Modifiers.shift, .control, .alt] {
      #expect(
        Router.command(for: .key(KeyEvent(.down, modifiers)), in: list, layout: nil)
          == .moveBy(1))
      #expect(
        Router.command(for: .key(KeyEvent(.end, modifiers)), in: list, layout: nil) == .bottom)
    }
    #expect(
      Router.command(
        for: .key(KeyEvent(.left, [.control])), in: state("detail, overview"), layout: nil)
        == .previousPokemon)
    #expect(
      Router.command(
        for: .key(KeyEvent(.backspace, [.alt])), in: state("search, typing"), layout: nil)
        == .deleteBackward)
    #expect(
      Router.command(for: .key(KeyEvent(.tab, [.shift])), in: list, layout: nil) == .previousTab)
    // A character with Ctrl is a chord of its own: Ctrl-J is not j.
    #expect(Router.command(for: .key(.ctrl("j")), in: list, layout: nil) == nil)
  }

  /// The help names every key of a binding that fits its column, says what each screen's
  /// filter filters by, lists a key the search field repeats once, and the Moves page's `m`
  /// goes back to the overview.
  @Test func theHelpNamesTheKeysAsTheyWork() {
    let state = { (name: String) in Self.states.first { $0.0 == name }!.1 }
    let help = { (name: String) in
      Router.helpLines(state(name), language: .english).map { "\($0.keys)|\($0.what)" }
    }
    #expect(help("detail, overview").contains("←→ p n h l|dex"))
    #expect(help("detail, moves").contains("PgUp PgDn|a page"))
    #expect(help("detail, moves").contains("m|overview"))
    #expect(help("moves, results").contains("t F2 Ctrl-F|filter by type and category"))
    #expect(help("list").contains("t F2 Ctrl-F|filter by type and generation"))
    #expect(help("search, typing").filter { $0.hasSuffix("|help") } == ["?|help"])
    let footer = Router.footer(state("detail, moves"), language: .english).map(\.text)
    #expect(footer.contains("m overview"))
  }
}
