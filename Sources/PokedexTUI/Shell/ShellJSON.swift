import Foundation
import PokedexCore

/// What `show --json` and `search --json` print. The field names are a promise to scripts
/// (the README lists them): add fields, never rename or remove one.
enum ShellJSON {
  /// One Pokémon, as `show --json` prints it.
  struct Card: Encodable {
    var id: Int
    var number: String
    /// The name in the language asked for (`--lang`), or in English where PokeAPI has none
    /// in it.
    var name: String
    /// The language `name` is in: the one asked for, or `en` where it fell back to English.
    var nameLanguage: String
    /// Names by language code.
    var names: [String: String]
    var genus: String
    var types: [String]
    var generation: Int
    var heightM: Double
    var weightKg: Double
    var abilities: [Ability]
    var stats: Stats
    var evolution: Evolution?
    var matchups: Matchups?
    var flavorText: String?
    /// The game `flavor_text` is from (a version slug), when the source says.
    var flavorTextVersion: String?
    /// True for a form: PokeAPI keeps entries per species, so `flavor_text` is its species'.
    var flavorTextOfSpecies: Bool?
    /// Whether the sprite was in the cache (or came from PokeAPI).
    var hasSprite: Bool
    /// The species' Pokémon: the species itself, then its forms.
    var forms: [Form]?
    /// For a form: its species' number and its form's name.
    var speciesId: Int?
    var formName: String?
    var training: Training?
    var breeding: Breeding?
    /// The species' rarity, for a source with records.
    var legendary: Bool?
    var mythical: Bool?
    var baby: Bool?
  }

  struct Ability: Encodable {
    var name: String
    var displayName: String
    var hidden: Bool
    /// The short effect in the language asked for (English where PokeAPI has none in it).
    var effect: String?
  }

  struct Form: Encodable {
    var id: Int
    var name: String
    /// PokeAPI's form name (`mega-x`); null for the species itself.
    var formName: String?

