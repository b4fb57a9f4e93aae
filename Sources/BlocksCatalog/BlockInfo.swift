import BlocksCore
import BlocksPreview

/// Everything the catalog knows about one block: its names, its catalog entry and, for a
/// registered block, the block itself.
///
/// The catalog's blocks are made from the registered ones (``init(_:)``); the pipeline's
/// functions take a list of these, so tests can pass made-up blocks (``init(id:name:category:level:platform:texts:viewType:usage:)``),
/// which have no preview.
package struct BlockInfo: Sendable, Hashable, Identifiable {
  /// The slug: lowercase words joined by hyphens, used on the command line.
  package var id: String
  /// The display name, in title case; names are not translated.
  package var name: String
  /// The catalog category.
  package var category: BlockCategory
  /// The level.
  package var level: BlockLevel
  /// The minimum platform, such as "iOS 18.0".
  package var platform: String
  /// The block's words, one table entry per language.
  package var texts: [BlockLanguage: BlockText]
  /// The SwiftUI view's type name, which is also the view file's name.
  package var viewType: String
  /// The type whose public initializers make the API table: the view, or what an app builds to
  /// use the block (the toast stack's `ToastStackItem`).
  package var apiType: String
  /// A short example of the view in use, as Swift code, for the top of the block's download.
  package var usage: String
  /// The registered block, which previews and the live module run; `nil` for a made-up block.
  package let preview: PreviewBlock?

  /// The catalog's view of the registered block `block`.
  package init(_ block: PreviewBlock) {
    id = block.id
    name = block.name
    category = block.catalog.category
    level = block.catalog.level
    platform = block.catalog.platform
    texts = block.catalog.texts
    viewType = block.typeName
    apiType = block.catalog.apiType ?? block.typeName
    usage = block.catalog.usage
    preview = block
  }

  /// A block that is not registered, with no preview: what tests give the pipeline.
  package init(
    id: String, name: String, category: BlockCategory, level: BlockLevel,
    platform: String = "iOS 18.0", texts: [BlockLanguage: BlockText], viewType: String,
    usage: String = ""
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.level = level
    self.platform = platform
    self.texts = texts
    self.viewType = viewType
    apiType = viewType
    self.usage = usage
    preview = nil
  }

  /// The block's folder in `Sources/BlocksCore`: named, like every type of the block, after its
  /// view.
  package var coreFolder: String { viewType }

  /// Where the block comes from, in English.
  package var origin: String { text(.english).origin }

  /// The demo view's type name.
  package var demoType: String { viewType + "Demo" }

  /// The name of the single file `blocks add` writes.
  package var exportFileName: String { viewType + ".swift" }

  /// The view file's path in the package.
  package var viewPath: String { "Sources/SwiftUIBlocks/\(viewType).swift" }

  /// The demo file's path in the package.
  package var demoPath: String { "Sources/SwiftUIBlocks/\(demoType).swift" }

  /// The words in `language`, or the English ones where that language has none (a test
  /// requires every language of every registered block).
  package func text(_ language: BlockLanguage) -> BlockText {
    texts[language] ?? texts[.english]
      ?? BlockText(summary: "", description: "", keywords: [], origin: "", keys: "")
  }
}
