import Foundation
import Loop
import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

/// The interface's words in each of the five languages: complete, translated, and short enough
/// for the places they are drawn in.
struct StringsTests {
  static let translated: [Language] = [.spanish, .french, .german, .japanese]

  @Test(arguments: Language.allCases)
  func everyFieldIsFilledIn(_ language: Language) {
    let strings = Strings.forLanguage(language)
    let words = [
      strings.list, strings.search, strings.favorites, strings.loading, strings.loadingMore,
      strings.pressRToRetry, strings.noFavorites, strings.typeToSearch, strings.noResults,
      strings.searching, strings.types, strings.generation, strings.filters, strings.baseStats,
      strings.total, strings.height, strings.weight, strings.abilities, strings.hidden,
      strings.evolution, strings.matchups, strings.weakTo, strings.resists, strings.immuneTo,
      strings.none, strings.help, strings.shiny, strings.entryFailed, strings.spriteFailed,
      strings.tooSmall(40, 12), strings.tooSmallShort(40, 12), strings.sortedBy("x"),
      strings.recordingStopped("x"), strings.replaying("1/2"), strings.replayDone,
    ]
    for (index, word) in words.enumerated() {
      #expect(word.contains { !$0.isWhitespace }, "\(language) field \(index)")
    }
    #expect(strings.tooSmall(40, 12).contains("40×12"))
    #expect(strings.replaying("3/40").contains("3/40"))
    #expect(strings.sortKeyNames.count == PokedexCore.SortOrder.Key.allCases.count)
    #expect(strings.statNames.count == 6)
    #expect(strings.statNames.allSatisfy { !$0.isEmpty })
    for type in PokemonType.allCases { #expect(!strings.name(of: type).isEmpty) }
  }

  /// The status line sorts by the names the detail labels its stats with.
  @Test(arguments: Language.allCases)
  func sortKeysNameTheStatsAsTheDetailDoes(_ language: Language) {
    let strings = Strings.forLanguage(language)
    #expect(Array(strings.sortKeyNames[2...7]) == strings.statNames)
  }

  @Test(arguments: translated)
  func theWordsAreTranslated(_ language: Language) {
    let strings = Strings.forLanguage(language)
    let english = Strings.english
    #expect(strings.search != english.search)
    #expect(strings.favorites != english.favorites)
    #expect(strings.replayDone != english.replayDone)
    // Every type has a name of its own in the table; the common ones differ from English.
    #expect(Set(strings.typeNames.keys) == Set(PokemonType.allCases))
    for type in [PokemonType.fire, .water, .grass, .electric, .ice, .ghost] {
      #expect(strings.name(of: type) != english.name(of: type), "\(language) \(type)")
    }
    // Attack to Speed are named differently in every language (Japanese keeps "HP").
    for index in 1..<6 { #expect(strings.statNames[index] != english.statNames[index]) }
    // Every text Spanish translates has a translation here too (German's "Generation" and
    // "Baby" are spelled as in English, so the check is that one is there), but the ways of
    // meeting a Pokémon that PokeAPI names in this language.
    let named = Set(
      ((try? PokedexEncounters.embedded.get().methods) ?? [])
        .filter { $0.names[language.rawValue] != nil }.compactMap { $0.names["en"] })
    for text in Strings.spanish.translations.keys where !named.contains(text) {
      #expect(strings.translations[text] != nil, "\(language): \(text)")
    }
  }

  /// Every problem a query can have reads in the display language: each malformed term, and
  /// the names that name nothing, are said with no English left.
  @Test(arguments: translated)
  func queryProblemsAreTranslated(_ language: Language) async throws {
    let strings = Strings.forLanguage(language)
    var problems = [
      "type:fire/water/grass", "gen:0", "spe>>100", "colour:red", "is:shiny", "type:",
      "weak:fire/water", "-", "game:a|b",
    ].compactMap { text -> String? in
      if case .failure(let problem) = PokemonQuery.parse(text) { problem.description } else { nil }
    }
    #expect(problems.count == 9)
    let client = PokemonClient.liveValue
    for text in [
      "type:fier", "ability:levitat", "learns:tricky-room", "egg:plasma",
      "learns:surf game:purple", "in:atlantis",
    ] {
      do {
        _ = try await client.search(text, PokemonFilter())
        Issue.record("\(text) should be a problem")
      } catch let problem as PokemonQuery.Problem {
        problems.append(problem.description)
      }
    }
    for english in problems {
      let shown = strings.queryProblem(english)
      #expect(!shown.contains("expected"), "\(language): \(shown)")
      #expect(!shown.contains("did you mean"), "\(language): \(shown)")
      // What was expected, without the suggestion after it (a term, the same in any language).
      let said =
        english.split(separator: ": expected ", maxSplits: 1).last.map(String.init)?
        .components(separatedBy: " (did you mean ")[0] ?? ""
      #expect(!shown.contains(said), "\(language) left \"\(said)\" in English")
    }
  }

  /// Type and stat names as the games print them.
  @Test func gameTerms() {
    #expect(
      Strings.french.statNames == ["PV", "Attaque", "Défense", "Atq. Spé.", "Déf. Spé.", "Vitesse"])
    #expect(
      Strings.german.statNames == [
        "KP", "Angriff", "Verteidigung", "Sp.-Angr.", "Sp.-Vert.", "Initiative",
      ])
    #expect(
      Strings.japanese.statNames == ["HP", "こうげき", "ぼうぎょ", "とくこう", "とくぼう", "すばやさ"])
    let fireWaterGrass = [PokemonType.fire, .water, .grass]
    #expect(fireWaterGrass.map(Strings.french.name(of:)) == ["Feu", "Eau", "Plante"])
    #expect(fireWaterGrass.map(Strings.german.name(of:)) == ["Feuer", "Wasser", "Pflanze"])
    #expect(fireWaterGrass.map(Strings.japanese.name(of:)) == ["ほのお", "みず", "くさ"])
    #expect(Strings.german.badge(of: .fire) == " FEUER ")
    #expect(Strings.japanese.badge(of: .fire) == " ほのお ")
  }

  @Test func eachLanguageHasItsOwnWords() {
    let searches = Language.allCases.map { Strings.forLanguage($0).search }
    #expect(Set(searches).count == Language.allCases.count)
    #expect(Strings.forLanguage(.french).search == "Recherche")
    #expect(Strings.forLanguage(.german).search == "Suche")
    #expect(Strings.forLanguage(.japanese).search == "検索")
  }
}

