import Loop
import PokedexCore
import TerminalUI

/// The path from input to a frame, without a terminal: each event becomes the one action it
/// means on the screen that takes it (``Router``), the store reduces it once, and
/// the view draws the state into one layout per frame, which the renderer diffs against the
/// last frame. The event loop runs the app through it; a benchmark can run it on bytes alone.
///
/// ```swift
/// let frontEnd = FrontEnd(store: store, language: .english, colorMode: .trueColor,
///                         columns: 120, rows: 40)
/// _ = frontEnd.frame()                  // the first frame, in full
/// let bytes = frontEnd.press(Array("j".utf8))  // the selection one row down: a few dozen bytes
/// ```
@MainActor
public final class FrontEnd {
  /// The store the events go to.
  public let store: Store<ScreenFeature.State, ScreenFeature.Action>
  let view: ScreenView
  private var renderer: Renderer
  private var decoder = InputDecoder()
  private(set) var columns: Int
  private(set) var rows: Int
  /// The last frame's layout, which clicks are hit-tested against.
  private(set) var layout: ScreenLayout?
  /// The state the last frame showed.
  private(set) var drawnState: ScreenFeature.State?

  /// A front end for `store` on a terminal of `columns`×`rows`.
  public init(
    store: Store<ScreenFeature.State, ScreenFeature.Action>, language: Language,
    colorMode: ColorMode, columns: Int, rows: Int
  ) {
    self.store = store
    self.view = ScreenView(
      strings: .forLanguage(language), language: language, showsColor: colorMode != .none)
    self.renderer = Renderer(colorMode: colorMode)
    self.columns = columns
    self.rows = rows
  }

  /// Sends the action `event` means on the screen shown, if it means one. While the terminal
  /// is too small to draw the screen, only q and Ctrl-C (quit) are taken: a key acting on a
  /// screen the user cannot see would open what appears only once the terminal grows.
  func handle(_ event: InputEvent) {
    guard columns >= ScreenView.minimumWidth, rows >= ScreenView.minimumHeight else {
      if case .key(let key) = event,
        [Chord.char("q"), .ctrl("c")].contains(.key(key.key, key.modifiers))
      {
        store.send(.quitRequested)
      }
      return
    }
    guard
      let action = Router.action(
        for: event, in: store.state, layout: layout, language: view.language)
    else { return }
    store.send(action)
  }

  /// The bytes that bring the terminal from the last frame to the current state's (all of it
  /// after ``resize(columns:rows:)`` or the first time). `source` is the status line's word for
  /// where the data comes from.
  public func frame(source: String? = nil) -> [UInt8] {
    let state = store.state
    let drawn = view.frame(state, width: columns, height: rows, source: source)
    layout = drawn.layout
    let copied = drawnState?.app.team.clipboard
    drawnState = state
    var bytes = renderer.frame(drawn.buffer)
    // A new export goes to the terminal's clipboard too, where a player pastes a team next.
    if let export = state.app.team.clipboard, export != copied {
      bytes += Clipboard.osc52(export.text)
    }
    return bytes
  }

  /// Decodes a key's (or a click's) bytes, handles what they mean, and returns the frame.
  public func press(_ bytes: [UInt8], source: String? = nil) -> [UInt8] {
    for event in decoder.feed(bytes) + decoder.timeout() { handle(event) }
    return frame(source: source)
  }

  /// A new terminal size: the next frame is drawn in full.
  func resize(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    redrawFully()
  }

  /// Draws the next frame in full (after the terminal was handed back and taken again).
  func redrawFully() { renderer.requestFullRedraw() }
}
