import BlocksCatalog
import BlocksCore
import BlocksPreview

extension SitePreview {
  /// Stand-in previews for `blocks`: cheap drawings for tests and for blocks the preview
  /// simulator does not know.
  ///
  /// Each block gets two scenarios whose SVG shows the block's name on a rounded rectangle and a
  /// dot that one SMIL `<animate>` moves along a track, so the site's picker, replay button,
  /// reduced-motion poster, themes and browser test all have something real to work on. The
  /// drawings say plainly that they are stand-ins.
  package static func placeholders(for blocks: [BlockInfo]) -> [SitePreview] {
    blocks.map { block in
      SitePreview(
        blockID: block.id,
        scenarios: [
          SitePreviewScenario(
            id: "stand-in-forward",
            titles: [
              .english: "Stand-in preview, forward",
              .spanish: "Vista previa provisional, hacia delante",
            ]
          ) { language, theme in
            PlaceholderSVG(block: block, language: language, theme: theme, forward: true).image
          },
          SitePreviewScenario(
            id: "stand-in-backward",
            titles: [
              .english: "Stand-in preview, backward",
              .spanish: "Vista previa provisional, hacia atrás",
            ]
          ) { language, theme in
            PlaceholderSVG(block: block, language: language, theme: theme, forward: false).image
          },
        ])
    }
  }
}

/// The drawing of one stand-in preview.
private struct PlaceholderSVG {
  var block: BlockInfo
  var language: BlockLanguage
  var theme: SiteTheme
  var forward: Bool

  var image: SitePreviewImage {
    SitePreviewImage(animatedSVG: document(animated: true), posterSVG: document(animated: false))
  }

  private var colors: (card: String, stroke: String, text: String, muted: String, track: String) {
    switch theme {
    case .light: ("#f4f5f9", "#c3c7d3", "#16181d", "#4a4f5c", "#dcdfe8")
    case .dark: ("#1c1f26", "#454b5a", "#eceef3", "#b4bac7", "#343946")
    }
  }

  private func document(animated: Bool) -> String {
    let colors = colors
    let name = HTML.escape(block.name)
    let words = SiteWords(language)
    let note = words.standInNote
    let description = words.standInDescription
    let (start, end) = forward ? (54, 306) : (306, 54)
    // The poster shows where the dot ends, the moment the animation leads to.
    let animation =
      animated
      ? "<animate attributeName=\"cx\" values=\"\(start);\(end);\(end);\(start)\" "
        + "keyTimes=\"0;0.5;0.8;1\" dur=\"2.4s\" repeatCount=\"indefinite\"/>" : ""
    let font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', system-ui, sans-serif"
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="360" height="200" viewBox="0 0 360 200" \
      role="img">
      <title>\(name): \(HTML.escape(note))</title>
      <desc>\(HTML.escape(description))</desc>
      <rect x="8" y="8" width="344" height="184" rx="24" fill="\(colors.card)" \
      stroke="\(colors.stroke)" stroke-width="2"/>
      <text x="180" y="82" text-anchor="middle" font-family="\(font)" font-size="20" \
      font-weight="600" fill="\(colors.text)">\(name)</text>
      <text x="180" y="110" text-anchor="middle" font-family="\(font)" font-size="13" \
      fill="\(colors.muted)">\(HTML.escape(note))</text>
      <rect x="40" y="136" width="280" height="28" rx="14" fill="\(colors.track)"/>
      <circle cx="\(animated ? start : end)" cy="150" r="10" fill="#4f46e5">\(animation)</circle>
      </svg>

      """
  }
}
