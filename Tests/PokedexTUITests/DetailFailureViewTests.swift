import PokedexCore
import Testing

@testable import PokedexTUI

/// What the detail screen shows when the live source could not load its entry or sprite, and
/// `r` asking for them again.
@MainActor
struct DetailFailureViewTests {
  func screen(entryFailed: Bool, spriteFailed: Bool, language: Language = .english) -> String {
    var state = ScreenFeature.State()
    var detail = PokemonDetailFeature.State(
      pokemon: TUIFixtures.pokemon(7), sourceHasSprites: true)
    detail.entryFailed = entryFailed
    detail.spriteFailed = spriteFailed
    state.app.destination = .detail(detail)
    return ScreenView(language: language).render(
      state, width: 120, height: 40, source: "offline (PokeAPI unreachable)"
    ).text
  }

  @Test func whatCouldNotLoadSaysSo() {
    let failed = screen(entryFailed: true, spriteFailed: true)
    #expect(failed.contains("Couldn't load the Pokédex entry (r retries)"))
    #expect(failed.contains("Couldn't load the sprite (r retries)"))
    #expect(failed.contains("offline (PokeAPI unreachable)"))
    let spanish = screen(entryFailed: true, spriteFailed: true, language: .spanish)
    #expect(spanish.contains("No se pudo cargar la entrada de la Pokédex (r reintenta)"))
    #expect(spanish.contains("No se pudo cargar el sprite (r reintenta)"))
    let fine = screen(entryFailed: false, spriteFailed: false)
    #expect(!fine.contains("Couldn't load"))
  }

  @Test func rOnTheDetailRetries() {
    var state = ScreenFeature.State()
    state.app.destination = .detail(PokemonDetailFeature.State(pokemon: TUIFixtures.pokemon(7)))
    #expect(
      ScreenFeature.action(for: .retry, in: state)
        == .app(.destination(.presented(.detail(.retryTapped)))))
  }
}
