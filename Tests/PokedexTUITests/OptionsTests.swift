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
    #expect(try Options.parse(["--lang", "fr"]).get().language == .french)
    #expect(try Options.parse(["--lang", "de"]).get().language == .german)
    #expect(try Options.parse(["--lang", "ja"]).get().language == .japanese)
    #expect(try Options.parse(["--lang=ja"]).get().language == .japanese)
    #expect(try Options.parse(["--lang=de", "--lang", "en"]).get().language == .english)
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
    #expect(try language(["LANG": "fr_FR.UTF-8"]) == .french)
    #expect(try language(["LANG": "fr_CA"]) == .french)
    #expect(try language(["LANG": "de_DE"]) == .german)
    #expect(try language(["LC_MESSAGES": "de_AT.UTF-8", "LANG": "en_US.UTF-8"]) == .german)
    #expect(try language(["LANG": "ja_JP.UTF-8"]) == .japanese)
    #expect(try language(["LC_ALL": "ja_JP.eucJP", "LANG": "fr_FR.UTF-8"]) == .japanese)
    #expect(try language(["LANG": "it_IT.UTF-8"]) == .english)  // not offered: English
    #expect(try language(["LANG": "pt_BR.UTF-8"]) == .english)
    #expect(try language(["LANG": "C.UTF-8"]) == .english)
    #expect(try language(["LANG": "C"]) == .english)
    #expect(try language(["LC_ALL": "POSIX", "LANG": "de_DE"]) == .english)
    #expect(try language([:]) == .english)
    #expect(try language(["LANG": "es_ES.UTF-8"], ["--lang", "en"]) == .english)  // --lang wins
  }

  @Test func mistakesAreOneLine() {
    #expect(
      Options.parse(["--frobnicate"]) == .failure(UsageError("unknown option '--frobnicate'")))
    #expect(
      Options.parse(["--lang"])
        == .failure(UsageError("--lang needs a value: en, es, fr, de or ja")))
    #expect(
      Options.parse(["--source", "cloud"])
        == .failure(UsageError("unknown source 'cloud' for --source (use embedded or live)")))
    #expect(
      Options.parse(["--source"])
        == .failure(UsageError("--source needs a value: embedded or live")))
    // A typo of an option names the option; `help` is the help, as `--help` is.
    #expect(
      Options.parse(["--lnag", "de"])
        == .failure(UsageError("unknown option '--lnag' (did you mean --lang?)")))
    #expect((try? Options.parse(["help"]).get())?.mode == .help)
    // A command word that reaches the app's options is said to go first.
    #expect(
      Options.parse(["show"])
        == .failure(UsageError("show is a command: it goes first, like: pokedex-tui show --help")))
    #expect(
      Options.parse(["--api-url", "pokeapi.co"])
        == .failure(UsageError("--api-url needs an http:// or https:// address")))
    // An address with the embedded data (which asks no server) would go unused: said, in
    // either order and with the embedded source named.
    for arguments in [
      ["--api-url", "http://127.0.0.1:8123"], ["--source", "embedded", "--api-url", "http://x"],
      ["--api-url", "http://x", "--source", "embedded"],
    ] {
      #expect(
        Options.parse(arguments)
          == .failure(UsageError("--api-url only applies to --source live")), "\(arguments)")
    }
    #expect((try? Options.parse(["--api-url", "http://x", "--source", "live"]).get()) != nil)
    #expect(
      Options.parse(["--lang", "it"])
        == .failure(UsageError("unknown language 'it' for --lang (use en, es, fr, de or ja)")))
    #expect(
      Options.parse(["--lang=jp"])
        == .failure(UsageError("unknown language 'jp' for --lang (use en, es, fr, de or ja)")))
  }

  @Test func theHelpListsTheFiveLanguages() {
    #expect(Usage.app(.english).contains("--lang en|es|fr|de|ja"))
    #expect(Usage.app(.english).contains("English, Spanish, French, German or"))
    #expect(Usage.app(.english).contains("Japanese"))
    #expect(Usage.commands(.english).contains("--lang en|es|fr|de|ja"))
  }
}
