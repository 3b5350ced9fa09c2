import Loop
import LoopRecording

/// Feeds a `Recording` (made with LoopRecording) through a fresh store running the same reducer,
/// and checks that every state it reaches is the one recorded.
///
/// Every recorded action goes straight into the reducer, in order: the ones a person sent and
/// the ones effects sent alike. The effects the reducer returns are *not* run, because what
/// they produced is already in the recording as later actions; so a replay needs no network,
/// no files and no waiting, and gives the same result every time. Before each action the
/// store's `TestClock` (``clock``) is moved to the time the action was recorded at. The store
/// gets a fresh in-memory `SharedRegistry`, so shared values start from their defaults and a
/// replay never writes the app's files.
///
/// ```swift
/// let recording = try Recording<Counter.Action>(contentsOf: url)
/// let final = try await Replay(recording, initialState: Counter.State()) { Counter() }.run()
/// #expect(final.count == 3)
/// ```
///
/// The first state whose hash differs from the recording stops the replay with a
/// `RecordingDivergence` naming the action, its line and the fields that differ.
@MainActor
public struct Replay<State: Encodable, Action: Codable & Sendable> {
  /// The recording replayed.
  ///
  /// ```swift
  /// print("replaying \(replay.recording.entries.count) actions")
  /// ```
  public let recording: Recording<Action>
  /// The store's clock, moved to each action's recorded time.
  ///
  /// ```swift
  /// let final = try await replay.run()
  /// print("the session lasted \(replay.clock.now.offset)")
  /// ```
  public let clock = TestClock()
  private let makeInitialState: () -> State
  private let makeReducer: () -> (inout State, Action) -> Effect<Action>
  private let prepareDependencies: ((inout DependencyValues) -> Void)?

  /// A replay of `recording` from `initialState`, through the reducer `reducer` builds, with
  /// the dependencies changed by `prepareDependencies` (the clock and the shared registry are
  /// set before it runs). `initialState` is made with those dependencies in force.
  ///
  /// ```swift
  /// let replay = Replay(recording, initialState: App.State()) { App() } withDependencies: {
  ///   $0.pokemonClient = .embedded
  /// }
  /// ```
  public init<R: Reducer>(
    _ recording: Recording<Action>,
    initialState: @escaping @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: @escaping () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    self.recording = recording
    self.makeInitialState = initialState
    self.makeReducer = {
      let reducer = reducer()
      return { reducer.reduce(into: &$0, action: $1) }
    }
    self.prepareDependencies = prepareDependencies
  }

  /// Replays every action and returns the final state; throws at the first state that differs
  /// from the recording (the initial state included).
  ///
  /// ```swift
  /// do {
  ///   try await replay.run()
  /// } catch {
  ///   print(error)  // the first diverging action, its line, and the fields that differ
  /// }
  /// ```
  @discardableResult
  public func run() async throws(RecordingDivergence) -> State {
    var values = DependencyValues.inForce
    values.continuousClock = clock
    values.sharedRegistry = SharedRegistry(persistence: .memoryOnly)
    prepareDependencies?(&values)
    let dependencies = values
    let (initialState, reduce) = withDependencies {
      $0 = dependencies
    } operation: {
      (makeInitialState(), makeReducer())
    }
    // Shared values live outside the state: start them where the recording did. One that
    // cannot be decoded keeps its value, and the check of the initial state below says so.
    _ = try? recording.seedSharedValues(in: initialState)
    let store = Store(
      initialState: initialState,
      reducer: {
        Reduce<State, Action> { state, action in
          _ = reduce(&state, action)
          return .none
        }
      },
      withDependencies: { $0 = dependencies })
    if let divergence = recording.divergence(of: store.state, after: nil) { throw divergence }
    for entry in recording.entries {
      await clock.advance(to: ClockOffset(offset: entry.time))
      store.send(entry.action)
      if let divergence = recording.divergence(of: store.state, after: entry.index) {
        throw divergence
      }
    }
    return store.state
  }
}
