import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// The moves file, learnsets and who learns what.
@Suite struct MovesFileTests {
  static let thunderbolt = MoveInfo(
    id: 85, slug: "thunderbolt", type: .electric, damageClass: .special, power: 90,
    accuracy: 100, pp: 15, priority: 0, target: "selected-pokemon", generation: 1,
    names: ["en": "Thunderbolt", "fr": "Tonnerre"], shortEffects: ["en": "May paralyze | 10%"],
    effects: ["en": "Inflicts damage.\n\nMay paralyze."],
    meta: MoveMeta(effectChance: 10, ailment: "paralysis", ailmentChance: 10),
    pastValues: [
      PastMoveValues(
        group: GameGroup(
          id: 25, slug: "scarlet-violet", generation: 9, versions: ["scarlet", "violet"]),
        power: 95, effectChance: 30, type: .normal)
    ])
  static let growl = MoveInfo(
    id: 45, slug: "growl", type: .normal, damageClass: .status, power: nil, accuracy: 100,
    pp: 40, priority: 0, target: "all-opponents", generation: 1, names: ["en": "Growl"],
    shortEffects: [:], effects: [:],
    meta: MoveMeta(
      critStage: 1, drain: -33, healing: 50, flinchChance: 30, statChance: 20,
      statChanges: [.init(stat: "attack", change: -1), .init(stat: "evasion", change: 2)],
      hits: 2...5, turns: 1...1))
  static let sample = PokedexMoves(
    moves: [thunderbolt, growl],
    groups: [
      GameGroup(id: 1, slug: "red-blue", generation: 1, versions: ["red", "blue"]),
      GameGroup(id: 25, slug: "scarlet-violet", generation: 9, versions: ["scarlet", "violet"]),
    ],
    methods: [
      LearnMethod(code: "L", slug: "level-up", names: ["en": "Level up"]),
      LearnMethod(code: "M", slug: "machine", names: ["en": "Machine"]),
      LearnMethod(code: "A", slug: "form-change", names: [:]),
    ],
    machines: [1: [85: "tm24"], 25: [85: "tm126"]],
    learnsets: [
      25: [
        1: [
          LearnedMove(move: 45, method: "level-up", level: 1),
          LearnedMove(move: 85, method: "machine"),
        ],
        25: [
          LearnedMove(move: 45, method: "level-up", level: 1),
          LearnedMove(move: 85, method: "machine"),
          LearnedMove(move: 85, method: "level-up", level: 36),
        ],
      ],
      10034: [25: [LearnedMove(move: 45, method: "form-change")]],
    ])

  @Test func aMovesFileReadsBackAsWrittenAndDecodesLearnsetsOnDemand() throws {
    let text = Self.sample.snapshotText()
    let read = try PokedexMoves(snapshot: Data(text.utf8))
    #expect(read == Self.sample)
    #expect(read.snapshotText() == text)
    // The second group is written as what changed from the first: one entry added.
    #expect(text.contains("\t25:2dL10\n") || text.contains("\t25:2dL10\t"))
    #expect(read.learnsets(of: 25)[25]?.count == 3)
    #expect(read.learnsets(of: 10034)[25] == [LearnedMove(move: 45, method: "form-change")])
    #expect(read.learnsets(of: 1).isEmpty)
    #expect(read.groups(of: 25).map(\.slug) == ["scarlet-violet", "red-blue"])
    #expect(read.group(named: "violet")?.slug == "scarlet-violet")
    #expect(read.move(named: "Thunder Bolt")?.id == 85)
    #expect(read.move(named: "tonnerre")?.id == 85)
    let learners = read.learners(of: 85, in: 25)
    #expect(learners.map(\.pokemon) == [25, 25])
    #expect(Set(learners.map(\.learned.method)) == ["machine", "level-up"])
    #expect(read.learners(of: 85, in: 1).count == 1)
    // Side effects and past values are kept whole.
    #expect(read.moves[45]?.meta.statChanges.count == 2)
    #expect(read.moves[85]?.pastValues.first?.group.slug == "scarlet-violet")
  }

