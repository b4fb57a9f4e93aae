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

  @Test func withAModuleEveryBlockPageRunsItsLiveBlock() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let module = SiteLiveTests.module
    try Data(module).write(to: directory.appendingPathComponent("blocks.wasm"))
    let result = try blocks("site", "--out", "out", "--wasm", "blocks.wasm", in: directory)
    #expect(result.status == 0, "\(result)")
    let written = try SiteCommandTests.tree(directory.appendingPathComponent("out"))
    #expect(written["assets/blocks.wasm"] == Data(module))
    #expect(written["assets/live.js"] == Data(SiteLiveScript.source.utf8))
    for block in BlockCatalog.all {
      let page = String(decoding: written["blocks/\(block.id).html"] ?? Data(), as: UTF8.self)
      #expect(page.contains("data-live data-block="), "\(block.id)")
      #expect(page.contains(SiteLayout.liveContentSecurityPolicy), "\(block.id)")
    }
  }
}
