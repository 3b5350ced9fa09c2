import Foundation
import Loop
import LoopTesting
import Synchronization

/// One figure of the table: a measured value, optionally next to its floor.
struct Figure: Codable {
  var name: String
  var metric: String
  var unit: String
  var median: Double
  var min: Double
  var max: Double
  var floor: Double?
  var floorName: String?

  /// `median / floor`: how many times the floor this costs.
  var ratio: Double? { floor.map { $0 > 0 ? median / $0 : 0 } }

  private enum CodingKeys: String, CodingKey {
    case name, metric, unit, median, min, max, floor, floorName, ratio
  }

  /// Writes the stored fields and the ratio, so the JSON holds what the table shows.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(metric, forKey: .metric)
    try container.encode(unit, forKey: .unit)
    try container.encode(median, forKey: .median)
    try container.encode(min, forKey: .min)
    try container.encode(max, forKey: .max)
    try container.encodeIfPresent(floor, forKey: .floor)
    try container.encodeIfPresent(floorName, forKey: .floorName)
    try container.encodeIfPresent(ratio, forKey: .ratio)
  }
}

// Apart from the struct, so that its memberwise initializer stays.
extension Figure {
  /// Reads what ``encode(to:)`` wrote (the ratio is worked out again).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    metric = try container.decode(String.self, forKey: .metric)
    unit = try container.decode(String.self, forKey: .unit)
    median = try container.decode(Double.self, forKey: .median)
    min = try container.decode(Double.self, forKey: .min)
    max = try container.decode(Double.self, forKey: .max)
    floor = try container.decodeIfPresent(Double.self, forKey: .floor)
    floorName = try container.decodeIfPresent(String.self, forKey: .floorName)
  }
}

/// The words a figure that is not a number (one divided by zero, say) is written as:
/// JSON has none of its own, and an encoder that throws would lose the run's other figures.
let nonFinite = (positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

/// An encoder for figures, writing what is not a number in ``nonFinite``'s words.
func figuresEncoder() -> JSONEncoder {
  let encoder = JSONEncoder()
  encoder.nonConformingFloatEncodingStrategy = .convertToString(
    positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity,
    nan: nonFinite.nan)
  return encoder
}

/// A decoder for what ``figuresEncoder()`` wrote.
func figuresDecoder() -> JSONDecoder {
  let decoder = JSONDecoder()
  decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    positiveInfinity: nonFinite.positiveInfinity, negativeInfinity: nonFinite.negativeInfinity,
    nan: nonFinite.nan)
  return decoder
}

/// Every benchmark, by the name its figures carry, in the order they run; `--filter` matches
/// these.
let benchmarkNames = [
  "store.send", "store.observed", "store.observed.read", "store.send.scoped", "effect.run+cancel",
  "effect.merge100", "teststore.1000", "shared.rows",
  "scaling.forEach", "scaling.stack", "scaling.cancel", "compile.depth", "shared.save",
  "snapshot.load", "detail.record", "moves.learnset", "data.size", "search.keystroke",
  "search.query", "calc.one", "encounters.game", "encounters.place", "items.keystroke",
  "team.coverage", "lookup.long", "team.import", "render.frame", "key.frame", "calc.frame",
  "memory.long", "record.action", "startup", "live.page", "sync.full",
]

/// The static PokeAPI copy `live.page` serves, if this checkout sits beside one.
func sharedPokeAPICopy() -> URL? {
  let shared = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
  let present = FileManager.default.fileExists(atPath: shared.appendingPathComponent("api").path)
  return present ? shared : nil
}

/// Repetitions and iterations for a run; `--quick` shrinks them for CI's smoke test.
struct Budget {
  var repetitions: Int
  var scale: Double

  func iterations(_ full: Int) -> Int { max(1, Int(Double(full) * scale)) }
}

/// Times `body` (which runs `iterations` operations) once to warm up and then `repetitions`
/// times; returns nanoseconds per operation for each repetition. An error `body` throws ends
/// the measurement and comes out of this call.
///
/// `body` is synchronous, so its time is this thread's CPU time: on a machine shared with
/// other work, time the thread spent preempted is not counted (on a quiet one the two agree).
func measure(_ budget: Budget, iterations: Int, _ body: (Int) throws -> Void) rethrows -> [Double] {
  try body(max(1, iterations / 10))
  return try (0..<budget.repetitions).map { _ in try timePerOperation(iterations, body) }
}

/// Times a figure and its floor in turns, one repetition of each after the other, so that
/// both see the same moments of a machine whose speed drifts from second to second (a ratio
/// of two figures timed a few seconds apart swung by half between runs). Each is warmed up
/// first; returns nanoseconds per operation for each repetition of each.
func measurePair(
  _ budget: Budget, iterations: Int, _ figure: (Int) -> Void, floor: (Int) -> Void
) -> (figure: [Double], floor: [Double]) {
  figure(max(1, iterations / 10))
  floor(max(1, iterations / 10))
  var samples: (figure: [Double], floor: [Double]) = ([], [])
  for _ in 0..<budget.repetitions {
    samples.figure.append(timePerOperation(iterations, figure))
    samples.floor.append(timePerOperation(iterations, floor))
  }
  return samples
}

