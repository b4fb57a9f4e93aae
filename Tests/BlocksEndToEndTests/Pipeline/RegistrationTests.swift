import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

/// A registered block has every piece the catalog's tools and checks read.
///
/// What the registration names is checked by the compiler, and what lives in other targets (the
/// view, the tests' adapter, the benchmark) is checked here, each expectation naming the piece
/// that is missing. The adapter and the benchmark are found by their machine's conformance: the
/// reliability tests and `blocks-bench` name a block whose machine has none.
@Suite struct RegistrationTests {
  /// Where a registered block's pieces live, relative to the package root.
  static func pieces(of block: PreviewBlock) -> [(piece: String, path: String)] {
    let type = block.typeName
    let core = ["Machine", "Metrics", "Layout", "Accessibility", "Strings"].map {
      ("headless \($0.lowercased())", "Sources/BlocksCore/\(type)/\(type)\($0).swift")
    }
    let coreTests = ["Machine", "Layout", "Accessibility", "Strings"].map {
      ("\($0.lowercased()) tests", "Tests/BlocksCoreTests/\(type)/\(type)\($0)Tests.swift")
    }
    let others = [
      ("preview model", "Sources/BlocksPreview/Blocks/\(type)/\(type)Preview.swift"),
      ("registration", "Sources/BlocksPreview/Blocks/\(type)/\(type)Block.swift"),
      ("view", "Sources/SwiftUIBlocks/\(type).swift"),
      ("demo", "Sources/SwiftUIBlocks/\(type)Demo.swift"),
      ("guide", "Sources/SwiftUIBlocks/Documentation.docc/\(type)Guide.md"),
      ("reliability adapter", "Tests/BlocksCoreTests/Reliability/Adapters/\(type)Model.swift"),
      ("preview tests", "Tests/BlocksPreviewTests/\(type)PreviewTests.swift"),
      ("view tests", "Tests/SwiftUIBlocksTests/\(type)ViewTests.swift"),
      ("benchmark", "Sources/blocks-bench/\(type)Benchmark.swift"),
      ("English show snapshot", "Tests/BlocksCommandLineTests/Snapshots/show-\(block.id)-en.txt"),
      ("Spanish show snapshot", "Tests/BlocksCommandLineTests/Snapshots/show-\(block.id)-es.txt"),
    ]
    return core + coreTests + others
  }

  @Test(arguments: PreviewBlock.all)
  func everyPieceOfARegisteredBlockExists(_ block: PreviewBlock) {
    for (piece, path) in Self.pieces(of: block) {
      let url = TestSupport.packageRoot.appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: url.path),
        "\(block.typeName) is registered but its \(piece) is missing: \(path)")
    }
  }

  /// The "Adding a block" article names every piece this suite requires, so following it is
  /// enough to pass.
  @Test func theAddingABlockArticleNamesEveryPiece() throws {
    let article = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent(
        "Sources/BlocksCore/Documentation.docc/AddingABlock.md"), encoding: .utf8)
    let block = PreviewBlock.swipeToConfirmSlider
    for (piece, path) in Self.pieces(of: block) {
      let name = (path as NSString).lastPathComponent
        .replacingOccurrences(of: block.typeName, with: "<Block>")
        .replacingOccurrences(of: block.id, with: "<id>")
        .replacingOccurrences(of: ".swift", with: "")
      #expect(article.contains(name), "the article does not name the \(piece), \(name)")
    }
  }

  @Test(arguments: PreviewBlock.all)
  func everyRegisteredBlockHasScenariosAndEveryLanguage(_ block: PreviewBlock) {
    #expect(!block.scenarios.isEmpty, "\(block.typeName) has no preview scenario")
    for language in BlockLanguage.allCases {
      let text = block.catalog.texts[language]
      #expect(text != nil, "\(block.typeName) has no catalog text in \(language.code)")
      #expect(
        text?.keywords.count ?? 0 >= 10, "\(block.typeName): ten keywords in \(language.code)")
      for scenario in block.scenarios {
        #expect(
          scenario.title.has(language) && scenario.summary.has(language),
          "\(block.typeName)'s scenario \(scenario.name) is not written in \(language.code)")
      }
    }
    #expect(block.strings.name == block.typeName)
    #expect(block.strings.languages == BlockLanguage.allCases)
  }

  /// The registration's `hasAsyncWork` (which the previews and the live block read) and the
  /// view's initializers (which `show` and the downloads print) say the same.
  @Test(arguments: PreviewBlock.all)
  func asyncWorkIsWhatTheViewOffers(_ block: PreviewBlock) {
    let initializers = APITable.initializers(of: BlockInfo(block))
    #expect(!initializers.isEmpty)
    #expect(initializers.contains(where: APITable.isAsync) == block.hasAsyncWork)
  }

  @Test func theCatalogIsTheRegisteredBlocksInTheirOrder() {
    #expect(BlockCatalog.all.map(\.preview) == PreviewBlock.all.map(Optional.some))
    #expect(Set(PreviewBlock.all.map(\.typeName)).count == PreviewBlock.all.count)
  }

  /// The registration is the only list of blocks: no source but a block's own files (its
  /// folders, and files named after it) names a block's id, which would be a second registry
  /// joined by a string.
  @Test func noSourceJoinsBlocksByTheirIds() throws {
    let sources = TestSupport.packageRoot.appendingPathComponent("Sources")
    let ownFolders = PreviewBlock.all.flatMap { block in
      ["BlocksCore/\(block.typeName)/", "BlocksPreview/Blocks/\(block.typeName)/"]
    }
    var offenders: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let relative = String(url.path.dropFirst(sources.path.count + 1))
      guard !ownFolders.contains(where: relative.hasPrefix) else { continue }
      let name = url.lastPathComponent
      guard !PreviewBlock.all.contains(where: { name.hasPrefix($0.typeName) }) else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      for block in PreviewBlock.all where text.contains("\"\(block.id)\"") {
        offenders.append("\(relative) names \"\(block.id)\"")
      }
    }
    #expect(offenders == [])
  }
}
