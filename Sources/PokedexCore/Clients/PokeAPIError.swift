import Foundation

/// Why the live client could not answer, in words for the person using the Pokédex.
///
/// `description` is the message to show; every one of these can be retried (the next request
/// asks PokeAPI again), though a missing Pokémon will stay missing.
///
/// ```swift
/// do { _ = try await client.fetchPokemon(25) } catch let error as PokeAPIError {
///   print(error)  // "Can't reach PokeAPI. Check the connection, then retry."
/// }
/// ```
public struct PokeAPIError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// No connection: refused, unknown host, no network.
    case unreachable
    /// No complete answer within the request timeout.
    case timedOut
    /// PokeAPI has no such resource (HTTP 404): an unknown Pokémon.
    case notFound
    /// HTTP 429, still after the retries.
    case rateLimited
    /// HTTP 5xx, still after the retries.
    case serverError(status: Int)
    /// Another status outside 2xx.
    case httpStatus(Int)
    /// The connection closed before an answer.
    case connectionLost
    /// The answer stopped before its end (a short body, or JSON cut off).
    case truncated
    /// The answer is not JSON at all.
    case notJSON
    /// The answer is empty.
    case emptyBody
    /// JSON of another shape; the text names the field.
    case wrongShape(String)
    /// Any other network failure, as the system described it.
    case network(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// The request that failed.
  public var url: URL?
  /// What was asked for, in words: "Pokémon #25", "the Pokémon list".
  public var resource: String
  /// The message to show.
  public var description: String

  /// An error with its message.
  public init(kind: Kind, url: URL?, resource: String, description: String) {
    self.kind = kind
    self.url = url
    self.resource = resource
    self.description = description
  }

  /// The fetcher's failure in the words a person using the Pokédex should see.
  init(_ failure: PokeAPIFailure, timeout: Duration?) {
    let resource = failure.url.map(Self.resource(at:)) ?? "the request"
    let tried = failure.attempts > 1 ? "tried \(failure.attempts) times" : nil
    let triedAfterStatus = tried.map { ", \($0)" } ?? ""
    let triedAlone = tried.map { " (\($0))" } ?? ""
    let answer = "PokeAPI's answer for \(resource)"
    let (kind, message): (Kind, String) =
      switch failure.kind {
      case .unreachable:
        (.unreachable, "Can't reach PokeAPI. Check the connection, then retry.")
      case .timedOut:
        (
          .timedOut,
          "PokeAPI didn't answer within \(Self.seconds(timeout ?? .seconds(10))) for \(resource). "
            + "Retry in a moment."
        )
      case .status(404, _):
        (.notFound, Self.notFoundMessage(resource))
      case .status(429, let retryAfter):
        (
          .rateLimited,
          "PokeAPI is limiting requests (HTTP 429\(triedAfterStatus)). Retry "
            + (retryAfter.map { "in \(Self.seconds($0))." } ?? "in a moment.")
        )
      case .status(let status, _) where (500..<600).contains(status):
        (
          .serverError(status: status),
          "PokeAPI is having trouble (HTTP \(status)\(triedAfterStatus)). Retry later."
        )
      case .status(let status, _):
        (.httpStatus(status), "PokeAPI refused the request for \(resource) (HTTP \(status)).")
      case .connectionLost:
        (.connectionLost, "The connection to PokeAPI closed before an answer\(triedAlone). Retry.")
      case .truncated, .notJSON(cutShort: true):
        (.truncated, "\(answer) was cut off\(triedAlone). Retry.")
      case .notJSON(cutShort: false):
        (.notJSON, "\(answer) isn't JSON.")
      case .emptyBody:
        (.emptyBody, "\(answer) was empty.")
      case .wrongShape(let detail), .unexpected(let detail):
        (.wrongShape(detail), "\(answer) isn't in the expected shape: \(detail).")
      case .network(_, let message):
        (.network(message), "Couldn't talk to PokeAPI: \(message).")
      }
    self.init(kind: kind, url: failure.url, resource: resource, description: message)
  }

  private static func notFoundMessage(_ resource: String) -> String {
    resource.hasPrefix("Pokémon #") || resource.hasPrefix("evolution chain #")
      ? "There is no \(resource)." : "PokeAPI couldn't find \(resource)."
  }

  /// What `url` is, in words, from its path under `/api/v2/`.
  static func resource(at url: URL) -> String {
    let path = url.path.components(separatedBy: "/api/v2/").last ?? url.path
    let parts = path.split(separator: "/").map(String.init).filter { $0 != "index.json" }
    let isList = parts.count == 1
    switch parts.first {
    case "pokemon", "pokemon-species":
      return isList ? "the Pokémon list" : "Pokémon #\(parts[1])"
    case "evolution-chain":
      return isList ? "the evolution chains" : "evolution chain #\(parts[1])"
    case "type":
      return isList ? "the type list" : "type #\(parts[1])"
    default:
      return path
    }
  }

  /// "10 seconds", "0.25 seconds", "1 second".
  private static func seconds(_ duration: Duration) -> String {
    let value = duration.timeInterval
    if value == 1 { return "1 second" }
    let whole = value.rounded() == value
    return (whole ? String(Int(value)) : String(format: "%g", value)) + " seconds"
  }
}
