import BlocksCatalog
import BlocksInstall
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
      "--wasm", placeholder: "<dir>",
      help: "Other live blocks' modules than the built-in ones (Scripts/build-wasm.sh)")
    static let withoutLive = OptionDeclaration.flag(
      "--without-live", help: "The animated previews only, without the live blocks")
    static let force = OptionDeclaration.flag(
      "--force", help: "Overwrite pages changed since the site was written")
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
      driven by the pointer, the keyboard and a real clock, with toggles for its settings. Each
      block has its own module, so a page loads only its block's code. The modules are built
      into blocks; --wasm publishes the <id>.wasm files of a directory instead, such as the ones
      'bash Scripts/build-wasm.sh' writes to .build/wasm, and --without-live none.

      DIR is created if missing. An existing DIR must be empty or hold a site written by
      'blocks site', which is then updated in place: files it no longer has are removed, and a
      file changed since it was written (or put where the site has one) is refused unless
      --force is given.
      """,
    options: [Option.directory, Option.baseURL, Option.wasm, Option.withoutLive, Option.force])

  /// The directory as typed; `site` when not given.
  var directory: String
  /// The site's public address, checked and ending in `/`, if given.
  var baseURL: String?
  /// The directory of the live blocks' modules as typed, if given.
  var wasm: String?
  /// Whether to leave the live blocks out.
  var withoutLive: Bool
  /// Whether to overwrite files changed since the site was written.
  var force: Bool
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
    force = arguments.contains(Option.force)
    if withoutLive, wasm != nil {
      throw Self.usageError("--wasm and --without-live contradict each other; give one of them")
    }
  }

  func run(in context: inout CommandContext) throws {
    var modules = withoutLive ? [:] : SiteLive.builtInModules
    if let wasm {
      modules = try Self.modules(
        in: context.absolute(wasm), shown: BlockID.printable(wasm),
        blocks: context.catalog.map(\.id))
    }
    let generator = SiteGenerator(
      catalog: context.catalog, exporter: context.installer.exporter,
      previews: previews ?? SitePreview.simulated(for: context.catalog), baseURL: baseURL,
      liveModules: modules)
    let files: [SiteFile]
    do {
      files = try generator.generate()
    } catch {
      throw BlocksError(
        "cannot build the site: \(error) (nothing was written)", status: .fileSystem)
    }
    let summary = try SiteWriter.write(
      files, to: context.absolute(directory), named: directory, force: force)
    let shown = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    context.print(
      "wrote \(summary.fileCount) files (\(Self.kilobytes(summary.byteCount))) to \(shown)/")
    if let largest = summary.largestPage {
      context.print("  largest page: \(largest.path) (\(Self.kilobytes(largest.bytes)))")
    }
    context.print("  open \(shown)/index.html, or serve it: python3 -m http.server -d \(shown)")
  }

  /// The `<id>.wasm` modules in `directory` (shown to the user as `shown`), by block id, each a
  /// whole module of one of `blocks`; an error that writes nothing otherwise.
  private static func modules(in directory: String, shown: String, blocks: [String])
    throws(BlocksError) -> [String: [UInt8]]
  {
    guard FileSystem.kind(of: directory, following: true) == .directory,
      let names = FileSystem.entries(of: directory)
    else {
      throw BlocksError(
        "no module directory at \(shown) ('bash Scripts/build-wasm.sh' writes one module per "
          + "block to .build/wasm; nothing was written)", status: .fileSystem)
    }
    var modules: [String: [UInt8]] = [:]
    for name in names.sorted() where name.hasSuffix(".wasm") {
      let id = String(name.dropLast(".wasm".count))
      let path = directory + "/" + name
      guard blocks.contains(id) else {
        throw usageError(
          "--wasm \(shown) holds \(BlockID.printable(name)), which is no block's module (a "
            + "module is named by its block's id; nothing was written)")
      }
      let bytes: [UInt8]
      do {
        bytes = try FileSystem.readBytes(path, following: true)
      } catch {
        throw BlocksError(
          "cannot read the module \(shown)/\(name): \(error.reason) (nothing was written)",
          status: .fileSystem)
      }
      guard SiteLive.isModule(bytes) else {
        throw usageError(
          "--wasm \(shown): \(name) is not a WebAssembly module, or not a whole one (nothing "
            + "was written)")
      }
      modules[id] = bytes
    }
    guard !modules.isEmpty else {
      throw BlocksError(
        "no <id>.wasm module in \(shown) ('bash Scripts/build-wasm.sh' writes them; nothing was "
          + "written)", status: .fileSystem)
    }
    return modules
  }

  private static func kilobytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 512) / 1024
    return "\(tenths / 10).\(tenths % 10) KB"
  }
}
