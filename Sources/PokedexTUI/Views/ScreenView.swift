import PokedexCore
import TerminalUI

/// Draws the whole screen from state: a header with the tabs, the current screen, a status
/// line, and any overlay. Pure: the same state and size always give the same cells.
public struct ScreenView {
  var strings: Strings
  var language: Language
  var showsColor: Bool
  /// The cells of the sprite on screen, kept between frames (copies of the view share it).
  let spriteCache = SpriteCellsCache()

  /// A view with the interface words and Pokémon names in `language`.
  /// `showsColor` is false when the terminal shows no colours (`NO_COLOR`): sprites then give
  /// way to a stand-in.
  public init(language: Language, showsColor: Bool = true) {
    self.init(strings: .forLanguage(language), language: language, showsColor: showsColor)
  }

  init(strings: Strings, language: Language, showsColor: Bool = true) {
    self.strings = strings
    self.language = language
    self.showsColor = showsColor
  }

  /// The smallest size the layout fits in.
  static let minimumWidth = 40
  static let minimumHeight = 12

  /// Rows the scrolling area of a list gets at a terminal height.
  public static func pageHeight(forTerminalHeight height: Int) -> Int { max(1, height - 4) }

  /// The terminal's height whose page height is `pageHeight` (``pageHeight(forTerminalHeight:)``
  /// the other way).
  static func terminalHeight(forPageHeight pageHeight: Int) -> Int { pageHeight + 4 }

  /// A saved file's problem as the lines it stands on, above the status line, until the file
  /// is right again: three at most, the last one cut with a mark if it says more.
  static func problemLines(_ state: ScreenFeature.State, strings: Strings, width: Int)
    -> [String]
  {
    guard let problem = state.savedFileProblem else { return [] }
    let lines = StyledLine.wrapped([StyledLine(strings.said(problem))], width: width - 2)
      .map(\.text)
    return lines.count > 3 ? lines.prefix(2) + [lines[2...].joined(separator: " ")] : lines
  }

  /// The cells of the whole screen for `state` at a terminal size.
  /// `source` names where the data comes from ("offline", "live (cached)") for the status line.
  public func render(
    _ state: ScreenFeature.State, width: Int, height: Int, source: String? = nil
  ) -> CellBuffer {
    frame(state, width: width, height: height, source: source).buffer
  }

