import Foundation

/// What the detail screens look up and the list never needs: abilities explained, every
/// species' Pokédex entries per game, the games, and names for the record's slugs. The
/// embedded copy is a second file beside the snapshot (`pokedex-reference.tsv`), read on first
/// use off the main actor; its entries are decoded a species at a time, when asked for.
public struct PokedexReference: Sendable, Equatable {
  /// Every ability a Pokémon has, by slug.
  public var abilities: [String: AbilityInfo]
  /// The games, oldest first.
  public var versions: [GameVersion]
  /// Names by kind, then slug, then language (see ``PokemonDetails/names``).
  public var names: [String: [String: [String: String]]]
  /// Pokédex entries, by species.
  var flavorStore: FlavorStore

  /// A reference from its parts.
  public init(
    abilities: [AbilityInfo], versions: [GameVersion],
    names: [String: [String: [String: String]]], flavorTexts: [Int: [FlavorText]]
  ) {
    self.abilities = Dictionary(abilities.map { ($0.slug, $0) }, uniquingKeysWith: { a, _ in a })
    self.versions = versions.sorted { $0.id < $1.id }
    self.names = names
    self.flavorStore = FlavorStore(decoded: flavorTexts)
  }

  /// No abilities, games, names or entries: what a source without them answers with.
  public static let empty = PokedexReference(
    abilities: [], versions: [], names: [:], flavorTexts: [:])

  /// The ability `name` names: its slug (`lightning-rod`) or English name, else its name in
  /// any language, with case, accents, spaces and punctuation ignored (`Lightning Rod`,
  /// `paratonnerre`); an ability's own name before another's in some language.
  public func ability(named name: String) -> AbilityInfo? {
    if let ability = abilities[name] { return ability }
    let key = nameKey(name)
    guard !key.isEmpty else { return nil }
    let sorted = abilities.values.sorted { $0.id < $1.id }
    return sorted.first { nameKey($0.slug) == key || nameKey($0.names["en"] ?? "") == key }
      ?? sorted.first { ability in ability.names.values.contains { nameKey($0) == key } }
  }

  /// The games' names by version slug, then language.
  public var versionNames: [String: [String: String]] {
    Dictionary(versions.map { ($0.slug, $0.names) }, uniquingKeysWith: { a, _ in a })
  }

  /// The Pokédex entries of species `id`, every language and game.
  public func flavorTexts(species id: Int) -> [FlavorText] { flavorStore.texts(species: id) }

  /// Every species' entries (decoding those not decoded yet): for writing and comparing.
  public var allFlavorTexts: [Int: [FlavorText]] { flavorStore.all() }

  /// `pokemon`'s details: its abilities explained (in slot order; one PokeAPI lacks is named
  /// from its slug), its species' entries, the games, and `forms` (the species' Pokémon).
  public func details(of pokemon: Pokemon, forms: [Pokemon]) -> PokemonDetails {
    PokemonDetails(
      abilities: pokemon.abilities.map { ability in
        abilities[ability.name]
          ?? AbilityInfo(
            id: 0, slug: ability.name, generation: 0, names: [:], shortEffects: [:], effects: [:])
      },
      flavorTexts: flavorTexts(species: pokemon.speciesID), versions: versions, forms: forms,
      names: names)
  }

  public static func == (lhs: PokedexReference, rhs: PokedexReference) -> Bool {
    lhs.abilities == rhs.abilities && lhs.versions == rhs.versions && lhs.names == rhs.names
      && lhs.allFlavorTexts == rhs.allFlavorTexts
  }
}

/// The Pokédex entries, decoded (made by the sync) or as the lines of the reference file with
/// each species' byte range, decoded on demand: the file's 3 MB of text need not become
/// 30,000 strings for the one species a detail screen shows.
final class FlavorStore: Sendable {
  private let decoded: [Int: [FlavorText]]
  private let bytes: Data
  private let ranges: [Int: Range<Int>]
  /// The first line number of each species' lines, for error messages.
  private let firstLines: [Int: Int]

  init(decoded: [Int: [FlavorText]]) {
    self.decoded = decoded
    bytes = Data()
    ranges = [:]
    firstLines = [:]
  }

  init(bytes: Data, ranges: [Int: Range<Int>], firstLines: [Int: Int]) {
    decoded = [:]
    self.bytes = bytes
    self.ranges = ranges
    self.firstLines = firstLines
  }

  func texts(species id: Int) -> [FlavorText] {
    if let texts = decoded[id] { return texts }
    guard let range = ranges[id] else { return [] }
    // The lines were checked when the file was indexed; a line that still fails is skipped.
    return bytes.withUnsafeBytes { whole in
      let raw = UnsafeRawBufferPointer(rebasing: whole[range])
      var reader = SnapshotReader(bytes: raw.assumingMemoryBound(to: UInt8.self))
      return (try? reader.readFlavorLines(startingAt: firstLines[id] ?? 0)) ?? []
    }
  }

  func all() -> [Int: [FlavorText]] {
    var result = decoded
    for id in ranges.keys { result[id] = texts(species: id) }
    return result
  }
}
