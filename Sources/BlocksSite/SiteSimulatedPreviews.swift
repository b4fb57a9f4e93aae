import BlocksCatalog
import BlocksPreview

extension SitePreview {
  /// The previews the preview simulator plays: every scenario of every block, through the
  /// block's own state machine, drawn in English and Spanish, light and dark, with its poster.
  ///
  /// Every registered block has scenarios (a test requires at least one); a made-up block, which
  /// has no preview, gets the stand-ins of ``placeholders(for:)``, so the site can still be
  /// built.
  ///
  /// - Parameter blocks: The blocks to draw, in catalog order.
  /// - Returns: One entry per block.
  package static func simulated(for blocks: [BlockInfo]) -> [SitePreview] {
    blocks.map { info in
      guard let block = info.preview, !block.scenarios.isEmpty else {
        return placeholders(for: [info])[0]
      }
      return SitePreview(
        blockID: info.id,
        scenarios: block.scenarios.concurrentMap { scenario in
          SitePreviewScenario(
            id: scenario.name, titles: scenario.title
          ) { language, theme in
            let settings = PreviewSettings(
              appearance: theme == .dark ? .dark : .light,
              language: language)
            let recording = PreviewRecording(block: block, scenario: scenario, settings: settings)
            return SitePreviewImage(
              animatedSVG: PreviewSVG.animated(recording), posterSVG: PreviewSVG.poster(recording))
          }
        })
    }
  }
}
