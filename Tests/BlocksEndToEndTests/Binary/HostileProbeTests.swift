import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksExport
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

  // MARK: - Standard output

  @Test("a full or closed standard output is an error with a status below 128, not a crash")
  func failingStandardOutput() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let full = try Self.shell("\"$0\" show \(Self.hold) >/dev/full", in: directory)
    #expect(full.status == 3, "\(full)")
    #expect(
      full.error
        == "blocks: cannot write the output: No space left on device (the command ran: any files "
        + "it wrote are in place)\n", "\(full)")
    let closed = try Self.shell("\"$0\" show \(Self.hold) >&-", in: directory)
    #expect(closed.status == 3, "\(closed)")
    #expect(closed.error.hasPrefix("blocks: cannot write the output: "), "\(closed)")
    // An add whose report cannot be printed has installed its file, and says so
    let added = try Self.shell("\"$0\" add \(Self.hold) --to . >/dev/full", in: directory)
    #expect(added.status == 3 && added.error.contains("any files it wrote are in place"))
    #expect(
      FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("HoldToConfirmButton.swift").path))
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

  @Test(
    "a current directory that cannot be named fails the commands that write, and nothing lands at /",
    arguments: [
      ["add", "range-slider", "--standalone"], ["preview", "range-slider", "--poster"],
      ["site", "--without-live", "--out", "blocks-probe-site"], ["diff", "toast-stack"],
    ])
  func currentDirectoryDeleted(_ arguments: [String]) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a shell whose current directory was removed after it entered it
    let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
    let script = "mkdir gone && cd gone && rmdir \"$PWD\" && \"$0\" \(quoted)"
    // When the tool runs there
    let result = try Self.shell(script, in: directory)
    // Then it says so with status 3, and wrote nothing at the root, where "" + "/" + a name
    // points
    Self.expectClearError(
      result, status: 3, containing: "cannot tell which directory is the current one")
    for name in ["RangeSlider.swift", "range-slider-drag-lower-poster.svg", "blocks-probe-site"] {
      #expect(!FileManager.default.fileExists(atPath: "/" + name), "/\(name)")
    }
  }

  @Test("a current directory that cannot be named still lists, and takes paths given in full")
  func currentDirectoryDeletedReadsAndTakesFullPaths() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let target = directory.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    let script =
      "mkdir gone && cd gone && rmdir \"$PWD\" && \"$0\" list "
      + "&& \"$0\" add toast-stack --to '\(target.path)'"
    let result = try Self.shell(script, in: directory)
    #expect(result.status == 0, "\(result)")
    #expect(
      result.output.hasPrefix("Swipe To Confirm Slider  swipe-to-confirm-slider\n"), "\(result)")
    #expect(
      FileManager.default.fileExists(atPath: target.appendingPathComponent("ToastStack.swift").path)
    )
  }

  @Test(
    "a current directory deeper than the system's path limit is refused, and nothing lands at /")
  func currentDirectoryTooDeep() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a shell 25 directories of 200 characters deep: past 4,096 bytes of path
    let name = String(repeating: "d", count: 200)
    let script = """
      top="$PWD"
      for i in $(seq 25); do mkdir \(name) && cd \(name) || exit 9; done
      "$0" add repeat-stepper; status=$?
      cd "$top" && rm -rf \(name)
      exit $status
      """
    // When the tool runs there
    let result = try Self.shell(script, in: directory)
    // Then it says why with status 3, and wrote nothing at the root
    Self.expectClearError(
      result, status: 3, containing: "its path is longer than the system's limit")
    #expect(!FileManager.default.fileExists(atPath: "/RepeatStepper.swift"))
  }

  @Test("a current directory whose path is not UTF-8 is refused, not read as another one")
  func currentDirectoryNotUTF8() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given x\xff and the directory its decoding with replacement names
    let decoded = directory.appendingPathComponent("x\u{FFFD}")
    try FileManager.default.createDirectory(at: decoded, withIntermediateDirectories: false)
    // When adding from inside x\xff
    let result = try Self.shell(
      "mkdir $'x\\xff' && cd $'x\\xff' && \"$0\" add toast-stack", in: directory)
    // Then a clear error, and nothing in the look-alike
    Self.expectClearError(result, status: 3, containing: "its path is not UTF-8")
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

  @Test(
    "preview replaces its own unchanged preview but refuses any other file, an SVG of the user's, an edited preview or a link unless --force"
  )
  func previewKeepsOtherFiles() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let result = try Self.shell(
      """
      echo notes > notes.txt; ln -s notes.txt link.svg
      printf '<svg xmlns="http://www.w3.org/2000/svg"><!-- mine --></svg>' > art.svg
      "$0" preview toast-stack --out notes.txt; echo "text $?"
      "$0" preview toast-stack --out link.svg; echo "link $?"
      "$0" preview toast-stack --out art.svg; echo "art $?"
      "$0" preview toast-stack --out p.svg >/dev/null; "$0" preview toast-stack --out p.svg
      echo "own $?"
      sed -i 's/<title/<title data-edited="yes"/' p.svg; cp p.svg edited.svg
      "$0" preview toast-stack --out p.svg; echo "edited $?"
      "$0" preview toast-stack --out notes.txt --force >/dev/null; echo "forced $?"
      """, in: directory)
    for outcome in ["text 1", "link 1", "art 1", "own 0", "edited 1", "forced 0"] {
      #expect(result.output.contains(outcome + "\n"), "\(outcome): \(result)")
    }
    for name in ["notes.txt", "art.svg", "p.svg"] {
      #expect(
        result.error.contains(
          "'\(name)' exists and is not a preview blocks wrote, or has changed since; give --force"
        ), "\(name): \(result)")
    }
    #expect(result.error.contains("'link.svg' is a symbolic link"))
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: directory.appendingPathComponent("link.svg").path)
    #expect(link == "notes.txt", "the link itself is kept")
    func contents(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(try contents("art.svg").hasSuffix("<!-- mine --></svg>"), "the user's SVG is kept")
    #expect(try contents("p.svg") == contents("edited.svg"), "the edited preview is kept")
    #expect(
      try contents("notes.txt").hasPrefix("<svg")
        && contents("notes.txt").contains(PreviewCommand.provenanceMarker),
      "--force replaced it")
  }

  @Test("a file in the way that cannot be read is reported as unreadable, not as something else")
  func unreadableFileInTheWay() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a directory anyone may write to, holding files its user may not read
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o777], ofItemAtPath: directory.path)
    for name in ["HoldToConfirmButton.swift", "p.svg"] {
      let url = directory.appendingPathComponent(name)
      try Data("private\n".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
    }
    // When add and preview meet them, as an unprivileged user (root reads anything)
    let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
    let result = try Self.shell(
      """
      \(asUser)"$0" add hold-to-confirm-button --to .; echo "add $?"
      \(asUser)"$0" add hold-to-confirm-button --to . --force; echo "forced $?"
      \(asUser)"$0" preview toast-stack --out p.svg; echo "preview $?"
      """, in: directory)
    // Then each says it cannot read the file, with status 3, and leaves it alone
    #expect(result.output == "add 3\nforced 3\npreview 3\n", "\(result)")
    #expect(
      result.error.components(separatedBy: "HoldToConfirmButton.swift': Permission denied").count
        == 3, "\(result)")
    #expect(
      result.error.contains(
        "cannot read 'p.svg' to tell whether blocks wrote it: Permission denied"),
      "\(result)")
    #expect(!result.error.contains("not a regular file") && !result.error.contains("--force"))
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(files == ["HoldToConfirmButton.swift", "p.svg"])
  }

  @Test("a refusal points to diff only when diff shows what would be lost")
  func refusalAdvice() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given the view form, unedited: another form is refused, and diff has nothing to show
    let result = try Self.shell(
      """
      "$0" add toast-stack --to . >/dev/null
      "$0" add toast-stack --standalone --to .; echo "form $?"
      "$0" diff toast-stack --to . >/dev/null; echo "diff $?"
      echo '// mine' >> ToastStack.swift
      "$0" add toast-stack --standalone --to .; echo "edited $?"
      """, in: directory)
    #expect(result.output == "form 1\ndiff 0\nedited 1\n", "\(result)")
    let refusals = result.error.components(separatedBy: "blocks: refused to overwrite ").dropFirst()
    #expect(refusals.count == 2, "\(result)")
    // Then the unedited one says it is up to date in its form; the edited one points to diff
    #expect(refusals.first?.contains("up to date in the form it was installed in") == true)
    #expect(refusals.first?.contains("blocks diff") == false, "\(result)")
    #expect(
      refusals.last?.contains("see the changes with 'blocks diff toast-stack --to .'") == true)
    // Given the view form unedited but from an older version, whose block has changed since
    var old = try BlockExporter().export(BlockInfo(.toastStack), variant: .view)
    old.body = old.body.replacingOccurrences(
      of: "import SwiftUI\n", with: "import SwiftUI\n// old\n")
    old.provenance = Provenance(
      blockID: "toast-stack", version: "0.0.9", bodyHash: SHA256.hexDigest(old.body),
      variant: .view)
    try old.text.write(
      to: directory.appendingPathComponent("ToastStack.swift"), atomically: true, encoding: .utf8)
    let older = try Self.shell("\"$0\" add toast-stack --standalone --to .", in: directory)
    // Then the refusal points to diff, which shows the change upstream
    #expect(older.status == 1, "\(older)")
    #expect(
      older.error.contains("see the changes with 'blocks diff toast-stack --to .'"), "\(older)")
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

