/// `blocks site`: builds the catalog's static site into a directory.
///
/// Its options, help text and run function live together here; the command line only dispatches
/// to ``run(_:tool:previews:)``.
enum SiteCommand {
  /// The help of `blocks site`.
  static let help = """
    OVERVIEW: Build the catalog's static site, in English and Spanish.

    One page per block (previews, keywords, API table, install command, the single-file source
    to copy or download), an index with search and filters, registry.json and one JSON per
    block for tools, llms.txt and a Markdown version of each page. The site is self-contained:
    relative links, no external requests, a strict Content-Security-Policy. Open index.html
    directly or serve the directory, for example with 'python3 -m http.server -d site'.

    DIR is created if missing. An existing DIR must be empty or hold a site written by
    'blocks site', which is then updated in place (files it no longer has are removed).

    USAGE: blocks site [--out <dir>] [--base-url <url>]

    OPTIONS:
      --out <dir>       The directory to write the site into (default: site)
      --base-url <url>  The address the site will be served from, such as
                        https://example.com/blocks/; adds canonical links and sitemap.xml
      -h, --help        Show this help

    \(Help.exitStatus)
    """

  /// Runs `blocks site` with `arguments` for `tool` (its directory, exporter and catalog) and
  /// returns what it prints.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after `site`.
  ///   - tool: The command line, for its working directory, installer and catalog.
  ///   - previews: The previews to publish; stand-ins when nil.
  /// - Returns: The summary to print: files, size, largest page, how to open the site.
  /// - Throws: A usage error for bad options, a file-system error when the site cannot be
  ///   written.
  static func run(
    _ arguments: [String], tool: BlocksCommandLine, previews: [SitePreview]? = nil
  ) throws(BlocksError) -> String {
    let (workingDirectory, installer, catalog) = (
      tool.workingDirectory, tool.installer, tool.catalog
    )
    guard
      let options = try Options.parse(
        arguments, command: "site", values: ["--out", "--base-url"], flags: [])
    else { return help }
    guard options.positionals.isEmpty else {
      throw Options.usage("site", "unexpected argument '\(options.positionals[0])'")
    }
    let directory = options.values["--out"] ?? "site"
    guard !directory.isEmpty else {
      throw Options.usage("site", "--out needs a directory, such as --out site")
    }
    var baseURL: String?
    if let text = options.values["--base-url"] {
      do {
        baseURL = try SiteGenerator.normalizedBaseURL(text)
      } catch {
        throw Options.usage("site", "invalid --base-url '\(BlockID.printable(text))': \(error)")
      }
    }
    let generator = SiteGenerator(
      catalog: catalog, exporter: installer.exporter,
      previews: previews ?? SitePreview.placeholders(for: catalog), baseURL: baseURL)
    let files: [SiteFile]
    do {
      files = try generator.generate()
    } catch {
      throw BlocksError(
        "cannot build the site: \(error) (nothing was written)", status: .fileSystem)
    }
    let path = directory.hasPrefix("/") ? directory : workingDirectory + "/" + directory
    let summary = try SiteWriter.write(files, to: path, named: directory)
    let shown = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    var lines = [
      "wrote \(summary.fileCount) files (\(kilobytes(summary.byteCount))) to \(shown)/"
    ]
    if let largest = summary.largestPage {
      lines.append("  largest page: \(largest.path) (\(kilobytes(largest.bytes)))")
    }
    lines.append(
      "  open \(shown)/index.html, or serve it: python3 -m http.server -d \(shown)")
    return lines.joined(separator: "\n")
  }

  private static func kilobytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512) / 1024
    return "\(tenths / 10).\(tenths % 10) KB"
  }
}
