import Loop

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the Pokédex list and the favourites are ordered by.
public struct SortOrder: Sendable, Equatable, Hashable, Codable {
  /// The value compared.
  public enum Key: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case number, name, hp, attack, defense, specialAttack, specialDefense, speed, total

    /// Whether this key starts highest first: the stats do (the strongest is what people look
    /// for), number and name start at the beginning.
    public var startsDescending: Bool { self != .number && self != .name }

    /// Whether the key is a base stat or the total (not the number or the name).
    public var isStat: Bool { self != .number && self != .name }

    /// The key's value for `pokemon`, for the stats.
    public func stat(_ pokemon: Pokemon) -> Int {
      let stats = pokemon.stats
      switch self {
      case .number: return pokemon.id
      case .name: return 0
      case .hp: return stats.hp
      case .attack: return stats.attack
      case .defense: return stats.defense
      case .specialAttack: return stats.specialAttack
      case .specialDefense: return stats.specialDefense
      case .speed: return stats.speed
      case .total: return stats.total
      }
    }
  }

  /// The value compared.
  public var key: Key
  /// Highest (or last) first.
  public var descending: Bool

  /// An order.
  public init(key: Key, descending: Bool) {
    self.key = key
    self.descending = descending
  }

  /// Dex order, the list as the source gives it.
  public static let number = SortOrder(key: .number, descending: false)

  /// Whether this is plain dex order: then the list pages as the source gives it, and needs
  /// no more rows than the screen shows.
  public var isDexOrder: Bool { self == .number }

  /// The next key in the cycle (number, name, each stat, the total, then number again), in
  /// its starting direction.
  public var next: SortOrder {
    let all = Key.allCases
    let key = all[(all.firstIndex(of: key)! + 1) % all.count]
    return SortOrder(key: key, descending: key.startsDescending)
  }

  /// `pokemon` in this order. Ties (equal stats, equal names) go by dex number, ascending
  /// whichever way the key runs, so the order is total and the same on every run.
  ///
  /// Names compare in English, folded (case and accents ignored): the reducers know no display
  /// language, and a recorded session must sort the same everywhere.
  public func sorted(_ pokemon: [Pokemon]) -> [Pokemon] {
    if key == .number {
      return pokemon.sorted { ($0.id < $1.id) != descending }
    }
    if key == .name {
      let keyed = pokemon.map { (name: fold($0.name), pokemon: $0) }
      return keyed.sorted { lhs, rhs in
        if lhs.name != rhs.name { return (lhs.name < rhs.name) != descending }
        return lhs.pokemon.id < rhs.pokemon.id
      }.map(\.pokemon)
    }
    return pokemon.sorted { lhs, rhs in
      let (left, right) = (key.stat(lhs), key.stat(rhs))
      if left != right { return (left < right) != descending }
      return lhs.id < rhs.id
    }
  }
}

/// Choosing the order of the Pokédex list and the favourites: `o` moves to the next key, `O`
/// reverses the direction. The order is one shared value, saved with the favourites, so both
/// screens follow it and it survives a restart.
public struct SortFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The order, shared with the favourites and saved to disk.
    @Shared(.sortOrder) public var order: SortOrder = .number
    public init() {}
  }

  public enum Action: Equatable, Sendable, Codable {
    /// The next key was asked for (`o`).
    case nextKeyTapped
    /// The direction was reversed (`O`).
    case reverseTapped
    /// Another copy of the app saved this order (the shared file changed under this one).
    /// Carried as an action, with the value, so a recording replays it.
    case orderChangedElsewhere(SortOrder)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nextKeyTapped:
      state.$order.withLock { $0 = $0.next }
    case .reverseTapped:
      state.$order.withLock { $0.descending.toggle() }
    case .orderChangedElsewhere(let order):
      // Already so when the file's change reached this process; a replay sets it here.
      if state.order != order { state.$order.withLock { $0 = order } }
    }
    return .none
  }
}

extension SharedKey where Value == SortOrder {
  /// The list's order, in `sort.json` beside `favorites.json`, kept the same fail-closed way.
  public static var sortOrder: SharedKey<SortOrder> {
    .fileStorage(
      DependencyValues.inForce.dataDirectory.url.appendingPathComponent(
        "sort.json", isDirectory: false))
  }
}
