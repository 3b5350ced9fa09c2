import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// The names a player types find the entry they mean: every PokeAPI slug, any word order,
/// Showdown's names, and no two entries under one display name.
@Suite struct NamesFindTheirEntryTests {
  static let client = PokemonClient.liveValue

  func found(_ query: String) async throws -> Int? {
    guard case .found(let pokemon) = try await PokemonLookup.find(query, in: Self.client)
    else { return nil }
    return pokemon.id
  }

  /// All 1,351 of PokeAPI's Pokémon names (`deoxys-normal`, `palafin-zero`, `zygarde-10`,
  /// `meowstic-male`, …) open that very entry, as listed by the full copy.
  @Test(.requiresSharedPokeAPI, .timeLimit(.minutes(5)))
  func everyPokeAPISlugOpensItsOwnEntry() async throws {
    let directory = try SharedPokeAPI.requireFull()
    let list = try JSONDecoder().decode(
      PokemonList.self,
      from: Data(contentsOf: directory.appending(path: "api/v2/pokemon/index.json")))
    #expect(list.results.count == 1351)
    var wrong: [String] = []
    for entry in list.results {
      let id = Int(entry.url.split(separator: "/").last ?? "")
      let got = try await found(entry.name)
      if got == nil || got != id {
        wrong.append("\(entry.name) → \(got.map(String.init) ?? "none")")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.count) slugs open another entry or none: \(wrong)")
  }

  struct PokemonList: Decodable {
    struct Entry: Decodable {
      let name: String
      let url: String
    }
    let results: [Entry]
  }

  /// The slugs that used to fail, on the embedded data alone (no copy needed).
  @Test(arguments: [
    ("deoxys-normal", 386), ("giratina-altered", 487), ("palafin-zero", 964),
    ("toxtricity-amped", 849), ("urshifu-single-strike", 892), ("zygarde-50", 718),
    ("zygarde-10", 10181), ("meowstic-male", 678), ("tatsugiri-curly", 978),
    ("aegislash-shield", 681), ("mimikyu-disguised", 778), ("morpeko-full-belly", 877),
  ])
  func aDefaultFormsSlugOpensTheSpecies(slug: String, id: Int) async throws {
    #expect(try await found(slug) == id)
  }

  /// Words in any order, spaces for hyphens, and Showdown's names.
  @Test(arguments: [
    ("ogerpon wellspring", 10273), ("gmax charizard", 10196), ("tauros paldea aqua", 10252),
    ("necrozma dusk mane", 10155), ("dusk mane necrozma", 10155), ("charizard x", 10034),
    ("Necrozma-Dusk-Mane", 10155), ("Indeedee-F", 10186), ("alola raichu", 10100),
  ])
  func wordsInAnyOrderFindTheForm(query: String, id: Int) async throws {
    #expect(try await found(query) == id)
  }

  /// Two Mega Meowstic are two names, so a query for both is a choice between them.
  @Test func entriesPokeAPINamesAlikeAreToldApart() async throws {
    guard case .ambiguous(let both) = try await PokemonLookup.find("mega meowstic", in: Self.client)
    else {
      Issue.record("expected a choice")
      return
    }
    #expect(Set(both.map(\.name)) == ["Mega Meowstic (Male)", "Mega Meowstic (Female)"])
  }

  /// No two entries of the embedded Pokédex share a name in any of the five languages.
  @Test func noTwoEntriesShareADisplayName() {
    for language in Language.allCases {
      var seen: [String: Int] = [:]
      var shared: [String] = []
      for pokemon in Pokedex.embedded.pokemon {
        let name = pokemon.name(in: language)
        if let other = seen.updateValue(pokemon.id, forKey: name) {
          shared.append("\(name): \(other) and \(pokemon.id)")
        }
      }
      #expect(shared.isEmpty, "\(language): \(shared)")
    }
  }

  /// The sync's rule on made-up entries: the words a slug has beyond its species' and the
  /// others' go in brackets, inside the ones the name ends with; the plainest keeps its name.
  @Test func theSyncBracketsTheWordsThatTellEntriesApart() {
    func entry(_ id: Int, _ name: String, slug: String, es: String) -> Pokemon {
      Pokemon(
        id: id, name: name, names: ["en": name, "es": es], types: [.dragon], generation: 6,
        stats: BaseStats(
          hp: 1, attack: 1, defense: 1, specialAttack: 1, specialDefense: 1, speed: 1),
        height: 1, weight: 1, abilities: [], genus: "", evolutionChainID: 1, speciesID: 718,
        form: id > 10_000 ? FormInfo(slug: slug, formName: "") : nil,
        defaultSlug: id > 10_000 ? nil : slug)
    }
    let told = PokeAPIConversion.distinctNames(
      [
        entry(718, "Zygarde", slug: "zygarde-50", es: "Zygarde"),
        entry(10118, "10% Zygarde", slug: "zygarde-10-power-construct", es: "Zygarde (Forma 10%)"),
        entry(10181, "10% Zygarde", slug: "zygarde-10", es: "Zygarde (Forma 10%)"),
      ], speciesSlugs: [718: "zygarde"])
    #expect(told.map(\.name) == ["Zygarde", "10% Zygarde (Power Construct)", "10% Zygarde"])
    #expect(
      told.map { $0.name(in: .spanish) } == [
        "Zygarde", "Zygarde (Forma 10%, Power Construct)", "Zygarde (Forma 10%)",
      ])
  }

  /// Within each kind of match, the display language's names come first; the others follow.
  @Test(arguments: [
    (Language.english, "dra", ["Dratini", "Dragonair", "Dragonite"], "Charizard"),
    (.english, "gar", ["Garchomp"], "Gyarados"),
    (.english, "ab", ["Abra"], "Ekans"),
    (.french, "dra", ["Charizard"], "Dratini"),
  ])
  func matchesInTheDisplayLanguageComeFirst(
    language: Language, query: String, first: [String], after: String
  ) async throws {
    let results = try await Self.client.rankingMatches(in: language)
      .search(query, PokemonFilter()).map(\.pokemon.name)
    let later = try #require(results.firstIndex(of: after))
    for name in first {
      let index = try #require(results.firstIndex(of: name), "\(name) not found")
      #expect(index < later, "\(name) should come before \(after) in \(results.prefix(8))")
    }
    // Without the ranking, the dex order within a kind puts them the other way round for one.
    #expect(try await Self.client.search(query, PokemonFilter()).count == results.count)
  }

  /// A match through a slug shows the entry's English name, not the slug, unhighlighted.
  @Test func aSlugMatchShowsTheEnglishName() async throws {
    let result = try #require(
      try await Self.client.search("absol-mega", PokemonFilter()).first)
    #expect(result.pokemon.slug == "absol-mega")
    #expect(result.matchedName == "Mega Absol")
    #expect(result.highlight == nil)
  }
}
