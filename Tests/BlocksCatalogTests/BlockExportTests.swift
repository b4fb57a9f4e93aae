import Foundation
import Testing

@testable import BlocksCatalog

/// The real blocks' downloads: each compiles alone, all compile together in one module.
@Suite(.serialized) struct BlockExportTests {
  static var availableBlocks: [BlockInfo] { APITableTests.availableBlocks }

  @Test func theEmbeddedSourcesAreTheFilesOnDisk() throws {
    let fileManager = FileManager.default
    var onDisk: [String] = []
    for folder in ["Sources/BlocksCore", "Sources/SwiftUIBlocks"] {
      let root = TestSupport.packageRoot.appendingPathComponent(folder)
      let enumerator = fileManager.enumerator(atPath: root.path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") { onDisk.append(folder + "/" + relative) }
      }
    }
    let embedded = SourceLibrary.embedded.files.map(\.path)
    #expect(Set(embedded) == Set(onDisk))
    for path in onDisk {
      let text = try String(
        contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(SourceLibrary.embedded.file(path)?.contents == text, "\(path)")
    }
  }

  @Test(arguments: availableBlocks)
  func theDownloadCompilesAloneOnLinux(_ block: BlockInfo) throws {
    let file = try BlockExporter().export(block)
    #expect(file.isUnmodified)
    CompileCheck.expectClean(
      try CompileCheck.typecheck([block.exportFileName: file.text]), "\(block.id) alone")
  }

  @Test func everyDownloadCompilesTogetherOnLinux() throws {
    let blocks = Self.availableBlocks
    try #require(!blocks.isEmpty, "no block sources in this build")
    var files: [String: String] = [:]
    for block in blocks { files[block.exportFileName] = try BlockExporter().export(block).text }
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files), "together: \(blocks.map(\.id).joined(separator: ", "))")
  }

  @Test(arguments: availableBlocks)
  func theDownloadCompilesAloneAgainstTheSwiftUIStandIn(_ block: BlockInfo) throws {
    guard let shim = TestSupport.shimModuleDirectory else {
      print(
        "note: SwiftUI stand-in not built (run ../shared/swiftui-shim/check); \(block.id) skipped")
      return
    }
    let file = try BlockExporter().export(block)
    CompileCheck.expectClean(
      try CompileCheck.typecheck([block.exportFileName: file.text], shim: shim),
      "\(block.id) alone, SwiftUI")
  }

  @Test func everyDownloadCompilesTogetherAgainstTheSwiftUIStandIn() throws {
    guard let shim = TestSupport.shimModuleDirectory else {
      print("note: SwiftUI stand-in not built (run ../shared/swiftui-shim/check); skipped")
      return
    }
    var files: [String: String] = [:]
    for block in Self.availableBlocks {
      files[block.exportFileName] = try BlockExporter().export(block).text
    }
    CompileCheck.expectClean(try CompileCheck.typecheck(files, shim: shim), "together, SwiftUI")
  }

  @Test func allFourBlocksAreExported() throws {
    #expect(Self.availableBlocks.map(\.id) == BlockCatalog.all.map(\.id))
  }
}
