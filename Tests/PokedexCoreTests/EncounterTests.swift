import Foundation
import Loop
import LoopTesting
import TestServer
import Testing

@testable import PokedexCore

/// Where Pokémon are found: the guide built from the encounters file (hand-made tables), the
/// embedded file, and every encounter of a sample checked against the full PokeAPI copy.
@Suite struct EncounterTests {
  /// Two groups of two games each, and a newer one the data has nothing for.
  static let groups = [
    GameGroup(id: 1, slug: "red-blue", generation: 1, versions: ["red", "blue"], order: 1),
    GameGroup(id: 3, slug: "gold-silver", generation: 2, versions: ["gold", "silver"], order: 3),
    GameGroup(id: 25, slug: "scarlet-violet", generation: 9, versions: ["scarlet"], order: 27),
  ]
  static let versions = [
    GameVersion(id: 1, slug: "red", versionGroup: "red-blue", generation: 1, names: ["en": "Red"]),
    GameVersion(
      id: 2, slug: "blue", versionGroup: "red-blue", generation: 1, names: ["en": "Blue"]),
    GameVersion(
      id: 4, slug: "gold", versionGroup: "gold-silver", generation: 2, names: ["en": "Gold"]),
    GameVersion(
      id: 5, slug: "silver", versionGroup: "gold-silver", generation: 2,
      names: ["en": "Silver"]),
    GameVersion(
      id: 40, slug: "scarlet", versionGroup: "scarlet-violet", generation: 9,
      names: ["en": "Scarlet"]),
  ]

  /// Pichu (172) → Pikachu (25) → Raichu (26). Pikachu is found in Red and Blue in a forest
  /// and, in Blue only, at a power plant; Pichu hatches in Gold and Silver (a gift); Raichu is
  /// found nowhere.
  static let table = PokedexEncounters(
    regions: ["kanto": ["en": "Kanto"]],
    places: [
      .init(id: 10, slug: "viridian-forest", region: "kanto", names: ["en": "Viridian Forest"]),
      .init(id: 20, slug: "power-plant", region: "kanto", names: ["en": "Power Plant"]),
      .init(id: 30, slug: "goldenrod-city", region: "johto", names: ["en": "Goldenrod City"]),
    ],
    areas: [
      .init(id: 100, place: 10, slug: "viridian-forest-area", part: [:]),
      .init(id: 200, place: 20, slug: "power-plant-area", part: [:]),
      .init(id: 300, place: 30, slug: "goldenrod-city-area", part: [:]),
    ],
    methods: [
      .init(id: 1, slug: "walk", names: ["en": "Walking in tall grass or a cave"]),
      .init(id: 18, slug: "gift-egg", names: ["en": "Receive egg as a gift"]),
    ],
    conditions: [
      .init(id: 3, slug: "time-morning", kind: "time", names: ["en": "In the morning"]),
      .init(id: 4, slug: "time-day", kind: "time", names: ["en": "During the day"]),
    ],
    encounters: [
      .init(
        pokemon: 25, area: 200, method: 1, versions: [2], minLevel: 21, maxLevel: 24, chance: 25),
      .init(
        pokemon: 25, area: 100, method: 1, conditions: [3], versions: [1, 2], minLevel: 3,
        maxLevel: 5, chance: 5),
      .init(
        pokemon: 25, area: 100, method: 1, conditions: [4], versions: [1, 2], minLevel: 3,
        maxLevel: 5, chance: 5),
      .init(
        pokemon: 172, area: 300, method: 18, versions: [4, 5], minLevel: 1, maxLevel: 1,
        chance: 100),
    ])

  static func guide(of id: Int) -> PokemonEncounters {
    let parents = [26: 25, 25: 172]
    return table.guide(
      of: id, groups: groups, versions: versions, parent: { parents[$0] },
      pokemonNames: { ["en": [25: "Pikachu", 172: "Pichu", 26: "Raichu"][$0] ?? "?"] })
  }

