import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine

/// One command line of `blocks` whose standard output is kept as a snapshot.
struct SnapshotCase: Sendable, CustomTestStringConvertible {
  /// The snapshot's file name, without `.txt`.
  var name: String
  /// The arguments after `blocks`.
  var arguments: [String]

  var testDescription: String { (["blocks"] + arguments).joined(separator: " ") }

  /// The help of the tool and of every command, the list, and every block in both languages.
  ///
  /// A new command or block gets its snapshots from here.
  static var all: [SnapshotCase] {
    var cases = [SnapshotCase(name: "help", arguments: ["--help"])]
    for command in BlocksCommandLine.commands {
      let name = command.configuration.name
      cases.append(SnapshotCase(name: "help-\(name)", arguments: [name, "--help"]))
    }
    cases.append(SnapshotCase(name: "list", arguments: ["list"]))
    for block in BlockCatalog.all {
      for language in BlockLanguage.allCases {
        cases.append(
          SnapshotCase(
            name: "show-\(block.id)-\(language.code)",
            arguments: ["show", block.id, "--lang", language.code]))
      }
    }
    return cases
  }
}

/// The tool's text, kept as files under `Snapshots/`.
///
/// A change to help, list or show is then seen in review. Re-record with
/// `BLOCKS_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`.
@Suite struct SnapshotTests {
  @Test(arguments: SnapshotCase.all)
  func output(_ example: SnapshotCase) throws {
    var tool = BlocksCommandLine(workingDirectory: "/")
    let result = tool.run(example.arguments)
    #expect(result.status == .success && result.error.isEmpty, "\(result)")
    try Snapshot.expect(result.output, named: example.name)
  }

  @Test func helpHasThreeSpellings() {
    var tool = BlocksCommandLine(workingDirectory: "/")
    let overview = tool.run(["--help"])
    for arguments in [[], ["-h"], ["help"]] {
      #expect(tool.run(arguments) == overview)
    }
    for command in BlocksCommandLine.commands {
      let name = command.configuration.name
      #expect(tool.run(["help", name]) == tool.run([name, "-h"]))
    }
  }

  @Test func everySnapshotFileBelongsToACase() throws {
    let stale = try Snapshot.recordedNames().subtracting(SnapshotCase.all.map(\.name))
    if SnapshotRecording.isOn {
      for name in stale {
        try FileManager.default.removeItem(
          at: Snapshot.directory.appendingPathComponent(name + ".txt"))
      }
    }
    #expect(stale.isEmpty, "snapshots without a case (removed when recording): \(stale.sorted())")
  }
}
