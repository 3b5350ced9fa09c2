import Loop

/// One Pokémon's page: its facts, its sprite, its evolution chain, its type matchups, and a
/// favourite toggle. Presented by its parent (``AppFeature/Destination``) or pushed on its
/// stack; the parent dismisses or pops it, which stops its loads. A member of the evolution
/// tree can be highlighted and opened, which asks the parent to push it.
public struct PokemonDetailFeature: Reducer, Sendable {
  public struct State: Equatable, Sendable, Codable, Identifiable {
    /// The Pokémon shown.
    public var pokemon: Pokemon
    /// Its evolution chain, once loaded.
    public var evolution: LoadState<EvolutionChain> = .idle
    /// Display names of the species in the chain, by id.
    public var evolutionNames: [Int: String] = [:]
    /// Its defensive matchups, once the type chart is loaded.
    public var matchups: LoadState<TypeMatchups> = .idle
    /// The sprite, once the source has delivered it; nil while it loads, and when the source
    /// has none (offline, or a failed download): the screen then shows a stand-in.
    public var sprite: PNGImage?
    /// The source could not deliver the full record (the live source's Pokédex entry): the
    /// screen says so where the entry would be, and `retryTapped` asks again.
    public var entryFailed = false
    /// The source could not deliver the sprite (PokeAPI unreachable, say), as opposed to having
    /// none: the screen says so under the stand-in, and `retryTapped` asks again.
    public var spriteFailed = false
    /// Whether the shiny sprite is shown instead of the usual one.
    public var isShiny = false
    /// The evolution tree's highlighted member (a species id); nil: the Pokémon shown.
    public var evolutionHighlight: Int?
    /// The user's favourites, shared with every screen.
    @Shared(.favorites) public var favorites: Set<Int>

    /// Whether the source has sprites: without, none is asked for and the stand-in shows.
    public var sourceHasSprites: Bool

    /// The detail of `pokemon`, not loaded yet, from a source with or without sprites.
    public init(pokemon: Pokemon, sourceHasSprites: Bool = false) {
      self.pokemon = pokemon
      self.sourceHasSprites = sourceHasSprites
    }

    /// The Pokémon's number: a detail of another Pokémon presented in its place is a new
    /// screen, whose parent cancels this one's loads.
    public var id: Int { pokemon.id }

    /// Whether the Pokémon shown is a favourite.
    public var isFavorite: Bool { favorites.contains(pokemon.id) }

    /// The highlighted member of the evolution tree: the Pokémon shown unless another was
    /// chosen.
    public var highlightedSpecies: Int { evolutionHighlight ?? pokemon.id }

    private enum CodingKeys: String, CodingKey {
      case pokemon, evolution, evolutionNames, matchups, sprite, entryFailed, spriteFailed
      case isShiny, evolutionHighlight, sourceHasSprites
    }

    /// Decodes what `encode(to:)` wrote (a recorded push, say). The favourites are not part of
    /// it: they are the shared set of the store that decodes it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      pokemon = try container.decode(Pokemon.self, forKey: .pokemon)
      evolution = try container.decode(LoadState<EvolutionChain>.self, forKey: .evolution)
      evolutionNames = try container.decode([Int: String].self, forKey: .evolutionNames)
      matchups = try container.decode(LoadState<TypeMatchups>.self, forKey: .matchups)
      sprite = try container.decodeIfPresent(PNGImage.self, forKey: .sprite)
      entryFailed = try container.decode(Bool.self, forKey: .entryFailed)
      spriteFailed = try container.decode(Bool.self, forKey: .spriteFailed)
      isShiny = try container.decode(Bool.self, forKey: .isShiny)
      evolutionHighlight = try container.decodeIfPresent(Int.self, forKey: .evolutionHighlight)
      sourceHasSprites = try container.decode(Bool.self, forKey: .sourceHasSprites)
    }

