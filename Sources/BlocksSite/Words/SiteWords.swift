import BlocksCatalog
import BlocksCore
import BlocksPreview
import Foundation

/// The fixed words of the site in one language.
///
/// Everything a visitor reads that does not come from the catalog is a field here. Each language
/// fills every field in a table of its own (`english` and `spanish`, a file each), so a
/// language that misses a word does not compile; another language is one more table and its case
/// in ``init(_:)``. A word with blanks to fill is a function of them.
package struct SiteWords: Sendable {
  /// The language of the words.
  package let language: BlockLanguage

  /// The index page's lead paragraph.
  package let tagline: String
  /// The index page's title.
  package let indexTitle: String
  /// The skip link.
  package let skipToContent: String
  /// The label of the site navigation.
  package let siteNavigation: String
  /// The label of the breadcrumb trail.
  package let breadcrumb: String
  /// The link to the index.
  package let allBlocks: String
  /// A language's name in this language: "Spanish" in English, "Español" in Spanish.
  ///
  /// The language switch names each language in itself.
  package let languageName: @Sendable (BlockLanguage) -> String
  /// The theme switch's label.
  package let theme: String
  /// The light theme.
  package let themeLight: String
  /// The dark theme.
  package let themeDark: String
  /// The theme that follows the system.
  package let themeAuto: String
  /// The search box's label.
  package let searchLabel: String
  /// The header's search field's hint: one word, which fits beside the theme switch on a phone
  /// in either language (its label says the rest).
  package let searchPlaceholder: String
  /// The search box's hint.
  package let searchHint: String
  /// The category filter's label.
  package let category: String
  /// The level filter's label.
  package let level: String
  /// The filter value that keeps every category.
  package let anyCategory: String
  /// The filter value that keeps every level.
  package let anyLevel: String
  /// What the result counter says for one block.
  package let oneBlock: String
  /// What the result counter says for several blocks; `{n}` is the number.
  package let manyBlocks: String
  /// What the result counter says when nothing matches.
  package let noBlocks: String
  /// The section of keywords.
  package let foundBy: String
  /// The label of a language's keywords: "In Spanish".
  package let keywordsIn: @Sendable (BlockLanguage) -> String
  /// The description section.
  package let description: String
  /// The tab list's label.
  package let previewAndCode: String
  /// The preview tab.
  package let preview: String
  /// The code tab.
  package let code: String
  /// The scenario picker's label.
  package let scenario: String
  /// The replay button.
  package let replay: String
  /// An animated preview's alternative text; `{block}` and `{scenario}` are filled in.
  package let previewAlt: @Sendable (_ block: String, _ scenario: String) -> String
  /// A poster's alternative text.
  package let posterAlt: @Sendable (_ block: String, _ scenario: String) -> String
  /// The note under the previews.
  package let previewNote: String
  /// The live block's heading.
  package let tryIt: String
  /// What the live block is and how to use it, with `keys`, the block's own sentence on what
  /// the keyboard does to it.
  package let tryItHint: @Sendable (_ keys: String) -> String
  /// The live block's accessible name.
  package let liveLabel: @Sendable (_ block: String) -> String
  /// The settings of the live block.
  package let liveSettings: String
  /// The right-to-left toggle.
  package let rightToLeft: String
  /// The Reduce Motion toggle.
  package let reduceMotion: String
  /// The dark appearance toggle.
  package let darkAppearance: String
  /// The toggle of a block's undo window of `seconds`, written in the page's language.
  package let undoFor: @Sendable (_ seconds: String) -> String
  /// The choice of the language a live block speaks.
  package let liveLanguage: String
  /// The choice of the setup a live block starts from.
  package let liveStart: String
  /// The demo's setup, the first choice of ``liveStart``.
  package let liveStartDemo: String
  /// The choice of how the confirm action runs.
  package let confirmWork: String
  /// A synchronous confirm action.
  package let workInstant: String
  /// An asynchronous confirm action that succeeds after `seconds`.
  package let workSucceeds: @Sendable (_ seconds: String) -> String
  /// An asynchronous confirm action that throws after `seconds`.
  package let workFails: @Sendable (_ seconds: String) -> String
  /// The line that counts the callback's calls; the callback's name comes before it.
  package let calls: String
  /// The line that counts haptics.
  package let haptics: String
  /// The label of the announcements.
  package let announced: String
  /// The button that starts the block again.
  package let reset: String
  /// The usage section.
  package let usage: String
  /// The usage section's lead.
  package let usageLead: String
  /// The summary of the demo file, which opens on demand.
  package let demoSummary: @Sendable (_ file: String, _ lines: Int) -> String
  /// The short usage snippet's label.
  package let usageSnippetLabel: String
  /// The label of the link to a heading, read before the heading's own words.
  package let linkToSection: String
  /// The sidebar's label and, on a phone, its menu button.
  package let blocksNavigation: String
  /// The button that clears the index's search and filters when nothing matches.
  package let clearFilters: String
  /// The 404 page's title.
  package let notFoundTitle: String
  /// The 404 page's lead.
  package let notFoundLead: String
  /// The API column of parameters.
  package let parameter: String
  /// The API column of types.
  package let type: String
  /// The API column of defaults.
  package let defaultValue: String
  /// A required parameter's default.
  package let required: String
  /// The caption of an initializer's table.
  package let initializerCaption: @Sendable (_ signature: String) -> String
  /// The installation section.
  package let installation: String
  /// The one-file installation's heading.
  package let installOneFile: String
  /// The one-file installation's explanation.
  package let installOneFileNote: @Sendable (_ file: String) -> String
  /// How to get the `blocks` tool, as HTML: it is this package's executable.
  package let getBlocksHTML: String
  /// The heading of llms.txt's list of the blocks' pages in this language.
  package let llmsBlocks: String
  /// What a stand-in preview says it is.
  package let standInNote: String
  /// A stand-in preview's description.
  package let standInDescription: String
  /// The page's language and region for Open Graph (`og:locale`).
  package let openGraphLocale: String
  /// The package installation's heading.
  package let installPackage: String
  /// The summary of the animated scenarios, which fold away beneath a running live block.
  package let scenariosSummary: @Sendable (_ count: Int) -> String
  /// The first line of the package snippet, a comment in the reader's language.
  package let packageSnippetComment: String
  /// The package installation's explanation.
  package let installPackageNote: String
  /// The download's heading.
  package let installDownload: String
  /// The standalone download's label, after the view form's.
  package let downloadStandalone: @Sendable (_ file: String) -> String
  /// The source section.
  package let source: String
  /// The copy button.
  package let copy: String
  /// The copy button's label for the source.
  package let copySource: @Sendable (_ file: String) -> String
  /// The copy button's label for the install command.
  package let copyCommand: String
  /// The copy button's label for the package lines.
  package let copyPackage: String
  /// What the status says after copying.
  package let copied: String
  /// What the status says when copying failed.
  package let copyFailed: String
  /// The download link.
  package let download: @Sendable (_ file: String) -> String
  /// The Code tab's link to the source's own page: what shows until the tab has loaded the
  /// source, and what stays without JavaScript or where nothing can be fetched (`file://`).
  package let showSource: @Sendable (_ file: String) -> String
  /// The source region's label.
  package let sourceLabel: @Sendable (_ file: String) -> String
  /// The usage region's label.
  package let usageLabel: @Sendable (_ file: String) -> String
  /// The table of contents.
  package let onThisPage: String
  /// The previous and next links' label.
  package let moreBlocks: String
  /// The previous block link.
  package let previous: String
  /// The next block link.
  package let next: String
  /// The origin badge's label.
  package let origin: String
  /// The version.
  package let version: String
  /// The footer's link to the registry.
  package let registry: String
  /// The link to a page's Markdown version.
  package let markdown: String
  /// The footer's line.
  package let footer: String
  /// The footer's label.
  package let footerLinks: String
  /// The mark between a number's whole part and its tenths ("1.5 s", "1,5 s").
  package let decimalMark: String
  /// The source's size line: its lines and its size in kilobytes, already written out.
  package let sizeLine: @Sendable (_ lines: Int, _ kilobytes: String) -> String
  /// A category's name.
  package let categoryName: @Sendable (BlockCategory) -> String
  /// A level's name.
  package let levelName: @Sendable (BlockLevel) -> String

  /// The site's name.
  package var siteName: String { "SwiftUI Blocks" }
  /// The API section.
  package var api: String { "API" }
  /// The footer's link to llms.txt.
  package var llms: String { "llms.txt" }
  /// The platform badge.
  package func platform(_ platform: String) -> String { platform + "+" }

  /// `count` blocks, in words.
  package func blockCount(_ count: Int) -> String {
    count == 1 ? oneBlock : manyBlocks.replacingOccurrences(of: "{n}", with: String(count))
  }

  /// `value` as the page writes a number of seconds: whole without decimals, else with one, and
  /// with the language's decimal mark (1.5 s, 1,5 s).
  package func number(_ value: Double) -> String {
    let whole = value.isFinite && abs(value) < 1e15 && value == value.rounded()
    let text = whole ? String(Int(value)) : String(format: "%.1f", value)
    return text.replacingOccurrences(of: ".", with: decimalMark)
  }

  /// The source's size line, in kilobytes to one decimal with the language's decimal mark
  /// ("106.6 KB", "106,6 KB").
  package func sourceSize(lines: Int, bytes: Int) -> String {
    let tenths = (max(bytes, 0) * 10 + 512) / 1024
    return sizeLine(lines, "\(tenths / 10)\(decimalMark)\(tenths % 10)")
  }
}

extension SiteWords {
  /// The words in `language`.
  package init(_ language: BlockLanguage) {
    switch language {
    case .english: self = .english
    case .spanish: self = .spanish
    }
  }
}
