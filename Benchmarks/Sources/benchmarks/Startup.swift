import Foundation
import Glibc

/// Starts `binary` on a fresh pseudo-terminal (120×40) and returns the milliseconds until its
/// output holds `markers` in order (each after the one before), and its peak resident memory
/// in kilobytes then. The process is then sent SIGTERM and reaped. Throws a
/// `BenchmarkFailure` when it cannot be started or its output lacks the markers after 10 s.
func startUnderPTY(_ binary: String, until markers: [[UInt8]], environment: [String])
  throws(BenchmarkFailure) -> (milliseconds: Double, peakKB: Double)
{
  let name = URL(fileURLWithPath: binary).lastPathComponent
  var master: Int32 = -1
  var slave: Int32 = -1
  var size = winsize(ws_row: 40, ws_col: 120, ws_xpixel: 0, ws_ypixel: 0)
  guard openpty(&master, &slave, nil, nil, &size) == 0 else {
    throw BenchmarkFailure(message: "openpty failed: \(String(cString: strerror(errno)))")
  }
  defer { close(master) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, slave, descriptor) }
  posix_spawn_file_actions_addclose(&actions, master)
  var argv: [UnsafeMutablePointer<CChar>?] = [strdup(binary), nil]
  var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
  defer {
    argv.forEach { free($0) }
    envp.forEach { free($0) }
  }
  // The calling thread may block signals and a child inherits the mask: start it with none
  // blocked and default handlers, or SIGTERM would not end it.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  var pid: pid_t = 0
  let start = ContinuousClock.now
  let spawned = posix_spawn(&pid, binary, &actions, &attributes, &argv, &envp)
  guard spawned == 0 else {
    close(slave)
    throw BenchmarkFailure(
      message: "could not start \(binary): \(String(cString: strerror(spawned)))")
  }
  close(slave)
  var seen: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 65536)
  var elapsed: Duration?
  let deadline = start.advanced(by: .seconds(10))
  while ContinuousClock.now < deadline, elapsed == nil {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 100) >= 0 else { break }
    if poller.revents & Int16(POLLIN) == 0 {
      if poller.revents != 0 { break }
      continue
    }
    let count = read(master, &chunk, chunk.count)
    if count <= 0 { break }
    seen += chunk[..<count]
    var position: Int? = 0
    for marker in markers { position = position.flatMap { end(of: marker, in: seen, from: $0) } }
    if position != nil { elapsed = start.duration(to: .now) }
  }
  let peak = peakResidentKB(of: pid)
  kill(pid, SIGTERM)
  // Drain so the child is never blocked writing to a full pty while it exits.
  var status: Int32 = 0
  var usage = rusage()
  while true {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, 2_000) > 0, read(master, &chunk, chunk.count) > 0 else { break }
  }
  kill(pid, SIGKILL)  // in case SIGTERM was not enough; a no-op for a process already gone
  while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
  guard let elapsed else {
    let shown = markers.map { String(decoding: $0, as: UTF8.self).debugDescription }
    throw BenchmarkFailure(
      message: "\(name)'s output (\(seen.count) bytes) did not show "
        + shown.joined(separator: " then ") + " within 10 s")
  }
  try expect(peak > 0, "\(name)'s peak resident memory could not be read")
  return (nanoseconds(elapsed) / 1e6, peak)
}

/// VmHWM of a running process. (`ru_maxrss` from `wait4` is no good here: a spawned child
/// starts out sharing the parent's memory, whose high-water mark it keeps.)
private func peakResidentKB(of pid: pid_t) -> Double {
  guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
    return 0
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    return Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
  }
  return 0
}

/// The index just after the first `needle` in `haystack` at or after `from`.
private func end(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
  guard from + needle.count <= haystack.count else { return nil }
  for start in from...(haystack.count - needle.count)
  where haystack[start..<(start + needle.count)].elementsEqual(needle) {
    return start + needle.count
  }
  return nil
}

func startupBenchmarks(_ budget: Budget, include: (String) -> Bool) async throws -> [Figure] {
  try await benchmark("startup", include) {
    let directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let app = directory.appendingPathComponent("pokedex-tui").path
    let hello = directory.appendingPathComponent("bench-hello").path
    let helloStatic = directory.appendingPathComponent("bench-hello-static").path
    let data = FileManager.default.temporaryDirectory
      .appendingPathComponent("pokedex-bench-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: data) }
    let environment = [
      "TERM=xterm-256color", "HOME=\(data)", "XDG_DATA_HOME=\(data)", "PATH=/usr/bin:/bin",
    ]
    // The end of the first synchronized frame that shows the list's first row: the app draws
    // its first frame once the embedded snapshot has given it the first page. Every run must
    // get there.
    let frameEnd = Array("\u{1B}[?2026l".utf8)
    let appMarkers = [Array("Bulbasaur".utf8), frameEnd]
    let helloMarkers = [Array("hello".utf8)]
    let runs = max(3, Int(20 * budget.scale))
    var appTimes: [Double] = []
    var appPeaks: [Double] = []
    var helloTimes: [Double] = []
    var helloPeaks: [Double] = []
    var helloStaticTimes: [Double] = []
    var helloStaticPeaks: [Double] = []
    for _ in 0..<runs {
      let appRun = try startUnderPTY(app, until: appMarkers, environment: environment)
      appTimes.append(appRun.milliseconds)
      appPeaks.append(appRun.peakKB)
      let helloRun = try startUnderPTY(hello, until: helloMarkers, environment: environment)
      helloTimes.append(helloRun.milliseconds)
      helloPeaks.append(helloRun.peakKB)
      let helloStaticRun = try startUnderPTY(
        helloStatic, until: helloMarkers, environment: environment)
      helloStaticTimes.append(helloStaticRun.milliseconds)
      helloStaticPeaks.append(helloStaticRun.peakKB)
    }
    return [
      Figure(
        "startup", "to first full frame, the list (\(runs) runs)", unit: "ms", samples: appTimes,
        floor: helloTimes, floorName: "Foundation hello-world"),
      Figure(
        "startup", "the same", unit: "ms", samples: appTimes, floor: helloStaticTimes,
        floorName: "hello-world linked as the app is"),
      Figure(
        "startup", "peak RSS", unit: "KB", value: appPeaks.median, floor: helloPeaks.median,
        floorName: "Foundation hello-world"),
      // Issue #42 asks for the peak "over that hello-world": the one linked as the app is,
      // whose static runtime and Foundation the app carries too.
      Figure(
        "startup", "peak RSS, the same", unit: "KB", value: appPeaks.median,
        floor: helloStaticPeaks.median, floorName: "hello-world linked as the app is"),
    ]
  }
}
