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
    // Every scenario of every block is one piece of work, so the processors stay busy to the
    // end rather than waiting for each block's slowest scenario.
    let work = blocks.indices.flatMap { index in
      blocks[index].preview.map { block in
        block.scenarios.map { (index: index, block: block, scenario: $0) }
      } ?? []
    }
    let drawn = work.concurrentMap { item in
      let (block, scenario) = (item.block, item.scenario)
      return SitePreviewScenario(id: scenario.name, titles: scenario.title) { language, theme in
        let settings = PreviewSettings(
          appearance: theme == .dark ? .dark : .light,
          language: language)
        let recording = PreviewRecording(block: block, scenario: scenario, settings: settings)
        return SitePreviewImage(
          animatedSVG: PreviewSVG.animated(recording), posterSVG: PreviewSVG.poster(recording))
      }
    }
    return blocks.indices.map { index in
      let scenarios = zip(work, drawn).filter { $0.0.index == index }.map(\.1)
      guard !scenarios.isEmpty else { return placeholders(for: [blocks[index]])[0] }
      return SitePreview(blockID: blocks[index].id, scenarios: scenarios)
    }
  }
}
