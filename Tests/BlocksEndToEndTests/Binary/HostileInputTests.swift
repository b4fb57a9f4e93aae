import BlocksCore
import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCommandLine

/// One hostile block id and where it must be rejected.
struct HostileID: Sendable, CustomTestStringConvertible {
  var name: String
  var id: String

  var testDescription: String { name }

  static let all: [HostileID] = [
    HostileID(name: "..", id: ".."), HostileID(name: "../..", id: "../.."),
    HostileID(name: "../../etc/passwd", id: "../../etc/passwd"),
    HostileID(name: "absolute /etc/passwd", id: "/etc/passwd"), HostileID(name: "root /", id: "/"),
    HostileID(name: "slash a/b", id: "a/b"), HostileID(name: "backslash", id: "a\\b"),
    HostileID(name: "dot", id: "."), HostileID(name: "./id", id: "./hold-to-confirm-button"),
    HostileID(name: "trailing slash", id: "hold-to-confirm-button/"),
    HostileID(name: "embedded ..", id: "hold..button"), HostileID(name: "tilde", id: "~/x"),
    HostileID(name: "encoded ..", id: "%2e%2e%2f"),
    HostileID(name: "file name", id: "HoldToConfirmButton.swift"),
    HostileID(name: "upper case", id: "HOLD-TO-CONFIRM-BUTTON"),
    HostileID(name: "leading space", id: " hold-to-confirm-button"),
    HostileID(name: "newline", id: "hold-to-confirm-button\nrm -rf /"),
    HostileID(name: "escape sequence", id: "\u{1B}[31mred"),
    HostileID(name: "right-to-left override", id: "hold\u{202E}nottub"),
    HostileID(name: "fullwidth letters", id: "ｈｏｌｄ"),
    HostileID(name: "shell", id: "$(touch pwned)"), HostileID(name: "glob", id: "*"),
    HostileID(name: "65 characters", id: String(repeating: "a", count: 65)),
    HostileID(name: "100,000 characters", id: String(repeating: "a", count: 100_000)),
    HostileID(name: "100,000 slashes", id: String(repeating: "/", count: 100_000)),
    HostileID(name: "empty", id: ""),
  ]

  /// Ids with NUL, which no process argument can carry, so they are checked in process.
  static let withNUL: [HostileID] = [
    HostileID(name: "NUL inside", id: "hold-to-confirm\0-button"),
    HostileID(name: "NUL alone", id: "\0"), HostileID(name: "../ then NUL", id: "../\0"),
    HostileID(name: "id then NUL", id: "hold-to-confirm-button\0"),
  ]
}

/// An option of a command given an empty value, as `--to "$DIR"` gives when `DIR` is unset.
struct EmptyValue: Sendable, CustomTestStringConvertible {
  var command: String
  var option: String
  /// The whole command line.
  var arguments: [String]

  var testDescription: String {
    arguments.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: " ")
  }

  /// Both spellings, `--option ""` and `--option=`, of `option` in `arguments`.
  static func both(_ command: String, _ option: String, after arguments: [String] = [])
    -> [EmptyValue]
  {
    [
      EmptyValue(
        command: command, option: option, arguments: [command] + arguments + [option, ""]),
      EmptyValue(command: command, option: option, arguments: [command, option + "="] + arguments),
    ]
  }

  /// Every option that takes a value, of every command.
  static let all: [EmptyValue] =
    both("list", "--category") + both("list", "--level") + both("list", "--lang")
    + both("search", "--lang", after: ["slider"])
    + both("show", "--lang", after: ["swipe-to-confirm-slider"])
    + both("add", "--to", after: ["swipe-to-confirm-slider"])
    + both("add", "--to", after: ["swipe-to-confirm-slider", "--force"])
    + both("diff", "--to", after: ["hold-to-confirm-button"])
    + both("preview", "--scenario", after: ["swipe-to-confirm-slider"])
    + both("preview", "--lang", after: ["swipe-to-confirm-slider"])
    + both("preview", "--filmstrip", after: ["swipe-to-confirm-slider"])
    + both("preview", "--out", after: ["swipe-to-confirm-slider"])
    + both("site", "--out") + both("site", "--base-url") + both("site", "--wasm")
}

