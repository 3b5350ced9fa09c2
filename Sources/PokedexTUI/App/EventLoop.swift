import Foundation
import Loop
import LoopRecording
import PokedexCore
import TerminalUI

/// The whole app at run time: keys and signals come in, commands go to the store, and the
/// screen is redrawn at most once per frame interval, only with what changed.
///
/// A background thread waits on the terminal (`poll` on input and the signal pipe) and decodes
/// keys; everything else happens on the main actor, one event at a time.
///
/// In replay mode the actions come from a recording instead, at its pace; they go straight
/// into the reducer and its effects are not run (their results are in the recording too).
@MainActor
final class EventLoop {
  /// Whether a person drives the app (perhaps recorded) or a recording does.
  enum Mode {
    case interactive(recorder: ActionRecorder?)
    /// Indirect: the payload is boxed, so telling the cases apart (every frame's status line
    /// does) needs no run-time metadata for the recording's type.
    indirect case replay(Recording<ScreenFeature.Action>, speed: Double)
  }

  /// What to tell the user once the terminal is theirs again.
  struct Outcome {
    var messages: [String] = []
    /// A replay diverged from its recording.
    var failed = false
    /// The signal that asked the app to end (SIGTERM, SIGHUP, SIGINT): once the terminal is
    /// restored the process ends by it, as it would have without the app's help.
    var signal: Int32?
  }

  private enum Event: Sendable {
    case input([InputEvent])
    case notification(TerminalNotification)
    case stateChanged
    /// A saved value's problem appeared or went away (a save fails in the background).
    case persistenceProblemChanged
    /// Another copy of the app changed a saved value (the favourites, the order).
    case savedDataChanged
    case renderDue
    /// ``firstPageGrace`` has passed since the first page was asked for.
    case firstPageGraceEnded
    case inputClosed
    /// The recorded action with this index is due.
    case replayStep(Int)
    case replayFinished
  }

  /// At most one frame per interval, however fast actions arrive.
  static let frameInterval = Duration.milliseconds(16)
  /// How long the first frame waits for the first page of the list.
  static let firstPageGrace = Duration.milliseconds(250)

  private let session: TerminalSession
  private let frontEnd: FrontEnd
  private var store: Store<ScreenFeature.State, ScreenFeature.Action> { frontEnd.store }
  private var lastFrame = ContinuousClock.now.advanced(by: .seconds(-1))
  /// Whether no frame is drawn yet because the first page of the list is on its way. A frame of
  /// "Loading…" a few milliseconds before the list would only flash, and hold the list back by
  /// a frame interval; so the first frame waits for the page, or for ``firstPageGrace`` (the
  /// embedded snapshot takes a few milliseconds; a slow network gets its "Loading…").
  private var awaitingFirstPage = false
  /// Whether the first frame is drawn, and ``PokemonClient/prepare`` was called after it.
  private var prepared = false
  private var renderScheduled = false
  private let events: AsyncStream<Event>
  private let sink: AsyncStream<Event>.Continuation

  private let client: PokemonClient
  private let mode: Mode
  /// Where the user's shared values (favourites) live; flushed before the app exits.
  private let registry: SharedRegistry
  /// Set when the app quits, so the input thread stops instead of waiting for keys forever.
  private let inputStopped = Locked(false)
  private var terminatedBy: Int32?
  /// How many recorded actions the replay has sent so far.
  private var replayed = 0
  private var replayDone = false

  init(
    session: TerminalSession, options: Options, colorMode: ColorMode, client: PokemonClient,
    mode: Mode
  ) {
    self.session = session
    self.client = client
    self.mode = mode
    self.registry = DependencyValues.inForce.sharedRegistry
    let store: Store<ScreenFeature.State, ScreenFeature.Action>
    switch mode {
    case .interactive(let recorder):
      store = Store(initialState: ScreenFeature.State()) {
        if let recorder { ScreenFeature().record(into: recorder) } else { ScreenFeature() }
      } withDependencies: {
        $0.pokemonClient = client
      }
    case .replay(let recording, _):
      store = Self.replayStore(recording, client: client)
    }
    let size = session.size
    self.frontEnd = FrontEnd(
      store: store, language: options.language, colorMode: colorMode, columns: size.columns,
      rows: size.rows)
    (events, sink) = AsyncStream.makeStream(of: Event.self)
    // A save that fails in the background must reach the status line without a key press.
    let sink = self.sink
    registry.onProblemChange { sink.yield(.persistenceProblemChanged) }
    // Another terminal's favourites or order reach this one's screens.
    registry.onValueChange { sink.yield(.savedDataChanged) }
  }

