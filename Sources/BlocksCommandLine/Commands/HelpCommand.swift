import BlocksInstall

/// `blocks help [<command>]`, `blocks --help` and `blocks` alone: the overview, or one command's
/// help.
enum HelpCommand {
  /// The option that asks for the overview; `help` is its word form.
  static let option = OptionDeclaration(
    names: ["-h", "--help"], kind: .flag,
    help: "Show help ('blocks <command> --help' for a command)")

  /// Every first argument that asks for help.
  static let names = option.names + ["help"]

  /// The overview: what the tool is, its commands, options, exit statuses and examples.
  ///
  /// The command list comes from ``BlocksCommandLine/commands`` and the option list from the
  /// options the dispatcher matches, so neither can drift from what the tool accepts.
  static var overview: String {
    let commands = BlocksCommandLine.commands.map {
      HelpRow($0.configuration.name, $0.configuration.summary)
    }
    let options = [option, VersionCommand.option].map { HelpRow($0.label, $0.help) }
    return [
      """
      OVERVIEW: Find, read about and install SwiftUI Blocks: interactive SwiftUI components for
      iOS 18, each installed as one Swift file.
      """,
      "USAGE: blocks <command> [options]",
      "COMMANDS:\n"
        + HelpRow.render(commands, labelWidth: (commands.map(\.label.count).max() ?? 0) + 4),
      "OPTIONS:\n"
        + HelpRow.render(options, labelWidth: (options.map(\.label.count).max() ?? 0) + 2),
      ExitStatus.helpSection,
      """
      EXAMPLES:
        blocks show swipe-to-confirm-slider
        blocks search deslizar
        blocks add hold-to-confirm-button --to Sources/MyApp
        blocks preview swipe-to-confirm-slider --dark
      """,
    ].joined(separator: "\n\n")
  }

  /// Prints the help of the command named first in `arguments`, or the overview.
  static func run(_ arguments: [String], in context: inout CommandContext) throws(BlocksError) {
    guard let topic = arguments.first else { return context.print(overview) }
    guard let command = BlocksCommandLine.command(named: topic) else {
      throw BlocksError.usage("unknown command '\(BlockID.printable(topic))'")
    }
    context.print(command.help)
  }
}
