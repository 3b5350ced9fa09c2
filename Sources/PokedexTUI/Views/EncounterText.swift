import PokedexCore
import TerminalUI

/// Where a Pokémon is found, and what a place holds, as lines: what `show --where` and
/// `location` print and what the detail screen's Where page draws.
///
/// A place is a heading (`Viridian Forest`, or `Turnback Cave (pillar 1)` for one of its
/// areas); under it a line per way to meet it: who (for a place), how, the levels, the chance,
/// the conditions, and the games when only some of the group's have it.
struct EncounterText {
  var strings: Strings
  var language: Language

  /// What a guide says under its lines: PokeAPI's encounters stop at `last`'s games.
  static let dataEndsNote = "PokeAPI's encounters end with %@: it has none for later games"
  /// What a guide says of a game it is not found in but evolved into there.
  static let evolveNote = "Not found in the wild here: evolve %@, found at %@"
  /// What a guide says when it is found in no game at all.
  static let nowhereNote = "PokeAPI has no wild encounter of %@"

  /// Pokémon `name`'s guide for `group` (nil: it is found nowhere); the heading of place
  /// number `highlight` (counting each place once) in the selection's style.
  func pokemonLines(
    _ guide: PokemonEncounters, group: GameGroup?, name: String, highlight: Int? = nil
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    if let group, let found = guide.lines[group.id] {
      lines += placeLines(
        found, group: group, names: { guide.name($0, $1, in: language) }, who: { _ in nil },
        highlight: highlight)
    } else if let group, let origin = guide.origins[group.id] {
      let ancestor = strings.name(from: origin.pokemonNames, slug: "", in: language)
      let places = origin.places.map { strings.name(from: $0, slug: "", in: language) }
      let shown = places.prefix(3).joined(separator: ", ") + (places.count > 3 ? ", …" : "")
      lines.append(
        StyledLine(strings.filled(Self.evolveNote, ancestor, shown), .plain))
    } else {
      lines.append(StyledLine(strings.filled(Self.nowhereNote, name), .plain))
    }
    // Said where it matters: with nothing to show, or on the newest game shown.
    if let last = guide.lastGroupWithData, group == nil || group?.id == guide.groups.first?.id {
      lines.append(StyledLine())
      lines.append(
        StyledLine(strings.filled(Self.dataEndsNote, guide.name(of: last, in: language)), Theme.dim)
      )
    }
    return lines
  }

  /// What place `guide` holds in `group`: the lines by area, each naming who is found.
  func placeLines(_ guide: PlaceEncounters, group: GameGroup) -> [StyledLine] {
    placeLines(
      guide.lines[group.id] ?? [], group: group, names: { guide.name($0, $1, in: language) },
      who: { guide.pokemon[$0]?.name(in: language) ?? "#\($0)" })
  }

  /// `found` under a heading per place or area; `who` names a line's Pokémon (nil: leave it
  /// out).
  private func placeLines(
    _ found: [EncounterLine], group: GameGroup, names: (String, String) -> String,
    who: (Int) -> String?, highlight: Int? = nil
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    var places: Set<Int> = []
    var heading = ""
    let whoWidth = found.compactMap { who($0.pokemon).map(displayWidth(of:)) }.max() ?? 0
    for (line, conditions) in Self.folded(found) {
      let place = line.placeName(in: language)
      if place != heading {
        if !lines.isEmpty { lines.append(StyledLine()) }
        // Places are counted as the page counts them: each once, whatever its areas.
        let isNew = places.insert(line.place).inserted
        let style = isNew && places.count - 1 == highlight ? Theme.selected : Theme.title
        lines.append(StyledLine(place, style))
        heading = place
      }
      var text = StyledLine("  ")
      if let name = who(line.pokemon) {
        text.append(name + String(repeating: " ", count: whoWidth - displayWidth(of: name)) + "  ")
      }
      text.append(strings.translated("Lv") + " " + line.levels, Theme.dim)
      text.append("  " + "\(line.chance)%", Theme.dim)
      text.append("  " + sentence(names("method", line.method)))
      var notes = conditions.map { either in
        either.map { sentence(names("condition", $0)) }.joined(separator: ", ")
      }
      if Set(line.versions) != Set(group.versions) {
        notes.append(
          strings.filled(
            "only in %@", line.versions.map { names("version", $0) }.joined(separator: " / ")))
      }
      if !notes.isEmpty { text.append(" · " + notes.joined(separator: " · "), Theme.dim) }
      lines.append(text)
    }
    return lines
  }

  /// A name PokeAPI writes as a sentence (`Catch … in a Max Raid battle.`) without its full
  /// stop, translated where the data has only English.
  private func sentence(_ name: String) -> String {
    let text = strings.translated(name)
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  /// `lines` with those that differ only in one condition (Forest of Focus's seven weathers)
  /// folded into one, whose condition at that place is any of theirs.
  static func folded(_ lines: [EncounterLine]) -> [(EncounterLine, [[String]])] {
    var result: [(EncounterLine, [[String]])] = []
    for line in lines {
      if let (last, conditions) = result.last, line.conditions.count == conditions.count,
        line.conditions.count > 0
      {
        var other = line
        other.conditions = last.conditions
        let differing = line.conditions.indices.filter {
          !conditions[$0].contains(line.conditions[$0])
        }
        if other == last, differing.count == 1 {
          result[result.count - 1].1[differing[0]].append(line.conditions[differing[0]])
          continue
        }
      }
      result.append((line, line.conditions.map { [$0] }))
    }
    return result
  }
}
