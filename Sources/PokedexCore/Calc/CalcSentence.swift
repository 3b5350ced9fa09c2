import Foundation

/// What a calculation's names are looked up in: the Pokémon (with Showdown's names for them),
/// the moves, the items and natures.
public struct CalcData: Sendable {
  public var pokedex: Pokedex
  public var moves: PokedexMoves
  public var showdown: ShowdownNames
  /// The natures and items sets hold.
  public var sets: PokedexSets
  /// Name keys (``nameKey(_:)``) of items, abilities and Pokémon, to what they name.
  let items: [String: DamageCalc.Named]
  let abilities: [String: DamageCalc.Named]
  let species: [String: Int]
  /// Move ids by the key of their slug and of each of their names.
  let moveIDs: [String: Int]

  /// The data of a calculation; its indexes of names are built here, once. Abilities are
  /// printed by their English names in `abilityNames` (slug → language → name; `Sword of
  /// Ruin`), else their slugs title-cased.
  public init(
    pokedex: Pokedex, moves: PokedexMoves, sets: PokedexSets, showdown: ShowdownNames,
    abilityNames: [String: [String: String]] = [:]
  ) {
    self.pokedex = pokedex
    self.moves = moves
    self.showdown = showdown
    self.sets = sets
    var items: [String: DamageCalc.Named] = [:]
    for item in sets.items where items[nameKey(item.name)] == nil {
      items[nameKey(item.name)] = DamageCalc.Named(slug: item.slug, name: item.name)
    }
    self.items = items
    var abilities: [String: DamageCalc.Named] = [:]
    var species: [String: Int] = [:]
    for pokemon in pokedex.pokemon {
      for ability in pokemon.abilities where abilities[nameKey(ability.name)] == nil {
        let english = abilityNames[ability.name]?[Language.english.rawValue]?
          .replacingOccurrences(of: "\u{2019}", with: "'")
        abilities[nameKey(ability.name)] = DamageCalc.Named(
          slug: ability.name, name: english ?? ability.displayName)
      }
      for name in [pokemon.name] + (pokemon.slug.map { [$0] } ?? [])
      where species[nameKey(name)] == nil {
        species[nameKey(name)] = pokemon.id
      }
    }
    // Showdown's names, each the Pokémon it reads back as: an alias (Maushold's Family of
    // Three, also `Maushold`) only where no other Pokémon has the name. (Read in the
    // dictionary's order, which changes from run to run, either could win.)
    for (id, name) in showdown.names.sorted(by: { $0.key < $1.key })
    where !showdown.aliases.contains(id) {
      species[nameKey(name)] = id
    }
    for id in showdown.aliases.sorted() {
      if let name = showdown.names[id], species[nameKey(name)] == nil {
        species[nameKey(name)] = id
      }
    }
    self.abilities = abilities
    self.species = species
    var moveIDs: [String: Int] = [:]
    for move in moves.moves.values.sorted(by: { $0.id < $1.id }) {
      for name in [move.slug] + move.names.values.sorted() where moveIDs[nameKey(name)] == nil {
        moveIDs[nameKey(name)] = move.id
      }
    }
    self.moveIDs = moveIDs
  }

  /// The move `name` names, in any language, spaces and case aside.
  func move(named name: String) -> MoveInfo? {
    moveIDs[nameKey(name)].flatMap { moves.moves[$0] }
  }

  /// The embedded data.
  public static let embedded = CalcData(
    pokedex: .embedded, moves: .embedded, sets: .embedded, showdown: .embedded,
    abilityNames: (try? PokedexReference.embeddedAbilityNames()) ?? [:])

  /// Pokémon `id`'s name as Showdown writes it.
  func showdownName(of pokemon: Pokemon) -> String {
    showdown.names[pokemon.id] ?? pokemon.name
  }

