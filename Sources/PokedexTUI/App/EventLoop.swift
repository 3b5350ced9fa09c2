import Foundation
import Loop
import PokedexCore

/// The whole app at run time: keys and signals come in, commands go to the store, and the
/// screen is redrawn at most once per frame interval, only with what changed.
///
/// A background thread waits on the terminal (`poll` on input and the signal pipe) and decodes
/// keys; everything else happens on the main actor, one event at a time.
@MainActor
final class EventLoop {
  private enum Event: Sendable {
    case input([InputEvent])
    case notification(TerminalNotification)
    case stateChanged
    case renderDue
    case inputClosed
  }

  /// At most one frame per interval, however fast actions arrive.
  static let frameInterval = Duration.milliseconds(16)

  private let session: TerminalSession
  private let store: Store<ScreenFeature.State, ScreenFeature.Action>
  private let view: ScreenView
  private var renderer: Renderer
  private var size: TerminalSize
  private var lastFrame = ContinuousClock.now.advanced(by: .seconds(-1))
  private var renderScheduled = false
  private let events: AsyncStream<Event>
  private let sink: AsyncStream<Event>.Continuation

  private let client: PokemonClient

  init(session: TerminalSession, options: Options, colorMode: ColorMode, client: PokemonClient) {
    self.session = session
    self.client = client
    self.store = Store(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = client
    }
    self.view = ScreenView(
      strings: .forLanguage(options.language), language: options.language,
      showsColor: colorMode != .none)
    self.renderer = Renderer(colorMode: colorMode)
    self.size = session.size
    (events, sink) = AsyncStream.makeStream(of: Event.self)
  }

  /// Runs until the user quits or the terminal goes away; the caller restores the terminal.
  /// Returns a problem with the user's saved data worth telling them after exit, if any.
  func run() async -> String? {
    await loop()
    return store.state.app.list.$favorites.persistenceProblem
  }

  private func loop() async {
    startReadingInput()
    let changes = store.changes
    let sink = self.sink
    let observer = Task { for await _ in changes { sink.yield(.stateChanged) } }
    defer { observer.cancel() }

    renderer.requestFullRedraw()
    store.send(.resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: size.rows)))
    store.send(.app(.onAppear))
    render()

    for await event in events {
      switch event {
      case .input(let inputs):
        for input in inputs { handle(input) }
      case .notification(.resized):
        size = session.size
        renderer.requestFullRedraw()
        store.send(.resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: size.rows)))
        render()
      case .notification(.continued):
        size = session.size
        renderer.requestFullRedraw()
        render()
      case .stateChanged:
        scheduleRender()
      case .renderDue:
        renderScheduled = false
        render()
      case .inputClosed:
        return
      }
      if store.state.shouldQuit { return }
    }
  }

  private func handle(_ input: InputEvent) {
    if case .key(let key) = input, key == .ctrl("z") {
      session.suspend()
      return
    }
    guard let command = KeyMap.command(for: input, in: store.state, terminalHeight: size.rows)
    else { return }
    store.send(.command(command))
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
    let buffer = view.render(
      store.state, width: size.columns, height: size.rows, source: client.status().description)
    let bytes = renderer.frame(buffer)
    lastFrame = .now
    if !bytes.isEmpty { session.write(bytes) }
  }

  /// Reads and decodes input on a thread of its own, so waiting never blocks the main actor.
  private func startReadingInput() {
    let session = self.session
    let sink = self.sink
    Thread.detachNewThread {
      var decoder = InputDecoder()
      while true {
        let ready = session.wait(timeout: decoder.hasPending ? .milliseconds(25) : nil)
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
}
