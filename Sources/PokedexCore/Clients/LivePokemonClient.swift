import Foundation

/// How the live client reads PokeAPI. The defaults suit pokeapi.co; tests shrink the waits.
///
/// ```swift
/// var configuration = LiveConfiguration(baseURL: URL(string: "http://127.0.0.1:8123")!)
/// configuration.requestTimeout = .seconds(5)
/// let client = PokemonClient.live(configuration: configuration)
/// ```
public struct LiveConfiguration: Sendable {
  /// PokeAPI itself.
  public static let pokeAPI = URL(string: "https://pokeapi.co/api/v2/")!

  /// A server root (`https://pokeapi.co`) or its API root (`https://pokeapi.co/api/v2/`).
  /// Setting it also sets ``spriteBaseURL`` to its default for the new server.
  public var baseURL: URL {
    didSet { spriteBaseURL = Self.spriteBaseURL(for: baseURL) }
  }
  /// Where responses are kept between runs; nil keeps nothing. With a cache, the client also
  /// keeps the answers it has decoded in memory for as long as they are fresh.
  public var cache: PokeAPICache?
  /// What the client already knows, so it asks PokeAPI only for the rest: rows of a page, the
  /// facts of a Pokémon, evolution chains and the type chart come from here when it has them.
  /// Nil asks PokeAPI for everything.
  ///
  /// The snapshot given to ``init(baseURL:cache:snapshot:)`` is only made when the client first
  /// needs it (or when this property is read), so building a client does not wait for
  /// ``Pokedex/embedded`` to load.
  public var snapshot: Pokedex? {
    get { lazySnapshot.value }
    set { lazySnapshot = Lazy { newValue } }
  }
  /// ``snapshot``, made on first use and then kept; copies of the configuration share it.
  var lazySnapshot: Lazy<Pokedex?>
  /// What the client already knows of the detail screens' reference: the games' and tables'
  /// names, and abilities explained. Abilities and games it lacks are asked of PokeAPI; the
  /// Pokédex entries always are. Nil asks PokeAPI for every ability and names games by slug.
  /// Made on first use, like ``snapshot``.
  public var reference: PokedexReference? {
    get { lazyReference.value }
    set { lazyReference = Lazy { newValue } }
  }
  var lazyReference: Lazy<PokedexReference?> = Lazy {
    try? PokedexReference.embeddedResult.get()
  }
  /// What the client already knows of moves: their facts, the game groups, the machines, and
  /// (for a move's learners) who learns what. A Pokémon's learnsets are always read from
  /// PokeAPI; moves, groups and machines it does not know are asked for. Made on first use.
  public var moves: PokedexMoves? {
    get { lazyMoves.value }
    set { lazyMoves = Lazy { newValue } }
  }
  var lazyMoves: Lazy<PokedexMoves?> = Lazy { try? PokedexMoves.embeddedResult.get() }
  /// What the client knows of places and regions: their names, for the evolution conditions
  /// that name one (PokeAPI would take a request per place). Made on first use; nil names
  /// them by their slugs.
  public var places: PokedexEncounters? {
    get { lazyPlaces.value }
    set { lazyPlaces = Lazy { newValue } }
  }
  var lazyPlaces: Lazy<PokedexEncounters?> = Lazy { try? PokedexEncounters.embedded.get() }
  /// The language of the flavor text (English when PokeAPI has none in it).
  public var language: Language = .english
  /// Whether `baseURL` is a plain file server over a static copy laid out like
  /// `../shared/pokeapi` (say `python3 -m http.server`), which answers `pokemon/25/` with a
  /// directory listing and knows no `?limit=`: then the client asks for
  /// `pokemon/25/index.json`, and for lists, the whole `index.json`.
  public var readsStaticFiles = false
  /// How long one request may take, from sending it to the last byte.
  public var requestTimeout: Duration = .seconds(10)
  /// Times a request is sent at most when PokeAPI answers 429 or 5xx or the connection drops.
  public var maxAttempts = 3
  /// The wait before the first retry; it doubles for each one after. A `Retry-After` from the
  /// server replaces it.
  public var retryDelay: Duration = .milliseconds(500)
  /// The longest `Retry-After` worth waiting for; asked to wait longer, the client reports the
  /// error at once.
  public var maxRetryAfter: Duration = .seconds(30)
  /// Where sprite images come from. PokeAPI links each Pokémon's sprites on
  /// raw.githubusercontent.com (`…/PokeAPI/sprites/master/sprites/pokemon/25.png`); nil reads
  /// those links as they are, and a URL reads the same `sprites/…` path under it instead, as
  /// a mirror or a static copy serves them (`http://127.0.0.1:8123/sprites/pokemon/25.png`).
  /// The default is nil for pokeapi.co and the server root of ``baseURL`` for any other
  /// server.
  public var spriteBaseURL: URL?
  /// Requests in flight at once, 1 to 6.
  public var maxConcurrentRequests = 6
  /// The clock the waits between retries run on.
  public var clock: any Clock<Duration> = ContinuousClock()
  /// Decoded answers kept in memory at most (with a cache): a few screens' worth of Pokémon,
  /// forms and sprites (a decoded sprite is some 37 KB), so a long session does not grow
  /// without bound. Tests lower it.
  var memoryLimit = 256

