import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// Showdown's names for every Pokémon and form: the shipped table, how it is made, and the
/// pastes it lets the app read and write.
@Suite struct ShowdownNamesTests {
  static let client = EmbeddedMovesTests.client

  /// `../shared/showdown/species.tsv`, beside the shared PokeAPI copy.
  static let speciesTable = SharedPokeAPI.directory.deletingLastPathComponent()
    .appending(path: "showdown/species.tsv")

  /// The committed table is what `pokedex-tui sync --showdown` makes from Showdown's table
  /// today, and it names every Pokémon of the snapshot.
  @Test(.requiresSharedPokeAPI) func theShippedTableIsWhatTheGeneratorMakes() throws {
    guard let data = FileManager.default.contents(atPath: Self.speciesTable.path) else {
      Issue.record("Showdown's species table is missing at \(Self.speciesTable.path)")
      return
    }
    let (generated, unmatched) = try ShowdownNames.generate(
      pokedex: .embedded, speciesTable: String(decoding: data, as: UTF8.self))
    #expect(unmatched.isEmpty, "no Showdown name for \(unmatched)")
    #expect(generated == ShowdownNames.embedded)
  }

  @Test func everyPokemonHasANameThatReadsBack() throws {
    let table = ShowdownNames.embedded
    for pokemon in Pokedex.embedded.pokemon {
      let name = try #require(table.names[pokemon.id], "no Showdown name for #\(pokemon.id)")
      let read = try #require(table.id(named: name), "\(name) does not read back")
      // A name several share reads back as the one that is not an alias.
      #expect(read == pokemon.id || table.aliases.contains(pokemon.id), "\(name): \(read)")
      #expect(table.names[read] == name)
    }
    #expect(table.id(named: "zygarde 10%") == 10181)  // not the Power Construct one
  }

  /// The forms the issue names: written with Showdown's names, read back as the same forms,
  /// the app's own export included (`Calyrex-Shadow` with As One).
  @Test func formsAreWrittenAndReadWithShowdownsNames() async throws {
    let cases: [(Int, String)] = [
      (10194, "Calyrex-Shadow"), (10274, "Ogerpon-Hearthflame"), (10250, "Tauros-Paldea-Combat"),
      (10186, "Indeedee-F"), (10155, "Necrozma-Dusk-Mane"), (10181, "Zygarde-10%"),
      (10227, "Urshifu-Rapid-Strike-Gmax"), (10168, "Mr. Mime-Galar"),
    ]
    let team = cases.prefix(6).map { TeamMember(pokemon: $0.0) }
    let written = try await ShowdownPaste.write(Array(team), from: Self.client)
    #expect(
      written.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        == cases.prefix(6).map(\.1))
    let calyrex = "Calyrex-Shadow\nAbility: As One (Spectrier)\n- Astral Barrage\n"
    let read = try await ShowdownPaste.importTeam(calyrex, in: Self.client).get()
    #expect(read.members.map(\.pokemon) == [10194])
    #expect(read.warnings.isEmpty, "\(read.warnings)")
    for (id, name) in cases {
      let imported = try await ShowdownPaste.importTeam(name, in: Self.client).get()
      #expect(imported.members.map(\.pokemon) == [id], "\(name)")
    }
    let again = try await ShowdownPaste.importTeam(written, in: Self.client).get()
    #expect(again.members == team)
  }

  /// The matcher, on rows of our own making: a form's words after its species' name, the
  /// words PokeAPI adds, any order, F for female, and the species' name for a cosmetic form.
  @Test func formsMatchTheirFormes() {
    let rows = ["Paldea-Combat", "Paldea-Blaze", "Dusk-Mane", "Alola", "Alola-Totem", "F", "Galar"]
      .map { ShowdownNames.Row(number: 1, name: "X-\($0)", forme: $0) }
    func name(_ slug: String, species: String) -> String? {
      let form = FormInfo(slug: slug, formName: "")
      let words = ShowdownNames.formWords(form, species: species)
      return ShowdownNames.match(words, among: rows)?.0.forme
    }
    #expect(name("tauros-paldea-combat-breed", species: "Tauros") == "Paldea-Combat")
    #expect(name("necrozma-dusk", species: "Necrozma") == "Dusk-Mane")
    #expect(name("raticate-totem-alola", species: "Raticate") == "Alola-Totem")
    #expect(name("raticate-alola", species: "Raticate") == "Alola")
    #expect(name("indeedee-female", species: "Indeedee") == "F")
    #expect(name("mr-mime-galar", species: "Mr. Mime") == "Galar")
    #expect(name("unown-b", species: "Unown") == nil)
    let base = [ShowdownNames.Row(number: 1, name: "Zygarde", forme: "")]
    #expect(ShowdownNames.formOfTheBase(["50", "power", "construct"], base)?.name == "Zygarde")
  }

  @Test func theTableReadsWhatItWrites() throws {
    let table = ShowdownNames(
      names: [1: "Bulbasaur", 2: "Zygarde-10%", 3: "Zygarde-10%"], aliases: [3])
    let read = try ShowdownNames(snapshot: table.snapshotText())
    #expect(read == table)
    #expect(read.id(named: "ZYGARDE-10%") == 2)
    #expect(throws: PokedexError.self) { try ShowdownNames(snapshot: "something else\n") }
    #expect(throws: PokedexError.self) {
      try ShowdownNames(snapshot: "pokedex-showdown\tv1\n1\tBulbasaur\tspare\n")
    }
  }

  /// Showdown's source writes a few names with JavaScript escapes and a decomposed accent;
  /// the table has them as Showdown shows them.
  @Test func escapedNamesAreReadAsShowdownShowsThem() {
    #expect(ShowdownNames.displayed("Farfetch\\u2019d") == "Farfetch\u{2019}d")
    #expect(ShowdownNames.displayed("Flabe\u{0301}be\u{0301}") == "Flab\u{E9}b\u{E9}")
    #expect(ShowdownNames.displayed("Flabe\\u0301be\\u0301") == "Flab\u{E9}b\u{E9}")
    #expect(ShowdownNames.embedded.names[83] == "Farfetch\u{2019}d")
    #expect(ShowdownNames.embedded.names[669] == "Flab\u{E9}b\u{E9}")
  }
}
