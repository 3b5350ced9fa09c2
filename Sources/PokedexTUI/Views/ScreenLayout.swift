import Loop
import PokedexCore

/// Where one frame puts things: the header, the body, the status line, and on the list, search
/// and favourites screens where the scrolling rows are. ``ScreenView`` computes it once per
/// frame, the views draw into it, and a click is hit-tested against the last frame's layout;
/// nothing else keeps a copy of these rules.
struct ScreenLayout: Equatable {
  var width: Int
  var height: Int
  /// Everything between the header (row 0) and the status line (the last row), or the line of
  /// a saved file's problem above it.
  var body: Area
  /// The first row of a saved file's problem, while one stands: above the status line, under
  /// the body, so that nothing a screen says (an export's result, a notice) is drawn under it.
  var problemRow: Int?
  /// The list, search, favourites or moves screen; nil while a detail or a move is shown.
  var list: ListLayout?

  /// The layout of `state` on a `width`×`height` terminal (at least the minimum size), with
  /// `problemLines` rows for a saved file's problem.
  init(_ state: ScreenFeature.State, width: Int, height: Int, problemLines: Int = 0) {
    self.width = width
    self.height = height
    problemRow = problemLines > 0 ? height - 1 - problemLines : nil
    body = Area(column: 0, row: 1, width: width, height: height - 2 - problemLines)
    list = state.app.destination == nil ? ListLayout(state, in: body) : nil
  }

  /// The row index drawn at screen row `row`, if a row is drawn there.
  func rowIndex(atScreenRow row: Int) -> Int? { list?.rows?.index(atScreenRow: row) }
}

extension ScreenFeature.State {
  /// The problem of a saved file (the favourites, the order, the team) to show, the team's
  /// first on its own tab. It stands until the file is right again.
  var savedFileProblem: PersistenceProblem? {
    let list = app.list
    let team = app.team.$book.persistenceProblem
    let others = list.$favorites.persistenceProblem ?? list.sort.$order.persistenceProblem
    return app.tab == .team ? team ?? others : others ?? team
  }
}

/// The list, search and favourites screens, top to bottom: the search prompt, the filter
/// summary, then the rows (or a message in their place).
struct ListLayout: Equatable {
  /// The search field's row (search and moves screens only).
  var promptRow: Int?
  /// The row summarising the active filters, when any are on.
  var filterRow: Int?
  /// The favourites' row naming those the data has no Pokémon for, when there are such.
  var missingRow: Int?
  /// Where the rows go, or a message when there are none.
  var content: Area
  /// The rows shown, when there are rows.
  var rows: RowsLayout?

  init(_ state: ScreenFeature.State, in body: Area) {
    content = body
    let tab = state.app.tab
    if tab == .search || tab == .moves || tab == .items {
      promptRow = content.row
      content.row += 1
      content.height -= 1
    }
    let hasFilter =
      switch tab {
      case .list: !state.app.list.filters.filter.isEmpty
      case .search: !state.app.search.filters.filter.isEmpty
      case .favorites, .team: false
      case .moves: !state.app.moves.filter.isEmpty
      case .items: !state.app.items.filter.isEmpty
      }
    if hasFilter {
      filterRow = content.row
      content.row += 1
      content.height -= 1
    }
    if tab == .favorites, !state.app.favorites.missing.isEmpty {
      missingRow = content.row
      content.row += 1
      content.height -= 1
    }
    let count = state.rowCount
    guard count > 0 else { return }
    let list = state.app.list
    let hasFooter = tab == .list && (list.isLoadingPage || list.pageFailure != nil)
    rows = RowsLayout(
      count: count, selected: state.selectedIndex, in: content, footer: hasFooter)
  }
}

/// The scrolling rows: which of them are shown, and where each one is.
struct RowsLayout: Equatable {
  /// The rows' area (the footer line, if any, is below it).
  var area: Area
  /// The index of the first row shown.
  var first: Int
  /// How many rows are shown.
  var shown: Int
  /// The line under the rows for "Loading more…" or a failed page, if shown.
  var footerRow: Int?

  init(count: Int, selected: Int, in content: Area, footer: Bool) {
    let visible = max(0, footer ? content.height - 1 : content.height)
    area = Area(column: content.column, row: content.row, width: content.width, height: visible)
    first = Self.scrollOffset(selected: selected, count: count, height: visible)
    shown = min(count - first, visible)
    footerRow = footer ? content.row + content.height - 1 : nil
  }

  /// The indices of the rows shown, top to bottom.
  var indices: Range<Int> { first..<(first + shown) }

  /// The screen rectangle of row `index`, if it is shown.
  func rect(ofRow index: Int) -> Area? {
    guard indices.contains(index) else { return nil }
    return Area(column: area.column, row: area.row + index - first, width: area.width, height: 1)
  }

  /// The index of the row drawn at screen row `row`, if any.
  func index(atScreenRow row: Int) -> Int? {
    let index = first + row - area.row
    return row >= area.row && indices.contains(index) ? index : nil
  }

  /// The first row shown so that `selected` stays visible, roughly centred.
  static func scrollOffset(selected: Int, count: Int, height: Int) -> Int {
    guard count > height else { return 0 }
    return min(max(0, selected - height / 2), count - height)
  }
}
