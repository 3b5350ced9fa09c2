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
  public var resource: String { resourceSaid.text(in: .english) { $0 } }
  /// The message to show, for a front to say in its language.
  public var said: Message
  private var resourceSaid: Message.Value

  /// The message to show, in English.
  public var description: String { said.description }

  /// The fetcher's failure in the words a person using the Pokédex should see.
  init(_ failure: PokeAPIFailure, timeout: Duration?) {
    let resource = failure.url.map(Self.resource(at:)) ?? .phrase(Sentence.request)
    let attempts = Message.Value.number(failure.attempts)
    let tried = failure.attempts > 1
    let (kind, said): (Kind, Message) =
      switch failure.kind {
      case .unreachable:
        (.unreachable, Message(Sentence.unreachable))
      case .timedOut:
        (
          .timedOut,
          Message(
            Sentence.timedOut,
            Self.seconds(timeout ?? .seconds(10)), resource)
        )
      case .status(404, _):
        (.notFound, Self.notFoundMessage(resource))
      case .status(429, let retryAfter):
        (.rateLimited, Self.limited(tried ? attempts : nil, retryAfter.map(Self.seconds)))
      case .status(let status, _) where (500..<600).contains(status):
        (
          .serverError(status: status),
          tried
            ? Message(
              Sentence.troubleTried,
              .number(status), attempts)
            : Message(Sentence.trouble, .number(status))
        )
      case .status(let status, _):
        (
          .httpStatus(status),
          Message(Sentence.refused, resource, .number(status))
        )
      case .connectionLost:
        (
          .connectionLost,
          tried
            ? Message(
              Sentence.closedTried,
              attempts)
            : Message(Sentence.closed)
        )
      case .truncated, .notJSON(cutShort: true):
        (
          .truncated,
          tried
            ? Message(
              Sentence.cutOffTried, resource, attempts)
            : Message(Sentence.cutOff, resource)
        )
      case .notJSON(cutShort: false):
        (.notJSON, Message(Sentence.notJSON, resource))
      case .emptyBody:
        (.emptyBody, Message(Sentence.empty, resource))
      case .wrongShape(let detail), .unexpected(let detail):
        (
          .wrongShape(detail),
          Message(
            Sentence.wrongShape, resource,
            .verbatim(detail))
        )
      case .network(_, let message):
        (.network(message), Message(Sentence.network, .verbatim(message)))
      }
    (self.kind, self.url, self.resourceSaid, self.said) = (kind, failure.url, resource, said)
  }

  /// Equal when they say the same of the same request.
  public static func == (lhs: PokeAPIError, rhs: PokeAPIError) -> Bool {
    (lhs.kind, lhs.url, lhs.said) == (rhs.kind, rhs.url, rhs.said)
  }

  /// HTTP 429's message: how many tries, if more than one, and when to retry, if PokeAPI said.
  private static func limited(_ attempts: Message.Value?, _ after: Message.Value?) -> Message {
    switch (attempts, after) {
    case (nil, nil): Message(Sentence.limited)
    case (let attempts?, nil):
      Message(
        Sentence.limitedTried, attempts)
    case (nil, let after?):
      Message(Sentence.limitedFor, after)
    case (let attempts?, let after?):
      Message(
        Sentence.limitedTriedFor, attempts, after)
    }
  }

  /// "There is no Pokémon #25." for a numbered Pokémon or chain; "PokeAPI couldn't find …"
  /// for anything else.
  private static func notFoundMessage(_ resource: Message.Value) -> Message {
    guard case .message(let numbered) = resource,
      [Sentence.pokemonNumber, Sentence.chainNumber].contains(numbered.template)
    else { return Message(Sentence.notFound, resource) }
    return Message(Sentence.noSuch, resource)
  }

  /// What `url` is, in words, from its path under `/api/v2/`.
  static func resource(at url: URL) -> Message.Value {
    let path = url.path.components(separatedBy: "/api/v2/").last ?? url.path
    let parts = path.split(separator: "/").map(String.init).filter { $0 != "index.json" }
    let isList = parts.count == 1
    func numbered(_ template: String) -> Message.Value {
      .message(Message(template, .verbatim(parts[1])))
    }
    switch parts.first {
    case "pokemon", "pokemon-species":
      return isList ? .phrase(Sentence.pokemonList) : numbered(Sentence.pokemonNumber)
    case "evolution-chain":
      return isList ? .phrase(Sentence.chains) : numbered(Sentence.chainNumber)
    case "type":
      return isList ? .phrase(Sentence.typeList) : numbered(Sentence.typeNumber)
    default:
      return .verbatim(path)
    }
  }

  /// "10 seconds", "0.25 seconds", "1 second".
  private static func seconds(_ duration: Duration) -> Message.Value {
    let value = duration.timeInterval
    if value == 1 { return .phrase(Sentence.oneSecond) }
    let whole = value.rounded() == value
    return .message(
      Message(Sentence.seconds, .verbatim(whole ? String(Int(value)) : String(format: "%g", value)))
    )
  }

  /// What a failure says, in English with `%@` for each value: its sentences, and the words
  /// for what was asked and how long. ``templates`` and ``valueTemplates`` list them for a front.
  enum Sentence {
    static let unreachable = "Can't reach PokeAPI. Check the connection, then retry."
    static let timedOut = "PokeAPI didn't answer within %@ for %@. Retry in a moment."
    static let noSuch = "There is no %@."
    static let notFound = "PokeAPI couldn't find %@."
    static let limited = "PokeAPI is limiting requests (HTTP 429). Retry in a moment."
    static let limitedTried =
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in a moment."
    static let limitedFor = "PokeAPI is limiting requests (HTTP 429). Retry in %@."
    static let limitedTriedFor =
      "PokeAPI is limiting requests (HTTP 429, tried %@ times). Retry in %@."
    static let troubleTried = "PokeAPI is having trouble (HTTP %@, tried %@ times). Retry later."
    static let trouble = "PokeAPI is having trouble (HTTP %@). Retry later."
    static let refused = "PokeAPI refused the request for %@ (HTTP %@)."
    static let closedTried =
      "The connection to PokeAPI closed before an answer (tried %@ times). Retry."
    static let closed = "The connection to PokeAPI closed before an answer. Retry."
    static let cutOffTried = "PokeAPI's answer for %@ was cut off (tried %@ times). Retry."
    static let cutOff = "PokeAPI's answer for %@ was cut off. Retry."
    static let notJSON = "PokeAPI's answer for %@ isn't JSON."
    static let empty = "PokeAPI's answer for %@ was empty."
    static let wrongShape = "PokeAPI's answer for %@ isn't in the expected shape: %@."
    static let network = "Couldn't talk to PokeAPI: %@."
    static let pokemonList = "the Pokémon list"
    static let pokemonNumber = "Pokémon #%@"
    static let chains = "the evolution chains"
    static let chainNumber = "evolution chain #%@"
    static let typeList = "the type list"
    static let typeNumber = "type #%@"
    static let request = "the request"
    static let oneSecond = "1 second"
    static let seconds = "%@ seconds"
  }

  /// Every sentence a failure says, in English, with `%@` for its values.
  public static let templates = [
    Sentence.unreachable,
    Sentence.timedOut,
    Sentence.noSuch, Sentence.notFound,
    Sentence.limited,
    Sentence.limitedTried,
    Sentence.limitedFor,
    Sentence.limitedTriedFor,
    Sentence.troubleTried,
    Sentence.trouble,
    Sentence.refused,
    Sentence.closedTried,
    Sentence.closed,
    Sentence.cutOffTried,
    Sentence.cutOff,
    Sentence.notJSON, Sentence.empty,
    Sentence.wrongShape,
    Sentence.network,
  ]

  /// The words a failure's values may be, with `%@` for a number: what was asked for and how
  /// long.
  public static let valueTemplates = [
    Sentence.pokemonList, Sentence.pokemonNumber, Sentence.chains, Sentence.chainNumber,
    Sentence.typeList, Sentence.typeNumber, Sentence.request, Sentence.oneSecond, Sentence.seconds,
  ]

  /// The failure whose English message is `text` (as a feature keeps it, after its opening),
  /// read back so a front can say it in its language; nil for any other text.
  public static func said(describedAs text: String) -> Message? {
    let said = Message.reading(text, as: templates) { value in
      Message.reading(value, as: valueTemplates).map {
        $0.values.isEmpty ? .phrase($0.template) : .message($0)
      } ?? .verbatim(value)
    }
    // Sentence.noSuch is said only of a numbered Pokémon or chain: another source's "There
    // is no evolution chain 5." is not PokeAPI's.
    if let said, said.template == Sentence.noSuch, case .verbatim = said.values.first {
      return nil
    }
    return said
  }
}
