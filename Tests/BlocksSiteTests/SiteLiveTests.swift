import BlocksCore
import BlocksLive
import BlocksPreview
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

/// The live blocks on the site: the section each block page carries when the site has the
/// module, the policy that lets the module run, and the glue script that knows no block.
@Suite struct SiteLiveTests {
  /// The smallest WebAssembly module: the magic number and version 1, no sections.
  static let module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]

  /// Each block's module: the smallest module with the block's position in its version's place
  /// of a custom section, so every block's bytes differ.
  static let modules: [String: [UInt8]] = Dictionary(
    uniqueKeysWithValues: BlockCatalog.all.enumerated().map { position, block in
      (block.id, module + [0x00, 0x02, 0x01, UInt8(position)])
    })

  /// The site with every block's module, by path.
  static let site: [String: SiteFile] = {
    let files =
      (try? SiteGenerator(
        previews: SitePreview.placeholders(for: BlockCatalog.all), liveModules: modules
      ).generate()) ?? []
    return Dictionary(files.map { ($0.path.value, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  @Test func eachBlocksModuleAndTheGlueAreAssets() throws {
    for (id, module) in Self.modules {
      #expect(Self.site["assets/live/\(id).wasm"]?.bytes == module, "\(id)")
    }
    #expect(Self.site.keys.filter { $0.hasSuffix(".wasm") }.count == BlockCatalog.all.count)
    #expect(Self.site["assets/live.js"]?.contents == SiteLiveScript.source)
    // Without the modules, neither is there.
    #expect(!SiteFixture.byPath.keys.contains { $0.hasSuffix(".wasm") })
    #expect(SiteFixture.byPath["assets/live.js"] == nil)
  }

  /// A block page loads its own block's module, which stays within 150 KB as the catalog
  /// grows (Scripts/build-wasm.sh also holds it to 60 KB gzipped).
  @Test func eachBuiltInModuleStaysWithinItsBudget() {
    #expect(SiteLive.builtInModules.count == BlockCatalog.all.count)
    for block in BlockCatalog.all {
      let size = SiteLive.builtInModules[block.id]?.count ?? 0
      #expect(size > 0 && size <= 150_000, "\(block.id): \(size) bytes")
    }
  }

  @Test func aBlockWithoutItsModuleHasNoLiveBlockAndTheOthersKeepTheirs() throws {
    let slider = try #require(BlockCatalog.all.first)
    var modules = Self.modules
    modules[slider.id] = nil
    let files = try SiteGenerator(
      previews: SitePreview.placeholders(for: BlockCatalog.all), liveModules: modules
    ).generate()
    let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path.value, $0.contents) })
    for block in BlockCatalog.all {
      let page = try #require(pages["blocks/\(block.id).html"])
      #expect(page.contains("data-live ") == (block.id != slider.id), "\(block.id)")
    }
  }

  @Test func aModuleOfNoBlockIsRefused() {
    #expect(throws: SiteError.self) {
      try SiteGenerator(
        previews: SitePreview.placeholders(for: BlockCatalog.all),
        liveModules: ["no-such-block": Self.module]
      ).generate()
    }
  }

  @Test func everyBlockPageRunsItsOwnBlockWithTheModulesOptionBits() throws {
    for block in BlockCatalog.all {
      for (prefix, language) in [("", BlockLanguage.english), ("es/", .spanish)] {
        let html = try #require(Self.site["\(prefix)blocks/\(block.id).html"]?.contents)
        let live = try #require(PreviewBlock(id: block.id))
        let assets = prefix.isEmpty ? "../assets/" : "../../assets/"
        for fragment in [
          "data-live data-module=\"\(assets)live/\(block.id).wasm\""
            + (live.catalog.takesVerticalDrags ? " data-vertical-drags" : "") + " hidden>",
          "<script src=\"\(assets)live.js\" defer></script>",
          "content=\"\(SiteLayout.liveContentSecurityPolicy)\"",
          "data-option=\"\(LiveOptions.rightToLeft.rawValue)\"",
          "data-option=\"\(LiveOptions.reduceMotion.rawValue)\" data-media=",
          "data-option=\"\(LiveOptions.dark.rawValue)\" data-theme-dark",
          "name=\"live-language\" data-option=\"\(LiveOptions.language(language).rawValue)\""
            + " checked>",
          "name=\"live-language\" data-option=\"\(LiveOptions.language(.spanish).rawValue)\""
            + (language == .spanish ? " checked>" : ">"),
          "name=\"live-language\" data-option=\"\(LiveOptions.language(.english).rawValue)\""
            + (language == .english ? " checked>" : ">"),
          "data-live-stage tabindex=\"0\" role=\"application\"",
          "role=\"status\" data-live-announcement", "data-live-haptics", "data-live-reset",
        ] {
          #expect(html.contains(fragment), "\(prefix)\(block.id): \(fragment)")
        }
        // Only the toast stack, whose toasts leave upward, keeps vertical touches from the
        // page; every other block lets a vertical drag scroll it (touch-action: pan-y).
        #expect(live.catalog.takesVerticalDrags == (live == .toastStack), "\(block.id)")
        #expect(SiteAssets.stylesheet.contains("height: auto; touch-action: pan-y;"))
        #expect(
          SiteAssets.stylesheet.contains(
            "[data-vertical-drags] .live-stage svg { touch-action: none; }"))
        let asynchronous = LiveOptions([.asyncWork, .workFails]).rawValue
        #expect(
          html.contains("data-option=\"\(asynchronous)\"") == live.hasAsyncWork,
          "\(block.id): the asynchronous choices only where the block has asynchronous work")
        // The undo window can be switched on where the block has one: the swipe row's 3 s.
        let undo = "data-option=\"\(LiveOptions.undo.rawValue)\"> "
        #expect(html.contains(undo) == (live.undoWindow != nil), "\(block.id)")
        #expect((live.undoWindow != nil) == (live == .completionSwipeRow), "\(block.id)")
        if live.undoWindow != nil {
          let label = language == .english ? "Undo for 3 s" : "Deshacer durante 3 s"
          #expect(html.contains(undo + label + "</label>"), "\(prefix)\(block.id)")
        }
        // A block with starting setups offers them, each named by its scenario's title.
        #expect(html.contains("name=\"live-start\"") == !live.liveStarts.isEmpty, "\(block.id)")
        for (index, name) in live.liveStarts.enumerated() {
          let title = HTML.escape(try #require(live.scenario(named: name)).title.text(language))
          #expect(
            html.contains("data-option=\"\(LiveOptions.start(index).rawValue)\"> \(title)</label>"),
            "\(prefix)\(block.id): \(name)")
        }
        // The callback's name is the registration's.
        let callback = live.catalog.callback
        #expect(html.contains("data-live-callbacks") == (callback != nil), "\(block.id)")
        if let callback { #expect(html.contains("<code>\(callback)</code>"), "\(block.id)") }
        // The hint says what the keyboard does to this block.
        let keys = block.text(language).keys
        #expect(!keys.isEmpty)
        #expect(
          html.contains(HTML.escape(SiteWords(language).tryItHint(keys))), "\(block.id)")
        #expect(!html.contains("id=\"try-it\" data-block="), "no empty place left")
        #expect(!html.contains(" style="), "no inline style attribute")
      }
    }
    // The index runs no WebAssembly: its policy is the strict one.
    let index = try #require(Self.site["index.html"]?.contents)
    #expect(index.contains("content=\"\(SiteLayout.contentSecurityPolicy)\""))
    #expect(!index.contains("live.js"))
  }

  @Test func thePoliciesDifferOnlyInWebAssembly() {
    #expect(
      SiteLayout.liveContentSecurityPolicy
        == SiteLayout.contentSecurityPolicy.replacingOccurrences(
          of: "script-src 'self';", with: "script-src 'self' 'wasm-unsafe-eval';"))
  }

  @Test func aModuleThatIsNotWebAssemblyIsRefused() {
    #expect(throws: SiteError.self) {
      try SiteGenerator(
        previews: SitePreview.placeholders(for: BlockCatalog.all),
        liveModules: ["range-slider": Array("<html>".utf8)]
      ).generate()
    }
    #expect(SiteLive.isModule(Self.module))
    #expect(!SiteLive.isModule(Array(Self.module.prefix(7))))
  }

  @Test func theGlueIsShortAndKnowsNoBlock() {
    let lines = SiteLiveScript.source.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count < 200, "\(lines.count) lines")
    let script = SiteLiveScript.source.lowercased()
    let scriptWords = Set(
      script.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
    var words = ["slider", "button", "row", "pager", "thumb", "disc", "confirm", "page", "ring"]
    for block in PreviewBlock.all {
      words += [block.id, block.typeName.lowercased()]
      words.append(LiveBlock(block: block, options: []).touchRole)
    }
    for word in words {
      #expect(!scriptWords.contains(word), "the glue mentions '\(word)'")
    }
  }

  /// The registration's callback is what the view's source offers: a parameter of its
  /// initializers that takes a closure returning nothing; a block without one has no such
  /// parameter, and hands its value back through a binding.
  @Test(arguments: BlockCatalog.all)
  func theCallbackIsAClosureOfTheViewsAPI(_ block: BlockInfo) throws {
    let live = try #require(block.preview)
    let closures = APITable.initializers(of: block).joined()
      .filter { $0.type.hasSuffix("-> Void") || $0.type.hasSuffix("-> Void)?") }.map(\.label)
    if let callback = live.catalog.callback {
      #expect(closures.contains(callback), "\(block.id): \(closures)")
    } else {
      #expect(closures.isEmpty, "\(block.id): \(closures)")
    }
  }
}