    /// Encodes the page's own fields; the shared favourites are left out (see
    /// ``init(from:)``).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(pokemon, forKey: .pokemon)
      try container.encode(evolution, forKey: .evolution)
      try container.encode(evolutionNames, forKey: .evolutionNames)
      try container.encode(matchups, forKey: .matchups)
      try container.encodeIfPresent(sprite, forKey: .sprite)
      try container.encode(entryFailed, forKey: .entryFailed)
      try container.encode(spriteFailed, forKey: .spriteFailed)
      try container.encode(isShiny, forKey: .isShiny)
      try container.encodeIfPresent(evolutionHighlight, forKey: .evolutionHighlight)
      try container.encode(sourceHasSprites, forKey: .sourceHasSprites)
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case evolutionReceived(EvolutionChain, names: [Int: String])
    case evolutionFailed(String)
    case typeChartReceived(TypeChart)
    case typeChartFailed(String)
    case favoriteTapped
    case nextTapped
    case previousTapped
    case pokemonReceived(Pokemon)
    case pokemonFailed(String)
    /// The full record of the Pokémon shown (the live source adds its Pokédex entry).
    case detailsReceived(Pokemon)
    /// The full record of Pokémon `id` could not be loaded.
    case detailsFailed(id: Int)
    /// The sprite of Pokémon `id` could not be loaded.
    case spriteFailed(id: Int, shiny: Bool)
    /// `r`: ask again for whatever failed to load.
    case retryTapped
    /// Switches between the usual and the shiny sprite.
    case shinyToggled
    /// The sprite of Pokémon `id`, in the colours asked for.
    case spriteReceived(PNGImage, id: Int, shiny: Bool)
    /// Moves the evolution tree's highlight by `offset` members, in the tree's order.
    case evolutionHighlightMoved(by: Int)
    /// Opens the highlighted member of the evolution tree (when it is not the Pokémon shown).
    case evolutionMemberOpened
    case delegate(Delegate)

    /// What the detail asks of its parent.
    public enum Delegate: Equatable, Sendable, Codable {
      /// Open this member of the evolution tree over the page (the parent pushes it).
      case evolutionOpened(Pokemon)
    }

