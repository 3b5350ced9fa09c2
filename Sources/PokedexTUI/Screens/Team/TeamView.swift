import PokedexCore
import TerminalUI

/// The team screen: the members on the left (types, ability, moves), the coverage on the
/// right (a row per attacking type: how it hits each member, a weakness three share marked;
/// then the types the team's moves hit hard and the gaps), the move picker over it when open.
struct TeamView {
  var strings: Strings
  var language: Language

  func draw(_ state: ScreenFeature.State, in layout: ListLayout, into buffer: inout CellBuffer) {
    let team = state.app.team
    var area = layout.content
    // What the last change did; else a team over its size; else what of the selected
    // member's set is not legal. Two rows at most (a path is long), the rest above them.
    var message: StyledLine?
    if let notice = team.notice {
      message = StyledLine(text(of: notice), Theme.dim)
    } else if let tooMany = Self.tooMany(team, strings) {
      message = StyledLine("⚠ " + tooMany, Theme.error)
    } else if team.members.indices.contains(state.selectedIndex),
      let warnings = team.warnings[team.members[state.selectedIndex].id]
    {
      let more =
        warnings.count > 1
        ? " " + strings.filled("(+%@, W lists them)", "\(warnings.count - 1)") : ""
      message = StyledLine(
        "⚠ " + warnings[0].text(in: language, strings.translated) + more, Theme.error)
    }
    if let message {
      let rows = min(2, StyledLine.wrapped([message], width: area.width - 2).count)
      area.height -= rows - 1
      buffer.write(
        [message],
        in: Area(
          column: area.column + 1, row: area.row + area.height - 1, width: area.width - 2,
          height: rows))
    }
    let middle = area.row + area.height / 2
    // The team being edited, with its format; T lists them all.
    if let current = team.book.current {
      buffer.write(
        current.name + (current.format.map { " [\($0)]" } ?? ""), column: area.column + 2,
        row: area.row, style: Theme.title, maxWidth: min(60, area.width / 2) - 2)
    }
    guard !team.members.isEmpty else {
      buffer.writeCentered(
        strings.translated("No team yet: press a on a Pokémon to add it (I imports team.txt)."),
        row: middle, style: Theme.dim)
      if let list = team.teamList { drawTeamList(team, list, in: area, into: &buffer) }
      return
    }
    if let failure = team.failure {
      buffer.writeCentered(strings.message(failure), row: middle, style: Theme.error)
      return
    }
    let leftWidth = min(60, area.width / 2)
    let loaded = team.loadedMembers
    // A fourth line per member, its actual stats, and a fifth, its level, EVs and IVs, where
    // the screen is tall enough for six members of that many lines.
    let statLines = team.members.map { Self.statsLine($0, strings: strings) }
    let warnings = team.warnings
    // Five or four lines each where six members (and any more: two terminals adding at once
    // make seven) fit so; else three, two or one, as the members there are fit.
    let room = area.height - 3
    let rowsPerMember =
      [5, 4].first { room >= max(TeamMember.teamCapacity, team.members.count) * $0 }
      ?? [3, 2].first { room >= team.members.count * $0 } ?? 1
    var y = area.row + 1
    for (index, member) in team.members.enumerated()
    where y + rowsPerMember <= area.row + area.height - 2 {
      buffer.write(
        index == state.selectedIndex ? "▸" : " ", column: area.column, row: y, style: Theme.marker)
      guard let entry = loaded.first(where: { $0.member == member }) else {
        buffer.write(strings.loading, column: area.column + 2, row: y, style: Theme.dim)
        y += rowsPerMember
        continue
      }
      var x = buffer.write(
        entry.pokemon.number + " ", column: area.column + 2, row: y, style: Theme.dim)
      // What is not legal (kept from a paste) is marked, never dropped.
      if warnings[member.id] != nil {
        x = buffer.write("⚠ ", column: x, row: y, style: Theme.error)
      }
      x = buffer.write(
        (member.nickname.map { "\($0) · " } ?? "") + entry.pokemon.name(in: language)
          + (member.forme.map { "-\($0)" } ?? "") + " ",
        column: x, row: y, style: Theme.title, maxWidth: leftWidth - x)
      buffer.writeBadges(
        entry.pokemon.types, strings: strings, column: x, row: y, maxWidth: leftWidth - x)
      let ability =
        member.ability.map {
          $0 == TeamMember.noAbility
            ? "—" : strings.name(from: state.abilityNames[$0] ?? [:], slug: $0, in: language)
        } ?? "—"
      // The set's item, nature and Tera type beside its ability, as a paste names them.
      let set = [
        member.item.map { "@ \($0)" }, member.nature,
        member.teraType.map { "Tera \($0)" },
      ].compactMap { $0 }
      if rowsPerMember >= 2 {
        buffer.write(
          ([strings.translated("Ability") + ": " + ability] + set).joined(separator: " · "),
          column: area.column + 4, row: y + 1,
          style: Theme.dim, maxWidth: leftWidth - 4)
      }
      if rowsPerMember >= 3 {
        let moves = entry.moves.map { $0.name(in: language) }
        buffer.write(
          moves.isEmpty ? "—" : moves.joined(separator: ", "), column: area.column + 4,
          row: y + 2, maxWidth: leftWidth - 4)
      }
      if rowsPerMember >= 4 {
        let nature = member.nature.flatMap(PokedexSets.embedded.nature(named:))
        let stats = member.stats(base: entry.pokemon.stats, nature: nature)
        // A stat the nature raises is marked +, one it lowers -.
        let line = (0..<6).map { stat in
          let mark = nature?.raised == stat ? "+" : nature?.lowered == stat ? "-" : ""
          return "\(stats[stat]) \(TeamMember.Stats.names[stat])\(mark)"
        }
        buffer.write(
          line.joined(separator: "  "), column: area.column + 4, row: y + 3,
          maxWidth: leftWidth - 4)
      }
      if rowsPerMember == 5 {
        buffer.write(
          statLines[index], column: area.column + 4, row: y + 4, style: Theme.dim,
          maxWidth: leftWidth - 4)
      }
      y += rowsPerMember
    }
    drawCoverage(
      team, loaded.map(\.pokemon), at: area.column + leftWidth + 2, in: area, into: &buffer)
    if let picker = team.picker { drawPicker(team, picker, in: area, into: &buffer) }
    if let list = team.teamList { drawTeamList(team, list, in: area, into: &buffer) }
  }

