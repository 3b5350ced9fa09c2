import Foundation
import Testing

/// The porting guide shows the Loop side of its example as the text between the
/// `porting-guide:<name>:begin` and `…:end` markers of these test files, word for word, so the
/// guide's code is code that compiles and passes.
@Test(arguments: [
  ("client", "PortingGuideExample.swift"),
  ("feature", "PortingGuideExample.swift"),
  ("test", "PortingGuideExampleTests.swift"),
  ("navigation", "PortingGuideNavigationExample.swift"),
  ("navigation-test", "PortingGuideNavigationExampleTests.swift"),
  ("form-feature", "PortingGuideFormExample.swift"),
  ("form-test", "PortingGuideFormExampleTests.swift"),
])
func portingGuideShowsTheTestedCode(region: String, file: String) throws {
  let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let source = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
  let guide = try String(
    contentsOf: tests.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Loop/Loop.docc/PortingFromTCA.md"), encoding: .utf8)
  let begin = "// porting-guide:\(region):begin\n"
  let end = "// porting-guide:\(region):end"
  let body = try #require(
    source.components(separatedBy: begin).dropFirst().first?.components(separatedBy: end).first,
    "\(file) has no \(region) region")
  #expect(
    guide.contains("```swift\n" + body + "```"),
    "PortingFromTCA.md must show the \(region) region of \(file) exactly")
}
