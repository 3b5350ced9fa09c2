import Loop
import PokedexCore
import TerminalUI

/// One Pokémon: facts and stats on the left; its sprite, evolution and matchups on the right.
struct DetailView {
  var strings: Strings
  var language: Language
  /// Whether colours reach the screen (sprites need them).
  var showsColor = true
  /// Keeps the sprite's cells between frames.
  var spriteCache: SpriteCellsCache?

  /// Rows the right column keeps for evolution and matchups below the sprite area.
  static let rowsBelowSprite = 16
  /// The tallest sprite area: 48 rows hold a whole 96-pixel sprite at full size, but a sprite
  /// cropped to its opaque pixels rarely needs more than this.
  static let maximumSpriteRows = 24
  /// A sprite area shorter than this is not worth drawing.
  static let minimumSpriteRows = 5
  /// The rows above a page other than the overview: a blank, the number and name, the genus
  /// and types, a blank.
  static let headerRows = 4

  func draw(_ detail: PokemonDetailFeature.State, in area: Area, into buffer: inout CellBuffer) {
    let pokemon = detail.pokemon
    var y = area.row + 1
    var x = buffer.write(pokemon.number + " ", column: 1, row: y, style: Theme.dim)
    x = buffer.write(pokemon.name(in: language), column: x, row: y, style: Theme.title)
    if detail.isFavorite { x = buffer.write(" ★", column: x, row: y, style: Theme.star) }
    if detail.isShiny { buffer.write("  ✦ " + strings.shiny, column: x, row: y, style: Theme.star) }
    y += 1
    x = buffer.write(pokemon.genus(in: language) + "  ", column: 1, row: y, style: Theme.dim)
    buffer.writeBadges(pokemon.types, strings: strings, column: x, row: y, maxWidth: area.width - x)
    y += 2
    if detail.page != .overview {
      let page = Area(
        column: 1, row: area.row + Self.headerRows, width: area.width - 2,
        height: area.height - Self.headerRows)
      if detail.page == .moves {
        drawMoves(detail, in: page, into: &buffer)
      } else if detail.page == .encounters {
        drawWhere(detail, in: page, into: &buffer)
      } else if let ability = detail.ability {
        drawAbility(ability, selected: detail.abilityHolderSelection, in: page, into: &buffer)
      } else {
        drawRecord(detail, in: page, into: &buffer)
      }
      return
    }

    let leftWidth = area.width / 2 - 1
    y = drawFacts(detail, row: y, width: leftWidth, into: &buffer)
    drawStats(pokemon.stats, row: y + 1, width: leftWidth, into: &buffer)

    if let flavor = pokemon.flavorText, !flavor.isEmpty {
      drawFlavor(flavor, in: area, into: &buffer)
    } else if detail.entryFailed {
      buffer.write(
        strings.entryFailed, column: 2, row: area.row + area.height - 1, style: Theme.error,
        maxWidth: area.width - 4)
    }

    var right = Area(
      column: area.width / 2 + 1, row: area.row + 4, width: area.width - area.width / 2 - 2,
      height: area.height - 4)
    let spriteRows = min(Self.maximumSpriteRows, right.height - Self.rowsBelowSprite)
    if spriteRows >= Self.minimumSpriteRows {
      let spriteArea = Area(
        column: right.column, row: right.row, width: right.width, height: spriteRows)
      // Evolution and matchups follow the sprite (or its stand-in) at once: they move down
      // when a sprite taller than the stand-in arrives.
      var used = SpriteView(showsColor: showsColor, language: language, cache: spriteCache)
        .draw(detail.sprite, of: pokemon, in: spriteArea, into: &buffer)
      if detail.spriteFailed {
        buffer.writeCentered(
          strings.spriteFailed, row: right.row + used, column: right.column, width: right.width,
          style: Theme.error)
        used += 1
      }
      right.row += used + 1
      right.height -= used + 1
    }
    let afterEvolution = drawEvolution(detail, in: right, into: &buffer)
    drawMatchups(
      detail.matchups,
      in: Area(
        column: right.column, row: afterEvolution + 1, width: right.width,
        height: right.row + right.height - afterEvolution - 1), into: &buffer)
  }

  private func drawFacts(
    _ detail: PokemonDetailFeature.State, row: Int, width: Int, into buffer: inout CellBuffer
  ) -> Int {
    let pokemon = detail.pokemon
    let height = "\(strings.height) \(decimal(pokemon.height)) m"
    let weight = "\(strings.weight) \(decimal(pokemon.weight)) kg"
    buffer.write("\(height)   \(weight)", column: 1, row: row, maxWidth: width)
    let abilities = pokemon.abilities.map {
      strings.ability($0, named: detail.abilityName($0, in: language))
    }
    // Abilities wrap by item onto a second line rather than being cut mid-word.
    let start = buffer.write("\(strings.abilities): ", column: 1, row: row + 1, style: Theme.dim)
    var x = start
    var y = row + 1
    for (index, ability) in abilities.enumerated() {
      let text = ability + (index < abilities.count - 1 ? ", " : "")
      if x > start, x + displayWidth(of: text) > width + 1 {
        y += 1
        x = start
      }
      x = buffer.write(text, column: x, row: y, maxWidth: width + 1 - x)
    }
    return y + 1
  }

