import Dispatch
import Loop

/// Which Pokémon a list or search shows: any of the chosen types, and any of the chosen
/// generations. An empty set does not filter. The list shows species only unless
/// ``includesForms`` is on; a search finds forms either way.
public struct PokemonFilter: Sendable, Equatable, Hashable, Codable {
  /// Show Pokémon having at least one of these types.
  public var types: Set<PokemonType>
  /// Show Pokémon introduced in one of these generations.
  public var generations: Set<Int>
  /// Whether the list shows each species' alternate forms under it.
  public var includesForms: Bool
  /// Show only Pokémon that learn this move (a slug) in this game group (a slug; nil: the
  /// newest in which anyone learns it).
  public var learns: LearnsFilter?
  /// Show only Pokémon that have this ability (a slug), normal or hidden.
  public var ability: String?

  /// "Learns this move in this game".
  public struct LearnsFilter: Sendable, Equatable, Hashable, Codable {
    public var move: String
    public var group: String?
    /// The move's names by language code, for saying what the filter is ("learns Thunderbolt
    /// (Scarlet / Violet)"); without them, its slug title-cased. Not part of what the filter
    /// is: two filters of one move and game are equal, whatever names they carry.
    public var moveNames: [String: String]
    /// The game group's names by language code, the same way.
    public var groupNames: [String: String]

    public static func == (lhs: Self, rhs: Self) -> Bool {
      (lhs.move, lhs.group) == (rhs.move, rhs.group)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(move)
      hasher.combine(group)
    }

    /// A move, in a game group or in the newest that teaches it.
    public init(
      move: String, group: String? = nil, moveNames: [String: String] = [:],
      groupNames: [String: String] = [:]
    ) {
      (self.move, self.group) = (move, group)
      (self.moveNames, self.groupNames) = (moveNames, groupNames)
    }

    /// Who learns `move` in `group`, the group named in each language by `groupName`.
    public init(move: MoveInfo, group: GameGroup, groupName: (Language) -> String) {
      var names: [String: String] = [:]
      for language in Language.allCases { names[language.rawValue] = groupName(language) }
      self.init(move: move.slug, group: group.slug, moveNames: move.names, groupNames: names)
    }

    private enum CodingKeys: String, CodingKey { case move, group, moveNames, groupNames }

    /// Decodes a filter; one recorded before it kept names has none.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        move: try c.decode(String.self, forKey: .move),
        group: try c.decodeIfPresent(String.self, forKey: .group),
        moveNames: try c.decodeIfPresent([String: String].self, forKey: .moveNames) ?? [:],
        groupNames: try c.decodeIfPresent([String: String].self, forKey: .groupNames) ?? [:])
    }

    /// "Thunderbolt (Scarlet / Violet)", in `language` where the names have it.
    public func label(in language: Language) -> String {
      localizedName(moveNames, in: language, slug: move)
        + (group.map { " (\(localizedName(groupNames, in: language, slug: $0)))" } ?? "")
    }
  }

  /// A filter; no arguments means every species.
  public init(
    types: Set<PokemonType> = [], generations: Set<Int> = [], includesForms: Bool = false,
    learns: LearnsFilter? = nil, ability: String? = nil
  ) {
    self.types = types
    self.generations = generations
    self.includesForms = includesForms
    self.learns = learns
    self.ability = ability
  }

  /// Whether the filter lets every species through, and no forms.
  public var isEmpty: Bool {
    types.isEmpty && generations.isEmpty && !includesForms && learns == nil && ability == nil
  }

  /// Whether `pokemon` passes the types and generations (forms are the list's concern).
  public func matches(_ pokemon: Pokemon) -> Bool {
    (types.isEmpty || pokemon.types.contains(where: types.contains))
      && (generations.isEmpty || generations.contains(pokemon.generation))
  }

  private enum CodingKeys: String, CodingKey {
    case types, generations, includesForms, learns, ability
  }

  /// Decodes a filter; one recorded before forms existed shows none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    types = try container.decode(Set<PokemonType>.self, forKey: .types)
    generations = try container.decode(Set<Int>.self, forKey: .generations)
    includesForms = try container.decodeIfPresent(Bool.self, forKey: .includesForms) ?? false
    learns = try container.decodeIfPresent(LearnsFilter.self, forKey: .learns)
    ability = try container.decodeIfPresent(String.self, forKey: .ability)
  }

  /// The generations a filter can choose from.
  public static let allGenerations = Array(1...9)
}

