/// The name a mistyped one was most likely meant to be, for "did you mean" in error messages.
enum Suggestion {
  /// The candidate closest to `text`, when it is close enough to be a typo.
  ///
  /// Closeness is the edit distance (insertions, deletions, substitutions and swaps of two
  /// neighbours): at most 1 edit for names of up to 4 characters, 2 up to 8, 3 beyond. Ties go to
  /// the earlier candidate.
  static func closest(to text: String, among candidates: [String]) -> String? {
    let typed = Array(text.lowercased().unicodeScalars)
    guard !typed.isEmpty, typed.count <= 64 else { return nil }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.unicodeScalars))
      let allowed = candidate.count <= 4 ? 1 : candidate.count <= 8 ? 2 : 3
      if distance <= allowed, distance < best?.distance ?? .max {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// The optimal string alignment distance between `a` and `b`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    let width = b.count + 1
    var rows = [Int](repeating: 0, count: (a.count + 1) * width)
    for j in 0...b.count { rows[j] = j }
    for i in 1...a.count {
      rows[i * width] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(
          rows[(i - 1) * width + j] + 1, rows[i * width + j - 1] + 1,
          rows[(i - 1) * width + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, rows[(i - 2) * width + j - 2] + 1)
        }
        rows[i * width + j] = value
      }
    }
    return rows[a.count * width + b.count]
  }
}
