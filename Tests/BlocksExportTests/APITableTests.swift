import BlocksCore
import BlocksTestSupport
import Foundation
import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

@Suite struct APITableTests {
  /// The blocks whose view is part of this build.
  static var availableBlocks: [BlockInfo] {
    BlockCatalog.all.filter { SourceLibrary.embedded.isAvailable($0) }
  }

  /// One row of a guide's parameter table, as the reader sees it.
  struct GuideRow: Equatable, CustomStringConvertible {
    /// The parameter as the table names it: the label, or the name of an unlabeled one.
    var name: String
    /// The type as the table spells it (without `@ViewBuilder`, which the guide says in words).
    var type: String
    /// The default: `nil` for "required", the code when the table gives code, and otherwise
    /// the words, which only say that there is one.
    var defaultValue: Default?

    enum Default: Equatable {
      case code(String)
      case words
    }

    var description: String { "\(name) | \(type) | \(String(describing: defaultValue))" }

    /// The row a guide would write for `parameter`.
    init(_ parameter: APIParameter) {
      name = parameter.label == "_" ? parameter.name : parameter.label
      type =
        parameter.type.hasPrefix("@ViewBuilder ")
        ? String(parameter.type.dropFirst("@ViewBuilder ".count)) : parameter.type
      defaultValue = parameter.defaultValue.map(Default.code)
    }

    /// The row `line` of a guide's table, such as
    /// `| `in` (bounds) | `ClosedRange<Double>` | `0...1` |`.
    init?(line: String) {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 3, let name = Self.code(cells[0]), let type = Self.code(cells[1])
      else { return nil }
      self.name = name
      self.type = type
      let given = cells[2]
      if given == "required" {
        defaultValue = nil
      } else if given.hasPrefix("`"), let code = Self.code(given) {
        defaultValue = .code(code)
      } else if given.hasPrefix("\""), let end = given.dropFirst().firstIndex(of: "\"") {
        defaultValue = .code(String(given[...end]))
      } else if let number = given.split(separator: " ").first, Double(number) != nil {
        defaultValue = .code(String(number))
      } else {
        defaultValue = .words
      }
    }

    /// The first code span of `cell`.
    static func code(_ cell: String) -> String? {
      guard let start = cell.firstIndex(of: "`") else { return nil }
      let rest = cell[cell.index(after: start)...]
      guard let end = rest.firstIndex(of: "`") else { return nil }
      return String(rest[..<end])
    }

    /// Whether this row, read from a guide, says what `expected` says.
    func documents(_ expected: GuideRow) -> Bool {
      // A guide may qualify a nested type: `ToastStackItem.Action?` for the source's `Action?`.
      guard name == expected.name, type == expected.type || type.hasSuffix("." + expected.type)
      else { return false }
      switch (defaultValue, expected.defaultValue) {
      case (nil, nil), (.words, .code): return true
      case (.code(let given), .code(let code)): return given == code
      default: return false
      }
    }
  }

