import Dispatch
import Loop
import Testing

@testable import PokedexCore

/// The data's caches filled on first use (who learns a move, a name's folded key) are asked
/// from several threads at once: the app's preparation thread and the main actor, or a paste's
/// lookups. Each round here starts threads together on a cache that is still empty, so they
/// contend for its lock. Under `--sanitize=thread` (CI's second stage runs this suite) a lock
/// the sanitizer cannot see, as `Synchronization.Mutex` on Linux under contention, is reported
/// as a race; stop 52's CI failed on exactly that. 300 rounds of 4 threads each.
@Suite struct CachesAcrossThreadsTests {
  static let rounds = 300
  static let threads = 4

  /// Three Pokémon, two groups; move 7 is learnt by 1 and 3 in group 1, by 2 in group 2.
  static func moves() -> PokedexMoves {
    PokedexMoves(
      moves: [], groups: [], methods: [], machines: [:],
      learnsets: [
        1: [1: [LearnedMove(move: 7, method: "level-up", level: 5)]],
        2: [
          2: [LearnedMove(move: 7, method: "machine")], 1: [LearnedMove(move: 8, method: "egg")],
        ],
        3: [1: [LearnedMove(move: 7, method: "tutor"), LearnedMove(move: 9, method: "egg")]],
      ])
  }

  @Test func whoLearnsAMoveIsFoundOnceWhateverTheThreadsAsking() {
    for _ in 0..<Self.rounds {
      let moves = Self.moves()
      let answers = Answers<[Int]>()
      DispatchQueue.concurrentPerform(iterations: Self.threads) { thread in
        answers.add(moves.learners(of: 7, in: thread % 2 + 1).map(\.pokemon))
      }
      let all = answers.all
      #expect(all.count == Self.threads)
      #expect(all.allSatisfy { $0 == [1, 3] || $0 == [2] })
      #expect(moves.learners(of: 7, in: 1).map(\.pokemon) == [1, 3])
      #expect(moves.learners(of: 7, in: 2).map(\.pokemon) == [2])
    }
  }

  @Test func aNamesKeyIsTheSameFromEveryThread() {
    for round in 0..<Self.rounds {
      let name = "Thunder Punch \(round)"
      let answers = Answers<String>()
      DispatchQueue.concurrentPerform(iterations: Self.threads) { _ in
        answers.add(ShowdownPaste.key(name))
      }
      #expect(answers.all == Array(repeating: nameKey(name), count: Self.threads))
    }
  }

  /// What the threads answered, kept behind a lock the sanitizer sees.
  final class Answers<Value: Sendable>: Sendable {
    private let values = Locked<[Value]>([])
    func add(_ value: Value) { values.withLock { $0.append(value) } }
    var all: [Value] { values.withLock { $0 } }
  }
}
