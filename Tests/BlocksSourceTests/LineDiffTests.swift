import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksSource

/// Two texts and the unified diff `blocks diff` prints between them.
struct DiffCase: Sendable, CustomTestStringConvertible {
  var name: String
  var old: String
  var new: String
  /// The expected output of `unified(oldName: "old", newName: "new")`.
  var unified: String

  var testDescription: String { name }

  static let ten = (1...10).map { "line \($0)\n" }.joined()

  // A newline ends a line: a file ending in one has no empty line after it, and a last line
  // without one is followed by "\ No newline at end of file", as in every unified diff.
  static let all: [DiffCase] = [
    DiffCase(
      name: "insertion at the start", old: "a\nb\nc\nd\ne\n", new: "new\na\nb\nc\nd\ne\n",
      unified: "--- old\n+++ new\n@@ -1,3 +1,4 @@\n+new\n a\n b\n c\n"),
    DiffCase(
      name: "insertion in the middle", old: ten,
      new: ten.replacingOccurrences(of: "line 5\n", with: "line 5\nnew 1\nnew 2\n"),
      unified: """
        --- old
        +++ new
        @@ -3,6 +3,8 @@
         line 3
         line 4
         line 5
        +new 1
        +new 2
         line 6
         line 7
         line 8

        """),
    DiffCase(
      name: "insertion at the end", old: "a\nb\n", new: "a\nb\nc\n",
      unified: "--- old\n+++ new\n@@ -1,2 +1,3 @@\n a\n b\n+c\n"),
    DiffCase(
      name: "deletion at the start", old: "a\nb\nc\nd\ne\n", new: "b\nc\nd\ne\n",
      unified: "--- old\n+++ new\n@@ -1,4 +1,3 @@\n-a\n b\n c\n d\n"),
    DiffCase(
      name: "deletion at the end", old: ten,
      new: ten.replacingOccurrences(of: "line 10\n", with: ""),
      unified: "--- old\n+++ new\n@@ -7,4 +7,3 @@\n line 7\n line 8\n line 9\n-line 10\n"),
    DiffCase(
      name: "replacement of one line", old: ten,
      new: ten.replacingOccurrences(of: "line 6\n", with: "line six\n"),
      unified: """
        --- old
        +++ new
        @@ -3,7 +3,7 @@
         line 3
         line 4
         line 5
        -line 6
        +line six
         line 7
         line 8
         line 9

        """),
    DiffCase(
      name: "replacement by more lines", old: "a\nb\nc\n", new: "a\nx\ny\nz\nc\n",
      unified: "--- old\n+++ new\n@@ -1,3 +1,5 @@\n a\n-b\n+x\n+y\n+z\n c\n"),
    DiffCase(
      name: "changes 6 lines apart share a hunk", old: ten,
      new: ten.replacingOccurrences(of: "line 2\n", with: "two\n")
        .replacingOccurrences(of: "line 9\n", with: "nine\n"),
      unified: """
        --- old
        +++ new
        @@ -1,10 +1,10 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
         line 6
         line 7
         line 8
        -line 9
        +nine
         line 10

        """),
    DiffCase(
      name: "changes 7 lines apart make two hunks", old: ten + "line 11\n",
      new: (ten + "line 11\n").replacingOccurrences(of: "line 2\n", with: "two\n")
        .replacingOccurrences(of: "line 10\n", with: "ten\n"),
      unified: """
        --- old
        +++ new
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +two
         line 3
         line 4
         line 5
        @@ -7,5 +7,5 @@
         line 7
         line 8
         line 9
        -line 10
        +ten
         line 11

        """),
    DiffCase(
      name: "from an empty file", old: "", new: "a\nb\n",
      unified: "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+a\n+b\n"),
    DiffCase(
      name: "to an empty file", old: "a\nb\n", new: "",
      unified: "--- old\n+++ new\n@@ -1,2 +0,0 @@\n-a\n-b\n"),
    DiffCase(name: "both empty", old: "", new: "", unified: ""),
    DiffCase(
      name: "a final newline added", old: "a\nb", new: "a\nb\n",
      unified:
        "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n"),
    DiffCase(
      name: "a final newline removed", old: "a\nb\n", new: "a\nb",
      unified:
        "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n"),
    DiffCase(
      name: "no final newline on either side", old: "a\nb\nc", new: "a\nB\nc",
      unified:
        "--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n\\ No newline at end of file\n"),
    // Of two equally short edit scripts, the one that keeps the earliest matching line wins; the
    // standard library's `difference(from:)` keeps the later `}` here (`+x`, ` }`, `-}`, `+x`),
    // which is why LineDiff does not use it.
    DiffCase(
      name: "repeated lines: the earliest match is kept", old: "}\n}\n", new: "x\n}\nx\n",
      unified: "--- old\n+++ new\n@@ -1,2 +1,3 @@\n-}\n+x\n }\n+x\n"),
  ]
}