  /// A store that applies recorded actions without running their effects, starting from a
  /// fresh state whose shared values (the favourites) are the recording's, kept in memory: a
  /// replay never touches the user's saved data.
  private static func replayStore(
    _ recording: Recording<ScreenFeature.Action>, client: PokemonClient
  )
    -> Store<ScreenFeature.State, ScreenFeature.Action>
  {
    let registry = SharedRegistry(persistence: .memoryOnly)
    let state = withDependencies {
      $0.sharedRegistry = registry
    } operation: {
      ScreenFeature.State()
    }
    // One that cannot be decoded keeps its default; the initial state's check reports it.
    _ = try? recording.seedSharedValues(in: state)
    return Store(initialState: state) {
      Reduce<ScreenFeature.State, ScreenFeature.Action> { state, action in
        _ = ScreenFeature().reduce(into: &state, action: action)
        return .none
      }
    } withDependencies: {
      $0.pokemonClient = client
      $0.sharedRegistry = registry
    }
  }

  /// Runs until the user quits, the terminal goes away or a replay ends; the caller restores
  /// the terminal. Returns what to tell the user after exit: a problem with their saved data,
  /// how a recording or replay went.
  func run() async -> Outcome {
    var outcome = Outcome()
    let strings = Strings.forLanguage(frontEnd.view.language)
    let diverged = await loop()
    stopReadingInput()
    // Saves run in the background: wait for the last ones before the process can end.
    registry.flush()
    outcome.messages += registry.problems.map { strings.said($0) }
    outcome.messages += await store.state.app.unsavedChanges(
      in: frontEnd.view.language, client: client)
    outcome.signal = terminatedBy
    switch mode {
    case .interactive(let recorder?):
      outcome.messages.append(
        strings.filled(
          "recorded %@ actions to %@", String(recorder.count), recorder.url.relativePath))
    case .interactive(nil):
      break
    case .replay(let recording, _):
      if let diverged {
        outcome.messages.append(diverged.description)
        outcome.failed = true
      } else {
        let total = String(recording.entries.count)
        let name = recording.fileName ?? strings.translated("the recording")
        outcome.messages.append(
          replayed == recording.entries.count
            ? strings.filled(
              "replayed all %@ actions of %@; every state matched the recording", total, name)
            : strings.filled(
              "replay stopped after %@ of %@ actions; the states matched so far",
              String(replayed), total))
      }
    }
    return outcome
  }

