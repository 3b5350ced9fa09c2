import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// Forms, abilities explained, the species record and the Pokédex entries: the reference
/// file, the client's calls over it, and the detail screen's record page.
@Suite struct PokedexReferenceTests {
  /// A small reference with text that needs every escape.
  static let sample = PokedexReference(
    abilities: [
      AbilityInfo(
        id: 26, slug: "levitate", generation: 3, names: ["en": "Levitate", "fr": "Lévitation"],
        shortEffects: ["en": "Evades | Ground = moves; *always*"],
        effects: ["en": "Line one.\n\nLine\ttwo \\ three."])
    ],
    versions: [
      GameVersion(id: 2, slug: "blue", versionGroup: "red-blue", generation: 1, names: [:]),
      GameVersion(
        id: 1, slug: "red", versionGroup: "red-blue", generation: 1, names: ["fr": "Rouge"]),
    ],
    names: ["egg-group": ["monster": ["en": "Monster", "es": "Monstruo"]]],
    flavorTexts: [
      25: [
        FlavorText(language: "en", versions: ["red", "blue"], text: "It keeps its tail up."),
        FlavorText(language: "fr", versions: ["red"], text: "Il garde sa queue levée."),
      ],
      4: [FlavorText(language: "en", versions: ["red"], text: "A flame burns on its tail.")],
    ])

  @Test func aReferenceReadsBackAsWritten() throws {
    let text = Self.sample.snapshotText()
    let read = try PokedexReference(snapshot: Data(text.utf8))
    #expect(read == Self.sample)
    #expect(read.snapshotText() == text)
    #expect(read.versions.map(\.slug) == ["red", "blue"])  // oldest first
    // Entries are decoded a species at a time, from the lines the file grouped.
    #expect(read.flavorTexts(species: 4).map(\.text) == ["A flame burns on its tail."])
    #expect(read.flavorTexts(species: 25).count == 2)
    #expect(read.flavorTexts(species: 1).isEmpty)
  }

  /// The names the preview, compare and the team show come from the file's head alone, and
  /// are the whole reference's.
  @Test func theAbilitiesNamesAreReadFromTheHeadAlone() throws {
    // The head only: the reader stops before the entries.
    let text = Self.sample.snapshotText()
    let head = try #require(text.range(of: "\n@flavor-text"))
    let sample = try Data(text[..<head.upperBound].utf8).withUnsafeBytes { raw in
      var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return try reader.readAbilityNames()
    }
    #expect(sample == ["levitate": ["en": "Levitate", "fr": "Lévitation"]])
    let embedded = try PokedexReference.embeddedAbilityNames()
    #expect(embedded == PokedexReference.embedded.abilities.mapValues(\.names))
    #expect(embedded["levitate"]?["ja"] == "ふゆう")
  }

  @Test func aBrokenReferenceNamesItsLine() throws {
    let text = Self.sample.snapshotText()
    let truncated = String(text.prefix(text.count / 2))
    let error = try #require(throws: SnapshotError.self) {
      try PokedexReference(snapshot: Data(truncated.utf8))
    }
    #expect(error.line > 1)
    // One species' lines split by another's: the reader refuses rather than lose some.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("4\t") })
    lines.append(lines.remove(at: first))
    lines.removeAll { $0 == "@end" }
    lines.insert("@end", at: lines.count - 1)
    let scrambled = try #require(throws: SnapshotError.self) {
      try PokedexReference(snapshot: Data(lines.joined(separator: "\n").utf8))
    }
    #expect(scrambled.line > 1, "\(scrambled)")
    #expect(throws: SnapshotError.self) { try PokedexReference(snapshot: Data("{}".utf8)) }
  }

  @Test func theEntryShownIsTheChosenGamesElseTheNewestInTheLanguageElseEnglish() {
    let details = Self.sample.details(of: Fixtures.pikachu, forms: [])
    #expect(details.entry(in: .english)?.game.slug == "blue")  // newest first
    #expect(details.entry(in: .english, game: "red")?.text == "It keeps its tail up.")
    #expect(details.entry(in: .french)?.text == "Il garde sa queue levée.")
    #expect(details.entry(in: .german)?.text == "It keeps its tail up.")  // no German: English
    #expect(details.games(withTextIn: .english).map(\.slug) == ["blue", "red"])
    #expect(details.name("egg-group", "monster", in: .spanish) == "Monstruo")
    #expect(details.name("egg-group", "monster", in: .japanese) == "Monster")
    #expect(details.name("egg-group", "no-eggs", in: .english) == "No Eggs")
  }

  @Test func anAbilityIsFoundBySlugOrAnyNameWithItsHolders() async throws {
    let pokemon = {
      var pokemon = Fixtures.pikachu
      pokemon.abilities = [Ability(name: "levitate", isHidden: true)]
      return pokemon
    }()
    let client = PokemonClient.local(
      Pokedex(pokemon: [pokemon], evolutionChains: [:], typeChart: Fixtures.chart),
      reference: Self.sample)
    for name in ["levitate", "Levitate", "lévitation", "LEVITATE "] {
      let detail = try await client.fetchAbility(name.trimmingCharacters(in: .whitespaces))
      #expect(detail.ability.slug == "levitate", "\(name)")
      #expect(detail.holders == [AbilityDetail.Holder(pokemon: pokemon, isHidden: true)])
    }
    await #expect(throws: PokedexError.self) { try await client.fetchAbility("nope") }
    let details = try await client.fetchDetails(25)
    #expect(details.abilities.map(\.slug) == ["levitate"])
    #expect(details.flavorTexts.count == 2)
  }
}

