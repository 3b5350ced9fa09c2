import Foundation
import PokedexCore
import Testing

/// Search results travel in recorded actions, so their JSON form must stay readable by older
/// and newer builds alike: these keys, the optional ones left out when nil.
struct SearchResultCodingTests {
  static let pokemon = Pokemon(
    id: 25, name: "Pikachu", types: [.electric], generation: 1,
    stats: BaseStats(
      hp: 35, attack: 55, defense: 40, specialAttack: 50, specialDefense: 50, speed: 90),
    height: 4, weight: 60, abilities: [], genus: "Mouse Pokémon", evolutionChainID: 10)

  func object(_ result: SearchResult) throws -> [String: Any] {
    let data = try JSONEncoder().encode(result)
    #expect(try JSONDecoder().decode(SearchResult.self, from: data) == result)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aNameMatchWritesEveryField() throws {
    let result = SearchResult(
      pokemon: Self.pokemon, kind: .prefix, matchedName: "ピカチュウ", language: .japanese,
      highlight: 0..<2)
    let json = try object(result)
    #expect(Set(json.keys) == ["pokemon", "kind", "matchedName", "language", "highlight"])
    #expect(json["kind"] as? Int == 1)
    #expect(json["matchedName"] as? String == "ピカチュウ")
    #expect(json["language"] as? String == "ja")
    #expect(json["highlight"] as? [Int] == [0, 2])
    #expect((json["pokemon"] as? [String: Any])?["id"] as? Int == 25)
  }

  @Test func aNumberMatchLeavesOutItsLanguageAndHighlight() throws {
    let result = SearchResult(
      pokemon: Self.pokemon, kind: .exact, matchedName: "#025", language: nil, highlight: nil)
    #expect(Set(try object(result).keys) == ["pokemon", "kind", "matchedName"])
  }
}
