import TerminalUI

/// Which command a key, a paste or a mouse event means on the current screen.
///
/// On the search screen, after `/`, printable keys type into the query; Enter (or Esc) ends
/// typing, and the keys move through the results again, as in `less` or `vim`.
enum KeyMap {
  /// `layout` is the last frame's, which a click is hit-tested against (nil: nothing drawn yet,
  /// or a terminal too small, so a click means nothing).
  static func command(
    for event: InputEvent, in state: ScreenFeature.State, layout: ScreenLayout?
  ) -> ScreenFeature.Command? {
    switch event {
    case .paste(let text):
      let line = text.filter { $0 != "\n" && $0 != "\r" && $0 != "\t" }
      return isTyping(state) && !line.isEmpty ? .typed(line) : nil
    case .mouse(let mouse):
      return mouseCommand(mouse, state, layout: layout)
    case .key(let key):
      // Only a plain letter chooses a button: Ctrl-U or Alt-R must never confirm a removal.
      if state.alert != nil, case .character(let character) = key.key,
        key.modifiers.isDisjoint(with: [.control, .alt])
      {
        return .alertKey(Character(character.lowercased()))
      }
      return keyCommand(key, state)
    }
  }

  /// Whether printable keys go into the search field.
  static func isTyping(_ state: ScreenFeature.State) -> Bool {
    (state.app.tab == .search || state.app.tab == .moves) && state.isEditingQuery
      && state.app.destination == nil
      && state.filterPanel == nil && !state.showsHelp
  }

  private static func keyCommand(_ event: KeyEvent, _ state: ScreenFeature.State)
    -> ScreenFeature.Command?
  {
    let control = event.modifiers.contains(.control)
    let alt = event.modifiers.contains(.alt)
    switch event.key {
    case .character("c") where control: return .quit
    case .character("u") where control: return .clearQuery
    case .character("f") where control: return .toggleFilters
    case .up: return .moveBy(-1)
    case .down: return .moveBy(1)
    case .left: return .previousPokemon
    case .right: return .nextPokemon
    case .pageUp: return .pageUp
    case .pageDown: return .pageDown
    case .home: return .top
    case .end: return .bottom
    case .enter: return isTyping(state) ? .finishEditing : .open
    case .escape: return .back
    case .tab: return event.modifiers.contains(.shift) ? .previousTab : .nextTab
    case .backspace: return isTyping(state) ? .deleteBackward : .back
    case .function(1): return .toggleHelp
    case .function(2): return .toggleFilters
    // No query has a question mark: on the search screen it shows the query syntax.
    case .character("?") where isTyping(state) && state.app.tab == .search: return .toggleHelp
    case .character(let character) where !control && !alt:
      if isTyping(state) { return .typed(String(character)) }
      return letterCommand(character, state)
    default: return nil
    }
  }

  private static func letterCommand(_ character: Character, _ state: ScreenFeature.State)
    -> ScreenFeature.Command?
  {
    switch character {
    case "j": return .moveBy(1)
    case "k": return .moveBy(-1)
    case "g": return state.app.destination != nil ? .nextGame : .top
    case "i": return .togglePage
    case "v": return .nextForm
    case "m": return .toggleMoves
    case "w": return .showWho
    case "G": return .bottom
    case "q":
      let isNested =
        state.app.destination != nil || state.showsHelp || state.filterPanel != nil
        || state.alert != nil
      return isNested ? .back : .quit
    case "/": return .startSearch
    case "f": return .toggleFavorite
    case "c": return .toggleMark
    case "a": return .addToTeam
    case "x": return .removeMember
    case "E": return .exportTeam
    case "I": return .importTeam
    case "C": return .openCompare
    case "s": return .toggleShiny
    case "?": return .toggleHelp
    case "t": return .toggleFilters
    case "r": return .retry
    case "o": return .nextSortOrder
    case "O": return .reverseSortOrder
    case " ": return .toggleFilterEntry
    case "X": return .removeAllFavorites
    case "n", "l": return .nextPokemon
    case "p", "h": return .previousPokemon
    default: return nil
    }
  }

  private static func mouseCommand(
    _ mouse: MouseEvent, _ state: ScreenFeature.State, layout: ScreenLayout?
  ) -> ScreenFeature.Command? {
    switch mouse.kind {
    case .wheelUp: return .moveBy(-3)
    case .wheelDown: return .moveBy(3)
    case .press where mouse.button == .left:
      guard state.app.destination == nil, state.filterPanel == nil, !state.showsHelp,
        state.alert == nil,
        let index = layout?.rowIndex(atScreenRow: mouse.row)
      else { return nil }
      return .clicked(row: index)
    default: return nil
    }
  }
}
