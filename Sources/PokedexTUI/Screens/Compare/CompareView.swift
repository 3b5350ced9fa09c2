import PokedexCore
import TerminalUI

/// Two to four Pokémon side by side: names, types and abilities; each base stat and the total
/// as a value and a bar, the highest in bold and the others with their difference to it; each
/// one's weaknesses, resistances and immunities; and who outspeeds whom.
struct CompareView {
  var strings: Strings
  var language: Language
  /// Abilities' names (see ``ScreenFeature/State/abilityNames``).
  var abilityNames: [String: [String: String]] = [:]

  func draw(_ state: CompareFeature.State, in area: Area, into buffer: inout CellBuffer) {
    let comparison = state.comparison
    let count = max(1, comparison.pokemon.count)
    let labels = strings.statNames + [strings.total]
    let labelWidth =
      ([strings.types, strings.abilities, strings.weakTo, strings.resists, strings.immuneTo]
      + labels).map { displayWidth(of: $0) }.max() ?? 0
    let firstColumn = area.column + 1 + labelWidth + 2
    let columnWidth = max(8, (area.column + area.width - firstColumn) / count)
    func column(_ index: Int) -> Int { firstColumn + index * columnWidth }
    var y = area.row + 1
    func label(_ text: String, style: Style = Theme.dim) {
      buffer.write(text, column: area.column + 1, row: y, style: style, maxWidth: labelWidth)
    }
    for (index, pokemon) in comparison.pokemon.enumerated() {
      var x = buffer.write(pokemon.number + " ", column: column(index), row: y, style: Theme.dim)
      x = buffer.write(
        pokemon.name(in: language), column: x, row: y, style: Theme.title,
        maxWidth: column(index) + columnWidth - 1 - x)
      buffer.writeBadges(
        pokemon.types, strings: strings, column: column(index), row: y + 1,
        maxWidth: columnWidth - 1)
      let abilities = pokemon.abilities.map {
        strings.ability($0, from: abilityNames, in: language)
      }
      buffer.write(
        abilities.joined(separator: ", "), column: column(index), row: y + 2,
        maxWidth: columnWidth - 1)
    }
    y += 1
    label(strings.types)
    y += 1
    label(strings.abilities)
    y += 2
    // Each stat: the value, a bar, and the difference to the highest (the highest in bold).
    let barWidth = max(0, columnWidth - 11)
    for (rowIndex, row) in comparison.rows.enumerated() {
      label(labels[rowIndex], style: rowIndex == 6 ? Theme.title : Theme.dim)
      for index in row.values.indices {
        let value = row.values[index]
        let best = row.isBest(index)
        var style = best ? Theme.title : Style.plain
        style.bold = best
        let text = String(repeating: " ", count: max(0, 3 - String(value).count)) + String(value)
        var x = buffer.write(text, column: column(index), row: y, style: style)
        if rowIndex < 6, barWidth > 0 {
          let filled = min(barWidth, (value * barWidth + 254) / 255)
          x = buffer.write(
            " " + String(repeating: "█", count: filled), column: x, row: y, style: Theme.bar)
          x = buffer.write(
            String(repeating: "·", count: barWidth - filled), column: x, row: y, style: Theme.dim)
        }
        if !best {
          buffer.write(" \(row.difference(index))", column: x, row: y, style: Theme.dim)
        }
      }
      y += 1
    }
    y += 1
    // Defensive matchups, once the type chart is in.
    if let matchups = state.matchups {
      let kinds: [(String, (TypeMatchups) -> [PokemonType])] = [
        (strings.weakTo, { $0.quadruple + $0.double }),
        (strings.resists, { $0.quarter + $0.half }),
        (strings.immuneTo, { $0.immune }),
      ]
      for (title, types) in kinds {
        label(title)
        for (index, matchup) in matchups.enumerated() {
          // A ×4 weakness and a ×¼ resistance say so.
          let names = types(matchup).map {
            strings.name(of: $0)
              + (matchup.quadruple.contains($0) ? "×4" : matchup.quarter.contains($0) ? "×¼" : "")
          }
          buffer.write(
            names.isEmpty ? strings.none : names.joined(separator: " "), column: column(index),
            row: y, maxWidth: columnWidth - 1)
        }
        y += 1
      }
    } else {
      let text = state.chart.failure.map(strings.message) ?? strings.loading
      buffer.write(
        text, column: area.column + 1, row: y, style: Theme.dim, maxWidth: area.width - 2)
      y += 1
    }
    y += 1
    // Who outspeeds whom.
    var lines = comparison.outspeeds.map { pair in
      "\(pair.faster.name(in: language)) (\(pair.faster.stats.speed)) > "
        + "\(pair.slower.name(in: language)) (\(pair.slower.stats.speed))"
    }
    lines += comparison.speedTies.map { a, b in
      "\(a.name(in: language)) = \(b.name(in: language)) (\(a.stats.speed))"
    }
    if !lines.isEmpty, y < area.row + area.height {
      label(strings.statNames[5], style: Theme.title)
      for line in lines where y < area.row + area.height {
        buffer.write(
          line, column: firstColumn, row: y, maxWidth: area.column + area.width - firstColumn)
        y += 1
      }
    }
  }
}
