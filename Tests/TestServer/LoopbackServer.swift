import Dispatch
import Foundation
import Loop

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: it serves a folder laid out like PokeAPI
/// (see ``PokeAPIDirectory``) and lets a test replace any response to inject faults.
///
/// Each connection gets its own thread and is kept alive between requests, as URLSession
/// expects; every response carries a `Content-Length`. Those threads keep the server alive, so
/// call ``stop()`` when done (not from inside a handler, which runs on one of them).
///
/// ```swift
/// let server = try LoopbackServer(directory: SharedPokeAPI.directory)
/// defer { server.stop() }
/// let url = server.baseURL.appending(path: "api/v2/pokemon/25/")
/// ```
public final class LoopbackServer: Sendable {
  /// Answers a request before the folder does; `nil` falls through to the folder.
  public typealias Handler = @Sendable (Request) -> Response?

  /// The port the system gave the server.
  public let port: UInt16
  /// `http://127.0.0.1:<port>`, with no trailing slash.
  public let baseURL: URL

  private let listener: Int32
  private let directory: PokeAPIDirectory?
  private let handler: Handler?
  private let state = Locked(State())
  private let threads = DispatchGroup()

  private struct State {
    var stopped = false
    var connections: Set<Int32> = []
    var connectionsAccepted = 0
    var requests: [Request] = []
    var inFlight = 0
    var peakInFlight = 0
  }

  /// Starts serving `directory` (if any) on `port`, or on an ephemeral port for 0.
  ///
  /// - Parameters:
  ///   - directory: a folder holding `api/v2/...`, like `../shared/pokeapi`.
  ///   - port: the port; give a stopped server's port to bring it back (PokeAPI reachable
  ///     again at the same address).
  ///   - handler: consulted first for every request; return `nil` to let the folder answer.
  public init(directory: URL? = nil, port requestedPort: UInt16 = 0, handler: Handler? = nil)
    throws
  {
    if requestedPort != 0 { Self.releaseReservation(of: requestedPort) }
    (listener, port) = try loopbackSocket(port: requestedPort, listens: true)
    baseURL = URL(string: "http://127.0.0.1:\(port)")!
    self.directory = directory.map { PokeAPIDirectory(root: $0) }
    self.handler = handler
    threads.enter()
    Thread.detachNewThread { [self] in
      acceptConnections()
      threads.leave()
    }
  }

  /// Every request served so far, in arrival order.
  public var requests: [Request] { state.withLock { $0.requests } }

  /// How many connections clients opened; fewer than ``requests`` means keep-alive worked.
  public var connectionsAccepted: Int { state.withLock { $0.connectionsAccepted } }

  /// Connections open right now. It drops once a client closes its connection, which is how a
  /// test sees that a cancelled request really went away.
  public var openConnections: Int { state.withLock { $0.connections.count } }

  /// The most requests that were being answered at the same moment.
  public var peakConcurrentRequests: Int { state.withLock { $0.peakInFlight } }

  /// Closes the listening socket and every open connection, and waits for their threads.
  /// Safe to call more than once.
  ///
  /// The port stays reserved for this process (see ``reserve(_:)``): a client is refused
  /// there, and no other test's server gets the port, until a server asks for it again.
  public func stop() {
    let connections: Set<Int32>? = state.withLock { state in
      if state.stopped { return nil }
      state.stopped = true
      return state.connections
    }
    guard let connections else { return }
    // shutdown(2) wakes threads blocked in accept/recv; each thread closes its own descriptor,
    // so a descriptor number is never closed twice or reused under a running thread.
    shutdown(listener, Int32(SHUT_RDWR))
    for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
    threads.wait()
    Self.reserve(port)
  }

  /// Sockets bound to the ports of stopped servers, and not listening, by port.
  ///
  /// Tests stop a server to see what an unreachable PokeAPI does, and expect its address to
  /// refuse connections. Tests run in parallel, and a closed port was soon given to another
  /// test's server, whose answers then reached the "unreachable" one (a sync that should have
  /// failed returned that server's Pokédex). A socket bound to the port keeps the system from
  /// handing it out again (a new server on port 0 never gets a port something is bound to),
  /// while a connection to it is refused, as nothing listens.
  private static let reservations = Locked<[UInt16: Int32]>([:])