  @Test func aPokemonsGuideIsItsLinesPerGroupByPlace() throws {
    let guide = Self.guide(of: 25)
    // Found in Red / Blue; in Gold / Silver it is had by evolving Pichu. It opens on the
    // newest group it is found in, and the newest group the data has anything for is Gold /
    // Silver.
    #expect(guide.groups.map(\.slug) == ["gold-silver", "red-blue"])
    #expect(guide.origins[3]?.pokemon == 172 && guide.origins[1] == nil)
    #expect(guide.defaultGroup?.slug == "red-blue")
    #expect(guide.lastGroupWithData?.slug == "gold-silver")
    let lines = try #require(guide.lines[1])
    // By place id: the forest (10) before the power plant (20); the Blue-only line says so.
    #expect(lines.map(\.placeSlug) == ["viridian-forest", "viridian-forest", "power-plant"])
    #expect(lines.map(\.conditions) == [["time-morning"], ["time-day"], []])
    #expect(lines[2].versions == ["blue"] && lines[0].versions == ["red", "blue"])
    #expect(lines[2].levels == "21–24" && lines[2].chance == 25)
    #expect(guide.name("method", "walk", in: .german) == "Walking in tall grass or a cave")
    #expect(guide.name(of: Self.groups[0], in: .english) == "Red / Blue")
  }

  /// Raichu is found nowhere: in Red / Blue it is had by evolving Pikachu, in Gold / Silver by
  /// evolving Pichu (its grandparent), and the guide names where each is found.
  @Test func whereItIsNotFoundTheGuideNamesWhatToEvolve() throws {
    let guide = Self.guide(of: 26)
    #expect(guide.lines.isEmpty)
    #expect(guide.groups.map(\.slug) == ["gold-silver", "red-blue"])
    #expect(guide.origins[1]?.pokemon == 25)
    #expect(guide.origins[1]?.places == [["en": "Viridian Forest"], ["en": "Power Plant"]])
    #expect(guide.origins[3]?.pokemon == 172)
    #expect(guide.origins[3]?.pokemonNames == ["en": "Pichu"])
    #expect(guide.defaultGroup?.slug == "gold-silver")
  }

  @Test func aPlacesGuideListsWhoIsFoundThere() throws {
    let forest = try #require(Self.table.place(named: "viridian forest"))
    let guide = Self.table.guide(
      ofPlace: forest, groups: Self.groups, versions: Self.versions,
      pokemon: { id in id == 25 ? Fixtures.pikachu : nil })
    #expect(guide.groups.map(\.slug) == ["red-blue"])
    #expect(guide.lines[1]?.map(\.pokemon) == [25, 25])
    #expect(guide.pokemon[25]?.name == "Pikachu")
    #expect(Self.table.places(matching: "plant").map(\.slug) == ["power-plant"])
    #expect(Self.table.place(named: "nowhere") == nil)
  }

  /// What a reader sees of the chance: PokeAPI lists some of Sword and Shield's fixed spawns
  /// twice, so their sum is capped.
  @Test func aChanceOverAHundredIsShownAsAHundred() {
    let line = PokedexEncounters.Encounter(
      pokemon: 369, area: 1, method: 58, versions: [33], minLevel: 65, maxLevel: 65, chance: 200)
    #expect(line.shownChance == 100)
    let low = PokedexEncounters.Encounter(
      pokemon: 25, area: 1, method: 1, versions: [1], minLevel: 3, maxLevel: 5, chance: 40)
    #expect(low.shownChance == 40)
  }

  /// The embedded file reads, and knows the classic places: Pikachu in Viridian Forest in
  /// Red and Blue's sequel Yellow, Magikarp by every rod.
  @Test func theEmbeddedFileReads() throws {
    let table = try PokedexEncounters.embedded.get()
    #expect(table.encounters.count > 40_000)
    let forest = try #require(table.place(named: "Viridian Forest"))
    #expect(table.place(named: "Vertania-Wald") == forest)
    let pikachu = table.encounters(of: 25)
    #expect(pikachu.contains { table.area($0.area)?.place == forest.id })
    let rods = Set(table.encounters(of: 129).compactMap { table.method($0.method)?.slug })
    #expect(rods.isSuperset(of: ["old-rod", "good-rod", "super-rod"]))
    // The Great Marsh's six areas are told apart (they ran together as one place, the same
    // lines over and over), as are the Johto Safari Zone's.
    let marsh = try #require(table.place(named: "Great Marsh"))
    let parts = table.areas.filter { $0.place == marsh.id }.map { $0.part["en"] ?? "" }
    #expect(parts.sorted() == (1...6).map { "Area \($0)" })
  }