  /// A configuration reading `baseURL`.
  ///
  /// - Parameter snapshot: evaluated the first time the client needs it, not here: the default,
  ///   the embedded snapshot, takes milliseconds to load, which a client built before the
  ///   first frame would otherwise spend at once. When the embedded snapshot is missing or
  ///   corrupt, the default is nil, and PokeAPI answers everything.
  public init(
    baseURL: URL = pokeAPI, cache: PokeAPICache? = .standard,
    snapshot: @autoclosure @escaping @Sendable () -> Pokedex? = Pokedex.embeddedIfAvailable
  ) {
    self.baseURL = baseURL
    self.cache = cache
    self.lazySnapshot = Lazy(snapshot)
    self.spriteBaseURL = Self.spriteBaseURL(for: baseURL)
  }

  /// nil for PokeAPI itself; otherwise the server root `baseURL`'s API lives under
  /// (`http://127.0.0.1:8123/api/v2/` → `http://127.0.0.1:8123/`).
  static func spriteBaseURL(for baseURL: URL) -> URL? {
    if baseURL.host == pokeAPI.host { return nil }
    var root = PokeAPISync.apiRoot(for: baseURL).absoluteString
    if root.hasSuffix("api/v2/") { root.removeLast("api/v2/".count) }
    return URL(string: root)
  }
}

extension PokemonClient {
  /// A client reading PokeAPI over HTTP, with an on-disk cache, built on the embedded snapshot.
  ///
  /// See ``live(configuration:)``.
  public static func live(
    baseURL: URL = LiveConfiguration.pokeAPI, cache: PokeAPICache? = .standard
  ) -> PokemonClient {
    live(configuration: LiveConfiguration(baseURL: baseURL, cache: cache))
  }

  /// A client reading PokeAPI over HTTP.
  ///
  /// - Pages come from the species list, read whole in one request (so later pages and
  ///   searches cost nothing more); each row comes from the snapshot when it has the species,
  ///   and from `/pokemon-species/{id}/` and `/pokemon/{id}/` when it does not.
  /// - `fetchPokemon` adds the newest flavor text from `/pokemon-species/{id}/` to what the
  ///   snapshot knows (or builds the Pokémon from both resources).
  /// - Evolution chains and the type chart come from the snapshot, else from
  ///   `/evolution-chain/{id}/` and `/type/`.
  /// - Search matches the snapshot's names in every language, and the species list's names
  ///   for species the snapshot lacks (fetching those found, at most 24).
  ///
  /// Failures throw ``PokeAPIError``, whose description is the message to show; cancelling
  /// the calling task cancels its requests. ``PokemonClient/status`` tells whether the latest
  /// answer came from the cache.
  public static func live(configuration: LiveConfiguration) -> PokemonClient {
    let source = LiveSource(configuration)
    return PokemonClient(
      fetchPage: { limit, offset, filter in
        try await source.answer { try await source.page(limit: limit, offset: offset, filter) }
      },
      fetchPokemon: { id in try await source.answer { try await source.detail(id) } },
      fetchEvolutionChain: { id in try await source.answer { try await source.evolutionChain(id) }
      },
      search: { query, filter in try await source.answer { try await source.search(query, filter) }
      },
      fetchTypeChart: { try await source.answer { try await source.typeChart() } },
      fetchSprite: { id, shiny in
        try await source.answer { try await source.sprite(id, shiny: shiny) }
      },
      status: { source.status }
    )
    .with {
      $0.fetchDetails = { id in try await source.answer { try await source.details(id) } }
      $0.fetchAbility = { name in try await source.answer { try await source.ability(name) } }
      // The embedded reference's: PokeAPI would take one request per ability.
      $0.fetchAbilityNames = { source.reference?.abilities.mapValues(\.names) ?? [:] }
      $0.fetchLearnsets = { id in try await source.answer { try await source.learnsets(id) } }
      $0.fetchMove = { name in try await source.answer { try await source.move(name) } }
      $0.searchMoves = { query, filter in
        source.knownMoveIndex?.search(query, filter: filter) ?? []
      }
    }
  }
}