/// One page of a list.
public struct PokemonPage: Sendable, Equatable, Codable {
  /// The Pokémon on the page, in dex order.
  public var pokemon: [Pokemon]
  /// How many Pokémon the whole (filtered) list has.
  public var totalCount: Int

  /// A page.
  public init(pokemon: [Pokemon], totalCount: Int) {
    self.pokemon = pokemon
    self.totalCount = totalCount
  }
}

/// Where the Pokédex gets its data: a struct of closures, so the app, previews and tests each
/// plug in their own.
///
/// `liveValue` reads the embedded offline snapshot; ``live(configuration:)`` reads PokeAPI.
/// `testValue` fails the test when any closure is called without an override.
public struct PokemonClient: Sendable {
  /// `limit` Pokémon starting at `offset` of the list narrowed by `filter`, in dex order.
  public var fetchPage:
    @Sendable (_ limit: Int, _ offset: Int, _ filter: PokemonFilter) async throws -> PokemonPage
  /// One Pokémon by national-dex number.
  public var fetchPokemon: @Sendable (_ id: Int) async throws -> Pokemon
  /// One evolution chain by id.
  public var fetchEvolutionChain: @Sendable (_ id: Int) async throws -> EvolutionChain
  /// Pokémon whose name (in any language) or number matches `query`, best first.
  public var search:
    @Sendable (_ query: String, _ filter: PokemonFilter) async throws -> [SearchResult]
  /// The type-effectiveness chart.
  public var fetchTypeChart: @Sendable () async throws -> TypeChart
  /// The sprite of Pokémon `id` (the shiny one when `shiny`), or nil when this source has
  /// none: the embedded snapshot has no images. Setting it turns ``hasSprites`` on.
  public var fetchSprite: @Sendable (_ id: Int, _ shiny: Bool) async throws -> PNGImage? {
    didSet { hasSprites = true }
  }
  /// Whether ``fetchSprite`` can deliver images at all. When false (the embedded snapshot),
  /// features ask for no sprite, so moving through a list starts no effect for one.
  ///
  /// True for a client made with a `fetchSprite`, or given one later; false otherwise.
  public var hasSprites: Bool
  /// Which source answered the latest request and whether it came from the on-disk cache, for
  /// a status line. Cheap; read it whenever the screen is drawn.
  public var status: @Sendable () -> DataSourceStatus
  /// Called by a front end once its first screen is up, on a thread of low priority (it may
  /// take tens of milliseconds, and blocks): the moment for the source to get ready what later
  /// calls need, off the path to that screen. Does nothing unless the source says otherwise; a
  /// local source (the embedded snapshot) loads the rest of itself, builds the search's index
  /// and reads the moves and the names a query's terms may give, so the first search and the
  /// first query answer as fast as later ones.
  public var prepare: @Sendable () -> Void = {}
  /// What Pokémon `id`'s detail screen shows beyond its row: abilities explained, its
  /// species' entries per game, its forms, names for the record. A source without them
  /// answers with what it has (the default: only the forms it can name, none).
  public var fetchDetails: @Sendable (_ id: Int) async throws -> PokemonDetails = { _ in
    PokemonDetails()
  }
  /// The ability `name` names (its slug, or its name in any language), explained, and every
  /// Pokémon and form that has it.
  public var fetchAbility: @Sendable (_ name: String) async throws -> AbilityDetail = { name in
    throw PokedexError("No ability is called \"\(name)\".")
  }
  /// Every ability's names, by slug then language code, for screens that name many
  /// Pokémon's abilities at once. A source without them answers with none (slugs are shown).
  public var fetchAbilityNames: @Sendable () async throws -> [String: [String: String]] = {
    [:]
  }
  /// Pokémon `id`'s learnsets in every game, with the moves, methods and machines they name.
  /// A source without moves answers with none.
  public var fetchLearnsets: @Sendable (_ id: Int) async throws -> PokemonLearnsets = { _ in
    PokemonLearnsets()
  }
  /// Where Pokémon `id` is found, game group by game group. A source without encounters
  /// answers with none.
  public var fetchEncounters: @Sendable (_ id: Int) async throws -> PokemonEncounters = { _ in
    PokemonEncounters()
  }
  /// The place `name` names (its slug, or its name in any language) and what is found there,
  /// game group by game group.
  public var fetchPlace: @Sendable (_ name: String) async throws -> PlaceEncounters = { name in
    throw PlaceNotFound(query: name)
  }
  /// The items `filter` keeps whose names (in any language) match `query`, best first; every
  /// kept item in PokeAPI's order for an empty query. None from a source without items.
  public var searchItems:
    @Sendable (_ query: String, _ filter: ItemFilter) async throws -> [ItemSearchResult] = {
      _, _ in []
    }
  /// The item `name` names (its slug, or its name in any language, case and punctuation
  /// aside) in full; ``NameLookup/item(_:in:language:)`` finds one from a typo.
  public var fetchItem: @Sendable (_ name: String) async throws -> ItemDetail = { name in
    throw PokedexError("No item is called \"\(name)\".")
  }
  /// The move `name` names (its slug, or its name in any language) and who learns it, game
  /// by game.
  public var fetchMove: @Sendable (_ name: String) async throws -> MoveDetail = { name in
    throw PokedexError("No move is called \"\(name)\".")
  }
  /// The moves `filter` keeps whose names (in any language) match `query`, best first, for
  /// the move browser; every kept move, in PokeAPI's order, for an empty query. Shadow moves
  /// are left out. None from a source without moves.
  public var searchMoves:
    @Sendable (_ query: String, _ filter: MoveFilter) async throws -> [MoveSearchResult] = {
      _, _ in []
    }
  /// What the damage calculator looks its names up in (Pokémon by Showdown's names, moves,
  /// items, natures). The embedded data's by default, for every source: PokeAPI's items and
  /// Showdown's names come with the snapshot.
  public var calcData: @Sendable () async throws -> CalcData = { CalcData.embedded }
  /// The first rows of the unfiltered list in dex order that the source holds without waiting
  /// (the top of the embedded snapshot, read at start-up), or nil when it holds none. A front
  /// end tells the list (``PokemonListFeature/Action/rowsAtHand(_:)``) before it appears, so
  /// the first screen needs no request.
  public var rowsAtHand: @Sendable () -> PokemonPage? = { nil }