  /// An area's words beside its place's name: in brackets, after the place's name, or from
  /// its slug when PokeAPI names it not; none for a place's only area.
  @Test func anAreaIsToldApartFromTheRestOfItsPlace() {
    let marsh = (slug: "great-marsh", names: ["en": "Great Marsh", "de": "Großmoor"])
    #expect(
      PokeAPIConversion.areaPart(
        ["en": "Great Marsh Area 3", "de": "Großmoor Areal 3"], slug: "great-marsh-area-3",
        place: marsh, isOnlyArea: false) == ["en": "Area 3", "de": "Areal 3"])
    #expect(
      PokeAPIConversion.areaPart(
        ["en": "Turnback Cave (pillar 1)"], slug: "turnback-cave-pillar-1",
        place: ("turnback-cave", ["en": "Turnback Cave"]), isOnlyArea: false)
        == ["en": "pillar 1"])
    #expect(
      PokeAPIConversion.areaPart(
        [:], slug: "hoenn-route-104-north-oras", place: ("hoenn-route-104", [:]),
        isOnlyArea: false) == ["en": "north oras"])
    // The slug's words in English when its English name gives none (Johto's Safari Zone).
    #expect(
      PokeAPIConversion.areaPart(
        ["en": "Safari Zone Peak", "fr": "Parc Safari - Rochers"], slug: "johto-safari-zone-peak",
        place: ("johto-safari-zone", ["en": "Johto Safari Zone", "fr": "Parc Safari"]),
        isOnlyArea: false) == ["en": "peak", "fr": "Rochers"])
    #expect(
      PokeAPIConversion.areaPart(
        ["en": "Canalave City Area"], slug: "canalave-city-area",
        place: ("canalave-city", ["en": "Canalave City"]), isOnlyArea: true) == [:])
  }
}

/// Every encounter of Pikachu, Magikarp and Unown in every game, read from the full copy's
/// own files and compared with the embedded file: each slot row is in one of its lines, and
/// each line is exactly the fold of its rows.
@Suite struct EncounterFullCopyTests {
  @Test(.requiresSharedPokeAPI, arguments: [25, 129, 201])
  func everyEncounterMatchesTheFullCopy(_ id: Int) throws {
    let folder = try SharedPokeAPI.requireFull()
    let file = folder.appending(path: "api/v2/pokemon/\(id)/encounters/index.json")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
    func number(_ link: Any?) -> Int {
      ((link as? [String: Any])?["url"] as? String)?.split(separator: "/").last.flatMap {
        Int($0)
      } ?? -1
    }
    let reference = try PokedexReference.loadEmbedded()
    let versionIDs = Dictionary(
      reference.versions.map { ($0.slug, $0.id) }, uniquingKeysWith: min)
    // The fold, computed here from the rows: per area, method, conditions and game.
    struct Key: Hashable {
      var area, method: Int
      var conditions: [Int]
      var version: Int
    }
    var expected: [Key: [Int]] = [:]
    var slots = 0
    for row in rows {
      let area = number(row["location_area"])
      for game in row["version_details"] as? [[String: Any]] ?? [] {
        let version = try #require(
          versionIDs[((game["version"] as? [String: Any])?["name"] as? String) ?? ""])
        for slot in game["encounter_details"] as? [[String: Any]] ?? [] {
          slots += 1
          let conditions = (slot["condition_values"] as? [Any] ?? []).map(number).sorted()
          let key = Key(
            area: area, method: number(slot["method"]), conditions: conditions, version: version)
          let (low, high, chance) = (
            slot["min_level"] as! Int, slot["max_level"] as! Int, slot["chance"] as! Int
          )
          let old = expected[key] ?? [low, high, 0]
          expected[key] = [min(old[0], low), max(old[1], high), old[2] + chance]
        }
      }
    }
    #expect(slots > 10)
    let table = try PokedexEncounters.embedded.get()
    var actual: [Key: [Int]] = [:]
    for line in table.encounters(of: id) {
      for version in line.versions {
        let key = Key(
          area: line.area, method: line.method, conditions: line.conditions, version: version)
        #expect(actual[key] == nil, "two lines for \(key)")
        actual[key] = [line.minLevel, line.maxLevel, line.chance]
      }
    }
    #expect(actual == expected)
    // Every area, method and condition the rows name has its names in the file.
    for key in expected.keys {
      #expect(table.area(key.area) != nil && table.method(key.method) != nil)
      #expect(key.conditions.allSatisfy { table.condition($0) != nil })
    }
  }
}

