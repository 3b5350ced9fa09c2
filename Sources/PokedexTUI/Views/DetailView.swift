import Loop
import PokedexCore

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

    let leftWidth = area.width / 2 - 1
    y = drawFacts(pokemon, row: y, width: leftWidth, into: &buffer)
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

  private func drawFacts(_ pokemon: Pokemon, row: Int, width: Int, into buffer: inout CellBuffer)
    -> Int
  {
    let height = "\(strings.height) \(decimal(pokemon.height)) m"
    let weight = "\(strings.weight) \(decimal(pokemon.weight)) kg"
    buffer.write("\(height)   \(weight)", column: 1, row: row, maxWidth: width)
    let abilities = pokemon.abilities.map {
      $0.isHidden ? "\($0.displayName) (\(strings.hidden))" : $0.displayName
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
      buffer.write(message, column: area.column, row: y, style: Theme.error, maxWidth: area.width)
      return y + 1
    case .loaded(let chain):
      let limit = area.row + area.height - 4
      func draw(_ node: EvolutionNode, prefix: String, isLast: Bool, isRoot: Bool) {
        guard y < limit else { return }
        let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
        var x = buffer.write(prefix + branch, column: area.column, row: y, style: Theme.dim)
        let name = detail.evolutionNames[node.speciesID] ?? node.displayName
        // The Pokémon shown is underlined; another member chosen with ↑/↓ is reversed.
        var style = node.speciesID == detail.pokemon.id ? Theme.highlight : Style.plain
        if node.speciesID == detail.highlightedSpecies, node.speciesID != detail.pokemon.id {
          style = Theme.selected
        }
        x = buffer.write(
          name, column: x, row: y, style: style, maxWidth: area.column + area.width - x)
        if let condition = node.conditions.first {
          buffer.write(
            " (\(condition.summary(in: language) { _ in nil }))", column: x, row: y,
            style: Theme.dim,
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
      let text = matchups.failure ?? strings.loading
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

  /// Tenths as a decimal: 4 → "0.4", 60 → "6.0".
  private func decimal(_ tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }

  private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
