import BlocksCatalog

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
    options: [Option.json])

  /// The words, joined by spaces.
  var query: String
  /// Whether to print JSON.
  var printsJSON: Bool

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    query = arguments.positionals.joined(separator: " ")
    guard !SearchText.words(query).isEmpty else {
      throw Self.usageError("give at least one word to search for")
    }
    printsJSON = arguments.contains(Option.json)
  }

  func run(in context: inout CommandContext) throws {
    let results = BlockSearch(blocks: context.catalog).results(for: query)
    if printsJSON {
      return context.print(try JSON.encode(results.map(SearchResultJSON.init)))
    }
    guard !results.isEmpty else {
      return context.print(
        "No blocks match \"\(MessageText.printable(query))\". "
          + "Run 'blocks list' to see every block.")
    }
    for result in results {
      context.print(CommandFormat.entry(result.block))
      let matched = Set(result.fields).sorted().map(\.description).joined(separator: ", ")
      context.print("  matched: \(matched)")
      context.print()
    }
    context.print(results.count == 1 ? "1 block" : "\(results.count) blocks")
  }
}
