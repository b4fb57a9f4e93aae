import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksPreview
import Foundation

/// A block's page: name, summary and badges, then the block itself (the Preview | Code tabs, the
/// live block first), a table of contents, usage, API, installation, description and origin,
/// keywords, and links to the neighbouring blocks.
enum SiteBlockPage {
  /// What one block page is made of.
  struct Content {
    var block: BlockInfo
    /// The view form, which the Code tab shows and `blocks add` writes.
    var file: ExportedFile
    /// The standalone file, offered as the second download.
    var standalone: ExportedFile
    var highlightedSource: String
    var api: [APIEntry]
    var demo: (name: String, highlighted: String, lines: Int)?
    var preview: SitePreview?
    var previous: BlockInfo?
    var next: BlockInfo?
    /// Whether the site carries the live blocks' WebAssembly module.
    var hasLiveModule = false
    /// Every block, in catalog order, for the sidebar.
    var catalog: [BlockInfo] = []
  }

  /// A section's heading, with a link to the section beside it (as docs sites have), so a
  /// reader can copy the address of the part they mean; the link's name says where it goes.
  ///
  /// A heading that is `visuallyHidden` is read by screen readers and listed in the table of
  /// contents, but neither drawn nor linked (a link nobody sees should not take focus): the
  /// stage's, which sits right under the title.
  static func heading(
    _ section: String, _ title: String, _ words: SiteWords, visuallyHidden: Bool = false
  ) -> String {
    if visuallyHidden {
      return "<h2 id=\"\(section)-title\" class=\"visually-hidden\">\(HTML.escape(title))</h2>"
    }
    return "<div class=\"heading\"><h2 id=\"\(section)-title\">\(HTML.escape(title))</h2>"
      + "<a class=\"heading-anchor\" href=\"#\(section)\" "
      + "aria-label=\"\(HTML.escape(words.linkToSection + " " + title))\">#</a></div>"
  }

  /// The four images of one scenario: light and dark, animated and poster; the stylesheet shows
  /// the one that fits the theme and the reduced-motion setting, and as they load lazily, a
  /// browser fetches only that one (it never fetches a hidden lazy image).
  static func previewImages(
    block: BlockInfo, scenario: SitePreviewScenario, language: BlockLanguage, from path: SitePath
  ) -> String {
    let words = SiteWords(language)
    let title = scenario.title(language)
    var html = ""
    for theme in SiteTheme.allCases {
      for poster in [false, true] {
        let source = path.relative(
          to: SiteLayout.previewPath(block, scenario, language, theme, poster: poster))
        let alt =
          poster
          ? words.posterAlt(block.name, title)
          : words.previewAlt(block.name, title)
        let classes = "pv pv-\(theme.rawValue) \(poster ? "pv-poster" : "pv-animated")"
        let size = scenario.image(language, theme).size.map {
          " width=\"\($0.width)\" height=\"\($0.height)\""
        }
        html +=
          "<img class=\"\(classes)\" src=\"\(HTML.escape(source))\" alt=\"\(HTML.escape(alt))\""
          + " loading=\"lazy\"" + (size ?? "") + ">\n"
      }
    }
    return html
  }

