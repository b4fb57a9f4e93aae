import BlocksCatalog
import BlocksCore
import BlocksExport
import BlocksPreview

/// One file of the generated site.
///
/// Files are bytes, so a binary file (such as the live blocks' WebAssembly module) can join the
/// text the site is made of.
package struct SiteFile: Sendable, Hashable {
  /// Where the file goes, relative to the site's root.
  package var path: SitePath
  /// The file's bytes.
  package var bytes: [UInt8]

  /// Creates a text file, stored as UTF-8.
  package init(path: SitePath, contents: String) {
    self.path = path
    self.bytes = Array(contents.utf8)
  }

  /// Creates a file from its bytes.
  package init(path: SitePath, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// The file's text, decoded as UTF-8.
  package var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// Why the site cannot be generated.
package struct SiteError: Error, Equatable, CustomStringConvertible {
  /// What is wrong, in one sentence.
  package var description: String

  /// Creates an error.
  package init(_ description: String) { self.description = description }
}

/// Builds the catalog's static site in memory: HTML pages in English and Spanish, assets,
/// previews, downloads, the registry, `llms.txt` and Markdown pages.
///
/// Generating is a pure function of its inputs, with every list in catalog or path order, so two
/// runs give the same bytes and a test can inspect the site without touching the disk.
package struct SiteGenerator: Sendable {
  /// The blocks, in catalog order (the order of cards and of previous/next links).
  package var catalog: [BlockInfo]
  /// Where downloads and API tables come from: the same exporter `blocks add` uses.
  package var exporter: BlockExporter
  /// The previews of every block, by block id.
  package var previews: [SitePreview]
  /// The absolute URL the site will be served from, ending in `/`; only canonical links,
  /// `sitemap.xml`, `llms.txt` and the registry's homepage use it.
  package var baseURL: String?
  /// The live blocks' WebAssembly modules by block id, one per block, published beside the
  /// pages; a block without one keeps its live block's place empty.
  package var liveModules: [String: [UInt8]]

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - catalog: The blocks to publish.
  ///   - exporter: The exporter whose downloads the site offers.
  ///   - previews: One entry per block, each with at least one scenario.
  ///   - baseURL: The site's public address, already checked by ``normalizedBaseURL(_:)``.
  ///   - liveModules: The bytes of each block's `<id>.wasm`, by block id, which
  ///     `Scripts/build-wasm.sh` builds.
  package init(
    catalog: [BlockInfo] = BlockCatalog.all, exporter: BlockExporter = BlockExporter(),
    previews: [SitePreview], baseURL: String? = nil, liveModules: [String: [UInt8]] = [:]
  ) {
    self.catalog = catalog
    self.exporter = exporter
    self.previews = previews
    self.baseURL = baseURL
    self.liveModules = liveModules
  }

  /// `text` as a site address ending in `/`, or an error saying what is wrong with it.
  ///
  /// Only `http` and `https` addresses without spaces, quotes, angle brackets or control
  /// characters are accepted, so the address is safe in every attribute and file it reaches.
  package static func normalizedBaseURL(_ text: String) throws(SiteError) -> String {
    let lowercased = text.lowercased()
    guard lowercased.hasPrefix("https://") || lowercased.hasPrefix("http://") else {
      throw SiteError("the base URL must start with http:// or https://")
    }
    let forbidden = text.unicodeScalars.first {
      $0.value <= 0x20 || $0.value == 0x7F || "\"'<>\\`{}|^".unicodeScalars.contains($0)
    }
    if let forbidden {
      throw SiteError(
        "the base URL contains '\(MessageText.printable(String(forbidden)))', which a URL cannot hold"
      )
    }
    let host = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2).first
    guard let host, !host.isEmpty else { throw SiteError("the base URL has no host") }
    guard !text.contains("?"), !text.contains("#") else {
      throw SiteError("the base URL cannot have a query or a fragment")
    }
    return text.hasSuffix("/") ? text : text + "/"
  }

  /// Every file of the site, sorted by path.
  package func generate() throws(SiteError) -> [SiteFile] {
    let previewsByBlock = try checkedPreviews()
    var files: [SiteFile] = []
    func add(_ path: SitePath, _ contents: String) {
      files.append(SiteFile(path: path, contents: contents))
    }

    // Each block's names are checked before it is exported, and the first block in catalog
    // order that fails is the error, as one block after another would give.
    let exporter = exporter
    let made = catalog.concurrentMap { block in
      Result { () throws(SiteError) in
        try Self.checkNames(block)
        do throws(ExportError) {
          return (try exporter.export(block, variant: .view), try exporter.export(block))
        } catch {
          throw SiteError("cannot export \(block.id): \(error.description)")
        }
      }
    }
    var exports: [(block: BlockInfo, file: ExportedFile, standalone: ExportedFile)] = []
    for (block, export) in zip(catalog, made) {
      let (file, standalone) = try export.get()
      exports.append((block, file, standalone))
    }

    add(SiteLayout.stylesheetPath, SiteAssets.stylesheet)
    add(SiteLayout.themeScriptPath, SiteScript.theme)
    add(SiteLayout.scriptPath, SiteScript.site)
    add(SiteLayout.iconPath, SiteScript.icon)
    for id in liveModules.keys.sorted() {
      guard let block = catalog.first(where: { $0.id == id }) else {
        throw SiteError(
          "there is a live module for '\(MessageText.printable(id))', which is no block")
      }
      guard let module = liveModules[id], SiteLive.isModule(module) else {
        throw SiteError("the live module of \(id) is not a WebAssembly module")
      }
      files.append(SiteFile(path: SiteLive.modulePath(block), bytes: module))
    }
    if !liveModules.isEmpty {
      add(SiteLive.scriptPath, SiteLiveScript.source)
    }
    for language in BlockLanguage.allCases {
      add(
        SiteLayout.indexPath(language),
        SiteIndexPage.html(
          blocks: catalog, previews: previewsByBlock, language: language, baseURL: baseURL))
    }
    for (position, export) in exports.enumerated() {
      let block = export.block
      let api = APITable.entries(of: block, in: exporter.library)
      let demo = exporter.library.file(block.demoPath).map { ViewForm.asInAnApp($0.contents) }
      let content = SiteBlockPage.Content(
        block: block, file: export.file, standalone: export.standalone,
        highlightedSource: SwiftHighlighter.html(export.file.text), api: api,
        demo: demo.map {
          (block.demoType + ".swift", SwiftHighlighter.html($0), $0.split(separator: "\n").count)
        },
        preview: previewsByBlock[block.id],
        previous: position > 0 ? catalog[position - 1] : nil,
        next: position + 1 < catalog.count ? catalog[position + 1] : nil,
        hasLiveModule: liveModules[block.id] != nil, catalog: catalog)
      for language in BlockLanguage.allCases {
        add(
          SiteLayout.blockPath(block, language),
          SiteBlockPage.html(content, language: language, baseURL: baseURL))
        let markdownPath = SiteLayout.markdownPath(block, language)
        add(
          markdownPath,
          SiteMarkdown.blockPage(
            block, file: export.file, api: api, demo: demo, language: language,
            path: markdownPath))
      }
      add(SiteLayout.sourcePath(block), SiteBlockPage.sourcePage(content))
      add(SiteRegistry.downloadPath(block), export.file.text)
      add(SiteRegistry.downloadPath(block, standalone: true), export.standalone.text)
      add(SiteRegistry.itemPath(block), SiteRegistry.itemJSON(block, file: export.file))
      add(
        SiteRegistry.itemPath(block, standalone: true),
        SiteRegistry.itemJSON(block, file: export.standalone))
      for scenario in previewsByBlock[block.id]?.scenarios ?? [] {
        for language in BlockLanguage.allCases {
          for theme in SiteTheme.allCases {
            let image = scenario.image(language, theme)
            add(
              SiteLayout.previewPath(block, scenario, language, theme, poster: false),
              image.animatedSVG)
            add(
              SiteLayout.previewPath(block, scenario, language, theme, poster: true),
              image.posterSVG)
          }
        }
      }
    }
    add(
      SitePath("registry.json"),
      SiteRegistry.registryJSON(
        exports.flatMap { [($0.block, $0.file), ($0.block, $0.standalone)] }, homepage: baseURL))
    add(SiteNotFoundPage.path, SiteNotFoundPage.html(blocks: catalog, baseURL: baseURL))
    add(SitePath("llms.txt"), SiteMarkdown.llmsText(blocks: catalog, baseURL: baseURL))
    if let baseURL { add(SitePath("sitemap.xml"), sitemap(baseURL)) }
    return files.sorted { $0.path < $1.path }
  }

  /// The previews by block id, after checking that every block has scenarios with usable,
  /// distinct ids.
  private func checkedPreviews() throws(SiteError) -> [String: SitePreview] {
    var result: [String: SitePreview] = [:]
    for preview in previews {
      guard result[preview.blockID] == nil else {
        throw SiteError("the previews of \(preview.blockID) are given twice")
      }
      result[preview.blockID] = preview
    }
    for block in catalog {
      guard let preview = result[block.id], !preview.scenarios.isEmpty else {
        throw SiteError("\(block.id) has no preview scenario")
      }
      var seen: Set<String> = []
      for scenario in preview.scenarios {
        guard Self.isSlug(scenario.id) else {
          throw SiteError(
            "the preview scenario '\(MessageText.printable(scenario.id))' of \(block.id) is not "
              + "lowercase letters, digits and hyphens")
        }
        guard seen.insert(scenario.id).inserted else {
          throw SiteError("\(block.id) has two preview scenarios named \(scenario.id)")
        }
      }
    }
    return result
  }

  /// Checks that the names a block gives to files are safe as paths.
  private static func checkNames(_ block: BlockInfo) throws(SiteError) {
    guard isSlug(block.id) else {
      throw SiteError("the block id '\(MessageText.printable(block.id))' cannot name a page")
    }
    let typeIsIdentifier =
      !block.viewType.isEmpty
      && block.viewType.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
    guard typeIsIdentifier else {
      throw SiteError("the view type of \(block.id) cannot name a file")
    }
  }

  private static func isSlug(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.count <= 64 && !text.hasPrefix("-") && !text.hasSuffix("-")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }

  private func sitemap(_ baseURL: String) -> String {
    var pages = BlockLanguage.allCases.map(SiteLayout.indexPath)
    for block in catalog {
      pages += BlockLanguage.allCases.map { SiteLayout.blockPath(block, $0) }
    }
    let entries = pages.sorted().map { "<url><loc>\(HTML.escape(baseURL + $0.value))</loc></url>" }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      \(entries.joined(separator: "\n"))
      </urlset>

      """
  }
}
