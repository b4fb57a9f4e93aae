import BlocksInstall
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine

/// "Did you mean": the name a typo was meant to be, and the names that need no guess.
@Suite struct SuggestionTests {
  static let commands = ["list", "search", "show", "add", "diff", "preview", "site"]

  @Test(
    "a typo of a command or an id suggests it; anything further suggests nothing",
    arguments: [
      ("lst", commands, "list"), ("lsit", commands, "list"), ("serach", commands, "search"),
      ("preveiw", commands, "preview"), ("ad", commands, "add"), ("xyz", commands, nil),
      ("sitemap", commands, nil), ("", commands, nil),
      ("hold-to-confirm-buton", BlockCatalog.all.map(\.id), "hold-to-confirm-button"),
      ("toast-stak", BlockCatalog.all.map(\.id), "toast-stack"),
      ("range-sliders", BlockCatalog.all.map(\.id), "range-slider"),
      ("slider", BlockCatalog.all.map(\.id), nil),
    ] as [(String, [String], String?)])
  func closest(typed: String, candidates: [String], expected: String?) {
    #expect(Suggestion.closest(to: typed, among: candidates) == expected)
  }

  @Test(
    "edit distance counts insertions, deletions, substitutions and swaps of neighbours",
    arguments: [
      ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("abc", "abd", 1),
      ("abc", "acb", 1), ("abc", "ab", 1), ("ab", "abc", 1), ("kitten", "sitting", 3),
    ])
  func editDistance(a: String, b: String, distance: Int) {
    #expect(
      Suggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars)) == distance)
  }

  @Test("a block is found by its id, its name and its view's type, exactly as shown")
  func blockNames() throws {
    for block in BlockCatalog.all {
      for name in [block.id, block.name, block.viewType] {
        #expect(try BlockID.block(name).id == block.id, "\(name)")
      }
    }
    #expect(throws: BlocksError.self) { try BlockID.block("HOLD-TO-CONFIRM-BUTTON") }
    #expect(throws: BlocksError.self) { try BlockID.block("holdtoconfirmbutton") }
    #expect(throws: BlocksError.self) { try BlockID.block(" Hold To Confirm Button") }
  }

  @Test("an unknown id close to a known one names it")
  func unknownBlockMessage() {
    #expect(
      throws: BlocksError(
        "unknown block 'toast-stak'; did you mean toast-stack? Run 'blocks list' to see the blocks",
        status: .usage)
    ) { try BlockID.block("toast-stak") }
    #expect(
      throws: BlocksError(
        "unknown block 'no-such-block'; run 'blocks list' to see the blocks", status: .usage)
    ) { try BlockID.block("no-such-block") }
  }
}