  /// A machine's moves in runs of games: a run goes on while the games teach the same move
  /// by it, and ends at a game with machines that lacks this one.
  @Test func aMachinesMovesRunGameByGame() {
    let groups = (1...5).map {
      GameGroup(id: $0, slug: "g\($0)", generation: $0, versions: ["v\($0)"])
    }
    let moves = PokedexMoves(
      moves: [Self.thunderbolt, Self.growl], groups: groups, methods: [],
      machines: [
        1: [85: "tm24"], 2: [85: "tm24", 45: "tm01"], 3: [45: "tm01"], 4: [85: "tm24"],
        5: [45: "tm24"],
      ], learnsets: [:])
    let runs = moves.teachings(of: "tm24").map { ($0.slug, $0.groups.map(\.id)) }
    #expect(runs.map(\.0) == ["thunderbolt", "thunderbolt", "growl"])
    #expect(runs.map(\.1) == [[1, 2], [4], [5]])
    #expect(moves.teachings(of: "tm02").isEmpty)
    #expect(moves.teachings(of: "tm24").first?.moveName(in: .french) == "Tonnerre")
  }

  /// A group's entries are the group before it, less what it removes, with what it adds: as
  /// sets would have it, 2,000 random cases (small values, so removals, additions and repeats
  /// overlap often), and entries sorted as numbers whatever order they came in.
  @Test func aGroupsChangesApplyAsSetsWould() {
    var random = SeededRandom(seed: 0x1EA2_5E75)
    func draw(_ count: Int) -> [UInt32] {
      (0..<Int.random(in: 0...count, using: &random)).map { _ in
        UInt32.random(in: 0..<24, using: &random)
      }
    }
    for _ in 0..<2_000 {
      let current = Set(draw(16)).sorted()
      var added = draw(8)
      var removed = draw(8)
      let expected = Set(current).subtracting(removed).union(added).sorted()
      let (unsortedAdded, unsortedRemoved) = (added, removed)
      LearnsetCoding.sort(&added)
      LearnsetCoding.sort(&removed)
      #expect(added == unsortedAdded.sorted() && removed == unsortedRemoved.sorted())
      let applied = LearnsetCoding.applying(added: added, removed: removed, to: current)
      #expect(applied == expected, "\(current) - \(removed) + \(added)")
    }
  }

  /// Who learns a move (found by scanning every line for that move alone) is exactly what
  /// the Pokémon's own learnsets say, for moves across the file, in every game.
  @Test func whoLearnsAMoveIsWhatEachLearnsetSays() throws {
    let moves = PokedexMoves.embedded
    let all = moves.allLearnsets
    for move in [1, 14, 33, 85, 89, 126, 188, 247, 332, 394, 503, 605, 710, 851, 919] {
      for group in moves.groups {
        let expected = all.keys.sorted().flatMap { id in
          (all[id]?[group.id] ?? []).filter { $0.move == move }.sorted(by: LearnsetCoding.order)
            .map { "\(id) \($0.method) \($0.level)" }
        }
        let found = moves.learners(of: move, in: group.id).map {
          "\($0.pokemon) \($0.learned.method) \($0.learned.level)"
        }
        // The same entries, in Pokémon order (a Pokémon's own entries in the file's order).
        #expect(found.sorted() == expected.sorted(), "move \(move) in \(group.slug)")
        let ids = moves.learners(of: move, in: group.id).map(\.pokemon)
        #expect(ids == ids.sorted(), "move \(move) in \(group.slug)")
      }
    }
    // The sample made in memory (as the sync makes it) answers the same as when read.
    let read = try PokedexMoves(snapshot: Data(Self.sample.snapshotText().utf8))
    for group in [1, 25] {
      #expect(
        Self.sample.learners(of: 85, in: group).map(\.pokemon)
          == read.learners(of: 85, in: group).map(\.pokemon))
    }
  }

  @Test func aBrokenMetaOrPastValueNamesItsLine() throws {
    let text = Self.sample.snapshotText()
    #expect(text.contains("\tcrit=1|drain=-33|"))
    #expect(text.contains("\tscarlet-violet=power:95,chance:30,type:normal\n"))
    for (good, bad) in [
      ("crit=1|", "crit=high|"), ("hits=2-5", "hits=5-2"), ("stats=attack:-1", "stats=attack"),
      ("drain=-33|", "spin=3|"), ("scarlet-violet=power", "x-y=power"),
      ("power:95", "power:lots"), ("type:normal", "type:sound"), ("chance:30", "luck:30"),
    ] {
      #expect(text.contains(good))
      #expect(throws: SnapshotError.self, "\(bad)") {
        try PokedexMoves(snapshot: Data(text.replacingOccurrences(of: good, with: bad).utf8))
      }
    }
  }

  @Test func aBrokenMovesFileNamesItsLine() throws {
    let text = Self.sample.snapshotText()
    #expect(throws: SnapshotError.self) {
      try PokedexMoves(snapshot: Data(text.replacingOccurrences(of: "special", with: "magic").utf8))
    }
    #expect(throws: SnapshotError.self) {
      try PokedexMoves(snapshot: Data(text.prefix(text.count / 2).utf8))
    }
  }

  @Test func sectionsListLevelUpThenMachinesInTheChosenOrder() {
    let learnsets = Self.sample.learnsets(
      forPokemon: 25, versionNames: ["scarlet": ["en": "Scarlet"]])
    let group = learnsets.groups[0]
    #expect(learnsets.name(of: group, in: .english) == "Scarlet / Violet")
    let sections = learnsets.sections(in: group.id, order: .level, language: .english)
    #expect(sections.map(\.method) == ["level-up", "machine"])
    #expect(sections[0].moves.map(\.level) == [1, 36])
    let byPower = learnsets.sections(in: group.id, order: .power, language: .english)
    #expect(byPower[0].moves.map(\.move) == [85, 45])  // Growl has no power: last
    #expect(learnsets.machineNumber(85, in: 25) == "TM126")
  }
}

