import BlocksCore
import BlocksExport
import BlocksInstall
import BlocksSource

/// `blocks diff`: compares an installed block with the current one.
struct DiffCommand: BlocksCommand {
  /// The positional arguments, declared for the usage line and the help.
  enum Argument {
    static let block = ArgumentDeclaration("block", help: "The block id")
  }

  /// The options, declared once for the parser and the help.
  enum Option {
    static let directory = OptionDeclaration.value(
      "--to", placeholder: "<dir>",
      help: "The directory the block was added to (default: the current directory)")
  }

  static let configuration = CommandConfiguration(
    name: "diff",
    summary: "Compare an installed block with the current one",
    overview: "Compare an installed block with the current one.",
    discussion: """
      The provenance line written by 'blocks add' tells local edits from upstream changes. Prints
      a unified diff from the installed file to the current block, in the form it was installed
      in (the view form, or --standalone) and with or without its demo.
      """,
    arguments: [Argument.block],
    options: [Option.directory],
    columnGap: 3)

  /// The block id as typed.
  var blockID: String
  /// The directory as typed; `.` when not given.
  var directory: String

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard arguments.positionals.count == 1 else {
      throw Self.usageError(
        arguments.positionals.isEmpty ? "missing BLOCK" : "give exactly one BLOCK")
    }
    blockID = arguments.positionals[0]
    directory = arguments.value(Option.directory) ?? "."
  }

  func run(in context: inout CommandContext) throws {
    let block = try context.block(blockID)
    let root = try context.installer.resolveDirectory(
      context.absolute(directory), named: directory, writes: false)
    let path = root + "/" + block.exportFileName
    let name = CommandFormat.path(block.exportFileName, in: directory)
    switch FileSystem.kind(of: path) {
    case .file: break
    case .missing:
      throw BlocksError(
        "\(block.id) is not installed: \(name) does not exist; install it with "
          + "'blocks add \(block.id) --to \(directory)'", status: .fileSystem)
    case .symbolicLink:
      throw BlocksError(
        "\(name) is a symbolic link, which blocks never follows", status: .fileSystem)
    case .directory, .other:
      throw BlocksError("\(name) is not a regular file", status: .fileSystem)
    }
    let installed: String
    do {
      let source = try FileSystem.readSource(path)
      installed = source.text
      if source.hadCRLF {
        context.print("\(name) has Windows line endings (CRLF); they are read as newlines")
      }
    } catch {
      throw BlocksError(error.message, status: .fileSystem)
    }
    // Compare with the same form and parts the file was installed with; a file without a
    // provenance line is compared with what `add` writes by default.
    let variant = ExportedFile(parsing: installed).provenance?.variant ?? .view
    let current = try context.installer.export(block, variant: variant)
    let state = InstalledState(installed: installed, current: current)
    let label = "\(block.id) \(BlocksVersion.current)\(variant.label)"
    if variant.isStandalone {
      // Since 0.3.0 `add` writes the view form: say how to move to it.
      context.print(
        "\(name) is the standalone form; 'blocks add \(block.id) --to \(directory) --force' "
          + "replaces it with the view form, which imports the BlocksCore and BlocksRuntime "
          + "products")
    }
    if state == .upToDate {
      return context.print("\(name): up to date with \(label)")
    }
    let difference = LineDiff(old: installed, new: current.text)
    context.print("\(name): \(state.explanation)")
    context.print(
      "updating to \(label) would add \(difference.addedCount) "
        + "and remove \(difference.removedCount) line(s):")
    context.print()
    context.write(
      difference.unified(
        oldName: "\(name) (installed)", newName: "\(label) (current)"))
    throw Refusal(message: "", status: .refused)
  }
}
