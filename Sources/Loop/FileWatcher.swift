import Dispatch

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

/// Tells file keys when another process changed their file.
///
/// On Linux one inotify descriptor watches the folders of every watched file, read by a
/// Dispatch source: the kernel wakes it when a file in a watched folder is written or renamed
/// into place (how a file key saves), and nothing runs while nothing changes. Elsewhere, or if
/// inotify cannot be had, each watched file's identity (inode, size, modification time) is
/// looked at twice a second.
final class FileWatcher: @unchecked Sendable {
  // Unchecked: the Dispatch sources are set up in `init` and then only read; everything that
  // changes is behind `state`'s lock.

  /// The process's watcher.
  static let shared = FileWatcher()

  private struct Watcher: Sendable {
    let path: String
    let onChange: @Sendable () -> Void
  }

  private struct State {
    var nextID = 0
    var watchers: [Int: Watcher] = [:]
    /// inotify's watch descriptor of each watched folder.
    var folders: [String: Int32] = [:]
    /// Watched folders that went away (removed, or their parent removed): watched again as
    /// soon as they exist again.
    var lost: Set<String> = []
    /// Watches on the nearest existing folder above each lost one, to see it come back.
    var ancestors: [Int32: String] = [:]
    /// Where inotify is not available: each watched file's identity when last looked at.
    var identities: [Int: FileIdentity?] = [:]
  }

  private let state = Locked(State())
  private let queue = DispatchQueue(label: "Loop.FileWatcher")
  /// The inotify descriptor and its source; nil where inotify is not available.
  private let inotify: (descriptor: Int32, source: any DispatchSourceRead)?
  /// The poll, where inotify is not available.
  private let poll: (any DispatchSourceTimer)?

  private init() {
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    #else
      let descriptor: Int32 = -1
    #endif
    if descriptor >= 0 {
      let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
      inotify = (descriptor, source)
      poll = nil
      source.setEventHandler { [weak self] in self?.readEvents() }
      source.activate()
    } else {
      inotify = nil
      let timer = DispatchSource.makeTimerSource(queue: queue)
      poll = timer
      timer.schedule(deadline: .now() + .milliseconds(500), repeating: .milliseconds(500))
      timer.setEventHandler { [weak self] in self?.pollIdentities() }
      timer.activate()
    }
  }

  /// A watch of one file; it ends when this is released.
  final class Watch: Sendable {
    fileprivate let id: Int
    fileprivate let watcher: FileWatcher
    fileprivate init(id: Int, watcher: FileWatcher) {
      self.id = id
      self.watcher = watcher
    }
    deinit {
      watcher.state.withLock { state in
        state.watchers[id] = nil
        state.identities[id] = nil
      }
    }
  }

