import Foundation
import PokedexTUI

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "sync" {
  exit(await SyncCommand.run(Array(arguments.dropFirst())))
}
exit(await TerminalApp.run(arguments))
