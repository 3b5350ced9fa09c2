import Loop
import PokedexCore
import TerminalUI

extension ScreenFeature {
  /// What a person asked for, whichever key or click said it. Each screen's bindings say which
  /// keys give which command there, and what it means (see ``Router``).
  public enum Command: Equatable, Sendable {
    case moveBy(Int)
    case pageDown, pageUp, top, bottom
    case open
    case back
    case quit
    case toggleFavorite
    /// The shiny sprite on or off (detail screen).
    case toggleShiny
    case startSearch
    case nextTab, previousTab
    case toggleHelp
    case toggleFilters
    case toggleFilterEntry
    case retry
    /// The list's next order (`o`), or the same order reversed (`O`).
    case nextSortOrder, reverseSortOrder
    case nextPokemon, previousPokemon
    case typed(String)
    case deleteBackward
    case clearQuery
    /// Enter in the search field: stop typing and move through the results.
    case finishEditing
    case clicked(row: Int)
    /// Remove every favourite (Favourites screen); an alert asks first.
    case removeAllFavorites
    /// A key pressed while an alert is open: chooses the button it names.
    case alertKey(Character)
    /// The detail screen's overview or record page (`i`).
    case togglePage
    /// The next game: its entry on a detail, its learnset or learners on a moves page.
    case nextGame
    /// The species' next form (`v` on a detail).
    case nextForm
    /// The detail screen's Moves page (`m`).
    case toggleMoves
    /// The detail screen's Where page (`e`).
    case toggleWhere
    /// `I` on a detail: the item the highlighted evolution names.
    case openEvolutionItem
    /// `w`: the list of who has the open ability, or who learns the highlighted move.
    case showWho
    /// `c`: mark the selected (or shown) Pokémon for comparing, or unmark it.
    case toggleMark
    /// `C`: the marked Pokémon side by side.
    case openCompare
    /// `a`: the selected (or shown) Pokémon joins the team.
    case addToTeam
    /// `a` on the team screen: the selected member's next ability.
    case nextAbility
    /// `x` on the team screen: the selected member leaves.
    case removeMember
    /// `E` and `I` on the team screen: the team written to, or read from, `team.txt`.
    case exportTeam, importTeam
    /// `u` on the team screen: this terminal's last change to the team taken back.
    case undo
    /// `T` on the team screen: the list of teams; in it, a new team, renaming, a copy,
    /// deleting.
    case teams, newTeam, renameTeam, copyTeam, deleteTeam
    /// `i`, `n` and `v` on the team screen: the member's item or nature picker, its EVs.
    case pickItem, pickNature, editEVs
    /// ← and → in the EVs: the highlighted stat's EVs down or up by this much.
    case adjust(Int)
    /// `d` on the team screen or a detail: the damage calculator; `s` in it swaps its sides.
    case openCalculator, swapSides
    /// `N` on the team screen: the natures table.
    case showNatures
    /// `W` on the team screen: every warning of the team.
    case showWarnings

    /// The command without its payload, which is what a binding is found by.
    var kind: Command {
      switch self {
      case .moveBy: .moveBy(0)
      case .adjust: .adjust(0)
      case .typed: .typed("")
      case .clicked: .clicked(row: 0)
      case .alertKey: .alertKey(" ")
      default: self
      }
    }
  }

  /// The action `command` means in `state`, or nil when it means nothing there: the topmost
  /// screen shown whose bindings give that command decides (see ``Router``).
  ///
  /// ```swift
  /// if let action = ScreenFeature.action(for: .toggleFavorite, in: store.state) {
  ///   store.send(action)  // .app(.list(.favoriteToggled(25))) with Pikachu selected
  /// }
  /// ```
  public static func action(
    for command: Command, in state: State, language: Language = .english
  ) -> Action? {
    for (_, bindings) in Router.keyed(state) {
      if let binding = bindings.first(where: { $0.handles(command) }) {
        return binding.action(command, state, language)
      }
    }
    return nil
  }
}

/// One screen of the app: when it shows, the keys it binds there, and its title in the help.
/// Each lives in its own folder under `Screens/`, beside its view.
struct Screen: Sendable {
  /// The screen's name, for tests and messages.
  var name: String
  /// Its heading in the help.
  var title: Hint
  /// An overlay that takes every key: what it does not bind means nothing while it shows.
  var takesEveryKey = false
  var isShown: @Sendable (ScreenFeature.State) -> Bool
  var bindings: @Sendable (ScreenFeature.State) -> [Binding]
}

