import Loop

/// The compare screen: the marked Pokémon side by side (see ``Comparison``), with their
/// defensive matchups, which need the type chart.
public struct CompareFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// What is compared.
    public var comparison: Comparison
    /// The type chart, for the matchups.
    public var chart: LoadState<TypeChart> = .idle

    /// A compare screen of `pokemon` (two to four).
    public init(pokemon: [Pokemon]) { comparison = Comparison(pokemon) }

    /// Each Pokémon's defensive matchups, once the chart is in.
    public var matchups: [TypeMatchups]? {
      chart.value.map { chart in comparison.pokemon.map { chart.matchups(against: $0.types) } }
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case chartReceived(TypeChart)
    case chartFailed(String)
  }

  enum CancelID { case chart }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      guard state.chart.value == nil else { return .none }
      state.chart = .loading
      return .run { send in
        await send(.chartReceived(try await client.fetchTypeChart()))
      } catch: { error, send in
        await send(.chartFailed("Couldn't load the type chart: \(error)"))
      }
      .cancellable(id: CancelID.chart, cancelInFlight: true)
    case .chartReceived(let chart):
      state.chart = .loaded(chart)
      return .none
    case .chartFailed(let message):
      state.chart = .failed(message)
      return .none
    }
  }
}
