import BlocksCore
import Foundation

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
/// process as well as end to end. Arguments are parsed by hand: the package depends on nothing
/// outside the toolchain.
public struct BlocksCommandLine {
  /// The directory relative paths are resolved against (the current directory).
  public var workingDirectory: String
  /// The installer, which also holds the exporter and its sources.
  public var installer: BlockInstaller
  /// The blocks the tool knows.
  public var catalog: [BlockInfo]

  private var output = ""

  /// Creates the tool.
  public init(
    workingDirectory: String, installer: BlockInstaller = BlockInstaller(),
    catalog: [BlockInfo] = BlockCatalog.all
  ) {
    self.workingDirectory = workingDirectory
    self.installer = installer
    self.catalog = catalog
  }

  /// Runs `blocks` with `arguments` (without the program name).
  public mutating func run(_ arguments: [String]) -> CommandResult {
    output = ""
    do {
      try dispatch(arguments)
      return CommandResult(output: output, error: "", status: .success)
    } catch let failure as Refusal {
      return CommandResult(output: output, error: failure.message, status: failure.status)
    } catch let error as BlocksError {
      return CommandResult(
        output: output, error: "blocks: \(error.message)\n", status: error.status)
    } catch {
      return CommandResult(output: output, error: "blocks: \(error)\n", status: .fileSystem)
    }
  }

  /// A non-zero outcome whose message is already formatted (several lines, no prefix added).
  private struct Refusal: Error {
    var message: String
    var status: ExitStatus
  }

  private mutating func print(_ line: String = "") {
    output += line + "\n"
  }

  private mutating func dispatch(_ arguments: [String]) throws {
    guard let command = arguments.first else {
      print(Help.overview)
      return
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case "-h", "--help", "help":
      if let topic = rest.first {
        guard let text = Help.command(topic) else {
          throw BlocksError(
            "unknown command '\(BlockID.printable(topic))'\n" + Help.tryHelp, status: .usage)
        }
        print(text)
      } else {
        print(Help.overview)
      }
    case "--version":
      print(BlocksVersion.current)
    case "list": try list(rest)
    case "search": try search(rest)
    case "show": try show(rest)
    case "add": try add(rest)
    case "diff": try diff(rest)
    case "site": print(try SiteCommand.run(rest, tool: self))
    default:
      throw BlocksError(
        "unknown command '\(BlockID.printable(command))'\n" + Help.tryHelp, status: .usage)
    }
  }

  // MARK: Commands

  private mutating func list(_ arguments: [String]) throws {
    guard
      let options = try Options.parse(
        arguments, command: "list", values: ["--category", "--level"], flags: ["--json"])
    else { return print(Help.list) }
    guard options.positionals.isEmpty else {
      throw Options.usage("list", "unexpected argument '\(options.positionals[0])'")
    }
    var blocks = catalog
    if let text = options.values["--category"] {
      guard let category = BlockCategory(matching: text) else {
        throw Options.usage(
          "list",
          "unknown category '\(text)'; categories: "
            + BlockCategory.allCases.map(\.rawValue).joined(separator: ", "))
      }
      blocks = blocks.filter { $0.category == category }
    }
    if let text = options.values["--level"] {
      guard let level = BlockLevel(matching: text) else {
        throw Options.usage(
          "list",
          "unknown level '\(text)'; levels: "
            + BlockLevel.allCases.map(\.rawValue).joined(separator: ", "))
      }
      blocks = blocks.filter { $0.level == level }
    }
    if options.flags.contains("--json") {
      return print(try JSON.encode(blocks.map(BlockJSON.init)))
    }
    for block in blocks {
      print(Self.entry(block))
      print()
    }
    print(blocks.count == 1 ? "1 block" : "\(blocks.count) blocks")
  }

  private mutating func search(_ arguments: [String]) throws {
    guard
      let options = try Options.parse(arguments, command: "search", values: [], flags: ["--json"])
    else { return print(Help.search) }
    let query = options.positionals.joined(separator: " ")
    guard !SearchText.words(query).isEmpty else {
      throw Options.usage("search", "give at least one word to search for")
    }
    let results = BlockSearch(blocks: catalog).results(for: query)
    if options.flags.contains("--json") {
      return print(try JSON.encode(results.map(SearchResultJSON.init)))
    }
    guard !results.isEmpty else {
      return print("No blocks match \"\(query)\". Run 'blocks list' to see every block.")
    }
    for result in results {
      print(Self.entry(result.block))
      let matched = Set(result.fields).sorted().map(\.description).joined(separator: ", ")
      print("  matched: \(matched)")
      print()
    }
    print(results.count == 1 ? "1 block" : "\(results.count) blocks")
  }