  /// A client from its closures; without `fetchSprite` it has no sprites (``hasSprites`` is
  /// false), and `status` defaults to the embedded snapshot.
  public init(
    fetchPage: @escaping @Sendable (Int, Int, PokemonFilter) async throws -> PokemonPage,
    fetchPokemon: @escaping @Sendable (Int) async throws -> Pokemon,
    fetchEvolutionChain: @escaping @Sendable (Int) async throws -> EvolutionChain,
    search: @escaping @Sendable (String, PokemonFilter) async throws -> [SearchResult],
    fetchTypeChart: @escaping @Sendable () async throws -> TypeChart,
    fetchSprite: (@Sendable (Int, Bool) async throws -> PNGImage?)? = nil,
    status: @escaping @Sendable () -> DataSourceStatus = { .embedded }
  ) {
    self.fetchPage = fetchPage
    self.fetchPokemon = fetchPokemon
    self.fetchEvolutionChain = fetchEvolutionChain
    self.search = search
    self.fetchTypeChart = fetchTypeChart
    self.fetchSprite = fetchSprite ?? { _, _ in nil }
    self.hasSprites = fetchSprite != nil
    self.status = status
  }
}

/// An ability and who has it.
public struct AbilityDetail: Sendable, Equatable, Codable {
  /// The ability, explained.
  public var ability: AbilityInfo
  /// Every Pokémon and form that has it, in id order, and whether as its hidden ability.
  public var holders: [Holder]

