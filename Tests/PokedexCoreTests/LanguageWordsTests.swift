import Testing

@testable import PokedexCore

/// Evolution conditions and the data source's status, worded in each of the five languages.
struct LanguageWordsTests {
  /// A few items, moves and species by slug, as a names table would give them.
  static let names: [Language: [String: String]] = [
    .english: ["thunder-stone": "Thunder Stone", "metal-coat": "Metal Coat"],
    .spanish: ["thunder-stone": "Piedra Trueno", "metal-coat": "Revestimiento Metálico"],
    .french: ["thunder-stone": "Pierre Foudre", "metal-coat": "Peau Métal"],
    .german: ["thunder-stone": "Donnerstein", "metal-coat": "Metallmantel"],
    .japanese: [
      "thunder-stone": "かみなりのいし", "metal-coat": "メタルコート", "shelmet": "チョボマキ",
    ],
  ]

  func summary(
    _ trigger: String, _ requirements: [String: String], in language: Language,
    named: Bool = true
  ) -> String {
    EvolutionCondition(trigger: trigger, requirements: requirements).summary(in: language) {
      named ? Self.names[language]?[$0] : nil
    }
  }

  @Test func level() {
    let level16 = Language.allCases.map { summary("level-up", ["min_level": "16"], in: $0) }
    #expect(level16 == ["Level 16", "Nivel 16", "レベル16", "Niveau 16", "Level 16"])
    #expect(summary("level-up", [:], in: .german) == "Levelaufstieg")
    #expect(
      summary("level-up", ["min_level": "39", "time_of_day": "night"], in: .spanish)
        == "Nivel 39 (noche)")
    #expect(
      summary("level-up", ["min_level": "20", "gender": "1"], in: .japanese) == "レベル20(メス)")
    #expect(
      summary("level-up", ["min_level": "20", "gender": "2"], in: .french)
        == "Niveau 20 (mâle)")
  }

  @Test func useItemWithANamesTable() {
    let thunderStone = ["item": "thunder-stone"]
    #expect(summary("use-item", thunderStone, in: .english) == "Use Thunder Stone")
    #expect(summary("use-item", thunderStone, in: .spanish) == "Usar Piedra Trueno")
    #expect(summary("use-item", thunderStone, in: .french) == "Utiliser Pierre Foudre")
    #expect(summary("use-item", thunderStone, in: .german) == "Donnerstein verwenden")
    #expect(summary("use-item", thunderStone, in: .japanese) == "かみなりのいしを使う")
    // A slug the table does not have is title-cased.
    #expect(summary("use-item", ["item": "ice-stone"], in: .french) == "Utiliser Ice Stone")
    #expect(
      summary("use-item", thunderStone, in: .japanese, named: false) == "Thunder Stoneを使う")
  }

  @Test func tradeHolding() {
    let metalCoat = ["held_item": "metal-coat"]
    #expect(summary("trade", metalCoat, in: .english) == "Trade holding Metal Coat")
    #expect(
      summary("trade", metalCoat, in: .spanish) == "Intercambio equipado con Revestimiento Metálico"
    )
    #expect(summary("trade", metalCoat, in: .french) == "Échange en tenant Peau Métal")
    #expect(summary("trade", metalCoat, in: .german) == "Tausch mit dem Item Metallmantel")
    // Japanese puts the condition before what triggers the evolution.
    #expect(summary("trade", metalCoat, in: .japanese) == "メタルコートを持たせて通信交換")
    #expect(summary("trade", ["trade_species": "shelmet"], in: .japanese) == "チョボマキと通信交換")
    #expect(summary("trade", [:], in: .german) == "Tausch")
  }

  @Test func friendship() {
    let friendship = ["min_happiness": "220", "time_of_day": "day"]
    #expect(summary("level-up", friendship, in: .english) == "Level up with high friendship (day)")
    #expect(
      summary("level-up", friendship, in: .spanish) == "Subir de nivel con mucha amistad (día)")
    #expect(
      summary("level-up", friendship, in: .french)
        == "Montée de niveau avec un bonheur élevé (jour)")
    #expect(
      summary("level-up", friendship, in: .german) == "Levelaufstieg mit hoher Freundschaft (Tag)")
    #expect(summary("level-up", friendship, in: .japanese) == "なつき度が高い状態でレベルアップ(昼)")
  }

  /// The rarer requirements are worded in the translations; English shows them as PokeAPI
  /// names them, as it always has.
  @Test func rarerRequirements() {
    let steps = ["min_steps": "1000"]
    #expect(summary("level-up", steps, in: .english) == "Level up min steps 1000")
    #expect(summary("level-up", steps, in: .french) == "Montée de niveau après 1000 pas")
    #expect(summary("level-up", steps, in: .japanese) == "1000歩歩いてレベルアップ")
    let rageFist = ["used_move": "rage-fist", "min_move_count": "20"]
    #expect(summary("use-move", rageFist, in: .german) == "Rage Fist 20-mal einsetzen")
    #expect(
      summary("use-move", rageFist, in: .english)
        == "Use Move min move count 20 used move Rage Fist")
    #expect(
      summary("level-up", ["min_level": "28", "region": "alola"], in: .french)
        == "Niveau 28 dans la région d'Alola")
    #expect(
      summary("level-up", ["min_level": "20", "relative_physical_stats": "1"], in: .german)
        == "Level 20 bei Angriff > Verteidigung")
    // A requirement no wording knows is named as PokeAPI names it, in any language.
    #expect(
      summary("level-up", ["min_level": "5", "new_field": "x"], in: .spanish)
        == "Nivel 5 new field X")
  }

  /// The English summary is the English wording with no names table.
  @Test func summaryIsEnglish() {
    let condition = EvolutionCondition(
      trigger: "level-up", requirements: ["held_item": "razor-claw", "time_of_day": "night"])
    #expect(condition.summary == "Level up holding Razor Claw (night)")
    #expect(condition.summary == condition.summary(in: .english) { _ in nil })
    #expect(
      condition.summary(in: .japanese) { _ in nil } == "Razor Clawを持たせてレベルアップ(夜)")
  }

  @Test func dataSourceStatus() {
    let statuses = [
      DataSourceStatus.embedded, DataSourceStatus(source: .live),
      DataSourceStatus(source: .live, isFromCache: true),
      DataSourceStatus(source: .live, isUnreachable: true),
    ]
    #expect(
      statuses.map(\.description) == [
        "offline", "live", "live (cached)", "offline (PokeAPI unreachable)",
      ])
    #expect(statuses.map { $0.description(in: .english) } == statuses.map(\.description))
    #expect(
      statuses.map { $0.description(in: .spanish) } == [
        "sin conexión", "en línea", "en línea (caché)", "sin conexión (PokeAPI inaccesible)",
      ])
    #expect(
      statuses.map { $0.description(in: .french) } == [
        "hors ligne", "en ligne", "en ligne (cache)", "hors ligne (PokeAPI injoignable)",
      ])
    #expect(
      statuses.map { $0.description(in: .german) } == [
        "offline", "online", "online (Cache)", "offline (PokeAPI nicht erreichbar)",
      ])
    #expect(
      statuses.map { $0.description(in: .japanese) } == [
        "オフライン", "オンライン", "オンライン(キャッシュ)", "オフライン(PokeAPI不通)",
      ])
  }
}
