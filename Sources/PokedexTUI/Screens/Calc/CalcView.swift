import PokedexCore
import TerminalUI

/// The damage calculator: the result first (the damage and the KO chance, the sixteen rolls,
/// the sentence as Showdown prints it), then the attacker's, the defender's and the field's
/// rows, the focused one highlighted and kept in view; a name being typed shows what it matches
/// under its row.
struct CalcView {
  var strings: Strings
  var language: Language
  /// Abilities' names (see ``ScreenFeature/State/abilityNames``).
  var abilityNames: [String: [String: String]] = [:]

  /// One line of the rows' part: a heading, or a row with its label and value.
  enum Line: Equatable {
    case heading(String)
    case row(CalcFeature.Row, label: String, value: String)

    var row: CalcFeature.Row? { if case .row(let row, _, _) = self { row } else { nil } }
  }

  func draw(_ state: CalcFeature.State, in area: Area, into buffer: inout CellBuffer) {
    let x = area.column + 1
    let width = area.width - 2
    let bottom = area.row + area.height
    var y = area.row
    buffer.write(
      CalcScreen.screen.title.text(in: language), column: x, row: y, style: Theme.title,
      maxWidth: width)
    y += 1
    for (text, style) in resultLines(state, width: width) where y < bottom {
      buffer.write(text, column: x, row: y, style: style, maxWidth: width)
      y += 1
    }
    y += 1
    let lines = self.lines(state)
    // As wide as the widest label any move gives (the stats named change with it), so the
    // values stay in place.
    let labelWidth = min(
      24,
      CalcWords.rows.values.flatMap { hint in
        strings.statNames.map {
          displayWidth(of: hint.text(in: language).replacingOccurrences(of: "%@", with: $0))
        }
      }.max() ?? 0)
    let height = max(0, bottom - y)
    let focused = lines.firstIndex { $0.row == state.focus } ?? 0
    let first = RowsLayout.scrollOffset(selected: focused, count: lines.count, height: height)
    var typedRow: Int?
    for (index, line) in lines.enumerated().dropFirst(first).prefix(height) {
      let row = y + index - first
      switch line {
      case .heading(let text):
        buffer.write(text, column: x, row: row, style: Theme.dim, maxWidth: width)
      case .row(let kind, let label, var value):
        let isFocused = kind == state.focus
        if let typing = state.typing, typing.row == kind {
          value = typing.text + "▏"
          typedRow = row
        }
        buffer.write(isFocused ? "▸ " : "  ", column: x, row: row, style: Theme.marker)
        buffer.write(label, column: x + 2, row: row, style: Theme.dim, maxWidth: labelWidth)
        let valueColumn = x + 2 + labelWidth + 2
        buffer.write(
          value, column: valueColumn, row: row, style: isFocused ? Theme.selected : .plain,
          maxWidth: x + width - valueColumn)
      }
    }
    if let typing = state.typing, let typedRow {
      drawMatches(
        typing, column: x + 2 + labelWidth + 2, row: typedRow + 1,
        width: max(10, x + width - (x + 2 + labelWidth + 2)), bottom: bottom, into: &buffer)
    }
  }

