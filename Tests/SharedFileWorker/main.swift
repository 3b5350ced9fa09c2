// A small program the shared-file tests run two or more of at once on one folder, as two
// terminals running the Pokédex would: each holds `@Shared(.fileStorage(...))` favourites.
//
//   shared-file-worker toggle FOLDER SEED FIRST COUNT TOGGLES
//     toggles TOGGLES random ids in FIRST..<FIRST+COUNT, saving after about half of them,
//     then prints the ids of that range it left favourite, one line, comma-separated.
//   shared-file-worker set FOLDER ID on|off
//     favourites or unfavourites ID, saves, and exits.
//   shared-file-worker watch FOLDER
//     prints "ready", then the whole set (comma-separated) each time another process changes
//     it, until its standard input closes.
//   shared-file-worker churn FOLDER
//     saves a large set, then another, for ever (a test kills it mid-save).
import Foundation
import Loop

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  FileHandle.standardError.write(Data("usage: shared-file-worker MODE FOLDER ...\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[2], isDirectory: true)
let registry = SharedRegistry(persistence: .fileSystem)
let favorites = withDependencies {
  $0.sharedRegistry = registry
} operation: {
  Shared(wrappedValue: Set<Int>(), .fileStorage(folder.appendingPathComponent("favorites.json")))
}

@Sendable func line(_ ids: Set<Int>) -> String {
  ids.sorted().map(String.init).joined(separator: ",")
}

@Sendable func say(_ text: String) {
  FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

switch arguments[1] {
case "toggle":
  var random = SystemRandomNumberGenerator()
  let seed = UInt64(arguments[3])!
  var state = seed
  func next(_ bound: Int) -> Int {  // a small seeded generator: runs differ by seed
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  let first = Int(arguments[4])!
  let count = Int(arguments[5])!
  let toggles = Int(arguments[6])!
  var mine = Set<Int>()
  for _ in 0..<toggles {
    let id = first + next(count)
    favorites.withLock { if $0.remove(id) == nil { $0.insert(id) } }
    if mine.remove(id) == nil { mine.insert(id) }
    if next(2) == 0 { registry.flush() }
    usleep(UInt32(Int.random(in: 0...800, using: &random)))
  }
  registry.flush()
  if let problem = favorites.persistenceProblem { say("problem: \(problem)") }
  say(line(mine))
case "set":
  let id = Int(arguments[3])!
  favorites.withLock { if arguments[4] == "on" { $0.insert(id) } else { $0.remove(id) } }
  registry.flush()
  if let problem = favorites.persistenceProblem { say("problem: \(problem)") }
  say(line(favorites.wrappedValue))
case "watch":
  registry.onValueChange { say(line(favorites.wrappedValue)) }
  say("ready " + line(favorites.wrappedValue))
  while FileHandle.standardInput.availableData.count > 0 {}
case "churn":
  var big = false
  while true {
    big.toggle()
    favorites.withLock { $0 = Set(0..<(big ? 20_000 : 10_000)) }
    registry.flush()
  }
default:
  say("unknown mode \(arguments[1])")
  exit(2)
}
