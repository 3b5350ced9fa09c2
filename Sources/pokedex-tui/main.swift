import Foundation
import Loop

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "sync" {
  exit(await SyncCommand.run(Array(arguments.dropFirst())))
}
exit(await App.run(arguments))
