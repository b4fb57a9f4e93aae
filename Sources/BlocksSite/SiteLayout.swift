import BlocksCatalog
import BlocksCore
import BlocksPreview

/// Where every file of the site lives, and the frame every page shares: head, header, footer.
///
/// The head carries the Content-Security-Policy, so each page states its own rules even when it
/// is opened from disk, where no server sends headers.
package enum SiteLayout {
  /// The policy of every page: everything from the site itself, nothing inline, nothing else.
  ///
  /// `frame-ancestors` and `report-uri` are left out because a `<meta>` policy cannot carry them
  /// (browsers log an error).
  package static let contentSecurityPolicy = policy(scripts: "'self'")

  /// The policy of a page with a live block: the same, and scripts from the site may compile
  /// WebAssembly (`'wasm-unsafe-eval'`), which the live block's module needs; nothing more.
  package static let liveContentSecurityPolicy = policy(scripts: "'self' 'wasm-unsafe-eval'")

  private static func policy(scripts: String) -> String {
    "default-src 'self'; script-src \(scripts); style-src 'self'; img-src 'self'; "
      + "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; "
      + "form-action 'self'"
  }

  /// The stylesheet.
  package static let stylesheetPath = SitePath("assets/site.css")
  /// The script that applies the remembered theme before the page is drawn.
  package static let themeScriptPath = SitePath("assets/theme.js")
  /// The script behind search, filters, tabs, the scenario picker, replay and copy buttons.
  package static let scriptPath = SitePath("assets/site.js")
  /// The site's icon, so browsers do not ask for a missing `favicon.ico`.
  package static let iconPath = SitePath("assets/icon.svg")

  /// The index page in `language`.
  package static func indexPath(_ language: BlockLanguage) -> SitePath {
    SitePath(prefix(language) + "index.html")
  }

  /// `block`'s page in `language`.
  package static func blockPath(_ block: BlockInfo, _ language: BlockLanguage) -> SitePath {
    SitePath(prefix(language) + "blocks/\(block.id).html")
  }

  /// The Markdown version of `block`'s page in `language`.
  package static func markdownPath(_ block: BlockInfo, _ language: BlockLanguage) -> SitePath {
    SitePath(prefix(language) + "blocks/\(block.id).md")
  }

  /// The SVG of one scenario of `block` in `language` and `theme`, animated or its poster.
  package static func previewPath(
    _ block: BlockInfo, _ scenario: SitePreviewScenario, _ language: BlockLanguage,
    _ theme: SiteTheme, poster: Bool
  ) -> SitePath {
    SitePath(
      "previews/\(block.id)/\(scenario.id)-\(language.code)-\(theme.rawValue)"
        + (poster ? "-poster" : "") + ".svg")
  }

  /// The page of `block`'s highlighted source, one for both languages: the Code tab loads it
  /// when it first opens (or its Copy button is first pressed), so a block page carries no
  /// copy of the source.
  package static func sourcePath(_ block: BlockInfo) -> SitePath {
    SitePath("code/\(block.id).html")
  }

  private static func prefix(_ language: BlockLanguage) -> String {
    language == .english ? "" : language.code + "/"
  }

  /// What a page needs from the frame.
  struct Page {
    /// Where the page is.
    var path: SitePath
    /// Its language.
    var language: BlockLanguage
    /// The same page in another language.
    var translation: (BlockLanguage) -> SitePath
    /// The `<title>`.
    var title: String
    /// The meta description.
    var description: String
    /// The Markdown version, if there is one.
    var markdown: SitePath?
    /// Whether this is the index, to mark the navigation's current link.
    var isIndex: Bool
    /// The content of `<main>`.
    var main: String
    /// Whether the page runs a live block, whose script and WebAssembly it then loads.
    var isLive = false
    /// The sidebar of every block, beside `<main>` (block pages), or nothing.
    var sidebar: String? = nil
    /// The address links start from instead of the page's own folder: the site's base URL for
    /// the 404 page, which a server sends for a missing address at any depth.
    var linkBase: String? = nil
  }

  /// The sidebar of a block page: every block by category, the current one marked, as a
  /// menu that opens on phones and a column beside the page on wide screens.
  static func sidebar(
    _ blocks: [BlockInfo], current: BlockInfo?, language: BlockLanguage, from path: SitePath,
    linkBase: String? = nil
  ) -> String {
    let words = SiteWords(language)
    var html = """
      <nav class="sidebar" aria-label="\(HTML.escape(words.blocksNavigation))">
      <details class="sidebar-menu" open data-sidebar>
      <summary>\(HTML.escape(words.blocksNavigation))</summary>

      """
    for category in BlockCategory.allCases {
      let members = blocks.filter { $0.category == category }
      guard !members.isEmpty else { continue }
      let label = "sidebar-\(category.rawValue.lowercased())"
      html += """
        <p class="sidebar-category" id="\(label)">\(HTML.escape(words.categoryName(category)))</p>
        <ul aria-labelledby="\(label)">

        """
      for block in members {
        let marked = block.id == current?.id ? " aria-current=\"page\"" : ""
        let page = blockPath(block, language)
        let target = path.link(to: page, base: linkBase)
        html +=
          "<li><a href=\"\(HTML.escape(target))\"\(marked)>"
          + "\(HTML.escape(block.name))</a></li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</details>\n</nav>\n"
  }

  /// The complete HTML document of `page`.
  static func document(_ page: Page, baseURL: String?) -> String {
    let words = SiteWords(page.language)
    func link(_ target: SitePath) -> String {
      HTML.escape(page.path.link(to: target, base: page.linkBase))
    }
    let others = BlockLanguage.allCases.filter { $0 != page.language }
    let localeAlternates = others.map {
      "<meta property=\"og:locale:alternate\" content=\"\(SiteWords($0).openGraphLocale)\">\n"
    }.joined()
    // Each other language's link names the language in itself.
    let languageLinks = others.map { other in
      "<li><a href=\"\(link(page.translation(other)))\" hreflang=\"\(other.code)\" "
        + "lang=\"\(other.code)\" data-language-switch>"
        + "\(HTML.escape(SiteWords(other).languageName(other)))</a></li>\n"
    }.joined()
    var head = """
      <!DOCTYPE html>
      <html lang="\(page.language.code)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" \
      content="\(page.isLive ? liveContentSecurityPolicy : contentSecurityPolicy)">
      <meta name="color-scheme" content="light dark">
      <title>\(HTML.escape(page.title))</title>
      <meta name="description" content="\(HTML.escape(page.description))">
      <meta property="og:type" content="website">
      <meta property="og:site_name" content="\(HTML.escape(words.siteName))">
      <meta property="og:title" content="\(HTML.escape(page.title))">
      <meta property="og:description" content="\(HTML.escape(page.description))">
      <meta property="og:locale" content="\(words.openGraphLocale)">
      \(localeAlternates)\
      <meta name="twitter:card" content="summary">
      <link rel="icon" href="\(link(iconPath))" type="image/svg+xml">
      <link rel="stylesheet" href="\(link(stylesheetPath))">

      """
    let ownLanguage = page.language.code
    if let baseURL {
      head += "<meta property=\"og:url\" content=\"\(HTML.escape(baseURL + page.path.value))\">\n"
      head += "<link rel=\"canonical\" href=\"\(HTML.escape(baseURL + page.path.value))\">\n"
      head +=
        "<link rel=\"alternate\" hreflang=\"\(ownLanguage)\" "
        + "href=\"\(HTML.escape(baseURL + page.path.value))\">\n"
      for other in others {
        head +=
          "<link rel=\"alternate\" hreflang=\"\(other.code)\" "
          + "href=\"\(HTML.escape(baseURL + page.translation(other).value))\">\n"
      }
    } else {
      for other in others {
        head +=
          "<link rel=\"alternate\" hreflang=\"\(other.code)\" "
          + "href=\"\(link(page.translation(other)))\">\n"
      }
    }
    if let markdown = page.markdown {
      head += "<link rel=\"alternate\" type=\"text/markdown\" href=\"\(link(markdown))\">\n"
    }
    head += """
      <script src="\(link(themeScriptPath))"></script>
      <script src="\(link(scriptPath))" defer></script>
      \(page.isLive ? "<script src=\"\(link(SiteLive.scriptPath))\" defer></script>\n" : "")\
      </head>

      """
    let current = page.isIndex ? " aria-current=\"page\"" : ""
    let themeButtons = [
      ("light", words.themeLight), ("dark", words.themeDark), ("auto", words.themeAuto),
    ].map { value, label in
      "<button type=\"button\" class=\"theme-choice\" data-theme-choice=\"\(value)\" "
        + "aria-pressed=\"false\">\(HTML.escape(label))</button>"
    }.joined()
    // Every page but the index (whose own search box is the page) can search from the header;
    // ⌘K, Ctrl+K or / focus it, and without a script it still submits to the index.
    let search =
      page.isIndex
      ? ""
      : """
      <form class="site-search" role="search" action="\(link(indexPath(page.language)))" method="get">
      <label class="visually-hidden" for="site-search">\(HTML.escape(words.searchLabel))</label>
      <input id="site-search" name="q" type="search" autocomplete="off" spellcheck="false" \
      placeholder="\(HTML.escape(words.searchPlaceholder))" aria-keyshortcuts="Meta+K Control+K /">
      <kbd class="search-key" aria-hidden="true">/</kbd>
      </form>

      """
    let mainElement = """
      <main id="main" tabindex="-1">
      \(page.main)</main>
      """
    let content =
      page.sidebar.map { "<div class=\"docs-layout\">\n\($0)\(mainElement)\n</div>" } ?? mainElement
    let body = """
      <body>
      <a class="skip-link" href="#main">\(HTML.escape(words.skipToContent))</a>
      <header class="site-header">
      <div class="header-inner">
      <a class="brand" href="\(link(indexPath(page.language)))">\(HTML.escape(words.siteName))</a>
      <nav class="site-nav" aria-label="\(HTML.escape(words.siteNavigation))">
      <ul>
      <li><a href="\(link(indexPath(page.language)))"\(current)>\(HTML.escape(words.allBlocks))</a></li>
      \(languageLinks)\
      </ul>
      </nav>
      \(search)<div class="theme-switch" role="group" aria-label="\(HTML.escape(words.theme))" data-theme-switch hidden>\
      \(themeButtons)</div>
      </div>
      </header>
      \(content)
      <footer class="site-footer">
      <div class="footer-inner">
      <p>\(HTML.escape(words.footer))</p>
      <nav aria-label="\(HTML.escape(words.footerLinks))">
      <ul>
      <li><a href="\(link(SitePath("registry.json")))">\(HTML.escape(words.registry))</a></li>
      <li><a href="\(link(SitePath("llms.txt")))">\(HTML.escape(words.llms))</a></li>
      \(page.markdown.map { "<li><a href=\"\(link($0))\">\(HTML.escape(words.markdown))</a></li>\n" } ?? "")\
      </ul>
      </nav>
      </div>
      </footer>
      </body>
      </html>

      """
    return head + body
  }
}