  /// What to say of a team over six members (two terminals each added one at once: both are
  /// kept, and the player takes one out); nil for a team within its size.
  static func tooMany(_ team: TeamFeature.State, _ strings: Strings) -> String? {
    guard team.members.count > TeamMember.teamCapacity else { return nil }
    return strings.filled(
      "The team has %@ Pokémon, more than %@ (two terminals added at once): take one out with x.",
      String(team.members.count), String(TeamMember.teamCapacity))
  }

  /// A set's level, EVs and IVs as a paste writes them (`Level: 50  EVs: 252 Atk / 4 SpD`);
  /// EVs and IVs only where they are not the defaults.
  static func statsLine(_ member: TeamMember, strings: Strings) -> String {
    var parts = ["\(strings.translated("Level")): \(member.level)"]
    if let evs = ShowdownPaste.statsLine(member.evs, leaving: 0) { parts.append("EVs: \(evs)") }
    if let ivs = ShowdownPaste.statsLine(member.ivs, leaving: 31) { parts.append("IVs: \(ivs)") }
    return parts.joined(separator: "  ")
  }

  private func drawCoverage(
    _ team: TeamFeature.State, _ pokemon: [Pokemon], at column: Int, in area: Area,
    into buffer: inout CellBuffer
  ) {
    guard let coverage = team.coverage else {
      buffer.write(strings.loading, column: column, row: area.row + 1, style: Theme.dim)
      return
    }
    let right = area.column + area.width - column
    var y = area.row + 1
    // Cut to the column before the members' names (`Verteidigung` is wider).
    buffer.write(
      strings.translated("Defence"), column: column, row: y, style: Theme.title, maxWidth: 9)
    // Each member's name cut to its column's three cells (not three characters: a Japanese
    // name's are two cells each, and ran into the next column).
    for (index, member) in pokemon.enumerated() {
      buffer.write(
        member.name(in: language), column: column + 10 + index * 4, row: y, style: Theme.dim,
        maxWidth: 3, marksCut: false)
    }
    y += 1
    let shown = max(0, min(coverage.defense.count, area.row + area.height - 4 - y))
    for row in coverage.defense.prefix(shown) {
      let nameStyle = row.isShared ? Theme.error : Theme.dim
      buffer.write(
        strings.name(of: row.type), column: column, row: y, style: nameStyle, maxWidth: 9)
      for index in pokemon.indices {
        let (mark, style): (String, Style) =
          row.weak.contains(index)
          ? (row.fourTimes.contains(index) ? "×4" : "×2", Theme.error)
          : row.resist.contains(index)
            ? (row.quarter.contains(index) ? "¼" : "½", Theme.star)
            : row.immune.contains(index) ? ("0", Theme.title) : ("·", Theme.dim)
        buffer.write(mark, column: column + 10 + index * 4, row: y, style: style)
      }
      y += 1
    }
    // The types a short terminal has no room for are counted, not left out unsaid.
    if shown < coverage.defense.count {
      buffer.write("… +\(coverage.defense.count - shown)", column: column, row: y, style: Theme.dim)
    }
    y += 1
    let hit = coverage.offense.filter { $0.best >= 2 }.map { strings.name(of: $0.type) }
    let gaps = coverage.gaps.map { strings.name(of: $0) }
    let lines = [
      StyledLine(strings.translated("Offence") + " ×2: " + hit.joined(separator: " ")),
      StyledLine(
        strings.translated("Gaps") + ": "
          + (gaps.isEmpty ? strings.none : gaps.joined(separator: " ")),
        gaps.isEmpty ? Style.plain : Theme.error),
    ]
    buffer.write(
      lines, in: Area(column: column, row: y, width: right, height: area.row + area.height - 1 - y))
  }

