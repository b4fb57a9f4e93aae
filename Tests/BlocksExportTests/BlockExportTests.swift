import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksExport
@testable import BlocksSite
@testable import BlocksSource

/// The real blocks' downloads: each compiles alone, all compile together in one module, with
/// and without their demos, and beside an app that declares every name a download used to.
///
/// Each type-check has its own directory, so they run side by side (as many at once as the
/// test runner has threads) rather than one after another at the end of the run.
@Suite struct BlockExportTests {
  static var availableBlocks: [BlockInfo] { APITableTests.availableBlocks }

  /// The downloads of `blocks` by file name; without the demo, each file and type is renamed
  /// `Lean…` so that both variants of a block can share one module.
  static func downloads(_ blocks: [BlockInfo], variants: [ExportVariant] = [.full]) throws
    -> [String: String]
  {
    var files: [String: String] = [:]
    for block in blocks {
      for variant in variants {
        let text = try BlockExporter().export(block, variant: variant).text
        if variant == .full {
          files[block.exportFileName] = text
        } else {
          files["Lean" + block.exportFileName] = Self.renamedLean(text, block)
        }
      }
    }
    return files
  }

  /// `text` with the block's names starting with `Lean`, as a second copy of the block would:
  /// the names the exporter gave, and the names of the types the view's API shares with the
  /// package.
  static func renamedLean(_ text: String, _ block: BlockInfo) -> String {
    let lower = block.viewType.prefix(1).lowercased() + block.viewType.dropFirst()
    var renamed =
      text
      .replacingOccurrences(of: block.viewType, with: "Lean" + block.viewType)
      .replacingOccurrences(of: lower, with: "lean" + block.viewType)
    for name in BlockExporter.apiTypes(of: block, in: .embedded) {
      renamed = renamed.replacingOccurrences(
        of: "\\b\(name)\\b", with: "Lean\(name)", options: .regularExpression)
    }
    return renamed
  }

