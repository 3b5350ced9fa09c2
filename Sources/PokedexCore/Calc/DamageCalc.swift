/// The generation-9 damage formula, with Showdown's order of modifiers and its rounding: the
/// sixteen damage rolls of one move from one Pokémon to another, and how many hits knock the
/// target out.
///
/// ```swift
/// let calc = try CalcSentence.parse(
///   "252+ Atk Choice Band Garchomp Earthquake vs. 252 HP / 4 Def Heatran", data: .embedded)
/// print(calc.calculate().sentence)  // the sentence, then the damage, percent and KO chance
/// ```
public struct DamageCalc: Sendable, Equatable {
  /// One side of a calculation: a Pokémon as the sentence sets it up. What the sentence leaves
  /// out takes Showdown's defaults: level 100, 31 IVs, no EVs, a neutral nature, its first
  /// ability, no item, full HP, no status.
  public struct Side: Sendable, Equatable, Codable {
    public var pokemon: Pokemon
    /// Its name as Showdown writes it (`Garchomp`, `Urshifu-Rapid-Strike`).
    public var name: String
    public var level = 100
    public var evs = TeamMember.Stats.zero
    public var ivs = TeamMember.Stats(hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31)
    /// The stats its nature raises and lowers (indexes 1…5 of ``TeamMember/Stats``).
    public var raised: Int?
    public var lowered: Int?
    /// Its item and ability: PokeAPI's slug and the name a sentence prints.
    public var item: Named?
    public var ability: Named?
    /// Stat stages, -6…6, by index (1 Atk … 5 Spe).
    public var boosts = [0, 0, 0, 0, 0, 0]
    public var teraType: PokemonType?
    /// Terastallized into the Stellar type: its own types stay, its moves' power rises once.
    public var stellar = false
    public var burned = false
    /// Allies fainted before it (Supreme Overlord), 0…5.
    public var alliesFainted = 0
    /// Whether it can still evolve (an Eviolite works).
    public var canEvolve = false

    /// A side of `pokemon`, named `name`, with every default.
    public init(pokemon: Pokemon, name: String) {
      self.pokemon = pokemon
      self.name = name
      if let first = pokemon.abilities.first {
        ability = Named(slug: first.name, name: first.displayName)
      }
    }

    /// Its stat `index` (0 HP … 5 Spe) before boosts, by the games' formula.
    public func stat(_ index: Int) -> Int {
      let base = [
        pokemon.stats.hp, pokemon.stats.attack, pokemon.stats.defense,
        pokemon.stats.specialAttack, pokemon.stats.specialDefense, pokemon.stats.speed,
      ][index]
      let core = (2 * base + ivs[index] + evs[index] / 4) * level / 100
      if index == 0 { return base == 1 ? 1 : core + level + 10 }
      let tenths = raised == lowered ? 10 : raised == index ? 11 : lowered == index ? 9 : 10
      return (core + 5) * tenths / 10
    }

    /// Stat `index` at its stage (or at none, `ignoringBoosts`).
    func boosted(_ index: Int, ignoringBoosts: Bool = false) -> Int {
      let stage = ignoringBoosts ? 0 : boosts[index]
      let raw = stat(index)
      return stage >= 0 ? raw * (2 + stage) / 2 : raw * 2 / (2 - stage)
    }

    /// Its types as it battles: its Tera type alone once it has terastallized (Stellar keeps
    /// its own).
    var battleTypes: [PokemonType] { teraType.map { [$0] } ?? pokemon.types }

    func has(_ slug: String) -> Bool { ability?.slug == slug }

    /// Whether it touches the ground (terrain affects it): not Flying, no Levitate, no Air
    /// Balloon.
    public var isGrounded: Bool {
      !battleTypes.contains(.flying) && !has("levitate") && !holds("air-balloon")
    }
    /// Whether it holds item `slug`.
    public func holds(_ slug: String) -> Bool { item?.slug == slug }
  }

  /// A slug and the name a sentence prints for it.
  public struct Named: Sendable, Equatable, Hashable, Codable {
    public var slug: String
    public var name: String

