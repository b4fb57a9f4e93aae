import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksInstall

/// `blocks add`: writes blocks into a directory, each as one Swift file, all or nothing: by
/// default the view you own over the package's products, with `--standalone` a self-contained
/// file.
struct AddCommand: BlocksCommand {
  /// The positional arguments, declared for the usage line and the help.
  enum Argument {
    static let blocks = ArgumentDeclaration(
      "block", help: "Block ids, such as hold-to-confirm-button", isRepeating: true)
  }

  /// The options, declared once for the parser and the help.
  enum Option {
    static let directory = OptionDeclaration.value(
      "--to", placeholder: "<dir>",
      help: "The directory to write into; it must exist (default: the current directory)")
    static let dryRun = OptionDeclaration.flag(
      "--dry-run", help: "Say what would happen without writing")
    static let force = OptionDeclaration.flag(
      "--force", help: "Overwrite changed files (and replace symbolic links themselves)")
    static let withoutDemo = OptionDeclaration.flag(
      "--without-demo", help: "Write the view alone, without its demo view and previews")
    static let standalone = OptionDeclaration.flag(
      "--standalone", help: "Write one self-contained file that needs no package")
  }

  static let configuration = CommandConfiguration(
    name: "add",
    summary: "Write blocks into a directory as Swift files you own",
    overview: "Write blocks into a directory, each as one Swift file.",
    discussion: """
      By default a file is the block's SwiftUI view, its demo and previews, over the
      SwiftUIBlocks package's BlocksCore and BlocksRuntime products, which the app target must
      depend on (add says how when it finds no sign of them). With --standalone a file holds
      everything the block needs and depends on no package.

      An identical file already there is skipped. A changed file is refused unless --force is
      given, and then nothing is written at all. Files are written atomically, only inside the
      directory, and a symbolic link in it is never followed. With --without-demo a file holds
      the block's view and what it needs, but not the demo view or the previews. A file of
      another form is replaced only with --force.
      """,
    arguments: [Argument.blocks],
    options: [
      Option.directory, Option.standalone, Option.withoutDemo, Option.dryRun, Option.force,
    ],
    columnGap: 3)

  /// The block ids as typed, in order.
  var blockIDs: [String]
  /// The directory as typed; `.` when not given.
  var directory: String
  /// Whether to only say what would happen.
  var isDryRun: Bool
  /// Whether to overwrite changed files.
  var force: Bool
  /// Which parts of the blocks to write.
  var variant: ExportVariant

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard !arguments.positionals.isEmpty else { throw Self.usageError("missing BLOCK") }
    blockIDs = arguments.positionals
    directory = arguments.value(Option.directory) ?? "."
    isDryRun = arguments.contains(Option.dryRun)
    force = arguments.contains(Option.force)
    variant = ExportVariant(
      standalone: arguments.contains(Option.standalone),
      includesDemo: !arguments.contains(Option.withoutDemo))
  }

  func run(in context: inout CommandContext) throws {
    var blocks: [BlockInfo] = []
    for id in blockIDs { blocks.append(try context.block(id)) }
    // Runs that write into the same directory take turns, from the plan to the last rename.
    if !isDryRun {
      let root = try context.installer.resolveDirectory(
        context.absolute(directory), named: directory)
      let lock = try context.installer.lock(root, named: directory)
      defer { FileSystem.unlock(lock) }
      try install(blocks, in: &context)
    } else {
      try install(blocks, in: &context)
    }
  }

  /// Plans the install, refuses or writes it, and says what happened.
  private func install(_ blocks: [BlockInfo], in context: inout CommandContext) throws {
    let steps = try context.installer.plan(
      blocks, into: context.absolute(directory), named: directory, force: force, variant: variant)
    let refused = steps.filter {
      if case .refuse = $0.action { return true }
      return false
    }
    if !refused.isEmpty {
      var message = ""
      for step in refused {
        guard case .refuse(let summary, let diffShowsIt) = step.action else { continue }
        let name = CommandFormat.path(step.block.exportFileName, in: directory)
        message +=
          "blocks: \(isDryRun ? "would refuse" : "refused") to overwrite \(name): \(summary)\n"
        if case .symbolicLink = step.previous {
          message += "  remove the link, or replace the link itself with --force\n"
        } else if !diffShowsIt {
          message += "  it is up to date in the form it was installed in; switch with --force\n"
        } else {
          message +=
            "  see the changes with 'blocks diff \(step.block.id) --to \(directory)', "
            + "or overwrite with --force\n"
        }
      }
      message += isDryRun ? "blocks: dry run, nothing written\n" : "blocks: nothing was written\n"
      throw Refusal(message: message, status: .refused)
    }
    if !isDryRun { try context.installer.apply(steps) }
    for step in steps {
      let name = CommandFormat.path(step.block.exportFileName, in: directory)
      let version = "\(step.block.id) \(BlocksVersion.current)\(variant.label)"
      switch step.action {
      case .create:
        context.print("\(isDryRun ? "would write" : "wrote") \(name) (\(version))")
      case .skipIdentical:
        context.print(
          "\(isDryRun ? "would skip" : "skipped") \(name): already identical to \(version)"
            + (step.hadCRLF ? " (apart from its Windows line endings, which stay)" : ""))
      case .replace(let summary):
        context.print("\(isDryRun ? "would replace" : "replaced") \(name) (--force): \(summary)")
      case .refuse:
        break
      }
    }
    // A file written (or about to be) in the view form needs the products: say how to add them
    // when nothing above the directory names them.
    let writes = steps.contains {
      switch $0.action {
      case .create, .replace: true
      case .skipIdentical, .refuse: false
      }
    }
    let root = try context.installer.resolveDirectory(
      context.absolute(directory), named: directory)
    if writes, !variant.isStandalone, !DependencyCheck.findsProducts(from: root) {
      for line in DependencyCheck.advice(for: directory) { context.print(line) }
    }
    if isDryRun { context.print("dry run: nothing written") }
  }
}
