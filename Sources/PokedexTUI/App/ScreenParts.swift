import Loop
import PokedexCore

/// Which row is selected on each tab, and whether keys type into the search field.
public struct CursorFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The selected row on each tab (0 when absent).
    public var selection: [AppFeature.Tab: Int] = [:]
    /// Keys type into the search field (after `/`), rather than move through the results.
    public var isEditingQuery = false
    /// A row of the list past those loaded that the user asked for (`G`, PgDn, a number):
    /// pages load through to it, and then it is selected.
    public var target: Int?
    /// Enter was pressed on search results older than the query: the selected result of the
    /// lookup under way opens when it arrives.
    public var opensSearchResult = false
    /// The list was re-sorted and its other rows are on their way: when they arrive, the
    /// selected Pokémon stays selected. A move since then wins: the row asked for is kept.
    public var followsPokemonThroughLoad = false
  }

  public enum Action: Equatable, Sendable, Codable {
    /// The selection on `tab` moved to row `index`.
    case moved(AppFeature.Tab, to: Int)
    case editingStarted
    case editingFinished
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .moved(let tab, let index):
      state.selection[tab] = max(0, index)
      state.followsPokemonThroughLoad = false
    case .editingStarted: state.isEditingQuery = true
    case .editingFinished: state.isEditingQuery = false
    }
    return .none
  }
}

/// What is drawn over the screen: the help, the type and generation filter panel, the
/// natures table, or the team's warnings.
public struct OverlaysFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    public var showsHelp = false
    /// The first help line shown, when the help is longer than the terminal is tall.
    public var helpScroll = 0
    /// The filter panel, when open, with its highlighted entry.
    public var filterPanel: FilterPanel?
    /// The natures table (`N` on the team screen), when open: its first line shown.
    public var naturesScroll: Int?
    /// Every warning of the team (`W` on the team screen), when open: its first line shown.
    public var warningsScroll: Int?
  }

  /// The filter panel lists the 18 types, then the 9 generations, then forms on or off; on
  /// the move browser, the 18 types, then the three categories; on the item browser, the
  /// kinds.
  public struct FilterPanel: Equatable, Encodable {
    var highlighted = 0
    /// The most entries the panel has on any screen.
    static let entryCount = formsEntry + 1
    /// The entries it has on `tab`.
    static func entryCount(on tab: AppFeature.Tab) -> Int {
      switch tab {
      case .moves: PokemonType.allCases.count + DamageClass.allCases.count
      case .items: ItemKind.allCases.count
      default: entryCount
      }
    }
    /// The entry after the generations: forms shown under their species, or not.
    static let formsEntry = PokemonType.allCases.count + PokemonFilter.allGenerations.count
  }

  public enum Action: Equatable, Sendable, Codable {
    case helpShown
    case helpDismissed
    /// The help scrolled so that this line is its first (the key's handler knows how many
    /// lines there are and how many fit).
    case helpScrolled(to: Int)
    case filtersOpened
    case filtersClosed
    /// The filter panel's highlight moved to `entry`.
    case filterHighlighted(Int)
    case naturesShown
    case naturesDismissed
    /// The natures table scrolled so that this nature is its first line.
    case naturesScrolled(to: Int)
    case warningsShown
    case warningsDismissed
    /// The team's warnings scrolled so that this line is the first.
    case warningsScrolled(to: Int)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .helpShown:
      state.showsHelp = true
      state.helpScroll = 0
    case .helpDismissed: state.showsHelp = false
    case .helpScrolled(let line): state.helpScroll = max(0, line)
    case .filtersOpened: state.filterPanel = FilterPanel()
    case .filtersClosed: state.filterPanel = nil
    case .filterHighlighted(let entry):
      state.filterPanel?.highlighted = min(max(0, entry), FilterPanel.entryCount - 1)
    case .naturesShown: state.naturesScroll = 0
    case .naturesDismissed: state.naturesScroll = nil
    case .naturesScrolled(let line):
      if state.naturesScroll != nil { state.naturesScroll = max(0, line) }
    case .warningsShown: state.warningsScroll = 0
    case .warningsDismissed: state.warningsScroll = nil
    case .warningsScrolled(let line):
      if state.warningsScroll != nil { state.warningsScroll = max(0, line) }
    }
    return .none
  }
}

/// The selected row's sprite, shown beside it on a wide terminal. The screen says which
/// Pokémon it wants (``State/wanted``) and asks the source; a late answer for another is dropped.
public struct RowSpriteFeature: Reducer, Sendable {
  public struct State: Equatable, Encodable {
    /// The Pokémon whose sprite belongs beside the selected row, if any.
    public var wanted: Int?
    /// The sprite that arrived for it.
    public var sprite: RowSprite?
  }

  /// A sprite and the Pokémon it belongs to.
  public struct RowSprite: Equatable, Sendable, Codable {
    var id: Int
    var image: PNGImage
  }

  public enum Action: Equatable, Sendable, Codable {
    /// The sprite of Pokémon `id`.
    case received(id: Int, PNGImage)
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .received(let id, let image):
      if id == state.wanted { state.sprite = RowSprite(id: id, image: image) }
      return .none
    }
  }
}
