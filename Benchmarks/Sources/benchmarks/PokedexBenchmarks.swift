import Foundation
import Loop
import PokedexCore
import PokedexTUI
import TerminalUI

func pokedexBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  var figures: [Figure] = []

  figures += try await benchmark("snapshot.load", include) {
    let before = try memoryKB().resident
    var kept: Pokedex?
    let samples = try measure(budget, iterations: 1) { n in
      for _ in 0..<n { kept = try Pokedex.loadEmbedded() }
    }
    let after = try memoryKB().resident
    let entries = kept?.pokemon.count ?? 0
    try expect(entries == 1_351, "decoded \(entries) Pokémon, expected 1,025 species + 326 forms")
    let pikachu = kept?.pokemon(id: 25)?.name
    try expect(pikachu == "Pikachu", "#25 decoded as \(pikachu ?? "nothing"), expected Pikachu")
    blackHole(kept)
    return [
      Figure(
        "snapshot.load", "decode 1,025 species + 326 forms", unit: "ms",
        samples: samples.map { $0 / 1e6 }),
      Figure("snapshot.load", "resident memory held", unit: "KB", value: max(0, after - before)),
    ]
  }

  figures += try await benchmark("detail.record", include) {
    // Issue #29: a detail screen's record page (abilities explained, the entry, the record)
    // opened first after start-up reads the reference file (4 MB: the abilities decoded, the
    // entries only indexed) and one species' entries; later ones only the latter. Floor: one
    // frame at 60 Hz, the budget the issue sets.
    let pokedex = Pokedex.embedded
    guard let charizard = pokedex.pokemon(id: 6) else {
      throw BenchmarkFailure(message: "no #6 in the snapshot")
    }
    let forms = pokedex.forms(ofSpecies: 6)
    var details: PokemonDetails?
    let first = try measure(budget, iterations: 1) { n in
      for _ in 0..<n {
        details = try PokedexReference.loadEmbedded().details(of: charizard, forms: forms)
      }
    }
    try expect(
      details?.abilities.map(\.slug) == ["blaze", "solar-power"]
        && details?.entry(in: .english) != nil && details?.forms.count == 4,
      "Charizard's record is not as expected: \(String(describing: details?.abilities))")
    let reference = try PokedexReference.loadEmbedded()
    let n = budget.iterations(2_000)
    let later = measure(budget, iterations: n) { n in
      for id in 0..<n {
        let pokemon = pokedex.pokemon[id % pokedex.pokemon.count]
        blackHole(reference.details(of: pokemon, forms: [pokemon]))
      }
    }
    let frame = 1e9 / 60
    return [
      Figure(
        "detail.record", "first record page (reference read)", unit: "ms",
        samples: first.map { $0 / 1e6 }, floor: [frame / 1e6], floorName: "one frame at 60 Hz"),
      Figure(
        "detail.record", "a later record page", unit: "µs", samples: later.map { $0 / 1e3 },
        floor: [frame / 1e3], floorName: "one frame at 60 Hz"),
    ]
  }

  figures += try await benchmark("moves.learnset", include) {
    // Issue #30: the first Moves section after start-up (the moves file read: moves decoded,
    // learnsets indexed) under 50 ms; one Pokémon's learnset for one game under 1 ms; who
    // learns a move in a game, over every Pokémon, under 5 ms (the first question about each
    // move reads every Pokémon's line for it; its cost is its own figure, under 10 ms).
    var first: PokemonLearnsets?
    let firstSection = try measure(budget, iterations: 1) { n in
      for _ in 0..<n {
        let moves = try PokedexMoves.loadEmbedded()
        let learnsets = moves.learnsets(forPokemon: 25, versionNames: [:])
        first = learnsets
        blackHole(learnsets.sections(in: learnsets.groups[0].id, order: .level, language: .english))
      }
    }
    try expect(first?.groups.isEmpty == false, "Pikachu has no learnsets")
    // As the app has it: the moves file read by the source's preparation once the first frame
    // is up (``PokemonClient/prepare``), then the first Moves page asked for.
    var preparedSection: [Double] = []
    for _ in 0..<budget.repetitions {
      let client = PokemonClient.local(
        Pokedex.embedded, reference: PokedexReference.embedded,
        moves: (try? PokedexMoves.loadEmbedded()) ?? .empty)
      client.prepare()
      let start = ContinuousClock.now
      let learnsets = try await client.fetchLearnsets(25)
      blackHole(learnsets.sections(in: learnsets.groups[0].id, order: .level, language: .english))
      preparedSection.append(nanoseconds(start.duration(to: .now)))
    }
    let moves = try PokedexMoves.loadEmbedded()
    guard let scarletViolet = moves.group(named: "scarlet-violet") else {
      throw BenchmarkFailure(message: "no scarlet-violet game group")
    }
    let ids = Pokedex.embedded.pokemon.map(\.id)
    let n = budget.iterations(1_000)
    // One game's entries, with the moves they name, in the section's order.
    let one = measure(budget, iterations: n) { n in
      for i in 0..<n {
        let entries = moves.learnset(of: ids[i % ids.count], in: scarletViolet.id)
        var named: [Int: MoveInfo] = [:]
        for entry in entries { named[entry.move] = moves.moves[entry.move] }
        let learnsets = PokemonLearnsets(
          groups: [scarletViolet], learnsets: [scarletViolet.id: entries], moves: named)
        blackHole(learnsets.sections(in: scarletViolet.id, order: .level, language: .english))
      }
    }
    // The first question about a move on a freshly read file: one pass over every line for
    // that move's entries (until issue #42, an index of every move built at once: 159 ms).
    var indexed: [(pokemon: Int, learned: LearnedMove)] = []
    var index: [Double] = []
    for _ in 0..<budget.repetitions {
      let fresh = try PokedexMoves.loadEmbedded()
      let start = threadCPUNanoseconds()
      indexed = fresh.learners(of: 85, in: scarletViolet.id)
      index.append(threadCPUNanoseconds() - start)
    }
    try expect(indexed.contains { $0.pokemon == 25 }, "Pikachu does not learn Thunderbolt in SV")
    _ = moves.learners(of: 85, in: scarletViolet.id)
    let who = measure(budget, iterations: budget.iterations(2_000)) { n in
      for i in 0..<n { blackHole(moves.learners(of: 1 + i % 900, in: scarletViolet.id)) }
    }
    return [
      Figure(
        "moves.learnset", "first Moves section (moves file read)", unit: "ms",
        samples: firstSection.map { $0 / 1e6 }, floor: [50], floorName: "the 50 ms budget"),
      Figure(
        "moves.learnset", "first Moves section after start-up (the source prepared)",
        unit: "ms", samples: preparedSection.map { $0 / 1e6 }, floor: [5],
        floorName: "the 5 ms budget"),
      Figure(
        "moves.learnset", "one Pokémon, one game", unit: "µs", samples: one.map { $0 / 1e3 },
        floor: [1_000], floorName: "the 1 ms budget"),
      Figure(
        "moves.learnset", "who learns a move in a game", unit: "µs", samples: who.map { $0 / 1e3 },
        floor: [5_000], floorName: "the 5 ms budget"),
      Figure(
        "moves.learnset", "the first question about a move (file read before)", unit: "ms",
        samples: index.map { $0 / 1e6 }, floor: [10], floorName: "the 10 ms budget"),
    ]
  }

  figures += try await benchmark("data.size", include) {
    // Issue #29: the committed data stays within its budget: 8 MB until #45 brought the
    // encounters and the items, 12 MB since.
    let files = Pokedex.embeddedFiles
    var total = 0.0
    var figures: [Figure] = []
    for file in files {
      let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
      try expect(size > 0, "\(file.lastPathComponent) is empty or missing")
      total += Double(size)
      figures.append(
        Figure("data.size", file.lastPathComponent, unit: "MB", value: Double(size) / 1e6))
    }
    figures.append(
      Figure(
        "data.size", "all committed data", unit: "MB", value: total / 1e6, floor: 12,
        floorName: "the 12 MB budget"))
    return figures
  }

  figures += try await benchmark("search.keystroke", include) {
    let client = PokemonClient.liveValue
    let english = Pokedex.embedded.pokemon.map { $0.name.lowercased() }
    _ = try await client.search("warm", PokemonFilter())
    var figures: [Figure] = []
    // Every query, typo and number included, finds Pikachu.
    for query in ["p", "pi", "pik", "pika", "pikachu", "pikachuu", "25", "ピカ"] {
      let n = budget.iterations(200)
      let samples = try await measureAsync(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(try await client.search(query, PokemonFilter())) }
      }
      let results = try await client.search(query, PokemonFilter())
      try expect(
        results.contains { $0.pokemon.id == 25 },
        "\"\(query)\" found \(results.count) results, none of them #25")
      let lowered = query.lowercased()
      let floor = measure(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(english.filter { $0.contains(lowered) }) }
      }
      figures.append(
        Figure(
          "search.keystroke", "\"\(query)\"", unit: "µs", samples: samples.map { $0 / 1e3 },
          floor: floor.map { $0 / 1e3 }, floorName: "lowercase contains over English names"))
    }
    return figures
  }

  figures += try await benchmark("search.query", include) {
    // Issue #31: a query of five terms, one of them `learns:`, over all 1,351 entries, in
    // under 2 ms per keystroke (the first query with terms reads the names terms may give
    // and the index of learners: its cost is its own figure).
    let client = PokemonClient.liveValue
    let query = "type:dragon spe>80 resists:fire learns:dragon-dance -is:legendary"
    var first: [SearchResult] = []
    // A client of its own each time, with the moves file read again: what the first query
    // after start-up costs.
    let firstQuery = try await measureAsync(budget, iterations: 1) { _ in
      let fresh = PokemonClient.local(
        Pokedex.embedded, reference: PokedexReference.embedded,
        moves: (try? PokedexMoves.loadEmbedded()) ?? .empty)
      first = try await fresh.search(query, PokemonFilter())
    }
    // As the app has it: the source prepared once the first frame is up (``prepare``, on a
    // thread of its own while the user reaches the search field and types), then the query.
    var preparation: [Double] = []
    var prepared: [Double] = []
    for _ in 0..<budget.repetitions {
      let fresh = PokemonClient.local(
        Pokedex.embedded, reference: PokedexReference.embedded,
        moves: (try? PokedexMoves.loadEmbedded()) ?? .empty)
      let start = ContinuousClock.now
      fresh.prepare()
      let ready = ContinuousClock.now
      first = try await fresh.search(query, PokemonFilter())
      preparation.append(nanoseconds(start.duration(to: ready)))
      prepared.append(nanoseconds(ready.duration(to: .now)))
    }
    try expect(first.contains { $0.pokemon.name == "Dragapult" }, "Dragapult was not found")
    try expect(
      first.allSatisfy { $0.pokemon.types.contains(.dragon) && $0.pokemon.stats.speed > 80 },
      "a result is not a fast dragon")
    let n = budget.iterations(500)
    let samples = try await measureAsync(budget, iterations: n) { n in
      for _ in 0..<n { blackHole(try await client.search(query, PokemonFilter())) }
    }
    // The same five terms with a word: names matched, then filtered.
    let worded = try await measureAsync(budget, iterations: n) { n in
      for _ in 0..<n { blackHole(try await client.search("dra " + query, PokemonFilter())) }
    }
    return [
      Figure(
        "search.query", "five terms, learns: among them", unit: "µs",
        samples: samples.map { $0 / 1e3 }, floor: [2_000], floorName: "the 2 ms budget"),
      Figure(
        "search.query", "a word and the five terms", unit: "µs",
        samples: worded.map { $0 / 1e3 }, floor: [2_000], floorName: "the 2 ms budget"),
      Figure(
        "search.query", "the first query, nothing prepared (moves file, names, learners)",
        unit: "ms", samples: firstQuery.map { $0 / 1e6 }),
      Figure(
        "search.query", "the first query after start-up (the source prepared)", unit: "ms",
        samples: prepared.map { $0 / 1e6 }, floor: [30], floorName: "the 30 ms budget"),
      Figure(
        "search.query", "the preparation, after the first frame (its own thread)", unit: "ms",
        samples: preparation.map { $0 / 1e6 }),
    ]
  }

  figures += try await benchmark("calc.one", include) {
    // Issue #44: one damage calculation, the sentence read included, under 50 µs.
    let data = CalcData.embedded
    let sentence = "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran"
    var last = ""
    let samples = try measure(budget, iterations: budget.iterations(2_000)) { n in
      for _ in 0..<n {
        let result = try CalcSentence.parse(sentence, data: data).calculate()
        blackHole(result.koText)
        last = result.description
      }
    }
    try expect(last == sentence, "the calculation printed \"\(last)\"")
    return [
      Figure(
        "calc.one", "read and calculate one sentence", unit: "µs",
        samples: samples.map { $0 / 1e3 }, floor: [50], floorName: "the 50 µs budget")
    ]
  }

  figures += try await benchmark("encounters.game", include) {
    // Issue #45: where a Pokémon is found, every game's lines sorted for the guide (one
    // game's is less), within 1 ms; the file's first reading is its own row.
    let url = PokedexEncounters.location(besideSnapshot: Pokedex.embeddedFiles[0])
    let data = try Data(contentsOf: url)
    let load = try measure(budget, iterations: 1) { _ in
      blackHole(try PokedexEncounters(snapshot: data).encounters.count)
    }
    let table = try PokedexEncounters.embedded.get()
    let groups = try PokedexMoves.loadEmbedded().groups
    let versions = PokedexReference.embedded.versions
    let pokedex = Pokedex.embedded
    // A detail screen whose chain evolves somewhere (Eevee at a Moss Rock, Magneton at Mt.
    // Coronet) names the place: from the file's head alone (regions and places), against the
    // whole file that was read for it before. The timed calls cannot throw out of
    // `measurePair`: a failure is kept and stops the run after it, so no figure is the time of
    // an error.
    var placesAlone: PokedexEncounters?
    var wholeCount = 0
    var failure: (any Error)?
    let (head, whole) = measurePair(
      budget, iterations: 1,
      { _ in
        do { placesAlone = try PokedexEncounters.loadEmbeddedPlaces() } catch { failure = error }
      },
      floor: { _ in
        do { wholeCount = try PokedexEncounters.loadEmbedded().encounters.count } catch {
          failure = error
        }
      })
    if let failure { throw failure }
    try expect(
      placesAlone?.places == table.places && placesAlone?.regions == table.regions
        && placesAlone?.encounters.isEmpty == true && wholeCount == table.encounters.count,
      "the head read \(placesAlone?.places.count ?? 0) places, the file has \(table.places.count)")
    var figures = [
      Figure(
        "encounters.game", "read pokedex-encounters.tsv (once, on the first need)", unit: "ms",
        samples: load.map { $0 / 1e6 }),
      Figure(
        "encounters.game", "names of where a chain evolves (the file's head)", unit: "ms",
        samples: head.map { $0 / 1e6 }, floor: whole.map { $0 / 1e6 },
        floorName: "the whole file, as before"),
    ]
    for (id, name) in [(25, "Pikachu"), (129, "Magikarp"), (201, "Unown")] {
      var guide = PokemonEncounters()
      let samples = measure(budget, iterations: budget.iterations(200)) { n in
        for _ in 0..<n {
          guide = table.guide(
            of: id, groups: groups, versions: versions, parent: { pokedex.parent(ofSpecies: $0) },
            pokemonNames: { pokedex.pokemon(id: $0)?.everyName ?? [:] })
        }
      }
      try expect(!guide.lines.isEmpty, "\(name) is found nowhere")
      let count = guide.lines.values.map(\.count).reduce(0, +)
      figures.append(
        Figure(
          "encounters.game", "\(name): every game's guide (\(count) lines)", unit: "µs",
          samples: samples.map { $0 / 1e3 }, floor: [1_000],
          floorName: "the 1 ms budget"))
    }
    return figures
  }

  figures += try await benchmark("encounters.place", include) {
    // Issue #45: what a place holds, every game's lines, within 2 ms.
    let table = try PokedexEncounters.embedded.get()
    let groups = try PokedexMoves.loadEmbedded().groups
    let versions = PokedexReference.embedded.versions
    let pokedex = Pokedex.embedded
    var figures: [Figure] = []
    for name in ["viridian-forest", "mt-moon", "route-1"] {
      guard let place = table.place(named: name) else {
        throw BenchmarkFailure(message: "no place is called \(name)")
      }
      var guide: PlaceEncounters?
      let samples = measure(budget, iterations: budget.iterations(200)) { n in
        for _ in 0..<n {
          guide = table.guide(
            ofPlace: place, groups: groups, versions: versions, pokemon: { pokedex.pokemon(id: $0) }
          )
        }
      }
      try expect(guide?.groups.isEmpty == false, "nothing is found at \(name)")
      figures.append(
        Figure(
          "encounters.place", name, unit: "µs", samples: samples.map { $0 / 1e3 },
          floor: [2_000], floorName: "the 2 ms budget"))
    }
    return figures
  }

  figures += try await benchmark("items.keystroke", include) {
    // Issue #45: a keystroke of the item search costs no more than one of the name search
    // (the floor here: the same keystroke over the Pokémon).
    let client = PokemonClient.liveValue
    _ = try await client.searchItems("warm", ItemFilter())
    _ = try await client.search("warm", PokemonFilter())
    var figures: [Figure] = []
    for query in ["l", "le", "lef", "leftovers", "leftovrs", "Restes", "たべ"] {
      let n = budget.iterations(200)
      let samples = try await measureAsync(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(try await client.searchItems(query, ItemFilter())) }
      }
      let results = try await client.searchItems(query, ItemFilter())
      try expect(
        results.contains { $0.item.slug == "leftovers" },
        "\"\(query)\" found \(results.count) items, not Leftovers")
      let floor = try await measureAsync(budget, iterations: n) { n in
        for _ in 0..<n { blackHole(try await client.search(query, PokemonFilter())) }
      }
      figures.append(
        Figure(
          "items.keystroke", "\"\(query)\"", unit: "µs", samples: samples.map { $0 / 1e3 },
          floor: floor.map { $0 / 1e3 }, floorName: "the same keystroke over the Pokémon"))
    }
    return figures
  }

  figures += try await benchmark("team.coverage", include) {
    // Issue #31: a team of six's coverage (defence against 18 types, offence from 24 moves)
    // in under 1 ms.
    let pokedex = Pokedex.embedded
    let moves = try PokedexMoves.loadEmbedded()
    let team = try [445, 373, 10009, 10035, 122, 212].map { id in
      guard let pokemon = pokedex.pokemon(id: id) else {
        throw BenchmarkFailure(message: "no Pokémon #\(id)")
      }
      return pokemon
    }
    let chosen = ["earthquake", "outrage", "fire-fang", "stone-edge"].compactMap(moves.move(named:))
    try expect(chosen.count == 4, "a chosen move is missing")
    let members = team.map { (pokemon: $0, moves: chosen) }
    let coverage = TeamCoverage(members, chart: pokedex.typeChart)
    try expect(coverage.defense.count == 18, "the coverage has no row per type")
    let samples = measure(budget, iterations: budget.iterations(2_000)) { n in
      for _ in 0..<n { blackHole(TeamCoverage(members, chart: pokedex.typeChart)) }
    }
    return [
      Figure(
        "team.coverage", "six members, four moves each", unit: "µs",
        samples: samples.map { $0 / 1e3 }, floor: [1_000], floorName: "the 1 ms budget")
    ]
  }

  figures += try await benchmark("lookup.long", include) {
    // Issue #32: `show` of a name no Pokémon has, 100,000 characters long, against one of
    // 1,000: linear time makes the ratio about 100 (before, the suggestions searched once per
    // character, a quadratic cost: 45 s for 20,000 characters in a release build).
    let client = PokemonClient.liveValue
    let long = String(repeating: "pikachux", count: 12_500)
    let short = String(repeating: "pikachux", count: 125)
    let n = budget.iterations(20)
    // A lookup that threw would time its error, not the work: each is counted, and checked.
    var failures = 0
    let (samples, floor) = await measureAsyncPair(budget, iterations: n) { n in
      for _ in 0..<n {
        guard let answer = try? await PokemonLookup.find(long, in: client) else {
          failures += 1
          continue
        }
        blackHole(answer)
      }
    } floor: { n in
      for _ in 0..<n {
        guard let answer = try? await PokemonLookup.find(short, in: client) else {
          failures += 1
          continue
        }
        blackHole(answer)
      }
    } settle: {
    }
    try expect(failures == 0, "\(failures) of the timed lookups threw")
    let answer = try await PokemonLookup.find(long, in: client)
    guard case .unknown(let suggestions) = answer,
      suggestions.contains(where: { $0.speciesID == 25 })
    else { throw BenchmarkFailure(message: "the long name's answer was \(answer)") }
    return [
      Figure(
        "lookup.long", "100,000-character unknown name", unit: "µs",
        samples: samples.map { $0 / 1e3 }, floor: floor.map { $0 / 1e3 },
        floorName: "a 1,000-character unknown name")
    ]
  }
  return figures
}

