import PokedexCore
import TerminalUI

/// A Pokémon's card as lines of text, the way `pokedex-tui show` prints it: the sprite in
/// half-blocks (when there is one), then the facts, the base stats with bars, the evolution
/// tree and the type matchups.
struct CardText {
  var strings: Strings
  var language: Language

  /// Columns the sprite may take, and rows: a 96-pixel sprite cropped to its opaque pixels
  /// fits at full size.
  static let spriteColumns = 64
  static let spriteRows = 32
  /// Cells a bar of 255 (the highest base stat) fills.
  static let barWidth = 32

  /// The card's lines for a terminal `width` columns wide: the sprite beside the facts when
  /// both fit, above them otherwise.
  func lines(_ card: PokemonCard, width: Int = 80) -> [StyledLine] {
    let facts = factLines(card)
    guard let image = card.sprite else { return facts }
    let sprite = spriteLines(image)
    let spriteWidth = sprite.map { displayWidth(of: $0.text) }.max() ?? 0
    let factsWidth = facts.map { displayWidth(of: $0.text) }.max() ?? 0
    guard spriteWidth + 2 + factsWidth <= width else { return sprite + [StyledLine()] + facts }
    return (0..<max(sprite.count, facts.count)).map { index in
      var line = index < sprite.count ? sprite[index] : StyledLine()
      let padding = spriteWidth + 2 - displayWidth(of: line.text)
      line.append(String(repeating: " ", count: padding))
      if index < facts.count { line.spans += facts[index].spans }
      return line
    }
  }

  private func factLines(_ card: PokemonCard) -> [StyledLine] {
    let pokemon = card.pokemon
    var lines: [StyledLine] = []
    var title = StyledLine(pokemon.number + " ", Theme.dim)
    title.append(pokemon.name(in: language), Theme.title)
    title.append("  ")
    for type in pokemon.types {
      title.append(strings.badge(of: type), Theme.badge(type))
      title.append(" ")
    }
    lines.append(title)
    lines.append(StyledLine(pokemon.genus(in: language), Theme.dim))
    lines.append(
      StyledLine(
        "\(strings.height) \(decimal(pokemon.height)) m   "
          + "\(strings.weight) \(decimal(pokemon.weight)) kg"))
    let record = RecordText(strings: strings, language: language)
    let details = card.details ?? PokemonDetails()
    if details.abilities.isEmpty {
      var abilities = StyledLine("\(strings.abilities): ", Theme.dim)
      abilities.append(
        pokemon.abilities.map { strings.ability($0, named: $0.displayName) }
          .joined(separator: ", "))
      lines.append(abilities)
    } else {
      lines.append(StyledLine())
      lines += record.abilityLines(pokemon, details: details)
    }
    if let flavor = pokemon.flavorText, !flavor.isEmpty {
      lines.append(StyledLine())
      lines.append(StyledLine(flavor, Style(italic: true)))
    } else {
      let entry = record.entryLines(details, game: nil, of: pokemon)
      if !entry.isEmpty { lines += [StyledLine()] + entry }
    }
    lines.append(StyledLine())
    lines += statLines(pokemon.stats)
    if let chain = card.evolution {
      lines.append(StyledLine())
      lines.append(StyledLine(strings.evolution, Theme.title))
      lines += evolutionLines(chain, card: card)
    }
    if let matchups = card.matchups {
      lines.append(StyledLine())
      lines.append(StyledLine(strings.matchups, Theme.title))
      lines += matchupLines(matchups)
    }
    let recordLines = record.recordLines(pokemon, details: details)
    if !recordLines.isEmpty { lines += [StyledLine()] + recordLines }
    if details.forms.count > 1 {
      lines.append(StyledLine())
      var forms = StyledLine(strings.translated("Forms") + ": ", Theme.dim)
      forms.append(details.forms.map { $0.name(in: language) }.joined(separator: ", "))
      lines.append(forms)
    }
    return lines
  }

