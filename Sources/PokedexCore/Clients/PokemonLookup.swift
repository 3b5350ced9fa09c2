#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finding the one Pokémon a person means by a name or a number, with the search the app uses
/// (any language, one typo forgiven), for commands that take a name.
///
/// ```swift
/// switch try await PokemonLookup.find("pikachu", in: client) {
/// case .found(let pokemon): print(pokemon.name)
/// case .ambiguous(let candidates), .unknown(let candidates): print(candidates.map(\.name))
/// }
/// ```
public enum PokemonLookup: Equatable, Sendable {
  /// One Pokémon matched best.
  case found(Pokemon)
  /// Several matched equally well (`char`): these, best first.
  case ambiguous([Pokemon])
  /// None matched; these come close (perhaps none).
  case unknown(suggestions: [Pokemon])

  /// Candidates named in a `did you mean` message, at most.
  public static let suggestionLimit = 5
  /// The longest start of an unknown name tried for suggestions: longer than any Pokémon's
  /// name in any language, so a longer start could not match where this one does not.
  static let suggestionStart = 24

  /// The Pokémon `query` names: the search's best kind of match, when only one Pokémon has
  /// it. With no match at all, the suggestions are the best matches of the longest start of
  /// the query (at least three characters) that matches something; none for a number. A
  /// name's start with a typo names nothing by itself (`pikachuuu` is not Unova Cap
  /// Pikachu's `pikachuun…`): it is suggested.
  public static func find(_ query: String, in client: PokemonClient) async throws -> PokemonLookup {
    // A number names the Pokémon with that number or none: read as a name with a typo, 1026
    // would be any of the forms numbered 10260 to 10269. One below 1 (`-1`) names no one;
    // searched, it would read as a negated term.
    if isNumber(query) {
      let trimmed = query.trimmingCharacters(in: .whitespaces)
      guard !trimmed.hasPrefix("-"), let id = Int(trimmed.drop { $0 == "#" }) else {
        return .unknown(suggestions: [])
      }
      let results = try await client.search(trimmed, PokemonFilter())
      return results.first { $0.pokemon.id == id }.map { .found($0.pokemon) }
        ?? .unknown(suggestions: [])
    }
    let results = try await client.search(query, PokemonFilter())
    if let best = results.first, best.kind != .startTypo {
      let equallyGood = results.prefix { $0.kind == best.kind }.map(\.pokemon)
      if equallyGood.count == 1 { return .found(best.pokemon) }
      // A species and its own forms matching alike (`pikachuu`) mean the species.
      let species = equallyGood.filter { !$0.isForm }
      if species.count == 1, equallyGood.allSatisfy({ $0.speciesID == species[0].id }) {
        return .found(species[0])
      }
      return .ambiguous(Array(withoutFormsOfListed(equallyGood).prefix(suggestionLimit)))
    }
    let trimmed = query.trimmingCharacters(in: .whitespaces)
    let start = Array(trimmed.prefix(suggestionStart))
    // A number names one Pokémon or none; its first digits name others.
    if isNumber(String(start)) { return .unknown(suggestions: []) }
    // The longest start that matches something, from `suggestionStart` characters (longer
    // than any name) down to three, one character at a time: a start can match where a
    // longer one does not and a shorter one does not either ("mrmimex": "mrmime"), so every
    // length is tried; one matched only with a typo of its own gives way to a shorter one
    // matched better. A start longer than any name is answered at once (the index knows its
    // longest name), so a 100,000-character name costs a few dozen real searches at most.
    let best = try await NameLookup.longestStartMatches(
      start, from: trimmed.count > start.count ? start.count : start.count - 1,
      search: { try await client.search($0, PokemonFilter()) }, kind: \.kind)
    return .unknown(
      suggestions: Array(withoutFormsOfListed(best.map(\.pokemon)).prefix(suggestionLimit)))
  }

  /// `pokemon` without the forms whose species is among them: a suggestion names Pikachu
  /// once, not each of its costumes.
  static func withoutFormsOfListed(_ pokemon: [Pokemon]) -> [Pokemon] {
    let listed = Set(pokemon.filter { !$0.isForm }.map(\.id))
    return pokemon.filter { !$0.isForm || !listed.contains($0.speciesID) }
  }

  /// Whether `text` is written as a dex number: digits, perhaps after `#` or `-` (`25`, `#25`,
  /// `-1`).
  public static func isNumber(_ text: String) -> Bool {
    var digits = Substring(text)
    if digits.first == "#" { digits = digits.dropFirst() }
    if digits.first == "-" { digits = digits.dropFirst() }
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