  /// The cells of the whole screen, and the layout they were drawn in (nil when the terminal is
  /// too small for one), which clicks on this frame are hit-tested against.
  func frame(_ state: ScreenFeature.State, width: Int, height: Int, source: String? = nil)
    -> (buffer: CellBuffer, layout: ScreenLayout?)
  {
    var buffer = CellBuffer(width: width, height: height)
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      drawTooSmall(into: &buffer)
      return (buffer, nil)
    }
    let problem = Self.problemLines(state, strings: strings, width: width)
    let layout = ScreenLayout(state, width: width, height: height, problemLines: problem.count)
    drawHeader(state, into: &buffer)
    let body = layout.body
    if let calc = state.app.calc {
      CalcView(strings: strings, language: language, abilityNames: state.abilityNames)
        .draw(calc, in: body, into: &buffer)
    } else if let detail = state.app.detail {
      DetailView(
        strings: strings, language: language, showsColor: showsColor, spriteCache: spriteCache
      )
      .draw(detail, in: body, into: &buffer)
    } else if let comparison = state.app.shownComparison {
      CompareView(strings: strings, language: language, abilityNames: state.abilityNames)
        .draw(comparison, in: body, into: &buffer)
    } else if let move = state.app.shownMove {
      MoveView(strings: strings, language: language).draw(move, in: body, into: &buffer)
    } else if let item = state.app.shownItem {
      ItemView(strings: strings, language: language).draw(item, in: body, into: &buffer)
    } else if let area = layout.list {
      let list = ListView(
        strings: strings, language: language, showsColor: showsColor, spriteCache: spriteCache,
        marked: state.app.marked, abilityNames: state.abilityNames)
      switch state.app.tab {
      case .list: list.drawList(state, in: area, into: &buffer)
      case .search: list.drawSearch(state, in: area, into: &buffer)
      case .favorites: list.drawFavorites(state, in: area, into: &buffer)
      case .moves:
        MovesListView(strings: strings, language: language).draw(state, in: area, into: &buffer)
      case .items:
        ItemsListView(strings: strings, language: language).draw(state, in: area, into: &buffer)
      case .team:
        TeamView(strings: strings, language: language).draw(state, in: area, into: &buffer)
      }
    }
    drawStatus(state, source: source, into: &buffer)
    if let row = layout.problemRow {
      for (offset, line) in problem.enumerated() {
        buffer.write(
          " " + line, column: 0, row: row + offset, style: Theme.error, maxWidth: width - 1)
      }
    }
    if let panel = state.filterPanel {
      // The panel's own keys at its foot, as the footer gives them.
      let hints = Router.fit(Router.footer(state, language: language), width: 40) ?? ""
      if state.app.tab == .moves {
        Overlays(strings: strings).drawMoveFilters(
          panel, filter: state.app.moves.filter, hints: hints, into: &buffer)
      } else if state.app.tab == .items {
        Overlays(strings: strings).drawItemFilters(
          panel, filter: state.app.items.filter, language: language, hints: hints, into: &buffer)
      } else {
        Overlays(strings: strings).drawFilters(
          panel, filter: currentFilter(state), hints: hints, into: &buffer)
      }
    }
    if let scroll = state.overlays.naturesScroll {
      Overlays(strings: strings).drawNatures(
        PokedexSets.embedded.naturesByStat, language: language, scroll: scroll, into: &buffer)
    }
    if let scroll = state.overlays.warningsScroll {
      Overlays(strings: strings).drawWarnings(
        WarningsScreen.lines(state, language: language), scroll: scroll, into: &buffer)
    }
    if state.showsHelp {
      Overlays(strings: strings).drawHelp(
        Router.helpLines(state, language: language), scroll: state.overlays.helpScroll,
        into: &buffer)
    }
    if let alert = state.alert { Overlays(strings: strings).drawAlert(alert, into: &buffer) }
    return (buffer, layout)
  }

  /// Says the terminal is too small, in whole words that fit: the sentence wrapped, else the
  /// short form (`40×12 needed`), else the size alone, centred; the smallest screens get as
  /// much of the size as fits.
  private func drawTooSmall(into buffer: inout CellBuffer) {
    let (w, h) = (Self.minimumWidth, Self.minimumHeight)
    let size = "\(w)×\(h)"
    let candidates = [strings.tooSmall(w, h), strings.tooSmallShort(w, h), size]
    let (width, height) = (buffer.width, buffer.height)
    let lines =
      candidates.lazy.compactMap { Self.wrap($0, width: width) }
      .first { $0.count <= height } ?? [String(size.prefix(width))]
    let top = max(0, (buffer.height - lines.count) / 2)
    for (offset, line) in lines.prefix(buffer.height).enumerated() {
      buffer.writeCentered(line, row: top + offset)
    }
  }

  /// `text` in lines of at most `width` columns, broken between words; nil when a word is
  /// wider than that.
  static func wrap(_ text: String, width: Int) -> [String]? {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ").map(String.init) {
      guard displayWidth(of: word) <= width else { return nil }
      if line.isEmpty {
        line = word
      } else if displayWidth(of: line) + 1 + displayWidth(of: word) <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = word
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private func currentFilter(_ state: ScreenFeature.State) -> PokemonFilter {
    state.app.tab == .search ? state.app.search.filters.filter : state.app.list.filters.filter
  }

  private func drawHeader(_ state: ScreenFeature.State, into buffer: inout CellBuffer) {
    buffer.fill(column: 0, row: 0, width: buffer.width, height: 1, style: Theme.header)
    var x = buffer.write(" ◓ ", column: 0, row: 0, style: Theme.header)
    for tab in AppFeature.Tab.allCases {
      // A tab with no room left at all is marked as cut too, not left out unsaid.
      guard x < buffer.width else {
        buffer.markCut(column: buffer.width - 1, row: 0, style: Theme.header)
        break
      }
      let label = " \(title(of: tab)) "
      x = buffer.write(
        label, column: x, row: 0, style: tab == state.app.tab ? Theme.activeTab : Theme.header)
      x = buffer.write(" ", column: x, row: 0, style: Theme.header)
    }
  }

  /// `names` joined by ` › `, or, when that is wider than `width`, `… › ` and as many of the
  /// last names as fit (always the last one).
  static func breadcrumb(_ names: [String], width: Int) -> String {
    let full = names.joined(separator: " › ")
    guard displayWidth(of: full) > width, var kept = names.last.map({ [$0] }) else { return full }
    for name in names.dropLast().reversed() {
      let longer = "… › " + ([name] + kept).joined(separator: " › ")
      if displayWidth(of: longer) > width { break }
      kept.insert(name, at: 0)
    }
    return "… › " + kept.joined(separator: " › ")
  }

  private func drawStatus(
    _ state: ScreenFeature.State, source: String?, into buffer: inout CellBuffer
  ) {
    let row = buffer.height - 1
    buffer.fill(column: 0, row: row, width: buffer.width, height: 1, style: Theme.status)
    // A detail shows its number and name; details opened from an evolution tree show the way
    // there (`Charmander › Charmeleon`).
    let path = state.app.detailPath(in: language)
    var facts = ""
    let overTabs = state.app.destination != nil || state.app.calc != nil
    if !overTabs, state.rowCount > 0 {
      facts += "  \(state.selectedIndex + 1)/\(count(state))"
    }
    let order = state.app.list.sort.order
    if !overTabs, state.app.tab == .list || state.app.tab == .favorites, !order.isDexOrder {
      facts += "  \(strings.describe(order))"
    }
    facts += "  ★ \(state.app.list.favorites.count)"
    // Marked for comparing: how many (C opens them).
    if !state.app.marked.isEmpty { facts += "  ⚖ \(state.app.marked.count)" }
    let sourceFact = source.map { "  \($0)" } ?? ""
    facts += sourceFact + "  "
    // A long way keeps its last screens and the facts after it, leaving room for the keys
    // that always show: `… › Charmeleon › Charizard  ★ 1`.
    let footer = Router.footer(state, language: language)
    let lasting = footer.filter(\.always).map(\.text).joined(separator: "  ")
    let pathRoom = buffer.width - 1 - displayWidth(of: facts) - displayWidth(of: lasting) - 1
    let screen =
      state.app.calc != nil
      ? CalcScreen.screen.title.text(in: language)
      : path.count > 1
        ? Self.breadcrumb(path, width: pathRoom)
        : state.app.detail.map { "\($0.pokemon.number) \($0.pokemon.name(in: language))" }
          ?? state.app.shownMove?.move.name(in: language) ?? path.first ?? title(of: state.app.tab)
    // What the team said to `a` pressed here, for a few seconds, in the screen's name's place.
    let echo = state.teamEcho.map { TeamView(strings: strings, language: language).text(of: $0) }
    var status = " \(echo ?? screen)\(facts)"
    // A detail names its Pokémon in its own header: where naming it again here, and then the
    // counts, would leave keys out of the footer (`v forms` at 80 columns), the keys have
    // their room. Where the data comes from (offline, cached) always stays.
    if echo == nil, state.app.detail != nil, state.app.calc == nil, path.count <= 1 {
      let width = buffer.width
      let keys = { (left: String) in
        Router.fit(footer, width: width - displayWidth(of: left) - 1).map { displayWidth(of: $0) }
          ?? 0
      }
      let shorter = [" " + facts.dropFirst(2), " " + (sourceFact + "  ").dropFirst(2)]
      for candidate in shorter where keys(candidate) > keys(status) { status = candidate }
    }
    let x = buffer.write(status, column: 0, row: row, style: Theme.status)
    // The keys of the screens shown, as many as fit, those that always show last.
    if let hints = Router.fit(footer, width: buffer.width - x - 1) {
      let start = buffer.width - displayWidth(of: hints) - 1
      buffer.write(hints, column: start, row: row, style: Theme.status)
    }
  }

  private func count(_ state: ScreenFeature.State) -> String {
    if state.app.tab == .list, let total = state.app.list.totalCount { return String(total) }
    return String(state.rowCount)
  }

  private func title(of tab: AppFeature.Tab) -> String {
    switch tab {
    case .list: strings.list
    case .search: strings.search
    case .favorites: strings.favorites
    case .moves: strings.translated("Moves")
    case .items: strings.translated("Items")
    case .team: strings.translated("Team")
    }
  }
}

/// A rectangle of the screen a view draws in.
struct Area: Equatable {
  var column: Int
  var row: Int
  var width: Int
  var height: Int
}
