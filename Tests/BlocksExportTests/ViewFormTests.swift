import BlocksCatalog
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCommandLine
@testable import BlocksExport

/// The view form: the block's view, demo and previews over the package's BlocksCore and
/// BlocksRuntime products, as `blocks add` writes it by default.
@Suite struct ViewFormTests {
  static var availableBlocks: [BlockInfo] { APITableTests.availableBlocks }

  /// The `variant` view-form downloads of `blocks` by file name.
  static func viewForms(_ blocks: [BlockInfo], variant: ExportVariant = .view) throws
    -> [String: String]
  {
    var files: [String: String] = [:]
    for block in blocks {
      files[block.exportFileName] = try BlockExporter().export(block, variant: variant).text
    }
    return files
  }

  @Test(arguments: availableBlocks)
  func theViewFormIsThePackagesViewAndDemo(_ block: BlockInfo) throws {
    let file = try BlockExporter().export(block, variant: .view)
    #expect(file.isUnmodified)
    #expect(file.provenance?.variant == .view)
    let body = file.body
    // The package's own code, unchanged but for the wrapper: every line of the view and the
    // demo is in the file, one indentation level (4 spaces) shallower.
    for path in [block.viewPath, block.demoPath] {
      let source = try #require(SourceLibrary.embedded.file(path)).contents
      for line in source.split(separator: "\n")
      where line.hasPrefix("        ") && !line.contains("import ") {
        #expect(body.contains(String(line.dropFirst(4))), "\(path): \(line)")
      }
    }
    let imports = body.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import BlocksCore", "import BlocksRuntime", "import SwiftUI"])
    #expect(!body.contains("#if"), "the canImport wrapper is resolved")
    #expect(body.contains("#Preview"))
    #expect(body.contains("struct \(block.demoType)"))
  }

  @Test(arguments: availableBlocks)
  func withoutTheDemoTheViewFormHasNoDemoAndNoPreviews(_ block: BlockInfo) throws {
    let file = try BlockExporter().export(block, variant: .viewWithoutDemo)
    #expect(file.provenance?.variant == .viewWithoutDemo)
    #expect(!file.body.contains("#Preview"))
    #expect(!file.body.contains("struct \(block.demoType)"))
    #expect(file.body.contains("struct \(block.viewType)") || block.viewType != block.apiType)
  }

