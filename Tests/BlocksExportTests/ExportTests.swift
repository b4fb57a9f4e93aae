import BlocksCore
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksCommandLine
@testable import BlocksExport
@testable import BlocksSite
@testable import BlocksSource

@Suite struct ExportTests {
  static let toyNames = ["Widget", "Gadget"]

  @Test func theDownloadHasHeaderProvenanceAndSectionsInOrder() throws {
    let library = ToyBlocks.library(Self.toyNames)
    let block = ToyBlocks.block("Widget")
    let exporter = BlockExporter(library: library, version: "9.9.9")
    let file = try exporter.export(block)
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "// SPDX-License-Identifier: MIT")
    let provenance = try #require(file.provenance)
    #expect(
      provenance
        == Provenance(
          blockID: "widget-toy", version: "9.9.9", bodyHash: SHA256.hexDigest(file.body)))
    #expect(lines.contains { $0 == provenance.line })
    #expect(ExportedFile(parsing: file.text) == file)
    #expect(ExportedFile(parsing: file.text).isUnmodified)

    // The header says what the block is; the sections name concepts, view first.
    #expect(file.body.hasPrefix("\n// Widget Toy\n//\n// A toy block.\n"))
    let marks = lines.filter { $0.hasPrefix("// MARK: - ") }.map { String($0.dropFirst(11)) }
    #expect(
      marks == [
        "View", "Demo and previews", "Behaviour: the state machine and its numbers",
        "The machine contract: events in, effects out",
        "Motion", "Haptics", "Localized text", "Numbers",
      ])

    // Imports are merged at the top; BlocksCore is gone.
    #expect(!file.text.contains("import BlocksCore"))
    #expect(file.text.components(separatedBy: "import Foundation\n").count == 2)
    #expect(file.text.components(separatedBy: "\nimport SwiftUI\n").count == 2)
    let firstMark = try #require(file.body.range(of: "// MARK: - "))
    #expect(!file.body[firstMark.lowerBound...].contains("import "))
  }

  /// An exporter prepares each file once and reuses it; what it reuses must be the file it is
  /// asked for now, so one exporter gives what a fresh one gives, and a library replaced under
  /// it (the same paths, other contents) gives the new contents.
  @Test func anExportersPreparedFilesFollowItsLibrary() throws {
    let block = ToyBlocks.block("Widget")
    var exporter = BlockExporter(library: ToyBlocks.library(Self.toyNames))
    let first = try exporter.export(block).text
    #expect(try exporter.export(block).text == first)
    #expect(try BlockExporter(library: exporter.library).export(block).text == first)

    let marker = "/// A machine that counts taps"
    let changed = exporter.library.files.map { file in
      EmbeddedSourceFile(
        path: file.path,
        contents: file.contents.replacingOccurrences(
          of: marker, with: "/// A machine, changed, that counts taps"))
    }
    #expect(changed.map(\.contents) != exporter.library.files.map(\.contents))
    exporter.library = SourceLibrary(files: changed)
    let after = try exporter.export(block).text
    #expect(after.contains("A machine, changed, that counts taps"))
    #expect(after == (try BlockExporter(library: exporter.library).export(block).text))
  }

  @Test func helpersArePrivateAndNamedAfterTheBlock() throws {
    let library = ToyBlocks.library(Self.toyNames)
    let text = try BlockExporter(library: library).export(ToyBlocks.block("Widget")).text
    // Plain-Swift helpers are also `nonisolated`: their isolation in the package, whatever the
    // app's default.
    #expect(
      text.contains(
        "nonisolated private struct WidgetToyViewWidgetMachine: WidgetToyViewStateMachine"))
    #expect(text.contains("private let widgetToyViewToyGreeting = "))
    #expect(text.contains("nonisolated private enum WidgetToyViewWidgetTimer"))
    #expect(text.contains("\nnonisolated extension WidgetToyViewWidgetMachine {"))
    for line in SwiftSource(text).lines {
      let words = SwiftToken.tokens(line.code).map(\.text)
      #expect(!words.contains("package"), "\(line.text)")
      guard words.contains("public") else { continue }
      #expect(
        line.text.contains("WidgetToyView") || line.text.contains("public init")
          || line.text.contains("public var body"),
        "\(line.text)")
    }
    #expect(!text.contains("unused()"), "a member nothing reaches is left out")
    #expect(!text.contains("Unreached"), "a type nothing reaches is left out")
    #expect(!text.contains("SystemColor"))
  }

  @Test func withoutTheDemoThereIsNoDemoAndNoPreview() throws {
    let library = ToyBlocks.library(Self.toyNames)
    let file = try BlockExporter(library: library).export(
      ToyBlocks.block("Widget"), variant: .withoutDemo)
    #expect(file.provenance?.variant == .withoutDemo)
    #expect(file.provenance?.line.hasSuffix(" without-demo") == true)
    #expect(!file.text.contains("WidgetToyViewDemo"))
    #expect(!file.text.contains("#Preview"))
    #expect(!file.text.contains("// MARK: - Demo"))
    #expect(file.text.contains("public struct WidgetToyView: View"))
    let line = try #require(file.provenance).line
    #expect(Provenance(line: line)?.variant == .withoutDemo)
  }

  @Test func provenanceLinesOfEveryVersionParse() throws {
    let hash = String(repeating: "a", count: 64)
    let old = try #require(Provenance(line: "// blocks-provenance: x 0.1.0 sha256:\(hash)"))
    #expect(old.variant == .full)
    #expect(old.line == "// blocks-provenance: x 0.1.0 sha256:\(hash)")
    let lean = try #require(
      Provenance(line: "// blocks-provenance: x 0.2.0 sha256:\(hash) without-demo"))
    #expect(lean.variant == .withoutDemo && lean.variant.isStandalone)
    for variant in [ExportVariant.view, .viewWithoutDemo] {
      let line = "// blocks-provenance: x 0.3.0 sha256:\(hash) \(variant.rawValue)"
      let view = try #require(Provenance(line: line))
      #expect(view.variant == variant && !view.variant.isStandalone)
      #expect(view.line == line)
    }
    #expect(Provenance(line: "// blocks-provenance: x 0.2.0 sha256:\(hash) full") == nil)
    #expect(Provenance(line: "// blocks-provenance: x 0.2.0 sha256:\(hash) other") == nil)
  }

  @Test func theHashChangesWithTheBody() throws {
    let library = ToyBlocks.library(["Widget"])
    let block = ToyBlocks.block("Widget")
    let file = try BlockExporter(library: library).export(block)
    var edited = ExportedFile(parsing: file.text)
    edited.body += "// local note\n"
    #expect(!ExportedFile(parsing: edited.text).isUnmodified)
    #expect(ExportedFile(parsing: "no provenance").provenance == nil)
  }

  @Test func missingSourcesAreAnExportError() {
    let library = ToyBlocks.library(["Widget"])
    #expect(throws: ExportError.self) {
      try BlockExporter(library: library).export(ToyBlocks.block("Gadget"))
    }
  }

  @Test func anExtensionOfASystemTypeIsRefused() throws {
    let extra = EmbeddedSourceFile(
      path: "Sources/BlocksCore/Support/Halving.swift",
      contents: """
        extension Double {
          package var halved: Double { self / 2 }
        }

        extension Int {
          package var neverUsed: Int { self }
        }
        """)
    var files = ToyBlocks.library(["Widget"]).files + [extra]
    files = files.map { file in
      var file = file
      file.contents = file.contents.replacingOccurrences(
        of: "Self.halved(Numbers.length(width))", with: "Numbers.length(width).halved")
      return file
    }
    let error = #expect(throws: ExportError.self) {
      try BlockExporter(library: SourceLibrary(files: files)).export(ToyBlocks.block("Widget"))
    }
    #expect(error?.description.contains("Halving.swift extends Double") == true)
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func anEmbeddedBranchIsLeftOutAndAForwardingNamespaceWithIt() throws {
    let platform = EmbeddedSourceFile(
      path: "Sources/BlocksCore/Support/Platform.swift",
      contents: """
        #if !hasFeature(Embedded)
          import Foundation
        #endif

        /// The math the blocks take from the platform.
        package enum Platform {
          /// The sine of `x` radians.
          @inline(__always)
          package static func sin(_ x: Double) -> Double {
            #if hasFeature(Embedded)
              platformSin(x)
            #else
              Foundation.sin(x)
            #endif
          }
        }

        #if hasFeature(Embedded)
          @_extern(c, "sin") private func platformSin(_ x: Double) -> Double
        #endif
        """)
    let others = ToyBlocks.library(["Widget"]).files.filter { $0.path != platform.path }
    let files = (others + [platform]).map { file in
      var file = file
      file.contents = file.contents.replacingOccurrences(
        of: "Self.halved(Numbers.length(width))", with: "Self.halved(Platform.sin(width))")
      return file
    }
    let text = try BlockExporter(library: SourceLibrary(files: files)).export(
      ToyBlocks.block("Widget")
    ).text
    // The namespace only forwarded to Foundation, so the download calls Foundation itself.
    #expect(text.contains("Self.halved(Foundation.sin(width))"))
    #expect(!text.contains("Platform"))
    #expect(!text.contains("hasFeature") && !text.contains("platformSin"))
    #expect(text.contains("\nimport Foundation\n"))
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    CompileCheck.expectClean(
      try CompileCheck.typecheck(["Widget.swift": text], shim: shim), "with Platform")
  }

  @Test(.typechecksWithSwiftc, .needsSwiftUIStandIn)
  func toyDownloadsCompileAgainstTheSwiftUIStandIn() throws {
    let shim = try #require(TestSupport.shimModuleDirectory, "the SwiftUI stand-in is built")
    let library = ToyBlocks.library(Self.toyNames)
    let exporter = BlockExporter(library: library)
    var all: [String: String] = [:]
    for name in Self.toyNames {
      let block = ToyBlocks.block(name)
      let text = try exporter.export(block).text
      all[block.exportFileName] = text
      CompileCheck.expectClean(
        try CompileCheck.typecheck([block.exportFileName: text], shim: shim), "\(name) alone")
      all["Lean" + block.exportFileName] = try exporter.export(block, variant: .withoutDemo).text
        .replacingOccurrences(of: "\(name)ToyView", with: "Lean\(name)ToyView")
        .replacingOccurrences(
          of: "\(name.lowercased())ToyView", with: "lean\(name)ToyView")
    }
    CompileCheck.expectClean(try CompileCheck.typecheck(all, shim: shim), "together, SwiftUI")
  }
}

@Suite struct DownloadSizeTests {
  @Test func codeBytesLeaveOutCommentsAndTheLinesTheyLeaveBlank() {
    let text = """
      // MARK: - One

      /// A type.
      struct A {  // trailing
        let s = "// not a comment"
      }

      // MARK: - Two
      enum B {}

      """
    let size = DownloadSize(text)
    #expect(size.lines == 9)
    #expect(size.bytes == text.utf8.count)
    #expect(
      size.codeBytes == "struct A {\n  let s = \"// not a comment\"\n}\nenum B {}\n".utf8.count)
    let sections = DownloadSize.sections(of: text)
    #expect(sections.map(\.title) == ["Header and imports", "One", "Two"])
    #expect(sections.map(\.size.lines) == [0, 7, 2])
    #expect(sections.map(\.size.bytes).reduce(0, +) == text.utf8.count)
  }
}