/// Screens drawn in French, German and Japanese.
@MainActor
struct TranslatedScreenTests {
  func detail(_ language: Language, width: Int = 120, height: Int = 40) -> String {
    var state = ScreenFeature.State()
    var detail = PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(7))
    detail.evolution = TUIFixtures.pokedex.evolutionChains[1].map(LoadState.loaded) ?? .idle
    state.app.destination = .detail(detail)
    return ScreenView(language: language).render(
      state, width: width, height: height,
      source: DataSourceStatus(source: .live, isFromCache: true).description(in: language)
    ).text
  }

  /// A stat's value follows its label whole, every value in the same column, even after
  /// German's `Verteidigung`; Japanese labels are two columns a character.
  @Test(arguments: [Language.german, .japanese, .french, .english])
  func statLabelsAreWholeAndTheValuesLineUp(_ language: Language) {
    let lines = detail(language).split(separator: "\n", omittingEmptySubsequences: false)
    let strings = Strings.forLanguage(language)
    // Fixture stats: 45 49 49 65 65 45.
    let values = ["45", "49", "49", "65", "65", "45"]
    var columns: Set<Int> = []
    for (name, value) in zip(strings.statNames, values) {
      let line = lines.first { $0.hasPrefix(" \(name) ") }
      #expect(line != nil, "\(language): no line for \(name)")
      guard let line else { continue }
      let rest = line.dropFirst(1 + name.count)
      #expect(rest.drop { $0 == " " }.hasPrefix(value + " "), "\(language): \(line)")
      // The column the value starts in, counting a wide character as two.
      let valueStart = line.range(of: " \(value) ")!.lowerBound
      columns.insert(displayWidth(of: line[..<valueStart]))
    }
    #expect(columns.count == 1, "\(language): values in columns \(columns)")
  }

  @Test func theDetailSpeaksJapanese() {
    let screen = detail(.japanese)
    #expect(screen.contains("種族値"))
    #expect(screen.contains("すばやさ"))
    #expect(screen.contains("(レベル16)"))
    #expect(screen.contains("オンライン(キャッシュ)"))
    #expect(screen.contains("? ヘルプ"))
  }

  @Test func theDetailSpeaksFrenchAndGerman() {
    let french = detail(.french)
    #expect(french.contains("(Niveau 16)") && french.contains("Stats de base"))
    #expect(french.contains("en ligne (cache)"))
    let german = detail(.german)
    #expect(german.contains("(Level 16)") && german.contains("Initiative"))
    #expect(german.contains("online (Cache)"))
  }

  /// The filter panel has room for Japanese's widest type name, `フェアリー`, whole.
  @Test func theFilterPanelShowsEveryTypeWhole() throws {
    var state = ScreenFeature.State()
    state.overlays.filterPanel = OverlaysFeature.FilterPanel()
    for language in Language.allCases {
      let strings = Strings.forLanguage(language)
      let screen = ScreenView(language: language).render(state, width: 80, height: 24).text
      for type in PokemonType.allCases {
        #expect(screen.contains("] \(strings.name(of: type))"), "\(language) \(type)")
      }
      // Its foot names its keys, as the footer does.
      let hints = try #require(Router.fit(Router.footer(state, language: language), width: 40))
      #expect(screen.contains(hints), "\(language): \(hints)")
    }
  }

  /// The remove-all alert shows, in every language, keys the key map answers to.
  @Test(arguments: Language.allCases)
  func theAlertsKeysWorkInEveryLanguage(_ language: Language) {
    var state = ScreenFeature.State()
    state.app.tab = .favorites
    state.app.favorites.alert = FavoritesFeature.removeAllAlert
    let screen = ScreenView(language: language).render(state, width: 80, height: 24).text
    let strings = Strings.forLanguage(language)
    #expect(screen.contains(strings.translated("Remove all favourites?")))
    let keys = screen.matches(of: #/\[(.)\] /#).map { Character(String($0.output.1)) }
    #expect(keys.count == 2, "\(language): \(keys)")
    for key in keys {
      let action = ScreenFeature.action(for: .alertKey(key), in: state)
      #expect(action != nil, "\(language): [\(key)] does nothing")
    }
  }
}

