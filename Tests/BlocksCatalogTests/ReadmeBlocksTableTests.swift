import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog

/// README.md's table of blocks is the catalog's, one row per registered block in its order, so
/// a new block appears there when it is registered and the table cannot drift.
///
/// Re-record with `BLOCKS_RECORD_SNAPSHOTS=1 swift test --filter ReadmeBlocksTableTests`, which
/// rewrites the lines between the table's markers and nothing else.
@Suite struct ReadmeBlocksTableTests {
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
    try GeneratedRegion(
      path: "README.md", name: "blocks-table", content: Self.table(BlockCatalog.all)
    )
    .check()
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

  /// A block outside the shipped ones gets its row from its catalog entry alone.
  @Test func aToyBlockGetsItsRow() {
    #expect(Self.table([ToyBlocks.block("Gadget")]).contains("| `GadgetToyView` | Controls |"))
  }
}
