import Foundation
import Loop
import PokedexCore
import TestServer
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Shared set-up for the live client's tests: configurations with tiny waits, throwaway cache
/// folders, a settable "now", and a clock that records the waits it is asked for.
enum Live {
  /// A configuration reading `server` with no snapshot (so everything comes from the server),
  /// no cache unless given, and waits short enough for tests.
  static func configuration(
    _ server: LoopbackServer, cache: PokeAPICache? = nil, snapshot: Pokedex? = nil
  ) -> LiveConfiguration {
    var configuration = LiveConfiguration(baseURL: server.baseURL, cache: cache, snapshot: snapshot)
    // Long, because a loaded machine can starve a test for seconds while a server holds a
    // request; the timeout's own test sets a short one.
    configuration.requestTimeout = .seconds(60)
    configuration.retryDelay = .milliseconds(1)
    configuration.clock = ImmediateClock()
    return configuration
  }

  /// A client over the hand-written fixtures.
  static func client(
    _ server: LoopbackServer, cache: PokeAPICache? = nil, snapshot: Pokedex? = nil
  ) -> PokemonClient {
    .live(configuration: configuration(server, cache: cache, snapshot: snapshot))
  }

  /// The requests `server` has seen, as "GET /api/v2/…" lines.
  static func paths(_ server: LoopbackServer) -> [String] { server.requests.map(\.description) }

  /// How many requests for `path` the server has seen.
  static func count(_ server: LoopbackServer, _ path: String) -> Int {
    server.requests.filter { $0.path == path }.count
  }

  /// `pokemon` as a page row or the snapshot has it: without flavor text.
  static func withoutFlavor(_ pokemon: Pokemon) -> Pokemon {
    var pokemon = pokemon
    pokemon.flavorText = nil
    return pokemon
  }

  /// The error `body` throws, which must be a ``PokeAPIError``.
  static func error(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> some Any
  ) async throws -> PokeAPIError {
    try await #require(throws: PokeAPIError.self, sourceLocation: sourceLocation) {
      _ = try await body()
    }
  }

  /// Waits in small steps until `condition` holds. There is no deadline of its own: on a
  /// loaded machine other tests can hold every thread for many seconds, so the suites'
  /// time limit is what stops a test whose condition never comes true.
  static func eventually(_ condition: () -> Bool) async throws {
    while !condition() { try await Task.sleep(for: .milliseconds(5)) }
  }
}

/// A fresh folder under the system's temporary directory, deleted by ``remove()``.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "pokedex-live-\(UUID().uuidString)", directoryHint: .isDirectory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// A "now" a test sets by hand, to age cache entries without waiting.
final class ManualNow: Sendable {
  private let date = Locked(Date(timeIntervalSince1970: 1_800_000_000))

  /// The current time.
  var now: Date { date.withLock { $0 } }

  /// Moves time on.
  func advance(by duration: Duration) {
    date.withLock { $0 += Double(duration.components.seconds) }
  }

  /// A `now` closure for ``PokeAPICache``.
  var closure: @Sendable () -> Date { { self.now } }
}

/// A clock whose sleeps return at once and are written down, so a test can check how long
/// the client chose to wait.
final class RecordingClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let state = Locked((now: Instant(offset: .zero), sleeps: [Duration]()))

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }

  /// Every wait asked for, in order.
  var sleeps: [Duration] { state.withLock { $0.sleeps } }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    state.withLock { state in
      state.sleeps.append(state.now.duration(to: deadline))
      state.now = max(state.now, deadline)
    }
  }
}

/// Holds server threads back until the test lets them go: a slow server whose slowness ends
/// when the test says, so no test sleeps longer than it must and `stop()` never waits long.
final class Latch: Sendable {
  private let group = DispatchGroup()
  private let isOpen = Locked(false)

  init() { group.enter() }

  /// Lets every waiter go, now and later.
  func open() {
    let wasOpen = isOpen.withLock { isOpen in
      defer { isOpen = true }
      return isOpen
    }
    if !wasOpen { group.leave() }
  }

  /// Whether ``open()`` was called.
  var isOpened: Bool { isOpen.withLock { $0 } }

  /// Blocks the calling server thread until the latch opens (at most a minute, so a test that
  /// fails without opening it cannot hang), then answers `response`.
  func hold(_ response: Response? = nil) -> Response? {
    _ = group.wait(timeout: .now() + 60)
    return response
  }
}

/// A port on 127.0.0.1 that refuses connections: bound, so no other test's server can be given
/// it while this test runs (as a stopped server's port could be), but never listening.
final class RefusingPort {
  let url: URL
  private let socket: Int32

  /// Reserves `port`, or any free port; nil when `port` is taken.
  init?(port: UInt16 = 0) {
    guard let (socket, bound) = try? loopbackSocket(port: port, listens: false),
      let url = URL(string: "http://127.0.0.1:\(bound)")
    else { return nil }
    self.socket = socket
    self.url = url
  }

  deinit { close(socket) }
}
