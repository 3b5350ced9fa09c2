import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Downloads every species' sprite, and its shiny one, into the on-disk cache, so the embedded
/// (offline) source can show them: what `pokedex-tui sync --sprites` runs.
///
/// Resumable: a sprite already in the cache is not asked for again, and each one is written
/// atomically as it arrives, so an interrupted run keeps what it got. A sprite the server does
/// not have (404) is counted and skipped; one that is not a PNG is counted as failed. A server
/// that cannot be reached at all ends the run with ``Interrupted``.
///
/// ```swift
/// let sync = SpriteSync(root: SpritePaths.canonicalRoot, cache: .standard, ids: Array(1...1025))
/// let summary = try await sync.run { progress in print(progress) }
/// ```
public struct SpriteSync: Sendable {
  /// Where `sprites/pokemon/…` is read: PokeAPI's sprite repository, or a mirror.
  public var root: URL
  /// Where the sprites go, under their canonical address (see ``SpritePaths``).
  public var cache: PokeAPICache
  /// The species whose sprites are wanted.
  public var ids: [Int]
  /// Downloads at once, at most.
  public var maxConcurrentRequests = 6
  /// The wait before retrying a request that failed in a way a retry can fix.
  public var retryDelay: Duration = .milliseconds(250)

  /// How far a run has got.
  public struct Progress: Sendable, Equatable, CustomStringConvertible {
    /// Sprites dealt with so far (downloaded, skipped, missing or failed) and in all.
    public var done = 0
    public var total = 0
    /// Downloaded and cached by this run.
    public var downloaded = 0
    /// Already in the cache, so not asked for.
    public var skipped = 0
    /// Not on the server (404).
    public var missing = 0
    /// Not a PNG, or another answer that was not a sprite.
    public var failed = 0

    public init() {}

    /// "2050 sprites: 1200 downloaded, 840 already cached, 10 not on the server".
    public var description: String {
      var parts = ["\(downloaded) downloaded", "\(skipped) already cached"]
      if missing > 0 { parts.append("\(missing) not on the server") }
      if failed > 0 { parts.append("\(failed) failed") }
      return "\(total) sprites: " + parts.joined(separator: ", ")
    }
  }

  /// The run stopped before the end: the server could not be reached, or the cache could not
  /// be written. What it downloaded stays in the cache; running again resumes.
  public struct Interrupted: Error, CustomStringConvertible {
    /// Where it had got.
    public var progress: Progress
    /// Why, in words.
    public var reason: String
    public var description: String { reason }
  }

  /// A run over `ids`' sprites from `root` into `cache`.
  public init(root: URL, cache: PokeAPICache, ids: [Int]) {
    self.root = root
    self.cache = cache
    self.ids = ids
  }

  private enum Outcome: Sendable {
    case downloaded, missing, failed
    /// The server could not be reached: the run stops.
    case unreachable(PokeAPIFailure)
    /// The cache cannot be written (a full disk): the run stops.
    case unwritable(String)
  }

  /// Downloads what the cache lacks, telling `progress` after each sprite; returns the counts.
  ///
  /// - Throws: ``Interrupted`` when the server cannot be reached, `CancellationError` when
  ///   the task is cancelled.
  public func run(progress: @escaping @Sendable (Progress) -> Void = { _ in }) async throws
    -> Progress
  {
    let wanted = ids.flatMap { id in [(id, false), (id, true)] }
    let pending = wanted.filter { !cache.hasSprite(id: $0.0, shiny: $0.1) }
    var counts = Progress()
    counts.total = wanted.count
    counts.skipped = wanted.count - pending.count
    counts.done = counts.skipped
    progress(counts)
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    var policy = PokeAPIFetcher.Policy()
    policy.attempts = 3
    policy.retryDelay = retryDelay
    policy.timeout = .seconds(30)
    let fetcher = PokeAPIFetcher(session: session, policy: policy)
    // When the server cannot be reached, no new request starts, and those on their way are let
    // finish rather than cancelled: they are failing too, and FoundationNetworking on Linux can
    // crash when a cancel meets a task that is failing at that moment ("a behaviour for a task
    // that is not in the registry"). One that succeeds meanwhile is kept.
    var stoppedBy: String?
    try await withThrowingTaskGroup(of: Outcome.self) { group in
      var next = pending.makeIterator()
      func startNext() {
        guard stoppedBy == nil, let (id, shiny) = next.next() else { return }
        group.addTask { try await download(id, shiny: shiny, with: fetcher) }
      }
      for _ in 0..<max(1, min(maxConcurrentRequests, 6)) { startNext() }
      while let outcome = try await group.next() {
        switch outcome {
        case .downloaded: counts.downloaded += 1
        case .missing: counts.missing += 1
        case .failed: counts.failed += 1
        case .unreachable(let failure):
          if stoppedBy == nil { stoppedBy = SyncError(failure).description }
          continue
        case .unwritable(let reason):
          if stoppedBy == nil { stoppedBy = reason }
          continue
        }
        counts.done += 1
        progress(counts)
        startNext()
      }
    }
    if let stoppedBy {
      throw Interrupted(progress: counts, reason: stoppedBy)
    }
    return counts
  }

  private func download(_ id: Int, shiny: Bool, with fetcher: PokeAPIFetcher) async throws
    -> Outcome
  {
    let url = SpritePaths.url(id: id, shiny: shiny, under: root)
    let data: Data
    do {
      data = try await fetcher.data(from: url)
    } catch let failure as PokeAPIFailure {
      if failure.meansUnreachable { return .unreachable(failure) }
      if case .status(404, _) = failure.kind { return .missing }
      return .failed
    }
    guard (try? PNGImage.decode(data)) != nil else { return .failed }
    do {
      try cache.storeSprite(data, id: id, shiny: shiny)
    } catch {
      return .unwritable("cannot write the cache in \(cache.directory.path): \(error)")
    }
    return .downloaded
  }
}
