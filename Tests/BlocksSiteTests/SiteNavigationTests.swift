import BlocksCore
import BlocksPreview
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

/// How a reader finds their way: the sidebar, heading anchors, the table of contents, search
/// from every page, the usage snippet and the page for a missing address.
@Suite struct SiteNavigationTests {
  static let languages: [(prefix: String, language: BlockLanguage)] = [
    ("", .english), ("es/", .spanish),
  ]

  /// The `<nav class="sidebar">` of `html`.
  static func sidebar(of html: String) throws -> Substring {
    let start = try #require(html.range(of: "<nav class=\"sidebar\""))
    let end = try #require(html[start.upperBound...].range(of: "</nav>"))
    return html[start.lowerBound..<end.upperBound]
  }

  @Test func everyBlockPageHasASidebarOfEveryBlockByCategoryWithItselfMarked() throws {
    for (prefix, language) in Self.languages {
      let words = SiteWords(language)
      for block in BlockCatalog.all {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        let sidebar = try Self.sidebar(of: html)
        // Every block once, linked beside this page.
        for other in BlockCatalog.all {
          #expect(
            SiteFixture.count("href=\"\(other.id).html\"", in: String(sidebar)) == 1,
            "\(prefix)\(block.id): \(other.id)")
        }
        // Only the page's own block is current.
        #expect(SiteFixture.count("aria-current=\"page\"", in: String(sidebar)) == 1)
        #expect(sidebar.contains("href=\"\(block.id).html\" aria-current=\"page\""))
        // Grouped under the categories that have blocks, in the catalog's category order.
        let categories = BlockCategory.allCases.filter { category in
          BlockCatalog.all.contains { $0.category == category }
        }
        var rest = sidebar[...]
        for category in categories {
          let label = ">\(HTML.escape(words.categoryName(category)))</p>"
          // Each label after the one before it.
          let found = try #require(rest.range(of: label), "\(prefix)\(block.id): \(category)")
          rest = rest[found.upperBound...]
        }
        for other in BlockCatalog.all {
          let label = try #require(
            sidebar.range(of: ">\(HTML.escape(words.categoryName(other.category)))</p>"))
          let link = try #require(sidebar.range(of: "href=\"\(other.id).html\""))
          #expect(label.upperBound < link.lowerBound, "\(other.id) after its category")
          let between = sidebar[label.upperBound..<link.lowerBound]
          #expect(!between.contains("</ul>"), "\(other.id) in its category's list")
        }
      }
    }
  }

  @Test func theIndexShowsEveryBlockOnceUnderItsCategorysHeading() throws {
    for (prefix, language) in Self.languages {
      let words = SiteWords(language)
      let html = try #require(SiteFixture.byPath["\(prefix)index.html"])
      let sections = html.components(separatedBy: "<section class=\"card-group\"").dropFirst()
      let categories = BlockCategory.allCases.filter { category in
        BlockCatalog.all.contains { $0.category == category }
      }
      #expect(sections.count == categories.count, "\(prefix)index.html")
      for (section, category) in zip(sections, categories) {
        let body = try #require(section.components(separatedBy: "</section>").first)
        #expect(body.contains(">\(HTML.escape(words.categoryName(category)))</h2>"), "\(category)")
        // The category's blocks, in catalog order, and no other.
        let ids = body.components(separatedBy: "<li class=\"card\" data-id=\"").dropFirst().map {
          String($0.prefix { $0 != "\"" })
        }
        #expect(
          ids == BlockCatalog.all.filter { $0.category == category }.map(\.id),
          "\(prefix)index.html, \(category)")
      }
    }
  }

  @Test func everySectionOfTheContentsHasAHeadingWithAnAnchorLink() throws {
    for (prefix, language) in Self.languages {
      let words = SiteWords(language)
      for block in BlockCatalog.all {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        let tocStart = try #require(html.range(of: "<nav class=\"toc\""))
        let tocEnd = try #require(html[tocStart.upperBound...].range(of: "</nav>"))
        let toc = html[tocStart.upperBound..<tocEnd.lowerBound]
        let sections = SiteFixture.links(in: String(toc)).map { String($0.dropFirst()) }
        #expect(sections.count == 6, "\(prefix)\(block.id): \(sections)")
        for section in sections {
          #expect(html.contains("<section id=\"\(section)\" aria-labelledby=\"\(section)-title\">"))
          if section == "preview-and-code" {
            // The stage sits right under the title: its heading is for screen readers and the
            // contents, with no link beside it to take a keyboard's focus unseen.
            #expect(
              html.contains("<h2 id=\"\(section)-title\" class=\"visually-hidden\">"),
              "\(prefix)\(block.id)")
            #expect(!html.contains("class=\"heading-anchor\" href=\"#\(section)\""))
            continue
          }
          // The heading, then a link to its section whose name says so.
          let anchor =
            "</h2><a class=\"heading-anchor\" href=\"#\(section)\" aria-label=\""
            + HTML.escape(words.linkToSection + " ")
          #expect(html.contains(anchor), "\(prefix)\(block.id): \(section)")
          #expect(html.contains("<div class=\"heading\"><h2 id=\"\(section)-title\">"))
        }
      }
    }
  }

  /// The package dependency reads the same wherever an app is told how to add it: the install
  /// section of every block page, the view form's header and the README's Package.swift snippet.
  @Test func everyInstallInstructionNamesThePackageTheSameWay() throws {
    let declaration = PackageDependency.declaration
    #expect(declaration.hasPrefix(".package(url: \"https://github.com/OWNER/SwiftUIBlocks.git\""))
    #expect(declaration.hasSuffix("from: \"\(BlocksVersion.current)\")"))
    for (prefix, _) in Self.languages {
      for block in BlockCatalog.all {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        // The snippet is highlighted as Swift.
        #expect(html.contains(SwiftHighlighter.html(declaration)), "\(prefix)\(block.id)")
        #expect(!html.contains("package(path:"), "\(prefix)\(block.id)")
      }
    }
    let header = try BlockExporter().export(BlockCatalog.all[0], variant: .view).text
    #expect(header.contains("//         \(declaration),"))
    let readme = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("dependencies: [\(declaration)],"))
  }

  @Test func everyPageButTheIndexSearchesFromItsHeader() throws {
    for page in SiteFixture.pages where !page.path.value.hasPrefix("code/") {
      let path = page.path.value
      let html = page.contents
      let isIndex = path.hasSuffix("index.html")
      #expect(html.contains("<form class=\"site-search\" role=\"search\"") == !isIndex, "\(path)")
      if isIndex {
        // The index's own search box takes the shortcut.
        #expect(html.contains("<input id=\"search-query\" name=\"q\""), "\(path)")
        continue
      }
      let language = path.hasPrefix("es/") ? "es/" : ""
      let index = SitePath(path).relative(to: SitePath(language + "index.html"))
      #expect(
        html.contains(
          "<form class=\"site-search\" role=\"search\" action=\"\(index)\" method=\"get\">"),
        "\(path)")
      #expect(html.contains("<input id=\"site-search\" name=\"q\" type=\"search\""), "\(path)")
      #expect(html.contains("aria-keyshortcuts=\"Meta+K Control+K /\""), "\(path)")
      #expect(html.contains("<label class=\"visually-hidden\" for=\"site-search\">"), "\(path)")
    }
  }

  @Test func theUsageIsTheShortSnippetAndTheDemoOpensOnDemandAsAnAppSeesIt() throws {
    for block in BlockCatalog.all {
      #expect(!block.usage.isEmpty, "\(block.id) has a usage snippet")
      #expect(block.usage.split(separator: "\n").count <= 20, "\(block.id): a short snippet")
      let html = try #require(SiteFixture.byPath["blocks/\(block.id).html"])
      let start = try #require(html.range(of: "<code id=\"usage-snippet\">"))
      let end = try #require(html[start.upperBound...].range(of: "</code></pre>"))
      #expect(
        SwiftHighlighterTests.visibleText(String(html[start.upperBound..<end.lowerBound]))
          == block.usage, "\(block.id)")
      #expect(html.contains("data-copy=\"usage-snippet\""))
      // The whole demo follows, closed, and as the view form carries it: no SwiftUI wrapper.
      let demo = try #require(html.range(of: "<details class=\"demo\">"))
      #expect(start.lowerBound < demo.lowerBound)
      let code = try #require(html[demo.upperBound...].range(of: "<code id=\"usage-code\">"))
      let codeEnd = try #require(html[code.upperBound...].range(of: "</code></pre>"))
      let text = SwiftHighlighterTests.visibleText(
        String(html[code.upperBound..<codeEnd.lowerBound]))
      #expect(!text.contains("#if"), "\(block.id)")
      #expect(text.hasPrefix("import SwiftUI\n") || text.contains("\nimport SwiftUI\n"))
      #expect(text.contains("\npublic struct \(block.demoType): View {"), "\(block.id)")
    }
  }

  /// The animated scenarios sit in a disclosure that is open in the HTML (they stand in for
  /// the live block without a script, without WebAssembly and from file://) and that the live
  /// script closes once the block runs, so the block is not on the screen twice.
  @Test func theScenariosFoldAwayBeneathTheLiveBlock() throws {
    for (prefix, language) in Self.languages {
      for block in BlockCatalog.all {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        let details = try #require(
          html.range(of: "<details class=\"scenarios\" open data-scenarios>"), "\(block.id)")
        let end = try #require(html[details.upperBound...].range(of: "</details>"))
        let inside = html[details.upperBound..<end.lowerBound]
        let count = SiteFixture.previews.first { $0.blockID == block.id }?.scenarios.count ?? 0
        #expect(inside.contains(SiteWords(language).scenariosSummary(count)))
        #expect(inside.contains("data-scenario-picker"))
        #expect(SiteFixture.count("<figure class=\"preview\"", in: String(inside)) == count)
      }
    }
    #expect(SiteLiveScript.source.contains("if (scenarios) { scenarios.open = false; }"))
  }

  @Test func thePackageSnippetsCommentIsInThePagesLanguage() throws {
    for (prefix, language) in Self.languages {
      let other: BlockLanguage = language == .english ? .spanish : .english
      for block in BlockCatalog.all {
        let html = try #require(SiteFixture.byPath["\(prefix)blocks/\(block.id).html"])
        #expect(html.contains(HTML.escape(SiteWords(language).packageSnippetComment)))
        #expect(!html.contains(HTML.escape(SiteWords(other).packageSnippetComment)))
      }
    }
  }

  /// The snippet is code people paste: its product lines line up with each other.
  @Test func thePackageSnippetsProductsShareTheirIndentation() throws {
    let html = try #require(SiteFixture.byPath["blocks/\(BlockCatalog.all[0].id).html"])
    let indents = html.split(separator: "\n")
      .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix(".product(name:") }
      .map { $0.prefix { $0 == " " }.count }
    #expect(indents.count == 2, "\(indents)")
    #expect(Set(indents).count == 1, "\(indents)")
  }

  @Test func aMissingAddressGetsABilingualPageThatLeadsBackToTheCatalog() throws {
    let html = try #require(SiteFixture.byPath["404.html"])
    for language in [BlockLanguage.english, .spanish] {
      let words = SiteWords(language)
      #expect(html.contains(HTML.escape(words.notFoundTitle)))
      #expect(html.contains(HTML.escape(words.notFoundLead)))
    }
    #expect(html.contains("<div lang=\"es\">"))
    #expect(html.contains("href=\"index.html\"") && html.contains("href=\"es/index.html\""))
    #expect(html.contains("<form class=\"site-search\""))
    #expect(!html.contains("rel=\"canonical\""), "a missing page is nobody's canonical page")

    // With a base URL, the page links from the root whatever address it is sent for.
    let base = "https://blocks.example/"
    let files = try SiteGenerator(previews: SiteFixture.previews, baseURL: base).generate()
    let served = try #require(files.first { $0.path.value == "404.html" }).contents
    let links = SiteFixture.links(in: served).filter { !$0.hasPrefix("#") }
    #expect(!links.isEmpty)
    for link in links {
      #expect(link.hasPrefix(base), "\(link)")
    }
    let sitemap = try #require(files.first { $0.path.value == "sitemap.xml" }).contents
    #expect(!sitemap.contains("404"), "the sitemap lists real pages only")
  }
}