  /// A picker over the team: a member's moves (its four chosen ticked; those of the team's
  /// game first, the others dim), its item or its nature (the one it has marked), with the
  /// filter typed so far in the title; or its EVs.
  private func drawPicker(
    _ team: TeamFeature.State, _ picker: TeamFeature.State.Picker, in area: Area,
    into buffer: inout CellBuffer
  ) {
    // Its member by id: another terminal may have moved or removed it a moment ago.
    guard let index = team.pickedIndex, let entry = team.entries[team.members[index].pokemon]
    else { return }
    let member = team.members[index]
    if picker.kind == .evs {
      return drawEVs(member, entry.pokemon, picker, in: area, into: &buffer)
    }
    // Centred where the screen is wide; edge to edge where it is not, so that no sliver of
    // the screen under it (a cut line's mark) shows beside it.
    let width = area.width > 72 ? 70 : area.width
    let height = max(5, area.height - 2)
    let column = area.column + (area.width - width) / 2
    let row = area.row + 1
    let what =
      switch picker.kind {
      case .moves: "\(member.moves.count)/\(TeamMember.movesCapacity)"
      case .item: strings.translated("Item")
      case .nature, .evs: strings.translated("Nature")
      }
    let filter = picker.filter.isEmpty ? "" : "  ⌕ " + picker.filter
    buffer.drawBox(
      column: column, row: row, width: width, height: height,
      title: "\(entry.pokemon.name(in: language)) \(what)\(filter)")
    let choices = team.pickerChoices
    if choices.isEmpty, !picker.filter.isEmpty {
      // A filter that matches nothing says so, rather than leaving the box blank.
      buffer.write(
        CalcWords.noMatch.text(in: language), column: column + 2, row: row + 1, style: Theme.dim,
        maxWidth: width - 4)
    }
    let text = MovesText(strings: strings, language: language)
    let shown = height - 2
    let first = max(0, min(picker.highlighted - shown / 2, choices.count - shown))
    for (offset, choice) in choices.dropFirst(first).prefix(shown).enumerated() {
      let highlighted = first + offset == picker.highlighted
      var line = StyledLine()
      func name(_ name: String, _ style: Style = .plain) {
        line.append(name, highlighted ? Theme.selected : style)
        line.append(String(repeating: " ", count: max(1, 24 - displayWidth(of: name))))
      }
      switch choice {
      case .move(let move, let inGame):
        line.append(member.moves.contains(move.slug) ? "[x] " : "[ ] ")
        name(move.name(in: language), inGame ? .plain : Theme.dim)
        text.moveColumns(move, into: &line)
      case .item(let item):
        line.append(item?.name == member.item ? "● " : "  ")
        name(item.map { $0.names[language.rawValue] ?? $0.name } ?? "—")
        if let item {
          // The category by its name in the display language, PokeAPI's slug where the data
          // has none.
          let category =
            (try? PokedexItems.embeddedCategories.get()[item.category])
            ?? PokedexItems.Category(slug: item.category, pocket: "", names: [:])
          line.append(
            ItemText.categoryName(category, strings: strings, language: language), Theme.dim)
        }
      case .nature(let nature):
        line.append(nature?.name == member.nature ? "● " : "  ")
        name(nature.map { $0.names[language.rawValue] ?? $0.name } ?? "—")
        if let nature, let up = nature.raised, let down = nature.lowered {
          line.append(
            "+" + strings.statNames[up] + "  -" + strings.statNames[down], Theme.dim)
        }
      }
      buffer.writeUnwrapped(
        [line], in: Area(column: column + 2, row: row + 1 + offset, width: width - 4, height: 1))
    }
  }

