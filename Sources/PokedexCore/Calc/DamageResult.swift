/// What a calculation found: the sixteen rolls of the first hit and of a whole use, Parental
/// Bond's second hit, the defender's HP, the KO chance, and the sentence Showdown would print.
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
    var switching = false
    /// The defender's stage was not used (Unaware, or a critical hit past a raised one).
    var defenseBoostIgnored = false
    /// The allies' help that changed the damage.
    var allies: Set<Ally> = []
  }

  /// An ally's help, with the words Showdown prints for it, in its order.
  enum Ally: String, CaseIterable, Sendable {
    case helpingHand = "Helping Hand"
    case flowerGift = "with an ally's Flower Gift"
    case steelySpirit = "with an ally's Steely Spirit"
    case battery = "Battery boosted"
    case powerSpot = "Power Spot boosted"
    case charge = "Charge boosted"
    case defenderFlowerGift = " with an ally's Flower Gift"
    case friendGuard = " with an ally's Friend Guard"
  }

  /// The calculation it answers.
  public var calc: DamageCalc
  /// Each hit's damage for each of the sixteen random factors, lowest first (a hit after a
  /// Weak Armor may differ from the one before).
  public var hitRolls: [[Int]]
  /// Parental Bond's second hit, at a quarter of the power.
  public var child: [Int]?
  /// The first hit's sixteen rolls.
  public var perHit: [Int] { hitRolls.first ?? [] }
  /// Hits per use (Bullet Seed: 3 by Showdown's default).
  public var hits: Int
  /// The defender's maximum HP.
  public var defenderHP: Int
  var notes: Notes

  init(calc: DamageCalc, perHit: [Int], hits: Int, defenderHP: Int, notes: Notes) {
    self.calc = calc
    self.hitRolls = [perHit]
    self.hits = hits
    self.defenderHP = defenderHP
    self.notes = notes
  }

  /// A whole use's damage for each random factor: every hit at that factor added up, as
  /// Showdown counts a multi-hit move.
  public var perUse: [Int] {
    hitRolls.count == 1 ? hitRolls[0] : hitRolls.dropFirst().reduce(perHit) { zip($0, $1).map(+) }
  }

  /// The least and most one use does (every hit).
  public var range: ClosedRange<Int> {
    // Each hit's rolls are lowest first.
    var (low, high) = (child?.first ?? 0, child?.last ?? 0)
    for rolls in hitRolls {
      low += rolls.first ?? 0
      high += rolls.last ?? 0
    }
    return low...high
  }

  /// Every equally likely damage of one use, lowest first: the sixteen totals, or with
  /// Parental Bond every pair of the two hits' rolls added up (256).
  public var outcomes: [Int] {
    guard let child else { return perUse }
    return perUse.flatMap { first in child.map { first + $0 } }.sorted()
  }

  /// `damage` as a percentage of the defender's HP, rounded down to one decimal, as
  /// Showdown prints it: `92.2`, `100`.
  public func percent(_ damage: Int) -> String {
    tenths(damage * 1000 / max(1, defenderHP))
  }

  /// What the defender loses on switching in (Stealth Rock, Spikes), with the words the KO
  /// text names them by; none through Heavy-Duty Boots or with Magic Guard.
  public var hazards: (damage: Int, texts: [String]) {
    let defender = calc.defender
    guard !defender.holds("heavy-duty-boots") else { return (0, []) }
    let guarded = defender.has("magic-guard")
    var damage = 0
    var texts: [String] = []
    if calc.field.stealthRock, !guarded, !defender.has("mountaineer") {
      let effectiveness = calc.chart.multiplier(.rock, against: defender.battleTypes)
      damage += max(1, Int((effectiveness * Double(defenderHP) / 8).rounded(.down)))
      texts.append("Stealth Rock")
    }
    if calc.field.spikes > 0, defender.isGrounded, !guarded {
      let layers = min(3, calc.field.spikes)
      damage += defenderHP / [8, 6, 4][layers - 1]
      texts.append(layers == 1 ? "1 layer of Spikes" : "\(layers) layers of Spikes")
    }
    return (damage, texts)
  }

  /// The defender's HP gained (positive) or lost at the end of a turn, toxic apart (it grows
  /// each turn), and the words the KO text names them by, in Showdown's order: the weather,
  /// its item (none once Knock Off has taken it), Leech Seed, Grassy Terrain, its status.
  public var endOfTurn: (change: Int, texts: [String]) {
    let defender = calc.defender
    let hp = defenderHP
    var change = 0
    var texts: [String] = []
    let guarded = defender.has("magic-guard")
    switch calc.field.weather {
    case .sun? where defender.has("dry-skin") || defender.has("solar-power"):
      change -= hp / 8
      texts.append((defender.ability?.name ?? "") + " damage")
    case .rain? where defender.has("dry-skin"):
      change += hp / 8
      texts.append("Dry Skin recovery")
    case .rain? where defender.has("rain-dish"):
      change += hp / 16
      texts.append("Rain Dish recovery")
    case .sand?:
      let sandproof = ["magic-guard", "overcoat", "sand-force", "sand-rush", "sand-veil"]
      if !defender.battleTypes.contains(where: { [.rock, .ground, .steel].contains($0) }),
        !sandproof.contains(defender.ability?.slug ?? ""), !defender.holds("safety-goggles")
      {
        change -= hp / 16
        texts.append("sandstorm damage")
      }
    case .snow? where defender.has("ice-body"), .hail? where defender.has("ice-body"):
      change += hp / 16
      texts.append("Ice Body recovery")
    case .hail?:
      let hailproof = ["magic-guard", "overcoat", "snow-cloak"]
      if !defender.battleTypes.contains(.ice), !hailproof.contains(defender.ability?.slug ?? ""),
        !defender.holds("safety-goggles")
      {
        change -= hp / 16
        texts.append("hail damage")
      }
    default: break
    }
    let itemLost = calc.move.slug == "knock-off" && !defender.has("sticky-hold")
    if defender.holds("leftovers"), !itemLost {
      change += hp / 16
      texts.append("Leftovers recovery")
    } else if defender.holds("black-sludge"), !itemLost {
      if defender.battleTypes.contains(.poison) {
        change += hp / 16
        texts.append("Black Sludge recovery")
      } else if !guarded, !defender.has("klutz") {
        change -= hp / 8
        texts.append("Black Sludge damage")
      }
    }
    if calc.field.leechSeed, !guarded {
      change -= hp / 8
      texts.append("Leech Seed damage")
    }
    if calc.field.terrain == .grassy, defender.isGrounded {
      change += hp / 16
      texts.append("Grassy Terrain recovery")
    }
    switch calc.field.defenderStatus {
    case .poison? where defender.has("poison-heal"), .toxic? where defender.has("poison-heal"):
      change += hp / 8
      texts.append("Poison Heal")
    case .poison? where !guarded:
      change -= hp / 8
      texts.append("poison damage")
    case .toxic? where !guarded:
      texts.append("toxic damage")
    case .burn? where defender.has("heatproof"):
      change -= hp / 32
      texts.append("reduced burn damage")
    case .burn? where !guarded:
      change -= hp / 16
      texts.append("burn damage")
    default: break
    }
    return (change, texts)
  }

  /// The toxic counter the first end of turn starts at: 1 when the defender is badly
  /// poisoned (and minds it), else 0.
  var toxicCounter: Int {
    let defender = calc.defender
    return calc.field.defenderStatus == .toxic && !defender.has("magic-guard")
      && !defender.has("poison-heal") ? 1 : 0
  }

  /// The chance that `uses` uses knock out a defender of `hp`, the end-of-turn change `eot`
  /// (and toxic from `toxic`) applied after each use, as Showdown counts it: every outcome of
  /// each use equally likely; after the last use, only a loss counts.
  func koChance(_ outcomes: [Int], hp: Int, eot: Int, uses: Int, toxic: Int) -> Double {
    let n = outcomes.count
    // The turn of the last use: healing at its end would come too late, a loss counts.
    func lastUse(_ hp: Int, _ toxic: Int) -> Double {
      let toxicDamage = toxic * defenderHP / 16
      let (eot, loss) = eot - toxicDamage > 0 ? (0, 0) : (eot, toxicDamage)
      guard let first = outcomes.firstIndex(where: { $0 - eot + loss >= hp }) else { return 0 }
      return Double(n - first) / Double(n)
    }
    var memo: [Int: Double] = [:]
    func chance(_ hp: Int, _ uses: Int, _ toxic: Int) -> Double {
      if uses == 1 { return lastUse(hp, toxic) }
      let key = (hp << 8) | (uses << 4) | min(toxic, 15)
      if let known = memo[key] { return known }
      let toxicDamage = toxic * defenderHP / 16
      let nextToxic = toxic > 0 ? toxic + 1 : 0
      var sum = 0.0
      var last = 0.0
      for i in 0..<n {
        let c =
          i == 0 || outcomes[i] != outcomes[i - 1]
          ? chance(hp - outcomes[i] + eot - toxicDamage, uses - 1, nextToxic) : last
        if c == 1 {
          sum += Double(n - i)
          break
        }
        sum += c
        last = c
      }
      memo[key] = sum / Double(n)
      return sum / Double(n)
    }
    return chance(hp, uses, toxic)
  }

  /// The chance that `uses` uses knock the defender out as the KO text counts it: after the
  /// hazards, and for more than one use with the end of each turn.
  public func koChance(uses: Int) -> Double {
    koChance(
      outcomes, hp: defenderHP - hazards.damage, eot: uses == 1 ? 0 : endOfTurn.change,
      uses: uses, toxic: uses == 1 ? 0 : toxicCounter)
  }

  /// The least damage `uses` uses of `damage` each add up to after the end-of-turn changes
  /// between them (Showdown's estimate past four uses).
  func predictedTotal(_ damage: Int, eot: Int, uses: Int, toxic: Int) -> Int {
    var toxicDamage = 0
    var lastTurn = eot
    if toxic > 0 {
      for turn in 0..<(uses - 1) { toxicDamage += (toxic + turn) * defenderHP / 16 }
      lastTurn -= (toxic + uses - 1) * defenderHP / 16
    }
    var total = damage * uses - eot * (uses - 1) + toxicDamage
    if lastTurn < 0 { total -= lastTurn }
    return total
  }

  /// How many uses knock the defender out, and how surely: what the KO text says.
  public struct KO: Equatable, Sendable {
    /// How sure it is.
    public enum Kind: Equatable, Sendable {
      /// Every outcome does it.
      case guaranteed
      /// Some do: in thousandths, between 1 and 999 (`625` is 62.5%).
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
    /// For a one-use KO the end of the turn makes likelier: that chance, and the effects
    /// (Showdown's `(guaranteed OHKO after Leech Seed damage)`).
    public var withEndOfTurn: (kind: Kind, after: [String])?
    /// Whether the chance is of several hits added up, which Showdown calls approximate.
    public var approximate = false

    public static func == (lhs: KO, rhs: KO) -> Bool {
      (lhs.kind, lhs.uses, lhs.after) == (rhs.kind, rhs.uses, rhs.after)
        && lhs.withEndOfTurn?.kind == rhs.withEndOfTurn?.kind
        && lhs.withEndOfTurn?.after == rhs.withEndOfTurn?.after
    }
  }

  /// A chance as Showdown prints it: in thousandths, never 0 or 1000.
  static func permille(_ chance: Double) -> Int {
    max(min(Int((chance * 1000).rounded(.toNearestOrAwayFromZero)), 999), 1)
  }

  /// The fewest uses that may knock the defender out (up to nine), as Showdown reckons it, or
  /// nil when none do.
  public var ko: KO? {
    guard var ko = plainKO else { return nil }
    // Showdown calls the chance of a multi-hit move approximate: its hits share a roll.
    ko.approximate = hits > 1 || child != nil
    return ko
  }

  private var plainKO: KO? {
    let outcomes = self.outcomes
    guard let most = outcomes.last, most > 0 else { return nil }
    if outcomes[0] >= defenderHP { return KO(kind: .guaranteed, uses: 1, after: []) }
    // Half the target's HP, or down to the user's, never knocks it out; Final Gambit is used
    // once (its user faints). Only a first use that does it counts.
    let once = CalcEffects.fixedDamage[calc.effectiveMove.slug].map { !$0.repeats } ?? false
    let hazards = self.hazards
    let endOfTurn = self.endOfTurn
    let hp = defenderHP - hazards.damage
    let toxic = toxicCounter
    let everything = hazards.texts + endOfTurn.texts
    // One use: with and without the end of its turn.
    let plain = koChance(outcomes, hp: hp, eot: 0, uses: 1, toxic: 0)
    let withEnd = koChance(outcomes, hp: hp, eot: endOfTurn.change, uses: 1, toxic: toxic)
    if plain == 1 { return KO(kind: .guaranteed, uses: 1, after: hazards.texts) }
    if plain > 0 {
      var ko = KO(kind: .chance(permille: Self.permille(plain)), uses: 1, after: hazards.texts)
      if withEnd == 1 {
        ko.withEndOfTurn = (.guaranteed, endOfTurn.texts)
      } else if withEnd > plain {
        ko.withEndOfTurn = (.chance(permille: Self.permille(withEnd)), endOfTurn.texts)
      }
      return ko
    }
    if withEnd > 0 {
      let kind: KO.Kind = withEnd == 1 ? .guaranteed : .chance(permille: Self.permille(withEnd))
      return KO(kind: kind, uses: 1, after: everything)
    }
    if once { return nil }
    for uses in 2...4 {
      let chance = koChance(outcomes, hp: hp, eot: endOfTurn.change, uses: uses, toxic: toxic)
      if chance == 1 { return KO(kind: .guaranteed, uses: uses, after: everything) }
      if chance > 0 {
        return KO(kind: .chance(permille: Self.permille(chance)), uses: uses, after: everything)
      }
    }
    // Past four uses, only whether the least or the most would do.
    for uses in 5...9 {
      if predictedTotal(outcomes[0], eot: endOfTurn.change, uses: uses, toxic: toxic) >= hp {
        return KO(kind: .guaranteed, uses: uses, after: everything)
      }
      if predictedTotal(most, eot: endOfTurn.change, uses: uses, toxic: toxic) >= hp {
        return KO(kind: .possible, uses: uses, after: everything)
      }
    }
    return nil
  }

  /// Showdown's KO text: `guaranteed OHKO`, `62.5% chance to OHKO`, `guaranteed 3HKO after
  /// Leftovers recovery`, `possible 6HKO`; empty when nine uses do not reach it.
  public var koText: String {
    guard range.upperBound > 0 else { return "possibly the worst move ever" }
    guard let ko else { return "" }
    let name = ko.uses == 1 ? "OHKO" : "\(ko.uses)HKO"
    let qualifier = ko.approximate ? "approx. " : ""
    func phrase(_ kind: KO.Kind, _ after: [String]) -> String {
      let text: String =
        switch kind {
        case .guaranteed: "guaranteed \(name)"
        case .chance(let permille): qualifier + tenths(permille) + "% chance to \(name)"
        case .possible: qualifier + "possible \(name)"
        }
      return text + (after.isEmpty ? "" : " after " + Self.list(after))
    }
    var text = phrase(ko.kind, ko.after)
    if let more = ko.withEndOfTurn { text += " (" + phrase(more.kind, more.after) + ")" }
    return text
  }

  /// `a`, `a and b`, `a, b, and c`.
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    case 2: "\(items[0]) and \(items[1])"
    default: items.dropLast().joined(separator: ", ") + ", and " + items.last!
    }
  }

  /// The setup as Showdown writes it: `252+ Atk Choice Band Garchomp Earthquake vs. 252 HP /
  /// 4 Def Heatran`, naming an item or ability only where it changed the damage.
  public var description: String {
    let attacker = calc.attacker
    let defender = calc.defender
    let move = calc.effectiveMove
    let wonderRoom = calc.field.wonderRoom
    var words: [String] = []
    // A fixed-damage or status move names no attacking or defending stat.
    let fixed = CalcEffects.fixedDamage[move.slug] != nil || move.damageClass == .status
    let attackIndex = move.attackingStat
    // Foul Play's Attack is the target's, written here as Showdown writes it.
    let attackSource = move.slug == "foul-play" ? defender : attacker
    if !fixed {
      let boost = attackSource.boosts[attackIndex]
      if boost != 0 { words.append(boost > 0 ? "+\(boost)" : "\(boost)") }
    }
    // Levels: each shown unless 100, the level a sentence without one is read at. (Showdown
    // leaves out two equal levels of 50 or 5, its formats' own; read back here, such a
    // sentence was a fight at level 100.)
    let attackerLevel = attacker.level == 100 ? nil : attacker.level
    let defenderLevel = defender.level == 100 ? nil : defender.level
    if let attackerLevel { words.append("Lvl \(attackerLevel)") }
    if !fixed { words.append(Self.statText(attackSource, attackIndex, wonderRoom: wonderRoom)) }
    // Final Gambit's and Endeavor's damage comes from the user's HP: said, so that the sentence
    // reads back to the same numbers.
    if let kind = CalcEffects.fixedDamage[move.slug], kind.usesAttackerHP {
      words.append(Self.statText(attacker, 0, wonderRoom: wonderRoom))
    }
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
    // Showdown's order: Helping Hand, Flower Gift, Power Trick, Steely Spirit, Battery, Power
    // Spot, a switch, Charge.
    for ally in [Ally.helpingHand, .flowerGift] where notes.allies.contains(ally) {
      words.append(ally.rawValue)
    }
    if attacker.powerTrick { words.append("with Power Trick") }
    for ally in [Ally.steelySpirit, .battery, .powerSpot] where notes.allies.contains(ally) {
      words.append(ally.rawValue)
    }
    if notes.switching { words.append("switching boosted") }
    if notes.allies.contains(.charge) { words.append(Ally.charge.rawValue) }
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
    if !fixed, !notes.defenseBoostIgnored {
      let boost = defender.boosts[defenseIndex]
      if boost != 0 { words.append(boost > 0 ? "+\(boost)" : "\(boost)") }
    }
    if let defenderLevel { words.append("Lvl \(defenderLevel)") }
    if move.damageClass != .status {
      words.append(Self.statText(defender, 0, wonderRoom: wonderRoom))
    }
    if !fixed {
      words.append("/ " + Self.statText(defender, defenseIndex, wonderRoom: wonderRoom))
    }
    if notes.defenderItem, let item = defender.item { words.append(item.name) }
    if notes.defenderAbility, let ability = defender.ability { words.append(ability.name) }
    if notes.defenderTera, let tera = defender.stellar ? "Stellar" : defender.teraType?.displayName
    {
      words.append("Tera \(tera)")
    }
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
    let field = calc.field
    if notes.screen, !field.auroraVeil {
      text += move.damageClass == .physical ? " through Reflect" : " through Light Screen"
    }
    if notes.allies.contains(.defenderFlowerGift) { text += Ally.defenderFlowerGift.rawValue }
    if defender.powerTrick { text += " with Power Trick" }
    if notes.allies.contains(.friendGuard) { text += Ally.friendGuard.rawValue }
    if notes.screen, field.auroraVeil { text += " with an ally's Aurora Veil" }
    if notes.critical { text += " on a critical hit" }
    if wonderRoom { text += " in Wonder Room" }
    return text
  }

  /// The whole line: `DESCRIPTION: MIN-MAX (P1 - P2%) -- KO TEXT`.
  public var sentence: String {
    let (low, high) = (range.lowerBound, range.upperBound)
    let ko = koText
    return "\(description): \(low)-\(high) (\(percent(low)) - \(percent(high))%)"
      + (ko.isEmpty ? "" : " -- \(ko)")
  }

  /// `252+ Atk`, `0 HP`, `4 SpD 0 IVs`: a stat's EVs, the nature's sign, and IVs other than 31;
  /// `0 Def (SpD)` where Wonder Room or Power Trick put another stat's value in its place.
  static func statText(_ side: DamageCalc.Side, _ index: Int, wonderRoom: Bool = false)
    -> String
  {
    let stat = DamageCalc.statShown(for: index, side: side, wonderRoom: wonderRoom)
    let sign =
      side.raised == side.lowered || stat == 0
      ? "" : side.raised == stat ? "+" : side.lowered == stat ? "-" : ""
    let swapped = stat == index ? "" : " (\(statNames[stat]))"
    let iv = side.ivs[stat] == 31 ? "" : " \(side.ivs[stat]) IVs"
    return "\(side.evs[stat])\(sign) \(statNames[index])\(swapped)\(iv)"
  }

  /// Showdown's short names of the six stats.
  static let statNames = ["HP", "Atk", "Def", "SpA", "SpD", "Spe"]

  /// Tenths as a number is printed: `922` → `92.2`, `1000` → `100`.
  public func tenths(_ value: Int) -> String {
    value % 10 == 0 ? "\(value / 10)" : "\(value / 10).\(value % 10)"
  }
}
