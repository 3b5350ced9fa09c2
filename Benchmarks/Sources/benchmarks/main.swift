import Foundation

// Runs every benchmark (or those whose name contains `--filter`), prints a table, and with
// `--json FILE` writes the same figures as JSON; `--repetitions N` times each figure N times
// (default 5) for a steadier median on a busy machine. `--quick` shrinks every iteration count: CI
// uses it as a smoke test that the benchmarks still build and run; its timings mean nothing,
// but each benchmark still checks that it did the work it times. A benchmark that fails such a
// check, or gives no figure (`live.page` or `sync.full` found no PokeAPI copy while CI=true), makes the run
// exit with status 1, naming it.
//
// Each benchmark runs in a process of its own (this program again, with `--only NAME`), so
// that no figure holds what ran before it: in one process, `memory.long`'s resident memory
// was 626 MB, of which its own was 53 MB, the rest the heap the earlier benchmarks left.

var arguments = Array(CommandLine.arguments.dropFirst())
var filter: String?
var only: String?
var jsonPath: String?
var budget = Budget(repetitions: 5, scale: 1)
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
  case "--json" where !arguments.isEmpty: jsonPath = arguments.removeFirst()
  case "--only" where !arguments.isEmpty: only = arguments.removeFirst()
  case "--quick": budget = Budget(repetitions: 1, scale: 0.01)
  case "--repetitions" where !arguments.isEmpty:
    guard let count = Int(arguments.removeFirst()), count > 0 else {
      FileHandle.standardError.write(Data("benchmarks: --repetitions needs a count\n".utf8))
      exit(2)
    }
    budget.repetitions = count
  case "--help":
    print("usage: benchmarks [--filter NAME] [--json FILE] [--quick] [--repetitions N]")
    print(
      "       (--only NAME runs that one benchmark in this process, for the run that starts it)")
    exit(0)
  default:
    FileHandle.standardError.write(Data("benchmarks: unknown argument '\(argument)'\n".utf8))
    exit(2)
  }
}

let selected = filter
let include: @Sendable (String) -> Bool = { name in selected.map { name.contains($0) } ?? true }

var figures: [Figure] = []
if let only {
  // One benchmark, in this process, for the run that started it (below).
  do {
    figures = try await runBenchmarks(budget, include: { $0 == only })
  } catch {
    // A benchmark found that the work it times did not happen: no figures, no JSON.
    fail("\(error)")
  }
  if let jsonPath {
    do {
      try figuresEncoder().encode(figures).write(to: URL(fileURLWithPath: jsonPath))
    } catch {
      fail("\(only): its figures could not be written to \(jsonPath): \(error)")
    }
  }
  exit(0)
}
for name in benchmarkNames where include(name) {
  let output = FileManager.default.temporaryDirectory
    .appendingPathComponent("benchmarks-\(UUID().uuidString)-\(name).json")
  // After the figures are read, outside any timing: a file that cannot be removed stays in
  // the temporary folder, and costs the run nothing else.
  defer { try? FileManager.default.removeItem(at: output) }
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
  child.arguments =
    (budget.scale < 1 ? ["--quick"] : [])
    + ["--only", name, "--json", output.path, "--repetitions", "\(budget.repetitions)"]
  do {
    try child.run()
  } catch {
    fail("\(name) could not be started: \(error)")
  }
  child.waitUntilExit()
  // A child that found its work undone said so on its standard error, which is this run's.
  guard child.terminationReason == .exit else {
    fail("\(name) ended by signal \(child.terminationStatus)")
  }
  guard child.terminationStatus == 0 else { exit(1) }
  do {
    figures += try figuresDecoder().decode([Figure].self, from: Data(contentsOf: output))
  } catch {
    fail("\(name): its figures could not be read from \(output.path): \(error)")
  }
}

print(table(figures))
if let jsonPath {
  let encoder = figuresEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  do {
    try encoder.encode(figures).write(to: URL(fileURLWithPath: jsonPath))
  } catch {
    fail("the figures could not be written to \(jsonPath): \(error)")
  }
}

// A benchmark whose figures are all missing or zero did not run.
let sharedCopyMayBeMissing =
  sharedPokeAPICopy() == nil && ProcessInfo.processInfo.environment["CI"] != "true"
let missing = benchmarkNames.filter(include).filter { name in
  !figures.contains { $0.name == name && $0.median > 0 }
    && !(["live.page", "sync.full"].contains(name) && sharedCopyMayBeMissing)
}
if !missing.isEmpty {
  fail("no figures from \(missing)")
}

/// Says what went wrong on standard error and ends the run with status 1.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("benchmarks: \(message)\n".utf8))
  exit(1)
}

/// Runs the benchmarks `include` selects, in the order of ``benchmarkNames``.
func runBenchmarks(_ budget: Budget, include: @escaping @Sendable (String) -> Bool) async throws
  -> [Figure]
{
  var figures: [Figure] = []
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
  return figures
}
