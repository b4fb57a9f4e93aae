import BlocksCore
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksSite

/// The site's search script, run under Node, against `blocks search`: the same queries must find
/// the same blocks in the same order, and the same texts must fold into the same words.
@Suite struct SiteSearchScriptTests {
  static let nodeAvailable: Bool = {
    (try? TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), ["node", "--version"]))?.status
      == 0
  }()

  /// Queries: the search tests' table, the issue's, and text that folds in unusual ways.
  static let queries: [String] =
    SearchCases.all.map(\.query) + [
      "deslizar", "confirmacion", "DESLIZ", "to-do", "a", "e", "s", "con", "ñ", "Ｓｗｉｐｅ",
      "ﬁ", "ΟΔΟΣ", "İ", "कि", "👍", "swipe👍row", "cafe\u{301}", "½", "①", "deslizar  para",
      "row swipe", "swipe row", "fila tarea", "async", "asíncrono", "ASINCRONO", "x\u{0}y", "",
      "   ", "-", "d e s", "pag", "página", "pagina", "co", "control deslizante",
    ]

  /// Texts whose words the script must split exactly as ``SearchText/words(_:)`` does.
  static var texts: [String] {
    var texts = [
      "to-do, «lista»", "PULSACIÓN", "ΟΔΟΣ ΟΔΟΣ.", "Ǆemal", "İstanbul", "ﬁnal ﬂow", "कि क",
      "a\u{20DD}b", "x\u{301}\u{302}y", "１２３ abc", "emoji 👍🏽 here", "tab\tnew\nline",
      "Straße", "ǅ ǈ", "Ⅻ ⅻ", "a_b a-b a.b", "",
    ]
    for block in BlockCatalog.all {
      texts += [block.name, block.text(.english).summary, block.text(.spanish).summary]
      texts += block.text(.english).keywords + block.text(.spanish).keywords
      texts += [block.text(.english).description, block.text(.spanish).description]
    }
    return texts
  }

  @Test(.enabled(if: nodeAvailable, "node is not installed; the search parity check is skipped"))
  func theScriptFindsWhatBlocksSearchFinds() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let script = directory.appendingPathComponent("site.js")
    try SiteScript.site.write(to: script, atomically: true, encoding: .utf8)
    let index = directory.appendingPathComponent("index.json")
    try SiteSearchIndex.json(for: BlockCatalog.all).write(
      to: index, atomically: true, encoding: .utf8)
    let input = directory.appendingPathComponent("input.json")
    try JSONEncoder().encode(["queries": Self.queries, "texts": Self.texts]).write(to: input)
    let harness = directory.appendingPathComponent("harness.js")
    try """
    const fs = require('fs');
    const site = require(process.argv[2]);
    const index = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
    const input = JSON.parse(fs.readFileSync(process.argv[4], 'utf8'));
    process.stdout.write(JSON.stringify({
      results: input.queries.map((query) => site.search(index, query)),
      words: input.texts.map((text) => site.words(text)),
    }));
    """.write(to: harness, atomically: true, encoding: .utf8)
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["node", harness.path, script.path, index.path, input.path])
    try #require(result.status == 0, "\(result)")
    struct Output: Decodable {
      var results: [[String]]
      var words: [[String]]
    }
    let output = try JSONDecoder().decode(Output.self, from: Data(result.output.utf8))
    let search = BlockSearch()
    for (query, found) in zip(Self.queries, output.results) {
      #expect(found == search.results(for: query).map(\.block.id), "query \"\(query)\"")
    }
    for (text, words) in zip(Self.texts, output.words) {
      #expect(words == SearchText.words(text), "text \"\(text)\"")
    }
    #expect(output.results.count == Self.queries.count && output.words.count == Self.texts.count)
  }

  /// The scripts and the stylesheet the site serves are the files in `Sources/BlocksSite/Assets`,
  /// byte for byte.
  @Test func theServedScriptsAreTheAssetFiles() throws {
    #expect(SiteAssets.names == ["live.js", "site.css", "site.js", "theme.js"])
    let served = [
      "live.js": SiteLiveScript.source, "site.js": SiteScript.site, "theme.js": SiteScript.theme,
      "site.css": SiteAssets.stylesheet,
    ]
    for (name, text) in served {
      let file = TestSupport.packageRoot.appendingPathComponent("Sources/BlocksSite/Assets/\(name)")
      #expect(try String(contentsOf: file, encoding: .utf8) == text, "\(name)")
      #expect(text.utf8.count > 200, "\(name) is not empty")
    }
  }

  @Test(.enabled(if: nodeAvailable, "node is not installed; the syntax check is skipped"))
  func everyScriptParses() throws {
    for name in SiteAssets.names where name.hasSuffix(".js") {
      let file = TestSupport.packageRoot.appendingPathComponent("Sources/BlocksSite/Assets/\(name)")
      let result = try TestSupport.run(
        URL(fileURLWithPath: "/usr/bin/env"), ["node", "--check", file.path])
      #expect(result.status == 0, "\(name): \(result)")
    }
  }
}
