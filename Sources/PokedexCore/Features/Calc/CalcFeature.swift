import Foundation
import Loop

/// The damage calculator's screen: one move from an attacker to a defender, on a field, where
/// a player changes one row at a time (←/→) or types a name (Enter), and the result follows
/// from the state alone (``State/result``).
///
/// It opens for a team member as the attacker, or for a Pokémon as the defender; the other
/// side is the team's first member, a member of another team, or the same Pokémon.
public struct CalcFeature: Reducer, Sendable {
  /// What the screen was opened with.
  public struct Opening: Equatable, Sendable, Codable {
    /// The team being edited and its members: the attackers ←/→ cycles through.
    public var team: Team?
    /// The other teams: their members are the defenders ←/→ cycles through.
    public var otherTeams: [Team]
    /// The member that attacks (the team's first when nil).
    public var attacker: UUID?
    /// The Pokémon that defends (the first member of another team when nil, else the
    /// attacker's own Pokémon).
    public var defender: Int?

    public init(team: Team?, otherTeams: [Team], attacker: UUID?, defender: Int?) {
      (self.team, self.otherTeams, self.attacker, self.defender) =
        (team, otherTeams, attacker, defender)
    }
  }

  /// One row of the screen, in order.
  public enum Row: String, CaseIterable, Equatable, Sendable, Codable {
    case attacker, attackerLevel, move, hits, attackerEVs, attackerNature, attackerItem
    case attackerAbility, attackerBoost, attackerTera, burned
    case defender, defenderLevel, defenderHP, defenderDef, defenderSpD, defenderNature
    case defenderItem
    case defenderAbility, defenderBoost, defenderTera
    case weather, terrain, screen, critical, stealthRock, spikes, leechSeed, defenderStatus

    /// Whether Enter types a name here (a Pokémon or a move).
    public var takesName: Bool {
      [.attacker, .move, .defender, .attackerItem, .defenderItem].contains(self)
    }
  }

  /// A name being typed on a row, and what it matches so far.
  public struct Typing: Equatable, Sendable, Codable {
    public var row: Row
    public var text = ""
    public var matches: [Match] = []
    public var highlighted = 0
    /// The text `matches` were found for: another while the search for `text` is under way.
    /// (Left out of a recording's fingerprint, which the matches themselves give.)
    public var matchedText: String?
    /// Enter came before the matches for the text did (a name typed and Enter in one burst,
    /// or a paste): the first match is taken when they come.
    public var choosesWhenFound: Bool?

    enum CodingKeys: String, CodingKey { case row, text, matches, highlighted, choosesWhenFound }

    /// `text` typed on `row`, nothing matched yet.
    public init(row: Row, text: String = "") {
      self.row = row
      self.text = text
      self.matchedText = text
    }

    /// Whether the matches shown are not yet those of the text typed.
    var isSearching: Bool { matchedText != text }
  }

  /// A Pokémon or a move a typed name matches.
  public enum Match: Equatable, Sendable, Codable {
    case pokemon(Pokemon)
    case move(MoveInfo)
    case item(PokedexSets.Item)
  }

  public struct State: Equatable, Encodable {
    public var opening: Opening
    /// The team's members and the other teams' members, ready to fight; empty until loaded.
    public var teammates: [CalcFighter] = []
    public var opponents: [CalcFighter] = []
    public var attacker: CalcFighter?
    public var defender: CalcFighter?
    /// The attacker's move, in its ``CalcFighter/moves``.
    public var moveIndex = 0
    /// How many times a multi-hit move hits; nil for Showdown's default.
    public var hits: Int?
    /// Stat stages of the attacking and defending stats the move uses.
    public var attackBoost = 0
    public var defenseBoost = 0
    public var field = DamageCalc.Field()
    /// Every nature, to cycle through.
    public var natures: [PokedexSets.Nature] = []
    public var chart: TypeChart?
    /// The row ↑/↓ is on.
    public var focus: Row = .move
    public var typing: Typing?
    /// Why the calculator could not load, or a name could not be used.
    public var failure: String?