  /// One Pokémon with the ability.
  public struct Holder: Sendable, Equatable, Codable {
    public var pokemon: Pokemon
    public var isHidden: Bool

    /// A holder.
    public init(pokemon: Pokemon, isHidden: Bool) {
      self.pokemon = pokemon
      self.isHidden = isHidden
    }
  }

  /// An ability and its holders.
  public init(ability: AbilityInfo, holders: [Holder]) {
    self.ability = ability
    self.holders = holders
  }
}

/// Why a Pokédex request failed, in words for the person using it.
public struct PokedexError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The message to show.
  public var message: String
  /// The number asked for, when the data has no Pokémon of that number (an answer, not a
  /// failure: asking again gives the same).
  public var missingPokemon: Int?
  /// An error with a message.
  public init(_ message: String) { self.message = message }
  public var description: String { message }

  /// The data has no Pokémon numbered `id`.
  public static func noPokemon(_ id: Int) -> PokedexError {
    var error = PokedexError("There is no Pokémon #\(id).")
    error.missingPokemon = id
    return error
  }

  /// Whether `error` says the source has no Pokémon numbered so (the embedded data's answer,
  /// or PokeAPI's 404), rather than that it could not be asked.
  public static func isMissingPokemon(_ error: any Error) -> Bool {
    (error as? PokedexError)?.missingPokemon != nil || (error as? PokeAPIError)?.kind == .notFound
  }
}

/// Why a name named no one place (``PokemonClient/fetchPlace``): several places fit it
/// (`candidates`), or none did; `suggestions` then come close.
public struct PlaceNotFound: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name asked for.
  public var query: String
  /// The places it could be, when there are several.
  public var candidates: [PokedexEncounters.Place] = []
  /// Places whose names come close, when none fits.
  public var suggestions: [PokedexEncounters.Place] = []

  /// The error for `query`.
  public init(
    query: String, candidates: [PokedexEncounters.Place] = [],
    suggestions: [PokedexEncounters.Place] = []
  ) {
    (self.query, self.candidates, self.suggestions) = (query, candidates, suggestions)
  }

  /// In English: the interface says it in the display language.
  public var description: String {
    let names = (candidates.isEmpty ? suggestions : candidates).prefix(6)
      .map { $0.name(in: .english) }.joined(separator: ", ")
    if !candidates.isEmpty {
      return "\"\(query)\" could be more than one place: did you mean \(names)?"
    }
    if !suggestions.isEmpty { return "no place is called \"\(query)\": did you mean \(names)?" }
    return "no place is called \"\(query)\""
  }
}

extension PokemonClient {
  /// A client answering from `pokedex` in memory: the embedded snapshot, or a test fixture.
  ///
  /// `pokedex` is evaluated on the first call, not here: the app draws its first screen while
  /// the embedded snapshot loads, and the first page waits for it.
  public static func local(_ pokedex: @autoclosure @escaping @Sendable () -> Pokedex)
    -> PokemonClient
  {
    local(loading: pokedex)
  }

  /// ``local(_:)`` with a reference for the detail screens (abilities, entries, games) and
  /// moves (learnsets, machines).
  /// `showdown`'s names find their Pokémon too (`necrozma dusk mane`).
  public static func local(
    _ pokedex: @autoclosure @escaping @Sendable () -> Pokedex,
    reference: @autoclosure @escaping @Sendable () -> PokedexReference,
    moves: @autoclosure @escaping @Sendable () -> PokedexMoves = .empty,
    showdown: @autoclosure @escaping @Sendable () -> ShowdownNames = ShowdownNames(names: [:])
  ) -> PokemonClient {
    local(loading: pokedex, reference: reference, moves: moves, showdown: showdown)
  }

