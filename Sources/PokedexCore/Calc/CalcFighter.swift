/// One side of the calculator screen: a Pokémon's set as a ``DamageCalc/Side``, with what the
/// screen lets a player change about it (its moves, abilities, items, Tera type) and where it
/// came from (a team member, or a name typed in).
public struct CalcFighter: Equatable, Sendable, Codable {
  /// The set as the formula reads it.
  public var side: DamageCalc.Side
  /// Its moves: a member's set's, then any typed in on the screen.
  public var moves: [MoveInfo]
  /// Its nature; nil is a neutral one.
  public var nature: PokedexSets.Nature?
  /// The abilities it can have (its own, in Showdown's order).
  public var abilities: [DamageCalc.Named]
  /// The items a player can give it on the screen: none first, then its set's, then those
  /// that change damage most often.
  public var items: [PokedexSets.Item?]
  /// The Tera type its set names (a type, or Stellar), offered first.
  public var setTera: String?
  /// The team member it is, if any.
  public var member: TeamMember?
  /// The name of that member's team.
  public var teamName: String?

  /// The Pokémon.
  public var pokemon: Pokemon { side.pokemon }

  /// Its Tera type as the screen cycles it: nil, a type's raw value, or `stellar`.
  public var tera: String? {
    get { side.stellar ? "stellar" : side.teraType?.rawValue }
    set {
      side.stellar = newValue == "stellar"
      side.teraType = newValue.flatMap(PokemonType.init(rawValue:))
    }
  }

  /// The Tera types to cycle through: none, the set's, then the rest, Stellar last.
  public var teraChoices: [String?] {
    var choices: [String?] = [nil]
    if let setTera { choices.append(setTera) }
    for type in PokemonType.allCases.map(\.rawValue) + ["stellar"] where type != setTera {
      choices.append(type)
    }
    return choices
  }
}

extension CalcData {
  /// Items the calculator offers every side, by slug: what changes damage most often.
  static let offeredItems = [
    "choice-band", "choice-specs", "life-orb", "expert-belt", "leftovers", "assault-vest",
    "eviolite", "heavy-duty-boots", "black-sludge", "air-balloon",
  ]

  /// `pokemon` with Showdown's defaults (level 100, 31 IVs, no EVs, a neutral nature, its first
  /// ability, no item) and no moves.
  public func fighter(_ pokemon: Pokemon) -> CalcFighter {
    var side = DamageCalc.Side(pokemon: pokemon, name: showdownName(of: pokemon))
    let abilities = pokemon.abilities.map { ability in
      self.abilities[nameKey(ability.name)]
        ?? DamageCalc.Named(slug: ability.name, name: ability.displayName)
    }
    side.ability = abilities.first
    side.canEvolve = canEvolve(pokemon)
    return CalcFighter(
      side: side, moves: [], abilities: abilities,
      items: [nil] + Self.offeredItems.compactMap { sets.item(named: $0) })
  }

  /// Team member `member` as its set says (level, EVs, IVs, nature, item, ability, moves,
  /// Tera type), not yet terastallized; nil when its Pokémon is not in the data.
  public func fighter(_ member: TeamMember, teamName: String? = nil) -> CalcFighter? {
    guard let pokemon = pokedex.pokemon(id: member.pokemon) else { return nil }
    var fighter = fighter(pokemon)
    fighter.member = member
    fighter.teamName = teamName
    fighter.side.level = member.level
    fighter.side.evs = member.evs
    fighter.side.ivs = member.ivs
    if let nature = member.nature.flatMap(sets.nature(named:)) {
      fighter.nature = nature
      fighter.side.raised = nature.raised
      fighter.side.lowered = nature.lowered
    }
    if let item = member.item.flatMap(sets.item(named:)) {
      fighter.side.item = DamageCalc.Named(slug: item.slug, name: item.name)
      fighter.items.removeAll { $0?.slug == item.slug }
      fighter.items.insert(item, at: 1)
    }
    if let slug = member.ability,
      let ability = fighter.abilities.first(where: { $0.slug == slug })
        ?? abilities[nameKey(slug)]
    {
      fighter.side.ability = ability
    }
    fighter.moves = member.moves.compactMap { move(named: $0) }
    fighter.setTera = member.teraType.flatMap { name in
      name.lowercased() == "stellar"
        ? "stellar" : PokemonType(rawValue: name.lowercased())?.rawValue
    }
    return fighter
  }
}
