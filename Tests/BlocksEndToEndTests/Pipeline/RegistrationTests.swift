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
/// view, the tests, the tests' adapter) is checked here, each expectation naming the piece that
/// is missing. The adapter is found by its machine's conformance: the reliability tests name a
/// block whose machine has none.
@Suite struct RegistrationTests {
  /// Where a registered block's pieces live, relative to the package root: the ten files of its
  /// own and the changelog that records it, eleven of the twelve a new block touches (the twelfth
  /// is its line in `PreviewBlock.all`).
  static func pieces(of block: PreviewBlock) -> [(piece: String, path: String)] {
    let type = block.typeName
    return [
      ("machine and its metrics", "Sources/BlocksCore/\(type)/\(type)Machine.swift"),
      (
        "layout, accessibility and strings",
        "Sources/BlocksCore/\(type)/\(type)Presentation.swift"
      ),
      ("registration and preview", "Sources/BlocksPreview/Blocks/\(type)/\(type)Block.swift"),
      ("view", "Sources/SwiftUIBlocks/\(type).swift"),
      ("demo", "Sources/SwiftUIBlocks/\(type)Demo.swift"),
      ("guide", "Sources/SwiftUIBlocks/Documentation.docc/\(type)Guide.md"),
      ("headless tests", "Tests/BlocksCoreTests/\(type)/\(type)Tests.swift"),
      ("reliability adapter", "Tests/BlocksCoreTests/Reliability/Adapters/\(type)Model.swift"),
      ("preview tests", "Tests/BlocksPreviewTests/\(type)PreviewTests.swift"),
      ("view tests", "Tests/SwiftUIBlocksTests/\(type)ViewTests.swift"),
      ("changelog entry", "CHANGELOG.md"),
    ]
  }

  /// The folders that are a block's alone hold its pieces and nothing else, so every block keeps
  /// the one shape a reader learns once: a rule is in the machine's file or the presentation's,
  /// never in a third file of one block.
  @Test(arguments: PreviewBlock.all)
  func aBlocksOwnFoldersHoldOnlyItsPieces(_ block: PreviewBlock) throws {
    let type = block.typeName
    let folders = [
      "Sources/BlocksCore/\(type)", "Sources/BlocksPreview/Blocks/\(type)",
      "Tests/BlocksCoreTests/\(type)",
    ]
    let expected = Set(Self.pieces(of: block).map(\.path))
    for folder in folders {
      let url = TestSupport.packageRoot.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
      // Hidden files (an editor's swap file, Finder's .DS_Store) are nobody's code.
      for name in names.sorted() where !name.hasPrefix(".") {
        #expect(
          expected.contains("\(folder)/\(name)"),
          "\(folder)/\(name) is not one of \(type)'s pieces: its code belongs in one of them")
      }
    }
  }

  @Test(arguments: PreviewBlock.all)
  func everyPieceOfARegisteredBlockExists(_ block: PreviewBlock) {
    for (piece, path) in Self.pieces(of: block) {
      let url = TestSupport.packageRoot.appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: url.path),
        "\(block.typeName) is registered but its \(piece) is missing: \(path)")
    }
    let changelog = try? String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    #expect(
      changelog?.contains(block.name) == true, "CHANGELOG.md does not name \(block.name)")
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
