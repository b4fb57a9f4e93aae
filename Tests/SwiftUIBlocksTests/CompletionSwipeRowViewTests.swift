#if canImport(SwiftUI)
  import SwiftUI
  import Testing

  @testable import SwiftUIBlocks

  @Suite("Completion swipe row view")
  @MainActor
  struct CompletionSwipeRowViewTests {
    @Test("the row builds with its defaults and with every parameter")
    func constructs() {
      _ = CompletionSwipeRow {
      } content: {
        Text(verbatim: "Task")
      }
      _ = CompletionSwipeRow(
        tint: .indigo, rowBackground: .white, cornerRadius: 8, actionName: "Archive",
        undoWindow: 3
      ) {
      } content: {
        Label("Task", systemImage: "star")
      }
    }

    @Test("the demo builds with and without an undo window")
    func demo() {
      _ = CompletionSwipeRowDemo()
      _ = CompletionSwipeRowDemo(undoWindow: 2)
    }
  }
#endif
