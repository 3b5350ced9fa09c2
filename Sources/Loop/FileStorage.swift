#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What loading a persisted shared value found.
enum SharedLoad<Value> {
  /// The stored value.
  case loaded(Value)
  /// The file holds what this process last read from it or wrote to it: nothing to take.
  case unchanged
  /// Nothing is stored yet: start from the default and save freely.
  case absent
  /// The file could not be decoded and was moved aside (the problem says where); start from the
  /// default and save freely.
  case movedAside(problem: PersistenceProblem)
  /// The file exists but cannot be read or moved aside: keep it as it is, and save nothing
  /// over it until a later load succeeds.
  case refused(problem: PersistenceProblem)
}

/// What a save of a file key did.
enum SharedSave<Value> {
  /// The file now holds `merged`: this process's changes applied to what the file held.
  /// `movedAside` says where a file that could not be decoded went, when one did.
  case saved(Value, movedAside: PersistenceProblem?)
  /// Nothing was written; the problem says why, and the next change tries again.
  case failed(PersistenceProblem)
  /// The file exists but cannot be read: nothing was written, nor will be until it can be.
  case refused(PersistenceProblem)
}

/// The calls file storage makes, so a test can make one of them fail as a full disk or a
/// broken device would (root, which runs the tests, reads and writes through permissions).
struct FileSystem: Sendable {
  /// The file's bytes, or nil when there is no file.
  var read: @Sendable (_ path: String) throws(FileSystemError) -> Data?
  /// Replaces the file with `data`, atomically.
  var write: @Sendable (_ data: Data, _ url: URL) throws -> Void
  /// Gives the file at `from` the name `to`, failing if `to` exists.
  var move: @Sendable (_ from: String, _ to: String) throws(FileSystemError) -> Void
  /// Takes the advisory lock on the lock file at `path` (made if missing), waiting for
  /// another process to release it; returns what releases it.
  var lock: @Sendable (_ path: String) throws(FileSystemError) -> FileLock = {
    path throws(FileSystemError) in
    try FileLock(path)
  }

  /// The real file system.
  static let posix = FileSystem(
    read: { path throws(FileSystemError) in try readFile(path) }, write: writeAtomically,
    move: moveWithoutReplacing)
}

/// An exclusive `flock` on a lock file beside a data file, held from `init` until
/// ``release()``. The kernel releases it if the process dies, so a killed save never leaves
/// the file locked.
final class FileLock: Sendable {
  private let descriptor: Int32

  /// Opens (or makes) the lock file at `path` and waits for its lock.
  init(_ path: String) throws(FileSystemError) {
    let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileSystemError(call: "open", path: path, code: errno) }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(fd)
        throw FileSystemError(call: "flock", path: path, code: code)
      }
    }
    descriptor = fd
  }

  /// A lock that holds nothing, for a file system seam that locks elsewhere.
  init() { descriptor = -1 }

  /// Releases the lock (closing the file releases it).
  func release() { if descriptor >= 0 { close(descriptor) } }
}

