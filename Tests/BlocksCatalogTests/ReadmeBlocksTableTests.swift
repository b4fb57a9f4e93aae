import Foundation
import Testing

@testable import BlocksCatalog

/// README.md's table of blocks is the catalog's, one row per registered block in its order, so
/// a new block appears there when it is registered and the table cannot drift.
///
/// Re-record with `BLOCKS_RECORD_SNAPSHOTS=1 swift test --filter ReadmeBlocksTableTests`, which
/// rewrites the lines between the table's markers and nothing else.
@Suite struct ReadmeBlocksTableTests {
  static let begin = "<!-- blocks-table: begin (generated from the catalog) -->"
  static let end = "<!-- blocks-table: end -->"

  /// The table: each block's view, its category and its summary.
  static func table(_ blocks: [BlockInfo]) -> String {
    var lines = ["| Block | Category | What it does |", "|---|---|---|"]
    for block in blocks {
      let summary = block.text(.english).summary.replacingOccurrences(of: "|", with: "\\|")
      lines.append("| `\(block.viewType)` | \(block.category.rawValue) | \(summary) |")
    }
    return lines.joined(separator: "\n")
  }

  @Test func theReadmeListsEveryRegisteredBlock() throws {
    let url = ReadmeTranscriptTests.readme
    let readme = try String(contentsOf: url, encoding: .utf8)
    let start = try #require(readme.range(of: Self.begin), "README.md has no '\(Self.begin)'")
    let stop = try #require(
      readme.range(of: Self.end, range: start.upperBound..<readme.endIndex),
      "README.md has no '\(Self.end)' after the table's start")
    let recorded = String(readme[start.upperBound..<stop.lowerBound])
    let actual = "\n" + Self.table(BlockCatalog.all) + "\n"
    guard recorded != actual else { return }
    if Snapshot.isRecording {
      try readme.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: actual)
        .write(to: url, atomically: true, encoding: .utf8)
      Issue.record("recorded README.md's table of blocks; check it with git diff")
    } else {
      Issue.record(
        """
        README.md's table of blocks differs from the catalog; run with \(Snapshot.recordVariable)=1
        \(Snapshot.difference(from: recorded, to: actual, name: "README.md"))
        """)
    }
  }

  /// A block left out of the catalog is left out of the table: the test compares with the
  /// catalog, not with a list of its own.
  @Test func theTableFollowsTheBlocksItIsGiven() {
    let blocks = Array(BlockCatalog.all.prefix(2))
    let table = Self.table(blocks)
    #expect(table.split(separator: "\n").count == 4)
    #expect(table.contains("`\(blocks[1].viewType)`"))
    #expect(!table.contains("`\(BlockCatalog.all[2].viewType)`"))
  }
}
