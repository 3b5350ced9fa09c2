import Foundation

/// Pokémon Showdown's name for each Pokémon and form of the Pokédex (`Ogerpon-Wellspring`,
/// `Tauros-Paldea-Combat`, `Indeedee-F`, `Zygarde-10%`), which a paste writes and reads.
///
/// The table is generated (``generate(pokedex:speciesTable:)``) from the Pokédex and
/// Showdown's own list of species and formes, and shipped as `pokedex-showdown.tsv` beside the
/// snapshot: `pokedex-tui sync --showdown FILE` writes it.
public struct ShowdownNames: Equatable, Sendable {
  /// Showdown's name by Pokémon id.
  public var names: [Int: String]
  /// The Pokémon that share a name another reads back as (a cosmetic or battle form Showdown
  /// does not tell apart: `zygarde-10-power-construct` is `Zygarde-10%`, read as `zygarde-10`).
  public var aliases: Set<Int>

  public init(names: [Int: String], aliases: Set<Int> = []) {
    self.names = names
    self.aliases = aliases
    var ids: [String: Int] = [:]
    // The Pokémon a name reads back as: the one that is not an alias, else the first.
    for (id, name) in names.sorted(by: { $0.key < $1.key }) {
      let key = Self.key(name)
      if ids[key] == nil || (aliases.contains(ids[key]!) && !aliases.contains(id)) {
        ids[key] = id
      }
    }
    self.ids = ids
  }

  private var ids: [String: Int]

  /// The names whose Pokémon in `pokemon` is of the species they name (Showdown's name starts
  /// with the species part of its PokeAPI slug: `Necrozma-Dusk-Mane` for `necrozma-dusk`), so
  /// a table made for one Pokédex names nothing wrongly in another (a test's).
  public func agreeing(with pokemon: [Pokemon]) -> ShowdownNames {
    let slugs = Dictionary(
      pokemon.compactMap { pokemon in pokemon.slug.map { (pokemon.id, $0) } },
      uniquingKeysWith: { first, _ in first })
    let kept = names.filter { id, name in
      guard let species = slugs[id]?.split(separator: "-").first else { return false }
      return Self.key(name).hasPrefix(Self.key(species))
    }
    return ShowdownNames(names: kept, aliases: aliases.intersection(kept.keys))
  }

  /// The Pokémon Showdown calls `name`, read as Showdown reads it (case, spaces and
  /// punctuation aside).
  public func id(named name: String) -> Int? { ids[Self.key(name)] }

