import BlocksCatalog
import BlocksCore

/// The page a server sends for an address the site does not have (`404.html`, which GitHub
/// Pages, Netlify and most static hosts look for at the root).
///
/// It speaks both languages, since the address says nothing of the reader's, and offers what a
/// reader needs next: search, and both lists of blocks. A server sends it for a missing address
/// at any depth, so with a base URL its links are absolute; without one they are relative to the
/// root, which is right for every missing address in the root folder.
enum SiteNotFoundPage {
  /// Where the page lives.
  static let path = SitePath("404.html")

  /// The page, with links from `baseURL` when there is one.
  static func html(blocks: [BlockInfo], baseURL: String?) -> String {
    let english = SiteWords(.english)
    func link(_ target: SitePath) -> String {
      HTML.escape(path.link(to: target, base: baseURL))
    }
    var main = """
      <div class="not-found">
      <h1>\(HTML.escape(english.notFoundTitle))</h1>
      <p class="lead">\(HTML.escape(english.notFoundLead))</p>
      <p><a class="button" href="\(link(SiteLayout.indexPath(.english)))">\
      \(HTML.escape(english.allBlocks))</a></p>

      """
    // The same words in every other language, under the English.
    for language in BlockLanguage.allCases where language != .english {
      let words = SiteWords(language)
      main += """
        <div lang="\(language.code)">
        <h2>\(HTML.escape(words.notFoundTitle))</h2>
        <p>\(HTML.escape(words.notFoundLead))</p>
        <p><a class="button" href="\(link(SiteLayout.indexPath(language)))">\
        \(HTML.escape(words.allBlocks))</a></p>
        </div>

        """
    }
    main += "</div>\n"
    return SiteLayout.document(
      SiteLayout.Page(
        path: path, language: .english, translation: SiteLayout.indexPath,
        title: "\(english.notFoundTitle) · \(english.siteName)",
        description: english.notFoundLead, markdown: nil, isIndex: false, main: main,
        sidebar: SiteLayout.sidebar(
          blocks, current: nil, language: .english, from: path, linkBase: baseURL),
        linkBase: baseURL),
      baseURL: nil)
  }
}
