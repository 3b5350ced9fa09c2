import Foundation
import Glibc
import PokedexCore

/// `live.page`: the live client against the static PokeAPI copy in `../shared/pokeapi`, served
/// on loopback by `python3 -m http.server` (the client's `readsStaticFiles` mode): requests and
/// wall time for the first page plus #25's detail, with a cold and then a warm disk cache.
func liveBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("live.page", include) {
    guard let shared = sharedPokeAPICopy() else {
      print("live.page skipped: no PokeAPI copy beside this checkout (../shared/pokeapi)")
      return []
    }
    let port = 20_000 + Int(getpid() % 20_000)
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-http-\(port).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = [
      "python3", "-m", "http.server", "--bind", "127.0.0.1", String(port), "--directory",
      shared.path,
    ]
    server.standardError = try FileHandle(forWritingTo: log)
    server.standardOutput = FileHandle.nullDevice
    do {
      try server.run()
    } catch {
      throw BenchmarkFailure(message: "could not start python3 -m http.server: \(error)")
    }
    defer {
      // SIGKILL, not terminate(): the child inherits this thread's signal mask, in which the
      // concurrency runtime may have blocked SIGTERM.
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
      try? FileManager.default.removeItem(at: log)  // tidying up; nothing was measured here
    }
    // Wait until it answers.
    let base = URL(string: "http://127.0.0.1:\(port)")!
    var answered = false
    for _ in 0..<100 where !answered {
      // A refused connection only means "not yet"; the expect below fails if it never answers.
      answered =
        (try? Data(contentsOf: base.appendingPathComponent("api/v2/type/index.json"))) != nil
      if !answered { try await Task.sleep(for: .milliseconds(50)) }
    }
    try expect(answered, "python3 -m http.server did not answer on port \(port) within 5 s")
    let cacheDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-cache-\(port)")
    defer { try? FileManager.default.removeItem(at: cacheDirectory) }  // tidying; not timed

    func requestsSoFar() throws -> Int {
      let text = try String(contentsOf: log, encoding: .utf8)
      return text.components(separatedBy: "\"GET ").count - 1
    }

    var figures: [Figure] = []
    for round in ["cold cache", "warm cache"] {
      var configuration = LiveConfiguration(
        baseURL: base, cache: PokeAPICache(directory: cacheDirectory))
      configuration.readsStaticFiles = true
      let client = PokemonClient.live(configuration: configuration)
      let before = try requestsSoFar()
      let start = ContinuousClock.now
      let page = try await client.fetchPage(20, 0, PokemonFilter())
      let pikachu = try await client.fetchPokemon(25)
      let elapsed = nanoseconds(start.duration(to: .now)) / 1e6
      let requests = try requestsSoFar() - before
      let numbers = page.pokemon.map(\.id)
      try expect(
        numbers == Array(1...20), "the first page (\(round)) held \(numbers), expected #1 to #20")
      try expect(
        pikachu.id == 25 && pikachu.name == "Pikachu",
        "#25 (\(round)) came back as #\(pikachu.id) \(pikachu.name)")
      if round == "cold cache" {
        try expect(requests > 0, "the cold-cache round sent the server no requests")
      }
      figures.append(
        Figure("live.page", "first page + #25, \(round)", unit: "ms", value: elapsed))
      figures.append(
        Figure("live.page", "requests, \(round)", unit: "", value: Double(requests)))
    }
    return figures
  }
}