/// The app's store as at start-up on a 120×40 terminal, once the list's first screenful (two
/// pages) is in.
@MainActor
func loadedScreen() async throws -> Store<ScreenFeature.State, ScreenFeature.Action> {
  let store = withDependencies {
    $0.context = .live
    $0.continuousClock = ImmediateClock()
  } operation: {
    Store(initialState: ScreenFeature.State()) { ScreenFeature() }
  }
  store.send(.resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: 40), width: 120))
  store.send(.app(.onAppear))
  let deadline = ContinuousClock.now + .seconds(10)
  while store.state.app.list.pokemon.isLoading || store.state.app.list.isLoadingPage {
    try expect(ContinuousClock.now < deadline, "the list's first screenful never arrived")
    try await Task.sleep(for: .milliseconds(1))
  }
  return store
}

@MainActor
func renderBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("render.frame", include) {
    let store = try await loadedScreen()
    let loaded = store.state.app.list.pokemon.value?.count ?? 0
    try expect(loaded > 0, "the list has no Pokémon to draw after appearing")
    let view = ScreenView(language: .english)
    let n = budget.iterations(2_000)

    let toBuffer = measure(budget, iterations: n) { n in
      for _ in 0..<n { blackHole(view.render(store.state, width: 120, height: 40)) }
    }
    // Two frames a selection move apart: the diff between them is what a keypress costs.
    let frame = view.render(store.state, width: 120, height: 40)
    await store.send(.cursor(.moved(.list, to: 1))).finish()
    let next = view.render(store.state, width: 120, height: 40)
    try expect(frame != next, "moving the selection left the frame as it was")
    var shortestDiff = Int.max
    let diff = measure(budget, iterations: n) { n in
      var renderer = Renderer(colorMode: .trueColor)
      _ = renderer.frame(frame)
      for i in 0..<n {
        shortestDiff = min(shortestDiff, renderer.frame(i % 2 == 0 ? next : frame).count)
      }
    }
    try expect(shortestDiff > 0, "a diff between the two frames wrote no bytes")
    var renderer = Renderer(colorMode: .trueColor)
    let fullBytes = renderer.frame(frame)
    let full = fullBytes.count
    let moved = renderer.frame(next).count
    // The full frame is one synchronized update that draws the list's rows.
    let text = String(decoding: fullBytes, as: UTF8.self)
    try expect(
      text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"),
      "the full frame is not one synchronized update")
    let rows = store.state.app.list.pokemon.value ?? []
    for pokemon in rows.prefix(ScreenView.pageHeight(forTerminalHeight: 40)) {
      try expect(text.contains(pokemon.name), "the full frame does not show \(pokemon.name)'s row")
    }
    try expect(
      moved > 0 && moved < full, "the selection move wrote \(moved) bytes, the full frame \(full)")
    return [
      Figure(
        "render.frame", "list 120×40 state → cells", unit: "µs",
        samples: toBuffer.map { $0 / 1e3 }),
      Figure(
        "render.frame", "diff → bytes (selection moved)", unit: "µs",
        samples: diff.map { $0 / 1e3 }),
      Figure("render.frame", "bytes, full frame", unit: "B", value: Double(full)),
      Figure(
        "render.frame", "bytes, selection one row down", unit: "B", value: Double(moved),
        floor: Double(full), floorName: "full redraw"),
    ]
  }
}

