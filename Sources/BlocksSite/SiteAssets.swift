/// The site's scripts and stylesheet, kept as real files in `Sources/BlocksSite/Assets/` (so they
/// are edited and checked as what they are: `node --check` for the scripts, and for the
/// stylesheet a CSS parser whose every selector and declaration the browser test asks Chromium
/// to accept) and built into the tool by the `EmbedBlockSources` plugin.
enum SiteAssets {
  /// The stylesheet every page links.
  static let stylesheet = text(named: "site.css")

  /// The file names of the scripts and the stylesheet, in the order the plugin embeds them.
  static var names: [String] { embeddedSiteAssets.map(\.name) }

  /// The text of the asset called `name`; empty for a name that is not there, which
  /// `SiteAssetsTests` rules out for every asset the site serves.
  static func text(named name: String) -> String {
    embeddedSiteAssets.first { $0.name == name }?.contents ?? ""
  }
}
