import Loop

/// Lets at most `limit` operations run at once; the others wait their turn, first come first
/// served.
///
/// A waiter whose task is cancelled leaves the queue at once with `CancellationError`.
final class AsyncLimiter: Sendable {
  private struct State {
    var running = 0
    var waiting: [(id: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    /// Waiters that have an id but have not yet joined the queue or taken a place.
    var unjoined: Set<Int> = []
    /// Waiters cancelled before they joined the queue (the cancellation handler can run first).
    var cancelledEarly: Set<Int> = []
    var nextID = 0
  }

  /// The most operations running at once.
  let limit: Int
  private let state = Locked(State())

  /// A limiter; `limit` is at least 1.
  init(limit: Int) { self.limit = max(1, limit) }

  /// Runs `operation` once a place is free.
  func run<Value>(_ operation: () async throws -> Value) async throws -> Value {
    try await acquire()
    defer { release() }
    return try await operation()
  }

  private func acquire() async throws {
    let id = state.withLock { state in
      state.nextID += 1
      state.unjoined.insert(state.nextID)
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let verdict: Bool? = state.withLock { state in
          state.unjoined.remove(id)
          if state.cancelledEarly.remove(id) != nil { return false }
          if state.running < limit {
            state.running += 1
            return true
          }
          state.waiting.append((id, continuation))
          return nil
        }
        switch verdict {
        case true?: continuation.resume()
        case false?: continuation.resume(throwing: CancellationError())
        case nil: break
        }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        guard let index = state.waiting.firstIndex(where: { $0.id == id }) else {
          // Not queued: either not there yet (it must not join), or already given a place
          // (nothing to do; remembering it would keep its id forever).
          if state.unjoined.contains(id) { state.cancelledEarly.insert(id) }
          return CheckedContinuation<Void, any Error>?.none
        }
        return state.waiting.remove(at: index).continuation
      }
      waiter?.resume(throwing: CancellationError())
    }
  }

  private func release() {
    let next = state.withLock { state in
      guard !state.waiting.isEmpty else {
        state.running -= 1
        return CheckedContinuation<Void, any Error>?.none
      }
      // The place passes straight to the next waiter, so `running` stays the same.
      return state.waiting.removeFirst().continuation
    }
    next?.resume()
  }
}

/// Runs one operation per key at a time: a caller asking for a key already in flight waits for
/// that operation's result instead of starting another.
///
/// The operation runs in a task of its own, so one caller's cancellation does not cancel it for
/// the others; once every caller has gone it is cancelled (which cancels its URLSession
/// request). A caller arriving while a cancelled operation is still winding down starts a fresh
/// one that waits for the old one to end, so two never overlap.
final class Coalescer<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private struct Flight {
    let id: Int
    var task: Task<Void, Never>?
    var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
    var isAbandoned = false
  }

  private struct State {
    var flights: [Key: Flight] = [:]
    /// Callers that have an id but have not yet joined a flight.
    var unjoined: Set<Int> = []
    /// Callers cancelled before they joined (the cancellation handler can run first).
    var cancelledEarly: Set<Int> = []
    var nextID = 0
  }

  private let state = Locked(State())

  init() {}

  /// `operation`'s result, shared with every caller that asks for `key` while it runs.
  func value(
    for key: Key, operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    let waiter = state.withLock { state in
      state.nextID += 1
      state.unjoined.insert(state.nextID)
      return state.nextID
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let joined = state.withLock { state in
          state.unjoined.remove(waiter)
          if state.cancelledEarly.remove(waiter) != nil { return false }
          if var flight = state.flights[key], !flight.isAbandoned {
            flight.waiters[waiter] = continuation
            state.flights[key] = flight
            return true
          }
          state.nextID += 1
          let id = state.nextID
          let previous = state.flights[key]?.task
          var flight = Flight(id: id, waiters: [waiter: continuation])
          flight.task = Task {
            await previous?.value
            let result: Result<Value, any Error>
            do {
              try Task.checkCancellation()
              result = .success(try await operation())
            } catch {
              result = .failure(error)
            }
            self.finish(key, flight: id, with: result)
          }
          state.flights[key] = flight
          return true
        }
        if !joined { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      leave(key, waiter: waiter)
    }
  }

  private func leave(_ key: Key, waiter: Int) {
    let (continuation, abandoned) = state.withLock { state in
      guard var flight = state.flights[key],
        let continuation = flight.waiters.removeValue(forKey: waiter)
      else {
        // Not waiting: either not joined yet (it must not join), or its flight already
        // answered it (nothing to do; remembering it would keep its id forever).
        if state.unjoined.contains(waiter) { state.cancelledEarly.insert(waiter) }
        return (CheckedContinuation<Value, any Error>?.none, Task<Void, Never>?.none)
      }
      var abandoned: Task<Void, Never>?
      if flight.waiters.isEmpty {
        flight.isAbandoned = true
        abandoned = flight.task
      }
      state.flights[key] = flight
      return (continuation, abandoned)
    }
    continuation?.resume(throwing: CancellationError())
    abandoned?.cancel()
  }

  private func finish(_ key: Key, flight id: Int, with result: Result<Value, any Error>) {
    let waiters = state.withLock { state in
      guard state.flights[key]?.id == id else { return [CheckedContinuation<Value, any Error>]() }
      return Array(state.flights.removeValue(forKey: key)!.waiters.values)
    }
    for waiter in waiters { waiter.resume(with: result) }
  }
}