  private func drawStats(_ stats: BaseStats, row: Int, width: Int, into buffer: inout CellBuffer) {
    buffer.write(strings.baseStats, column: 1, row: row, style: Theme.title)
    // The values start after the widest label (`Verteidigung` is wider than `Defense`).
    let labels = strings.statNames + [strings.total]
    let valueColumn = 2 + max(8, labels.map { displayWidth(of: $0) }.max() ?? 0)
    let (bar, barWidth) = (valueColumn + 4, max(4, width - valueColumn - 6))
    for (index, stat) in stats.labelled.enumerated() {
      let y = row + 1 + index
      buffer.write(strings.statNames[index], column: 1, row: y, style: Theme.dim)
      buffer.write(pad(stat.value, 3), column: valueColumn, row: y)
      let filled = min(barWidth, (stat.value * barWidth + 254) / 255)
      buffer.write(String(repeating: "█", count: filled), column: bar, row: y, style: Theme.bar)
      buffer.write(
        String(repeating: "·", count: barWidth - filled), column: bar + filled, row: y,
        style: Theme.dim)
    }
    buffer.write(strings.total, column: 1, row: row + 7, style: Theme.dim)
    buffer.write(pad(stats.total, 3), column: valueColumn, row: row + 7, style: Theme.title)
  }

  /// Draws the chain as a tree; returns the row after it.
  private func drawEvolution(
    _ detail: PokemonDetailFeature.State, in area: Area, into buffer: inout CellBuffer
  ) -> Int {
    buffer.write(strings.evolution, column: area.column, row: area.row, style: Theme.title)
    var y = area.row + 1
    switch detail.evolution {
    case .idle, .loading:
      buffer.write(strings.loading, column: area.column, row: y, style: Theme.dim)
      return y + 1
    case .failed(let message):
      buffer.write(
        strings.message(message), column: area.column, row: y, style: Theme.error,
        maxWidth: area.width)
      return y + 1
    case .loaded(let chain):
      let limit = area.row + area.height - 4
      func draw(_ node: EvolutionNode, prefix: String, isLast: Bool, isRoot: Bool) {
        guard y < limit else { return }
        let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
        var x = buffer.write(prefix + branch, column: area.column, row: y, style: Theme.dim)
        let name = detail.evolutionName(of: node, in: language)
        // The Pokémon shown is underlined; another member chosen with ↑/↓ is reversed.
        var style = node.speciesID == detail.pokemon.speciesID ? Theme.highlight : Style.plain
        if node.speciesID == detail.highlightedSpecies, node.speciesID != detail.pokemon.speciesID {
          style = Theme.selected
        }
        x = buffer.write(
          name, column: x, row: y, style: style, maxWidth: area.column + area.width - x)
        if !node.conditions.isEmpty {
          let ways = node.waysText(firstFor: detail.pokemon, in: language) {
            detail.reference.value?.conditionName($0, in: language)
          }
          buffer.write(
            " (\(ways))", column: x, row: y, style: Theme.dim,
            maxWidth: area.column + area.width - x)
        }
        y += 1
        let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
        for (index, child) in node.evolvesTo.enumerated() {
          draw(child, prefix: childPrefix, isLast: index == node.evolvesTo.count - 1, isRoot: false)
        }
      }
      draw(chain.root, prefix: "", isLast: true, isRoot: true)
      return y
    }
  }

  private func drawMatchups(
    _ matchups: LoadState<TypeMatchups>, in area: Area, into buffer: inout CellBuffer
  ) {
    buffer.write(strings.matchups, column: area.column, row: area.row, style: Theme.title)
    guard let matchups = matchups.value else {
      let text = matchups.failure.map(strings.message) ?? strings.loading
      buffer.write(
        text, column: area.column, row: area.row + 1, style: Theme.dim, maxWidth: area.width)
      return
    }
    let lines: [(String, [PokemonType])] = [
      ("\(strings.weakTo) ×4", matchups.quadruple),
      ("\(strings.weakTo) ×2", matchups.double),
      ("\(strings.resists) ×½", matchups.half),
      ("\(strings.resists) ×¼", matchups.quarter),
      (strings.immuneTo, matchups.immune),
    ]
    var y = area.row + 1
    if lines.allSatisfy({ $0.1.isEmpty }) {
      buffer.write(strings.none, column: area.column, row: y, style: Theme.dim)
    }
    for (label, types) in lines where !types.isEmpty && y < area.row + area.height {
      let x = buffer.write(label + " ", column: area.column, row: y, style: Theme.dim)
      // Badges wrap onto further lines when they do not fit.
      var column = x
      for type in types {
        let badge = strings.badge(of: type)
        if column + displayWidth(of: badge) > area.column + area.width {
          y += 1
          column = x
          if y >= area.row + area.height { return }
        }
        column = buffer.write(badge, column: column, row: y, style: Theme.badge(type))
        column = buffer.write(" ", column: column, row: y)
      }
      y += 1
    }
  }

