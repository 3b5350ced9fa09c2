import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request the sync could not complete, naming the URL and the reason.
public struct SyncError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The URL that failed, when the failure belongs to one request.
  public var url: URL?
  /// Why, for a person to read: "HTTP 404 Not Found", "the response is not valid JSON", ...
  public var reason: String

  /// An error about `url`.
  public init(url: URL?, reason: String) {
    self.url = url
    self.reason = reason
  }

  /// "GET http://…/pokemon/25/: HTTP 404 Not Found".
  public var description: String {
    guard let url else { return reason }
    return "GET \(url.absoluteString): \(reason)"
  }

  /// Same as ``description``.
  public var errorDescription: String? { description }

  /// The shared fetcher's failure in the sync's words, which are for the developer running it.
  init(_ failure: PokeAPIFailure) {
    let notExpected = "the response is not the JSON expected"
    var reason =
      switch failure.kind {
      case .unreachable: "could not connect to the server"
      case .timedOut: "the request timed out"
      case .connectionLost: "the connection was lost before the response was complete"
      case .truncated: "the response ended before its announced length"
      case .network(let code, let message): "network error \(code): \(message)"
      case .status(let status, _):
        "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
      case .emptyBody: "\(notExpected): the body is empty"
      case .notJSON(let cutShort):
        "\(notExpected): not valid JSON" + (cutShort ? " (cut short)" : "")
      case .wrongShape(let field): "\(notExpected): \(field)"
      case .unexpected(let reason): reason
      }
    if failure.attempts > 1 { reason += " (gave up after \(failure.attempts) attempts)" }
    self.init(url: failure.url, reason: reason)
  }
}

/// How far a sync has got, for a progress display.
public struct SyncProgress: Sendable, Equatable, CustomStringConvertible {
  /// The sync's steps, in the order they run.
  public enum Phase: String, Sendable, CaseIterable {
    case lists = "lists"
    case types = "types"
    case species = "species"
    case pokemon = "pokemon"
    case forms = "forms"
    case evolutionChains = "evolution chains"
    case games = "games"
    case versionGroups = "version groups"
    case abilities = "abilities"
    case moves = "moves"
    case machines = "machines"
    case tables = "names"
    case natures = "natures"
    case items = "items"
    case itemCategories = "item categories"
    case encounters = "encounters"
    case areas = "areas"
    case places = "places"
    case regions = "regions"
    case encounterMethods = "encounter methods"
    case conditions = "encounter conditions"
  }

  /// The current step.
  public var phase: Phase
  /// Requests of this step finished so far.
  public var done: Int
  /// Requests this step makes in all.
  public var total: Int

  /// Progress of one step.
  public init(phase: Phase, done: Int, total: Int) {
    self.phase = phase
    self.done = done
    self.total = total
  }

  /// "species 512/1025".
  public var description: String { "\(phase.rawValue) \(done)/\(total)" }
}

/// Builds a ``Pokedex`` from a PokeAPI-compatible server: pokeapi.co itself, or the static copy
/// served on loopback.
///
/// It lists the species, then reads each species, each of its Pokémon (the default one and
/// the alternate forms) and their forms' names, every evolution chain they reference, the
/// eighteen types' damage relations, every ability a Pokémon has, the games, and the names of
/// the record's egg groups, growth rates, stats, and the items and moves evolutions name. Requests run at most
/// ``maxConcurrentRequests`` at a time; each is retried on network errors, 5xx and 429.
///
/// ```swift
/// let sync = PokeAPISync(baseURL: URL(string: "http://127.0.0.1:8123")!)
/// let pokedex = try await sync.run { progress in print(progress) }
/// try pokedex.snapshotText().write(to: output, atomically: true, encoding: .utf8)
/// ```
public struct PokeAPISync: Sendable {
  /// The API root every request and every link resolves against: `…/api/v2/`.
  public let apiRoot: URL
  /// The highest national-dex number to keep.
  public var maxSpeciesID = 1025
  /// Requests in flight at once.
  public var maxConcurrentRequests = 8
  /// Retries after a failed attempt, for the failures a retry can fix.
  public var retries = 3
  /// The wait before the first retry; it doubles for each further one.
  public var retryDelay: Duration = .milliseconds(250)
  /// How long one request may take.
  public var requestTimeout: TimeInterval = 30

