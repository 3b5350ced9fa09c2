import Foundation
import Loop
import LoopTesting
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
    // What a result says it does: the short effect in English and French, the Pokédex text
    // (on one line) in the languages PokeAPI writes no short effect in, as the item's page.
    let found = try #require(try await Self.client.searchItems("leftovers", ItemFilter()).first)
    let entry = try await Self.client.fetchItem("leftovers").entry
    #expect(found.shortEffects["en"] == entry.shortEffects["en"])
    #expect(found.shortEffects["fr"] == entry.shortEffects["fr"])
    for code in ["ja", "de", "es"] {
      let text = try #require(entry.texts[code])
      #expect(entry.shortEffects[code] == nil)
      #expect(
        found.shortEffects[code] == text.split(whereSeparator: \.isNewline).joined(separator: " "))
      #expect(found.shortEffects[code]?.contains("\n") == false)
    }
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
    // The price most games sell it for (PokeAPI's list ends with Legends: Z-A's 300).
    #expect(try await Self.client.fetchItem("great-ball").entry.cost == 600)
    await #expect(throws: PokedexError.self) { try await Self.client.fetchItem("xyzzy") }
    #expect(leftovers.teaches.isEmpty)
  }

  /// A machine teaches different moves in different games: TM24 is Thunderbolt in the first
  /// games, DragonBreath in Gold, Silver and Crystal, Thunderbolt again until Ultra Sun and
  /// Ultra Moon, then a move of each newer game's own.
  @Test func aMachineTeachesGameByGame() async throws {
    let tm24 = try await Self.client.fetchItem("tm24")
    #expect(tm24.kind == .machines)
    let runs = tm24.teaches.map { "\($0.slug): \($0.groups.map(\.slug).joined(separator: " "))" }
    #expect(
      runs.prefix(2) == [
        "thunderbolt: red-green-japan blue-japan red-blue yellow",
        "dragon-breath: gold-silver crystal",
      ])
    #expect(runs.contains("snore: sword-shield"))
    #expect(runs.contains("fire-spin: scarlet-violet"))
    // A game's machine is said once, and the runs keep release order.
    let groups = tm24.teaches.flatMap(\.groups)
    #expect(Set(groups.map(\.id)).count == groups.count)
    #expect(groups.map(\.order) == groups.map(\.order).sorted())
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

  /// What TM24, HM01, TR12 and TM100 teach in each game, from the full copy's machine files.
  @Test(.requiresSharedPokeAPI)
  func machinesTeachWhatTheFullCopySays() async throws {
    let folder = try SharedPokeAPI.requireFull()
    func json(_ path: String) throws -> [String: Any] {
      let file = folder.appending(path: "api/v2/\(path)/index.json")
      return try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }
    func name(_ object: Any?) -> String { (object as? [String: Any])?["name"] as? String ?? "?" }
    for slug in ["tm24", "hm01", "tr12", "tm100"] {
      let detail = try await PokemonClient.liveValue.fetchItem(slug)
      let item = try json("item/\(detail.item.id)")
      var expected: [String: String] = [:]
      for machine in item["machines"] as? [[String: Any]] ?? [] {
        let link = (machine["machine"] as? [String: Any])?["url"] as? String ?? ""
        let id = link.split(separator: "/").last.map(String.init) ?? "?"
        expected[name(machine["version_group"])] = name(try json("machine/\(id)")["move"])
      }
      var actual: [String: String] = [:]
      for run in detail.teaches { for group in run.groups { actual[group.slug] = run.slug } }
      #expect(!expected.isEmpty, "\(slug)")
      #expect(actual == expected, "\(slug)")
    }
  }
}

/// The Items tab: the first lookup lists every item, typing is debounced, a kind looks up at
/// once; a result opens the item over the tabs, and a holder opens on the detail stack. On a
/// detail, `I` opens the item its highlighted evolution names.
@MainActor
@Suite(.isolatedShared)
struct ItemsTabTests {
  static let client = PokemonClient.liveValue

