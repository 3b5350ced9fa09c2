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
  }

  @Test func mistakesAreOneLine() {
    #expect(
      Options.parse(["--frobnicate"]) == .failure(UsageError("unknown option '--frobnicate'")))
    #expect(Options.parse(["--lang"]) == .failure(UsageError("--lang needs a value: en or es")))
    #expect(
      Options.parse(["--lang", "fr"])
        == .failure(UsageError("unknown language 'fr' for --lang (use en or es)")))
  }
}
