import Foundation
import Loop
import Testing

@testable import PokedexCore

/// The snapshot committed as a package resource; these run without the shared PokeAPI copy.
@Suite struct EmbeddedSnapshotTests {
  @Test func embeddedSnapshotHasEveryNationalDexSpecies() throws {
    let pokedex = try Pokedex.loadEmbedded()
    // Every species, then the 326 alternate forms (PokeAPI's ids 10001 up).
    #expect(pokedex.pokemon.count == 1351)
    #expect(pokedex.pokemon.map(\.id) == Array(1...1025) + Array(10001...10326))
    #expect(pokedex.evolutionChains.count == 541)
    #expect(Pokedex.embedded == pokedex)
    for pokemon in pokedex.pokemon {
      #expect(pokedex.evolutionChains[pokemon.evolutionChainID] != nil, "\(pokemon.name)")
    }
    expectKnownFacts(pokedex)
  }

  @Test func theFirstPageComesFromTheTopOfTheFileAndMatchesTheWhole() async throws {
    // The app's first page is read from the first lines alone; it must be the same page.
    #expect(Pokedex.embeddedHead?.totalCount == 1025)
    #expect(Pokedex.embeddedHead?.pokemon.count == Pokedex.embeddedHeadCount)
    let client = PokemonClient.liveValue
    let first = try await client.fetchPage(20, 0, PokemonFilter())
    #expect(
      first == PokemonPage(pokemon: Array(Pokedex.embedded.pokemon.prefix(20)), totalCount: 1025))
    // So does the second page of the first screenful.
    let second = try await client.fetchPage(20, 20, PokemonFilter())
    #expect(
      second
        == PokemonPage(
          pokemon: Array(Pokedex.embedded.pokemon[20..<40]), totalCount: 1025))
    // Other pages and filtered lists come from the whole snapshot.
    let later = try await client.fetchPage(20, 40, PokemonFilter())
    #expect(later.pokemon.map(\.id) == Array(41...60))
    let fire = try await client.fetchPage(20, 0, PokemonFilter(types: [.fire]))
    #expect(fire.pokemon.first?.name == "Charmander")
    #expect(fire.totalCount < 1025)
  }

  @Test func theRowsAtHandAreTheTopOfTheSnapshotInDexOrder() {
    // What the app's first frame shows without a request: the same rows the whole gives.
    let rows = PokemonClient.liveValue.rowsAtHand()
    #expect(
      rows
        == PokemonPage(
          pokemon: Array(Pokedex.embedded.pokemon.prefix(Pokedex.embeddedHeadCount)),
          totalCount: 1025))
    // A source that holds nothing without a request says so.
    #expect(PokemonClient.unimplemented.rowsAtHand() == nil)
    #expect(PokemonClient.live(cache: nil).rowsAtHand() == nil)
  }

  @Test func theResourceIsLookedForBesideTheProgramThenInTheCheckout() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-resource-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let executable = folder.appendingPathComponent("bin/pokedex-tui")
    let beside = folder.appendingPathComponent("bin/Loop_PokedexCore.resources/pokedex.tsv")
    let checkout = folder.appendingPathComponent("checkout/pokedex.tsv")
    try FileManager.default.createDirectory(
      at: checkout.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Neither: where the install should have put it, for the message.
    #expect(Pokedex.embeddedResource(executable: executable, sourceCopy: checkout) == beside)
    // Only the checkout's: a program copied without its resources folder.
    try Data("x".utf8).write(to: checkout)
    #expect(Pokedex.embeddedResource(executable: executable, sourceCopy: checkout) == checkout)
    // A resources folder beside the program wins, even one that lost its file.
    try FileManager.default.createDirectory(
      at: beside.deletingLastPathComponent(), withIntermediateDirectories: true)
    #expect(Pokedex.embeddedResource(executable: executable, sourceCopy: checkout) == beside)
  }

  @Test func aLocalClientWhosePokedexFailsToLoadThrowsTheReasonFromEveryCall() async throws {
    let loads = Locked(0)
    let client = PokemonClient.local(loading: {
      loads.withLock { $0 += 1 }
      throw EmbeddedSnapshotError("the Pokédex data is missing: /nowhere/pokedex.tsv")
    })
    let expected = "the Pokédex data is missing: /nowhere/pokedex.tsv"
    func reason(_ call: () async throws -> Any) async -> String? {
      do {
        _ = try await call()
        return nil
      } catch {
        return "\(error)"
      }
    }
    #expect(await reason { try await client.fetchPage(20, 0, PokemonFilter()) } == expected)
    #expect(await reason { try await client.fetchPokemon(25) } == expected)
    #expect(await reason { try await client.fetchEvolutionChain(10) } == expected)
    #expect(await reason { try await client.search("pika", PokemonFilter()) } == expected)
    #expect(await reason { try await client.fetchTypeChart() } == expected)
    // Loaded once: a broken resource does not mend on the next call.
    #expect(loads.withLock { $0 } == 1)
  }

  @Test func embeddedSnapshotIsStableUnderReencoding() throws {
    let committed = try String(contentsOf: PackagePaths.embeddedSnapshot, encoding: .utf8)
    #expect(try Pokedex(snapshot: committed).snapshotText() == committed)
  }
}