  /// ``local(_:)`` over a Pokédex whose loading can fail: then every call throws that error.
  /// `abilityNames`, when given, reads the abilities' names without the whole reference, as
  /// long as nothing has read the reference yet; `places`, the encounters' regions and places
  /// without their lines (for the names of where a chain evolves), likewise.
  static func local(
    loading: @escaping @Sendable () throws -> Pokedex,
    reference loadReference: @escaping @Sendable () throws -> PokedexReference = { .empty },
    moves loadMoves: @escaping @Sendable () throws -> PokedexMoves = { .empty },
    showdown: @escaping @Sendable () -> ShowdownNames = { ShowdownNames(names: [:]) },
    abilityNames loadAbilityNames: (@Sendable () throws -> [String: [String: String]])? = nil,
    encounters loadEncounters: @escaping @Sendable () throws -> PokedexEncounters = { .empty },
    places loadPlaces: (@Sendable () throws -> PokedexEncounters)? = nil,
    sets loadSets: @escaping @Sendable () throws -> PokedexSets = { .empty },
    items loadItems: @escaping @Sendable () throws -> PokedexItems = { .empty },
    held loadHeld: (@Sendable () throws -> ([PokedexItems.Held], [PokedexSets.Item]))? = nil
  ) -> PokemonClient {
    // The outcome is kept, failure included: a broken resource does not mend on a retry.
    let loaded = Lazy { Result(catching: loading) }
    let reference = Lazy { Result(catching: loadReference) }
    let moves = Lazy { Result(catching: loadMoves) }
    let encounters = Lazy { Result(catching: loadEncounters) }
    // The head alone when nothing has read the whole file; the whole file when the head
    // cannot be read, as before there was a head to read.
    let places = Lazy {
      Result { () throws -> PokedexEncounters in
        if encounters.ifMade == nil, let head = try? loadPlaces?() { return head }
        return try encounters.value.get()
      }
    }
    let items = Lazy { Result { (try loadSets(), try loadItems()) } }
    let itemIndex = Lazy { items.value.map { ItemSearchIndex(sets: $0.0, items: $0.1) } }
    // What the records show: read alone when the source can, since every detail asks.
    let held = Lazy {
      Result { () throws -> ([PokedexItems.Held], [Int: PokedexSets.Item]) in
        let (lines, named) =
          if items.ifMade == nil, let loadHeld {
            try loadHeld()
          } else {
            try (items.value.get().1.held, items.value.get().0.items)
          }
        let wanted = Set(lines.map(\.item))
        return (
          lines,
          Dictionary(
            named.lazy.filter { wanted.contains($0.id) }.map { ($0.id, $0) },
            uniquingKeysWith: { a, _ in a })
        )
      }
    }
    // Built on the first search, not at start-up: folding 5,000 names costs milliseconds.
    let withForms = Lazy { loaded.value.map(\.speciesThenForms) }
    // Each form right after its species, so results of one kind read in dex order.
    let index = Lazy { withForms.value.map { SearchIndex($0, showdown: showdown()) } }
    let queryNames = Lazy {
      QueryNames(reference: try? reference.value.get(), moves: try? moves.value.get())
    }
    var client = PokemonClient(
      fetchPage: { limit, offset, filter in
        let pokedex = try loaded.value.get()
        let all =
          filter.includesForms
          ? try withForms.value.get() : pokedex.pokemon.prefix { !$0.isForm }.map { $0 }
        let allowed = try Self.reverseLookup(filter, pokedex, { try moves.value.get() })
        let matching = all.filter { filter.matches($0) && allowed?.contains($0.id) != false }
        let start = min(max(0, offset), matching.count)
        let end = min(start + max(0, limit), matching.count)
        return PokemonPage(pokemon: Array(matching[start..<end]), totalCount: matching.count)
      },
      fetchPokemon: { id in
        guard let pokemon = try loaded.value.get().pokemon(id: id) else {
          throw PokedexError.noPokemon(id)
        }
        return pokemon
      },
      fetchEvolutionChain: { id in
        guard let chain = try loaded.value.get().evolutionChains[id] else {
          throw PokedexError("There is no evolution chain \(id).")
        }
        return chain
      },
      search: { text, filter in
        try index.value.get().search(
          try PokemonQuery.parse(text).get(), filter: filter, chart: loaded.value.get().typeChart,
          names: { queryNames.value }, moves: { try moves.value.get() },
          foundAt: { place, game in
            try encounters.value.get().pokemon(
              at: place, game: game, groups: try moves.value.get().groups,
              versions: try reference.value.get().versions)
          })
      },
      fetchTypeChart: { try loaded.value.get().typeChart })
    client.prepare = {
      // The snapshot first (the list's next pages need it), then what the first search and
      // the first query with terms would otherwise build while the user waits.
      _ = loaded.value
      _ = index.value
      _ = moves.value
      _ = queryNames.value
    }
    client.fetchDetails = { id in
      let pokedex = try loaded.value.get()
      guard let pokemon = pokedex.pokemon(id: id) else {
        throw PokedexError.noPokemon(id)
      }
      var details = try reference.value.get().details(
        of: pokemon, forms: pokedex.forms(ofSpecies: pokemon.speciesID))
      // The forms its chain's conditions name (`from_form: sandshrew-alola`), by their names.
      if let chain = pokedex.evolutionChains[pokemon.evolutionChainID] {
        details.names["pokemon"] = pokedex.formNames(namedIn: chain)
        // The places and regions where one evolves, by their names (the encounters file
        // names them; read only for a chain that needs it, and only its head).
        if !chain.slugs(of: ["location", "region"]).isEmpty,
          case .success(let table) = places.value
        {
          details.names.merge(table.conditionNames(in: chain)) { _, new in new }
        }
      }
      // What it holds in the wild, when the source has items.
      if case .success(let (lines, byID)) = held.value, !byID.isEmpty {
        let slugs = Dictionary(
          details.versions.map { ($0.id, $0.slug) }, uniquingKeysWith: { a, _ in a })
        details.heldItems = lines.filter { $0.pokemon == id }.compactMap { line in
          byID[line.item].map {
            PokemonDetails.HeldItem(
              item: $0, rarity: line.rarity, versions: line.versions.compactMap { slugs[$0] })
          }
        }
      }
      return details
    }
    client.fetchAbility = { name in
      let pokedex = try loaded.value.get()
      guard let ability = try reference.value.get().ability(named: name) else {
        throw PokedexError("No ability is called \"\(name)\".")
      }
      let holders = pokedex.pokemon.compactMap { pokemon in
        pokemon.abilities.first { $0.name == ability.slug }.map {
          AbilityDetail.Holder(pokemon: pokemon, isHidden: $0.isHidden)
        }
      }
      return AbilityDetail(ability: ability, holders: holders)
    }
    client.fetchAbilityNames = {
      if reference.ifMade == nil, let loadAbilityNames { return try loadAbilityNames() }
      return try reference.value.get().abilities.mapValues(\.names)
    }
    client.fetchLearnsets = { id in
      let table = try moves.value.get()
      let versionNames = try reference.value.get().versionNames
      return table.learnsets(
        forPokemon: id, versionNames: versionNames, form: try loaded.value.get().pokemon(id: id))
    }
    client.fetchMove = { name in
      let table = try moves.value.get()
      let pokedex = try loaded.value.get()
      guard let move = table.move(named: name) else {
        throw PokedexError("No move is called \"\(name)\".")
      }
      return table.detail(
        of: move, pokemon: { pokedex.pokemon(id: $0) },
        versionNames: try reference.value.get().versionNames)
    }
    client.fetchEncounters = { id in
      let pokedex = try loaded.value.get()
      let table = try encounters.value.get()
      return table.guide(
        of: id, groups: try moves.value.get().groups, versions: try reference.value.get().versions,
        // A form is not had by evolving its species' ancestor, which gives the usual form
        // (Alolan Raichu is not Red's Pikachu evolved).
        parent: { pokedex.pokemon(id: $0)?.isForm == true ? nil : pokedex.parent(ofSpecies: $0) },
        pokemonNames: { pokedex.pokemon(id: $0)?.everyName ?? [:] })
    }
    client.fetchPlace = { name in
      let pokedex = try loaded.value.get()
      let table = try encounters.value.get()
      let place = try table.place(called: name)
      return table.guide(
        ofPlace: place, groups: try moves.value.get().groups,
        versions: try reference.value.get().versions, pokemon: { pokedex.pokemon(id: $0) })
    }
    client.searchItems = { query, filter in try itemIndex.value.get().search(query, filter: filter)
    }
    client.fetchItem = { name in
      // Exact names only: `NameLookup.item` forgives typos and names the candidates.
      let (sets, table) = try items.value.get()
      guard let item = sets.item(named: name), let entry = table.entry(item.id) else {
        throw PokedexError("No item is called \"\(name)\".")
      }
      let pokedex = try loaded.value.get()
      let versions = try reference.value.get().versions
      let slugs = Dictionary(versions.map { ($0.id, $0.slug) }, uniquingKeysWith: { a, _ in a })
      let category = table.category(item.category)
      let kind = ItemKind.of(category: item.category, pocket: category?.pocket ?? "")
      return ItemDetail(
        item: item, kind: kind, category: category, entry: entry,
        holders: table.holders(of: item.id).compactMap { line in
          pokedex.pokemon(id: line.pokemon).map {
            ItemDetail.Holder(
              pokemon: $0, rarity: line.rarity, versions: line.versions.compactMap { slugs[$0] })
          }
        },
        versionNames: try reference.value.get().versionNames,
        teaches: kind == .machines ? try moves.value.get().teachings(of: item.slug) : [])
    }
    let moveIndex = Lazy { moves.value.map(\.searchIndex) }
    client.searchMoves = { query, filter in try moveIndex.value.get().search(query, filter: filter)
    }
    return client
  }