  /// The EVs: each stat's EVs and the actual stat they give, the highlighted one to change,
  /// and what is left of the 510.
  private func drawEVs(
    _ member: TeamMember, _ pokemon: Pokemon, _ picker: TeamFeature.State.Picker, in area: Area,
    into buffer: inout CellBuffer
  ) {
    let width = area.width > 52 ? 50 : area.width
    let column = area.column + (area.width - width) / 2
    let row = area.row + 1
    let left = TeamMember.Stats.mostEVs - member.evs.total
    buffer.drawBox(
      column: column, row: row, width: width, height: 10,
      title: "\(pokemon.name(in: language)) EVs  \(member.evs.total)/\(TeamMember.Stats.mostEVs)")
    let stats = member.stats(
      base: pokemon.stats, nature: member.nature.flatMap(PokedexSets.embedded.nature(named:)))
    for stat in 0..<6 {
      var line = StyledLine()
      let label = strings.statNames[stat]
      line.append(
        label + String(repeating: " ", count: max(1, 12 - displayWidth(of: label))),
        stat == picker.highlighted ? Theme.selected : .plain)
      let value = member.evs[stat]
      // A paste may bring more than the games allow (kept, and warned): the bar stops full.
      let filled = min(16, max(0, value) * 16 / TeamMember.Stats.mostEVsPerStat)
      let shown = String(value)
      line.append(String(repeating: " ", count: max(0, 4 - shown.count)) + shown + " ")
      line.append(
        String(repeating: "█", count: filled) + String(repeating: "·", count: 16 - filled),
        value > TeamMember.Stats.mostEVsPerStat ? Theme.error : Theme.dim)
      line.append("  \(stats[stat])")
      buffer.writeUnwrapped(
        [line], in: Area(column: column + 2, row: row + 1 + stat, width: width - 4, height: 1))
    }
    buffer.write(
      left >= 0
        ? strings.filled("%@ left", String(left))
        : strings.filled("%@ over the 510", String(-left)),
      column: column + 2, row: row + 8, style: left >= 0 ? Theme.dim : Theme.error,
      maxWidth: width - 4)
  }

