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

  @Test func withoutLangTheLanguageFollowsTheLocale() throws {
    func language(_ environment: [String: String], _ arguments: [String] = []) throws -> Language {
      try Options.parse(arguments, environment: environment).get().language
    }
    #expect(try language(["LANG": "es_ES.UTF-8"]) == .spanish)
    #expect(try language(["LANG": "es"]) == .spanish)
    #expect(try language(["LC_MESSAGES": "es_MX.UTF-8", "LANG": "en_GB.UTF-8"]) == .spanish)
    #expect(
      try language(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "es"]) == .english)
    #expect(try language(["LC_ALL": "", "LANG": "es_AR.UTF-8"]) == .spanish)  // empty is unset
    #expect(try language(["LANG": "fr_FR.UTF-8"]) == .english)  // not offered: English
    #expect(try language(["LANG": "C.UTF-8"]) == .english)
    #expect(try language([:]) == .english)
    #expect(try language(["LANG": "es_ES.UTF-8"], ["--lang", "en"]) == .english)  // --lang wins
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