  /// The Pokémon of a Showdown name with a forme the data has no Pokémon for, and the forme:
  /// `Arceus-Fire` (Arceus, a Fire type as its plate makes it), `Maushold-Four`,
  /// `Vivillon-Pokeball`, `Ogerpon-Wellspring-Tera`. Only where the name before the forme has
  /// no formes of its own in the data, so that a forme mistyped (`Rotom-Wsh`) or cut short is
  /// not read as the plain species.
  func pokemonWithForme(_ name: String) -> Pokemon? {
    var parts = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    var rest: [String] = []
    while parts.count > 1 {
      rest.insert(parts.removeLast(), at: 0)
      let base = parts.joined(separator: "-")
      guard let id = species[nameKey(base)], let pokemon = pokedex.pokemon(id: id) else {
        continue
      }
      let prefix = nameKey(base + "-")
      let hasFormes = showdown.names.values.contains {
        $0.count > base.count && nameKey($0).hasPrefix(prefix)
          && $0.lowercased().hasPrefix(base.lowercased() + "-")
      }
      guard !hasFormes, rest.allSatisfy({ !$0.isEmpty }) else { return nil }
      return TeamMember.typed(pokemon, forme: rest.joined(separator: "-"))
    }
    return nil
  }

  /// Whether `pokemon`'s species evolves further (an Eviolite works for it).
  func canEvolve(_ pokemon: Pokemon) -> Bool {
    guard let chain = pokedex.evolutionChains[pokemon.evolutionChainID] else { return false }
    func find(_ node: EvolutionNode) -> EvolutionNode? {
      node.speciesID == pokemon.speciesID ? node : node.evolvesTo.lazy.compactMap(find).first
    }
    return !(find(chain.root)?.evolvesTo.isEmpty ?? true)
  }
}

/// A calculation that could not be read: the words it could not place and what was expected
/// there, with the names close to them.
public struct CalcError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, in English, with `%@` where each of `values` goes, then `names`.
  public var template: String
  /// What the template says, in its order.
  public var values: [String]
  /// Names close to what was written ("did you mean …") or the phrases expected, for the
  /// template's last `%@`, said as a list ending in "or"; empty when the template has no
  /// place for them.
  public var names: [String]

  init(_ template: String, _ values: String..., names: [String] = []) {
    (self.template, self.values, self.names) = (template, values, names)
  }

  /// The message in English.
  public var message: String { message(or: "or") { $0 } }

  /// The message with `translate` applied to the template and the names as a list whose
  /// last two are joined by `or` ("A, B or C").
  public func message(or: String, _ translate: (String) -> String) -> String {
    let list =
      names.count < 2
      ? names : [names.dropLast().joined(separator: ", ") + " \(or) " + names.last!]
    return filled(translate(template), values + list)
  }

  public var description: String { message }
}