  /// A notice in the screen's language.
  func text(of notice: TeamFeature.State.Notice) -> String {
    func filled(_ english: String, _ value: String) -> String {
      strings.translated(english).replacingOccurrences(of: "%@", with: value)
    }
    /// An import's first warning and how many more: ` ⚠ line 3: … (+2)`.
    func warned(_ warnings: [ShowdownPaste.Problem]) -> String {
      guard let first = warnings.first else { return "" }
      let more =
        warnings.count > 1
        ? " " + strings.filled("(+%@, W lists them)", "\(warnings.count - 1)") : ""
      return " ⚠ " + first.text(in: language, strings.translated) + more
    }
    switch notice {
    case .full: return filled("The team is full (%@).", String(TeamMember.teamCapacity))
    case .movesFull: return filled("A Pokémon knows %@ moves at most.", "4")
    case .joined(let pokemon): return filled("%@ joined the team.", pokemon.name(in: language))
    case .alreadyIn(let pokemon):
      return filled("%@ is in the team already.", pokemon.name(in: language))
    case .removed(let pokemon):
      return filled("%@ left the team (u undoes).", pokemon.name(in: language))
    case .removedElsewhere(let pokemon):
      return filled(
        "Another terminal took %@ out of the team; its choices closed.",
        pokemon.name(in: language))
    case .undone: return strings.translated("The last change to the team is undone.")
    case .nothingToUndo: return strings.translated("Nothing to undo.")
    case .undoChangedNothing:
      return strings.translated(
        "That change no longer changes the team (another terminal changed it since); u again "
          + "takes back the one before.")
    case .written(let path, let previous):
      let done = filled("The team is in %@.", path)
      guard let previous else { return done }
      // A backup beside the file is named by its name alone: the folder is said once.
      let (folder, name) =
        previous.lastIndex(of: "/").map {
          (previous[...$0], String(previous[previous.index(after: $0)...]))
        } ?? ("", previous)
      return done + " "
        + (!folder.isEmpty && path.hasPrefix(folder) && !path.dropFirst(folder.count).contains("/")
          ? filled("The one it replaced is beside it: %@.", name)
          : filled("The one it replaced is in %@.", previous))
    case .imported(let count, let warnings):
      let done =
        filled("The team is now %@ Pokémon.", String(count)) + " "
        + strings.translated("u undoes.")
      return done + warned(warnings)
    case .importedTeams(let names, let warnings):
      return filled("Teams added: %@.", names.joined(separator: ", ")) + warned(warnings)
    case .unreadable(let path, .missing):
      return filled("Couldn't import: there is no %@ (E writes the team there).", path)
    case .unreadable(let path, .folder):
      return filled("Couldn't import: %@ is a folder, not a paste.", path)
    case .unreadable(let path, .notText): return filled("Couldn't import: %@ is not text.", path)
    case .unreadable(let path, .system(let reason)):
      return strings.filled("Couldn't import: %@ cannot be read (%@).", path, reason)
    case .unwritable(let path, .folder):
      return filled("Couldn't export the team: %@ is a folder; move it away.", path)
    case .unwritable(let path, let trouble):
      let reason = if case .system(let reason) = trouble { reason } else { "\(trouble)" }
      return strings.filled("Couldn't export the team: %@ cannot be written (%@).", path, reason)
    case .refused(let problem):
      return strings.translated("Couldn't import:") + " "
        + problem.text(in: language, strings.translated) + "."
    case .editing(let name): return filled("Now editing %@.", name)
    case .deleted(let name): return filled("%@ was deleted (u undoes).", name)
    case .failed(let message): return strings.message(message)
    }
  }

  /// The list of teams: each with its format and size, the one being edited marked, the
  /// highlighted one's name replaced by the name being typed while it is renamed.
  private func drawTeamList(
    _ team: TeamFeature.State, _ list: TeamFeature.State.TeamList, in area: Area,
    into buffer: inout CellBuffer
  ) {
    let teams = team.book.teams
    let width = area.width > 58 ? 56 : area.width
    let height = min(max(5, area.height - 2), teams.count + 4)
    let column = area.column + (area.width - width) / 2
    let row = area.row + 1
    buffer.drawBox(
      column: column, row: row, width: width, height: height,
      title: strings.translated("Teams") + " \(teams.count)")
    guard !teams.isEmpty else {
      buffer.write(
        strings.translated("No teams yet: n starts one."), column: column + 2, row: row + 1,
        style: Theme.dim, maxWidth: width - 4)
      return
    }
    let shown = height - 2
    let first = max(0, min(list.highlighted - shown / 2, teams.count - shown))
    for (offset, entry) in teams.dropFirst(first).prefix(shown).enumerated() {
      let index = first + offset
      let editing = entry.id == team.book.current?.id
      var name = entry.name
      if index == list.highlighted, let typed = list.renaming { name = typed + "▏" }
      var line = StyledLine(editing ? "● " : "  ", Theme.marker)
      line.append(name, index == list.highlighted ? Theme.selected : Theme.title)
      line.append(
        (entry.format.map { "  [\($0)]" } ?? "")
          + "  \(entry.members.count)/\(TeamMember.teamCapacity)",
        Theme.dim)
      buffer.writeUnwrapped(
        [line], in: Area(column: column + 2, row: row + 1 + offset, width: width - 4, height: 1))
    }
  }
}
