import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCommandLine

/// `blocks site`, `add` and `preview` run as the built binary over what is already there: pages
/// someone changed, modes someone set, files that merely look like the tool's, and the umask.
///
/// Apart from `SiteCommandTests`, which runs only under the address sanitizer: these run the
/// whole site several times, which the sanitizer would make the slowest step of CI.
@Suite struct SiteUpdateTests {
  static let slider = "swipe-to-confirm-slider"

  func blocks(_ arguments: String..., in directory: URL? = nil) throws -> TestSupport.ProcessOutput
  {
    try TestSupport.blocks(arguments, in: directory)
  }

  /// Checks a refusal as `SiteCommandTests` checks every error of the command.
  func expectError(
    _ result: TestSupport.ProcessOutput, status: Int32, _ fragment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    SiteCommandTests().expectError(result, status: status, fragment, sourceLocation: sourceLocation)
  }

  /// The relative paths of the regular files under `directory`, with their contents.
  static func tree(_ directory: URL) throws -> [String: Data] {
    try SiteCommandTests.tree(directory)
  }

  @Test func aPageChangedSinceTheSiteWasWrittenIsRefusedUnlessForced() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let site = directory.appendingPathComponent("site")
    #expect(try blocks("site", "--without-live", in: directory).status == 0)
    let before = try Self.tree(site)
    // An edited page, and a file put where the site has one that it never wrote.
    let page = site.appendingPathComponent("index.html")
    try Data("my edit".utf8).write(to: page)
    let manifest = site.appendingPathComponent(SiteWriter.manifestName)
    let list = try String(contentsOf: manifest, encoding: .utf8)
    try list.split(separator: "\n").filter { !$0.hasSuffix(" llms.txt") }
      .map { $0 + "\n" }.joined().write(to: manifest, atomically: true, encoding: .utf8)
    try Data("mine".utf8).write(to: site.appendingPathComponent("llms.txt"))
    let edited = try Self.tree(site)
    let refused = try blocks("site", "--without-live", in: directory)
    expectError(refused, status: 1, "were changed since 'blocks site' wrote the site")
    #expect(
      refused.error.contains("'site/index.html'") && refused.error.contains("'site/llms.txt'"))
    #expect(refused.error.contains("overwrite with --force (nothing was written)"))
    #expect(try Self.tree(site) == edited, "nothing written")
    // A link where a page goes is the user's too: refused, then replaced itself, never followed.
    let outside = directory.appendingPathComponent("outside.html")
    try Data("outside".utf8).write(to: outside)
    let about = site.appendingPathComponent("es/index.html")
    try FileManager.default.removeItem(at: about)
    try FileManager.default.createSymbolicLink(at: about, withDestinationURL: outside)
    let linked = try blocks("site", "--without-live", in: directory)
    expectError(linked, status: 1, "'site/es/index.html'")
    let forced = try blocks("site", "--without-live", "--force", in: directory)
    #expect(forced.status == 0, "\(forced)")
    #expect(try Self.tree(site) == before, "the site as written, over the edits")
    #expect(try Data(contentsOf: outside) == Data("outside".utf8), "the link's target untouched")
  }

  @Test func anUpdateKeepsModesAndLeavesAloneWhatItNeedNotWrite() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let site = directory.appendingPathComponent("site")
    let manager = FileManager.default
    #expect(try blocks("site", "--without-live", in: directory).status == 0)
    func attribute(_ key: FileAttributeKey, of url: URL) throws -> Int {
      (try manager.attributesOfItem(atPath: url.path)[key] as? NSNumber)?.intValue ?? -1
    }
    // A page made private, a style sheet no address changes, a file of the user's named like
    // the tool's temporaries, and a temporary a killed run left.
    let page = site.appendingPathComponent("index.html")
    try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: page.path)
    let styles = try #require(
      try manager.contentsOfDirectory(atPath: site.appendingPathComponent("assets").path)
        .first { $0.hasSuffix(".css") })
    let sheet = site.appendingPathComponent("assets/" + styles)
    let inode = try attribute(.systemFileNumber, of: sheet)
    let lookalike = site.appendingPathComponent(".notes.blocks-1234abcd.tmp")
    try Data("mine".utf8).write(to: lookalike)
    let leftover = site.appendingPathComponent(".index.html.blocks-77.tmp")
    try Data("half".utf8).write(to: leftover)
    let moved = try blocks(
      "site", "--without-live", "--base-url", "https://example.com/", in: directory)
    #expect(moved.status == 0, "\(moved)")
    #expect(try String(contentsOf: page, encoding: .utf8).contains("https://example.com/"))
    #expect(try attribute(.posixPermissions, of: page) == 0o640, "a replaced page keeps its mode")
    #expect(
      try attribute(.systemFileNumber, of: sheet) == inode, "an unchanged file is not written")
    #expect(manager.fileExists(atPath: lookalike.path), "not a temporary of a file of the site")
    #expect(!manager.fileExists(atPath: leftover.path), "the killed run's temporary")
  }

  /// The mode of the file or directory at `url`.
  static func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }

  @Test(
    "new files and folders take the umask, as touch and mkdir do",
    arguments: [("077", 0o600, 0o700), ("022", 0o644, 0o755), ("002", 0o664, 0o775)])
  func newFilesFollowTheUmask(umask: String, file: Int, folder: Int) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    /// `blocks` with `arguments`, started by a shell that sets the umask first.
    func blocks(_ arguments: String...) throws -> TestSupport.ProcessOutput {
      try TestSupport.run(
        URL(fileURLWithPath: "/bin/sh"),
        ["-c", "umask \(umask) && exec \"$0\" \"$@\"", TestSupport.blocksExecutable.path]
          + arguments, in: directory)
    }
    #expect(try blocks("add", SiteUpdateTests.slider, "--to", ".").status == 0)
    #expect(try blocks("preview", SiteUpdateTests.slider, "--out", "slider.svg").status == 0)
    // The site, the slowest, under the strictest umask only.
    if umask == "077" {
      #expect(try blocks("site", "--without-live", "--out", "site").status == 0)
    }
    // A preview written again over one made private keeps its mode.
    let svg = directory.appendingPathComponent("private.svg")
    #expect(try blocks("preview", SiteUpdateTests.slider, "--out", "private.svg").status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: svg.path)
    #expect(
      try blocks("preview", SiteUpdateTests.slider, "--dark", "--out", "private.svg").status == 0)
    #expect(try Self.mode(svg) == 0o600, "umask \(umask): a replaced preview")
    let site =
      umask == "077" ? ["site/index.html", "site/blocks/\(SiteUpdateTests.slider).html"] : []
    for name in ["SwipeToConfirmSlider.swift", "slider.svg"] + site {
      #expect(
        try Self.mode(directory.appendingPathComponent(name)) == file, "umask \(umask): \(name)")
    }
    for name in ["site", "site/blocks"] where umask == "077" {
      #expect(
        try Self.mode(directory.appendingPathComponent(name)) == folder, "umask \(umask): \(name)")
    }
  }
}