  private mutating func show(_ arguments: [String]) throws {
    guard
      let options = try Options.parse(arguments, command: "show", values: ["--lang"], flags: [])
    else { return print(Help.show) }
    guard options.positionals.count == 1 else {
      throw Options.usage(
        "show", options.positionals.isEmpty ? "missing BLOCK" : "give exactly one BLOCK")
    }
    let language: CatalogLanguage
    switch options.values["--lang"] {
    case nil: language = .english
    case let code?:
      guard let value = CatalogLanguage(rawValue: code) else {
        throw Options.usage("show", "unknown language '\(code)'; use en or es")
      }
      language = value
    }
    let block = try BlockID.block(options.positionals[0], in: catalog)
    let words = ShowWords(language)
    let text = block.text(language)
    print("\(block.name) (\(block.id))")
    print(
      "\(block.category.rawValue) · \(words.level(block.level)) · \(block.platform) · "
        + "\(words.version) \(BlocksVersion.current)")
    print()
    print(text.summary)
    print()
    print(Self.wrap(text.description, width: 100, indent: ""))
    print()
    print(words.api)
    let initializers = APITable.initializers(of: block, in: installer.exporter.library)
    if initializers.isEmpty {
      print("  " + words.noSources)
    }
    for parameters in initializers {
      print()
      let isAsync = parameters.contains { $0.type.contains("async") }
      print(
        "  init(" + parameters.map { $0.label + ":" }.joined() + ")" + (isAsync ? " async" : ""))
      let rows =
        [[words.parameter, words.type, words.defaultValue]]
        + parameters.map { [$0.displayName, $0.type, $0.defaultValue ?? words.required] }
      print(Self.table(rows, indent: "  "))
    }
    print()
    print("\(words.platform): \(block.platform)")
    print("\(words.keywords): \(text.keywords.joined(separator: ", "))")
    print("\(words.origin): \(block.origin)")
    print()
    print(words.install)
    print("  blocks add \(block.id) --to Sources/MyApp")
    print("  " + words.installNote(block.exportFileName))
  }

  private mutating func add(_ arguments: [String]) throws {
    guard
      let options = try Options.parse(
        arguments, command: "add", values: ["--to"], flags: ["--dry-run", "--force"])
    else { return print(Help.add) }
    guard !options.positionals.isEmpty else { throw Options.usage("add", "missing BLOCK") }
    var blocks: [BlockInfo] = []
    for id in options.positionals { blocks.append(try BlockID.block(id, in: catalog)) }
    let directoryArgument = options.values["--to"] ?? "."
    let directory = absolute(directoryArgument)
    let dryRun = options.flags.contains("--dry-run")
    let steps = try installer.plan(
      blocks, into: directory, named: directoryArgument, force: options.flags.contains("--force"))
    let refused = steps.filter {
      if case .refuse = $0.action { return true }
      return false
    }
    if !refused.isEmpty {
      var message = ""
      for step in refused {
        guard case .refuse(let summary) = step.action else { continue }
        let name = Self.display(directoryArgument, step.block.exportFileName)
        message +=
          "blocks: \(dryRun ? "would refuse" : "refused") to overwrite \(name): \(summary)\n"
        message +=
          "  see the changes with 'blocks diff \(step.block.id) --to \(directoryArgument)', "
          + "or overwrite with --force\n"
      }
      message += dryRun ? "blocks: dry run, nothing written\n" : "blocks: nothing was written\n"
      throw Refusal(message: message, status: .refused)
    }
    if !dryRun { try installer.apply(steps) }
    for step in steps {
      let name = Self.display(directoryArgument, step.block.exportFileName)
      let version = "\(step.block.id) \(BlocksVersion.current)"
      switch step.action {
      case .create:
        print("\(dryRun ? "would write" : "wrote") \(name) (\(version))")
      case .skipIdentical:
        print("\(dryRun ? "would skip" : "skipped") \(name): already identical to \(version)")
      case .replace(let summary):
        print("\(dryRun ? "would replace" : "replaced") \(name) (--force): \(summary)")
      case .refuse:
        break
      }
    }
    if dryRun { print("dry run: nothing written") }
  }