    public init(slug: String, name: String) {
      self.slug = slug
      self.name = name
    }
  }

  /// Weather that changes damage.
  public enum Weather: String, Sendable, Equatable, CaseIterable, Codable {
    case sun = "Sun"
    case rain = "Rain"
    case sand = "Sand"
    case snow = "Snow"
  }

  /// Terrain that changes damage (for Pokémon on the ground).
  public enum Terrain: String, Sendable, Equatable, CaseIterable, Codable {
    case electric = "Electric"
    case grassy = "Grassy"
    case psychic = "Psychic"
    case misty = "Misty"
  }

  /// The field: weather and terrain, the defender's screens, a critical hit.
  public struct Field: Sendable, Equatable, Codable {
    public var weather: Weather?
    public var terrain: Terrain?
    public var reflect = false
    public var lightScreen = false
    public var auroraVeil = false
    public var critical = false
    /// Hazards on the defender's side, counted in the KO chance.
    public var stealthRock = false
    public var spikes = 0
    /// The defender is seeded (Leech Seed), counted at the end of each turn.
    public var leechSeed = false
    /// The defender's status, counted at the end of each turn.
    public var defenderStatus: Status?

    /// A status that costs HP at the end of a turn.
    public enum Status: String, Sendable, Equatable, CaseIterable, Codable {
      case poison, toxic, burn
    }

    public init() {}
  }

  public var attacker: Side
  public var defender: Side
  public var move: MoveInfo
  /// Its name as the sentence prints it (`Earthquake`).
  public var moveName: String
  /// How many times it hits: its own count, else Showdown's default for a 2–5 hit move (3).
  public var hits: Int?
  public var field = Field()
  /// The type chart (generation 9's).
  public var chart: TypeChart

  /// A calculation of `move` from `attacker` to `defender`.
  public init(
    attacker: Side, defender: Side, move: MoveInfo, moveName: String, chart: TypeChart
  ) {
    self.attacker = attacker
    self.defender = defender
    self.move = move
    self.moveName = moveName
    self.chart = chart
  }

  /// Whether `slug` of the defender counts: a Mold Breaker ignores the breakable ones.
  private func defenderHas(_ slug: String) -> Bool {
    defender.has(slug) && !breaks(slug)
  }

  /// Whether the attacker's ability breaks the defender's `slug`.
  private func breaks(_ slug: String) -> Bool {
    let breaker = attacker.ability.map { CalcEffects.moldBreakers.contains($0.slug) } ?? false
    return breaker && defender.has(slug) && CalcEffects.breakable.contains(slug)
  }