  /// The Pokédex entry (live source only), wrapped at words into the last rows of the area.
  private func drawFlavor(_ text: String, in area: Area, into buffer: inout CellBuffer) {
    let width = area.width - 4
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, displayWidth(of: line) + 1 + displayWidth(of: word) > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    let shown = lines.prefix(3)
    let top = area.row + area.height - shown.count
    for (index, text) in shown.enumerated() {
      buffer.write(text, column: 2, row: top + index, style: Style(italic: true), maxWidth: width)
    }
  }

  /// The record page: abilities explained (one highlighted; Enter opens it), the entry of the
  /// chosen game, training and breeding, and the forms; scrolled by PgUp and PgDn where it is
  /// longer than the screen, an arrow at the top's end saying that lines are above.
  private func drawRecord(
    _ detail: PokemonDetailFeature.State, in area: Area, into buffer: inout CellBuffer
  ) {
    guard let lines = recordLines(detail, width: area.width) else {
      let text = detail.reference.failure.map(strings.message) ?? strings.loading
      buffer.write(text, column: area.column, row: area.row, style: Theme.dim, maxWidth: area.width)
      return
    }
    let first = min(detail.recordScroll, max(0, lines.count - area.height))
    buffer.write(Array(lines.dropFirst(first)), in: area)
    if first > 0 {
      buffer.write("↑", column: area.column + area.width - 1, row: area.row, style: Theme.dim)
    }
  }

  /// The shown detail's record page in `state` (its terminal's size as the last resize gave
  /// it): how many lines it has, and how many rows it has on screen.
  static func recordPage(_ state: ScreenFeature.State, strings: Strings, language: Language)
    -> (lines: Int, rows: Int)?
  {
    guard let detail = state.app.detail, let width = state.width else { return nil }
    // The frame's own layout (a saved file's problem takes rows of the body), less the
    // detail's rows of name and genus that `draw` puts above the page.
    let height = ScreenView.terminalHeight(forPageHeight: state.pageHeight)
    let problem = ScreenView.problemLines(state, strings: strings, width: width)
    let body = ScreenLayout(state, width: width, height: height, problemLines: problem.count).body
    let view = DetailView(strings: strings, language: language)
    return view.recordLines(detail, width: body.width - 2).map {
      ($0.count, max(1, body.height - Self.headerRows))
    }
  }

  /// The record page's lines, wrapped at `width`; nil until the record is read.
  func recordLines(_ detail: PokemonDetailFeature.State, width: Int) -> [StyledLine]? {
    guard let details = detail.reference.value else { return nil }
    let text = RecordText(strings: strings, language: language)
    var lines = text.abilityLines(
      detail.pokemon, details: details, selected: detail.abilitySelection)
    let entry = text.entryLines(details, game: detail.game, of: detail.pokemon)
    if !entry.isEmpty { lines += [StyledLine()] + entry }
    let record = text.recordLines(detail.pokemon, details: details)
    if !record.isEmpty { lines += [StyledLine()] + record }
    if details.forms.count > 1 {
      var forms = StyledLine(strings.translated("Forms") + ": ", Theme.dim)
      for (index, form) in details.forms.enumerated() {
        if index > 0 { forms.append(", ") }
        forms.append(
          form.name(in: language), form.id == detail.pokemon.id ? Theme.highlight : .plain)
      }
      lines += [StyledLine(), forms]
    }
    return StyledLine.wrapped(lines, width: width)
  }