/// The embedded moves (no shared copy needed).
@Suite struct EmbeddedMovesTests {
  static let client = PokemonClient.local(
    Pokedex.embedded, reference: PokedexReference.embedded, moves: PokedexMoves.embedded)

  @Test func pikachuLearnsThunderboltByMachineAndAFormHasItsOwnLearnset() async throws {
    let pikachu = try await Self.client.fetchLearnsets(25)
    // The newest game group comes first (PokeAPI's release order): Pokémon Champions.
    #expect(pikachu.groups.first?.slug == "champions")
    let scarletViolet = try #require(pikachu.group(named: "scarlet"))
    #expect(scarletViolet.slug == "scarlet-violet")
    let entries = pikachu.learnsets[scarletViolet.id] ?? []
    #expect(entries.contains { $0.move == 85 && $0.method == "machine" })
    #expect(pikachu.machineNumber(85, in: scarletViolet.id) == "TM126")
    #expect(entries.contains { $0.move == 85 && $0.method == "level-up" && $0.level > 0 })
    #expect(pikachu.moves[85]?.name(in: .french) == "Tonnerre")
    let alolan = try await Self.client.fetchLearnsets(10100)  // Alolan Raichu
    #expect(!alolan.groups.isEmpty)
    #expect(alolan.learnsets != (try await Self.client.fetchLearnsets(26)).learnsets)
  }

  @Test func aMovesLearnersComeGameByGame() async throws {
    let detail = try await Self.client.fetchMove("thunderbolt")
    #expect(detail.move.power == 90 && detail.move.type == .electric)
    let group = try #require(detail.group(named: "scarlet-violet"))
    let learners = detail.learners[group.id] ?? []
    #expect(learners.contains { $0.pokemon.id == 25 })
    #expect(!learners.contains { $0.pokemon.id == 1 })  // Bulbasaur never does
    #expect(detail.groups.first?.slug == "champions")
    #expect(detail.machines[group.id] == "tm126")
    await #expect(throws: PokedexError.self) { try await Self.client.fetchMove("no-such-move") }
    let all = try await Self.client.searchMoves("", MoveFilter())
    #expect(all.count == 919)  // the shadow moves are left out
    #expect(all.map(\.move.id) == all.map(\.move.id).sorted())
  }
}

/// "Learns move X in game G" and "has ability Y" narrow the list, with the type and
/// generation filters.
@Suite struct ReverseLookupTests {
  static let client = EmbeddedMovesTests.client

