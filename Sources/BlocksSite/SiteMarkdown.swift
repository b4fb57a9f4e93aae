import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksPreview

/// The site's plain-text versions for tools and language models: `llms.txt` and one Markdown
/// file per block page.
///
/// They say what the HTML pages say, without markup to strip, following the llms.txt convention:
/// a title, a one-paragraph summary, then sections of links.
package enum SiteMarkdown {
  /// `text` with the characters Markdown would read as markup or HTML escaped by backslashes, so
  /// a hostile name stays text.
  package static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\`*_[]<>|&#".contains(character) { result.append("\\") }
      result.append(character == "\n" ? " " : character)
    }
    return result
  }

  /// A code fence longer than any run of backticks in `code`.
  static func fence(for code: String) -> String {
    var longest = 0
    var run = 0
    for character in code {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }

  /// The Markdown version of `block`'s page in `language`, linking relative to `path`.
  static func blockPage(
    _ block: BlockInfo, file: ExportedFile, api: [APIEntry], demo: String?,
    language: BlockLanguage, path: SitePath
  ) -> String {
    let words = SiteWords(language)
    let text = block.text(language)
    var lines: [String] = []
    lines.append("# \(escape(block.name))")
    lines.append("")
    lines.append("> \(escape(text.summary))")
    lines.append("")
    lines.append(
      "- \(words.category): \(escape(words.categoryName(block.category)))\n"
        + "- \(words.level): \(escape(words.levelName(block.level)))\n"
        + "- \(escape(words.platform(block.platform)))\n"
        + "- \(words.origin): \(escape(text.origin))\n"
        + "- \(words.version): \(escape(file.provenance?.version ?? ""))")
    lines.append("")
    lines.append("## \(words.foundBy)")
    lines.append("")
    for keywordLanguage in BlockLanguage.allCases {
      lines.append(
        "- \(words.keywordsIn(keywordLanguage)): "
          + block.text(keywordLanguage).keywords.map(escape).joined(separator: ", "))
    }
    lines.append("")
    lines.append("## \(words.description)")
    lines.append("")
    lines.append(escape(text.description))
    lines.append("")
    lines.append("## \(words.api)")
    for entry in api {
      lines.append("")
      lines.append("### `\(entry.title)`")
      lines.append("")
      lines.append("| \(words.parameter) | \(words.type) | \(words.defaultValue) |")
      lines.append("|---|---|---|")
      for parameter in entry.parameters {
        let cells = [
          parameter.displayName, parameter.type, parameter.defaultValue ?? words.required,
        ]
        lines.append("| " + cells.map(escape).joined(separator: " | ") + " |")
      }
    }
    lines.append("")
    lines.append("## \(words.installation)")
    lines.append("")
    lines.append("```sh\nblocks add \(block.id) --to Sources/MyApp\n```")
    lines.append("")
    lines.append(escape(words.installOneFileNote(block.exportFileName)))
    lines.append("")
    let download = path.relative(to: SiteRegistry.downloadPath(block))
    lines.append(
      "\(words.installDownload): [\(escape(block.exportFileName))](\(download)) "
        + "(sha256 `\(SHA256.hexDigest(file.text))`)")
    if let demo {
      lines.append("")
      lines.append("## \(words.usage)")
      lines.append("")
      let fence = fence(for: demo)
      lines.append(fence + "swift\n" + demo + (demo.hasSuffix("\n") ? "" : "\n") + fence)
    }
    lines.append("")
    lines.append("## \(words.source)")
    lines.append("")
    let fence = fence(for: file.text)
    lines.append(fence + "swift\n" + file.text + (file.text.hasSuffix("\n") ? "" : "\n") + fence)
    return lines.joined(separator: "\n") + "\n"
  }

  /// `llms.txt`: what the catalog is and where each block's Markdown lives, in both languages.
  static func llmsText(blocks: [BlockInfo], baseURL: String?) -> String {
    let root = SitePath("llms.txt")
    func link(_ target: SitePath) -> String {
      (baseURL ?? "") + (baseURL == nil ? root.relative(to: target) : target.value)
    }
    var lines = [
      "# SwiftUI Blocks",
      "",
      "> Interactive SwiftUI components for iOS 18. Each block's behaviour is a headless, tested "
        + "state machine; each installs into an app as one self-contained Swift file.",
      "",
      "Install a block with `blocks add <id> --to <dir>`, or download its file. Every block page "
        + "has a Markdown version; `registry.json` lists the blocks in the shape of shadcn's "
        + "registry, and `r/<id>.json` holds each block's file.",
    ]
    for language in BlockLanguage.allCases {
      lines += ["", "## \(SiteWords(language).llmsBlocks)", ""]
      for block in blocks {
        lines.append(
          "- [\(escape(block.name))](\(link(SiteLayout.markdownPath(block, language)))): "
            + escape(block.text(language).summary))
      }
    }
    lines += ["", "## Registry", ""]
    lines.append("- [registry.json](\(link(SitePath("registry.json")))): every block")
    for block in blocks {
      lines.append(
        "- [\(escape(block.id)).json](\(link(SiteRegistry.itemPath(block)))): "
          + "\(escape(block.name)), with its file")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
