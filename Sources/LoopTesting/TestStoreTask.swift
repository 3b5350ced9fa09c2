import Loop

/// The effects one ``TestStore/send(_:assert:fileID:filePath:line:column:)`` started, as TCA's
/// `TestStoreTask` is: cancel them, or wait for them, from the test.
///
/// ```swift
/// let timer = await store.send(.startTimerTapped) { $0.isTimerOn = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(.ticked) { $0.seconds = 1 }
/// await timer.cancel()  // the test ends with nothing running
/// ```
@MainActor
public struct TestStoreTask: Hashable, Sendable {
  /// The effects, as a plain store's task.
  public let rawValue: StoreTask
  /// Whether any of them is still running.
  let isRunning: @MainActor () -> Bool
  /// Where the send that started them is, and what it sent, for a failure: described only
  /// then (describing an action is most of a step's cost).
  let origin: CodeLocation
  let step: @MainActor () -> String
  let defaultTimeout: Duration

  init(
    _ rawValue: StoreTask, isRunning: @escaping @MainActor () -> Bool, origin: CodeLocation,
    step: @escaping @MainActor () -> String, timeout: Duration
  ) {
    self.rawValue = rawValue
    self.isRunning = isRunning
    self.origin = origin
    self.step = step
    self.defaultTimeout = timeout
  }

  /// Cancels the effects and waits until they have wound down, so the test does not end
  /// with them running.
  ///
  /// ```swift
  /// await timer.cancel()
  /// ```
  public func cancel() async {
    rawValue.cancel()
    await waitUntilDone(timeout: defaultTimeout)
  }

  /// Waits until the effects finish, returning as soon as they do; when `timeout` (the
  /// store's, by default) passes first, the test fails, naming the send that started them.
  ///
  /// ```swift
  /// let save = await store.send(.saveTapped) { $0.isSaving = true }
  /// await save.finish(timeout: .seconds(5))
  /// ```
  public func finish(
    timeout: Duration? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) async {
    let limit = timeout ?? defaultTimeout
    await waitUntilDone(timeout: limit)
    guard isRunning() else { return }
    reportIssue(
      "The effects started by \(step()) (at \(origin.fileID):\(origin.line)) did not finish "
        + "within \(limit).",
      at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Whether every effect has been cancelled (true when there were none).
  ///
  /// ```swift
  /// #expect(timer.isCancelled)
  /// ```
  public var isCancelled: Bool { rawValue.isCancelled }

  /// Lets effects run until none of these is running, or `timeout` passes: a 1 ms poll only
  /// while one of them waits on real asynchronous work.
  private func waitUntilDone(timeout: Duration) async {
    await EffectExecutor.settle()
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while isRunning(), ContinuousClock.now < deadline, !Task.isCancelled {
      try? await Task.sleep(for: .milliseconds(1))
      await EffectExecutor.settle()
    }
  }

  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}
