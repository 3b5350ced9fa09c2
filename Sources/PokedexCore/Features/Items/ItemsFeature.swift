import Loop

/// The item browser: every item, narrowed as you type (debounced as the Pokémon search is) and
/// by kind (held items, berries, evolution items, balls, medicine, machines); a result opens
/// in ``ItemDetailFeature``.
///
/// ```swift
/// store.send(.items(.binding(.set(\.query, "leftovers"))))
/// ```
public struct ItemsFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable, CodableBindings {
    /// What the user typed; empty lists every item.
    public var query = ""
    /// The kinds kept.
    public var filter = ItemFilter()
    /// The items of the last finished lookup; `idle` until the screen first appears.
    public var results: LoadState<[ItemSearchResult]> = .idle
    /// The query and filter `results` answer; behind while a lookup is still to come.
    public var resultsFor: Lookup?

    /// A lookup's question.
    public struct Lookup: Equatable, Sendable, Codable {
      public var query: String
      public var filter: ItemFilter

      public init(query: String, filter: ItemFilter) {
        (self.query, self.filter) = (query, filter)
      }
    }

    public init(query: String = "") { self.query = query }

    /// The query is the field a recording's binding sets.
    public static let codableBindings: [CodableBinding<Self>] = [.field("query", \.query)]

    /// Whether the results shown answer an older query or filter.
    public var isAwaitingLookup: Bool { resultsFor != Lookup(query: query, filter: filter) }
  }

  public enum Action: BindableAction, Equatable, Sendable, Codable {
    /// The user typed: `.binding(.set(\.query, text))`.
    case binding(BindingAction<State>)
    /// The screen is shown: the first lookup runs at once.
    case onAppear
    /// Look up what is typed now, without the debounce (Enter, or `r` after a failure).
    case submitted
    case kindToggled(ItemKind)
    case searchResponse(State.Lookup, [ItemSearchResult])
    case searchFailed(String)
    /// An item was opened; the app presents it.
    case resultTapped(PokedexSets.Item)

    public var binding: BindingAction<State>? {
      if case .binding(let action) = self { action } else { nil }
    }
    public var searchResponse: [ItemSearchResult]? {
      if case .searchResponse(_, let results) = self { results } else { nil }
    }
  }

  enum CancelID { case lookup }

  @Dependency(\.pokemonClient) var client
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.query):
        return lookup(state)

      case .binding, .resultTapped:
        return .none

      case .onAppear:
        return state.results.value == nil ? lookup(state, debounced: false) : .none

      case .submitted:
        return state.isAwaitingLookup ? lookup(state, debounced: false) : .none

      case .kindToggled(let kind):
        state.filter.kinds.formSymmetricDifference([kind])
        return lookup(state, debounced: false)

      case .searchResponse(let lookup, let results):
        guard lookup == State.Lookup(query: state.query, filter: state.filter) else { return .none }
        state.results = .loaded(results)
        state.resultsFor = lookup
        return .none

      case .searchFailed(let message):
        state.results = .failed(message)
        return .none
      }
    }
  }

  /// Looks the query and filter up after the debounce (or at once), cancelling the lookup
  /// before it.
  private func lookup(_ state: State, debounced: Bool = true) -> EffectOf<Self> {
    let lookup = State.Lookup(query: state.query, filter: state.filter)
    let search = Effect<Action>.run { send in
      await send(.searchResponse(lookup, try await client.searchItems(lookup.query, lookup.filter)))
    } catch: { error, send in
      await send(.searchFailed("Couldn't search the items: \(error)"))
    }
    return debounced
      ? search.debounce(id: CancelID.lookup, for: SearchFeature.debounce, clock: clock)
      : search.cancellable(id: CancelID.lookup, cancelInFlight: true)
  }
}
