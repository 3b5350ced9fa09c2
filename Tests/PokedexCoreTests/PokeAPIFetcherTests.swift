import Dispatch
import Foundation
import TestServer
import Testing

@testable import PokedexCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How a fetch ends when it is cancelled, or times out, before its URLSession task starts.
// The limit stops a hang: alone these take a second; in the whole suite under the thread
// sanitizer on two cores they wait their turn behind the rest (past a minute, 2026-12-02).
@Suite(.timeLimit(.minutes(5))) struct PokeAPIFetcherTests {
  /// Tells when its session has become invalid: only once every task it made has finished.
  final class InvalidationWatcher: NSObject, URLSessionDelegate, Sendable {
    private let invalidated = DispatchSemaphore(value: 0)

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
      invalidated.signal()
    }

    /// Whether the session became invalid within ten seconds; it takes milliseconds.
    func waitForInvalidation() -> Bool { invalidated.wait(timeout: .now() + 10) == .success }
  }

  /// A task cancelled before the fetch begins: its cancellation handler runs before the data
  /// task exists, as when a request timeout fires before the request got going. Nothing may
  /// reach the server, and no data task may be left behind in the session, where it would
  /// never finish and keep `finishTasksAndInvalidate()` (a live client's deinit) from ever
  /// releasing the session.
  @Test func aFetchCancelledBeforeItStartsLeavesNoTaskBehind() async throws {
    let server = try LoopbackServer(directory: PackagePaths.pokeAPIFixtures)
    defer { server.stop() }
    let watcher = InvalidationWatcher()
    let session = URLSession(configuration: .ephemeral, delegate: watcher, delegateQueue: nil)
    let fetcher = PokeAPIFetcher(session: session)
    let url = server.baseURL.appending(path: "api/v2/pokemon/1/")
    let fetch = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await fetcher.data(from: url)
    }
    await #expect(throws: CancellationError.self) { try await fetch.value }
    session.finishTasksAndInvalidate()
    let invalidated = await Task.detached { watcher.waitForInvalidation() }.value
    #expect(invalidated, "the session still holds a task that will never finish")
    #expect(server.requests.isEmpty)
  }
}