  /// A sync reading from `baseURL`: a server root (`https://pokeapi.co`) or its API root
  /// (`https://pokeapi.co/api/v2/`).
  public init(baseURL: URL) {
    apiRoot = Self.apiRoot(for: baseURL)
  }

  /// Reads everything and returns the Pokédex and its reference (``run(progress:)`` keeps the
  /// Pokédex alone). Runs off the caller's actor, so decoding never blocks the main actor.
  ///
  /// - Parameter progress: called after each request, one call at a time.
  /// - Throws: ``SyncError`` naming the URL and the reason when a request fails for good or a
  ///   response does not have the expected shape.
  @concurrent
  public func run(
    progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
  ) async throws -> Pokedex {
    try await runAll(progress: progress).pokedex
  }

  /// Everything a sync reads: the three embedded files' contents.
  public struct Output: Sendable {
    /// Species, forms, chains, the type chart.
    public var pokedex: Pokedex
    /// Abilities explained, entries, games, names.
    public var reference: PokedexReference
    /// Moves, learnsets, machines.
    public var moves: PokedexMoves
    /// Natures, items, past abilities.
    public var sets: PokedexSets
    /// Where each Pokémon is found.
    public var encounters: PokedexEncounters
    /// What each item does, and who holds it in the wild.
    public var items: PokedexItems
  }

  /// Reads everything: the Pokédex, the reference its detail screens look things up in, and
  /// the moves.
  @concurrent
  public func runAll(
    progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }
  ) async throws -> Output {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.httpMaximumConnectionsPerHost = max(1, maxConcurrentRequests)
    configuration.timeoutIntervalForRequest = requestTimeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    var policy = PokeAPIFetcher.Policy()
    policy.attempts = max(0, retries) + 1
    policy.retryDelay = retryDelay
    let fetcher = PokeAPIFetcher(session: session, policy: policy)
    do {
      return try await SyncRun(sync: self, fetcher: fetcher, progress: progress).everything()
    } catch let failure as PokeAPIFailure {
      throw SyncError(failure)
    }
  }

  /// Where `link` points under ``apiRoot``. PokeAPI writes links as `/api/v2/type/10/` (the
  /// static copy) or `https://pokeapi.co/api/v2/type/10/` (the live site); both keep only the
  /// part after `/api/v2/`, so a mirror is read from itself.
  func resolve(_ link: String) throws -> URL { try Self.resolve(link, against: apiRoot) }

  /// Where `link` points under `apiRoot`; see ``resolve(_:)``.
  static func resolve(_ link: String, against apiRoot: URL) throws -> URL {
    guard let range = link.range(of: "/api/v2/"),
      let url = URL(string: apiRoot.absoluteString + link[range.upperBound...])
    else { throw PokeAPIFailure(kind: .unexpected("\"\(link)\" is not a PokeAPI v2 link")) }
    return url
  }

  static func apiRoot(for baseURL: URL) -> URL {
    var text = baseURL.absoluteString
    if let end = text.firstIndex(where: { $0 == "?" || $0 == "#" }) { text = String(text[..<end]) }
    if !text.hasSuffix("/") { text += "/" }
    if !text.hasSuffix("/api/v2/") { text += "api/v2/" }
    return URL(string: text) ?? baseURL
  }

  /// The number at the end of a resource link: `/api/v2/pokemon-species/25/` → 25.
  static func id(in link: String) -> Int? {
    link.split(separator: "/").last.flatMap { Int($0) }
  }
}

/// One sync's state: the fetcher and the progress callback, so helper methods stay short.
struct SyncRun: Sendable {
  typealias Wire = PokeAPIWire

  let sync: PokeAPISync
  let fetcher: PokeAPIFetcher
  let progress: @Sendable (SyncProgress) -> Void