/// The features' English messages reach the screen in the display language.
@Suite struct MessageTranslationTests {
  @Test(arguments: [Language.spanish, .french, .german, .japanese])
  func aFeaturesMessageIsShownInTheDisplayLanguage(_ language: Language) {
    let strings = Strings.forLanguage(language)
    let english = "Couldn't load the moves: the request timed out"
    let shown = strings.message(english)
    #expect(shown != english)
    #expect(shown.hasSuffix(" the request timed out"))
    #expect(!shown.hasPrefix("Couldn't"))
    #expect(strings.message("There is no Pokémon #2000.").hasSuffix("2000."))
    // A message it does not know is shown as it came.
    #expect(strings.message("Something new") == "Something new")
  }

  /// Every opening a feature of the Pokédex writes ("Couldn't load the item: …", read from
  /// PokedexCore's sources) is said in each language, the reason after it kept.
  @Test(arguments: StringsTests.translated)
  func everyOpeningAFeatureWritesIsTranslated(_ language: Language) throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sources/PokedexCore")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var openings: Set<String> = []
    for file in files {
      let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
      for match in text.matches(of: /"((?:Couldn't [^:"\\]*|Search failed):)/) {
        openings.insert(String(match.output.1))
      }
    }
    #expect(openings.count >= 18, "\(openings.sorted())")
    let strings = Strings.forLanguage(language)
    for opening in openings {
      let english = opening + " the reason"
      let shown = strings.message(english)
      #expect(shown != english && shown.hasSuffix(" the reason"), "\(language): \(opening)")
    }
  }

  /// Every sentence the terminal front fills or translates by its English words (a literal
  /// given to `filled` or `translated` in PokedexTUI's sources) has a translation in each
  /// language: none is left in English by a missing entry.
  @Test(arguments: StringsTests.translated)
  func everyLiteralTheFrontTranslatesHasATranslation(_ language: Language) throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Sources/PokedexTUI")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    var literals: Set<String> = []
    for file in files {
      let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
      // A literal, or literals joined by `+` over several lines.
      for match in text.matches(
        of: /(?:filled|translated)\(\s*((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+)[,)]/)
      {
        let joined = String(match.output.1).matches(of: /"((?:[^"\\]|\\.)*)"/)
          .map { String($0.output.1) }.joined()
        literals.insert(
          joined.replacingOccurrences(of: "\\\"", with: "\"")
            .replacingOccurrences(of: "\\\\", with: "\\"))
      }
    }
    #expect(literals.count >= 95, "\(literals.count)")  // as many as on 2026-12-05
    // Words that are the same in a language need no entry.
    let same: [Language: Set<String>] = [.spanish: ["Evo."]]
    let strings = Strings.forLanguage(language)
    for literal in literals where !(same[language] ?? []).contains(literal) {
      #expect(strings.translations[literal] != nil, "\(language): \(literal)")
    }
  }

  /// PokeAPI's failures, kept by a feature as English text after its opening, are said in
  /// the display language: every sentence and every word for what was asked.
  @Test(arguments: StringsTests.translated)
  func pokeAPIFailuresAreSaidInTheDisplayLanguage(_ language: Language) {
    let strings = Strings.forLanguage(language)
    for template in PokeAPIError.templates + PokeAPIError.valueTemplates {
      let translated = strings.translations[template]
      #expect(translated != nil, "\(language): \(template)")
      #expect(
        translated?.components(separatedBy: "%@").count
          == template.components(separatedBy: "%@").count, "\(language): \(template)")
    }
    let english =
      "Couldn't load Pokémon: PokeAPI didn't answer within 10 seconds for Pokémon #25. "
      + "Retry in a moment."
    let shown = strings.message(english)
    #expect(!shown.contains("Retry") && shown.contains("10") && shown.contains("25"), "\(shown)")
    #expect(shown.hasPrefix(strings.translated("Couldn't load Pokémon:") + " "))
    // After a numbered opening, the number is kept and the reason read.
    let numbered = strings.message(
      "Couldn't load Pokémon #25: Can't reach PokeAPI. Check the connection, then retry.")
    #expect(
      numbered
        == strings.translated("Couldn't load Pokémon #") + "25: "
        + strings.translated("Can't reach PokeAPI. Check the connection, then retry."))
    // Another source's words that look like PokeAPI's are not taken for them.
    #expect(strings.message("There is no evolution chain 5.") == "There is no evolution chain 5.")
    // Text that is not one of PokeAPI's sentences stays as it came.
    #expect(strings.message("Couldn't load Pokémon: disk full").hasSuffix(" disk full"))
  }

  /// A saved file's problem, of each kind, is said in the display language with the file's
  /// path and the system's reason as they came; in English, as Loop says it.
  @Test(arguments: Language.allCases)
  func aSavedFilesProblemIsSaidInTheDisplayLanguage(_ language: Language) {
    let kinds: [PersistenceProblem.Kind] = [
      .unreadable, .movedAside(to: "f.json.corrupt-1"), .notMovedAside(because: "EROFS"),
      .folderNotMade, .notLocked(lockFile: "/d/.f.lock"), .notEncoded, .notWritten,
    ]
    let strings = Strings.forLanguage(language)
    for kind in kinds {
      let problem = PersistenceProblem(kind, path: "/d/f.json", reason: "Permission denied")
      let said = strings.said(problem)
      #expect(said.contains("/d/f.json") && said.contains("Permission denied"), "\(said)")
      if language == .english {
        #expect(said == problem.description)
      } else {
        #expect(said != problem.description, "\(language): \(kind)")
      }
    }
  }

  /// Every way a Pokémon is met (PokeAPI's 64 encounter methods) is named in each language:
  /// by PokeAPI where it has the name, else by the interface's own translation.
  @Test(arguments: StringsTests.translated)
  func everyEncounterMethodIsNamedInTheDisplayLanguage(_ language: Language) throws {
    let methods = try PokedexEncounters.embedded.get().methods
    #expect(methods.count == 64)
    let strings = Strings.forLanguage(language)
    for method in methods {
      // Four have no name in PokeAPI at all: English names them too, not their slugs.
      let english = Strings.english.name(from: method.names, slug: method.slug, in: .english)
      #expect(english != titleCased(method.slug) || english == "Island Scan", "\(method.slug)")
      let shown = strings.name(from: method.names, slug: method.slug, in: language)
      #expect(shown != english, "\(language): \(method.slug) (\(english))")
    }
  }

  @Test func englishMessagesStayAsTheyAre() {
    let english = "Couldn't load the moves: the request timed out"
    #expect(Strings.english.message(english) == english)
  }
}

