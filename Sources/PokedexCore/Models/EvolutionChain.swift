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
  /// `min_level: "16"`, `item: "thunder-stone"`, `time_of_day: "day"`, ...
  public var requirements: [String: String]

  /// A condition.
  public init(trigger: String, requirements: [String: String] = [:]) {
    self.trigger = trigger
    self.requirements = requirements
  }

  /// A short English description: "Level 16", "Use Thunder Stone", "Trade holding Metal Coat",
  /// "Level up with high friendship (day)".
  public var summary: String {
    var r = requirements
    var parts: [String] = []
    switch trigger {
    case "level-up":
      if let level = r.removeValue(forKey: "min_level") {
        parts.append("Level \(level)")
      } else {
        parts.append("Level up")
      }
    case "use-item":
      parts.append("Use \(titleCased(r.removeValue(forKey: "item") ?? "an item"))")
    case "trade":
      parts.append("Trade")
      if let item = r.removeValue(forKey: "held_item") {
        parts.append("holding \(titleCased(item))")
      }
      if let species = r.removeValue(forKey: "trade_species") {
        parts.append("for \(titleCased(species))")
      }
    default:
      parts.append(titleCased(trigger))
    }
    if r.removeValue(forKey: "min_happiness") != nil { parts.append("with high friendship") }
    if r.removeValue(forKey: "min_affection") != nil { parts.append("with high affection") }
    if r.removeValue(forKey: "min_beauty") != nil { parts.append("with high beauty") }
    if let item = r.removeValue(forKey: "held_item") { parts.append("holding \(titleCased(item))") }
    if let move = r.removeValue(forKey: "known_move") {
      parts.append("knowing \(titleCased(move))")
    }
    if let type = r.removeValue(forKey: "known_move_type") {
      parts.append("knowing a \(titleCased(type)) move")
    }
    if let location = r.removeValue(forKey: "location") {
      parts.append("at \(titleCased(location))")
    }
    if let time = r.removeValue(forKey: "time_of_day") { parts.append("(\(time))") }
    if let gender = r.removeValue(forKey: "gender") {
      parts.append(gender == "1" ? "(female)" : "(male)")
    }
    for (key, value) in r.sorted(by: { $0.key < $1.key }) {
      let name = titleCased(key.replacingOccurrences(of: "_", with: "-"))
      parts.append(
        value == "true" ? name.lowercased() : "\(name.lowercased()) \(titleCased(value))")
    }
    return parts.joined(separator: " ")
  }
}
