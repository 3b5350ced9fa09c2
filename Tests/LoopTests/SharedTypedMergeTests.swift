import Foundation
import Testing

@testable import Loop

// Issue #37, part 1: a file key's save merges by the value's Swift types, learned while
// encoding, never by guessing from the JSON's shape. Each case here lost or corrupted data
// when arrays of distinct scalars were taken for sets and every other array for a whole.

struct PartyMember: Codable, Hashable, Sendable {
  var name: String
  var level = 50
  var item: String?
}

struct Party: Codable, Equatable, Sendable {
  var members: [PartyMember] = []
}

struct ClubTrainer: Codable, Hashable, Identifiable, Sendable {
  var id: Int
  var name: String
  var town = ""
}

/// Three versions of a value: what the file held (base), this process's (mine), the file's now
/// (theirs); the merge is what a save writes.
func merged<Value: Codable & Sendable>(_ base: Value, _ mine: Value, _ theirs: Value) -> Value {
  SharedStorage<Value>.merge(base: base, mine: mine, theirs: theirs)
}

@Suite struct SharedTypedMergeTests {
  let pikachu = PartyMember(name: "Pikachu")
  let eevee = PartyMember(name: "Eevee")
  let snorlax = PartyMember(name: "Snorlax")
  let mew = PartyMember(name: "Mew")

  /// Both sides added an element under the same id (two terminals starting the first team at
  /// once, each with a member): one element, with what each put in it; a key both added
  /// likewise; a scalar both set differently is the later save's.
  @Test func aPartBothSidesAddedKeepsWhatEachPutInIt() {
    struct Group: Codable, Hashable, Identifiable, Sendable {
      var id: Int
      var name: String
      var trainers: [ClubTrainer] = []
      var tags: Set<String> = []
    }
    struct Club: Codable, Equatable, Sendable {
      var groups: [Group] = []
      var notes: [String: [Int]] = [:]
      var motto: String?
    }
    let ash = ClubTrainer(id: 1, name: "Ash")
    let misty = ClubTrainer(id: 2, name: "Misty")
    let mine = Club(
      groups: [Group(id: 7, name: "First", trainers: [ash], tags: ["water"])],
      notes: ["k": [1]], motto: "mine")
    let theirs = Club(
      groups: [Group(id: 7, name: "First", trainers: [misty], tags: ["fire"])],
      notes: ["k": [2]], motto: "theirs")
    let result = merged(Club(), mine, theirs)
    #expect(result.groups.map(\.id) == [7])
    #expect(Set(result.groups.first?.trainers ?? []) == [ash, misty])
    #expect(result.groups.first?.tags == ["water", "fire"])
    #expect(result.groups.first?.name == "First")
    #expect(result.notes["k"].map(Set.init) == [1, 2])
    #expect(result.motto == "mine")

    // Added the same on both sides: there once.
    let same = Club(groups: [Group(id: 7, name: "First", tags: ["a"])], notes: ["k": [1]])
    let once = merged(Club(), same, same)
    #expect(once.notes["k"] == [1] && once.groups.map(\.tags) == [["a"]])

    // An enum both added under one key as different cases is the later save's, and the rest
    // of the value still merges (two cases' fields together decode as neither, and the whole
    // save fell back to one side's).
    enum Filter: Codable, Equatable {
      case type(String)
      case gen(Int)
    }
    struct Prefs: Codable, Equatable {
      var filters: [String: Filter] = [:]
      var seen: Set<Int> = []
    }
    let prefs = merged(
      Prefs(), Prefs(filters: ["x": .type("fire")]), Prefs(filters: ["x": .gen(4)], seen: [25]))
    #expect(prefs == Prefs(filters: ["x": .type("fire")], seen: [25]))
  }

  @Test func twoAppendsToAListOfMembersBothLand() {
    let result = merged(
      Party(members: [pikachu]), Party(members: [pikachu, eevee]),
      Party(members: [pikachu, snorlax]))
    #expect(result.members == [pikachu, snorlax, eevee])
  }

