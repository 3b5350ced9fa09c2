/// What a move does besides its power, as PokeAPI's `meta`, `effect_chance` and
/// `stat_changes` give it: the chances of its side effects, its critical-hit stage, what it
/// drains or heals, the stats it changes, how many times it hits.
public struct MoveMeta: Sendable, Equatable, Hashable, Codable {
  /// The chance, in percent, of the effect its text names (`effect_chance`): 10 for
  /// Thunderbolt's paralysis. Nil for an effect that always happens or a move with none.
  public var effectChance: Int?
  /// The status it may cause (PokeAPI's ailment slug: `paralysis`, `burn`, `confusion`,
  /// `trap`, …); nil for none.
  public var ailment: String?
  /// The chance of ``ailment`` in percent; 0 when it always happens (Thunder Wave).
  public var ailmentChance: Int
  /// How many stages it raises the critical-hit ratio by (Slash: 1).
  public var critStage: Int
  /// The share of the damage dealt that the user recovers, in percent (Giga Drain: 50);
  /// negative for recoil (Double-Edge: -33).
  public var drain: Int
  /// The share of its maximum HP the user recovers, in percent (Recover: 50); negative for
  /// what it loses.
  public var healing: Int
  /// The chance the target flinches, in percent.
  public var flinchChance: Int
  /// The chance of ``statChanges``, in percent; 0 when they always happen.
  public var statChance: Int
  /// The stats it changes, in PokeAPI's order.
  public var statChanges: [StatChange]
  /// How many times it hits, when more than once (Bullet Seed: 2…5).
  public var hits: ClosedRange<Int>?
  /// How many turns it lasts, when it lasts (Outrage: 2…3).
  public var turns: ClosedRange<Int>?

  /// A stat a move raises or lowers, and by how many stages.
  public struct StatChange: Sendable, Equatable, Hashable, Codable {
    /// PokeAPI's stat slug: `attack`, `special-defense`, `accuracy`, `evasion`, …
    public var stat: String
    /// Stages, -6…6: `+2` for Swords Dance's Attack.
    public var change: Int

    /// A change of `change` stages to `stat`.
    public init(stat: String, change: Int) {
      self.stat = stat
      self.change = change
    }
  }

  /// A move's side effects; every part defaults to none.
  public init(
    effectChance: Int? = nil, ailment: String? = nil, ailmentChance: Int = 0,
    critStage: Int = 0, drain: Int = 0, healing: Int = 0, flinchChance: Int = 0,
    statChance: Int = 0, statChanges: [StatChange] = [], hits: ClosedRange<Int>? = nil,
    turns: ClosedRange<Int>? = nil
  ) {
    self.effectChance = effectChance
    self.ailment = ailment
    self.ailmentChance = ailmentChance
    self.critStage = critStage
    self.drain = drain
    self.healing = healing
    self.flinchChance = flinchChance
    self.statChance = statChance
    self.statChanges = statChanges
    self.hits = hits
    self.turns = turns
  }

  /// Nothing besides its power.
  public static let none = MoveMeta()

  /// Whether it says nothing a screen would show.
  public var isEmpty: Bool { self == .none }
}

/// A move's power, accuracy, PP, effect chance or type as they were before game `group`
/// changed them (PokeAPI's `past_values`): Thunderbolt had 95 power until X / Y. A field that
/// did not change there is nil.
public struct PastMoveValues: Sendable, Equatable, Hashable, Codable {
  /// The game that changed them; the values here held in every game before it.
  public var group: GameGroup
  public var power: Int?
  public var accuracy: Int?
  public var pp: Int?
  public var effectChance: Int?
  public var type: PokemonType?

  /// The values a move had before `group`.
  public init(
    group: GameGroup, power: Int? = nil, accuracy: Int? = nil, pp: Int? = nil,
    effectChance: Int? = nil, type: PokemonType? = nil
  ) {
    self.group = group
    self.power = power
    self.accuracy = accuracy
    self.pp = pp
    self.effectChance = effectChance
    self.type = type
  }
}

extension MoveInfo {
  /// The move as it was in `group`: each of power, accuracy, PP, effect chance and type from
  /// the first change after that game that names it, else as it is now. Thunderbolt in
  /// Gold / Silver has 95 power; in Scarlet / Violet, 90.
  public func asIn(_ group: GameGroup) -> MoveInfo {
    var move = self
    var power = false
    var accuracy = false
    var pp = false
    var chance = false
    var type = false
    for past in pastValues.sorted(by: { $0.group.order < $1.group.order })
    where past.group.order > group.order {
      if !power, let value = past.power { (move.power, power) = (value, true) }
      if !accuracy, let value = past.accuracy { (move.accuracy, accuracy) = (value, true) }
      if !pp, let value = past.pp { (move.pp, pp) = (value, true) }
      if !chance, let value = past.effectChance { (move.meta.effectChance, chance) = (value, true) }
      if !type, let value = past.type { (move.type, type) = (value, true) }
    }
    return move
  }
}
