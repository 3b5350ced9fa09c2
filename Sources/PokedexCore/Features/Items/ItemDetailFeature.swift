import Loop

/// One item: its effect, text and facts, and the Pokémon that hold it in the wild; the
/// highlighted holder opens on the detail stack.
public struct ItemDetailFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The item, as the browser (or an evolution's condition: its slug and names, id 0) named
    /// it; the loaded item's once it has loaded.
    public var item: PokedexSets.Item
    public var detail: LoadState<ItemDetail> = .idle
    /// The highlighted holder.
    public var selection = 0

    /// An item's screen, its detail not loaded yet.
    public init(item: PokedexSets.Item) { self.item = item }
  }

  public enum Action: Equatable, Sendable, Codable {
    case onAppear
    case detailReceived(ItemDetail)
    case detailFailed(String)
    case retryTapped
    /// Moves the highlight through the holders.
    case holderMoved(by: Int)
    /// Opens the highlighted holder.
    case holderOpened
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable, Codable {
      /// Show this Pokémon's detail over the item.
      case pokemonOpened(Pokemon)
    }
  }

  enum CancelID { case load }

  @Dependency(\.pokemonClient) var client

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear, .retryTapped:
      guard state.detail.value == nil else { return .none }
      state.detail = .loading
      let slug = state.item.slug
      return .run { send in
        await send(.detailReceived(try await client.fetchItem(slug)))
      } catch: { error, send in
        await send(.detailFailed("Couldn't load the item: \(error)"))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)

    case .detailReceived(let detail):
      state.detail = .loaded(detail)
      state.item = detail.item
      state.selection = 0
      return .none

    case .detailFailed(let message):
      state.detail = .failed(message)
      return .none

    case .holderMoved(let offset):
      let count = state.detail.value?.holders.count ?? 0
      guard count > 0 else { return .none }
      state.selection = min(max(0, state.selection + offset), count - 1)
      return .none

    case .holderOpened:
      guard let holders = state.detail.value?.holders, holders.indices.contains(state.selection)
      else { return .none }
      return .send(.delegate(.pokemonOpened(holders[state.selection].pokemon)))

    case .delegate:
      return .none
    }
  }
}
