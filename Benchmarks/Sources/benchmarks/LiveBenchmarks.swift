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

/// `sync.full`: the sync of the full PokeAPI copy (`../shared/pokeapi/full.tar.gz`, unpacked
/// into the package's `.build/pokeapi-full` by the shared script) served on loopback by
/// `scripts/serve-pokeapi.py`, in process: every species, form, ability, game, move, machine
/// and learnset, against the one-minute budget of issue #29.
func fullSyncBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("sync.full", include) {
    guard let shared = sharedPokeAPICopy() else {
      print("sync.full skipped: no PokeAPI copy beside this checkout (../shared/pokeapi)")
      return []
    }
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let unpacked = package.appendingPathComponent(".build/pokeapi-full")
    try run(shared.appendingPathComponent("unpack-full").path, [unpacked.path])
    let portFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("bench-sync-port-\(getpid())")
    defer { try? FileManager.default.removeItem(at: portFile) }  // tidying; not timed
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = [
      "python3", package.appendingPathComponent("scripts/serve-pokeapi.py").path, unpacked.path,
      portFile.path,
    ]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    do {
      try server.run()
    } catch {
      throw BenchmarkFailure(message: "could not start scripts/serve-pokeapi.py: \(error)")
    }
    defer {
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
    }
    var port = ""
    for _ in 0..<100 where port.isEmpty {
      port = (try? String(contentsOf: portFile, encoding: .utf8)) ?? ""
      if port.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
    }
    try expect(!port.isEmpty, "scripts/serve-pokeapi.py did not start within 5 s")
    let sync = PokeAPISync(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
    var samples: [Double] = []
    var counts = (pokemon: 0, moves: 0)
    for _ in 0..<max(1, min(budget.repetitions, 3)) {
      let started = ContinuousClock.now
      let output = try await sync.runAll()
      let elapsed = ContinuousClock.now - started
      samples.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      counts = (output.pokedex.pokemon.count, output.moves.moves.count)
    }
    try expect(
      counts == (1_351, 919), "the sync read \(counts.pokemon) Pokémon and \(counts.moves) moves")
    return [
      Figure(
        "sync.full", "species, forms, abilities, games, moves", unit: "s", samples: samples,
        floor: [60], floorName: "the one-minute budget")
    ]
  }
}

/// Runs `path` with `arguments` and waits; fails the benchmark unless it exits 0.
private func run(_ path: String, _ arguments: [String]) throws {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  do {
    try process.run()
  } catch {
    throw BenchmarkFailure(message: "could not run \(path): \(error)")
  }
  process.waitUntilExit()
  try expect(process.terminationStatus == 0, "\(path) exited \(process.terminationStatus)")
}
