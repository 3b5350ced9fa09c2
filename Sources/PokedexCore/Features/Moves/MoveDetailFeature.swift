import Loop

/// One move: its facts and effect, and who learns it in a chosen game (the newest by default,
/// `g` cycles), grouped by method; the highlighted learner opens on the detail stack, and `w`
/// shows the Pokémon list narrowed to the learners in that game.
public struct MoveDetailFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The move, as the browser listed it.
    public var move: MoveInfo
    /// Its learners, game by game.
    public var detail: LoadState<MoveDetail> = .idle
    /// The game group chosen with `g`; nil: the newest in which anyone learns it.
    public var group: Int?
    /// The highlighted learner, counted through ``MoveDetail/orderedLearners(in:)``.
    public var selection = 0

    /// A move's screen, its learners not loaded yet.
    public init(move: MoveInfo) { self.move = move }

    /// The game group shown: the one chosen, else the move's default
    /// (``MoveDetail/defaultGroup``).
    public var shownGroup: GameGroup? {
      guard let detail = detail.value else { return nil }
      return detail.groups.first { $0.id == group } ?? detail.defaultGroup
    }

    /// The learners listed, in the screen's order.
    public var learners: [MoveLearner] {
      guard let detail = detail.value, let group = shownGroup else { return [] }
      return detail.orderedLearners(in: group.id)
    }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case detailReceived(MoveDetail)
    case detailFailed(String)
    case retryTapped
    /// The next game in which anyone learns it (the newest after the oldest).
    case groupCycled
    /// Moves the highlight through the learners.
    case learnerMoved(by: Int)
    /// Opens the highlighted learner.
    case learnerOpened
    /// `w`: the Pokémon list, narrowed to who learns it in the game shown.
    case listFilterRequested
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable, Codable {
      /// Show this Pokémon's detail over the move.
      case pokemonOpened(Pokemon)
      /// Show the list narrowed by this filter change: the parent closes the move and applies
      /// it to the list.
      case listFiltered(FiltersFeature.Action)
    }

    public var delegate: Delegate? { if case .delegate(let d) = self { d } else { nil } }
  }

  enum CancelID { case load }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear, .retryTapped:
      guard state.detail.value == nil else { return .none }
      state.detail = .loading
      let slug = state.move.slug
      return .run { send in
        await send(.detailReceived(try await client.fetchMove(slug)))
      } catch: { error, send in
        await send(.detailFailed("Couldn't load the move: \(error)"))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .detailReceived(let detail):
      state.detail = .loaded(detail)
      state.selection = 0
      return .none

    case .detailFailed(let message):
      state.detail = .failed(message)
      return .none

    case .groupCycled:
      guard let detail = state.detail.value,
        let next = GameGroup.next(
          after: state.shownGroup, in: detail.groups, default: detail.defaultGroup)
      else { return .none }
      state.group = next.id
      state.selection = 0
      return .none

    case .learnerMoved(let offset):
      let count = state.learners.count
      guard count > 0 else { return .none }
      state.selection = min(max(0, state.selection + offset), count - 1)
      return .none

    case .learnerOpened:
      let learners = state.learners
      guard learners.indices.contains(state.selection) else { return .none }
      return .send(.delegate(.pokemonOpened(learners[state.selection].pokemon)))

    case .listFilterRequested:
      guard let group = state.shownGroup, let detail = state.detail.value else { return .none }
      let learns = PokemonFilter.LearnsFilter(move: state.move, group: group) {
        detail.name(of: group, in: $0)
      }
      return .send(.delegate(.listFiltered(.learnsChosen(learns))))

    case .delegate:
      return .none
    }
  }
}