/// Every problem `calc` names reads in the display language, Showdown's own words (the
/// sentence's phrases, the names) left as they are (issue #41: no English left).
@Suite struct CalcMessageStringsTests {
  @Test func everyProblemOfACalculationIsTranslated() {
    let sentences = [
      "Garchomp Earthquake Heatran", "Garchomp Earthquake vs. Heatran vs. Pikachu",
      "Garchomp vs. Heatran", "Garchomp Xyzzyplop vs. Heatran", "Garchomp Earthkwake vs. Heatran",
      "Garchomp Earthquake vs. Heatran in Space",
      "Garchomp Earthquake vs. Heatran: 100-120 (30 - 36%) -- guaranteed 3HKO after Salt Cure damage",
      "Lvl 300 Garchomp Earthquake vs. Heatran", "252+ Atk 40 IVs Garchomp Earthquake vs. Heatran",
      "Xqzzv Garchomp Earthquake vs. Heatran", "Choice Bnd Garchomp Earthquake vs. Heatran",
      "Garchomp Earthquake vs. Xqzzv Heatran", "Garchomp Earthquake vs. Choice Bnd Heatran",
      // Moves whose damage the calculator cannot know, one for each reason.
      "Garchomp Counter vs. Heatran", "Garchomp Fissure vs. Heatran",
      "Garchomp Psywave vs. Heatran", "Garchomp Beat Up vs. Heatran",
      "Garchomp Spit Up vs. Heatran", "Garchomp Natural Gift vs. Heatran",
      "Garchomp Fling vs. Heatran", "Garchomp Trump Card vs. Heatran",
      "Bronzong Gyro Ball vs. Heatran",
    ]
    var templates: Set<String> = []
    for sentence in sentences {
      do {
        _ = try CalcSentence.parse(sentence, data: .embedded)
        Issue.record("\(sentence) was read")
      } catch {
        templates.insert(error.template)
        for language in StringsTests.translated {
          let strings = Strings.forLanguage(language)
          #expect(strings.translations[error.template] != nil, "\(language): \(error.template)")
          let shown = error.message(or: strings.translated("or"), strings.translated)
          #expect(shown != error.message, "\(language): \(shown)")
          for value in error.values { #expect(shown.contains(value), "\(language): \(shown)") }
        }
      }
    }
    #expect(templates.count == sentences.count)  // each sentence a problem of its own
  }
}

/// Every mistake in a command line is said in the language asked for (a `--lang` the parse
/// may not have reached, else the locale's), the options and values left as typed (issue #41).
@Suite struct UsageMessageStringsTests {
  static let mistakes: [(command: String?, arguments: [String])] = [
    (nil, ["--bogus"]), (nil, ["--lang", "xx"]), (nil, ["--lang"]), (nil, ["--source", "x"]),
    (nil, ["--api-url", "ftp://x"]), (nil, ["--record"]), (nil, ["--replay"]),
    (nil, ["--speed", "0", "--replay", "r.jsonl"]), (nil, ["--speed"]),
    (nil, ["--record", "a", "--replay", "b"]), (nil, ["--speed", "2"]),
    (nil, ["--api-url", "http://127.0.0.1:1"]),
    ("calc", ["x vs. y", "--spikes", "9"]), ("calc", ["x vs. y", "--defender-status", "x"]),
    ("show", ["pikachu", "--game"]), ("search", ["a", "--limit", "x"]),
    ("search", ["a", "--limit"]),
    ("natures", ["x"]), ("team", ["bogus"]), ("show", []), ("search", []), ("ability", []),
    ("move", []), ("compare", []), ("calc", []), ("location", []), ("item", []),
    ("bogus", []), ("show", ["pikachu", "--bogus"]), (nil, ["serach"]), (nil, ["foo"]),
    ("show", ["pikachu", "--moves", "--where"]), ("show", ["pikachu", "--josn"]),
    ("team", ["import"]), ("team", ["use"]), ("team", ["new"]), ("compare", ["pikachu"]),
    (nil, ["show"]),
  ]

