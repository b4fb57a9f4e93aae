import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksSite

/// `blocks site` run as the built binary: updating a site in place, a symbolic link inside it,
/// and every bad destination; what a new site holds is `SiteContentsTests`.
@Suite struct SiteCommandTests {
  func blocks(_ arguments: String..., in directory: URL? = nil) throws -> TestSupport.ProcessOutput
  {
    try TestSupport.blocks(arguments, in: directory)
  }

  func expectError(
    _ result: TestSupport.ProcessOutput, status: Int32, _ fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.hasPrefix("blocks: "), "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.contains(fragment), "\(result)", sourceLocation: sourceLocation)
  }

  /// The relative paths of the regular files under `directory`, with their contents.
  static func tree(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let name = enumerator?.nextObject() as? String {
      let url = directory.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[name] = try Data(contentsOf: url)
      }
    }
    return files
  }

  @Test func defaultsToSiteAndUpdatesItsOwnSiteInPlace() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let first = try blocks("site", in: directory)
    #expect(first.status == 0, "\(first)")
    let site = directory.appendingPathComponent("site")
    let before = try Self.tree(site)
    // The README's command publishes the live blocks: each block's module built into the tool.
    for block in BlockCatalog.all {
      let module = try #require(SiteLive.builtInModules[block.id], "\(block.id)'s module")
      #expect(before["assets/live/\(block.id).wasm"] == Data(module), "\(block.id)")
      let page = String(decoding: before["blocks/\(block.id).html"] ?? Data(), as: UTF8.self)
      #expect(page.contains("data-live data-module="), "\(block.id)")
    }
    // A file the previous site wrote but the new one lacks goes; the user's own file stays.
    let stale = site.appendingPathComponent("blocks/retired-block.html")
    try Data("old".utf8).write(to: stale)
    let manifest = site.appendingPathComponent(SiteWriter.manifestName)
    let list = try String(contentsOf: manifest, encoding: .utf8)
    try (list + "\(SHA256.hexDigest("old")) blocks/retired-block.html\n").write(
      to: manifest, atomically: true, encoding: .utf8)
    let own = site.appendingPathComponent("notes.txt")
    try Data("mine".utf8).write(to: own)
    let second = try blocks("site", "--out", "site/", in: directory)
    #expect(second.status == 0, "\(second)")
    #expect(!FileManager.default.fileExists(atPath: stale.path))
    #expect(FileManager.default.fileExists(atPath: own.path))
    var after = try Self.tree(site)
    after["notes.txt"] = nil
    #expect(after == before, "the same bytes again")
  }

  @Test func helpAndUsageErrors() throws {
    let help = try blocks("site", "--help")
    #expect(help.status == 0 && help.output.contains("USAGE: blocks site [--out <dir>]"))
    #expect(help.output.contains("EXIT STATUS:"))
    let topic = try blocks("help", "site")
    #expect(topic.output == help.output)
    #expect(try blocks("--help").output.contains("  site      "))
    expectError(try blocks("site", "--out", ""), status: 2, "empty value for '--out'")
    expectError(try blocks("site", "--out"), status: 2, "missing value for '--out'")
    expectError(try blocks("site", "extra"), status: 2, "unexpected argument 'extra'")
    expectError(try blocks("site", "--to", "x"), status: 2, "unknown option '--to'")
    expectError(
      try blocks("site", "--base-url", "ftp://example.com"), status: 2,
      "invalid --base-url 'ftp://example.com': the base URL must start with http")
    expectError(
      try blocks("site", "--base-url", "https://example.com/\"><script>"), status: 2,
      "invalid --base-url")
  }

  @Test(
    "a missing, empty or foreign module directory is refused with nothing written",
    arguments: [
      (
        "missing", Int32(3),
        "no module directory at missing ('bash Scripts/build-wasm.sh' writes one module per block"
      ),
      ("empty/notes.txt", 3, "no module directory at empty/notes.txt"),
      ("empty", 3, "no <id>.wasm module in empty"),
      ("foreign", 2, "--wasm foreign: range-slider.wasm is not a WebAssembly module"),
      ("stranger", 2, "--wasm stranger holds retired-block.wasm, which is no block's module"),
    ])
  func aBadModuleDirectoryIsRefused(modules: String, status: Int32, message: String) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let manager = FileManager.default
    for name in ["empty", "foreign", "stranger"] {
      try manager.createDirectory(
        at: directory.appendingPathComponent(name), withIntermediateDirectories: false)
    }
    try Data("<html>".utf8).write(to: directory.appendingPathComponent("foreign/range-slider.wasm"))
    try Data(SiteLiveTests.module).write(
      to: directory.appendingPathComponent("stranger/retired-block.wasm"))
    try Data("notes".utf8).write(to: directory.appendingPathComponent("empty/notes.txt"))
    expectError(
      try blocks("site", "--out", "out", "--wasm", modules, in: directory), status: status,
      message)
    #expect(!manager.fileExists(atPath: directory.appendingPathComponent("out").path))
  }

  @Test func badDestinationsAreRefusedWithNothingWritten() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("file.txt")
    try Data("keep".utf8).write(to: file)
    let foreign = directory.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: false)
    try Data("mine".utf8).write(to: foreign.appendingPathComponent("Package.swift"))
    let before = try Self.tree(directory)
    expectError(
      try blocks("site", "--out", file.path), status: 3, "exists and is not a directory")
    expectError(
      try blocks("site", "--out", foreign.path), status: 3,
      "is not empty and holds no site written by 'blocks site'")
    expectError(
      try blocks("site", "--out", directory.appendingPathComponent("missing/site").path),
      status: 3, "its parent directory does not exist")
    // A directory no one can create files in (even root, in /proc).
    expectError(
      try blocks("site", "--out", "/proc/self/blocks-site"), status: 3, "cannot create")
    #expect(try Self.tree(directory) == before, "nothing written or changed")
  }

  @Test func aSymbolicLinkInsideTheSiteIsNeverFollowed() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    #expect(try blocks("site", "--out", "site", in: directory).status == 0)
    let site = directory.appendingPathComponent("site")
    let outside = directory.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    let downloads = site.appendingPathComponent("downloads")
    try FileManager.default.removeItem(at: downloads)
    try FileManager.default.createSymbolicLink(at: downloads, withDestinationURL: outside)
    expectError(
      try blocks("site", "--out", "site", in: directory), status: 3,
      "'site/downloads' is a symbolic link, which blocks never follows")
    #expect(try Self.tree(outside).isEmpty, "nothing written through the link")
  }
}