/// One key press through the whole app in process: its bytes decoded, mapped to the action it
/// means, reduced, drawn into one layout and diffed into the bytes a terminal would get. The
/// floor is the frame alone (the same view and diff, with nothing to decode or reduce).
@MainActor
func keyFrameBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("key.frame", include) {
    let store = try await loadedScreen()
    let frontEnd = FrontEnd(
      store: store, language: .english, colorMode: .trueColor, columns: 120, rows: 40)
    let full = frontEnd.frame()
    try expect(!full.isEmpty, "the first frame wrote no bytes")
    let keys = [Array("j".utf8), Array("k".utf8)]
    let n = budget.iterations(2_000)
    var shortest = Int.max
    // In turns, a repetition of each after the other: timed a few seconds apart, the ratio
    // moved between 1.03 and 1.30 from run to run.
    let (pressed, alone) = measurePair(
      budget, iterations: n,
      { n in for i in 0..<n { shortest = min(shortest, frontEnd.press(keys[i % 2]).count) } },
      floor: { n in for _ in 0..<n { blackHole(frontEnd.frame()) } })
    try expect(shortest > 0, "a key press wrote no bytes")
    let before = store.state.cursor.selection[.list] ?? 0
    _ = frontEnd.press(keys[0])
    let after = store.state.cursor.selection[.list] ?? 0
    try expect(after == before + 1, "j moved the selection from row \(before) to \(after)")
    return [
      Figure(
        "key.frame", "key bytes → frame bytes, list 120×40", unit: "µs",
        samples: pressed.map { $0 / 1e3 }, floor: alone.map { $0 / 1e3 },
        floorName: "the frame alone (view + diff)")
    ]
  }
}

