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
    /// Names of the species in the chain, by id, then by language code (English always there):
    /// the screen shows them in its language.
    public var evolutionNames: [Int: [String: String]] = [:]
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
    /// Its abilities explained, its species' entries, its forms: once loaded.
    public var reference: LoadState<PokemonDetails> = .idle
    /// Which page of the screen shows: the overview, or the record (abilities, entry,
    /// training and breeding).
    public var page: Page = .overview
    /// The game whose entry the record page shows (a version slug); nil: the newest with one
    /// in the display language.
    public var game: String?
    /// The ability highlighted on the record page, by its slot.
    public var abilitySelection = 0
    /// The ability opened from the record page, with who has it; nil when none is open.
    public var ability: LoadState<AbilityDetail>?
    /// The highlighted Pokémon of the open ability's list.
    public var abilityHolderSelection = 0
    /// `v` was pressed before the forms were known: the next form shows once they are.
    public var cyclesFormWhenLoaded = false
    /// Its learnsets, once the Moves page has asked for them.
    public var learnsets: LoadState<PokemonLearnsets> = .idle
    /// The game group the Moves page shows (its id); nil: the newest with moves.
    public var moveGroup: Int?
    /// How the Moves page orders each method's moves.
    public var moveOrder: LearnsetOrder = .level
    /// Where it is found, once the Where page has asked.
    public var encounters: LoadState<PokemonEncounters> = .idle
    /// The game group the Where page shows (its id); nil: the newest it is found in.
    public var encounterGroup: Int?
    /// The Where page's highlighted place (an index of ``encounterPlaces``).
    public var encounterPlace = 0
    /// The Moves page's highlighted move (an index of ``shownMoves``).
    public var moveScroll = 0
    /// The record page's first line shown, where it is longer than the screen (a front works
    /// out how far it goes: the lines are its own).
    public var recordScroll = 0
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
    public var highlightedSpecies: Int { evolutionHighlight ?? pokemon.speciesID }

    /// The screen's pages.
    public enum Page: String, Equatable, Sendable, Codable {
      case overview, record, moves, encounters
    }

    /// The places the Where page lists in the group shown, each once (its first line), in
    /// the page's order.
    public var encounterPlaces: [EncounterLine] {
      guard let group = shownEncounterGroup, let lines = encounters.value?.lines[group.id] else {
        return []
      }
      var seen: Set<Int> = []
      return lines.filter { seen.insert($0.place).inserted }
    }

    /// The game group the Where page shows: the chosen one, else the newest it is found in.
    public var shownEncounterGroup: GameGroup? {
      guard let encounters = encounters.value else { return nil }
      return encounters.groups.first { $0.id == encounterGroup } ?? encounters.defaultGroup
    }

    /// The Moves page's moves in the order shown (method by method), the highlighted one at
    /// ``moveScroll``.
    public var shownMoves: [LearnedMove] {
      guard let learnsets = learnsets.value, let group = shownMoveGroup else { return [] }
      return learnsets.sections(in: group.id, order: moveOrder, language: .english)
        .flatMap(\.moves)
    }

    /// The game group the Moves page shows: the chosen one, else the learnsets' default
    /// (``PokemonLearnsets/defaultGroup``).
    public var shownMoveGroup: GameGroup? {
      guard let learnsets = learnsets.value else { return nil }
      return learnsets.groups.first { $0.id == moveGroup } ?? learnsets.defaultGroup
    }

    /// The item the highlighted evolution member's ways to evolve name first (`item`, else
    /// `held_item`): Raichu's Thunder Stone, Scizor's Metal Coat; nil when none does.
    public var evolutionItem: String? {
      guard let chain = evolution.value else { return nil }
      func find(_ node: EvolutionNode) -> EvolutionNode? {
        node.speciesID == highlightedSpecies ? node : node.evolvesTo.lazy.compactMap(find).first
      }
      guard let node = find(chain.root) else { return nil }
      let ways = node.ways(firstFor: pokemon)
      return ways.lazy.compactMap { $0.requirements["item"] ?? $0.requirements["held_item"] }.first
    }

    /// The species' Pokémon (itself and its forms), once the reference has loaded.
    public var forms: [Pokemon] { reference.value?.forms ?? [] }

    /// The name of the chain's species `node` in `language`, else English, else its slug as
    /// a name.
    public func evolutionName(of node: EvolutionNode, in language: Language) -> String {
      let names = evolutionNames[node.speciesID] ?? [:]
      return names[language.rawValue] ?? names[Language.english.rawValue] ?? node.displayName
    }

    /// The name of `ability` in `language` once the record has loaded, else its slug as a name.
    public func abilityName(_ ability: Ability, in language: Language) -> String {
      reference.value?.abilities.first { $0.slug == ability.name }?.name(in: language)
        ?? ability.displayName
    }

    private enum CodingKeys: String, CodingKey {
      case pokemon, evolution, evolutionNames, matchups, sprite, entryFailed, spriteFailed
      case isShiny, evolutionHighlight, sourceHasSprites
      case reference, page, game, abilitySelection, ability, abilityHolderSelection
      case cyclesFormWhenLoaded, learnsets, moveGroup, moveOrder, moveScroll, recordScroll
      case encounters, encounterGroup, encounterPlace
    }

    /// Decodes what `encode(to:)` wrote (a recorded push, say). The favourites are not part of
    /// it: they are the shared set of the store that decodes it.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      pokemon = try container.decode(Pokemon.self, forKey: .pokemon)
      evolution = try container.decode(LoadState<EvolutionChain>.self, forKey: .evolution)
      evolutionNames = try container.decode(
        [Int: [String: String]].self, forKey: .evolutionNames)
      matchups = try container.decode(LoadState<TypeMatchups>.self, forKey: .matchups)
      sprite = try container.decodeIfPresent(PNGImage.self, forKey: .sprite)
      entryFailed = try container.decode(Bool.self, forKey: .entryFailed)
      spriteFailed = try container.decode(Bool.self, forKey: .spriteFailed)
      isShiny = try container.decode(Bool.self, forKey: .isShiny)
      evolutionHighlight = try container.decodeIfPresent(Int.self, forKey: .evolutionHighlight)
      sourceHasSprites = try container.decode(Bool.self, forKey: .sourceHasSprites)
      // Absent from recordings made before the record page existed.
      reference =
        try container.decodeIfPresent(LoadState<PokemonDetails>.self, forKey: .reference) ?? .idle
      page = try container.decodeIfPresent(Page.self, forKey: .page) ?? .overview
      game = try container.decodeIfPresent(String.self, forKey: .game)
      abilitySelection = try container.decodeIfPresent(Int.self, forKey: .abilitySelection) ?? 0
      ability = try container.decodeIfPresent(LoadState<AbilityDetail>.self, forKey: .ability)
      abilityHolderSelection =
        try container.decodeIfPresent(Int.self, forKey: .abilityHolderSelection) ?? 0
      cyclesFormWhenLoaded =
        try container.decodeIfPresent(Bool.self, forKey: .cyclesFormWhenLoaded) ?? false
      learnsets =
        try container.decodeIfPresent(LoadState<PokemonLearnsets>.self, forKey: .learnsets)
        ?? .idle
      moveGroup = try container.decodeIfPresent(Int.self, forKey: .moveGroup)
      moveOrder = try container.decodeIfPresent(LearnsetOrder.self, forKey: .moveOrder) ?? .level
      moveScroll = try container.decodeIfPresent(Int.self, forKey: .moveScroll) ?? 0
      recordScroll = try container.decodeIfPresent(Int.self, forKey: .recordScroll) ?? 0
      // Absent from recordings made before the Where page existed.
      encounters =
        try container.decodeIfPresent(LoadState<PokemonEncounters>.self, forKey: .encounters)
        ?? .idle
      encounterGroup = try container.decodeIfPresent(Int.self, forKey: .encounterGroup)
      encounterPlace = try container.decodeIfPresent(Int.self, forKey: .encounterPlace) ?? 0
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
      try container.encode(reference, forKey: .reference)
      try container.encode(page, forKey: .page)
      try container.encodeIfPresent(game, forKey: .game)
      try container.encode(abilitySelection, forKey: .abilitySelection)
      try container.encodeIfPresent(ability, forKey: .ability)
      try container.encode(abilityHolderSelection, forKey: .abilityHolderSelection)
      try container.encode(cyclesFormWhenLoaded, forKey: .cyclesFormWhenLoaded)
      try container.encode(learnsets, forKey: .learnsets)
      try container.encodeIfPresent(moveGroup, forKey: .moveGroup)
      try container.encode(moveOrder, forKey: .moveOrder)
      try container.encode(moveScroll, forKey: .moveScroll)
      // Only once scrolled, so a recording of a page never scrolled is written as before.
      if recordScroll != 0 { try container.encode(recordScroll, forKey: .recordScroll) }
      try container.encode(encounters, forKey: .encounters)
      try container.encodeIfPresent(encounterGroup, forKey: .encounterGroup)
      try container.encode(encounterPlace, forKey: .encounterPlace)
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case evolutionReceived(EvolutionChain, names: [Int: [String: String]])
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
    /// `I`: the item the highlighted evolution member's way to evolve names (a stone, a held
    /// item), opened.
    case evolutionItemOpened
    /// The abilities explained, the entries and the forms of Pokémon `id`.
    case referenceReceived(PokemonDetails, id: Int)
    case referenceFailed(String, id: Int)
    /// Switches between the overview and the record page.
    case pageToggled
    /// The record page's entry moves to the next game with one in `language` (after the
    /// newest comes the oldest).
    case gameCycled(Language)
    /// Shows the species' next form in place (after the last, the species again).
    case formCycled
    /// Moves the record page's ability highlight.
    case abilitySelectionMoved(by: Int)
    /// Opens the highlighted ability: its effect and who has it.
    case abilityOpened
    case abilityReceived(AbilityDetail)
    case abilityFailed(String)
    case abilityClosed
    /// Moves the highlight in the open ability's list of Pokémon.
    case abilityHolderMoved(by: Int)
    /// Opens the highlighted Pokémon of the open ability's list over the page.
    case abilityHolderOpened
    /// Switches between the Moves page and the overview (`m`).
    case movesPageToggled
    case learnsetsReceived(PokemonLearnsets, id: Int)
    case learnsetsFailed(String, id: Int)
    /// The Moves page shows the next older game group with moves (after the oldest, the
    /// newest).
    case moveGroupCycled
    /// The Moves page orders by level, then name, then power.
    case moveOrderCycled
    /// Moves the Moves page's highlight by `offset` moves.
    case moveScrolled(by: Int)
    /// The record page's first line shown (PgUp, PgDn).
    case recordScrolled(to: Int)
    /// Switches between the Where page (where it is found) and the overview (`e`).
    case encountersPageToggled
    case encountersReceived(PokemonEncounters, id: Int)
    case encountersFailed(String, id: Int)
    /// The Where page shows the next older game group it is found in (after the oldest, the
    /// default).
    case encounterGroupCycled
    /// Moves the Where page's highlight through its places.
    case encounterPlaceMoved(by: Int)
    /// `w` (or Enter) on the Where page: the search for who else is found at the highlighted
    /// place in the game shown (`in:viridian-forest game:red-blue`).
    case encounterPlaceOpened
    /// `l`: the list of every Pokémon with the open ability, or that learns the highlighted
    /// move in the game shown.
    case listFilterRequested
    case delegate(Delegate)

    /// What the detail asks of its parent.
    public enum Delegate: Equatable, Sendable, Codable {
      /// Open this member of the evolution tree over the page (the parent pushes it).
      case evolutionOpened(Pokemon)
      /// Search for who is found at a place: the query (`in:viridian-forest game:red-blue`).
      case placeSearched(String)
      /// Open this item (an evolution's stone or held item): its slug and names.
      case itemOpened(slug: String, names: [String: String])
      /// Show the list narrowed by this filter change (who has this ability, who learns this
      /// move): the parent closes the details and applies it to the list.
      case listFiltered(FiltersFeature.Action)
    }

    public var delegate: Delegate? { if case .delegate(let d) = self { d } else { nil } }
  }

  /// The highest national-dex number.
  public static let lastID = 1025
  enum CancelID {
    case load, step, details, sprite, member, reference, ability, learnsets, encounters
  }

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
      state.evolutionHighlight = next == state.pokemon.speciesID ? nil : next
      return .none

    case .evolutionMemberOpened:
      guard let id = state.evolutionHighlight, id != state.pokemon.speciesID else { return .none }
      return .run { send in
        await send(.delegate(.evolutionOpened(try await client.fetchPokemon(id))))
      } catch: { error, send in
        await send(.pokemonFailed("Couldn't load Pokémon #\(id): \(error)"))
      }
      .cancellable(id: CancelID.member, cancelInFlight: true)

    case .evolutionItemOpened:
      guard let slug = state.evolutionItem else { return .none }
      let names = state.reference.value?.names["item"]?[slug] ?? [:]
      return .send(.delegate(.itemOpened(slug: slug, names: names)))

    case .nextTapped, .previousTapped:
      let step = action == .nextTapped ? 1 : -1
      // From a form, the dex steps from its species.
      let id = state.pokemon.speciesID + step
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
      state.abilitySelection = 0
      state.ability = nil
      // The record follows at once: the overview names abilities and evolution items from it.
      var effects = [loadMatchups(&state), loadSprite(&state), loadReference(&state)]
      // Its own learnsets: forms have theirs.
      state.moveScroll = 0
      state.recordScroll = 0
      if state.page == .moves {
        effects.append(loadLearnsets(&state))
      } else {
        state.learnsets = .idle
      }
      // And its own encounters.
      state.encounterPlace = 0
      if state.page == .encounters {
        state.encounters = .idle
        effects.append(loadEncounters(&state))
      } else {
        state.encounters = .idle
      }
      if !sameChain || state.evolution.value == nil {
        effects += [loadDetails(&state), loadEvolution(&state)]
      }
      return .merge(effects)

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
      if state.reference.failure != nil { effects.append(loadReference(&state)) }
      return .merge(effects)

    case .shinyToggled:
      state.isShiny.toggle()
      return loadSprite(&state)

    case .spriteReceived(let image, let id, let shiny):
      if id == state.pokemon.id, shiny == state.isShiny { state.sprite = image }
      return .none

    case .referenceReceived(let details, let id):
      guard id == state.pokemon.id else { return .none }
      state.reference = .loaded(details)
      guard state.cyclesFormWhenLoaded else { return .none }
      state.cyclesFormWhenLoaded = false
      return .send(.formCycled)

    case .referenceFailed(let message, let id):
      if id == state.pokemon.id { state.reference = .failed(message) }
      return .none

    case .recordScrolled(let line):
      state.recordScroll = max(0, line)
      return .none

    case .pageToggled:
      state.page = state.page == .overview ? .record : .overview
      state.ability = nil
      state.recordScroll = 0
      // The record is read with the overview; here only when that read failed or never ran.
      guard state.page == .record, state.reference.value == nil, !state.reference.isLoading
      else { return .none }
      return loadReference(&state)

    case .gameCycled(let language):
      guard let details = state.reference.value else { return .none }
      var games = details.games(withTextIn: language)
      if games.isEmpty { games = details.games(withTextIn: .english) }
      guard !games.isEmpty else { return .none }
      let current = details.entry(in: language, game: state.game)?.game.slug
      let index = games.firstIndex { $0.slug == current } ?? -1
      state.game = games[(index + 1) % games.count].slug
      return .none

    case .formCycled:
      guard state.reference.value != nil else {
        state.cyclesFormWhenLoaded = true
        return loadReference(&state)
      }
      let forms = state.forms
      guard forms.count > 1 else { return .none }
      let index = forms.firstIndex { $0.id == state.pokemon.id } ?? -1
      return .send(.pokemonReceived(forms[(index + 1) % forms.count]))

    case .abilitySelectionMoved(let offset):
      let count = state.pokemon.abilities.count
      guard count > 0 else { return .none }
      state.abilitySelection = min(max(0, state.abilitySelection + offset), count - 1)
      // The abilities are the record page's first lines: the one chosen is in view.
      state.recordScroll = 0
      return .none

    case .abilityOpened:
      let abilities = state.pokemon.abilities
      guard abilities.indices.contains(state.abilitySelection) else { return .none }
      let slug = abilities[state.abilitySelection].name
      state.ability = .loading
      state.abilityHolderSelection = 0
      return .run { send in
        await send(.abilityReceived(try await client.fetchAbility(slug)))
      } catch: { error, send in
        await send(.abilityFailed("Couldn't load the ability: \(error)"))
      }
      .cancellable(id: CancelID.ability, cancelInFlight: true)

    case .abilityReceived(let detail):
      guard state.ability != nil else { return .none }
      state.ability = .loaded(detail)
      state.abilityHolderSelection =
        detail.holders.firstIndex { $0.pokemon.id == state.pokemon.id } ?? 0
      return .none

    case .abilityFailed(let message):
      guard state.ability != nil else { return .none }
      state.ability = .failed(message)
      return .none

    case .abilityClosed:
      state.ability = nil
      return .cancel(id: CancelID.ability)

    case .abilityHolderMoved(let offset):
      guard let holders = state.ability?.value?.holders, !holders.isEmpty else { return .none }
      state.abilityHolderSelection = min(
        max(0, state.abilityHolderSelection + offset), holders.count - 1)
      return .none

    case .abilityHolderOpened:
      guard let holders = state.ability?.value?.holders,
        holders.indices.contains(state.abilityHolderSelection)
      else { return .none }
      let pokemon = holders[state.abilityHolderSelection].pokemon
      guard pokemon.id != state.pokemon.id else { return .none }
      return .send(.delegate(.evolutionOpened(pokemon)))

    case .encountersPageToggled:
      state.page = state.page == .encounters ? .overview : .encounters
      state.ability = nil
      state.encounterPlace = 0
      guard state.page == .encounters, state.encounters.value == nil else { return .none }
      return loadEncounters(&state)

    case .encountersReceived(let encounters, let id):
      if id == state.pokemon.id { state.encounters = .loaded(encounters) }
      return .none

    case .encountersFailed(let message, let id):
      if id == state.pokemon.id { state.encounters = .failed(message) }
      return .none

    case .encounterGroupCycled:
      guard let encounters = state.encounters.value,
        let next = GameGroup.next(
          after: state.shownEncounterGroup, in: encounters.groups,
          default: encounters.defaultGroup)
      else { return .none }
      state.encounterGroup = next.id
      state.encounterPlace = 0
      return .none

    case .encounterPlaceMoved(let offset):
      let count = state.encounterPlaces.count
      state.encounterPlace = min(max(0, state.encounterPlace + offset), max(0, count - 1))
      return .none

    case .encounterPlaceOpened:
      let places = state.encounterPlaces
      guard let group = state.shownEncounterGroup else { return .none }
      guard places.indices.contains(state.encounterPlace) else {
        // Not found in that game: Enter opens what it evolves from, which is ("evolve
        // Pikachu, found at …"), as Enter opens a member of the evolution tree.
        guard let id = state.encounters.value?.origins[group.id]?.pokemon else { return .none }
        return .run { send in
          await send(.delegate(.evolutionOpened(try await client.fetchPokemon(id))))
        } catch: { error, send in
          await send(.pokemonFailed("Couldn't load Pokémon #\(id): \(error)"))
        }
        .cancellable(id: CancelID.member, cancelInFlight: true)
      }
      let query = "in:\(places[state.encounterPlace].placeSlug) game:\(group.slug)"
      return .send(.delegate(.placeSearched(query)))

    case .movesPageToggled:
      state.page = state.page == .moves ? .overview : .moves
      state.ability = nil
      state.moveScroll = 0
      guard state.page == .moves, state.learnsets.value == nil else { return .none }
      return loadLearnsets(&state)

    case .learnsetsReceived(let learnsets, let id):
      if id == state.pokemon.id { state.learnsets = .loaded(learnsets) }
      return .none

    case .learnsetsFailed(let message, let id):
      if id == state.pokemon.id { state.learnsets = .failed(message) }
      return .none

    case .moveGroupCycled:
      guard let learnsets = state.learnsets.value,
        let next = GameGroup.next(
          after: state.shownMoveGroup, in: learnsets.groups, default: learnsets.defaultGroup)
      else { return .none }
      state.moveGroup = next.id
      state.moveScroll = 0
      return .none

    case .moveOrderCycled:
      let all = LearnsetOrder.allCases
      state.moveOrder = all[((all.firstIndex(of: state.moveOrder) ?? 0) + 1) % all.count]
      state.moveScroll = 0
      return .none

    case .moveScrolled(let offset):
      let count = state.shownMoves.count
      state.moveScroll = min(max(0, state.moveScroll + offset), max(0, count - 1))
      return .none

    case .listFilterRequested:
      if let ability = state.ability?.value?.ability.slug {
        return .send(.delegate(.listFiltered(.abilityChosen(ability))))
      }
      guard state.page == .moves, let group = state.shownMoveGroup,
        state.shownMoves.indices.contains(state.moveScroll),
        let learnsets = state.learnsets.value,
        let move = learnsets.moves[state.shownMoves[state.moveScroll].move]
      else { return .none }
      let learns = PokemonFilter.LearnsFilter(move: move, group: group) {
        learnsets.name(of: group, in: $0)
      }
      return .send(.delegate(.listFiltered(.learnsChosen(learns))))

    case .delegate:
      return .none
    }
  }

  /// The learnsets of the Pokémon shown, for the Moves page.
  private func loadLearnsets(_ state: inout State) -> Effect<Action> {
    let id = state.pokemon.id
    if state.learnsets.value == nil { state.learnsets = .loading }
    return .run { send in
      await send(.learnsetsReceived(try await client.fetchLearnsets(id), id: id))
    } catch: { error, send in
      await send(.learnsetsFailed("Couldn't load the moves: \(error)", id: id))
    }
    .cancellable(id: CancelID.learnsets, cancelInFlight: true)
  }

  /// Where the Pokémon shown is found, for the Where page.
  private func loadEncounters(_ state: inout State) -> Effect<Action> {
    let id = state.pokemon.id
    if state.encounters.value == nil { state.encounters = .loading }
    return .run { send in
      await send(.encountersReceived(try await client.fetchEncounters(id), id: id))
    } catch: { error, send in
      await send(.encountersFailed("Couldn't load where it is found: \(error)", id: id))
    }
    .cancellable(id: CancelID.encounters, cancelInFlight: true)
  }

  private func load(_ state: inout State) -> Effect<Action> {
    .merge(
      loadMatchups(&state), loadSprite(&state), loadDetails(&state), loadEvolution(&state),
      loadReference(&state))
  }

  /// The abilities explained, the entries and the forms; the overview takes its ability and
  /// item names from them. A failure shows where they would be; the previous Pokémon's record
  /// stays until the new one arrives (its forms for the next `v`).
  private func loadReference(_ state: inout State) -> Effect<Action> {
    let id = state.pokemon.id
    if state.reference.value == nil { state.reference = .loading }
    return .run { send in
      await send(.referenceReceived(try await client.fetchDetails(id), id: id))
    } catch: { error, send in
      await send(.referenceFailed("Couldn't load the record: \(error)", id: id))
    }
    .cancellable(id: CancelID.reference, cancelInFlight: true)
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
      var names: [Int: [String: String]] = [shown.id: shown.everyName]
      for id in chain.speciesIDs where id != shown.id {
        names[id] = (try? await client.fetchPokemon(id))?.everyName
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
