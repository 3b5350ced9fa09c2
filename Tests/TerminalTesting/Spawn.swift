import Foundation
import Glibc
import Testing

/// Runs a program to completion and returns its standard output.
///
/// Not Foundation's `Process`: on Linux it notices a child's exit through a descriptor the
/// child inherits, and the tmux server forked by `new-session` keeps that open for good, so
/// `waitUntilExit()` never returns.
public func spawn(_ arguments: [String], captureOutput: Bool) throws -> String {
  let descriptors = try closeOnExecPipe()
  defer { _ = close(descriptors[0]) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  if captureOutput {
    posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  }
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var attributes = childSignalAttributes()
  defer { posix_spawnattr_destroy(&attributes) }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
  _ = close(descriptors[1])
  try #require(spawned == 0, "could not start \(arguments[0])")
  var output: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(descriptors[0], &chunk, chunk.count)
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { break }
    output += chunk[..<count]
  }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0, errno == EINTR {}
  return String(decoding: output, as: UTF8.self)
}

/// A pipe whose two ends are close-on-exec from the start (`pipe2`), as `[read, write]`.
///
/// Not `pipe` followed by `fcntl`: a child another test spawns between the two calls inherits
/// both ends for its whole life, so a read waits for that child and a write to a pipe whose
/// reader was closed never fails with SIGPIPE (seen once the child-process tests ran four at
/// a time).
public func closeOnExecPipe() throws -> [Int32] {
  let pipe2 = unsafeBitCast(
    try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2")),
    to: (@convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32).self)
  var descriptors: [Int32] = [-1, -1]
  try #require(pipe2(&descriptors, O_CLOEXEC) == 0)
  return descriptors
}

/// Spawn attributes that give the child no blocked signals and every signal's default action.
/// Test threads block most signals and the mask is inherited: a tmux server that cannot receive
/// SIGTERM or SIGCHLD neither exits on kill-server nor reaps its shells. The caller destroys
/// them (`posix_spawnattr_destroy`).
public func childSignalAttributes() -> posix_spawnattr_t {
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  var noSignals = sigset_t()
  sigemptyset(&noSignals)
  var allSignals = sigset_t()
  sigfillset(&allSignals)
  posix_spawnattr_setsigmask(&attributes, &noSignals)
  posix_spawnattr_setsigdefault(&attributes, &allSignals)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
  return attributes
}

/// Whether this test process was built with the thread sanitizer, which runs it (and the
/// programs built with it) several times slower and takes crash signals and file size limits
/// for itself.
public let isThreadSanitized = dlsym(nil, "__tsan_init") != nil
