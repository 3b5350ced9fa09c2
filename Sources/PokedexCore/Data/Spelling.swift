/// Near spellings of a name, for "did you mean" in messages.
public enum Spelling {
  /// Up to three of `names` within two edits of `text` (by their keys: case, accents, spaces
  /// and punctuation aside), closest first; none for a text of fewer than three letters.
  ///
  /// ```swift
  /// Spelling.closest("Earthquak", in: ["Earthquake", "Earth Power"])  // ["Earthquake"]
  /// ```
  public static func closest(_ text: String, in names: [String]) -> [String] {
    let key = Array(nameKey(text).unicodeScalars)
    guard key.count >= 3 else { return [] }
    var scored: [(Int, String)] = []
    var seen: Set<String> = []
    for name in names where seen.insert(name).inserted {
      let other = Array(nameKey(name).unicodeScalars)
      guard abs(other.count - key.count) <= 2 else { continue }
      let distance = editDistance(key, other)
      if distance <= 2 { scored.append((distance, name)) }
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(3).map(\.1)
  }

  /// Levenshtein distance.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
