import PokedexCore
import TerminalUI

/// A learnset and a move's learners as lines: what `show --moves` and `move` print and what the
/// detail screen's Moves page draws.
struct MovesText {
  var strings: Strings
  var language: Language

  /// What a learnset says of a game whose list is its species' usual form's
  /// (``PokemonLearnsets/borrowed``), in English (translated by ``Strings/translated(_:)``).
  static let borrowedNote =
    "Its species' usual moves: this form has no list of its own in this game"

  /// The columns after a move's name: type, category, power, accuracy, PP.
  func moveColumns(_ move: MoveInfo?, into line: inout StyledLine) {
    guard let move else { return }
    if let type = move.type {
      let badge = strings.badge(of: type)
      line.append(badge, Theme.badge(type))
      // Every badge as wide as the widest, so the columns after it line up.
      let widest = PokemonType.allCases.map { displayWidth(of: strings.badge(of: $0)) }.max() ?? 0
      line.append(String(repeating: " ", count: max(0, widest - displayWidth(of: badge))))
    }
    line.append(" " + pad(strings.translated(move.damageClass.rawValue.capitalized), 9), Theme.dim)
    line.append(number(move.power) + " " + number(move.accuracy) + " " + number(move.pp))
  }

  /// One game's learnset by method: a heading per method, a line per move (its level or
  /// machine, its name, then ``moveColumns(_:into:)``).
  func learnsetLines(
    _ learnsets: PokemonLearnsets, group: GameGroup, order: LearnsetOrder,
    highlight: Int? = nil
  ) -> [StyledLine] {
    var lines: [StyledLine] = []
    var index = 0
    let sections = learnsets.sections(in: group.id, order: order, language: language)
    let nameWidth =
      sections.flatMap(\.moves).map {
        displayWidth(of: learnsets.moves[$0.move]?.name(in: language) ?? "")
      }.max() ?? 0
    for (method, moves) in sections {
      let title = strings.name(
        from: learnsets.methods[method]?.names ?? [:], slug: method, in: language)
      lines.append(StyledLine(title + " (\(moves.count))", Theme.title))
      let leads = moves.map { entry in
        switch method {
        case "level-up": level(entry.level)
        case "machine": learnsets.machineNumber(entry.move, in: group.id) ?? ""
        default: ""
        }
      }
      // At least a space after the widest (`Lv. 100`), six columns in all as a rule.
      let leadWidth = max(6, (leads.map(displayWidth(of:)).max() ?? 0) + 1)
      for (entry, lead) in zip(moves, leads) {
        var line = StyledLine(pad(lead, leadWidth), Theme.dim)
        let name = learnsets.moves[entry.move]?.name(in: language) ?? String(entry.move)
        line.append(name, index == highlight ? Theme.selected : .plain)
        line.append(
          String(repeating: " ", count: max(0, nameWidth - displayWidth(of: name))) + "  ")
        index += 1
        // The move as it was in that game: Thunderbolt's 95 power before X / Y.
        moveColumns(learnsets.move(entry.move, in: group.id), into: &line)
        lines.append(line)
      }
    }
    return lines
  }

  /// A move's facts: type, category, power, accuracy, PP, priority, target, generation, its
  /// side effects (``metaLine(_:)``), what it was before the games that changed it (named by
  /// `versionNames`), and its effect.
  func moveLines(_ move: MoveInfo, versionNames: [String: [String: String]] = [:])
    -> [StyledLine]
  {
    var title = StyledLine(move.name(in: language), Theme.title)
    title.append("  ")
    if let type = move.type { title.append(strings.badge(of: type), Theme.badge(type)) }
    title.append(" " + strings.translated(move.damageClass.rawValue.capitalized), Theme.dim)
    var facts = StyledLine()
    for (label, value) in [
      ("Power", number(move.power)), ("Accuracy", number(move.accuracy)), ("PP", number(move.pp)),
      ("Priority", String(move.priority)), ("Generation", String(move.generation)),
    ] {
      facts.append(strings.translated(label) + " ", Theme.dim)
      facts.append(value.trimmingCharacters(in: .whitespaces) + "   ")
    }
    var target = StyledLine(strings.translated("Target") + " ", Theme.dim)
    target.append(strings.target(move.target))
    var lines = [title, facts, target]
    if let meta = metaLine(move.meta) { lines.append(meta) }
    for past in move.pastValues {
      let game = PokemonLearnsets.name(of: past.group, in: language, versionNames: versionNames)
      var line = StyledLine(strings.filled("Before %@", game) + "   ", Theme.title)
      var values: [(String, String)] = []
      if let type = past.type { values.append(("Type", strings.name(of: type))) }
      if let power = past.power { values.append(("Power", String(power))) }
      if let accuracy = past.accuracy { values.append(("Accuracy", String(accuracy))) }
      if let pp = past.pp { values.append(("PP", String(pp))) }
      if let chance = past.effectChance { values.append(("Effect chance", "\(chance)%")) }
      for (label, value) in values {
        line.append(strings.translated(label) + " ", Theme.dim)
        line.append(value + "   ")
      }
      lines.append(line)
    }
    let effect = move.effect(in: language)
    if !effect.isEmpty {
      lines.append(StyledLine())
      lines += effect.split(separator: "\n").map { StyledLine(String($0)) }
    }
    return lines
  }

