import Foundation

/// Turns PokeAPI's resources into the Pokédex's models: names, numbers, types, stats,
/// abilities, genus, evolution links and the type chart (what the snapshot keeps), and flavor
/// text (which only the live client shows).
enum PokeAPIConversion {
  typealias Wire = PokeAPIWire

  /// The `evolution_details` fields that say which game or form a row is about rather than
  /// what the evolution needs.
  static let nonRequirementFields: Set<String> = [
    "trigger", "version_group", "is_default", "base_form", "evolved_form",
  ]

  static func pokemon(
    _ species: Wire.Species, from speciesURL: URL, _ pokemon: Wire.Pokemon, from pokemonURL: URL,
    evolutionChainID: Int
  ) throws -> Pokemon {
    let names = localized(species.names.map { ($0.language.name, $0.name) })
    let genera = localized(species.genera.map { ($0.language.name, $0.genus) })
    guard let generation = generationNumber(species.generation) else {
      throw PokeAPIFailure(
        kind: .unexpected("unknown generation \"\(species.generation.name)\""), url: speciesURL)
    }
    var types: [PokemonType] = []
    for slot in pokemon.types.sorted(by: { $0.slot < $1.slot }) {
      guard let type = PokemonType(rawValue: slot.type.name) else {
        throw PokeAPIFailure(
          kind: .unexpected("unknown type \"\(slot.type.name)\""), url: pokemonURL)
      }
      types.append(type)
    }
    var stats: [String: Int] = [:]
    for stat in pokemon.stats { stats[stat.stat.name] = stat.baseStat }
    func stat(_ name: String) throws -> Int {
      guard let value = stats[name] else {
        throw PokeAPIFailure(
          kind: .unexpected("the base stat \"\(name)\" is missing"), url: pokemonURL)
      }
      return value
    }
    return Pokemon(
      id: species.id,
      name: names[Language.english.rawValue] ?? titleCased(species.name),
      names: names,
      types: types,
      generation: generation,
      stats: BaseStats(
        hp: try stat("hp"), attack: try stat("attack"), defense: try stat("defense"),
        specialAttack: try stat("special-attack"), specialDefense: try stat("special-defense"),
        speed: try stat("speed")),
      height: pokemon.height,
      weight: pokemon.weight,
      abilities: pokemon.abilities.sorted { $0.slot < $1.slot }.map {
        Ability(name: $0.ability.name, isHidden: $0.isHidden)
      },
      genus: genera[Language.english.rawValue] ?? "",
      genera: genera,
      evolutionChainID: evolutionChainID)
  }

  /// Texts in the snapshot's languages, by code. Japanese prefers `ja` (kanji where the games
  /// use them) and falls back to `ja-hrkt` (kana), which some species only have.
  static func localized(_ entries: [(language: String, text: String)]) -> [String: String] {
    var byCode: [String: String] = [:]
    for entry in entries where byCode[entry.language] == nil {
      byCode[entry.language] = entry.text
    }
    var result: [String: String] = [:]
    for language in Language.allCases {
      let text =
        byCode[language.rawValue] ?? (language == .japanese ? byCode["ja-hrkt"] : nil)
      if let text { result[language.rawValue] = text }
    }
    return result
  }

  /// `generation-iv` → 4; the link's number when the name is not a Roman numeral.
  static func generationNumber(_ generation: Wire.NamedResource) -> Int? {
    let numeral = generation.name.split(separator: "-").last.map { $0.lowercased() } ?? ""
    let values: [Character: Int] = ["i": 1, "v": 5, "x": 10]
    var total = 0
    var previous = 0
    for character in numeral.reversed() {
      guard let value = values[character] else {
        return PokeAPISync.id(in: generation.url)
      }
      total += value < previous ? -value : value
      previous = max(previous, value)
    }
    return total > 0 ? total : PokeAPISync.id(in: generation.url)
  }