    public init(opening: Opening) { self.opening = opening }

    /// The move chosen, if the attacker has one.
    public var move: MoveInfo? {
      attacker.flatMap { $0.moves.indices.contains(moveIndex) ? $0.moves[moveIndex] : nil }
    }

    /// The calculation the rows set up; nil until both sides and a move are there.
    public var calc: DamageCalc? {
      guard var attacker = attacker?.side, var defender = defender?.side, let move, let chart
      else { return nil }
      attacker.boosts[move.attackingStat] = attackBoost
      defender.boosts[move.defendingStat] = defenseBoost
      var calc = DamageCalc(
        attacker: attacker, defender: defender, move: move, moveName: move.name(in: .english),
        chart: chart)
      calc.field = field
      if let range = move.hitRange, let hits, range.contains(hits) { calc.hits = hits }
      return calc
    }

    /// The attacker's move that does the most to the defender (its first when none does
    /// any), which a new match-up starts on.
    public var bestMoveIndex: Int {
      guard let moves = attacker?.moves, !moves.isEmpty else { return 0 }
      var best = (index: 0, damage: -1)
      for index in moves.indices {
        var trial = self
        trial.moveIndex = index
        trial.hits = nil
        let damage = trial.result?.range.upperBound ?? 0
        if damage > best.damage { best = (index, damage) }
      }
      return best.index
    }

    /// The natures ←/→ goes through: a neutral one (none chosen), then the others by the stat
    /// they raise, then the one they lower.
    public var natureChoices: [PokedexSets.Nature?] {
      [nil]
        + natures.filter { $0.raised != nil && $0.raised != $0.lowered }
        .sorted { ($0.raised ?? 0, $0.lowered ?? 0) < ($1.raised ?? 0, $1.lowered ?? 0) }
    }

    /// The damage, rolls and KO chance: worked out from the state whenever it is read.
    public var result: DamageResult? { calc?.calculate() }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case loaded(
      teammates: [CalcFighter], opponents: [CalcFighter], attacker: CalcFighter?,
      defender: CalcFighter?, natures: [PokedexSets.Nature], chart: TypeChart)
    case loadFailed(String)
    /// ↑/↓: another row.
    case focusMoved(by: Int)
    /// ←/→ on the focused row: the next or previous choice, 4 EVs more or fewer, one stage;
    /// a step larger than one goes to the first or last choice (Home, End).
    case adjusted(by: Int)
    /// Enter on a row that takes a name: start typing one.
    case typingStarted
    /// The name typed so far.
    case typed(String)
    case matchesFound([Match])
    case matchMoved(by: Int)
    /// Enter while typing: the highlighted match is taken.
    case matchChosen
    case typingCancelled
    /// A Pokémon typed in, ready to fight, for the row it was typed on.
    case fighterChosen(Row, CalcFighter)
    /// `s`: the attacker defends and the defender attacks.
    case swapped
  }