  /// The Moves page: one game group's learnset by method, scrolled.
  private func drawMoves(
    _ detail: PokemonDetailFeature.State, in area: Area, into buffer: inout CellBuffer
  ) {
    guard let learnsets = detail.learnsets.value else {
      let text = detail.learnsets.failure.map(strings.message) ?? strings.loading
      buffer.write(text, column: area.column, row: area.row, style: Theme.dim, maxWidth: area.width)
      return
    }
    guard let group = detail.shownMoveGroup else {
      buffer.write(
        strings.translated("No moves"), column: area.column, row: area.row, style: Theme.dim)
      return
    }
    var heading = StyledLine(learnsets.name(of: group, in: language), Theme.title)
    heading.append(
      "  " + strings.translated("by " + detail.moveOrder.rawValue) + "  (g, o, w)", Theme.dim)
    buffer.write([heading], in: area)
    if learnsets.borrowed.contains(group.id), area.height > 1 {
      buffer.write(
        strings.translated(MovesText.borrowedNote), column: area.column, row: area.row + 1,
        style: Theme.dim, maxWidth: area.width)
    }
    let lines = MovesText(strings: strings, language: language).learnsetLines(
      learnsets, group: group, order: detail.moveOrder, highlight: detail.moveScroll)
    let body = Area(
      column: area.column, row: area.row + 2, width: area.width, height: max(0, area.height - 2))
    // The highlighted move stays in view.
    let sections = learnsets.sections(in: group.id, order: detail.moveOrder, language: language)
    buffer.writeSections(
      lines, sections: sections.map(\.moves.count), highlight: detail.moveScroll, in: body)
  }

  /// The Where page: where it is found in one game group, scrolled by lines.
  private func drawWhere(
    _ detail: PokemonDetailFeature.State, in area: Area, into buffer: inout CellBuffer
  ) {
    guard let guide = detail.encounters.value else {
      let text = detail.encounters.failure.map(strings.message) ?? strings.loading
      buffer.write(text, column: area.column, row: area.row, style: Theme.dim, maxWidth: area.width)
      return
    }
    let group = detail.shownEncounterGroup
    var heading = StyledLine(strings.translated("Where it is found"), Theme.title)
    if let group { heading.append("  " + guide.name(of: group, in: language) + "  (g)", Theme.dim) }
    buffer.write([heading], in: area)
    let text = EncounterText(strings: strings, language: language).pokemonLines(
      guide, group: group, name: detail.pokemon.name(in: language),
      highlight: detail.encounterPlace)
    let lines = StyledLine.wrapped(text, width: area.width)
    let body = Area(
      column: area.column, row: area.row + 2, width: area.width, height: max(0, area.height - 2))
    // The highlighted place's heading stays in view, a third of the way down.
    let highlighted = lines.firstIndex { $0.spans.first?.style == Theme.selected } ?? 0
    let first = max(0, min(highlighted - body.height / 3, lines.count - body.height))
    // The lines past the foot are counted on its last row (they scroll into view), not run
    // on into it, a place's heading joined to another's entry.
    buffer.write(StyledLine.fitted(Array(lines.dropFirst(first)), count: body.height), in: body)
  }

  /// An opened ability: its effect in full, and every Pokémon and form with it (one
  /// highlighted; Enter opens it).
  private func drawAbility(
    _ ability: LoadState<AbilityDetail>, selected: Int, in area: Area,
    into buffer: inout CellBuffer
  ) {
    guard let detail = ability.value else {
      let text = ability.failure.map(strings.message) ?? strings.loading
      buffer.write(text, column: area.column, row: area.row, style: Theme.dim, maxWidth: area.width)
      return
    }
    let info = detail.ability
    var title = StyledLine(info.name(in: language), Theme.title)
    title.append("  " + strings.translated("Generation") + " \(info.generation)", Theme.dim)
    var lines = [title]
    // The short effect in the display language first: the full one is often English only.
    let short = info.shortEffect(in: language)
    if !short.isEmpty { lines.append(StyledLine(short)) }
    let effect = info.effect(in: language)
    if effect != short, !effect.isEmpty {
      if !short.isEmpty { lines.append(StyledLine()) }
      lines += effect.split(separator: "\n").map { StyledLine(String($0)) }
    }
    lines.append(StyledLine())
    lines.append(
      StyledLine(strings.translated("Pokémon with it") + " (\(detail.holders.count))", Theme.title))
    let top = StyledLine.wrapped(lines, width: area.width)
    let shownTop = StyledLine.fitted(top, count: max(2, area.height / 2))
    buffer.write(shownTop, in: area)
    // The list scrolls to keep the highlight in view.
    let listArea = Area(
      column: area.column, row: area.row + shownTop.count, width: area.width,
      height: area.height - shownTop.count)
    guard listArea.height > 0 else { return }
    let first = max(0, min(selected - listArea.height / 2, detail.holders.count - listArea.height))
    for (offset, holder) in detail.holders.dropFirst(first).prefix(listArea.height).enumerated() {
      let index = first + offset
      let y = listArea.row + offset
      var x = buffer.write(
        holder.pokemon.number + " ", column: area.column, row: y, style: Theme.dim)
      x = buffer.write(
        holder.pokemon.name(in: language), column: x, row: y,
        style: index == selected ? Theme.selected : .plain, maxWidth: area.width - x)
      if holder.isHidden {
        buffer.write(" (\(strings.hidden))", column: x, row: y, style: Theme.dim)
      }
    }
  }

  /// Tenths as a decimal: 4 → "0.4", 60 → "6.0".
  private func decimal(_ tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }

  private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
