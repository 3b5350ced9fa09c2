// A small program PokedexCoreTests run two of at once on one team file, as two terminals
// editing the team would.
//
//   team-file-worker FOLDER SEED NAME STEPS
//     in STEPS random steps on FOLDER/team.json, saving after about half of them: adds
//     members nicknamed NAME-k, removes some of its own, sets its own members' levels; edits
//     the first shared member (A its level, B its item) at every step; A gives the second
//     shared member a nature at every step, B removes it half way; each also adds a team of
//     its own and sets its one member at every step. Prints
//     "mine;shared": its members as nickname:level, and the last value it gave the first
//     shared member.
import Foundation
import Loop
import PokedexCore

let arguments = CommandLine.arguments
guard arguments.count == 5, let seed = UInt64(arguments[2]), let steps = Int(arguments[4]) else {
  FileHandle.standardError.write(Data("usage: team-file-worker FOLDER SEED NAME STEPS\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let name = arguments[3]
let registry = SharedRegistry(persistence: .fileSystem)
let team = withDependencies {
  $0.sharedRegistry = registry
} operation: {
  Shared(wrappedValue: TeamBook(), .fileStorage(folder.appendingPathComponent("team.json")))
}

/// The two members both workers find in the file (the test writes them first).
let firstShared = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
let secondShared = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!

/// A small seeded generator: runs differ by seed, and a failing one replays.
struct Steps {
  var state: UInt64
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
var random = Steps(state: seed &+ 1)
@MainActor func next(_ bound: Int) -> Int { random.next(bound) }

// A team of its own beside the shared one, edited at every step: teams merge by id too.
let ownTeam = Team(id: UUID(), name: "team of \(name)")
team.withLock { $0.teams.append(ownTeam) }
var mine: [UUID: (nickname: String, level: Int)] = [:]
var sharedValue = ""
for step in 0..<steps {
  switch next(4) {
  case 0 where !mine.isEmpty:
    let id = mine.keys.sorted { $0.uuidString < $1.uuidString }[next(mine.count)]
    mine[id] = nil
    team.withLock { $0.members.removeAll { $0.id == id } }
  case 1 where !mine.isEmpty:
    let id = mine.keys.sorted { $0.uuidString < $1.uuidString }[next(mine.count)]
    let level = 1 + next(100)
    mine[id]?.level = level
    team.withLock { book in
      if let index = book.members.firstIndex(where: { $0.id == id }) {
        book.members[index].level = level
      }
    }
  default:
    let member = TeamMember(pokemon: 1 + next(151), nickname: "\(name)-\(step)")
    mine[member.id] = (member.nickname!, member.level)
    team.withLock { $0.members.append(member) }
  }
  team.withLock { book in
    if let index = book.members.firstIndex(where: { $0.id == firstShared }) {
      if name == "A" {
        book.members[index].level = step + 1
        sharedValue = "\(step + 1)"
      } else {
        book.members[index].item = "\(name)-\(step)"
        sharedValue = "\(name)-\(step)"
      }
    }
    if name == "A", let index = book.members.firstIndex(where: { $0.id == secondShared }) {
      book.members[index].nature = "Step\(step)"
    }
    if name == "B", step == steps / 2 { book.members.removeAll { $0.id == secondShared } }
  }
  team.withLock { book in
    if let index = book.teams.firstIndex(where: { $0.id == ownTeam.id }) {
      book.teams[index].members = [TeamMember(pokemon: 1 + step, nickname: "\(name)-own-\(step)")]
    }
  }
  if next(2) == 0 { registry.flush() }
  usleep(UInt32(next(600)))
}
registry.flush()
if let problem = team.persistenceProblem {
  print("problem: \(problem)")
} else {
  let listed = mine.values.map { "\($0.nickname):\($0.level)" }.sorted()
  print(listed.joined(separator: ",") + ";" + sharedValue)
}
