import Foundation
import PokedexCore
import TestServer
import Testing

/// Items on the embedded data: the search (any language, typos, kinds), an item in full; and
/// every holder of Leftovers checked against the full PokeAPI copy.
@Suite struct ItemTests {
  static let client = PokemonClient.liveValue

  @Test func theSearchForgivesAsTheNamesDo() async throws {
    func first(_ query: String, _ filter: ItemFilter = ItemFilter()) async throws -> String? {
      try await Self.client.searchItems(query, filter).first?.item.slug
    }
    #expect(try await first("leftovers") == "leftovers")
    #expect(try await first("Restes") == "leftovers")
    #expect(try await first("たべのこし") == "leftovers")
    #expect(try await first("leftovrs") == "leftovers")  // one letter missing
    #expect(try await first("choicescarf") == "choice-scarf")
    // Kinds: only berries among berries; an empty query lists them all, in PokeAPI's order.
    let berries = try await Self.client.searchItems("", ItemFilter(kinds: [.berries]))
    #expect(berries.count > 60 && berries.allSatisfy { $0.kind == .berries })
    #expect(berries.first?.item.slug == "cheri-berry")
    let stones = try await Self.client.searchItems("stone", ItemFilter(kinds: [.evolution]))
    #expect(stones.map(\.item.slug).contains("fire-stone"))
    #expect(stones.allSatisfy { $0.kind == .evolution })
    let balls = try await Self.client.searchItems("", ItemFilter(kinds: [.balls]))
    #expect(
      balls.map(\.item.slug).prefix(4) == ["master-ball", "ultra-ball", "great-ball", "poke-ball"])
    let tms = try await Self.client.searchItems("tm01", ItemFilter(kinds: [.machines]))
    #expect(tms.first?.kind == .machines)
  }

  @Test func anItemInFull() async throws {
    let leftovers = try await Self.client.fetchItem("Überreste")
    #expect(leftovers.item.slug == "leftovers" && leftovers.kind == .held)
    #expect(leftovers.entry.flingPower == 10)
    #expect(leftovers.entry.shortEffects["en"]?.contains("1/16") == true)
    #expect(leftovers.holders.map(\.pokemon.name).contains("Snorlax"))
    #expect(leftovers.category?.names["en"] == "Held items")
    let ball = try await Self.client.fetchItem("poke-ball")
    #expect(ball.kind == .balls && ball.holders.isEmpty)
    await #expect(throws: PokedexError.self) { try await Self.client.fetchItem("xyzzy") }
  }
}

/// Every Pokémon that holds Leftovers in the wild, in every game, read from the full copy's
/// own file and compared with what the embedded data says.
@Suite struct ItemFullCopyTests {
  @Test(.requiresSharedPokeAPI)
  func everyHolderOfLeftoversMatchesTheFullCopy() async throws {
    let folder = try SharedPokeAPI.requireFull()
    let file = folder.appending(path: "api/v2/item/211/index.json")
    let item = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    #expect(item["name"] as? String == "leftovers")
    var expected: Set<String> = []
    for holder in item["held_by_pokemon"] as? [[String: Any]] ?? [] {
      let link = (holder["pokemon"] as? [String: Any])?["url"] as? String ?? ""
      let pokemon = link.split(separator: "/").last.map(String.init) ?? "?"
      for detail in holder["version_details"] as? [[String: Any]] ?? [] {
        let version = (detail["version"] as? [String: Any])?["name"] as? String ?? "?"
        expected.insert("\(pokemon) \(version) \(detail["rarity"] as? Int ?? -1)")
      }
    }
    #expect(expected.count > 30)
    let detail = try await PokemonClient.liveValue.fetchItem("leftovers")
    var actual: Set<String> = []
    for holder in detail.holders {
      for version in holder.versions {
        #expect(
          actual.insert("\(holder.pokemon.id) \(version) \(holder.rarity)").inserted)
      }
    }
    #expect(actual == expected)
  }
}