  /// Runs the formula.
  public func calculate() -> DamageResult {
    var notes = DamageResult.Notes()
    let hp = defender.stat(0)
    var result = DamageResult(
      calc: self, perHit: Array(repeating: 0, count: 16), hits: 1, defenderHP: hp, notes: notes)
    guard move.damageClass != .status else { return result }
    // The move's type (Weather Ball's follows the weather).
    var type = move.type ?? .normal
    var basePower = move.power ?? 0
    if move.slug == "weather-ball", let weather = field.weather {
      type = [.sun: .fire, .rain: .water, .sand: .rock, .snow: .ice][weather] ?? .normal
      basePower = 100
      notes.weather = true
      notes.moveBP = basePower
      notes.moveType = type
    }
    // Pixilate and the like: a Normal move of theirs takes their type and ×1.2.
    var ateBoost = false
    if type == .normal, let ate = attacker.ability.flatMap({ CalcEffects.ateAbilities[$0.slug] }) {
      type = ate
      ateBoost = true
      notes.attackerAbility = true
    }
    // Effectiveness, and what makes a Pokémon immune.
    // What lifts an immunity: Scrappy and Mind's Eye (Normal and Fighting hit Ghost),
    // Thousand Arrows and an Iron Ball (Ground hits Flying), a Ring Target (every one).
    let scrappy =
      (attacker.has("scrappy") || attacker.has("minds-eye")) && [.normal, .fighting].contains(type)
    let grounding =
      type == .ground && (move.slug == "thousand-arrows" || defender.holds("iron-ball"))
    var effectiveness = 1.0
    for defending in defender.battleTypes {
      let single = chart.multiplier(type, against: [defending])
      if single == 0, scrappy, defending == .ghost {
        notes.attackerAbility = true
      } else if single == 0, grounding, defending == .flying {
        if defender.holds("iron-ball") { notes.defenderItem = true }
      } else if single == 0, defender.holds("ring-target") {
        notes.defenderItem = true
      } else {
        effectiveness *= single
      }
    }
    if type == .ground, breaks("levitate") { notes.attackerAbility = true }
    if type == .ground, !grounding, defenderHas("levitate") || defender.holds("air-balloon") {
      effectiveness = 0
      if defender.has("levitate") { notes.defenderAbility = true }
      if defender.holds("air-balloon") { notes.defenderItem = true }
    }
    guard effectiveness > 0 else {
      result.notes = notes
      return result
    }
    let hits =
      hits ?? move.meta.hits.map {
        $0.count > 1 ? min($0.lowerBound + 1, $0.upperBound) : $0.lowerBound
      } ?? 1
    result.hits = hits
    if hits > 1 { notes.hits = hits }
    if CalcEffects.levelDamage.contains(move.slug) {
      result.perHit = Array(repeating: attacker.level, count: 16)
      result.notes = notes
      return result
    }
    let physical = move.damageClass == .physical
    let critical = field.critical

    // Power.
    if CalcEffects.targetWeight.contains(move.slug) {
      basePower = CalcEffects.powerForWeight(Double(defender.pokemon.weight) / 10)
      notes.moveBP = basePower
    } else if CalcEffects.weightRatio.contains(move.slug) {
      basePower = CalcEffects.powerForRatio(
        Double(attacker.pokemon.weight) / Double(max(1, defender.pokemon.weight)))
      notes.moveBP = basePower
    }
    if move.slug == "facade", attacker.burned {
      basePower *= 2
      notes.moveBP = basePower
    }
    // Showdown's order: the move's own, the abilities', the items'.
    var bpMods: [Int] = []
    if move.slug == "knock-off", defender.item != nil {
      bpMods.append(6144)
      notes.defenderItem = true
    }
    if let terrain = field.terrain {
      let boosted: Bool =
        switch terrain {
        case .electric: type == .electric && attacker.isGrounded
        case .grassy: type == .grass && attacker.isGrounded
        case .psychic: type == .psychic && attacker.isGrounded
        case .misty: false
        }
      let weakened =
        (terrain == .misty && type == .dragon && defender.isGrounded)
        || (terrain == .grassy && ["earthquake", "bulldoze"].contains(move.slug)
          && defender.isGrounded)
      if boosted || weakened {
        bpMods.append(boosted ? 5325 : 2048)
        notes.terrain = true
      }
    }
    if ateBoost { bpMods.append(4915) }
    if attacker.has("steely-spirit"), type == .steel {
      bpMods.append(6144)
      notes.attackerAbility = true
    }
    if attacker.has("supreme-overlord"), attacker.alliesFainted > 0 {
      bpMods.append([4096, 4506, 4915, 5325, 5734, 6144][min(5, attacker.alliesFainted)])
      notes.attackerAbility = true
      notes.alliesFainted = attacker.alliesFainted
    }
    if attacker.has("technician"), basePower <= 60 {
      bpMods.append(6144)
      notes.attackerAbility = true
    }
    if let item = attacker.item, CalcEffects.typeItems[item.slug] == type {
      bpMods.append(4915)
      notes.attackerItem = true
    }
    if attacker.holds("muscle-band"), physical {
      bpMods.append(4505)
      notes.attackerItem = true
    }
    if attacker.holds("wise-glasses"), !physical {
      bpMods.append(4505)
      notes.attackerItem = true
    }
    basePower = max(1, pokeRound(Double(basePower * chainMods(bpMods, 41, 2_097_152)) / 4096))

    // Attack: Body Press uses the user's Defense, Foul Play the target's Attack.
    let attackSource = move.slug == "foul-play" ? defender : attacker
    let attackIndex = move.attackingStat
    let ignoresAttackBoosts =
      defenderHas("unaware") || (critical && attackSource.boosts[attackIndex] < 0)
    var attack = attackSource.boosted(attackIndex, ignoringBoosts: ignoresAttackBoosts)
    if ignoresAttackBoosts, defenderHas("unaware") { notes.defenderAbility = true }
    if attacker.has("hustle"), physical {
      attack = pokeRound(Double(attack * 3) / 2)
      notes.attackerAbility = true
    }
    // Showdown's order: the attacker's abilities, the defender's, the items.
    var atMods: [Int] = []
    if attacker.has("guts"), attacker.burned, physical {
      atMods.append(6144)
      notes.attackerAbility = true
    }
    if physical, CalcEffects.doublesAttack.contains(attacker.ability?.slug ?? "") {
      atMods.append(8192)
      notes.attackerAbility = true
    }
    if defenderHas("thick-fat"), type == .fire || type == .ice {
      atMods.append(2048)
      notes.defenderAbility = true
    }
    // Tablets of Ruin and Vessel of Ruin lower the Attack and Special Attack of all others.
    if defender.has(physical ? "tablets-of-ruin" : "vessel-of-ruin"),
      !attacker.has(physical ? "tablets-of-ruin" : "vessel-of-ruin")
    {
      atMods.append(3072)
      notes.defenderAbility = true
    }
    if let item = attacker.item, let (category, mod) = CalcEffects.attackItems[item.slug],
      category == move.damageClass
    {
      atMods.append(mod)
      notes.attackerItem = true
    }
    attack = max(1, pokeRound(Double(attack * chainMods(atMods, 410, 131_072)) / 4096))

    // Defense.
    let defenseIndex = move.defendingStat
    let ignoresDefenseBoosts =
      attacker.has("unaware") || (critical && defender.boosts[defenseIndex] > 0)
    if attacker.has("unaware"), defender.boosts[defenseIndex] != 0 { notes.attackerAbility = true }
    var defense = defender.boosted(defenseIndex, ignoringBoosts: ignoresDefenseBoosts)
    if field.weather == .sand, defenseIndex == 4, defender.battleTypes.contains(.rock) {
      defense = pokeRound(Double(defense * 3) / 2)
      notes.weather = true
    }
    if field.weather == .snow, defenseIndex == 2, defender.battleTypes.contains(.ice) {
      defense = pokeRound(Double(defense * 3) / 2)
      notes.weather = true
    }
    var dfMods: [Int] = []
    // Sword of Ruin and Beads of Ruin lower the Defense and Special Defense of all others.
    let ruin = defenseIndex == 2 ? "sword-of-ruin" : "beads-of-ruin"
    if attacker.has(ruin), !defender.has(ruin) {
      dfMods.append(3072)
      notes.attackerAbility = true
    }
    if defenderHas("fur-coat"), defenseIndex == 2 {
      dfMods.append(8192)
      notes.defenderAbility = true
    }
    if (defender.holds("eviolite") && defender.canEvolve)
      || (defender.holds("assault-vest") && defenseIndex == 4)
    {
      dfMods.append(6144)
      notes.defenderItem = true
    }
    defense = max(1, pokeRound(Double(defense * chainMods(dfMods, 410, 131_072)) / 4096))

    // The base damage, then weather and a critical hit.
    let level = attacker.level
    var baseDamage = (2 * level / 5 + 2) * basePower * attack / defense / 50 + 2
    if let weather = field.weather {
      let boosted = (weather == .sun && type == .fire) || (weather == .rain && type == .water)
      let weakened = (weather == .sun && type == .water) || (weather == .rain && type == .fire)
      if boosted || weakened {
        baseDamage = pokeRound(Double(baseDamage * (boosted ? 6144 : 2048)) / 4096)
        notes.weather = true
      }
    }
    if critical { baseDamage = baseDamage * 3 / 2 }

    // Same-type attack bonus, as Showdown adds it: 1.5 for one of its own types, 0.5 more
    // for its Tera type, and Adaptability's 0.5 (0.25 over a Tera type of its own).
    var stab = 4096
    let ownTypes = attacker.pokemon.types
    if ownTypes.contains(type) { stab += 2048 }
    if let tera = attacker.teraType, tera == type {
      stab += 2048
      notes.attackerTera = true
    }
    // Stellar, on its first use for a type: ×2 for one of its own types, ×1.2 otherwise.
    if attacker.stellar {
      stab = ownTypes.contains(type) ? 8192 : 4915
      notes.attackerTera = true
    }
    if attacker.has("adaptability"), attacker.battleTypes.contains(type) {
      stab += (attacker.teraType.map(ownTypes.contains) ?? false) ? 1024 : 2048
      notes.attackerAbility = true
    }
    if defender.teraType != nil { notes.defenderTera = true }
    let burnHalves = attacker.burned && physical && !attacker.has("guts") && move.slug != "facade"
    if attacker.burned && physical { notes.burned = true }

    // Final modifiers, in Showdown's order: screens, the attacker's abilities, the
    // defender's, the items.
    var finalMods: [Int] = []
    let screened =
      (field.reflect && physical) || (field.lightScreen && !physical) || field.auroraVeil
    if screened && !critical {
      finalMods.append(2048)
      notes.screen = true
    }
    if attacker.has("sniper"), critical {
      finalMods.append(6144)
      notes.attackerAbility = true
    } else if attacker.has("tinted-lens"), effectiveness < 1 {
      finalMods.append(8192)
      notes.attackerAbility = true
    }
    if breaks("multiscale") { notes.attackerAbility = true }
    if defenderHas("multiscale") || defender.has("shadow-shield") {
      finalMods.append(2048)
      notes.defenderAbility = true
    }
    if defenderHas("ice-scales"), !physical {
      finalMods.append(2048)
      notes.defenderAbility = true
    }
    if effectiveness > 1,
      let ability = defender.ability?.slug, CalcEffects.filters.contains(ability),
      ability == "prism-armor" || defenderHas(ability)
    {
      finalMods.append(3072)
      notes.defenderAbility = true
    }
    if attacker.holds("expert-belt"), effectiveness > 1 {
      finalMods.append(4915)
      notes.attackerItem = true
    } else if attacker.holds("life-orb") {
      finalMods.append(5324)
      notes.attackerItem = true
    }
    if let item = defender.item, let berry = CalcEffects.resistBerries[item.slug], berry == type,
      effectiveness > 1 || type == .normal
    {
      finalMods.append(2048)
      notes.defenderItem = true
    }
    let finalMod = chainMods(finalMods, 41, 131_072)
    if critical { notes.critical = true }
    result.perHit = (0..<16).map { roll in
      Self.finalDamage(
        baseDamage, roll: roll, effectiveness: effectiveness, burned: burnHalves, stab: stab,
        finalMod: finalMod)
    }
    result.notes = notes
    return result
  }

