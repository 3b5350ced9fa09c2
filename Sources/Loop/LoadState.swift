/// The life of a value that arrives asynchronously: not asked for yet, on its way, here, or
/// failed with a message a person can read.
///
/// ```swift
/// state.pokemon = .loading
/// ...
/// state.pokemon = .loaded(list)      // or .failed("Can't reach PokeAPI")
/// ```
public enum LoadState<Value> {
  /// Nothing requested yet.
  case idle
  /// A request is in flight.
  case loading
  /// The value arrived.
  case loaded(Value)
  /// The request failed; the message is meant for the user.
  case failed(String)

  /// The value, if loaded.
  public var value: Value? { if case .loaded(let value) = self { value } else { nil } }
  /// Whether a request is in flight.
  public var isLoading: Bool { if case .loading = self { true } else { false } }
  /// The failure message, if failed.
  public var failure: String? { if case .failed(let message) = self { message } else { nil } }

  /// Transforms the loaded value, keeping the other states.
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
