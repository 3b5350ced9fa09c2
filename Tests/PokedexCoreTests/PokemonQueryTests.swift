import Foundation
import Loop
import LoopTesting
import Testing

@testable import PokedexCore

/// Reading a query: words and terms, and the first malformed term named with what was expected.
@Suite struct PokemonQueryParseTests {
  func parsed(_ text: String) throws -> PokemonQuery { try PokemonQuery.parse(text).get() }

  func problem(_ text: String) -> PokemonQuery.Problem? {
    if case .failure(let problem) = PokemonQuery.parse(text) { problem } else { nil }
  }

  @Test func wordsAndTermsAreTold() throws {
    let query = try parsed("  char  type:fire/flying gen:1-3  spe>=100|atk>120 -is:legendary")
    #expect(query.text == "char")
    #expect(
      query.terms == [
        .init(alternatives: [.types([.fire, .flying])], isNegated: false),
        .init(alternatives: [.generation(1...3)], isNegated: false),
        .init(
          alternatives: [.stat(.spe, .greaterOrEqual, 100), .stat(.atk, .greater, 120)],
          isNegated: false),
        .init(alternatives: [.flag(.legendary)], isNegated: true),
      ])
    #expect(
      try parsed("!weak:water|grass").terms == [
        .init(alternatives: [.weak(.water), .weak(.grass)], isNegated: true)
      ])
    #expect(try parsed("learns:Trick-Room game:scarlet-violet").game == "scarlet-violet")
    #expect(try parsed("pikachu").hasTerms == false)
    // Names with hyphens and the one with a colon stay names.
    #expect(try parsed("ho-oh porygon-z").text == "ho-oh porygon-z")
    #expect(try parsed("Type: Null").text == "type null")
  }

  @Test(arguments: [
    ("type:fire/water/grass", "type:fire/water/grass", "a type like fire"),
    ("gen:0", "gen:0", "a generation 1 to 9"),
    ("gen:3-1", "gen:3-1", "a generation 1 to 9"),
    ("spe>>100", "spe>>100", "a stat comparison"),
    ("hp>lots", "hp>lots", "a stat comparison"),
    ("colour:red", "colour:red", "a term: type gen"),
    ("is:shiny", "is:shiny", "legendary, mythical"),
    ("type:", "type:", "a value after type:"),
    ("weak:fire|", "weak:fire|", "a value after weak:"),
    ("-", "-", "a term after the -"),
    ("game:a|b", "game:a|b", "one game"),
  ])
  func aMalformedTermIsNamedWithWhatWasExpected(
    _ text: String, term: String, expected: String
  ) {
    let problem = problem("pikachu \(text) type:fire")
    #expect(problem?.term == term)
    #expect(problem?.expected.hasPrefix(expected) == true, "\(String(describing: problem))")
  }

  /// Nothing typed makes the reader trap: 5,000 random lines of the characters terms are made
  /// of, each parsed.
  @Test func alternativesMayNameTheirKeyAndStatsTheirUsualNames() throws {
    #expect(
      try parsed("is:legendary|is:mythical").terms == [
        .init(alternatives: [.flag(.legendary), .flag(.mythical)], isNegated: false)
      ])
    #expect(
      try parsed("-is:mega|spe>=150|atk>1").terms == [
        .init(
          alternatives: [
            .flag(.mega), .stat(.spe, .greaterOrEqual, 150), .stat(.atk, .greater, 1),
          ],
          isNegated: true)
      ])
    for (text, key) in [
      ("speed>1", PokemonQuery.StatKey.spe), ("attack>1", .atk), ("spatk>1", .spa),
      ("Sp.Atk>1", .spa), ("sp.def>1", .spd), ("sp-def>1", .spd), ("defense>1", .def),
      ("total>1", .bst), ("hp>1", .hp),
    ] {
      #expect(
        try parsed(text).terms == [.init(alternatives: [.stat(key, .greater, 1)], isNegated: false)]
      )
    }
    #expect(
      try parsed("type:feu").terms == [
        .init(alternatives: [.namedTypes(key: "type", names: ["feu"])], isNegated: false)
      ])
  }

  /// Values keep the case they were typed in (a problem quotes them so) and are read
  /// case-blind: `type:FIRE is:Legendary` is `type:fire is:legendary`.
  @Test func valuesAreReadWhateverTheirCase() throws {
    #expect(
      try parsed("type:FIRE weak:Water is:Legendary gen:1-3").terms
        == parsed("type:fire weak:water is:legendary gen:1-3").terms)
    #expect(try parsed("ability:Levitate").terms.first?.alternatives == [.ability("Levitate")])
  }

  @Test func anyInputIsReadOrNamedNeverATrap() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("typegnhpatkdfsbw:|-!<>=/ 0123456789:::|||é☃")
    for _ in 0..<5_000 {
      let length = Int.random(in: 0..<24, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      switch PokemonQuery.parse(text) {
      case .success(let query): #expect(!query.text.contains(":"))
      case .failure(let problem): #expect(text.contains(problem.term))
      }
    }
  }
}

