/// What one run of `blocks` printed and how it ended.
public struct CommandResult: Equatable, Sendable {
  /// Standard output.
  public var output: String
  /// Standard error.
  public var error: String
  /// The exit status.
  public var status: ExitStatus
}

/// The `blocks` command-line tool, as a function from arguments to output.
///
/// The executable only prints what this returns, so every command and error path is testable in
/// process as well as end to end. Each command is one type in its own file, holding its options,
/// its help and its run function; adding a command is one file and one entry in `commands`.
public struct BlocksCommandLine {
  /// The directory relative paths are resolved against (the current directory).
  package var workingDirectory: String
  /// The installer, which also holds the exporter and its sources.
  package var installer: BlockInstaller
  /// The blocks the tool knows.
  package var catalog: [BlockInfo]

  /// The commands, in the order `blocks --help` lists them.
  static let commands: [any BlocksCommand.Type] = [
    ListCommand.self, SearchCommand.self, ShowCommand.self, AddCommand.self, DiffCommand.self,
    PreviewCommand.self,
    SiteCommand.self,
  ]

  /// Creates the tool for the blocks and sources built into it.
  ///
  /// - Parameter workingDirectory: The directory relative paths are resolved against.
  public init(workingDirectory: String) {
    self.init(workingDirectory: workingDirectory, installer: BlockInstaller())
  }

  /// Creates the tool with another installer or catalog, as tests do.
  package init(
    workingDirectory: String, installer: BlockInstaller = BlockInstaller(),
    catalog: [BlockInfo] = BlockCatalog.all
  ) {
    self.workingDirectory = workingDirectory
    self.installer = installer
    self.catalog = catalog
  }

  /// Runs `blocks` with `arguments` (without the program name).
  public mutating func run(_ arguments: [String]) -> CommandResult {
    var context = CommandContext(
      workingDirectory: workingDirectory, installer: installer, catalog: catalog)
    do {
      try Self.dispatch(arguments, in: &context)
      return CommandResult(output: context.output, error: "", status: .success)
    } catch let failure as Refusal {
      return CommandResult(output: context.output, error: failure.message, status: failure.status)
    } catch let error as BlocksError {
      return CommandResult(
        output: context.output, error: "blocks: \(error.message)\n", status: error.status)
    } catch {
      return CommandResult(
        output: context.output, error: "blocks: \(error)\n", status: .fileSystem)
    }
  }

  /// The command of `blocks` called `name`, if there is one.
  static func command(named name: String) -> (any BlocksCommand.Type)? {
    commands.first { $0.configuration.name == name }
  }

  private static func dispatch(_ arguments: [String], in context: inout CommandContext) throws {
    guard let name = arguments.first else {
      return context.print(HelpCommand.overview)
    }
    let rest = Array(arguments.dropFirst())
    if HelpCommand.names.contains(name) {
      try HelpCommand.run(rest, in: &context)
    } else if VersionCommand.option.names.contains(name) {
      VersionCommand.run(in: &context)
    } else if let command = command(named: name) {
      try command.main(rest, in: &context)
    } else {
      throw BlocksError.usage("unknown command '\(BlockID.printable(name))'")
    }
  }
}
