import Dispatch

/// One effect a store started, and its task once it has one.
///
/// A store makes the tasks of the effects sent in a main-actor turn when that turn ends, all
/// at once (see `StoreCore.startWaitingEffects`), so an effect cancelled within the turn that
/// returned it (cancel-in-flight, a `.cancel(id:)`, a dismissed child) never gets a task: no
/// task to make, schedule, wake and tear down. Until then the handle stands in for the task:
/// cancelling it means the task is never made, and waiting on it waits for the task.
@usableFromInline
package final class EffectHandle: Hashable, Sendable {
  private enum Phase: Sendable {
    /// No task yet: the store makes one at the end of the turn, unless cancelled first.
    /// `waiters` resume those waiting for the task. They are closures, not the continuations
    /// themselves: a `CheckedContinuation<Void, Never>` array in the state would have the
    /// runtime check `Never: Error`, a scan of every conformance, on the first effect started.
    case waiting(cancelled: Bool, waiters: [@Sendable () -> Void])
    /// `cancelled` is set the moment the store cancels the effect, which may be before the
    /// task itself is (see ``cancel(_:inline:)``).
    case started(Task<Void, Never>, cancelled: Bool)
  }

  /// Behind a pthread mutex (`Locked`), not `Synchronization.Mutex`: the thread sanitizer does
  /// not see the Mutex's locking and reported the handle's accesses from two threads as a race.
  private let phase: Locked<Phase>

  /// A handle whose task the store makes later, with ``start(_:)``.
  @usableFromInline init() { phase = Locked(.waiting(cancelled: false, waiters: [])) }

  /// A handle for a task already made.
  @usableFromInline init(_ task: Task<Void, Never>) {
    phase = Locked(.started(task, cancelled: false))
  }

  /// Makes the task with `makeTask`, unless the handle was cancelled first; returns whether
  /// it made it. Those waiting on the handle then wait on the task.
  @usableFromInline func start(_ makeTask: () -> Task<Void, Never>) -> Bool {
    var waiters: [@Sendable () -> Void] = []
    let made = phase.withLock { phase in
      guard case .waiting(false, let pending) = phase else { return false }
      phase = .started(makeTask(), cancelled: false)
      waiters = pending
      return true
    }
    for resume in waiters { resume() }
    return made
  }

  /// Cancels the task, or sees that it is never made.
  @usableFromInline func cancel() { markCancelled()?.cancel() }

  /// Cancels `handles`.
  ///
  /// Each is marked cancelled at once, so nothing its effect sends is delivered from here on
  /// and it reads as cancelled. Their tasks are cancelled here when they are at most
  /// `inline`; more are cancelled on a thread of the pool. A task's cancellation runs its
  /// cancellation handlers (a sleep's, a request's) on the cancelling thread, about a
  /// microsecond each: 50,000 effects under one id held the main actor for 68 ms, now 11.
  @inlinable static func cancel(_ handles: some Sequence<EffectHandle>, inline: Int) {
    var tasks: [Task<Void, Never>] = []
    tasks.reserveCapacity(handles.underestimatedCount)
    for handle in handles {
      if let task = handle.markCancelled() { tasks.append(task) }
    }
    guard tasks.count > inline else { return tasks.forEach { $0.cancel() } }
    DispatchQueue.global().async { [tasks] in tasks.forEach { $0.cancel() } }
  }

  /// Marks the effect cancelled and returns its task to cancel, if it has one.
  @usableFromInline func markCancelled() -> Task<Void, Never>? {
    let (task, waiters) = phase.withLock {
      phase -> (Task<Void, Never>?, [@Sendable () -> Void]) in
      switch phase {
      case .started(let task, _):
        phase = .started(task, cancelled: true)
        return (task, [])
      case .waiting(_, let waiters):
        phase = .waiting(cancelled: true, waiters: [])
        return (nil, waiters)
      }
    }
    for resume in waiters { resume() }
    return task
  }

  /// Whether the effect was cancelled, before or after its task was made.
  @usableFromInline var isCancelled: Bool {
    switch phase.withLock({ $0 }) {
    case .started(let task, let cancelled): cancelled || task.isCancelled
    case .waiting(let cancelled, _): cancelled
    }
  }

  /// Waits for the effect to finish: for its task, once made; at once if it never will be.
  func finish() async {
    if let task = await task() { await task.value }
  }

  /// The task, once made; nil when the handle was cancelled before.
  private func task() async -> Task<Void, Never>? {
    if case .started(let task, _) = phase.withLock({ $0 }) { return task }
    await withCheckedContinuation { continuation in
      let waits = phase.withLock { phase -> Bool in
        guard case .waiting(false, var waiters) = phase else { return false }
        waiters.append { continuation.resume() }
        phase = .waiting(cancelled: false, waiters: waiters)
        return true
      }
      if !waits { continuation.resume() }
    }
    if case .started(let task, _) = phase.withLock({ $0 }) { return task }
    return nil
  }

  @usableFromInline package static func == (lhs: EffectHandle, rhs: EffectHandle) -> Bool {
    lhs === rhs
  }
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
