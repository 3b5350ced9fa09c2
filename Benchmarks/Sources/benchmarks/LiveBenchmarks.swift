import Foundation
import Glibc
import PokedexCore

/// `live.page`: the live client against the static PokeAPI copy in `../shared/pokeapi`, served
/// on loopback by `python3 -m http.server` (the client's `readsStaticFiles` mode): requests and
/// wall time for the first page plus #25's detail, with a cold and then a warm disk cache.
func liveBenchmarks(_ budget: Budget, include: (String) -> Bool) async -> [Figure] {
  guard include("live.page") else { return [] }
  guard let shared = sharedPokeAPICopy() else {
    print("live.page skipped: no PokeAPI copy beside this checkout (../shared/pokeapi)")
    return []
  }
  let port = 20_000 + Int(getpid() % 20_000)
  let log = FileManager.default.temporaryDirectory.appendingPathComponent("bench-http-\(port).log")
  _ = FileManager.default.createFile(atPath: log.path, contents: nil)
  let server = Process()
  server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  server.arguments = [
    "python3", "-m", "http.server", "--bind", "127.0.0.1", String(port), "--directory", shared.path,
  ]
  server.standardError = try? FileHandle(forWritingTo: log)
  server.standardOutput = FileHandle.nullDevice
  guard (try? server.run()) != nil else {
    print("live.page failed: could not start python3 -m http.server")
    return []
  }
  defer {
    // SIGKILL, not terminate(): the child inherits this thread's signal mask, in which the
    // concurrency runtime may have blocked SIGTERM.
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    try? FileManager.default.removeItem(at: log)
  }
  // Wait until it answers.
  let base = URL(string: "http://127.0.0.1:\(port)")!
  for _ in 0..<100 {
    if (try? Data(contentsOf: base.appendingPathComponent("api/v2/type/index.json"))) != nil {
      break
    }
    try? await Task.sleep(for: .milliseconds(50))
  }
  let cacheDirectory = FileManager.default.temporaryDirectory
    .appendingPathComponent("bench-cache-\(port)")
  defer { try? FileManager.default.removeItem(at: cacheDirectory) }

  func requestsSoFar() -> Int {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "\"GET ").count - 1
  }

  var figures: [Figure] = []
  for round in ["cold cache", "warm cache"] {
    var configuration = LiveConfiguration(
      baseURL: base, cache: PokeAPICache(directory: cacheDirectory))
    configuration.readsStaticFiles = true
    let client = PokemonClient.live(configuration: configuration)
    let before = requestsSoFar()
    let start = ContinuousClock.now
    do {
      _ = try await client.fetchPage(20, 0, PokemonFilter())
      _ = try await client.fetchPokemon(25)
    } catch {
      print("live.page failed (\(round)): \(error)")
      return []
    }
    let elapsed = nanoseconds(start.duration(to: .now)) / 1e6
    let requests = requestsSoFar() - before
    figures.append(
      Figure("live.page", "first page + #25, \(round)", unit: "ms", value: elapsed))
    figures.append(
      Figure("live.page", "requests, \(round)", unit: "", value: Double(requests)))
  }
  return figures
}
