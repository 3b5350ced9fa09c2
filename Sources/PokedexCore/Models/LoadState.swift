/// The life of a value that arrives asynchronously: not asked for yet, on its way, here, or
/// failed with a message a person can read.
///
/// It lives here, not in Loop: apps ported from TCA define their own `LoadState`, and one
/// exported by the runtime would make the name ambiguous in every module importing both.
///
/// ```swift
/// state.pokemon = .loading
/// ...
/// state.pokemon = .loaded(list)      // or .failed("Can't reach PokeAPI")
/// ```
public enum LoadState<Value> {
  /// Nothing requested yet.
  ///
  /// ```swift
  /// var detail: LoadState<Pokemon> = .idle
  /// ```
  case idle
  /// A request is in flight.
  ///
  /// ```swift
  /// state.detail = .loading
  /// ```
  case loading
  /// The value arrived.
  ///
  /// ```swift
  /// state.detail = .loaded(pokemon)
  /// ```
  case loaded(Value)
  /// The request failed; the message is meant for the user.
  ///
  /// ```swift
  /// state.detail = .failed("Can't reach PokeAPI. Check your connection.")
  /// ```
  case failed(String)

  /// The value, if loaded.
  ///
  /// ```swift
  /// let name = state.detail.value?.name ?? "…"
  /// ```
  public var value: Value? { if case .loaded(let value) = self { value } else { nil } }
  /// Whether a request is in flight.
  ///
  /// ```swift
  /// if state.detail.isLoading { drawSpinner() }
  /// ```
  public var isLoading: Bool { if case .loading = self { true } else { false } }
  /// The failure message, if failed.
  ///
  /// ```swift
  /// if let message = state.detail.failure { drawError(message, retry: "r") }
  /// ```
  public var failure: String? { if case .failed(let message) = self { message } else { nil } }

  /// Transforms the loaded value, keeping the other states.
  ///
  /// ```swift
  /// let names: LoadState<[String]> = state.page.map { $0.map(\.name) }
  /// ```
  public func map<Other>(_ transform: (Value) throws -> Other) rethrows -> LoadState<Other> {
    switch self {
    case .idle: .idle
    case .loading: .loading
    case .loaded(let value): .loaded(try transform(value))
    case .failed(let message): .failed(message)
    }
  }
}

extension LoadState: Equatable where Value: Equatable {}
extension LoadState: Hashable where Value: Hashable {}
extension LoadState: Sendable where Value: Sendable {}
extension LoadState: Codable where Value: Codable {}