  @Test func aMemberRemovedOnOneSideStaysRemovedWhileTheOtherAppends() {
    #expect(
      merged(
        Party(members: [pikachu, eevee]), Party(members: [pikachu, eevee, snorlax]),
        Party(members: [eevee])
      ).members == [eevee, snorlax])
    // The only member removed while the other side appends: no conflict, both happen.
    #expect(
      merged(Party(members: [pikachu]), Party(members: [pikachu, mew]), Party(members: []))
        .members == [mew])
    #expect(
      merged(Party(members: [pikachu]), Party(members: []), Party(members: [pikachu, mew]))
        .members == [mew])
  }

  @Test func twoSidesReplacingOneMemberWithDifferentOnesKeepBoth() {
    // Each removed Eevee and put another in its place: two new members, not two edits of one.
    #expect(
      merged(
        Party(members: [pikachu, eevee, snorlax]), Party(members: [pikachu, mew, snorlax]),
        Party(members: [pikachu, PartyMember(name: "Ditto"), snorlax])
      ).members == [pikachu, PartyMember(name: "Ditto"), mew, snorlax])
    // Both changed one member's level: the later save's.
    var high = pikachu
    high.level = 90
    var low = pikachu
    low.level = 10
    #expect(
      merged(Party(members: [pikachu]), Party(members: [high]), Party(members: [low])).members
        == [low, high])
  }

  @Test func twoSidesEditingOtherFieldsOfOneMemberKeepBoth() {
    var leveled = pikachu
    leveled.level = 88
    var holding = pikachu
    holding.item = "Light Ball"
    let result = merged(
      Party(members: [pikachu, eevee]), Party(members: [leveled, eevee]),
      Party(members: [holding, eevee]))
    #expect(result.members == [PartyMember(name: "Pikachu", level: 88, item: "Light Ball"), eevee])
  }

  @Test func aSetOfMembersInsideAStructKeepsARemoval() {
    struct Box: Codable, Equatable { var members: Set<PartyMember> }
    let result = merged(
      Box(members: [pikachu, eevee]), Box(members: [pikachu, eevee, mew]),
      Box(members: [pikachu]))
    #expect(result.members == [pikachu, mew])
  }

  @Test func repeatedNumbersAreAListAndBothAppendsLand() {
    struct Rolls: Codable, Equatable { var rolls: [Int] }
    #expect(
      merged(Rolls(rolls: [1, 1, 2]), Rolls(rolls: [1, 1, 2, 3]), Rolls(rolls: [1, 1, 2, 4]))
        .rolls == [1, 1, 2, 4, 3])
    #expect(
      merged(Rolls(rolls: [1, 1, 2]), Rolls(rolls: [1, 1, 2, 1]), Rolls(rolls: [1, 1, 2, 2]))
        .rolls == [1, 1, 2, 2, 1])
    #expect(
      merged(Rolls(rolls: [1, 1, 2]), Rolls(rolls: [1, 1, 2, 1]), Rolls(rolls: [1, 1, 2, 1]))
        .rolls == [1, 1, 2, 1, 1])
    // Distinct numbers are a list too: their order is kept, and a reorder is not an addition.
    #expect(
      merged(Rolls(rolls: [3, 1, 2]), Rolls(rolls: [3, 1, 2, 9]), Rolls(rolls: [3, 1, 2, 7]))
        .rolls == [3, 1, 2, 7, 9])
  }

  @Test func aDictionaryWithDateKeysKeepsEachKeyWithItsValue() {
    struct Log: Codable, Equatable { var points: [Date: Double] }
    let (a, b, c) = (
      Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2),
      Date(timeIntervalSince1970: 3)
    )
    let result = merged(
      Log(points: [a: 10]), Log(points: [a: 11, b: 20]), Log(points: [a: 10, c: 30]))
    #expect(result.points == [a: 11, b: 20, c: 30])
    // A removal on one side, a change of another key on the other.
    #expect(
      merged(Log(points: [a: 1, b: 2]), Log(points: [b: 2]), Log(points: [a: 1, b: 5])).points
        == [b: 5])
  }

  @Test func dictionariesWithUUIDAndEnumKeysMergeByKey() {
    enum Slot: String, Codable, Hashable { case lead, back }
    struct Plan: Codable, Equatable {
      var owners: [UUID: Int]
      var slots: [Slot: String]
    }
    let (first, second) = (UUID(), UUID())
    let result = merged(
      Plan(owners: [:], slots: [:]), Plan(owners: [first: 1], slots: [.lead: "Pikachu"]),
      Plan(owners: [second: 2], slots: [.back: "Eevee"]))
    #expect(
      result == Plan(owners: [first: 1, second: 2], slots: [.lead: "Pikachu", .back: "Eevee"]))
  }

  @Test func identifiedElementsMergeByIDFieldByField() {
    struct Club: Codable, Equatable { var trainers: [ClubTrainer] }
    let ash = ClubTrainer(id: 1, name: "Ash")
    let misty = ClubTrainer(id: 2, name: "Misty")
    var renamed = ash
    renamed.name = "Ash Ketchum"
    var moved = ash
    moved.town = "Pallet"
    // One side edits a field and appends; the other edits another field, removes, prepends.
    let brock = ClubTrainer(id: 3, name: "Brock")
    let gary = ClubTrainer(id: 4, name: "Gary")
    let result = merged(
      Club(trainers: [ash, misty]), Club(trainers: [renamed, misty, brock]),
      Club(trainers: [gary, moved]))
    #expect(
      result.trainers == [gary, ClubTrainer(id: 1, name: "Ash Ketchum", town: "Pallet"), brock])
  }

  /// An element one process removed while the other edited it stays removed, whichever saves
  /// last (the later save used to bring it back with its edit).
  @Test func anIdentifiedElementRemovedOnOneSideIsNotBroughtBackByAnEdit() {
    struct Club: Codable, Equatable { var trainers: [ClubTrainer] }
    let ash = ClubTrainer(id: 1, name: "Ash")
    let misty = ClubTrainer(id: 2, name: "Misty")
    var moved = misty
    moved.town = "Cerulean"
    let base = Club(trainers: [ash, misty])
    let edited = Club(trainers: [ash, moved])
    let removed = Club(trainers: [ash])
    #expect(merged(base, edited, removed).trainers == [ash])
    #expect(merged(base, removed, edited).trainers == [ash])
  }

  @Test func identifiedArraysMergeByIDToo() {
    let ash = ClubTrainer(id: 1, name: "Ash")
    let misty = ClubTrainer(id: 2, name: "Misty")
    let brock = ClubTrainer(id: 3, name: "Brock")
    let result = merged(
      IdentifiedArray(uniqueElements: [ash]), IdentifiedArray(uniqueElements: [ash, misty]),
      IdentifiedArray(uniqueElements: [brock]))
    #expect(Array(result) == [brock, misty])
  }

  @Test func whereBothChangedOneScalarTheLaterSaveWins() {
    struct Settings: Codable, Equatable {
      var language = "en"
      var columns = 80
    }
    #expect(
      merged(Settings(), Settings(language: "es"), Settings(language: "de", columns: 120))
        == Settings(language: "es", columns: 120))
  }

  /// The merged tree becomes JSON that `JSONDecoder` reads back: so the encoder must write
  /// exactly what `JSONEncoder` writes, for the types it writes in its own way too.
  @Test func theTreeIsTheJSONThatJSONEncoderWrites() throws {
    enum Shape: Codable, Hashable {
      case circle(radius: Double)
      case square(Int)
      case none
    }
    /// Writes its parent's fields through `superEncoder()`, as a subclass does.
    struct Derived: Encodable {
      var extra = "x"
      enum Keys: CodingKey { case extra }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(extra, forKey: .extra)
        var parent = container.superEncoder().container(keyedBy: Keys.self)
        try parent.encode(1, forKey: .extra)
      }
    }
    struct Everything: Encodable {
      var date = Date(timeIntervalSince1970: 1_700_000_000.25)
      var data = Data([0, 1, 2, 250])
      var url = URL(string: "https://example.com/a?b=c")!
      var decimal = Decimal(string: "12.5")!
      var optional: Int? = nil
      var present: Int? = 4
      var small: Int8 = -3
      var large: UInt64 = .max
      var float: Float = 0.1
      var shapes: [Shape] = [.circle(radius: 2), .square(3), .none]
      var byInt: [Int: String] = [1: "a", 20: "b"]
      var byShape: [Shape: Int] = [.square(1): 1]
      var nested: [[String: [Int]]] = [["a": [1, 2]], [:]]
      var derived = Derived()
    }
    let value = Everything()
    let expected = try JSONDecoder().decode(JSONTree.self, from: JSONEncoder().encode(value))
    // Through JSON and back, as the merge goes: a Double 2.0 reads back as the number 2.
    let tree = try JSONDecoder().decode(
      JSONTree.self, from: JSONEncoder().encode(MergeTree(encoding: value).json))
    guard case .object(let fields) = tree, case .object(let expectedFields) = expected else {
      Issue.record("not an object: \(tree)")
      return
    }
    for key in Set(fields.keys).union(expectedFields.keys) {
      #expect(fields[key] == expectedFields[key], "\(key)")
    }
  }

  @Test func sequenceMergeKeepsNonOverlappingChangesOfBothSides() {
    func merge(_ base: String, _ mine: String, _ theirs: String) -> String {
      String(
        SequenceMerge.merge(base: Array(base), mine: Array(mine), theirs: Array(theirs)) {
          _, mine, _ in mine
        })
    }
    #expect(merge("abcde", "aXbcde", "abcdYe") == "aXbcdYe")
    #expect(merge("abcde", "acde", "abcd") == "acd")
    #expect(merge("abc", "abc", "xyz") == "xyz")
    #expect(merge("abc", "aQc", "aRc") == "aQc")  // both changed b: the later save's
    #expect(merge("", "m", "t") == "tm")
    #expect(merge("ab", "abc", "abc") == "abcc")  // two appends of one value: both land
    #expect(merge("ab", "ab", "") == "")
  }
}