  enum CancelID { case load, search }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      guard state.chart == nil else { return .none }
      let opening = state.opening
      return .run { send in
        let data = try await client.calcData()
        let teammates = (opening.team?.members ?? []).compactMap {
          data.fighter($0, teamName: opening.team?.name)
        }
        let opponents = opening.otherTeams.flatMap { team in
          team.members.compactMap { data.fighter($0, teamName: team.name) }
        }
        var attacker =
          teammates.first { $0.member?.id == opening.attacker } ?? teammates.first
        var defender =
          opening.defender.flatMap { data.pokedex.pokemon(id: $0) }.map(data.fighter)
          ?? opponents.first
        // With no team, the defender attacks itself; with nothing to defend, the attacker.
        attacker = attacker ?? defender.map { data.fighter($0.pokemon) }
        defender = defender ?? attacker.map { data.fighter($0.pokemon) }
        await send(
          .loaded(
            teammates: teammates, opponents: opponents, attacker: attacker, defender: defender,
            natures: data.sets.natures, chart: data.pokedex.typeChart))
      } catch: { error, send in
        await send(.loadFailed("Couldn't load the calculator: \(error)"))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .loaded(let teammates, let opponents, let attacker, let defender, let natures, let chart):
      (state.teammates, state.opponents) = (teammates, opponents)
      (state.attacker, state.defender) = (attacker, defender)
      (state.natures, state.chart) = (natures, chart)
      state.moveIndex = state.bestMoveIndex
      state.failure = nil
      // Nothing to calculate yet: the first row, to type a Pokémon in.
      if attacker == nil { state.focus = .attacker }
      return .none

    case .loadFailed(let message):
      state.failure = message
      return .none

    case .focusMoved(let offset):
      let rows = Row.allCases
      let index = rows.firstIndex(of: state.focus)! + offset
      state.focus = rows[min(max(0, index), rows.count - 1)]
      return .none

    case .adjusted(let step):
      state.adjust(state.focus, by: step)
      return .none

    case .typingStarted:
      guard state.focus.takesName, state.chart != nil else { return .none }
      state.typing = Typing(row: state.focus)
      return .none

    case .typed(let text):
      guard let row = state.typing?.row else { return .none }
      state.typing?.text = text
      state.typing?.highlighted = 0
      state.typing?.choosesWhenFound = nil
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        state.typing?.matches = []
        state.typing?.matchedText = text
        return .cancel(id: CancelID.search)
      }
      return .run { send in
        if row == .attackerItem || row == .defenderItem {
          let items = try await client.calcData().sets.items(matching: text)
          await send(.matchesFound(items.prefix(8).map { .item($0) }))
        } else if row == .move {
          // Status moves too (they do no damage, and say so); no Z-moves or Max moves.
          let found = try await client.searchMoves(text, MoveFilter())
          let moves = found.lazy.map(\.move).filter { !$0.isZOrMaxMove }
          await send(.matchesFound(moves.prefix(8).map { .move($0) }))
        } else {
          let found = try await client.search(text, PokemonFilter(includesForms: true))
          await send(.matchesFound(found.prefix(8).map { .pokemon($0.pokemon) }))
        }
      } catch: { _, send in
        await send(.matchesFound([]))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)

    case .matchesFound(let matches):
      guard var typing = state.typing else { return .none }
      // The search for the text typed last (an earlier one is cancelled as a new one starts).
      typing.matches = matches
      typing.highlighted = 0
      typing.matchedText = typing.text
      let chooses = typing.choosesWhenFound == true
      typing.choosesWhenFound = nil
      state.typing = typing
      return chooses && !matches.isEmpty ? choose(typing, &state) : .none

    case .matchMoved(let offset):
      guard let typing = state.typing, !typing.matches.isEmpty else { return .none }
      state.typing?.highlighted = min(
        max(0, typing.highlighted + offset), typing.matches.count - 1)
      return .none

    case .matchChosen:
      guard let typing = state.typing else { return .none }
      if typing.isSearching {
        // The matches shown are for less of the name: take the first of the whole name's.
        state.typing?.choosesWhenFound = true
        return .none
      }
      return choose(typing, &state)

    case .typingCancelled:
      state.typing = nil
      return .cancel(id: CancelID.search)

    case .fighterChosen(let row, let fighter):
      if row == .attacker {
        state.attacker = fighter
        state.attackBoost = 0
        // A Pokémon typed in knows no moves yet: the move row asks for one.
        if fighter.moves.isEmpty { state.focus = .move }
      } else {
        state.defender = fighter
        state.defenseBoost = 0
      }
      state.moveIndex = state.bestMoveIndex
      state.hits = nil
      return .none