/// The detail screen's Where page: `e` loads the guide, `g` cycles its groups, the scroll
/// stops at the last screenful, the next Pokémon's guide replaces the last one's, in the
/// game chosen.
@MainActor
@Suite(.isolatedShared)
struct WherePageTests {
  @Test func theWherePageLoadsCyclesGamesScrollsAndFollowsThePokemon() async throws {
    let raichu = Fixtures.raichu
    let store = TestStore(initialState: PokemonDetailFeature.State(pokemon: Fixtures.pikachu)) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient.fetchEncounters = { EncounterTests.guide(of: $0) }
      $0.pokemonClient.fetchPokemon = { $0 == 25 ? Fixtures.pikachu : raichu }
      $0.pokemonClient.fetchTypeChart = { Fixtures.chart }
      $0.pokemonClient.fetchDetails = { _ in PokemonDetails() }
      $0.pokemonClient.fetchEvolutionChain = { _ in Fixtures.pikachuChain }
    }
    let pikachu = EncounterTests.guide(of: 25)
    await store.send(.encountersPageToggled) {
      $0.page = .encounters
      $0.encounters = .loading
    }
    await store.receive(.encountersReceived(pikachu, id: 25)) { $0.encounters = .loaded(pikachu) }
    #expect(store.state.shownEncounterGroup?.slug == "red-blue")  // where it is found
    await store.send(.encounterGroupCycled) { $0.encounterGroup = 3 }  // then Gold / Silver
    await store.send(.encounterGroupCycled) { $0.encounterGroup = 1 }  // and round again
    // Two places in Red / Blue: the highlight stops at the last; `w` asks who else is there.
    #expect(store.state.encounterPlaces.map(\.placeSlug) == ["viridian-forest", "power-plant"])
    await store.send(.encounterPlaceMoved(by: 5)) { $0.encounterPlace = 1 }
    await store.send(.encounterPlaceMoved(by: -10)) { $0.encounterPlace = 0 }
    await store.send(.encounterPlaceMoved(by: 1)) { $0.encounterPlace = 1 }
    await store.send(.encounterPlaceOpened)
    await store.receive(.delegate(.placeSearched("in:power-plant game:red-blue")))
    // The next Pokémon (Raichu): its own guide, from the top.
    store.exhaustivity = .off
    await store.send(.nextTapped)
    await store.receive(PokemonDetailFeature.Action.pokemonReceived)
    let guide = EncounterTests.guide(of: 26)
    await store.receive(.encountersReceived(guide, id: 26)) {
      $0.encounters = .loaded(guide)
      $0.encounterPlace = 0
    }
    // The game chosen stays chosen, as the Moves page's does through the dex.
    #expect(store.state.shownEncounterGroup?.slug == "red-blue")
    #expect(store.state.encounters.value?.origins[1]?.pokemon == 25)
    // Not found there, Enter opens what it evolves from, which is (it did nothing, under a
    // footer that said `Enter place`).
    #expect(store.state.encounterPlaces.isEmpty)
    await store.send(.encounterPlaceOpened)
    await store.receive(.delegate(.evolutionOpened(Fixtures.pikachu)))
    await store.send(.encountersPageToggled) { $0.page = .overview }
  }
}

/// `in:PLACE` in the query language, on the embedded data: who is found there, in `game:`'s
/// group or in any; a place or game that names nothing is a problem naming the term.
@Suite struct FoundAtQueryTests {
  static let client = PokemonClient.liveValue

  func ids(_ query: String) async throws -> [Int] {
    try await Self.client.search(query, PokemonFilter()).map(\.pokemon.id)
  }