  /// The page of `content.block` in `language`.
  static func html(_ content: Content, language: BlockLanguage, baseURL: String?) -> String {
    let block = content.block
    let words = SiteWords(language)
    let text = block.text(language)
    let path = SiteLayout.blockPath(block, language)
    func link(_ target: SitePath) -> String { HTML.escape(path.relative(to: target)) }
    func e(_ text: String) -> String { HTML.escape(text) }
    let version = content.file.provenance?.version ?? ""
    var main = """
      <nav class="breadcrumb" aria-label="\(e(words.breadcrumb))">
      <ol>
      <li><a href="\(link(SiteLayout.indexPath(language)))">\(e(words.allBlocks))</a></li>
      <li><span aria-current="page">\(e(block.name))</span></li>
      </ol>
      </nav>
      <div class="block-head">
      <h1>\(e(block.name))</h1>
      <p class="lead">\(e(text.summary))</p>
      <ul class="badges">
      <li class="badge">\(e(words.categoryName(block.category)))</li>
      <li class="badge">\(e(words.platform(block.platform)))</li>
      <li class="badge">\(e(words.levelName(block.level)))</li>
      <li class="badge">\(e(words.version)) \(e(version))</li>
      </ul>
      </div>
      <section id="preview-and-code" aria-labelledby="preview-and-code-title">
      \(heading("preview-and-code", words.previewAndCode, words, visuallyHidden: true))
      <div class="tabs" role="tablist" aria-label="\(e(words.previewAndCode))" data-tabs hidden>
      <button type="button" role="tab" id="tab-preview" aria-controls="panel-preview" \
      aria-selected="true">\(e(words.preview))</button>
      <button type="button" role="tab" id="tab-code" aria-controls="panel-code" \
      aria-selected="false" tabindex="-1">\(e(words.code))</button>
      </div>
      <div class="tab-panel" id="panel-preview" role="tabpanel" aria-labelledby="tab-preview" tabindex="0">

      """
    let live =
      content.hasLiveModule
      ? SiteLive.html(block: block, language: language, path: path) : nil
    main += previewPanel(content, language: language, path: path, live: live)
    let lineCount = content.file.text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
    let byteCount = content.file.text.utf8.count
    let fileName = block.exportFileName
    let sourceLink = link(SiteLayout.sourcePath(block))
    main += """
      </div>
      <div class="tab-panel" id="panel-code" role="tabpanel" aria-labelledby="tab-code" tabindex="0">
      <div class="code-toolbar">
      <p class="code-file"><code>\(e(fileName))</code> \
      <span class="code-size">\(e(words.sourceSize(lines: lineCount, bytes: byteCount)))</span></p>
      <button type="button" class="button" data-copy="source-code" \
      aria-label="\(e(words.copySource(fileName)))" hidden>\(e(words.copy))</button>
      <a class="button" href="\(link(SiteRegistry.downloadPath(block)))" download \
      data-download>\(e(words.download(fileName)))</a>
      </div>
      <pre class="code code-source" role="region" aria-label="\(e(words.sourceLabel(fileName)))" \
      tabindex="0"><code id="source-code" data-source="\(sourceLink)"><a href="\(sourceLink)">\
      \(e(words.showSource(fileName)))</a></code></pre>
      </div>
      </section>
      <nav class="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">\(e(words.onThisPage))</h2>
      <ol>
      <li><a href="#preview-and-code">\(e(words.previewAndCode))</a></li>
      <li><a href="#usage">\(e(words.usage))</a></li>
      <li><a href="#api">\(e(words.api))</a></li>
      <li><a href="#installation">\(e(words.installation))</a></li>
      <li><a href="#description">\(e(words.description))</a></li>
      <li><a href="#found-by">\(e(words.foundBy))</a></li>
      </ol>
      </nav>
      <section id="usage" aria-labelledby="usage-title">
      \(heading("usage", words.usage, words))

      """
    if !block.usage.isEmpty {
      main += """
        <p>\(e(words.usageLead))</p>
        <div class="command">
        <pre class="code" role="region" aria-label="\(e(words.usageSnippetLabel))" tabindex="0">\
        <code id="usage-snippet">\(SwiftHighlighter.html(block.usage))</code></pre>
        <button type="button" class="button" data-copy="usage-snippet" \
        aria-label="\(e(words.copy)): \(e(words.usageSnippetLabel))" hidden>\(e(words.copy))</button>
        </div>

        """
    }
    if let demo = content.demo {
      main += """
        <details class="demo">
        <summary>\(e(words.demoSummary(demo.name, demo.lines)))</summary>
        <div class="code-toolbar">
        <p class="code-file"><code>\(e(demo.name))</code></p>
        <button type="button" class="button" data-copy="usage-code" \
        aria-label="\(e(words.copySource(demo.name)))" hidden>\(e(words.copy))</button>
        </div>
        <pre class="code code-source" role="region" aria-label="\(e(words.usageLabel(demo.name)))" \
        tabindex="0"><code id="usage-code">\(demo.highlighted)</code></pre>
        </details>

        """
    }
    main += """
      </section>
      <section id="api" aria-labelledby="api-title">
      \(heading("api", words.api, words))

      """
    for entry in content.api {
      let signature = entry.title
      main += """
        <div class="table-wrap">
        <table>
        <caption><code>\(e(signature))</code></caption>
        <thead><tr><th scope="col">\(e(words.parameter))</th><th scope="col">\(e(words.type))</th>\
        <th scope="col">\(e(words.defaultValue))</th></tr></thead>
        <tbody>

        """
      for parameter in entry.parameters {
        let defaultCell =
          parameter.defaultValue.map { "<code>\(e($0))</code>" }
          ?? "<span class=\"required\">\(e(words.required))</span>"
        main +=
          "<tr><th scope=\"row\"><code>\(e(parameter.displayName))</code></th>"
          + "<td><code>\(e(parameter.type))</code></td><td>\(defaultCell)</td></tr>\n"
      }
      main += "</tbody>\n</table>\n</div>\n"
    }
    let command = "blocks add \(block.id) --to Sources/MyApp"
    let packageSnippet = """
      // \(words.packageSnippetComment)
      dependencies: [
        \(PackageDependency.declaration),
      ],
      targets: [
        .target(
          name: "MyApp",
          dependencies: [
            \(PackageDependency.productLines.joined(separator: "\n      "))
          ]),
      ]
      """
    main += """
      </section>
      <section id="installation" aria-labelledby="installation-title">
      \(heading("installation", words.installation, words))
      <h3>\(e(words.installOneFile))</h3>
      <p>\(words.getBlocksHTML)</p>
      <div class="command">
      <pre class="code"><code id="install-command">\(e(command))</code></pre>
      <button type="button" class="button" data-copy="install-command" \
      aria-label="\(e(words.copyCommand))" hidden>\(e(words.copy))</button>
      </div>
      <p>\(e(words.installOneFileNote(fileName)))</p>
      <h3>\(e(words.installPackage))</h3>
      <p>\(e(words.installPackageNote))</p>
      <div class="command">
      <pre class="code"><code id="package-snippet">\(SwiftHighlighter.html(packageSnippet))</code></pre>
      <button type="button" class="button" data-copy="package-snippet" \
      aria-label="\(e(words.copyPackage))" hidden>\(e(words.copy))</button>
      </div>
      <h3>\(e(words.installDownload))</h3>
      <p><a href="\(link(SiteRegistry.downloadPath(block)))" download>\(e(words.download(fileName)))</a> \
      <span class="checksum">SHA-256 <code>\(SHA256.hexDigest(content.file.text))</code></span></p>
      <p><a href="\(link(SiteRegistry.downloadPath(block, standalone: true)))" download>\
      \(e(words.downloadStandalone(fileName)))</a> <span class="checksum">SHA-256 \
      <code>\(SHA256.hexDigest(content.standalone.text))</code></span></p>
      </section>
      <section id="description" aria-labelledby="description-title">
      \(heading("description", words.description, words))
      <p>\(e(text.description))</p>
      <p class="origin"><span class="origin-label">\(e(words.origin)):</span> \(e(text.origin))</p>
      </section>
      <section id="found-by" aria-labelledby="found-by-title">
      \(heading("found-by", words.foundBy, words))
      <div class="keyword-groups">

      """
    for keywordLanguage in BlockLanguage.allCases {
      let keywords = block.text(keywordLanguage).keywords
      main += """
        <div class="keyword-group">
        <h3>\(e(words.keywordsIn(keywordLanguage)))</h3>
        <ul class="keywords" lang="\(keywordLanguage.code)">\(keywords.map { "<li>\(e($0))</li>" }.joined())</ul>
        </div>

        """
    }
    main += """
      </div>
      </section>
      <p class="copy-status" role="status" data-copied="\(e(words.copied))" \
      data-failed="\(e(words.copyFailed))"></p>

      """
    if content.previous != nil || content.next != nil {
      main += "<nav class=\"neighbours\" aria-label=\"\(e(words.moreBlocks))\">\n"
      if let previous = content.previous {
        main +=
          "<a class=\"neighbour previous\" rel=\"prev\" "
          + "href=\"\(link(SiteLayout.blockPath(previous, language)))\">"
          + "<span class=\"neighbour-label\">\(e(words.previous))</span> \(e(previous.name))</a>\n"
      }
      if let next = content.next {
        main +=
          "<a class=\"neighbour next\" rel=\"next\" "
          + "href=\"\(link(SiteLayout.blockPath(next, language)))\">"
          + "<span class=\"neighbour-label\">\(e(words.next))</span> \(e(next.name))</a>\n"
      }
      main += "</nav>\n"
    }
    return SiteLayout.document(
      SiteLayout.Page(
        path: path, language: language, translation: { SiteLayout.blockPath(block, $0) },
        title: "\(block.name) · \(words.siteName)", description: text.summary,
        markdown: SiteLayout.markdownPath(block, language), isIndex: false,
        main: "<div class=\"block-page\">\n" + main + "</div>\n", isLive: live != nil,
        sidebar: SiteLayout.sidebar(
          content.catalog, current: block, language: language, from: path)),
      baseURL: baseURL)
  }

