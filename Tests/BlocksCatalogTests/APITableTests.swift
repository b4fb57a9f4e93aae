import Testing

@testable import BlocksCatalog
@testable import BlocksExport
@testable import BlocksSite

@Suite struct APITableTests {
  /// The tables `blocks show` must print, per block.
  ///
  /// The documented tables, plus the async initializers. When a view's
  /// initializer changes, this table must be changed with it.
  static let expected: [String: [[APIParameter]]] = [
    "swipe-to-confirm-slider": [
      [
        APIParameter(label: "title", type: "LocalizedStringResource"),
        APIParameter(
          label: "confirmedTitle", type: "LocalizedStringResource", defaultValue: "\"Confirmed\""),
        APIParameter(label: "tint", type: "Color", defaultValue: ".indigo"),
        APIParameter(label: "resetDelay", type: "Double", defaultValue: "1.4"),
        APIParameter(label: "onConfirm", type: "() -> Void"),
      ],
      [
        APIParameter(label: "title", type: "LocalizedStringResource"),
        APIParameter(
          label: "confirmedTitle", type: "LocalizedStringResource", defaultValue: "\"Confirmed\""),
        APIParameter(
          label: "failureTitle", type: "LocalizedStringResource", defaultValue: "\"Try again\""),
        APIParameter(label: "tint", type: "Color", defaultValue: ".indigo"),
        APIParameter(label: "resetDelay", type: "Double", defaultValue: "1.4"),
        APIParameter(label: "onConfirm", type: "@Sendable () async throws -> Void"),
      ],
    ],
    "hold-to-confirm-button": [
      [
        APIParameter(label: "title", type: "LocalizedStringResource"),
        APIParameter(label: "systemImage", type: "String", defaultValue: "\"checkmark\""),
        APIParameter(label: "tint", type: "Color", defaultValue: ".red"),
        APIParameter(label: "holdDuration", type: "Double", defaultValue: "1.2"),
        APIParameter(label: "action", type: "() -> Void"),
      ],
      [
        APIParameter(label: "title", type: "LocalizedStringResource"),
        APIParameter(label: "systemImage", type: "String", defaultValue: "\"checkmark\""),
        APIParameter(label: "tint", type: "Color", defaultValue: ".red"),
        APIParameter(label: "holdDuration", type: "Double", defaultValue: "1.2"),
        APIParameter(label: "action", type: "@Sendable () async throws -> Void"),
      ],
    ],
    "completion-swipe-row": [
      [
        APIParameter(label: "tint", type: "Color", defaultValue: ".green"),
        APIParameter(
          label: "rowBackground", type: "Color",
          defaultValue: "Color(.secondarySystemGroupedBackground)"),
        APIParameter(label: "cornerRadius", type: "CGFloat", defaultValue: "16"),
        APIParameter(
          label: "actionName", type: "LocalizedStringResource", defaultValue: "\"Complete\""),
        APIParameter(label: "undoWindow", type: "Double?", defaultValue: "nil"),
        APIParameter(label: "onComplete", type: "() -> Void"),
        APIParameter(label: "content", type: "@ViewBuilder () -> Content"),
      ]
    ],
    "interactive-pager-transition": [
      [
        APIParameter(label: "pages", type: "[Page]"),
        APIParameter(label: "index", type: "Binding<Int>"),
        APIParameter(label: "content", type: "@ViewBuilder (Page) -> PageContent"),
      ]
    ],
    "range-slider": [
      [
        APIParameter(label: "_", name: "label", type: "LocalizedStringResource"),
        APIParameter(label: "range", type: "Binding<ClosedRange<Double>>"),
        APIParameter(
          label: "in", name: "bounds", type: "ClosedRange<Double>", defaultValue: "0...1"),
        APIParameter(label: "step", type: "Double", defaultValue: "0"),
        APIParameter(label: "minimumDistance", type: "Double", defaultValue: "0"),
        APIParameter(
          label: "format", type: "FloatingPointFormatStyle<Double>", defaultValue: ".number"),
        APIParameter(label: "tint", type: "Color", defaultValue: ".blue"),
        APIParameter(label: "onEditingChanged", type: "(Bool) -> Void", defaultValue: "{ _ in }"),
      ]
    ],
    "repeat-stepper": [
      [
        APIParameter(label: "_", name: "label", type: "LocalizedStringResource"),
        APIParameter(label: "value", type: "Binding<Int>"),
        APIParameter(label: "in", name: "bounds", type: "ClosedRange<Int>", defaultValue: "0...99"),
        APIParameter(label: "step", type: "Int", defaultValue: "1"),
        APIParameter(label: "wraps", type: "Bool", defaultValue: "false"),
        APIParameter(label: "tint", type: "Color", defaultValue: ".blue"),
      ]
    ],
    "swipe-card-stack": [
      [
        APIParameter(label: "_", name: "items", type: "[Item]"),
        APIParameter(label: "likeTint", type: "Color", defaultValue: ".green"),
        APIParameter(label: "passTint", type: "Color", defaultValue: ".red"),
        APIParameter(label: "cornerRadius", type: "CGFloat", defaultValue: "24"),
        APIParameter(label: "onSwipe", type: "(Item, CardSwipe) -> Void"),
        APIParameter(label: "onUndo", type: "((Item) -> Void)?", defaultValue: "nil"),
        APIParameter(label: "content", type: "@ViewBuilder (Item) -> CardContent"),
      ]
    ],
    // The toast stack is a modifier over a binding of items: the table is the item's.
    "toast-stack": [
      [
        APIParameter(label: "id", type: "String"),
        APIParameter(label: "title", type: "LocalizedStringResource"),
        APIParameter(label: "message", type: "LocalizedStringResource?", defaultValue: "nil"),
        APIParameter(label: "style", type: "ToastStackStyle", defaultValue: ".info"),
        APIParameter(label: "duration", type: "Double", defaultValue: "4"),
        APIParameter(label: "action", type: "Action?", defaultValue: "nil"),
      ]
    ],
  ]

  /// The blocks whose view is part of this build.
  static var availableBlocks: [BlockInfo] {
    BlockCatalog.all.filter { SourceLibrary.embedded.isAvailable($0) }
  }

  @Test(arguments: availableBlocks)
  func theTableFollowsTheViewSource(_ block: BlockInfo) throws {
    let expected = try #require(Self.expected[block.id])
    #expect(APITable.initializers(of: block) == expected)
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