extension LiveSource {
  /// Species fetched for a search, at most; more would be a flood of requests for one
  /// keystroke, and a screen shows fewer.
  static let searchFetchLimit = 24

  /// Every species PokeAPI lists, as (id, slug), in dex order.
  func speciesList() async throws -> [(id: Int, name: String)] {
    try await list("pokemon-species", limit: 100_000).compactMap { link in
      PokeAPISync.id(in: link.url).map { (id: $0, name: link.name) }
    }.sorted { $0.id < $1.id }
  }

  func page(limit: Int, offset: Int, _ filter: PokemonFilter) async throws -> PokemonPage {
    let species = try await speciesList()
    func slice<T>(_ all: [T]) -> ArraySlice<T> {
      let start = min(max(0, offset), all.count)
      return all[start..<min(start + max(0, limit), all.count)]
    }
    if filter.isEmpty {
      let rows = try await pokemon(slice(species).map(\.id))
      return PokemonPage(pokemon: rows, totalCount: species.count)
    }
    // Filtering needs every species' types and generation: the snapshot's, and fetched ones
    // for the species it lacks.
    let matching = try await pokemon(species.map(\.id)).filter(filter.matches)
    return PokemonPage(pokemon: Array(slice(matching)), totalCount: matching.count)
  }

  func detail(_ id: Int) async throws -> Pokemon {
    guard var known = snapshot?.pokemon(id: id) else { return try await fetchedPokemon(id) }
    // A form's entry is its species'.
    let species = try await get(
      Wire.DetailedSpecies.self, at: url("pokemon-species/\(known.speciesID)/"))
    known.flavorText = PokeAPIConversion.flavorText(species.flavorTextEntries, in: language)
    return known
  }

  /// A Pokémon's detail screen's reference from PokeAPI: its abilities (the reference's where
  /// it has them, else `/ability/{id}/` from the links of `/pokemon/{id}/`), its species'
  /// entries from `/pokemon-species/{id}/`, the games (the reference's, else named by slug),
  /// and its species' forms (the snapshot's).
  func details(_ id: Int) async throws -> PokemonDetails {
    // The species resource is read below for its entries; the row needs no second read.
    var pokemon = snapshot?.pokemon(id: id)
    if pokemon == nil { pokemon = try await fetchedPokemon(id) }
    guard let pokemon else { throw PokeAPIFailure(kind: .unexpected("no Pokémon \(id)")) }
    let reference = self.reference
    let species = try await get(
      Wire.DetailedSpecies.self, at: url("pokemon-species/\(pokemon.speciesID)/"))
    var abilities: [AbilityInfo] = []
    let known = pokemon.abilities.compactMap { reference?.abilities[$0.name] }
    if known.count == pokemon.abilities.count {
      abilities = known
    } else {
      let resource = try await get(Wire.Pokemon.self, at: url("pokemon/\(id)/"))
      for slot in resource.abilities.sorted(by: { $0.slot < $1.slot }) {
        if let info = reference?.abilities[slot.ability.name] {
          abilities.append(info)
        } else {
          let ability = try await get(Wire.Ability.self, at: try resolve(slot.ability.url))
          abilities.append(PokeAPIConversion.ability(ability))
        }
      }
    }
    // Games the reference does not know are named by their slug and ordered by PokeAPI's id.
    var versions = reference?.versions ?? []
    var order = Dictionary(versions.map { ($0.slug, $0.id) }, uniquingKeysWith: min)
    for entry in species.flavorTextEntries {
      guard let version = entry.version, order[version.name] == nil,
        let versionID = PokeAPISync.id(in: version.url)
      else { continue }
      order[version.name] = versionID
      versions.append(
        GameVersion(
          id: versionID, slug: version.name, versionGroup: "", generation: 0, names: [:]))
    }
    return PokemonDetails(
      abilities: abilities,
      flavorTexts: PokeAPIConversion.flavorTexts(species.flavorTextEntries, versionOrder: order),
      versions: versions.sorted { $0.id < $1.id },
      forms: snapshot?.forms(ofSpecies: pokemon.speciesID) ?? [pokemon],
      names: conditionNames(of: pokemon))
  }

