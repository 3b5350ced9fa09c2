import Loop
import LoopTesting
import Testing

@testable import PokedexCore

struct PokemonClientTests {
  let client = Fixtures.client

  func names(_ query: String, _ filter: PokemonFilter = PokemonFilter()) async throws -> [String] {
    try await client.search(query, filter).map(\.pokemon.name)
  }

  @Test func prefixMatchesComeFirstInDexOrder() async throws {
    #expect(try await names("char") == ["Charmander", "Charmeleon", "Charizard", "Charjabug"])
  }

  @Test func aBetterKindOfMatchBeatsALowerNumber() async throws {
    // Charjabug (#737) starts with "charj"; the others are one letter off.
    #expect(try await names("charj") == ["Charjabug", "Charmander", "Charmeleon", "Charizard"])
    let kinds = try await client.search("charj", PokemonFilter()).map(\.kind)
    #expect(kinds == [.prefix, .startTypo, .startTypo, .startTypo])
  }

  @Test func eachKindOfMatch() async throws {
    let exact = try #require(try await client.search("Pikachu", PokemonFilter()).first)
    #expect(exact.kind == .exact)
    #expect(exact.highlight == 0..<7)
    let prefix = try #require(try await client.search("pika", PokemonFilter()).first)
    #expect(prefix.kind == .prefix)
    #expect(prefix.highlight == 0..<4)
    let substring = try #require(try await client.search("kachu", PokemonFilter()).first)
    #expect(substring.kind == .substring)
    #expect(substring.highlight == 2..<7)
    #expect(try await names("pikachuu") == ["Pikachu"])
    #expect(try await names("pikahcu") == ["Pikachu"])
    #expect(try await names("pkachu") == ["Pikachu"])
    #expect(try await client.search("pikachuu", PokemonFilter()).first?.kind == .typo)
  }

  @Test func namesInOtherLanguagesAndWithoutAccents() async throws {
    let japanese = try #require(try await client.search("ピカ", PokemonFilter()).first)
    #expect(japanese.pokemon.name == "Pikachu")
    #expect(japanese.language == .japanese)
    #expect(japanese.matchedName == "ピカチュウ")
    #expect(try await names("flabebe") == ["Flabébé"])
    #expect(try await names("FLABÉBÉ") == ["Flabébé"])
    #expect(try await names("nidoran♀") == ["Nidoran♀"])
  }

  @Test func dexNumbers() async throws {
    #expect(try await names("25") == ["Pikachu"])
    #expect(try await names("#025") == ["Pikachu"])
    #expect(try await client.search("#025", PokemonFilter()).first?.kind == .exact)
    // A partial number lists the numbers that start with it.
    #expect(try await names("2") == ["Pikachu", "Raichu", "Nidoran♀"])
    #expect(try await names("1") == ["Bulbasaur", "Gyarados"])
  }