  /// Xcode's code in every download, both forms: 4-space indentation, lines of at most 100
  /// columns (the provenance line with its hash aside), and no trailing spaces.
  @Test(arguments: availableBlocks)
  func everyDownloadLooksLikeXcodesCode(_ block: BlockInfo) throws {
    for variant in ExportVariant.allCases {
      let text = try BlockExporter().export(block, variant: variant).text
      var inLiteral = false
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let location = "\(block.id) \(variant.rawValue):\(number + 1): \(line)"
        if line.contains("\"\"\"") { inLiteral.toggle() }
        guard !line.hasPrefix(Provenance.marker) else { continue }
        #expect(line.count <= 100, "\(location)")
        #expect(line.last != " ", "\(location)")
        let spaces = line.prefix { $0 == " " }.count
        // Continuation lines of a comment list item and the text of a string literal may sit
        // anywhere; code starts on a multiple of four.
        if !inLiteral, !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          #expect(spaces % 4 == 0, "\(location)")
        }
      }
    }
  }

  /// The files a download's lint reads: the package's settings with Xcode's indentation.
  @Test func theDownloadsFormatSettingsAreThePackagesWithFourSpaces() throws {
    let root = TestSupport.packageRoot
    let package = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent(".swift-format")))
    let views = try JSONSerialization.jsonObject(
      with: Data(contentsOf: root.appendingPathComponent("Sources/SwiftUIBlocks/.swift-format")))
    var expected = try #require(package as? [String: Any])
    expected["indentation"] = ["spaces": 4]
    let actual = try #require(views as? [String: Any])
    #expect(NSDictionary(dictionary: expected) == NSDictionary(dictionary: actual))
  }

  /// `swift format lint --strict` with the views' settings passes on every download: the view
  /// form and the standalone file, each with and without the demo.
  @Test(.typechecksWithSwiftc, arguments: availableBlocks)
  func everyDownloadPassesSwiftFormatLint(_ block: BlockInfo) throws {
    let directory = try TestSupport.temporaryDirectory("lint")
    defer { TestSupport.cleanUp(directory) }
    var paths: [String] = []
    for variant in ExportVariant.allCases {
      let url = directory.appendingPathComponent("\(variant.rawValue)-\(block.exportFileName)")
      try BlockExporter().export(block, variant: variant).text.write(
        to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let configuration = TestSupport.packageRoot.appendingPathComponent(
      "Sources/SwiftUIBlocks/.swift-format")
    let result = try TestSupport.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swift", "format", "lint", "--strict", "--configuration", configuration.path] + paths)
    #expect(result.status == 0 && result.error.isEmpty, "\(result)")
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: availableBlocks)
  func eachViewFormCompilesAloneInTheStrictestSetting(_ block: BlockInfo) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let modules = try #require(TestSupport.shimBuiltModules, "the SwiftUI check has run")
    let setting = CompileCheck.Setting(
      swiftVersion: 6, mainActorByDefault: true, approachableConcurrency: true)
    let files = [block.exportFileName: try BlockExporter().export(block, variant: .view).text]
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim, modules: modules, setting: setting),
      "\(block.id), \(setting)")
  }

  @Test(
    "every view form, with and without the demo, beside an app, in every setting of a new app",
    .typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: CompileCheck.Setting.all)
  func everyViewFormCompilesInEverySettingOfANewApp(_ setting: CompileCheck.Setting) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let modules = try #require(TestSupport.shimBuiltModules, "the SwiftUI check has run")
    // The two variants of a block declare the same view, so each variant compiles on its own.
    for variant in [ExportVariant.view, .viewWithoutDemo] {
      var files = try Self.viewForms(Self.availableBlocks, variant: variant)
      files["App.swift"] = BlockExportTests.appFile(
        names: BlockExportTests.appNames, swiftUI: true)
      CompileCheck.expectClean(
        try CompileCheck.typecheck(files, shim: shim, modules: modules, setting: setting),
        "\(variant.rawValue), \(setting)")
    }
  }

  /// The package's own SwiftUI code holds up under an app's settings too: BlocksRuntime's sources
  /// and the views, compiled as one app module over BlocksCore with the main actor by default and
  /// Approachable Concurrency, in both language modes.
  @Test(
    .typechecksWithSwiftc, .needsSwiftUIStandIn,
    arguments: CompileCheck.Setting.all.filter(\.mainActorByDefault))
  func thePackagesSwiftUICodeCompilesInANewAppsSettings(_ setting: CompileCheck.Setting) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let modules = try #require(TestSupport.shimBuiltModules, "the SwiftUI check has run")
    var files: [String: String] = [:]
    for file in SourceLibrary.embedded.files
    where file.path.hasPrefix("Sources/BlocksRuntime/")
      || (file.path.hasPrefix("Sources/SwiftUIBlocks/")
        && file.path != "Sources/SwiftUIBlocks/SwiftUIBlocks.swift")
    {
      // One module: the views' `BlocksRuntime.` qualifiers name this module's declarations.
      files[file.path.replacingOccurrences(of: "/", with: "_")] = ModuleQualifiers.removing(
        ["BlocksRuntime"], from: file.contents
      ).replacingOccurrences(of: "import BlocksRuntime\n", with: "")
    }
    #expect(files.count > 20)
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim, modules: modules, setting: setting),
      "\(setting)")
  }

  /// BlocksCore's sources, by flattened path, with `transform` applied to each.
  static func coreSources(_ transform: (String) -> String = { $0 }) -> [String: String] {
    var files: [String: String] = [:]
    for file in SourceLibrary.embedded.files where file.path.hasPrefix("Sources/BlocksCore/") {
      files[file.path.replacingOccurrences(of: "/", with: "_")] = transform(file.contents)
    }
    return files
  }

  /// BlocksCore itself compiles in every setting of an app target, as pasted into one: its
  /// declarations are `nonisolated`, so a target that puts unmarked code on the main actor
  /// leaves the machines plain `Sendable` values.
  @Test(.typechecksWithSwiftc, arguments: CompileCheck.Setting.all)
  func blocksCoreCompilesInEverySettingOfANewApp(_ setting: CompileCheck.Setting) throws {
    let files = Self.coreSources()
    // The shared support and motion, and every block's machine and presentation.
    #expect(files.count >= 10 + 2 * BlockCatalog.all.count)
    CompileCheck.expectClean(
      try CompileCheck.typecheck(
        files, setting: setting, module: "BlocksCore", packageName: "swiftui_blocks"),
      "\(setting)")
  }

  /// The check has teeth: without `nonisolated`, BlocksCore does not compile where the main
  /// actor is the default, and does where it is not.
  @Test(.typechecksWithSwiftc)
  func withoutNonisolatedBlocksCoreFailsInANewApp() throws {
    let files = Self.coreSources { $0.replacingOccurrences(of: "nonisolated ", with: "") }
    let plain = try CompileCheck.typecheck(
      files, setting: CompileCheck.Setting(swiftVersion: 6), module: "BlocksCore",
      packageName: "swiftui_blocks")
    CompileCheck.expectClean(plain, "Swift 6, no default isolation")
    let app = try CompileCheck.typecheck(
      files, setting: CompileCheck.Setting(swiftVersion: 6, mainActorByDefault: true),
      module: "BlocksCore", packageName: "swiftui_blocks")
    #expect(app.status != 0)
    #expect(app.error.contains("main actor-isolated conformance"), "\(app)")
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func theViewFormNeedsItsProducts() throws {
    // The check has teeth: without the package's modules, a view form does not compile, and the
    // error names the product to add.
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let block = try #require(Self.availableBlocks.first)
    let result = try CompileCheck.typecheck(
      [block.exportFileName: try BlockExporter().export(block, variant: .view).text], shim: shim)
    #expect(result.status != 0)
    #expect(result.error.contains("no such module 'BlocksCore'"), "\(result)")
  }

  @Test func theViewFormIsAFractionOfTheStandaloneFile() throws {
    for block in Self.availableBlocks {
      let view = try BlockExporter().export(block, variant: .view).text
      let standalone = try BlockExporter().export(block, variant: .full).text
      let ratio = Double(view.utf8.count) / Double(standalone.utf8.count)
      #expect(ratio < 0.3, "\(block.id): \(view.utf8.count) of \(standalone.utf8.count) bytes")
    }
  }

  @Test(
    arguments: [
      ("Package.swift", ".product(name: \"BlocksRuntime\", package: \"SwiftUIBlocks\")", true),
      ("Package.swift", ".product(name: \"SwiftUIBlocks\", package: \"SwiftUIBlocks\")", false),
      ("App.xcodeproj/project.pbxproj", "productName = BlocksRuntime;", true),
      ("App.xcodeproj/project.pbxproj", "productName = SwiftUIBlocks;", false),
    ])
  func addLooksForTheProductsAboveTheDirectory(manifest: String, text: String, finds: Bool)
    throws
  {
    let root = try TestSupport.temporaryDirectory("dependency")
    defer { TestSupport.cleanUp(root) }
    let sources = root.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let url = root.appendingPathComponent(manifest)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    #expect(DependencyCheck.findsProducts(from: sources.path) == finds)
    #expect(DependencyCheck.findsProducts(from: root.path) == finds)
  }
}

@Suite struct ModuleQualifierTests {
  @Test(
    arguments: [
      ("let s: BlocksCore.StringTable", "let s: StringTable"),
      ("BlocksRuntime.BlockState<M>(machine: m)", "BlockState<M>(machine: m)"),
      ("f(BlocksCore.Motion.none, BlocksCore.Haptic.success)", "f(Motion.none, Haptic.success)"),
      // Not a qualifier: a member, a longer name, a comment, a string, a module alone.
      ("x.BlocksCore.Motion", "x.BlocksCore.Motion"),
      ("MyBlocksCore.Motion", "MyBlocksCore.Motion"),
      ("// BlocksCore.Motion", "// BlocksCore.Motion"),
      ("\"BlocksCore.Motion\"", "\"BlocksCore.Motion\""),
      ("import BlocksCore", "import BlocksCore"),
    ])
  func qualifiersOfInlinedModulesAreRemovedInCodeOnly(source: String, expected: String) {
    #expect(ModuleQualifiers.removing(["BlocksCore", "BlocksRuntime"], from: source) == expected)
  }
}