  /// The event loop; returns where a replay diverged from its recording, if it did.
  private func loop() async -> RecordingDivergence? {
    // Subscribed now, so no change is missed; read by a task made after the first actions, so
    // the main actor starts their effects before it first runs.
    let changes = store.changes
    frontEnd.redrawFully()
    var replayTask: Task<Void, Never>?
    defer {
      replayTask?.cancel()
    }
    switch mode {
    case .interactive:
      toldSavedData = (
        store.state.app.favorites.favorites, store.state.app.list.sort.order,
        store.state.app.team.book
      )
      sendSize()
      // What the source can do, the rows it holds without a request and the words that name
      // new teams in the display language reach the reducers as actions, so they are recorded
      // too.
      store.send(.app(.sourceDescribed(hasSprites: client.hasSprites)))
      let naming = Strings.forLanguage(frontEnd.view.language).teamNaming
      store.send(.app(.team(.namingChosen(naming))))
      if let rows = client.rowsAtHand() { store.send(.app(.list(.rowsAtHand(rows)))) }
      store.send(.app(.onAppear))
      // With the rows at hand, the first frame is drawn now, before anything suspends or
      // another thread is started; otherwise when the page arrives, or when the input thread
      // says the grace has passed.
      awaitingFirstPage = store.state.isLoadingFirstPage
      if !awaitingFirstPage {
        render()
      }
      startReadingInput(graceEnds: awaitingFirstPage ? .now + Self.firstPageGrace : nil)
    case .replay(let recording, let speed):
      if let divergence = recording.divergence(of: store.state, after: nil) { return divergence }
      replayTask = startReplay(recording, speed: speed)
      render()
      startReadingInput(graceEnds: nil)
    }
    let sink = self.sink
    // On the main actor, where the store yields its changes: a change reaches the loop without
    // a round trip through a pool thread (a third of a millisecond before the first frame).
    let observer = Task { @MainActor in for await _ in changes { sink.yield(.stateChanged) } }
    defer { observer.cancel() }

    for await event in events {
      switch event {
      case .input(let inputs):
        if case .replay = mode {
          // Any key ends a replay (Ctrl-Z still suspends).
          if inputs.contains(where: { $0 != .key(.ctrl("z")) }) { return nil }
          session.suspend()
          continue
        }
        for input in inputs { handle(input) }
        // What the keys changed is drawn now, not after a round trip through `changes`.
        if !awaitingFirstPage { render() }
      case .replayStep(let index):
        guard case .replay(let recording, _) = mode else { continue }
        store.send(recording.entries[index].action)
        replayed = index + 1
        if let divergence = recording.divergence(of: store.state, after: index) {
          return divergence
        }
      case .replayFinished:
        replayDone = true
        render()
      case .notification(.resized):
        resize()
        if case .interactive = mode {
          sendSize()
        }
        render()
      case .notification(.continued):
        // The terminal may have been resized while the app was stopped.
        resize()
        if case .interactive = mode { sendSize() }
        render()
      case .notification(.terminated(let signal)):
        terminatedBy = signal
        return nil
      case .stateChanged:
        if store.state == frontEnd.drawnState {
          continue  // the loop drew this state already, right after the keys that made it
        }
        if !awaitingFirstPage {
          scheduleRender()
        } else if !store.state.isLoadingFirstPage {
          render()
        }
      case .persistenceProblemChanged:
        if !awaitingFirstPage { scheduleRender() }
      case .savedDataChanged:
        if case .interactive = mode { tellSavedDataChanged() }
        if !awaitingFirstPage { scheduleRender() }
      case .renderDue:
        renderScheduled = false
        render()
      case .firstPageGraceEnded:
        // The page is still on its way: show "Loading…" rather than nothing.
        if awaitingFirstPage { render() }
      case .inputClosed:
        return nil
      }
      if store.state.shouldQuit { return nil }
    }
    return nil
  }

  /// Sends `.replayStep` events at the recorded times, divided by `speed`.
  private func startReplay(_ recording: Recording<ScreenFeature.Action>, speed: Double)
    -> Task<Void, Never>
  {
    let sink = self.sink
    let times = recording.entries.map(\.time)
    return Task {
      let start = ContinuousClock.now
      for (index, time) in times.enumerated() {
        try? await Task.sleep(until: start.advanced(by: time / speed), clock: .continuous)
        if Task.isCancelled { return }
        sink.yield(.replayStep(index))
      }
      sink.yield(.replayFinished)
    }
  }

  /// The status line's source text: the data source, or where a replay is.
  private var statusText: String {
    guard case .replay = mode else {
      // A recording that stopped (a full disk, say) says so while the app goes on; the whole
      // message is printed on exit.
      if case .interactive(let recorder?) = mode, let problem = recorder.problem {
        let reason = problem.split(separator: ":").last.map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        let status = client.status().description(in: frontEnd.view.language)
        return frontEnd.view.strings.recordingStopped("\(reason ?? problem) · \(status)")
      }
      return client.status().description(in: frontEnd.view.language)
    }
    return replayStatusText()
  }

  /// The status line of a replay. Not inlined into ``statusText``: binding the recording asks
  /// the runtime for its type's metadata on entry, which an interactive frame should not pay.
  @inline(never) private func replayStatusText() -> String {
    guard case .replay(let recording, let speed) = mode else { return "" }
    let strings = frontEnd.view.strings
    if replayDone { return strings.replayDone }
    let pace = speed == 1 ? "" : " ×\(speed.formatted())"
    return strings.replaying("\(replayed)/\(recording.entries.count)\(pace)")
  }

  /// The saved values the reducers were last told of, so only what changed is sent.
  private var toldSavedData: (favorites: Set<Int>, order: PokedexCore.SortOrder, team: TeamBook)?

  /// Tells the reducers what another copy of the app saved, as actions that carry the values
  /// (already in the shared state; a replay of the recording sets them from the actions).
  private func tellSavedDataChanged() {
    let app = store.state.app
    let now = (
      favorites: app.favorites.favorites, order: app.list.sort.order, team: app.team.book
    )
    let told = toldSavedData
    toldSavedData = now
    if told?.favorites != now.favorites {
      store.send(.app(.favorites(.favoritesChangedElsewhere(now.favorites))))
    }
    if told?.order != now.order {
      store.send(.app(.list(.sort(.orderChangedElsewhere(now.order)))))
    }
    if told?.team != now.team {
      store.send(.app(.team(.teamChangedElsewhere(now.team))))
    }
  }