extension SharedStorage where Value: Codable {
  /// JSON in a file, replaced atomically on save. A file that cannot be decoded is moved aside
  /// under a name no other file has; one that cannot be read (or moved aside) is left as it is
  /// and nothing is saved over it.
  ///
  /// A save holds the lock on `.<name>.lock` beside the file while it reads the file as it is
  /// now, applies this process's changes since it last read or wrote it (``MergeTree``), and
  /// writes the result: two processes saving one file lose neither's changes.
  static func jsonFile(_ url: URL, fileSystem: FileSystem = .posix) -> SharedStorage {
    let lockPath = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).lock", isDirectory: false).path
    // The bytes this process last read from the file or wrote to it: when the file still
    // holds them, nobody else changed it, and neither a look after a change notice (this
    // process's own save, most often) nor a save needs to decode or merge anything.
    let known = Locked<Data?>(nil)
    return SharedStorage(
      name: url.lastPathComponent,
      path: url.path,
      load: { loadJSON(url, fileSystem: fileSystem, known: known) },
      save: { base, mine in
        save(
          mine, since: base, to: url, lockPath: lockPath, fileSystem: fileSystem, known: known)
      },
      merge: { base, mine, theirs in merge(base: base, mine: mine, theirs: theirs) })
  }

  private static func save(
    _ mine: Value, since base: Value, to url: URL, lockPath: String, fileSystem: FileSystem,
    known: Locked<Data?>
  ) -> SharedSave<Value> {
    func notSaved(_ kind: PersistenceProblem.Kind, _ reason: String) -> SharedSave<Value> {
      .failed(PersistenceProblem(kind, path: url.path, reason: reason))
    }
    do {
      try makeFolders(url.deletingLastPathComponent().path)
    } catch {
      return notSaved(.folderNotMade, error.reason)
    }
    let lock: FileLock
    do {
      lock = try fileSystem.lock(lockPath)
    } catch {
      return notSaved(.notLocked(lockFile: lockPath), error.reason)
    }
    defer { lock.release() }
    removeTemporaryFilesOfEndedProcesses(beside: url)
    var merged = mine
    var movedAside: PersistenceProblem?
    switch loadJSON(url, fileSystem: fileSystem, known: known) {
    case .loaded(let theirs): merged = merge(base: base, mine: mine, theirs: theirs)
    case .unchanged, .absent: break
    case .movedAside(let problem): movedAside = problem
    case .refused(let problem): return .refused(problem)
    }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(merged)
    } catch {
      forgetKnown(known)
      return notSaved(.notEncoded, "\(error)")
    }
    do {
      try fileSystem.write(data, url)
      known.withLock { $0 = data }
      return .saved(merged, movedAside: movedAside)
    } catch let error as FileSystemError {
      forgetKnown(known)
      // The reason first and short, for a status line: the temporary file's name says nothing.
      return notSaved(.notWritten, error.reason)
    } catch {
      forgetKnown(known)
      return notSaved(.notWritten, "\(error)")
    }
  }

  /// After a save that read the file but could not write: the value did not take what the
  /// file held, so the next look at the file must read it again, not find it "unchanged".
  private static func forgetKnown(_ known: Locked<Data?>) { known.withLock { $0 = nil } }

  static func loadJSON(_ url: URL, fileSystem: FileSystem, known: Locked<Data?>)
    -> SharedLoad<Value>
  {
    let data: Data
    do {
      guard let read = try fileSystem.read(url.path) else {
        known.withLock { $0 = nil }
        return .absent
      }
      data = read
    } catch {
      return .refused(
        problem: PersistenceProblem(.unreadable, path: url.path, reason: error.reason))
    }
    if known.withLock({ $0 == data }) { return .unchanged }
    do {
      let value = try JSONDecoder().decode(Value.self, from: data)
      known.withLock { $0 = data }
      return .loaded(value)
    } catch {
      let reason = explain(error)
      do {
        let aside = try moveAside(url, fileSystem: fileSystem)
        return .movedAside(
          problem: PersistenceProblem(.movedAside(to: aside), path: url.path, reason: reason))
      } catch {
        return .refused(
          problem: PersistenceProblem(
            .notMovedAside(because: "\(error)"), path: url.path, reason: reason))
      }
    }
  }

  /// Renames a corrupt file to `<name>.corrupt-<seconds since 1970>`, with `-2`, `-3`… after it
  /// when that name is taken, and returns the new name. An existing file is never replaced.
  private static func moveAside(_ url: URL, fileSystem: FileSystem) throws(FileSystemError)
    -> String
  {
    let stem = "\(url.lastPathComponent).corrupt-\(Int(Date().timeIntervalSince1970))"
    let directory = url.deletingLastPathComponent()
    for attempt in 1...1000 {
      let name = attempt == 1 ? stem : "\(stem)-\(attempt)"
      do {
        try fileSystem.move(
          url.path, directory.appendingPathComponent(name).path)
        return name
      } catch  where error.code == EEXIST {
        continue
      }
    }
    throw FileSystemError(call: "rename", path: url.path, code: EEXIST)
  }
}

/// Removes the temporary files a process killed during a save left beside `url`
/// (`.<name>.tmp-<pid>-<n>`, see ``writeAtomically(_:to:)``), those of processes that no
/// longer run. Called under the file's lock, so no save of a live process is touched.
func removeTemporaryFilesOfEndedProcesses(beside url: URL) {
  let folder = url.deletingLastPathComponent().path
  let prefix = ".\(url.lastPathComponent).tmp-"
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
  for name in names where name.hasPrefix(prefix) {
    guard let pid = Int32(name.dropFirst(prefix.count).prefix { $0 != "-" }), pid > 0,
      kill(pid, 0) != 0, errno == ESRCH
    else { continue }
    unlink(folder + "/" + name)
  }
}