/// Issue #37: the same roster edits as `shared-file-worker roster`, by two registries in this
/// process (each stands for a process: its own value, its own saves, its own watch of the
/// file), at once on two threads.
@Suite struct SharedTypedFilesAcrossRegistriesTests {
  /// Edits `roster` as the worker does; returns what it did.
  static func edit(
    _ roster: Shared<WorkerRoster>, _ registry: SharedRegistry, seed: Int, name: String,
    steps: Int
  ) -> WorkerRoster.Report {
    var random = SeededRandom(seed: UInt64(seed) &+ 1)
    let dateBase = Double(seed % 100_000) * 10_000
    var mine: [WorkerRoster.Member] = []
    var rolls: [Int] = []
    var last = -1
    for step in 0..<steps {
      if mine.isEmpty || random.next(3) > 0 {
        let member = WorkerRoster.Member(name: "\(name)-\(step)", level: step)
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
        let member = mine.remove(at: random.next(mine.count))
        roster.withLock {
          $0.members.removeAll { $0 == member }
          $0.badges.remove(member)
          $0.marks[Date(timeIntervalSince1970: dateBase + Double(member.level))] = nil
        }
      }
      if random.next(2) == 0 { registry.flush() }
      usleep(UInt32(random.next(400)))
    }
    registry.flush()
    return WorkerRoster.Report(
      seed: seed, name: name, members: mine.map(\.name), rolls: rolls, last: last)
  }