  /// The parameter tables of a block's guide, in order.
  static func guideTables(of block: BlockInfo) throws -> [[GuideRow]] {
    let url = TestSupport.packageRoot.appendingPathComponent(
      "Sources/SwiftUIBlocks/Documentation.docc/\(block.viewType)Guide.md")
    var tables: [[GuideRow]] = []
    var inTable = false
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("| Parameter | Type | Default |") {
        tables.append([])
        inTable = true
      } else if inTable, line.hasPrefix("|---") {
        continue
      } else if inTable, let row = GuideRow(line: String(line)) {
        tables[tables.count - 1].append(row)
      } else {
        inTable = false
      }
    }
    return tables
  }

  /// The guide documents the table the view's source gives.
  ///
  /// `blocks show` and the site read the table from the source; the block's guide, written by
  /// hand, documents each initializer in a table of its own, in the same order. They must agree
  /// parameter by parameter: label, type and default.
  @Test(arguments: availableBlocks)
  func theTableFollowsTheViewSourceAndTheGuide(_ block: BlockInfo) throws {
    let entries = APITable.entries(of: block)
    let guide = try Self.guideTables(of: block)
    #expect(!entries.isEmpty)
    #expect(guide.count == entries.count, "\(block.viewType)Guide.md: one table each")
    for (documented, entry) in zip(guide, entries) {
      let expected = entry.parameters.map(GuideRow.init)
      #expect(documented.count == expected.count, "\(block.viewType)Guide.md: \(documented)")
      for (row, wanted) in zip(documented, expected) {
        #expect(row.documents(wanted), "\(block.viewType)Guide.md: \(row), source: \(wanted)")
      }
    }
  }

  /// A view's default durations are the core's numbers.
  ///
  /// The view writes them as numbers, which the reader sees in Xcode and in the table; the
  /// machine's own default is the core's named number. They must be the same.
  @Test(
    arguments: [
      ("swipe-to-confirm-slider", "resetDelay", SwipeToConfirmSliderMetrics.defaultResetDelay),
      ("hold-to-confirm-button", "holdDuration", HoldToConfirmButtonMetrics.defaultHoldDuration),
    ])
  func aViewsDefaultDurationIsTheCoresNumber(id: String, label: String, value: Double) throws {
    let block = try #require(BlockCatalog.block(id: id))
    let parameters = APITable.initializers(of: block).joined().filter { $0.label == label }
    #expect(parameters.count == 2, "both initializers take \(label)")
    for parameter in parameters {
      #expect(parameter.defaultValue.flatMap(Double.init) == value, "\(parameter)")
    }
  }

  @Test func aGuideRowReadsItsCodeQuotesNumbersAndWords() {
    let rows = [
      "| `in` (bounds) | `ClosedRange<Double>` | `0...1` |",
      "| `title` | `LocalizedStringResource` | required |",
      "| `confirmedTitle` | `LocalizedStringResource` | \"Confirmed\" |",
      "| `holdDuration` | `Double` (seconds) | 1.2 |",
      "| `rowBackground` | `Color` | secondary system grouped background |",
      "| tint | Color | .red |",
    ].map(GuideRow.init(line:))
    #expect(rows[0]?.name == "in" && rows[0]?.type == "ClosedRange<Double>")
    #expect(rows[0]?.defaultValue == .code("0...1"))
    #expect(rows[1]?.defaultValue == nil)
    #expect(rows[2]?.defaultValue == .code("\"Confirmed\""))
    #expect(rows[3]?.defaultValue == .code("1.2"))
    #expect(rows[4]?.defaultValue == .words)
    #expect(rows[5] == nil)
    let source = GuideRow(APIParameter(label: "tint", type: "Color", defaultValue: ".red"))
    let documented = GuideRow(line: "| `tint` | `Color` | `.blue` |")
    #expect(documented?.documents(source) == false)
    #expect(GuideRow(line: "| `tint` | `Color` | `.red` |")?.documents(source) == true)
    #expect(GuideRow(line: "| `tint` | `Color` | required |")?.documents(source) == false)
    #expect(GuideRow(line: "| `color` | `Color` | `.red` |")?.documents(source) == false)
    let nested = GuideRow(APIParameter(label: "action", type: "Action?", defaultValue: "nil"))
    #expect(GuideRow(line: "| `action` | `Item.Action?` | `nil` |")?.documents(nested) == true)
    #expect(GuideRow(line: "| `action` | `ItemAction?` | `nil` |")?.documents(nested) == false)
  }

  @Test func parsingHandlesLabelsDefaultsAttributesAndLineBreaks() {
    let source = """
      public struct Demo<Content: View>: View {
        let x: Int
        /// Not this one: it is internal.
        init(hidden: Int) {}

        /// This one.
        public init(
          _ title: String = "a, (b)", // a comment with a , comma
          tint: Color = Color(red: 1, green: 0.5, blue: 0),
          values: [String: Int] = [:],
          @ViewBuilder content: @escaping () -> Content
        ) {}
      }

      extension Demo {
        public nonisolated init(count: Int = 3) { self.init(content: { fatalError() }) }
      }

      public struct Other {
        public init(other: Int) {}
      }
      """
    let tables = APITable.initializers(of: "Demo", in: source)
    #expect(
      tables == [
        [
          APIParameter(label: "_", name: "title", type: "String", defaultValue: "\"a, (b)\""),
          APIParameter(
            label: "tint", type: "Color", defaultValue: "Color(red: 1, green: 0.5, blue: 0)"),
          APIParameter(label: "values", type: "[String: Int]", defaultValue: "[:]"),
          APIParameter(label: "content", type: "@ViewBuilder () -> Content"),
        ],
        [APIParameter(label: "count", type: "Int", defaultValue: "3")],
      ])
    #expect(tables.first?.first?.displayName == "_ title")
  }

  /// A block used through a modifier lists it before the initializers of the values it takes.
  @Test func aBlocksModifierOpensItsEntries() throws {
    let block = try #require(BlockCatalog.block(id: "toast-stack"))
    let entries = APITable.entries(of: block)
    #expect(
      entries.map(\.title) == [
        ".toastStack(_:)", "ToastStackItem.init(id:title:message:style:duration:action:)",
      ])
    #expect(
      entries.first?.parameters == [
        APIParameter(label: "_", name: "toasts", type: "Binding<[ToastStackItem]>")
      ])
    // Only the block's own members of `View` are its modifiers.
    let source = """
      extension View {
        public func demo(_ a: Int) -> some View { self }
        public func demoBadge(count: Int = 1, action: @escaping () async -> Void) -> some View {}
        func demoHidden() -> some View { self }
      }

      extension Text {
        public func demoStyle() -> Text { self }
      }
      """
    let functions = APITable.functions(of: "View", in: source)
    #expect(functions.map(\.name) == ["demo", "demoBadge"])
    #expect(
      functions.last?.parameters == [
        APIParameter(label: "count", type: "Int", defaultValue: "1"),
        APIParameter(label: "action", type: "() async -> Void"),
      ])
    #expect(APITable.isAsync(functions.last?.parameters ?? []))
  }

  @Test func aChangedInitializerChangesTheTable() throws {
    let original = """
      public struct V {
        public init(tint: Color = .red, action: @escaping () -> Void) {}
      }
      """
    let renamed = original.replacingOccurrences(of: "tint:", with: "color:")
    let redefaulted = original.replacingOccurrences(of: ".red", with: ".blue")
    let added = original.replacingOccurrences(of: "action:", with: "size: Double = 1, action:")
    let table = APITable.initializers(of: "V", in: original)
    for changed in [renamed, redefaulted, added] {
      #expect(APITable.initializers(of: "V", in: changed) != table, "\(changed)")
    }
  }

  @Test func everyBlockHasItsViewSourceInThisBuild() {
    let missing = BlockCatalog.all.filter { !SourceLibrary.embedded.isAvailable($0) }.map(\.id)
    #expect(missing.isEmpty, "blocks without sources: \(missing)")
  }
}
