/// The help texts of `blocks`.
enum Help {
  static let tryHelp = "Run 'blocks --help' for usage."

  static let exitStatus = """
    EXIT STATUS:
      0  success (diff: the installed file is the current block)
      1  add refused to overwrite a changed file or a symbolic link, nothing written;
         diff found differences
      2  usage error: unknown command or option, missing or invalid argument,
         unknown or invalid block id
      3  file-system error: DIR missing, not a directory or read-only; target not a regular file;
         block not installed (diff); write failed (nothing written)
    """

  static let overview = """
    OVERVIEW: Find, read about and install SwiftUI Blocks: interactive SwiftUI components for
    iOS 18, each installed as one Swift file.

    USAGE: blocks <command> [options]

    COMMANDS:
      list      List the blocks, by category or level
      search    Find blocks by words, in English or Spanish
      show      Describe a block: summary, API, platform, keywords, how to install
      add       Write blocks into a directory as single Swift files
      diff      Compare an installed block with the current one
      site      Build the catalog's static site (English and Spanish) into a directory

    OPTIONS:
      -h, --help  Show help ('blocks <command> --help' for a command)
      --version   Print the version of the blocks

    \(exitStatus)

    EXAMPLES:
      blocks show swipe-to-confirm-slider
      blocks search deslizar
      blocks add hold-to-confirm-button --to Sources/MyApp
    """

  static let list = """
    OVERVIEW: List the blocks.

    USAGE: blocks list [--category <category>] [--level <level>] [--json]

    OPTIONS:
      --category <category>  Only this category: Controls, Buttons, Gestures, Transitions
      --level <level>        Only this level: intermediate, advanced
      --json                 Print JSON: every field, both languages
      -h, --help             Show this help

    \(exitStatus)
    """

  static let search = """
    OVERVIEW: Find blocks by words in English or Spanish.

    Case, accents and width are ignored, every word must match, and a word matches the start of
    a word ("desliz" finds "deslizar"). Results are ranked: a match in the name before one in a
    keyword before one in the summary.

    USAGE: blocks search <query>... [--json]

    ARGUMENTS:
      <query>     Words to search for (put '--' before a word that starts with '-')

    OPTIONS:
      --json      Print JSON, best match first
      -h, --help  Show this help

    \(exitStatus)
    """

  static let show = """
    OVERVIEW: Describe a block: summary, description, API table, platform, keywords, how to
    install.

    USAGE: blocks show <block> [--lang <en|es>]

    ARGUMENTS:
      <block>          A block id, such as swipe-to-confirm-slider ('blocks list' shows them)

    OPTIONS:
      --lang <en|es>   Language of the description (default: en)
      -h, --help       Show this help

    \(exitStatus)
    """

  static let add = """
    OVERVIEW: Write blocks into a directory, each as one Swift file with everything it needs.

    An identical file already there is skipped. A changed file is refused unless --force is
    given, and then nothing is written at all. Files are written atomically, only inside the
    directory, and a symbolic link in it is never followed.

    USAGE: blocks add <block>... [--to <dir>] [--dry-run] [--force]

    ARGUMENTS:
      <block>      Block ids, such as hold-to-confirm-button

    OPTIONS:
      --to <dir>   The directory to write into; it must exist (default: the current directory)
      --dry-run    Say what would happen without writing
      --force      Overwrite changed files (and replace symbolic links themselves)
      -h, --help   Show this help

    \(exitStatus)
    """

  static let diff = """
    OVERVIEW: Compare an installed block with the current one.

    The provenance line written by 'blocks add' tells local edits from upstream changes. Prints
    a unified diff from the installed file to the current block.

    USAGE: blocks diff <block> [--to <dir>]

    ARGUMENTS:
      <block>      The block id

    OPTIONS:
      --to <dir>   The directory the block was added to (default: the current directory)
      -h, --help   Show this help

    \(exitStatus)
    """

  /// The help of `command`, if it is one.
  static func command(_ command: String) -> String? {
    switch command {
    case "list": list
    case "search": search
    case "show": show
    case "add": add
    case "diff": diff
    case "site": SiteCommand.help
    default: nil
    }
  }
}

/// The fixed words of `blocks show` in one language.
struct ShowWords {
  let language: CatalogLanguage

  init(_ language: CatalogLanguage) { self.language = language }

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
      "writes \(file), one file with everything the block needs, into the app's sources",
      "escribe \(file), un solo archivo con todo lo que necesita el bloque, en el código de la app")
  }
}
