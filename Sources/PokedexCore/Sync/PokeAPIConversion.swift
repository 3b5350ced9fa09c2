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

  /// The `evolution_details` fields naming the form that evolves and the form it becomes
  /// (Alolan Sandshrew, with an Ice Stone, into Alolan Sandslash), under the names the
  /// requirements keep them by.
  static let formFields = ["base_form": "from_form", "evolved_form": "to_form"]

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
    let (types, stats) = try battleFacts(pokemon, from: pokemonURL)
    return Pokemon(
      id: species.id,
      name: names[Language.english.rawValue] ?? titleCased(species.name),
      names: names,
      types: types,
      generation: generation,
      stats: stats,
      height: pokemon.height,
      weight: pokemon.weight,
      abilities: abilities(pokemon),
      genus: genera[Language.english.rawValue] ?? "",
      genera: genera,
      evolutionChainID: evolutionChainID,
      defaultSlug: pokemon.name.flatMap { $0 == species.name ? nil : $0 },
      training: training(pokemon),
      record: record(species))
  }

  /// A Pokémon resource's types and base stats.
  static func battleFacts(
    _ pokemon: Wire.Pokemon, from pokemonURL: URL
  ) throws -> (types: [PokemonType], stats: BaseStats) {
    var types: [PokemonType] = []
    for slot in pokemon.types.sorted(by: { $0.slot < $1.slot }) {
      guard let type = PokemonType(rawValue: slot.type.name) else {
        throw PokeAPIFailure(
          kind: .unexpected("unknown type \"\(slot.type.name)\""), url: pokemonURL)
      }
      types.append(type)
    }
    var byName: [String: Int] = [:]
    for stat in pokemon.stats { byName[stat.stat.name] = stat.baseStat }
    func stat(_ name: String) throws -> Int {
      guard let value = byName[name] else {
        throw PokeAPIFailure(
          kind: .unexpected("the base stat \"\(name)\" is missing"), url: pokemonURL)
      }
      return value
    }
    return (
      types,
      BaseStats(
        hp: try stat("hp"), attack: try stat("attack"), defense: try stat("defense"),
        specialAttack: try stat("special-attack"), specialDefense: try stat("special-defense"),
        speed: try stat("speed"))
    )
  }

  /// A Pokémon resource's abilities in slot order.
  static func abilities(_ pokemon: Wire.Pokemon) -> [Ability] {
    pokemon.abilities.sorted { $0.slot < $1.slot }.map {
      Ability(name: $0.ability.name, isHidden: $0.isHidden)
    }
  }

  /// What defeating `pokemon` gives.
  static func training(_ pokemon: Wire.Pokemon) -> Training {
    var effort: [String: Int] = [:]
    for stat in pokemon.stats { effort[stat.stat.name] = stat.effort ?? 0 }
    return Training(
      evYield: BaseStats(
        hp: effort["hp"] ?? 0, attack: effort["attack"] ?? 0, defense: effort["defense"] ?? 0,
        specialAttack: effort["special-attack"] ?? 0,
        specialDefense: effort["special-defense"] ?? 0, speed: effort["speed"] ?? 0),
      baseExperience: pokemon.baseExperience)
  }

  /// The species' record; an empty one when the copy has none.
  static func record(_ species: Wire.Species) -> SpeciesRecord {
    guard let growthRate = species.growthRate else { return SpeciesRecord() }
    return SpeciesRecord(
      captureRate: species.captureRate ?? 0, baseFriendship: species.baseHappiness,
      growthRate: growthRate.name, eggGroups: (species.eggGroups ?? []).map(\.name),
      genderRate: species.genderRate ?? -1, hatchCounter: species.hatchCounter,
      isLegendary: species.isLegendary ?? false, isMythical: species.isMythical ?? false,
      isBaby: species.isBaby ?? false)
  }

  /// An alternate form of `species` (already converted): the form's own types, stats,
  /// abilities, size and training, its names, and the generation of the game it came in.
  static func form(
    _ pokemon: Wire.Pokemon, from pokemonURL: URL, form: Wire.PokemonForm,
    of species: Pokemon, generation: Int?
  ) throws -> Pokemon {
    let (types, stats) = try battleFacts(pokemon, from: pokemonURL)
    var result = species
    result.id = pokemon.id
    result.types = types
    result.stats = stats
    result.height = pokemon.height
    result.weight = pokemon.weight
    result.abilities = abilities(pokemon)
    result.training = training(pokemon)
    result.generation = generation ?? species.generation
    result.speciesID = species.id
    result.form = FormInfo(slug: pokemon.name ?? form.name, formName: form.formName)
    result.defaultSlug = nil
    result.names = formNames(form, species: species)
    result.name =
      result.names[Language.english.rawValue]
      ?? "\(species.name) (\(titleCased(form.formName)))"
    return result
  }

  /// `pokemon` with no two sharing a name in any language. Where PokeAPI names several alike
  /// (two "10% Zygarde", the Spanish "Minior (Forma Meteorito)" of six colours), each one whose
  /// slug has words the others' lack, past its species' name, gets them in brackets, or inside
  /// the brackets its name ends with: "10% Zygarde (Power Construct)", "Mega Meowstic (Male)",
  /// "Darmanitan (Modo Daruma, Galar)". The one with no such words keeps its name.
  static func distinctNames(_ pokemon: [Pokemon], speciesSlugs: [Int: String]) -> [Pokemon] {
    var result = pokemon
    func formWords(_ entry: Pokemon) -> [Substring] {
      let speciesWords = Set((speciesSlugs[entry.speciesID] ?? "").split(separator: "-"))
      return (entry.slug ?? "").split(separator: "-").filter { !speciesWords.contains($0) }
    }
    for language in Language.allCases {
      let code = language.rawValue
      var groups: [String: [Int]] = [:]
      for (index, entry) in pokemon.enumerated() {
        guard let name = language == .english ? entry.name : entry.names[code] else { continue }
        groups[name, default: []].append(index)
      }
      for (name, indices) in groups where indices.count > 1 {
        let words = indices.map { formWords(pokemon[$0]) }
        let shared = words.dropFirst().reduce(Set(words[0])) { $0.intersection($1) }
        for (index, own) in zip(indices, words) {
          let extra = own.filter { !shared.contains($0) }.map { titleCased(String($0)) }
          guard !extra.isEmpty else { continue }
          let told = extra.joined(separator: " ")
          let distinct =
            name.hasSuffix(")") ? "\(name.dropLast()), \(told))" : "\(name) (\(told))"
          result[index].names[code] = distinct
          if language == .english { result[index].name = distinct }
        }
      }
    }
    return result
  }

  /// A form's name in each language: PokeAPI's whole name where it has one; else the form's
  /// own name when it already names the species ("メガリザードンＸ"); else the species' name
  /// with the form's in brackets ("Koraidon (Limited Build)").
  static func formNames(_ form: Wire.PokemonForm, species: Pokemon) -> [String: String] {
    let whole = localized(form.names.map { ($0.language.name, $0.name) })
    let formOnly = localized(form.formNames.map { ($0.language.name, $0.name) })
    var result: [String: String] = [:]
    for language in Language.allCases {
      let code = language.rawValue
      if let name = whole[code] {
        result[code] = name
      } else if let formName = formOnly[code] {
        let speciesName = species.name(in: language)
        result[code] =
          formName.contains(speciesName) ? formName : "\(speciesName) (\(formName))"
      }
    }
    if result[Language.english.rawValue] == nil {
      result[Language.english.rawValue] = "\(species.name) (\(titleCased(form.formName)))"
    }
    return result
  }

  /// An ability's names and effects in the snapshot's languages. Where PokeAPI has no effect
  /// text in a language but has the games' own description of the ability there, the newest
  /// description stands in for the short effect.
  static func ability(_ ability: Wire.Ability) -> AbilityInfo {
    let names = localized(ability.names.map { ($0.language.name, $0.name) })
    var shortEffects = localized(
      ability.effectEntries.map { ($0.language.name, normalizedFlavorText($0.shortEffect)) })
    let effects = localized(ability.effectEntries.map { ($0.language.name, $0.effect) })
    let descriptions = localized(
      ability.flavorTextEntries.reversed().map {
        ($0.language.name, normalizedFlavorText($0.flavorText))
      })
    for (code, text) in descriptions where shortEffects[code] == nil {
      shortEffects[code] = text
    }
    return AbilityInfo(
      id: ability.id, slug: ability.name, generation: generationNumber(ability.generation) ?? 0,
      names: names, shortEffects: shortEffects, effects: effects)
  }

  /// A move, with its effects in the snapshot's languages: PokeAPI's effect texts (their
  /// `$effect_chance` filled in) where it has them, else the newest of the games' own texts in
  /// that language as the short effect. Nil for a damage class outside the three.
  static func move(_ move: Wire.Move) -> MoveInfo? {
    guard let damageClass = DamageClass(rawValue: move.damageClass?.name ?? "") else { return nil }
    func filled(_ text: String) -> String {
      text.replacingOccurrences(
        of: "$effect_chance", with: move.effectChance.map(String.init) ?? "")
    }
    var shortEffects = localized(
      move.effectEntries.map { ($0.language.name, normalizedFlavorText(filled($0.shortEffect))) })
    let effects = localized(move.effectEntries.map { ($0.language.name, filled($0.effect)) })
    let descriptions = localized(
      move.flavorTextEntries.reversed().map {
        ($0.language.name, normalizedFlavorText($0.flavorText))
      })
    for (code, text) in descriptions where shortEffects[code] == nil { shortEffects[code] = text }
    return MoveInfo(
      id: move.id, slug: move.name, type: PokemonType(rawValue: move.type.name),
      // PokeAPI gives some status moves a power of 0: they have none.
      damageClass: damageClass, power: move.power.flatMap { $0 == 0 ? nil : $0 },
      accuracy: move.accuracy.flatMap { $0 == 0 ? nil : $0 }, pp: move.pp,
      priority: move.priority, target: move.target.name,
      generation: generationNumber(move.generation) ?? 0,
      names: localized(move.names.map { ($0.language.name, $0.name) }),
      shortEffects: shortEffects, effects: effects, meta: meta(move),
      // A change that left nothing we can show (Curse's "???" type before Black / White) is
      // left out.
      pastValues: (move.pastValues ?? []).map {
        PastMoveValues(
          // Named by its slug: the moves file gives it its games and release order when
          // read (until then PokeAPI's id stands in for the order; it differs only for
          // Colosseum, XD and the Japanese Red / Green).
          group: GameGroup(
            id: PokeAPISync.id(in: $0.versionGroup.url) ?? 0, slug: $0.versionGroup.name,
            generation: 0, versions: []),
          power: $0.power.flatMap { $0 == 0 ? nil : $0 },
          accuracy: $0.accuracy.flatMap { $0 == 0 ? nil : $0 }, pp: $0.pp,
          effectChance: $0.effectChance, type: $0.type.flatMap { PokemonType(rawValue: $0.name) })
      }.filter {
        [$0.power, $0.accuracy, $0.pp, $0.effectChance].contains { $0 != nil } || $0.type != nil
      })
  }

  /// A move's `meta`, `effect_chance` and `stat_changes` as one ``MoveMeta``: zeros and
  /// PokeAPI's `none` ailment are nothing, a range of hits or turns is kept when it has a
  /// maximum.
  static func meta(_ move: Wire.Move) -> MoveMeta {
    let meta = move.meta
    func range(_ low: Int?, _ high: Int?) -> ClosedRange<Int>? {
      guard let high, high > 0 else { return nil }
      return min(low ?? high, high)...high
    }
    let ailment = meta?.ailment?.name
    return MoveMeta(
      effectChance: move.effectChance,
      // `unknown` is Tri Attack's "one of three": its text says which.
      ailment: ["none", "unknown"].contains(ailment) ? nil : ailment,
      ailmentChance: meta?.ailmentChance ?? 0,
      critStage: meta?.critRate ?? 0, drain: meta?.drain ?? 0, healing: meta?.healing ?? 0,
      flinchChance: meta?.flinchChance ?? 0, statChance: meta?.statChance ?? 0,
      statChanges: (move.statChanges ?? []).map {
        MoveMeta.StatChange(stat: $0.stat.name, change: $0.change)
      },
      hits: range(meta?.minHits, meta?.maxHits), turns: range(meta?.minTurns, meta?.maxTurns))
  }

  /// A Pokémon's learnsets by group id, from its `moves`.
  static func learnsets(_ pokemon: Wire.Pokemon, groupIDs: [String: Int]) -> [Int: [LearnedMove]] {
    var result: [Int: Set<LearnedMove>] = [:]
    for slot in pokemon.moves ?? [] {
      guard let move = PokeAPISync.id(in: slot.move.url), move < 10_000 else { continue }
      for detail in slot.versionGroupDetails {
        guard let group = groupIDs[detail.versionGroup.name] else { continue }
        let method = detail.moveLearnMethod.name
        result[group, default: []].insert(
          LearnedMove(
            move: move, method: method, level: method == "level-up" ? detail.levelLearnedAt : 0))
      }
    }
    return result.mapValues { $0.sorted(by: LearnsetCoding.order) }
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

  /// An item's effects, newest Pokédex text per language, fling power, newest price and
  /// generations.
  static func itemEntry(_ item: Wire.Item) -> PokedexItems.Entry {
    var short: [(language: String, text: String)] = []
    var long: [(language: String, text: String)] = []
    // PokeAPI's placeholders ("XXX new effect for roto-hp-restore") say nothing.
    for entry in item.effectEntries ?? [] where !entry.effect.hasPrefix("XXX") {
      short.append((entry.language.name, normalizedFlavorText(entry.shortEffect)))
      // A Markdown definition list ("Used on a party Pokémon\n:   Restores 20 HP.") read as
      // the sentence it says.
      long.append(
        (entry.language.name, entry.effect.replacingOccurrences(of: "\n:   ", with: ": ")))
    }
    // PokeAPI lists the texts oldest game first: the last of each language is the newest.
    var texts: [(language: String, text: String)] = []
    for entry in (item.flavorTextEntries ?? []).reversed() {
      let text = normalizedFlavorText(entry.text)
      if !text.isEmpty { texts.append((entry.language.name, text)) }
    }
    let generations = Set((item.gameIndices ?? []).compactMap { generationNumber($0.generation) })
    // The price most games sell it for, the later on a tie: the Great Ball's 600, not the 300
    // of the Let's Go and Legends games that end PokeAPI's list.
    let prices = (item.prices ?? []).compactMap(\.purchasePrice).filter { $0 > 0 }
    let cost = Dictionary(grouping: prices.indices, by: { prices[$0] })
      .max { ($0.value.count, $0.value.last!) < ($1.value.count, $1.value.last!) }?.key
    return PokedexItems.Entry(
      id: item.id, flingPower: item.flingPower, cost: cost,
      generations: generations.sorted(), shortEffects: localized(short),
      effects: localized(long), texts: localized(texts))
  }

  /// Who holds each of `items` in the wild: one line per item, Pokémon and rarity, with the
  /// games (by id from `games`) that share it; Pokémon outside `kept` and games outside
  /// `games` left out.
  static func held(
    _ items: [Wire.Item], games: [String: Int], kept: Set<Int>
  ) -> [PokedexItems.Held] {
    var lines: [PokedexItems.Held] = []
    for item in items {
      for holder in item.heldByPokemon ?? [] {
        guard let id = PokeAPISync.id(in: holder.pokemon.url), kept.contains(id) else { continue }
        var byRarity: [Int: [Int]] = [:]
        for detail in holder.versionDetails {
          if let game = games[detail.version.name] {
            byRarity[detail.rarity, default: []].append(game)
          }
        }
        for (rarity, versions) in byRarity {
          lines.append(
            .init(item: item.id, pokemon: id, rarity: rarity, versions: versions.sorted()))
        }
      }
    }
    return lines
  }

  /// The words that tell an area apart from the rest of its place, per language: what its
  /// name holds in parentheses ("Turnback Cave (pillar 1)" → `pillar 1`) or after the place's
  /// name ("Great Marsh Area 3" → `Area 3`, "Parc Safari - Rochers" → `Rochers`); in English,
  /// when its name gives none, its slug past the place's (`johto-safari-zone-peak` → `peak`,
  /// `hoenn-route-104-north-oras` → `north oras`). Empty for a place's only area
  /// (`canalave-city-area`, "Canalave City Area").
  static func areaPart(
    _ names: [String: String], slug: String, place: (slug: String, names: [String: String]),
    isOnlyArea: Bool
  ) -> [String: String] {
    var part: [String: String] = [:]
    for (language, name) in names {
      if name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) {
        let words = name[open.upperBound..<name.index(before: name.endIndex)]
        if !words.isEmpty { part[language] = String(words) }
      } else if !isOnlyArea, let placeName = place.names[language],
        name.hasPrefix(placeName + " ")
      {
        let words = name.dropFirst(placeName.count).drop { " -–:".contains($0) }
        if !words.isEmpty { part[language] = String(words) }
      }
    }
    let english = Language.english.rawValue
    guard part[english] == nil, names.isEmpty || !isOnlyArea else { return part }
    let rest =
      slug.hasPrefix(place.slug + "-") ? String(slug.dropFirst(place.slug.count + 1)) : slug
    guard rest != "area", rest != place.slug else { return part }
    part[english] = rest.replacingOccurrences(of: "-", with: " ")
    return part
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

  /// A chain's species from `link`, its conditions with the forms they are about, where those
  /// are not the species themselves (`from_form: sandshrew-alola`, `to_form: lycanroc-dusk`;
  /// not `from_form: rockruff`). `parent` is the species it evolves from.
  static func node(_ link: Wire.ChainLink, from chainURL: URL, parent: String? = nil) throws
    -> EvolutionNode
  {
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
      for (field, key) in formFields {
        guard let form = detail[field]?.text, form != parent, form != link.species.name
        else { continue }
        requirements[key] = form
      }
      let condition = EvolutionCondition(
        trigger: detail["trigger"]?.text ?? "", requirements: requirements)
      // PokeAPI repeats a condition once per game it applies to; without the game it is the
      // same way to evolve, listed once.
      if !conditions.contains(condition) { conditions.append(condition) }
    }
    return EvolutionNode(
      speciesID: speciesID, name: link.species.name, conditions: conditions,
      evolvesTo: try link.evolvesTo.map {
        try node($0, from: chainURL, parent: link.species.name)
      })
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

  /// A species' entries in the snapshot's languages, one per language and text, with the
  /// games that print it (oldest first); ordered by language code, then by the first game.
  /// Japanese keeps `ja` (kanji) entries, and `ja-hrkt` (kana) ones for games without.
  static func flavorTexts(
    _ entries: [Wire.FlavorTextEntry], versionOrder: [String: Int]
  ) -> [FlavorText] {
    var byKey: [String: FlavorText] = [:]
    var japaneseGames: Set<String> = []
    for entry in entries where entry.language.name == "ja" {
      if let game = entry.version?.name { japaneseGames.insert(game) }
    }
    for entry in entries {
      guard let game = entry.version?.name else { continue }
      var code = entry.language.name
      if code == "ja-hrkt" {
        guard !japaneseGames.contains(game) else { continue }
        code = Language.japanese.rawValue
      }
      guard Language(rawValue: code) != nil else { continue }
      let text = normalizedFlavorText(entry.flavorText)
      guard !text.isEmpty else { continue }
      let key = code + "\t" + text
      if byKey[key]?.versions.contains(game) == true { continue }
      byKey[key, default: FlavorText(language: code, versions: [], text: text)].versions.append(
        game)
    }
    func order(_ game: String) -> Int { versionOrder[game] ?? Int.max }
    return byKey.values.map { text in
      var text = text
      text.versions.sort { (order($0), $0) < (order($1), $1) }
      return text
    }.sorted {
      ($0.language, order($0.versions[0]), $0.text) < ($1.language, order($1.versions[0]), $1.text)
    }
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
