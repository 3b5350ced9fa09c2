import Foundation
import Loop
import TerminalTesting
import Testing

@testable import PokedexCore

/// Two terminals editing one team at once: `team-file-worker` (Tests/TeamFileWorker) run as
/// two real processes on one `team.json`.
@Suite(.waitsOnChildProcesses) struct TeamAcrossProcessesTests {
  static var binary: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("team-file-worker")
  }

  /// Runs a worker; its process and the pipe its one line comes on.
  static func start(_ arguments: [String]) throws -> (Process, Pipe) {
    let process = Process()
    let output = Pipe()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    return (process, output)
  }

  static func finish(_ worker: (Process, Pipe)) -> String {
    let data = worker.1.fileHandleForReading.readDataToEndOfFile()
    worker.0.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Two terminals that each start the first team with a member before either has saved
  /// (no `team.json` yet; two registries stand for them): one team, with both members.
  /// Each added the first team under its fixed id; the merge kept only one side's.
  @Test func twoTerminalsStartingTheFirstTeamAtOnceKeepBothMembers() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("team-first-\(UUID().uuidString)/team.json")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let (registryA, registryB) = (
      SharedRegistry(persistence: .fileSystem), SharedRegistry(persistence: .fileSystem)
    )
    func book(in registry: SharedRegistry) -> Shared<TeamBook> {
      withDependencies {
        $0.sharedRegistry = registry
      } operation: {
        Shared(wrappedValue: TeamBook(), .fileStorage(url))
      }
    }
    let (a, b) = (book(in: registryA), book(in: registryB))
    let (bulbasaur, venusaur) = (TeamMember(pokemon: 1), TeamMember(pokemon: 3))
    // Each adds before the other's save can reach it: each save merges with the other's file.
    a.withLock { $0.members.append(bulbasaur) }
    b.withLock { $0.members.append(venusaur) }
    registryA.flush()
    registryB.flush()
    let saved = try JSONDecoder().decode(TeamBook.self, from: Data(contentsOf: url))
    #expect(saved.teams.map(\.id) == [Team.firstID])
    #expect(Set(saved.members) == [bulbasaur, venusaur])
    // Whichever saved first hears the other's save through its file watch, a moment later.
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline,
      [a, b].contains(where: { Set($0.wrappedValue.members) != [bulbasaur, venusaur] })
    {
      usleep(10_000)
    }
    #expect(Set(a.wrappedValue.members) == [bulbasaur, venusaur])
    #expect(Set(b.wrappedValue.members) == [bulbasaur, venusaur])
  }

  /// Two processes add, remove and edit members at once, 100 rounds (200 processes; 20 under
  /// the thread sanitizer, whose processes start ten times slower), saving at random moments:
  /// the file ends with exactly each one's own members at their last levels, the first shared
  /// member with both edits (A's level and B's item), and without the second, which B removed
  /// while A went on editing it (an edit never brings a removed member back).
  @Test func twoTerminalsEditingTheTeamLoseAndResurrectNothing_100Rounds() throws {
    let rounds = isThreadSanitized ? 20 : 100
    var failures: [String] = []
    for round in 0..<rounds {
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("team-processes-\(UUID().uuidString)", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let shared = [
        TeamMember(pokemon: 445, id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!),
        TeamMember(pokemon: 94, id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!),
      ]
      try JSONEncoder().encode(shared).write(to: folder.appendingPathComponent("team.json"))
      let a = try Self.start([folder.path, "\(round)", "A", "12"])
      let b = try Self.start([folder.path, "\(round + 1_000)", "B", "12"])
      let (lineA, lineB) = (Self.finish(a), Self.finish(b))
      let data = try Data(contentsOf: folder.appendingPathComponent("team.json"))
      // The file started as one list of members (as before several teams) and is read as
      // the first team of the book.
      let book = try JSONDecoder().decode(TeamBook.self, from: data)
      let team = book.members
      // Each one's own team is there, with its last member.
      for name in ["A", "B"] {
        let own = book.teams.first { $0.name == "team of \(name)" }
        if own?.members.map(\.nickname) != ["\(name)-own-11"] {
          failures.append("round \(round): the team of \(name) is \(String(describing: own))")
        }
      }
      if book.teams.count != 3 { failures.append("round \(round): \(book.teams.count) teams") }
      let parts = [lineA, lineB].map { $0.split(separator: ";", omittingEmptySubsequences: false) }
      guard parts.allSatisfy({ $0.count == 2 }) else {
        failures.append("round \(round): \(lineA) | \(lineB)")
        continue
      }
      let expected = parts.flatMap { $0[0].split(separator: ",").map(String.init) }.sorted()
      let own = team.filter { $0.nickname != nil }.map { "\($0.nickname!):\($0.level)" }.sorted()
      if own != expected { failures.append("round \(round): members \(own), expected \(expected)") }
      if Set(team.map(\.id)).count != team.count {
        failures.append("round \(round): a member twice")
      }
      let first = team.first { $0.id == shared[0].id }
      if first?.level != Int(parts[0][1]) || first?.item != String(parts[1][1]) {
        failures.append("round \(round): first shared member \(String(describing: first))")
      }
      if team.contains(where: { $0.id == shared[1].id }) {
        failures.append("round \(round): the removed member came back")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// A team saved before members had ids reads with the same ids in every process.
  @Test func anOlderTeamFileGivesTheSameIdsEverywhere() throws {
    let old = Data(#"[{"pokemon":445,"moves":["earthquake"]},{"pokemon":94}]"#.utf8)
    let first = try JSONDecoder().decode([TeamMember].self, from: old)
    let second = try JSONDecoder().decode([TeamMember].self, from: old)
    #expect(first.map(\.id) == second.map(\.id))
    #expect(first[0].id != first[1].id)
  }
}