    public var delegate: Delegate? { if case .delegate(let d) = self { d } else { nil } }
  }

  /// The highest national-dex number.
  public static let lastID = 1025
  enum CancelID { case load, step, details, sprite, member }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return load(&state)

    case .evolutionReceived(let chain, let names):
      state.evolution = .loaded(chain)
      state.evolutionNames = names
      return .none

    case .evolutionFailed(let message):
      state.evolution = .failed(message)
      return .none

    case .typeChartReceived(let chart):
      state.matchups = .loaded(chart.matchups(against: state.pokemon.types))
      return .none

    case .typeChartFailed(let message):
      state.matchups = .failed(message)
      return .none

    case .favoriteTapped:
      let id = state.pokemon.id
      state.$favorites.withLock { $0.toggle(id) }
      return .none

    case .evolutionHighlightMoved(let offset):
      guard let members = state.evolution.value?.speciesIDs, !members.isEmpty else { return .none }
      let current = members.firstIndex(of: state.highlightedSpecies) ?? 0
      let next = members[min(max(0, current + offset), members.count - 1)]
      state.evolutionHighlight = next == state.pokemon.id ? nil : next
      return .none

    case .evolutionMemberOpened:
      guard let id = state.evolutionHighlight, id != state.pokemon.id else { return .none }
      return .run { send in
        await send(.delegate(.evolutionOpened(try await client.fetchPokemon(id))))
      } catch: { error, send in
        await send(.pokemonFailed("Couldn't load Pokémon #\(id): \(error)"))
      }
      .cancellable(id: CancelID.member, cancelInFlight: true)

    case .nextTapped, .previousTapped:
      let step = action == .nextTapped ? 1 : -1
      let id = state.pokemon.id + step
      guard (1...Self.lastID).contains(id) else { return .none }
      return .run { send in
        await send(.pokemonReceived(try await client.fetchPokemon(id)))
      } catch: { error, send in
        await send(.pokemonFailed("Couldn't load Pokémon #\(id): \(error)"))
      }
      .cancellable(id: CancelID.step, cancelInFlight: true)

    case .pokemonReceived(let pokemon):
      let sameChain = pokemon.evolutionChainID == state.pokemon.evolutionChainID
      state.pokemon = pokemon
      state.evolutionHighlight = nil
      if sameChain, state.evolution.value != nil {
        return .merge(loadMatchups(&state), loadSprite(&state))
      }
      return load(&state)

    case .pokemonFailed(let message):
      state.evolution = .failed(message)
      return .none

    case .detailsReceived(let pokemon):
      if pokemon.id == state.pokemon.id {
        state.pokemon = pokemon
        state.entryFailed = false
      }
      return .none

    case .detailsFailed(let id):
      if id == state.pokemon.id { state.entryFailed = true }
      return .none

    case .spriteFailed(let id, let shiny):
      if id == state.pokemon.id, shiny == state.isShiny { state.spriteFailed = true }
      return .none

    case .retryTapped:
      var effects: [Effect<Action>] = []
      if state.entryFailed { effects.append(loadDetails(&state)) }
      if state.spriteFailed { effects.append(loadSprite(&state)) }
      if state.evolution.failure != nil { effects.append(loadEvolution(&state)) }
      if state.matchups.failure != nil { effects.append(loadMatchups(&state)) }
      return .merge(effects)

    case .shinyToggled:
      state.isShiny.toggle()
      return loadSprite(&state)

    case .spriteReceived(let image, let id, let shiny):
      if id == state.pokemon.id, shiny == state.isShiny { state.sprite = image }
      return .none

    case .delegate:
      return .none
    }
  }

  private func load(_ state: inout State) -> Effect<Action> {
    .merge(loadMatchups(&state), loadSprite(&state), loadDetails(&state), loadEvolution(&state))
  }

  /// A list row may carry less than the full record (the live source's Pokédex entry); a
  /// failure shows as a line where the entry would be, and changes nothing else.
  private func loadDetails(_ state: inout State) -> Effect<Action> {
    state.entryFailed = false
    let id = state.pokemon.id
    return .run { send in
      await send(.detailsReceived(try await client.fetchPokemon(id)))
    } catch: { _, send in
      await send(.detailsFailed(id: id))
    }
    .cancellable(id: CancelID.details, cancelInFlight: true)
  }

  /// The chain and its species' names. The Pokémon shown names itself (a one-species chain
  /// needs no request); a species whose record cannot be loaded is named from its slug.
  private func loadEvolution(_ state: inout State) -> Effect<Action> {
    state.evolution = .loading
    let chainID = state.pokemon.evolutionChainID
    let shown = state.pokemon
    return .run { send in
      let chain = try await client.fetchEvolutionChain(chainID)
      var names: [Int: String] = [shown.id: shown.name]
      for id in chain.speciesIDs where id != shown.id {
        names[id] = (try? await client.fetchPokemon(id))?.name
      }
      await send(.evolutionReceived(chain, names: names))
    } catch: { error, send in
      await send(.evolutionFailed("Couldn't load the evolution chain: \(error)"))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// Asks for the sprite shown. None (the source has no image for it) leaves the stand-in;
  /// a failure leaves it too, with a line saying the sprite could not load. A source without
  /// sprites is not asked.
  private func loadSprite(_ state: inout State) -> Effect<Action> {
    state.sprite = nil
    state.spriteFailed = false
    guard state.sourceHasSprites else { return .none }
    let id = state.pokemon.id
    let shiny = state.isShiny
    return .run { send in
      if let image = try await client.fetchSprite(id, shiny) {
        await send(.spriteReceived(image, id: id, shiny: shiny))
      }
    } catch: { _, send in
      await send(.spriteFailed(id: id, shiny: shiny))
    }
    .cancellable(id: CancelID.sprite, cancelInFlight: true)
  }

  private func loadMatchups(_ state: inout State) -> Effect<Action> {
    if state.matchups.value == nil { state.matchups = .loading }
    return .run { send in
      await send(.typeChartReceived(try await client.fetchTypeChart()))
    } catch: { error, send in
      await send(.typeChartFailed("Couldn't load the type chart: \(error)"))
    }
  }
}