  /// What `move` was in `group` where that differs from now, for a heading naming the game:
  /// `Power 95` for Thunderbolt in Gold / Silver; empty where nothing differs.
  func differences(_ move: MoveInfo, in group: GameGroup) -> String {
    let then = move.asIn(group)
    var parts: [String] = []
    if then.type != move.type, let type = then.type {
      parts.append(strings.translated("Type") + " " + strings.name(of: type))
    }
    for (label, old, new) in [
      ("Power", then.power, move.power), ("Accuracy", then.accuracy, move.accuracy),
      ("PP", then.pp, move.pp), ("Effect chance", then.meta.effectChance, move.meta.effectChance),
    ] where old != new {
      let value = old.map(String.init) ?? "—"
      parts.append(strings.translated(label) + " " + value + (label == "Effect chance" ? "%" : ""))
    }
    return parts.joined(separator: "   ")
  }

  /// What a move does besides its power, as label and value pairs on one line: `Effect chance
  /// 10%   Condition Paralysis 10%   Critical hits +1   Drains 50%   Flinch 30%   Stats Attack
  /// +2 (10%)   Hits 2-5   Turns 2-3`. Nil for a move with none of them.
  func metaLine(_ meta: MoveMeta) -> StyledLine? {
    func percent(_ value: Int) -> String { "\(value)%" }
    func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : String(value) }
    func range(_ range: ClosedRange<Int>) -> String {
      range.count == 1 ? String(range.lowerBound) : "\(range.lowerBound)-\(range.upperBound)"
    }
    var parts: [(String, String)] = []
    if let chance = meta.effectChance { parts.append(("Effect chance", percent(chance))) }
    if let ailment = meta.ailment {
      let chance = meta.ailmentChance > 0 ? " " + percent(meta.ailmentChance) : ""
      parts.append(("Condition", strings.ailment(ailment) + chance))
    }
    if meta.critStage != 0 { parts.append(("Critical hits", signed(meta.critStage))) }
    if meta.drain > 0 { parts.append(("Drains", percent(meta.drain))) }
    if meta.drain < 0 { parts.append(("Recoil", percent(-meta.drain))) }
    if meta.healing != 0 { parts.append(("Heals", percent(meta.healing))) }
    if meta.flinchChance > 0 { parts.append(("Flinch", percent(meta.flinchChance))) }
    if !meta.statChanges.isEmpty {
      let changes = meta.statChanges.map { strings.stat($0.stat) + " " + signed($0.change) }
      let chance = meta.statChance > 0 ? " (\(percent(meta.statChance)))" : ""
      parts.append(("Stats", changes.joined(separator: ", ") + chance))
    }
    if let hits = meta.hits { parts.append(("Hits", range(hits))) }
    if let turns = meta.turns { parts.append(("Turns", range(turns))) }
    guard !parts.isEmpty else { return nil }
    var line = StyledLine()
    for (label, value) in parts {
      line.append(strings.translated(label) + " ", Theme.dim)
      line.append(value + "   ")
    }
    return line
  }

  /// Who learns `detail`'s move in `group`, by method: a heading per method, a line per
  /// Pokémon (the `highlight`th of them, counted across methods, highlighted).
  func learnerLines(_ detail: MoveDetail, group: GameGroup, highlight: Int? = nil)
    -> [StyledLine]
  {
    var lines: [StyledLine] = []
    var index = 0
    for (method, learners) in detail.sections(in: group.id) {
      var title = StyledLine(
        strings.name(from: detail.methods[method]?.names ?? [:], slug: method, in: language)
          + " (\(learners.count))", Theme.title)
      if method == "machine", let item = detail.machines[group.id] {
        title.append(" " + item.uppercased(), Theme.dim)
      }
      lines.append(title)
      for learner in learners {
        var line = StyledLine(learner.pokemon.number + " ", Theme.dim)
        line.append(
          learner.pokemon.name(in: language), index == highlight ? Theme.selected : .plain)
        if method == "level-up" {
          line.append("  " + level(learner.learned.level), Theme.dim)
        }
        lines.append(line)
        index += 1
      }
    }
    return lines
  }

  /// `Lv. 12`; level 0 is how PokeAPI writes a move learned on evolving: `Evo.`.
  private func level(_ level: Int) -> String {
    level == 0 ? strings.translated("Evo.") : strings.translated("Lv") + " " + String(level)
  }

  private func number(_ value: Int?) -> String {
    pad(value.map(String.init) ?? "—", 3, right: true)
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - displayWidth(of: text)))
    return right ? padding + text : text + padding
  }
}
