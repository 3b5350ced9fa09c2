import Testing

@testable import PokedexCore

/// The calculator against what Showdown's damage calculator publishes for generation 9: the
/// expectations in its own test suite (smogon/damage-calc, `calc/src/test/calc.test.ts`),
/// each set up here as the sentence Showdown prints for it. Every case names the mechanic it
/// checks; the numbers are Showdown's, not worked out here.
@Suite struct ShowdownAgreementTests {
  let data = CalcData.embedded

  /// One published expectation: the sentence, what to set beside it, and what Showdown says.
  struct Case: Sendable, CustomStringConvertible {
    var mechanic: String
    var sentence: String
    var stealthRock = false
    var defenderStatus: DamageCalc.Field.Status?
    /// The damage range.
    var range: ClosedRange<Int>
    /// The whole line, where Showdown's test gives it; else the KO text and words of the
    /// description it checks.
    var line: String?
    var ko: String?
    var contains: [String] = []
    var description: String { mechanic }
  }

  static let cases: [Case] = [
    Case(
      mechanic: "Seismic Toss deals the level", sentence: "Lvl 50 Mew Seismic Toss vs. Vulpix",
      range: 50...50,
      line: "Lvl 50 Mew Seismic Toss vs. 0 HP Vulpix: 50-50 (23 - 23%) -- guaranteed 5HKO"),
    Case(
      mechanic: "a critical hit ignores screens; a burn halves",
      sentence: "burned Mew Explosion vs. Vulpix through Reflect on a critical hit",
      range: 273...321,
      line: "0 Atk burned Mew Explosion vs. 0 HP / 0 Def Vulpix on a critical hit: 273-321 "
        + "(125.8 - 147.9%) -- guaranteed OHKO"),
    Case(
      mechanic: "Reflect, a burn and both stages",
      sentence: "+2 burned Mew Explosion vs. +2 Vulpix through Reflect", range: 91...107),
    Case(
      mechanic: "Forecast: Weather Ball in sun is a Fire move with STAB",
      sentence: "Castform Weather Ball vs. Bulbasaur in Sun", range: 344...408,
      ko: "guaranteed OHKO"),
    Case(
      mechanic: "Forecast: Weather Ball in rain",
      sentence: "Castform Weather Ball vs. Bulbasaur in Rain",
      range: 86...102, ko: "guaranteed 3HKO"),
    Case(
      mechanic: "Weather Ball in sand: Rock, no STAB, sandstorm damage",
      sentence: "Castform Weather Ball vs. Bulbasaur in Sand", range: 77...91,
      ko: "guaranteed 3HKO after sandstorm damage"),
    Case(
      mechanic:
        "Forecast: Weather Ball in snow (Showdown's test sets hail, which generation 9 has as snow)",
      sentence: "Castform Weather Ball vs. Bulbasaur in Snow", range: 230...272,
      ko: "93.8% chance to OHKO"),
    Case(
      mechanic: "Thousand Arrows hits a Flying type",
      sentence: "Zygarde Thousand Arrows vs. Swellow", range: 147...174),
    Case(
      mechanic: "IVs other than 31 are printed (attacker)",
      sentence: "0 SpA 9 IVs Mew Psychic vs. 9 HP / 9 SpD Mew", range: 43...51,
      ko: "possible 7HKO", contains: ["0 SpA 9 IVs Mew Psychic vs."]),
    Case(
      mechanic: "IVs other than 31 are printed (defender)",
      sentence: "9 SpA Mew Psychic vs. 0 HP 9 IVs / 0 SpD 9 IVs Mew", range: 54...64,
      ko: "possible 5HKO", contains: ["vs. 0 HP 9 IVs / 0 SpD 9 IVs Mew"]),
    Case(
      mechanic: "an Iron Ball makes Ground neutral on a Flying type",
      sentence: "Vibrava Earthquake vs. Iron Ball Zapdos", range: 93...109,
      line: "0 Atk Vibrava Earthquake vs. 0 HP / 0 Def Zapdos: 93-109 (28.9 - 33.9%) -- "
        + "1.2% chance to 3HKO"),
    Case(
      mechanic: "an Iron Ball grounds a Levitate Pokémon",
      sentence: "Poliwrath Mud Shot vs. Iron Ball Mismagius", range: 29...35,
      ko: "possible 8HKO"),
    Case(
      mechanic: "Shadow Shield through Heavy-Duty Boots with Stealth Rock up",
      sentence: "Abomasnow Blizzard vs. Heavy-Duty Boots Shadow Shield Dragonite",
      stealthRock: true, range: 222...264, ko: "guaranteed 2HKO",
      contains: ["Shadow Shield Dragonite"]),
    Case(
      mechanic: "Multiscale halves at full HP",
      sentence: "Abomasnow Ice Shard vs. Multiscale Dragonite",
      range: 84...102, ko: "guaranteed 4HKO"),
    Case(
      mechanic: "Heavy Metal doubles the target's weight",
      sentence: "Gluttony Simisage Grass Knot vs. Heavy Metal Simisear", range: 62...73,
      contains: ["Grass Knot (80 BP)"]),
    Case(
      mechanic: "Mold Breaker ignores Heavy Metal",
      sentence: "Mold Breaker Simisage Grass Knot vs. Heavy Metal Simisear", range: 46...55,
      contains: ["Grass Knot (60 BP)"]),
    Case(
      mechanic: "Light Metal halves the target's weight",
      sentence: "Gluttony Simisage Grass Knot vs. Light Metal Registeel", range: 38...45,
      contains: ["Grass Knot (100 BP)"]),
    Case(
      mechanic: "a Float Stone halves the target's weight",
      sentence: "Gluttony Simisage Grass Knot vs. Float Stone Registeel", range: 38...45,
      contains: ["Grass Knot (100 BP)"]),
    Case(
      mechanic: "a Float Stone and Light Metal together",
      sentence: "Gluttony Simisage Grass Knot vs. Float Stone Light Metal Registeel",
      range: 30...36, contains: ["Grass Knot (80 BP)"]),
    Case(
      mechanic: "Marvel Scale against Psystrike (a special move hitting Defense)",
      sentence: "+2 252 SpA Mewtwo Psystrike vs. 248 HP / 184+ Def Flame Orb Marvel Scale "
        + "Milotic in Psychic Terrain",
      defenderStatus: .burn, range: 288...339, ko: "guaranteed 2HKO after burn damage",
      contains: ["Marvel Scale Milotic"]),
    Case(
      mechanic: "Psychic Terrain blocks a priority move into a grounded target",
      sentence: "Mewtwo Sucker Punch vs. Milotic in Psychic Terrain", range: 0...0),
    Case(
      mechanic: "Parental Bond: a second hit at a quarter of the power",
      sentence: "152 Atk Kangaskhan-Mega Frustration vs. 252 HP / 152+ Def Amoonguss",
      range: 190...225, ko: "approx. 6.6% chance to 2HKO", contains: ["Parental Bond"]),
    Case(
      mechanic: "Parental Bond doubles fixed damage",
      sentence: "Lvl 88 Kangaskhan-Mega Seismic Toss vs. Amoonguss", range: 176...176,
      ko: "guaranteed 3HKO"),
    Case(
      mechanic: "Parental Bond's second hit meets no Shadow Shield",
      sentence: "252 Atk Kangaskhan-Mega Crunch vs. Lunala", range: 280...334),
    Case(
      mechanic: "Multiscale halves the first hit of a multi-hit move only",
      sentence: "Mamoswine Icicle Spear (3 hits) vs. Multiscale Dragonite", range: 360...430,
      ko: "guaranteed OHKO"),
    Case(
      mechanic: "Weak Armor lowers Defense between hits",
      sentence: "Mamoswine Icicle Spear (3 hits) vs. Weak Armor Skarmory", range: 115...138,
      ko: "approx. 2.7% chance to 2HKO", contains: ["Weak Armor Skarmory"]),
    Case(
      mechanic: "a White Herb undoes Weak Armor's first drop",
      sentence: "Mamoswine Icicle Spear (3 hits) vs. White Herb Weak Armor Skarmory",
      range: 89...108, ko: "approx. 99.9% chance to 3HKO"),
    Case(
      mechanic: "a White Herb keeps still while Defense is raised",
      sentence: "Mamoswine Icicle Spear (3 hits) vs. +2 White Herb Weak Armor Skarmory",
      range: 56...69, ko: "approx. 0.1% chance to 4HKO"),
    Case(
      mechanic: "Unaware ignores the defender's stages and Weak Armor's",
      sentence: "Unaware Mamoswine Icicle Spear (3 hits) vs. +2 Weak Armor Skarmory",
      range: 75...93, ko: "approx. 1.5% chance to 3HKO",
      contains: ["vs. 0 HP / 0 Def Skarmory"]),
    Case(
      mechanic: "Mummy takes Aerilate's boost from the second hit",
      sentence: "Pinsir-Mega Double Hit vs. Mummy Cofagrigus", range: 91...107,
      contains: ["Mummy Cofagrigus"]),
    Case(
      mechanic: "a Luminous Moss raises Special Defense after the first Water hit",
      sentence: "Greninja Water Shuriken vs. Luminous Moss Gliscor", range: 104...126,
      contains: ["Water Shuriken (15 BP)", "Luminous Moss Gliscor"]),
    Case(
      mechanic: "Simple doubles the Luminous Moss's raise",
      sentence: "Greninja Water Shuriken vs. Luminous Moss Simple Gliscor", range: 92...114),
    Case(
      mechanic: "Contrary turns the Luminous Moss's raise into a drop",
      sentence: "Greninja Water Shuriken vs. Luminous Moss Contrary Gliscor", range: 176...210),
    Case(
      mechanic: "Supreme Overlord with no ally fainted",
      sentence: "Kingambit Iron Head vs. Aggron", range: 67...79, ko: "91.2% chance to 4HKO"),
    Case(
      mechanic: "Supreme Overlord with five allies fainted",
      sentence: "Supreme Overlord 5 allies fainted Kingambit Iron Head vs. Aggron",
      range: 100...118, contains: ["5 allies fainted Kingambit"]),
    Case(
      mechanic: "Revelation Dance takes the user's first type (Electric: no effect on Ground)",
      sentence: "Oricorio-Pom-Pom Revelation Dance vs. Sandaconda", range: 0...0),
    Case(
      mechanic: "a chance is never printed as 100%",
      sentence: "252+ Atk Choice Band Xerneas Close Combat vs. 252 HP / 252+ Def "
        + "Necrozma-Dusk-Mane",
      range: 132...156, ko: "99.9% chance to 3HKO"),
    Case(
      mechanic: "a chance is never printed as 0%",
      sentence: "44 SpA Deoxys-Attack Psycho Boost vs. 252 HP / 252+ SpD Blissey",
      range: 153...180, ko: "0.1% chance to 4HKO"),
  ]

