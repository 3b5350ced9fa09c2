import Foundation
import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

/// What the paste reader refuses and what a set's check warns of, said in the display
/// language: every template translated, its values kept, names in that language (issue #41).
@Suite struct PasteMessagesTests {
  static let client = PokemonClient.local(
    Pokedex.embedded, reference: PokedexReference.embedded, moves: PokedexMoves.embedded)

  /// Pastes the reader cannot take, one problem each.
  static let unreadable = [
    (1...7).map { "Mon\($0)" }.joined(separator: "\n\n"), "(M)", "",
    "=== A ===\n\n=== B ===\nEevee",
    "Pikachu\n\n=== B ===\nEevee", "Garchomp\n-", "Garchomp\n- A\n- B\n- C\n- D\n- E",
    "Garchomp\n- Hidden Power [Foo]", "Garchomp\nwhatever", "Garchomp\nAbility:",
    "Garchomp\nLevel: 200", "Garchomp\nShiny: maybe", "Garchomp\nGigantamax: maybe",
    "Garchomp\nHappiness: 300", "Garchomp\nDynamax Level: 11", "Garchomp\nTera Type: Foo",
    "Garchomp\nBall:", "Garchomp\nHidden Power: Foo", "Garchomp\nColour: red",
    "Garchomp\nEVs: lots", "Garchomp\nEVs: 4 Atk / 4 Atk",
  ]

  /// Pastes whose names cannot be looked up.
  static let unknown = [
    "Garchompxyz", "mega meowstic", "Garchomp\nAbility: Sand Sleepy", "Garchomp\n- Thunderpunchy",
  ]

  /// Pastes read with warnings, with the generation they are checked in.
  static let warned: [(String, Int?)] = [
    ("Garchompp", nil), ("Garchomp\n- Thunderbolt", nil), ("Garchomp\n- Thunderbolt", 4),
    ("Garchomp\n- Earthquake\n- Earthquake", nil), ("Garchomp\nAbility: Levitate", nil),
    ("Garchomp\nAbility: Levitate", 4), ("Pikachu\nAbility: Static", 2),
    ("Gengar\nAbility: Cursed Body", 4), ("Gengar\nAbility: Levitate", nil),
    ("Pikachu\nAbility: Lightning Rod", 4), ("Garchomp\nFoo Nature", nil),
    ("Garchomp @ Foo", nil), ("Garchomp\nBall: Foo", nil), ("Garchomp\nEVs: 300 SpA", nil),
    ("Garchomp\nEVs: 252 HP / 252 Atk / 252 Spe", nil), ("Garchomp\nGigantamax: Yes", nil),
    ("Magnemite (F)", nil), ("Chansey (M)", nil), ("Tauros (F)", nil), ("Great Tusk", 4),
    ("Pikachu\nTera Type: Electric", 8), ("Pikachu\nJolyy Nature", nil),
  ]

  /// Every message the three lists give, each once.
  static func messages() async throws -> [ShowdownPaste.Problem] {
    var problems: [ShowdownPaste.Problem] = []
    for paste in unreadable {
      guard case .failure(let problem) = ShowdownPaste.parse(paste) else {
        Issue.record("\(paste.debugDescription) was read")
        continue
      }
      problems.append(problem)
    }
    for paste in unknown {
      let sets = try ShowdownPaste.parse(paste).get()
      guard case .failure(let problem) = try await ShowdownPaste.members(sets, in: client) else {
        Issue.record("\(paste.debugDescription) was looked up")
        continue
      }
      problems.append(problem)
    }
    for (paste, generation) in warned {
      let teams = try ShowdownPaste.parseTeams(paste).get()
      let imported = try await ShowdownPaste.members(
        of: teams, in: client, generation: generation
      ).get()
      #expect(imported[0].warnings.count == 1, "\(paste): \(imported[0].warnings)")
      problems += imported[0].warnings
    }
    return problems
  }

  /// The templates in `message`, its phrases' too.
  static func templates(_ message: Message) -> [String] {
    func phrases(_ value: Message.Value) -> [String] {
      switch value {
      case .phrase(let words): [words]
      case .list(let values): values.flatMap(phrases)
      case .message(let message): templates(message)
      case .verbatim, .name: []
      }
    }
    return [message.template] + message.values.flatMap(phrases)
  }

