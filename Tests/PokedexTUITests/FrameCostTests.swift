import Loop
import LoopTesting
import PokedexCore
import Testing

@testable import PokedexTUI
@testable import TerminalUI

/// What a keypress costs on the wire, in bytes: the renderer's diff between two frames. Bytes
/// are deterministic, unlike timings, so the promise is checked here as well as measured by the
/// `render.frame` benchmark.
@MainActor
@Suite(.isolatedShared)
struct FrameCostTests {
  /// The list at 120×40 from the embedded snapshot, as the app starts.
  func startedList() async -> TestStore<ScreenFeature.State, ScreenFeature.Action> {
    let store = TestStore(initialState: ScreenFeature.State()) {
      ScreenFeature()
    } withDependencies: {
      $0.pokemonClient = .liveValue
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(
      .resized(pageHeight: ScreenView.pageHeight(forTerminalHeight: 40), width: 120))
    await store.send(.app(.onAppear))
    await store.skipReceivedActions()
    return store
  }

  /// The bytes of a one-row move at `width` columns in `colorMode`.
  func bytesOfAOneRowMove(width: Int, _ colorMode: ColorMode) async -> (first: Int, moved: String) {
    let store = await startedList()
    #expect(store.state.rows.count > 1)
    let view = ScreenView(language: .english, showsColor: colorMode != .none)
    let source = PokemonClient.liveValue.status().description
    var renderer = Renderer(colorMode: colorMode)
    let first = renderer.frame(view.render(store.state, width: width, height: 40, source: source))
    await store.send(.moveBy(1))
    #expect(store.state.selectedIndex == 1)
    let moved = renderer.frame(view.render(store.state, width: width, height: 40, source: source))
    return (first.count, String(decoding: moved, as: UTF8.self))
  }

  /// Below the preview's width, a move rewrites the two markers and the status line's count.
  @Test(arguments: [ColorMode.trueColor, .palette256, .none])
  func movingTheSelectionOneRowWritesAtMost64Bytes(colorMode: ColorMode) async {
    let (first, moved) = await bytesOfAOneRowMove(
      width: ListView.minimumWidthForPreview - 1, colorMode)
    #expect(first > 1_000)  // the first frame paints the whole screen
    #expect(!moved.isEmpty)
    #expect(moved.utf8.count <= 64, "\(moved.debugDescription)")
  }

  /// With the preview, a move also rewrites what differs between the two Pokémon's previews
  /// (name, genus, the stats and their bars that changed, abilities): a few hundred bytes, not
  /// the screen.
  @Test(arguments: [ColorMode.trueColor, .palette256, .none])
  func withThePreviewAMoveRewritesOnlyWhatDiffers(colorMode: ColorMode) async {
    let (first, moved) = await bytesOfAOneRowMove(width: 120, colorMode)
    #expect(moved.contains("Ivysaur"))
    #expect(moved.utf8.count <= 512, "\(moved.debugDescription)")
    #expect(moved.utf8.count * 8 < first)
  }
}
