import BlocksCatalog
import BlocksCore
import BlocksExport
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
      "--lang", placeholder: "<en|es>", help: "Language of the description (default: en)")
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
    switch arguments.value(Option.language) {
    case nil: language = .english
    case let code?:
      guard let value = BlockLanguage.allCases.first(where: { $0.code == code }) else {
        let codes = BlockLanguage.allCases.map(\.code).joined(separator: " or ")
        throw Self.usageError("unknown language '\(code)'; use \(codes)")
      }
      language = value
    }
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
    let initializers = APITable.initializers(of: block, in: context.installer.exporter.library)
    if initializers.isEmpty {
      context.print("  " + words.noSources)
    }
    for parameters in initializers {
      context.print()
      // A block used through another type (the toast stack's items) names it.
      let type = block.apiType == block.viewType ? "" : block.apiType + "."
      context.print("  " + type + APITable.signature(parameters))
      let rows =
        [[words.parameter, words.type, words.defaultValue]]
        + parameters.map { [$0.displayName, $0.type, $0.defaultValue ?? words.required] }
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

/// The fixed words of `blocks show` in one language.
struct ShowWords {
  let language: BlockLanguage

  init(_ language: BlockLanguage) { self.language = language }

  private func pick(_ english: String, _ spanish: String) -> String {
    language == .english ? english : spanish
  }

  var version: String { pick("version", "versión") }
  var api: String { pick("API", "API") }
  var parameter: String { pick("Parameter", "Parámetro") }
  var type: String { pick("Type", "Tipo") }
  var defaultValue: String { pick("Default", "Valor predeterminado") }
  var required: String { pick("required", "obligatorio") }
  var platform: String { pick("Platform", "Plataforma") }
  var keywords: String { pick("Keywords", "Palabras clave") }
  var origin: String { pick("Origin", "Origen") }
  var install: String { pick("Install:", "Instalación:") }
  var noSources: String {
    pick(
      "(the view's source is not part of this build)",
      "(el código de la vista no forma parte de esta compilación)")
  }

  func level(_ level: BlockLevel) -> String {
    switch (level, language) {
    case (.intermediate, .english): "intermediate"
    case (.intermediate, .spanish): "intermedio"
    case (.advanced, .english): "advanced"
    case (.advanced, .spanish): "avanzado"
    }
  }

  func installNote(_ file: String) -> String {
    pick(
      "writes \(file), the view you own, over the package's BlocksCore and BlocksRuntime products",
      "escribe \(file), la vista que es tuya, sobre los productos BlocksCore y BlocksRuntime del "
        + "paquete")
  }

  var standaloneNote: String {
    pick(
      "or one self-contained file with everything the block needs, and no package",
      "o un solo archivo con todo lo que necesita el bloque, sin paquete")
  }
}