/// A decoding error in one line of words.
package func explain(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingPrefix(".").description
  }
  guard let error = error as? DecodingError else { return "\(error)" }
  switch error {
  case .dataCorrupted(let context):
    return context.codingPath.isEmpty
      ? "not valid JSON" : "unexpected value at \(path(context)): \(context.debugDescription)"
  case .keyNotFound(let key, let context):
    let place = context.codingPath.isEmpty ? "" : " in \(path(context))"
    return "missing \"\(key.stringValue)\"\(place)"
  case .typeMismatch(_, let context), .valueNotFound(_, let context):
    return "unexpected value at \(path(context)): \(context.debugDescription)"
  @unknown default:
    return "\(error)"
  }
}

/// An error from a POSIX call, with the call's name and the path.
package struct FileSystemError: Error, CustomStringConvertible {
  let call: String
  let path: String
  let code: Int32
  /// The system's words for `code` ("Permission denied").
  package var reason: String { String(cString: strerror(code)) }
  package var description: String { "\(call) \(path): \(reason)" }
}

/// The whole file at `path` (or its first `limit` bytes), or nil when there is no file there (any
/// other failure, such as no permission, a directory in its place or an I/O error, throws).
package func readFile(_ path: String, upTo limit: Int = .max) throws(FileSystemError) -> Data? {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  if fd < 0 {
    if errno == ENOENT { return nil }
    throw FileSystemError(call: "open", path: path, code: errno)
  }
  defer { close(fd) }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: max(1, min(64 * 1024, limit)))
  while data.count < limit {
    let wanted = min(chunk.count, limit - data.count)
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, wanted) }
    if count < 0 {
      if errno == EINTR { continue }
      throw FileSystemError(call: "read", path: path, code: errno)
    }
    if count == 0 { return data }
    data.append(contentsOf: chunk[..<count])
  }
  return data
}

/// Makes the folder at `path` and any folders above it that are missing, as `mkdir -p` does; a
/// failure names the folder that could not be made, in the system's words.
package func makeFolders(_ path: String) throws(FileSystemError) {
  var folder = path.hasPrefix("/") ? "" : "."
  for part in path.split(separator: "/", omittingEmptySubsequences: true) {
    folder += "/" + part
    if mkdir(folder, 0o755) == 0 { continue }
    let code = errno
    var status = stat()
    // Already there as a folder (or a link to one): go on to the next.
    guard code == EEXIST, stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw FileSystemError(call: "mkdir", path: folder, code: code == EEXIST ? ENOTDIR : code)
    }
  }
}

/// Renames `from` to `to` unless `to` exists: a hard link, then the old name removed.
func moveWithoutReplacing(_ from: String, _ to: String) throws(FileSystemError) {
  guard link(from, to) == 0 else { throw FileSystemError(call: "link", path: to, code: errno) }
  guard unlink(from) == 0 else {
    let code = errno
    unlink(to)
    throw FileSystemError(call: "unlink", path: from, code: code)
  }
}

/// Writes every byte of `bytes` to `fd`, going on after short and interrupted writes.
package func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String)
  throws(FileSystemError)
{
  var offset = 0
  while offset < bytes.count {
    let written = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
    if written < 0 {
      if errno == EINTR { continue }
      throw FileSystemError(call: "write", path: path, code: errno)
    }
    offset += written
  }
}

/// Writes `data` to a temporary file beside `url`, flushes it to the disk, renames it over
/// `url`, and flushes the folder, so the new name survives a power cut too. If anything fails
/// the temporary file is removed and `url` is left as it was.
package func writeAtomically(_ data: Data, to url: URL) throws(FileSystemError) {
  let directory = url.deletingLastPathComponent()
  try makeFolders(directory.path)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
  ).path
  let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw FileSystemError(call: "open", path: temporary, code: errno) }
  // `withUnsafeBytes` rethrows untyped, so the write's own error is caught inside it.
  var failure = data.withUnsafeBytes { bytes -> FileSystemError? in
    do throws(FileSystemError) {
      try writeAll(fd, bytes, path: temporary)
      return nil
    } catch {
      return error
    }
  }
  if failure == nil, fsync(fd) != 0 {
    failure = FileSystemError(call: "fsync", path: temporary, code: errno)
  }
  close(fd)
  if failure == nil, rename(temporary, url.path) != 0 {
    failure = FileSystemError(call: "rename", path: url.path, code: errno)
  }
  if let failure {
    unlink(temporary)
    throw failure
  }
  let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
  if folder >= 0 {
    // The file is in place; a folder that cannot be flushed (some file systems refuse) only
    // weakens what a power cut could undo, so it is not an error.
    _ = fsync(folder)
    close(folder)
  }
}
