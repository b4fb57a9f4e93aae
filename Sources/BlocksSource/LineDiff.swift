/// A line-by-line difference between two texts, printed as a unified diff that `patch` and
/// `git apply` accept.
///
/// A newline ends a line, as POSIX says: a file ending in one has no empty line after it, and a
/// last line without one is printed with `\ No newline at end of file` after it, so a file that
/// only gains or loses its final newline shows that line changing.
///
/// A longest-common-subsequence table over the lines between the common prefix and suffix. Of
/// the equally short edit scripts, it keeps the earliest matching lines and removes before it
/// adds. The standard library's `difference(from:)` (Myers' algorithm) finds scripts just as short
/// (a test checks it) but keeps other lines: from `}`, `}` to `x`, `}`, `x` this prints `-}`, `+x`,
/// ` }`, `+x`, where `difference(from:)` gives `+x`, ` }`, `-}`, `+x`. On random texts of up to
/// six lines drawn from two to four distinct ones, about one in thirteen differs like that, so
/// building on it would change what `blocks diff` prints; this stays.
package struct LineDiff: Sendable, Equatable {
  /// One step of the edit script.
  package enum Step: Sendable, Equatable {
    /// A line both texts have.
    case same(Line)
    /// A line only the old text has.
    case removed(Line)
    /// A line only the new text has.
    case added(Line)
  }

  /// One line of a text: its characters, and whether a newline ends it (only a text's last line
  /// may lack one).
  package struct Line: Sendable, Hashable {
    /// The line's characters, without its newline.
    package var text: String
    /// Whether a newline ends the line.
    package var endsWithNewline: Bool

    /// The lines of `text`: each newline ends one; characters after the last newline are a last
    /// line without one.
    static func lines(of text: String) -> [Line] {
      var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
      let last = parts.removeLast()
      var lines = parts.map { Line(text: String($0), endsWithNewline: true) }
      if !last.isEmpty { lines.append(Line(text: String(last), endsWithNewline: false)) }
      return lines
    }
  }

  /// The edit script from the old text to the new one.
  package let steps: [Step]

  /// The largest middle section compared line by line; beyond it, the differing middle is shown
  /// as removed and added wholesale so a huge file cannot make the tool slow.
  static let maximumCells = 4_000_000

  /// Compares `old` with `new`.
  package init(old: String, new: String) {
    let a = Line.lines(of: old)
    let b = Line.lines(of: new)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    var steps = a[..<prefix].map(Step.same)
    steps += Self.middleSteps(middleA, middleB)
    steps += a[(a.count - suffix)...].map(Step.same)
    self.steps = steps
  }

  private static func middleSteps(_ a: [Line], _ b: [Line]) -> [Step] {
    guard (a.count + 1) * (b.count + 1) <= maximumCells else {
      return a.map(Step.removed) + b.map(Step.added)
    }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var steps: [Step] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        steps.append(.same(a[i]))
        i += 1
        j += 1
      } else if i < a.count,
        j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
      {
        steps.append(.removed(a[i]))
        i += 1
      } else {
        steps.append(.added(b[j]))
        j += 1
      }
    }
    return steps
  }

  /// Whether the texts are the same.
  package var isEmpty: Bool {
    steps.allSatisfy {
      if case .same = $0 { return true }
      return false
    }
  }

  /// How many lines were added.
  package var addedCount: Int {
    steps.count {
      if case .added = $0 { return true }
      return false
    }
  }

  /// How many lines were removed.
  package var removedCount: Int {
    steps.count {
      if case .removed = $0 { return true }
      return false
    }
  }

  /// The diff in unified format with `context` lines around each change.
  package func unified(oldName: String, newName: String, context: Int = 3) -> String {
    guard !isEmpty else { return "" }
    var lines = ["--- \(oldName)", "+++ \(newName)"]
    // Positions of changed steps, grouped into hunks whose context overlaps.
    let changed = steps.indices.filter {
      if case .same = steps[$0] { return false }
      return true
    }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(steps.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...range.upperBound
      } else {
        groups.append(range)
      }
    }
    var oldLine = 1
    var newLine = 1
    var position = 0
    for group in groups {
      while position < group.lowerBound {
        switch steps[position] {
        case .same:
          oldLine += 1
          newLine += 1
        case .removed: oldLine += 1
        case .added: newLine += 1
        }
        position += 1
      }
      var body: [String] = []
      var oldCount = 0
      var newCount = 0
      for step in steps[group] {
        let line: Line
        switch step {
        case .same(let same):
          line = same
          body.append(" " + line.text)
          oldCount += 1
          newCount += 1
        case .removed(let removed):
          line = removed
          body.append("-" + line.text)
          oldCount += 1
        case .added(let added):
          line = added
          body.append("+" + line.text)
          newCount += 1
        }
        if !line.endsWithNewline { body.append("\\ No newline at end of file") }
      }
      lines.append(
        "@@ -\(oldCount == 0 ? oldLine - 1 : oldLine),\(oldCount) "
          + "+\(newCount == 0 ? newLine - 1 : newLine),\(newCount) @@")
      lines += body
      oldLine += oldCount
      newLine += newCount
      position = group.upperBound + 1
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
