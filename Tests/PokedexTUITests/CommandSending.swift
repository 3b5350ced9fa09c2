import Loop
import LoopTesting
import Testing

@testable import PokedexTUI

extension TestStore where State == ScreenFeature.State, Action == ScreenFeature.Action {
  /// Sends the action `command` means on the screen shown, as the event loop does for a key.
  /// A command that means nothing there sends nothing (and then must assert nothing).
  @discardableResult
  func send(
    _ command: ScreenFeature.Command,
    assert updateExpected: ((inout ScreenFeature.State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async -> TestStoreTask? {
    guard let action = ScreenFeature.action(for: command, in: state) else {
      if updateExpected != nil {
        Issue.record(
          "\(command) means nothing on this screen, so nothing changes",
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return nil
    }
    return await send(
      action, assert: updateExpected, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
