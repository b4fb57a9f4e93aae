import BlocksCatalog
import BlocksExport
import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

/// The installer's plan and its all-or-nothing write, on a real directory, without the binary:
/// what `add` decides for each thing it can find at a block's path.
@Suite struct BlockInstallerTests {
  static let block = BlockCatalog.all[0]
  let installer = BlockInstaller()

  /// A new directory, its real path and the path of ``block``'s file in it.
  func directory(_ name: String = #function) throws -> (url: URL, root: String, target: String) {
    let url = try TestSupport.temporaryDirectory(name)
    let root = try installer.resolveDirectory(url.path)
    return (url, root, root + "/" + Self.block.exportFileName)
  }

  func write(_ text: String, at path: String, permissions: Int = 0o644) throws {
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
  }

  @Test func aMissingFileIsCreated() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    let steps = try installer.plan([Self.block], into: root, force: false, variant: .view)
    #expect(steps.map(\.action) == [.create])
    #expect(steps[0].path == target)
    #expect(steps[0].previous == .missing)
    #expect(steps[0].permissions == nil)
  }

  @Test func anIdenticalFileIsLeftAlone() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    try write(try installer.export(Self.block, variant: .view).text, at: target)
    let steps = try installer.plan([Self.block], into: root, force: false, variant: .view)
    #expect(steps.map(\.action) == [.skipIdentical])
  }

  /// An edited file is refused without `--force` and replaced with it, keeping its mode; `diff`
  /// shows what would be lost.
  @Test(arguments: [false, true])
  func anEditedFile(force: Bool) throws {
    let (url, root, target) = try directory("anEditedFile\(force)")
    defer { TestSupport.cleanUp(url) }
    let edited = try installer.export(Self.block, variant: .view).text + "// mine\n"
    try write(edited, at: target, permissions: 0o600)
    let steps = try installer.plan([Self.block], into: root, force: force, variant: .view)
    let step = try #require(steps.first)
    switch step.action {
    case .refuse(let summary, let diffShowsIt):
      #expect(!force)
      #expect(diffShowsIt)
      #expect(summary.hasPrefix("updating it would add 0 and remove 1 line(s); edited locally"))
    case .replace(let summary):
      #expect(force)
      #expect(summary.hasPrefix("updating it would add 0 and remove 1 line(s)"))
    default:
      Issue.record("unexpected \(step.action)")
    }
    #expect(step.permissions == 0o600)
    #expect(step.previous == .file(bytes: Array(edited.utf8), permissions: 0o600))
  }

  /// An unedited file in the other form: `diff` compares in the installed form, so it shows
  /// nothing, and the refusal must not send people there.
  @Test func theOtherFormUneditedIsRefusedWithoutPointingToDiff() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    try write(try installer.export(Self.block, variant: .full).text, at: target)
    let steps = try installer.plan([Self.block], into: root, force: false, variant: .view)
    guard case .refuse(_, let diffShowsIt) = steps.first?.action else {
      Issue.record("not refused: \(steps)")
      return
    }
    #expect(!diffShowsIt)
  }

  @Test(arguments: [false, true])
  func aSymbolicLinkIsNeverFollowed(force: Bool) throws {
    let (url, root, target) = try directory("aSymbolicLinkIsNeverFollowed\(force)")
    defer { TestSupport.cleanUp(url) }
    try write("outside", at: root + "/elsewhere.txt")
    try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: "elsewhere.txt")
    let steps = try installer.plan([Self.block], into: root, force: force, variant: .view)
    #expect(steps.first?.previous == .symbolicLink(target: "elsewhere.txt"))
    switch steps.first?.action {
    case .refuse(_, let diffShowsIt)?: #expect(!force && !diffShowsIt)
    case .replace(let summary)?: #expect(force && summary.hasSuffix("the link itself is replaced"))
    default: Issue.record("unexpected \(steps)")
    }
    guard force else { return }
    try installer.apply(steps)
    #expect(FileSystem.kind(of: target) == .file)
    #expect(try String(contentsOfFile: root + "/elsewhere.txt", encoding: .utf8) == "outside")
  }

  @Test func aDirectoryInTheWayFailsThePlan() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
    #expect(
      throws: BlocksError(
        "'\(target)' exists and is not a regular file (nothing was written)", status: .fileSystem)
    ) {
      try installer.plan([Self.block], into: root, force: true, variant: .view)
    }
  }

  @Test func aBlockNamedTwiceIsPlannedOnce() throws {
    let (url, root, _) = try directory()
    defer { TestSupport.cleanUp(url) }
    let steps = try installer.plan(
      [Self.block, BlockCatalog.all[1], Self.block], into: root, force: false, variant: .view)
    #expect(steps.map(\.block.id) == [Self.block.id, BlockCatalog.all[1].id])
  }

  @Test func aDirectoryThatIsNotOneIsRefusedByName() throws {
    let url = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(url) }
    let file = url.path + "/file"
    try write("x", at: file)
    let cases: [(String, BlocksError)] = [
      (
        url.path + "/missing",
        BlocksError(
          "directory 'DIR' does not exist; create it first (nothing was written)",
          status: .fileSystem)
      ),
      (file, BlocksError("'DIR' is not a directory (nothing was written)", status: .fileSystem)),
      (
        url.path + "/a\0b", BlocksError("invalid directory: it contains a NUL byte", status: .usage)
      ),
    ]
    for (path, error) in cases {
      #expect(throws: error) { try installer.resolveDirectory(path, named: "DIR") }
    }
  }

  /// What `apply` writes is the plan's bytes, put in place without a temporary left behind.
  @Test func applyWritesEveryPlannedFile() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    let blocks = Array(BlockCatalog.all.prefix(2))
    let steps = try installer.plan(blocks, into: root, force: false, variant: .view)
    try installer.apply(steps)
    for step in steps {
      #expect(try String(contentsOfFile: step.path, encoding: .utf8) == step.file.text)
    }
    #expect(FileSystem.entries(of: root) == blocks.map(\.exportFileName).sorted())
    #expect(FileSystem.kind(of: target) == .file)
  }

  /// A file that appears, or changes, after the plan was made is never overwritten: the whole
  /// install is refused and nothing is written, not even the other blocks.
  @Test(arguments: ["appears", "changes"])
  func somethingChangedSinceThePlan(how: String) throws {
    let (url, root, target) = try directory("somethingChangedSinceThePlan\(how)")
    defer { TestSupport.cleanUp(url) }
    if how == "changes" { try write("// old\n", at: target) }
    let blocks = [BlockCatalog.all[1], Self.block]
    let steps = try installer.plan(blocks, into: root, force: true, variant: .view)
    try write("// the user's, written meanwhile\n", at: target)
    #expect(throws: BlocksError.self) { try installer.apply(steps) }
    #expect(
      try String(contentsOfFile: target, encoding: .utf8) == "// the user's, written meanwhile\n")
    #expect(FileSystem.entries(of: root) == [Self.block.exportFileName])
  }

  /// A killed run's temporaries for the tool's own files go; a file that merely looks like one
  /// and is not a Swift file's stays.
  @Test func applyRemovesStaleTemporariesOfItsOwnFilesOnly() throws {
    let (url, root, target) = try directory()
    defer { TestSupport.cleanUp(url) }
    let stale = FileSystem.temporaryName(for: target)
    let notOurs = FileSystem.temporaryName(for: root + "/notes.txt")
    try write("partial", at: stale)
    try write("kept", at: notOurs)
    try installer.apply(try installer.plan([Self.block], into: root, force: false, variant: .view))
    #expect(FileSystem.kind(of: stale) == .missing)
    #expect(FileSystem.kind(of: notOurs) == .file)
  }
}