  @Test func inKeepsWhoIsFoundThere() async throws {
    let parsed = try PokemonQuery.parse("in:viridian-forest|at:cerulean-cave").get()
    #expect(
      parsed.terms.map(\.alternatives) == [
        [.foundAt("viridian-forest"), .foundAt("cerulean-cave")]
      ])
    // Red: Caterpie, Metapod, Weedle, Kakuna and Pikachu, as the games have it.
    #expect(try await ids("in:viridian-forest game:red") == [10, 11, 13, 14, 25])
    // Any game: more (HeartGold's and Let's Go's forests too), by its German name as well.
    let any = try await ids("in:vertania-wald")
    #expect(Set(any).isStrictSuperset(of: [10, 11, 13, 14, 25]))
    #expect(try await ids("in:viridian-forest") == any)
    // Negated, with other terms.
    let bugs = try await ids("type:bug gen:1 -in:viridian-forest")
    #expect(!bugs.contains(10) && bugs.contains(46))  // Paras is not found there
    for (query, term) in [
      ("in:atlantis", "in:atlantis"), ("in:viridian-forest game:zz", "game:zz"),
    ] {
      do {
        _ = try await ids(query)
        Issue.record("\(query) should be a problem")
      } catch let problem as PokemonQuery.Problem {
        #expect(problem.term == term)
      }
    }
  }

  /// A place's name several regions share is refused naming each by the slug that picks it
  /// (it used to take the first in silence); a slug, or a name one letter off, is one place.
  @Test func aNameSeveralPlacesShareIsRefusedNamingThem() async throws {
    do {
      _ = try await ids("in:route-1")
      Issue.record("in:route-1 took one of the places called Route 1")
    } catch let problem as PokemonQuery.Problem {
      #expect(problem.term == "in:route-1")
      for slug in ["kanto-route-1", "alola-route-1", "galar-route-1"] {
        #expect(problem.expected.contains(slug), "\(problem.expected)")
      }
    }
    let kanto = try await ids("in:kanto-route-1 game:red")
    #expect(kanto.contains(16) && kanto.contains(19))  // Pidgey and Rattata
    #expect(try await ids("in:viridian-frest game:red") == [10, 11, 13, 14, 25])
  }
}

/// The two files read when first needed, damaged: a cut-off or malformed file is refused
/// naming its line, and a source that cannot read it says so where the page would be (a
/// loader that throws stands in for an unreadable file: as root every file reads).
@MainActor
@Suite(.isolatedShared)
struct DamagedEncounterAndItemFilesTests {
  @Test func aDamagedFileNamesItsLine() throws {
    let text = EncounterTests.table.snapshotText()
    #expect(try PokedexEncounters(snapshot: Data(text.utf8)) == EncounterTests.table)
    // Cut off before @end.
    let cut = String(text.dropLast("@end\n".count))
    #expect {
      try PokedexEncounters(snapshot: Data(cut.utf8))
    } throws: { ($0 as? SnapshotError)?.message.contains("incomplete") == true }
    // A level that is not a number, on the first encounter line.
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix("@encounters") }) + 2
    var fields = lines[first].split(separator: "\t", omittingEmptySubsequences: false)
    fields[5] = "lots"
    lines[first] = fields.joined(separator: "\t")
    #expect {
      try PokedexEncounters(snapshot: Data(lines.joined(separator: "\n").utf8))
    } throws: { ($0 as? SnapshotError)?.line == first + 1 }
    // The items file: a @held line with a column missing.
    let items = PokedexItems(
      categories: [], entries: [.init(id: 1)],
      held: [.init(item: 1, pokemon: 25, rarity: 5, versions: [1])])
    let broken = items.snapshotText().replacingOccurrences(of: "1\t25\t5\t1\n", with: "1\t25\t5\n")
    #expect {
      try PokedexItems(snapshot: Data(broken.utf8))
    } throws: { ($0 as? SnapshotError)?.message.contains("columns") == true }
  }

  @Test func aSourceThatCannotReadThemSaysSoOnThePage() async throws {
    let failing = SnapshotError(line: 0, message: "pokedex-encounters.tsv is missing")
    let client = PokemonClient.local(
      loading: {
        Pokedex(pokemon: [Fixtures.pikachu], evolutionChains: [:], typeChart: Fixtures.chart)
      },
      encounters: { throw failing },
      items: { throw SnapshotError(line: 3, message: "bad") })
    await #expect(throws: SnapshotError.self) { try await client.fetchEncounters(25) }
    await #expect(throws: SnapshotError.self) { try await client.fetchPlace("viridian-forest") }
    await #expect(throws: SnapshotError.self) { try await client.searchItems("rest", ItemFilter()) }
    let store = TestStore(initialState: PokemonDetailFeature.State(pokemon: Fixtures.pikachu)) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    await store.send(.encountersPageToggled) {
      $0.page = .encounters
      $0.encounters = .loading
    }
    await store.receive(.encountersFailed("Couldn't load where it is found: \(failing)", id: 25)) {
      $0.encounters = .failed("Couldn't load where it is found: \(failing)")
    }
  }
}