  /// The result's lines: the damage with the KO chance, the rolls, the sentence Showdown
  /// prints; or why there is none yet.
  func resultLines(_ state: CalcFeature.State, width: Int) -> [(String, Style)] {
    if let failure = state.failure { return [(strings.message(failure), Theme.error)] }
    guard state.chart != nil else { return [(strings.loading, Theme.dim)] }
    guard state.attacker != nil, state.defender != nil else {
      return [(CalcWords.noPokemon.text(in: language), Theme.dim)]
    }
    guard let move = state.move else { return [(CalcWords.noMove.text(in: language), Theme.dim)] }
    if let problem = CalcSentence.damageProblem(of: move) {
      // A line of its own: its first letter a capital ("Der Schaden von …").
      let text = strings.filled(problem.template, move.name(in: language))
      return [(text.prefix(1).uppercased() + text.dropFirst(), Theme.dim)]
    }
    guard move.damageClass != .status, let result = state.result else {
      let text = CalcWords.statusMove.text(in: language)
        .replacingOccurrences(of: "%@", with: move.name(in: language))
      return [(text, Theme.dim)]
    }
    let (low, high) = (result.range.lowerBound, result.range.upperBound)
    let percents =
      "\(CalcWords.number(result.percent(low), language)) – "
      + "\(CalcWords.number(result.percent(high), language)) %"
    var damage = "\(CalcWords.damage.text(in: language)) \(low)–\(high) (\(percents))"
    let ko = CalcWords.koText(result, in: language)
    if !ko.isEmpty { damage += " · " + ko }
    var lines: [(String, Style)] = []
    for line in ScreenView.wrap(damage, width: width) ?? [damage] {
      lines.append((line, Theme.title))
    }
    // One hit's rolls with the number of hits, or each hit's where they differ (after a Weak
    // Armor, or Parental Bond's second hit), separated by a slash.
    let hits = result.hitRolls + (result.child.map { [$0] } ?? [])
    let differ = hits.contains { $0 != hits[0] }
    var rolls =
      "\(CalcWords.rolls.text(in: language)) "
      + (differ ? hits : [hits[0]]).map { $0.map(String.init).joined(separator: " ") }
      .joined(separator: " / ")
    if result.hits > 1, !differ {
      rolls +=
        " ("
        + CalcWords.hits.text(in: language)
        .replacingOccurrences(of: "%@", with: "\(result.hits)") + ")"
    }
    for line in ScreenView.wrap(rolls, width: width) ?? [rolls] { lines.append((line, .plain)) }
    let sentence = ScreenView.wrap(result.sentence, width: width) ?? [result.sentence]
    for line in sentence.prefix(3) { lines.append((line, Theme.dim)) }
    return lines
  }

  /// The rows under their headings, with their values in the display language.
  func lines(_ state: CalcFeature.State) -> [Line] {
    let attackStat = state.move?.attackingStat ?? 1
    let defenseStat = state.move?.defendingStat ?? 2
    func label(_ row: CalcFeature.Row, stat: Int? = nil) -> String {
      let text = CalcWords.rows[row]!.text(in: language)
      return stat.map { text.replacingOccurrences(of: "%@", with: strings.statNames[$0]) } ?? text
    }
    func line(_ row: CalcFeature.Row, stat: Int? = nil, _ value: String) -> Line {
      .row(row, label: label(row, stat: stat), value: value)
    }
    let none = "—"
    var lines: [Line] = [.heading(CalcWords.attackerHeading.text(in: language))]
    if let attacker = state.attacker {
      lines += [
        line(.attacker, fighterName(attacker)),
        line(.attackerLevel, "\(attacker.side.level)"),
        line(.move, state.move.map(moveText) ?? none),
        line(.hits, hitsText(state)),
        line(.attackerEVs, stat: attackStat, evs(attacker, attackStat)),
        line(.attackerNature, natureText(attacker)),
        line(.attackerItem, itemText(attacker)),
        line(.attackerAbility, abilityText(attacker)),
        line(.attackerBoost, stat: attackStat, stage(state.attackBoost)),
        line(.attackerTera, teraText(attacker)),
        line(.burned, yesNo(attacker.side.burned)),
      ]
    }
    lines.append(.heading(CalcWords.defenderHeading.text(in: language)))
    // No Pokémon on a side yet (opened with an empty team): its row, to type one in.
    if state.attacker == nil { lines.insert(line(.attacker, none), at: 1) }
    if state.defender == nil { lines.append(line(.defender, none)) }
    if let defender = state.defender {
      lines += [
        line(.defender, fighterName(defender)),
        line(.defenderLevel, "\(defender.side.level)"),
        line(.defenderHP, stat: 0, evs(defender, 0)),
        line(.defenderDef, stat: 2, evs(defender, 2)),
        line(.defenderSpD, stat: 4, evs(defender, 4)),
        line(.defenderNature, natureText(defender)),
        line(.defenderItem, itemText(defender)),
        line(.defenderAbility, abilityText(defender)),
        line(.defenderBoost, stat: defenseStat, stage(state.defenseBoost)),
        line(.defenderTera, teraText(defender)),
      ]
    }
    let field = state.field
    let screen =
      field.auroraVeil
      ? CalcWords.auroraVeil
      : field.reflect
        ? CalcWords.reflect
        : field.lightScreen ? CalcWords.lightScreen : nil
    lines += [
      .heading(CalcWords.fieldHeading.text(in: language)),
      line(.weather, field.weather.map { CalcWords.weathers[$0]!.text(in: language) } ?? none),
      line(.terrain, field.terrain.map { CalcWords.terrains[$0]!.text(in: language) } ?? none),
      line(.screen, screen?.text(in: language) ?? none),
      line(.critical, yesNo(field.critical)),
      line(.stealthRock, yesNo(field.stealthRock)),
      line(.spikes, "\(field.spikes)"),
      line(.leechSeed, yesNo(field.leechSeed)),
      line(
        .defenderStatus,
        field.defenderStatus.map { CalcWords.statuses[$0]!.text(in: language) } ?? none),
    ]
    return lines
  }