/// Gives each key to the screen that binds it, and says what the footer and the help show.
///
/// The screens stack up in the order of ``layers``: an alert over the help over the natures
/// table over the damage calculator (and the name typed in it) over the filter panel over the team's list of teams (and its rename field) and move picker over a detail (of a Pokémon, a move, or a comparison)
/// over the search field over a tab, with the bindings every screen shares at the bottom. A key
/// goes to the topmost screen shown that binds it; an overlay that takes every key stops it
/// there, and past it only Ctrl-C reaches its layer (the last), so that it quits everywhere.
enum Router {
  /// Every screen, topmost first. The order is the only place that says what is over what.
  static let layers: [Screen] = [
    AlertScreen.screen, HelpScreen.screen, NaturesScreen.screen, WarningsScreen.screen,
    CalcScreen.typing,
    CalcScreen.screen,
    FiltersScreen.screen, TeamScreen.renaming,
    TeamScreen.teamList, TeamScreen.picker,
    DetailScreen.screen, MoveScreen.screen, ItemScreen.screen, CompareScreen.screen,
    SearchFieldScreen.screen,
    PokemonListScreen.list, PokemonListScreen.search, PokemonListScreen.favorites,
    MovesScreen.screen, ItemsScreen.screen, TeamScreen.team, GlobalScreen.screen,
    GlobalScreen.quitting,
  ]

  /// The screens shown in `state` that keys reach, topmost first, with their bindings: down to
  /// the first that takes every key.
  static func keyed(_ state: ScreenFeature.State) -> [(screen: Screen, bindings: [Binding])] {
    reached(state).map { index in
      let screen = layers[index]
      return (screen, screen.bindings(state))
    }
  }

  /// Where in ``layers`` the screens that keys reach in `state` are, topmost first: those shown,
  /// down to the first that takes every key and then the last layer, Ctrl-C's. By index, so
  /// no screen is copied to be looked at.
  private static func reached(_ state: ScreenFeature.State) -> [Int] {
    var reached: [Int] = []
    for index in layers.indices where layers[index].isShown(state) {
      reached.append(index)
      if layers[index].takesEveryKey {
        reached.append(layers.count - 1)
        break
      }
    }
    return reached
  }

  /// The action `event` means in `state`. `layout` is the last frame's, which a click is
  /// hit-tested against (nil: nothing drawn yet, so a click means nothing).
  static func action(
    for event: InputEvent, in state: ScreenFeature.State, layout: ScreenLayout?,
    language: Language
  ) -> ScreenFeature.Action? {
    guard let (binding, command) = route(event, in: state, layout: layout) else { return nil }
    return binding.action(command, state, language)
  }

  /// The command `event` gives on the screen that takes it, if any screen does.
  static func command(
    for event: InputEvent, in state: ScreenFeature.State, layout: ScreenLayout?
  ) -> ScreenFeature.Command? {
    route(event, in: state, layout: layout)?.1
  }

  private static func route(
    _ event: InputEvent, in state: ScreenFeature.State, layout: ScreenLayout?
  ) -> (Binding, ScreenFeature.Command)? {
    // Screen by screen from the top, each one's bindings made only if no screen above took
    // the event (the footer and the help need all of them; a key press, the first it reaches).
    for index in reached(state) {
      if let found = match(event, layers[index].bindings(state), layout: layout) { return found }
    }
    return nil
  }

  /// The binding of one screen that takes `event`, and the command it gives: a key bound by
  /// name first, then a field's text or an alert's letters.
  private static func match(_ event: InputEvent, _ bindings: [Binding], layout: ScreenLayout?)
    -> (Binding, ScreenFeature.Command)?
  {
    func first(_ chord: Chord) -> (Binding, ScreenFeature.Command)? {
      for binding in bindings {
        if let choice = binding.keys.first(where: { $0.chord == chord }) {
          return (binding, choice.command)
        }
      }
      return nil
    }
    switch event {
    case .paste(let text):
      let line = text.filter { $0 != "\n" && $0 != "\r" && $0 != "\t" }
      guard !line.isEmpty, let (binding, _) = first(.text) else { return nil }
      return (binding, .typed(line))
    case .mouse(let mouse):
      switch mouse.kind {
      case .wheelUp: return first(.wheelUp)
      case .wheelDown: return first(.wheelDown)
      case .press where mouse.button == .left:
        guard let (binding, _) = first(.click),
          let row = layout?.rowIndex(atScreenRow: mouse.row)
        else { return nil }
        return (binding, .clicked(row: row))
      default: return nil
      }
    case .key(let key):
      if let found = first(.key(key.key, key.modifiers)) { return found }
      // Shift, Ctrl or Alt held with a key that is not a character changes nothing, unless a
      // binding takes that chord itself (Shift-Tab): terminals send them for Ctrl-↓ and the like.
      if case .character = key.key {
      } else if !key.modifiers.isEmpty, let found = first(.key(key.key, [])) {
        return found
      }
      guard case .character(let character) = key.key,
        key.modifiers.isDisjoint(with: [.control, .alt])
      else { return nil }
      if let (binding, _) = first(.text) { return (binding, .typed(String(character))) }
      if let (binding, _) = first(.anyCharacter) {
        return (binding, .alertKey(Character(character.lowercased())))
      }
      return nil
    }
  }

