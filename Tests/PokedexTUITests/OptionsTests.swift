import PokedexCore
import Testing

@testable import PokedexTUI

struct OptionsTests {
  @Test func flags() throws {
    #expect(try Options.parse([]).get() == Options())
    #expect(try Options.parse(["--help"]).get().mode == .help)
    #expect(try Options.parse(["--version"]).get().mode == .version)
    #expect(try Options.parse(["--lang", "es"]).get().language == .spanish)
    #expect(try Options.parse(["--lang=es", "--no-color"]).get().noColor)
    let live = try Options.parse(["--source", "live", "--api-url", "http://127.0.0.1:8123"]).get()
    #expect(live.source == .live)
    #expect(live.apiURL == "http://127.0.0.1:8123")
  }

  @Test func mistakesAreOneLine() {
    #expect(
      Options.parse(["--frobnicate"]) == .failure(UsageError("unknown option '--frobnicate'")))
    #expect(Options.parse(["--lang"]) == .failure(UsageError("--lang needs a value: en or es")))
    #expect(
      Options.parse(["--source", "cloud"])
        == .failure(UsageError("--source needs a value: embedded or live")))
    #expect(
      Options.parse(["--api-url", "pokeapi.co"])
        == .failure(UsageError("--api-url needs an http:// or https:// address")))
    #expect(
      Options.parse(["--lang", "fr"])
        == .failure(UsageError("unknown language 'fr' for --lang (use en or es)")))
  }
}
