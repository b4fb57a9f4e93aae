import BlocksCore
import BlocksInstall
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

import enum BlocksInstall.ExitStatus

@testable import BlocksCommandLine

/// `blocks preview` in process: what it lists, names, writes and refuses.
@Suite struct PreviewCommandTests {
  /// A tool running in a fresh directory, removed afterwards.
  func withTool(_ body: (inout BlocksCommandLine, URL) throws -> Void) throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var tool = BlocksCommandLine(workingDirectory: directory.path)
    try body(&tool, directory)
  }

  func files(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test func theListNamesEveryScenarioWithItsTitleAndLength() throws {
    try withTool { tool, directory in
      for block in PreviewBlock.all {
        let result = tool.run(["preview", block.id, "--list"])
        #expect(result.status == .success && result.error.isEmpty)
        for scenario in block.scenarios {
          #expect(result.output.contains("  \(scenario.name)   "), "\(scenario.name)")
          #expect(result.output.contains(scenario.title.text(.english)))
        }
        let spanish = tool.run(["preview", block.id, "--list", "--lang", "es"])
        #expect(spanish.output.hasPrefix("Escenarios de \(block.name):"))
      }
      let written = try files(in: directory)
      #expect(written.isEmpty)
    }
  }

  /// One command line and the file it writes.
  struct WriteCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var file: String
    var testDescription: String { (["blocks", "preview"] + arguments).joined(separator: " ") }
  }

  static let writeCases: [WriteCase] = [
    WriteCase(arguments: ["swipe-to-confirm-slider"], file: "swipe-to-confirm-slider-confirm.svg"),
    WriteCase(
      arguments: ["hold-to-confirm-button", "--scenario", "re-press", "--dark", "--lang", "es"],
      file: "hold-to-confirm-button-re-press-dark-es.svg"),
    WriteCase(
      arguments: ["completion-swipe-row", "--rtl", "--reduce-motion", "--poster"],
      file: "completion-swipe-row-complete-rtl-reduce-motion-poster.svg"),
    WriteCase(
      arguments: [
        "interactive-pager-transition", "--filmstrip", "0.5, 1.1,2", "--out", "strip.svg",
      ],
      file: "strip.svg"),
  ]

  @Test(arguments: writeCases)
  func writesTheSVGOfTheRecording(_ example: WriteCase) throws {
    try withTool { tool, directory in
      let result = tool.run(["preview"] + example.arguments)
      #expect(result.status == .success && result.error.isEmpty, "\(result)")
      #expect(result.output.hasPrefix("wrote \(example.file) ("), "\(result.output)")
      #expect(try files(in: directory) == [example.file])
      let written = try String(
        contentsOf: directory.appendingPathComponent(example.file), encoding: .utf8)
      #expect(result.output.contains("(\(written.utf8.count) bytes, "))
      // The same bytes as the library writes for the same recording, and the provenance line.
      let command = try #require(
        try PreviewCommand.configuration.parse(example.arguments).map(PreviewCommand.init))
      let block = try #require(PreviewBlock(id: example.arguments[0]))
      let scenario = try #require(
        block.scenario(named: command.scenarioName ?? "") ?? block.scenarios.first)
      let recording = PreviewRecording(block: block, scenario: scenario, settings: command.settings)
      switch command.output {
      case .animation:
        #expect(written == PreviewCommand.withProvenance(PreviewSVG.animated(recording)))
      case .poster:
        #expect(written == PreviewCommand.withProvenance(PreviewSVG.poster(recording)))
      case .filmstrip(let times):
        #expect(times == [0.5, 1.1, 2])
        let strip = try #require(PreviewSVG.filmstrip(recording, times: times))
        #expect(written == PreviewCommand.withProvenance(strip))
      }
      #expect(PreviewCommand.isUnchangedPreview(Array(written.utf8)))
      #expect(
        !PreviewCommand.isUnchangedPreview(
          Array(written.replacingOccurrences(of: "<svg", with: "<svg ").utf8)))
      // Writing again replaces the file with the same bytes.
      #expect(tool.run(["preview"] + example.arguments).status == .success)
      #expect(try files(in: directory) == [example.file])
    }
  }

  @Test func aDashWritesToStandardOutput() throws {
    try withTool { tool, directory in
      let result = tool.run(["preview", "hold-to-confirm-button", "--out", "-"])
      #expect(result.status == .success)
      #expect(result.output.hasPrefix("<svg ") && result.output.hasSuffix("</svg>\n"))
      let written = try files(in: directory)
      #expect(written.isEmpty)
    }
  }

  /// A command line that must fail, with its status and a piece of its message.
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: ExitStatus
    var message: String
    var testDescription: String { (["blocks", "preview"] + arguments).joined(separator: " ") }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(arguments: [], status: .usage, message: "missing BLOCK"),
    ErrorCase(arguments: ["nope"], status: .usage, message: "unknown block 'nope'"),
    ErrorCase(arguments: ["../etc"], status: .usage, message: "path separator"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--scenario", "fast"], status: .usage,
      message: "unknown scenario 'fast' for swipe-to-confirm-slider; scenarios: confirm, "),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--lang", "fr"], status: .usage,
      message: "unknown language 'fr'"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--filmstrip", "1,x"], status: .usage,
      message: "invalid time 'x' in --filmstrip"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--filmstrip", "1,,2"], status: .usage,
      message: "invalid time '' in --filmstrip"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--filmstrip", "-1"], status: .usage,
      message: "invalid time '-1'"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--filmstrip", "nan"], status: .usage,
      message: "invalid time 'nan'"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--filmstrip", "0.5,99"], status: .usage,
      message: "time 99 is past the end of 'confirm' (4.05 s)"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--poster", "--filmstrip", "1"], status: .usage,
      message: "--poster and --filmstrip"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--out", "missing/preview.svg"], status: .fileSystem,
      message: "the directory of 'missing/preview.svg' does not exist"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--out", "folder"], status: .fileSystem,
      message: "'folder' exists and is not a regular file"),
    ErrorCase(
      arguments: ["swipe-to-confirm-slider", "--out", "folder/.."], status: .usage,
      message: "is not a file name"),
  ]

  @Test(arguments: errorCases)
  func failsWithoutWriting(_ example: ErrorCase) throws {
    try withTool { tool, directory in
      try FileManager.default.createDirectory(
        at: directory.appendingPathComponent("folder"), withIntermediateDirectories: true)
      let result = tool.run(["preview"] + example.arguments)
      #expect(result.status == example.status, "\(result)")
      #expect(result.error.contains(example.message), "\(result.error)")
      #expect(result.output.isEmpty)
      #expect(try files(in: directory) == ["folder"])
      #expect(
        try FileManager.default.contentsOfDirectory(
          atPath: directory.appendingPathComponent("folder").path
        ).isEmpty)
    }
  }

  @Test func aSymbolicLinkIsRefusedOrWithForceReplacedNeverFollowed() throws {
    try withTool { tool, directory in
      let target = directory.appendingPathComponent("target.txt")
      try "keep".write(to: target, atomically: true, encoding: .utf8)
      try FileManager.default.createSymbolicLink(
        atPath: directory.appendingPathComponent("link.svg").path, withDestinationPath: target.path)
      let refused = tool.run(["preview", "hold-to-confirm-button", "--out", "link.svg"])
      #expect(refused.status == .refused)
      let path = directory.appendingPathComponent("link.svg").path
      #expect(FileSystem.kind(of: path) == .symbolicLink)
      let result = tool.run(["preview", "hold-to-confirm-button", "--out", "link.svg", "--force"])
      #expect(result.status == .success)
      #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
      let link = directory.appendingPathComponent("link.svg").path
      #expect(FileSystem.kind(of: link) == .file)
    }
  }

  /// What changes at the file's name between the check and the write is kept.
  ///
  /// A file that appears where there was none, and a preview edited after it was found
  /// unchanged: the write is refused, saying why, and leaves no temporary file.
  @Test func aFileThatAppearsOrChangesAfterTheCheckIsKept() throws {
    try withTool { _, directory in
      let path = directory.appendingPathComponent("race.svg").path
      let preview = PreviewCommand.withProvenance("<svg/>\n")
      func put(replacing found: PreviousEntry?) -> BlocksError? {
        do {
          try PreviewCommand.put(preview, at: path, named: "race.svg", replacing: found)
          return nil
        } catch {
          return error
        }
      }
      // Nothing there at the check; the user's file appears before the write.
      let missing = try PreviewCommand.checkDestination(path, named: "race.svg", force: false)
      #expect(missing == .missing)
      try "the user's\n".write(toFile: path, atomically: false, encoding: .utf8)
      let appeared = put(replacing: missing)
      #expect(appeared?.status == .refused)
      #expect(appeared?.message.contains("appeared while blocks was writing") == true)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "the user's\n")
      #expect(try files(in: directory) == ["race.svg"])
      // A preview the tool wrote, found unchanged, then edited before the write.
      try preview.write(toFile: path, atomically: false, encoding: .utf8)
      let unchanged = try PreviewCommand.checkDestination(path, named: "race.svg", force: false)
      #expect(unchanged != nil && unchanged != .missing)
      try (preview + "<!-- edited -->\n").write(toFile: path, atomically: false, encoding: .utf8)
      let changed = put(replacing: unchanged)
      #expect(changed?.status == .refused)
      #expect(changed?.message.contains("changed while blocks was writing") == true)
      #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("<!-- edited -->\n"))
      #expect(try files(in: directory) == ["race.svg"])
      // Unchanged since the check, the write goes through.
      try preview.write(toFile: path, atomically: false, encoding: .utf8)
      let again = try PreviewCommand.checkDestination(path, named: "race.svg", force: false)
      #expect(put(replacing: again) == nil)
      #expect(try files(in: directory) == ["race.svg"])
    }
  }
}
