import Foundation
import PokedexCore

/// What `show --json` and `search --json` print. The field names are a promise to scripts
/// (the README lists them): add fields, never rename or remove one.
enum ShellJSON {
  /// One Pokémon, as `show --json` prints it.
  struct Card: Encodable {
    var id: Int
    var number: String
    /// The name in the language asked for (`--lang`).
    var name: String
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
    /// Whether the sprite was in the cache (or came from PokeAPI).
    var hasSprite: Bool
  }

  struct Ability: Encodable {
    var name: String
    var displayName: String
    var hidden: Bool
  }

  struct Stats: Encodable {
    var hp, attack, defense, specialAttack, specialDefense, speed, total: Int
  }

  /// A species of the chain and those it evolves into.
  struct Evolution: Encodable {
    var id: Int
    var name: String
    /// How it evolves from its parent, in words; empty for the first species.
    var conditions: [String]
    var evolvesTo: [Evolution]
  }

  /// Attacking types by how much damage they do.
  struct Matchups: Encodable {
    var weak4x, weak2x, resistsHalf, resistsQuarter, immune: [String]
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
        conditions: node.conditions.map(\.summary), evolvesTo: node.evolvesTo.map(evolution))
    }
    let stats = pokemon.stats
    let value = Card(
      id: pokemon.id, number: pokemon.number, name: pokemon.name(in: language),
      names: pokemon.names.merging(["en": pokemon.name]) { own, _ in own },
      genus: pokemon.genus(in: language), types: pokemon.types.map(\.rawValue),
      generation: pokemon.generation, heightM: Double(pokemon.height) / 10,
      weightKg: Double(pokemon.weight) / 10,
      abilities: pokemon.abilities.map {
        Ability(name: $0.name, displayName: $0.displayName, hidden: $0.isHidden)
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
      flavorText: pokemon.flavorText, hasSprite: card.sprite != nil)
    return try encode(value)
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

  /// Snake-case keys in a stable order, one value per line for people reading it.
  private static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return terminalSafeJSON(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
  }
}
