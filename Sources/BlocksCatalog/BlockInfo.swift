/// The languages the catalog describes blocks in.
public enum CatalogLanguage: String, CaseIterable, Sendable {
  /// English.
  case english = "en"
  /// Spanish.
  case spanish = "es"
}

/// Where a block sits in the catalog's navigation.
public enum BlockCategory: String, CaseIterable, Sendable, Codable {
  /// Inputs that change or confirm a value.
  case controls = "Controls"
  /// Buttons.
  case buttons = "Buttons"
  /// Gesture-driven containers.
  case gestures = "Gestures"
  /// Transitions between views.
  case transitions = "Transitions"

  /// The category whose name matches `text`, ignoring case.
  public init?(matching text: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
    else { return nil }
    self = match
  }
}

/// How much SwiftUI a reader needs to follow a block's code.
public enum BlockLevel: String, CaseIterable, Sendable, Codable {
  /// Comfortable with gestures, state and animation.
  case intermediate
  /// Also comfortable with geometry, custom transitions and performance.
  case advanced

  /// The level whose name matches `text`, ignoring case.
  public init?(matching text: String) {
    guard let match = Self.allCases.first(where: { $0.rawValue == text.lowercased() }) else {
      return nil
    }
    self = match
  }
}

/// The words of a block in one language.
public struct BlockText: Sendable, Hashable {
  /// One line: what the block is.
  public var summary: String
  /// A paragraph: what it does and when to use it.
  public var description: String
  /// Words people search for.
  public var keywords: [String]

  /// Creates a description.
  public init(summary: String, description: String, keywords: [String]) {
    self.summary = summary
    self.description = description
    self.keywords = keywords
  }
}

/// Everything the catalog knows about one block.
///
/// The source layout fields name the files the exporter concatenates, so adding a block is one
/// value here plus its folder and view.
public struct BlockInfo: Sendable, Hashable, Identifiable {
  /// The slug: lowercase words joined by hyphens, used on the command line.
  public var id: String
  /// The display name, in title case; names are not translated.
  public var name: String
  /// The catalog category.
  public var category: BlockCategory
  /// The level.
  public var level: BlockLevel
  /// The minimum platform, such as "iOS 18.0".
  public var platform: String
  /// Where the block comes from.
  public var origin: String
  /// The English words.
  public var english: BlockText
  /// The Spanish words.
  public var spanish: BlockText
  /// The SwiftUI view's type name, which is also the view file's name.
  public var viewType: String

  /// Creates a block description.
  public init(
    id: String, name: String, category: BlockCategory, level: BlockLevel,
    platform: String = "iOS 18.0", origin: String, english: BlockText, spanish: BlockText,
    viewType: String
  ) {
    self.id = id
    self.name = name
    self.category = category
    self.level = level
    self.platform = platform
    self.origin = origin
    self.english = english
    self.spanish = spanish
    self.viewType = viewType
  }

  /// The block's folder in `Sources/BlocksCore`: named, like every type of the block, after its
  /// view.
  public var coreFolder: String { viewType }

  /// The demo view's type name.
  public var demoType: String { viewType + "Demo" }

  /// The name of the single file `blocks add` writes.
  public var exportFileName: String { viewType + ".swift" }

  /// The view file's path in the package.
  public var viewPath: String { "Sources/SwiftUIBlocks/\(viewType).swift" }

  /// The demo file's path in the package.
  public var demoPath: String { "Sources/SwiftUIBlocks/\(demoType).swift" }

  /// The words in `language`.
  public func text(_ language: CatalogLanguage) -> BlockText {
    switch language {
    case .english: english
    case .spanish: spanish
    }
  }
}