  private func fighterName(_ fighter: CalcFighter) -> String {
    var text = fighter.pokemon.name(in: language)
    if let team = fighter.teamName { text += " · \(team)" }
    return text
  }

  /// `3 (2–5)`: the hits of a multi-hit move and the range it may have; `—` for the others.
  private func hitsText(_ state: CalcFeature.State) -> String {
    guard let range = state.move?.hitRange, range.count > 1, let calc = state.calc else {
      return "—"
    }
    return "\(calc.hits ?? calc.defaultHits) (\(range.lowerBound)–\(range.upperBound))"
  }

  private func moveText(_ move: MoveInfo) -> String {
    var parts = [move.name(in: language)]
    if let type = move.type { parts.append(strings.name(of: type)) }
    parts.append(strings.translated(move.damageClass.rawValue.capitalized))
    if let power = move.power { parts.append("\(power)") }
    return parts.joined(separator: " · ")
  }

  /// `252 (359)`: the EVs, then the stat they give.
  private func evs(_ fighter: CalcFighter, _ stat: Int) -> String {
    "\(fighter.side.evs[stat]) (\(fighter.side.stat(stat)))"
  }

  private func natureText(_ fighter: CalcFighter) -> String {
    guard let nature = fighter.nature else { return "—" }
    let name = strings.name(from: nature.names, slug: nature.slug, in: language)
    guard let raised = nature.raised, let lowered = nature.lowered, raised != lowered else {
      return name
    }
    return "\(name) (+\(strings.statNames[raised]) −\(strings.statNames[lowered]))"
  }

  private func itemText(_ fighter: CalcFighter) -> String {
    guard let slug = fighter.side.item?.slug else { return "—" }
    let item = fighter.items.lazy.compactMap { $0 }.first { $0.slug == slug }
    return item.map { strings.name(from: $0.names, slug: $0.slug, in: language) }
      ?? fighter.side.item!.name
  }

  private func abilityText(_ fighter: CalcFighter) -> String {
    guard let ability = fighter.side.ability else { return "—" }
    return abilityNames[ability.slug].map {
      strings.name(from: $0, slug: ability.slug, in: language)
    } ?? ability.name
  }

  private func teraText(_ fighter: CalcFighter) -> String {
    if fighter.side.stellar { return CalcWords.stellar.text(in: language) }
    return fighter.side.teraType.map(strings.name(of:)) ?? "—"
  }

  private func stage(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }

  private func yesNo(_ value: Bool) -> String {
    (value ? CalcWords.yes : CalcWords.no).text(in: language)
  }

  /// What the typed name matches, in a list under its row, the highlighted one reversed.
  private func drawMatches(
    _ typing: CalcFeature.Typing, column: Int, row: Int, width: Int, bottom: Int,
    into buffer: inout CellBuffer
  ) {
    let texts: [String] = typing.matches.map { match in
      switch match {
      case .pokemon(let pokemon): "\(pokemon.number) \(pokemon.name(in: language))"
      case .move(let move): moveText(move)
      case .item(let item): strings.name(from: item.names, slug: item.slug, in: language)
      }
    }
    let shown =
      texts.isEmpty && !typing.text.isEmpty ? [CalcWords.noMatch.text(in: language)] : texts
    for (index, text) in shown.enumerated() where row + index < bottom {
      let style = index == typing.highlighted && !texts.isEmpty ? Theme.selected : Theme.dim
      buffer.fill(column: column, row: row + index, width: width, height: 1)
      buffer.write(" " + text, column: column, row: row + index, style: style, maxWidth: width)
    }
  }
}
