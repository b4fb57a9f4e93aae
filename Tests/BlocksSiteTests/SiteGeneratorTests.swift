import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

/// The catalog's site, generated once for the tests that only read it.
enum SiteFixture {
  /// The previews `blocks site` publishes: the simulator's.
  static let previews = SitePreview.simulated(for: BlockCatalog.all)

  static let files: [SiteFile] = (try? SiteGenerator(previews: previews).generate()) ?? []

  static let byPath: [String: String] = Dictionary(
    files.map { ($0.path.value, $0.contents) }, uniquingKeysWith: { first, _ in first })

  static var pages: [SiteFile] { files.filter { $0.path.value.hasSuffix(".html") } }

  /// Every `href` and `src` value of `html`, entities decoded.
  static func links(in html: String) -> [String] {
    var result: [String] = []
    for attribute in ["href=\"", "src=\""] {
      var rest = html[...]
      while let start = rest.range(of: attribute) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { break }
        result.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
        rest = rest[end...]
      }
    }
    return result
  }

  /// Whether `html` has an attribute such as `onclick="…"`.
  static func hasEventHandlerAttribute(_ html: String) -> Bool {
    var rest = html[...]
    while let range = rest.range(of: " on") {
      let name = rest[range.upperBound...].prefix { $0.isLetter && $0.isASCII }
      if !name.isEmpty, rest[range.upperBound...].dropFirst(name.count).hasPrefix("=\"") {
        return true
      }
      rest = rest[range.upperBound...]
    }
    return false
  }

  /// How often `needle` occurs in `text`.
  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}

/// A page of the site and what its structure must hold.
struct SitePageCase: Sendable, CustomTestStringConvertible {
  var path: String
  var testDescription: String { path }

  static var all: [SitePageCase] {
    SiteFixture.pages.map { SitePageCase(path: $0.path.value) }
  }
}

@Suite struct SiteGeneratorTests {
  static let slider = BlockInfo(.swipeToConfirmSlider)

  @Test func theSiteHasEveryPageAndFile() {
    var expected = [
      "index.html", "es/index.html", "registry.json", "llms.txt", "assets/site.css",
      "assets/site.js", "assets/theme.js", "assets/icon.svg",
    ]
    for block in BlockCatalog.all {
      expected += [
        "blocks/\(block.id).html", "es/blocks/\(block.id).html", "blocks/\(block.id).md",
        "es/blocks/\(block.id).md", "r/\(block.id).json", "downloads/\(block.exportFileName)",
        "code/\(block.id).html",
      ]
      let scenarios = SiteFixture.previews.first { $0.blockID == block.id }?.scenarios ?? []
      #expect(scenarios.count >= 2, "\(block.id) has its scenarios")
      for scenario in scenarios {
        expected += [
          "previews/\(block.id)/\(scenario.id)-en-light.svg",
          "previews/\(block.id)/\(scenario.id)-es-dark-poster.svg",
        ]
      }
    }
    for path in expected {
      #expect(SiteFixture.byPath[path] != nil, "\(path) is missing")
    }
    #expect(SiteFixture.byPath["sitemap.xml"] == nil, "no sitemap without a base URL")
  }

