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
//   shared-file-worker roster FOLDER SEED NAME STEPS
//     edits a roster (a list of members, a set of them, a dictionary keyed by dates, a list
//     of repeated numbers, its own field of one shared struct) in STEPS random steps, saving
//     after about half of them: appends members named NAME-k, removes some of its own; then
//     prints "names;rolls;last": its members' names, the numbers it appended, the last step
//     it wrote in its field.
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

/// A value whose JSON a guess would misread: a list of members, a set of them, and a
/// dictionary keyed by dates (which JSON writes as `[date, value, date, value, …]`).
struct RosterMember: Codable, Hashable {
  var name: String
  var level: Int
}

struct Roster: Codable, Equatable {
  var members: [RosterMember] = []
  var badges: Set<RosterMember> = []
  var marks: [Date: Double] = [:]
  /// Numbers appended by both workers, repeating (`[1, 1, 2]`).
  var rolls: [Int] = []
  /// One struct, a field of which each worker edits.
  var captain = Captain()
}

struct Captain: Codable, Equatable {
  var a = -1
  var b = -1
}

switch arguments[1] {
case "roster":
  let roster = withDependencies {
    $0.sharedRegistry = registry
  } operation: {
    Shared(wrappedValue: Roster(), .fileStorage(folder.appendingPathComponent("roster.json")))
  }
  var state = UInt64(arguments[3])! &+ 1
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  let name = arguments[4]
  let steps = Int(arguments[5])!
  let dateBase = Double(UInt64(arguments[3])! % 100_000) * 10_000
  var mine: [RosterMember] = []
  var rolls: [Int] = []
  var last = -1
  for step in 0..<steps {
    if mine.isEmpty || next(3) > 0 {
      let member = RosterMember(name: "\(name)-\(step)", level: step)
      mine.append(member)
      rolls.append(step % 3)
      last = step
      roster.withLock {
        $0.members.append(member)
        $0.badges.insert(member)
        $0.marks[Date(timeIntervalSince1970: dateBase + Double(step))] = Double(step)
        $0.rolls.append(step % 3)
        if name == "A" { $0.captain.a = step } else { $0.captain.b = step }
      }
    } else {
      let member = mine.remove(at: next(mine.count))
      roster.withLock {
        $0.members.removeAll { $0 == member }
        $0.badges.remove(member)
        $0.marks[Date(timeIntervalSince1970: dateBase + Double(member.level))] = nil
      }
    }
    if next(2) == 0 { registry.flush() }
    usleep(UInt32(next(600)))
  }
  registry.flush()
  if let problem = roster.persistenceProblem { say("problem: \(problem)") }
  say(
    mine.map(\.name).joined(separator: ",") + ";"
      + rolls.map(String.init).joined(separator: ",") + ";\(last)")
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