  @Test(arguments: StringsTests.translated)
  func everyMistakeIsSaidInTheLanguageAskedFor(_ language: Language) {
    var templates: Set<String> = []
    for (command, arguments) in Self.mistakes {
      let asked = ["--lang", language.rawValue] + arguments
      let result =
        command.map { ShellOptions.parse(command: $0, asked, environment: [:]).map { _ in () } }
        ?? Options.parse(asked, environment: [:]).map { _ in () }
      guard case .failure(let error) = result else {
        Issue.record("\(command ?? "") \(arguments) was accepted")
        continue
      }
      templates.insert(error.template)
      let strings = Strings.forLanguage(language)
      #expect(strings.translations[error.template] != nil, "\(language): \(error.template)")
      let said = error.message(in: Options.requestedLanguage(asked, environment: [:]))
      #expect(said != error.message, "\(language): \(said)")
      for value in error.values { #expect(said.contains(value), "\(language): \(said)") }
    }
    #expect(templates.count == Self.mistakes.count - 1)  // two spellings of one unknown option
    // Without a readable --lang, the locale's language.
    let german = UsageError("unknown option '%@'", "--x")
    let language = Options.requestedLanguage(
      ["--lang", "xx"], environment: ["LANG": "de_DE.UTF-8"])
    let said = german.message(in: language)
    #expect(said.hasPrefix("unbekannte"))
  }
}