  func everything() async throws -> PokeAPISync.Output {
    progress(SyncProgress(phase: .lists, done: 0, total: 3))
    let typeLinks = try await list("type", pageSize: 100).filter {
      PokemonType(rawValue: $0.name) != nil
    }
    progress(SyncProgress(phase: .lists, done: 1, total: 3))
    let speciesLinks = try await list("pokemon-species", pageSize: sync.maxSpeciesID)
      .compactMap { link in PokeAPISync.id(in: link.url).map { (id: $0, url: link.url) } }
      .filter { $0.id >= 1 && $0.id <= sync.maxSpeciesID }
      .sorted { $0.id < $1.id }
    progress(SyncProgress(phase: .lists, done: 2, total: 3))
    let versionLinks = try await list("version", pageSize: 100)
    progress(SyncProgress(phase: .lists, done: 3, total: 3))

    let typeURLs = try typeLinks.map { try sync.resolve($0.url) }
    let types = try await fetchAll(typeURLs, as: Wire.PokemonTypeResource.self, phase: .types)
    let typeChart = PokeAPIConversion.typeChart(types)

    let speciesURLs = try speciesLinks.map { try sync.resolve($0.url) }
    let species = try await fetchAll(speciesURLs, as: Wire.DetailedSpecies.self, phase: .species)

    // Each species' Pokémon: the default one first, then its forms in id order.
    var varieties: [(species: Int, url: URL, isDefault: Bool)] = []
    for (index, entry) in species.enumerated() {
      let links = entry.species.varieties.sorted { a, b in
        if a.isDefault != b.isDefault { return a.isDefault }
        return (PokeAPISync.id(in: a.pokemon.url) ?? 0) < (PokeAPISync.id(in: b.pokemon.url) ?? 0)
      }
      if links.first?.isDefault != true {
        varieties.append((index, try sync.resolve("/api/v2/pokemon/\(entry.species.id)/"), true))
      }
      for link in links {
        varieties.append((index, try sync.resolve(link.pokemon.url), link.isDefault))
      }
    }
    let pokemon = try await fetchAll(varieties.map(\.url), as: Wire.Pokemon.self, phase: .pokemon)
    var formURLs: [URL] = []
    for (index, variety) in varieties.enumerated() where !variety.isDefault {
      guard let link = pokemon[index].forms?.first?.url else {
        throw PokeAPIFailure(kind: .unexpected("the Pokémon has no forms link"), url: variety.url)
      }
      formURLs.append(try sync.resolve(link))
    }
    let forms = try await fetchAll(formURLs, as: Wire.PokemonForm.self, phase: .forms)

    var chainURLs: [Int: URL] = [:]
    var chainIDs: [Int] = []
    for (index, entry) in species.enumerated() {
      guard let link = entry.species.evolutionChain?.url, let id = PokeAPISync.id(in: link) else {
        throw PokeAPIFailure(
          kind: .unexpected("the species has no evolution_chain link"), url: speciesURLs[index])
      }
      chainIDs.append(id)
      chainURLs[id] = try sync.resolve(link)
    }
    let sortedChainURLs = chainURLs.sorted { $0.key < $1.key }.map(\.value)
    let chains = try await fetchAll(
      sortedChainURLs, as: Wire.EvolutionChain.self, phase: .evolutionChains)

    // The games, for the entries and for the generation each form came in.
    let versions = try await fetchAll(
      try versionLinks.map { try sync.resolve($0.url) }, as: Wire.Version.self, phase: .games)
    let groups = try await fetchAll(
      try await list("version-group", pageSize: 100).map { try sync.resolve($0.url) },
      as: Wire.VersionGroup.self, phase: .versionGroups)
    var groupGeneration: [String: Int] = [:]
    for group in groups {
      groupGeneration[group.name] = PokeAPIConversion.generationNumber(group.generation)
    }

    var groupIDs: [String: Int] = [:]
    for group in groups { groupIDs[group.name] = group.id }
    var learnsets: [Int: [Int: [LearnedMove]]] = [:]
    var models: [Pokemon] = []
    models.reserveCapacity(varieties.count)
    var speciesModels: [Int: Pokemon] = [:]
    var formIndex = 0
    for (index, variety) in varieties.enumerated() {
      let speciesIndex = variety.species
      if variety.isDefault {
        let model = try PokeAPIConversion.pokemon(
          species[speciesIndex].species, from: speciesURLs[speciesIndex], pokemon[index],
          from: variety.url, evolutionChainID: chainIDs[speciesIndex])
        speciesModels[speciesIndex] = model
        models.append(model)
        learnsets[model.id] = PokeAPIConversion.learnsets(pokemon[index], groupIDs: groupIDs)
      } else {
        let form = forms[formIndex]
        formIndex += 1
        guard let base = speciesModels[speciesIndex] else { continue }
        let model = try PokeAPIConversion.form(
          pokemon[index], from: variety.url, form: form, of: base,
          generation: form.versionGroup.flatMap { groupGeneration[$0.name] })
        models.append(model)
        learnsets[model.id] = PokeAPIConversion.learnsets(pokemon[index], groupIDs: groupIDs)
      }
    }
    var evolutionChains: [Int: EvolutionChain] = [:]
    var evolutionLinks: [String: [String: String]] = [:]
    for (index, chain) in chains.enumerated() {
      evolutionChains[chain.id] = try EvolutionChain(
        id: chain.id, root: PokeAPIConversion.node(chain.chain, from: sortedChainURLs[index]))
      Self.collectLinks(chain.chain, into: &evolutionLinks)
    }

    // Every ability a Pokémon has.
    var abilityLinks: [String: String] = [:]
    for entry in pokemon {
      for slot in entry.abilities { abilityLinks[slot.ability.name] = slot.ability.url }
    }
    let abilities = try await fetchAll(
      try abilityLinks.keys.sorted().map { try sync.resolve(abilityLinks[$0]!) },
      as: Wire.Ability.self, phase: .abilities)

    // Every move but the shadow ones, and the machines that teach them.
    let moveLinks = try await list("move", pageSize: 2000).filter {
      (PokeAPISync.id(in: $0.url) ?? .max) < 10_000
    }
    let moveResources = try await fetchAll(
      try moveLinks.map { try sync.resolve($0.url) }, as: Wire.Move.self, phase: .moves)
    var machineLinks: [Int: String] = [:]
    for move in moveResources {
      for machine in move.machines {
        if let id = PokeAPISync.id(in: machine.machine.url) {
          machineLinks[id] = machine.machine.url
        }
      }
    }
    let machineResources = try await fetchAll(
      try machineLinks.keys.sorted().map { try sync.resolve(machineLinks[$0]!) },
      as: Wire.Machine.self, phase: .machines)
    var machines: [Int: [Int: String]] = [:]
    for machine in machineResources {
      guard let group = groupIDs[machine.versionGroup.name],
        let move = PokeAPISync.id(in: machine.move.url)
      else { continue }
      machines[group, default: [:]][move] = machine.item.name
    }

    // Names for the record's slugs and the evolutions' items and moves.
    var tableLinks: [(kind: String, url: String)] = []
    var seen: Set<String> = []
    func add(_ kind: String, _ link: String?) {
      guard let link, seen.insert(link).inserted else { return }
      tableLinks.append((kind, link))
    }
    for entry in species {
      add("growth-rate", entry.species.growthRate?.url)
      for group in entry.species.eggGroups ?? [] { add("egg-group", group.url) }
    }
    // The six base stats are PokeAPI's stats 1 to 6.
    for id in 1...6 { add("stat", "/api/v2/stat/\(id)/") }
    for (kind, links) in evolutionLinks.sorted(by: { $0.key < $1.key }) {
      for link in links.values.sorted() { add(kind, link) }
    }
    for link in try await list("move-learn-method", pageSize: 100) {
      add("move-learn-method", link.url)
    }
    let tableURLs = try tableLinks.map { try sync.resolve($0.url) }
    let rows = try await fetchAll(tableURLs, as: Wire.TableRow.self, phase: .tables)

    var names: [String: [String: [String: String]]] = [:]
    for (index, row) in rows.enumerated() {
      names[tableLinks[index].kind, default: [:]][row.name] = PokeAPIConversion.localized(
        row.names.map { ($0.language.name, $0.name) })
    }
    for type in types {
      names["type", default: [:]][type.name] = PokeAPIConversion.localized(
        (type.names ?? []).map { ($0.language.name, $0.name) })
    }

    let games = versions.map { version in
      GameVersion(
        id: version.id, slug: version.name, versionGroup: version.versionGroup.name,
        generation: groupGeneration[version.versionGroup.name] ?? 0,
        names: PokeAPIConversion.localized(version.names.map { ($0.language.name, $0.name) }))
    }
    var flavorTexts: [Int: [FlavorText]] = [:]
    let versionOrder = Dictionary(games.map { ($0.slug, $0.id) }, uniquingKeysWith: min)
    for entry in species {
      let texts = PokeAPIConversion.flavorTexts(
        entry.flavorTextEntries, versionOrder: versionOrder)
      if !texts.isEmpty { flavorTexts[entry.species.id] = texts }
    }
    let methodNames = names.removeValue(forKey: "move-learn-method") ?? [:]
    let reference = PokedexReference(
      abilities: abilities.map(PokeAPIConversion.ability), versions: games, names: names,
      flavorTexts: flavorTexts)
    let codes = MovesSnapshot.codes(for: Array(methodNames.keys))
    let moves = PokedexMoves(
      moves: moveResources.compactMap(PokeAPIConversion.move),
      groups: groups.map { group in
        GameGroup(
          id: group.id, slug: group.name,
          generation: PokeAPIConversion.generationNumber(group.generation) ?? 0,
          versions: (group.versions ?? []).map(\.name), order: group.order)
      },
      methods: methodNames.map {
        LearnMethod(code: String(codes[$0.key] ?? "?"), slug: $0.key, names: $0.value)
      },
      machines: machines, learnsets: learnsets)
    let kept = Set(models.map(\.id))
    let gameIDs = Dictionary(games.map { ($0.slug, $0.id) }, uniquingKeysWith: min)
    let (sets, items) = try await setsAndItems(pokemon, games: gameIDs, kept: kept)
    return PokeAPISync.Output(
      pokedex: Pokedex(
        pokemon: PokeAPIConversion.distinctNames(
          models,
          speciesSlugs: Dictionary(
            species.map { ($0.species.id, $0.species.name) }, uniquingKeysWith: { a, _ in a })),
        evolutionChains: evolutionChains, typeChart: typeChart),
      reference: reference, moves: moves, sets: sets,
      encounters: try await encounters(of: pokemon.filter { kept.contains($0.id) }, games: gameIDs),
      items: items)
  }

