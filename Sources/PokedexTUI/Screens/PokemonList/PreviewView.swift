import PokedexCore
import TerminalUI

/// The selected Pokémon beside the rows on a wide terminal (``ListView/minimumWidthForPreview``
/// columns and more): number and name, genus, types, base stats as bars with the total,
/// abilities, and below them its sprite when one has arrived.
struct PreviewView {
  var strings: Strings
  var language: Language
  var showsColor = true
  var spriteCache: SpriteCellsCache?
  var abilityNames: [String: [String: String]] = [:]

  /// The columns the preview takes, its gap to the rows included.
  static let width = 42

  func draw(
    _ pokemon: Pokemon, sprite: PNGImage?, in area: Area, into buffer: inout CellBuffer
  ) {
    var lines = [StyledLine(pokemon.number + " ", Theme.dim)]
    lines[0].append(pokemon.name(in: language), Theme.title)
    lines.append(StyledLine(pokemon.genus(in: language), Theme.dim))
    var badges = StyledLine()
    for type in pokemon.types {
      badges.append(strings.badge(of: type), Theme.badge(type))
      badges.append(" ")
    }
    lines += [badges, StyledLine()]
    let labels = strings.statNames + [strings.total]
    let labelWidth = labels.map { displayWidth(of: $0) }.max() ?? 0
    let barWidth = max(4, area.width - labelWidth - 6)
    for (index, stat) in pokemon.stats.labelled.enumerated() {
      var line = StyledLine(pad(labels[index], labelWidth) + " ", Theme.dim)
      line.append(pad(String(stat.value), 3, right: true) + " ")
      let filled = min(barWidth, (stat.value * barWidth + 254) / 255)
      line.append(String(repeating: "█", count: filled), Theme.bar)
      line.append(String(repeating: "·", count: barWidth - filled), Theme.dim)
      lines.append(line)
    }
    var total = StyledLine(pad(strings.total, labelWidth) + " ", Theme.dim)
    total.append(pad(String(pokemon.stats.total), 3, right: true), Theme.title)
    lines += [total, StyledLine()]
    var abilities = StyledLine(strings.abilities + ": ", Theme.dim)
    abilities.append(
      pokemon.abilities.map { strings.ability($0, from: abilityNames, in: language) }
        .joined(separator: ", "))
    lines.append(abilities)
    let text = StyledLine.wrapped(lines, width: area.width)
    buffer.writeUnwrapped(text, in: area)
    // The sprite below, when there is room for one worth drawing.
    let spriteArea = Area(
      column: area.column, row: area.row + text.count + 1, width: area.width,
      height: min(DetailView.maximumSpriteRows, area.height - text.count - 1))
    if sprite != nil, spriteArea.height >= DetailView.minimumSpriteRows {
      SpriteView(showsColor: showsColor, language: language, cache: spriteCache)
        .draw(sprite, of: pokemon, in: spriteArea, into: &buffer)
    }
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth(of: text)))
    return right ? padding + text : text + padding
  }
}
