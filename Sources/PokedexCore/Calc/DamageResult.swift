/// What a calculation found: the sixteen rolls of one hit, how many hits a use makes, the
/// defender's HP, and the sentence Showdown would print for it.
public struct DamageResult: Sendable, Equatable {
  /// What changed the damage, so the sentence names it (an item or ability is printed only
  /// when it did).
  struct Notes: Sendable, Equatable {
    var attackerItem = false
    var attackerAbility = false
    var defenderItem = false
    var defenderAbility = false
    var attackerTera = false
    var defenderTera = false
    var burned = false
    var weather = false
    var terrain = false
    var alliesFainted: Int?
    var screen = false
    var critical = false
    var hits: Int?
    var moveBP: Int?
    var moveType: PokemonType?
  }

  /// The calculation it answers.
  public var calc: DamageCalc
  /// One hit's damage for each of the sixteen random factors, lowest first.
  public var perHit: [Int]
  /// Hits per use (Bullet Seed: 3 by Showdown's default).
  public var hits: Int
  /// The defender's maximum HP.
  public var defenderHP: Int
  var notes: Notes

  /// The least and most one use does (every hit).
  public var range: ClosedRange<Int> {
    ((perHit.min() ?? 0) * hits)...((perHit.max() ?? 0) * hits)
  }

  /// `damage` as a percentage of the defender's HP, rounded down to one decimal, as
  /// Showdown prints it: `92.2`, `100`.
  public func percent(_ damage: Int) -> String {
    tenths(damage * 1000 / max(1, defenderHP))
  }

  /// The chance that `uses` uses knock out the defender from full HP: every combination of
  /// rolls, all equally likely.
  public func koChance(uses: Int) -> Double {
    let hp = defenderHP
    // Probability of each total so far, totals at or past the HP kept together at `hp`.
    var totals = [Double](repeating: 0, count: hp + 1)
    totals[0] = 1
    for _ in 0..<(uses * hits) {
      var next = [Double](repeating: 0, count: hp + 1)
      for (total, probability) in totals.enumerated() where probability > 0 {
        for damage in perHit { next[min(hp, total + damage)] += probability / 16 }
      }
      totals = next
    }
    return totals[hp]
  }

  /// Showdown's KO text: `guaranteed OHKO`, `62.5% chance to OHKO`, `guaranteed 3HKO`,
  /// `possible 6HKO`; empty when nine uses do not reach it.
  public var koText: String {
    let (low, high) = (range.lowerBound, range.upperBound)
    guard high > 0 else { return "possibly the worst move ever" }
    for uses in 1...4 {
      let chance = koChance(uses: uses)
      let name = uses == 1 ? "OHKO" : "\(uses)HKO"
      if chance >= 1 { return uses == 1 ? "guaranteed OHKO" : "guaranteed \(name)" }
      if chance > 0 {
        return tenths(Int((chance * 1000).rounded(.toNearestOrAwayFromZero)))
          + "% chance to \(name)"
      }
    }
    for uses in 5...9 {
      if low * uses >= defenderHP { return "guaranteed \(uses)HKO" }
      if high * uses >= defenderHP { return "possible \(uses)HKO" }
    }
    return ""
  }

