/// What of a team member's set the games would not allow, said as warnings and never refused:
/// the one check `team import`, `pokedex-tui team` and the Team screen share.
///
/// A set is checked against a generation: the team's format's (`gen4ou` is 4), else the
/// newest. A move is legal when the Pokémon, its species' usual form or a species it evolves
/// from learns it in a game of that generation or before; an ability when the Pokémon has it,
/// or had it until that generation or later (Gengar's Levitate up to generation 6).
public enum SetCheck {
  /// Every warning on `member`, in the order a paste writes what each is about: its first
  /// line's (species, item, gender), its ability, the rest of
  /// ``setProblems(_:pokemon:generation:sets:)``, then its moves (by `legalMoves`, see
  /// ``legalMoves(of:upTo:in:)``) and a move twice. A move is named in every language by what
  /// `move` finds for its slug, else by the slug title-cased.
  public static func warnings(
    _ member: TeamMember, pokemon: Pokemon, legalMoves: Set<String>, generation: Int?,
    sets: PokedexSets = .embedded, move: (String) -> MoveInfo? = { _ in nil }
  ) -> [Message] {
    let fields = fieldProblems(member, pokemon: pokemon, generation: generation, sets: sets)
    var warnings = fields.filter { $0.field == .firstLine }.map(\.message)
    if let slug = member.ability, slug != TeamMember.noAbility,
      let problem = abilityProblem(
        slug, written: abilityName(slug), of: pokemon, generation: generation, sets: sets)
    {
      warnings.append(problem)
    }
    warnings += fields.filter { $0.field != .firstLine }.map(\.message)
    func name(_ slug: String) -> Message.Value {
      named(move(slug)?.names ?? [:], slug: slug)
    }
    for slug in member.moves where !legalMoves.contains(slug) {
      warnings.append(learnsInNoGame(pokemon, name(slug), upTo: generation))
    }
    var seen = Set<String>()
    for slug in member.moves where !seen.insert(slug).inserted {
      warnings.append(Message("%@ is there twice", name(slug)))
    }
    return warnings
  }

  /// "Pikachu learns Fly in no game (up to generation 4)"; the move in quotes when it is as a
  /// paste wrote it (`written`), not its name.
  static func learnsInNoGame(
    _ pokemon: Pokemon, _ move: Message.Value, upTo generation: Int?, written: Bool = false
  ) -> Message {
    let said = written ? "\"%@\"" : "%@"
    guard let generation else {
      return Message("%@ learns \(said) in no game", pokemon.said, move)
    }
    return Message(
      "%@ learns \(said) in no game up to generation %@", pokemon.said, move, .number(generation))
  }

  /// An ability's name in every language, from the embedded reference.
  static func abilityName(_ slug: String) -> Message.Value {
    named(abilityInfo[slug]?.names ?? [:], slug: slug)
  }

  /// `names` as a message's value, with English, when they lack it, the slug title-cased.
  static func named(_ names: [String: String], slug: String) -> Message.Value {
    .name(names.merging(["en": titleCased(slug)]) { kept, _ in kept })
  }

  /// The slugs of the moves `pokemon` may know in the games up to `generation` (every game
  /// when nil): its own, its species' usual form's (for a form) and its pre-evolutions'.
  public static func legalMoves(
    of pokemon: Pokemon, upTo generation: Int?, in client: PokemonClient
  )
    async throws -> Set<String>
  {
    var slugs = Set<String>()
    for id in [pokemon.id] + (try await ShowdownPaste.family(of: pokemon, in: client)) {
      let learnsets = try await client.fetchLearnsets(id)
      slugs.formUnion(ShowdownPaste.learnable(learnsets, upTo: generation).map(\.slug))
    }
    return slugs
  }

