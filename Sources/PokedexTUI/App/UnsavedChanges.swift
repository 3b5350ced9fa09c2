import Loop
import PokedexCore

extension AppFeature.State {
  /// What the user changed in this session that is not in its file, because the file could
  /// not be read (it is never saved over) or its last write failed: one line per kind of
  /// change, said after exit with the file's problem, so nothing is lost without a word. The
  /// favourites are named; a team's changes are given whole, as a paste to import again.
  /// Call after ``SharedRegistry/flush()``: a save still queued counts as unsaved.
  @MainActor func unsavedChanges(in language: Language, client: PokemonClient) async -> [String] {
    let strings = Strings.forLanguage(language)
    var lines: [String] = []
    let favoritesShared = list.$favorites
    if let (stored, now) = favoritesShared.unsavedChange {
      let file = favoritesShared.persistenceProblem?.path ?? "favorites.json"
      let added = now.subtracting(stored).sorted()
      let removed = stored.subtracting(now).sorted()
      if !added.isEmpty {
        lines.append(
          strings.filled(
            "Favourites added in this session and not saved to %@: %@.", file,
            names(added, language)))
      }
      if !removed.isEmpty {
        lines.append(
          strings.filled(
            "Favourites removed in this session and not saved to %@: %@.", file,
            names(removed, language)))
      }
    }
    let orderShared = list.sort.$order
    if let (_, now) = orderShared.unsavedChange {
      lines.append(
        strings.filled(
          "The order chosen in this session (%@) was not saved to %@.", strings.describe(now),
          orderShared.persistenceProblem?.path ?? "sort.json"))
    }
    let bookShared = team.$book
    if let (stored, now) = bookShared.unsavedChange {
      let changed = now.teams.filter { team in !stored.teams.contains(team) }
      var pastes: [String] = []
      for team in changed {
        guard let sets = try? await ShowdownPaste.write(team.members, from: client) else {
          continue
        }
        // Each under a header with its name (and format), so that several teams import as
        // several, each with its name.
        pastes.append(printableLines(ShowdownPaste.header(team) + sets))
      }
      let file = bookShared.persistenceProblem?.path ?? "team.json"
      // The pastes go in the same message, after its first line: the exit prints each
      // message after the program's name, which must not stand before a paste's first line.
      lines.append(
        pastes.isEmpty
          ? strings.filled("Team changes made in this session were not saved to %@.", file)
          : strings.filled(
            "Team changes made in this session were not saved to %@; here they are as a paste, "
              + "to import once the file can be written:", file) + "\n\n"
            + pastes.joined(separator: "\n"))
    }
    return lines
  }

  /// Pokémon ids named (`Bulbasaur (#1)`, `Mega Venusaur (#10033)`): from the list's rows,
  /// else from the embedded Pokédex (never the network: a live source offline would hold the
  /// exit up); by number alone where neither names it.
  private func names(_ ids: [Int], _ language: Language) -> String {
    let rows = Dictionary(list.rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let embedded = Pokedex.embeddedIfAvailable
    return ids.map { id in
      (rows[id] ?? embedded?.pokemon(id: id)).map { "\($0.name(in: language)) (#\(id))" }
        ?? "#\(id)"
    }.joined(separator: ", ")
  }
}