  /// Calls `onChange` (on a queue of the watcher's) whenever the file at `path` may have
  /// changed, until the returned watch is released. The file's folder is made if missing, so
  /// there is something to watch.
  func watch(_ path: String, onChange: @escaping @Sendable () -> Void) -> Watch {
    let folder = Self.folder(of: path)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      state.watchers[state.nextID] = Watcher(path: path, onChange: onChange)
      return state.nextID
    }
    #if os(Linux)
      if let inotify {
        state.withLock { state in
          guard state.folders[folder] == nil else { return }
          let wd = inotify_add_watch(inotify.descriptor, folder, Self.folderMask)
          if wd >= 0 {
            state.folders[folder] = wd
            state.lost.remove(folder)
          }
        }
      }
    #endif
    if poll != nil {
      let identity = Self.identity(of: path)
      state.withLock { $0.identities[id] = identity }
    }
    return Watch(id: id, watcher: self)
  }

  #if os(Linux)
    /// What a watched folder reports: a file written, renamed into place, made or removed; and
    /// the folder itself moved away.
    private static let folderMask = UInt32(
      IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVE_SELF)
  #endif

  /// Watches the lost folders again where they exist once more, and returns them (their files
  /// may have been written before the watch began); for the others, watches the nearest
  /// folder above that exists, to hear of the next one made there.
  private func rearm(_ state: inout State, _ descriptor: Int32) -> Set<String> {
    var found: Set<String> = []
    #if os(Linux)
      let watched = Set(state.watchers.values.map { Self.folder(of: $0.path) })
      state.lost.formIntersection(watched)
      for folder in state.lost {
        var attempts = 0
        while attempts < 64 {
          attempts += 1
          let wd = inotify_add_watch(descriptor, folder, Self.folderMask)
          if wd >= 0 {
            state.folders[folder] = wd
            found.insert(folder)
            break
          }
          // The nearest folder above that exists: watch it for folders made in it. Then look
          // again, in case the next one down was made before that watch began.
          var above = folder
          var added: Int32 = -1
          while added < 0, let slash = above.lastIndex(of: "/") {
            above = slash == above.startIndex ? "/" : String(above[..<slash])
            added = inotify_add_watch(
              descriptor, above, UInt32(IN_CREATE | IN_MOVED_TO | IN_ONLYDIR | IN_MASK_ADD))
            if above == "/" { break }
          }
          if added >= 0 { state.ancestors[added] = above }
          let next = above == "/" ? "" : above
          let child = folder.dropFirst(next.count + 1).prefix { $0 != "/" }
          guard FileManager.default.fileExists(atPath: next + "/" + child) else { break }
        }
      }
      state.lost.subtract(found)
    #endif
    return found
  }

  private static func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
  }

  /// Reads what inotify has, and tells the watchers of the files it names.
  private func readEvents() {
    guard let inotify else { return }
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var changed: Set<String> = []
    var overflowed = false
    var rearming = false
    while true {
      let count = buffer.withUnsafeMutableBytes {
        read(inotify.descriptor, $0.baseAddress, $0.count)
      }
      if count <= 0 { break }
      var offset = 0
      // Each event: the watch descriptor (Int32), mask, cookie and name length (UInt32 each),
      // then the name, padded with zeros to the length.
      while offset + 16 <= count {
        let wd = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
        let mask = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        }
        let length = Int(
          buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset += 16 + length
        #if os(Linux)
          if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            overflowed = true  // events were lost: every watcher looks again
            continue
          }
          if mask & UInt32(IN_MOVE_SELF) != 0 {
            // The folder was renamed: its watch would follow it. Dropped, the watch ends with
            // IN_IGNORED, below, and the folder's path is watched again once it exists.
            inotify_rm_watch(inotify.descriptor, wd)
            continue
          }
          if mask & UInt32(IN_IGNORED) != 0 {
            // The folder went away (removed, or moved): it is watched again once it exists.
            state.withLock { state in
              if let folder = state.folders.first(where: { $0.value == wd })?.key {
                state.folders[folder] = nil
                state.lost.insert(folder)
              }
              state.ancestors[wd] = nil
            }
            rearming = true
            continue
          }
        #endif
        let (folder, isAncestor) = state.withLock {
          ($0.folders.first { $0.value == wd }?.key, $0.ancestors[wd] != nil)
        }
        if let folder { changed.insert(folder + "/" + name) }
        if isAncestor { rearming = true }
      }
    }
    var refound: Set<String> = []
    if rearming {
      refound = state.withLock { rearm(&$0, inotify.descriptor) }
    }
    let watchers = state.withLock { Array($0.watchers.values) }
    for watcher in watchers
    where overflowed || changed.contains(watcher.path)
      || refound.contains(Self.folder(of: watcher.path))
    {
      watcher.onChange()
    }
  }

  // MARK: Polling, where inotify is not available

  private func pollIdentities() {
    for (id, watcher) in state.withLock({ $0.watchers }) {
      let now = Self.identity(of: watcher.path)
      let changed = state.withLock { state in
        guard let before = state.identities[id], before != now else { return false }
        state.identities[id] = now
        return true
      }
      if changed { watcher.onChange() }
    }
  }

  /// What tells one version of a file from another without reading it.
  struct FileIdentity: Equatable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var modifiedNanoseconds: Int64
  }

  static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      return FileIdentity(
        inode: UInt64(info.st_ino), size: Int64(info.st_size),
        modified: Int64(info.st_mtimespec.tv_sec),
        modifiedNanoseconds: Int64(info.st_mtimespec.tv_nsec))
    #else
      return FileIdentity(
        inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: Int64(info.st_mtim.tv_sec),
        modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    #endif
  }
}