  /// The page of `content.block`'s highlighted source, which the Code tab of both languages'
  /// pages loads: the file's name, its download and the source, in English (the source's own
  /// language), in the site's stylesheet and theme.
  static func sourcePage(_ content: Content) -> String {
    let block = content.block
    let path = SiteLayout.sourcePath(block)
    func link(_ target: SitePath) -> String { HTML.escape(path.relative(to: target)) }
    let fileName = HTML.escape(block.exportFileName)
    let words = SiteWords(.english)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta http-equiv="Content-Security-Policy" content="\(SiteLayout.contentSecurityPolicy)">
      <meta name="color-scheme" content="light dark">
      <meta name="robots" content="noindex">
      <title>\(fileName) · \(HTML.escape(words.siteName))</title>
      <link rel="icon" href="\(link(SiteLayout.iconPath))" type="image/svg+xml">
      <link rel="stylesheet" href="\(link(SiteLayout.stylesheetPath))">
      <script src="\(link(SiteLayout.themeScriptPath))"></script>
      </head>
      <body>
      <main id="main" class="source-page">
      <h1><code>\(fileName)</code></h1>
      <p><a class="button" href="\(link(SiteRegistry.downloadPath(block)))" download>\
      \(HTML.escape(words.download(block.exportFileName)))</a></p>
      <pre class="code code-source" role="region" \
      aria-label="\(HTML.escape(words.sourceLabel(block.exportFileName)))" \
      tabindex="0"><code id="source-code">\(content.highlightedSource)</code></pre>
      </main>
      </body>
      </html>

      """
  }

  /// The Preview tab: scenario picker, replay button, one figure per scenario, the note, and the
  /// live block (`SiteLive`), or its empty place when the site has no module.
  private static func previewPanel(
    _ content: Content, language: BlockLanguage, path: SitePath, live: String?
  ) -> String {
    let words = SiteWords(language)
    let scenarios = content.preview?.scenarios ?? []
    // The live block comes first, so the block itself is on the first screen; the animated
    // previews follow, and stand in for it without JavaScript or WebAssembly.
    var html =
      live ?? """
        <!-- Try it: the live block, the block's own state machine compiled to WebAssembly, goes here. -->
        <div class="try-it" id="try-it" data-block="\(HTML.escape(content.block.id))" hidden></div>

        """
    // The scenarios fold away beneath the live block once it runs (live.js closes them), so
    // the block is on the screen once; without the live block they stay open and stand in.
    html += """
      <details class="scenarios" open data-scenarios>
      <summary>\(HTML.escape(words.scenariosSummary(scenarios.count)))</summary>
      <div class="preview-controls" data-preview-controls hidden>
      <label for="scenario-picker">\(HTML.escape(words.scenario))</label>
      <select id="scenario-picker" data-scenario-picker>\
      \(scenarios.map { "<option value=\"\(HTML.escape($0.id))\">\(HTML.escape($0.title(language)))</option>" }.joined())\
      </select>
      <button type="button" class="button" data-replay>\(HTML.escape(words.replay))</button>
      </div>
      <div class="previews">

      """
    for scenario in scenarios {
      html += """
        <figure class="preview" data-scenario="\(HTML.escape(scenario.id))">
        \(previewImages(block: content.block, scenario: scenario, language: language, from: path))\
        <figcaption>\(HTML.escape(scenario.title(language)))</figcaption>
        </figure>

        """
    }
    html += """
      </div>
      <p class="note">\(HTML.escape(words.previewNote))</p>
      </details>

      """
    return html
  }
}