/// Queries over the embedded data: every result passes every term, and nothing that passes is
/// left out.
@Suite struct QuerySearchTests {
  static let client = EmbeddedMovesTests.client
  static let pokedex = Pokedex.embedded

  func search(_ text: String) async throws -> [Pokemon] {
    try await Self.client.search(text, PokemonFilter()).map(\.pokemon)
  }

  @Test func termsFilterEveryEntryAndMissNone() async throws {
    let chart = Self.pokedex.typeChart
    let found = try await search("type:dragon spe>100 resists:fire -is:legendary")
    let expected = Self.pokedex.speciesThenForms.filter {
      $0.types.contains(.dragon) && $0.stats.speed > 100
        && (0.01...0.5).contains(chart.multiplier(.fire, against: $0.types))
        && !$0.record.isLegendary
    }
    #expect(!found.isEmpty)
    #expect(found.map(\.id) == expected.map(\.id))
    #expect(found.contains { $0.name == "Garchomp" })
    #expect(found.contains { $0.name == "Mega Salamence" })  // forms are entries too
  }

  @Test func alternativesBothTypesAndStatsCombine() async throws {
    let either = try await search("type:fire|water gen:1")
    #expect(either.allSatisfy { ($0.types.contains(.fire) || $0.types.contains(.water)) })
    #expect(either.allSatisfy { $0.generation == 1 })
    #expect(
      either.contains { $0.types.contains(.fire) } && either.contains { $0.types == [.water] })
    let both = try await search("type:fire/flying")
    #expect(both.allSatisfy { Set($0.types) == [.fire, .flying] })
    #expect(both.contains { $0.name == "Charizard" })
    let bulky = try await search("hp>=150 bst<500")
    #expect(!bulky.isEmpty)
    #expect(bulky.allSatisfy { $0.stats.hp >= 150 && $0.stats.total < 500 })
    #expect(
      try await search("immune:ground type:electric").allSatisfy {
        Self.pokedex.typeChart.multiplier(.ground, against: $0.types) == 0
      })
  }

  @Test func namesInTermsAreFoundAsNamesAreAnywhere() async throws {
    let levitating = try await search("ability:Levitate type:ghost")
    #expect(levitating.contains { $0.name == "Gengar" } == false)  // Cursed Body now
    #expect(levitating.contains { $0.name == "Misdreavus" })
    #expect(levitating.allSatisfy { $0.abilities.contains { $0.name == "levitate" } })
    // French ability name, egg group by its name (Field is PokeAPI's `ground`).
    #expect(try await search("ability:lévitation") == (try await search("ability:levitate")))
    let field = try await search("egg:field gen:1")
    #expect(field.contains { $0.name == "Pikachu" })
    #expect(field.allSatisfy { $0.record.eggGroups.contains("ground") })
    // Who learns Trick Room in Scarlet/Violet, and a word narrowing them.
    let room = try await search("learns:trick-room game:scarlet-violet")
    let moves = PokedexMoves.embedded
    let sv = try #require(moves.group(named: "scarlet-violet"))
    let trickRoom = try #require(moves.move(named: "trick-room"))
    let learners = Set(moves.learners(of: trickRoom.id, in: sv.id).map(\.pokemon))
    #expect(Set(room.map(\.id)) == learners)
    let slow = try await search("slow learns:trick-room game:scarlet-violet")
    #expect(!slow.isEmpty && slow.count < room.count)
    #expect(slow.allSatisfy { learners.contains($0.id) })
    #expect(slow.contains { $0.name == "Slowbro" })
    // Flags read forms.
    let megas = try await search("is:mega type:fire")
    #expect(megas.contains { $0.name == "Mega Charizard Y" })
    #expect(megas.allSatisfy { $0.form?.isMega == true })
    #expect(try await search("pikachu is:regional").isEmpty)  // the caps are not regional
  }

  /// Type names in any of the five languages, game abbreviations, stat aliases and
  /// alternatives naming their own key find what the English slugs do.
  @Test func playersWordsFindWhatTheSlugsDo() async throws {
    #expect(try await search("type:feu") == (try await search("type:fire")))
    #expect(try await search("type:feu/vol") == (try await search("type:fire/flying")))
    #expect(try await search("weak:wasser gen:1") == (try await search("weak:water gen:1")))
    #expect(try await search("type:ほのお gen:1") == (try await search("type:fire gen:1")))
    #expect(
      try await search("learns:thunderbolt game:sv")
        == (try await search("learns:thunderbolt game:scarlet-violet")))
    for (abbreviation, slug) in [
      ("swsh", "sword-shield"), ("usum", "ultra-sun-ultra-moon"),
      ("bdsp", "brilliant-diamond-shining-pearl"), ("la", "legends-arceus"),
    ] {
      #expect(PokedexMoves.embedded.group(named: abbreviation)?.slug == slug)
    }
    #expect(try await search("speed>=150") == (try await search("spe>=150")))
    #expect(try await search("Sp.Atk>150") == (try await search("spa>150")))
    let legends = try await search("is:legendary|is:mythical gen:1")
    #expect(legends.map(\.name) == ["Articuno", "Zapdos", "Moltres", "Mewtwo", "Mew"])
  }

  /// A form comes right after its species, not after every species.
  @Test func formsFollowTheirSpecies() async throws {
    let names = try await search("type:fire/flying").map(\.name)
    let charizard = try #require(names.firstIndex(of: "Charizard"))
    #expect(names[charizard + 1] == "Mega Charizard Y")
    #expect(names.firstIndex(of: "Moltres")! > names.firstIndex(of: "Gigantamax Charizard")!)
  }

  @Test func aNameThatNamesNothingIsAProblem() async throws {
    for (text, term) in [
      ("ability:levitat", "ability:levitat"), ("learns:tricky-room", "learns:tricky-room"),
      ("egg:plasma", "egg:plasma"), ("learns:surf game:pokemon-purple", "game:pokemon-purple"),
      ("type:fier", "type:fier"), ("weak:wassr", "weak:wassr"),
    ] {
      await #expect(throws: PokemonQuery.Problem.self) {
        try await Self.client.search(text, .init())
      }
      do {
        _ = try await Self.client.search(text, PokemonFilter())
      } catch let problem as PokemonQuery.Problem {
        #expect(problem.term == term)
      }
    }
    // A name within two edits of one is suggested, by its slug as terms are written, whatever
    // language the name came closest in.
    for (text, meant) in [
      ("learns:tunderbolt", "learns:thunderbolt"), ("learns:tricky-room", "learns:trick-room"),
      ("ability:levitat", "ability:levitate"), ("learns:tonerre", "learns:thunderbolt"),
      ("egg:dragn", "egg:dragon"),
    ] {
      do {
        _ = try await Self.client.search(text, PokemonFilter())
        Issue.record("\(text) was read")
      } catch let problem as PokemonQuery.Problem {
        #expect(problem.suggestion == meant, "\(text)")
        #expect(problem.description.hasSuffix(" (did you mean \(meant)?)"))
      }
    }
    do {
      _ = try await Self.client.search("learns:xyzzyqq", PokemonFilter())
      Issue.record("learns:xyzzyqq was read")
    } catch let problem as PokemonQuery.Problem {
      #expect(problem.suggestion == nil && !problem.description.contains("did you mean"))
    }
    // Without terms, a search is what it always was.
    #expect(try await search("Type: Null").first?.name == "Type: Null")
  }
}