/// The embedded data's forms, records and entries (no shared copy needed).
@Suite struct EmbeddedDepthTests {
  @Test func theListShowsFormsUnderTheirSpeciesOnlyWhenAsked() async throws {
    let client = PokemonClient.local(Pokedex.embedded, reference: PokedexReference.embedded)
    let species = try await client.fetchPage(5, 3, PokemonFilter())
    #expect(species.pokemon.map(\.id) == [4, 5, 6, 7, 8])
    #expect(species.totalCount == 1025)
    // Venusaur's two forms follow it: Charizard is the eighth entry.
    let withForms = try await client.fetchPage(6, 7, PokemonFilter(includesForms: true))
    #expect(withForms.pokemon.map(\.id) == [6, 10034, 10035, 10196, 7, 8])
    #expect(withForms.totalCount == 1351)
    // Filters treat a form like any entry: Mega Charizard X is a Dragon, Charizard is not.
    let dragons = try await client.fetchPage(
      1000, 0, PokemonFilter(types: [.dragon], includesForms: true))
    #expect(dragons.pokemon.contains { $0.id == 10034 })
    #expect(!dragons.pokemon.contains { $0.id == 6 })
  }

  /// Where one evolves is named as the games name the place or region, in the display
  /// language (issue #41: not "Mt Coronet" and "Alola" built from slugs).
  @Test func evolutionPlacesAndRegionsHaveTheirNames() async throws {
    let client = PokemonClient.liveValue  // the embedded data, its encounters file included
    let magneton = try await client.fetchDetails(82)
    #expect(magneton.conditionName("mt-coronet", in: .english) == "Mt. Coronet")
    #expect(magneton.conditionName("mt-coronet", in: .german) == "Kraterberg")
    #expect(magneton.conditionName("kalos-route-13", in: .japanese) == "１３番道路")
    let chainID = try #require(Pokedex.embedded.pokemon(id: 82)).evolutionChainID
    let chain = try #require(Pokedex.embedded.evolutionChains[chainID])
    let magnezone = try #require(chain.root.evolvesTo.first?.evolvesTo.first)  // Magnemite's
    let german = magnezone.waysText(firstFor: nil, in: .german) {
      magneton.conditionName($0, in: .german)
    }
    #expect(german.contains("Levelaufstieg in Kraterberg"), "\(german)")
    let raichu = try await client.fetchDetails(10100)
    #expect(raichu.conditionName("alola", in: .japanese) == "アローラ")
    // A chain that names no place reads no encounters for it.
    #expect(try await client.fetchDetails(1).names["location"] == nil)
  }

  /// Naming where a chain evolves reads the head of the encounters file (its regions and
  /// places), not the whole file: the encounters themselves are read when something needs
  /// them, and after that their names serve.
  @Test func evolutionPlacesAreNamedFromTheEncountersHeadAlone() async throws {
    let head = try PokedexEncounters.embeddedPlaces.get()
    let whole = try PokedexEncounters.embedded.get()
    #expect(head.places == whole.places && head.regions == whole.regions)
    #expect(head.encounters.isEmpty && !whole.encounters.isEmpty)

    let reads = Locked((head: 0, whole: 0))
    func client() -> PokemonClient {
      PokemonClient.local(
        loading: { Pokedex.embedded }, reference: { PokedexReference.embedded },
        encounters: {
          reads.withLock { $0.whole += 1 }
          return whole
        },
        places: {
          reads.withLock { $0.head += 1 }
          return head
        })
    }
    let first = client()
    let magneton = try await first.fetchDetails(82)
    #expect(magneton.conditionName("mt-coronet", in: .german) == "Kraterberg")
    #expect(try await first.fetchDetails(10100).conditionName("alola", in: .japanese) == "アローラ")
    #expect(reads.withLock { $0.head == 1 && $0.whole == 0 })
    // Where the encounters were read already, their names serve: the head is not read.
    let second = client()
    _ = try await second.fetchEncounters(82)
    #expect(
      try await second.fetchDetails(82).conditionName("mt-coronet", in: .german) == "Kraterberg")
    #expect(reads.withLock { $0.head == 1 && $0.whole == 1 })
    // A head that cannot be read (a file system that cannot map it) leaves the names to the
    // whole file, as before.
    let unmappable = PokemonClient.local(
      loading: { Pokedex.embedded }, reference: { PokedexReference.embedded },
      encounters: { whole }, places: { throw SnapshotError(line: 0, message: "cannot map") })
    #expect(
      try await unmappable.fetchDetails(82).conditionName("mt-coronet", in: .german)
        == "Kraterberg")
  }

  @Test func aDetailsCallGivesAbilitiesEntriesAndForms() async throws {
    let client = PokemonClient.local(Pokedex.embedded, reference: PokedexReference.embedded)
    let details = try await client.fetchDetails(10034)
    #expect(details.abilities.map(\.slug) == ["tough-claws"])
    #expect(!details.abilities[0].shortEffect(in: .english).isEmpty)
    #expect(details.forms.map(\.id) == [6, 10034, 10035, 10196])
    // Forms share their species' entries, in every language.
    for language in Language.allCases {
      #expect(details.entry(in: language) != nil, "\(language)")
    }
    #expect(
      details.entry(in: .japanese)?.text.unicodeScalars.contains { $0.value >= 0x3040 } == true)
    let levitate = try await client.fetchAbility("levitate")
    #expect(levitate.holders.contains { $0.pokemon.id == 94 } == false)  // Gengar lost it
    #expect(levitate.holders.contains { $0.pokemon.id == 92 })
    #expect(levitate.ability.name(in: .german) == "Schwebe")
  }
}

