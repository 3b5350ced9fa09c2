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
        moveColumns(learnsets.moves[entry.move], into: &line)
        lines.append(line)
      }
    }
    return lines
  }

  /// A move's facts: type, category, power, accuracy, PP, priority, target, generation, and
  /// its effect.
  func moveLines(_ move: MoveInfo) -> [StyledLine] {
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
    let effect = move.effect(in: language)
    if !effect.isEmpty {
      lines.append(StyledLine())
      lines += effect.split(separator: "\n").map { StyledLine(String($0)) }
    }
    return lines
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
