import PokedexCore
import TerminalUI

/// An item as lines: what `item` prints and what the Items tab's item page draws. Its name and
/// category, its effect and Pokédex text, fling power, price and generations, then who holds
/// it in the wild.
struct ItemText {
  var strings: Strings
  var language: Language

  /// The category's name in the display language.
  func category(_ detail: ItemDetail) -> String {
    Self.categoryName(
      detail.category
        ?? PokedexItems.Category(slug: detail.item.category, pocket: "", names: [:]),
      strings: strings, language: language)
  }

  /// `category`'s name in `language`. PokeAPI names categories in English and French alone:
  /// in the other languages, the kind of item it is ("Medizin", not "Healing"), rather than
  /// English among the display language's words.
  static func categoryName(
    _ category: PokedexItems.Category, strings: Strings, language: Language
  ) -> String {
    if let name = category.names[language.rawValue] { return name }
    guard language != .english, language != .french else {
      return strings.name(from: category.names, slug: category.slug, in: language)
    }
    let kind = ItemKind.of(category: category.slug, pocket: category.pocket)
    return strings.translated(ItemsListView.kindNames[kind] ?? kind.rawValue)
  }

  /// Everything, the holders last (`withHolders`) or left out.
  func lines(_ detail: ItemDetail, withHolders: Bool = true) -> [StyledLine] {
    var title = StyledLine(detail.name(in: language), Theme.title)
    title.append("  " + category(detail), Theme.dim)
    var lines = [title, StyledLine()]
    let entry = detail.entry
    if !detail.teaches.isEmpty {
      // A machine teaches different moves in different games: PokeAPI's effect names one
      // game's move and its newest text another's (TM24: Thunderbolt beside Snore's text), so
      // the page says which move in which games instead.
      lines += teachingLines(detail)
    } else {
      let short = text(entry.shortEffects)
      if !short.isEmpty { lines.append(StyledLine(short)) }
      let effect = text(entry.effects)
      if !effect.isEmpty, effect != short {
        lines += effect.split(separator: "\n", omittingEmptySubsequences: false).map {
          StyledLine(String($0), Theme.dim)
        }
      }
      if let own = entry.texts[language.rawValue] ?? entry.texts[Language.english.rawValue] {
        if !lines.isEmpty { lines.append(StyledLine()) }
        lines.append(StyledLine(own))
      }
    }
    lines.append(StyledLine())
    let generations =
      entry.generations.isEmpty
      ? "—"
      : entry.generations.count > 1
        && entry.generations.last! - entry.generations.first! == entry.generations.count - 1
        ? "\(entry.generations.first!)–\(entry.generations.last!)"
        : entry.generations.map(String.init).joined(separator: ", ")
    var facts = StyledLine(strings.translated("Fling power") + " ", Theme.dim)
    facts.append(entry.flingPower.map(String.init) ?? "—")
    facts.append("   " + strings.translated("Price") + " ", Theme.dim)
    facts.append(entry.cost.map { "₽\($0)" } ?? "—")
    facts.append("   " + strings.translated("Generations") + " ", Theme.dim)
    facts.append(generations)
    lines.append(facts)
    lines.append(StyledLine())
    // The heading counts the holders; with none, it says so in their place (a count of 0
    // and then "by no Pokémon" said it twice).
    let holders = Set(detail.holders.map(\.pokemon.id)).count
    let heading =
      holders > 0
      ? StyledLine(strings.translated("Held in the wild") + " (\(holders))", Theme.title)
      : StyledLine(
        strings.translated("Held in the wild by no Pokémon in PokeAPI's data"), Theme.dim)
    lines.append(heading)
    if withHolders { lines += holderLines(detail) }
    return lines
  }

  /// A machine's moves: a heading, then a line per run of games teaching the same move, the
  /// move's name then the games (the first and last of a run of more than two).
  func teachingLines(_ detail: ItemDetail) -> [StyledLine] {
    let names = detail.teaches.map { $0.moveName(in: language) }
    let width = names.map(displayWidth(of:)).max() ?? 0
    var lines = [StyledLine(strings.translated("Teaches, game by game"), Theme.title)]
    for (teaching, name) in zip(detail.teaches, names) {
      var line = StyledLine(
        "  " + name + String(repeating: " ", count: width - displayWidth(of: name)))
      line.append("  " + games(teaching.groups, detail), Theme.dim)
      lines.append(line)
    }
    return lines
  }

  /// "Red / Blue", "Red / Blue, Yellow", or "Ruby / Sapphire – Ultra Sun / Ultra Moon" for a
  /// run of more than two game groups.
  func games(_ groups: [GameGroup], _ detail: ItemDetail) -> String {
    let names = groups.map { detail.groupName($0, in: language) }
    return names.count > 2
      ? "\(names[0]) – \(names[names.count - 1])" : names.joined(separator: ", ")
  }

  /// A line per holder, indented under the heading: number, name, how often, in which games.
  func holderLines(_ detail: ItemDetail) -> [StyledLine] {
    let width = detail.holders.map { displayWidth(of: $0.pokemon.name(in: language)) }.max() ?? 0
    return detail.holders.map { holder in
      let name = holder.pokemon.name(in: language)
      var line = StyledLine("  " + holder.pokemon.number + " ", Theme.dim)
      line.append(name + String(repeating: " ", count: width - displayWidth(of: name)))
      line.append("  \(holder.rarity)%  ", Theme.dim)
      line.append(
        holder.versions.map { detail.versionName($0, in: language) }.joined(separator: ", "))
      return line
    }
  }

  /// `texts` in the display language, else English, else empty.
  private func text(_ texts: [String: String]) -> String {
    texts[language.rawValue] ?? texts[Language.english.rawValue] ?? ""
  }
}
