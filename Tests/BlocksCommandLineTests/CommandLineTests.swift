import BlocksInstall
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCommandLine

/// In-process checks of what argv cannot carry, and of the pieces behind the commands.
@Suite struct CommandLineTests {
  @Test func aNULInABlockIDIsRejected() {
    var tool = BlocksCommandLine(workingDirectory: "/tmp")
    let result = tool.run(["add", "swipe\u{0}-slider", "--to", "/tmp"])
    #expect(result.status == .usage)
    #expect(result.error.contains("contains a NUL byte"))
    #expect(result.error.contains("\\u{0}"), "control characters are escaped in messages")
  }

  /// A language identifier as a locale's: any case, with or without a region.
  @Test(arguments: [
    ("es", "Controles · intermedio"), ("ES", "Controles · intermedio"),
    ("es-MX", "Controles · intermedio"), ("es_419", "Controles · intermedio"),
    ("en", "Controls · intermediate"), ("EN-gb", "Controls · intermediate"),
  ])
  func languageCodes(code: String, word: String) {
    var tool = BlocksCommandLine(workingDirectory: "/tmp")
    let result = tool.run(["show", "range-slider", "--lang", code])
    #expect(result.status == .success, "\(result.error)")
    #expect(result.output.contains(word))
  }

  @Test(arguments: ["fr", "e", "esp", "spanish", "-es", "es-", "en,es", "es en", "es@x", "es1"])
  func unknownLanguageCodes(code: String) {
    var tool = BlocksCommandLine(workingDirectory: "/tmp")
    let result = tool.run(["list", "--lang", code])
    #expect(result.status == .usage)
    #expect(result.error.contains("unknown language '\(code)'; use en or es"), "\(result.error)")
  }

  /// An id typed with capitals is refused, as every invalid id is, and the message names the id
  /// that was meant.
  @Test func anIDWithCapitalsSuggestsTheID() {
    var tool = BlocksCommandLine(workingDirectory: "/tmp")
    let result = tool.run(["show", "Toast-Stack"])
    #expect(result.status == .usage)
    #expect(result.error.contains("invalid block id 'Toast-Stack'"))
    #expect(result.error.contains("did you mean toast-stack?"), "\(result.error)")
    let unknown = tool.run(["show", "Toast-Stak"])
    #expect(unknown.status == .usage)
    #expect(!unknown.error.contains("did you mean"), "\(unknown.error)")
  }

  /// A file that is the block but for Windows line endings is skipped, and the message says
  /// they stay rather than calling the bytes identical.
  @Test func aFileWithCRLFIsSkippedAndSaysSo() throws {
    let directory = try TestSupport.temporaryDirectory()
    defer { TestSupport.cleanUp(directory) }
    var tool = BlocksCommandLine(workingDirectory: directory.path)
    #expect(tool.run(["add", "range-slider", "--to", "."]).status == .success)
    let file = directory.appendingPathComponent("RangeSlider.swift")
    let crlf = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\n", with: "\r\n")
    try crlf.write(to: file, atomically: false, encoding: .utf8)
    let again = tool.run(["add", "range-slider", "--to", "."])
    #expect(again.status == .success)
    #expect(
      again.output.contains(
        "skipped RangeSlider.swift: already identical to range-slider "),
      "\(again.output)")
    #expect(again.output.contains("(apart from its Windows line endings, which stay)"))
    #expect(try String(contentsOf: file, encoding: .utf8) == crlf)
    let plain = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\r\n", with: "\n")
    try plain.write(to: file, atomically: false, encoding: .utf8)
    let unchanged = tool.run(["add", "range-slider", "--to", "."])
    #expect(unchanged.status == .success)
    #expect(unchanged.output.contains("already identical to range-slider "))
    #expect(!unchanged.output.contains("line endings"))
  }

  /// A query of symbols alone is not "no word given": the message says what was wrong with it.
  @Test func aQueryWithoutLettersSaysSo() {
    var tool = BlocksCommandLine(workingDirectory: "/tmp")
    let symbols = tool.run(["search", "🙂", "✨"])
    #expect(symbols.status == .usage)
    #expect(symbols.error.contains("'🙂 ✨' has no letters or digits to search for"))
    let blank = tool.run(["search", " "])
    #expect(blank.error.contains("give at least one word to search for"))
  }

  @Test func exitStatusesAreDocumented() {
    for status in ExitStatus.allCases {
      #expect(HelpCommand.overview.contains("  \(status.rawValue)  "))
    }
  }
}

/// Every command's help is generated from the declarations its parser uses; these prove the
/// pieces meet.
@Suite struct CommandHelpTests {
  @Test(arguments: BlocksCommandLine.commands.map { $0.configuration.name })
  func everyDeclaredOptionIsAcceptedAndListed(_ name: String) throws {
    let command = try #require(BlocksCommandLine.command(named: name))
    for option in command.configuration.options {
      let arguments = option.takesValue ? [option.name, "x"] : [option.name]
      let parsed = try command.configuration.parse(arguments)
      #expect(parsed?.value(option) == "x" || parsed?.contains(option) == true)
      #expect(command.help.contains("\n  \(option.label)  "), "\(option.label)")
      #expect(command.help.contains(option.usage), "\(option.usage)")
    }
    #expect(command.help.hasPrefix("OVERVIEW: "))
    #expect(command.help.contains("\n  -h, --help  "))
    #expect(command.help.hasSuffix(ExitStatus.helpSection))
  }

  @Test func theOverviewListsEveryCommand() {
    for command in BlocksCommandLine.commands {
      let row = "\n  \(command.configuration.name) "
      #expect(HelpCommand.overview.contains(row), "\(row)")
      #expect(HelpCommand.overview.contains(command.configuration.summary))
    }
  }
}