  /// The names an evolution condition of `pokemon`'s chain may say, as the embedded source
  /// gives them: the reference's items, moves, types and species; the forms the snapshot's
  /// chain names; the places and regions it names (``LiveConfiguration/places``, read only for
  /// a chain that names one). Without a snapshot, or for a chain it lacks, what the reference
  /// lacks shows as its slug title-cased: no request is made for a word of a condition.
  private func conditionNames(of pokemon: Pokemon) -> [String: [String: [String: String]]] {
    var names = reference?.names ?? [:]
    guard let snapshot, let chain = snapshot.evolutionChains[pokemon.evolutionChainID] else {
      return names
    }
    names["pokemon"] = snapshot.formNames(namedIn: chain)
    if !chain.slugs(of: ["location", "region"]).isEmpty, let places = knownPlaces {
      names.merge(places.conditionNames(in: chain)) { _, new in new }
    }
    return names
  }

  /// The ability `name` names (known to the reference by any name, else taken as a slug),
  /// read from `/ability/{id}/` with the Pokémon that have it; those the snapshot lacks are
  /// fetched when they are species and left out when they are forms.
  func ability(_ name: String) async throws -> AbilityDetail {
    let known = reference?.ability(named: name)
    let slug = known?.slug ?? name.lowercased().split(separator: " ").joined(separator: "-")
    let resource = try await get(
      Wire.Ability.self, at: url("ability/\(known.map { String($0.id) } ?? slug)/"))
    var holders: [AbilityDetail.Holder] = []
    for entry in resource.pokemon ?? [] {
      guard let id = PokeAPISync.id(in: entry.pokemon.url) else { continue }
      var pokemon = snapshot?.pokemon(id: id)
      if pokemon == nil, id < 10_000 { pokemon = try await fetchedPokemon(id) }
      if let pokemon { holders.append(.init(pokemon: pokemon, isHidden: entry.isHidden)) }
    }
    return AbilityDetail(
      ability: PokeAPIConversion.ability(resource),
      holders: holders.sorted { $0.pokemon.id < $1.pokemon.id })
  }

  /// Pokémon `id`'s learnsets from `/pokemon/{id}/` (so a newer game shows), with the moves
  /// and machines the client knows, and `/move/{id}/` for moves it does not.
  func learnsets(_ id: Int) async throws -> PokemonLearnsets {
    let resource = try await get(Wire.Pokemon.self, at: url("pokemon/\(id)/"))
    let known = knownMoves
    var groups = known?.groups ?? []
    var groupIDs = Dictionary(groups.map { ($0.slug, $0.id) }, uniquingKeysWith: { a, _ in a })
    for slot in resource.moves ?? [] {
      for detail in slot.versionGroupDetails where groupIDs[detail.versionGroup.name] == nil {
        // A game newer than the embedded moves: numbered after every known one.
        let groupID = 10_000 + groupIDs.count
        groupIDs[detail.versionGroup.name] = groupID
        groups.append(
          GameGroup(id: groupID, slug: detail.versionGroup.name, generation: 0, versions: []))
      }
    }
    var learned = PokeAPIConversion.learnsets(resource, groupIDs: groupIDs)
    // A form with no list in any game learns what its species' default form learns in the
    // games of its generation and later, as the embedded moves lend it (Gigantamax Charizard).
    var borrowed: Set<Int> = []
    if let form = snapshot?.pokemon(id: id), form.isForm, learned.values.allSatisfy(\.isEmpty) {
      let species = PokeAPIConversion.learnsets(
        try await get(Wire.Pokemon.self, at: url("pokemon/\(form.speciesID)/")), groupIDs: groupIDs)
      for group in groups where group.generation >= form.generation {
        guard let own = species[group.id], !own.isEmpty else { continue }
        learned[group.id] = own
        borrowed.insert(group.id)
      }
    }
    var moves: [Int: MoveInfo] = [:]
    var machines: [Int: [Int: String]] = [:]
    for (group, entries) in learned {
      for entry in entries {
        if moves[entry.move] == nil {
          if let info = known?.moves[entry.move] {
            moves[entry.move] = info
          } else if let fetched = PokeAPIConversion.move(
            try await get(Wire.Move.self, at: url("move/\(entry.move)/")))
          {
            moves[entry.move] = fetched
          }
        }
        if entry.method == "machine", let item = known?.machines[group]?[entry.move] {
          machines[group, default: [:]][entry.move] = item
        }
      }
    }
    let shown = groups.sorted { ($0.order, $0.id) < ($1.order, $1.id) }
      .filter { !(learned[$0.id]?.isEmpty ?? true) }
    return PokemonLearnsets(
      groups: shown.reversed(), learnsets: learned, moves: moves,
      methods: known?.methods ?? [:], machines: machines,
      versionNames: reference?.versionNames ?? [:], borrowed: borrowed)
  }

