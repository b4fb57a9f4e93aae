import BlocksCatalog
import BlocksSite

/// `blocks site`: the catalog's static site, in English and Spanish, written into a directory.
struct SiteCommand: BlocksCommand {
  /// The options, declared once for the parser and the help.
  enum Option {
    static let directory = OptionDeclaration.value(
      "--out", placeholder: "<dir>",
      help: "The directory to write the site into (default: site)")
    static let baseURL = OptionDeclaration.value(
      "--base-url", placeholder: "<url>",
      help: "The site's public address, for canonical links and sitemap.xml")
    static let wasm = OptionDeclaration.value(
      "--wasm", placeholder: "<file>",
      help: "Another live blocks' module than the built-in one (Scripts/build-wasm.sh)")
    static let withoutLive = OptionDeclaration.flag(
      "--without-live", help: "The animated previews only, without the live blocks")
  }

  static let configuration = CommandConfiguration(
    name: "site",
    summary: "Build the catalog's static site, in English and Spanish",
    overview: "Build the catalog's static site, in English and Spanish.",
    discussion: """
      One page per block (previews, keywords, API table, install command, the single-file source
      to copy or download), an index with search and filters, registry.json and one JSON per
      block for tools, llms.txt and a Markdown version of each page. The site is self-contained:
      relative links, no external requests, a strict Content-Security-Policy. Open index.html
      directly or serve the directory, for example with 'python3 -m http.server -d site'.

      Each block page also gets a live block: its own state machine compiled to WebAssembly,
      driven by the pointer, the keyboard and a real clock, with toggles for its settings. The
      module is built into blocks; --wasm publishes another one instead, such as the one
      'bash Scripts/build-wasm.sh' writes to .build/wasm/blocks.wasm, and --without-live none.

      DIR is created if missing. An existing DIR must be empty or hold a site written by
      'blocks site', which is then updated in place (files it no longer has are removed).
      """,
    options: [Option.directory, Option.baseURL, Option.wasm, Option.withoutLive])

  /// The directory as typed; `site` when not given.
  var directory: String
  /// The site's public address, checked and ending in `/`, if given.
  var baseURL: String?
  /// The live blocks' module as typed, if given.
  var wasm: String?
  /// Whether to leave the live blocks out.
  var withoutLive: Bool
  /// The previews to publish; nil means the simulator's, drawn when the command runs.
  var previews: [SitePreview]?

  init(parsing arguments: ParsedArguments) throws(BlocksError) {
    guard arguments.positionals.isEmpty else {
      throw Self.usageError("unexpected argument '\(BlockID.printable(arguments.positionals[0]))'")
    }
    directory = arguments.value(Option.directory) ?? "site"
    if let text = arguments.value(Option.baseURL) {
      do {
        baseURL = try SiteGenerator.normalizedBaseURL(text)
      } catch {
        throw Self.usageError("invalid --base-url '\(BlockID.printable(text))': \(error)")
      }
    }
    wasm = arguments.value(Option.wasm)
    withoutLive = arguments.contains(Option.withoutLive)
    if withoutLive, wasm != nil {
      throw Self.usageError("--wasm and --without-live contradict each other; give one of them")
    }
  }

  func run(in context: inout CommandContext) throws {
    var module = withoutLive ? nil : SiteLive.builtInModule
    if let wasm {
      let path = context.absolute(wasm)
      let shown = BlockID.printable(wasm)
      guard FileSystem.kind(of: path, following: true) == .file else {
        throw BlocksError(
          "no module file at \(shown) (build it with 'bash "
            + "Scripts/build-wasm.sh'; nothing was written)", status: .fileSystem)
      }
      do {
        module = try FileSystem.readBytes(path, following: true)
      } catch {
        throw BlocksError(
          "cannot read the module \(shown): \(error.reason) (nothing was written)",
          status: .fileSystem)
      }
      guard let module, SiteLive.isModule(module) else {
        throw Self.usageError(
          "--wasm \(shown) is not a WebAssembly module, or not a whole one (nothing was written)")
      }
    }
    let generator = SiteGenerator(
      catalog: context.catalog, exporter: context.installer.exporter,
      previews: previews ?? SitePreview.simulated(for: context.catalog), baseURL: baseURL,
      liveModule: module)
    let files: [SiteFile]
    do {
      files = try generator.generate()
    } catch {
      throw BlocksError(
        "cannot build the site: \(error) (nothing was written)", status: .fileSystem)
    }
    let summary = try SiteWriter.write(
      files, to: context.absolute(directory), named: directory)
    let shown = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    context.print(
      "wrote \(summary.fileCount) files (\(Self.kilobytes(summary.byteCount))) to \(shown)/")
    if let largest = summary.largestPage {
      context.print("  largest page: \(largest.path) (\(Self.kilobytes(largest.bytes)))")
    }
    context.print("  open \(shown)/index.html, or serve it: python3 -m http.server -d \(shown)")
  }

  private static func kilobytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512) / 1024
    return "\(tenths / 10).\(tenths % 10) KB"
  }
}
