import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request the sync could not complete, naming the URL and the reason.
public struct SyncError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// The URL that failed, when the failure belongs to one request.
  public var url: URL?
  /// Why, for a person to read: "HTTP 404 Not Found", "the response is not valid JSON", ...
  public var reason: String

  /// An error about `url`.
  public init(url: URL?, reason: String) {
    self.url = url
    self.reason = reason
  }

  /// "GET http://…/pokemon/25/: HTTP 404 Not Found".
  public var description: String {
    guard let url else { return reason }
    return "GET \(url.absoluteString): \(reason)"
  }

  /// Same as ``description``.
  public var errorDescription: String? { description }
}

/// Gets one PokeAPI resource and decodes it, retrying what a retry can fix.
struct PokeAPIFetcher: Sendable {
  let session: URLSession
  /// Retries after the first attempt.
  let retries: Int
  /// The wait before the first retry; it doubles for each one after.
  let retryDelay: Duration

  func get<Value: Decodable & Sendable>(_: Value.Type, from url: URL) async throws -> Value {
    let data = try await data(from: url)
    do {
      // A fresh decoder per call: JSONDecoder is not Sendable, and it is cheap to make.
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      throw SyncError(url: url, reason: "the response is not the JSON expected: \(describe(error))")
    }
  }

  private func data(from url: URL) async throws -> Data {
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    var attempt = 0
    while true {
      attempt += 1
      let reason: String
      do {
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if (200..<300).contains(status) { return data }
        let text = "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
        guard status == 429 || (500..<600).contains(status) else {
          throw SyncError(url: url, reason: text)
        }
        reason = text
      } catch let error as SyncError {
        throw error
      } catch {
        // A cancelled sync surfaces as URLError.cancelled; report it as cancellation, not as
        // a network failure worth retrying.
        try Task.checkCancellation()
        reason = describe(networkError: error)
      }
      guard attempt <= retries else {
        throw SyncError(
          url: url, reason: "\(reason) (gave up after \(attempt) attempts)")
      }
      try await Task.sleep(for: retryDelay * (1 << (attempt - 1)))
    }
  }

  private func describe(networkError error: any Error) -> String {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else { return error.localizedDescription }
    switch URLError.Code(rawValue: error.code) {
    case .timedOut: return "the request timed out"
    case .cannotConnectToHost: return "could not connect to the server"
    case .networkConnectionLost: return "the connection was lost before the response was complete"
    case .cannotFindHost: return "the host name could not be resolved"
    case .notConnectedToInternet: return "there is no network connection"
    case .badServerResponse: return "the server's response was malformed"
    default: return "network error \(error.code): \(error.localizedDescription)"
    }
  }

  private func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      return keys.isEmpty ? "the top level" : keys.joined().trimmingPrefix(".").description
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\"\(key.stringValue)\" is missing at \(path(context))"
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context))"
    case .valueNotFound(let type, let context):
      return "expected \(type) at \(path(context)), found null"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "invalid value at \(path(context))"
    @unknown default:
      return "\(error)"
    }
  }
}