/// Reads a calculation as Showdown writes it: `ATTACKER MOVE vs. DEFENDER[ FIELD…]` (`vs`
/// without its dot too).
///
/// The attacker: a boost of the attacking stat (`+2`), `Lvl N`, its EVs (`252+ Atk`: `+`/`-`
/// where the nature raises or lowers it, `N IVs` when not 31), then its item, ability,
/// `burned`, `Tera TYPE`, the Pokémon by Showdown's name and the move (`(3 hits)` sets the
/// hits). The defender the same way with `252 HP / 4 Def`. After it: `in Sun|Rain|Sand|Snow`,
/// `through Reflect|Light Screen|Aurora Veil`, `on a critical hit`. A whole line Showdown
/// printed (`…: 358-424 (…) -- …`) is read up to its colon.
public enum CalcSentence {
  /// The calculation `text` describes.
  public static func parse(_ text: String, data: CalcData) throws(CalcError) -> DamageCalc {
    // Any run of spaces, tabs, line ends (a CRLF paste) or no-break spaces is one space.
    var text = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    // A line Showdown printed: up to the colon before its damage (`: 358-424`); what its KO
    // text counts (`after Stealth Rock and Leftovers recovery`) sets those up too.
    var search = text.startIndex
    var counted: [String] = []
    while let colon = text[search...].firstIndex(of: ":") {
      let after = text[text.index(after: colon)...].drop { $0 == " " }
      if after.first?.isNumber == true, after.drop(while: \.isNumber).first == "-" {
        counted = countedEffects(String(after))
        text = String(text[..<colon])
        break
      }
      search = text.index(after: colon)
    }
    // Showdown writes "vs."; a person typing it may leave out the dot.
    var halves = text.components(separatedBy: " vs. ")
    if halves.count == 1 { halves = text.components(separatedBy: " vs ") }
    guard halves.count == 2 else {
      throw halves.count < 2
        ? CalcError("a calculation reads ATTACKER MOVE vs. DEFENDER: no \"vs.\" in \"%@\"", text)
        : CalcError("a calculation has one \"vs.\", this one has %@", String(halves.count - 1))
    }
    // The attacker, then its move.
    var attackerWords = words(halves[0])
    var hits: Int?
    var givenPower: Int?
    while let last = attackerWords.last, last.hasSuffix(")"),
      let open = attackerWords.lastIndex(where: { $0.hasPrefix("(") })
    {
      let group = attackerWords[open...].joined(separator: " ").dropFirst().dropLast()
      let parts = group.split(separator: " ")
      if parts.count == 2, parts[1] == "hits" || parts[1] == "hit" {
        guard let count = Int(parts[0]) else {
          throw CalcError("\"(%@)\" is not a number of hits, like \"(3 hits)\"", String(group))
        }
        hits = count
      }
      // The power Showdown worked out (`(150 BP)`, `(50 BP Normal)`): kept for the moves whose
      // power it finds from what a sentence does not say (the order of moves, Speed).
      if parts.count >= 2, parts[1] == "BP", let power = Int(parts[0]), power > 0 {
        givenPower = power
      }
      attackerWords.removeSubrange(open...)
    }
    var attackerSetup = try Setup(attackerWords, data: data, role: "attacker")
    var moveWords = Array(attackerWords[attackerSetup.end...])
    // What Showdown prints between the attacker and its move.
    var field = DamageCalc.Field()
    while true {
      if moveWords.starts(with: ["with", "Power", "Trick"]) {
        attackerSetup.side.powerTrick = true
        moveWords.removeFirst(3)
      } else if let (words, flag) = Self.helpers.first(where: { moveWords.starts(with: $0.0) }) {
        field[keyPath: flag] = true
        moveWords.removeFirst(words.count)
      } else {
        break
      }
    }
    guard !moveWords.isEmpty else {
      throw CalcError("expected a move after %@", attackerSetup.name)
    }
    let moveText = moveWords.joined(separator: " ")
    guard let move = data.move(named: moveText) else {
      let close = Spelling.closest(
        moveText, in: data.moves.moves.values.map { $0.name(in: .english) })
      throw close.isEmpty
        ? CalcError("no move is called \"%@\"", moveText)
        : CalcError("no move is called \"%@\": did you mean %@?", moveText, names: close)
    }
    // A count the move cannot hit is refused, not taken (three hits of Earthquake) or dropped.
    if let hits, let problem = Self.hitsProblem(hits, of: move) { throw problem }
    if let problem = Self.damageProblem(of: move, givenPower: givenPower) { throw problem }

    // The field, from the end, then the defender.
    var defenderText = halves[1]
    func strip(_ suffix: String) -> Bool {
      guard defenderText.hasSuffix(" " + suffix) else { return false }
      defenderText = String(defenderText.dropLast(suffix.count + 1))
      return true
    }
    // In the reverse of the order Showdown prints them.
    field.wonderRoom = strip("in Wonder Room")
    field.critical = strip("on a critical hit")
    field.auroraVeil = strip("with an ally's Aurora Veil")
    field.friendGuard = strip("with an ally's Friend Guard")
    let defenderPowerTrick = strip("with Power Trick")
    field.defenderFlowerGift = strip("with an ally's Flower Gift")
    if strip("through Reflect") {
      field.reflect = true
    } else if strip("through Light Screen") {
      field.lightScreen = true
    } else if strip("through Aurora Veil") {
      field.auroraVeil = true
    }
    // `in Sun`, `in Electric Terrain`, `in Sun and Electric Terrain`.
    for weather in DamageCalc.Weather.allCases {
      for terrain in DamageCalc.Terrain.allCases
      where strip("in \(weather.rawValue) and \(terrain.rawValue) Terrain") {
        field.weather = weather
        field.terrain = terrain
      }
    }
    for terrain in DamageCalc.Terrain.allCases where strip("in \(terrain.rawValue) Terrain") {
      field.terrain = terrain
    }
    for weather in DamageCalc.Weather.allCases where strip("in \(weather.rawValue)") {
      field.weather = weather
    }
    let defenderWords = words(defenderText)
    var defenderSetup = try Setup(defenderWords, data: data, role: "defender")
    if defenderPowerTrick { defenderSetup.side.powerTrick = true }
    if defenderSetup.end < defenderWords.count {
      let rest = defenderWords[defenderSetup.end...].joined(separator: " ")
      // The phrases are Showdown's, in English whatever the display language.
      let phrases = [
        "in Sun", "in Rain", "in Sand", "in Snow", "in Electric Terrain", "in Grassy Terrain",
        "in Psychic Terrain", "in Misty Terrain", "through Reflect", "through Light Screen",
        "with an ally's Aurora Veil", "with Power Trick", "on a critical hit", "in Wonder Room",
      ]
      throw CalcError(
        "could not place \"%@\" after %@: expected %@", rest, defenderSetup.name,
        names: phrases.map { "\"\($0)\"" })
    }

    // Boosts are of the stats the move uses.
    let attackIndex = move.attackingStat
    let defenseIndex = move.defendingStat
    attackerSetup.side.boosts[attackIndex] = attackerSetup.boost
    defenderSetup.side.boosts[defenseIndex] = defenderSetup.boost
    // Foul Play hits with the target's Attack, which Showdown writes on the user's side: its
    // EVs, IVs, nature (unless the target's own words gave another) and stage.
    // (Attack written on the target's side, as it is not Showdown's way, is kept where the
    // user's side leaves it at the defaults.)
    if move.slug == "foul-play" {
      let user = attackerSetup.side
      var target = defenderSetup.side
      if user.evs[1] != 0 || user.ivs[1] != 31 || user.raised == 1 || user.lowered == 1 {
        target.evs[1] = user.evs[1]
        target.ivs[1] = user.ivs[1]
        if target.raised == nil, user.raised == 1 { target.raised = 1 }
        if target.lowered == nil, user.lowered == 1 { target.lowered = 1 }
      }
      if attackerSetup.boost != 0 { target.boosts[1] = attackerSetup.boost }
      defenderSetup.side = target
      attackerSetup.side.boosts[1] = 0
    }
    var calc = DamageCalc(
      attacker: attackerSetup.side, defender: defenderSetup.side, move: move,
      moveName: move.name(in: .english), chart: data.pokedex.typeChart)
    calc.hits = hits
    if CalcEffects.powerFromOrder.contains(move.slug) { calc.givenPower = givenPower }
    calc.field = field
    try apply(counted, to: &calc, data: data)
    // Protosynthesis and Quark Drive are named only when they work: with no sun or Electric
    // Terrain, a Booster Energy set them off.
    func boosterEnergy(_ side: inout DamageCalc.Side, named: Bool, field: DamageCalc) {
      guard named, side.item == nil, side.has("protosynthesis") || side.has("quark-drive"),
        field.boostedByParadox(side) == nil
      else { return }
      side.item = data.items[nameKey("Booster Energy")]
    }
    let before = calc
    boosterEnergy(&calc.attacker, named: attackerSetup.namedAbility, field: before)
    boosterEnergy(&calc.defender, named: defenderSetup.namedAbility, field: before)
    return calc
  }

