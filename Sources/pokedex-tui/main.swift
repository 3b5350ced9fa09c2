import Foundation
import PokedexTUI

// A reader that goes away (`| head -1`) is told by EPIPE, which StandardStreams handles.
StandardStreams.takeOverBrokenPipes()
// Options may come before a command as well as after it.
let arguments = ShellCommand.commandFirst(Array(CommandLine.arguments.dropFirst()))
if arguments.first == "sync" {
  exit(await SyncCommand.run(Array(arguments.dropFirst())))
}
if let command = arguments.first, ShellCommand.names.contains(command) {
  exit(await ShellCommand.run(command, Array(arguments.dropFirst())))
}
exit(await TerminalApp.run(arguments))
