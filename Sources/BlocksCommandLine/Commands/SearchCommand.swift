import BlocksCatalog
import BlocksCore
import BlocksInstall

/// `blocks search`: blocks found by words in English or Spanish.
struct SearchCommand: BlocksCommand {
  /// The positional arguments, declared for the usage line and the help.
  enum Argument {
    static let query = ArgumentDeclaration(
      "query", help: "Words to search for (put '--' before a word that starts with '-')",
      isRepeating: true)
  }

  /// The options, declared once for the parser and the help.
  enum Option {
    static let json = OptionDeclaration.flag("--json", help: "Print JSON, best match first")
  }

  static let configuration = CommandConfiguration(
    name: "search",
    summary: "Find blocks by words, in English or Spanish",
    overview: "Find blocks by words in English or Spanish.",
    discussion: """
      Case, accents and width are ignored, every word must match, and a word matches the start of
      a word ("desliz" finds "deslizar"). Results are ranked: a match in the name before one in a
      keyword before one in the summary.
      """,
    arguments: [Argument.query],
    options: [CommandFormat.languageOption, Option.json])

  /// The words, joined by spaces.
  var query: String
  /// Whether to print JSON.
  var printsJSON: Bool
  /// The language of the summaries and the words around them.
  var language: BlockLanguage

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    query = arguments.positionals.joined(separator: " ")
    guard !SearchText.words(query).isEmpty else {
      throw Self.usageError(
        query.allSatisfy(\.isWhitespace)
          ? "give at least one word to search for"
          : "'\(BlockID.printable(query))' has no letters or digits to search for")
    }
    printsJSON = arguments.contains(Option.json)
    language = try Self.language(arguments.value(CommandFormat.languageOption))
  }

  /// How a match's field reads in `language`.
  static func name(of field: SearchField, in language: BlockLanguage) -> String {
    switch (language, field) {
    case (.english, _): field.description
    case (.spanish, .name): "nombre"
    case (.spanish, .keyword): "palabra clave"
    case (.spanish, .summary): "resumen"
    }
  }

  func run(in context: inout CommandContext) throws {
    let results = BlockSearch(blocks: context.catalog).results(for: query)
    if printsJSON {
      return context.print(try JSON.encode(results.map(SearchResultJSON.init)))
    }
    let query = MessageText.printable(query)
    guard !results.isEmpty else {
      let none =
        switch language {
        case .english: "No blocks match \"\(query)\". Run 'blocks list' to see every block."
        case .spanish:
          "Ningún bloque coincide con «\(query)». 'blocks list' muestra todos los bloques."
        }
      return context.print(none)
    }
    for result in results {
      context.print(CommandFormat.entry(result.block, language: language))
      let fields = Set(result.fields).sorted().map { Self.name(of: $0, in: language) }
      let matched = language == .english ? "matched" : "coincide en"
      context.print("  \(matched): \(fields.joined(separator: ", "))")
      context.print()
    }
    context.print(CommandFormat.count(results.count, language: language))
  }
}
