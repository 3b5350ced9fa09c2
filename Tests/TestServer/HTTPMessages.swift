import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP request as the server read it.
public struct Request: Sendable, CustomStringConvertible {
  /// `GET`, `HEAD`, ...
  public var method: String
  /// The path without the query, percent-decoded: `/api/v2/pokemon/25/`.
  public var path: String
  /// Query parameters, percent-decoded; a repeated name keeps its last value.
  public var query: [String: String]
  /// Header fields with lower-cased names.
  public var headers: [String: String]
  /// Whether the client asked to close the connection after this response.
  var wantsClose: Bool
  /// The connection the request came on.
  var socket: Int32 = -1

  /// Whether the client has closed the connection (or reset it) while the server has not
  /// answered yet: how a handler holding its answer sees a cancelled request go away.
  public var clientHasHungUp: Bool {
    guard socket >= 0 else { return false }
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    if count == 0 { return true }
    return count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR
  }

  /// "GET /api/v2/pokemon/25/".
  public var description: String {
    let queryText = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      .joined(separator: "&")
    return "\(method) \(path)" + (queryText.isEmpty ? "" : "?" + queryText)
  }
}

/// What the server sends back; build one in a ``LoopbackServer/Handler`` to inject a fault.
///
/// ```swift
/// let server = try LoopbackServer(directory: fixtures) { request in
///   request.path.hasSuffix("/pokemon/2/") ? .status(503) : nil
/// }
/// ```
public struct Response: Sendable {
  /// The status code.
  public var status: Int
  /// Extra header fields; `Content-Length` and `Connection` are always added by the server.
  public var headers: [(String, String)]
  /// The body; its full length is announced in `Content-Length`.
  public var body: Data
  /// How long to wait before answering.
  public var delay: Duration
  /// When set, only this many body bytes are sent before the connection is closed, so the
  /// client sees a body shorter than its `Content-Length`.
  public var bytesSent: Int?
  /// When set, the connection is closed without any response.
  public var dropsConnection: Bool

  /// A response.
  public init(
    status: Int = 200, headers: [(String, String)] = [], body: Data = Data(),
    delay: Duration = .zero, bytesSent: Int? = nil, dropsConnection: Bool = false
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.delay = delay
    self.bytesSent = bytesSent
    self.dropsConnection = dropsConnection
  }

  /// A JSON body.
  public static func json(_ body: Data, status: Int = 200) -> Response {
    Response(status: status, headers: [("Content-Type", "application/json")], body: body)
  }

  /// A status with a short text body.
  public static func status(_ status: Int) -> Response {
    Response(
      status: status, headers: [("Content-Type", "text/plain")],
      body: Data(reason(for: status).utf8))
  }

  /// 404 Not Found.
  public static let notFound = status(404)

  /// A body that is not JSON.
  public static func garbage(_ text: String = "<html>definitely not JSON") -> Response {
    Response(headers: [("Content-Type", "application/json")], body: Data(text.utf8))
  }

  /// The connection closes without an answer.
  public static let dropConnection = Response(dropsConnection: true)

  static func reason(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status \(status)"
    }
  }
}

/// Reads requests one after another from a kept-alive connection.
struct RequestReader {
  let socket: Int32
  private var buffer: [UInt8] = []

  init(socket: Int32) { self.socket = socket }

  /// The next request, or `nil` when the peer closed the connection or sent something that is
  /// not HTTP.
  mutating func next() -> Request? {
    guard let headEnd = readUntilHeadEnd() else { return nil }
    let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
    buffer.removeFirst(headEnd + 4)
    var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    // Requests here have no body, but skip one if sent so the next request parses.
    if let length = headers["content-length"].flatMap(Int.init), length > 0 {
      while buffer.count < length, receive() {}
      buffer.removeFirst(min(length, buffer.count))
    }
    let target = requestLine[1]
    let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var query: [String: String] = [:]
    if pathPart.count == 2 {
      for item in pathPart[1].split(separator: "&") {
        let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(pair[0]).removingPercentEncoding ?? String(pair[0])
        let value = pair.count == 2 ? String(pair[1]) : ""
        query[name] = value.removingPercentEncoding ?? value
      }
    }
    let version = requestLine[2]
    let connection = headers["connection"]?.lowercased()
    return Request(
      method: String(requestLine[0]),
      path: String(pathPart[0]).removingPercentEncoding ?? String(pathPart[0]),
      query: query, headers: headers,
      wantsClose: connection == "close" || (version == "HTTP/1.0" && connection != "keep-alive"),
      socket: socket)
  }

  private mutating func readUntilHeadEnd() -> Int? {
    var searchFrom = 0
    while true {
      if buffer.count >= 4 {
        for index in searchFrom...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
          && buffer[index + 3] == 10
        {
          return index
        }
        searchFrom = buffer.count - 3
      }
      // A request head this large is not one of ours; give up on the connection.
      guard buffer.count < 1 << 16, receive() else { return nil }
    }
  }

  private mutating func receive() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return false }
    buffer.append(contentsOf: chunk[..<count])
    return true
  }
}
