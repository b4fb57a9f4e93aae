import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksSite

/// What a probe of the tool as a hostile user and a flaky machine found: symlinks planted in a
/// site, failing standard output, bytes that are not UTF-8, interrupted and concurrent writes,
/// terminal escapes, and odd option values. Each test failed before its fix.
extension HostileInputTests {
  /// Runs `script` with `/bin/bash -c`, `$0` being the built tool, in `directory`.
  static func shell(_ script: String, in directory: URL) throws -> TestSupport.ProcessOutput {
    try TestSupport.run(
      URL(fileURLWithPath: "/bin/bash"), ["-c", script, TestSupport.blocksExecutable.path],
      in: directory)
  }

  /// The names of the regular files below `directory` whose name is a temporary file's.
  static func temporaryFiles(in directory: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    var found: [String] = []
    while let name = enumerator?.nextObject() as? String {
      let file = (name as NSString).lastPathComponent
      if file.contains(".blocks-"), file.hasSuffix(".tmp") || file.hasSuffix(".tmp.old") {
        found.append(name)
      }
    }
    return found
  }

  // MARK: - The site's manifest

  @Test(
    "site removes a stale file only while it holds the bytes it wrote, never through a link"
  )
  func siteRemovesOnlyItsOwnStaleFiles() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a site's folder (its manifest stands for an earlier run), a folder outside it and a
    // link into that folder planted in the site
    let site = directory.appendingPathComponent("s")
    try FileManager.default.createDirectory(at: site, withIntermediateDirectories: false)
    let manifest = site.appendingPathComponent(SiteWriter.manifestName)
    try "index.html\n".write(to: manifest, atomically: true, encoding: .utf8)
    let outside = directory.appendingPathComponent("o")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: false)
    let victim = outside.appendingPathComponent("victim")
    try "P\n".write(to: victim, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      at: site.appendingPathComponent("evil"), withDestinationURL: outside)
    // And two files the new site no longer has: one as written, one the user changed since
    let ours = site.appendingPathComponent("old-page.html")
    let edited = site.appendingPathComponent("old-notes.html")
    try "generated\n".write(to: ours, atomically: true, encoding: .utf8)
    try "my own notes\n".write(to: edited, atomically: true, encoding: .utf8)
    // When the manifest names all three, the file behind the link by path alone and with its
    // very SHA-256, and the site is written again
    let generated = SHA256.hexDigest("generated\n")
    let listed = try String(contentsOf: manifest, encoding: .utf8)
    try
      (listed + "evil/victim\n\(SHA256.hexDigest("P\n")) evil/victim\n"
      + "\(generated) old-page.html\n\(generated) old-notes.html\n").write(
        to: manifest, atomically: true, encoding: .utf8)
    let result = try Self.blocks(["site", "--out", site.path, "--without-live"])
    #expect(result.status == 0, "\(result)")
    // Then the file outside is still there, the unchanged stale file is gone, the changed one kept
    #expect(try String(contentsOf: victim, encoding: .utf8) == "P\n")
    #expect(!FileManager.default.fileExists(atPath: ours.path))
    #expect(try String(contentsOf: edited, encoding: .utf8) == "my own notes\n")
    let written = try String(contentsOf: manifest, encoding: .utf8)
    #expect(!written.contains("old-page") && !written.contains("victim"), "the new site alone")
  }

  @Test("an interrupted first site leaves a directory the next run finishes", arguments: [40])
  func interruptedFirstSite(failingRename: Int) throws {
    let injector = try Self.failureInjector.get()
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let site = directory.appendingPathComponent("s")
    // Given a first run whose Nth rename fails (a full disk, a signal)
    let failed = try Self.blocks(
      ["site", "--out", site.path],
      environment: ["LD_PRELOAD": injector.path, "BLOCKS_FAIL_RENAME": "\(failingRename)"])
    Self.expectClearError(failed, status: 3, containing: "Input/output error")
    // Plus a temporary file a killed run left behind
    try "half".write(
      to: site.appendingPathComponent(".index.html.blocks-1-0.tmp"), atomically: false,
      encoding: .utf8)
    // When the site is written again, it finishes, and leaves no temporary file
    let again = try Self.blocks(["site", "--out", site.path])
    #expect(again.status == 0, "\(again)")
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    #expect(Self.temporaryFiles(in: site).isEmpty, "\(Self.temporaryFiles(in: site))")
  }

  // MARK: - Standard output

  @Test("a full or closed standard output is an error with a status below 128, not a crash")
  func failingStandardOutput() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let full = try Self.shell("\"$0\" show \(Self.hold) >/dev/full", in: directory)
    #expect(full.status == 3, "\(full)")
    #expect(full.error == "blocks: cannot write the output: No space left on device\n", "\(full)")
    let closed = try Self.shell("\"$0\" show \(Self.hold) >&-", in: directory)
    #expect(closed.status == 3, "\(closed)")
    #expect(closed.error.hasPrefix("blocks: cannot write the output: "), "\(closed)")
  }

  @Test("a reader that went away ends the output quietly, with the command's status")
  func readerThatWentAway() throws {
    let process = Process()
    process.executableURL = TestSupport.blocksExecutable
    process.arguments = ["list"]
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    // The read end is closed before the tool starts: its first write meets no reader.
    try output.fileHandleForReading.close()
    try process.run()
    let message = String(
      decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "not killed by a signal")
    #expect(process.terminationStatus == 0)
    #expect(message.isEmpty, "\(message)")
  }

  // MARK: - Arguments

  @Test("a path that is not UTF-8 is refused, and nothing lands where its decoding points")
  func pathThatIsNotUTF8() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given the directory that decoding x\xff with replacement would name
    let decoded = directory.appendingPathComponent("x\u{FFFD}")
    try FileManager.default.createDirectory(at: decoded, withIntermediateDirectories: false)
    // When adding into x\xff
    let result = try Self.shell("\"$0\" add \(Self.hold) --to $'x\\xff'", in: directory)
    // Then a usage error that shows the byte, and nothing written anywhere
    Self.expectClearError(result, status: 2, containing: "('x\\xff') is not valid UTF-8")
    #expect(try FileManager.default.contentsOfDirectory(atPath: decoded.path).isEmpty)
  }

  @Test("terminal escapes in an error are shown escaped, and a long value is shortened")
  func terminalEscapesAreEscaped() throws {
    let escape = try Self.blocks(["list", "--category", "\u{1B}[31mX"])
    Self.expectClearError(escape, status: 2, containing: "'\\u{1b}[31mX'")
    let long = try Self.blocks(["list", "--level", String(repeating: "a", count: 5_000)])
    Self.expectClearError(long, status: 2, containing: "…'", maximumLength: 400)
    // Every error goes through the same escaping, whatever built its message.
    #expect(BlocksCommandLine.escapingControlCharacters("a\u{1B}b\u{7}\nc") == "a\\u{1b}b\\u{7}\nc")
  }

  @Test("an option where a value belongs is a missing value, not a directory named after it")
  func optionInPlaceOfAValue() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    for arguments in [
      ["add", Self.hold, "--to", "--force"], ["add", Self.hold, "--to", "--dry-run"],
      ["site", "--out", "--wasm=x"],
    ] {
      let result = try TestSupport.blocks(arguments, in: directory)
      Self.expectClearError(result, status: 2, containing: "missing value for")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test("filmstrip times are decimal seconds, and a late one is named as typed")
  func filmstripTimes() throws {
    let hexadecimal = try Self.blocks(["preview", Self.hold, "--filmstrip", "0x10", "--out", "-"])
    Self.expectClearError(hexadecimal, status: 2, containing: "invalid time '0x10'")
    let late = try Self.blocks(["preview", Self.hold, "--filmstrip", "1e308", "--out", "-"])
    Self.expectClearError(late, status: 2, containing: "time 1e308 is past the end")
    #expect(!late.error.contains("1000000000000"), "\(late)")
  }

  @Test("a module cut short is refused with nothing written; a whole one is taken")
  func truncatedModule() throws {
    // A module with one empty custom section named "x": whole, then cut by one byte.
    let whole: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00, 0x00, 0x02, 0x01, 0x78]
    #expect(SiteLive.isModule(whole))
    for length in 9..<whole.count {
      #expect(!SiteLive.isModule(Array(whole.prefix(length))), "cut at \(length)")
    }
    #expect(!SiteLive.isModule(whole + [0x0E, 0x00]), "section id 14")
    #expect(!SiteLive.isModule(whole + [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]), "a size too long")
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    try Data(whole.prefix(11)).write(to: directory.appendingPathComponent("toast-stack.wasm"))
    let result = try Self.blocks(
      ["site", "--out", directory.appendingPathComponent("s").path, "--wasm", directory.path])
    Self.expectClearError(result, status: 2, containing: "not a whole one")
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("s").path))
  }

  // MARK: - Interrupted and concurrent adds

  @Test("temporary files a killed add left are removed, even under the same process id")
  func staleTemporaryFiles() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    for name in [
      ".HoldToConfirmButton.swift.blocks-1-0.tmp", ".HoldToConfirmButton.swift.blocks-1-0.tmp.old",
      ".CompletionSwipeRow.swift.blocks-3f2a9c.tmp",
    ] {
      try "left behind".write(
        to: directory.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    let mine = directory.appendingPathComponent(".notes.blocks-draft.tmp")
    try "the user's".write(to: mine, atomically: false, encoding: .utf8)
    let result = try Self.blocks(["add", Self.hold, "--to", directory.path])
    #expect(result.status == 0, "\(result)")
    #expect(Self.temporaryFiles(in: directory) == [".notes.blocks-draft.tmp"])
    #expect(FileManager.default.fileExists(atPath: mine.path), "not a name the tool makes")
  }

  @Test("a file that appears between the plan and the write is never replaced without --force")
  func fileAppearingMidInstall() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a plan that creates the hold button's file
    let installer = BlockInstaller()
    let block = try BlockID.block(Self.hold)
    let steps = try installer.plan([block], into: directory.path, force: false)
    #expect(steps.map(\.action) == [.create])
    // When another program writes that file before the plan is carried out
    let target = directory.appendingPathComponent("HoldToConfirmButton.swift")
    try "theirs\n".write(to: target, atomically: true, encoding: .utf8)
    // Then the install is refused and their file is kept
    #expect(throws: BlocksError.self) { try installer.apply(steps) }
    #expect(try String(contentsOf: target, encoding: .utf8) == "theirs\n")
    #expect(Self.temporaryFiles(in: directory).isEmpty)
  }

  @Test("two adds at once of different variants: one writes, the other says what it found")
  func concurrentAdds() throws {
    for round in 0..<12 {
      let directory = try TestSupport.temporaryDirectory()
      defer { TestSupport.cleanUp(directory) }
      let result = try Self.shell(
        """
        "$0" add \(Self.hold) --to . >a.out 2>&1 & first=$!
        "$0" add \(Self.hold) --to . --without-demo >b.out 2>&1 & second=$!
        wait $first; echo "a $?"; wait $second; echo "b $?"
        """, in: directory)
      let a = try String(contentsOf: directory.appendingPathComponent("a.out"), encoding: .utf8)
      let b = try String(contentsOf: directory.appendingPathComponent("b.out"), encoding: .utf8)
      let wrote = [a, b].filter { $0.hasPrefix("wrote ") }
      #expect(wrote.count == 1, "round \(round): \(result)\n\(a)\n\(b)")
      let installed = try String(
        contentsOf: directory.appendingPathComponent("HoldToConfirmButton.swift"), encoding: .utf8)
      let withoutDemo = installed.contains("#Preview") == false
      #expect(
        wrote.first?.contains("without the demo") == withoutDemo,
        "round \(round): the file is the variant that said it wrote it\n\(a)\n\(b)")
    }
  }

  // MARK: - The second probe

  @Test("preview replaces an SVG but refuses any other file or a link unless --force")
  func previewKeepsOtherFiles() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let result = try Self.shell(
      """
      echo notes > notes.txt; ln -s notes.txt link.svg
      "$0" preview toast-stack --out notes.txt; echo "text $?"
      "$0" preview toast-stack --out link.svg; echo "link $?"
      "$0" preview toast-stack --out p.svg >/dev/null; "$0" preview toast-stack --out p.svg
      echo "svg $?"
      "$0" preview toast-stack --out notes.txt --force >/dev/null; echo "forced $?"
      """, in: directory)
    #expect(result.output.contains("text 1\n") && result.output.contains("link 1\n"), "\(result)")
    #expect(result.output.contains("svg 0\n") && result.output.contains("forced 0\n"), "\(result)")
    #expect(result.error.contains("'notes.txt' exists and is not an SVG; give --force"))
    #expect(result.error.contains("'link.svg' is a symbolic link"))
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: directory.appendingPathComponent("link.svg").path)
    #expect(link == "notes.txt", "the link itself is kept")
    let notes = try String(
      contentsOf: directory.appendingPathComponent("notes.txt"), encoding: .utf8)
    #expect(notes.hasPrefix("<svg"), "--force replaced it")
  }

  @Test("preview --list refuses the options of a write, which it would ignore")
  func previewListConflicts() throws {
    for option in [["--out", "x.svg"], ["--poster"], ["--scenario", "arrive"], ["--force"]] {
      let result = try TestSupport.blocks(["preview", "toast-stack", "--list"] + option)
      #expect(result.status == 2, "\(option): \(result)")
      #expect(result.error.contains("--list writes nothing, so \(option[0])"), "\(result)")
    }
  }

  @Test("diff prints a diff patch applies, and reads CRLF line endings as newlines")
  func diffAppliesAndReadsCRLF() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = "HoldToConfirmButton.swift"
    let result = try Self.shell(
      """
      "$0" add \(Self.hold) --to . >/dev/null
      printf '// mine\\n' >> \(file); cp \(file) edited.swift
      "$0" diff \(Self.hold) --to . > change.diff; echo "diff $?"
      patch --silent \(file) change.diff; echo "patch $?"
      "$0" diff \(Self.hold) --to . >/dev/null; echo "after $?"
      sed -i 's/$/\\r/' \(file)
      "$0" diff \(Self.hold) --to .; echo "crlf $?"
      "$0" add \(Self.hold) --to .; echo "add $?"
      """, in: directory)
    #expect(result.output.contains("diff 1\npatch 0\nafter 0\n"), "\(result)")
    #expect(result.output.contains("has Windows line endings (CRLF)"), "\(result)")
    #expect(result.output.contains("up to date") && result.output.contains("crlf 0\n"), "\(result)")
    #expect(result.output.contains("add 0\n"), "\(result)")
    let diff = try String(
      contentsOf: directory.appendingPathComponent("change.diff"), encoding: .utf8)
    #expect(diff.hasSuffix("-// mine\n"), "no line after the file's last: \(diff)")
  }

  @Test("search shows a query's control characters escaped, as every other message does")
  func searchEscapesItsQuery() throws {
    let result = try TestSupport.blocks(["search", "\u{1B}]0;title\u{07}zz"])
    #expect(result.output.contains("No blocks match \"\\u{1b}]0;title\\u{7}zz\""), "\(result)")
    #expect(!result.output.contains("\u{1B}"))
  }
}