  @Test func theBrowserSearchesDebouncedAndByKind() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: ItemsFeature.State()) {
      ItemsFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.searchItems = { try await Self.client.searchItems($0, $1) }
    }
    let all = try await Self.client.searchItems("", ItemFilter())
    await store.send(.onAppear)
    await store.receive(\.searchResponse) {
      $0.results = .loaded(all)
      $0.resultsFor = .init(query: "", filter: ItemFilter())
    }
    for query in ["l", "le", "lef"] {
      await store.send(.binding(.set(\.query, query))) { $0.query = query }
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(200))
    let lef = try await Self.client.searchItems("lef", ItemFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(lef)
      $0.resultsFor = .init(query: "lef", filter: ItemFilter())
    }
    #expect(lef.first?.item.slug == "leftovers")
    await store.send(.kindToggled(.berries)) { $0.filter.kinds = [.berries] }
    let berries = try await Self.client.searchItems("lef", ItemFilter(kinds: [.berries]))
    await store.receive(\.searchResponse) {
      $0.results = .loaded(berries)
      $0.resultsFor = .init(query: "lef", filter: ItemFilter(kinds: [.berries]))
    }
    #expect(!berries.contains { $0.item.slug == "leftovers" })
  }

  @Test func anItemOpensOverTheTabsAndAHolderOnTheStack() async throws {
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    let leftovers = try #require(PokedexSets.embedded.item(named: "leftovers"))
    await store.send(.items(.resultTapped(leftovers)))
    await store.receive(\.destination)
    let detail = try await Self.client.fetchItem("leftovers")
    await store.receive(.destination(.presented(.item(.detailReceived(detail)))))
    #expect(store.state.shownItem?.detail.value?.holders.first?.pokemon.name == "Snorlax")
    await store.send(.destination(.presented(.item(.holderOpened))))
    await store.receive(
      .destination(.presented(.item(.delegate(.pokemonOpened(detail.holders[0].pokemon))))))
    #expect(store.state.path.last?.pokemon.name == "Snorlax")
    #expect(store.state.detailPath(in: .french) == ["Restes", "Ronflex"])
  }

  @Test func iOnADetailOpensItsEvolutionsItem() async throws {
    let pikachu = try await Self.client.fetchPokemon(25)
    var detail = PokemonDetailFeature.State(pokemon: pikachu)
    detail.evolution = .loaded(try await Self.client.fetchEvolutionChain(pikachu.evolutionChainID))
    detail.evolutionHighlight = 26  // Raichu: a Thunder Stone
    #expect(detail.evolutionItem == "thunder-stone")
    detail.evolutionHighlight = 25  // Pikachu: by friendship from Pichu, no item
    #expect(detail.evolutionItem == nil)
    detail.evolutionHighlight = 26
    detail.reference = .loaded(try await Self.client.fetchDetails(25))
    var app = AppFeature.State()
    app.destination = .detail(detail)
    let store = TestStore(initialState: app) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
    }
    store.exhaustivity = .off
    await store.send(.destination(.presented(.detail(.evolutionItemOpened))))
    await store.receive(\.destination)
    await store.receive(\.itemOverDetails)
    #expect(store.state.shownItem?.item.slug == "thunder-stone")
    await store.receive(\.itemOverDetails)
    #expect(store.state.shownItem?.detail.value?.kind == .evolution)
    #expect(store.state.shownItem?.item.id == 83)
    // Over the details, which stay beneath it: the status line's way ends with it, and no
    // detail is on screen.
    #expect(store.state.detail == nil)
    #expect(store.state.detailPath(in: .english) == ["Pikachu", "Thunder Stone"])
    // Esc: Pikachu's detail again, as it was (Raichu still highlighted).
    await store.send(try #require(store.state.closesDetail))
    #expect(store.state.shownItem == nil)
    #expect(store.state.detail?.pokemon.id == 25)
    #expect(store.state.detail?.evolutionHighlight == 26)
    // A holder opened from it stacks over the detail in the item's place: Esc from it goes
    // back to Pikachu. (The Thunder Stone has none in the wild; a Leftovers stands for one.)
    await store.send(.destination(.presented(.detail(.evolutionItemOpened))))
    await store.skipReceivedActions()
    let snorlax = try await Self.client.fetchPokemon(143)
    await store.send(.itemOverDetails(.delegate(.pokemonOpened(snorlax))))
    #expect(store.state.shownItem == nil)
    #expect(store.state.detail?.pokemon.id == 143)
    #expect(store.state.detailPath(in: .english) == ["Pikachu", "Snorlax"])
    await store.send(try #require(store.state.closesDetail))
    await store.skipReceivedActions()
    #expect(store.state.detail?.pokemon.id == 25)
    // Another screen (a tab) closes the item with the details.
    await store.send(.destination(.presented(.detail(.evolutionItemOpened))))
    await store.skipReceivedActions()
    await store.send(.tabSelected(.items))
    await store.skipReceivedActions()
    #expect(store.state.itemOverDetails == nil && store.state.destination == nil)
  }

  /// A link on a detail that shows a tab (a place's Pokémon in the search, the list filtered to
  /// a move's learners) keeps the details it closes: Esc on that tab brings them back as they
  /// were, their loads asked again; choosing a tab drops them.
  @Test func aLinkToATabKeepsTheWayBackToTheDetails() async throws {
    let pikachu = try await Self.client.fetchPokemon(25)
    let raichu = try await Self.client.fetchPokemon(26)
    var app = AppFeature.State()
    app.tab = .list
    var detail = PokemonDetailFeature.State(pokemon: pikachu)
    detail.page = .encounters
    app.destination = .detail(detail)
    let store = TestStore(initialState: app) {
      AppFeature()
    } withDependencies: {
      $0.pokemonClient = Self.client
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    // Raichu stacked over Pikachu, as its evolution opens it.
    await store.send(.destination(.presented(.detail(.delegate(.evolutionOpened(raichu))))))
    await store.skipReceivedActions()
    let top = try #require(store.state.path.ids.last)
    await store.send(.path(.element(id: top, action: .delegate(.placeSearched("in:power-plant")))))
    await store.skipReceivedActions()
    #expect(
      store.state.tab == .search && store.state.destination == nil && store.state.path.isEmpty)
    #expect(store.state.detailsBehind?.tab == .list)
    // Opening a result and closing it leaves the way back in place.
    await store.send(.search(.resultTapped(raichu)))
    await store.send(.destination(.dismiss))
    await store.skipReceivedActions()
    #expect(store.state.detailsBehind != nil)
    await store.send(.detailsRestored)
    #expect(store.state.tab == .list && store.state.detailsBehind == nil)
    #expect(store.state.destination?.detail?.page == .encounters)
    #expect(store.state.path.map(\.pokemon.id) == [26])
    // Each restored detail's loads, asked again: Pikachu's under Raichu's too.
    await store.receive(.destination(.presented(.detail(.onAppear))))
    await store.receive(.path(.element(id: top, action: .onAppear)))
    await store.skipReceivedActions()
    // The list filtered to a move's learners: the same way back; a tab chosen drops it.
    await store.send(.destination(.presented(.detail(.delegate(.listFiltered(.clearTapped))))))
    await store.skipReceivedActions()
    #expect(store.state.detailsBehind?.destination.detail?.pokemon.id == 25)
    await store.send(.tabSelected(.moves))
    await store.skipReceivedActions()
    #expect(store.state.detailsBehind == nil)
    await store.send(.detailsRestored)
    #expect(store.state.destination == nil)
  }
}