  /// One item of the footer (`↑↓ move`), and whether it stays however narrow the line.
  struct FooterItem: Equatable {
    var text: String
    var always: Bool
  }

  /// What the status line may name, in order: each screen's bindings that keys reach, whose
  /// first key no screen above takes, topmost first; then those that always show, from the
  /// bottom up (`? help  Esc back`).
  static func footer(_ state: ScreenFeature.State, language: Language) -> [FooterItem] {
    var taken: Set<Chord> = []
    var items: [FooterItem] = []
    var lasting: [[FooterItem]] = []
    for (_, bindings) in keyed(state) {
      var screenLasting: [FooterItem] = []
      for binding in bindings where binding.footer != .never {
        guard let first = binding.keys.first?.chord, !first.isTaken(by: taken) else { continue }
        let text =
          binding.label(in: language, footer: true, except: taken) + " "
          + binding.hint.text(in: language)
        let item = FooterItem(text: text, always: binding.footer == .always)
        guard !(items + lasting.joined() + screenLasting).contains(item) else { continue }
        if item.always { screenLasting.append(item) } else { items.append(item) }
      }
      lasting.append(screenLasting)
      for binding in bindings { taken.formUnion(binding.keys.map(\.chord)) }
    }
    return items + lasting.reversed().joined()
  }

  /// The footer's items joined, dropping those that go when there is no room from the last,
  /// until the line is at most `width` columns; nil when not even the lasting ones fit.
  static func fit(_ items: [FooterItem], width: Int) -> String? {
    var kept = items
    while true {
      let line = kept.map(\.text).joined(separator: "  ")
      if displayWidth(of: line) <= width { return line }
      guard let last = kept.lastIndex(where: { !$0.always }) else { return nil }
      kept.remove(at: last)
    }
  }

  /// The help's lines for the screens under it: each screen's title, then its bindings with
  /// all their keys (those a screen above takes left out), the query syntax last on the search
  /// screen.
  static func helpLines(_ state: ScreenFeature.State, language: Language)
    -> [(keys: String, what: String)]
  {
    var under = state
    under.overlays.showsHelp = false
    var taken: Set<Chord> = []
    var lines: [(keys: String, what: String)] = []
    // A binding that does what one listed already does (`?` in the search field and the help
    // of every screen) is listed once.
    var listed: [(what: String, kinds: [ScreenFeature.Command])] = []
    for (screen, bindings) in keyed(under) {
      var screenLines: [(keys: String, what: String)] = []
      for binding in bindings {
        let keys = binding.label(in: language, footer: false, except: taken)
        let what = binding.hint.text(in: language)
        let kinds = binding.keys.map(\.command.kind).reduce(into: [ScreenFeature.Command]()) {
          if !$0.contains($1) { $0.append($1) }
        }
        guard !keys.isEmpty, !listed.contains(where: { $0 == (what, kinds) }) else { continue }
        listed.append((what, kinds))
        screenLines.append((keys, what))
      }
      if !screenLines.isEmpty { lines += [(screen.title.text(in: language), "")] + screenLines }
      for binding in bindings { taken.formUnion(binding.keys.map(\.chord)) }
    }
    if under.app.tab == .search, under.app.destination == nil {
      let strings = Strings.forLanguage(language)
      lines.append((strings.translated("Search syntax"), ""))
      lines += PokemonQuery.syntax.map { (keys: $0.term, what: strings.translated($0.meaning)) }
    }
    return lines
  }
}