  /// Showdown's id of a name: its letters and digits, lowercased (`Zygarde-10%` → `zygarde10`).
  static func key(_ name: some StringProtocol) -> String {
    String(
      name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }
        .map(Character.init)
    )
    .folding(options: .diacriticInsensitive, locale: nil)
  }

  // MARK: - Generating

  /// One row of Showdown's species table.
  struct Row {
    var number: Int
    var name: String
    var forme: String
  }

  /// The table for every Pokémon of `pokedex` that Showdown names, matched by dex number and
  /// forme, and the PokeAPI slugs it could not match.
  public static func generate(pokedex: Pokedex, speciesTable: String) throws
    -> (names: ShowdownNames, unmatched: [String])
  {
    let rows = try parseSpeciesTable(speciesTable)
    let byNumber = Dictionary(grouping: rows, by: \.number)
    var names: [Int: String] = [:]
    // How closely each Pokémon matched its name: of two with one name, the closer reads back.
    var scores: [Int: Int] = [:]
    var unmatched: [String] = []
    for pokemon in pokedex.pokemon {
      let candidates = byNumber[pokemon.speciesID] ?? []
      let base = candidates.first { $0.forme.isEmpty }
      guard let form = pokemon.form else {
        if let base {
          (names[pokemon.id], scores[pokemon.id]) = (base.name, 500)
        } else {
          unmatched.append("#\(pokemon.speciesID) \(pokemon.name)")
        }
        continue
      }
      let words = formAliases[form.slug] ?? formWords(form, species: base?.name)
      if let (row, score) = match(words, among: candidates.filter { !$0.forme.isEmpty }) {
        (names[pokemon.id], scores[pokemon.id]) = (row.name, score)
      } else if let base = formOfTheBase(words, candidates) {
        (names[pokemon.id], scores[pokemon.id]) = (base.name, 0)
      } else {
        unmatched.append(form.slug)
      }
    }
    var best: [String: Int] = [:]
    for (id, name) in names.sorted(by: { $0.key < $1.key }) {
      if let other = best[name], scores[other]! >= scores[id]! { continue }
      best[name] = id
    }
    let readBack = Set(best.values)
    let aliases = Set(names.keys.filter { !readBack.contains($0) })
    return (ShowdownNames(names: names, aliases: aliases), unmatched)
  }

  /// Forms whose PokeAPI name leaves out what Showdown's says: the totem Marowak is Alolan.
  static let formAliases: [String: [String]] = ["marowak-totem": ["alola", "totem"]]

  /// The forme the form's words name: the same words (in any order: `totem alola` is
  /// `Alola-Totem`), or with the words PokeAPI adds (`-breed`, `-mask`, `-cap`), or the form's
  /// words starting the forme's (`dusk` of `Dusk-Mane`), the closest first.
  static func match(_ words: [String], among rows: [Row]) -> (Row, Int)? {
    let joined = words.joined()
    let scored = rows.compactMap { row -> (Row, Int)? in
      let forme = key(row.forme)
      let formeWords = row.forme.lowercased().split(separator: "-").map { key($0) }
      if forme == joined { return (row, 400) }
      if formeWords.sorted() == words.sorted() { return (row, 300) }
      if joined.hasPrefix(forme) || joined.hasSuffix(forme) {
        return (row, 200 - joined.count + forme.count)
      }
      if forme.hasPrefix(joined) { return (row, 100 - forme.count + joined.count) }
      if Set(formeWords).isSubset(of: Set(words)) { return (row, 25 + formeWords.count) }
      return nil
    }
    return scored.max { $0.1 < $1.1 }
  }

  /// A form Showdown does not tell from its species (a cosmetic one, a battle one, or one that
  /// is the species' usual look: `zygarde-50`, `toxtricity-amped`, `minior-red`): the base name.
  static func formOfTheBase(_ words: [String], _ rows: [Row]) -> Row? {
    let name = words.joined(separator: "-")
    let sameAsTheSpecies: Set<String> = [
      "50", "amped", "single-strike", "power-construct", "50-power-construct", "own-tempo",
      "totem", "starter", "family-of-three", "family-of-four", "curly", "zero", "full-belly",
      "disguised", "shield", "midday", "altered", "incarnate", "normal", "ordinary", "aria",
      "land", "red-striped", "standard", "plant", "overcast", "west", "spring", "baile", "solo",
      "average", "m", "red", "orange", "yellow", "green", "blue", "indigo", "violet",
      "limited-build", "sprinting-build", "swimming-build", "gliding-build", "low-power-mode",
      "drive-mode", "aquatic-mode", "glide-mode",
    ]
    guard sameAsTheSpecies.contains(name) else { return nil }
    return rows.first { $0.forme.isEmpty }
  }

  /// The words that name a form: its PokeAPI slug after its species' name
  /// (`urshifu-rapid-strike-gmax` → `rapid strike gmax`; `mr-mime-galar` → `galar`), else its
  /// form's name; `female` is `F` and `male` `M`, as Showdown writes them.
  static func formWords(_ form: FormInfo, species: String?) -> [String] {
    var words = form.slug.split(separator: "-").map(String.init)
    var stripped = false
    if let species {
      let speciesKey = key(species)
      var taken = ""
      for (index, word) in words.enumerated() {
        taken += key(word)
        if taken == speciesKey {
          words.removeFirst(index + 1)
          stripped = true
          break
        }
        if !speciesKey.hasPrefix(taken) { break }
      }
    }
    if !stripped { words = form.formName.split(separator: "-").map(String.init) }
    return words.map { word in
      switch word {
      case "female": "f"
      case "male": "m"
      default: key(word)
      }
    }
  }

  /// The rows of `species.tsv`: a header, then `id num name base_species forme …` per line.
  static func parseSpeciesTable(_ text: String) throws -> [Row] {
    var lines = text.split(whereSeparator: \.isNewline)
    guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false)
    else { throw PokedexError("The Showdown species table is empty.") }
    let columns = header.map(String.init)
    guard let num = columns.firstIndex(of: "num"), let name = columns.firstIndex(of: "name"),
      let forme = columns.firstIndex(of: "forme")
    else {
      throw PokedexError("The Showdown species table has no num, name and forme columns.")
    }
    lines.removeFirst()
    return try lines.enumerated().map { offset, line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count > max(num, name, forme), let number = Int(fields[num]) else {
        throw PokedexError("Line \(offset + 2) of the Showdown species table cannot be read.")
      }
      return Row(number: number, name: displayed(fields[name]), forme: displayed(fields[forme]))
    }
  }

  /// A name of Showdown's source as Showdown shows it: its JavaScript escapes decoded
  /// (`Farfetch\u2019d` is `Farfetch’d`) and composed (`Flabe\u0301be\u0301` is `Flabébé`).
  static func displayed(_ name: String) -> String {
    guard name.contains("\\u") else { return name.precomposedStringWithCanonicalMapping }
    var result = ""
    var rest = Substring(name)
    while let escape = rest.range(of: "\\u") {
      result += rest[..<escape.lowerBound]
      let hex = rest[escape.upperBound...].prefix(4)
      if hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
        result.unicodeScalars.append(scalar)
        rest = rest[hex.endIndex...]
      } else {
        result += "\\u"
        rest = rest[escape.upperBound...]
      }
    }
    return (result + rest).precomposedStringWithCanonicalMapping
  }
}