  /// Where each of `pokemon` is found, and the places, methods and conditions that names.
  private func encounters(of pokemon: [Wire.Pokemon], games: [String: Int]) async throws
    -> PokedexEncounters
  {
    let listed = pokemon.filter { $0.locationAreaEncounters != nil }
    let lists = try await fetchAll(
      try listed.map { try sync.resolve($0.locationAreaEncounters!) },
      as: [Wire.AreaEncounters].self, phase: .encounters)
    func id(_ link: String) throws -> Int {
      guard let id = PokeAPISync.id(in: link) else {
        throw PokeAPIFailure(kind: .unexpected("\"\(link)\" has no id"))
      }
      return id
    }
    // One line per Pokémon, area, method, conditions and game: the slots' levels and chances.
    struct Key: Hashable {
      var pokemon, area, method: Int
      var conditions: [Int]
      var version: Int
    }
    var slots: [Key: (low: Int, high: Int, chance: Int)] = [:]
    var links: [String: [Int: String]] = [:]
    for (index, list) in lists.enumerated() {
      for place in list {
        let area = try id(place.locationArea.url)
        links["area", default: [:]][area] = place.locationArea.url
        for game in place.versionDetails {
          guard let version = games[game.version.name] else { continue }
          for slot in game.encounterDetails {
            let method = try id(slot.method.url)
            links["method", default: [:]][method] = slot.method.url
            var conditions: [Int] = []
            for value in slot.conditionValues {
              let condition = try id(value.url)
              links["condition", default: [:]][condition] = value.url
              conditions.append(condition)
            }
            let key = Key(
              pokemon: listed[index].id, area: area, method: method,
              conditions: conditions.sorted(), version: version)
            let old = slots[key] ?? (slot.minLevel, slot.maxLevel, 0)
            slots[key] = (
              min(old.low, slot.minLevel), max(old.high, slot.maxLevel), old.chance + slot.chance
            )
          }
        }
      }
    }
    // The games whose line is the same share it.
    var shared: [PokedexEncounters.Encounter: [Int]] = [:]
    for (key, slot) in slots {
      let line = PokedexEncounters.Encounter(
        pokemon: key.pokemon, area: key.area, method: key.method, conditions: key.conditions,
        versions: [], minLevel: slot.low, maxLevel: slot.high, chance: slot.chance)
      shared[line, default: []].append(key.version)
    }
    let encounters = shared.map { line, versions in
      var line = line
      line.versions = versions.sorted()
      return line
    }

    func fetch(_ ids: [Int: String], _ phase: SyncProgress.Phase) async throws -> [Wire.Named] {
      try await fetchAll(
        try ids.keys.sorted().map { try sync.resolve(ids[$0]!) }, as: Wire.Named.self,
        phase: phase)
    }
    let areas = try await fetchAll(
      try (links["area"] ?? [:]).keys.sorted().map { try sync.resolve(links["area"]![$0]!) },
      as: Wire.LocationArea.self, phase: .areas)
    var placeLinks: [Int: String] = [:]
    for area in areas { placeLinks[try id(area.location.url)] = area.location.url }
    let places = try await fetch(placeLinks, .places)
    var regionLinks: [Int: String] = [:]
    for place in places {
      if let region = place.region { regionLinks[try id(region.url)] = region.url }
    }
    let regions = try await fetch(regionLinks, .regions)
    let methods = try await fetch(links["method"] ?? [:], .encounterMethods)
    let conditions = try await fetch(links["condition"] ?? [:], .conditions)
    func names(_ names: [Wire.LocalizedName]) -> [String: String] {
      PokeAPIConversion.localized(names.map { ($0.language.name, $0.name) })
    }
    let placesByID = Dictionary(places.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    var areaCounts: [Int: Int] = [:]
    for area in areas { areaCounts[try id(area.location.url), default: 0] += 1 }
    return PokedexEncounters(
      regions: Dictionary(
        regions.map { ($0.name, names($0.names)) }, uniquingKeysWith: { a, _ in a }),
      places: places.map {
        .init(id: $0.id, slug: $0.name, region: $0.region?.name ?? "", names: names($0.names))
      },
      areas: try areas.map { area in
        let place = try id(area.location.url)
        return .init(
          id: area.id, place: place, slug: area.name,
          part: PokeAPIConversion.areaPart(
            names(area.names), slug: area.name,
            place: (
              placesByID[place]?.name ?? "", placesByID[place].map { names($0.names) } ?? [:]
            ),
            isOnlyArea: areaCounts[place] == 1))
      },
      methods: methods.map { .init(id: $0.id, slug: $0.name, names: names($0.names)) },
      conditions: conditions.map {
        .init(id: $0.id, slug: $0.name, kind: $0.condition?.name ?? "", names: names($0.names))
      },
      encounters: encounters)
  }

  /// What sets are checked against: every nature and item, and each Pokémon's past abilities;
  /// and the rest of what the items say: effects, texts, fling power, price, games, and who
  /// among `kept` holds each in the wild, in which of `games` (by slug).
  private func setsAndItems(_ pokemon: [Wire.Pokemon], games: [String: Int], kept: Set<Int>)
    async throws -> (PokedexSets, PokedexItems)
  {
    let natures = try await fetchAll(
      try await list("nature", pageSize: 100).map { try sync.resolve($0.url) },
      as: Wire.Nature.self, phase: .natures)
    let items = try await fetchAll(
      try await list("item", pageSize: 5000).map { try sync.resolve($0.url) },
      as: Wire.Item.self, phase: .items)
    func localized(_ names: [Wire.LocalizedName]) -> [String: String] {
      PokeAPIConversion.localized(names.map { ($0.language.name, $0.name) })
    }
    var past: [Int: [PokedexSets.PastAbilities]] = [:]
    for entry in pokemon {
      for list in entry.pastAbilities ?? [] {
        guard let generation = PokeAPIConversion.generationNumber(list.generation) else { continue }
        let abilities = list.abilities.compactMap { slot in
          slot.ability.map { Ability(name: $0.name, isHidden: slot.isHidden) }
        }
        if !abilities.isEmpty {
          past[entry.id, default: []].append(
            PokedexSets.PastAbilities(generation: generation, abilities: abilities))
        }
      }
    }
    var categoryLinks: [String: String] = [:]
    for item in items { categoryLinks[item.category.name] = item.category.url }
    let categories = try await fetchAll(
      try categoryLinks.keys.sorted().map { try sync.resolve(categoryLinks[$0]!) },
      as: Wire.ItemCategory.self, phase: .itemCategories)
    let sets = PokedexSets(
      natures: natures.map { nature in
        PokedexSets.Nature(
          id: nature.id, slug: nature.name,
          raised: nature.increasedStat.flatMap { PokedexSets.statSlugs.firstIndex(of: $0.name) },
          lowered: nature.decreasedStat.flatMap { PokedexSets.statSlugs.firstIndex(of: $0.name) },
          names: localized(nature.names),
          likes: nature.likesFlavor?.name, hates: nature.hatesFlavor?.name)
      },
      items: items.map {
        PokedexSets.Item(
          id: $0.id, slug: $0.name, category: $0.category.name, names: localized($0.names))
      },
      pastAbilities: past)
    return (
      sets,
      PokedexItems(
        categories: categories.map {
          .init(slug: $0.name, pocket: $0.pocket?.name ?? "", names: localized($0.names))
        },
        entries: items.map(PokeAPIConversion.itemEntry),
        held: PokeAPIConversion.held(items, games: games, kept: kept))
    )
  }

  /// The items, moves and species an evolution names, by kind and slug, with their links.
  private static func collectLinks(
    _ link: Wire.ChainLink, into links: inout [String: [String: String]]
  ) {
    let kinds = [
      "item": "item", "held_item": "item", "known_move": "move", "used_move": "move",
      "party_species": "pokemon-species", "trade_species": "pokemon-species",
    ]
    for detail in link.evolutionDetails {
      for (key, kind) in kinds {
        if let value = detail[key], let slug = value.text, let url = value.link {
          links[kind, default: [:]][slug] = url
        }
      }
    }
    for next in link.evolvesTo { collectLinks(next, into: &links) }
  }

  /// Every entry of a list endpoint, following `next` links page by page.
  private func list(_ endpoint: String, pageSize: Int) async throws -> [Wire.NamedResource] {
    var url = try sync.resolve("/api/v2/\(endpoint)/?limit=\(pageSize)")
    var seen: Set<URL> = []
    var results: [Wire.NamedResource] = []
    while seen.insert(url).inserted {
      let page = try await fetcher.get(Wire.Page.self, from: url)
      results += page.results
      guard let next = page.next, !page.results.isEmpty else { break }
      url = try sync.resolve(next)
    }
    return results
  }

  /// Fetches `urls` with at most `maxConcurrentRequests` in flight, keeping their order.
  private func fetchAll<Value: Decodable & Sendable>(
    _ urls: [URL], as type: Value.Type, phase: SyncProgress.Phase
  ) async throws -> [Value] {
    var values = [Value?](repeating: nil, count: urls.count)
    progress(SyncProgress(phase: phase, done: 0, total: urls.count))
    try await withThrowingTaskGroup(of: (Int, Value).self) { group in
      var started = 0
      func startNext() {
        guard started < urls.count else { return }
        let index = started
        started += 1
        group.addTask { [fetcher] in
          (index, try await fetcher.getDecodingAside(type, from: urls[index]))
        }
      }
      for _ in 0..<max(1, sync.maxConcurrentRequests) { startNext() }
      var done = 0
      while let (index, value) = try await group.next() {
        values[index] = value
        done += 1
        progress(SyncProgress(phase: phase, done: done, total: urls.count))
        startNext()
      }
    }
    return values.map { $0! }
  }
}