/// Issue #44: the calculator screen redraws within one frame when a row changes: the key's
/// bytes decoded, the row changed, the damage worked out again from the state, the whole
/// screen drawn and diffed. The floor is one frame at 60 Hz.
@MainActor
func calcFrameBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("calc.frame", include) {
    let store = try await loadedScreen()
    let data = CalcData.embedded
    let garchomp = TeamMember(
      pokemon: 445, ability: "rough-skin", moves: ["earthquake", "outrage"],
      item: "Choice Band", evs: .init(hp: 0, atk: 252, def: 0, spa: 0, spd: 4, spe: 252),
      nature: "Jolly")
    let heatran = TeamMember(
      pokemon: 485, ability: "flash-fire", item: "Leftovers",
      evs: .init(hp: 252, atk: 0, def: 4, spa: 0, spd: 252, spe: 0), nature: "Calm")
    guard let attacker = data.fighter(garchomp), let defender = data.fighter(heatran) else {
      throw BenchmarkFailure(message: "Garchomp or Heatran is missing from the data")
    }
    store.send(.app(.calcOpened(attacker: nil, defender: 485)))
    let deadline = ContinuousClock.now + .seconds(10)
    while store.state.app.calc?.chart == nil {
      try expect(ContinuousClock.now < deadline, "the calculator never loaded")
      try await Task.sleep(for: .milliseconds(1))
    }
    store.send(
      .app(
        .calc(
          .loaded(
            teammates: [attacker], opponents: [defender], attacker: attacker, defender: defender,
            natures: data.sets.natures, chart: data.pokedex.typeChart))))
    let frontEnd = FrontEnd(
      store: store, language: .english, colorMode: .trueColor, columns: 120, rows: 40)
    try expect(!frontEnd.frame().isEmpty, "the calculator's first frame wrote no bytes")
    // → and ← on the move row: Earthquake, Outrage, Earthquake…
    let keys = [Array("l".utf8), Array("h".utf8)]
    _ = frontEnd.press(keys[0])
    try expect(
      store.state.app.calc?.result?.sentence.contains("Outrage") == true,
      "→ on the move row did not choose Outrage")
    _ = frontEnd.press(keys[1])
    let n = budget.iterations(500)
    let pressed = measure(budget, iterations: n) { n in
      for i in 0..<n { blackHole(frontEnd.press(keys[i % 2])) }
    }
    return [
      Figure(
        "calc.frame", "a row changed → frame bytes, 120×40", unit: "µs",
        samples: pressed.map { $0 / 1e3 }, floor: [16_667], floorName: "one frame at 60 Hz")
    ]
  }
}