  @Test func filtersNarrowSearchesAndPages() async throws {
    #expect(try await names("char", PokemonFilter(types: [.flying])) == ["Charizard"])
    #expect(try await names("char", PokemonFilter(generations: [7])) == ["Charjabug"])
    #expect(
      try await names("char", PokemonFilter(types: [.electric, .flying])) == [
        "Charizard", "Charjabug",
      ])
    let page = try await client.fetchPage(2, 1, PokemonFilter(types: [.fire]))
    #expect(page.pokemon.map(\.name) == ["Charmeleon", "Charizard"])
    #expect(page.totalCount == 3)
  }

  @Test func pagesAndLookups() async throws {
    let first = try await client.fetchPage(3, 0, PokemonFilter())
    #expect(first.pokemon.map(\.id) == [1, 4, 5])
    #expect(first.totalCount == Fixtures.all.count)
    let beyond = try await client.fetchPage(20, 100, PokemonFilter())
    #expect(beyond.pokemon.isEmpty)
    #expect(try await client.fetchPokemon(25).name == "Pikachu")
    // An answer, not a failure to ask: the favourites keep and name such a number.
    let missing = await #expect(throws: PokedexError.self) { try await client.fetchPokemon(9999) }
    #expect(missing == .noPokemon(9999) && missing?.message == "There is no Pokémon #9999.")
    #expect(missing.map(PokedexError.isMissingPokemon) == true)
    #expect(!PokedexError.isMissingPokemon(PokedexError("There is no Pokémon #9999.")))
    #expect(try await client.fetchEvolutionChain(10).speciesIDs == [25, 26])
  }

  @Test func emptyQueriesFindNothing() async throws {
    #expect(try await names("").isEmpty)
    #expect(try await names("   ").isEmpty)
  }

  /// `prepare` (called once the app's first frame is up, on a thread of its own) reads the
  /// snapshot, the reference and the moves and builds what searching needs: the first query
  /// with terms then reads nothing more. Until then, nothing is read.
  @Test func preparingReadsWhatTheFirstQueryNeeds() async throws {
    let reads = Locked<[String]>([])
    let client = PokemonClient.local(
      loading: {
        reads.withLock { $0.append("pokedex") }
        return Fixtures.pokedex
      },
      reference: {
        reads.withLock { $0.append("reference") }
        return .empty
      },
      moves: {
        reads.withLock { $0.append("moves") }
        return .empty
      })
    #expect(reads.withLock { $0 }.isEmpty)
    client.prepare()
    #expect(reads.withLock { $0 }.sorted() == ["moves", "pokedex", "reference"])
    let found = try await client.search("char type:fire", PokemonFilter())
    #expect(found.map(\.pokemon.name).contains("Charizard"))
    #expect(reads.withLock { $0 }.count == 3)
    client.prepare()
    #expect(reads.withLock { $0 }.count == 3)
  }

  @Test func theTestValueFailsWhenCalled() async {
    installTestFailureReporter()
    await withKnownIssue {
      @Dependency(\.pokemonClient) var client
      _ = try? await withDependencies {
        $0.context = .test
      } operation: {
        try await client.fetchPokemon(1)
      }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "PokemonClient.fetchPokemon was called, but the test did not override it.")
    }
  }
}

struct ModelTests {
  @Test func matchupsFromTheChart() {
    let gyarados = Fixtures.chart.matchups(against: [.water, .flying])
    #expect(gyarados.quadruple == [.electric])
    #expect(gyarados.double == [.rock])
    #expect(gyarados.immune == [.ground])
    #expect(gyarados.half == [.bug, .fire])
    #expect(gyarados.quarter.isEmpty)
    let charizard = Fixtures.chart.matchups(against: [.fire, .flying])
    #expect(charizard.quadruple == [.rock])
    #expect(charizard.double == [.water, .electric])
    #expect(charizard.quarter == [.bug, .grass])
    #expect(charizard.immune == [.ground])
  }

  @Test func evolutionSummaries() {
    #expect(
      EvolutionCondition(trigger: "level-up", requirements: ["min_level": "16"]).summary
        == "Level 16")
    #expect(
      EvolutionCondition(trigger: "use-item", requirements: ["item": "thunder-stone"]).summary
        == "Use Thunder Stone")
    #expect(
      EvolutionCondition(trigger: "trade", requirements: ["held_item": "metal-coat"]).summary
        == "Trade holding Metal Coat")
    #expect(
      EvolutionCondition(
        trigger: "level-up", requirements: ["min_happiness": "220", "time_of_day": "day"]
      ).summary == "Level up with high friendship (day)")
  }

  @Test func numbersAndNames() {
    #expect(Fixtures.pikachu.number == "#025")
    #expect(Fixtures.charjabug.number == "#737")
    #expect(Fixtures.pikachu.name(in: .japanese) == "ピカチュウ")
    #expect(Fixtures.raichu.name(in: .german) == "Raichu")
    #expect(Ability(name: "lightning-rod", isHidden: true).displayName == "Lightning Rod")
    #expect(PokemonType.psychic.displayName == "Psychic")
  }

  @Test func slugsAreTitleCasedWordByWord() {
    // Ability, Pokémon and item names all show their slug this way.
    #expect(Ability(name: "thunder-stone", isHidden: false).displayName == "Thunder Stone")
    #expect(Ability(name: "ho-oh", isHidden: false).displayName == "Ho Oh")
    #expect(Ability(name: "pikachu", isHidden: false).displayName == "Pikachu")
    // Empty words are dropped, as splitting on the hyphens does.
    #expect(Ability(name: "--mr--mime-", isHidden: false).displayName == "Mr Mime")
    #expect(Ability(name: "", isHidden: false).displayName == "")
    #expect(Ability(name: "-", isHidden: false).displayName == "")
    // The first character of a word is upper-cased whole, whatever it is.
    #expect(Ability(name: "élan-ßa-1st", isHidden: false).displayName == "Élan SSa 1st")
    for type in PokemonType.allCases {
      #expect(type.displayName == type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst())
    }
  }
}