/// The search screen with a query: a malformed term is named, and the last results stay.
@MainActor
@Suite struct QuerySearchFeatureTests {
  @Test func aMalformedTermKeepsTheLastResultsAndSaysWhy() async throws {
    let clock = TestClock()
    let store = TestStore(initialState: SearchFeature.State()) {
      SearchFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.pokemonClient.search = { text, filter in
        try await QuerySearchTests.client.search(text, filter)
      }
    }
    await store.send(.binding(.set(\.query, "type:fire"))) { $0.query = "type:fire" }
    await clock.advance(by: .milliseconds(300))
    let fire = try await QuerySearchTests.client.search("type:fire", PokemonFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(fire)
      $0.resultsQuery = "type:fire"
    }
    // Typing on: "type:fire spe>" cannot be read yet; nothing is looked up.
    await store.send(.binding(.set(\.query, "type:fire spe>"))) {
      $0.query = "type:fire spe>"
      $0.queryProblem =
        "\"spe>\": expected a stat comparison like spe>=100 (hp atk def spa spd spe bst)"
      $0.resultsQuery = "type:fire spe>"
    }
    await clock.advance(by: .seconds(1))
    await store.send(.binding(.set(\.query, "type:fire spe>100"))) {
      $0.query = "type:fire spe>100"
    }
    await clock.advance(by: .milliseconds(300))
    let fast = try await QuerySearchTests.client.search("type:fire spe>100", PokemonFilter())
    await store.receive(\.searchResponse) {
      $0.results = .loaded(fast)
      $0.resultsQuery = "type:fire spe>100"
      $0.queryProblem = nil
    }
    // An ability the source does not know: named, the results kept.
    await store.send(.binding(.set(\.query, "ability:levitat"))) { $0.query = "ability:levitat" }
    await clock.advance(by: .milliseconds(300))
    let levitat =
      "\"ability:levitat\": expected an ability's name, like levitate (did you mean ability:levitate?)"
    await store.receive(.queryRejected(query: "ability:levitat", levitat)) {
      $0.queryProblem = levitat
      $0.resultsQuery = "ability:levitat"
    }
    #expect(store.state.results == .loaded(fast))
  }
}
