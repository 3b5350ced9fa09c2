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
    case started(Task<Void, Never>)
  }

  /// Behind a pthread mutex (`Locked`), not `Synchronization.Mutex`: the thread sanitizer does
  /// not see the Mutex's locking and reported the handle's accesses from two threads as a race.
  private let phase: Locked<Phase>

  /// A handle whose task the store makes later, with ``start(_:)``.
  @usableFromInline init() { phase = Locked(.waiting(cancelled: false, waiters: [])) }

  /// A handle for a task already made.
  @usableFromInline init(_ task: Task<Void, Never>) { phase = Locked(.started(task)) }

  /// Makes the task with `makeTask`, unless the handle was cancelled first; returns whether
  /// it made it. Those waiting on the handle then wait on the task.
  @usableFromInline func start(_ makeTask: () -> Task<Void, Never>) -> Bool {
    var waiters: [@Sendable () -> Void] = []
    let made = phase.withLock { phase in
      guard case .waiting(false, let pending) = phase else { return false }
      phase = .started(makeTask())
      waiters = pending
      return true
    }
    for resume in waiters { resume() }
    return made
  }

  /// Cancels the task, or sees that it is never made.
  @usableFromInline func cancel() {
    let (task, waiters) = phase.withLock {
      phase -> (Task<Void, Never>?, [@Sendable () -> Void]) in
      switch phase {
      case .started(let task):
        return (task, [])
      case .waiting(_, let waiters):
        phase = .waiting(cancelled: true, waiters: [])
        return (nil, waiters)
      }
    }
    task?.cancel()
    for resume in waiters { resume() }
  }

  /// Whether the effect was cancelled, before or after its task was made.
  @usableFromInline var isCancelled: Bool {
    switch phase.withLock({ $0 }) {
    case .started(let task): task.isCancelled
    case .waiting(let cancelled, _): cancelled
    }
  }

  /// Waits for the effect to finish: for its task, once made; at once if it never will be.
  func finish() async {
    if let task = await task() { await task.value }
  }

  /// The task, once made; nil when the handle was cancelled before.
  private func task() async -> Task<Void, Never>? {
    if case .started(let task) = phase.withLock({ $0 }) { return task }
    await withCheckedContinuation { continuation in
      let waits = phase.withLock { phase -> Bool in
        guard case .waiting(false, var waiters) = phase else { return false }
        waiters.append { continuation.resume() }
        phase = .waiting(cancelled: false, waiters: waiters)
        return true
      }
      if !waits { continuation.resume() }
    }
    if case .started(let task) = phase.withLock({ $0 }) { return task }
    return nil
  }

  @usableFromInline package static func == (lhs: EffectHandle, rhs: EffectHandle) -> Bool {
    lhs === rhs
  }
  @usableFromInline package func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
