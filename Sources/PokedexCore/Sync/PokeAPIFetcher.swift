import Dispatch
import Foundation
import Loop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What went wrong getting or reading one PokeAPI resource.
///
/// The sync and the live client share the fetching and decoding, and each puts this in its own
/// words: ``SyncError`` for a developer running the sync, ``PokeAPIError`` for the person using
/// the Pokédex.
struct PokeAPIFailure: Error, Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// No connection could be made: refused, unknown host, no network.
    case unreachable
    /// No complete answer within the request timeout.
    case timedOut
    /// The connection closed before any answer (a dropped connection, an empty reply).
    case connectionLost
    /// The connection closed before the body reached its announced length.
    case truncated
    /// Any other transport error, as URLSession described it.
    case network(code: Int, message: String)
    /// A status outside 2xx, and the wait the server asked for, if any.
    case status(Int, retryAfter: Duration?)
    /// A 2xx answer with nothing in the body.
    case emptyBody
    /// A body that is not JSON; `cutShort` when it is JSON that stops in the middle.
    case notJSON(cutShort: Bool)
    /// JSON of another shape, naming the field: `"weight" is missing at the top level`.
    case wrongShape(String)
    /// Valid JSON whose content the Pokédex cannot use: `unknown type "stellar"`.
    case unexpected(String)
  }

  var kind: Kind
  /// The resource, when the failure belongs to one request.
  var url: URL?
  /// How many times the request was sent.
  var attempts = 1
}

/// Gets PokeAPI resources and decodes them, retrying what a retry can fix.
///
/// Shared by the sync and the live client so both read PokeAPI the same way: the same
/// `Accept` header, the same retry rules (429 and 5xx with doubling backoff or the server's
/// `Retry-After`), the same timeout, and the same description of what went wrong.
struct PokeAPIFetcher: Sendable {
  /// When to try again and how long to wait.
  struct Policy: Sendable {
    /// Times a request is sent at most, the first included.
    var attempts = 4
    /// The wait before the first retry; it doubles for each one after.
    var retryDelay: Duration = .milliseconds(250)
    /// The longest `Retry-After` worth waiting for; a server asking for more gets an error now
    /// rather than a hung request.
    var maxRetryAfter: Duration = .seconds(60)
    /// How long one attempt may take in all. Enforced here rather than by URLSession, whose
    /// Linux implementation rounds its timeouts down to whole seconds (so 0.5 s fails at once).
    var timeout: Duration?
    /// Whether refused connections, timeouts and unclassified network errors are retried too.
    /// The sync, which runs unattended, wants that; a person waiting on a screen does not.
    var retriesConnectionFailures = true
  }

  let session: URLSession
  var policy = Policy()
  /// Bounds the requests in flight across every caller sharing it; nil leaves that to the
  /// caller.
  var limiter: AsyncLimiter?
  /// Waits between attempts; tests inject one that does not really wait.
  var clock: any Clock<Duration> = ContinuousClock()

  /// The resource at `url`, decoded.
  ///
  /// - Throws: ``PokeAPIFailure``, or `CancellationError` when the task was cancelled (which
  ///   cancels the URLSession task too).
  func get<Value: Decodable>(_: Value.Type, from url: URL) async throws -> Value {
    try Self.decode(Value.self, from: try await data(from: url), url: url)
  }