    case .swapped:
      guard state.attacker != nil, state.defender != nil else { return .none }
      (state.attacker, state.defender) = (state.defender, state.attacker)
      (state.attackBoost, state.defenseBoost, state.hits) = (0, 0, nil)
      state.moveIndex = state.bestMoveIndex
      return .none
    }
  }

  /// Takes `typing`'s highlighted match for its row: a move, an item, or a Pokémon to load.
  private func choose(_ typing: Typing, _ state: inout State) -> Effect<Action> {
    guard typing.matches.indices.contains(typing.highlighted) else { return .none }
    state.typing = nil
    switch typing.matches[typing.highlighted] {
    case .move(let move):
      guard state.attacker != nil else { return .none }
      if let index = state.attacker?.moves.firstIndex(of: move) {
        state.moveIndex = index
      } else {
        state.attacker?.moves.append(move)
        state.moveIndex = state.attacker!.moves.count - 1
      }
      return .none
    case .item(let item):
      let named = DamageCalc.Named(slug: item.slug, name: item.name)
      if typing.row == .attackerItem {
        state.attacker?.take(item, named)
      } else {
        state.defender?.take(item, named)
      }
      return .none
    case .pokemon(let pokemon):
      return .run { send in
        await send(.fighterChosen(typing.row, try await client.calcData().fighter(pokemon)))
      } catch: { error, send in
        await send(.loadFailed("Couldn't load the calculator: \(error)"))
      }
    }
  }
}

extension CalcFeature.State {
  /// The choice after (`step` > 0) or before the current one in `choices`, round the end; a
  /// step of more than one goes to the first or last.
  static func stepped<T: Equatable>(_ choices: [T], from current: T, by step: Int) -> T {
    guard !choices.isEmpty else { return current }
    if abs(step) > 1 { return step < 0 ? choices.first! : choices.last! }
    guard let index = choices.firstIndex(of: current) else { return choices[0] }
    return choices[(index + step + choices.count) % choices.count]
  }

  /// The screens a defender's side can have up.
  enum Screen: CaseIterable { case none, reflect, lightScreen, auroraVeil }

  var screen: Screen {
    get {
      field.auroraVeil
        ? .auroraVeil
        : field.reflect
          ? .reflect
          : field.lightScreen
            ? .lightScreen
            : .none
    }
    set {
      field.reflect = newValue == .reflect
      field.lightScreen = newValue == .lightScreen
      field.auroraVeil = newValue == .auroraVeil
    }
  }

  /// Changes `row` by one step (a choice, 4 EVs, a stage), or to its end for a larger one.
  mutating func adjust(_ row: CalcFeature.Row, by step: Int) {
    let attackStat = move?.attackingStat ?? 1
    switch row {
    case .attacker:
      guard !teammates.isEmpty, let current = attacker else { return }
      let ids = teammates.map(\.member?.id)
      let next = Self.stepped(ids, from: current.member?.id, by: step)
      guard next != current.member?.id else { return }
      // Another Pokémon: its own stage, and the move that does the most.
      attacker = teammates.first { $0.member?.id == next }
      attackBoost = 0
      moveIndex = bestMoveIndex
      hits = nil
    case .move:
      guard let count = attacker?.moves.count, count > 0 else { return }
      moveIndex = Self.stepped(Array(0..<count), from: moveIndex, by: step)
      hits = nil
    case .hits:
      guard let range = move?.hitRange, range.count > 1, let calc else { return }
      let now = hits ?? calc.defaultHits
      hits =
        abs(step) > 1
        ? (step < 0 ? range.lowerBound : range.upperBound)
        : min(range.upperBound, max(range.lowerBound, now + step))
    case .attackerLevel, .attackerNature, .attackerItem, .attackerAbility, .attackerTera:
      let natures = natureChoices
      attacker?.adjust(row, by: step, natures: natures)
    case .defenderLevel, .defenderNature, .defenderItem, .defenderAbility, .defenderTera:
      let natures = natureChoices
      defender?.adjust(row, by: step, natures: natures)
    case .attackerEVs: attacker?.changeEVs(attackStat, by: step)
    case .attackerBoost: attackBoost = min(6, max(-6, attackBoost + step))
    case .burned: attacker?.side.burned.toggle()
    case .defender:
      guard !opponents.isEmpty else { return }
      let ids = opponents.map(\.member?.id)
      let current = defender?.member?.id
      let next = ids.contains(current) ? Self.stepped(ids, from: current, by: step) : ids[0]
      guard next != current else { return }
      defender = opponents.first { $0.member?.id == next }
      defenseBoost = 0
      moveIndex = bestMoveIndex
      hits = nil
    case .defenderHP: defender?.changeEVs(0, by: step)
    case .defenderDef: defender?.changeEVs(2, by: step)
    case .defenderSpD: defender?.changeEVs(4, by: step)
    case .defenderBoost: defenseBoost = min(6, max(-6, defenseBoost + step))
    case .weather:
      field.weather = Self.stepped(
        [nil] + DamageCalc.Weather.allCases, from: field.weather, by: step)
    case .terrain:
      field.terrain = Self.stepped(
        [nil] + DamageCalc.Terrain.allCases, from: field.terrain, by: step)
    case .screen: screen = Self.stepped(Screen.allCases, from: screen, by: step)
    case .critical: field.critical.toggle()
    case .stealthRock: field.stealthRock.toggle()
    case .spikes: field.spikes = min(3, max(0, field.spikes + step))
    case .leechSeed: field.leechSeed.toggle()
    case .defenderStatus:
      field.defenderStatus = Self.stepped(
        [nil] + DamageCalc.Field.Status.allCases, from: field.defenderStatus, by: step)
    }
  }
}

