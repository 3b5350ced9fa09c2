import Foundation
import Testing

/// The README's example is this package's `ReadmeExample.swift`, word for word, so the example
/// compiles and passes with every test run and cannot drift from the library.
@Test func readmeShowsTheExampleThatIsTested() throws {
  let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let example = try String(
    contentsOf: tests.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
  let readme = try String(
    contentsOf: tests.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("README.md"), encoding: .utf8)
  let body = try #require(
    example.components(separatedBy: "// README:begin\n").last?
      .components(separatedBy: "// README:end").first)
  #expect(readme.contains("```swift\n" + body + "```"))
}