  private mutating func diff(_ arguments: [String]) throws {
    guard
      let options = try Options.parse(arguments, command: "diff", values: ["--to"], flags: [])
    else { return print(Help.diff) }
    guard options.positionals.count == 1 else {
      throw Options.usage(
        "diff", options.positionals.isEmpty ? "missing BLOCK" : "give exactly one BLOCK")
    }
    let block = try BlockID.block(options.positionals[0], in: catalog)
    let directoryArgument = options.values["--to"] ?? "."
    let root = try installer.resolveDirectory(
      absolute(directoryArgument), named: directoryArgument)
    let path = root + "/" + block.exportFileName
    let name = Self.display(directoryArgument, block.exportFileName)
    switch FileSystem.kind(of: path) {
    case .file: break
    case .missing:
      throw BlocksError(
        "\(block.id) is not installed: \(name) does not exist; install it with "
          + "'blocks add \(block.id) --to \(directoryArgument)'", status: .fileSystem)
    case .symbolicLink:
      throw BlocksError(
        "\(name) is a symbolic link, which blocks never follows", status: .fileSystem)
    case .directory, .other:
      throw BlocksError("\(name) is not a regular file", status: .fileSystem)
    }
    let installed: String
    do {
      installed = try FileSystem.readFile(path)
    } catch {
      throw BlocksError(error.message, status: .fileSystem)
    }
    let current = try installer.export(block)
    let state = InstalledState(installed: installed, current: current)
    if state == .upToDate {
      return print("\(name): up to date with \(block.id) \(BlocksVersion.current)")
    }
    let difference = LineDiff(old: installed, new: current.text)
    print("\(name): \(state.explanation)")
    print(
      "updating to \(block.id) \(BlocksVersion.current) would add \(difference.addedCount) "
        + "and remove \(difference.removedCount) line(s):")
    print()
    output += difference.unified(
      oldName: "\(name) (installed)", newName: "\(block.id) \(BlocksVersion.current) (current)")
    throw Refusal(message: "", status: .refused)
  }

  // MARK: Formatting

  private func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : workingDirectory + "/" + path
  }

  private static func display(_ directory: String, _ file: String) -> String {
    directory == "." ? file : (directory.hasSuffix("/") ? directory + file : directory + "/" + file)
  }

  private static func entry(_ block: BlockInfo) -> String {
    """
    \(block.name)  \(block.id)
      \(block.category.rawValue) · \(block.level.rawValue) · \(block.platform)
      \(block.english.summary)
    """
  }

  /// `text` wrapped at `width` columns.
  static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Rows as a Markdown table with aligned columns.
  static func table(_ rows: [[String]], indent: String) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    func render(_ cells: [String]) -> String {
      let padded = cells.enumerated().map { index, cell in
        cell + String(repeating: " ", count: widths[index] - cell.count)
      }
      return indent + "| " + padded.joined(separator: " | ") + " |"
    }
    var lines = [render(rows[0])]
    lines.append(
      indent + "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|")
        + "|")
    lines += rows.dropFirst().map(render)
    return lines.joined(separator: "\n")
  }
}

/// Parsed options of one command.
struct Options {
  var values: [String: String] = [:]
  var flags: Set<String> = []
  var positionals: [String] = []

  /// Parses `arguments`; `nil` when help was asked for.
  static func parse(
    _ arguments: [String], command: String, values: Set<String>, flags: Set<String>
  ) throws(BlocksError) -> Options? {
    let beforeSeparator = arguments.prefix { $0 != "--" }
    if beforeSeparator.contains("-h") || beforeSeparator.contains("--help") { return nil }
    var options = Options()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        options.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      if values.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw usage(command, "missing value for '\(name)'")
        }
        guard options.values[name] == nil else {
          throw usage(command, "'\(name)' given more than once")
        }
        options.values[name] = value
      } else if flags.contains(name), inlineValue == nil {
        options.flags.insert(name)
      } else {
        throw usage(command, "unknown option '\(BlockID.printable(argument))'")
      }
    }
    return options
  }

  /// A usage error for `command`.
  static func usage(_ command: String, _ message: String) -> BlocksError {
    BlocksError(
      "\(command): \(message)\nRun 'blocks \(command) --help' for usage.", status: .usage)
  }
}