  /// Why `pokemon` cannot have the ability `slug` (written `written`: as a paste wrote it, or
  /// its names) in `generation` (the newest when nil), or nil when it can.
  public static func abilityProblem(
    _ slug: String, written: Message.Value, of pokemon: Pokemon, generation: Int?,
    sets: PokedexSets = .embedded
  ) -> Message? {
    let name = pokemon.said
    guard let generation else {
      if pokemon.abilities.contains(where: { $0.name == slug }) { return nil }
      guard let last = sets.lastGeneration(withAbility: slug, pokemon: pokemon.id) else {
        return Message("%@ cannot have the ability \"%@\"", name, written)
      }
      return Message(
        "%@ had the ability \"%@\" only up to generation %@", name, written, .number(last))
    }
    if abilities(of: pokemon, in: generation, sets: sets).contains(where: { $0.name == slug }) {
      return nil
    }
    if generation < 3 { return Message("abilities came in generation 3") }
    if let came = abilityInfo[slug]?.generation, came > generation {
      return Message("\"%@\" came in generation %@", written, .number(came))
    }
    if generation < 5, pokemon.abilities.contains(where: { $0.name == slug && $0.isHidden }) {
      return Message("hidden abilities came in generation 5")
    }
    return Message(
      "%@ cannot have the ability \"%@\" in generation %@", name, written, .number(generation))
  }

  /// The abilities `pokemon` can have in `generation` (the newest when nil): its own, those
  /// it had then instead (PokeAPI's past abilities, Gengar's Levitate up to generation 6),
  /// none that came later, no hidden one before generation 5 and none before generation 3.
  public static func abilities(
    of pokemon: Pokemon, in generation: Int?, sets: PokedexSets = .embedded
  ) -> [Ability] {
    guard let generation else { return pokemon.abilities }
    guard generation >= 3 else { return [] }
    var shown = pokemon.abilities.filter { !$0.isHidden }
    var hidden = pokemon.abilities.filter(\.isHidden)
    // The latest change first: an earlier one overrides it for the generations before it.
    let past = (sets.pastAbilities[pokemon.id] ?? []).filter { $0.generation >= generation }
    for entry in past.sorted(by: { $0.generation > $1.generation }) {
      let entryShown = entry.abilities.filter { !$0.isHidden }
      let entryHidden = entry.abilities.filter(\.isHidden)
      if !entryShown.isEmpty { shown = entryShown }
      if !entryHidden.isEmpty { hidden = entryHidden }
    }
    if generation < 5 { hidden = [] }
    return (shown + hidden).filter { (abilityInfo[$0.name]?.generation ?? 0) <= generation }
  }

  /// Each ability's generation and names, from the embedded reference (empty when it cannot
  /// be read: then no ability is taken for a newer one).
  static let abilityInfo: [String: AbilityInfo] = {
    guard let reference = try? PokedexReference.embeddedResult.get() else { return [:] }
    return reference.abilities
  }()

  /// `member`'s nature, item and ball as Showdown names them (an item by its name in any
  /// language, or its slug, in any case); a name nothing is called stays as written.
  public static func name(_ member: inout TeamMember, sets: PokedexSets = .embedded) {
    if let nature = member.nature.flatMap(sets.nature(named:)) { member.nature = nature.name }
    if let item = member.item.flatMap(sets.item(named:)) { member.item = item.name }
    if let ball = member.pokeball.flatMap({ ball(named: $0, sets: sets) }) {
      member.pokeball = ball.name
    }
  }

  /// What of the set beside its ability and moves the games would not allow: a nature, item
  /// or ball nothing is called, EVs past 252 in a stat or 510 in all, Gigantamax on a Pokémon
  /// without that form, a gender its species never has; checked in `generation` (a format's),
  /// a Pokémon or form that came after it and a Tera type before generation 9.
  public static func setProblems(
    _ member: TeamMember, pokemon: Pokemon, generation: Int? = nil, sets: PokedexSets = .embedded
  ) -> [Message] {
    fieldProblems(member, pokemon: pokemon, generation: generation, sets: sets).map(\.message)
  }

  /// The part of a set a problem of ``setProblems(_:pokemon:generation:sets:)`` is about, so a paste can
  /// name the line that wrote it.
  public enum Field: Sendable, Hashable {
    /// The set's first line: its species, gender and item.
    case firstLine
    case nature, ball, evs, gigantamax, teraType
  }