  /// ``get(_:from:)`` with the decoding on a Dispatch queue instead of the task's thread. The
  /// sync decodes some 500 MB of JSON: on the cooperative pool (one thread per core) it would
  /// hold every thread for the length of it and stall the process's other tasks.
  func getDecodingAside<Value: Decodable & Sendable>(_: Value.Type, from url: URL) async throws
    -> Value
  {
    let body = try await data(from: url)
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global(qos: .utility).async {
        continuation.resume(with: Result { try Self.decode(Value.self, from: body, url: url) })
      }
    }
  }

  /// The body of a 2xx answer for `url`, after the retries the policy allows.
  func data(from url: URL) async throws -> Data {
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    var attempt = 0
    while true {
      attempt += 1
      let kind: PokeAPIFailure.Kind
      do {
        let reply = try await send(request)
        if (200..<300).contains(reply.status) { return reply.body }
        kind = .status(reply.status, retryAfter: reply.retryAfter.flatMap(Self.retryAfter))
      } catch {
        // A cancelled task surfaces from URLSession as URLError.cancelled; report it as
        // cancellation, not as a network failure worth retrying.
        try Task.checkCancellation()
        kind = Self.kind(of: error)
      }
      let failure = PokeAPIFailure(kind: kind, url: url, attempts: attempt)
      guard attempt < policy.attempts, isTransient(kind) else { throw failure }
      var wait = policy.retryDelay * (1 << min(attempt - 1, 16))
      if case .status(_, let retryAfter?) = kind {
        guard retryAfter <= policy.maxRetryAfter else { throw failure }
        wait = retryAfter
      }
      try await clock.sleep(for: wait)
    }
  }

  /// `data` decoded as `Value`, or the reason it is not one.
  static func decode<Value: Decodable>(
    _: Value.Type, from data: Data, url: URL?
  ) throws -> Value {
    func failure(_ kind: PokeAPIFailure.Kind) -> PokeAPIFailure {
      PokeAPIFailure(kind: kind, url: url)
    }
    if data.allSatisfy({ isJSONWhitespace($0) }) { throw failure(.emptyBody) }
    do {
      // A fresh decoder per call: JSONDecoder is not Sendable, and it is cheap to make.
      return try JSONDecoder().decode(Value.self, from: data)
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
      {
        throw failure(.notJSON(cutShort: isCutShortJSON(data)))
      }
      throw failure(.wrongShape(describe(error)))
    }
  }

  private struct Reply: Sendable {
    var status: Int
    var body: Data
    var retryAfter: String?
  }

  private func send(_ request: URLRequest) async throws -> Reply {
    guard let limiter else { return try await timed(request) }
    return try await limiter.run { try await timed(request) }
  }

  private func timed(_ request: URLRequest) async throws -> Reply {
    guard let timeout = policy.timeout else { return try await exchange(request) }
    return try await withThrowingTaskGroup(of: Reply?.self) { group in
      group.addTask { try await exchange(request) }
      group.addTask {
        // Real time on purpose: the network does not run on an injected clock.
        try await Task.sleep(for: timeout)
        return nil
      }
      // Whichever finishes first wins; cancelling the other cancels its URLSession task.
      defer { group.cancelAll() }
      guard let reply = try await group.next() ?? nil else { throw URLError(.timedOut) }
      return reply
    }
  }

  /// One request and its answer. Not `session.data(for:)`: on Linux its cancellation handler
  /// calls `URLSessionTask.cancel()`, which waits on the session's queue while the Swift
  /// runtime holds the cancelled task's lock, and a completion being delivered on that queue
  /// needs the same lock, so cancelling just as an answer arrives can deadlock. Here the
  /// handler only hands the cancel to another queue.
  private func exchange(_ request: URLRequest) async throws -> Reply {
    let handle = DataTaskHandle()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request) { data, response, error in
          handle.finished()
          if let error {
            continuation.resume(throwing: error)
            return
          }
          let http = response as? HTTPURLResponse
          continuation.resume(
            returning: Reply(
              status: http?.statusCode ?? 200, body: data ?? Data(),
              retryAfter: http?.value(forHTTPHeaderField: "Retry-After")))
        }
        if handle.start(task) {
          task.resume()
        } else {
          // Cancelled before the task existed (a timeout can fire that early). The task is
          // already in the session's registry: left unstarted it would never finish, and the
          // session, waiting for it in finishTasksAndInvalidate(), would never be released.
          // Cancelled, it finishes at once without a request, and its completion reports it.
          // (Here, unlike in the cancellation handler, no runtime lock is held.)
          task.cancel()
        }
      }
    } onCancel: {
      handle.cancel()
    }
  }

  private func isTransient(_ kind: PokeAPIFailure.Kind) -> Bool {
    switch kind {
    case .status(let status, _): status == 429 || (500..<600).contains(status)
    case .connectionLost, .truncated: true
    case .unreachable, .timedOut, .network: policy.retriesConnectionFailures
    case .emptyBody, .notJSON, .wrongShape, .unexpected: false
    }
  }

  static func kind(of error: any Error) -> PokeAPIFailure.Kind {
    let error = error as NSError
    guard error.domain == NSURLErrorDomain else {
      return .network(code: error.code, message: error.localizedDescription)
    }
    switch URLError.Code(rawValue: error.code) {
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet,
      .dataNotAllowed, .internationalRoamingOff:
      return .unreachable
    case .timedOut:
      return .timedOut
    case .networkConnectionLost, .badServerResponse, .zeroByteResource:
      return .connectionLost
    default:
      // curl's "transfer closed with N bytes remaining to read" reaches us as an unknown
      // error; it is the body ending before its Content-Length.
      let message = error.localizedDescription
      if message.contains("transfer closed") || message.contains("remaining to read") {
        return .truncated
      }
      return .network(code: error.code, message: message)
    }
  }

  /// `Retry-After` as a wait: delay-seconds (fractions accepted) or an HTTP date.
  static func retryAfter(_ value: String) -> Duration? {
    let text = value.trimmingCharacters(in: .whitespaces)
    if let seconds = Double(text), seconds.isFinite {
      return .milliseconds(Int64((max(0, seconds) * 1000).rounded(.up)))
    }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: text) else { return nil }
    return .milliseconds(Int64(max(0, date.timeIntervalSinceNow * 1000).rounded(.up)))
  }
}

