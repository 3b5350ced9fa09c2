/// A family of species and how each evolves into the next.
public struct EvolutionChain: Sendable, Equatable, Hashable, Codable, Identifiable {
  /// PokeAPI's evolution-chain id.
  public var id: Int
  /// The first species of the family (the baby, where there is one).
  public var root: EvolutionNode

  /// A chain.
  public init(id: Int, root: EvolutionNode) {
    self.id = id
    self.root = root
  }

  /// The values its conditions give the requirements `keys` (`location`: the places where
  /// one evolves), for naming them.
  public func slugs(of keys: [String]) -> Set<String> {
    var slugs: Set<String> = []
    func walk(_ node: EvolutionNode) {
      for condition in node.conditions {
        for key in keys { if let slug = condition.requirements[key] { slugs.insert(slug) } }
      }
      node.evolvesTo.forEach(walk)
    }
    walk(root)
    return slugs
  }

  /// Every species in the chain, depth first.
  public var speciesIDs: [Int] {
    var ids: [Int] = []
    func walk(_ node: EvolutionNode) {
      ids.append(node.speciesID)
      node.evolvesTo.forEach(walk)
    }
    walk(root)
    return ids
  }
}

/// One species in an evolution chain.
public struct EvolutionNode: Sendable, Equatable, Hashable, Codable {
  /// National-dex number of the species.
  public var speciesID: Int
  /// PokeAPI's slug for the species: "pikachu".
  public var name: String
  /// How this species evolves from its parent; empty for the chain's root. More than one
  /// entry means alternative ways.
  public var conditions: [EvolutionCondition]
  /// The species this one evolves into.
  public var evolvesTo: [EvolutionNode]

  /// The slug as a name, for when the species' record is not at hand: `mr-mime` → `Mr Mime`.
  public var displayName: String { titleCased(name) }

  /// Its ways to evolve, those about `pokemon` first (Alolan Sandslash's Ice Stone before
  /// Sandslash's level 22; each form's own before the others), then the species' own, then
  /// the other forms'.
  public func ways(firstFor pokemon: Pokemon?) -> [EvolutionCondition] {
    func rank(_ condition: EvolutionCondition) -> Int {
      let forms = [condition.requirements["from_form"], condition.requirements["to_form"]]
      if let slug = pokemon?.slug, forms.contains(slug) { return 0 }
      return forms.allSatisfy { $0 == nil } ? 1 : 2
    }
    return conditions.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    .map(\.element)
  }

  /// Its ways to evolve in words, in `language`, those about `pokemon` first, `; ` between.
  public func waysText(
    firstFor pokemon: Pokemon?, in language: Language, names: (String) -> String?
  ) -> String {
    ways(firstFor: pokemon).map { $0.summary(in: language, names: names) }
      .joined(separator: "; ")
  }

  /// A node.
  public init(
    speciesID: Int, name: String, conditions: [EvolutionCondition] = [],
    evolvesTo: [EvolutionNode] = []
  ) {
    self.speciesID = speciesID
    self.name = name
    self.conditions = conditions
    self.evolvesTo = evolvesTo
  }
}

/// One way to evolve: PokeAPI's trigger and the requirements that go with it.
public struct EvolutionCondition: Sendable, Equatable, Hashable, Codable {
  /// PokeAPI's trigger slug: `level-up`, `use-item`, `trade`, `shed`, ...
  public var trigger: String
  /// PokeAPI's non-empty requirement fields by their PokeAPI name, values as text:
  /// `min_level: "16"`, `item: "thunder-stone"`, `time_of_day: "day"`, ...; and the forms it
  /// is about, as `from_form` and `to_form` (Pokémon slugs: `sandshrew-alola`).
  public var requirements: [String: String]

  /// A condition.
  public init(trigger: String, requirements: [String: String] = [:]) {
    self.trigger = trigger
    self.requirements = requirements
  }

  /// A short English description: "Level 16", "Use Thunder Stone", "Trade holding Metal Coat",
  /// "Level up with high friendship (day)".
  public var summary: String { summary(in: .english) { _ in nil } }

  /// A short description in `language`: "Level 16", "Nivel 16", "Niveau 16", "レベル16".
  ///
  /// `names` gives the name in `language` of an item, move, species, location, region or type
  /// from its PokeAPI slug (`thunder-stone` → `Pierre Foudre`); where it gives nil, the slug is
  /// title-cased (`Thunder Stone`). A requirement the language's wording does not cover is
  /// added as its PokeAPI field name and value.
  public func summary(in language: Language, names: (String) -> String?) -> String {
    let words = EvolutionWords.in(language)
    func name(_ slug: String) -> String { names(slug) ?? titleCased(slug) }
    var r = requirements
    let main: String
    var conditions: [String] = []
    var notes: [String] = []
    switch trigger {
    case "level-up":
      main = r.removeValue(forKey: "min_level").map(words.level) ?? words.levelUp
    case "use-item":
      main = words.use(r.removeValue(forKey: "item").map(name) ?? words.anItem)
    case "trade":
      main = words.trade
      if let item = r.removeValue(forKey: "held_item") {
        conditions.append(words.holding(name(item)))
      }
      if let species = r.removeValue(forKey: "trade_species") {
        conditions.append(words.tradeFor(name(species)))
      }
    default:
      main = words.otherTrigger(trigger, &r, name) ?? titleCased(trigger)
    }
    if let form = r.removeValue(forKey: "from_form") {
      conditions.append(words.fromForm(name(form)))
    }
    let into = r.removeValue(forKey: "to_form").map { words.intoForm(name($0)) }
    if r.removeValue(forKey: "min_happiness") != nil { conditions.append(words.friendship) }
    if r.removeValue(forKey: "min_affection") != nil { conditions.append(words.affection) }
    if r.removeValue(forKey: "min_beauty") != nil { conditions.append(words.beauty) }
    if let item = r.removeValue(forKey: "held_item") {
      conditions.append(words.holding(name(item)))
    }
    if let move = r.removeValue(forKey: "known_move") {
      conditions.append(words.knowing(name(move)))
    }
    if let type = r.removeValue(forKey: "known_move_type") {
      conditions.append(words.knowingType(name(type)))
    }
    if let location = r.removeValue(forKey: "location") {
      conditions.append(words.at(name(location)))
    }
    for (key, value) in r.sorted(by: { $0.key < $1.key }) {
      guard let phrase = words.requirement[key] else { continue }
      r[key] = nil
      conditions.append(
        phrase(EvolutionWords.namedRequirements.contains(key) ? name(value) : value))
    }
    if let time = r.removeValue(forKey: "time_of_day") {
      notes.append("(\(words.times[time] ?? time))")
    }
    if let gender = r.removeValue(forKey: "gender") {
      notes.append(gender == "1" ? words.female : words.male)
    }
    if let into { notes.append(into) }
    // What is left is shown as PokeAPI names it: `min steps 1000`.
    let rest = r.sorted(by: { $0.key < $1.key }).map { key, value in
      let name = titleCased(key.replacingOccurrences(of: "_", with: "-")).lowercased()
      return value == "true" ? name : "\(name) \(titleCased(value))"
    }
    if words.conditionsFirst {
      return ([conditions.joined(separator: "、") + main + notes.joined()] + rest)
        .joined(separator: " ")
    }
    return ([main] + conditions + notes + rest).joined(separator: " ")
  }
}