  /// Why the calculator cannot work out `move`'s damage (Counter's comes from what its user
  /// takes), or nil; nil for Gyro Ball or Electro Ball whose power the line gave.
  public static func damageProblem(of move: MoveInfo, givenPower: Int? = nil) -> CalcError? {
    // Gyro Ball's and Electro Ball's power, given as Showdown prints it, is taken.
    if givenPower != nil, CalcEffects.powerFromOrder.contains(move.slug) { return nil }
    return CalcEffects.damageUnknown[move.slug].map { CalcError($0, move.name(in: .english)) }
  }

  /// Why `move` cannot hit `hits` times, or nil: a move hits once, a set number of times
  /// (Double Kick's 2), or a number in its range (Bullet Seed's 2 to 5).
  static func hitsProblem(_ hits: Int, of move: MoveInfo) -> CalcError? {
    let range = move.hitRange ?? 1...1
    guard !range.contains(hits) else { return nil }
    let name = move.name(in: .english)
    if range == 1...1 { return CalcError("%@ hits once, not %@ times", name, String(hits)) }
    if range.count == 1 {
      return CalcError("%@ hits %@ times, not %@", name, String(range.lowerBound), String(hits))
    }
    return CalcError(
      "%@ hits %@ to %@ times, not %@", name, String(range.lowerBound), String(range.upperBound),
      String(hits))
  }