/// The `blocks` tool against hostile input: bad ids, bad destinations, changed files, interrupted
/// writes.
///
/// Every case must end with a clear message, its exit status, and nothing
/// written or lost. The real binary runs wherever a process can carry the input.
@Suite("Hostile input to the blocks tool")
struct HostileInputTests {
  static let hold = "hold-to-confirm-button"
  static let row = "completion-swipe-row"

  /// The entries of `directory`, recursively, with their contents, to prove nothing changed.
  static func snapshot(_ directory: URL) throws -> [String: String] {
    var result: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory.path)
    while let name = enumerator?.nextObject() as? String {
      let path = directory.appendingPathComponent(name).path
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      switch attributes[.type] as? FileAttributeType {
      case .typeRegular?:
        result[name] = try String(contentsOfFile: path, encoding: .utf8)
      case .typeSymbolicLink?:
        result[name] = "link → " + (try FileManager.default.destinationOfSymbolicLink(atPath: path))
      default:
        result[name] = "\(String(describing: attributes[.type]))"
      }
    }
    return result
  }

  /// Runs the real `blocks` with extra environment variables.
  static func blocks(_ arguments: [String], environment: [String: String] = [:]) throws
    -> TestSupport.ProcessOutput
  {
    if environment.isEmpty { return try TestSupport.blocks(arguments) }
    let process = Process()
    process.executableURL = TestSupport.blocksExecutable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return TestSupport.ProcessOutput(
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData, as: UTF8.self), status: process.terminationStatus)
  }

  /// A clear error: the status, nothing on standard output, one short `blocks:` message with no
  /// raw control characters from the input.
  static func expectClearError(
    _ result: TestSupport.ProcessOutput, status: Int32, containing fragment: String,
    maximumLength: Int = 2_000, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == status, "\(result)", sourceLocation: sourceLocation)
    #expect(result.output.isEmpty, "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.hasPrefix("blocks: "), "\(result)", sourceLocation: sourceLocation)
    #expect(result.error.contains(fragment), "\(result)", sourceLocation: sourceLocation)
    #expect(
      result.error.utf8.count < maximumLength, "a short message", sourceLocation: sourceLocation)
    let controls = result.error.unicodeScalars.filter {
      $0.properties.generalCategory == .control && $0 != "\n"
    }
    #expect(
      controls.isEmpty, "no raw control characters: \(result)", sourceLocation: sourceLocation)
  }

  // MARK: - Block ids

  @Test(
    "add, diff and show reject a hostile id with a usage error and write nothing",
    arguments: HostileID.all)
  func hostileIDs(_ hostile: HostileID) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    for arguments in [
      ["add", hostile.id, "--to", directory.path],
      ["add", Self.hold, hostile.id, "--to", directory.path],
      ["diff", hostile.id, "--to", directory.path], ["show", hostile.id],
    ] {
      let result = try Self.blocks(arguments)
      Self.expectClearError(result, status: 2, containing: hostile.id.isEmpty ? "empty" : "'")
    }
    #expect(try Self.snapshot(directory).isEmpty, "nothing written")
  }

  @Test("an id or a directory with NUL is a usage error (in process)", arguments: HostileID.withNUL)
  func idsWithNUL(_ hostile: HostileID) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var tool = BlocksCommandLine(workingDirectory: directory.path)
    for arguments in [["add", hostile.id], ["diff", hostile.id], ["show", hostile.id]] {
      let result = tool.run(arguments)
      #expect(result.status == .usage, "\(result)")
      #expect(result.error.contains("NUL"), "\(result)")
      #expect(!result.error.contains("\0"), "the NUL is not echoed")
    }
    let badDirectory = tool.run(["add", Self.hold, "--to", directory.path + "/\0/x"])
    #expect(badDirectory.status == .usage, "\(badDirectory)")
    #expect(try Self.snapshot(directory).isEmpty, "nothing written")
  }

  // MARK: - Empty option values

  @Test("the table of empty values covers every option that takes a value")
  func emptyValueTableIsComplete() {
    let declared = BlocksCommandLine.commands.flatMap { command in
      command.configuration.options.filter(\.takesValue).map {
        "\(command.configuration.name) \($0.name)"
      }
    }
    #expect(Set(EmptyValue.all.map { "\($0.command) \($0.option)" }) == Set(declared))
  }

  @Test(
    "an empty option value is a usage error and nothing is written (in process)",
    arguments: EmptyValue.all)
  func emptyValueInProcess(_ empty: EmptyValue) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var tool = BlocksCommandLine(workingDirectory: directory.path)
    let result = tool.run(empty.arguments)
    #expect(
      result
        == CommandResult(
          output: "",
          error: "blocks: \(empty.command): empty value for '\(empty.option)'\n"
            + "Run 'blocks \(empty.command) --help' for usage.\n",
          status: .usage))
    #expect(try Self.snapshot(directory).isEmpty, "nothing written")
  }

  @Test(
    "an empty option value is a usage error and nothing is written (the blocks binary)",
    arguments: EmptyValue.all)
  func emptyValueEndToEnd(_ empty: EmptyValue) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given the current directory is where an empty --to used to write, when the binary runs there
    let result = try TestSupport.blocks(empty.arguments, in: directory)
    // Then a usage error that names the option, and nothing written
    Self.expectClearError(result, status: 2, containing: "empty value for '\(empty.option)'")
    #expect(try Self.snapshot(directory).isEmpty, "nothing written")
  }

  // MARK: - Destinations

  @Test("a missing destination, a file, a path through a file, a very long path")
  func unusableDestinations() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let file = directory.appendingPathComponent("plain.txt")
    try "mine\n".write(to: file, atomically: true, encoding: .utf8)
    let before = try Self.snapshot(directory)
    let cases: [(String, String)] = [
      (directory.appendingPathComponent("missing").path, "does not exist"),
      (directory.appendingPathComponent("missing/deeper").path, "does not exist"),
      (file.path, "is not a directory"), (file.path + "/sub", "does not exist"),
      (directory.path + "/" + String(repeating: "x", count: 5_000), "does not exist"),
    ]
    for (destination, fragment) in cases {
      for command in ["add", "diff"] {
        let result = try Self.blocks([command, Self.hold, "--to", destination])
        // The message names the directory as typed, so it is as long as the path.
        Self.expectClearError(
          result, status: 3, containing: fragment, maximumLength: 2_000 + 2 * destination.utf8.count
        )
      }
    }
    #expect(try Self.snapshot(directory) == before, "nothing written or lost")
  }

  @Test("a read-only destination is refused before anything is written")
  func readOnlyDestination() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Root ignores permission bits, so as root a directory the kernel refuses files in stands in.
    var target = directory
    if TestSupport.isRoot {
      target = URL(fileURLWithPath: "/proc/self")
    } else {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o555], ofItemAtPath: directory.path)
    }
    let result = try Self.blocks(["add", Self.hold, Self.row, "--to", target.path])
    Self.expectClearError(result, status: 3, containing: "(nothing was written)")
    #expect(!FileManager.default.fileExists(atPath: target.path + "/HoldToConfirmButton.swift"))
  }

  @Test("a target that is a directory or a FIFO is an error, and a FIFO is never opened")
  func targetsThatAreNotFiles() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let target = directory.appendingPathComponent("HoldToConfirmButton.swift")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
    Self.expectClearError(
      try Self.blocks(["add", Self.hold, "--to", directory.path, "--force"]), status: 3,
      containing: "not a regular file")
    try FileManager.default.removeItem(at: target)
    #expect(mkfifo(target.path, 0o644) == 0)
    let before = try Self.snapshot(directory)
    for arguments in [
      ["add", Self.hold, "--to", directory.path],
      ["add", Self.hold, "--to", directory.path, "--force"],
      ["diff", Self.hold, "--to", directory.path],
    ] {
      // Opening a FIFO for reading would block forever; the tool must look, not open.
      let result = try Self.blocks(arguments)
      Self.expectClearError(result, status: 3, containing: "not a regular file")
    }
    #expect(try Self.snapshot(directory) == before)
  }

  @Test("symlinks at the target never lead outside: to a file, to a directory, dangling")
  func symlinkTargets() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(root) }
    let inside = root.appendingPathComponent("app")
    let outsideDirectory = root.appendingPathComponent("elsewhere")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    try FileManager.default.createDirectory(
      at: outsideDirectory, withIntermediateDirectories: false)
    let secret = root.appendingPathComponent("secret.swift")
    try "secret\n".write(to: secret, atomically: true, encoding: .utf8)
    let link = inside.appendingPathComponent("HoldToConfirmButton.swift")
    for destination in ["../secret.swift", "../elsewhere", "../nothing-here.swift", "/etc/passwd"] {
      try? FileManager.default.removeItem(at: link)
      try FileManager.default.createSymbolicLink(
        atPath: link.path, withDestinationPath: destination)
      let before = try Self.snapshot(root)
      // Given a symlink where the block's file goes, when added without --force, then refused.
      let refused = try Self.blocks(["add", Self.hold, "--to", inside.path])
      Self.expectClearError(refused, status: 1, containing: "symbolic link")
      let diff = try Self.blocks(["diff", Self.hold, "--to", inside.path])
      Self.expectClearError(diff, status: 3, containing: "symbolic link")
      #expect(try Self.snapshot(root) == before, "\(destination): nothing written or lost")
      // When --force, then the link itself is replaced and what it pointed at is untouched.
      let forced = try Self.blocks(["add", Self.hold, "--to", inside.path, "--force"])
      #expect(forced.status == 0, "\(forced)")
      let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type]
      #expect(type as? FileAttributeType == .typeRegular)
      #expect(try String(contentsOf: secret, encoding: .utf8) == "secret\n")
      #expect(try Self.snapshot(outsideDirectory).isEmpty)
      #expect(
        !FileManager.default.fileExists(
          atPath: root.appendingPathComponent("nothing-here.swift").path))
    }
  }

  @Test("a hard link to a file outside is replaced as an entry, never written through")
  func hardLinkTarget() throws {
    let root = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(root) }
    let inside = root.appendingPathComponent("app")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: false)
    let outside = root.appendingPathComponent("outside.swift")
    try "outside\n".write(to: outside, atomically: true, encoding: .utf8)
    let target = inside.appendingPathComponent("HoldToConfirmButton.swift")
    try FileManager.default.linkItem(at: outside, to: target)
    Self.expectClearError(
      try Self.blocks(["add", Self.hold, "--to", inside.path]), status: 1, containing: "refused")
    let forced = try Self.blocks(["add", Self.hold, "--to", inside.path, "--force"])
    #expect(forced.status == 0, "\(forced)")
    #expect(try String(contentsOf: outside, encoding: .utf8) == "outside\n")
  }

  @Test(
    "a file the user changed is refused, byte for byte intact, and several blocks are all or nothing"
  )
  func changedFile() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let installed = try Self.blocks(["add", Self.hold, "--to", directory.path])
    #expect(installed.status == 0, "\(installed)")
    let file = directory.appendingPathComponent("HoldToConfirmButton.swift")
    var text = try String(contentsOf: file, encoding: .utf8)
    text += "\n// my change\n"
    try text.write(to: file, atomically: true, encoding: .utf8)
    let before = try Self.snapshot(directory)
    let refused = try Self.blocks(["add", Self.row, Self.hold, "--to", directory.path])
    #expect(refused.status == 1, "\(refused)")
    #expect(
      refused.error.contains("refused to overwrite")
        && refused.error.contains("nothing was written"))
    #expect(try Self.snapshot(directory) == before, "the change is kept and the row is not written")
  }

  // MARK: - Interrupted writes

  /// A preloaded library that makes the Nth `rename` (or `linkat`, which puts a new file in
  /// place) or `fsync` of the tool fail with EIO, so a write fails between the temporary file and
  /// its final name exactly where the test says.
  static let failureInjector: Result<URL, any Error> = Result {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "blocks-hostile-injector-2-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let source = directory.appendingPathComponent("inject.c")
    let library = directory.appendingPathComponent("libinject.so")
    try """
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <errno.h>
    #include <stdlib.h>
    static int counts[2];
    static int fails(int which, const char *name) {
      const char *limit = getenv(name);
      return limit && ++counts[which] == atoi(limit);
    }
    int rename(const char *from, const char *to) {
      if (fails(0, "BLOCKS_FAIL_RENAME")) { errno = EIO; return -1; }
      int (*real)(const char *, const char *) = (int (*)(const char *, const char *))dlsym(RTLD_NEXT, "rename");
      return real(from, to);
    }
    int linkat(int from_directory, const char *from, int to_directory, const char *to, int flags) {
      if (fails(0, "BLOCKS_FAIL_RENAME")) { errno = EIO; return -1; }
      int (*real)(int, const char *, int, const char *, int) =
        (int (*)(int, const char *, int, const char *, int))dlsym(RTLD_NEXT, "linkat");
      return real(from_directory, from, to_directory, to, flags);
    }
    int fsync(int descriptor) {
      if (fails(1, "BLOCKS_FAIL_FSYNC")) { errno = EIO; return -1; }
      int (*real)(int) = (int (*)(int))dlsym(RTLD_NEXT, "fsync");
      return real(descriptor);
    }
    """.write(to: source, atomically: true, encoding: .utf8)
    let compiled = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["clang", "-shared", "-fPIC", "-O1", "-o", library.path, source.path, "-ldl"])
    guard compiled.status == 0 else {
      throw BlocksError("cannot build the failure injector: \(compiled)", status: .fileSystem)
    }
    return library
  }

  struct Interruption: Sendable, CustomTestStringConvertible {
    var name: String
    var variable: String
    var call: Int
    /// The blocks in the order given on the command line (the row's file exists and is
    /// replaced with --force).
    var blocks = [HostileInputTests.hold, HostileInputTests.row]
    var testDescription: String { name }
  }

  @Test(
    "an interrupted write leaves every file as it was and no temporary file behind",
    arguments: [
      Interruption(
        name: "first temporary file fails to flush", variable: "BLOCKS_FAIL_FSYNC", call: 1),
      Interruption(
        name: "second temporary file fails to flush", variable: "BLOCKS_FAIL_FSYNC", call: 2),
      Interruption(name: "first rename fails", variable: "BLOCKS_FAIL_RENAME", call: 1),
      Interruption(
        name: "second rename fails after the first succeeded", variable: "BLOCKS_FAIL_RENAME",
        call: 2),
      Interruption(
        name: "second rename fails after the first replaced the user's file",
        variable: "BLOCKS_FAIL_RENAME", call: 2,
        blocks: [HostileInputTests.row, HostileInputTests.hold]),
    ])
  func interruptedWrite(_ interruption: Interruption) throws {
    let injector = try Self.failureInjector.get()
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    // Given a directory with a user's own file where the row goes
    let row = directory.appendingPathComponent("CompletionSwipeRow.swift")
    try "// the user's row\n".write(to: row, atomically: true, encoding: .utf8)
    let before = try Self.snapshot(directory)
    // When adding two blocks (one new, one replacing) fails at the injected call
    let result = try Self.blocks(
      ["add"] + interruption.blocks + ["--to", directory.path, "--force"],
      environment: ["LD_PRELOAD": injector.path, interruption.variable: "\(interruption.call)"])
    // Then a clear error, and nothing written or lost: all or nothing
    Self.expectClearError(result, status: 3, containing: "Input/output error")
    #expect(result.error.contains("nothing was written"), "\(result)")
    let after = try Self.snapshot(directory)
    #expect(after == before, "entries now: \(after.keys.sorted())")
  }

  @Test("without an injected failure the same install succeeds (the injector itself is harmless)")
  func injectorControl() throws {
    let injector = try Self.failureInjector.get()
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    let result = try Self.blocks(
      ["add", Self.hold, Self.row, "--to", directory.path],
      environment: ["LD_PRELOAD": injector.path])
    #expect(result.status == 0, "\(result)")
    #expect(
      try Self.snapshot(directory).keys.sorted() == [
        "CompletionSwipeRow.swift", "HoldToConfirmButton.swift",
      ])
  }
}
