import BlocksInstall
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
