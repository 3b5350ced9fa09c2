import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "sync" {
  exit(await SyncCommand.run(Array(arguments.dropFirst())))
}
print("pokedex-tui 0.1.0")
