import BlocksCatalog
import BlocksCore
import BlocksPreview

/// The index page: every block as a card, grouped by category, with search and filters.
///
/// The full list is in the HTML, each category a section with its heading and its blocks in
/// catalog order, so the page works without a script; the script only hides, shows and reorders
/// cards and sections, using the search index embedded in the page: filters hide the cards and
/// sections they leave out, and a search shows one list in the search's order instead.
enum SiteIndexPage {
  /// The index page in `language`.
  static func html(
    blocks: [BlockInfo], previews: [String: SitePreview], language: BlockLanguage,
    baseURL: String?
  ) -> String {
    let words = SiteWords(language)
    let path = SiteLayout.indexPath(language)
    var main = """
      <div class="intro">
      <h1>\(HTML.escape(words.indexTitle))</h1>
      <p class="lead">\(HTML.escape(words.tagline))</p>
      </div>
      <form class="finder" role="search" action="\(HTML.escape(path.relative(to: path)))" \
      method="get" data-finder hidden>
      <div class="field field-search">
      <label for="search-query">\(HTML.escape(words.searchLabel))</label>
      <input id="search-query" name="q" type="search" autocomplete="off" spellcheck="false" \
      aria-describedby="search-hint" aria-controls="block-list">
      <p id="search-hint" class="hint">\(HTML.escape(words.searchHint))</p>
      </div>
      <div class="field">
      <label for="filter-category">\(HTML.escape(words.category))</label>
      <select id="filter-category" name="category" aria-controls="block-list">
      <option value="">\(HTML.escape(words.anyCategory))</option>

      """
    for category in BlockCategory.allCases where blocks.contains(where: { $0.category == category })
    {
      main +=
        "<option value=\"\(HTML.escape(category.rawValue.lowercased()))\">"
        + "\(HTML.escape(words.categoryName(category)))</option>\n"
    }
    main += """
      </select>
      </div>
      <div class="field">
      <label for="filter-level">\(HTML.escape(words.level))</label>
      <select id="filter-level" name="level" aria-controls="block-list">
      <option value="">\(HTML.escape(words.anyLevel))</option>

      """
    for level in BlockLevel.allCases where blocks.contains(where: { $0.level == level }) {
      main +=
        "<option value=\"\(HTML.escape(level.rawValue))\">\(HTML.escape(words.levelName(level)))"
        + "</option>\n"
    }
    main += """
      </select>
      </div>
      </form>
      <p class="result-count" id="result-count" role="status" \
      data-one="\(HTML.escape(words.oneBlock))" data-many="\(HTML.escape(words.manyBlocks))" \
      data-none="\(HTML.escape(words.noBlocks))">\(HTML.escape(words.blockCount(blocks.count)))</p>
      <p><button type="button" class="button" data-clear-filters hidden>\
      \(HTML.escape(words.clearFilters))</button></p>
      <div class="card-groups" id="block-list">

      """
    for category in BlockCategory.allCases {
      let members = blocks.filter { $0.category == category }
      guard !members.isEmpty else { continue }
      main += group(category, members, previews: previews, language: language, from: path)
    }
    main += """
      </div>
      <script type="application/json" id="search-index">\(HTML.scriptData(SiteSearchIndex.json(for: blocks)))</script>

      """
    return SiteLayout.document(
      SiteLayout.Page(
        path: path, language: language, translation: SiteLayout.indexPath,
        title: words.indexTitle, description: words.tagline, markdown: nil, isIndex: true,
        main: main),
      baseURL: baseURL)
  }

  /// The section of `category`: its heading and the cards of `blocks`, its members.
  private static func group(
    _ category: BlockCategory, _ blocks: [BlockInfo], previews: [String: SitePreview],
    language: BlockLanguage, from path: SitePath
  ) -> String {
    let words = SiteWords(language)
    let name = category.rawValue.lowercased()
    var main = """
      <section class="card-group" data-group="\(HTML.escape(name))" \
      aria-labelledby="group-\(HTML.escape(name))">
      <h2 id="group-\(HTML.escape(name))">\(HTML.escape(words.categoryName(category)))</h2>
      <ul class="cards">

      """
    for block in blocks {
      let text = block.text(language)
      main += """
        <li class="card" data-id="\(HTML.escape(block.id))" \
        data-category="\(HTML.escape(block.category.rawValue.lowercased()))" \
        data-level="\(HTML.escape(block.level.rawValue))">
        <div class="card-preview">

        """
      if let scenario = previews[block.id]?.scenarios.first {
        main += SiteBlockPage.previewImages(
          block: block, scenario: scenario, language: language, from: path)
      }
      main += """
        </div>
        <h3 class="card-title"><a href="\(HTML.escape(path.relative(to: SiteLayout.blockPath(block, language))))">\
        \(HTML.escape(block.name))</a></h3>
        <p class="card-summary">\(HTML.escape(text.summary))</p>
        <p class="badges"><span class="badge">\(HTML.escape(words.levelName(block.level)))</span></p>
        </li>

        """
    }
    return main + "</ul>\n</section>\n"
  }
}
