import BlocksCatalog

/// The site's two scripts, served as files from `assets/` (the Content-Security-Policy allows no
/// inline script).
///
/// Both are progressive: without them every block, every preview (animated, or the poster under
/// reduced motion) and all the code are on the page, and `prefers-color-scheme` picks the theme.
enum SiteScript {
  /// Runs in `<head>` before the page is drawn, so a remembered theme never flashes the other
  /// one.
  static let theme = SiteAssets.text(named: "theme.js")

  /// Search and filters, theme switch, tabs, scenario picker, replay and copy buttons.
  ///
  /// The search part mirrors `SearchText` and `BlockSearch` step by step: NFKD, no nonspacing
  /// marks, lower case one code point at a time (as Swift does, with no final-sigma rule), words
  /// as runs of grapheme clusters whose first code point is alphabetic or numeric, and a query
  /// word matching the start of an indexed word grapheme by grapheme (canonical equivalence, as
  /// Swift compares characters). It runs under Node too, which is how the tests prove it finds
  /// what `blocks search` finds.
  static let site = SiteAssets.text(named: "site.js")

  /// The site's icon: a rounded square with a slider's thumb.
  static let icon = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" \
    rx="8" fill="#4338ca"/><rect x="5" y="12" width="22" height="8" rx="4" fill="#c7d2fe"/>\
    <circle cx="21" cy="16" r="6" fill="#ffffff"/></svg>

    """
}
