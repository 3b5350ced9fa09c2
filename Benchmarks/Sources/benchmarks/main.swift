import Foundation

// Runs every benchmark (or those whose name contains `--filter`), prints a table, and with
// `--json FILE` writes the same figures as JSON; `--repetitions N` times each figure N times
// (default 5) for a steadier median on a busy machine. `--quick` shrinks every iteration count: CI
// uses it as a smoke test that the benchmarks still build and run; its timings mean nothing,
// but each benchmark still checks that it did the work it times. A benchmark that fails such a
// check, or gives no figure (`live.page` found no PokeAPI copy while CI=true), makes the run
// exit with status 1, naming it.

var arguments = Array(CommandLine.arguments.dropFirst())
var filter: String?
var jsonPath: String?
var budget = Budget(repetitions: 5, scale: 1)
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
  case "--json" where !arguments.isEmpty: jsonPath = arguments.removeFirst()
  case "--quick": budget = Budget(repetitions: 1, scale: 0.01)
  case "--repetitions" where !arguments.isEmpty:
    guard let count = Int(arguments.removeFirst()), count > 0 else {
      FileHandle.standardError.write(Data("benchmarks: --repetitions needs a count\n".utf8))
      exit(2)
    }
    budget.repetitions = count
  case "--help":
    print("usage: benchmarks [--filter NAME] [--json FILE] [--quick] [--repetitions N]")
    exit(0)
  default:
    FileHandle.standardError.write(Data("benchmarks: unknown argument '\(argument)'\n".utf8))
    exit(2)
  }
}

let selected = filter
let include: @Sendable (String) -> Bool = { name in selected.map { name.contains($0) } ?? true }

var figures: [Figure] = []
do {
  figures += try await loopBenchmarks(budget, include: include)
  figures += try await scalingBenchmarks(budget, include: include)
  figures += try await compileBenchmarks(budget, include: include)
  figures += try await sharedFileBenchmarks(budget, include: include)
  figures += try await pokedexBenchmarks(budget, include: include)
  figures += try await teamBenchmarks(budget, include: include)
  figures += try await renderBenchmarks(budget, include: include)
  figures += try await keyFrameBenchmarks(budget, include: include)
  figures += try await calcFrameBenchmarks(budget, include: include)
  figures += try await longUseBenchmarks(budget, include: include)
  figures += try await recordBenchmarks(budget, include: include)
  figures += try await startupBenchmarks(budget, include: include)
  figures += try await liveBenchmarks(budget, include: include)
  figures += try await fullSyncBenchmarks(budget, include: include)
} catch {
  // A benchmark found that the work it times did not happen: no figures, no JSON.
  FileHandle.standardError.write(Data("benchmarks: \(error)\n".utf8))
  exit(1)
}

print(table(figures))
if let jsonPath {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  try encoder.encode(figures).write(to: URL(fileURLWithPath: jsonPath))
}

// A benchmark whose figures are all missing or zero did not run.
let liveMayBeSkipped =
  sharedPokeAPICopy() == nil && ProcessInfo.processInfo.environment["CI"] != "true"
let missing = benchmarkNames.filter(include).filter { name in
  !figures.contains { $0.name == name && $0.median > 0 }
    && !(name == "live.page" && liveMayBeSkipped)
}
if !missing.isEmpty {
  FileHandle.standardError.write(Data("benchmarks: no figures from \(missing)\n".utf8))
  exit(1)
}
