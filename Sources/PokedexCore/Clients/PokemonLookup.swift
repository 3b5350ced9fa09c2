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

  /// The Pokémon `query` names: the search's best kind of match, when only one Pokémon has
  /// it. With no match at all, the suggestions are the best matches of the longest start of
  /// the query (at least three characters) that matches something; none for a number.
  public static func find(_ query: String, in client: PokemonClient) async throws -> PokemonLookup {
    let results = try await client.search(query, PokemonFilter())
    if let best = results.first {
      let equallyGood = results.prefix { $0.kind == best.kind }.map(\.pokemon)
      if equallyGood.count == 1 { return .found(best.pokemon) }
      return .ambiguous(Array(equallyGood.prefix(suggestionLimit)))
    }
    var shorter = query.trimmingCharacters(in: .whitespaces)
    // A number names one Pokémon or none; its first digits name others.
    if shorter.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "#") }) {
      return .unknown(suggestions: [])
    }
    while shorter.count > 3 {
      shorter.removeLast()
      let near = try await client.search(shorter, PokemonFilter())
      if !near.isEmpty {
        return .unknown(suggestions: near.prefix(suggestionLimit).map(\.pokemon))
      }
    }
    return .unknown(suggestions: [])
  }
}