  /// The Pokémon `filter`'s reverse lookups allow (who learns its move in its game, who has
  /// its ability), or nil when it has none.
  static func reverseLookup(
    _ filter: PokemonFilter, _ pokedex: Pokedex, _ moves: () throws -> PokedexMoves
  ) throws -> Set<Int>? {
    var allowed: Set<Int>?
    if let ability = filter.ability {
      allowed = Set(
        pokedex.pokemon.filter { $0.abilities.contains { $0.name == ability } }.map(\.id))
    }
    if let learns = filter.learns {
      let table = try moves()
      guard let move = table.move(named: learns.move) else {
        throw PokedexError("No move is called \"\(learns.move)\".")
      }
      guard let learners = table.learnerIDs(of: move.id, in: learns.group) else {
        throw PokedexError("No game is called \"\(learns.group ?? "")\".")
      }
      allowed = allowed.map { $0.intersection(learners) } ?? learners
    }
    return allowed
  }

  /// Reports an issue (failing the test) whenever a closure is called.
  public static let unimplemented = PokemonClient(
    fetchPage: { _, _, _ in throw unimplementedCall("fetchPage") },
    fetchPokemon: { _ in throw unimplementedCall("fetchPokemon") },
    fetchEvolutionChain: { _ in throw unimplementedCall("fetchEvolutionChain") },
    search: { _, _ in throw unimplementedCall("search") },
    fetchTypeChart: { throw unimplementedCall("fetchTypeChart") },
    fetchSprite: { _, _ in throw unimplementedCall("fetchSprite") }
  )
  .with {
    $0.fetchDetails = { _ in throw unimplementedCall("fetchDetails") }
    $0.fetchAbility = { _ in throw unimplementedCall("fetchAbility") }
    $0.fetchAbilityNames = { throw unimplementedCall("fetchAbilityNames") }
    $0.fetchLearnsets = { _ in throw unimplementedCall("fetchLearnsets") }
    $0.fetchMove = { _ in throw unimplementedCall("fetchMove") }
    $0.fetchEncounters = { _ in throw unimplementedCall("fetchEncounters") }
    $0.searchItems = { _, _ in throw unimplementedCall("searchItems") }
    $0.fetchItem = { _ in throw unimplementedCall("fetchItem") }
    $0.fetchPlace = { _ in throw unimplementedCall("fetchPlace") }
    $0.searchMoves = { _, _ in throw unimplementedCall("searchMoves") }
  }

