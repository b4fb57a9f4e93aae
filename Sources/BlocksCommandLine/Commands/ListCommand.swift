import BlocksCatalog
import BlocksCore
import BlocksInstall
import BlocksPreview

/// `blocks list`: every block, or those of one category or level.
struct ListCommand: BlocksCommand {
  /// The options, declared once for the parser and the help.
  enum Option {
    static let category = OptionDeclaration.value(
      "--category", placeholder: "<category>",
      help: "Only this category: "
        + BlockCategory.allCases.map(\.rawValue).joined(separator: ", "))
    static let level = OptionDeclaration.value(
      "--level", placeholder: "<level>",
      help: "Only this level: " + BlockLevel.allCases.map(\.rawValue).joined(separator: ", "))
    static let json = OptionDeclaration.flag(
      "--json", help: "Print JSON: every field, both languages")
  }

  static let configuration = CommandConfiguration(
    name: "list",
    summary: "List the blocks, by category or level",
    overview: "List the blocks.",
    options: [Option.category, Option.level, CommandFormat.languageOption, Option.json])

  /// Only blocks of this category, if given.
  var category: BlockCategory?
  /// Only blocks of this level, if given.
  var level: BlockLevel?
  /// Whether to print JSON.
  var printsJSON: Bool
  /// The language of the summaries.
  var language: BlockLanguage

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard arguments.positionals.isEmpty else {
      throw Self.usageError("unexpected argument '\(BlockID.printable(arguments.positionals[0]))'")
    }
    if let text = arguments.value(Option.category) {
      guard let category = BlockCategory(matching: text) else {
        throw Self.usageError(
          "unknown category '\(BlockID.printable(text))'; categories: "
            + BlockCategory.allCases.map(\.rawValue).joined(separator: ", "))
      }
      self.category = category
    }
    if let text = arguments.value(Option.level) {
      guard let level = BlockLevel(matching: text) else {
        throw Self.usageError(
          "unknown level '\(BlockID.printable(text))'; levels: "
            + BlockLevel.allCases.map(\.rawValue).joined(separator: ", "))
      }
      self.level = level
    }
    printsJSON = arguments.contains(Option.json)
    language = try Self.language(arguments.value(CommandFormat.languageOption))
  }

  func run(in context: inout CommandContext) throws {
    let blocks = context.catalog.filter { block in
      (category.map { $0 == block.category } ?? true) && (level.map { $0 == block.level } ?? true)
    }
    if printsJSON {
      return context.print(try JSON.encode(blocks.map(BlockJSON.init)))
    }
    for block in blocks {
      context.print(CommandFormat.entry(block, language: language))
      context.print()
    }
    context.print(CommandFormat.count(blocks.count, language: language))
  }
}
