import Foundation
import TestServer
import Testing

@testable import PokedexCore

/// A move's side effects (PokeAPI's `meta`, `effect_chance`, `stat_changes`) and what it was
/// in older games (`past_values`).
@Suite struct MoveMetaTests {
  static func group(_ id: Int, _ slug: String, generation: Int) -> GameGroup {
    GameGroup(id: id, slug: slug, generation: generation, versions: [], order: id)
  }
  static let rubySapphire = group(5, "ruby-sapphire", generation: 3)
  static let diamondPearl = group(8, "diamond-pearl", generation: 4)
  static let blackWhite = group(11, "black-white", generation: 5)
  static let xy = group(15, "x-y", generation: 6)

  /// A move changed twice: its power in Diamond / Pearl, its PP, type and effect chance in
  /// X / Y.
  static let changed = MoveInfo(
    id: 1, slug: "changed", type: .fairy, damageClass: .physical, power: 80, accuracy: 90,
    pp: 10, priority: 0, target: "selected-pokemon", generation: 1, names: [:],
    shortEffects: [:], effects: [:], meta: MoveMeta(effectChance: 20),
    pastValues: [
      PastMoveValues(group: diamondPearl, power: 60),
      PastMoveValues(group: xy, pp: 15, effectChance: 10, type: .normal),
    ])

  /// Each value comes from the first change after the game that names it, else as it is now.
  @Test func aMoveInAnOlderGameHasThatGamesValues() {
    let inRubySapphire = Self.changed.asIn(Self.rubySapphire)
    #expect(inRubySapphire.power == 60)
    #expect(inRubySapphire.pp == 15)
    #expect(inRubySapphire.type == .normal)
    #expect(inRubySapphire.meta.effectChance == 10)
    #expect(inRubySapphire.accuracy == 90)
    let inBlackWhite = Self.changed.asIn(Self.blackWhite)
    #expect(inBlackWhite.power == 80)
    #expect(inBlackWhite.pp == 15)
    #expect(inBlackWhite.type == .normal)
    // The game that changed it already has the new values.
    #expect(Self.changed.asIn(Self.diamondPearl).power == 80)
    #expect(Self.changed.asIn(Self.xy) == Self.changed)
  }

  /// The embedded data: Thunderbolt had 95 power before X / Y, and Pikachu's Gold / Silver
  /// learnset says so (and sorts by it).
  @Test func thunderboltHad95PowerBeforeXY() throws {
    let moves = PokedexMoves.embedded
    let thunderbolt = try #require(moves.move(named: "thunderbolt"))
    #expect(thunderbolt.power == 90)
    #expect(thunderbolt.pastValues.map(\.group.slug) == ["x-y"])
    #expect(thunderbolt.pastValues.first?.power == 95)
    #expect(thunderbolt.meta.ailment == "paralysis")
    #expect(thunderbolt.meta.ailmentChance == 10)
    #expect(thunderbolt.meta.effectChance == 10)
    let learnsets = moves.learnsets(forPokemon: 25, versionNames: [:])
    let goldSilver = try #require(learnsets.groups.first { $0.slug == "gold-silver" })
    let scarletViolet = try #require(learnsets.groups.first { $0.slug == "scarlet-violet" })
    #expect(learnsets.move(85, in: goldSilver.id)?.power == 95)
    #expect(learnsets.move(85, in: scarletViolet.id)?.power == 90)
    // Bite was Normal before Gold / Silver made it Dark.
    let bite = try #require(moves.move(named: "bite"))
    #expect(bite.type == .dark)
    let redBlue = try #require(moves.groups.first { $0.slug == "red-blue" })
    #expect(bite.asIn(redBlue).type == .normal)
    #expect(bite.asIn(goldSilver).type == .dark)
    // Side effects of each kind.
    let swordsDance = try #require(moves.move(named: "swords dance"))
    #expect(swordsDance.meta.statChanges == [.init(stat: "attack", change: 2)])
    #expect(moves.move(named: "bullet seed")?.meta.hits == 2...5)
    #expect(moves.move(named: "giga drain")?.meta.drain == 50)
    #expect(moves.move(named: "double-edge")?.meta.drain == -33)
    #expect(moves.move(named: "slash")?.meta.critStage == 1)
    #expect(moves.move(named: "recover")?.meta.healing == 50)
    #expect(moves.move(named: "fake out")?.meta.flinchChance == 100)
  }

