/// Two to four Pokémon (or forms) side by side: each base stat and the total with the highest
/// marked and every other's difference to it, and who outspeeds whom. Pure: what the compare
/// screen draws and `pokedex-tui compare` prints.
public struct Comparison: Equatable, Sendable, Codable {
  /// The Pokémon compared, in the order they were marked.
  public var pokemon: [Pokemon]

  /// The most that are compared at once.
  public static let capacity = 4

  /// A comparison of `pokemon`.
  public init(_ pokemon: [Pokemon]) { self.pokemon = pokemon }

  /// One stat's row: each Pokémon's value, in order.
  public struct Row: Equatable, Sendable {
    /// The stat's English label (`HP`, …, `Speed`, `Total`); the front end translates it.
    public var label: String
    public var values: [Int]

    /// The highest value.
    public var best: Int { values.max() ?? 0 }
    /// Whether value `index` is the highest (all are, when they tie).
    public func isBest(_ index: Int) -> Bool { values[index] == best }
    /// Value `index` minus the highest: 0 for the best, negative for the others.
    public func difference(_ index: Int) -> Int { values[index] - best }
  }

  /// The six stats' English labels, in the games' order.
  public static let statLabels = ["HP", "Attack", "Defense", "Sp. Atk", "Sp. Def", "Speed"]

  /// The six base stats and the total, in the games' order.
  public var rows: [Row] {
    var rows = (0..<6).map { stat in
      Row(
        label: Self.statLabels[stat],
        values: pokemon.map { $0.stats.labelled[stat].value })
    }
    rows.append(Row(label: "Total", values: pokemon.map(\.stats.total)))
    return rows
  }

  /// Who moves first at the same speed stage: each pair where one is faster, faster first, in
  /// the order of the comparison. Equal speeds are a tie (``speedTies``).
  public var outspeeds: [(faster: Pokemon, slower: Pokemon)] {
    var pairs: [(Pokemon, Pokemon)] = []
    for (i, a) in pokemon.enumerated() {
      for b in pokemon[(i + 1)...] where a.stats.speed != b.stats.speed {
        pairs.append(a.stats.speed > b.stats.speed ? (a, b) : (b, a))
      }
    }
    return pairs
  }

  /// The pairs with the same speed.
  public var speedTies: [(Pokemon, Pokemon)] {
    var pairs: [(Pokemon, Pokemon)] = []
    for (i, a) in pokemon.enumerated() {
      for b in pokemon[(i + 1)...] where a.stats.speed == b.stats.speed { pairs.append((a, b)) }
    }
    return pairs
  }
}