  static func node(_ link: Wire.ChainLink, from chainURL: URL) throws -> EvolutionNode {
    guard let speciesID = PokeAPISync.id(in: link.species.url) else {
      throw PokeAPIFailure(
        kind: .unexpected("\"\(link.species.url)\" is not a species link"), url: chainURL)
    }
    var conditions: [EvolutionCondition] = []
    for detail in link.evolutionDetails {
      var requirements: [String: String] = [:]
      for (key, value) in detail where !nonRequirementFields.contains(key) {
        if let text = value.text { requirements[key] = text }
      }
      let condition = EvolutionCondition(
        trigger: detail["trigger"]?.text ?? "", requirements: requirements)
      // PokeAPI repeats a condition once per game it applies to; without the game it is the
      // same way to evolve, listed once.
      if !conditions.contains(condition) { conditions.append(condition) }
    }
    return EvolutionNode(
      speciesID: speciesID, name: link.species.name, conditions: conditions,
      evolvesTo: try link.evolvesTo.map { try node($0, from: chainURL) })
  }

  /// Attack multipliers from each attacking type's `damage_relations`; matchups it does not
  /// mention stay neutral, and defenders outside the eighteen (stellar, shadow) are ignored.
  static func typeChart(_ types: [Wire.PokemonTypeResource]) -> TypeChart {
    var chart = TypeChart.neutral
    for resource in types {
      guard let attacker = PokemonType(rawValue: resource.name) else { continue }
      let relations = resource.damageRelations
      for (defenders, multiplier) in [
        (relations.doubleDamageTo, 2.0), (relations.halfDamageTo, 0.5), (relations.noDamageTo, 0),
      ] {
        for defender in defenders.compactMap({ PokemonType(rawValue: $0.name) }) {
          chart.multipliers[attacker.index][defender.index] = multiplier
        }
      }
    }
    return chart
  }

  /// The newest game's flavor text in `language`, else in English; nil when there is neither.
  /// Japanese prefers `ja` (kanji) and falls back to `ja-hrkt` (kana), as names do.
  static func flavorText(_ entries: [Wire.FlavorTextEntry], in language: Language) -> String? {
    // Version ids grow with each release; PokeAPI lists entries oldest first, so among equal
    // ids the later entry wins.
    let newestFirst = entries.enumerated().sorted { a, b in
      let (idA, idB) = (versionID(a.element), versionID(b.element))
      return idA != idB ? idA > idB : a.offset > b.offset
    }
    func newest(_ code: String) -> String? {
      newestFirst.first { $0.element.language.name == code }?.element.flavorText
    }
    let codes = language == .japanese ? ["ja", "ja-hrkt"] : [language.rawValue]
    guard let text = codes.lazy.compactMap(newest).first ?? newest(Language.english.rawValue)
    else { return nil }
    let normalized = normalizedFlavorText(text)
    return normalized.isEmpty ? nil : normalized
  }

  private static func versionID(_ entry: Wire.FlavorTextEntry) -> Int {
    entry.version.flatMap { PokeAPISync.id(in: $0.url) } ?? 0
  }

  /// Game text laid out for the games' text boxes, as one paragraph: line breaks and form
  /// feeds (page breaks) become spaces, runs of spaces become one, and a word hyphenated with a
  /// soft hyphen across a line break is joined again ("sur\u{AD}\nroundings" → "surroundings").
  /// Between Japanese or Chinese characters a line break becomes an ideographic space, the
  /// separator those texts use.
  static func normalizedFlavorText(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var sawSpace = false
    var sawBreak = false
    var sawSoftHyphen = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\u{AD}":
        sawSoftHyphen = true
      case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
        sawBreak = true
      case " ", "\t":
        sawSpace = true
      default:
        if let last = result.last, sawSpace || sawBreak, last != "\u{3000}", scalar != "\u{3000}" {
          if sawSpace || !sawSoftHyphen {
            result.append(!sawSpace && isWide(last) && isWide(scalar) ? "\u{3000}" : " ")
          }
        }
        result.append(scalar)
        (sawSpace, sawBreak, sawSoftHyphen) = (false, false, false)
      }
    }
    return String(result)
  }

  /// CJK characters and kana, whose texts separate phrases with U+3000 rather than spaces.
  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3000...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60: true
    default: false
    }
  }
}
