import Loop

/// Choosing types and generations to narrow a list or a search, and whether the list shows
/// each species' forms under it.
public struct FiltersFeature: Reducer, Sendable {
  public struct State: Equatable, Sendable, Encodable {
    /// The current filter.
    public var filter = PokemonFilter()
    public init(filter: PokemonFilter = PokemonFilter()) { self.filter = filter }
  }

  public enum Action: Equatable, Sendable, Codable {
    case typeToggled(PokemonType)
    case generationToggled(Int)
    /// Forms shown under their species, or not.
    case formsToggled
    /// Only the Pokémon that learn a move in a game (nil: no such filter).
    case learnsChosen(PokemonFilter.LearnsFilter?)
    /// Only the Pokémon that have an ability (a slug; nil: no such filter).
    case abilityChosen(String?)
    case clearTapped
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typeToggled(let type):
      if state.filter.types.remove(type) == nil { state.filter.types.insert(type) }
    case .generationToggled(let generation):
      if state.filter.generations.remove(generation) == nil {
        state.filter.generations.insert(generation)
      }
    case .formsToggled:
      state.filter.includesForms.toggle()
    case .learnsChosen(let learns):
      state.filter.learns = learns
    case .abilityChosen(let ability):
      state.filter.ability = ability
    case .clearTapped:
      state.filter = PokemonFilter()
    }
    return .none
  }
}