  /// One roll's damage from the base damage: the random factor, STAB, effectiveness, a burn
  /// and the final modifiers, each rounded as Showdown does.
  static func finalDamage(
    _ base: Int, roll: Int, effectiveness: Double, burned: Bool, stab: Int, finalMod: Int
  ) -> Int {
    var damage = Double(base * (85 + roll) / 100)
    if stab != 4096 { damage = damage * Double(stab) / 4096 }
    var whole = Int((Double(pokeRound(damage)) * effectiveness).rounded(.down))
    if burned { whole /= 2 }
    return max(0, min(65535, pokeRound(max(1, Double(whole * finalMod) / 4096))))
  }
}

/// Rounds half down, as the games do: 2.5 → 2, 2.51 → 3.
func pokeRound(_ value: Double) -> Int {
  let whole = value.rounded(.down)
  return value - whole > 0.5 ? Int(whole) + 1 : Int(whole)
}

/// Showdown's chain of modifiers in 4096ths, each step rounded to the nearest, kept between
/// `lower` and `upper`.
func chainMods(_ mods: [Int], _ lower: Int, _ upper: Int) -> Int {
  var chained = 4096
  for mod in mods where mod != 4096 { chained = (chained * mod + 2048) >> 12 }
  return max(min(chained, upper), lower)
}