/// Facts every real snapshot must have, whichever way it was made.
func expectKnownFacts(_ pokedex: Pokedex, sourceLocation: SourceLocation = #_sourceLocation) {
  guard let pikachu = pokedex.pokemon(id: 25), let charizard = pokedex.pokemon(id: 6) else {
    Issue.record("Pikachu or Charizard is missing", sourceLocation: sourceLocation)
    return
  }
  #expect(pikachu.name == "Pikachu", sourceLocation: sourceLocation)
  #expect(pikachu.types == [.electric], sourceLocation: sourceLocation)
  #expect(pikachu.generation == 1, sourceLocation: sourceLocation)
  #expect(
    pikachu.stats
      == BaseStats(
        hp: 35, attack: 55, defense: 40, specialAttack: 50, specialDefense: 50, speed: 90),
    sourceLocation: sourceLocation)
  #expect(pikachu.height == 4 && pikachu.weight == 60, sourceLocation: sourceLocation)
  #expect(
    pikachu.abilities == [
      Ability(name: "static", isHidden: false), Ability(name: "lightning-rod", isHidden: true),
    ], sourceLocation: sourceLocation)
  #expect(pikachu.names["ja"] == "ピカチュウ", sourceLocation: sourceLocation)
  #expect(pikachu.genus == "Mouse Pokémon", sourceLocation: sourceLocation)
  #expect(charizard.types == [.fire, .flying], sourceLocation: sourceLocation)

  // Records and forms, as the full copy has them.
  #expect(charizard.record.captureRate == 45, sourceLocation: sourceLocation)
  #expect(charizard.record.eggGroups == ["monster", "dragon"], sourceLocation: sourceLocation)
  #expect(charizard.record.femaleRatio == 0.125, sourceLocation: sourceLocation)
  #expect(charizard.training.evYield.specialAttack == 3, sourceLocation: sourceLocation)
  #expect(pokedex.pokemon(id: 81)?.record.femaleRatio == nil, sourceLocation: sourceLocation)
  #expect(pokedex.pokemon(id: 150)?.record.isLegendary == true, sourceLocation: sourceLocation)
  let megaX = pokedex.pokemon(id: 10034)
  #expect(megaX?.name == "Mega Charizard X", sourceLocation: sourceLocation)
  #expect(megaX?.names["fr"] == "Méga-Dracaufeu X", sourceLocation: sourceLocation)
  #expect(megaX?.types == [.fire, .dragon], sourceLocation: sourceLocation)
  #expect(
    megaX?.speciesID == 6 && megaX?.form?.formName == "mega-x", sourceLocation: sourceLocation)
  #expect(
    megaX?.abilities == [Ability(name: "tough-claws", isHidden: false)],
    sourceLocation: sourceLocation)
  let alolanRaichu = pokedex.pokemon.first { $0.form?.slug == "raichu-alola" }
  #expect(alolanRaichu?.types == [.electric, .psychic], sourceLocation: sourceLocation)
  #expect(alolanRaichu?.generation == 7, sourceLocation: sourceLocation)
  #expect(
    pokedex.forms(ofSpecies: 479).map { $0.form?.formName ?? "" }
      == ["", "heat", "wash", "frost", "fan", "mow"], sourceLocation: sourceLocation)

  let chain = pokedex.evolutionChains[pikachu.evolutionChainID]
  #expect(chain?.speciesIDs == [172, 25, 26], sourceLocation: sourceLocation)
  #expect(chain?.root.name == "pichu", sourceLocation: sourceLocation)
  let raichu = chain?.root.evolvesTo.first?.evolvesTo.first
  #expect(raichu?.name == "raichu", sourceLocation: sourceLocation)
  #expect(raichu?.conditions.first?.summary == "Use Thunder Stone", sourceLocation: sourceLocation)

  #expect(pokedex.typeChart.multiplier(.fire, against: .grass) == 2, sourceLocation: sourceLocation)
  #expect(
    pokedex.typeChart.multiplier(.electric, against: .ground) == 0, sourceLocation: sourceLocation)
}

/// The live client over the real embedded data answers what a person would try first.
@Suite struct EmbeddedSearchTests {
  let client = PokemonClient.liveValue

  func names(_ query: String) async throws -> [String] {
    try await client.search(query, PokemonFilter()).map(\.pokemon.name)
  }

  @Test func charFindsTheCharmanderLineFirst() async throws {
    #expect(try await names("char").prefix(3) == ["Charmander", "Charmeleon", "Charizard"])
  }

  @Test func typosNumbersAndOtherLanguages() async throws {
    #expect(try await names("pikachuu").first == "Pikachu")
    #expect(try await names("#025").first == "Pikachu")
    #expect(try await names("25").first == "Pikachu")
    #expect(try await names("ピカ").first == "Pikachu")
    #expect(try await names("flabebe").first == "Flabébé")
    #expect(try await names("nidoran").prefix(2) == ["Nidoran♀", "Nidoran♂"])
  }

  @Test func pagesComeFromTheSnapshot() async throws {
    let page = try await client.fetchPage(20, 1000, PokemonFilter())
    #expect(page.pokemon.map(\.id) == Array(1001...1020))
    #expect(page.totalCount == 1025)
    let dragons = try await client.fetchPage(
      5, 0, PokemonFilter(types: [.dragon], generations: [1]))
    #expect(dragons.pokemon.map(\.name) == ["Dratini", "Dragonair", "Dragonite"])
  }
}