    enum CodingKeys: CodingKey { case id, name, formName }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      // Null rather than absent: every entry has the same fields.
      try container.encode(formName as String?, forKey: .formName)
    }
  }

  struct Training: Encodable {
    var evYield: [String: Int]
    var catchRate: Int
    var baseFriendship: Int?
    var baseExperience: Int?
    var growthRate: String
  }

  struct Breeding: Encodable {
    var eggGroups: [String]
    /// The share of females, 0 to 1; null when genderless.
    var femaleRatio: Double?
    var hatchSteps: Int?

    enum CodingKeys: CodingKey { case eggGroups, femaleRatio, hatchSteps }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(eggGroups, forKey: .eggGroups)
      // Null for genderless, as the README promises, rather than a missing field.
      try container.encode(femaleRatio as Double?, forKey: .femaleRatio)
      try container.encode(hatchSteps as Int?, forKey: .hatchSteps)
    }
  }

  struct Stats: Encodable {
    var hp, attack, defense, specialAttack, specialDefense, speed, total: Int
  }

  /// A species of the chain and those it evolves into.
  struct Evolution: Encodable {
    var id: Int
    var name: String
    /// How it evolves from its parent, each way as data; empty for the first species.
    var conditions: [Condition]
    var evolvesTo: [Evolution]
  }

  /// One way to evolve: `trigger` and PokeAPI's requirement fields (`min_level` a number,
  /// `item` a slug, `from_form` and `to_form` Pokémon slugs, ...), the named ones' names in
  /// the language asked for under `names`, and the whole as `text`.
  struct Condition: Encodable {
    var condition: EvolutionCondition
    var names: [String: String]
    var text: String

    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(condition.trigger, forKey: Key(stringValue: "trigger"))
      for (field, value) in condition.requirements {
        if let number = Int(value) {
          try container.encode(number, forKey: Key(stringValue: field))
        } else if value == "true" {
          try container.encode(true, forKey: Key(stringValue: field))
        } else {
          try container.encode(value, forKey: Key(stringValue: field))
        }
      }
      if !names.isEmpty { try container.encode(names, forKey: Key(stringValue: "names")) }
      try container.encode(text, forKey: Key(stringValue: "text"))
    }
  }

  /// Attacking types by how much damage they do.
  struct Matchups: Encodable {
    var weak4x, weak2x, resistsHalf, resistsQuarter, immune: [String]

    /// Snake case as every other key, which the encoder's strategy does not give a digit:
    /// `weak_4x`, as the README lists them.
    enum CodingKeys: String, CodingKey {
      case weak4x = "weak_4x"
      case weak2x = "weak_2x"
      case resistsHalf, resistsQuarter, immune
    }
  }

  /// One result, as `search --json` prints it.
  struct Result: Encodable {
    var id: Int
    var number: String
    var name: String
    var types: [String]
    /// The name that matched, in whichever language; the number for a number match.
    var matchedName: String
    /// The language code of `matchedName`; absent for a number match.
    var language: String?
    /// `exact`, `prefix`, `substring` or `typo`.
    var match: String
  }

  static func card(_ card: PokemonCard, language: Language) throws -> String {
    let pokemon = card.pokemon
    func evolution(_ node: EvolutionNode) -> Evolution {
      Evolution(
        id: node.speciesID, name: card.evolutionName(of: node),
        conditions: node.ways(firstFor: pokemon).map { condition in
          let name = { card.details?.conditionName($0, in: language) }
          return Condition(
            condition: condition,
            names: condition.requirements.compactMapValues { name($0) },
            text: condition.summary(in: language, names: name))
        }, evolvesTo: node.evolvesTo.map(evolution))
    }
    let stats = pokemon.stats
    let details = card.details
    let explained = Dictionary(
      (details?.abilities ?? []).map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
    let entry = details?.entry(in: language)
    let record = pokemon.record
    var value = Card(
      id: pokemon.id, number: pokemon.number, name: pokemon.name(in: language),
      nameLanguage: pokemon.names[language.rawValue] == nil ? "en" : language.rawValue,
      names: pokemon.names.merging(["en": pokemon.name]) { own, _ in own },
      genus: pokemon.genus(in: language), types: pokemon.types.map(\.rawValue),
      generation: pokemon.generation, heightM: Double(pokemon.height) / 10,
      weightKg: Double(pokemon.weight) / 10,
      abilities: pokemon.abilities.map {
        Ability(
          name: $0.name, displayName: explained[$0.name]?.name(in: language) ?? $0.displayName,
          hidden: $0.isHidden,
          effect: explained[$0.name].map { $0.shortEffect(in: language) }.flatMap {
            $0.isEmpty ? nil : $0
          })
      },
      stats: Stats(
        hp: stats.hp, attack: stats.attack, defense: stats.defense,
        specialAttack: stats.specialAttack, specialDefense: stats.specialDefense,
        speed: stats.speed, total: stats.total),
      evolution: card.evolution.map { evolution($0.root) },
      matchups: card.matchups.map {
        Matchups(
          weak4x: $0.quadruple.map(\.rawValue), weak2x: $0.double.map(\.rawValue),
          resistsHalf: $0.half.map(\.rawValue), resistsQuarter: $0.quarter.map(\.rawValue),
          immune: $0.immune.map(\.rawValue))
      },
      flavorText: pokemon.flavorText ?? entry?.text,
      flavorTextVersion: pokemon.flavorText == nil ? entry?.game.slug : nil,
      flavorTextOfSpecies: pokemon.isForm && (pokemon.flavorText ?? entry?.text) != nil
        ? true : nil,
      hasSprite: card.sprite != nil)
    if let forms = details?.forms, !forms.isEmpty {
      value.forms = forms.map {
        Form(id: $0.id, name: $0.name(in: language), formName: $0.form?.formName)
      }
    }
    if let form = pokemon.form {
      value.speciesId = pokemon.speciesID
      value.formName = form.formName
    }
    if !record.isEmpty {
      value.training = Training(
        evYield: Dictionary(
          uniqueKeysWithValues: zip(
            ["hp", "attack", "defense", "special_attack", "special_defense", "speed"],
            pokemon.training.evYield.values)),
        catchRate: record.captureRate, baseFriendship: record.baseFriendship,
        baseExperience: pokemon.training.baseExperience, growthRate: record.growthRate)
      value.breeding = Breeding(
        eggGroups: record.eggGroups, femaleRatio: record.femaleRatio,
        hatchSteps: record.hatchSteps)
      value.legendary = record.isLegendary
      value.mythical = record.isMythical
      value.baby = record.isBaby
    }
    return try encode(value)
  }

  /// An ability, as `ability --json` prints it.
  struct AbilityCard: Encodable {
    var id: Int
    var name: String
    var displayName: String
    var names: [String: String]
    var generation: Int
    var shortEffect: String
    var effect: String
    var pokemon: [Holder]

    struct Holder: Encodable {
      var id: Int
      var name: String
      var hidden: Bool
      /// For a form: its species' number.
      var speciesId: Int
    }
  }

  static func ability(_ detail: AbilityDetail, language: Language) throws -> String {
    let ability = detail.ability
    return try encode(
      AbilityCard(
        id: ability.id, name: ability.slug, displayName: ability.name(in: language),
        names: ability.names, generation: ability.generation,
        shortEffect: ability.shortEffect(in: language), effect: ability.effect(in: language),
        pokemon: detail.holders.map {
          AbilityCard.Holder(
            id: $0.pokemon.id, name: $0.pokemon.name(in: language), hidden: $0.isHidden,
            speciesId: $0.pokemon.speciesID)
        }))
  }

  /// One move, as `show --moves --json` and `move --json` print it.
  struct Move: Encodable {
    var id: Int
    var name: String
    var displayName: String
    var type: String?
    var category: String
    var power: Int?
    var accuracy: Int?
    var pp: Int?

    enum CodingKeys: CodingKey { case id, name, displayName, type, category, power, accuracy, pp }

    init(_ move: MoveInfo, language: Language) {
      id = move.id
      name = move.slug
      displayName = move.name(in: language)
      type = move.type?.rawValue
      category = move.damageClass.rawValue
      power = move.power
      accuracy = move.accuracy
      pp = move.pp
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encode(name, forKey: .name)
      try container.encode(displayName, forKey: .displayName)
      // Null rather than absent: every move has the same fields.
      try container.encode(type, forKey: .type)
      try container.encode(category, forKey: .category)
      try container.encode(power, forKey: .power)
      try container.encode(accuracy, forKey: .accuracy)
      try container.encode(pp, forKey: .pp)
    }
  }

  /// `show --moves --json`: the Pokémon, the game, the games it learns moves in, and each
  /// move with how it is learned.
  struct Learnset: Encodable {
    var id: Int
    var name: String
    var game: String
    var games: [String]
    /// Whether the game's list is its species' usual form's, the form having none there.
    var speciesList: Bool
    var moves: [Entry]

    struct Entry: Encodable {
      var move: Move
      var method: String
      var level: Int?
      var machine: String?
    }
  }

  static func learnset(
    _ pokemon: Pokemon, _ learnsets: PokemonLearnsets, group: GameGroup, language: Language
  ) throws -> String {
    let entries = learnsets.sections(in: group.id, order: .level, language: language).flatMap {
      section in
      section.moves.compactMap { entry in
        // The move as it was in that game (Thunderbolt's 95 power before X / Y).
        learnsets.move(entry.move, in: group.id).map {
          Learnset.Entry(
            move: Move($0, language: language), method: entry.method,
            level: entry.method == "level-up" ? entry.level : nil,
            machine: entry.method == "machine" ? learnsets.machines[group.id]?[entry.move] : nil)
        }
      }
    }
    return try encode(
      Learnset(
        id: pokemon.id, name: pokemon.name(in: language), game: group.slug,
        games: learnsets.groups.map(\.slug),
        speciesList: learnsets.borrowed.contains(group.id), moves: entries))
  }

  /// `move --json`: the move's facts and its learners in one game.
  struct MoveCard: Encodable {
    var move: Move
    var priority: Int
    var target: String
    var generation: Int
    var shortEffect: String
    var effect: String
    var names: [String: String]
    var game: String?
    var games: [String]
    var machine: String?
    /// Its power, accuracy, PP, effect chance and type in `game` (where they changed since).
    var inGame: Values?
    var meta: Meta
    var pastValues: [Values]
    var learners: [Learner]

    /// A move's values in one game, or before the game `before` changed them.
    struct Values: Encodable {
      var before: String?
      var type: String?
      var power: Int?
      var accuracy: Int?
      var pp: Int?
      var effectChance: Int?
    }

    /// What the move does besides its power; zero where it does not.
    struct Meta: Encodable {
      var effectChance: Int?
      var ailment: String?
      var ailmentName: String?
      var ailmentChance: Int
      var critStage: Int
      var drain: Int
      var healing: Int
      var flinchChance: Int
      var statChance: Int
      var statChanges: [StatChange]
      var minHits: Int?
      var maxHits: Int?
      var minTurns: Int?
      var maxTurns: Int?
    }

    struct StatChange: Encodable {
      var stat: String
      var change: Int
    }

    struct Learner: Encodable {
      var id: Int
      var name: String
      var method: String
      var level: Int?
      var speciesId: Int
    }
  }

  static func move(_ detail: MoveDetail, group: GameGroup?, language: Language) throws -> String {
    let move = detail.move
    let learners = group.map { detail.learners[$0.id] ?? [] } ?? []
    let meta = move.meta
    let then = group.map(move.asIn)
    return try encode(
      MoveCard(
        move: Move(move, language: language), priority: move.priority, target: move.target,
        generation: move.generation, shortEffect: move.shortEffect(in: language),
        effect: move.effect(in: language), names: move.names, game: group?.slug,
        games: detail.groups.map(\.slug), machine: group.flatMap { detail.machines[$0.id] },
        inGame: then.map {
          MoveCard.Values(
            type: $0.type?.rawValue, power: $0.power, accuracy: $0.accuracy, pp: $0.pp,
            effectChance: $0.meta.effectChance)
        },
        meta: MoveCard.Meta(
          effectChance: meta.effectChance, ailment: meta.ailment,
          ailmentName: meta.ailment.map { Strings.forLanguage(language).ailment($0) },
          ailmentChance: meta.ailmentChance, critStage: meta.critStage, drain: meta.drain,
          healing: meta.healing, flinchChance: meta.flinchChance, statChance: meta.statChance,
          statChanges: meta.statChanges.map {
            MoveCard.StatChange(stat: $0.stat, change: $0.change)
          },
          minHits: meta.hits?.lowerBound, maxHits: meta.hits?.upperBound,
          minTurns: meta.turns?.lowerBound, maxTurns: meta.turns?.upperBound),
        pastValues: move.pastValues.map {
          MoveCard.Values(
            before: $0.group.slug, type: $0.type?.rawValue, power: $0.power,
            accuracy: $0.accuracy, pp: $0.pp, effectChance: $0.effectChance)
        },
        learners: learners.map {
          MoveCard.Learner(
            id: $0.pokemon.id, name: $0.pokemon.name(in: language), method: $0.learned.method,
            level: $0.learned.method == "level-up" ? $0.learned.level : nil,
            speciesId: $0.pokemon.speciesID)
        }))
  }

  /// `natures --json`: each nature's slug and name, the stats it raises and lowers and the
  /// flavours it likes and dislikes (PokeAPI's slugs; null for a neutral nature).
  struct Nature: Encodable {
    var slug: String
    var name: String
    var raises: String?
    var lowers: String?
    var likes: String?
    var dislikes: String?
  }

  static func natures(_ natures: [PokedexSets.Nature], language: Language) throws -> String {
    let strings = Strings.forLanguage(language)
    return try encode(
      natures.map {
        Nature(
          slug: $0.slug, name: strings.name(from: $0.names, slug: $0.slug, in: language),
          raises: $0.raised.map { PokedexSets.statSlugs[$0] },
          lowers: $0.lowered.map { PokedexSets.statSlugs[$0] }, likes: $0.likes,
          dislikes: $0.hates)
      })
  }

  /// One line of `show --where --json` and `location --json`.
  struct Encounter: Encodable {
    var pokemon: Int?
    var name: String?
    var place: String
    var placeName: String
    var area: String?
    var method: String
    var methodName: String
    var conditions: [String]
    var conditionNames: [String]
    var versions: [String]
    var minLevel: Int
    var maxLevel: Int
    var chance: Int

    init(
      _ line: EncounterLine, name: String?, language: Language,
      names: (String, String) -> String
    ) {
      let strings = Strings.forLanguage(language)
      (pokemon, self.name) = (name == nil ? nil : line.pokemon, name)
      (place, placeName) = (line.placeSlug, line.placeName(in: language))
      area = line.areaPart[language.rawValue] ?? line.areaPart[Language.english.rawValue]
      (method, methodName) = (line.method, strings.translated(names("method", line.method)))
      conditions = line.conditions
      conditionNames = line.conditions.map { strings.translated(names("condition", $0)) }
      (versions, minLevel, maxLevel, chance) = (
        line.versions, line.minLevel, line.maxLevel, line.chance
      )
    }
  }

  /// `show --where --json`: where a Pokémon is found in one game group.
  struct Where: Encodable {
    var id: Int
    var name: String
    var game: String?
    var games: [String]
    var encounters: [Encounter]
    /// In a game it is not found in, what it evolves from that is.
    var evolvesFrom: Origin?
    /// The newest game group PokeAPI has encounters for.
    var dataEndsWith: String?

    struct Origin: Encodable {
      var id: Int
      var name: String
      var places: [String]
    }
  }

  static func encounters(
    _ pokemon: Pokemon, _ guide: PokemonEncounters, group: GameGroup?, language: Language
  ) throws -> String {
    let strings = Strings.forLanguage(language)
    let origin = group.flatMap { guide.origins[$0.id] }
    return try encode(
      Where(
        id: pokemon.id, name: pokemon.name(in: language), game: group?.slug,
        games: guide.groups.map(\.slug),
        encounters: (group.flatMap { guide.lines[$0.id] } ?? []).map {
          Encounter($0, name: nil, language: language) { guide.name($0, $1, in: language) }
        },
        evolvesFrom: origin.map {
          Where.Origin(
            id: $0.pokemon, name: strings.name(from: $0.pokemonNames, slug: "", in: language),
            places: $0.places.map { strings.name(from: $0, slug: "", in: language) })
        },
        dataEndsWith: guide.lastGroupWithData?.slug))
  }

  /// `location --json`: what is found at a place in one game group.
  struct Place: Encodable {
    var slug: String
    var name: String
    var region: String
    var game: String
    var games: [String]
    var encounters: [Encounter]
  }

  static func place(_ guide: PlaceEncounters, group: GameGroup, language: Language) throws
    -> String
  {
    try encode(
      Place(
        slug: guide.slug, name: guide.name(in: language), region: guide.region, game: group.slug,
        games: guide.groups.map(\.slug),
        encounters: (guide.lines[group.id] ?? []).map { line in
          Encounter(
            line, name: guide.pokemon[line.pokemon]?.name(in: language) ?? "#\(line.pokemon)",
            language: language
          ) { guide.name($0, $1, in: language) }
        }))
  }

  /// `item --json`: an item in full, and who holds it in the wild.
  struct Item: Encodable {
    var id: Int
    var slug: String
    var name: String
    var names: [String: String]
    var category: String
    var categoryName: String
    var kind: String
    var pocket: String?
    var flingPower: Int?
    var cost: Int?
    var generations: [Int]
    var shortEffect: String?
    var effect: String?
    var text: String?
    var heldBy: [Holder]
    var teaches: [Teaching]

    struct Teaching: Encodable {
      var move: String
      var moveName: String
      var groups: [String]
      var games: String
    }

    struct Holder: Encodable {
      var id: Int
      var name: String
      var rarity: Int
      var versions: [String]
    }
  }

  static func item(_ detail: ItemDetail, language: Language) throws -> String {
    let entry = detail.entry
    let text = ItemText(strings: .forLanguage(language), language: language)
    func own(_ texts: [String: String]) -> String? {
      texts[language.rawValue] ?? texts[Language.english.rawValue]
    }
    return try encode(
      Item(
        id: detail.item.id, slug: detail.item.slug, name: detail.name(in: language),
        names: detail.item.names, category: detail.item.category,
        categoryName: text.category(detail),
        kind: detail.kind.rawValue, pocket: detail.category?.pocket,
        flingPower: entry.flingPower, cost: entry.cost, generations: entry.generations,
        shortEffect: own(entry.shortEffects), effect: own(entry.effects), text: own(entry.texts),
        heldBy: detail.holders.map {
          Item.Holder(
            id: $0.pokemon.id, name: $0.pokemon.name(in: language), rarity: $0.rarity,
            versions: $0.versions)
        },
        teaches: detail.teaches.map {
          Item.Teaching(
            move: $0.slug, moveName: $0.moveName(in: language), groups: $0.groups.map(\.slug),
            games: text.games($0.groups, detail))
        }))
  }

  /// `calc --json`: the damage, its share of the defender's HP, the KO text and the sentence.
  /// `rolls` are the first hit's; `hit_rolls` every hit's (Parental Bond's second last).
  struct Calc: Encodable {
    var range: [Int]
    var rolls: [Int]
    var hitRolls: [[Int]]
    var hits: Int
    var percent: [Double]
    var ko: String
    var description: String
    var defenderHp: Int
  }

  static func calc(_ result: DamageResult) throws -> String {
    let range = result.range
    return try encode(
      Calc(
        range: [range.lowerBound, range.upperBound], rolls: result.perHit,
        hitRolls: result.hitRolls + (result.child.map { [$0] } ?? []), hits: result.hits,
        percent: [range.lowerBound, range.upperBound].map { Double(result.percent($0)) ?? 0 },
        ko: result.koText, description: result.description, defenderHp: result.defenderHP))
  }

  static func results(_ results: [SearchResult], language: Language) throws -> String {
    try encode(
      results.map {
        Result(
          id: $0.pokemon.id, number: $0.pokemon.number, name: $0.pokemon.name(in: language),
          types: $0.pokemon.types.map(\.rawValue), matchedName: $0.matchedName,
          language: $0.language?.rawValue, match: "\($0.kind)")
      })
  }

  /// Two to four Pokémon side by side, as `compare --json` prints them.
  struct Compared: Encodable {
    struct Entry: Encodable {
      var id: Int
      var number: String
      var name: String
      var types: [String]
      var abilities: [Ability]
      var stats: Stats
      var matchups: Matchups
    }
    struct Pair: Encodable {
      var faster: Int
      var slower: Int
    }
    var pokemon: [Entry]
    /// For each stat (`hp` … `speed`, `total`): the ids with the highest value.
    var highest: [String: [Int]]
    /// Who outspeeds whom, by id; equal speeds are in `speed_ties`.
    var outspeeds: [Pair]
    var speedTies: [[Int]]
  }

  static func comparison(_ comparison: Comparison, chart: TypeChart, language: Language) throws
    -> String
  {
    let keys = ["hp", "attack", "defense", "special_attack", "special_defense", "speed", "total"]
    var highest: [String: [Int]] = [:]
    for (key, row) in zip(keys, comparison.rows) {
      highest[key] = comparison.pokemon.indices.filter(row.isBest).map { comparison.pokemon[$0].id }
    }
    return try encode(
      Compared(
        pokemon: comparison.pokemon.map { pokemon in
          let stats = pokemon.stats
          let matchups = chart.matchups(against: pokemon.types)
          return Compared.Entry(
            id: pokemon.id, number: pokemon.number, name: pokemon.name(in: language),
            types: pokemon.types.map(\.rawValue),
            abilities: pokemon.abilities.map {
              Ability(name: $0.name, displayName: $0.displayName, hidden: $0.isHidden)
            },
            stats: Stats(
              hp: stats.hp, attack: stats.attack, defense: stats.defense,
              specialAttack: stats.specialAttack, specialDefense: stats.specialDefense,
              speed: stats.speed, total: stats.total),
            matchups: Matchups(
              weak4x: matchups.quadruple.map(\.rawValue), weak2x: matchups.double.map(\.rawValue),
              resistsHalf: matchups.half.map(\.rawValue),
              resistsQuarter: matchups.quarter.map(\.rawValue),
              immune: matchups.immune.map(\.rawValue)))
        },
        highest: highest,
        outspeeds: comparison.outspeeds.map {
          Compared.Pair(faster: $0.faster.id, slower: $0.slower.id)
        },
        speedTies: comparison.speedTies.map { [$0.0.id, $0.1.id] }))
  }

  /// The team and its coverage, as `team --json` prints them.
  struct TeamJSON: Encodable {
    struct Member: Encodable {
      /// The species or form as Showdown names it (`Garchomp`, `Ogerpon-Wellspring`).
      var species: String
      var pokemonId: Int
      var id: Int
      var name: String
      var types: [String]
      var ability: String?
      var moves: [String]
      var nickname: String?
      var gender: String?
      var item: String?
      var level: Int
      var shiny: Bool
      var happiness: Int?
      var teraType: String?
      var evs: TeamMember.Stats
      var ivs: TeamMember.Stats
      var nature: String?
      var hiddenPowerType: String?
      var gigantamax: Bool
      var pokeball: String?
      var dynamaxLevel: Int?
      /// Its actual stats at its level.
      var stats: TeamMember.Stats
      var warnings: [String]
    }
    struct Defense: Encodable {
      var type: String
      var weak, resist, immune: [Int]
      var shared: Bool
    }
    struct Offense: Encodable {
      var type: String
      var best: Double
      var by: [String]
    }
    var members: [Member]
    var defense: [Defense]
    var offense: [Offense]
    var sharedWeaknesses: [String]
    var gaps: [String]
  }

  /// One member as `team` shows it: its Pokémon, its moves found, its set, and what of the set
  /// is not legal.
  struct TeamEntry {
    var pokemon: Pokemon
    var moves: [MoveInfo]
    var ability: String?
    var member: TeamMember
    var warnings: [String]
  }

  static func team(
    _ entries: [TeamEntry], coverage: TeamCoverage, language: Language
  ) throws -> String {
    let ids = entries.map(\.pokemon.id)
    return try encode(
      TeamJSON(
        members: entries.map {
          TeamJSON.Member(
            species: (ShowdownNames.embedded.names[$0.pokemon.id] ?? $0.pokemon.name)
              + ($0.member.forme.map { "-\($0)" } ?? ""),
            pokemonId: $0.pokemon.id, id: $0.pokemon.id, name: $0.pokemon.name(in: language),
            types: $0.pokemon.types.map(\.rawValue), ability: $0.ability,
            moves: $0.moves.map(\.slug), nickname: $0.member.nickname,
            gender: $0.member.gender?.rawValue, item: $0.member.item, level: $0.member.level,
            shiny: $0.member.shiny, happiness: $0.member.happiness,
            teraType: $0.member.teraType, evs: $0.member.evs, ivs: $0.member.ivs,
            nature: $0.member.nature, hiddenPowerType: $0.member.hiddenPowerType?.displayName,
            gigantamax: $0.member.gigantamax, pokeball: $0.member.pokeball,
            dynamaxLevel: $0.member.dynamaxLevel,
            stats: $0.member.stats(
              base: $0.pokemon.stats,
              nature: $0.member.nature.flatMap(PokedexSets.embedded.nature(named:))),
            warnings: $0.warnings)
        },
        defense: coverage.defense.map {
          TeamJSON.Defense(
            type: $0.type.rawValue, weak: $0.weak.map { ids[$0] },
            resist: $0.resist.map { ids[$0] },
            immune: $0.immune.map { ids[$0] }, shared: $0.isShared)
        },
        offense: coverage.offense.map {
          TeamJSON.Offense(type: $0.type.rawValue, best: $0.best, by: $0.by.map(\.rawValue))
        },
        sharedWeaknesses: coverage.sharedWeaknesses.map(\.rawValue),
        gaps: coverage.gaps.map(\.rawValue)))
  }

  /// Snake-case keys in a stable order, one value per line for people reading it.
  private static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return terminalSafeJSON(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }
}