  @Test(arguments: cases)
  func agreesWithShowdown(_ expected: Case) throws {
    var calc = try CalcSentence.parse(expected.sentence, data: data)
    calc.field.stealthRock = expected.stealthRock
    calc.field.defenderStatus = expected.defenderStatus
    let result = calc.calculate()
    #expect(result.range == expected.range, "\(result.sentence)")
    if let line = expected.line { #expect(result.sentence == line) }
    if let ko = expected.ko { #expect(result.koText == ko, "\(result.sentence)") }
    for words in expected.contains {
      #expect(result.description.contains(words), "\(result.description)")
    }
  }

  /// Showdown's tests that compare two calculations rather than give numbers.
  @Test func comparisonsShowdownChecks() throws {
    func range(_ sentence: String) throws -> ClosedRange<Int> {
      try CalcSentence.parse(sentence, data: data).calculate().range
    }
    // Struggle has no type: it hits a Ghost.
    #expect(try range("Mew Struggle vs. Gengar").upperBound > 0)
    // Electro Drift: as Fusion Bolt (same power) when neutral, more when super effective,
    // neutral again into a Tera Normal target.
    #expect(try range("Arceus Electro Drift vs. Mew") == range("Arceus Fusion Bolt vs. Mew"))
    #expect(
      try range("Arceus Electro Drift vs. Manaphy") != range("Arceus Fusion Bolt vs. Manaphy"))
    #expect(
      try range("Arceus Electro Drift vs. Tera Normal Manaphy")
        == range("Arceus Fusion Bolt vs. Mew"))
    // Collision Course into a Tera Normal target is super effective, boosted.
    #expect(
      try range("Arceus Collision Course vs. Tera Normal Jirachi")
        == range("Arceus Electro Drift vs. Manaphy"))
    // Revelation Dance takes the Tera type once Terastallized.
    #expect(
      try range("Tera Water Oricorio-Pom-Pom Revelation Dance vs. Sandaconda").upperBound > 0)
    // Quark Drive raises the highest stat, stages counted: both are named.
    let quark = try CalcSentence.parse(
      "+6 Iron Leaves Leaf Storm vs. +6 Iron Treads in Electric Terrain", data: data
    ).calculate()
    #expect(quark.description.contains("Quark Drive Iron Leaves"))
    #expect(quark.description.contains("Quark Drive Iron Treads"))
    // Stellar Tera Blast names the target's Tera type (it hits a Terastallized one twice as
    // hard).
    let stellar = try CalcSentence.parse(
      "Tera Stellar Arceus Tera Blast vs. Tera Stellar Arceus", data: data
    ).calculate()
    #expect(stellar.description.hasSuffix("Tera Stellar Arceus"))
    #expect(
      stellar.range.upperBound
        > (try range("Tera Stellar Arceus Tera Blast vs. Arceus")).upperBound)
    // A status move: no stats printed.
    #expect(
      try CalcSentence.parse("Snorlax Barrier vs. Vulpix", data: data).calculate().description
        == "Snorlax Barrier vs. Vulpix")
  }
}