  @Test func everyProblemAndWarningIsTranslated() async throws {
    let problems = try await Self.messages()
    // A saved member's warnings name its moves, where a paste's quote what it wrote.
    let gengar = try #require(Pokedex.embedded.pokemon.first { $0.id == 94 })
    let saved = SetCheck.warnings(
      TeamMember(pokemon: 94, moves: ["surf", "surf"]), pokemon: gengar, legalMoves: [],
      generation: 4)
    #expect(saved.count == 3)
    let templates = Set(
      (problems.map(\.said) + saved).flatMap(Self.templates) + ["line %@: %@"])
    // Each paste a message of its own; the unnamed team adds a phrase, every problem its line.
    let count = Self.unreadable.count + Self.unknown.count + Self.warned.count
    #expect(templates.count == count + 2 + 2, "\(templates.sorted())")
    for language in StringsTests.translated {
      let strings = Strings.forLanguage(language)
      for template in templates {
        let translated = strings.translations[template]
        #expect(translated != nil, "\(language): \(template)")
        #expect(
          translated?.components(separatedBy: "%@").count
            == template.components(separatedBy: "%@").count, "\(language): \(template)")
      }
      for problem in problems {
        let said = problem.text(in: language, strings.translated)
        #expect(said != problem.description, "\(language): \(said)")
        #expect(said.contains(String(problem.line)), "\(language): \(said)")
      }
    }
  }

  /// The values a message names are said in the display language; what the user wrote stays.
  @Test func namesAreSaidInTheDisplayLanguageAndWhatWasWrittenStays() async throws {
    let gengar = try #require(Pokedex.embedded.pokemon.first { $0.id == 94 })
    let member = TeamMember(pokemon: 94, ability: "levitate", moves: ["surf", "surf"])
    let surf = try await Self.client.fetchMove("surf").move
    let warnings = SetCheck.warnings(
      member, pokemon: gengar, legalMoves: [], generation: nil
    ) { $0 == "surf" ? surf : nil }
    #expect(
      warnings.map(\.description) == [
        "Gengar had the ability \"Levitate\" only up to generation 6",
        "Gengar learns Surf in no game", "Gengar learns Surf in no game", "Surf is there twice",
      ])
    let german = Strings.forLanguage(.german)
    #expect(
      warnings.map { $0.text(in: .german, german.translated) } == [
        "Gengar hatte die Fähigkeit „Schwebe“ nur bis Generation 6",
        "Gengar erlernt Surfer in keinem Spiel", "Gengar erlernt Surfer in keinem Spiel",
        "Surfer steht zweimal da",
      ])
    let japanese = Strings.forLanguage(.japanese)
    #expect(warnings[3].text(in: .japanese, japanese.translated) == "なみのり が2回あります")
    // A paste's words are kept as written (a German name of a move Gengar never learns).
    let paste = "Gengar\n- Surfer"
    let imported = try await ShowdownPaste.members(
      ShowdownPaste.parse(paste).get(), in: Self.client
    ).get()
    #expect(
      imported.warnings.map { $0.text(in: .french, Strings.forLanguage(.french).translated) }
        == ["ligne 2 : Ectoplasma n’apprend « Surfer » dans aucun jeu"])
    let unknown = "Gengar\n- Surfbrett"
    guard
      case .failure(let problem) = try await ShowdownPaste.members(
        ShowdownPaste.parse(unknown).get(), in: Self.client)
    else { throw CancellationError() }
    #expect(
      problem.text(in: .french, Strings.forLanguage(.french).translated)
        == "ligne 2 : aucune capacité ne s’appelle « Surfbrett » : vouliez-vous dire Surf ?")
  }
}

/// `--help` in each language: the same commands, options and terms as the English, only the
/// prose translated, and no line wider than a terminal's 100 columns.
@Suite struct UsageTextTests {
  /// The words of `text` that are typed as they are: its options, as often as it names
  /// them, and the commands of its usage lines (its first paragraph).
  static func typed(_ text: String) -> [String] {
    let options = text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) }
    let usage = text.components(separatedBy: "\n\n")[0].split(separator: "\n").compactMap { line in
      line.range(of: "pokedex-tui").map { String(line[$0.lowerBound...]) }
    }
    return options.sorted() + usage
  }

  @Test(arguments: StringsTests.translated)
  func theHelpIsTranslatedAndKeepsWhatIsTyped(_ language: Language) {
    for (text, english) in [
      (Usage.app(language), Usage.app(.english)),
      (Usage.commands(language), Usage.commands(.english)),
    ] {
      #expect(text != english)
      let typed = Self.typed(text)
      let expected = Self.typed(english)
      #expect(typed == expected, "\(language): \(Set(expected).symmetricDifference(typed))")
      for line in text.split(separator: "\n") {
        #expect(displayWidth(of: String(line)) <= 100, "\(language): \(line)")
      }
      // The paragraphs are the English ones, one for one.
      #expect(
        text.components(separatedBy: "\n\n").count == english.components(separatedBy: "\n\n").count)
    }
  }
}
