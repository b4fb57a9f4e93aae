import BlocksCore
import Foundation
import Testing

@testable import BlocksCatalog

@Suite struct AccessRewriterTests {
  let rewriter = AccessRewriter(keptTypes: ["KeptView", "KeptViewDemo"])

  @Test func topLevelDeclarationsBecomeFileprivate() {
    let source = """
      import Foundation
      import BlocksCore
      @_exported import Something

      /// A type.
      public struct Thing: Hashable {
        /// A member.
        public var value: Int
        public private(set) var other = "public struct Nope {"
        public init() { value = 0 }
      }
      @MainActor public final class Box {}
      enum Plain { case a }
      public func helper() -> Int { 1 }
      extension Double {
        public var twice: Double { self * 2 }
      }
      extension Thing: CustomStringConvertible {
        public var description: String { "thing" } // public
      }
      private struct Secret {}
      """
    let (text, imports) = rewriter.rewrite(source)
    #expect(imports.map(\.declaration) == ["import Foundation"])
    #expect(
      text == """

        /// A type.
        fileprivate struct Thing: Hashable {
          /// A member.
          var value: Int
          private(set) var other = "public struct Nope {"
          init() { value = 0 }
        }
        @MainActor fileprivate final class Box {}
        fileprivate enum Plain { case a }
        fileprivate func helper() -> Int { 1 }
        fileprivate extension Double {
          var twice: Double { self * 2 }
        }
        extension Thing: CustomStringConvertible {
          var description: String { "thing" } // public
        }
        private struct Secret {}
        """)
  }

  @Test func keptTypesAndTheirExtensionsStayPublic() {
    let source = """
      #if canImport(SwiftUI)
        import BlocksCore
        import SwiftUI

        public struct KeptView: View {
          public init(title: String = "x") {}
          public var body: some View { EmptyView() }
        }

        extension KeptView {
          public init(number: Int) { self.init() }
        }

        #Preview {
          KeptView()
        }
      #endif
      """
    let (text, imports) = rewriter.rewrite(source)
    #expect(
      imports == [
        AccessRewriter.Import(conditions: ["canImport(SwiftUI)"], declaration: "import SwiftUI")
      ])
    #expect(
      text.contains("  public struct KeptView: View {\n    public init(title: String = \"x\") {}"))
    #expect(text.contains("  extension KeptView {\n    public init(number: Int)"))
    #expect(!text.contains("import"))
    #expect(text.contains("#Preview {"))
  }

  @Test func anExtensionMadeFileprivateDropsItsMembersFileprivate() {
    let source = """
      extension Int {
        fileprivate var double: Double { Double(self) }
        private var secret: Int { self }
      }
      """
    #expect(
      rewriter.rewrite(source).text == """
        fileprivate extension Int {
          var double: Double { Double(self) }
          private var secret: Int { self }
        }
        """)
  }

  @Test func commentsAndStringsAreNotCode() {
    let lines = SwiftSource(
      """
      let a = "{ \\(b({ c }))" // {
      /* { /* } */ { */ let d = #"{"# + \"\"\"
        }
        \"\"\"
      struct E {
      """
    ).lines
    #expect(lines.map(\.depth) == [0, 0, 0, 0, 0])
    #expect(lines[0].code.contains("b({ c })"), "interpolations are code")
    #expect(!lines[0].code.contains("//"))
  }
}

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

    // The sections follow the required order.
    let marks = lines.filter { $0.hasPrefix("// MARK: - ") }.map { $0.dropFirst(11) }
    let expectedOrder = try exporter.sourcePaths(for: block)
    #expect(marks.map(String.init) == expectedOrder)
    let groups = expectedOrder.map { path in
      [
        "Sources/BlocksCore/Support/", "Sources/BlocksCore/Motion/",
        "Sources/BlocksCore/WidgetToyView/",
        "Sources/SwiftUIBlocks/Support/", "Sources/SwiftUIBlocks/WidgetToyView.swift",
        "Sources/SwiftUIBlocks/WidgetToyViewDemo.swift",
      ].firstIndex { path.hasPrefix($0) } ?? -1
    }
    #expect(groups == groups.sorted() && !groups.contains(-1))
    #expect(Set(groups).count == 6)

    // Imports are merged at the top; BlocksCore is gone.
    #expect(!file.text.contains("import BlocksCore"))
    #expect(file.text.components(separatedBy: "import Foundation\n").count == 2)
    #expect(file.text.components(separatedBy: "  import SwiftUI\n").count == 2)
    let firstMark = try #require(file.body.range(of: "// MARK: - "))
    #expect(!file.body[firstMark.lowerBound...].contains("import "))
  }

  @Test func onlyTheViewAndDemoStayPublic() throws {
    let library = ToyBlocks.library(Self.toyNames)
    let file = try BlockExporter(library: library).export(ToyBlocks.block("Widget"))
    let publicLines = file.text.split(separator: "\n").filter {
      SwiftToken.tokens(SwiftSource(String($0)).lines.first?.code ?? "").contains {
        $0.text == "public"
      }
    }
    for line in publicLines {
      #expect(
        line.contains("WidgetToyView") || line.contains("public init")
          || line.contains("public var body"),
        "\(line)")
    }
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

  @Test func toyDownloadsCompileAloneAndTogetherOnLinux() throws {
    let library = ToyBlocks.library(Self.toyNames)
    let exporter = BlockExporter(library: library)
    var all: [String: String] = [:]
    for name in Self.toyNames {
      let block = ToyBlocks.block(name)
      let text = try exporter.export(block).text
      all[block.exportFileName] = text
      CompileCheck.expectClean(try CompileCheck.typecheck([block.exportFileName: text]), name)
    }
    CompileCheck.expectClean(try CompileCheck.typecheck(all), "together")
  }

  @Test func toyDownloadsCompileAgainstTheSwiftUIStandIn() throws {
    guard let shim = TestSupport.shimModuleDirectory else {
      print(
        "note: the SwiftUI stand-in module is not built here (run ../shared/swiftui-shim/check); skipped"
      )
      return
    }
    let library = ToyBlocks.library(Self.toyNames)
    let exporter = BlockExporter(library: library)
    var all: [String: String] = [:]
    for name in Self.toyNames {
      let block = ToyBlocks.block(name)
      all[block.exportFileName] = try exporter.export(block).text
    }
    CompileCheck.expectClean(try CompileCheck.typecheck(all, shim: shim), "together, SwiftUI")
  }
}