/// The URLSession task of one exchange, for its cancellation handler.
private final class DataTaskHandle: Sendable {
  private let state = Locked<(task: URLSessionDataTask?, isCancelled: Bool)>((nil, false))

  /// Keeps `task` to cancel later; false when cancellation came first, and then the caller
  /// cancels it.
  func start(_ task: URLSessionDataTask) -> Bool {
    state.withLock { state in
      guard !state.isCancelled else { return false }
      state.task = task
      return true
    }
  }

  /// The task has answered: there is nothing left to cancel. (FoundationNetworking on Linux
  /// can crash when a cancel meets a task finishing at the same moment: "a behaviour for a task
  /// that is not in the registry". A task known to be done is not cancelled at all.)
  func finished() {
    state.withLock { $0.task = nil }
  }

  /// Cancels the task from another queue (see `PokeAPIFetcher.exchange`), or marks the
  /// exchange cancelled before it starts.
  func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task.take()
    }
    guard let task else { return }
    DispatchQueue.global().async { task.cancel() }
  }
}

private func isJSONWhitespace(_ byte: UInt8) -> Bool {
  byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}

/// Whether `data` starts like a JSON object or array and ends with brackets or a string still
/// open: the usual look of a body cut off in transit, as opposed to one that was never JSON.
func isCutShortJSON(_ data: Data) -> Bool {
  guard let first = data.first(where: { !isJSONWhitespace($0) }), first == 0x7B || first == 0x5B
  else { return false }
  var depth = 0
  var inString = false
  var escaped = false
  for byte in data {
    if inString {
      if escaped {
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else if byte == 0x22 {
        inString = false
      }
      continue
    }
    switch byte {
    case 0x22: inString = true
    case 0x7B, 0x5B: depth += 1
    case 0x7D, 0x5D: depth -= 1
    default: break
    }
  }
  return inString || depth > 0
}

/// A decoding error in words, naming the field: `"weight" is missing at the top level`,
/// `expected Int at stats[0].base_stat`.
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
    return "invalid value at \(path(context))"
  @unknown default:
    return "\(error)"
  }
}
