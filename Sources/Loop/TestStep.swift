/// What a `TestStore` step in progress tells the code it runs: the test's line, the tracker of
/// the shared values the step changes, and whether the test's assert closure is running (shared
/// values then read and write the expected copy instead of the real one).
///
/// One value, so a step puts it in force with one task-local push. An assert closure, which
/// runs synchronously on its thread, gets it from the thread's dependency cell instead, with no
/// push at all (see `DependencyFrame`); a task the closure starts does not inherit it.
@usableFromInline
package struct TestStep: Sendable {
  /// Where the step is in the test: issues reported without a location point there.
  @usableFromInline package var location: CodeLocation?
  /// Collects the shared values the step changes.
  package var tracker: SharedChangeTracker?
  /// Whether the test's assert closure is running.
  package var isAsserting = false

  package init(
    location: CodeLocation? = nil, tracker: SharedChangeTracker? = nil, isAsserting: Bool = false
  ) {
    self.location = location
    self.tracker = tracker
    self.isAsserting = isAsserting
  }

  /// The step of the running task (its effects inherit it), if any.
  @usableFromInline @TaskLocal package static var inTask: TestStep?

  /// The step in force here: that of an assert closure running on this thread, else the
  /// task's.
  package static var current: TestStep? { DependencyFrame.stepInForce ?? inTask }
}