/// The line diff behind `blocks diff` and the summaries of `blocks add`.
@Suite struct LineDiffTests {
  @Test(arguments: DiffCase.all)
  func unifiedOutput(_ example: DiffCase) {
    let diff = LineDiff(old: example.old, new: example.new)
    #expect(diff.unified(oldName: "old", newName: "new") == example.unified)
    let body = example.unified.split(separator: "\n").filter { !$0.hasPrefix("@@") }.dropFirst(2)
    #expect(diff.addedCount == body.count { $0.hasPrefix("+") })
    #expect(diff.removedCount == body.count { $0.hasPrefix("-") })
    #expect(diff.isEmpty == example.unified.isEmpty)
  }

  @Test func unifiedDiffCountsLinesAndHunks() {
    let old = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let new = old.replacingOccurrences(of: "line 2\n", with: "line two\n")
      .replacingOccurrences(of: "line 18\n", with: "")
    let diff = LineDiff(old: old, new: new)
    #expect(diff.addedCount == 1 && diff.removedCount == 2)
    let text = diff.unified(oldName: "a", newName: "b")
    #expect(text.hasPrefix("--- a\n+++ b\n@@ -1,5 +1,5 @@\n line 1\n-line 2\n+line two\n"))
    #expect(text.contains("@@ -15,6 +15,5 @@\n line 15\n line 16\n line 17\n-line 18\n line 19\n"))
    #expect(LineDiff(old: old, new: old).isEmpty)
    #expect(LineDiff(old: old, new: old).unified(oldName: "a", newName: "b").isEmpty)
  }

  @Test func noContextLines() {
    let diff = LineDiff(
      old: DiffCase.ten, new: DiffCase.ten.replacingOccurrences(of: "5", with: "V"))
    #expect(
      diff.unified(oldName: "a", newName: "b", context: 0)
        == "--- a\n+++ b\n@@ -5,1 +5,1 @@\n-line 5\n+line V\n")
  }

  /// `patch` applies what `blocks diff` prints: over seeded random texts of a few repeated lines,
  /// with and without a final newline, the diff turns the old file into the new one exactly.
  @Test func patchAppliesTheDiff() throws {
    let patch = URL(fileURLWithPath: "/usr/bin/patch")
    try #require(
      FileManager.default.isExecutableFile(atPath: patch.path), "patch is installed by .ci/run")
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var random = SplitMix(state: 7)
    for run in 0..<40 {
      let texts = (0..<2).map { _ in
        let lines = (0..<random.next(7)).map { _ in ["a", "b", "}", ""][random.next(4)] }
        return lines.joined(separator: "\n") + (random.next(3) == 0 ? "" : "\n")
      }
      let (old, new) = (texts[0], texts[1])
      let diff = LineDiff(old: old, new: new).unified(oldName: "file", newName: "file")
      guard !diff.isEmpty else { continue }
      let file = directory.appendingPathComponent("file")
      try Data(old.utf8).write(to: file)
      try Data(diff.utf8).write(to: directory.appendingPathComponent("change.diff"))
      let result = try TestSupport.run(
        patch, ["--silent", "--force", "-i", "change.diff", "file"], in: directory)
      let patched = try String(contentsOf: file, encoding: .utf8)
      let context = "run \(run): \(old.debugDescription) → \(new.debugDescription)\n\(diff)"
      #expect(result.status == 0, "\(context)\n\(result)")
      #expect(patched == new, "\(context)")
    }
  }

  /// The edit script is as short as the standard library's, on seeded random texts of a few
  /// repeated lines, where many scripts of the same length exist.
  @Test func editScriptsAreAsShortAsTheStandardLibrarys() {
    var random = SplitMix(state: 2_024)
    for _ in 0..<2_000 {
      let old = (0..<random.next(9)).map { _ in ["a", "b", "}"][random.next(3)] + "\n" }.joined()
      let new = (0..<random.next(9)).map { _ in ["a", "b", "}"][random.next(3)] + "\n" }.joined()
      let diff = LineDiff(old: old, new: new)
      let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let standard = lines(new).difference(from: lines(old))
      #expect(
        diff.addedCount == standard.insertions.count
          && diff.removedCount == standard.removals.count,
        "old \(old.debugDescription) new \(new.debugDescription)")
    }
  }
}

/// SplitMix64, so a failing run replays from its seed.
struct SplitMix {
  var state: UInt64

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