  /// ``setProblems(_:pokemon:generation:sets:)``, each with the part of the set it is about.
  public static func fieldProblems(
    _ member: TeamMember, pokemon: Pokemon, generation: Int? = nil, sets: PokedexSets = .embedded
  ) -> [(field: Field, message: Message)] {
    var problems: [(field: Field, message: Message)] = []
    // In an older format: a Pokémon or form that came later, a Tera type before Terastallizing.
    if let generation {
      if pokemon.generation > generation {
        problems.append(
          (
            .firstLine,
            Message("%@ came in generation %@", pokemon.said, .number(pokemon.generation))
          ))
      }
      if member.teraType != nil, generation < 9 {
        problems.append((.teraType, Message("Tera types came in generation 9")))
      }
    }
    // Without the data (a build that lacks it) names are not checked.
    if !sets.natures.isEmpty {
      if let nature = member.nature, sets.nature(named: nature) == nil {
        let close = Spelling.closest(
          nature, in: sets.natures.map { $0.names["en"] ?? titleCased($0.slug) })
        problems.append(
          (
            .nature,
            close.isEmpty
              ? Message("\"%@\" is not a nature", .verbatim(nature))
              : Message(
                "\"%@\" is not a nature: did you mean %@?", .verbatim(nature), names(close))
          ))
      }
      if let item = member.item, sets.item(named: item) == nil {
        let close = Spelling.closest(item, in: sets.items.map { $0.name(in: .english) })
        problems.append(
          (
            .firstLine,
            close.isEmpty
              ? Message("no item is called \"%@\"", .verbatim(item))
              : Message("no item is called \"%@\": did you mean %@?", .verbatim(item), names(close))
          ))
      }
      if let name = member.pokeball, ball(named: name, sets: sets) == nil {
        problems.append((.ball, Message("\"%@\" is not a Poké Ball", .verbatim(name))))
      }
    }
    for stat in 0..<6 where member.evs[stat] > TeamMember.Stats.mostEVsPerStat {
      problems.append(
        (
          .evs,
          Message(
            "%@ %@ EVs: a stat takes at most %@", .number(member.evs[stat]),
            .verbatim(TeamMember.Stats.names[stat]), .number(TeamMember.Stats.mostEVsPerStat))
        ))
    }
    if member.evs.total > TeamMember.Stats.mostEVs {
      problems.append(
        (
          .evs,
          Message(
            "the EVs add up to %@, more than %@", .number(member.evs.total),
            .number(TeamMember.Stats.mostEVs))
        ))
    }
    if member.gigantamax, let name = ShowdownNames.embedded.names[pokemon.id] {
      let names = ShowdownNames.embedded
      let species = name.split(separator: "-").first.map(String.init) ?? name
      if names.id(named: name + "-Gmax") == nil, names.id(named: species + "-Gmax") == nil {
        problems.append((.gigantamax, Message("%@ has no Gigantamax form", pokemon.said)))
      }
    }
    if let gender = member.gender {
      let rate = pokemon.record.genderRate
      if rate == -1 {
        problems.append((.firstLine, Message("%@ has no gender", pokemon.said)))
      } else if rate == 0 && gender == .female {
        problems.append((.firstLine, Message("%@ is never female", pokemon.said)))
      } else if rate == 8 && gender == .male {
        problems.append((.firstLine, Message("%@ is never male", pokemon.said)))
      }
    }
    // In the order a paste writes them: the first line, ball, Gigantamax, Tera type, EVs, nature.
    let order: [Field] = [.firstLine, .ball, .gigantamax, .teraType, .evs, .nature]
    return problems.enumerated().sorted {
      (order.firstIndex(of: $0.element.field)!, $0.offset)
        < (order.firstIndex(of: $1.element.field)!, $1.offset)
    }.map(\.element)
  }

  /// Names a suggestion gives, as Showdown writes them (English).
  private static func names(_ names: [String]) -> Message.Value {
    .list(names.map { .verbatim($0) })
  }

  /// The ball `name` names (`Ultra Ball`, `ultra`, `Hyperball`).
  static func ball(named name: String, sets: PokedexSets) -> PokedexSets.Item? {
    for candidate in [name, name + " Ball"] {
      if let item = sets.item(named: candidate), item.category.hasSuffix("balls") { return item }
    }
    return nil
  }
}
