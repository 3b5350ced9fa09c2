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
  /// The test store that sent, which tells whether they still run and describes the send.
  let store: any SentEffectsSource
  /// What was sent, described only for a failure (describing an action is most of a step's
  /// cost).
  let action: any Sendable
  /// Where the send is.
  let origin: CodeLocation
  let defaultTimeout: Duration

  init(
    _ rawValue: StoreTask, of store: any SentEffectsSource, action: any Sendable,
    origin: CodeLocation, timeout: Duration
  ) {
    self.rawValue = rawValue
    self.store = store
    self.action = action
    self.origin = origin
    self.defaultTimeout = timeout
  }

  /// Whether any of the effects is still running.
  private func isRunning() -> Bool { store.isRunning(rawValue) }

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
      "The effects started by \(store.describeSend(of: action)) "
        + "(at \(origin.fileID):\(origin.line)) did not finish within \(limit).",
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

/// What a ``TestStoreTask`` asks of the test store that made it: a reference to the store,
/// where two closures each took an allocation at every send (an action of more than three
/// words still takes one, boxed as `any Sendable`).
@MainActor protocol SentEffectsSource: AnyObject {
  /// Whether any of `effects` is still running.
  func isRunning(_ effects: StoreTask) -> Bool
  /// `send(action)`, as a failure names the step.
  func describeSend(of action: any Sendable) -> String
}