  /// Tells the store the terminal's size.
  private func sendSize() {
    store.send(
      .resized(
        pageHeight: ScreenView.pageHeight(forTerminalHeight: frontEnd.rows),
        width: frontEnd.columns))
  }

  /// Reads the terminal's size again; the next frame is drawn in full.
  private func resize() {
    let size = session.size
    frontEnd.resize(columns: size.columns, rows: size.rows)
  }

  private func handle(_ input: InputEvent) {
    if case .key(let key) = input, key == .ctrl("z") {
      session.suspend()
      return
    }
    frontEnd.handle(input)
  }

  private func scheduleRender() {
    let elapsed = lastFrame.duration(to: .now)
    if elapsed >= Self.frameInterval {
      render()
    } else if !renderScheduled {
      renderScheduled = true
      let sink = self.sink
      let wait = Self.frameInterval - elapsed
      Task {
        try? await Task.sleep(for: wait)
        sink.yield(.renderDue)
      }
    }
  }

  private func render() {
    let bytes = frontEnd.frame(source: statusText)
    lastFrame = .now
    awaitingFirstPage = false
    if !bytes.isEmpty { session.write(bytes) }
    if !prepared, case .interactive = mode {
      prepared = true
      // On a thread of its own, not the main actor's nor the pool's: what the source gets
      // ready never delays a frame or an effect.
      DispatchQueue.global(qos: .utility).async { [client] in client.prepare() }
    }
  }

  /// Reads and decodes input on a thread of its own, so waiting never blocks the main actor.
  /// At `graceEnds` it also posts `.firstPageGraceEnded`: its wait for input is the timer, so
  /// start-up sets up no other (a first timer costs the concurrency runtime a thread).
  private func startReadingInput(graceEnds: ContinuousClock.Instant?) {
    let session = self.session
    let sink = self.sink
    let stopped = inputStopped
    startThread {
      // A thread inherits the signal mask of the one that starts it, and Dispatch's threads
      // (one runs the main actor once it has first suspended) block the process's signals:
      // unblock them here, whichever started this one. (The main thread, parked by
      // `dispatch_main` in `sigsuspend` with nothing blocked, takes them too; the handlers only
      // write to a pipe, so either thread will do.)
      var none = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, nil)
      TerminalSignals.installAlternateStack()
      var decoder = InputDecoder()
      var graceEnds = graceEnds
      while true {
        var timeout: Duration? = decoder.hasPending ? .milliseconds(25) : nil
        if let graceEnds {
          let left = max(ContinuousClock.now.duration(to: graceEnds), .zero)
          timeout = min(timeout ?? left, left)
        }
        let ready = session.wait(timeout: timeout)
        if let ending = graceEnds, ContinuousClock.now >= ending {
          graceEnds = nil
          sink.yield(.firstPageGraceEnded)
        }
        if stopped.withLock({ $0 }) {
          sink.finish()
          return
        }
        for notification in session.readNotifications() { sink.yield(.notification(notification)) }
        var decoded: [InputEvent] = []
        if ready.input {
          let bytes = session.readAvailable()
          if bytes.isEmpty {
            sink.yield(.inputClosed)
            return
          }
          decoded = decoder.feed(bytes)
        } else if decoder.hasPending {
          decoded = decoder.timeout()
        }
        if !decoded.isEmpty { sink.yield(.input(decoded)) }
      }
    }
  }

  /// Ends the input thread: it sees the flag when the wake-up below ends its wait.
  private func stopReadingInput() {
    inputStopped.withLock { $0 = true }
    session.wakeWaiter()
  }
}

/// Runs `body` on a new detached thread. A POSIX thread rather than a Foundation `Thread`:
/// Foundation's took two to three times as long to get going (a few tenths of a millisecond of
/// start-up on this project's machine class).
func startThread(_ body: @escaping @Sendable () -> Void) {
  final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
  let context = Unmanaged.passRetained(Body(body)).toOpaque()
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
  var thread = pthread_t()
  let started = pthread_create(
    &thread, &attributes,
    { context in
      Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, context)
  if started != 0 {
    // Out of threads for the moment: Foundation's reports that its own way.
    Unmanaged<Body>.fromOpaque(context).release()
    Thread.detachNewThread(body)
  }
}