/// Bulbasaur with Levitate, and a made-up form of it: the record page's fixtures.
enum RecordFixtures {
  static let bulbasaurForm: Pokemon = {
    var form = Fixtures.bulbasaur
    form.id = 10001
    form.speciesID = 1
    form.form = FormInfo(slug: "bulbasaur-leafy", formName: "leafy")
    form.name = "Leafy Bulbasaur"
    form.abilities = [Ability(name: "levitate", isHidden: false)]
    return form
  }()

  static let bulbasaur: Pokemon = {
    var bulbasaur = Fixtures.bulbasaur
    bulbasaur.abilities = [Ability(name: "levitate", isHidden: false)]
    return bulbasaur
  }()

  static var client: PokemonClient {
    .local(
      Pokedex(
        pokemon: [bulbasaur, Fixtures.pikachu, bulbasaurForm], evolutionChains: [:],
        typeChart: Fixtures.chart),
      reference: PokedexReferenceTests.sample)
  }
}

@MainActor
@Suite(.isolatedShared)
struct RecordPageTests {
  static var client: PokemonClient { RecordFixtures.client }
  static var bulbasaurForm: Pokemon { RecordFixtures.bulbasaurForm }

  func makeStore() -> TestStore<PokemonDetailFeature.State, PokemonDetailFeature.Action> {
    TestStore(initialState: PokemonDetailFeature.State(pokemon: RecordFixtures.bulbasaur)) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
    }
  }

  @Test func theRecordPageLoadsItsReferenceOpensAnAbilityAndItsHolders() async throws {
    let store = makeStore()
    let details = try await Self.client.fetchDetails(1)
    await store.send(.pageToggled) {
      $0.page = .record
      $0.reference = .loading
    }
    await store.receive(.referenceReceived(details, id: 1)) { $0.reference = .loaded(details) }
    await store.send(.gameCycled(.english))  // Bulbasaur has no entries: nothing to cycle
    await store.send(.abilitySelectionMoved(by: 5))  // one ability: stays on it
    await store.send(.abilityOpened) {
      $0.ability = .loading
    }
    let ability = try await Self.client.fetchAbility("levitate")
    #expect(ability.holders.map(\.pokemon.id) == [1, 10001])
    await store.receive(.abilityReceived(ability)) { $0.ability = .loaded(ability) }
    await store.send(.abilityHolderMoved(by: 1)) { $0.abilityHolderSelection = 1 }
    await store.send(.abilityHolderOpened)
    await store.receive(.delegate(.evolutionOpened(Self.bulbasaurForm)))
    await store.send(.abilityClosed) { $0.ability = nil }
    await store.send(.pageToggled) { $0.page = .overview }
  }

  @Test func vCyclesTheFormsInPlaceLoadingThemFirstWhenNeeded() async throws {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.formCycled) {
      $0.cyclesFormWhenLoaded = true
      $0.reference = .loading
    }
    await store.receive(PokemonDetailFeature.Action.formCycled)
    await store.receive(.pokemonReceived(Self.bulbasaurForm)) {
      $0.pokemon = Self.bulbasaurForm
    }
    #expect(store.state.pokemon.id == 10001)
    #expect(store.state.cyclesFormWhenLoaded == false)
  }

  @Test func gCyclesTheGamesWithAnEntryInTheLanguage() async throws {
    var pikachu = Fixtures.pikachu
    pikachu.abilities = []
    let store = TestStore(initialState: PokemonDetailFeature.State(pokemon: pikachu)) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
    }
    let details = try await Self.client.fetchDetails(25)
    await store.send(.pageToggled) {
      $0.page = .record
      $0.reference = .loading
    }
    await store.receive(.referenceReceived(details, id: 25)) { $0.reference = .loaded(details) }
    // English: blue (the newest) is shown, so the next is red, then blue again.
    await store.send(.gameCycled(.english)) { $0.game = "red" }
    await store.send(.gameCycled(.english)) { $0.game = "blue" }
    // French has red only.
    await store.send(.gameCycled(.french)) { $0.game = "red" }
  }
}