  @Test func theEmbeddedSourcesAreTheFilesOnDisk() throws {
    let fileManager = FileManager.default
    var onDisk: [String] = []
    for folder in ["Sources/BlocksCore", "Sources/BlocksRuntime", "Sources/SwiftUIBlocks"] {
      let root = TestSupport.packageRoot.appendingPathComponent(folder)
      let enumerator = fileManager.enumerator(atPath: root.path)
      while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".swift") { onDisk.append(folder + "/" + relative) }
      }
    }
    let embedded = SourceLibrary.embedded.files.map(\.path)
    #expect(Set(embedded) == Set(onDisk))
    for path in onDisk {
      let text = try String(
        contentsOf: TestSupport.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(SourceLibrary.embedded.file(path)?.contents == text, "\(path)")
    }
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: availableBlocks)
  func theDownloadCompilesAloneAgainstTheSwiftUIStandIn(_ block: BlockInfo) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let file = try BlockExporter().export(block)
    CompileCheck.expectClean(
      try CompileCheck.typecheck([block.exportFileName: file.text], shim: shim),
      "\(block.id) alone, SwiftUI")
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func everyDownloadCompilesTogetherAgainstTheSwiftUIStandIn() throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    var files: [String: String] = [:]
    for block in Self.availableBlocks {
      files[block.exportFileName] = try BlockExporter().export(block).text
    }
    CompileCheck.expectClean(try CompileCheck.typecheck(files, shim: shim), "together, SwiftUI")
  }

  /// A type the view's API names (the card stack's `CardSwipe`) is the block's API, as the view
  /// is: public, with the package's name, and `nonisolated` like every plain-Swift type.
  @Test func theTypesTheViewsAPINamesStayPublicWithTheirNames() throws {
    for block in BlockCatalog.all {
      let expected: Set<String> =
        switch block.preview {
        case .swipeCardStack?: ["CardSwipe"]
        case .toastStack?: ["ToastStackStyle"]
        default: []
        }
      #expect(BlockExporter.apiTypes(of: block, in: .embedded) == expected, "\(block.id)")
    }
    for variant in [ExportVariant.full, .withoutDemo] {
      let text = try BlockExporter().export(BlockInfo(.swipeCardStack), variant: variant).text
      #expect(
        text.contains("\nnonisolated public enum CardSwipe: Hashable, Sendable, CaseIterable {"))
      #expect(text.contains("onSwipe: @escaping (Item, CardSwipe) -> Void"))
      #expect(!text.contains("SwipeCardStackCardSwipe"))
    }
  }

  /// A block used through a modifier keeps the modifier and the type an app builds public: the
  /// toast stack's `View.toastStack(_:)` over `ToastStackItem`s, whose style is public too, and
  /// the style's haptic, which names a private helper, is `fileprivate`.
  @Test func aModifierAndTheTypeItTakesStayPublic() throws {
    for variant in [ExportVariant.full, .withoutDemo] {
      let text = try BlockExporter().export(BlockInfo(.toastStack), variant: variant).text
      #expect(text.contains("\nextension View {\n"))
      #expect(text.contains("\n    public func toastStack(_ toasts: Binding<[ToastStackItem]>)"))
      #expect(
        text.contains(
          "\nnonisolated public struct ToastStackItem: Identifiable, Equatable, Sendable {"))
      #expect(text.contains("\nnonisolated public enum ToastStackStyle: Hashable, Sendable"))
      #expect(text.contains("    fileprivate var haptic: ToastStackHaptic? {"))
    }
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func everyDownloadWithoutItsDemoCompilesAgainstTheSwiftUIStandIn() throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let files = try Self.downloads(Self.availableBlocks, variants: [.full, .withoutDemo])
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim), "both variants of every block, SwiftUI")
  }

  // MARK: Safe beside any app

  /// Every name a 0.1.0 download declared at file scope other than its block's own: the same
  /// for every block (`AppCollisionTests` checks it against the 0.1.0 fixture).
  static let namesOf010 = [
    "AnimatedValue", "BlockAction", "BlockClock", "BlockEnvironment", "BlockLifecycle",
    "BlockRunner", "BlockSettings", "BlockState", "BlockStateMachine", "BlockTasks",
    "CallbackEffect", "ContrastForeground", "CubicBezier", "Effects", "FlowDirection", "Haptic",
    "HapticPlayer", "HapticPulse", "HostTime", "LocalizedText", "Motion", "MotionSample",
    "RGBColor", "SpringParameters", "StringTable", "SystemColor", "TimerEffect",
  ]

  /// Names the blocks nest in their own types, or that their helpers had before they were named
  /// after the block, and that apps commonly declare at file scope. (Not SwiftUI's own names,
  /// such as `State` or `Layout`: an app that declares those breaks its own views too.)
  static let nestedNames = [
    "Event", "Phase", "Timer", "Configuration", "Kind", "Entry", "Page", "Title", "Dot",
    "Numbers", "Platform", "Strings", "Metrics", "Machine", "Runner", "Tasks", "Clock",
    "TimingCurve",
  ]

  /// An app file that declares a type for every name in `names` and members that apps often add
  /// to system types, like the ones the blocks used to add; with SwiftUI, also to `View` and
  /// `Color`.
  static func appFile(names: [String], swiftUI: Bool) -> String {
    var text = swiftUI ? "import SwiftUI\n\n" : "import Foundation\n\n"
    text += "// The app's own types, named like the helpers of downloads.\n"
    for name in Set(names).sorted() { text += "struct \(name) { var appOwned = true }\n" }
    text += """

      // Members the app adds to system types.
      extension Double {
        func clamped(to range: ClosedRange<Double>) -> Double {
          Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
        }
        func finiteOr(_ fallback: Double) -> Double { isFinite ? self : fallback }
        var sanitizedLength: Double { isFinite && self > 0 ? self : 0 }
        var saturated: Double { isNaN ? 0 : self }
        func duration(in range: ClosedRange<Double>, fallback: Double) -> Double { self }
        static func clamped(_ value: Double, to range: ClosedRange<Double>) -> Double { value }
      }

      extension Int {
        var clamped: Int { Swift.max(self, 0) }
      }

      func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double { value }
      func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }

      """
    if swiftUI {
      text += """

        extension View {
          func playsHaptics(_ enabled: Bool) -> some View { self }
          func blockRunner() -> some View { self }
        }

        extension Color {
          init(hex: UInt32) {
            self.init(
              red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255)
          }
        }

        struct AppScreen: View {
          var body: some View { Text("app").playsHaptics(true) }
        }

        """
    }
    return text
  }

  /// Every name the current sources would put at file scope in some download, before the
  /// block's name is added: the top-level names of the shared support.
  static var sharedNames: [String] {
    var names: [String] = []
    for file in SourceLibrary.embedded.files
    where BlockExporter.supportFolders.contains(where: { file.path.hasPrefix($0 + "/") }) {
      for case .declaration(let declaration) in SourceOutline(
        ConditionalCompilation().resolve(file.contents)
      ).items.flatMap(Self.flattened)
      where !declaration.name.isEmpty && declaration.kind != .import
        && declaration.kind != .extension
      {
        names.append(declaration.name)
      }
    }
    return names
  }

  static func flattened(_ item: SourceOutline.Item) -> [SourceOutline.Item] {
    if case .conditional(let conditional) = item {
      return conditional.branches.flatMap { $0.flatMap(flattened) }
    }
    return [item]
  }

  static var appNames: [String] { namesOf010 + nestedNames + sharedNames }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: availableBlocks)
  func theDownloadCompilesBesideAnAppAgainstTheSwiftUIStandIn(_ block: BlockInfo) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    var files = try Self.downloads([block], variants: [.full, .withoutDemo])
    files["App.swift"] = Self.appFile(names: Self.appNames, swiftUI: true)
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim), "\(block.id) beside the app, SwiftUI")
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func everyDownloadCompilesTogetherBesideAnAppAgainstTheSwiftUIStandIn() throws {
    var files = try Self.downloads(Self.availableBlocks)
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    files["App.swift"] = Self.appFile(names: Self.appNames, swiftUI: true)
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim), "together beside the app, SwiftUI")
  }

  @Test(
    "every download, both variants, beside an app, in every setting of a new app target",
    .typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: CompileCheck.Setting.all)
  func everyDownloadCompilesInEverySettingOfANewApp(_ setting: CompileCheck.Setting) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    // The files' declarations are private to each file, so what compiles together compiles
    // alone too: one module holds every block, both variants, and an app with the same names.
    var files = try Self.downloads(Self.availableBlocks, variants: [.full, .withoutDemo])
    files["App.swift"] = Self.appFile(names: Self.appNames, swiftUI: true)
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim, setting: setting), "\(setting)")
  }

  @Test(
    "each download alone compiles with the main actor by default and Approachable Concurrency",
    .typechecksWithSwiftc, .needsSwiftUIStandIn, arguments: availableBlocks)
  func eachDownloadCompilesAloneInTheStrictestSetting(_ block: BlockInfo) throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let setting = CompileCheck.Setting(
      swiftVersion: 6, mainActorByDefault: true, approachableConcurrency: true)
    let files = [block.exportFileName: try BlockExporter().export(block).text]
    CompileCheck.expectClean(
      try CompileCheck.typecheck(files, shim: shim, setting: setting), "\(block.id), \(setting)")
  }

  static func fixture010() throws -> String {
    try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent(
        "Tests/BlocksExportTests/Fixtures/SwipeToConfirmSlider-0.1.0.swift.txt"),
      encoding: .utf8)
  }

  @Test(.typechecksWithSwiftc) func theAppBreaksA010Download() throws {
    // The check has teeth: the 0.1.0 download, whose helpers were only fileprivate, does not
    // compile beside the same app.
    let result = try CompileCheck.typecheck([
      "App.swift": Self.appFile(names: Self.appNames, swiftUI: false),
      "SwipeToConfirmSlider.swift": try Self.fixture010(),
    ])
    #expect(result.status != 0)
    #expect(result.error.contains("'Motion' is ambiguous for type lookup"), "\(result)")
  }

  @Test func theAppNamesCoverEveryNameA010DownloadDeclared() throws {
    let fixture = try Self.fixture010()
    let declared = SourceOutline(fixture).items.flatMap(Self.flattened).compactMap {
      item -> String? in
      guard case .declaration(let declaration) = item, declaration.kind != .import,
        declaration.kind != .extension, declaration.kind != .macro
      else { return nil }
      return declaration.name
    }
    let helpers = Set(declared.filter { !$0.hasPrefix("SwipeToConfirmSlider") })
    #expect(helpers.count == 27)
    #expect(helpers == Set(Self.namesOf010))
  }

  @Test func everyBlockIsExported() throws {
    #expect(Self.availableBlocks.map(\.id) == BlockCatalog.all.map(\.id))
  }
}
