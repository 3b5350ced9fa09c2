import Loop
import PokedexCore
import TerminalUI

/// The list, search and favourites screens: rows of number, name, type badges and a star (and
/// the stat the list is sorted by), and on a wide terminal the selected Pokémon's sprite beside
/// its row, or, wider still, its preview (``PreviewView``) on the right.
struct ListView {
  var strings: Strings
  var language: Language
  /// Whether colours reach the screen (sprites need them).
  var showsColor = true
  /// Keeps the row sprite's cells between frames.
  var spriteCache: SpriteCellsCache?
  /// The Pokémon marked for comparing (a mark on their rows).
  var marked: [Pokemon] = []
  /// Abilities' names for the preview (see ``ScreenFeature/State/abilityNames``).
  var abilityNames: [String: [String: String]] = [:]

  /// The narrowest list that has room for a sprite beside the rows.
  static let minimumWidthForSprite = 96
  /// The narrowest list that shows the selected Pokémon's preview beside the rows.
  static let minimumWidthForPreview = 100
  /// The box a row's sprite is shrunk into.
  static let rowSpriteColumns = 20
  static let rowSpriteRows = 8

  func drawList(_ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer)
  {
    let list = state.app.list
    drawFilterSummary(list.filters.filter, layout, into: &buffer)
    let middle = layout.content.row + layout.content.height / 2
    switch list.pokemon {
    case .idle, .loading:
      buffer.writeCentered(strings.loading, row: middle, style: Theme.dim)
    case .failed(let message):
      drawError(message, in: layout.content, into: &buffer)
    case .loaded:
      guard let rows = layout.rows else {
        buffer.writeCentered(strings.noResults, row: middle, style: Theme.dim)
        return
      }
      var footer: (String, Style)?
      if list.isLoadingPage { footer = (strings.loadingMore, Theme.dim) }
      if let failure = list.pageFailure {
        footer = ("\(strings.message(failure)) — \(strings.pressRToRetry)", Theme.error)
      }
      drawRows(
        list.rows.map { ($0, nil) }, selected: state.selectedIndex, favorites: list.favorites,
        footer: footer, sprite: state.selectedRowSprite, stat: sortedStat(state), in: rows,
        into: &buffer)
    }
  }

  func drawFavorites(
    _ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer
  ) {
    let favorites = state.app.favorites
    let middle = layout.content.row + layout.content.height / 2
    if let row = layout.missingRow {
      let numbers = favorites.missing.map { "#\($0)" }.joined(separator: ", ")
      buffer.write(
        "⚠ " + strings.filled("Not in this Pokédex's data, kept in your favourites: %@", numbers),
        column: 1, row: row, style: Theme.error, maxWidth: layout.content.width - 2)
    }
    switch favorites.loaded {
    case .idle, .loading:
      buffer.writeCentered(strings.loading, row: middle, style: Theme.dim)
    case .failed(let message):
      drawError(message, in: layout.content, into: &buffer)
    case .loaded:
      guard let rows = layout.rows else {
        // Favourites this data lacks are favourites still: "none yet" would not be true.
        if favorites.missing.isEmpty {
          buffer.writeCentered(strings.noFavorites, row: middle, style: Theme.dim)
        }
        return
      }
      drawRows(
        favorites.rows.map { ($0, nil) }, selected: state.selectedIndex,
        favorites: favorites.favorites, footer: nil, sprite: state.selectedRowSprite,
        stat: sortedStat(state), in: rows, into: &buffer)
    }
  }

  func drawSearch(
    _ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer
  ) {
    let search = state.app.search
    if let row = layout.promptRow {
      var x = buffer.write("/ ", column: 1, row: row, style: Theme.title)
      x = buffer.write(search.query, column: x, row: row, maxWidth: layout.content.width - x - 1)
      if state.isEditingQuery {
        x = buffer.write(" ", column: x, row: row, style: Theme.selected)  // the text cursor
      }
      if let problem = search.queryProblem {
        buffer.write(
          "  " + strings.queryProblem(problem), column: x, row: row, style: Theme.error,
          maxWidth: layout.content.width - x - 1)
      }
    }
    drawFilterSummary(search.filters.filter, layout, into: &buffer)
    let middle = layout.content.row + layout.content.height / 2
    switch search.results {
    case .idle:
      buffer.writeCentered(strings.typeToSearch, row: middle, style: Theme.dim)
    case .loading:
      buffer.writeCentered(strings.searching, row: middle, style: Theme.dim)
    case .failed(let message):
      drawError(message, in: layout.content, into: &buffer)
    case .loaded(let results):
      guard let rows = layout.rows else {
        buffer.writeCentered(strings.noResults, row: middle, style: Theme.dim)
        return
      }
      drawRows(
        results.map { ($0.pokemon, $0) }, selected: state.selectedIndex,
        favorites: search.favorites, footer: nil, sprite: state.selectedRowSprite, in: rows,
        into: &buffer)
    }
  }

  /// The stat the list and the favourites are sorted by, if it is one.
  private func sortedStat(_ state: ScreenFeature.State) -> PokedexCore.SortOrder.Key? {
    let key = state.app.list.sort.order.key
    return key.isStat ? key : nil
  }

