/// The languages the catalog describes blocks in.
package enum CatalogLanguage: String, CaseIterable, Sendable {
  /// English.
  case english = "en"
  /// Spanish.
  case spanish = "es"
}

/// Where a block sits in the catalog's navigation.
package enum BlockCategory: String, CaseIterable, Sendable, Codable {
  /// Inputs that change or confirm a value.
  case controls = "Controls"
  /// Buttons.
  case buttons = "Buttons"
  /// Gesture-driven containers.
  case gestures = "Gestures"
  /// Transitions between views.
  case transitions = "Transitions"

  /// The category's name in `language`.
  package func name(_ language: CatalogLanguage) -> String {
    switch (self, language) {
    case (_, .english): rawValue
    case (.controls, .spanish): "Controles"
    case (.buttons, .spanish): "Botones"
    case (.gestures, .spanish): "Gestos"
    case (.transitions, .spanish): "Transiciones"
    }
  }

  /// The category whose name matches `text`, ignoring case.
  package init?(matching text: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
    else { return nil }
    self = match
  }
}

/// How much SwiftUI a reader needs to follow a block's code.
package enum BlockLevel: String, CaseIterable, Sendable, Codable {
  /// Comfortable with gestures, state and animation.
  case intermediate
  /// Also comfortable with geometry, custom transitions and performance.
  case advanced

  /// The level whose name matches `text`, ignoring case.
  package init?(matching text: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue == text.lowercased() }) else {
      return nil
    }
    self = match
  }
}

/// The words of a block in one language.
package struct BlockText: Sendable, Hashable {
  /// One line: what the block is.
  package var summary: String
  /// A paragraph: what it does and when to use it.
  package var description: String
  /// Words people search for.
  package var keywords: [String]
  /// Where the block comes from.
  package var origin: String

  /// Creates a description.
  package init(summary: String, description: String, keywords: [String], origin: String) {
    self.summary = summary
    self.description = description
    self.keywords = keywords
    self.origin = origin
  }
}

/// Everything the catalog knows about one block.
///
/// The source layout fields name the files the exporter concatenates, so adding a block is one
/// value here plus its folder and view.
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
  /// The English words.
  package var english: BlockText
  /// The Spanish words.
  package var spanish: BlockText
  /// The SwiftUI view's type name, which is also the view file's name.
  package var viewType: String
  /// A short example of the view in use, as Swift code, for the top of the block's download.
  package var usage: String

  /// Creates a block description.
  package init(
    id: String, name: String, category: BlockCategory, level: BlockLevel,
    platform: String = "iOS 18.0", english: BlockText, spanish: BlockText,
    viewType: String, usage: String = ""
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.level = level
    self.platform = platform
    self.english = english
    self.spanish = spanish
    self.viewType = viewType
    self.usage = usage
  }

  /// The block's folder in `Sources/BlocksCore`: named, like every type of the block, after its
  /// view.
  package var coreFolder: String { viewType }

  /// Where the block comes from, in English.
  package var origin: String { english.origin }

  /// The demo view's type name.
  package var demoType: String { viewType + "Demo" }

  /// The name of the single file `blocks add` writes.
  package var exportFileName: String { viewType + ".swift" }

  /// The view file's path in the package.
  package var viewPath: String { "Sources/SwiftUIBlocks/\(viewType).swift" }

  /// The demo file's path in the package.
  package var demoPath: String { "Sources/SwiftUIBlocks/\(demoType).swift" }

  /// The words in `language`.
  package func text(_ language: CatalogLanguage) -> BlockText {
    switch language {
    case .english: english
    case .spanish: spanish
    }
  }
}
