import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksSite

/// What `blocks site`, run as the built binary, writes into a new directory: every file of the
/// generated site, byte for byte, and with a module, a live block on every block page.
///
/// Apart from `SiteCommandTests` because CI runs that suite under AddressSanitizer, where a site
/// takes minutes; these two write through the same calls and check what was written.
@Suite struct SiteContentsTests {
  func blocks(_ arguments: String..., in directory: URL? = nil) throws -> TestSupport.ProcessOutput
  {
    try TestSupport.blocks(arguments, in: directory)
  }

  @Test func writesTheWholeSiteIntoANewDirectory() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // The fixture is the generator's site without a module, which `--without-live` publishes.
    let result = try blocks("site", "--out", "out", "--without-live", in: directory)
    #expect(result.status == 0, "\(result)")
    #expect(result.error.isEmpty)
    #expect(result.output.hasPrefix("wrote \(SiteFixture.files.count) files ("))
    #expect(result.output.contains(") to out/\n"))
    #expect(result.output.contains("python3 -m http.server -d out"))
    let written = try SiteCommandTests.tree(directory.appendingPathComponent("out"))
    for file in SiteFixture.files {
      #expect(written[file.path.value] == Data(file.contents.utf8), "\(file.path)")
    }
    #expect(written.count == SiteFixture.files.count + 1, "the site and its file list")
    #expect(written[SiteWriter.manifestName] != nil)
    // The download is byte for byte what `blocks add` writes.
    let added = directory.appendingPathComponent("added")
    try FileManager.default.createDirectory(at: added, withIntermediateDirectories: false)
    let add = try blocks("add", "hold-to-confirm-button", "--to", added.path)
    #expect(add.status == 0)
    #expect(
      written["downloads/HoldToConfirmButton.swift"]
        == (try Data(contentsOf: added.appendingPathComponent("HoldToConfirmButton.swift"))))
    // So is the standalone file, with `--standalone`.
    let standalone = directory.appendingPathComponent("standalone")
    try FileManager.default.createDirectory(at: standalone, withIntermediateDirectories: false)
    let addStandalone = try blocks(
      "add", "hold-to-confirm-button", "--standalone", "--to", standalone.path)
    #expect(addStandalone.status == 0)
    #expect(
      written["downloads/standalone/HoldToConfirmButton.swift"]
        == (try Data(contentsOf: standalone.appendingPathComponent("HoldToConfirmButton.swift"))))
  }

  @Test func withADirectoryOfModulesEachBlockPageRunsItsOwn() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let modules = directory.appendingPathComponent("modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: false)
    // Every block's module but the last; what else a build leaves beside them is not read.
    let published = BlockCatalog.all.dropLast()
    for block in published {
      let module = try #require(SiteLiveTests.modules[block.id])
      try Data(module).write(to: modules.appendingPathComponent("\(block.id).wasm"))
    }
    try Data("object".utf8).write(to: modules.appendingPathComponent("entry.o"))
    let result = try blocks("site", "--out", "out", "--wasm", "modules", in: directory)
    #expect(result.status == 0, "\(result)")
    let written = try SiteCommandTests.tree(directory.appendingPathComponent("out"))
    #expect(written["assets/live.js"] == Data(SiteLiveScript.source.utf8))
    for block in BlockCatalog.all {
      let isPublished = published.contains { $0.id == block.id }
      let module = written["assets/live/\(block.id).wasm"]
      let expected = isPublished ? SiteLiveTests.modules[block.id].map { Data($0) } : nil
      #expect(module == expected, "\(block.id)")
      let page = String(decoding: written["blocks/\(block.id).html"] ?? Data(), as: UTF8.self)
      #expect(page.contains("data-live data-module=") == isPublished, "\(block.id)")
      #expect(page.contains(SiteLayout.liveContentSecurityPolicy) == isPublished, "\(block.id)")
    }
  }
}
