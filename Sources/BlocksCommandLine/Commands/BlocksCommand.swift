import BlocksCatalog
import BlocksCore
import BlocksInstall

/// A command of `blocks`: its declarations and help beside the code that runs it.
///
/// In the spirit of swift-argument-parser's commands: the stored properties are the parsed
/// command line, ``configuration`` declares what may be typed (and so what the help says), and
/// ``run(in:)`` does the work. ``main(_:in:)`` ties them together for the dispatcher.
protocol BlocksCommand: Sendable {
  /// The command's name, words, arguments and options.
  static var configuration: CommandConfiguration { get }

  /// Reads the parsed command line, checking everything that needs neither the catalog nor the
  /// file system.
  init(parsing arguments: ParsedArguments) throws(BlocksError)

  /// Runs the command, printing into `context`.
  func run(in context: inout CommandContext) throws
}

extension BlocksCommand {
  /// The command's `--help` text.
  static var help: String {
    configuration.help("blocks " + configuration.name, epilogue: ExitStatus.helpSection)
  }

  /// A usage error of this command, pointing at its help.
  static func usageError(_ message: String) -> BlocksError {
    .usage(configuration.name, message)
  }

  /// The `--lang` option's placeholder: every language's code, such as `<en|es>`.
  static var languagePlaceholder: String {
    "<" + BlockLanguage.allCases.map(\.code).joined(separator: "|") + ">"
  }

  /// The language `--lang` gave, English when it gave none, or a usage error that lists the
  /// languages.
  ///
  /// A language identifier's case does not matter, and a region is allowed (`ES`, `es-MX`), as
  /// in a locale.
  static func language(_ code: String?) throws(BlocksError) -> BlockLanguage {
    guard let code else { return .english }
    guard isLanguageIdentifier(code), let language = BlockLanguage(code: code) else {
      let codes = BlockLanguage.allCases.map(\.code).joined(separator: " or ")
      throw usageError("unknown language '\(BlockID.printable(code))'; use \(codes)")
    }
    return language
  }

  /// Whether `code` has a language identifier's shape: two ASCII letters, then optionally `-` or
  /// `_` and a region or script of letters and digits (`es`, `es-MX`, `es_419`).
  ///
  /// A list such as `en,es` or a typo such as `es-` is refused rather than read as its first
  /// two letters.
  static func isLanguageIdentifier(_ code: String) -> Bool {
    let bytes = Array(code.utf8)
    func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
    guard bytes.count >= 2, isLetter(bytes[0]), isLetter(bytes[1]) else { return false }
    guard bytes.count > 2 else { return true }
    let rest = bytes[3...]
    return (bytes[2] == 45 || bytes[2] == 95) && !rest.isEmpty
      && rest.allSatisfy { isLetter($0) || (48...57).contains($0) || $0 == 45 || $0 == 95 }
  }

  /// Parses `arguments` (after the command's name) and runs the command, or prints its help.
  static func main(_ arguments: [String], in context: inout CommandContext) throws {
    let parsed: ParsedArguments?
    do {
      parsed = try configuration.parse(arguments)
    } catch {
      throw usageError(error.message)
    }
    guard let parsed else { return context.print(help) }
    try Self(parsing: parsed).run(in: &context)
  }
}

/// What a command reads and writes while it runs: the tool's settings and its standard output.
struct CommandContext {
  /// The directory relative paths are resolved against, or why there is none.
  var workingDirectory: Result<String, BlocksError>
  /// The installer, which also holds the exporter and its sources.
  var installer: BlockInstaller
  /// The blocks the tool knows.
  var catalog: [BlockInfo]
  /// Everything printed so far.
  private(set) var output = ""

  /// Creates a context with nothing printed yet.
  init(
    workingDirectory: Result<String, BlocksError>, installer: BlockInstaller,
    catalog: [BlockInfo]
  ) {
    self.workingDirectory = workingDirectory
    self.installer = installer
    self.catalog = catalog
  }

  /// Prints `line` and a newline.
  mutating func print(_ line: String = "") {
    output += line + "\n"
  }

  /// Prints `text` as it is, already ending in a newline.
  mutating func write(_ text: String) {
    output += text
  }

  /// `path` resolved against the working directory.
  ///
  /// - Throws: Why there is no working directory, for a relative `path`.
  func absolute(_ path: String) throws(BlocksError) -> String {
    path.hasPrefix("/") ? path : try workingDirectory.get() + "/" + path
  }

  /// The block of the catalog with id `text`, after validating it.
  func block(_ text: String) throws(BlocksError) -> BlockInfo {
    try BlockID.block(text, in: catalog)
  }
}

/// The text shapes several commands share.
enum CommandFormat {
  /// A block as `list` and `search` show it: name and id, then its facts and summary, indented.
  ///
  /// The summary is in `language`; category and level are the values `list --category` and
  /// `--level` take, in every language.
  static func entry(_ block: BlockInfo, language: BlockLanguage = .english) -> String {
    """
    \(block.name)  \(block.id)
      \(block.category.rawValue) · \(block.level.rawValue) · \(block.platform)
      \(block.text(language).summary)
    """
  }

  /// How `list` and `search` count the blocks they show: "1 block", "8 bloques".
  static func count(_ count: Int, language: BlockLanguage) -> String {
    switch language {
    case .english: count == 1 ? "1 block" : "\(count) blocks"
    case .spanish: count == 1 ? "1 bloque" : "\(count) bloques"
    }
  }

  /// The `--lang` option of `list` and `search`: the language of the summaries and words.
  static let languageOption = OptionDeclaration.value(
    "--lang", placeholder: ShowCommand.languagePlaceholder,
    help: "Language of the summaries (default: en)")

  /// `file` inside `directory` as the user typed the directory, so messages name what they typed.
  static func path(_ file: String, in directory: String) -> String {
    directory == "." ? file : (directory.hasSuffix("/") ? directory + file : directory + "/" + file)
  }
}
