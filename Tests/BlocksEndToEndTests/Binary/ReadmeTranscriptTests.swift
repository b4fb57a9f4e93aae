import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksExport

/// A command typed in one of README.md's `console` blocks and the lines shown as its output.
struct ReadmeCommand: Sendable {
  /// The text after `$ `, without a trailing `# comment`.
  var command: String
  /// The comment after the command, such as `after editing the file`, if any.
  var comment: String?
  /// The README lines (0-based) of the output shown, without trailing blank lines.
  var outputLines: Range<Int>
  /// The output shown, one string per line.
  var shown: [String]

  /// Every command of every `console` block of `readme`, in order.
  static func parse(_ readme: [String]) -> [ReadmeCommand] {
    var commands: [ReadmeCommand] = []
    var inConsole = false
    var current: (text: String, start: Int)?
    func finish(at end: Int) {
      guard let (text, start) = current else { return }
      var last = end
      while last > start, readme[last - 1].trimmingCharacters(in: .whitespaces).isEmpty {
        last -= 1
      }
      let parts = text.components(separatedBy: " #")
      let comment = parts.count > 1 ? parts.dropFirst().joined(separator: " #") : nil
      commands.append(
        ReadmeCommand(
          command: parts[0].trimmingCharacters(in: .whitespaces),
          comment: comment?.trimmingCharacters(in: .whitespaces), outputLines: start..<last,
          shown: Array(readme[start..<last])))
      current = nil
    }
    for (index, line) in readme.enumerated() {
      if !inConsole {
        inConsole = line == "```console"
      } else if line.hasPrefix("```") {
        finish(at: index)
        inConsole = false
      } else if line.hasPrefix("$ ") {
        finish(at: index)
        current = (String(line.dropFirst(2)), index + 1)
      }
    }
    return commands
  }
}

/// Every `blocks` transcript in README.md is what the tool prints, so the README cannot drift.
///
/// The transcripts run in order, one after another, in process, in an empty directory holding
/// `Sources/MyApp`. A comment after a command names a change made before it (see
/// ``prepare(_:in:)``). The diff transcript shows line numbers of the exported file and the
/// provenance line shows its hash, so any change to a block's sources changes them: re-record with
/// `BLOCKS_RECORD_SNAPSHOTS=1 swift test --filter ReadmeTranscriptTests`, which rewrites those
/// outputs and that line in README.md, and nothing else.
@Suite(.serialized) struct ReadmeTranscriptTests {
  static let readme = TestSupport.packageRoot.appendingPathComponent("README.md")

  /// Makes the change a README comment describes, in the directory `root` the transcripts run in.
  static func prepare(_ comment: String, in root: URL) throws {
    switch comment {
    case "after editing the file":
      // The edit the diff transcript shows: a longer default hold, in both initializers.
      let file = root.appendingPathComponent("Sources/MyApp/HoldToConfirmButton.swift")
      let text = try String(contentsOf: file, encoding: .utf8)
      let original = "holdDuration: Double = 1.2,"
      try #require(
        text.contains(original), "the README's edit no longer applies: no '\(original)'")
      try text.replacingOccurrences(of: original, with: "holdDuration: Double = 2,")
        .write(to: file, atomically: true, encoding: .utf8)
    default:
      Issue.record("README.md: no change is known for the comment '# \(comment)'")
    }
  }

  @Test func transcriptsAreTheToolsOutput() throws {
    var lines = try String(contentsOf: Self.readme, encoding: .utf8)
      .components(separatedBy: "\n")
    let commands = ReadmeCommand.parse(lines)
    #expect(commands.count >= 8, "the README's transcripts were found")
    let root = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
    var tool = BlocksCommandLine(workingDirectory: root.path)
    var lastStatus = ExitStatus.success
    var rewrites: [(lines: Range<Int>, actual: [String])] = []
    for command in commands {
      if let comment = command.comment { try Self.prepare(comment, in: root) }
      let printed: String
      let words = command.command.split(separator: " ").map(String.init)
      if command.command == "echo $?" {
        printed = "\(lastStatus.rawValue)\n"
      } else if words.starts(with: ["swift", "run", "blocks"]) {
        let result = tool.run(Array(words.dropFirst(3)))
        lastStatus = result.status
        printed = result.output + result.error
      } else {
        Issue.record("README.md: '\(command.command)' is not a blocks command")
        continue
      }
      var actual = printed.components(separatedBy: "\n")
      while actual.last?.isEmpty == true { actual.removeLast() }
      guard actual != command.shown else { continue }
      rewrites.append((command.outputLines, actual))
      if !SnapshotRecording.isOn {
        let difference = SnapshotRecording.difference(
          from: command.shown.joined(separator: "\n") + "\n",
          to: actual.joined(separator: "\n") + "\n", name: "README.md")
        Issue.record(
          """
          README.md: the output of '$ \(command.command)' differs; if the change is meant, run \
          with \(SnapshotRecording.variable)=1
          \(difference)
          """)
      }
    }
    if SnapshotRecording.isOn, !rewrites.isEmpty {
      for rewrite in rewrites.reversed() {
        lines.replaceSubrange(rewrite.lines, with: rewrite.actual)
      }
      try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
      Issue.record(
        """
        rewrote \(rewrites.count) transcript(s) in README.md; check them with git diff and run \
        again without \(SnapshotRecording.variable)
        """)
    }
  }

  @Test func theProvenanceLineIsTheCurrentOne() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    var lines = text.components(separatedBy: "\n")
    let index = try #require(lines.firstIndex { $0.hasPrefix(Provenance.marker) })
    let shown = try #require(Provenance(line: lines[index]), "README.md: \(lines[index])")
    let block = try #require(BlockCatalog.block(id: shown.blockID))
    // The variant the README shows, `add`'s default (the view form) when the line names none
    // of the view form's.
    let variant = shown.variant.isStandalone ? ExportVariant.view : shown.variant
    let current = try #require(try BlockExporter().export(block, variant: variant).provenance)
    guard current != shown else { return }
    if SnapshotRecording.isOn {
      lines[index] = current.line
      try lines.joined(separator: "\n").write(to: Self.readme, atomically: true, encoding: .utf8)
      Issue.record("rewrote the provenance line in README.md; run again without recording")
    } else {
      Issue.record(
        """
        README.md shows \(shown.line)
        the current download has \(current.line)
        if the change is meant, run with \(SnapshotRecording.variable)=1
        """)
    }
  }
}