  /// What Showdown prints between the attacker and its move: an ally's help, a switch.
  static let helpers: [([String], WritableKeyPath<DamageCalc.Field, Bool> & Sendable)] = [
    (["Helping", "Hand"], \.helpingHand),
    (["with", "an", "ally's", "Flower", "Gift"], \.attackerFlowerGift),
    (["with", "an", "ally's", "Steely", "Spirit"], \.allySteelySpirit),
    (["Battery", "boosted"], \.battery), (["Power", "Spot", "boosted"], \.powerSpot),
    (["switching", "boosted"], \.defenderSwitching), (["Charge", "boosted"], \.charge),
  ]

  /// The effects a KO text counts: `guaranteed 3HKO after Stealth Rock, poison damage, and
  /// Leftovers recovery` gives those three.
  static func countedEffects(_ ko: String) -> [String] {
    ko.components(separatedBy: " after ").dropFirst().flatMap { part in
      (part.split(separator: ")").first.map(String.init) ?? part)
        .replacingOccurrences(of: ", and ", with: ",").replacingOccurrences(of: " and ", with: ",")
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// Sets up what a KO text counted: hazards, the defender's item and status, Leech Seed, and
  /// the weather or terrain behind them when the sentence did not name it. An effect it does
  /// not know is refused, named, rather than left out of the calculation.
  static func apply(
    _ effects: [String], to calc: inout DamageCalc, data: CalcData
  ) throws(CalcError) {
    func item(_ name: String) {
      if calc.defender.item == nil { calc.defender.item = data.items[nameKey(name)] }
    }
    func weather(_ weather: DamageCalc.Weather) {
      if calc.field.weather == nil { calc.field.weather = weather }
    }
    for effect in effects {
      switch effect {
      case "Stealth Rock": calc.field.stealthRock = true
      case "1 layer of Spikes": calc.field.spikes = 1
      case "2 layers of Spikes": calc.field.spikes = 2
      case "3 layers of Spikes": calc.field.spikes = 3
      case "Leftovers recovery": item("Leftovers")
      case "Black Sludge recovery", "Black Sludge damage": item("Black Sludge")
      case "Leech Seed damage": calc.field.leechSeed = true
      case "poison damage": calc.field.defenderStatus = .poison
      case "toxic damage": calc.field.defenderStatus = .toxic
      case "burn damage", "reduced burn damage": calc.field.defenderStatus = .burn
      case "sandstorm damage": weather(.sand)
      case "hail damage": weather(.hail)
      case "Rain Dish recovery", "Dry Skin recovery": weather(.rain)
      case "Dry Skin damage", "Solar Power damage": weather(.sun)
      case "Grassy Terrain recovery":
        if calc.field.terrain == nil { calc.field.terrain = .grassy }
      case "Ice Body recovery":
        weather(.snow)
        calc.defender.ability = data.abilities[nameKey("Ice Body")]
      case "Poison Heal":
        calc.defender.ability = data.abilities[nameKey("Poison Heal")]
        if calc.field.defenderStatus == nil { calc.field.defenderStatus = .poison }
      default:
        throw CalcError(
          "the KO text counts \"%@\", which this calculator cannot set up: it knows %@ and the "
            + "weather abilities", effect,
          "Stealth Rock, Spikes, Leftovers, Black Sludge, Leech Seed, poison, toxic, burn, "
            + "sandstorm, hail, Grassy Terrain")
      }
    }
  }

  /// The words of `text`, split at spaces.
  static func words(_ text: String) -> [String] {
    text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
  }

  /// One side's words up to the Pokémon: its boost, level, EVs and IVs, item, ability,
  /// status and Tera type, and the Pokémon.
  struct Setup {
    var side: DamageCalc.Side
    var boost = 0
    /// Whether the words named its ability (rather than taking the first).
    var namedAbility = false
    /// Where the words after the Pokémon begin.
    var end: Int
    var name: String { side.name }

    init(_ words: [String], data: CalcData, role: String) throws(CalcError) {
      var index = 0
      var boost = 0
      var level = 100
      var evs = TeamMember.Stats.zero
      var ivs = TeamMember.Stats(hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31)
      var raised: Int?
      var lowered: Int?
      func word(_ offset: Int = 0) -> String? {
        index + offset < words.count ? words[index + offset] : nil
      }
      if let first = word(), first.count >= 2, "+-".contains(first.first!),
        let value = Int(first.dropFirst())
      {
        guard (0...6).contains(value) else {
          throw CalcError("stat stages go from -6 to +6, not %@", first)
        }
        boost = first.hasPrefix("-") ? -value : value
        index += 1
      }
      if word() == "Lvl" {
        guard let text = word(1), let value = Int(text), (1...100).contains(value) else {
          throw CalcError("expected a level from 1 to 100 after \"Lvl\"")
        }
        level = value
        index += 2
      }
      // EVs: `252+ Atk`, `252 HP / 4 Def`, each perhaps with `N IVs`; `0 Atk (Def)` gives
      // the EVs of the stat in parentheses, which Power Trick (or Wonder Room) put there.
      var powerTrick = false
      while let text = word(), let statWord = word(1),
        var stat = DamageResult.statNames.firstIndex(of: statWord)
      {
        let sign = text.last.flatMap { "+-".contains($0) ? $0 : nil }
        guard let value = Int(sign == nil ? text : String(text.dropLast())) else { break }
        guard (0...255).contains(value) else {
          throw CalcError("EVs go from 0 to 255, not %@", String(value))
        }
        index += 2
        if let swapped = word(), swapped.hasPrefix("("), swapped.hasSuffix(")") {
          if let other = DamageResult.statNames.firstIndex(
            of: String(swapped.dropFirst().dropLast()))
          {
            if Set([stat, other]) == [1, 2] { powerTrick = true }
            stat = other
          }
          index += 1
        }
        evs[stat] = value
        if sign == "+" { raised = stat }
        if sign == "-" { lowered = stat }
        if let text = word(), let value = Int(text), word(1) == "IVs" {
          guard (0...31).contains(value) else {
            throw CalcError("IVs go from 0 to 31, not %@", String(value))
          }
          ivs[stat] = value
          index += 2
        }
        if word() == "/" { index += 1 }
      }
      // Item, ability, status, Tera type, in any order, until the Pokémon.
      var item: DamageCalc.Named?
      var ability: DamageCalc.Named?
      var burned = false
      var fainted = 0
      var tera: PokemonType?
      var stellar = false
      var found: Pokemon?
      // A name with a forme the data has no Pokémon for, as written (`Arceus-Fire`).
      var written: String?
      while found == nil {
        guard let text = word() else {
          throw CalcError(
            role == "attacker"
              ? "expected the attacker (a Pokémon by Showdown's name)"
              : "expected the defender (a Pokémon by Showdown's name)")
        }
        if let (pokemon, length) = Self.longest(words, from: index, in: data.species, max: 4)
          .flatMap({ id, length in data.pokedex.pokemon(id: id).map { ($0, length) } })
        {
          found = pokemon
          index += length
        } else if let pokemon = data.pokemonWithForme(text) {
          found = pokemon
          written = text
          index += 1
        } else if let (named, length, isItem) = Self.itemOrAbility(words, from: index, data) {
          if isItem { item = named } else { ability = named }
          index += length
        } else if text == "burned" {
          burned = true
          index += 1
        } else if let count = Int(text), (0...5).contains(count),
          ["ally fainted", "allies fainted"].contains(
            words.dropFirst(index + 1).prefix(2).joined(separator: " "))
        {
          fainted = count
          index += 3
        } else if text == "Tera", word(1) == "Stellar" {
          stellar = true
          index += 2
        } else if text == "Tera",
          let type = word(1).flatMap({ PokemonType(rawValue: $0.lowercased()) })
        {
          tera = type
          index += 2
        } else {
          let candidates =
            Array(data.showdown.names.values) + data.items.values.map(\.name)
            + data.abilities.values.map(\.name)
          // A name of several words with a typo (`Choice Bnd`): the longest run that has
          // names close to it.
          var close: [String] = []
          for length in stride(from: min(3, words.count - index), through: 1, by: -1)
          where close.isEmpty {
            close = Spelling.closest(
              words[index..<(index + length)].joined(separator: " "), in: candidates)
          }
          let expected =
            role == "attacker"
            ? "could not place \"%@\": expected the attacker's item, ability, \"burned\", "
              + "\"Tera TYPE\" or the Pokémon by Showdown's name"
            : "could not place \"%@\": expected the defender's item, ability, \"burned\", "
              + "\"Tera TYPE\" or the Pokémon by Showdown's name"
          throw CalcError(
            close.isEmpty ? expected : expected + "; did you mean %@?", text, names: close)
        }
      }
      var side = DamageCalc.Side(pokemon: found!, name: written ?? data.showdownName(of: found!))
      side.level = level
      side.evs = evs
      side.ivs = ivs
      side.raised = raised
      side.lowered = lowered
      side.item = item
      side.ability = ability ?? side.ability.map { data.abilities[nameKey($0.slug)] ?? $0 }
      namedAbility = ability != nil
      side.burned = burned
      side.alliesFainted = fainted
      side.teraType = tera
      side.stellar = stellar
      side.canEvolve = data.canEvolve(found!)
      side.powerTrick = powerTrick
      self.side = side
      self.boost = boost
      end = index
    }

    /// The item or the ability `words` name from `index`, whichever takes more words: "Iron
    /// Fist" is the ability, not the item Iron and then "Fist". An item on a tie.
    static func itemOrAbility(_ words: [String], from index: Int, _ data: CalcData)
      -> (DamageCalc.Named, Int, isItem: Bool)?
    {
      let item = longest(words, from: index, in: data.items, max: 4)
      let ability = longest(words, from: index, in: data.abilities, max: 3)
      if let ability, ability.1 > (item?.1 ?? 0) { return (ability.0, ability.1, false) }
      return item.map { ($0.0, $0.1, true) }
    }

    /// The longest run of words from `start` (at most `max`) whose key `table` has, with
    /// how many words it took.
    static func longest<Value>(
      _ words: [String], from start: Int, in table: [String: Value], max: Int
    ) -> (Value, Int)? {
      let most = min(max, words.count - start)
      guard most > 0 else { return nil }
      for length in stride(from: most, through: 1, by: -1) {
        let key = nameKey(words[start..<(start + length)].joined(separator: " "))
        if !key.isEmpty, let value = table[key] { return (value, length) }
      }
      return nil
    }
  }
}

extension MoveInfo {
  /// How many times it hits: PokeAPI's count, else the calculator's own for the moves PokeAPI
  /// gives none (Population Bomb 1 to 10); nil for a move that hits once.
  public var hitRange: ClosedRange<Int>? { meta.hits ?? CalcEffects.hitsPokeAPILacks[slug] }
}
