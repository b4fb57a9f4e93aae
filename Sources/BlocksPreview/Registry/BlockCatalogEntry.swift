#if !hasFeature(Embedded)
  import BlocksCore

  // The catalog's words about blocks: the tools read them, the live module never does.

  /// Where a block sits in the catalog's navigation.
  package enum BlockCategory: String, CaseIterable, Sendable {
    /// Inputs that change or confirm a value.
    case controls = "Controls"
    /// Buttons.
    case buttons = "Buttons"
    /// Gesture-driven containers.
    case gestures = "Gestures"
    /// Transitions between views.
    case transitions = "Transitions"

    /// The category's name in `language`.
    package func name(_ language: BlockLanguage) -> String {
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
      guard
        let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() })
      else { return nil }
      self = match
    }
  }

  /// How much SwiftUI a reader needs to follow a block's code.
  package enum BlockLevel: String, CaseIterable, Sendable {
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
    /// What the keyboard does to the block, one sentence, such as "Space or Return confirms.":
    /// the live block's hint on the site.
    package var keys: String

    /// Creates a description.
    package init(
      summary: String, description: String, keywords: [String], origin: String, keys: String
    ) {
      self.summary = summary
      self.description = description
      self.keywords = keywords
      self.origin = origin
      self.keys = keys
    }
  }

  /// What the catalog says about one block besides its code: where it sits, how hard it is, and
  /// its words in every language.
  package struct BlockCatalogEntry: Sendable, Hashable {
    /// The catalog category.
    package var category: BlockCategory
    /// The level.
    package var level: BlockLevel
    /// The minimum platform, such as "iOS 18.0".
    package var platform: String
    /// The block's words, one table entry per language.
    package var texts: [BlockLanguage: BlockText]
    /// A short example of the view in use, as Swift code.
    package var usage: String
    /// The parameter of the view's initializers that the block calls back through, such as
    /// `onConfirm` or `action`, which a live block counts; `nil` for a block that hands its
    /// value back through a binding.
    package var callback: String?
    /// The type whose public initializers are the block's API table, or `nil` for the view
    /// itself: the toast stack is a modifier over a binding of `ToastStackItem`s, whose
    /// initializer is what an app writes.
    package var apiType: String?
    /// Whether a vertical drag is one of the block's own gestures (a toast leaves upward), so a
    /// page that shows it live lets it have vertical touches; every other block leaves a
    /// vertical drag to the page's scroll, as SPEC's good citizen in a scroll view does.
    package var takesVerticalDrags: Bool

    /// Creates an entry.
    package init(
      category: BlockCategory, level: BlockLevel, platform: String = "iOS 18.0",
      texts: [BlockLanguage: BlockText], usage: String, callback: String? = nil,
      apiType: String? = nil, takesVerticalDrags: Bool = false
    ) {
      self.category = category
      self.level = level
      self.platform = platform
      self.texts = texts
      self.usage = usage
      self.callback = callback
      self.apiType = apiType
      self.takesVerticalDrags = takesVerticalDrags
    }
  }
#endif
