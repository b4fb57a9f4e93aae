import BlocksCatalog
import BlocksCore
import BlocksExport

/// The site's registry for tools: `registry.json` and one item file per block.
///
/// The shape follows shadcn's `registry.json` and `registry-item.json` (`$schema`, `name`,
/// `type`, `title`, `description`, `categories`, `files` with `path`, `content`, `type` and
/// `target`, and a free-form `meta`), so registry-aware tools and indexes can read the catalog
/// without knowing Swift. What is specific to Swift blocks (platform, level, origin, version, the
/// file's SHA-256, the texts in every other language) sits in `meta`.
///
/// Each block is two items, as it is two downloads: `<id>` is the view you own, whose
/// `dependencies` name the package products it imports, and `<id>-standalone` is the one
/// self-contained file, with none.
package enum SiteRegistry {
  /// The `$schema` of `registry.json`.
  package static let registrySchema = "https://ui.shadcn.com/schema/registry.json"
  /// The `$schema` of a registry item.
  package static let itemSchema = "https://ui.shadcn.com/schema/registry-item.json"

  /// The registry, listing every block; its files carry no content (the item files do).
  struct Registry: Encodable {
    var schema = SiteRegistry.registrySchema
    var name = "swiftui-blocks"
    /// The site's address; shadcn's schema requires one.
    var homepage: String
    var items: [Item]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case name, homepage, items
    }
  }

  /// One block.
  struct Item: Encodable {
    var schema: String?
    var name: String
    var type = "registry:block"
    var title: String
    var description: String
    var categories: [String]
    /// The package products the file imports, as `package/product`; shadcn's field for the
    /// packages an item needs installed.
    var dependencies: [String]?
    var files: [File]
    var meta: Meta

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case name, type, title, description, categories, dependencies, files, meta
    }
  }

  /// The item's one file.
  struct File: Encodable {
    var path: String
    var content: String?
    var type = "registry:file"
    var target: String
  }

  /// What a Swift block adds to the shape.
  struct Meta: Encodable {
    var id: String
    var platform: String
    var level: String
    var origin: String
    var version: String
    /// `view` or `standalone`.
    var form: String
    var sha256: String
    var summary: String
    var keywords: [String]
    var install: String
    /// The texts in every language but English, keyed by the language's code (`es`).
    var translations: [BlockLanguage: Translation]

    private struct Key: CodingKey {
      var stringValue: String
      var intValue: Int? { nil }
      init(stringValue: String) { self.stringValue = stringValue }
      init?(intValue: Int) { nil }
    }

    /// The fields, then each translation under its language's code, beside them.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      let fields = [
        ("id", id), ("platform", platform), ("level", level), ("origin", origin),
        ("version", version), ("form", form), ("sha256", sha256), ("summary", summary),
        ("install", install),
      ]
      for (key, value) in fields { try container.encode(value, forKey: Key(stringValue: key)) }
      try container.encode(keywords, forKey: Key(stringValue: "keywords"))
      for language in BlockLanguage.allCases {
        guard let translation = translations[language] else { continue }
        try container.encode(translation, forKey: Key(stringValue: language.code))
      }
    }
  }

  /// The block's texts in a language other than English.
  struct Translation: Encodable {
    var origin: String
    var summary: String
    var description: String
    var keywords: [String]
  }

  /// The package products a view-form download imports, as the registry names them.
  package static let viewFormDependencies = ViewForm.products.map { "SwiftUIBlocks/" + $0 }

  /// The path of `block`'s item file in the site: the view form's, or the standalone file's.
  package static func itemPath(_ block: BlockInfo, standalone: Bool = false) -> SitePath {
    SitePath("r/\(itemName(block, standalone: standalone)).json")
  }

  /// The path of `block`'s download in the site: the view form, or the standalone file.
  package static func downloadPath(_ block: BlockInfo, standalone: Bool = false) -> SitePath {
    SitePath("downloads/\(standalone ? "standalone/" : "")\(block.exportFileName)")
  }

  /// The item's name: the block's id, with `-standalone` for the self-contained file.
  static func itemName(_ block: BlockInfo, standalone: Bool) -> String {
    block.id + (standalone ? "-standalone" : "")
  }

  static func item(_ block: BlockInfo, file: ExportedFile, withContent: Bool) -> Item {
    let text = file.text
    let standalone = file.provenance?.variant.isStandalone ?? true
    return Item(
      schema: withContent ? itemSchema : nil, name: itemName(block, standalone: standalone),
      title: block.name + (standalone ? " (standalone)" : ""),
      description: block.text(.english).description,
      categories: [block.category.rawValue.lowercased()],
      dependencies: standalone ? nil : viewFormDependencies,
      files: [
        File(
          path: downloadPath(block, standalone: standalone).value,
          content: withContent ? text : nil, target: block.exportFileName)
      ],
      meta: Meta(
        id: block.id, platform: block.platform, level: block.level.rawValue,
        origin: block.text(.english).origin,
        version: file.provenance?.version ?? BlocksVersion.current,
        form: standalone ? "standalone" : "view",
        sha256: SHA256.hexDigest(text), summary: block.text(.english).summary,
        keywords: block.text(.english).keywords,
        install: "blocks add \(block.id)\(standalone ? " --standalone" : "") --to Sources/MyApp",
        translations: translations(of: block)))
  }

  /// `block`'s texts in every language but English.
  private static func translations(of block: BlockInfo) -> [BlockLanguage: Translation] {
    var translations: [BlockLanguage: Translation] = [:]
    for language in BlockLanguage.allCases where language != .english {
      let text = block.text(language)
      translations[language] = Translation(
        origin: text.origin, summary: text.summary, description: text.description,
        keywords: text.keywords)
    }
    return translations
  }

  /// The `homepage` of a site built without a base URL: the folder `registry.json` sits in.
  package static let relativeHomepage = "./"

  /// `registry.json` for `blocks` with their downloads.
  ///
  /// `homepage` is the site's base URL; without one, the registry names the folder it sits in,
  /// as shadcn's schema requires a homepage.
  package static func registryJSON(
    _ blocks: [(block: BlockInfo, file: ExportedFile)], homepage: String?
  ) -> String {
    let items = blocks.map { item($0.block, file: $0.file, withContent: false) }
    let registry = Registry(homepage: homepage ?? relativeHomepage, items: items)
    return encode(registry)
  }

  /// The item file of `block`, its download's text included.
  package static func itemJSON(_ block: BlockInfo, file: ExportedFile) -> String {
    encode(item(block, file: file, withContent: true))
  }

  private static func encode(_ value: some Encodable) -> String {
    // Strings, arrays and optionals always encode.
    ((try? JSON.encode(value)) ?? "{}") + "\n"
  }
}