  private func drawRows(
    _ rows: [(Pokemon, SearchResult?)], selected: Int, favorites: Set<Int>,
    footer: (String, Style)?, sprite: PNGImage?, stat: PokedexCore.SortOrder.Key? = nil,
    in layout: RowsLayout, into buffer: inout CellBuffer
  ) {
    let marked = Set(self.marked.map(\.id))
    var area = layout.area
    if area.width >= Self.minimumWidthForPreview, rows.indices.contains(selected) {
      let preview = Area(
        column: area.column + area.width - PreviewView.width + 2, row: area.row,
        width: PreviewView.width - 3, height: area.height)
      PreviewView(
        strings: strings, language: language, showsColor: showsColor, spriteCache: spriteCache,
        abilityNames: abilityNames
      )
      .draw(rows[selected].0, sprite: sprite, in: preview, into: &buffer)
      area.width -= PreviewView.width
    } else if let sprite, rows.indices.contains(selected), showsColor,
      area.width >= Self.minimumWidthForSprite, area.height >= Self.rowSpriteRows
    {
      // Level with the selected row, kept inside the rows' area.
      let top = min(
        max(area.row, area.row + selected - layout.first - Self.rowSpriteRows / 2),
        area.row + area.height - Self.rowSpriteRows)
      let box = Area(
        column: area.column + area.width - Self.rowSpriteColumns - 2, row: top,
        width: Self.rowSpriteColumns, height: Self.rowSpriteRows)
      SpriteView(showsColor: showsColor, language: language, cache: spriteCache)
        .draw(sprite, of: rows[selected].0, in: box, into: &buffer)
    }
    let nameWidth = min(24, max(12, area.width - 40))
    for index in layout.indices where rows.indices.contains(index) {
      guard let y = layout.rect(ofRow: index)?.row else { continue }
      let (pokemon, match) = rows[index]
      let isSelected = index == selected
      // The selection is a marker, not a reversed bar: moving it rewrites two cells, not two
      // whole rows (a one-row move costs a few dozen bytes on the wire).
      buffer.write(isSelected ? "▸" : " ", column: area.column, row: y, style: Theme.marker)
      // Numbers end in the same column, so "#1025" takes the space the marker leaves and
      // still has one before its name.
      let number = pokemon.number
      buffer.write(number, column: area.column + 6 - number.count, row: y, style: Theme.dim)
      let nameColumn = area.column + 7
      let name = pokemon.name(in: language)
      buffer.write(name, column: nameColumn, row: y, maxWidth: nameWidth)
      if let match, let range = match.highlight {
        highlight(
          match, displayed: name, range: range, column: nameColumn, row: y, maxWidth: nameWidth,
          into: &buffer)
      }
      var badgesColumn = nameColumn + nameWidth + 1
      if let stat {
        // The value sorted by, right-aligned, before the badges.
        let value = String(stat.stat(pokemon))
        buffer.write(value, column: badgesColumn + 3 - value.count, row: y, style: Theme.title)
        badgesColumn += 5
      }
      let end = buffer.writeBadges(
        pokemon.types, strings: strings, column: badgesColumn, row: y,
        maxWidth: area.width - badgesColumn - 3)
      var markColumn = max(end, badgesColumn)
      if favorites.contains(pokemon.id) {
        buffer.write("★", column: markColumn, row: y, style: Theme.star)
        markColumn += 2
      }
      if marked.contains(pokemon.id) {
        buffer.write("⚖", column: markColumn, row: y, style: Theme.title)
      }
    }
    if let (text, style) = footer, let row = layout.footerRow {
      buffer.write(text, column: area.column + 2, row: row, style: style, maxWidth: area.width - 4)
    }
  }

  /// Underlines the matched characters; a match in another language is shown after the name.
  private func highlight(
    _ match: SearchResult, displayed: String, range: Range<Int>, column: Int, row: Int,
    maxWidth: Int, into buffer: inout CellBuffer
  ) {
    var text = displayed
    var start = column
    if match.matchedName != displayed {
      start = column + displayWidth(of: displayed) + 1
      text = match.matchedName
      buffer.write(
        text, column: start, row: row, style: Theme.dim, maxWidth: column + maxWidth - start)
    }
    let characters = Array(text)
    guard range.upperBound <= characters.count else { return }
    let prefixWidth = displayWidth(of: String(characters[..<range.lowerBound]))
    let matchWidth = displayWidth(of: String(characters[range]))
    buffer.restyle(
      column: start + prefixWidth, row: row,
      width: min(matchWidth, column + maxWidth - start - prefixWidth), height: 1
    ) {
      $0.bold = true
      $0.underline = true
    }
  }

  private func drawFilterSummary(
    _ filter: PokemonFilter, _ layout: ListLayout, into buffer: inout CellBuffer
  ) {
    guard let row = layout.filterRow else { return }
    var x = buffer.write(" \(strings.filters): ", column: 1, row: row, style: Theme.dim)
    x = buffer.writeBadges(
      filter.types.sorted(), strings: strings, column: x, row: row, maxWidth: buffer.width - x - 12)
    var parts = filter.generations.sorted().map { "\(strings.generation) \($0)" }
    if filter.includesForms { parts.append(strings.translated("Forms")) }
    if let ability = filter.ability {
      parts.append(strings.name(from: abilityNames[ability] ?? [:], slug: ability, in: language))
    }
    if let learns = filter.learns {
      parts.append(strings.translated("learns") + " " + learns.label(in: language))
    }
    buffer.write(
      parts.joined(separator: ", "), column: x, row: row, style: Theme.dim,
      maxWidth: buffer.width - x - 1)
  }

  private func drawError(_ message: String, in area: Area, into buffer: inout CellBuffer) {
    let middle = area.row + area.height / 2
    buffer.writeCentered(strings.message(message), row: middle - 1, style: Theme.error)
    buffer.writeCentered(strings.pressRToRetry, row: middle + 1, style: Theme.dim)
  }
}
