import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

/// The POSIX calls the installer and the site writer go through, each for the one property it
/// exists for: never following a link, never replacing what appeared, naming temporaries.
@Suite struct FileSystemTests {
  @Test func kindsAreToldApartWithoutFollowingALink() throws {
    let url = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(url) }
    let root = url.path
    try "x".write(toFile: root + "/file", atomically: false, encoding: .utf8)
    try FileManager.default.createDirectory(
      atPath: root + "/folder", withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: root + "/link", withDestinationPath: "folder")
    #expect(mkfifo(root + "/fifo", 0o600) == 0)
    #expect(FileSystem.kind(of: root + "/missing") == .missing)
    #expect(FileSystem.kind(of: root + "/file") == .file)
    #expect(FileSystem.kind(of: root + "/folder") == .directory)
    #expect(FileSystem.kind(of: root + "/link") == .symbolicLink)
    #expect(FileSystem.kind(of: root + "/link", following: true) == .directory)
    #expect(FileSystem.kind(of: root + "/fifo") == .other)
    #expect(FileSystem.linkTarget(root + "/link") == "folder")
    #expect(FileSystem.entries(of: root) == ["fifo", "file", "folder", "link"])
    #expect(throws: FileSystem.Failure.self) { try FileSystem.readBytes(root + "/link") }
  }

  /// Creating never replaces: a name already taken fails with `EEXIST`, and the file there
  /// keeps its bytes.
  @Test func creatingNeverReplaces() throws {
    let url = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(url) }
    let path = url.path + "/file"
    let other = url.path + "/other"
    try FileSystem.createFile(path, bytes: Array("first".utf8), permissions: 0o640)
    #expect(FileSystem.permissions(of: path) == 0o640)
    do {
      try FileSystem.createFile(path, bytes: Array("second".utf8), permissions: nil)
      Issue.record("created over an existing file")
    } catch {
      #expect(error.isAlreadyExisting)
    }
    try FileSystem.createFile(other, bytes: Array("other".utf8), permissions: nil)
    #expect(throws: FileSystem.Failure.self) {
      try FileSystem.moveWithoutReplacing(other, to: path)
    }
    #expect(try FileSystem.readFile(path) == "first")
    #expect(try FileSystem.readFile(other) == "other")
  }

  /// Replacing a symbolic link replaces the link, and what it pointed to is untouched.
  @Test func replacingALinkReplacesTheLinkItself() throws {
    let url = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(url) }
    let outside = url.path + "/outside"
    let link = url.path + "/link"
    try FileSystem.createFile(outside, bytes: Array("outside".utf8), permissions: nil)
    try FileSystem.makeSymbolicLink(link, to: outside)
    try FileSystem.replaceAtomically(link, bytes: Array("new".utf8), permissions: 0o600)
    #expect(FileSystem.kind(of: link) == .file)
    #expect(try FileSystem.readFile(link) == "new")
    #expect(FileSystem.permissions(of: link) == 0o600)
    #expect(try FileSystem.readFile(outside) == "outside")
    #expect(FileSystem.entries(of: url.path) == ["link", "outside"])
  }

  /// A temporary's name is hidden, unique per call, and leads back to its file; names that only
  /// look alike are not temporaries.
  @Test func temporaryNames() {
    let first = FileSystem.temporaryName(for: "/app/Sources/RangeSlider.swift")
    let second = FileSystem.temporaryName(for: "/app/Sources/RangeSlider.swift")
    #expect(first != second)
    #expect(first.hasPrefix("/app/Sources/.RangeSlider.swift.blocks-"))
    let name = String(first.split(separator: "/").last!)
    #expect(FileSystem.isTemporaryName(name))
    #expect(FileSystem.temporaryTarget(of: name) == "RangeSlider.swift")
    // An earlier version's names, and its backup.
    #expect(FileSystem.temporaryTarget(of: ".A.swift.blocks-123-4.tmp") == "A.swift")
    #expect(FileSystem.isTemporaryName(".A.swift.blocks-123-4.tmp.old"))
    for lookalike in [
      "A.swift.blocks-12.tmp", ".A.swift.blocks-.tmp", ".A.swift.blocks-xyz.tmp",
      ".A.swift.blocks-12.txt", ".A.swift",
    ] {
      #expect(!FileSystem.isTemporaryName(lookalike), "\(lookalike)")
      #expect(FileSystem.temporaryTarget(of: lookalike) == nil)
    }
  }

  /// Removing a file inside a directory stops at a folder replaced by a link, so it can never
  /// remove the file of the same name where the link points.
  @Test func removingInsideNeverLeavesTheDirectory() throws {
    let url = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(url) }
    let site = url.path + "/site"
    let elsewhere = url.path + "/elsewhere"
    for folder in [site, elsewhere, site + "/real"] { try FileSystem.makeDirectory(folder) }
    try FileSystem.createFile(elsewhere + "/page.html", bytes: [1], permissions: nil)
    try FileSystem.createFile(site + "/real/page.html", bytes: [1], permissions: nil)
    try FileSystem.makeSymbolicLink(site + "/linked", to: elsewhere)
    #expect(!FileSystem.removeFile("linked/page.html", inside: site) { _ in true })
    #expect(FileSystem.kind(of: elsewhere + "/page.html") == .file)
    #expect(!FileSystem.removeFile("../elsewhere/page.html", inside: site) { _ in true })
    #expect(!FileSystem.removeFile("real/page.html", inside: site) { $0 != [1] })
    #expect(FileSystem.kind(of: site + "/real/page.html") == .file)
    #expect(FileSystem.removeFile("real/page.html", inside: site) { $0 == [1] })
    #expect(FileSystem.kind(of: site + "/real/page.html") == .missing)
  }

  /// CRLF line endings read as newlines, and the reader learns there were some; a lone CR
  /// stays.
  @Test(arguments: [
    ("a\nb\n", "a\nb\n", false),
    ("a\r\nb\r\n", "a\nb\n", true),
    ("a\rb\n", "a\rb\n", false),
    ("a\r", "a\r", false),
  ])
  func readingSourceFoldsCRLF(bytes: String, text: String, hadCRLF: Bool) throws {
    let url = try TestSupport.temporaryDirectory("readingSourceFoldsCRLF")
    defer { TestSupport.cleanUp(url) }
    try FileSystem.createFile(url.path + "/A.swift", bytes: Array(bytes.utf8), permissions: nil)
    let read = try FileSystem.readSource(url.path + "/A.swift")
    #expect(read.text == text)
    #expect(read.hadCRLF == hadCRLF)
  }

  /// A reader that went away is an outcome, not a signal that kills the tool.
  ///
  /// `writeAll` ignores `SIGPIPE` for the whole process, as the `blocks` binary does; nothing in
  /// the tests relies on the signal. The pipe's ends are closed on exec, so a process another
  /// test starts meanwhile cannot keep the read end open.
  @Test func writingToAClosedPipe() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    close(ends[0])
    #expect(FileSystem.writeAll(Array("x".utf8), toStream: ends[1]) == .readerGone)
    close(ends[1])
    // A descriptor that is never open: a closed one's number may be reused by a parallel test.
    #expect(
      FileSystem.writeAll(Array("x".utf8), toStream: -1)
        == .failed(reason: "Bad file descriptor"))
    #expect(FileSystem.writeAll([], toStream: -1) == .written)
  }
}
