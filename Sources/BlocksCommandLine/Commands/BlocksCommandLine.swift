import BlocksCatalog
import BlocksInstall

/// What one run of `blocks` printed and how it ended.
public struct CommandResult: Equatable, Sendable {
  /// Standard output.
  public var output: String
  /// Standard error.
  public var error: String
  /// The exit status.
  public var status: ExitStatus
}

extension CommandResult {
  /// Prints the output on standard output and the error on standard error, and returns the
  /// process's exit status.
  ///
  /// A write that fails is reported on standard error with the file-system status (3), never a
  /// crash, saying that the command itself ran: an `add` whose report could not be printed has
  /// still installed its files, and a script must not take status 3 for "nothing written"
  /// without reading the message. A reader that went away (`blocks list | head -1`) ends the output quietly, with the
  /// command's own status.
  public func deliver() -> Int32 {
    var status = self.status.rawValue
    var error = Array(self.error.utf8)
    switch FileSystem.writeAll(Array(output.utf8), toStream: 1) {
    case .written, .readerGone:
      break
    case .failed(let reason):
      error += Array(
        "blocks: cannot write the output: \(reason) (the command ran: any files it wrote are in place)\n"
          .utf8)
      if status == ExitStatus.success.rawValue { status = ExitStatus.fileSystem.rawValue }
    }
    _ = FileSystem.writeAll(error, toStream: 2)
    return status
  }
}

/// The `blocks` command-line tool, as a function from arguments to output.
///
/// The executable only prints what this returns, so every command and error path is testable in
/// process as well as end to end. Each command is one type in its own file, holding its options,
/// its help and its run function; adding a command is one file and one entry in `commands`.
public struct BlocksCommandLine {
  /// The directory relative paths are resolved against (the current directory), or why there
  /// is none.
  package var workingDirectory: Result<String, BlocksError>
  /// The installer, which also holds the exporter and its sources.
  package var installer: BlockInstaller
  /// The blocks the tool knows.
  package var catalog: [BlockInfo]

  /// The commands, in the order `blocks --help` lists them.
  static let commands: [any BlocksCommand.Type] = [
    ListCommand.self, SearchCommand.self, ShowCommand.self, AddCommand.self, DiffCommand.self,
    PreviewCommand.self, SiteCommand.self,
  ]

  /// Creates the tool for the blocks and sources built into it, in the process's current
  /// directory.
  ///
  /// A current directory that cannot be named (deleted, beyond the system's path limit, not
  /// UTF-8) fails only the commands that resolve a relative path, with status 3 and nothing
  /// written; `list`, `search`, `show` and paths given in full still work.
  public init() {
    let workingDirectory: Result<String, BlocksError>
    do {
      workingDirectory = .success(try FileSystem.currentDirectory())
    } catch {
      workingDirectory = .failure(
        BlocksError(error.message + " (nothing was done)", status: .fileSystem))
    }
    self.init(workingDirectory: workingDirectory)
  }

  /// Creates the tool for the blocks and sources built into it.
  ///
  /// - Parameter workingDirectory: The directory relative paths are resolved against.
  public init(workingDirectory: String) {
    self.init(workingDirectory: .success(workingDirectory), installer: BlockInstaller())
  }

  /// Creates the tool with another installer or catalog, as tests do.
  package init(
    workingDirectory: String, installer: BlockInstaller = BlockInstaller(),
    catalog: [BlockInfo] = BlockCatalog.all
  ) {
    self.init(workingDirectory: .success(workingDirectory), installer: installer, catalog: catalog)
  }

  /// Creates the tool with a working directory that may be missing, as ``init()`` finds it.
  package init(
    workingDirectory: Result<String, BlocksError>, installer: BlockInstaller = BlockInstaller(),
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
    let error: String
    let status: ExitStatus
    do {
      try Self.dispatch(arguments, in: &context)
      return CommandResult(output: context.output, error: "", status: .success)
    } catch let failure as Refusal {
      (error, status) = (failure.message, failure.status)
    } catch let failure as BlocksError {
      (error, status) = ("blocks: \(failure.message)\n", failure.status)
    } catch let failure {
      (error, status) = ("blocks: \(failure)\n", .fileSystem)
    }
    return CommandResult(
      output: context.output, error: Self.escapingControlCharacters(error), status: status)
  }

  /// Runs `blocks` with the bytes of its arguments as the system passed them (without the
  /// program name).
  ///
  /// An argument that is not UTF-8 is refused before anything runs: decoding it would replace
  /// its odd bytes, and a path with other bytes names another file (`x\xff` would become
  /// `x\u{FFFD}`), so the tool could write somewhere the user never named.
  public mutating func run(rawArguments: [[UInt8]]) -> CommandResult {
    var arguments: [String] = []
    for (index, bytes) in rawArguments.enumerated() {
      guard let argument = String(validating: bytes, as: UTF8.self) else {
        let shown = bytes.map { byte in
          (32..<127).contains(byte) && byte != 92
            ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: false)
        }.joined()
        return CommandResult(
          output: "",
          error: "blocks: argument \(index + 1) ('\(shown)') is not valid UTF-8; blocks takes "
            + "names and paths in UTF-8 (nothing was done)\n", status: .usage)
      }
      arguments.append(argument)
    }
    return run(arguments)
  }

  /// `text` with every control character but line feeds shown escaped (`\u{1b}`), so nothing a
  /// user typed can drive the terminal that shows an error.
  static func escapingControlCharacters(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if scalar != "\n", scalar.properties.generalCategory == .control {
        escaped += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
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
      guard rest.isEmpty else {
        throw BlocksError.usage("\(name) takes no arguments")
      }
      VersionCommand.run(in: &context)
    } else if let command = command(named: name) {
      try command.main(rest, in: &context)
    } else {
      let guess = Suggestion.closest(to: name, among: commands.map { $0.configuration.name })
      throw BlocksError.usage(
        "unknown command '\(BlockID.printable(name))'"
          + (guess.map { "; did you mean '\($0)'?" } ?? ""))
    }
  }
}
