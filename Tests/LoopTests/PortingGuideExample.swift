// The Loop side of the porting guide's example (Sources/Loop/Loop.docc/PortingFromTCA.md):
// a search feature with a debounce and a dependency. The article shows the text between each
// pair of markers word for word; `PortingGuideTests` fails when the two disagree.

// porting-guide:client:begin
import Loop

struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
}

extension SearchClient: DependencyKey {
  static let liveValue = SearchClient { query in
    ["Bulbasaur", "Pichu", "Pikachu", "Raichu"].filter { $0.lowercased().hasPrefix(query) }
  }
  static let testValue = SearchClient(search: unimplemented("SearchClient.search"))
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
// porting-guide:client:end

// porting-guide:feature:begin
struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
    var failure: String?
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case resultsReceived([String])
    case searchFailed(String)
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.searchClient) var searchClient

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        guard !query.isEmpty else {
          state.results = []
          return .cancel(id: CancelID.search)
        }
        return .run { send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.resultsReceived(try await searchClient.search(query)))
        } catch: { _, send in
          await send(.searchFailed("Search is unavailable. Try again."))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case .resultsReceived(let results):
        state.results = results
        state.failure = nil
        return .none

      case .searchFailed(let message):
        state.failure = message
        return .none
      }
    }
  }
}
// porting-guide:feature:end