  private func spriteLines(_ image: PNGImage) -> [StyledLine] {
    let cells = SpriteCells.fitting(image, columns: Self.spriteColumns, rows: Self.spriteRows)
    return cells.rows.map { row in
      var line = StyledLine()
      for cell in row {
        switch (cell.top, cell.bottom) {
        case (nil, nil): line.append(" ")
        case (let top?, let bottom):
          line.append("▀", Style(foreground: Color(top), background: bottom.map(Color.init)))
        case (nil, let bottom?): line.append("▄", Style(foreground: Color(bottom)))
        }
      }
      return line
    }
  }

  private func statLines(_ stats: BaseStats) -> [StyledLine] {
    var lines = [StyledLine(strings.baseStats, Theme.title)]
    // The values line up after the widest label (`Verteidigung` is wider than `Defense`).
    let labelWidth =
      1 + max(8, (strings.statNames + [strings.total]).map { displayWidth(of: $0) }.max() ?? 0)
    for (index, stat) in stats.labelled.enumerated() {
      var line = StyledLine(strings.statNames[index].padding(to: labelWidth), Theme.dim)
      line.append(pad(stat.value, 3) + " ")
      let filled = min(Self.barWidth, (stat.value * Self.barWidth + 254) / 255)
      line.append(String(repeating: "█", count: filled), Theme.bar)
      line.append(String(repeating: "·", count: Self.barWidth - filled), Theme.dim)
      lines.append(line)
    }
    var total = StyledLine(strings.total.padding(to: labelWidth), Theme.dim)
    total.append(pad(stats.total, 3), Theme.title)
    lines.append(total)
    return lines
  }

  private func evolutionLines(_ chain: EvolutionChain, card: PokemonCard) -> [StyledLine] {
    var lines: [StyledLine] = []
    func add(_ node: EvolutionNode, prefix: String, isLast: Bool, isRoot: Bool) {
      let branch = isRoot ? "" : (isLast ? "└─ " : "├─ ")
      var line = StyledLine(prefix + branch, Theme.dim)
      let isShown = node.speciesID == card.pokemon.id
      line.append(card.evolutionName(of: node), isShown ? Theme.highlight : .plain)
      // Every way, the shown form's first.
      if !node.conditions.isEmpty {
        let ways = node.waysText(firstFor: card.pokemon, in: language) {
          card.details?.conditionName($0, in: language)
        }
        line.append(" (\(ways))", Theme.dim)
      }
      lines.append(line)
      let childPrefix = isRoot ? "" : prefix + (isLast ? "   " : "│  ")
      for (index, child) in node.evolvesTo.enumerated() {
        add(child, prefix: childPrefix, isLast: index == node.evolvesTo.count - 1, isRoot: false)
      }
    }
    add(chain.root, prefix: "", isLast: true, isRoot: true)
    return lines
  }

  private func matchupLines(_ matchups: TypeMatchups) -> [StyledLine] {
    let groups: [(String, [PokemonType])] = [
      ("\(strings.weakTo) ×4", matchups.quadruple),
      ("\(strings.weakTo) ×2", matchups.double),
      ("\(strings.resists) ×½", matchups.half),
      ("\(strings.resists) ×¼", matchups.quarter),
      (strings.immuneTo, matchups.immune),
    ].filter { !$0.1.isEmpty }
    guard !groups.isEmpty else { return [StyledLine(strings.none, Theme.dim)] }
    let width = groups.map { displayWidth(of: $0.0) }.max() ?? 0
    return groups.map { label, types in
      var line = StyledLine(label.padding(to: width + 1), Theme.dim)
      for type in types {
        line.append(strings.badge(of: type), Theme.badge(type))
        line.append(" ")
      }
      return line
    }
  }

  private func decimal(_ tenths: Int) -> String { "\(tenths / 10).\(tenths % 10)" }

  private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}

extension String {
  /// The text followed by spaces up to `width` display columns.
  fileprivate func padding(to width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth(of: self)))
  }
}