// MARK: - The shipped table

extension ShowdownNames {
  /// The first line of the table's file.
  static let header =
    "pokedex-showdown\tv1\tregenerate: scripts/sync-snapshot (or: swift run pokedex-tui sync "
    + "--showdown ../shared/showdown/species.tsv); do not edit by hand"

  /// The table as it is shipped: the header, then `id<TAB>name` per Pokémon, by id, with
  /// `<TAB>alias` after a Pokémon the name does not read back as.
  public func snapshotText() -> String {
    let rows = names.sorted { $0.key < $1.key }.map {
      "\($0.key)\t\($0.value)" + (aliases.contains($0.key) ? "\talias" : "")
    }
    return ([Self.header] + rows).joined(separator: "\n") + "\n"
  }

  /// Reads ``snapshotText()``.
  public init(snapshot text: String) throws {
    var lines = text.split(whereSeparator: \.isNewline)
    guard lines.first.map({ $0.hasPrefix("pokedex-showdown\tv1") }) == true else {
      throw PokedexError("The Showdown names are not a pokedex-showdown v1 file.")
    }
    lines.removeFirst()
    var names: [Int: String] = [:]
    var aliases: Set<Int> = []
    for (offset, line) in lines.enumerated() {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard (2...3).contains(fields.count), let id = Int(fields[0]), !fields[1].isEmpty,
        fields.count == 2 || fields[2] == "alias"
      else {
        throw PokedexError("Line \(offset + 2) of the Showdown names cannot be read.")
      }
      names[id] = String(fields[1])
      if fields.count == 3 { aliases.insert(id) }
    }
    self.init(names: names, aliases: aliases)
  }

  /// Where the table goes beside a snapshot: `pokedex-showdown.tsv` beside `pokedex.tsv`.
  public static func location(besideSnapshot snapshot: URL) -> URL {
    snapshot.deletingLastPathComponent().appendingPathComponent(
      snapshot.deletingPathExtension().lastPathComponent + "-showdown.tsv", isDirectory: false)
  }

  /// The table shipped with the Pokédex; empty when it cannot be read (names are then made
  /// from the Pokédex's own, as before the table).
  public static let embedded: ShowdownNames = {
    let url = location(besideSnapshot: Pokedex.embeddedLocation)
    guard let data = FileManager.default.contents(atPath: url.path),
      let names = try? ShowdownNames(snapshot: String(decoding: data, as: UTF8.self))
    else { return ShowdownNames(names: [:]) }
    return names
  }()
}
