import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksInstall
import BlocksPreview

/// `blocks show`: one block's summary, description, API tables, facts and how to install it.
struct ShowCommand: BlocksCommand {
  /// The positional arguments, declared for the usage line and the help.
  enum Argument {
    static let block = ArgumentDeclaration(
      "block", help: "A block id, such as swipe-to-confirm-slider ('blocks list' shows them)")
  }

  /// The options, declared once for the parser and the help.
  enum Option {
    static let language = OptionDeclaration.value(
      "--lang", placeholder: ShowCommand.languagePlaceholder,
      help: "Language of the description (default: en)")
  }

  static let configuration = CommandConfiguration(
    name: "show",
    summary: "Describe a block: summary, API, platform, keywords, how to install",
    overview: """
      Describe a block: summary, description, API table, platform, keywords, how to
      install.
      """,
    arguments: [Argument.block],
    options: [Option.language],
    columnGap: 3)

  /// The block id as typed.
  var blockID: String
  /// The language of the words.
  var language: BlockLanguage

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard arguments.positionals.count == 1 else {
      throw Self.usageError(
        arguments.positionals.isEmpty ? "missing BLOCK" : "give exactly one BLOCK")
    }
    blockID = arguments.positionals[0]
    language = try Self.language(arguments.value(Option.language))
  }

  func run(in context: inout CommandContext) throws {
    let block = try context.block(blockID)
    let words = ShowWords(language)
    let text = block.text(language)
    context.print("\(block.name) (\(block.id))")
    context.print(
      "\(block.category.name(language)) · \(words.level(block.level)) · \(block.platform) · "
        + "\(words.version) \(BlocksVersion.current)")
    context.print()
    context.print(text.summary)
    context.print()
    context.print(TextColumns.wrap(text.description, width: 100, indent: ""))
    context.print()
    context.print(words.api)
    let entries = APITable.entries(of: block, in: context.installer.exporter.library)
    if entries.isEmpty {
      context.print("  " + words.noSources)
    }
    for entry in entries {
      context.print()
      context.print("  " + entry.title)
      let rows =
        [[words.parameter, words.type, words.defaultValue]]
        + entry.parameters.map { [$0.displayName, $0.type, $0.defaultValue ?? words.required] }
      context.print(TextColumns.table(rows, indent: "  "))
    }
    context.print()
    context.print("\(words.platform): \(block.platform)")
    context.print("\(words.keywords): \(text.keywords.joined(separator: ", "))")
    context.print("\(words.origin): \(text.origin)")
    context.print()
    context.print(words.install)
    context.print("  blocks add \(block.id) --to Sources/MyApp")
    context.print("  " + words.installNote(block.exportFileName))
    context.print("  blocks add \(block.id) --standalone --to Sources/MyApp")
    context.print("  " + words.standaloneNote)
  }

}

/// The fixed words of `blocks show` in one language: one table per language, so a language
/// that misses a word does not compile.
struct ShowWords: Sendable {
  var version: String
  var api: String
  var parameter: String
  var type: String
  var defaultValue: String
  var required: String
  var platform: String
  var keywords: String
  var origin: String
  var install: String
  var noSources: String
  var intermediate: String
  var advanced: String
  var installNote: @Sendable (_ file: String) -> String
  var standaloneNote: String

  func level(_ level: BlockLevel) -> String {
    switch level {
    case .intermediate: intermediate
    case .advanced: advanced
    }
  }
}

extension ShowWords {
  init(_ language: BlockLanguage) {
    switch language {
    case .english: self = .english
    case .spanish: self = .spanish
    }
  }

  /// The words in English.
  private static let english = ShowWords(
    version: "version", api: "API", parameter: "Parameter", type: "Type",
    defaultValue: "Default", required: "required", platform: "Platform", keywords: "Keywords",
    origin: "Origin", install: "Install:",
    noSources: "(the view's source is not part of this build)",
    intermediate: "intermediate", advanced: "advanced",
    installNote: { file in
      "writes \(file), the view you own, over the package's BlocksCore and BlocksRuntime products"
    },
    standaloneNote: "or one self-contained file with everything the block needs, and no package")

  /// The words in Spanish.
  private static let spanish = ShowWords(
    version: "versión", api: "API", parameter: "Parámetro", type: "Tipo",
    defaultValue: "Valor predeterminado", required: "obligatorio", platform: "Plataforma",
    keywords: "Palabras clave", origin: "Origen", install: "Instalación:",
    noSources: "(el código de la vista no forma parte de esta compilación)",
    intermediate: "intermedio", advanced: "avanzado",
    installNote: { file in
      "escribe \(file), la vista que es tuya, sobre los productos BlocksCore y BlocksRuntime del "
        + "paquete"
    },
    standaloneNote: "o un solo archivo con todo lo que necesita el bloque, sin paquete")
}
