import Foundation
import Testing

@testable import PokedexCore

/// The game a learnset, a move's learners and `learns:` open on is the newest with level-up
/// moves (Scarlet/Violet, not Champions' "Train" list), the same on every screen; a form
/// without a list of its own learns what its species does, and says so.
@Suite struct DefaultGameTests {
  static let client = EmbeddedMovesTests.client

  @Test func aLearnsetOpensOnTheNewestGameWithLevelUpMoves() async throws {
    let pikachu = try await Self.client.fetchLearnsets(25)
    #expect(pikachu.groups.first?.slug == "champions")  // newer, but only "Train"
    #expect(pikachu.defaultGroup?.slug == "scarlet-violet")
    let state = PokemonDetailFeature.State(pokemon: try await Self.client.fetchPokemon(25))
    var loaded = state
    loaded.learnsets = .loaded(pikachu)
    #expect(loaded.shownMoveGroup?.slug == "scarlet-violet")
  }

  @Test func aMovesLearnersOpenOnTheSameRule() async throws {
    let thunderbolt = try await Self.client.fetchMove("thunderbolt")
    #expect(thunderbolt.groups.first?.slug == "champions")
    #expect(thunderbolt.defaultGroup?.slug == "scarlet-violet")
    var screen = MoveDetailFeature.State(move: thunderbolt.move)
    screen.detail = .loaded(thunderbolt)
    #expect(screen.shownGroup?.slug == "scarlet-violet")
    // `learns:` without a game: Scarlet/Violet's learners, not Champions'.
    let table = PokedexMoves.embedded
    let scarletViolet = try #require(table.group(named: "scarlet-violet"))
    let expected = Set(table.learners(of: thunderbolt.move.id, in: scarletViolet.id).map(\.pokemon))
    #expect(table.learnerIDs(of: thunderbolt.move.id, in: nil) == expected)
  }

  /// The rule itself: level-up first, then the games' own methods, then the newest.
  @Test func theRuleFallsBackToMachinesThenToTheNewest() {
    let groups = [
      GameGroup(id: 3, slug: "new", generation: 9, versions: ["new"]),
      GameGroup(id: 2, slug: "mid", generation: 9, versions: ["mid"]),
      GameGroup(id: 1, slug: "old", generation: 8, versions: ["old"]),
    ]
    func opened(_ methods: [Int: [String]]) -> String? {
      GameGroup.defaultGroup(of: groups) { methods[$0] ?? [] }?.slug
    }
    #expect(opened([3: ["train"], 2: ["machine"], 1: ["level-up"]]) == "old")
    #expect(opened([3: ["train"], 2: ["machine"], 1: ["egg"]]) == "mid")
    #expect(opened([3: ["train"], 2: ["train"]]) == "new")
    #expect(opened([:]) == "new")
  }

  /// `g` goes from the default to the others newest first, so Champions is one press away,
  /// and comes back to the default after the oldest.
  @Test func gGoesFromTheDefaultToChampionsNext() async throws {
    let pikachu = try await Self.client.fetchLearnsets(25)
    var state = PokemonDetailFeature.State(pokemon: try await Self.client.fetchPokemon(25))
    state.learnsets = .loaded(pikachu)
    var seen: [String] = []
    for _ in 0...pikachu.groups.count {
      seen.append(state.shownMoveGroup?.slug ?? "")
      _ = PokemonDetailFeature().reduce(into: &state, action: .moveGroupCycled)
    }
    #expect(seen.prefix(3) == ["scarlet-violet", "champions", "legends-arceus"])
    #expect(seen.last == "scarlet-violet")
    #expect(Set(seen).count == pikachu.groups.count)
  }

  /// Gigantamax Charizard has no list of its own: it learns Charizard's, in the games of its
  /// generation and later, marked as borrowed; a regional form is not given its species' list
  /// in games older than it.
  @Test func aFormWithoutItsOwnListLearnsItsSpeciesAndSaysSo() async throws {
    let charizard = try await Self.client.fetchLearnsets(6)
    let gmax = try await Self.client.fetchLearnsets(10196)
    let scarletViolet = try #require(charizard.group(named: "scarlet-violet"))
    #expect(gmax.learnsets[scarletViolet.id] == charizard.learnsets[scarletViolet.id])
    #expect(gmax.borrowed.contains(scarletViolet.id))
    #expect(gmax.defaultGroup?.slug == "scarlet-violet")
    #expect(gmax.group(named: "red-blue") == nil)  // Gigantamax came in generation 8
    #expect(charizard.borrowed.isEmpty)
    let alolanRaichu = try await Self.client.fetchLearnsets(10100)
    #expect(alolanRaichu.group(named: "red-blue") == nil)
    #expect(alolanRaichu.groups.allSatisfy { $0.generation >= 7 })
    // It has lists of its own, so it borrows none: not in Brilliant Diamond, where it is not.
    #expect(alolanRaichu.borrowed.isEmpty)
    #expect(alolanRaichu.group(named: "bdsp") == nil)
    // `y` is X/Y's game Y, not an abbreviation of Yellow.
    #expect(charizard.group(named: "y")?.slug == "x-y")
  }
}