  /// A copy changed by `change`.
  func with(_ change: (inout PokemonClient) -> Void) -> PokemonClient {
    var copy = self
    change(&copy)
    return copy
  }
}

private func unimplementedCall(_ name: String) -> PokedexError {
  reportIssue("PokemonClient.\(name) was called, but the test did not override it.")
  return PokedexError("PokemonClient.\(name) is not implemented in this test.")
}

extension PokemonClient: DependencyKey {
  /// The embedded offline snapshot, loaded on the first call and indexed on the first search.
  ///
  /// The pages of the unfiltered list within the top of the snapshot file (the first
  /// screenful) come from those lines alone, which ``rowsAtHand`` also gives without a request,
  /// and ``prepare`` loads the whole snapshot, then what searching needs, once the app's first
  /// frame is up: that frame neither waits for the rest nor shares the machine with its
  /// loading. (A call that needs the rest sooner loads it then.) When the snapshot is missing or corrupt, the calls that need it
  /// throw an ``EmbeddedSnapshotError`` saying so.
  public static let liveValue: PokemonClient = {
    var client = PokemonClient.local(
      loading: { try Pokedex.embeddedResult.get() },
      reference: { try PokedexReference.embeddedResult.get() },
      moves: { try PokedexMoves.embeddedResult.get() },
      showdown: { ShowdownNames.embedded },
      abilityNames: { try PokedexReference.embeddedAbilityNames() },
      encounters: { try PokedexEncounters.embedded.get() },
      places: { try PokedexEncounters.embeddedPlaces.get() },
      sets: { PokedexSets.embedded }, items: { try PokedexItems.embedded.get() },
      held: { (try PokedexItems.embeddedHeld.get(), try PokedexSets.embeddedItems.get()) })
    let fetchPage = client.fetchPage
    let rowsAtHand: @Sendable () -> PokemonPage? = {
      Pokedex.embeddedHead.map { PokemonPage(pokemon: $0.pokemon, totalCount: $0.totalCount) }
    }
    client.rowsAtHand = rowsAtHand
    client.fetchPage = { limit, offset, filter in
      if offset >= 0, filter.isEmpty, let rows = rowsAtHand(),
        offset + limit <= rows.pokemon.count
      {
        return PokemonPage(
          pokemon: Array(rows.pokemon[offset..<(offset + limit)]), totalCount: rows.totalCount)
      }
      return try await fetchPage(limit, offset, filter)
    }
    return client
  }()
  /// Fails the test on any call that was not overridden.
  public static let testValue = PokemonClient.unimplemented
}

extension DependencyValues {
  /// Where Pokémon data comes from.
  public var pokemonClient: PokemonClient {
    get { self[PokemonClient.self] }
    set { self[PokemonClient.self] = newValue }
  }
}

/// A value computed on first use, from any thread, then kept.
///
/// `make` runs outside the lock: a slow one (the whole snapshot) must not stall readers that
/// could make their own, and one that waits for another thread reading this same `Lazy` must
/// not deadlock. Callers that arrive before any value is kept may each run `make`; the first
/// value kept is the one every caller gets, so `make` should have no side effects that matter
/// when repeated.
final class Lazy<Value: Sendable>: Sendable {
  private let make: @Sendable () -> Value
  private let storage = Locked<Value?>(nil)

  init(_ make: @escaping @Sendable () -> Value) { self.make = make }

  /// The value if it has been made, without making it.
  var ifMade: Value? { storage.withLock { $0 } }

  var value: Value {
    if let stored = storage.withLock({ $0 }) { return stored }
    let made = make()
    return storage.withLock { stored in
      if let stored { return stored }
      stored = made
      return made
    }
  }
}
