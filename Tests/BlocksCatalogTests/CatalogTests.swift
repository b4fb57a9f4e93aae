import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine

@Suite struct CatalogTests {
  /// The catalog is every block the package ships, read from another place than the
  /// registration: each folder of BlocksCore that is not shared code is a block, and each has a
  /// view of its name. (Each block's preview tests hold its category, level and keywords.)
  @Test func theCatalogIsEveryShippedBlock() throws {
    let core = TestSupport.packageRoot.appendingPathComponent("Sources/BlocksCore")
    let shared: Set = ["Documentation.docc", "Motion", "Support"]
    let folders = try FileManager.default.contentsOfDirectory(atPath: core.path)
      .filter { !$0.hasSuffix(".swift") && !shared.contains($0) }
    #expect(Set(BlockCatalog.all.map(\.viewType)) == Set(folders))
    for block in BlockCatalog.all {
      let view = TestSupport.packageRoot.appendingPathComponent(
        "Sources/SwiftUIBlocks/\(block.viewType).swift")
      #expect(FileManager.default.fileExists(atPath: view.path), "\(block.viewType)")
      #expect(
        block.name.split(separator: " ").joined() == block.viewType,
        "\(block.name) is the view's name in words")
    }
    #expect(BlockCatalog.all.allSatisfy { $0.platform == "iOS 18.0" })
  }

  @Test(arguments: BlockCatalog.all)
  func showInSpanishSaysEverythingInSpanish(_ block: BlockInfo) {
    var tool = BlocksCommandLine(workingDirectory: "/")
    let output = tool.run(["show", block.id, "--lang", "es"]).output
    #expect(output.contains(block.category.name(.spanish) + " · "))
    #expect(!output.contains(block.category.rawValue + " · "))
    #expect(output.contains("Origen: " + block.text(.spanish).origin))
    #expect(!output.contains(block.text(.english).origin))
    #expect(block.text(.spanish).origin != block.text(.english).origin)
  }

  @Test(arguments: BlockCatalog.all)
  func everyBlockIsDescribedInBothLanguages(_ block: BlockInfo) throws {
    try BlockID.validate(block.id)
    #expect(block.id == block.name.lowercased().replacingOccurrences(of: " ", with: "-"))
    #expect(!block.origin.isEmpty)
    for language in BlockLanguage.allCases {
      let text = block.text(language)
      #expect(!text.summary.isEmpty && !text.summary.contains("\n"), "\(language)")
      #expect(text.description.count > text.summary.count, "\(language)")
      #expect(text.keywords.count >= 7, "\(language)")
      #expect(Set(text.keywords).count == text.keywords.count, "duplicate keyword, \(language)")
    }
    #expect(block.text(.english) != block.text(.spanish))
    #expect(block.exportFileName == block.viewType + ".swift")
    #expect(block.demoType == block.viewType + "Demo")
  }

  @Test func categoriesAndLevelsParseIgnoringCase() {
    #expect(BlockCategory(matching: "controls") == .controls)
    #expect(BlockCategory(matching: "TRANSITIONS") == .transitions)
    #expect(BlockCategory(matching: "widgets") == nil)
    #expect(BlockLevel(matching: "Advanced") == .advanced)
    #expect(BlockLevel(matching: "beginner") == nil)
  }
}

extension BlockInfo: CustomTestStringConvertible {
  /// The block's id, naming each row of a table-driven test.
  public var testDescription: String { id }
}
