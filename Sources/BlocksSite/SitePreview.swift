import BlocksCore
import BlocksPreview

/// The site's two color themes; previews come in both.
package enum SiteTheme: String, CaseIterable, Sendable, Hashable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background.
  case dark
}

/// One drawing of a preview scenario: the animated SVG and its still poster.
///
/// The poster is what a visitor who asked for reduced motion sees, so it must show the scenario's
/// meaningful moment, not a blank first frame.
package struct SitePreviewImage: Sendable, Hashable {
  /// The animated SVG document (SMIL animation, no script, no external reference).
  package var animatedSVG: String
  /// The still SVG document.
  package var posterSVG: String

  /// Creates a drawing.
  package init(animatedSVG: String, posterSVG: String) {
    self.animatedSVG = animatedSVG
    self.posterSVG = posterSVG
  }

  /// The `width` and `height` of the animated SVG's root element, rounded to whole pixels, when
  /// both are plain positive numbers.
  ///
  /// The page gives its `<img>` these dimensions (HTML takes whole numbers there), so the
  /// browser reserves the right space before the image arrives.
  package var size: (width: Int, height: Int)? {
    guard let start = animatedSVG.range(of: "<svg"),
      let end = animatedSVG[start.upperBound...].firstIndex(of: ">")
    else { return nil }
    let tag = animatedSVG[start.upperBound..<end]
    func number(_ name: String) -> Int? {
      guard let value = tag.range(of: " \(name)=\"") else { return nil }
      let digits = tag[value.upperBound...].prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
      let closes = tag[value.upperBound...].dropFirst(digits.count).first == "\""
      guard closes, let number = Double(digits), number.isFinite, number >= 0.5,
        number < 100_000
      else { return nil }
      return Int(number.rounded())
    }
    guard let width = number("width"), let height = number("height") else { return nil }
    return (width, height)
  }
}

/// One scripted scenario of a block's preview, drawn in every language and theme.
///
/// The drawings are made by a function of language and theme at creation, so a scenario always
/// has all of them and the site never meets a missing variant.
package struct SitePreviewScenario: Sendable, Hashable {
  /// The scenario's slug, such as `full-slide-confirms`: lowercase letters, digits and hyphens,
  /// unique within its block; it names the SVG files.
  package var id: String
  /// The scenario's title in every language.
  package var titles: PreviewText
  /// The drawings, one per language and theme.
  package private(set) var images: [Variant: SitePreviewImage]

  /// A language and a theme.
  package struct Variant: Sendable, Hashable {
    /// The language of the drawing's text.
    package var language: BlockLanguage
    /// The theme the drawing is made for.
    package var theme: SiteTheme
  }

  /// Creates a scenario, asking `draw` for every language and theme.
  ///
  /// - Parameters:
  ///   - id: The slug naming the scenario's files.
  ///   - titles: The title in every language.
  ///   - draw: The drawing of the scenario in a language and a theme.
  package init(
    id: String, titles: PreviewText,
    draw: (BlockLanguage, SiteTheme) throws -> SitePreviewImage
  ) rethrows {
    self.id = id
    self.titles = titles
    var images: [Variant: SitePreviewImage] = [:]
    for language in BlockLanguage.allCases {
      for theme in SiteTheme.allCases {
        images[Variant(language: language, theme: theme)] = try draw(language, theme)
      }
    }
    self.images = images
  }

  /// The title in `language`.
  package func title(_ language: BlockLanguage) -> String {
    titles.text(language)
  }

  /// The drawing in `language` and `theme`.
  package func image(_ language: BlockLanguage, _ theme: SiteTheme) -> SitePreviewImage {
    // Every variant is filled in by the initializer; the fallback is never reached.
    images[Variant(language: language, theme: theme)]
      ?? SitePreviewImage(animatedSVG: "", posterSVG: "")
  }
}

/// The animated previews of one block: what the site shows in its cards and Preview tab.
///
/// The site takes these as input rather than making them: `blocks site` publishes the preview
/// simulator's (``simulated(for:)``), and tests can give cheaper stand-ins
/// (``placeholders(for:)``).
package struct SitePreview: Sendable, Hashable {
  /// The block's id.
  package var blockID: String
  /// The scenarios, in the order of the scenario picker; the first is the card's preview.
  package var scenarios: [SitePreviewScenario]

  /// Creates a block's previews.
  package init(blockID: String, scenarios: [SitePreviewScenario]) {
    self.blockID = blockID
    self.scenarios = scenarios
  }
}