  /// 150 rounds of two registries editing one roster file at once: the file ends with what
  /// each left, as with two processes.
  @Test func twoRegistriesEditingARosterLoseNothing_150Rounds() async throws {
    var failures: [String] = []
    for round in 0..<150 {
      let url = temporaryDirectory().appendingPathComponent("roster.json")
      let (seedA, seedB) = (round, round + 1_000)
      func side(_ seed: Int, _ name: String) -> Task<(String?, WorkerRoster.Report), Never> {
        Task.detached {
          let registry = SharedRegistry(persistence: .fileSystem)
          let roster = withDependencies {
            $0.sharedRegistry = registry
          } operation: {
            Shared(wrappedValue: WorkerRoster(), .fileStorage(url))
          }
          let left = Self.edit(roster, registry, seed: seed, name: name, steps: 14)
          return (roster.persistenceProblem?.description, left)
        }
      }
      let (first, second) = (side(seedA, "A"), side(seedB, "B"))
      let (a, b) = (await first.value, await second.value)
      if let problem = a.0 ?? b.0 { failures.append("round \(round): \(problem)") }
      let roster = try JSONDecoder().decode(WorkerRoster.self, from: Data(contentsOf: url))
      failures += roster.problems([a.1, b.1]).map { "round \(round): \($0)" }
    }
    #expect(failures.isEmpty)
  }
}

/// A small seeded generator: rounds differ by seed, and a failing round can be run again.
struct SeededRandom {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}
