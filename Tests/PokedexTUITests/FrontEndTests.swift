import Loop
import LoopTesting
import PokedexCore
import TerminalUI
import Testing

@testable import PokedexTUI

/// Bytes in, frame out: the key map, the store, one layout per frame and the renderer, as the
/// event loop runs them, and clicks hit-tested against the frame they landed on.
@MainActor
@Suite(.isolatedShared)
struct FrontEndTests {
  func loaded() async -> FrontEnd {
    let store = withDependencies {
      $0.pokemonClient = TUIFixtures.client
      $0.continuousClock = ImmediateClock()
    } operation: {
      Store(initialState: ScreenFeature.State()) { ScreenFeature() }
    }
    await store.send(.resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: 24), width: 80))
      .finish()
    await store.send(.app(.onAppear)).finish()
    return FrontEnd(
      store: store, language: .english, colorMode: .none, columns: 80, rows: 24)
  }

  /// An SGR mouse report of a left click at a 0-based cell.
  func click(row: Int, column: Int = 10) -> [UInt8] {
    Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)
  }

  /// An export reaches the terminal's clipboard once, after the frame that shows it; the same
  /// paste exported again is copied again.
  @Test func anExportIsCopiedToTheClipboardOnce() async {
    let frontEnd = await loaded()
    _ = frontEnd.frame()
    let osc = TerminalUI.Clipboard.osc52("Garchomp\n")
    frontEnd.store.send(.app(.team(.exported("Garchomp\n", path: "/tmp/team.txt", previous: nil))))
    let copied = frontEnd.frame()
    #expect(copied.suffix(osc.count).elementsEqual(osc))
    #expect(!frontEnd.frame().contains(0x07))  // not again
    frontEnd.store.send(.app(.team(.exported("Garchomp\n", path: "/tmp/team.txt", previous: nil))))
    #expect(frontEnd.frame().suffix(osc.count).elementsEqual(osc))
  }

  @Test func aKeyPressComesOutAsTheFramesChangesOnly() async {
    let frontEnd = await loaded()
    let full = frontEnd.frame()
    let moved = frontEnd.press(Array("j".utf8))
    #expect(frontEnd.store.state.selectedIndex == 1)
    #expect(!moved.isEmpty && moved.count < full.count / 10)
    #expect(frontEnd.press(Array("x".utf8)).isEmpty)  // a key that means nothing here
  }

  /// Too small to draw the screen: keys do nothing there but quit, so nothing opens unseen.
  @Test func aTerminalTooSmallTakesOnlyTheKeysThatQuit() async {
    let frontEnd = await loaded()
    frontEnd.resize(columns: ScreenView.minimumWidth - 1, rows: 24)
    let before = frontEnd.store.state
    for key in ["\r", "?", "j", "/", "f", "2"] { _ = frontEnd.press(Array(key.utf8)) }
    let unchanged = frontEnd.store.state == before  // its failure would print two whole states
    #expect(unchanged, "a key acted on a screen too small to be drawn")
    // Grown again, the same key acts.
    frontEnd.resize(columns: 80, rows: 24)
    _ = frontEnd.press(Array("j".utf8))
    #expect(frontEnd.store.state.selectedIndex == 1)
    frontEnd.resize(columns: 80, rows: ScreenView.minimumHeight - 1)
    _ = frontEnd.press(Array("q".utf8))
    #expect(frontEnd.store.state.shouldQuit)
  }

  @Test func aClickOpensTheRowDrawnWhereItLanded() async throws {
    let frontEnd = await loaded()
    _ = frontEnd.frame()
    let rows = try #require(frontEnd.layout?.list?.rows)
    let fifth = try #require(rows.rect(ofRow: 4))
    _ = frontEnd.press(click(row: fifth.row))
    #expect(frontEnd.store.state.app.detail?.pokemon.id == 5)
    #expect(frontEnd.store.state.selectedIndex == 4)
  }

  @Test func withAFilterOnTheRowsMoveDownAndClicksFollowThem() async throws {
    let frontEnd = await loaded()
    _ = frontEnd.frame()
    let before = try #require(frontEnd.layout?.list?.rows?.area.row)
    await frontEnd.store.send(.app(.list(.filters(.typeToggled(.fire))))).finish()
    _ = frontEnd.frame()
    let layout = try #require(frontEnd.layout?.list)
    let rows = try #require(layout.rows)
    #expect(layout.filterRow == before)
    #expect(rows.area.row == before + 1)
    // The row the filter summary took answers no click.
    #expect(frontEnd.layout?.rowIndex(atScreenRow: before) == nil)
    let first = try #require(rows.rect(ofRow: 0))
    _ = frontEnd.press(click(row: first.row))
    let opened = try #require(frontEnd.store.state.app.detail?.pokemon)
    #expect(opened.types.contains(.fire))
    #expect(opened == frontEnd.store.state.app.list.rows.first)
  }
}