  /// The setup as Showdown writes it: `252+ Atk Choice Band Garchomp Earthquake vs. 252 HP /
  /// 4 Def Heatran`, naming an item or ability only where it changed the damage.
  public var description: String {
    let attacker = calc.attacker
    let defender = calc.defender
    let move = calc.move
    var words: [String] = []
    let physical = move.damageClass == .physical
    let attackIndex = move.slug == "body-press" ? 2 : physical ? 1 : 3
    let fixed = CalcEffects.levelDamage.contains(move.slug)
    if !fixed {
      let boost = calc.move.slug == "foul-play" ? 0 : attacker.boosts[attackIndex]
      if boost != 0 { words.append(boost > 0 ? "+\(boost)" : "\(boost)") }
    }
    if attacker.level != 100 { words.append("Lvl \(attacker.level)") }
    if !fixed { words.append(Self.statText(attacker, attackIndex)) }
    if notes.attackerItem, let item = attacker.item { words.append(item.name) }
    if notes.attackerAbility, let ability = attacker.ability { words.append(ability.name) }
    if notes.burned { words.append("burned") }
    if let fainted = notes.alliesFainted {
      words.append(fainted == 1 ? "1 ally fainted" : "\(fainted) allies fainted")
    }
    if notes.attackerTera, let tera = attacker.teraType { words.append("Tera \(tera.displayName)") }
    words.append(attacker.name)
    words.append(calc.moveName)
    switch (notes.moveBP, notes.moveType) {
    case (let bp?, let type?): words.append("(\(bp) BP \(type.displayName))")
    case (let bp?, nil): words.append("(\(bp) BP)")
    case (nil, let type?): words.append("(\(type.displayName))")
    case (nil, nil): break
    }
    if let hits = notes.hits { words.append("(\(hits) hits)") }
    words.append("vs.")
    let defenseIndex = physical || CalcEffects.hitsDefense.contains(move.slug) ? 2 : 4
    if !fixed {
      let boost = defender.boosts[defenseIndex]
      if boost != 0 { words.append(boost > 0 ? "+\(boost)" : "\(boost)") }
    }
    if defender.level != 100 { words.append("Lvl \(defender.level)") }
    words.append(Self.statText(defender, 0))
    if !fixed { words.append("/ " + Self.statText(defender, defenseIndex)) }
    if notes.defenderItem, let item = defender.item { words.append(item.name) }
    if notes.defenderAbility, let ability = defender.ability { words.append(ability.name) }
    if notes.defenderTera, let tera = defender.teraType { words.append("Tera \(tera.displayName)") }
    words.append(defender.name)
    var text = words.joined(separator: " ")
    let weather = notes.weather ? calc.field.weather?.rawValue : nil
    let terrain = notes.terrain ? calc.field.terrain.map { "\($0.rawValue) Terrain" } : nil
    switch (weather, terrain) {
    case (let weather?, let terrain?): text += " in \(weather) and \(terrain)"
    case (let weather?, nil): text += " in \(weather)"
    case (nil, let terrain?): text += " in \(terrain)"
    case (nil, nil): break
    }
    if notes.screen {
      let field = calc.field
      text +=
        field.auroraVeil
        ? " through Aurora Veil" : physical ? " through Reflect" : " through Light Screen"
    }
    if notes.critical { text += " on a critical hit" }
    return text
  }

  /// The whole line: `DESCRIPTION: MIN-MAX (P1 - P2%) -- KO TEXT`.
  public var sentence: String {
    let (low, high) = (range.lowerBound, range.upperBound)
    let ko = koText
    return "\(description): \(low)-\(high) (\(percent(low)) - \(percent(high))%)"
      + (ko.isEmpty ? "" : " -- \(ko)")
  }

  /// `252+ Atk`, `0 HP`, `4 SpD 0 IVs`: a stat's EVs, the nature's sign, and IVs other than 31.
  static func statText(_ side: DamageCalc.Side, _ index: Int) -> String {
    let sign =
      side.raised == side.lowered
      ? "" : side.raised == index ? "+" : side.lowered == index ? "-" : ""
    let iv = side.ivs[index] == 31 ? "" : " \(side.ivs[index]) IVs"
    return "\(side.evs[index])\(sign) \(statNames[index])\(iv)"
  }

  /// Showdown's short names of the six stats.
  static let statNames = ["HP", "Atk", "Def", "SpA", "SpD", "Spe"]

  /// Tenths as a number is printed: `922` → `92.2`, `1000` → `100`.
  private func tenths(_ value: Int) -> String {
    value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
  }
}
