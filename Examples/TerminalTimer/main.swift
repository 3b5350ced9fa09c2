// A full-screen terminal app with Loop and TerminalUI alone: a counter and a timer.
// Start here for an app of your own: the feature, the view, the keys and the event loop are
// each a few lines below. Run it with `swift run loop-timer`.

import Foundation
import Loop
import TerminalUI

/// The feature: a count the keys change, and a timer that counts seconds while it runs.
struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
    var seconds = 0
    var isRunning = false
    var showsHelp = false
    /// The terminal's size reaches the reducer as an action, so a recording replays anywhere.
    var size = TerminalSize(columns: 80, rows: 24)
  }

  enum Action: Equatable, Sendable {
    case incremented, decremented, resetTapped, timerToggled, ticked, helpToggled
    case resized(TerminalSize)
  }

  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incremented: state.count += 1
    case .decremented: state.count -= 1
    case .resetTapped:
      state = State(size: state.size)
      return .cancel(id: CancelID.timer)
    case .timerToggled:
      state.isRunning.toggle()
      guard state.isRunning else { return .cancel(id: CancelID.timer) }
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.ticked) }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .ticked: state.seconds += 1
    case .helpToggled: state.showsHelp.toggle()
    case .resized(let size): state.size = size
    }
    return .none
  }
}

/// The keys and what each does; the footer and the help are made from this table.
let bindings:
  [(key: KeyEvent, label: String, short: String, hint: String, action: Counter.Action)] = [
    (.character("+"), "+", "up", "count up", .incremented),
    (.character("-"), "-", "down", "count down", .decremented),
    (.character(" "), "space", "timer", "start / stop the timer", .timerToggled),
    (.character("r"), "r", "reset", "reset the count and the timer", .resetTapped),
    (.character("?"), "?", "help", "this help", .helpToggled),
  ]

/// The view: the state drawn into a buffer the size of the terminal.
func draw(_ state: Counter.State) -> CellBuffer {
  var buffer = CellBuffer(width: state.size.columns, height: state.size.rows)
  let (width, height) = (state.size.columns, state.size.rows)
  let footer = (bindings.map { "\($0.label) \($0.short)" } + ["q quit"]).joined(separator: "  ")
  // Never a cut frame: the footer (how to quit) and the help must fit whole.
  let (minimumWidth, minimumHeight) = (displayWidth(of: footer), bindings.count + 5)
  guard width >= minimumWidth, height >= minimumHeight else {
    buffer.write("too small (\(minimumWidth)×\(minimumHeight))", column: 0, row: 0, maxWidth: width)
    return buffer
  }
  func centered(_ text: String, row: Int, style: Style = .plain) {
    buffer.write(text, column: max(0, (width - displayWidth(of: text)) / 2), row: row, style: style)
  }
  centered("Loop timer", row: 1, style: Style(bold: true))
  if state.showsHelp {
    for (index, binding) in bindings.enumerated() {
      buffer.write(
        "\(binding.label.padding(toLength: 6, withPad: " ", startingAt: 0))\(binding.hint)",
        column: 2, row: 3 + index, style: Style(dim: true), maxWidth: width - 4)
    }
  } else {
    centered("Count \(state.count)", row: height / 2 - 1)
    let clock = String(format: "%02d:%02d", state.seconds / 60, state.seconds % 60)
    centered("Timer \(clock) \(state.isRunning ? "running" : "stopped")", row: height / 2 + 1)
  }
  buffer.write(footer, column: 0, row: height - 1, style: Style(reverse: true), maxWidth: width)
  return buffer
}

let usage = "usage: loop-timer\nA counter and a timer in the terminal; ? shows the keys, q quits."
switch CommandLine.arguments.dropFirst().first {
case nil: break
case "--help", "-h":
  print(usage)
  exit(0)
case let argument?:
  complain("loop-timer: unknown argument \(argument)\n\(usage)\n")
  exit(2)
}
guard TerminalSession.standardStreamsAreTerminals() else {
  complain("loop-timer: needs a terminal (not a pipe or a file)\n")
  exit(2)
}
let session: TerminalSession
do { session = try TerminalSession() } catch {
  complain("loop-timer: cannot take over the terminal: \(error)\n")
  exit(1)
}

/// What the event loop waits for: keys, a resize, a state change, the terminal going away.
enum Event: Sendable {
  case input([InputEvent])
  case resized, changed, hungUp
}
let (events, sink) = AsyncStream.makeStream(of: Event.self)
// Input and signals are read on a thread of their own; the loop runs on the main actor.
Thread.detachNewThread {
  var decoder = InputDecoder()
  while true {
    let ready = session.wait(timeout: decoder.hasPending ? .milliseconds(25) : nil)
    // A resize, or the terminal taken back after Ctrl-Z and `fg` (its size may have changed
    // meanwhile): either way the next frame is drawn whole, at the current size.
    if !session.readNotifications().isEmpty { sink.yield(.resized) }
    let inputs = ready.input ? decoder.feed(session.readAvailable()) : decoder.timeout()
    if !inputs.isEmpty { sink.yield(.input(inputs)) }
    if ready.hangup {
      sink.yield(.hungUp)
      return
    }
  }
}

let store = Store(initialState: Counter.State(size: session.size)) { Counter() }
let changes = store.changes
Task { for await _ in changes { sink.yield(.changed) } }
var renderer = Renderer(colorMode: .detect(ProcessInfo.processInfo.environment))
session.write(renderer.frame(draw(store.state)))
loop: for await event in events {
  switch event {
  case .input(let inputs):
    for case .key(let key) in inputs {
      if key == .character("q") || key == .ctrl("c") { break loop }
      if key == .ctrl("z") {
        session.suspend()  // drawn again when the terminal is taken back (`.continued`)
        continue loop
      }
      if let binding = bindings.first(where: { $0.key == key }) { store.send(binding.action) }
    }
  case .resized:
    renderer.requestFullRedraw()
    store.send(.resized(session.size))
  case .changed: break
  case .hungUp: break loop
  }
  session.write(renderer.frame(draw(store.state)))
}
session.restore()
print("Counted to \(store.state.count); the timer ran \(store.state.seconds) s.")

/// Writes `text` to standard error. A failed write (a full disk, a closed pipe) is ignored
/// rather than trapping, as `FileHandle.write(_:)` would.
func complain(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}
