import BlocksPreview

extension SitePreview {
  /// The previews of `blocks` as the preview simulator plays them: every built-in scenario of
  /// each block, recorded once per language and theme, written as an animated SVG and its poster.
  ///
  /// These are the drawings `blocks preview` writes, so the site shows the real machines. A block
  /// the simulator does not know (a catalog made for a test) keeps the stand-ins of
  /// ``placeholders(for:)``.
  package static func simulated(for blocks: [BlockInfo]) -> [SitePreview] {
    blocks.map { block in
      guard let previewBlock = PreviewBlock(id: block.id) else {
        return placeholders(for: [block])[0]
      }
      return SitePreview(
        blockID: block.id,
        scenarios: previewBlock.scenarios.map { scenario in
          SitePreviewScenario(
            id: scenario.name, englishTitle: scenario.title.english,
            spanishTitle: scenario.title.spanish
          ) { language, theme in
            let recording = PreviewRecording(
              block: previewBlock, scenario: scenario,
              settings: PreviewSettings(
                appearance: theme == .light ? .light : .dark,
                language: language == .english ? .english : .spanish))
            return SitePreviewImage(
              animatedSVG: PreviewSVG.animated(recording), posterSVG: PreviewSVG.poster(recording))
          }
        })
    }
  }
}
