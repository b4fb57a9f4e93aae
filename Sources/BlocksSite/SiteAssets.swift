/// The site's scripts, kept as real files in `Sources/BlocksSite/Assets/` (so they are edited,
/// linted and checked as JavaScript, `node --check` included) and built into the tool by the
/// `EmbedBlockSources` plugin.
enum SiteAssets {
  /// The file names of the scripts, in the order the plugin embeds them.
  static var names: [String] { embeddedSiteAssets.map(\.name) }

  /// The text of the script called `name`; empty for a name that is not there, which
  /// `SiteAssetsTests` rules out for every script the site serves.
  static func text(named name: String) -> String {
    embeddedSiteAssets.first { $0.name == name }?.contents ?? ""
  }
}
