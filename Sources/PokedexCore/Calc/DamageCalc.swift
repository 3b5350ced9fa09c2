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
    /// Power Trick is up: its Attack and Defense are swapped.
    public var powerTrick = false

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
    /// Older games' hail: no Defense for Ice types, a sixteenth off the others each turn.
    case hail = "Hail"
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
    /// Wonder Room: every Pokémon's Defense and Special Defense are swapped.
    public var wonderRoom = false
    /// The defender is switching out (Pursuit doubles).
    public var defenderSwitching = false
    /// An ally's help for the attacker: Helping Hand, Battery, Power Spot, Steely Spirit,
    /// Flower Gift; Charge for its Electric move.
    public var helpingHand = false
    public var battery = false
    public var powerSpot = false
    public var allySteelySpirit = false
    public var attackerFlowerGift = false
    public var charge = false
    /// An ally's help for the defender: Flower Gift, Friend Guard.
    public var defenderFlowerGift = false
    public var friendGuard = false

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
  /// The power a Showdown line gave a move whose power comes from the order of moves or the
  /// two Pokémon's Speed (`Gyro Ball (150 BP)`, `Bolt Beak (170 BP)`), which the calculator
  /// does not work out: used as given.
  public var givenPower: Int?
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

  /// The move as it hits: Shell Side Arm is physical when that does more (Attack against
  /// Defense over Special Attack against Special Defense, stages and Wonder Room counted).
  /// Tera Blast from a Terastallized user, and Photon Geyser, are physical when the user's
  /// Attack is the higher.
  public var effectiveMove: MoveInfo {
    var effective = move
    if move.slug == "shell-side-arm" {
      let physical =
        Double(boosted(attacker, 1)) / Double(boosted(defender, 2))
        > Double(boosted(attacker, 3)) / Double(boosted(defender, 4))
      if physical { effective.damageClass = .physical }
    } else if move.slug == "tera-blast", attacker.teraType != nil || attacker.stellar,
      boosted(attacker, 1) > boosted(attacker, 3)
    {
      effective.damageClass = .physical
    } else if move.slug == "photon-geyser" || move.slug == "light-that-burns-the-sky",
      boosted(attacker, 1) > boosted(attacker, 3)
    {
      effective.damageClass = .physical
    }
    return effective
  }

  /// `side`'s stat `index` before stages, as the field has it: Power Trick swaps its Attack and
  /// Defense, Wonder Room everyone's Defense and Special Defense.
  func rawStat(_ side: Side, _ index: Int) -> Int {
    side.stat(Self.statShown(for: index, side: side, wonderRoom: field.wonderRoom))
  }

  /// The stat whose value stands for stat `index` (itself, unless something swapped it).
  static func statShown(for index: Int, side: Side, wonderRoom: Bool) -> Int {
    var stat = index
    if wonderRoom, stat == 2 || stat == 4 { stat = 6 - stat }
    if side.powerTrick, stat == 1 || stat == 2 { stat = 3 - stat }
    return stat
  }

  /// `side`'s stat `index` at its stage (or at none, `ignoringBoosts`).
  func boosted(_ side: Side, _ index: Int, ignoringBoosts: Bool = false) -> Int {
    let stage = ignoringBoosts ? 0 : side.boosts[index]
    let raw = rawStat(side, index)
    return stage >= 0 ? raw * (2 + stage) / 2 : raw * 2 / (2 - stage)
  }

  /// How many times the move hits by Showdown's defaults: its own count; the most for Triple
  /// Axel and the like, or with Skill Link; else one more than the fewest (3 for 2–5).
  public var defaultHits: Int {
    guard let range = move.hitRange else { return 1 }
    if range.count == 1 { return range.lowerBound }
    if CalcEffects.mostHits.contains(move.slug) || attacker.has("skill-link") {
      return range.upperBound
    }
    return min(range.lowerBound + 1, range.upperBound)
  }

  /// Runs the formula: each hit of a use (a Weak Armor or a Mummy between them changes the
  /// next), Parental Bond's second hit apart, and what changed the damage for the sentence.
  public func calculate() -> DamageResult {
    var notes = DamageResult.Notes()
    let hp = defender.stat(0)
    var calc = self
    // Meteor Beam and Electro Shot raise Special Attack before they hit (Simple twice as
    // much, Contrary the other way); the sentence shows the stage they hit at.
    if CalcEffects.chargesSpecialAttack.contains(move.slug) {
      let change = attacker.has("simple") ? 2 : attacker.has("contrary") ? -1 : 1
      calc.attacker.boosts[3] = min(6, max(-6, attacker.boosts[3] + change))
    }
    var result = DamageResult(
      calc: calc, perHit: Array(repeating: 0, count: 16), hits: 1, defenderHP: hp, notes: notes)
    // Mold Breaker and the like ignore the defender's ability, unless nothing can.
    if let breaker = attacker.ability?.slug, CalcEffects.moldBreakers.contains(breaker),
      let ability = defender.ability?.slug, !CalcEffects.unbreakable.contains(ability)
    {
      notes.attackerAbility = true
      calc.defender.ability = nil
    } else if CalcEffects.ignoreAbilities.contains(move.slug),
      let ability = defender.ability?.slug, !CalcEffects.unbreakable.contains(ability)
    {
      // Photon Geyser and the like: the move's own doing, so no ability is named.
      calc.defender.ability = nil
    }
    // A Tera type is named whenever there is one (Stellar when it boosts).
    notes.attackerTera = attacker.teraType != nil || attacker.stellar
    notes.defenderTera = defender.teraType != nil
    // Forecast: Castform takes the weather's type.
    let weatherType: PokemonType? =
      switch field.weather {
      case .sun?: .fire
      case .rain?: .water
      case .snow?, .hail?: .ice
      default: nil
      }
    if let weatherType {
      if attacker.has("forecast") { calc.attacker.pokemon.types = [weatherType] }
      if defender.has("forecast") { calc.defender.pokemon.types = [weatherType] }
    }
    let move = calc.effectiveMove
    // Wicked Blow and the like always land a critical hit; Battle Armor and Shell Armor keep
    // every one away (unless a Mold Breaker set the ability aside above).
    // Merciless too, into a poisoned target.
    let merciless =
      attacker.has("merciless") && [.poison, .toxic].contains(field.defenderStatus)
    calc.field.critical =
      (field.critical || move.alwaysCrits || merciless)
      && !CalcEffects.critBlockers.contains(calc.defender.ability?.slug ?? "")
    // Tera Blast: the Tera type, physical when Attack is the higher; Stellar at 100 power.
    let teraBlast = move.slug == "tera-blast" && (attacker.teraType != nil || attacker.stellar)
    let powerGiven = givenPower != nil && CalcEffects.powerFromOrder.contains(move.slug)
    guard move.damageClass != .status, CalcEffects.damageUnknown[move.slug] == nil || powerGiven
    else {
      result.notes = notes
      return result
    }
    // The move's type (Weather Ball's follows the weather) and its power before changes.
    var type = move.type ?? .normal
    var basePower = move.power ?? CalcEffects.fullFriendship[move.slug] ?? 0
    // A power worked out here is said once the move is known to hit (Showdown's order).
    var workedOut = false
    if let given = givenPower, CalcEffects.powerFromOrder.contains(move.slug) {
      basePower = given
      workedOut = true
    }
    // Utility Umbrella: its holder neither gains nor loses by sun or rain (Weather Ball stays
    // Normal).
    let sunOrRain = field.weather == .sun || field.weather == .rain
    if move.slug == "weather-ball", let weather = field.weather,
      !(sunOrRain && attacker.holds("utility-umbrella"))
    {
      type =
        [.sun: .fire, .rain: .water, .sand: .rock, .snow: .ice, .hail: .ice][weather] ?? .normal
      basePower = 100
      notes.weather = true
      notes.moveBP = basePower
      notes.moveType = type
    } else if teraBlast {
      type = attacker.teraType ?? type
      basePower = attacker.stellar ? 100 : 80
      notes.moveBP = basePower
    } else if move.slug == "revelation-dance" {
      type = attacker.teraType ?? calc.attacker.pokemon.types.first ?? type
    } else if move.slug == "psyblade", field.terrain == .electric {
      basePower = basePower * 3 / 2
      notes.moveBP = basePower
      notes.terrain = true
    } else if let power = CalcEffects.fullHPPower[move.slug] {
      basePower = power
      workedOut = true
    } else if move.slug == "terrain-pulse", let terrain = field.terrain, attacker.isGrounded {
      type = CalcEffects.terrainTypes[terrain] ?? type
      basePower *= 2
      workedOut = true
    } else if let formes = CalcEffects.typeByForme[move.slug],
      let (_, formeType) = formes.first(where: { CalcEffects.isSpecies(attacker.name, [$0.0]) })
    {
      type = formeType
    } else if let (held, byItem) = CalcEffects.heldType(of: move.slug, attacker: calc.attacker) {
      type = held
      // The plate, memory or drive is named: without it the move would be Normal.
      if byItem { notes.attackerItem = true }
    } else if move.slug == "punishment" {
      // 60, and 20 more for each stage the target's stats are raised, up to 200.
      basePower = min(200, 60 + 20 * defender.boosts.dropFirst().reduce(0) { $0 + max(0, $1) })
      workedOut = true
    }
    // Pixilate and the like: a Normal move of theirs takes their type and ×1.2.
    var ateBoost = false
    // Tera Blast keeps its type from an -ate ability only when it takes the Tera type.
    let keepsType =
      CalcEffects.keepsType.contains(move.slug) && (move.slug != "tera-blast" || teraBlast)
    if attacker.has("liquid-voice"), CalcEffects.sound.contains(move.slug) {
      type = .water
      notes.attackerAbility = true
    } else if attacker.has("normalize"), !keepsType {
      // Every move Normal, and ×1.2 as the -ate abilities give.
      type = .normal
      ateBoost = true
      notes.attackerAbility = true
    } else if type == .normal, !keepsType,
      let ate = attacker.ability.flatMap({ CalcEffects.ateAbilities[$0.slug] })
    {
      type = ate
      ateBoost = true
      notes.attackerAbility = true
    }
    var effectiveness = calc.effectiveness(of: move, type: type, notes: &notes)
    // Tera Shell at full HP: every hit not very effective (unless hazards hurt it first).
    if calc.defender.has("tera-shell"), effectiveness > 0, !calc.hazardsHitDefender {
      effectiveness = 0.5
      notes.defenderAbility = true
    }
    if teraBlast, attacker.stellar {
      // Stellar Tera Blast: twice as effective against a Terastallized target.
      let terastallized = defender.teraType != nil || defender.stellar
      effectiveness = terastallized ? 2 : 1
      notes.defenderTera = terastallized
    }
    guard effectiveness > 0, !calc.absorbs(move, type: type, effectiveness, notes: &notes) else {
      result.notes = notes
      return result
    }
    if workedOut {
      notes.moveBP = basePower
      if move.slug == "terrain-pulse" { notes.terrain = true }
    }
    let hits = hits ?? defaultHits
    result.hits = hits
    if hits > 1 { notes.hits = hits }
    let parentalBond = hits == 1 && attacker.has("parental-bond")
    if let fixed = CalcEffects.fixedDamage[move.slug] {
      let damage =
        switch fixed {
        case .level: attacker.level
        case .amount(let amount): amount
        case .halfTargetHP: max(1, hp / 2)
        case .userHP: attacker.stat(0)
        case .targetLessUserHP: max(0, hp - attacker.stat(0))
        }
      result.hitRolls = [Array(repeating: damage, count: 16)]
      // Parental Bond's second hit does it again (half of what is left for Super Fang); it
      // does not take Final Gambit or Endeavor.
      if parentalBond, fixed != .userHP, fixed != .targetLessUserHP {
        let second = fixed == .halfTargetHP ? max(1, (hp - damage) / 2) : damage
        result.child = Array(repeating: second, count: 16)
        notes.attackerAbility = true
      }
      result.notes = notes
      return result
    }
    let stab = move.slug == "struggle" ? 4096 : calc.stab(type, notes: &notes)
    var hitter = calc
    result.hitRolls = []
    for hit in 0..<hits {
      if hit > 0 { hitter.afterHit(move, type: type, mummyApplies: true, notes: &notes) }
      let ate = ateBoost && hitter.attacker.ability?.slug == attacker.ability?.slug
      result.hitRolls.append(
        hitter.rolls(
          move, type: type, basePower: basePower, effectiveness: effectiveness, stab: stab,
          ateBoost: ate, hit: hit, hits: hits, child: false, notes: &notes))
    }
    if parentalBond {
      // The second hit, at a quarter of the power, after what the first one set off.
      var child = calc
      child.afterHit(move, type: type, mummyApplies: false, notes: &notes)
      result.child = child.rolls(
        move, type: type, basePower: basePower, effectiveness: effectiveness, stab: stab,
        ateBoost: ateBoost, hit: 0, hits: 1, child: true, notes: &notes)
      notes.attackerAbility = true
    }
    if calc.field.critical { notes.critical = true }
    result.notes = notes
    return result
  }

  /// Whether the hazards set hurt the defender as it comes in (so it is not at full HP).
  var hazardsHitDefender: Bool {
    !defender.holds("heavy-duty-boots")
      && (field.stealthRock || (field.spikes > 0 && !defender.battleTypes.contains(.flying)))
  }

  /// The move's effectiveness against the defender's types as it battles, with what lifts an
  /// immunity: Scrappy and Mind's Eye (Normal and Fighting hit Ghost) and a Ring Target (every
  /// one) for that type; Thousand Arrows and an Iron Ball (Ground hits a Flying type) make a
  /// Ground move neutral. Flying Press is Flying too; Struggle has no type.
  func effectiveness(
    of move: MoveInfo, type: PokemonType, notes: inout DamageResult.Notes
  ) -> Double {
    guard move.slug != "struggle" else { return 1 }
    let scrappy =
      (attacker.has("scrappy") || attacker.has("minds-eye")) && [.normal, .fighting].contains(type)
    var effectiveness = 1.0
    for defending in defender.battleTypes {
      var single = chart.multiplier(type, against: [defending])
      if single == 0, scrappy, defending == .ghost { single = 1 }
      if single == 0, defender.holds("ring-target") { single = 1 }
      if move.slug == "flying-press" { single *= chart.multiplier(.flying, against: [defending]) }
      if move.slug == "freeze-dry", defending == .water { single = 2 }
      effectiveness *= single
    }
    if effectiveness == 0, type == .ground,
      move.slug == "thousand-arrows" || defender.holds("iron-ball")
    {
      effectiveness = 1
    }
    return effectiveness
  }

  /// Whether the defender takes nothing from the move: an ability that absorbs its type
  /// (Flash Fire, Water Absorb, Levitate…), Wonder Guard, a priority move into Armor Tail and
  /// the like, an Air Balloon against Ground.
  func absorbs(
    _ move: MoveInfo, type: PokemonType, _ effectiveness: Double,
    notes: inout DamageResult.Notes
  ) -> Bool {
    let grounding = move.slug == "thousand-arrows" || defender.holds("iron-ball")
    if let ability = defender.ability?.slug {
      let absorbed =
        CalcEffects.absorbers[ability] == type
        || (ability == "levitate" && type == .ground && !grounding)
        || (ability == "wonder-guard" && effectiveness <= 1)
        || (CalcEffects.priorityBlockers.contains(ability) && move.priority > 0)
        || (ability == "bulletproof" && CalcEffects.bullet.contains(move.slug))
        || (ability == "soundproof" && CalcEffects.sound.contains(move.slug))
        || (ability == "wind-rider" && CalcEffects.wind.contains(move.slug))
      if absorbed {
        notes.defenderAbility = true
        return true
      }
    }
    if type == .ground, move.slug != "thousand-arrows", defender.holds("air-balloon") {
      notes.defenderItem = true
      return true
    }
    if move.priority > 0, field.terrain == .psychic, defender.isGrounded {
      notes.terrain = true
      return true
    }
    return false
  }

  /// Same-type attack bonus in 4096ths, as Showdown adds it: 1.5 for one of its own types,
  /// 0.5 more for its Tera type, Adaptability's 0.5 (0.25 over a Tera type of its own);
  /// Stellar on its first use for a type: ×2 for one of its own, ×1.2 for the rest.
  func stab(_ type: PokemonType, notes: inout DamageResult.Notes) -> Int {
    var stab = 4096
    let ownTypes = attacker.pokemon.types
    if ownTypes.contains(type) {
      stab += 2048
    } else if attacker.has("protean") || attacker.has("libero"), attacker.teraType == nil,
      !attacker.stellar
    {
      // The user turns into the move's type before it hits.
      stab += 2048
      notes.attackerAbility = true
    }
    if let tera = attacker.teraType, tera == type { stab += 2048 }
    if attacker.has("adaptability"), attacker.battleTypes.contains(type) {
      stab += (attacker.teraType.map(ownTypes.contains) ?? false) ? 1024 : 2048
      notes.attackerAbility = true
    }
    if attacker.stellar { stab = ownTypes.contains(type) ? stab + 2048 : 4915 }
    return stab
  }

  /// Whether `move` makes contact: by its own category, but Shell Side Arm by the one it hits
  /// with (Tera Blast and Photon Geyser make none, either way).
  func makesContact(_ move: MoveInfo) -> Bool {
    let physical = (move.slug == "shell-side-arm" ? move : self.move).damageClass == .physical
    return CalcEffects.makesContact(move.slug, physical: physical)
  }

  /// What one hit sets off before the next: Stamina raises the defender's Defense, Weak Armor
  /// lowers it (an Unaware attacker minds neither); a contact move into Mummy, Lingering Aroma
  /// or Wandering Spirit takes on that ability.
  mutating func afterHit(
    _ move: MoveInfo, type: PokemonType, mummyApplies: Bool, notes: inout DamageResult.Notes
  ) {
    let unaware = attacker.has("unaware")
    // A Luminous Moss (after a Water hit), a Kee Berry (physical) or a Maranga Berry
    // (special) raises a defence once and is used up; Simple doubles it, Contrary turns it.
    let physical = move.damageClass == .physical
    if (defender.holds("luminous-moss") && type == .water)
      || (defender.holds("kee-berry") && physical) || (defender.holds("maranga-berry") && !physical)
    {
      if unaware {
        notes.attackerAbility = true
      } else {
        let stat = defender.holds("kee-berry") ? 2 : 4
        var change = defender.has("simple") ? 2 : 1
        if defender.has("contrary") { change = -change }
        defender.boosts[stat] = min(6, max(-6, defender.boosts[stat] + change))
        if defender.has("simple") || defender.has("contrary") { notes.defenderAbility = true }
        notes.defenderItem = true
        defender.item = nil
      }
    }
    if defender.has("stamina") || defender.has("weak-armor") {
      if unaware {
        notes.attackerAbility = true
      } else if defender.has("weak-armor"), defender.holds("white-herb"), defender.boosts[2] == 0 {
        // A White Herb undoes the first drop, and is used up.
        defender.item = nil
        notes.defenderItem = true
        notes.defenderAbility = true
      } else {
        let change = defender.has("stamina") ? 1 : -1
        defender.boosts[2] = min(6, max(-6, defender.boosts[2] + change))
        notes.defenderAbility = true
      }
    }
    if mummyApplies, let ability = defender.ability,
      CalcEffects.abilitySwappers.contains(ability.slug), makesContact(move)
    {
      let old = attacker.ability
      attacker.ability = ability
      if notes.attackerAbility { notes.defenderAbility = true }
      if ability.slug == "wandering-spirit" { defender.ability = old }
    }
  }

  /// One hit's sixteen rolls: its power, the attacking and defending stats, the base damage,
  /// then the random factor and every modifier, in Showdown's order and rounding. `hit` counts
  /// from 0 (a Multiscale and a resist berry work on the first only); `child` is Parental
  /// Bond's second hit.
  func rolls(
    _ move: MoveInfo, type: PokemonType, basePower initialPower: Int, effectiveness: Double,
    stab: Int, ateBoost: Bool, hit: Int, hits: Int, child: Bool,
    notes: inout DamageResult.Notes
  ) -> [Int] {
    let physical = move.damageClass == .physical
    let critical = field.critical
    var basePower = initialPower
    // Utility Umbrella: its holder's moves, and the moves into it, neither gain nor lose by sun
    // or rain.
    let umbrella = attacker.holds("utility-umbrella")

    // Power.
    if CalcEffects.targetWeight.contains(move.slug) {
      let kilograms =
        Double(weight(defender, item: &notes.defenderItem, ability: &notes.defenderAbility)) / 10
      basePower = CalcEffects.powerForWeight(kilograms)
      notes.moveBP = basePower
    } else if CalcEffects.weightRatio.contains(move.slug) {
      let ratio =
        Double(weight(attacker, item: &notes.attackerItem, ability: &notes.attackerAbility))
        / Double(weight(defender, item: &notes.defenderItem, ability: &notes.defenderAbility))
      basePower = CalcEffects.powerForRatio(ratio)
      notes.moveBP = basePower
    } else if move.slug == "pursuit" {
      basePower *= field.defenderSwitching ? 2 : 1
      notes.moveBP = basePower
      notes.switching = field.defenderSwitching
    } else if move.slug == "water-shuriken" {
      notes.moveBP = basePower
    } else if let step = CalcEffects.risingHits[move.slug] {
      // Triple Axel: 20, 40, 60; the sentence gives their sum.
      basePower = step * (hit + 1)
      notes.moveBP = step * hits * (hits + 1) / 2
    } else if move.slug == "acrobatics" {
      // Twice as strong without an item; Showdown names its power either way.
      basePower *= attacker.item == nil ? 2 : 1
      notes.moveBP = basePower
    } else if move.slug == "stored-power" || move.slug == "power-trip" {
      // 20, and 20 more for each stage the user's stats are raised.
      basePower = 20 + 20 * attacker.boosts.dropFirst().reduce(0) { $0 + max(0, $1) }
      notes.moveBP = basePower
    } else if move.slug == "rising-voltage" {
      // Twice as strong into a grounded target in Electric Terrain; its power named either way.
      if field.terrain == .electric, defender.isGrounded {
        basePower *= 2
        notes.terrain = true
      }
      notes.moveBP = basePower
    } else if let statuses = CalcEffects.statusPower[move.slug] {
      // Hex and the like: twice as strong into a target with the status (the defender's, as
      // the KO text takes it); their power named either way.
      if let status = field.defenderStatus, statuses.contains(status) { basePower *= 2 }
      notes.moveBP = basePower
    }
    // Showdown's order: the move's own, the field's, the abilities', the items'.
    var bpMods: [Int] = []
    if move.slug == "facade", attacker.burned {
      bpMods.append(8192)
      notes.moveBP = basePower * 2
    } else if move.slug == "knock-off", defender.item != nil, !CalcEffects.keepsItem(defender) {
      bpMods.append(6144)
      notes.moveBP = basePower * 3 / 2
    } else if CalcEffects.superEffectiveBoost.contains(move.slug), effectiveness >= 2 {
      bpMods.append(5461)
    } else if (move.slug == "expanding-force" && field.terrain == .psychic)
      || (move.slug == "misty-explosion" && field.terrain == .misty), attacker.isGrounded
    {
      bpMods.append(6144)
      notes.moveBP = basePower * 3 / 2
      notes.terrain = true
    } else if move.slug == "solar-beam" || move.slug == "solar-blade",
      let weather = field.weather, weather != .sun
    {
      // Halved in any weather but sun.
      bpMods.append(2048)
      notes.moveBP = basePower / 2
      notes.weather = true
    }
    if field.helpingHand {
      bpMods.append(6144)
      notes.allies.insert(.helpingHand)
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
    if (attacker.has("technician") && basePower <= 60)
      || (attacker.has("steely-spirit") && type == .steel)
      || (attacker.has("mega-launcher") && CalcEffects.pulse.contains(move.slug))
      || (attacker.has("strong-jaw") && CalcEffects.biting.contains(move.slug))
      || (attacker.has("sharpness") && CalcEffects.slicing.contains(move.slug))
      || (attacker.has("flare-boost") && attacker.burned && !physical)
    {
      bpMods.append(6144)
      notes.attackerAbility = true
    }
    // Fairy Aura and Dark Aura raise their type's moves on either side (×5448/4096); Aura
    // Break on either side turns that into a cut (×3072/4096), and then both are named.
    let aura = [PokemonType.fairy: "fairy-aura", .dark: "dark-aura"][type]
    if let aura, attacker.has(aura) || defender.has(aura) {
      if attacker.has("aura-break") || defender.has("aura-break") {
        bpMods.append(3072)
        notes.attackerAbility = attacker.ability != nil
        notes.defenderAbility = defender.ability != nil
      } else {
        bpMods.append(5448)
        if attacker.has(aura) { notes.attackerAbility = true }
        if defender.has(aura) { notes.defenderAbility = true }
      }
    }
    if (attacker.has("sheer-force") && move.hasSecondaryEffect)
      || (attacker.has("tough-claws") && makesContact(move))
      || (attacker.has("punk-rock") && CalcEffects.sound.contains(move.slug))
    {
      bpMods.append(5325)
      notes.attackerAbility = true
    }
    if attacker.has("sand-force"), field.weather == .sand, [.rock, .ground, .steel].contains(type) {
      bpMods.append(5325)
      notes.attackerAbility = true
      notes.weather = true
    }
    if (attacker.has("reckless") && move.isReckless)
      || (attacker.has("iron-fist") && CalcEffects.punching.contains(move.slug))
    {
      bpMods.append(4915)
      notes.attackerAbility = true
    }
    if field.battery, !physical {
      bpMods.append(5325)
      notes.allies.insert(.battery)
    }
    if field.powerSpot {
      bpMods.append(5325)
      notes.allies.insert(.powerSpot)
    }
    if field.allySteelySpirit, type == .steel {
      bpMods.append(6144)
      notes.allies.insert(.steelySpirit)
    }
    if field.charge, type == .electric {
      bpMods.append(8192)
      notes.allies.insert(.charge)
    }
    if ateBoost { bpMods.append(4915) }
    if defender.has("dry-skin"), type == .fire {
      bpMods.append(5120)
      notes.defenderAbility = true
    }
    if attacker.has("supreme-overlord"), attacker.alliesFainted > 0 {
      bpMods.append([4096, 4506, 4915, 5325, 5734, 6144][min(5, attacker.alliesFainted)])
      notes.attackerAbility = true
      notes.alliesFainted = attacker.alliesFainted
    }
    if let item = attacker.item, CalcEffects.typeItems[item.slug] == type {
      bpMods.append(4915)
      notes.attackerItem = true
    } else if attacker.holds("soul-dew"),
      CalcEffects.isSpecies(attacker.name, ["Latios", "Latias"]),
      type == .psychic || type == .dragon
    {
      bpMods.append(4915)
      notes.attackerItem = true
    } else if let item = attacker.item, let forme = CalcEffects.masks[item.slug],
      CalcEffects.isSpecies(attacker.name, [forme])
    {
      bpMods.append(4915)
      notes.attackerItem = true
    } else if (attacker.holds("muscle-band") && physical)
      || (attacker.holds("wise-glasses") && !physical)
    {
      bpMods.append(4505)
      notes.attackerItem = true
    } else if attacker.holds("punching-glove"), CalcEffects.punching.contains(move.slug) {
      bpMods.append(4506)
      notes.attackerItem = true
    }
    basePower = max(1, pokeRound(Double(basePower * chainMods(bpMods, 41, 2_097_152)) / 4096))
    // A weak move of its Tera type hits with at least 60 power.
    if let tera = attacker.teraType, tera == type, hits == 1, move.priority <= 0,
      (move.power ?? 0) > 0, basePower < 60, !CalcEffects.hpPower.contains(move.slug)
    {
      basePower = 60
      notes.moveBP = 60
    }

    // Attack: Body Press uses the user's Defense, Foul Play the target's Attack.
    let attackSource = move.slug == "foul-play" ? defender : attacker
    let attackIndex = move.attackingStat
    let negativeOnCrit = critical && attackSource.boosts[attackIndex] < 0
    let unaware = defender.has("unaware") && attackSource.boosts[attackIndex] != 0
    var attack = boosted(attackSource, attackIndex, ignoringBoosts: negativeOnCrit || unaware)
    if unaware, !negativeOnCrit { notes.defenderAbility = true }
    if attacker.has("hustle"), physical {
      attack = pokeRound(Double(attack * 3) / 2)
      notes.attackerAbility = true
    }
    // Showdown's order: the attacker's abilities, the defender's, the items.
    var atMods: [Int] = []
    if attacker.has("guts"), attacker.burned, physical {
      atMods.append(6144)
      notes.attackerAbility = true
    } else if physical, field.attackerFlowerGift, field.weather == .sun {
      atMods.append(6144)
      notes.weather = true
      notes.allies.insert(.flowerGift)
    } else if physical, CalcEffects.doublesAttack.contains(attacker.ability?.slug ?? "") {
      atMods.append(8192)
      notes.attackerAbility = true
    } else if attacker.has("solar-power"), !physical, field.weather == .sun, !umbrella {
      atMods.append(6144)
      notes.attackerAbility = true
      notes.weather = true
    } else if attacker.has("gorilla-tactics"), physical {
      atMods.append(6144)
      notes.attackerAbility = true
    }
    if let (boosted, mod) = attacker.ability.flatMap({ CalcEffects.typeAbilities[$0.slug] }),
      boosted == type
    {
      atMods.append(mod)
      notes.attackerAbility = true
    }
    // Orichalcum Pulse in sun, Hadron Engine in Electric Terrain: ×4/3.
    if attacker.has("orichalcum-pulse"), physical, field.weather == .sun, !umbrella {
      atMods.append(5461)
      notes.attackerAbility = true
      notes.weather = true
    } else if attacker.has("hadron-engine"), !physical, field.terrain == .electric {
      atMods.append(5461)
      notes.attackerAbility = true
      notes.terrain = true
    }
    if (defender.has("thick-fat") && (type == .fire || type == .ice))
      || (defender.has("water-bubble") && type == .fire)
      || (defender.has("purifying-salt") && type == .ghost)
    {
      atMods.append(2048)
      notes.defenderAbility = true
    }
    if defender.has("heatproof"), type == .fire {
      atMods.append(2048)
      notes.defenderAbility = true
    }
    // Tablets of Ruin and Vessel of Ruin lower the Attack and Special Attack of all others.
    let ruinOfAttack = physical ? "tablets-of-ruin" : "vessel-of-ruin"
    if defender.has(ruinOfAttack), !attacker.has(ruinOfAttack) {
      atMods.append(3072)
      notes.defenderAbility = true
    }
    if boostedByParadox(attacker) == attackIndex {
      atMods.append(5325)
      notes.attackerAbility = true
    }
    if let item = attacker.item, let (category, mod) = CalcEffects.attackItems[item.slug],
      category == move.damageClass
    {
      atMods.append(mod)
      notes.attackerItem = true
    }
    if let item = attacker.item,
      let (species, category) = CalcEffects.speciesAttackItems[item.slug],
      CalcEffects.isSpecies(attacker.name, species),
      category.map({ $0 == move.damageClass }) ?? true
    {
      atMods.append(8192)
      notes.attackerItem = true
    }
    attack = max(1, pokeRound(Double(attack * chainMods(atMods, 410, 131_072)) / 4096))

    // Defense.
    let defenseIndex = move.defendingStat
    let positiveOnCrit = critical && defender.boosts[defenseIndex] > 0
    let ignoresStage = attacker.has("unaware") && defender.boosts[defenseIndex] != 0
    if ignoresStage, !positiveOnCrit { notes.attackerAbility = true }
    if ignoresStage || positiveOnCrit { notes.defenseBoostIgnored = true }
    var defense = boosted(defender, defenseIndex, ignoringBoosts: positiveOnCrit || ignoresStage)
    if field.weather == .sand, defenseIndex == 4, defender.battleTypes.contains(.rock) {
      defense = pokeRound(Double(defense * 3) / 2)
      notes.weather = true
    }
    if field.weather == .snow, defenseIndex == 2, defender.battleTypes.contains(.ice) {
      defense = pokeRound(Double(defense * 3) / 2)
      notes.weather = true
    }
    var dfMods: [Int] = []
    if defender.has("marvel-scale"), field.defenderStatus != nil, defenseIndex == 2 {
      dfMods.append(6144)
      notes.defenderAbility = true
    } else if field.defenderFlowerGift, field.weather == .sun, defenseIndex == 4 {
      dfMods.append(6144)
      notes.weather = true
      notes.allies.insert(.defenderFlowerGift)
    } else if defender.has("fur-coat"), defenseIndex == 2 {
      dfMods.append(8192)
      notes.defenderAbility = true
    } else if defender.has("grass-pelt"), field.terrain == .grassy, defenseIndex == 2 {
      dfMods.append(6144)
      notes.defenderAbility = true
      notes.terrain = true
    }
    // Sword of Ruin and Beads of Ruin lower the Defense and Special Defense of all others.
    let ruin = defenseIndex == 2 ? "sword-of-ruin" : "beads-of-ruin"
    if attacker.has(ruin), !defender.has(ruin) {
      dfMods.append(3072)
      notes.attackerAbility = true
    }
    if boostedByParadox(defender) == defenseIndex {
      dfMods.append(5324)
      notes.defenderAbility = true
    }
    if (defender.holds("eviolite") && defender.canEvolve)
      || (defender.holds("assault-vest") && defenseIndex == 4)
    {
      dfMods.append(6144)
      notes.defenderItem = true
    }
    defense = max(1, pokeRound(Double(defense * chainMods(dfMods, 410, 131_072)) / 4096))

    // The base damage, Parental Bond's quarter, weather, a critical hit.
    var baseDamage = (2 * attacker.level / 5 + 2) * basePower * attack / defense / 50 + 2
    if child { baseDamage = pokeRound(Double(baseDamage * 1024) / 4096) }
    if let weather = field.weather {
      // Hydro Steam is stronger in sun, not weaker.
      let steam = weather == .sun && move.slug == "hydro-steam"
      let boosted =
        (weather == .sun && type == .fire) || (weather == .rain && type == .water) || steam
      let weakened =
        !steam && ((weather == .sun && type == .water) || (weather == .rain && type == .fire))
      if boosted || weakened, umbrella || defender.holds("utility-umbrella") {
        notes.attackerItem = notes.attackerItem || umbrella
        notes.defenderItem = notes.defenderItem || defender.holds("utility-umbrella")
      } else if boosted || weakened {
        baseDamage = pokeRound(Double(baseDamage * (boosted ? 6144 : 2048)) / 4096)
        notes.weather = true
      }
    }
    if critical { baseDamage = baseDamage * 3 / 2 }
    let burnHalves = attacker.burned && physical && !attacker.has("guts") && move.slug != "facade"
    if burnHalves { notes.burned = true }

    // Final modifiers, in Showdown's order: screens, the attacker's abilities, the
    // defender's, the items.
    var finalMods: [Int] = []
    if !critical, !attacker.has("infiltrator") {
      if field.auroraVeil {
        finalMods.append(2048)
        notes.screen = true
      } else if (field.reflect && physical) || (field.lightScreen && !physical) {
        finalMods.append(2048)
        notes.screen = true
      }
    }
    if attacker.has("sniper"), critical {
      finalMods.append(6144)
      notes.attackerAbility = true
    } else if attacker.has("tinted-lens"), effectiveness < 1 {
      finalMods.append(8192)
      notes.attackerAbility = true
    } else if attacker.has("neuroforce"), effectiveness > 1 {
      finalMods.append(5120)
      notes.attackerAbility = true
    }
    // Multiscale and Shadow Shield at full HP: the first hit only, none after hazards.
    if CalcEffects.fullHPShields.contains(defender.ability?.slug ?? ""), hit == 0, !child,
      !hazardsHitDefender
    {
      finalMods.append(2048)
      notes.defenderAbility = true
    }
    // Fluffy halves contact (a Long Reach user makes none), Ice Scales special moves and
    // Punk Rock sound.
    if (defender.has("fluffy") && makesContact(move) && !attacker.has("long-reach"))
      || (defender.has("ice-scales") && !physical)
      || (defender.has("punk-rock") && CalcEffects.sound.contains(move.slug))
    {
      finalMods.append(2048)
      notes.defenderAbility = true
    }
    if effectiveness > 1, CalcEffects.filters.contains(defender.ability?.slug ?? "") {
      finalMods.append(3072)
      notes.defenderAbility = true
    }
    if field.friendGuard {
      finalMods.append(3072)
      notes.allies.insert(.friendGuard)
    }
    // Fluffy doubles Fire, after the others (a Fire move that makes contact: both).
    if defender.has("fluffy"), type == .fire {
      finalMods.append(8192)
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
      effectiveness > 1 || type == .normal, hit == 0,
      !CalcEffects.unnerving.contains(attacker.ability?.slug ?? "")
    {
      // Ripen doubles what a berry does.
      finalMods.append(defender.has("ripen") ? 1024 : 2048)
      notes.defenderItem = true
      if defender.has("ripen") { notes.defenderAbility = true }
    }
    let finalMod = chainMods(finalMods, 41, 131_072)
    return (0..<16).map { roll in
      Self.finalDamage(
        baseDamage, roll: roll, effectiveness: effectiveness, burned: burnHalves, stab: stab,
        finalMod: finalMod)
    }
  }

  /// `side`'s weight in hectograms, as a weight-based move reads it: Heavy Metal doubles it,
  /// Light Metal and a Float Stone halve it (the sentence then names them).
  func weight(_ side: Side, item: inout Bool, ability: inout Bool) -> Int {
    var weight = side.pokemon.weight
    if side.has("heavy-metal") || side.has("light-metal") {
      weight = max(1, side.has("heavy-metal") ? weight * 2 : weight / 2)
      ability = true
    }
    if side.holds("float-stone") {
      weight = max(1, weight / 2)
      item = true
    }
    return weight
  }

  /// The stat Protosynthesis (in sun) or Quark Drive (in Electric Terrain), or either with
  /// Booster Energy, raises: `side`'s highest, Attack first among equals; nil when neither
  /// works.
  func boostedByParadox(_ side: Side) -> Int? {
    let active =
      (side.has("protosynthesis") && (field.weather == .sun || side.holds("booster-energy")))
      || (side.has("quark-drive") && (field.terrain == .electric || side.holds("booster-energy")))
    guard active else { return nil }
    var best = 1
    for stat in [2, 3, 4, 5] where boosted(side, stat) > boosted(side, best) { best = stat }
    return best
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