/// This thread's CPU time for one call of `body`, per operation.
func timePerOperation(_ iterations: Int, _ body: (Int) throws -> Void) rethrows -> Double {
  let start = threadCPUNanoseconds()
  try body(iterations)
  return (threadCPUNanoseconds() - start) / Double(iterations)
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// The async form of `measure`.
func measureAsync(
  _ budget: Budget, iterations: Int, isolation: isolated (any Actor)? = #isolation,
  _ body: (Int) async throws -> Void
) async rethrows -> [Double] {
  try await body(max(1, iterations / 10))
  var samples: [Double] = []
  for _ in 0..<budget.repetitions {
    let start = ContinuousClock.now
    try await body(iterations)
    samples.append(nanoseconds(start.duration(to: .now)) / Double(iterations))
  }
  return samples
}

/// The async form of `measurePair`, wall-clock: a repetition of the figure, then one of its
/// floor, in turns. `settle` runs after each, outside the timings, so what one leaves running
/// (tasks finishing their cancellation) is not timed as part of the other.
func measureAsyncPair(
  _ budget: Budget, iterations: Int, isolation: isolated (any Actor)? = #isolation,
  _ figure: (Int) async -> Void, floor: (Int) async -> Void, settle: () async -> Void
) async -> (figure: [Double], floor: [Double]) {
  await figure(max(1, iterations / 10))
  await settle()
  await floor(max(1, iterations / 10))
  await settle()
  var samples: (figure: [Double], floor: [Double]) = ([], [])
  for _ in 0..<budget.repetitions {
    var start = ContinuousClock.now
    await figure(iterations)
    samples.figure.append(nanoseconds(start.duration(to: .now)) / Double(iterations))
    await settle()
    start = ContinuousClock.now
    await floor(iterations)
    samples.floor.append(nanoseconds(start.duration(to: .now)) / Double(iterations))
    await settle()
  }
  return samples
}

extension Budget {
  /// How many operations `measure(self, iterations:)` runs in all, warm-up included: what a
  /// benchmark that counts its work should find afterwards.
  func operationsMeasured(iterations: Int) -> Int {
    max(1, iterations / 10) + iterations * repetitions
  }
}

func nanoseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

extension Array where Element == Double {
  var median: Double {
    let sorted = self.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

extension Figure {
  /// A figure from samples (and the floor's samples, if any).
  init(
    _ name: String, _ metric: String, unit: String, samples: [Double], floor: [Double]? = nil,
    floorName: String? = nil
  ) {
    self.init(
      name: name, metric: metric, unit: unit, median: samples.median,
      min: samples.min() ?? 0, max: samples.max() ?? 0, floor: floor?.median,
      floorName: floorName)
  }

  /// A single observed value (a byte count, a memory size).
  init(
    _ name: String, _ metric: String, unit: String, value: Double, floor: Double? = nil,
    floorName: String? = nil
  ) {
    self.init(
      name: name, metric: metric, unit: unit, median: value, min: value, max: value,
      floor: floor, floorName: floorName)
  }
}

/// Keeps a value alive and opaque to the optimiser, so measured work is not deleted.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Resident and peak resident memory of this process, in kilobytes, from /proc; a failure
/// when they cannot be read, so no figure reports a memory of zero.
func memoryKB() throws -> (resident: Double, peak: Double) {
  let status: String
  do {
    status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
  } catch {
    throw BenchmarkFailure(message: "cannot read /proc/self/status: \(error)")
  }
  func field(_ name: String) throws -> Double {
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
      if let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) {
        return kilobytes
      }
    }
    throw BenchmarkFailure(message: "/proc/self/status has no \(name)")
  }
  return (try field("VmRSS"), try field("VmHWM"))
}

/// A benchmark whose work did not happen as it should: `main` prints it and exits with status
/// 1 rather than reporting the time an error took.
struct BenchmarkFailure: Error, CustomStringConvertible {
  /// The benchmark, as in `benchmarkNames`; `benchmark` fills it in.
  var benchmark = ""
  /// What was wrong.
  var message: String

  var description: String { "\(benchmark) failed: \(message)" }
}

/// Throws a `BenchmarkFailure` saying `message` unless `condition` holds: how a benchmark
/// checks, once its timing is done, that it timed the work it names.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchmarkFailure) {
  if !condition { throw BenchmarkFailure(message: message()) }
}

/// Runs the benchmark `name` when `include` selects it and returns its figures (none when it
/// is not selected). An error it throws, or an issue Loop reports while it runs (a `TestStore`
/// expectation that failed, an effect's unhandled error), becomes a `BenchmarkFailure` that
/// names it.
func benchmark(
  _ name: String, _ include: (String) -> Bool, isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> [Figure]
) async throws(BenchmarkFailure) -> [Figure] {
  // Each process passes every benchmark on its way to the one it runs: one missing from the
  // list, which is what runs, fails every run instead of being left out unsaid.
  guard benchmarkNames.contains(name) else {
    throw BenchmarkFailure(
      benchmark: name, message: "it is not in benchmarkNames, so no run has it")
  }
  guard include(name) else { return [] }
  let previousReporter = IssueReporters.current
  // The first `TestStore` made installs LoopTesting's reporter in place of the current one
  // (once per process): have that happen now, so the log below stays in force.
  installTestFailureReporter()
  let issues = IssueLog()
  IssueReporters.current = issues
  defer { IssueReporters.current = previousReporter }
  let figures: [Figure]
  do {
    figures = try await body()
  } catch var failure as BenchmarkFailure {
    failure.benchmark = name
    throw failure
  } catch {
    throw BenchmarkFailure(benchmark: name, message: "threw \(error)")
  }
  if let issue = issues.first {
    throw BenchmarkFailure(benchmark: name, message: "Loop reported an issue: \(issue)")
  }
  return figures
}

/// Collects the issues Loop reports, instead of printing them.
private final class IssueLog: IssueReporter {
  private let messages = Mutex<[String]>([])

  func report(_ message: String, at location: CodeLocation) {
    messages.withLock { $0.append("\(message) (\(location.fileID):\(location.line))") }
  }

  /// The first issue reported, if any.
  var first: String? { messages.withLock { $0.first } }
}
