import Foundation

/// A team in the paste format Pokémon Showdown's teambuilder imports and exports, which is how
/// players share teams:
///
/// ```
/// Chompy (Garchomp) (M) @ Choice Scarf
/// Ability: Rough Skin
/// EVs: 252 Atk / 4 SpD / 252 Spe
/// Jolly Nature
/// - Earthquake
/// - Outrage
/// ```
///
/// A set per paragraph: its first line names the species (after a nickname, in brackets;
/// gender and item are read past), then `Ability:` and up to four `- Move` lines; the fields
/// this Pokédex has no use for (EVs, IVs, nature, level, item, Tera type, …) are read past. A
/// line that cannot be read is a ``Problem`` with its number, and nothing of the paste is
/// taken.
public enum ShowdownPaste {
  /// One set as the paste writes it, before its names are looked up.
  public struct PastedSet: Equatable, Sendable {
    public var species: String
    public var ability: String?
    public var moves: [String]
    /// The line numbers (from 1) of the species, the ability and each move.
    public var line: Int
    public var abilityLine: Int?
    public var moveLines: [Int]
  }

  /// A line that cannot be taken, and why.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Its number, from 1.
    public var line: Int
    public var message: String

    public var description: String { "line \(line): \(message)" }
  }

  /// The fields of a set this Pokédex reads past.
  static let ignoredFields = [
    "evs", "ivs", "level", "shiny", "happiness", "tera type", "gigantamax", "dynamax level",
    "pokeball", "hidden power",
  ]

  /// The sets of `text`, or the first line that cannot be read.
  public static func parse(_ text: String) -> Result<[PastedSet], Problem> {
    var sets: [PastedSet] = []
    var current: PastedSet?
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (offset, raw) in lines.enumerated() {
      let number = offset + 1
      let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
      func problem(_ message: String) -> Result<[PastedSet], Problem> {
        .failure(Problem(line: number, message: message))
      }
      if line.isEmpty {
        if let set = current { sets.append(set) }
        current = nil
        continue
      }
      guard var set = current else {
        if sets.count == TeamMember.teamCapacity {
          return problem("a team has at most \(TeamMember.teamCapacity) Pokémon")
        }
        guard let species = species(in: line) else {
          return problem("expected a Pokémon's name, like \"Garchomp @ Choice Scarf\"")
        }
        current = PastedSet(species: species, moves: [], line: number, moveLines: [])
        continue
      }
      if line.hasPrefix("-") || line.hasPrefix("~") {
        let move = line.dropFirst().trimmingCharacters(in: .whitespaces)
        guard !move.isEmpty else { return problem("expected a move after \"-\"") }
        guard set.moves.count < TeamMember.movesCapacity else {
          return problem("a Pokémon knows at most \(TeamMember.movesCapacity) moves")
        }
        // "Hidden Power [Fire]" is Hidden Power.
        let name = move.split(separator: "[").first.map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        set.moves.append(name ?? move)
        set.moveLines.append(number)
      } else if let colon = line.firstIndex(of: ":") {
        let key = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if key == "ability" {
          guard !value.isEmpty else { return problem("expected an ability after \"Ability:\"") }
          set.ability = value
          set.abilityLine = number
        } else if !ignoredFields.contains(key) {
          return problem("\"\(key):\" is not a field of a set")
        }
      } else if !line.hasSuffix(" Nature") {
        return problem("expected \"Ability: …\", \"- Move\" or a set's field, not \"\(line)\"")
      }
      current = set
    }
    if let set = current { sets.append(set) }
    guard !sets.isEmpty else {
      return .failure(Problem(line: 1, message: "the paste has no Pokémon"))
    }
    return .success(sets)
  }

  /// The species a set's first line names: `Nickname (Species) (M) @ Item` → `Species`.
  static func species(in line: String) -> String? {
    var text = line
    if let at = text.range(of: " @ ") { text = String(text[..<at.lowerBound]) }
    if text.hasSuffix("@") { text = String(text.dropLast()) }
    text = text.trimmingCharacters(in: .whitespaces)
    for gender in ["(M)", "(F)"] where text.hasSuffix(gender) {
      text = text.dropLast(gender.count).trimmingCharacters(in: .whitespaces)
    }
    // A nickname puts the species in the last brackets.
    if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
      let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
      if !inner.isEmpty { text = String(inner) }
    }
    text = text.trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : text
  }

  /// The team `sets` name, each name looked up in `client`: a species (or form) as the app's
  /// search finds it, an ability it can have, moves it learns in some game. The first that
  /// does not resolve is a ``Problem`` on its line.
  public static func members(_ sets: [PastedSet], in client: PokemonClient) async throws
    -> Result<[TeamMember], Problem>
  {
    var members: [TeamMember] = []
    for set in sets {
      let pokemon: Pokemon
      switch try await PokemonLookup.find(set.species, in: client) {
      case .found(let found): pokemon = found
      case .ambiguous(let candidates):
        let names = candidates.prefix(3).map(\.name).joined(separator: ", ")
        return .failure(
          Problem(line: set.line, message: "\"\(set.species)\" could be \(names)"))
      case .unknown:
        return .failure(Problem(line: set.line, message: "no Pokémon is called \"\(set.species)\""))
      }
      var member = TeamMember(pokemon: pokemon.id)
      if let ability = set.ability, let line = set.abilityLine {
        let slug = pokemon.abilities.first { nameKey($0.name) == nameKey(ability) }?.name
        let named = try? await client.fetchAbility(ability)
        guard let found = slug ?? named.map(\.ability.slug),
          pokemon.abilities.contains(where: { $0.name == found })
        else {
          return .failure(
            Problem(line: line, message: "\(pokemon.name) cannot have the ability \"\(ability)\""))
        }
        member.ability = found
      }
      if !set.moves.isEmpty {
        let learnable = try await client.fetchLearnsets(pokemon.id).moves.values
        for (move, line) in zip(set.moves, set.moveLines) {
          let key = nameKey(move)
          guard
            let found = learnable.first(where: {
              nameKey($0.slug) == key || $0.names.values.contains { nameKey($0) == key }
            })
          else {
            return .failure(
              Problem(line: line, message: "\(pokemon.name) learns no move called \"\(move)\""))
          }
          member.moves.append(found.slug)
        }
      }
      members.append(member)
    }
    return .success(members)
  }

  /// `members` as a paste, in English as Showdown writes it: a form as its species' name and
  /// its form's (`Charizard-Mega-X`, `Raichu-Alola`), the ability and the moves by name.
  public static func write(_ members: [TeamMember], from client: PokemonClient) async throws
    -> String
  {
    var sets: [String] = []
    for member in members {
      let pokemon = try await client.fetchPokemon(member.pokemon)
      var name = pokemon.name
      if let form = pokemon.form {
        let species = try await client.fetchPokemon(pokemon.speciesID)
        let suffix = form.formName.split(separator: "-").map {
          $0.prefix(1).uppercased() + $0.dropFirst()
        }
        name = ([species.name] + suffix).joined(separator: "-")
      }
      var lines = [name]
      if let ability = member.ability {
        let english = try? await client.fetchAbility(ability).ability.name(in: .english)
        lines.append("Ability: " + (english ?? titleCased(ability)))
      }
      if !member.moves.isEmpty {
        let learnsets = try await client.fetchLearnsets(pokemon.id)
        for slug in member.moves {
          let move = learnsets.moves.values.first { $0.slug == slug }
          lines.append("- " + (move?.name(in: .english) ?? titleCased(slug)))
        }
      }
      sets.append(lines.joined(separator: "\n"))
    }
    return sets.joined(separator: "\n\n") + (sets.isEmpty ? "" : "\n")
  }
}
