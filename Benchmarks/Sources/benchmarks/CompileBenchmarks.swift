import Foundation
import Glibc

/// How a release build's time and memory grow with the depth of nested features: one feature
/// type per level, each holding the next in a `Scope`, compiled with `swiftc -O` against the
/// `Loop` module this benchmark was built with. Two shapes of the features' `Action`:
///
/// - with a second case that carries a value (`case child(Child.Action)`, `case other`,
///   `case set(Int)`), the usual shape, at depths 8 and 32;
/// - with the child's case the only one that carries a value (`case child(Child.Action)`,
///   `case other`), at depths 8 and 12 only: the compiler's code for such enums nested in each
///   other grows by half again with each level (12 s and 2 GB for 17 of them alone, without
///   Loop; out of 24 GB at 24), and `indirect case child(...)` keeps it linear, shown at 32.
func compileBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("compile.depth", include) {
    let builds: [(depth: Int, shape: ActionShape)] = [
      (8, .twoPayloads), (32, .twoPayloads), (8, .onePayload), (12, .onePayload),
      (32, .indirectChild),
    ]
    // Timed one at a time; the smoke run (`--quick`), which checks only that each compiles,
    // runs them as many at once as the pool has threads, one per core.
    let compiled =
      budget.scale < 1
      ? try await compileSideBySide(builds)
      : try builds.map { try compileFeatures(depth: $0.depth, shape: $0.shape) }
    let (shallow, deep, chainShallow, chainDeeper, indirect) = (
      compiled[0], compiled[1], compiled[2], compiled[3], compiled[4]
    )
    return [
      Figure(
        "compile.depth", "release build, 32 Scopes deep", unit: "s", value: deep.seconds,
        floor: shallow.seconds, floorName: "the same, 8 deep"),
      Figure(
        "compile.depth", "its peak memory", unit: "MB", value: deep.peakMB,
        floor: shallow.peakMB, floorName: "the same, 8 deep"),
      Figure(
        "compile.depth", "one-payload actions, 12 deep", unit: "s", value: chainDeeper.seconds,
        floor: chainShallow.seconds, floorName: "the same, 8 deep"),
      Figure(
        "compile.depth", "one-payload actions, indirect child, 32 deep", unit: "s",
        value: indirect.seconds, floor: shallow.seconds, floorName: "two payloads, 8 deep"),
    ]
  }
}

/// The shape of each level's `Action`.
enum ActionShape {
  case twoPayloads, onePayload, indirectChild
}

/// Compiles each of `builds` as ``compileFeatures(depth:shape:)`` does, several at once: each
/// blocks one of the pool's threads until its compiler ends. Results in the order of `builds`.
func compileSideBySide(_ builds: [(depth: Int, shape: ActionShape)]) async throws -> [(
  seconds: Double, peakMB: Double
)] {
  try await withThrowingTaskGroup(of: (Int, (seconds: Double, peakMB: Double)).self) { group in
    for (index, build) in builds.enumerated() {
      group.addTask { (index, try compileFeatures(depth: build.depth, shape: build.shape)) }
    }
    var results = Array(repeating: (seconds: 0.0, peakMB: 0.0), count: builds.count)
    for try await (index, result) in group { results[index] = result }
    return results
  }
}

/// Writes features `depth` levels deep, compiles them with `swiftc -O` (the frontend alone,
/// so its peak memory is the process's own), and returns the wall time and peak memory.
func compileFeatures(depth: Int, shape: ActionShape) throws(BenchmarkFailure) -> (
  seconds: Double, peakMB: Double
) {
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules")
  guard
    FileManager.default.fileExists(atPath: modules.appendingPathComponent("Loop.swiftmodule").path)
  else { throw BenchmarkFailure(message: "no Loop.swiftmodule in \(modules.path)") }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "compile-depth-\(getpid())-\(depth)-\(shape)")
  let source = folder.appendingPathComponent("Deep.swift")
  do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try featureSource(depth: depth, shape: shape).write(
      to: source, atomically: true, encoding: .utf8)
  } catch {
    throw BenchmarkFailure(message: "cannot write \(source.path): \(error)")
  }
  // Only a temporary folder: a failure to remove it changes no figure.
  defer { try? FileManager.default.removeItem(at: folder) }
  // Loop imports the C module of its per-thread words, which SwiftPM describes in a module
  // map beside the modules.
  let threadSlots = modules.deletingLastPathComponent()
    .appendingPathComponent("LoopThreadSlots.build/module.modulemap")
  let arguments = [
    "swiftc", "-frontend", "-c", "-O", "-parse-as-library", "-swift-version", "6",
    "-module-name", "Deep", "-I", modules.path, "-Xcc", "-fmodule-map-file=\(threadSlots.path)",
    "-primary-file", source.path, "-o", folder.appendingPathComponent("Deep.o").path,
  ]
  let start = ContinuousClock.now
  let (status, peakKB) = try spawnAndWait(
    arguments, errors: folder.appendingPathComponent("errors"))
  let seconds = nanoseconds(start.duration(to: .now)) / 1e9
  guard status == 0 else {
    let errors: String
    do {
      errors = try String(contentsOf: folder.appendingPathComponent("errors"), encoding: .utf8)
    } catch {
      errors = "(its errors could not be read: \(error))"
    }
    throw BenchmarkFailure(
      message: "swiftc failed (\(status)) on features \(depth) deep (\(shape)): \(errors)")
  }
  return (seconds, peakKB / 1024)
}

/// Runs `arguments` (found on the PATH), its standard error into `errors`; returns its exit
/// status and peak resident memory in kilobytes.
private func spawnAndWait(_ arguments: [String], errors: URL) throws(BenchmarkFailure) -> (
  Int32, Double
) {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid: pid_t = 0
  let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, &argv, environ)
  guard spawned == 0 else {
    throw BenchmarkFailure(
      message: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
  }
  var status: Int32 = 0
  var usage = rusage()
  guard wait4(pid, &status, 0, &usage) == pid else {
    throw BenchmarkFailure(message: "wait4 failed: \(String(cString: strerror(errno)))")
  }
  let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  return (exitStatus, Double(usage.ru_maxrss))
}

/// `depth` features, each scoping the one below it, and a store of the outermost.
func featureSource(depth: Int, shape: ActionShape) -> String {
  var lines = [
    "import Loop", "",
    """
    struct F0: Reducer {
      struct State: Equatable, Sendable { var count = 0 }
      enum Action: Equatable, Sendable { case tap }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.count += 1
        return .none
      }
    }
    """,
  ]
  for level in 1...depth {
    let child = "F\(level - 1)"
    let cases =
      switch shape {
      case .twoPayloads: "case child(\(child).Action)\n    case other\n    case set(Int)"
      case .onePayload: "case child(\(child).Action)\n    case other"
      case .indirectChild: "indirect case child(\(child).Action)\n    case other"
      }
    lines.append(
      """
      struct F\(level): Reducer {
        struct State: Equatable, Sendable {
          var child = \(child).State()
          var other = 0
        }
        enum Action: Equatable, Sendable {
          \(cases)
          var child: \(child).Action? { if case .child(let action) = self { action } else { nil } }
        }
        var body: some ReducerOf<Self> {
          Scope(state: \\.child, action: CasePath(Action.child, \\.child)) { \(child)() }
          Reduce { state, action in
            if case .other = action { state.other += 1 }
            return .none
          }
        }
      }
      """)
  }
  lines.append(
    """
    @MainActor func run() {
      let store = Store(initialState: F\(depth).State()) { F\(depth)() }
      store.send(.other)
    }
    """)
  return lines.joined(separator: "\n")
}