  /// Every move's side effects and past values are PokeAPI's, read here straight from the
  /// full copy's JSON (not through the sync's decoding).
  @Test(.requiresSharedPokeAPI, .timeLimit(.minutes(5)))
  func everyMovesMetaAndPastValuesAreTheFullCopys() throws {
    let directory = try SharedPokeAPI.requireFull()
    let moves = PokedexMoves.embedded
    #expect(moves.moves.count > 900)
    var wrong: [String] = []
    var checked = 0
    for move in moves.moves.values {
      let url = directory.appending(path: "api/v2/move/\(move.id)/index.json")
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      let meta = json["meta"] as? [String: Any] ?? [:]
      func int(_ key: String, in object: [String: Any] = meta) -> Int? { object[key] as? Int }
      func name(_ value: Any?) -> String? { (value as? [String: Any])?["name"] as? String }
      let ailment = name(meta["ailment"]).flatMap { ["none", "unknown"].contains($0) ? nil : $0 }
      var expected = MoveMeta(
        effectChance: int("effect_chance", in: json), ailment: ailment,
        ailmentChance: int("ailment_chance") ?? 0, critStage: int("crit_rate") ?? 0,
        drain: int("drain") ?? 0, healing: int("healing") ?? 0,
        flinchChance: int("flinch_chance") ?? 0, statChance: int("stat_chance") ?? 0,
        statChanges: (json["stat_changes"] as? [[String: Any]] ?? []).map {
          .init(stat: name($0["stat"]) ?? "", change: $0["change"] as? Int ?? 0)
        })
      if let high = int("max_hits") { expected.hits = (int("min_hits") ?? high)...high }
      if let high = int("max_turns") { expected.turns = (int("min_turns") ?? high)...high }
      if move.meta != expected { wrong.append("\(move.slug): \(move.meta) ≠ \(expected)") }
      let past = (json["past_values"] as? [[String: Any]] ?? []).map { value in
        func positive(_ key: String) -> Int? { int(key, in: value).flatMap { $0 == 0 ? nil : $0 } }
        return [
          name(value["version_group"]) ?? "", positive("power").map { "power \($0)" } ?? "",
          positive("accuracy").map { "accuracy \($0)" } ?? "",
          int("pp", in: value).map { "pp \($0)" } ?? "",
          int("effect_chance", in: value).map { "chance \($0)" } ?? "",
          name(value["type"]).flatMap { PokemonType(rawValue: $0) }?.rawValue ?? "",
        ].joined(separator: " ")
      }
      // Entries that change nothing we show (Curse's "???" type before Black / White, the
      // ones that only changed an effect's wording) are left out.
      .filter { $0.split(separator: " ").count > 1 }
      let ours = move.pastValues.map {
        [
          $0.group.slug, $0.power.map { "power \($0)" } ?? "",
          $0.accuracy.map { "accuracy \($0)" } ?? "", $0.pp.map { "pp \($0)" } ?? "",
          $0.effectChance.map { "chance \($0)" } ?? "", $0.type?.rawValue ?? "",
        ].joined(separator: " ")
      }
      if Set(ours) != Set(past) || ours.count != past.count {
        wrong.append("\(move.slug): past \(ours) ≠ \(past)")
      }
      checked += 1
    }
    #expect(checked == moves.moves.count)
    #expect(wrong.isEmpty, "\(wrong.count) moves differ: \(wrong.prefix(10))")
  }
}