  /// The move `name` names, from `/move/{id}/`: its facts, and its learners from its own
  /// `learned_by_pokemon` (one request, not one per Pokémon), each with how it learns it in
  /// each game where the client's moves know that.
  func move(_ name: String) async throws -> MoveDetail {
    let known = knownMoves
    let slug =
      known?.move(named: name).map { String($0.id) }
      ?? name.lowercased().split(separator: " ").joined(separator: "-")
    let resource = try await get(Wire.Move.self, at: url("move/\(slug)/"))
    guard var move = PokeAPIConversion.move(resource) else {
      throw PokeAPIFailure(kind: .unexpected("the move has no damage class"))
    }
    // The games of its past values as the embedded moves know them (names, release order).
    for index in move.pastValues.indices {
      let slug = move.pastValues[index].group.slug
      if let group = known?.groups.first(where: { $0.slug == slug }) {
        move.pastValues[index].group = group
      }
    }
    let learnerIDs = Set(
      (resource.learnedByPokemon ?? []).compactMap { PokeAPISync.id(in: $0.url) })
    var detail =
      known?.detail(
        of: move, pokemon: { learnerIDs.contains($0) ? self.snapshot?.pokemon(id: $0) : nil },
        versionNames: reference?.versionNames ?? [:])
      ?? MoveDetail(move: move)
    detail.move = move
    return detail
  }

  func evolutionChain(_ id: Int) async throws -> EvolutionChain {
    if let known = snapshot?.evolutionChains[id] { return known }
    let chainURL = url("evolution-chain/\(id)/")
    let chain = try await get(Wire.EvolutionChain.self, at: chainURL)
    return EvolutionChain(
      id: chain.id, root: try PokeAPIConversion.node(chain.chain, from: chainURL))
  }