extension CalcFighter {
  /// Stat `index`'s EVs 4 more or fewer per step (to none or the most a larger step), within
  /// 252 a stat and 510 in all. A paste's set may be over those already (kept, and warned):
  /// more never takes EVs away, and fewer stops at none.
  mutating func changeEVs(_ index: Int, by step: Int) {
    guard step != 0 else { return }
    let now = side.evs[index]
    let others = side.evs.total - now
    let most = min(TeamMember.Stats.mostEVsPerStat, max(0, TeamMember.Stats.mostEVs - others))
    side.evs[index] =
      step > 0
      ? max(now, min(most, step > 1 ? most : now + 4)) : max(0, step < -1 ? 0 : now - 4)
  }

  /// The next or previous of `natures` (a neutral nature counts as none chosen).
  mutating func cycleNature(_ natures: [PokedexSets.Nature?], by step: Int) {
    let current = natures.contains(nature) ? nature : nil
    nature = CalcFeature.State.stepped(natures, from: current, by: step)
    side.raised = nature?.raised
    side.lowered = nature?.lowered
  }

  /// Changes what `row` names of either side (its level, nature, item, ability or Tera
  /// type) by one step, or to an end for a larger one.
  mutating func adjust(_ row: CalcFeature.Row, by step: Int, natures: [PokedexSets.Nature?]) {
    switch row {
    case .attackerLevel, .defenderLevel: changeLevel(by: step)
    case .attackerNature, .defenderNature: cycleNature(natures, by: step)
    case .attackerItem, .defenderItem: cycleItem(by: step)
    case .attackerAbility, .defenderAbility: cycleAbility(by: step)
    case .attackerTera, .defenderTera:
      tera = CalcFeature.State.stepped(teraChoices, from: tera, by: step)
    default: break
    }
  }

  /// One level more or fewer per step (1 or 100 a larger step).
  mutating func changeLevel(by step: Int) {
    side.level = abs(step) > 1 ? (step < 0 ? 1 : 100) : min(100, max(1, side.level + step))
  }

  /// Holds `item` (typed in), which joins the items ←/→ goes through.
  mutating func take(_ item: PokedexSets.Item, _ named: DamageCalc.Named) {
    side.item = named
    if !items.contains(item) { items.insert(item, at: 1) }
  }

  mutating func cycleItem(by step: Int) {
    let current = items.first { $0?.slug == side.item?.slug } ?? nil
    let next = CalcFeature.State.stepped(items, from: current, by: step)
    side.item = next.map { DamageCalc.Named(slug: $0.slug, name: $0.name) }
  }

  mutating func cycleAbility(by step: Int) {
    guard let current = side.ability else { return }
    side.ability = CalcFeature.State.stepped(abilities, from: current, by: step)
  }
}
