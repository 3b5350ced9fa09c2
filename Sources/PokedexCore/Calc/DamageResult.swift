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

  /// What the defender loses on switching in (Stealth Rock, Spikes), with the words the KO
  /// text names them by; none through Heavy-Duty Boots.
  public var hazards: (damage: Int, texts: [String]) {
    let defender = calc.defender
    guard !defender.holds("heavy-duty-boots") else { return (0, []) }
    var damage = 0
    var texts: [String] = []
    if calc.field.stealthRock {
      let effectiveness = calc.chart.multiplier(.rock, against: defender.battleTypes)
      damage += Int((Double(defenderHP) * effectiveness / 8).rounded(.down))
      texts.append("Stealth Rock")
    }
    if calc.field.spikes > 0, defender.isGrounded {
      let layers = min(3, calc.field.spikes)
      damage += defenderHP * [0, 2, 3, 4][layers] / 16
      texts.append(layers == 1 ? "1 layer of Spikes" : "\(layers) layers of Spikes")
    }
    return (damage, texts)
  }

  /// The defender's HP gained (positive) or lost at the end of a turn (Leftovers, Black
  /// Sludge, sandstorm, Leech Seed, poison, burn; toxic apart, as it grows each turn), and the
  /// words the KO text names them by, in Showdown's order.
  public var endOfTurn: (change: Int, texts: [String]) {
    let defender = calc.defender
    var change = 0
    var texts: [String] = []
    let sandproof = ["overcoat", "sand-veil", "sand-rush", "sand-force", "magic-guard"]
    if calc.field.weather == .sand,
      !defender.battleTypes.contains(where: { [.rock, .ground, .steel].contains($0) }),
      !sandproof.contains(defender.ability?.slug ?? "")
    {
      change -= defenderHP / 16
      texts.append("sandstorm damage")
    }
    if defender.holds("leftovers") {
      change += defenderHP / 16
      texts.append("Leftovers recovery")
    } else if defender.holds("black-sludge") {
      let poison = defender.battleTypes.contains(.poison)
      change += poison ? defenderHP / 16 : -(defenderHP / 8)
      texts.append(poison ? "Black Sludge recovery" : "Black Sludge damage")
    }
    let guarded = defender.has("magic-guard")
    if calc.field.leechSeed, !guarded, !defender.battleTypes.contains(.grass) {
      change -= defenderHP / 8
      texts.append("Leech Seed damage")
    }
    switch calc.field.defenderStatus {
    case .poison? where !guarded:
      change -= defenderHP / 8
      texts.append("poison damage")
    case .toxic? where !guarded:
      texts.append("toxic damage")
    case .burn? where !guarded:
      change -= defenderHP / 16
      texts.append("burn damage")
    default: break
    }
    return (change, texts)
  }

  /// The change at the end of turn `turn` (1 for the first): ``endOfTurn``'s, and toxic's
  /// growing share (a sixteenth more each turn).
  func endOfTurnChange(turn: Int) -> Int {
    var change = endOfTurn.change
    if calc.field.defenderStatus == .toxic, !calc.defender.has("magic-guard") {
      change -= defenderHP * min(15, turn) / 16
    }
    return change
  }

  /// The chance that `uses` uses knock out the defender from full HP (less the hazards), the
  /// end-of-turn change applied between them: every combination of rolls, all equally likely.
  public func koChance(uses: Int) -> Double {
    let start = defenderHP - hazards.damage
    guard start > 0 else { return 1 }
    // The probability of each HP still standing; what is knocked out is counted apart.
    var standing: [Int: Double] = [start: 1]
    var knockedOut = 0.0
    for use in 0..<uses {
      for _ in 0..<hits {
        var next: [Int: Double] = [:]
        for (hp, probability) in standing {
          for damage in perHit {
            if damage >= hp {
              knockedOut += probability / 16
            } else {
              next[hp - damage, default: 0] += probability / 16
            }
          }
        }
        standing = next
      }
      guard use < uses - 1 else { break }
      let change = endOfTurnChange(turn: use + 1)
      var after: [Int: Double] = [:]
      for (hp, probability) in standing {
        if hp + change <= 0 {
          knockedOut += probability
        } else {
          after[hp + change, default: 0] += probability
        }
      }
      standing = after
    }
    return knockedOut
  }

  /// How many uses knock the defender out, and how surely: what the KO text says.
  public struct KO: Equatable, Sendable {
    /// How sure it is.
    public enum Kind: Equatable, Sendable {
      /// Every combination of rolls does it.
      case guaranteed
      /// Some do: in thousandths (`625` is 62.5%).
      case chance(permille: Int)
      /// Past four uses: the highest rolls would do it, the lowest would not.
      case possible
    }
    public var kind: Kind
    /// The uses it takes (1 for an OHKO).
    public var uses: Int
    /// The hazards and end-of-turn effects it counts, as Showdown names them (`Stealth Rock`,
    /// `Leftovers recovery`).
    public var after: [String]
  }

  /// The fewest uses that may knock the defender out (up to nine), or nil when none do.
  public var ko: KO? {
    let (low, high) = (range.lowerBound, range.upperBound)
    guard high > 0 else { return nil }
    for uses in 1...4 {
      let chance = koChance(uses: uses)
      // One use meets no end of turn: only the hazards are said (as Showdown does).
      let after = hazards.texts + (uses == 1 ? [] : endOfTurn.texts)
      if chance >= 1 - 1e-12 { return KO(kind: .guaranteed, uses: uses, after: after) }
      if chance > 0 {
        let permille = Int((chance * 1000).rounded(.toNearestOrAwayFromZero))
        return KO(kind: .chance(permille: permille), uses: uses, after: after)
      }
    }
    // Past four uses, only whether the least or the most rolls would do.
    let start = defenderHP - hazards.damage
    let after = hazards.texts + endOfTurn.texts
    for uses in 5...9 {
      let changes = (1..<uses).reduce(0) { $0 + endOfTurnChange(turn: $1) }
      if low * uses - changes >= start { return KO(kind: .guaranteed, uses: uses, after: after) }
      if high * uses - changes >= start { return KO(kind: .possible, uses: uses, after: after) }
    }
    return nil
  }

  /// Showdown's KO text: `guaranteed OHKO`, `62.5% chance to OHKO`, `guaranteed 3HKO`,
  /// `possible 6HKO`; empty when nine uses do not reach it.
  public var koText: String {
    guard range.upperBound > 0 else { return "possibly the worst move ever" }
    guard let ko else { return "" }
    let name = ko.uses == 1 ? "OHKO" : "\(ko.uses)HKO"
    let text: String =
      switch ko.kind {
      case .guaranteed: "guaranteed \(name)"
      case .chance(let permille): tenths(permille) + "% chance to \(name)"
      case .possible: "possible \(name)"
      }
    switch ko.after.count {
    case 0: return text
    case 1: return text + " after " + ko.after[0]
    case 2: return text + " after \(ko.after[0]) and \(ko.after[1])"
    default:
      return text + " after " + ko.after.dropLast().joined(separator: ", ") + ", and "
        + ko.after.last!
    }
  }

  /// The setup as Showdown writes it: `252+ Atk Choice Band Garchomp Earthquake vs. 252 HP /
  /// 4 Def Heatran`, naming an item or ability only where it changed the damage.
  public var description: String {
    let attacker = calc.attacker
    let defender = calc.defender
    let move = calc.move
    var words: [String] = []
    let physical = move.damageClass == .physical
    let attackIndex = move.attackingStat
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
    if notes.attackerTera, let tera = attacker.stellar ? "Stellar" : attacker.teraType?.displayName
    {
      words.append("Tera \(tera)")
    }
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
    let defenseIndex = move.defendingStat
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
  public func tenths(_ value: Int) -> String {
    value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
  }
}