  @Test(arguments: SitePageCase.all)
  func everyPageHasOneH1LandmarksLanguageAndPolicy(_ page: SitePageCase) throws {
    let html = try #require(SiteFixture.byPath[page.path])
    let language = page.path.hasPrefix("es/") ? "es" : "en"
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language)\">"))
    #expect(SiteFixture.count("<h1", in: html) == 1)
    // A block's source page (which the Code tabs load) is its file alone, in the site's style.
    let isSource = page.path.hasPrefix("code/")
    let landmarks =
      isSource
      ? ["<main id=\"main\""]
      : ["<header class=\"site-header\"", "<nav ", "<main id=\"main\"", "<footer "]
    for landmark in landmarks {
      #expect(SiteFixture.count(landmark, in: html) >= 1, "\(landmark)")
    }
    #expect(SiteFixture.count("<main", in: html) == 1)
    #expect(
      html.contains(
        "<meta http-equiv=\"Content-Security-Policy\" "
          + "content=\"\(SiteLayout.contentSecurityPolicy)\">"))
    #expect(SiteLayout.contentSecurityPolicy.hasPrefix("default-src 'self';"))
    #expect(html.contains("<title>") && !html.contains("<title></title>"))
    if !isSource {
      // Open Graph: a shared link shows the page's title and summary, in its language.
      let title = try #require(html.range(of: "<title>")).upperBound
      let titleEnd = try #require(html[title...].range(of: "</title>")).lowerBound
      #expect(html.contains("<meta property=\"og:title\" content=\"\(html[title..<titleEnd])\">"))
      #expect(html.contains("<meta property=\"og:description\" content=\""))
      let locale = language == "es" ? "es_ES" : "en_US"
      #expect(html.contains("<meta property=\"og:locale\" content=\"\(locale)\">"))
    }
    // Nothing the policy would block, and nothing that reaches out.
    #expect(!html.contains(" style="), "no inline style attribute")
    #expect(!SiteFixture.hasEventHandlerAttribute(html), "no inline event handler")
    for link in SiteFixture.links(in: html) {
      #expect(!link.contains("://") && !link.hasPrefix("//"), "external link \(link)")
      #expect(!link.hasPrefix("/"), "absolute path \(link)")
    }
    // Scripts come from files; the only inline script element is the index's JSON data.
    let scripts = SiteFixture.count("<script", in: html)
    let dataBlocks = SiteFixture.count("<script type=\"application/json\"", in: html)
    #expect(scripts - dataBlocks == (isSource ? 1 : 2))
    #expect(SiteFixture.count("<script src=", in: html) == (isSource ? 1 : 2))
  }

  @Test(arguments: SitePageCase.all)
  func everyRelativeLinkResolvesToAFile(_ page: SitePageCase) throws {
    let html = try #require(SiteFixture.byPath[page.path])
    let from = SitePath(page.path)
    for link in SiteFixture.links(in: html) {
      let withoutFragment = String(link.prefix { $0 != "#" && $0 != "?" })
      let fragment = link.firstIndex(of: "#").map { String(link[link.index(after: $0)...]) }
      if withoutFragment.isEmpty {
        // A link within the page: its target id exists.
        if let fragment {
          #expect(html.contains("id=\"\(fragment)\""), "\(page.path): #\(fragment)")
        }
        continue
      }
      var parts = from.folders.map(String.init)
      for part in withoutFragment.split(separator: "/") {
        if part == ".." {
          #expect(!parts.isEmpty, "\(page.path): \(link) leaves the site")
          if !parts.isEmpty { parts.removeLast() }
        } else if part != "." {
          parts.append(String(part))
        }
      }
      let target = parts.joined(separator: "/")
      #expect(SiteFixture.byPath[target] != nil, "\(page.path): \(link) → \(target) is missing")
    }
  }

  @Test func relativePathsBetweenFolders() {
    let cases: [(from: String, to: String, link: String)] = [
      ("index.html", "blocks/a.html", "blocks/a.html"),
      ("blocks/a.html", "index.html", "../index.html"),
      ("es/blocks/a.html", "blocks/a.html", "../../blocks/a.html"),
      ("es/blocks/a.html", "es/blocks/b.html", "b.html"),
      ("es/index.html", "assets/site.css", "../assets/site.css"),
      ("blocks/a.html", "blocks/a.html", "a.html"),
    ]
    for item in cases {
      #expect(SitePath(item.from).relative(to: SitePath(item.to)) == item.link, "\(item)")
      // Without a base the link is the relative one; with one, the absolute address.
      #expect(SitePath(item.from).link(to: SitePath(item.to), base: nil) == item.link)
      #expect(
        SitePath(item.from).link(to: SitePath(item.to), base: "https://example.com/b/")
          == "https://example.com/b/" + item.to, "\(item)")
    }
  }

  @Test func theDownloadAndTheCodeTabAreTheExport() throws {
    for block in BlockCatalog.all {
      // The view form, as `blocks add` writes it by default; the standalone file beside it.
      let export = try BlockExporter().export(block, variant: .view).text
      #expect(SiteFixture.byPath["downloads/\(block.exportFileName)"] == export, "\(block.id)")
      #expect(
        SiteFixture.byPath["downloads/standalone/\(block.exportFileName)"]
          == (try BlockExporter().export(block).text), "\(block.id)")
      // The source's own page holds it once, highlighted.
      let page = try #require(SiteFixture.byPath["code/\(block.id).html"])
      let start = try #require(page.range(of: "<code id=\"source-code\">"))
      let end = try #require(page[start.upperBound...].range(of: "</code></pre>"))
      let code = String(page[start.upperBound..<end.lowerBound])
      #expect(SwiftHighlighterTests.visibleText(code) == export, "\(block.id)")
      // Both languages' Code tabs load that page, and link to it until they have; neither
      // carries a copy of the source.
      for language in ["", "es/"] {
        let html = try #require(SiteFixture.byPath["\(language)blocks/\(block.id).html"])
        let link = (language.isEmpty ? "" : "../") + "../code/\(block.id).html"
        #expect(
          html.contains("<code id=\"source-code\" data-source=\"\(link)\"><a href=\"\(link)\">"),
          "\(language)\(block.id)")
        #expect(html.utf8.count < 60_000, "\(language)\(block.id): \(html.utf8.count) bytes")
      }
    }
  }

  @Test func pagesHaveTheirPartsInBothLanguages() throws {
    for block in BlockCatalog.all {
      for (prefix, language) in [("", BlockLanguage.english), ("es/", .spanish)] {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        let words = SiteWords(language)
        for fragment in [
          "<h1>\(HTML.escape(block.name))</h1>", HTML.escape(block.text(language).summary),
          "role=\"tablist\"", "id=\"tab-preview\"", "id=\"tab-code\"", "aria-selected=\"true\"",
          "data-scenario-picker", "data-replay", "data-copy=\"source-code\"",
          "blocks add \(block.id) --to Sources/MyApp", "class=\"toc\"", "id=\"try-it\"",
          HTML.escape(block.text(.english).keywords[0]),
          HTML.escape(block.text(.spanish).keywords[0]),
          HTML.escape(words.categoryName(block.category)), "<table>",
        ] {
          #expect(html.contains(fragment), "\(prefix)\(block.id): \(fragment)")
        }
        // The live block's place is empty and ships no script yet.
        #expect(
          html.contains(
            "<div class=\"try-it\" id=\"try-it\" data-block=\"\(block.id)\" hidden></div>"))
        // The other language's page of the same block.
        let other =
          prefix.isEmpty ? "../es/blocks/\(block.id).html" : "../../blocks/\(block.id).html"
        #expect(html.contains("href=\"\(other)\" hreflang="), "\(prefix)\(block.id)")
      }
    }
    let index = try #require(SiteFixture.byPath["index.html"])
    for block in BlockCatalog.all {
      #expect(index.contains("data-id=\"\(block.id)\""))
      #expect(index.contains("href=\"blocks/\(block.id).html\""))
    }
  }

  @Test func previousAndNextLinksFollowTheCatalog() throws {
    let blocks = BlockCatalog.all
    for (position, block) in blocks.enumerated() {
      let html = try #require(SiteFixture.byPath["blocks/\(block.id).html"])
      #expect(html.contains("rel=\"prev\"") == (position > 0))
      #expect(html.contains("rel=\"next\"") == (position + 1 < blocks.count))
      if position + 1 < blocks.count {
        #expect(html.contains("rel=\"next\" href=\"\(blocks[position + 1].id).html\""))
      }
    }
  }

  @Test func previewsComeInEveryLanguageAndThemeWithPosters() throws {
    for block in BlockCatalog.all {
      let scenarios = SiteFixture.previews.first { $0.blockID == block.id }?.scenarios ?? []
      #expect(!scenarios.isEmpty)
      for scenario in scenarios.map(\.id) {
        for language in ["en", "es"] {
          for theme in ["light", "dark"] {
            let base = "previews/\(block.id)/\(scenario)-\(language)-\(theme)"
            let animated = try #require(SiteFixture.byPath[base + ".svg"])
            let poster = try #require(SiteFixture.byPath[base + "-poster.svg"])
            #expect(animated.contains("<animate") && !poster.contains("<animate"))
            #expect(animated.contains("<title") && poster.contains("<title"))
            #expect(animated.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
          }
        }
      }
    }
  }

  @Test(arguments: [
    ("<svg xmlns=\"x\" width=\"360\" height=\"200\">", "360x200"),
    (
      "<?xml version=\"1.0\"?>\n<svg height=\"90.5\" width=\"120\" viewBox=\"0 0 1 1\">", "120x91"
    ),
    ("<svg width=\"100%\" height=\"200\">", "none"), ("<svg viewBox=\"0 0 10 10\">", "none"),
    ("<svg width=\"1\" height=\"2\"\"><script>", "1x2"), ("no svg", "none"),
  ])
  func previewImageSizeComesFromTheSVG(_ svg: String, _ expected: String) {
    let size = SitePreviewImage(animatedSVG: svg, posterSVG: "").size
    #expect(size.map { "\($0.width)x\($0.height)" } ?? "none" == expected)
  }

  @Test func placeholdersStandInForBlocksTheSimulatorDoesNotKnow() {
    let made = Self.hostileBlock
    let previews = SitePreview.simulated(for: [made])
    #expect(previews.map(\.blockID) == [made.id])
    #expect(previews.first?.scenarios.map(\.id) == ["stand-in-forward", "stand-in-backward"])
    let image = previews.first?.scenarios.first?.image(.spanish, .dark)
    #expect(image?.animatedSVG.contains("<animate ") == true)
    #expect(image?.posterSVG.contains("<animate") == false)
    #expect(image?.animatedSVG.contains("Vista previa provisional") == true)
  }

  @Test func generatingTwiceGivesTheSameBytes() throws {
    let again = try SiteGenerator(previews: SitePreview.simulated(for: BlockCatalog.all))
      .generate()
    // Compared file by file, so a difference names its file rather than printing every byte.
    #expect(again.map(\.path) == SiteFixture.files.map(\.path))
    for (file, original) in zip(again, SiteFixture.files) {
      #expect(file.bytes == original.bytes, "\(file.path) differs")
    }
    #expect(SiteFixture.files.map(\.path) == SiteFixture.files.map(\.path).sorted())
  }

  // MARK: Hostile metadata

  @Test(arguments: [
    ("plain", "plain"), ("<script>", "&lt;script&gt;"), ("a & b", "a &amp; b"),
    ("\"double\" 'single'", "&quot;double&quot; &#39;single&#39;"),
    ("tab\tnew\nline", "tab\tnew\nline"), ("nul\u{0}bell\u{7}", "nul\u{FFFD}bell\u{FFFD}"),
    ("del\u{7F} c1\u{85}", "del\u{FFFD} c1\u{FFFD}"), ("ñ é 👍 \u{A0}", "ñ é 👍 \u{A0}"),
    ("&amp;", "&amp;amp;"), ("\r\n", "\u{FFFD}\n"),
  ])
  func escaping(_ text: String, _ escaped: String) {
    #expect(HTML.escape(text) == escaped)
  }

  static let hostileName = "Evil <script>alert(\"name\")</script> & 'Co'"
  static let hostileKeyword = "<script>alert('keyword')</script> & \"quoted\""

  /// A made-up block (not registered, so it has no preview) with the slider's files and
  /// hostile words.
  static var hostileBlock: BlockInfo {
    let slider = BlockInfo(.swipeToConfirmSlider)
    var block = BlockInfo(
      id: "hostile-block", name: hostileName, category: slider.category, level: slider.level,
      texts: slider.texts, viewType: slider.viewType, usage: slider.usage)
    block.texts[.english]?.origin = "</p><script>alert(1)</script>"
    block.texts[.spanish]?.origin = "<svg onload=alert(1)>"
    block.texts[.english]?.keywords = [hostileKeyword]
    block.texts[.spanish]?.keywords = ["<img src=x onerror=alert(1)>"]
    block.texts[.english]?.summary = "Ends a data block: </script><!-- and \"quotes\" & <b>bold</b>"
    block.texts[.spanish]?.description = "«<iframe src=\"javascript:alert(1)\">»"
    return block
  }

  @Test func hostileMetadataIsEscapedEverywhere() throws {
    let block = Self.hostileBlock
    let files = try SiteGenerator(
      catalog: [block], previews: SitePreview.placeholders(for: [block])
    ).generate()
    for file in files {
      let text = file.contents
      let path = file.path.value
      if path.hasSuffix(".html") || path.hasSuffix(".svg") {
        for raw in [
          "<script>alert", "<img src=x", "<iframe", "<b>bold", "alert(\"name\")</script>",
          "</p><script>", "<svg onload",
        ] {
          #expect(!text.contains(raw), "\(path) contains \(raw)")
        }
      }
      if path.hasSuffix(".html") {
        let scripts = path.hasSuffix("index.html") ? 3 : path.hasPrefix("code/") ? 1 : 2
        #expect(SiteFixture.count("<script", in: text) == scripts, "\(path)")
        #expect(SiteFixture.count("</script>", in: text) == SiteFixture.count("<script", in: text))
      }
      if path.hasSuffix(".md") || path == "llms.txt" {
        #expect(!text.contains("<script>alert('keyword')"), "\(path)")
      }
    }
    let page = try #require(files.first { $0.path.value == "blocks/hostile-block.html" })
    #expect(
      page.contents.contains(
        "Evil &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; &#39;Co&#39;"))
    #expect(
      page.contents.contains(
        "&lt;script&gt;alert(&#39;keyword&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"))
    // The search index still carries the words, in a data block nothing can close early.
    let index = try #require(files.first { $0.path.value == "index.html" }).contents
    let start = try #require(
      index.range(of: "<script type=\"application/json\" id=\"search-index\">"))
    let end = try #require(index[start.upperBound...].range(of: "</script>"))
    let json = String(index[start.upperBound..<end.lowerBound])
    #expect(!json.contains("<"))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let blocks = try #require(decoded?["blocks"] as? [[String: Any]])
    let words = try #require(blocks.first?["words"] as? [[String]])
    // Its name's words, then its Swift name as one word.
    #expect(words[0].dropLast() == ArraySlice(SearchText.words(Self.hostileName)))
    // The registry holds the text as data, exactly.
    let item = try #require(files.first { $0.path.value == "r/hostile-block.json" })
    let decodedItem =
      try JSONSerialization.jsonObject(with: Data(item.contents.utf8)) as? [String: Any]
    #expect(decodedItem?["title"] as? String == Self.hostileName)
  }

  // MARK: Registry, llms.txt and Markdown

  @Test func registryFollowsTheShadcnShape() throws {
    let registryText = try #require(SiteFixture.byPath["registry.json"])
    let registry = try #require(
      try JSONSerialization.jsonObject(with: Data(registryText.utf8)) as? [String: Any])
    #expect(registry["$schema"] as? String == "https://ui.shadcn.com/schema/registry.json")
    #expect(registry["name"] as? String == "swiftui-blocks")
    // shadcn's registry.json schema requires name, homepage and items; without a base URL the
    // homepage is the folder the registry sits in.
    #expect(registry["homepage"] as? String == "./")
    let items = try #require(registry["items"] as? [[String: Any]])
    // Two items per block: the view form and the standalone file.
    #expect(
      items.compactMap { $0["name"] as? String }
        == BlockCatalog.all.flatMap { [$0.id, $0.id + "-standalone"] })
    for (block, standalone) in BlockCatalog.all.flatMap({ [($0, false), ($0, true)] }) {
      let name = block.id + (standalone ? "-standalone" : "")
      let path = "downloads/\(standalone ? "standalone/" : "")\(block.exportFileName)"
      let text = try #require(SiteFixture.byPath["r/\(name).json"])
      let item = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let export = try BlockExporter().export(block, variant: standalone ? .full : .view)
      #expect(item["$schema"] as? String == "https://ui.shadcn.com/schema/registry-item.json")
      #expect(item["name"] as? String == name)
      #expect(item["type"] as? String == "registry:block")
      #expect(item["title"] as? String == block.name + (standalone ? " (standalone)" : ""))
      // The view form names the package products it imports; the standalone file needs none.
      #expect(
        item["dependencies"] as? [String]
          == (standalone ? nil : ["SwiftUIBlocks/BlocksCore", "SwiftUIBlocks/BlocksRuntime"]))
      #expect(item["description"] as? String == block.text(.english).description)
      #expect(item["categories"] as? [String] == [block.category.rawValue.lowercased()])
      let files = try #require(item["files"] as? [[String: Any]])
      #expect(files.count == 1)
      #expect(files.first?["path"] as? String == path)
      #expect(files.first?["content"] as? String == export.text)
      #expect(files.first?["type"] as? String == "registry:file")
      #expect(files.first?["target"] as? String == block.exportFileName)
      let meta = try #require(item["meta"] as? [String: Any])
      #expect(meta["platform"] as? String == block.platform)
      #expect(meta["level"] as? String == block.level.rawValue)
      #expect(meta["origin"] as? String == block.text(.english).origin)
      #expect(meta["version"] as? String == BlocksVersion.current)
      #expect(meta["form"] as? String == (standalone ? "standalone" : "view"))
      #expect(meta["sha256"] as? String == SHA256.hexDigest(export.text))
      let spanish = try #require(meta["es"] as? [String: Any])
      #expect(spanish["origin"] as? String == block.text(.spanish).origin)
      #expect(spanish["summary"] as? String == block.text(.spanish).summary)
      #expect(spanish["description"] as? String == block.text(.spanish).description)
      #expect(spanish["keywords"] as? [String] == block.text(.spanish).keywords)
      // The registry's list points at the files without repeating their content.
      let listed = try #require(items.first { $0["name"] as? String == name })
      let listedFiles = try #require(listed["files"] as? [[String: Any]])
      #expect(listedFiles.first?["content"] == nil)
      #expect(listedFiles.first?["path"] as? String == path)
    }
  }

  @Test func llmsTextAndMarkdownPagesExist() throws {
    let llms = try #require(SiteFixture.byPath["llms.txt"])
    #expect(llms.hasPrefix("# SwiftUI Blocks\n\n> "))
    for block in BlockCatalog.all {
      #expect(llms.contains("](blocks/\(block.id).md): "))
      #expect(llms.contains("](es/blocks/\(block.id).md): "))
      for (prefix, language) in [("", BlockLanguage.english), ("es/", .spanish)] {
        let markdown = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).md"])
        #expect(markdown.hasPrefix("# \(block.name)\n\n> "))
        #expect(markdown.contains(SiteMarkdown.escape(block.text(language).summary)))
        #expect(markdown.contains("blocks add \(block.id) --to Sources/MyApp"))
        #expect(
          markdown.contains(
            "```swift\n" + (try BlockExporter().export(block, variant: .view).text)))
        #expect(markdown.contains("| \(SiteWords(language).parameter) |"))
      }
    }
  }

  // MARK: Base URL and input checks

  @Test func baseURLAddsCanonicalLinksAndASitemap() throws {
    let files = try SiteGenerator(
      previews: SiteFixture.previews,
      baseURL: try SiteGenerator.normalizedBaseURL("https://example.com/blocks")
    ).generate()
    let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path.value, $0.contents) })
    let page = try #require(byPath["es/blocks/\(Self.slider.id).html"])
    #expect(
      page.contains(
        "<link rel=\"canonical\" href=\"https://example.com/blocks/es/blocks/\(Self.slider.id).html\">"
      ))
    #expect(
      page.contains(
        "<meta property=\"og:url\" content=\"https://example.com/blocks/es/blocks/\(Self.slider.id).html\">"
      ))
    #expect(
      !SiteFixture.byPath["index.html", default: ""].contains("og:url"), "only with a base URL")
    let sitemap = try #require(byPath["sitemap.xml"])
    #expect(sitemap.contains("<loc>https://example.com/blocks/index.html</loc>"))
    #expect(
      byPath["llms.txt"]?.contains("(https://example.com/blocks/blocks/\(Self.slider.id).md)")
        == true)
    #expect(
      byPath["registry.json"]?.contains("\"homepage\" : \"https://example.com/blocks/\"") == true)
  }

  @Test(arguments: [
    ("https://example.com", "https://example.com/"),
    ("http://localhost:8000/docs/", "http://localhost:8000/docs/"),
  ])
  func validBaseURLs(_ text: String, _ normalized: String) throws {
    #expect(try SiteGenerator.normalizedBaseURL(text) == normalized)
  }

  @Test(arguments: [
    "example.com", "ftp://example.com/", "https://", "https://exa mple.com/",
    "https://example.com/\"><script>", "javascript:alert(1)", "https://example.com/?q=1",
    "https://example.com/#top", "",
  ])
  func invalidBaseURLs(_ text: String) {
    #expect(throws: SiteError.self) { try SiteGenerator.normalizedBaseURL(text) }
  }

  /// The blocks are exported at once, but the error is still the first block's, in catalog
  /// order, and a block's names are checked before its export.
  @Test func theFirstFailingBlockInCatalogOrderIsTheError() {
    var badID = ToyBlocks.block("Widget")
    badID.id = "../escape"
    // Not in this build's sources: its export fails.
    let unavailable = ToyBlocks.block("Gadget")
    func error(_ catalog: [BlockInfo]) -> String? {
      do {
        _ = try SiteGenerator(catalog: catalog, previews: SitePreview.placeholders(for: catalog))
          .generate()
        return nil
      } catch {
        return error.description
      }
    }
    #expect(error([badID, unavailable])?.contains("cannot name a page") == true)
    #expect(error([unavailable, badID])?.hasPrefix("cannot export gadget-toy") == true)
    #expect(error([BlockCatalog.all[0], badID, unavailable])?.contains("cannot name") == true)
  }

  @Test func previewsMustCoverEveryBlockWithDistinctScenarios() {
    let blocks = BlockCatalog.all
    var missing = SitePreview.placeholders(for: blocks)
    missing.removeLast()
    #expect(throws: SiteError.self) { try SiteGenerator(previews: missing).generate() }
    var duplicated = SitePreview.placeholders(for: blocks)
    duplicated[0].scenarios[1].id = duplicated[0].scenarios[0].id
    #expect(throws: SiteError.self) { try SiteGenerator(previews: duplicated).generate() }
    var badID = SitePreview.placeholders(for: blocks)
    badID[0].scenarios[0].id = "../escape"
    #expect(throws: SiteError.self) { try SiteGenerator(previews: badID).generate() }
    var empty = SitePreview.placeholders(for: blocks)
    empty[0].scenarios = []
    #expect(throws: SiteError.self) { try SiteGenerator(previews: empty).generate() }
  }
}