  /// Binds a socket to 127.0.0.1:`port` without listening, kept until a server asks for the
  /// port again. Best effort: when the bind fails, the port is simply free.
  private static func reserve(_ port: UInt16) {
    guard let (socket, _) = try? loopbackSocket(port: port, listens: false) else { return }
    let previous = reservations.withLock { reservations in
      defer { reservations[port] = socket }
      return reservations[port]
    }
    if let previous { close(previous) }
  }

  /// Frees a stopped server's port for a new server that asks for it.
  private static func releaseReservation(of port: UInt16) {
    let socket = reservations.withLock { $0.removeValue(forKey: port) }
    if let socket { close(socket) }
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR, !state.withLock({ $0.stopped }) { continue }
        break
      }
      let accepted = state.withLock { state in
        if state.stopped { return false }
        state.connections.insert(connection)
        state.connectionsAccepted += 1
        return true
      }
      guard accepted else {
        close(connection)
        break
      }
      // Responses are one write each; without this, Nagle's algorithm can hold a response's
      // tail until the client's delayed ACK, ~40 ms per request.
      var noDelay: Int32 = 1
      setsockopt(
        connection, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
      threads.enter()
      Thread.detachNewThread { [self] in
        serve(connection)
        state.withLock { _ = $0.connections.remove(connection) }
        close(connection)
        threads.leave()
      }
    }
    close(listener)
  }

  private func serve(_ connection: Int32) {
    var reader = RequestReader(socket: connection)
    while let request = reader.next() {
      state.withLock { state in
        state.requests.append(request)
        state.inFlight += 1
        state.peakInFlight = max(state.peakInFlight, state.inFlight)
      }
      let response = handler?(request) ?? directory?.response(to: request, baseURL: baseURL)
      let keepOpen = write(response ?? .notFound, to: connection, for: request)
      state.withLock { $0.inFlight -= 1 }
      if !keepOpen { return }
    }
  }

  /// Sends `response`; returns whether the connection stays open for another request.
  private func write(_ response: Response, to connection: Int32, for request: Request) -> Bool {
    if response.delay > .zero { Thread.sleep(forTimeInterval: response.delay.seconds) }
    if response.dropsConnection { return false }
    let closes = request.wantsClose || response.bytesSent != nil
    var head = "HTTP/1.1 \(response.status) \(Response.reason(for: response.status))\r\n"
    head += "Content-Length: \(response.body.count)\r\n"
    for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
    head += closes ? "Connection: close\r\n\r\n" : "Connection: keep-alive\r\n\r\n"
    var bytes = Data(head.utf8)
    bytes.append(response.body.prefix(response.bytesSent ?? response.body.count))
    let sent = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = send(
          connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if count <= 0 { return false }
        offset += count
      }
      return true
    }
    return sent && !closes
  }
}

/// The server could not start.
public struct ServerError: Error, CustomStringConvertible {
  /// The failing call and the system's reason.
  public let description: String
  /// The system's error number (`errno`).
  public let code: Int32

  init(_ call: String, _ code: Int32) {
    description = "LoopbackServer: \(call) failed: \(String(cString: strerror(code)))"
    self.code = code
  }
}

/// Opens a TCP socket bound to 127.0.0.1:`port`, or to a free port for 0, and listening when
/// `listens`; returns it and the port it has. With `reusesAddress` (SO_REUSEADDR) a port whose
/// old connections linger in TIME_WAIT can still be bound; a new server on port 0 is never
/// given a port another socket is bound to either way.
public func loopbackSocket(
  port: UInt16, listens: Bool, reusesAddress: Bool = true
) throws(ServerError) -> (socket: Int32, port: UInt16) {
  let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard socket >= 0 else { throw ServerError("socket", errno) }
  var reuse: Int32 = reusesAddress ? 1 : 0
  setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = port.bigEndian
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
      bind(socket, pointer, length) == 0 && (!listens || listen(socket, 64) == 0)
        && getsockname(socket, pointer, &length) == 0
    }
  }
  guard bound else {
    let error = ServerError(listens ? "bind/listen" : "bind", errno)
    close(socket)
    throw error
  }
  return (socket, UInt16(bigEndian: address.sin_port))
}

extension Duration {
  fileprivate var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