  func typeChart() async throws -> TypeChart {
    if let snapshot { return snapshot.typeChart }
    let urls = try await list("type", limit: 100)
      .filter { PokemonType(rawValue: $0.name) != nil }
      .map { try resolve($0.url) }
    let types = try await withThrowingTaskGroup(of: Wire.PokemonTypeResource.self) { group in
      for url in urls {
        group.addTask { try await self.get(Wire.PokemonTypeResource.self, at: url) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    return PokeAPIConversion.typeChart(types)
  }

  func search(_ text: String, _ filter: PokemonFilter) async throws -> [SearchResult] {
    let parsed = try PokemonQuery.parse(text).get()
    if parsed.hasTerms {
      // Terms read what the embedded data knows of every entry (stats, abilities, learnsets):
      // answering them live would be a request per Pokémon.
      guard let index = snapshotIndex else { return [] }
      let chart = try await typeChart()
      return try index.search(
        parsed, filter: filter, chart: chart, names: { queryNames },
        moves: { knownMoves ?? .empty })
    }
    let query = parsed.text
    guard !query.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
    let species = try await speciesList()
    let snapshot = self.snapshot
    var results = snapshotIndex?.search(query, filter: filter) ?? []
    let unknown = species.filter { snapshot?.pokemon(id: $0.id) == nil }
    if !unknown.isEmpty {
      // Only slugs and numbers are known before fetching; match those, fetch the first few
      // found, then match again on their real names so the result reads like the others.
      let stubs = unknown.map { Pokemon.stub(id: $0.id, slug: $0.name) }
      let candidates = SearchIndex(stubs).search(query, filter: PokemonFilter())
        .prefix(Self.searchFetchLimit).map(\.pokemon.id)
      let fetched = try await pokemon(Array(candidates))
      results += SearchIndex(fetched).search(query, filter: filter)
    }
    // In dex order within each kind of match, each form right after its species.
    func order(_ result: SearchResult) -> (MatchKind, Int, Int, Int) {
      (result.kind, result.pokemon.speciesID, result.pokemon.isForm ? 1 : 0, result.pokemon.id)
    }
    return results.sorted { order($0) < order($1) }
  }

  /// The Pokémon with `ids`, in that order: the snapshot's where it has them, the rest fetched
  /// concurrently.
  private func pokemon(_ ids: [Int]) async throws -> [Pokemon] {
    var found: [Int: Pokemon] = [:]
    var missing: [Int] = []
    let snapshot = self.snapshot
    for id in ids {
      if let known = snapshot?.pokemon(id: id) { found[id] = known } else { missing.append(id) }
    }
    try await withThrowingTaskGroup(of: (Int, Pokemon).self) { group in
      for id in missing { group.addTask { (id, try await self.fetchedPokemon(id)) } }
      for try await (id, pokemon) in group { found[id] = pokemon }
    }
    return ids.compactMap { found[$0] }
  }

  /// A Pokémon built from PokeAPI alone: its species and its default form, asked for at once.
  private func fetchedPokemon(_ id: Int) async throws -> Pokemon {
    let speciesURL = url("pokemon-species/\(id)/")
    let pokemonURL = url("pokemon/\(id)/")
    async let detailedSpecies = get(Wire.DetailedSpecies.self, at: speciesURL)
    async let pokemon = get(Wire.Pokemon.self, at: pokemonURL)
    let (species, form) = try await (detailedSpecies, pokemon)
    guard let chainLink = species.species.evolutionChain?.url,
      let chainID = PokeAPISync.id(in: chainLink)
    else {
      throw PokeAPIFailure(
        kind: .unexpected("the species has no evolution_chain link"), url: speciesURL)
    }
    var converted = try PokeAPIConversion.pokemon(
      species.species, from: speciesURL, form, from: pokemonURL, evolutionChainID: chainID)
    converted.flavorText = PokeAPIConversion.flavorText(species.flavorTextEntries, in: language)
    return converted
  }

  /// The sprite PokeAPI links from `/pokemon/{id}/` (`front_default`, or `front_shiny`), nil
  /// when it links none.
  func sprite(_ id: Int, shiny: Bool) async throws -> PNGImage? {
    let form = try await get(Wire.Pokemon.self, at: url("pokemon/\(id)/"))
    guard let link = shiny ? form.sprites?.frontShiny : form.sprites?.frontDefault else {
      return nil
    }
    let imageURL = try spriteURL(link)
    return try await get(at: imageURL) { data in
      do {
        return try PNGImage.decode(data)
      } catch {
        throw PokeAPIFailure(
          kind: .unexpected("the sprite is not a PNG image (\(error))"), url: imageURL)
      }
    }
  }

  /// Where to read a sprite link: as it is, or its `sprites/…` path under ``spriteRoot``.
  func spriteURL(_ link: String) throws -> URL {
    guard let spriteRoot else {
      guard let url = URL(string: link) else {
        throw PokeAPIFailure(kind: .unexpected("a sprite link is not a URL: \(link)"), url: nil)
      }
      return url
    }
    let components = (URL(string: link)?.path ?? link).split(separator: "/")
    let start = components.lastIndex(of: "sprites") ?? components.startIndex
    let path = components[start...].joined(separator: "/")
    guard let url = URL(string: spriteRoot.absoluteString + path) else {
      throw PokeAPIFailure(kind: .unexpected("a sprite link is not a URL: \(link)"), url: nil)
    }
    return url
  }

  /// Every entry of a list endpoint, following `next` links.
  private func list(_ endpoint: String, limit: Int) async throws -> [Wire.NamedResource] {
    var next = url("\(endpoint)/?limit=\(limit)")
    var seen: Set<URL> = []
    var results: [Wire.NamedResource] = []
    while seen.insert(next).inserted {
      let page = try await get(Wire.Page.self, at: next)
      results += page.results
      guard let link = page.next, !page.results.isEmpty else { break }
      next = try resolve(link)
    }
    return results
  }
}

extension Pokemon {
  /// A placeholder known only by number and slug, for matching names before fetching.
  fileprivate static func stub(id: Int, slug: String) -> Pokemon {
    Pokemon(
      id: id, name: titleCased(slug), types: [], generation: 0,
      stats: BaseStats(hp: 0, attack: 0, defense: 0, specialAttack: 0, specialDefense: 0, speed: 0),
      height: 0, weight: 0, abilities: [], genus: "", evolutionChainID: 0)
  }
}
