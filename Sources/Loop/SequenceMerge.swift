/// A three-way merge of sequences, as version control merges lines: each side's changes since
/// the base are found as hunks (a stretch of the base replaced by other elements, matched by a
/// longest common subsequence), and hunks of the two sides that touch different stretches both
/// apply. Where both sides changed the same stretch, `conflict` decides (``keepingBoth(_:_:_:)``
/// keeps what each inserted); where both inserted at the same place, both insertions are kept
/// (theirs first: the earlier save), even equal ones: two processes appending `1` to `[1, 2]`
/// are two appends.
///
/// More forgiving than a line merge on purpose: a removal and an insertion next to it do not
/// conflict (one process removes the last member of a team while the other appends one: both
/// happen).
enum SequenceMerge {
  /// One side's change: the base's `start..<end` replaced by `elements`.
  private struct Hunk<Element> {
    var start: Int
    var end: Int
    var elements: ArraySlice<Element>
    var isMine: Bool
  }

  /// `mine`'s changes since `base` applied to `theirs`; `conflict(base, mine, theirs)` gives the
  /// stretch both changed in different ways.
  static func merge<Element: Hashable>(
    base: [Element], mine: [Element], theirs: [Element],
    conflict: ([Element], [Element], [Element]) -> [Element]
  ) -> [Element] {
    let hunks = (hunks(base, mine, isMine: true) + hunks(base, theirs, isMine: false)).sorted {
      ($0.start, $0.end) < ($1.start, $1.end)
    }
    var merged: [Element] = []
    var position = 0
    var index = 0
    while index < hunks.count {
      // A cluster: hunks whose stretches overlap, or insertions at one place.
      var cluster = [hunks[index]]
      let start = hunks[index].start
      var end = hunks[index].end
      index += 1
      while index < hunks.count {
        let next = hunks[index]
        let overlaps =
          next.start < end || (next.start == end && next.start == next.end && start == end)
        guard overlaps else { break }
        cluster.append(next)
        end = max(end, next.end)
        index += 1
      }
      merged += base[position..<start]
      position = end
      let mineHunks = cluster.filter(\.isMine)
      let theirHunks = cluster.filter { !$0.isMine }
      if theirHunks.isEmpty || mineHunks.isEmpty {
        merged += text(of: cluster, over: base, from: start, to: end)
        continue
      }
      let stretch = Array(base[start..<end])
      let mineText = text(of: mineHunks, over: base, from: start, to: end)
      let theirText = text(of: theirHunks, over: base, from: start, to: end)
      if stretch.isEmpty {
        // Both inserted here: two events, both kept, even when they inserted the same.
        merged += theirText + mineText
      } else if mineText == theirText {
        merged += mineText
      } else {
        merged += conflict(stretch, mineText, theirText)
      }
    }
    merged += base[position...]
    return merged
  }

  /// A stretch both sides changed, neither side's change lost: what `theirs` holds, less the
  /// base's elements `mine` removed, then the elements `mine` added that `theirs` did not.
  static func keepingBoth<Element: Hashable>(
    _ base: [Element], _ mine: [Element], _ theirs: [Element]
  ) -> [Element] {
    func counts(_ elements: [Element]) -> [Element: Int] {
      elements.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
    let (baseCounts, mineCounts, theirCounts) = (counts(base), counts(mine), counts(theirs))
    var removedByMine = baseCounts.mapValues { _ in 0 }
    for (element, count) in baseCounts {
      removedByMine[element] = count - (mineCounts[element] ?? 0)
    }
    var kept: [Element] = []
    for element in theirs {
      if removedByMine[element, default: 0] > 0 {
        removedByMine[element, default: 0] -= 1
      } else {
        kept.append(element)
      }
    }
    // What mine added (beyond the base's count), less what theirs added of the same.
    var added = mineCounts.mapValues { _ in 0 }
    for (element, count) in mineCounts {
      let base = baseCounts[element] ?? 0
      added[element] = count - base - max(0, (theirCounts[element] ?? 0) - base)
    }
    for element in mine where added[element, default: 0] > 0 {
      kept.append(element)
      added[element, default: 0] -= 1
    }
    return kept
  }

  /// `keys` in the order of `order`, each once; a key `order` lacks goes after the key before
  /// it in `placing` (or first).
  static func ordered<Key: Hashable>(
    _ keys: some Collection<Key>, by order: [Key], placing: [Key]
  ) -> [Key] {
    let wanted = Set(keys)
    var result: [Key] = []
    var placed = Set<Key>()
    for key in order where wanted.contains(key) && placed.insert(key).inserted {
      result.append(key)
    }
    for (index, key) in placing.enumerated() where wanted.contains(key) && !placed.contains(key) {
      let before = placing[..<index].last(where: placed.contains)
      let at = before.flatMap { result.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
      result.insert(key, at: at)
      placed.insert(key)
    }
    return result
  }

  /// The base's `start..<end` with `hunks` (one side's, sorted) applied.
  private static func text<Element>(
    of hunks: [Hunk<Element>], over base: [Element], from start: Int, to end: Int
  ) -> [Element] {
    var text: [Element] = []
    var position = start
    for hunk in hunks {
      text += base[position..<hunk.start]
      text += hunk.elements
      position = hunk.end
    }
    text += base[position..<end]
    return text
  }

  /// What `other` changed in `base`: the stretches between the elements they share.
  private static func hunks<Element: Hashable>(
    _ base: [Element], _ other: [Element], isMine: Bool
  ) -> [Hunk<Element>] {
    var hunks: [Hunk<Element>] = []
    var (baseIndex, otherIndex) = (0, 0)
    for (matchedBase, matchedOther) in matches(base, other) + [(base.count, other.count)] {
      if matchedBase > baseIndex || matchedOther > otherIndex {
        hunks.append(
          Hunk(
            start: baseIndex, end: matchedBase, elements: other[otherIndex..<matchedOther],
            isMine: isMine))
      }
      (baseIndex, otherIndex) = (matchedBase + 1, matchedOther + 1)
    }
    return hunks
  }

  /// The pairs of indexes of a longest common subsequence of `a` and `b`, in order. The common
  /// start and end are matched directly; between them a table of `a.count × b.count` cells is
  /// built, up to four million cells (beyond that the middle is taken as wholly changed).
  static func matches<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    var pairs = (0..<prefix).map { ($0, $0) }
    let (rows, columns) = (a.count - prefix - suffix, b.count - prefix - suffix)
    if rows > 0, columns > 0, rows * columns <= 4_000_000 {
      // lengths[i][j]: the longest common subsequence of the middles' tails from i and j.
      let width = columns + 1
      var lengths = [Int32](repeating: 0, count: (rows + 1) * width)
      for i in stride(from: rows - 1, through: 0, by: -1) {
        for j in stride(from: columns - 1, through: 0, by: -1) {
          lengths[i * width + j] =
            a[prefix + i] == b[prefix + j]
            ? lengths[(i + 1) * width + j + 1] + 1
            : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
        }
      }
      var (i, j) = (0, 0)
      while i < rows, j < columns {
        if a[prefix + i] == b[prefix + j] {
          pairs.append((prefix + i, prefix + j))
          (i, j) = (i + 1, j + 1)
        } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
          i += 1
        } else {
          j += 1
        }
      }
    }
    pairs += (0..<suffix).map { (a.count - suffix + $0, b.count - suffix + $0) }
    return pairs
  }
}