  @Test func theListFiltersByWhoLearnsAMoveAndWhoHasAnAbility() async throws {
    let learns = PokemonFilter(learns: .init(move: "thunderbolt", group: "scarlet-violet"))
    let learners = try await Self.client.fetchPage(2_000, 0, learns).pokemon.map(\.id)
    #expect(learners.contains(25) && learners.contains(26))
    #expect(!learners.contains(1))
    // Combined with a type: water Pokémon that learn Thunderbolt in Scarlet/Violet.
    var waterLearns = learns
    waterLearns.types = [.water]
    let water = try await Self.client.fetchPage(2_000, 0, waterLearns).pokemon
    #expect(!water.isEmpty && water.allSatisfy { $0.types.contains(.water) })
    #expect(Set(water.map(\.id)).isSubset(of: Set(learners)))
    // In Red/Blue, fewer learn it; a game named by one of its versions works too.
    let red = try await Self.client.fetchPage(
      2_000, 0, PokemonFilter(learns: .init(move: "Thunderbolt", group: "red")))
    #expect(red.totalCount > 0 && red.totalCount < learners.count)
    // With no game, the newest that teaches it.
    let newest = try await Self.client.fetchPage(
      2_000, 0, PokemonFilter(learns: .init(move: "thunderbolt")))
    #expect(newest.totalCount > 0)

    let levitate = PokemonFilter(types: [.ghost], ability: "levitate")
    let ghosts = try await Self.client.fetchPage(2_000, 0, levitate).pokemon.map(\.id)
    #expect(ghosts.contains(92) && ghosts.contains(93))  // Gastly, Haunter
    #expect(!ghosts.contains(94))  // Gengar has Cursed Body
    await #expect(throws: PokedexError.self) {
      try await Self.client.fetchPage(10, 0, PokemonFilter(learns: .init(move: "no-such-move")))
    }
  }
}

@MainActor
@Suite(.isolatedShared)
struct MovesPageTests {
  static var client: PokemonClient {
    .local(
      Pokedex(
        pokemon: [Fixtures.pikachu], evolutionChains: [:], typeChart: Fixtures.chart),
      reference: PokedexReferenceTests.sample, moves: MovesFileTests.sample)
  }

  @Test func theMovesPageLoadsCyclesGamesAndOrdersAndAsksForTheListOfLearners() async throws {
    let store = TestStore(initialState: PokemonDetailFeature.State(pokemon: Fixtures.pikachu)) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
    }
    let learnsets = try await Self.client.fetchLearnsets(25)
    await store.send(.movesPageToggled) {
      $0.page = .moves
      $0.learnsets = .loading
    }
    await store.receive(.learnsetsReceived(learnsets, id: 25)) { $0.learnsets = .loaded(learnsets) }
    #expect(store.state.shownMoveGroup?.slug == "scarlet-violet")  // the newest
    #expect(store.state.shownMoves.map(\.move) == [45, 85, 85])  // level 1, level 36, TM
    await store.send(.moveScrolled(by: 10)) { $0.moveScroll = 2 }  // stays on the last
    await store.send(.moveOrderCycled) {
      $0.moveOrder = .name
      $0.moveScroll = 0
    }
    await store.send(.moveGroupCycled) { $0.moveGroup = 1 }  // then Red/Blue
    await store.send(.moveGroupCycled) { $0.moveGroup = 25 }  // and round again
    await store.send(.moveScrolled(by: 1)) { $0.moveScroll = 1 }
    // `w` on Thunderbolt: the list of who learns it in Scarlet/Violet.
    await store.send(.listFilterRequested)
    let names = Dictionary(
      uniqueKeysWithValues: Language.allCases.map {
        ($0.rawValue, learnsets.name(of: learnsets.groups[0], in: $0))
      })
    #expect(names["en"] == "Scarlet / Violet")
    // The filter carries the names it is said by (equality leaves them out: compared here).
    await store.receive(matching: { action in
      guard case .delegate(.listFiltered(.learnsChosen(let learns?))) = action else {
        return false
      }
      return learns == .init(move: "thunderbolt", group: "scarlet-violet")
        && learns.moveNames == ["en": "Thunderbolt", "fr": "Tonnerre"]
        && learns.groupNames == names
    })
    await store.send(.movesPageToggled) {
      $0.page = .overview
      $0.moveScroll = 0
    }
  }
}