/// The hostile probes that write whole sites: they run in the main test step rather than under
/// AddressSanitizer, since generating a site is safe Swift that the sanitizer slows tenfold,
/// and the file handling under it (BlocksInstall's `FileSystem`) is sanitized by its own tests.
@Suite("Hostile probes of the site's directory")
struct HostileSiteTests {
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
    let result = try HostileInputTests.blocks(["site", "--out", site.path, "--without-live"])
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
    let injector = try HostileInputTests.failureInjector.get()
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let site = directory.appendingPathComponent("s")
    // Given a first run whose Nth rename fails (a full disk, a signal)
    let failed = try HostileInputTests.blocks(
      ["site", "--out", site.path],
      environment: ["LD_PRELOAD": injector.path, "BLOCKS_FAIL_RENAME": "\(failingRename)"])
    HostileInputTests.expectClearError(failed, status: 3, containing: "Input/output error")
    // Plus a temporary file a killed run left behind
    try "half".write(
      to: site.appendingPathComponent(".index.html.blocks-1-0.tmp"), atomically: false,
      encoding: .utf8)
    // When the site is written again, it finishes, and leaves no temporary file
    let again = try HostileInputTests.blocks(["site", "--out", site.path])
    #expect(again.status == 0, "\(again)")
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
    #expect(
      HostileInputTests.temporaryFiles(in: site).isEmpty,
      "\(HostileInputTests.temporaryFiles(in: site))")
  }
}
