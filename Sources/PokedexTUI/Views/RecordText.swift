import PokedexCore
import TerminalUI

/// A Pokémon's abilities explained, its Pokédex entry and its species' record, as lines: what
/// `show` prints under the facts and what the detail screen's record page draws.
struct RecordText {
  var strings: Strings
  var language: Language

  /// One line per ability: its name (hidden ones marked) and its short effect.
  func abilityLines(_ pokemon: Pokemon, details: PokemonDetails, selected: Int? = nil)
    -> [StyledLine]
  {
    var lines = [StyledLine(strings.abilities, Theme.title)]
    for (index, ability) in pokemon.abilities.enumerated() {
      let info = details.abilities.first { $0.slug == ability.name }
      var line = StyledLine(
        info?.name(in: language) ?? ability.displayName,
        index == selected ? Theme.selected : Theme.highlight)
      if ability.isHidden { line.append(" (\(strings.hidden))", Theme.dim) }
      if let effect = info?.shortEffect(in: language), !effect.isEmpty {
        line.append(" — " + effect)
      }
      lines.append(line)
    }
    return lines
  }

  /// The entry of `game` (or the newest) in the display language, with the game's name. For
  /// a form, a line says whose entry it is: PokeAPI keeps entries per species, so Alolan
  /// Vulpix's is Vulpix's.
  func entryLines(_ details: PokemonDetails, game: String?, of pokemon: Pokemon) -> [StyledLine] {
    guard let entry = details.entry(in: language, game: game) else { return [] }
    var heading = StyledLine(strings.translated("Pokédex entry"), Theme.title)
    heading.append(" (\(entry.game.name(in: language)))", Theme.dim)
    var lines = [heading]
    if pokemon.isForm, let species = details.forms.first(where: { !$0.isForm }) {
      lines.append(StyledLine(speciesEntryNote(species), Theme.dim))
    }
    return lines + [StyledLine(entry.text, Style(italic: true))]
  }

  /// "The entry of Vulpix: PokeAPI has none for this form."
  func speciesEntryNote(_ species: Pokemon) -> String {
    strings.filled(
      "The entry of %@: PokeAPI has none for this form", species.name(in: language))
  }

  /// Training and breeding: EV yield, catch rate, friendship, experience, growth rate, egg
  /// groups, gender ratio, hatch steps, and legendary, mythical or baby. None for a source
  /// without records.
  func recordLines(_ pokemon: Pokemon, details: PokemonDetails) -> [StyledLine] {
    let record = pokemon.record
    guard !record.isEmpty else { return [] }
    func label(_ english: String) -> String { strings.translated(english) + " " }
    func line(_ parts: [(String, String)]) -> StyledLine {
      var line = StyledLine()
      for (index, (name, value)) in parts.enumerated() {
        if index > 0 { line.append("  ·  ", Theme.dim) }
        line.append(label(name), Theme.dim)
        line.append(value)
      }
      return line
    }
    let evYield = zip(BaseStats.slugs, pokemon.training.evYield.values).filter { $0.1 > 0 }
      .map { "\($0.1) \(details.name("stat", $0.0, in: language))" }.joined(separator: ", ")
    var training: [(String, String)] = [
      ("EV yield", evYield.isEmpty ? strings.none : evYield),
      ("Catch rate", String(record.captureRate)),
    ]
    if let friendship = record.baseFriendship {
      training.append(("Base friendship", String(friendship)))
    }
    if let experience = pokemon.training.baseExperience {
      training.append(("Base exp.", String(experience)))
    }
    let growth = [
      (
        "Growth",
        strings.name(
          from: details.names["growth-rate"]?[record.growthRate] ?? [:], slug: record.growthRate,
          in: language)
      )
    ]
    let gender =
      record.femaleRatio.map { ratio in
        "\(percent(1 - ratio)) ♂ \(percent(ratio)) ♀"
      } ?? strings.translated("genderless")
    var breeding: [(String, String)] = [
      (
        "Egg groups",
        record.eggGroups.map { details.name("egg-group", $0, in: language) }
          .joined(separator: ", ")
      ),
      ("Gender", gender),
    ]
    if let steps = record.hatchSteps {
      breeding.append(("Hatch", "\(steps) " + strings.translated("steps")))
    }
    var lines = [
      StyledLine(strings.translated("Training and breeding"), Theme.title),
      line(Array(training.prefix(2))), line(Array(training.dropFirst(2)) + growth),
      line(breeding),
    ]
    let flags = [
      record.isLegendary ? "Legendary" : nil, record.isMythical ? "Mythical" : nil,
      record.isBaby ? "Baby" : nil,
    ].compactMap { $0 }.map(strings.translated)
    if !flags.isEmpty { lines.append(StyledLine(flags.joined(separator: ", "), Theme.star)) }
    if let held = details.heldItems, !held.isEmpty {
      // Each item once, with how often it is held (the games are on the item's page).
      var order: [Int] = []
      var rarities: [Int: (name: String, rarities: [Int])] = [:]
      for entry in held {
        if rarities[entry.item.id] == nil {
          order.append(entry.item.id)
          rarities[entry.item.id] = (entry.item.name(in: language), [])
        }
        if rarities[entry.item.id]?.rarities.contains(entry.rarity) == false {
          rarities[entry.item.id]?.rarities.append(entry.rarity)
        }
      }
      lines.append(
        line([
          (
            "Held in the wild",
            order.compactMap { rarities[$0] }.map {
              "\($0.name) (" + $0.rarities.sorted().map { "\($0)%" }.joined(separator: ", ") + ")"
            }.joined(separator: ", ")
          )
        ]))
    }
    return lines
  }

  private func percent(_ ratio: Double) -> String {
    let value = ratio * 100
    return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
  }
}
